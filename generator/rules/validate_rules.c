/* validate_rules.c: the validator's rules beyond single moves: promotion
 * (choices, cycles, the zone, compulsory promotion on entering it), en
 * passant (who gives the right), castling (the partner at the board's
 * edge) and moves along a zone's drawn diagonals. See rules-imp.h. */
#include "rules-imp.h"

#include <stdlib.h>
#include <stdio.h>
#include <string.h>


/* Why zone `id` cannot be used by both sides, in words; NULL when it can.
 * An unknown id gets the nearest zone id as a suggestion. */
const char *rules_zone_problem(const struct variant *v, const char *id)
{
    static char why[160];
    int first = variant_find_zone(v, id, SIDE_FIRST) != NULL;
    int second = variant_find_zone(v, id, SIDE_SECOND) != NULL;
    if (first && second)
        return NULL;
    if (first)
        return "is defined for the first side only";
    if (second)
        return "is defined for the second side only";
    char dym[96];
    snprintf(why, sizeof why, "is not defined on the board%s",
             variant_suggest_zone(v, id, dym, sizeof dym));
    return why;
}

/* The zone a piece promotes in: promotion-zone="...", else 'promotion'. */
const char *rules_promotion_zone_of(const struct piece *p)
{
    return p->promotion_zone ? p->promotion_zone : "promotion";
}

/* Does zone z hold the last k ranks of the board, file to file? */
static int zone_holds_last_ranks(const struct variant *v, const struct zone *z, int k)
{
    for (int y = v->board.ranks - k; z && y < v->board.ranks; y++)
        for (int x = 0; x < v->board.files; x++)
            if (!variant_zone_has(z, x, y))
                return 0;
    return z != NULL;
}

/* promotion="compulsory": the piece promotes on entering its zone, so the
 * zone must hold every rank where it would be stuck. */
void rules_check_compulsory(const struct variant *v, const struct piece *p, int dead,
                             const char *words, struct report *r)
{
    const char *zid = rules_promotion_zone_of(p);
    const struct zone *z = variant_find_zone(v, zid, SIDE_FIRST);
    if (p->forced_promotion_ranks)
        report_error(r, p->line, "piece '%s': promotion=\"compulsory\" promotes on entering "
                     "zone '%s', so forced-promotion-ranks=\"%d\" says nothing: drop it",
                     p->id, zid, p->forced_promotion_ranks);
    if (dead > 0 && z && z->x0 >= 0 && !zone_holds_last_ranks(v, z, dead))
        report_error(r, p->line, "piece '%s' %s, but its compulsory promotion zone '%s' (line %d) "
                     "does not hold those ranks: it would be stuck there", p->id, words, zid, z->line);
}


/* Can `from` promote, through any of its choices, back into `to`? */
static int promotes_back(const struct variant *v, const struct piece *from, const struct piece *to)
{
    char *seen = xcalloc((size_t)v->npieces, 1);
    const struct piece **todo = xcalloc((size_t)v->npieces, sizeof *todo);
    int n = 0, found = 0;
    todo[n++] = from;
    seen[from - v->pieces] = 1;
    while (n > 0 && !found) {
        const struct piece *q = todo[--n];
        found = q == to;
        for (int c = 0; c < q->nchoices; c++) {
            const struct piece *t = q->choices[c];
            if (!seen[t - v->pieces]) {
                seen[t - v->pieces] = 1;
                todo[n++] = t;
            }
        }
    }
    free(seen);
    free(todo);
    return found;
}

/* A promotes="..." naming an unknown piece (reported) whose nearest id is
 * p's: p is the intended target, and "not the promotion of any piece"
 * would only follow from the misspelling. */
static int misspelt_target(const struct variant *v, const struct piece *p)
{
    for (int j = 0; j < v->npieces; j++) {
        int n;
        char **w = str_split_words(v->pieces[j].promotes ? v->pieces[j].promotes : "", &n);
        int hit = 0;
        for (int i = 0; i < n && !hit; i++)
            hit = variant_find_piece(v, w[i]) < 0 && variant_closest_piece(v, w[i]) == (int)(p - v->pieces);
        str_free_words(w, n);
        if (hit)
            return 1;
    }
    return 0;
}

void rules_check_promotions(const struct variant *v, struct report *r)
{
    for (int i = 0; i < v->npieces; i++) {
        const struct piece *p = &v->pieces[i];
        /* p lies on a cycle when its chain comes back to it; the cycle is
           reported once, at its first piece in the file */
        const struct piece *q = p->promotes_to;
        int steps = 1, first = 1;
        while (q && q != p && steps <= v->npieces) {
            first &= q > p;
            q = q->promotes_to;
            steps++;
        }
        if (q == p && p->promotes_to != p && first) {
            char chain[512];
            size_t used = (size_t)snprintf(chain, sizeof chain, "%s", p->id);
            for (q = p->promotes_to; used < sizeof chain; q = q->promotes_to) {
                used += (size_t)snprintf(chain + used, sizeof chain - used, " -> %s", q->id);
                if (q == p)
                    break;
            }
            report_error(r, p->line, "piece '%s': its promotions never end (a cycle: %s)", p->id, chain);
        }
        for (int c = 1; c < p->nchoices; c++)
            if (p->choices[c] != p && promotes_back(v, p->choices[c], p))
                report_error(r, p->line, "piece '%s': its promotions never end (promoting to "
                             "'%s' leads back to it)", p->id, p->choices[c]->id);
        if (p->count == 0) {
            int target = 0;
            for (int j = 0; j < v->npieces; j++)
                for (int c = 0; c < v->pieces[j].nchoices; c++)
                    target |= v->pieces[j].choices[c] == p;
            if (!target)
                target = misspelt_target(v, p);
            if (!target)
                report_error(r, p->line, "piece '%s' has count 0 and is not the promotion of any piece", p->id);
        }
        for (int c = 0; c < p->nchoices; c++)
            if (p->choices[c] == p)
                report_error(r, p->line, "piece '%s' promotes to itself", p->id);
        /* a piece it promotes to must be printed: as pieces of its own, or
           on this piece's back (the first choice, on a fold-over piece that
           is itself printed: a piece of count 0 is only ever the back of
           another, and has no back of its own; so along a chain of such
           pieces every step is checked) */
        for (int c = 0; c < p->nchoices; c++) {
            const struct piece *to = p->choices[c];
            int on_back = c == 0 && v->components.form != FORM_DISC &&
                          piece_back_of(v, p) == BACK_PROMOTED && p->count > 0;
            if (p->promotes_captured && to->count == 0) {
                report_error(r, p->line, "piece '%s': promotion-choice=\"captured\", but '%s' "
                             "has count=\"0\": it never starts the game, so it is never captured",
                             p->id, to->id);
                continue;
            }
            if (p->promotes_captured && on_back)
                report_error(r, p->line, "piece '%s': promotion-choice=\"captured\" brings a "
                             "captured piece back, so its back should not show '%s' (give it "
                             "back=\"none\" or \"plain\")", p->id, to->id);
            if (to == p || to->count > 0 || on_back)
                continue;
            report_error(r, p->line, "piece '%s' promotes to '%s', which the set never prints: %s, "
                         "and '%s' has count=\"0\"; give '%s' spare pieces (a count, and <place "
                         "piece=\"%s\" in=\"hand\"/> in the setup) or fold-over pieces whose back "
                         "shows it (form=\"fold\" back=\"promoted\")", p->id, to->id,
                         v->components.form == FORM_DISC ? "a disc has no back"
                         : c > 0 && piece_back_choices(v, p)
                             ? "its back=\"choices\" only names it, for a piece to exchange"
                         : c > 0 ? "only the first choice is on its back"
                         : p->count == 0 && piece_back_of(v, p) == BACK_PROMOTED
                             ? "it has count=\"0\" itself, so no piece of its own has a back "
                               "to show it"
                             : "its back does not show it",
                         to->id, to->id, to->id);
        }
    }
    /* pieces promote in their side's zone 'promotion', which must hold the
       ranks where promotion is forced */
    for (int i = 0; i < v->npieces; i++) {
        const struct piece *p = &v->pieces[i];
        if (!p->promotes)
            continue;
        const char *zid = rules_promotion_zone_of(p);
        const char *why = rules_zone_problem(v, zid);
        if (why) {
            report_error(r, p->line, "piece '%s' promotes, but zone '%s' %s", p->id, zid, why);
            if (!p->promotion_zone)
                break; /* once is enough for the shared zone */
            continue;
        }
        const struct zone *z = variant_find_zone(v, zid, SIDE_FIRST);
        int k = p->forced_promotion_ranks;
        if (k > 0 && z->x0 >= 0 && !zone_holds_last_ranks(v, z, k))
            report_error(r, p->line, "piece '%s': forced-promotion-ranks=\"%d\" covers ranks outside zone '%s' (line %d)",
                         p->id, k, zid, z->line);
    }
}

/* e needs the variant to say who gives the right, and the choice needs e. */
void rules_check_en_passant(const struct variant *v, struct report *r)
{
    const struct piece *first_e;
    const struct moves *first_table;
    unsigned all = variant_en_passant_traits(v, &first_e, &first_table);
    const char *choice = v->en_passant == EP_DOUBLE_STEP ? "double-step" : "any-pass";
    if (first_e && v->en_passant == EP_UNSET)
        report_error(r, first_table->line, "piece '%s': move table \"%s\" captures en passant "
                     "(e): say who gives the right with <variant en-passant=\"double-step\"> "
                     "(a first-move double step, as in chess) or en-passant=\"any-pass\" (any "
                     "piece passing over)", first_e->id, first_table->betza);
    else if (!first_e && v->en_passant != EP_UNSET)
        report_error(r, v->line, "en-passant=\"%s\" but no move table captures en passant "
                     "(e, as in fmWfceFifmnD)", choice);
    else if (first_e && v->en_passant == EP_DOUBLE_STEP && !(all & 2))
        report_error(r, v->line, "en-passant=\"double-step\" but no piece has a first-move "
                     "double step (as ifmnD) to give the right");
}


/* The castling moves of a piece's tables: bit 0 left, bit 1 right, and the
 * largest step each way in steps[0] (left) and steps[1] (right): a King may
 * castle further one way than the other (Active Chess: KilO1irO3). */
static unsigned castling_of(const struct piece *p, int steps[2], int *line)
{
    unsigned dirs = 0;
    steps[0] = steps[1] = 0;
    for (int k = 0; k < p->nmoves; k++) {
        struct moveset ms;
        struct betza_error err;
        moveset_init(&ms);
        if (betza_parse(p->moves[k].betza ? p->moves[k].betza : "", &ms, &err) == 0)
            for (size_t i = 0; i < ms.n; i++)
                if (ms.v[i].kind == MOVE_CASTLE) {
                    int n = ms.v[i].dx < 0 ? -ms.v[i].dx : ms.v[i].dx, d = ms.v[i].dx > 0;
                    dirs |= d ? 2u : 1u;
                    steps[d] = n > steps[d] ? n : steps[d];
                    *line = p->moves[k].line;
                }
        moveset_free(&ms);
    }
    return dirs;
}

/* Where a castling piece starts, its partner must stand at the board's edge
 * on its row in each direction it castles, with room for the king's move. */
static void check_castling_setup(const struct variant *v, const struct piece *p, int pi,
                                 unsigned dirs, const int steps[2], struct report *r)
{
    for (int i = 0; i < v->nsetup; i++) {
        const struct placement *pl = &v->setup[i];
        if (pl->piece != pi)
            continue;
        for (int d = 0; d < 2; d++) {
            if (!(dirs >> d & 1u))
                continue;
            /* the second side's right is the board's left */
            int step = (d ? 1 : -1) * (pl->side == SIDE_SECOND ? -1 : 1);
            int ex = step > 0 ? v->board.files - 1 : 0, found = 0;
            /* the nearest inner partner on the row, else one at the edge */
            for (int x = pl->x + step; x >= 0 && x < v->board.files && !found; x += step)
                for (int j = 0; j < v->nsetup; j++) {
                    const struct placement *q = &v->setup[j];
                    int kind = v->pieces[q->piece].castling_partner;
                    if (q->x == x && q->y == pl->y && q->side == pl->side &&
                        (kind == 2 || (kind == 1 && x == ex))) {
                        found = 1;
                        ex = x;
                    }
                }
            char sq[32], edge[32];
            variant_square_name(v, pl->x, pl->y, sq, sizeof sq);
            variant_square_name(v, ex, pl->y, edge, sizeof edge);
            int room = (ex - pl->x) * step;
            if (!found)
                report_error(r, pl->line, "piece '%s' at %s castles %s, but %s at the board's edge "
                             "holds no castling partner of its side (castling-partner=\"inner\" "
                             "for one that stands further in)", p->id, sq, d ? "right" : "left", edge);
            else if (steps[d] >= room)
                report_error(r, pl->line, "piece '%s' at %s castles %d squares %s, but its partner "
                             "on %s is only %d away", p->id, sq, steps[d], d ? "right" : "left", edge,
                             room);
        }
    }
}

void rules_check_castling(const struct variant *v, struct report *r)
{
    int castlers = 0, partner = -1;
    for (int i = 0; i < v->npieces; i++)
        if (v->pieces[i].castling_partner && partner < 0)
            partner = i;
    for (int i = 0; i < v->npieces; i++) {
        const struct piece *p = &v->pieces[i];
        int steps[2], line = p->line;
        unsigned dirs = castling_of(p, steps, &line);
        if (!dirs)
            continue;
        castlers++;
        if (partner < 0)
            report_error(r, line, "piece '%s' castles (O) but no piece is its partner: mark the "
                         "rook castling-partner=\"yes\"", p->id);
        else
            check_castling_setup(v, p, i, dirs, steps, r);
    }
    if (v->opposite_castling && castlers == 0)
        report_error(r, v->line, "opposite-castling=\"yes\" but no piece castles (O, as in KisO2)");
    if (partner >= 0 && castlers == 0)
        report_error(r, v->pieces[partner].line, "piece '%s': castling-partner=\"yes\" but no "
                     "piece castles (O, as in KisO2)", v->pieces[partner].id);
}

/* On a square zone's drawn diagonals: is (x, y) on the line through the
 * zone running along unit vector (ux, uy)? */
static int on_diagonal(const struct zone *z, int x, int y, int ux, int uy)
{
    if (x < z->x0 || x > z->x1 || y < z->y0 || y > z->y1)
        return 0;
    return ux == uy ? x - z->x0 == y - z->y0 : x - z->x0 == z->y1 - y;
}

int rules_move_along_diagonals(const struct zone *z, int x, int y, const struct move *m)
{
    int ax = m->dx < 0 ? -m->dx : m->dx, ay = m->dy < 0 ? -m->dy : m->dy;
    if (!z || ax != ay || ax == 0 || z->x1 - z->x0 != z->y1 - z->y0)
        return 0;
    if (m->kind != MOVE_LEAP && m->kind != MOVE_LAME && m->kind != MOVE_SLIDE &&
        m->kind != MOVE_HOP)
        return 0;
    int ux = m->dx / ax, uy = m->dy / ay;
    /* a slide needs its first step; a hop a screen and a point beyond it
     * (the Janggi cannon: corner, over the centre, to the far corner) */
    int steps = m->kind == MOVE_SLIDE ? 1 : m->kind == MOVE_HOP ? 2 : ax;
    for (int k = 0; k <= steps; k++)
        if (!on_diagonal(z, x + k * ux, y + k * uy, ux, uy))
            return 0;
    return 1;
}

/* along="diagonals": the zone must draw its diagonals, be square, and the
 * moves must be diagonal; a zone's moves go along its lines or not at all. */
void rules_check_along_diagonals(const struct variant *v, const struct piece *p, struct report *r)
{
    for (int i = 0; i < p->nmoves; i++) {
        const struct moves *m = &p->moves[i];
        if (m->in_zone)
            for (int k = 0; k < p->nmoves; k++)
                if (p->moves[k].in_zone && !strcmp(p->moves[k].in_zone, m->in_zone) &&
                    p->moves[k].along_diagonals != m->along_diagonals && k > i) {
                    report_error(r, p->moves[k].line, "piece '%s': the moves in zone '%s' go "
                                 "along its diagonals or not: give every <moves in=\"%s\"> "
                                 "along=\"diagonals\", or none", p->id, m->in_zone, m->in_zone);
                    break;
                }
        if (!m->along_diagonals)
            continue;
        if (!m->in_zone) {
            report_error(r, m->line, "piece '%s': along=\"diagonals\" needs in=\"zone\", the "
                         "zone whose drawn diagonal lines carry the moves (a palace)", p->id);
            continue;
        }
        for (int side = SIDE_FIRST; side <= SIDE_SECOND; side++) {
            const struct zone *z = variant_find_zone(v, m->in_zone, side);
            if (z && z->x0 >= 0 && (z->mark != ZMARK_DIAGONALS || !z->rect ||
                                    z->x1 - z->x0 != z->y1 - z->y0)) {
                report_error(r, m->line, "piece '%s': along=\"diagonals\" but zone '%s' (line %d) "
                             "%s", p->id, m->in_zone, z->line, z->mark != ZMARK_DIAGONALS
                             ? "draws no diagonal lines: give it mark=\"diagonals\""
                             : "is not square, so its diagonals miss the points");
                break;
            }
        }
        struct moveset ms;
        struct betza_error err;
        moveset_init(&ms);
        if (betza_parse(m->betza ? m->betza : "", &ms, &err) == 0)
            for (size_t k = 0; k < ms.n; k++) {
                const struct move *mv = &ms.v[k];
                int ax = mv->dx < 0 ? -mv->dx : mv->dx, ay = mv->dy < 0 ? -mv->dy : mv->dy;
                if (ax != ay || (mv->kind != MOVE_LEAP && mv->kind != MOVE_LAME &&
                                 mv->kind != MOVE_SLIDE && mv->kind != MOVE_HOP)) {
                    char what[96];
                    move_describe(mv, what, sizeof what);
                    report_error(r, m->line, "piece '%s': along=\"diagonals\" carries diagonal "
                                 "steps, leaps, slides and hops only (F, A, B, pB, ...), not the %s "
                                 "of \"%s\": give that move its own <moves>", p->id, what,
                                 m->betza);
                    break;
                }
            }
        moveset_free(&ms);
    }
}
