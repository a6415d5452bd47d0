/* betza.c: parses the XBetza subset the shipped games need into a moveset.
 *
 * A move is: modifier groups separated by 'a' (one group per leg), an atom,
 * an optional range. Single-leg moves may use any of the atoms W F D N A H
 * C Z G K Q R B; multi-leg moves (a) need a W, F or K atom and turn in the
 * eight king directions. See piecedefs/diagram-symbols.md for the drawn
 * equivalents. */
#include "notation.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#define BETZA_MAX_LEN 256
#define MAX_LEGS 4
#define MAX_DIRS 16 /* direction letters in one leg */

enum atom_class { ORTH, DIAG, OBLIQUE };

struct leg {
    char dirs[MAX_DIRS]; /* direction letters in order */
    int ndirs;
    int dir_col;         /* column of the first direction letter */
    unsigned mode;       /* m, c, e as MODE_* bits; 0 = not given */
    int hop;             /* p */
};

struct parsed_move {
    struct leg legs[MAX_LEGS];
    int nlegs;
    unsigned flags;    /* MOVEFLAG_* (i) */
    int lame;          /* n */
    int lame_col;
    char atom;
    int atom_col;
    int has_range, range, exact; /* digits; exact for a leading 0 (W03) */
};

/* One leaper of an atom: K is W and F, Q is R and B. */
struct component {
    enum atom_class cls;
    int a, b;       /* base vector (a, b), a >= b >= 0 */
    int slider;     /* R, B, Q: unlimited unless a range is given */
};

static int fail(struct betza_error *err, int col, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    err->column = col;
    vsnprintf(err->message, sizeof err->message, fmt, ap);
    va_end(ap);
    return -1;
}

static int iabs(int x) { return x < 0 ? -x : x; }

/* ---- reading the text ---- */

static int is_dir(char c) { return c && strchr("fblrvsh", c) != NULL; }

static int read_modifier(const char *s, int pos, struct parsed_move *pm,
                         struct betza_error *err)
{
    char c = s[pos];
    struct leg *leg = &pm->legs[pm->nlegs - 1];
    if (is_dir(c)) {
        if (leg->ndirs == MAX_DIRS)
            return fail(err, pos, "too many direction modifiers (at most %d)", MAX_DIRS);
        if (leg->ndirs == 0)
            leg->dir_col = pos;
        leg->dirs[leg->ndirs++] = c;
        return 0;
    }
    switch (c) {
    case 'm': leg->mode |= MODE_MOVE; return 0;
    case 'c': leg->mode |= MODE_CAPTURE; return 0;
    case 'e': leg->mode |= MODE_EP; return 0;
    case 'p': leg->hop = 1; return 0;
    case 'i': pm->flags |= MOVEFLAG_INITIAL; return 0;
    case 'n': pm->lame = 1; pm->lame_col = pos; return 0;
    case 'a':
        if (pm->nlegs == MAX_LEGS)
            return fail(err, pos, "too many legs (at most %d)", MAX_LEGS);
        pm->nlegs++;
        return 0;
    case 'j':
        return fail(err, pos, "modifier 'j' (must jump) is not supported");
    case 'g': case 'd': case 't': case 'y': case 'o': case 'u': case 'q': case 'z':
        return fail(err, pos, "modifier '%c' is not supported", c);
    case '@':
        return fail(err, pos, "atom '@' (drop) is not supported");
    case ' ': case '\t': case '\n': case '\r':
        return fail(err, pos, "space inside a move (between modifiers and atom)");
    default:
        if (c >= 'a' && c <= 'z')
            return fail(err, pos, "unknown modifier '%c'", c);
        if (c >= '0' && c <= '9')
            return fail(err, pos, "range without atom");
        return fail(err, pos, "unexpected character '%c'", c);
    }
}

static int check_atom(char c, int pos, struct betza_error *err)
{
    if (strchr("WFDNAHCZGKQRB", c))
        return 0;
    if (c == 'L')
        return fail(err, pos, "atom 'L' is ambiguous: write C for the (3,1) camel");
    if (c == 'J')
        return fail(err, pos, "atom 'J' is ambiguous: write Z for the (3,2) zebra");
    if (strchr("OUIX", c))
        return fail(err, pos, "atom '%c' is not supported", c);
    return fail(err, pos, "unknown atom '%c'", c);
}

static int read_range(const char *s, int *pos, struct parsed_move *pm,
                      struct betza_error *err)
{
    int start = *pos;
    if (s[*pos] < '0' || s[*pos] > '9')
        return 0;
    pm->has_range = 1;
    pm->exact = s[*pos] == '0' && s[*pos + 1] >= '0' && s[*pos + 1] <= '9';
    if (pm->exact)
        (*pos)++;
    int digits = 0;
    pm->range = 0;
    while (s[*pos] >= '0' && s[*pos] <= '9') {
        if (++digits > 2)
            return fail(err, start, "range has more than 2 digits");
        pm->range = pm->range * 10 + (s[*pos] - '0');
        (*pos)++;
    }
    if (pm->exact && pm->range == 0)
        return fail(err, start, "exact range 00 is meaningless");
    if (pm->range > BETZA_MAX_RANGE)
        return fail(err, start, "range %d is longer than any board allows (at most %d)",
                    pm->range, BETZA_MAX_RANGE);
    if (s[*pos] == 'X')
        return fail(err, *pos, "extended atom 'X' is not supported");
    return 0;
}

/* Reads one move starting at *pos. */
static int read_move(const char *s, int *pos, struct parsed_move *pm,
                     struct betza_error *err)
{
    memset(pm, 0, sizeof *pm);
    pm->nlegs = 1;
    while (!(s[*pos] >= 'A' && s[*pos] <= 'Z')) {
        if (s[*pos] == '\0')
            return fail(err, *pos, "modifiers without atom at the end");
        if (read_modifier(s, *pos, pm, err))
            return -1;
        (*pos)++;
    }
    if (check_atom(s[*pos], *pos, err))
        return -1;
    pm->atom = s[*pos];
    pm->atom_col = (*pos)++;
    return read_range(s, pos, pm, err);
}

/* ---- directions of a single-leg move ---- */

static int atom_components(char atom, struct component out[2])
{
    static const struct { char atom; struct component c; } leapers[] = {
        {'W', {ORTH, 1, 0, 0}}, {'F', {DIAG, 1, 1, 0}}, {'D', {ORTH, 2, 0, 0}},
        {'N', {OBLIQUE, 2, 1, 0}}, {'A', {DIAG, 2, 2, 0}}, {'H', {ORTH, 3, 0, 0}},
        {'C', {OBLIQUE, 3, 1, 0}}, {'Z', {OBLIQUE, 3, 2, 0}}, {'G', {DIAG, 3, 3, 0}},
        {'R', {ORTH, 1, 0, 1}}, {'B', {DIAG, 1, 1, 1}},
    };
    if (atom == 'K' || atom == 'Q') {
        out[0] = (struct component){ORTH, 1, 0, atom == 'Q'};
        out[1] = (struct component){DIAG, 1, 1, atom == 'Q'};
        return 2;
    }
    for (size_t i = 0; i < sizeof leapers / sizeof leapers[0]; i++)
        if (leapers[i].atom == atom) {
            out[0] = leapers[i].c;
            return 1;
        }
    return 0;
}

/* All symmetric images of (a, b): 4 for orthogonal and diagonal atoms, 8
 * for oblique ones. Returns the count. */
static int symmetric_vectors(const struct component *c, int out[8][2])
{
    int n = 0;
    for (int sx = -1; sx <= 1; sx += 2)
        for (int sy = -1; sy <= 1; sy += 2)
            for (int swap = 0; swap <= 1; swap++) {
                int x = (swap ? c->b : c->a) * sx, y = (swap ? c->a : c->b) * sy;
                int dup = 0;
                for (int k = 0; k < n; k++)
                    dup |= out[k][0] == x && out[k][1] == y;
                if (!dup) {
                    out[n][0] = x;
                    out[n][1] = y;
                    n++;
                }
            }
    return n;
}

static int is_vertical(char c) { return c == 'f' || c == 'b' || c == 'v'; }
static int is_horizontal(char c) { return c == 'l' || c == 'r' || c == 's'; }

/* "If what was parsed up to now can combine with the next letter, it will":
 * a letter pairs with an equal one (doubling stops combining), with one of
 * the other axis, or with h. */
static int can_pair(char p, char q)
{
    return p == q || (is_vertical(p) && is_horizontal(q)) ||
           (is_horizontal(p) && is_vertical(q)) || p == 'h' || q == 'h';
}

static int one_letter(char c, enum atom_class cls, int x, int y)
{
    switch (c) {
    case 'f': return y > 0;
    case 'b': return y < 0;
    case 'l': return x < 0;
    case 'r': return x > 0;
    case 'v': return cls == ORTH ? x == 0 : cls == DIAG ? 1 : iabs(y) > iabs(x);
    case 's': return cls == ORTH ? y == 0 : cls == DIAG ? 1 : iabs(x) > iabs(y);
    }
    return 0;
}

/* For oblique moves: is the axis letter c names the longer component? */
static int major_axis(char c, int x, int y)
{
    return (c == 'f' || c == 'b') ? iabs(y) > iabs(x) : iabs(x) > iabs(y);
}

static int specific(char c) { return c && strchr("fblr", c) != NULL; }

/* Does the term (one letter p, or the pair pq) select vector (x, y)?
 * Returns -1 for a meaningless term. */
static int term_selects(char p, char q, enum atom_class cls, int x, int y)
{
    if (!q)
        return p == 'h' ? -1 : one_letter(p, cls, x, y);
    if (p == 'h') { /* chiral: hr, hl (oblique atoms only) */
        if (cls != OBLIQUE || (q != 'l' && q != 'r'))
            return -1;
        int right = (iabs(y) > iabs(x)) == (x * y > 0);
        return q == 'r' ? right : !right;
    }
    if (q == 'h') /* half: fh, bh, lh, rh */
        return specific(p) ? one_letter(p, cls, x, y) : -1;
    if (p == q) {
        if (cls == OBLIQUE && specific(p))
            return one_letter(p, cls, x, y) && major_axis(p, x, y);
        return one_letter(p, cls, x, y);
    }
    if (cls == ORTH) /* no orthogonal move lies between two axes: OR them */
        return one_letter(p, cls, x, y) || one_letter(q, cls, x, y);
    if (!one_letter(p, cls, x, y) || !one_letter(q, cls, x, y))
        return 0;
    if (cls == OBLIQUE && specific(p) && specific(q))
        return major_axis(p, x, y); /* fl is (-1,2), lf is (-2,1) */
    return 1;
}

/* Splits a leg's direction letters into terms (one or two letters). */
static int split_terms(const struct leg *leg, char terms[][2])
{
    int n = 0;
    for (int i = 0; i < leg->ndirs; n++) {
        char p = leg->dirs[i];
        char q = i + 1 < leg->ndirs && can_pair(p, leg->dirs[i + 1]) ? leg->dirs[i + 1] : 0;
        terms[n][0] = p;
        terms[n][1] = q;
        i += q ? 2 : 1;
    }
    return n;
}

/* Fills sel[comp][k] = vector k of component comp is selected. Checks that
 * every term makes sense and selects something. */
static int select_vectors(const struct leg *leg, const struct component *comps, int ncomp,
                          int vecs[2][8][2], int nvec[2], int sel[2][8], char atom,
                          struct betza_error *err)
{
    char terms[MAX_DIRS][2];
    int nterms = split_terms(leg, terms);
    for (int c = 0; c < ncomp; c++) {
        nvec[c] = symmetric_vectors(&comps[c], vecs[c]);
        for (int k = 0; k < nvec[c]; k++)
            sel[c][k] = nterms == 0;
    }
    for (int t = 0; t < nterms; t++) {
        int any = 0;
        for (int c = 0; c < ncomp; c++)
            for (int k = 0; k < nvec[c]; k++) {
                int r = term_selects(terms[t][0], terms[t][1], comps[c].cls,
                                     vecs[c][k][0], vecs[c][k][1]);
                if (r < 0)
                    return fail(err, leg->dir_col, "direction '%.*s' is meaningless on atom '%c'",
                                terms[t][1] ? 2 : 1, terms[t], atom);
                sel[c][k] |= r;
                any |= r;
            }
        if (!any)
            return fail(err, leg->dir_col, "direction '%.*s' selects no move of atom '%c'",
                        terms[t][1] ? 2 : 1, terms[t], atom);
    }
    return 0;
}

/* ---- building moves ---- */

static int add(struct moveset *out, struct move m, struct betza_error *err, int col)
{
    (void)err;
    (void)col;
    moveset_add(out, &m);
    return 0;
}

static unsigned final_mode(unsigned given)
{
    return (given & (MODE_MOVE | MODE_CAPTURE | MODE_EP)) ? given : MODE_MOVE | MODE_CAPTURE;
}

/* A slide of range k > 1 along a unit vector is the step plus the lame
 * leaps along the line; writing it so keeps W2 and WnD the same set. */
static int add_limited_slide(struct moveset *out, struct move m, struct betza_error *err,
                             int col)
{
    int k = m.range;
    for (int j = 1; j <= k; j++) {
        struct move s = m;
        s.kind = j == 1 ? MOVE_LEAP : MOVE_LAME;
        s.dx = j * m.dx;
        s.dy = j * m.dy;
        s.range = 0;
        if (add(out, s, err, col))
            return -1;
    }
    return 0;
}

static int add_one_vector(const struct parsed_move *pm, const struct component *comp,
                          int x, int y, struct moveset *out, struct betza_error *err)
{
    const struct leg *leg = &pm->legs[0];
    int unit = comp->a == 1;
    int rider = comp->slider || (pm->has_range && !pm->exact && pm->range != 1);
    int range = pm->has_range ? pm->range : 0;
    struct move m = {x, y, MOVE_LEAP, final_mode(leg->mode), pm->flags, 0, 0, 0, 0};
    if (leg->hop) {
        if (!rider)
            return fail(err, pm->atom_col, "'p' (hop) needs a slider or rider, not '%c'", pm->atom);
        m.kind = MOVE_HOP;
        m.range = range;
        return add(out, m, err, pm->atom_col);
    }
    if (pm->exact) {
        if (!unit)
            return fail(err, pm->atom_col,
                        "an exact range (leading 0) is supported only on W, F, K, R, B and Q");
        m.kind = pm->range == 1 ? MOVE_LEAP : MOVE_LAME;
        m.dx = x * pm->range;
        m.dy = y * pm->range;
        return add(out, m, err, pm->atom_col);
    }
    if (rider) {
        m.kind = MOVE_SLIDE;
        m.range = range;
        if (unit && range > 1)
            return add_limited_slide(out, m, err, pm->atom_col);
        return add(out, m, err, pm->atom_col);
    }
    if (pm->lame && !unit) {
        if (move_lame_path(x, y, NULL, 0) < 0)
            return fail(err, pm->lame_col, "'n' on atom '%c': its lame path is not defined",
                        pm->atom);
        m.kind = MOVE_LAME;
    }
    return add(out, m, err, pm->atom_col);
}

static int expand_single_leg(const struct parsed_move *pm, struct moveset *out,
                             struct betza_error *err)
{
    struct component comps[2];
    int ncomp = atom_components(pm->atom, comps);
    int vecs[2][8][2], nvec[2], sel[2][8];
    if (select_vectors(&pm->legs[0], comps, ncomp, vecs, nvec, sel, pm->atom, err))
        return -1;
    for (int c = 0; c < ncomp; c++)
        for (int k = 0; k < nvec[c]; k++)
            if (sel[c][k] && add_one_vector(pm, &comps[c], vecs[c][k][0], vecs[c][k][1], out, err))
                return -1;
    return 0;
}

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
    int nterms = split_terms(leg, terms);
    if (nterms == 0) { /* default: anything but straight back, keeping W or F */
        *turns = atom == 'K' ? 0xFFu & ~(1u << 4) : (1u << 0 | 1u << 2 | 1u << 6);
        return 0;
    }
    *turns = 0;
    for (int t = 0; t < nterms; t++) {
        char p = terms[t][0], q = terms[t][1];
        char key[3] = {p, 0, 0};
        if (q && q != p) { /* order-free: rf = fr */
            key[0] = is_vertical(p) ? p : q;
            key[1] = is_vertical(p) ? q : p;
        }
        unsigned found = 0;
        for (size_t i = 0; i < sizeof table / sizeof table[0]; i++)
            if (strcmp(table[i].letters, key) == 0)
                found = table[i].turns;
        if (!found)
            return fail(err, leg->dir_col, "direction '%.*s' is not supported in a later leg",
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
    struct move m = {dx, dy, MOVE_TWO_LEG, final_mode(pm->legs[n - 1].mode), pm->flags, 0,
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
            return add(w->out, m, w->err, pm->atom_col);
        }
    }
    if (n != 2)
        return fail(w->err, pm->atom_col,
                    "a move of %d legs is supported only as a lame leap (straight on, or "
                    "one 45-degree turn for the knight)", n);
    return add(w->out, m, w->err, pm->atom_col);
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
        return fail(err, pm->atom_col, "multi-leg moves (a) are supported only on W, F and K");
    if (pm->has_range)
        return fail(err, pm->atom_col + 1, "a range on a multi-leg move is not supported");
    if (pm->lame)
        return fail(err, pm->lame_col, "'n' on a multi-leg move is not supported");
    for (int l = 0; l < pm->nlegs; l++) {
        if (pm->legs[l].hop)
            return fail(err, pm->atom_col, "'p' on a multi-leg move is not supported");
        if (l + 1 < pm->nlegs && (pm->legs[l].mode & MODE_EP))
            return fail(err, pm->atom_col, "'e' on a non-final leg is not supported");
    }
    return 0;
}

static int expand_multi_leg(const struct parsed_move *pm, struct moveset *out,
                            struct betza_error *err)
{
    struct leg_walk w = {.pm = pm, .out = out, .err = err};
    struct component comps[2];
    int vecs[2][8][2], nvec[2], sel[2][8];
    if (check_multi_leg(pm, err))
        return -1;
    int ncomp = atom_components(pm->atom, comps);
    if (select_vectors(&pm->legs[0], comps, ncomp, vecs, nvec, sel, pm->atom, err))
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

int betza_parse(const char *s, struct moveset *out, struct betza_error *err)
{
    size_t len = strlen(s);
    int pos = 0, moves = 0;
    if (len > BETZA_MAX_LEN)
        return fail(err, BETZA_MAX_LEN, "move table longer than %d characters", BETZA_MAX_LEN);
    for (;;) {
        while (s[pos] == ' ' || s[pos] == '\t' || s[pos] == '\n' || s[pos] == '\r')
            pos++;
        if (s[pos] == '\0')
            break;
        struct parsed_move pm;
        if (read_move(s, &pos, &pm, err))
            return -1;
        if (pm.nlegs == 1 ? expand_single_leg(&pm, out, err) : expand_multi_leg(&pm, out, err))
            return -1;
        moves++;
    }
    if (moves == 0)
        return fail(err, 0, "empty move table");
    return 0;
}
