/* booklet_end.c: the booklet's "How to win", one sentence a way the game
 * ends, written from <end> (variant.end): where a section holds
 * <how-to-win/>, or, when the definition has <end> and no section asks for
 * it, in a section of its own after the first. */
#include <stdlib.h>
#include <string.h>

#include "base/base.h"
#include "compose-imp.h"

static const char *royal_name(const struct variant *v)
{
    for (int i = 0; i < v->npieces; i++)
        if (v->pieces[i].royal)
            return v->pieces[i].name;
    return "King";
}

static const char *nth(int n, char *buf, size_t len)
{
    static const char *const words[] = {"first", "second", "third", "fourth", "fifth",
                                        "sixth", "seventh", "eighth", "ninth", "tenth"};
    if (n >= 1 && n <= 10)
        return words[n - 1];
    const char *suffix = n % 100 >= 11 && n % 100 <= 13 ? "th"
                       : n % 10 == 1 ? "st" : n % 10 == 2 ? "nd" : n % 10 == 3 ? "rd" : "th";
    snprintf(buf, len, "%d%s", n, suffix);
    return buf;
}

/* ", that player loses." for the player the rule names. */
static const char *outcome(enum end_result res)
{
    return res == RESULT_WIN ? ", that player wins." : res == RESULT_LOSS ? ", that player loses."
                                                                           : ", the game is drawn.";
}

/* "Queen", "Queen or Rook", "Queen, Rook or Bishop" (escaped markup). */
static char *piece_names(const struct variant *v, const int *pieces, int n, const char *joint)
{
    char *s = NULL;
    for (int i = 0; i < n; i++) {
        if (i)
            str_cat(&s, i + 1 == n ? joint : ", ");
        str_cat_free(&s, markup_printf("%s", v->pieces[pieces[i]].name));
    }
    return s ? s : xstrdup("");
}

static char *extinction_words(const struct variant *v, const struct end_rule *e)
{
    char *cond;
    if (e->all_pieces)
        cond = e->count ? markup_printf("If a player is down to %d or fewer pieces", e->count)
                        : markup_printf("If a player has lost all their pieces");
    else if (e->count == 0) {
        cond = xstrdup("If a player has no ");
        for (int i = 0; i < e->npieces; i++) {
            if (i)
                str_cat(&cond, " left, or no ");
            str_cat_free(&cond, markup_printf("%s", v->pieces[e->pieces[i]].name));
        }
        str_cat(&cond, " left");
    } else {
        char *names = piece_names(v, e->pieces, e->npieces, " or ");
        cond = str_printf("If a player is down to %d or fewer %s%s pieces", e->count,
                          e->npieces > 1 ? "of their " : "", names);
        free(names);
    }
    if (e->opponent_has) /* the other keeps enough of them: else no result */
        str_cat_free(&cond, e->opponent_has == 1 && e->all_pieces
                            ? xstrdup(" while the other player still has a piece")
                            : str_printf(" while the other player still has at least %d of them",
                                         e->opponent_has));
    char *s = str_printf("%s%s", cond, outcome(e->result));
    free(cond);
    return s;
}

static char *reach_words(const struct variant *v, const struct end_rule *e)
{
    char *names = piece_names(v, e->pieces, e->npieces, " or ");
    /* a zone of each side's own is "their" zone; an unnamed one is called
       by its id: "their <b>promotion</b> zone" */
    const struct zone *z = variant_find_zone(v, e->zone, SIDE_FIRST);
    int own = z && z->side != SIDE_BOTH;
    char *where = markup_printf("%s <b>%s</b>%s", own ? "their" : "the", compose_zone_words(v, e->zone),
                                z && z->name ? "" : " zone");
    /* safe: the try, which a piece that can be taken at once has not made */
    const char *safe = !e->safe ? "" : e->count > 1 ? ", none of them where an enemy piece can "
                       "capture it on the next move" : ", on a square where no enemy piece can capture it on "
                       "the next move";
    /* "9 of a player's Knights", not "Knight pieces" */
    char *many = NULL;
    for (int i = 0; e->count > 1 && i < e->npieces; i++) {
        char *pl = str_plural(v->pieces[e->pieces[i]].name);
        if (i)
            str_cat(&many, i + 1 == e->npieces ? " or " : ", ");
        str_cat_free(&many, markup_printf("%s", pl));
        free(pl);
    }
    char *s = e->count > 1
        ? str_printf("If %d of a player's %s stand in %s at once%s%s", e->count, many ? many : names, where,
                     safe, outcome(e->result))
        : str_printf("If a player's %s reaches %s%s%s", names, where, safe, outcome(e->result));
    free(many);
    free(names);
    free(where);
    return s;
}

static char *repetition_words(const struct end_rule *e, int drops)
{
    char buf[16];
    char *s = str_printf("If a move makes the same position (the same pieces on the same squares%s, "
                         "the same player to move) occur for the %s time, %s", drops ?
                         ", the same pieces in hand" : "", nth(e->count, buf, sizeof buf),
                         e->result == RESULT_DRAW ? "the game is drawn"
                         : e->result == RESULT_WIN ? "the player who made it wins"
                         : "the player who made it loses");
    if (e->perpetual_check >= 0 && e->perpetual_check != (int)e->result)
        str_cat(&s, e->perpetual_check == RESULT_LOSS
                    ? "; but a player who gave <b>check</b> with every move of the repeating "
                      "series loses" : e->perpetual_check == RESULT_WIN
                    ? "; but a player who gave <b>check</b> with every move of the repeating "
                      "series wins" : "; but if one player gave check with every move of the "
                                      "repeating series, the game is drawn");
    str_cat(&s, ".");
    return s;
}

static char *connect_words(const struct end_rule *e)
{
    const char *along[] = {"", "a rank", "a file", "a rank or a file", "a diagonal",
                           "a rank or a diagonal", "a file or a diagonal",
                           "a rank, a file or a diagonal"};
    return str_printf("If a player has <b>%d in a row</b>, %d of their pieces next to each other "
                      "along %s%s", e->count, e->count, along[e->lines & 7], outcome(e->result));
}

/* castled: castling that way wins; losing the right to loses (as the
 * engine plays castlingWins, where a captured partner also takes it). */
static char *castled_words(const struct variant *v, const struct end_rule *e, const char *king)
{
    const char *way = e->queenside ? "queenside" : "kingside";
    const char *towards = e->queenside ? "the a-file" : "the last file";
    if (e->sides == 3)
        return str_printf("If a player <b>castles %s</b> (towards %s), that player wins. A player "
                          "who can no longer castle that way, because their %s or the piece it "
                          "castles with on that side has moved or been captured, loses.", way,
                          towards, king);
    const char *who = v->sides[e->sides == 1 ? SIDE_FIRST : SIDE_SECOND].name;
    return str_printf("If %s <b>castles %s</b> (towards %s), %s wins. As soon as %s can no longer "
                      "castle that way, because their %s or the piece it castles with on that side "
                      "has moved or been captured, %s loses. This rule holds for %s only.", who, way,
                      towards, who, who, king, who, who);
}

/* One sentence (Pango markup, malloc'd) for one rule. */
char *compose_end_words(const struct variant *v, const struct end_rule *e)
{
    char buf[16];
    char *k = markup_printf("%s", royal_name(v));
    char *s = NULL;
    switch (e->kind) {
    case END_CHECKMATE:
        s = str_printf("If a player's %s is <b>checkmated</b> (attacked, with no move that saves "
                       "it)%s", k, outcome(e->result));
        break;
    case END_STALEMATE:
        s = str_printf("If a player has no legal move%s (<b>stalemate</b>)%s",
                       variant_end_rule(v, END_CHECKMATE) ? " but is not in check" : "",
                       outcome(e->result));
        break;
    case END_BARE_KING:
        s = str_printf("If a player has nothing left but their %s (a <b>bare %s</b>)%s", k, k,
                       outcome(e->result));
        if (e->reply_draws) {
            s[strlen(s) - 1] = '\0';
            str_cat_free(&s, str_printf(", unless their next move leaves the other %s bare too: "
                                        "then the game is drawn.", k));
        }
        break;
    case END_EXTINCTION:
        s = extinction_words(v, e);
        break;
    case END_REACH:
        s = reach_words(v, e);
        break;
    case END_CHECKS:
        s = str_printf("If a player gives <b>check</b> for the %s time%s", nth(e->count, buf, sizeof buf),
                       outcome(e->result));
        break;
    case END_REPETITION:
        s = repetition_words(e, v->drops);
        break;
    case END_MOVE_LIMIT: {
        char *names = piece_names(v, e->pieces, e->npieces, " or ");
        /* a drop, or a piece brought in from the reserve, starts the count
           again as a capture does (the engine's rule50 on a drop) */
        const char *put = v->drops ? "no drop" : v->free_during_play ? "no piece brought into play" : NULL;
        char *also = e->npieces ? str_printf("%s%s and no %s move", put ? ", " : "", put ? put : "", names)
                   : put ? str_printf(" and %s", put) : xstrdup("");
        s = str_printf("If each player has made %d moves in a row with no capture%s, %s.", e->count, also,
                       e->result == RESULT_DRAW ? "the game is drawn"
                       : e->result == RESULT_WIN ? "the player who made the last of them wins"
                       : "the player who made the last of them loses");
        free(also);
        free(names);
        break;
    }
    case END_COUNTING: {
        static const char *const rule[] = {"Makruk", "Cambodian", "ASEAN"};
        s = str_printf("When the stronger side has not won before the count of the %s "
                       "<b>counting rules</b> runs out, the game is drawn.", rule[e->counting]);
        break;
    }
    case END_CONNECT:
        s = connect_words(e);
        break;
    case END_CASTLED:
        s = castled_words(v, e, k);
        break;
    }
    free(k);
    return s;
}

void compose_how_to_win(struct booklet_flow *f)
{
    /* compulsory capture decides how such a game is won (antichess) */
    if (f->v->must_capture)
        compose_flow_item(f, "<b>Capturing is compulsory</b>: a player who can capture must, "
                             "choosing which capture when there are several.");
    /* pieces changing sides decide who holds the most (reversi) */
    int moving = 0; /* a piece that ever moves; else placing is all */
    for (int p = 0; p < f->v->npieces; p++)
        moving |= f->v->pieces[p].count > 0 && !f->v->pieces[p].immobile;
    if (f->v->flip == FLIP_LINES)
        compose_flow_item(f, moving ? "<b>Turning over.</b> After a piece is placed or moves, every enemy "
                                      "piece in an unbroken straight line (across, up and down or diagonal) "
                                      "between it and another piece of its player's changes sides: turn it "
                                      "over. Several lines may turn at once."
                                    : "<b>Turning over.</b> After a piece is placed, every enemy "
                                      "piece in an unbroken straight line (across, up and down or diagonal) "
                                      "between it and another piece of its player's changes sides: turn it "
                                      "over. Several lines may turn at once.");
    else if (f->v->flip == FLIP_AROUND_LINKED)
        compose_flow_item(f, "<b>Turning over.</b> After a piece moves, every enemy piece on the "
                             "eight squares around where it lands changes sides: turn it over. "
                             "After a piece is placed, the same happens only if it touches "
                             "another piece of its player's (by a side or a corner).");
    for (int i = 0; i < f->v->end.nrules; i++) {
        char *m = compose_end_words(f->v, &f->v->end.rules[i]);
        compose_flow_item(f, m);
        free(m);
    }
}

int compose_end_section_wanted(const struct variant *v)
{
    if (!v->end.given || (!v->end.nrules && !v->must_capture && !v->flip))
        return 0;
    for (int i = 0; i < v->nrules; i++)
        for (int j = 0; j < v->rules[i].nblocks; j++)
            if (v->rules[i].blocks[j].kind == BLOCK_END)
                return 0;
    return 1;
}
