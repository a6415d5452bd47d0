/* validate_end.c: what <end> names exists and can happen: a royal piece
 * for checkmate, checks and a bare King; each side's zone for a piece to
 * reach; no side already beaten by extinction at the start; counts a game
 * can reach. */
#include <string.h>

#include "rules-imp.h"

static int has_royal(const struct variant *v)
{
    for (int i = 0; i < v->npieces; i++)
        if (v->pieces[i].royal)
            return 1;
    return 0;
}

/* How many of piece k (or, k < 0, of all pieces) side s has at the start,
 * on the board and in hand. */
static int at_start(const struct variant *v, int k, int s)
{
    int n = 0;
    for (int i = 0; i < v->nsetup; i++)
        n += v->setup[i].side == s && (k < 0 || v->setup[i].piece == k);
    for (int i = 0; i < v->nstart_hand; i++)
        n += v->start_hand[i].side == s && (k < 0 || v->start_hand[i].piece == k);
    return n;
}

static const char *element_of(enum end_kind k)
{
    static const char *const names[] = {"checkmate", "stalemate", "bare-king", "extinction", "reach",
                                        "checks", "repetition", "move-limit", "counting", "connect",
                                        "castled"};
    return names[k];
}

static void check_extinction(const struct variant *v, const struct end_rule *e, struct report *r)
{
    if (!e->all_pieces && !e->npieces)
        return; /* the loader reported the unknown ids */
    /* opponent-has of all pieces: a player never has more than they start
       with, unless captured pieces are dropped (a type may be promoted to) */
    for (int s = 0; e->all_pieces && !v->drops && s < MAX_SIDES; s++)
        if (at_start(v, -1, s) < e->opponent_has) {
            report_error(r, e->line, "<extinction opponent-has=\"%d\">: %s starts with %d pieces "
                         "and never has more: the rule could never end the game", e->opponent_has,
                         v->sides[s].name, at_start(v, -1, s));
            return;
        }
    for (int s = 0; s < MAX_SIDES; s++)
        for (int i = -1; i < e->npieces; i++) {
            if (i < 0 && !e->all_pieces)
                continue;
            int k = i < 0 ? -1 : e->pieces[i];
            int n = at_start(v, k, s);
            if (n <= e->count) {
                report_error(r, e->line, "<extinction>: %s starts with %d %s%s%s, at most count=\"%d\": "
                             "the game would be over before it begins", v->sides[s].name, n,
                             k < 0 ? "" : "'", k < 0 ? "pieces" : v->pieces[k].id, k < 0 ? "" : "'",
                             e->count);
                return;
            }
        }
}

static void check_reach(const struct variant *v, const struct end_rule *e, struct report *r)
{
    for (int s = 0; s < MAX_SIDES; s++)
        if (e->zone && !variant_find_zone(v, e->zone, s)) {
            char dym[96];
            report_error(r, e->line, "<reach zone=\"%s\">: no zone '%s' for %s (side=\"%s\" or "
                         "\"both\")%s", e->zone, e->zone, v->sides[s].name,
                         s == SIDE_FIRST ? "first" : "second",
                         variant_suggest_zone(v, e->zone, dym, sizeof dym));
            return;
        }
    if (e->count < 1)
        report_error(r, e->line, "<reach count=\"0\">: at least 1 piece must reach the zone");
}

/* Does a piece side s sets up castle towards the a-file (west), or the
 * last file? Its own left is the a-file side for the first player only:
 * the second's pieces face the other way. */
static int castles_that_way(const struct variant *v, int s, int west)
{
    for (int i = 0; i < v->nsetup; i++) {
        const struct piece *p = &v->pieces[v->setup[i].piece];
        if (v->setup[i].side != s)
            continue;
        for (int k = 0; k < p->nmoves; k++) {
            struct moveset ms;
            struct betza_error err;
            int found = 0;
            moveset_init(&ms);
            if (p->moves[k].betza && betza_parse(p->moves[k].betza, &ms, &err) == 0)
                for (size_t j = 0; j < ms.n; j++)
                    if (ms.v[j].kind == MOVE_CASTLE && ms.v[j].dx != 0 &&
                        ((ms.v[j].dx < 0) == (s == SIDE_FIRST)) == west)
                        found = 1;
            moveset_free(&ms);
            if (found)
                return 1;
        }
    }
    return 0;
}

/* castled: the player must be able to castle that way at the start, else
 * the rule's loss would end the game before it begins. */
static void check_castled(const struct variant *v, const struct end_rule *e, struct report *r)
{
    for (int s = 0; s < MAX_SIDES; s++)
        if ((e->sides >> s & 1) && !castles_that_way(v, s, e->queenside)) {
            report_error(r, e->line, "<castled way=\"%s\">: no piece of %s's setup castles %s "
                         "(an O move towards the %s): %s would have lost before the first move",
                         e->queenside ? "queenside" : "kingside", v->sides[s].name,
                         e->queenside ? "queenside" : "kingside",
                         e->queenside ? "a-file" : "last file", v->sides[s].name);
            return;
        }
}

static void check_counts(const struct variant *v, const struct end_rule *e, struct report *r)
{
    int longest = v->board.files > v->board.ranks ? v->board.files : v->board.ranks;
    if (e->kind == END_CONNECT && !(e->lines & (LINE_RANKS | LINE_FILES)))
        longest = v->board.files < v->board.ranks ? v->board.files : v->board.ranks;
    if (e->kind == END_CONNECT && (e->count < 2 || e->count > longest))
        report_error(r, e->line, "<connect count=\"%d\">: a line on this board holds 2 to %d pieces",
                     e->count, longest);
    if (e->kind == END_REPETITION && e->count < 2)
        report_error(r, e->line, "<repetition count=\"%d\">: a position repeats from its 2nd "
                     "occurrence on", e->count);
    if ((e->kind == END_CHECKS || e->kind == END_MOVE_LIMIT) && e->count < 1)
        report_error(r, e->line, "<%s count=\"0\">: at least 1", element_of(e->kind));
}

void rules_check_end(const struct variant *v, struct report *r)
{
    for (int i = 0; i < v->end.nrules; i++) {
        const struct end_rule *e = &v->end.rules[i];
        int royal_needed = e->kind == END_CHECKMATE || e->kind == END_CHECKS ||
                           e->kind == END_BARE_KING;
        if (royal_needed && !has_royal(v))
            report_error(r, e->line, "<%s>: no piece is royal=\"yes\", so there is no King to %s",
                         element_of(e->kind), e->kind == END_BARE_KING ? "leave bare" : "check");
        if (e->kind == END_EXTINCTION)
            check_extinction(v, e, r);
        else if (e->kind == END_REACH)
            check_reach(v, e, r);
        else if (e->kind == END_CASTLED)
            check_castled(v, e, r);
        else
            check_counts(v, e, r);
    }
}
