/* betza_dirs.c: what an XBetza move's direction letters select, atom by
 * atom, and the small helpers both the single-leg reader (betza.c) and the
 * multi-leg expander (betza_legs.c) use. Directions on an oblique atom
 * follow XBetza exactly (see oblique_term). */
#include "notation-imp.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

static int iabs(int x) { return x < 0 ? -x : x; }

int betza_fail(struct betza_error *err, int col, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    err->column = col;
    vsnprintf(err->message, sizeof err->message, fmt, ap);
    va_end(ap);
    return -1;
}

/* ---- directions of a single-leg move ---- */

int betza_atom_components(char atom, struct component out[2])
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

int betza_is_vertical(char c) { return c == 'f' || c == 'b' || c == 'v'; }
static int is_horizontal(char c) { return c == 'l' || c == 'r' || c == 's'; }

/* "If what was parsed up to now can combine with the next letter, it will":
 * a letter pairs with an equal one (doubling stops combining), with one of
 * the other axis, or with h. */
static int can_pair(char p, char q)
{
    return p == q || (betza_is_vertical(p) && is_horizontal(q)) ||
           (is_horizontal(p) && betza_is_vertical(q)) || p == 'h' || q == 'h';
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
    return (c == 'f' || c == 'b' || c == 'v') ? iabs(y) > iabs(x) : iabs(x) > iabs(y);
}

static int specific(char c) { return c && strchr("fblr", c) != NULL; }

/* An oblique atom's eight moves form four pairs: the steep pairs point
 * mostly forward or back, the flat pairs mostly left or right. A single
 * letter (or a doubled one) names the pair most in its direction: fN is
 * (+-1,+2), rN is (+2,+-1). Two letters name the second letter's pair(s)
 * and keep the members on the first letter's side: fr is the forward
 * member of the right pair, (+2,+1); rf the right member of the forward
 * pair, (+1,+2); fs the forward members of both flat pairs. */
static int oblique_term(char p, char q, int x, int y)
{
    if (!q || p == q)
        return specific(p) || p == 'v' || p == 's'
                   ? one_letter(p, OBLIQUE, x, y) && major_axis(p, x, y) : -1;
    if (!specific(p)) /* sf, vs, vl: no tool agrees on a meaning */
        return -1;
    return major_axis(q, x, y) && one_letter(q, OBLIQUE, x, y) && one_letter(p, OBLIQUE, x, y);
}

/* Does the term (one letter p, or the pair pq) select vector (x, y)?
 * Returns -1 for a meaningless term. */
static int term_selects(char p, char q, enum atom_class cls, int x, int y)
{
    if (!q)
        return p == 'h' ? -1 : cls == OBLIQUE ? oblique_term(p, 0, x, y)
                                               : one_letter(p, cls, x, y);
    if (p == 'h' && (q == 'l' || q == 'r')) { /* chiral: hr, hl (oblique atoms only) */
        if (cls != OBLIQUE)
            return -1;
        int right = (iabs(y) > iabs(x)) == (x * y > 0);
        return q == 'r' ? right : !right;
    }
    if (p == 'h' && (q == 'f' || q == 'b')) /* hf reads as fh */
        p = q, q = 'h';
    if (q == 'h') /* half: fh, bh, lh, rh: every move with a component that way */
        return specific(p) && cls == OBLIQUE ? one_letter(p, cls, x, y) : -1;
    if (cls == OBLIQUE)
        return oblique_term(p, q, x, y);
    if (p == q)
        return one_letter(p, cls, x, y);
    if (cls == ORTH) /* no orthogonal move lies between two axes: OR them */
        return one_letter(p, cls, x, y) || one_letter(q, cls, x, y);
    return one_letter(p, cls, x, y) && one_letter(q, cls, x, y);
}

/* Splits a leg's direction letters into terms (one or two letters). */
int betza_split_terms(const struct leg *leg, char terms[][2])
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
int betza_select_vectors(const struct leg *leg, const struct component *comps, int ncomp,
                          int vecs[2][8][2], int nvec[2], int sel[2][8], char atom,
                          struct betza_error *err)
{
    char terms[MAX_DIRS][2];
    int nterms = betza_split_terms(leg, terms);
    for (int c = 0; c < ncomp; c++) {
        nvec[c] = symmetric_vectors(&comps[c], vecs[c]);
        for (int k = 0; k < nvec[c]; k++)
            sel[c][k] = nterms == 0;
    }
    for (int t = 0; t < nterms; t++) {
        int any = 0;
        if ((atom == 'K' || atom == 'Q') && terms[t][1] && terms[t][1] != terms[t][0])
            return betza_fail(err, leg->dir_col,
                        "direction '%.2s' on '%c' is read differently by different tools: "
                        "spell the orthogonal and diagonal moves apart, e.g. %.2s%c%.2s%c",
                        terms[t], atom, terms[t], atom == 'K' ? 'W' : 'R', terms[t],
                        atom == 'K' ? 'F' : 'B');
        for (int c = 0; c < ncomp; c++)
            for (int k = 0; k < nvec[c]; k++) {
                int r = term_selects(terms[t][0], terms[t][1], comps[c].cls,
                                     vecs[c][k][0], vecs[c][k][1]);
                if (r < 0)
                    return betza_fail(err, leg->dir_col, "direction '%.*s' is meaningless on atom '%c'%s",
                                terms[t][1] ? 2 : 1, terms[t], atom,
                                comps[c].cls == OBLIQUE
                                    ? ": write a pair (f, b, l, r), two pairs (v, s), one side "
                                      "of them (fs, bs, lv, rv), a half (fh), or one move (fr, rf)"
                                    : "");
                sel[c][k] |= r;
                any |= r;
            }
        if (!any)
            return betza_fail(err, leg->dir_col, "direction '%.*s' selects no move of atom '%c'",
                        terms[t][1] ? 2 : 1, terms[t], atom);
    }
    return 0;
}

/* ---- building moves ---- */

int betza_add(struct moveset *out, struct move m, struct betza_error *err, int col)
{
    (void)err;
    (void)col;
    moveset_add(out, &m); /* allocation never fails (base.h) */
    return 0;
}

unsigned betza_final_mode(unsigned given)
{
    return (given & (MODE_MOVE | MODE_CAPTURE | MODE_EP)) ? given : MODE_MOVE | MODE_CAPTURE;
}

