/* betza_legs.c: multi-leg XBetza moves (a): each leg turns relative to the
 * previous one in the eight king directions. A path that follows a lame
 * leap's path is that lame leap (mafsW is nN, mafsmafW is nZ); any other
 * path of two legs is a two-leg move; longer ones are refused. */
#include "notation-imp.h"

#include <string.h>

/* ---- multi-leg moves (a) ---- */

/* The eight king directions, clockwise from forward; a turn of k steps is
 * k * 45 degrees to the right. */
static const int compass8[8][2] = {
    {0, 1}, {1, 1}, {1, 0}, {1, -1}, {0, -1}, {-1, -1}, {-1, 0}, {-1, 1}};

/* Turns a later leg may take, relative to the previous leg, as a bit set
 * over k = 0..7 (0 straight on, 4 straight back). */
static int relative_turns(const struct leg *leg, char atom, unsigned *turns,
                          struct betza_error *err)
{
    static const struct { const char *letters; unsigned turns; } table[] = {
        {"f", 1u << 0}, {"b", 1u << 4}, {"r", 1u << 2}, {"l", 1u << 6},
        {"v", 1u << 0 | 1u << 4}, {"s", 1u << 2 | 1u << 6},
        {"fr", 1u << 1}, {"fl", 1u << 7}, {"br", 1u << 3}, {"bl", 1u << 5},
        {"fs", 1u << 1 | 1u << 7}, {"bs", 1u << 3 | 1u << 5},
    };
    char terms[MAX_DIRS][2];
    int nterms = betza_split_terms(leg, terms);
    if (nterms == 0) { /* default: anything but straight back, keeping W or F */
        *turns = atom == 'K' ? 0xFFu & ~(1u << 4) : (1u << 0 | 1u << 2 | 1u << 6);
        return 0;
    }
    *turns = 0;
    for (int t = 0; t < nterms; t++) {
        char p = terms[t][0], q = terms[t][1];
        char key[3] = {p, 0, 0};
        if (q && q != p) { /* order-free: rf = fr */
            key[0] = betza_is_vertical(p) ? p : q;
            key[1] = betza_is_vertical(p) ? q : p;
        }
        unsigned found = 0;
        for (size_t i = 0; i < sizeof table / sizeof table[0]; i++)
            if (strcmp(table[i].letters, key) == 0)
                found = table[i].turns;
        if (!found)
            return betza_fail(err, leg->dir_col, "direction '%.*s' is not supported in a later leg",
                        q ? 2 : 1, terms[t]);
        *turns |= found;
    }
    return 0;
}

static int compass_index(int x, int y)
{
    for (int k = 0; k < 8; k++)
        if (compass8[k][0] == x && compass8[k][1] == y)
            return k;
    return -1;
}

struct leg_walk {
    const struct parsed_move *pm;
    unsigned turns[MAX_LEGS];
    int pos[MAX_LEGS][2]; /* square after each leg */
    struct moveset *out;
    struct betza_error *err;
};

/* The finished path: a lame leap when every earlier leg just moved on
 * along the lame path, else a two-leg move. */
static int emit_path(struct leg_walk *w)
{
    const struct parsed_move *pm = w->pm;
    int n = pm->nlegs;
    int dx = w->pos[n - 1][0], dy = w->pos[n - 1][1];
    struct move m = {dx, dy, MOVE_TWO_LEG, betza_final_mode(pm->legs[n - 1].mode), pm->flags, 0,
                     w->pos[0][0], w->pos[0][1], 0};
    int all_move = 1;
    for (int l = 0; l < n - 1; l++) {
        unsigned vm = pm->legs[l].mode ? pm->legs[l].mode : MODE_MOVE;
        all_move &= vm == MODE_MOVE;
        if (l == 0)
            m.via_mode = vm;
    }
    if (all_move && (dx || dy)) {
        int path[MAX_LEGS][2];
        int np = move_lame_path(dx, dy, path, MAX_LEGS);
        int same = np == n - 1;
        for (int l = 0; same && l < n - 1; l++)
            same = path[l][0] == w->pos[l][0] && path[l][1] == w->pos[l][1];
        if (same) {
            m.kind = MOVE_LAME;
            return betza_add(w->out, m, w->err, pm->atom_col);
        }
    }
    if (n != 2)
        return betza_fail(w->err, pm->atom_col,
                    "a move of %d legs is supported only as a lame leap along a straight or "
                    "diagonal line, the knight's path (mafsW = nN) or the zebra's "
                    "(mafsmafW = nZ); describe other paths in the rules text", n);
    return betza_add(w->out, m, w->err, pm->atom_col);
}

static int walk_legs(struct leg_walk *w, int leg, int dir)
{
    int px = leg ? w->pos[leg - 1][0] : 0, py = leg ? w->pos[leg - 1][1] : 0;
    w->pos[leg][0] = px + compass8[dir][0];
    w->pos[leg][1] = py + compass8[dir][1];
    if (leg + 1 == w->pm->nlegs)
        return emit_path(w);
    for (int k = 0; k < 8; k++)
        if ((w->turns[leg + 1] >> k & 1u) && walk_legs(w, leg + 1, (dir + k) % 8))
            return -1;
    return 0;
}

static int check_multi_leg(const struct parsed_move *pm, struct betza_error *err)
{
    if (pm->atom != 'W' && pm->atom != 'F' && pm->atom != 'K')
        return betza_fail(err, pm->atom_col, "multi-leg moves (a) are supported only on W, F and K");
    if (pm->has_range)
        return betza_fail(err, pm->atom_col + 1, "a range on a multi-leg move is not supported");
    if (pm->lame)
        return betza_fail(err, pm->lame_col, "'n' on a multi-leg move is not supported");
    for (int l = 0; l < pm->nlegs; l++) {
        if (pm->legs[l].hop || pm->legs[l].grass)
            return betza_fail(err, pm->atom_col, "'%c' on a multi-leg move is not supported: "
                        "write the hop as one move (pR, gQ)", pm->legs[l].hop ? 'p' : 'g');
        if (l + 1 < pm->nlegs && (pm->legs[l].mode & MODE_EP))
            return betza_fail(err, pm->atom_col, "'e' on a non-final leg is not supported");
    }
    return 0;
}

int betza_expand_multi_leg(const struct parsed_move *pm, struct moveset *out,
                            struct betza_error *err)
{
    struct leg_walk w = {.pm = pm, .out = out, .err = err};
    struct component comps[2];
    int vecs[2][8][2], nvec[2], sel[2][8];
    if (check_multi_leg(pm, err))
        return -1;
    int ncomp = betza_atom_components(pm->atom, comps);
    if (betza_select_vectors(&pm->legs[0], comps, ncomp, vecs, nvec, sel, pm->atom, err))
        return -1;
    for (int l = 1; l < pm->nlegs; l++)
        if (relative_turns(&pm->legs[l], pm->atom, &w.turns[l], err))
            return -1;
    for (int c = 0; c < ncomp; c++)
        for (int k = 0; k < nvec[c]; k++)
            if (sel[c][k] && walk_legs(&w, 0, compass_index(vecs[c][k][0], vecs[c][k][1])))
                return -1;
    return 0;
}
