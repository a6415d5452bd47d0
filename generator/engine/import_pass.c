/* import_pass.c: the rules of an imported game that the engine plays
 * around a player with no move, in the booklet's words: passing (pass,
 * passOnStalemate), two passes in a row, having no move at all, the full
 * board, and deciding a drawn game by counting (materialCounting), as
 * Fairy-Stockfish's position.cpp plays them:
 * - a pass is a move of its own: with passOnStalemate it is legal only
 *   when no other move is; a side with a King passes with it, never in
 *   check; a side without one needs a piece on the board to pass;
 * - two passes one after the other end the game, drawn, or decided by
 *   counting where the game counts;
 * - a side that can pass always has a move: "no move" (stalemateValue)
 *   is left only to a side without a King and without pieces on the board;
 * - with materialCounting every draw (repetition, the move limit, two
 *   passes, no move, the full board) is decided by counting instead. */
#include "import-imp.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void item(struct imp *m, const char *text)
{
    engine_imp_out(m, "      <item>%s</item>\n", text);
}

static int has_royal(const struct imp *m)
{
    for (int i = 0; i < m->npieces; i++)
        if (m->pieces[i].royal && !m->pieces[i].unused)
            return 1;
    return 0;
}

/* passOnStalemate (0 none, 1 White, 2 Black, 3 both) and pass, alike */
static int sides_of(const struct engine_game *g, const char *key)
{
    char w[64], b[64];
    snprintf(w, sizeof w, "%sWhite", key);
    snprintf(b, sizeof b, "%sBlack", key);
    int both = engine_game_bool(g, key, 0);
    return (engine_game_bool(g, w, both) ? 1 : 0) | (engine_game_bool(g, b, both) ? 2 : 0);
}

int engine_imp_passes_when_stuck(const struct imp *m)
{
    return sides_of(m->g, "passOnStalemate") | sides_of(m->g, "pass");
}

/* Where every piece stays where it is placed, each turn adds a piece: no
 * position comes back, and every turn starts the move count again (the
 * engine resets it on a drop). */
int engine_imp_placing_only(const struct imp *m)
{
    int any = 0;
    for (int i = 0; i < m->npieces; i++) {
        const struct imp_piece *p = &m->pieces[i];
        if (p->unused || !p->count)
            continue;
        if (!p->immobile)
            return 0;
        any = 1;
    }
    return any && (m->drops || m->placing_zones);
}

/* Whether no piece can ever capture: every move of every move table, in
 * or out of its zones, goes only to an empty square (Teeko, Picaria). */
int engine_imp_never_captures(const struct imp *m)
{
    for (int i = 0; i < m->npieces; i++) {
        const struct imp_piece *p = &m->pieces[i];
        const char *tables[3] = {p->betza, p->zone_betza[0], p->zone_betza[1]};
        for (int t = 0; t < 3 && !p->unused; t++) {
            struct moveset ms;
            if (!tables[t])
                continue;
            int bad = engine_table(tables[t], &ms) != 0;
            for (size_t k = 0; !bad && k < ms.n; k++)
                bad = (ms.v[k].mode & (MODE_CAPTURE | MODE_EP)) ||
                      (ms.v[k].kind == MOVE_TWO_LEG && (ms.v[k].via_mode & (MODE_CAPTURE | MODE_EP)));
            moveset_free(&ms);
            if (bad)
                return 0;
        }
    }
    return 1;
}

/* "A player", or the one side the rule is for */
static const char *who(const struct imp *m, int sides)
{
    return sides == 3 ? "A player" : m->side_name[sides == 1 ? 0 : 1];
}

/* How a drawn game is decided instead, or NULL: it stays drawn. */
static char *counting_words(struct imp *m)
{
    const char *mc = engine_game_str(m->g, "materialCounting", "none");
    if (!strcmp(mc, "unweighted"))
        return xstrdup("the player with more pieces on the board wins, or it is a draw if both have as many");
    if (!strcmp(mc, "whitedrawodds"))
        return str_printf("%s wins", m->side_name[0]);
    if (!strcmp(mc, "blackdrawodds"))
        return str_printf("%s wins", m->side_name[1]);
    if (!strcmp(mc, "janggi")) {
        static const struct { char letter; int points; } w[] = {
            {'r', 13}, {'c', 7}, {'n', 5}, {'h', 5}, {'b', 3}, {'e', 3}, {'a', 3}, {'p', 2}, {'s', 2}};
        char *list = NULL;
        for (size_t i = 0; i < sizeof w / sizeof w[0]; i++) {
            struct imp_piece *p = engine_imp_piece_of(m, w[i].letter);
            if (!p || p->unused || (list && strstr(list, p->name)))
                continue;
            char *e = engine_imp_esc(p->name);
            char *part = str_printf("%s%s %d", list ? ", " : "", e, w[i].points);
            str_cat_free(&list, part);
            free(e);
        }
        char *s = str_printf("each player adds up the points of their pieces on the board "
                             "(%s); %s wins with 2 points or more over %s, and %s wins otherwise",
                             list ? list : "", m->side_name[0], m->side_name[1], m->side_name[1]);
        free(list);
        return s;
    }
    return NULL;
}

/* The end of the game when a player cannot move, and what is decided by
 * counting: the items of "How the game ends" (engine_imp_write_rules). */
void engine_imp_words_of_no_move(struct imp *m)
{
    const struct engine_game *g = m->g;
    int royal = has_royal(m);
    int stuck = sides_of(g, "passOnStalemate"), free_pass = sides_of(g, "pass");
    int passing = stuck | free_pass;
    const char *ev = engine_game_str(g, "extinctionValue", "none");
    /* losing every piece ends the game first: "no piece on the board"
       is never the case in play */
    int gone = strcmp(ev, "none") && strchr(engine_game_str(g, "extinctionPieceTypes", ""), '*') &&
               !atoi(engine_game_str(g, "extinctionPieceCount", "0"));
    char *count = counting_words(m);
    char *s;
    if (free_pass) {
        s = str_printf("<b>Passing.</b> %s may pass instead of moving%s.", who(m, free_pass),
                       royal ? ", but not while in check" : "");
        item(m, s);
        free(s);
    }
    if (stuck & ~free_pass) {
        s = str_printf("<b>Passing.</b> %s who has no legal move%s passes: the turn goes to the "
                       "opponent. Nobody may pass who has a move%s.", who(m, stuck & ~free_pass),
                       royal ? " and is not in check" : "",
                       royal || gone ? "" : ", and a player with no piece on the board cannot pass");
        item(m, s);
        free(s);
    }
    if (passing) {
        s = str_printf("<b>Two passes.</b> When the players pass one after the other, the game "
                       "ends%s%s.", count ? ": " : " in a draw", count ? count : "");
        item(m, s);
        free(s);
        m->said_count = count != NULL;
    }
    /* having no move: a loss or a win as stalemateValue says, with
       stalematePieceCount the other way round for the player with more
       pieces; where a pass is always there, only without pieces */
    const char *sv = engine_game_str(g, "stalemateValue", "draw");
    int spc = engine_game_bool(g, "stalematePieceCount", 0);
    if (!m->said_stalemate && !(passing == 3 && (royal || gone))) {
        const char *res = !strcmp(sv, "loss") ? "loses" : !strcmp(sv, "win") ? "wins" : NULL;
        if (passing == 3) /* no piece: fewer than the opponent's */
            s = str_printf("<b>No move.</b> A player who has no piece on the board and no legal "
                           "move %s.", res ? res : count ? "is judged by counting, as below" : "draws the game");
        else if (spc)
            s = str_printf("<b>No move.</b> A player who has no legal move %s if they have fewer "
                           "pieces on the board than the opponent, %s if they have more, and "
                           "draws with as many.", res ? res : "draws",
                           res ? (res[0] == 'l' ? "wins" : "loses") : "draws");
        else
            s = str_printf("<b>No move.</b> A player who has no legal move%s %s.",
                           royal ? " but is not in check" : "",
                           res ? res : "draws the game");
        item(m, s);
        free(s);
        m->draws_left |= !res;
    }
    if (engine_game_bool(g, "adjudicateFullBoard", 0)) {
        s = str_printf("<b>Full board.</b> When the board is full, the game ends%s%s.",
                       !count ? " in a draw" : m->said_count ? " and is decided the same way" : ": ",
                       count && !m->said_count ? count : "");
        item(m, s);
        free(s);
        m->said_count |= count != NULL;
    }
    free(count);
}

/* materialCounting: every other draw (repetition, the move limit) is
 * decided by counting too; the last item, where such a draw is left */
void engine_imp_words_of_counting(struct imp *m)
{
    char *count = counting_words(m);
    int left = m->draws_left || m->said_repetition || m->said_move_limit ||
               atoi(engine_game_str(m->g, "nFoldRule", "3")) > 0 ||
               atoi(engine_game_str(m->g, "nMoveRule", "50")) > 0;
    if (engine_imp_placing_only(m))
        left = m->draws_left;
    const char *mc = engine_game_str(m->g, "materialCounting", "none");
    int odds = !strcmp(mc, "whitedrawodds") || !strcmp(mc, "blackdrawodds");
    if (count && left && odds && !m->said_count) { /* nothing is counted: one side has the draws */
        char *s = str_printf("<b>No draws.</b> A game that would otherwise end in a draw is won by %s.",
                             m->side_name[!strcmp(mc, "whitedrawodds") ? 0 : 1]);
        item(m, s);
        free(s);
    } else if (count && left) {
        char *s = m->said_count
            ? xstrdup("<b>Counting.</b> Any other game that would end in a draw is decided the same way.")
            : str_printf("<b>Counting.</b> A game that would otherwise end in a draw is decided "
                         "instead: %s.", count);
        item(m, s);
        free(s);
    }
    free(count);
}
