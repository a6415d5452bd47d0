/* validate_dead.c: dead ranks. A piece with no move from the last ranks
 * (a pawn, a knight, a lance) must be promoted on entering them or kept
 * from being dropped there: the ranks it cannot leave are found from its
 * move tables (in each zone it stands in), and checked against its
 * forced-promotion and no-drop ranks. See rules-imp.h. */
#include "rules-imp.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Does the move land on the board from (x, y) for the first player? A hop
 * or a grasshopper needs room for a screen and a square beyond it. */
static int lands(const struct variant *v, const struct move *m, int x, int y)
{
    int files = v->board.files, ranks = v->board.ranks;
    int reach = m->kind == MOVE_HOP || m->kind == MOVE_GRASS ? 2 : 1;
    int tx = x + reach * m->dx, ty = y + reach * m->dy;
    if (m->kind == MOVE_TWO_LEG) {
        int vx = x + m->via_dx, vy = y + m->via_dy;
        if (vx < 0 || vx >= files || vy < 0 || vy >= ranks)
            return 0;
    }
    return tx >= 0 && tx < files && ty >= 0 && ty < ranks;
}

/* Counts the farthest ranks on which no square gives the piece a move. Move
 * set j applies on the squares of zones[j] (NULL: everywhere). A
 * first-move-only move does not save a piece that has moved; a hop or a
 * jump does, where the board has room for it (the Janggi cannon, pR, moves
 * only by hopping). */
static int dead_run(const struct variant *v, const struct moveset *sets,
                    const struct zone *const *zones, const int *along, int nsets, int *gaps)
{
    int run = 0, in_run = 1;
    *gaps = 0;
    for (int k = 1; k <= v->board.ranks; k++) {
        int y = v->board.ranks - k, alive = 0;
        for (int x = 0; x < v->board.files && !alive; x++)
            for (int j = 0; j < nsets && !alive; j++) {
                const struct zone *zn = zones[j];
                if (zn && !variant_zone_has(zn, x, y))
                    continue;
                for (size_t i = 0; i < sets[j].n && !alive; i++) {
                    const struct move *m = &sets[j].v[i];
                    if (along && along[j] && !rules_move_along_diagonals(zn, x, y, m))
                        continue; /* off the zone's lines */
                    if (!(m->flags & MOVEFLAG_INITIAL))
                        alive = lands(v, m, x, y);
                }
            }
        if (!alive && in_run)
            run++;
        else if (!alive)
            *gaps = 1;
        else
            in_run = 0;
    }
    return run;
}

int rules_dead_ranks(const struct variant *v, const struct moveset *ms, int *gaps)
{
    const struct zone *everywhere = NULL;
    return dead_run(v, ms, &everywhere, NULL, 1, gaps);
}

/* The moves a piece has only along zone z's lines (its along="diagonals"
 * tables without option), without those it has everywhere. */
static int zone_line_moves(const struct piece *p, const char *z, struct moveset *out)
{
    int rc = 0;
    for (int i = 0; i < p->nmoves; i++) {
        const struct moves *m = &p->moves[i];
        struct betza_error err;
        if (m->along_diagonals && m->in_zone && !strcmp(m->in_zone, z) && !m->option &&
            betza_parse(m->betza ? m->betza : "", out, &err) != 0)
            rc = -1;
    }
    moveset_canonicalize(out);
    return rc;
}

/* The zones a piece's tables name, each once, after NULL (its moves
 * outside every zone): where the walks below look at its moves. */
static int piece_zones(const struct piece *p, const char **out, int max)
{
    int n = 0;
    out[n++] = NULL;
    for (int i = 0; i < p->nmoves && n < max; i++) {
        const char *z = p->moves[i].in_zone;
        int seen = !z;
        for (int k = 1; !seen && k < n; k++)
            seen = !strcmp(out[k], z);
        if (!seen)
            out[n++] = z;
    }
    return n;
}

/* Like rules_dead_ranks, for a piece whose moves depend on the zone it stands in:
 * on each square it has its moves outside zones plus those of every zone (of
 * the first side) holding the square. Returns -1 when a table does not parse. */
int rules_piece_dead_ranks(const struct variant *v, const struct piece *p, int *gaps)
{
    struct moveset sets[1 + 16] = {{0}};
    const struct zone *zones[1 + 16] = {0};
    int along[1 + 16] = {0};
    int nsets = 0, rc = 0;
    *gaps = 0;
    const char *names[1 + 16];
    int nnames = piece_zones(p, names, 1 + 16);
    for (int n = 0; n < nnames; n++) {
        const char *z = names[n];
        const struct zone *zn = z ? variant_find_zone(v, z, SIDE_FIRST) : NULL;
        if (z && !zn)
            continue;
        int i = -1; /* the first table in zone z: its along="diagonals" */
        while (z && ++i < p->nmoves && !(p->moves[i].in_zone && !strcmp(p->moves[i].in_zone, z)))
            ;
        moveset_init(&sets[nsets]);
        zones[nsets] = zn;
        along[nsets] = i >= 0 && p->moves[i].along_diagonals;
        if (along[nsets] ? zone_line_moves(p, z, &sets[nsets]) != 0
                         : rules_piece_moves(p, z, &sets[nsets], NULL) != 0)
            rc = -1;
        /* a piece that may turn is stuck nowhere its turned moves still go */
        if (p->rotates)
            moveset_add_rotations(&sets[nsets]);
        nsets++;
    }
    int run = rc == 0 ? dead_run(v, sets, zones, along, nsets, gaps) : 0;
    for (int j = 0; j < nsets; j++)
        moveset_free(&sets[j]);
    return rc ? -1 : run;
}

int rules_piece_never_retreats(const struct piece *p)
{
    if (p->rotates)
        return 0;
    const char *names[1 + 16];
    int nnames = piece_zones(p, names, 1 + 16), back = 0;
    for (int n = 0; n < nnames && !back; n++) {
        struct moveset ms;
        moveset_init(&ms);
        back = rules_piece_moves(p, names[n], &ms, NULL) != 0;
        for (size_t k = 0; !back && k < ms.n; k++)
            back = ms.v[k].dy < 0 || (ms.v[k].kind == MOVE_TWO_LEG && ms.v[k].via_dy < 0);
        moveset_free(&ms);
    }
    return !back;
}

/* "has no move on the last 2 ranks", "has a move on every rank" */
static const char *dead_words(int dead, char *buf, size_t len)
{
    if (dead == 0)
        snprintf(buf, len, "has a move on every rank");
    else if (dead == 1)
        snprintf(buf, len, "has no move on the last rank");
    else
        snprintf(buf, len, "has no move on the last %d ranks", dead);
    return buf;
}

/* What every piece's ranks must agree with, stuck or not. */
static void dead_common(const struct variant *v, const struct piece *p, struct report *r)
{
    if (p->compulsory && !p->promotes)
        report_error(r, p->line, "piece '%s': promotion=\"compulsory\" but it does not promote "
                     "(give promotes=\"...\")", p->id);
    if (p->promotion_zone && !p->promotes)
        report_error(r, p->line, "piece '%s': promotion-zone=\"%s\" but it does not promote",
                     p->id, p->promotion_zone);
    if (!p->promotes && p->forced_promotion_ranks)
        report_error(r, p->line, "piece '%s': forced-promotion-ranks=\"%d\" but it does not promote",
                     p->id, p->forced_promotion_ranks);
    if (!v->drops && p->no_drop_ranks)
        report_error(r, p->line, "piece '%s': no-drop-ranks=\"%d\" in a game without drops",
                     p->id, p->no_drop_ranks);
}

/* stuck="allowed": the piece may stand, or be dropped, where it has no
 * move (Sittuyin's Pawn on the last rank, Dobutsu's Chick dropped on the
 * far row); forced promotion and no-drop ranks may cover those ranks, not
 * more. */
static void dead_allowed(const struct variant *v, const struct piece *p, int dead,
                         const char *words, struct report *r)
{
    if (dead == 0)
        report_warning(r, p->line, "piece '%s' has a move on every rank, so stuck=\"allowed\" "
                       "says nothing: drop it", p->id);
    if (p->promotes && p->forced_promotion_ranks > dead)
        report_error(r, p->line, "piece '%s' %s, but forced-promotion-ranks=\"%d\" (at most "
                     "\"%d\" with stuck=\"allowed\")", p->id, words, p->forced_promotion_ranks, dead);
    if (v->drops && p->no_drop_ranks > dead)
        report_error(r, p->line, "piece '%s' %s, but no-drop-ranks=\"%d\" (at most \"%d\" with "
                     "stuck=\"allowed\")", p->id, words, p->no_drop_ranks, dead);
}

/* The default: a piece never stands where it has no move, so it must
 * promote there and may not be dropped there. */
static void dead_checked(const struct variant *v, const struct piece *p, int dead,
                         const char *words, struct report *r)
{
    if (p->compulsory && p->promotes)
        rules_check_compulsory(v, p, dead, words, r);
    /* p->promotes, not promotes_to: an unknown target is reported once, by the loader */
    if (p->promotes && !p->compulsory && p->forced_promotion_ranks != dead)
        report_error(r, p->line, "piece '%s' %s, but forced-promotion-ranks=\"%d\" (must be \"%d\"%s)",
                     p->id, words, p->forced_promotion_ranks, dead,
                     p->forced_promotion_ranks < dead
                         ? "; or stuck=\"allowed\" where standing with no move is the rule" : "");
    if (!p->promotes && dead > 0)
        report_error(r, p->line, "piece '%s' %s and does not promote: it would be stuck there "
                     "(stuck=\"allowed\" where that is the rule)", p->id, words);
    if (v->drops && p->count > 0 && p->no_drop_ranks != dead)
        report_error(r, p->line, "piece '%s' %s, but no-drop-ranks=\"%d\" (must be \"%d\"%s)",
                     p->id, words, p->no_drop_ranks, dead,
                     p->no_drop_ranks < dead ? "; or stuck=\"allowed\" where a drop there is the rule"
                                             : "");
}

void rules_check_dead_ranks(const struct variant *v, const struct piece *p, struct report *r)
{
    int gaps;
    if (p->immobile)
        return; /* stands wherever it is put, by the rules */
    int dead = rules_piece_dead_ranks(v, p, &gaps);
    if (dead < 0)
        return; /* the bad move table is reported elsewhere */
    char words[64];
    dead_words(dead, words, sizeof words);
    if (gaps)
        report_warning(r, p->line, "piece '%s' has no move on ranks short of the last ones", p->id);
    dead_common(v, p, r);
    if (p->stuck_allowed)
        dead_allowed(v, p, dead, words, r);
    else
        dead_checked(v, p, dead, words, r);
}
