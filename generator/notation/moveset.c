/* moveset.c: the set of move vectors both the move table and the diagram
 * expand into; canonical form, comparison and descriptions in words. */
#include "notation.h"

#include "base/base.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void moveset_init(struct moveset *ms)
{
    ms->v = NULL;
    ms->n = 0;
    ms->cap = 0;
}

void moveset_free(struct moveset *ms)
{
    free(ms->v);
    moveset_init(ms);
}

static int iabs(int x) { return x < 0 ? -x : x; }
static int imax(int a, int b) { return a > b ? a : b; }
static int sign(int x) { return (x > 0) - (x < 0); }
static int chebyshev(int dx, int dy) { return imax(iabs(dx), iabs(dy)); }

/* Zeroes the fields a kind does not use, so that equal moves compare equal
 * field by field. */
static void normalize_fields(struct move *m)
{
    if (m->kind != MOVE_SLIDE && m->kind != MOVE_HOP)
        m->range = 0; /* a grasshopper or a hop to a square has no range either */
    if (m->kind != MOVE_TWO_LEG) {
        m->via_dx = m->via_dy = 0;
        m->via_mode = 0;
    }
}

static int same_except_mode(const struct move *a, const struct move *b)
{
    return a->kind == b->kind && a->dx == b->dx && a->dy == b->dy &&
           a->flags == b->flags && a->range == b->range &&
           a->via_dx == b->via_dx && a->via_dy == b->via_dy &&
           a->via_mode == b->via_mode;
}

static int same_move(const struct move *a, const struct move *b)
{
    return same_except_mode(a, b) && a->mode == b->mode;
}

void moveset_add(struct moveset *ms, const struct move *m)
{
    struct move nm = *m;
    normalize_fields(&nm);
    for (size_t i = 0; i < ms->n; i++) {
        if (same_except_mode(&ms->v[i], &nm)) {
            ms->v[i].mode |= nm.mode;
            return;
        }
    }
    if (ms->n == ms->cap) {
        ms->cap = ms->cap ? ms->cap * 2 : 16;
        ms->v = xrealloc(ms->v, ms->cap, sizeof *ms->v);
    }
    ms->v[ms->n++] = nm;
}

int move_lame_path(int dx, int dy, int path[][2], int max)
{
    int ax = iabs(dx), ay = iabs(dy);
    int sx = sign(dx), sy = sign(dy);
    /* an oblique leap is lame up to three squares away (N, C, Z), as in
       Fairy-Stockfish; farther ones have no agreed path */
    if (ax != 0 && ay != 0 && ax != ay && imax(ax, ay) > 3)
        return -1;
    /* orthogonal steps along the longer remaining side until the two sides
       are equal, then diagonal ones: the straight and diagonal lines, the
       knight's orthogonal leg, the camel's two orthogonal steps (nC), the
       zebra's orthogonal step and diagonal one (the Janggi elephant) */
    int x = 0, y = 0, n = 0;
    for (;;) {
        int rx = ax - iabs(x), ry = ay - iabs(y);
        if (rx > ry) x += sx;
        else if (ry > rx) y += sy;
        else { x += sx; y += sy; }
        if (x == dx && y == dy)
            return n;
        if (n < max) {
            path[n][0] = x;
            path[n][1] = y;
        }
        n++;
    }
}

/* The diagram cell a move is drawn on: its destination, the adjacent cell
 * for slides and hops, the first leg's square for two-leg moves. */
static void move_cell(const struct move *m, int *x, int *y)
{
    *x = m->kind == MOVE_TWO_LEG ? m->via_dx : m->dx;
    *y = m->kind == MOVE_TWO_LEG ? m->via_dy : m->dy;
}

/* Top row first (largest dy), then left to right. */
static int cmp_cell(const struct move *a, const struct move *b)
{
    int ax, ay, bx, by;
    move_cell(a, &ax, &ay);
    move_cell(b, &bx, &by);
    if (ay != by)
        return ay > by ? -1 : 1;
    if (ax != bx)
        return ax < bx ? -1 : 1;
    return 0;
}

static int cmp_int(long a, long b) { return (a > b) - (a < b); }

static int cmp_move(const void *pa, const void *pb)
{
    const struct move *a = pa, *b = pb;
    int c;
    if ((c = cmp_cell(a, b)))
        return c;
    if ((c = cmp_int(a->kind, b->kind)))
        return c;
    if ((c = cmp_int(b->dy, a->dy)))
        return c;
    if ((c = cmp_int(a->dx, b->dx)))
        return c;
    if ((c = cmp_int(a->range, b->range)))
        return c;
    if ((c = cmp_int(a->via_mode, b->via_mode)))
        return c;
    if ((c = cmp_int(a->flags, b->flags)))
        return c;
    return cmp_int(a->mode, b->mode);
}

/* Rewrites moves that have a simpler equal form: a lame or ranged move of
 * one square is a step, and a two-leg move through an empty square that
 * follows the lame path is a lame leap (mafsW is nN). */
static void simplify_move(struct move *m)
{
    if (m->kind == MOVE_TWO_LEG && m->via_mode == MODE_MOVE &&
        chebyshev(m->dx, m->dy) > 1) {
        int path[1][2];
        if (move_lame_path(m->dx, m->dy, path, 1) == 1 &&
            path[0][0] == m->via_dx && path[0][1] == m->via_dy)
            m->kind = MOVE_LAME;
    }
    if (m->kind == MOVE_LAME && chebyshev(m->dx, m->dy) == 1)
        m->kind = MOVE_LEAP;
    if (m->kind == MOVE_SLIDE && m->range == 1)
        m->kind = MOVE_LEAP;
    normalize_fields(m);
}

/* Does slide s reach the square of x along its line, with x needing no
 * more than the slide does (a step, or a lame leap along the line)? */
static int slide_passes(const struct move *s, const struct move *x)
{
    if (x->kind != MOVE_LEAP && x->kind != MOVE_LAME)
        return 0;
    for (int k = 1; s->range == 0 || k <= s->range; k++) {
        int tx = k * s->dx, ty = k * s->dy;
        if (chebyshev(tx, ty) > chebyshev(x->dx, x->dy))
            return 0;
        /* the first square is a step; further ones only a lame leap along
         * a king line, which needs the same empty squares as the slide
         * (a jump does not, so it stays) */
        if (tx == x->dx && ty == x->dy)
            return k == 1 ? x->kind == MOVE_LEAP
                          : x->kind == MOVE_LAME && chebyshev(s->dx, s->dy) == 1;
    }
    return 0;
}

/* Does hop slide h (unit direction, range 0 or r) land on the square of
 * hop-to x? Both jump exactly one piece on the line before it. */
static int hop_passes(const struct move *h, const struct move *x)
{
    int k = chebyshev(x->dx, x->dy);
    return k >= 2 && (h->range == 0 || k <= h->range) &&
           x->dx == k * h->dx && x->dy == k * h->dy;
}

/* Is x implied by y: y can do everything x can (at least its modes, with
 * no more restrictions) and reaches the same square the same or a freer way? */
static int move_covers(const struct move *y, const struct move *x)
{
    if ((y->mode & x->mode) != x->mode || (y->flags & x->flags) != y->flags)
        return 0;
    if (same_except_mode(y, x))
        return 1;
    if (y->kind == MOVE_SLIDE)
        return slide_passes(y, x);
    if (y->kind == MOVE_HOP && x->kind == MOVE_HOP_TO)
        return hop_passes(y, x);
    /* a leap ignores what a lame leap to the same square must find empty */
    return y->kind == MOVE_LEAP && x->kind == MOVE_LAME &&
           y->dx == x->dx && y->dy == x->dy;
}

/* Sorted input: merges runs that differ only in mode. */
static void merge_modes(struct moveset *ms)
{
    size_t out = 0;
    for (size_t i = 0; i < ms->n; i++) {
        if (out > 0 && same_except_mode(&ms->v[out - 1], &ms->v[i]))
            ms->v[out - 1].mode |= ms->v[i].mode;
        else
            ms->v[out++] = ms->v[i];
    }
    ms->n = out;
}

/* Marks, then drops, every move another move implies. The mark is a bit
 * above the MODE_* bits, masked off while testing, so that a marked move
 * still covers others and canonicalize needs no extra memory. */
#define MODE_BITS (MODE_MOVE | MODE_CAPTURE | MODE_EP)
#define COVERED_MARK 0x100u

static void remove_covered(struct moveset *ms)
{
    for (size_t i = 0; i < ms->n; i++) {
        for (size_t j = 0; j < ms->n; j++) {
            /* only a slide, or a move to the same square, can cover x
               (move_covers): skipping the others early keeps a long
               ranged table (B39) from taking quadratic time in full */
            if (ms->v[j].kind != MOVE_SLIDE && ms->v[j].kind != MOVE_HOP &&
                (ms->v[j].dx != ms->v[i].dx || ms->v[j].dy != ms->v[i].dy))
                continue;
            struct move y = ms->v[j], x = ms->v[i];
            y.mode &= MODE_BITS;
            x.mode &= MODE_BITS;
            if (j != i && move_covers(&y, &x)) {
                ms->v[i].mode |= COVERED_MARK;
                break;
            }
        }
    }
    size_t out = 0;
    for (size_t i = 0; i < ms->n; i++)
        if (!(ms->v[i].mode & COVERED_MARK))
            ms->v[out++] = ms->v[i];
    ms->n = out;
}

/* A ranged hop slide (pR2) is the hop to each square it may land on:
 * from two squares out (a screen, then the landing) to its range. */
static void split_ranged_hops(struct moveset *ms)
{
    size_t n = ms->n;
    for (size_t i = 0; i < n; i++) {
        struct move h = ms->v[i];
        if (h.kind != MOVE_HOP || h.range == 0)
            continue;
        ms->v[i].mode = COVERED_MARK; /* dropped below */
        for (int k = 2; k <= h.range; k++) {
            struct move to = h;
            to.kind = MOVE_HOP_TO;
            to.dx = k * h.dx;
            to.dy = k * h.dy;
            moveset_add(ms, &to);
        }
    }
    size_t out = 0;
    for (size_t i = 0; i < ms->n; i++)
        if (ms->v[i].mode != COVERED_MARK)
            ms->v[out++] = ms->v[i];
    ms->n = out;
}

void moveset_canonicalize(struct moveset *ms)
{
    split_ranged_hops(ms);
    for (size_t i = 0; i < ms->n; i++)
        simplify_move(&ms->v[i]);
    if (ms->n > 1)
        qsort(ms->v, ms->n, sizeof *ms->v, cmp_move);
    merge_modes(ms);
    remove_covered(ms);
}

/* ---- words ---- */

static const char *compass(int dx, int dy)
{
    static const char *const names[3][3] = {
        {"SW", "S", "SE"}, {"W", "", "E"}, {"NW", "N", "NE"}};
    if (chebyshev(dx, dy) != 1)
        return NULL;
    return names[dy + 1][dx + 1];
}

static const char *mode_words(unsigned mode)
{
    switch (mode & (MODE_MOVE | MODE_CAPTURE)) {
    case MODE_MOVE: return "move-only ";
    case MODE_CAPTURE: return "capture-only ";
    case 0: return "e.p.-only ";
    default: return "";
    }
}

static const char *kind_words(const struct move *m)
{
    switch (m->kind) {
    case MOVE_LEAP: return chebyshev(m->dx, m->dy) == 1 ? "step" : "jump";
    case MOVE_LAME: return "lame leap";
    case MOVE_SLIDE: return compass(m->dx, m->dy) ? "slide" : "ride";
    case MOVE_HOP: return "hop slide";
    case MOVE_TWO_LEG: return "two-leg move";
    case MOVE_GRASS: return "grasshopper slide";
    case MOVE_CASTLE: return "castling";
    case MOVE_HOP_TO: return "hop";
    }
    return "move";
}

/* "(+1,-2)", "(0,+1)" */
static void vec_text(int dx, int dy, char *buf, size_t len)
{
    snprintf(buf, len, "(%s%d,%s%d)", dx > 0 ? "+" : "", dx, dy > 0 ? "+" : "", dy);
}

static const char *via_words(unsigned via_mode)
{
    switch (via_mode & (MODE_MOVE | MODE_CAPTURE)) {
    case MODE_MOVE: return "step";
    case MODE_CAPTURE: return "capture";
    default: return "step or capture";
    }
}

static void describe_two_leg(const struct move *m, int where, char *buf, size_t len)
{
    char via[24] = "here", to[32] = "back to the start";
    if (where) {
        char v[16];
        vec_text(m->via_dx, m->via_dy, v, sizeof v);
        snprintf(via, sizeof via, "at %s", v);
    }
    if (m->dx != 0 || m->dy != 0) {
        char v[16];
        vec_text(m->dx, m->dy, v, sizeof v);
        snprintf(to, sizeof to, "to %s", v);
    }
    snprintf(buf, len, "%s%s %s, then %s%s%s",
             (m->flags & MOVEFLAG_INITIAL) ? "first-move-only " : "",
             via_words(m->via_mode), via, mode_words(m->mode), to,
             (m->mode & MODE_EP) ? " with e.p." : "");
}

/* Describes a move; with where, also says where it goes. */
static void describe(const struct move *m, int where, char *buf, size_t len)
{
    const char *initial = (m->flags & MOVEFLAG_INITIAL) ? "first-move-only " : "";
    const char *ep = (m->mode & MODE_EP) && (m->mode & (MODE_MOVE | MODE_CAPTURE))
                         ? " with e.p." : "";
    int along = m->kind == MOVE_SLIDE || m->kind == MOVE_HOP || m->kind == MOVE_GRASS;
    char at[32] = "", range[24] = "";
    if (m->kind == MOVE_TWO_LEG) {
        describe_two_leg(m, where, buf, len);
        return;
    }
    if (along && compass(m->dx, m->dy)) {
        snprintf(at, sizeof at, " %s", compass(m->dx, m->dy));
    } else if (where || along) {
        char v[16];
        vec_text(m->dx, m->dy, v, sizeof v);
        snprintf(at, sizeof at, " %s", v);
    }
    if (along && m->range > 0)
        snprintf(range, sizeof range, " up to %d", m->range);
    if (m->kind == MOVE_HOP && (m->mode & (MODE_MOVE | MODE_CAPTURE)) == MODE_CAPTURE)
        snprintf(buf, len, "%shop-capture slide%s%s%s", initial, at, range, ep);
    else
        snprintf(buf, len, "%s%s%s%s%s%s", initial, mode_words(m->mode),
                 kind_words(m), at, range, ep);
}

void move_describe(const struct move *m, char *buf, size_t len)
{
    if (len > 0)
        describe(m, 1, buf, len);
}

/* Appends s to buf (size len) and marks a cut with "..." */
static void append(char *buf, size_t len, const char *s)
{
    size_t used = strlen(buf), add = strlen(s);
    if (used + add < len) {
        memcpy(buf + used, s, add + 1);
        return;
    }
    if (len < 4)
        return;
    size_t room = len - 1 - used;
    memcpy(buf + used, s, room);
    buf[len - 1] = '\0';
    memcpy(buf + len - 4, "...", 3);
}

/* Words for everything a set has on one cell: moves[0..n). Two-leg moves
 * are counted, not listed, so that the text stays short. */
static void describe_cell(const struct move *moves, size_t n, char *buf, size_t len)
{
    size_t legs = 0;
    const struct move *one_leg = NULL;
    buf[0] = '\0';
    if (n == 0) {
        append(buf, len, "nothing");
        return;
    }
    for (size_t i = 0; i < n; i++) {
        if (moves[i].kind == MOVE_TWO_LEG) {
            legs++;
            one_leg = &moves[i];
            continue;
        }
        char one[96];
        describe(&moves[i], 0, one, sizeof one);
        if (buf[0])
            append(buf, len, " + ");
        append(buf, len, one);
    }
    if (legs > 0) {
        char one[96];
        if (legs == 1)
            describe(one_leg, 0, one, sizeof one);
        else
            snprintf(one, sizeof one, "%zu two-leg moves via here", legs);
        if (buf[0])
            append(buf, len, " + ");
        append(buf, len, one);
    }
}

/* End of the run of moves on the same cell as v[i]. */
static size_t cell_end(const struct moveset *ms, size_t i)
{
    size_t j = i + 1;
    while (j < ms->n && cmp_cell(&ms->v[i], &ms->v[j]) == 0)
        j++;
    return j;
}

/* The moves v[i..j) of a set; an empty run has no pointer into the set,
 * which may have no array at all. */
struct run {
    const struct move *v;
    size_t n;
};

static struct run run_of(const struct moveset *ms, size_t i, size_t j)
{
    struct run r = {i < j ? ms->v + i : NULL, j - i};
    return r;
}

static int same_run(struct run a, struct run b)
{
    if (a.n != b.n)
        return 0;
    for (size_t k = 0; k < a.n; k++)
        if (!same_move(&a.v[k], &b.v[k]))
            return 0;
    return 1;
}

size_t moveset_compare(const struct moveset *a, const struct moveset *b,
                       struct move_diff *out, size_t max)
{
    size_t ia = 0, ib = 0, ndiff = 0;
    while (ia < a->n || ib < b->n) {
        int c = ia == a->n ? 1 : ib == b->n ? -1 : cmp_cell(&a->v[ia], &b->v[ib]);
        size_t ja = c <= 0 ? cell_end(a, ia) : ia;
        size_t jb = c >= 0 ? cell_end(b, ib) : ib;
        struct run ra = run_of(a, ia, ja), rb = run_of(b, ib, jb);
        if (!same_run(ra, rb)) {
            if (ndiff < max) {
                struct move_diff *d = &out[ndiff];
                move_cell(ra.n ? ra.v : rb.v, &d->dx, &d->dy);
                describe_cell(ra.v, ra.n, d->left, sizeof d->left);
                describe_cell(rb.v, rb.n, d->right, sizeof d->right);
            }
            ndiff++;
        }
        ia = ja;
        ib = jb;
    }
    return ndiff;
}
