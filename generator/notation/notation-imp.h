/* notation-imp.h: what the diagram files share (diagram.c parses and
 * expands, diagram_text.c builds and prints), and what the Betza parser's
 * files share (betza.c reads the text, betza_dirs.c selects directions,
 * betza_legs.c expands moves of several legs). Private to notation/. */
#ifndef PNPGEN_NOTATION_IMP_H
#define PNPGEN_NOTATION_IMP_H

#include "notation.h"

#define MODE_MC (MODE_MOVE | MODE_CAPTURE)

#define MAX_TOKEN 24 /* bytes; real tokens are under 16, e.g. "ipNWxe+Nm" */

/* One marking of a cell: a cell holds one or two. */
struct cell_mark {
    enum cell_shape shape;
    unsigned mode;
    unsigned flags;
    int dx, dy; /* slides and hops: the direction the token names */
};

static inline int diagram_iabs(int x) { return x < 0 ? -x : x; }
/* Distance in king steps. */
static inline int diagram_chebyshev(int dx, int dy)
{
    return diagram_iabs(dx) > diagram_iabs(dy) ? diagram_iabs(dx) : diagram_iabs(dy);
}

/* "N", "NE", ... for a unit direction; "?" for any other vector. */
const char *diagram_direction_word(int dx, int dy);
/* Puts marking mk into cell c, as its second marking when `second`. */
void diagram_set_cell(struct diagram_cell *c, const struct cell_mark *mk, int second);
/* A CELL_TWICE or CELL_TWICE_LINE marking on the adjacent cell (dx, dy) as
 * moves (diagram.c): the step, the second steps after a capture here, and
 * with CELL_FLAG_PASS in flags the pass through here. */
void diagram_add_twice(struct moveset *out, enum cell_shape shape, int dx, int dy,
                       unsigned mode, unsigned flags);

/* ---- the Betza parser (betza.c, betza_dirs.c, betza_legs.c) ---- */

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
    int grass;           /* g */
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

int betza_fail(struct betza_error *err, int col, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
int betza_add(struct moveset *out, struct move m, struct betza_error *err, int col);
/* The modality of a final leg: as given, or move-and-capture. */
unsigned betza_final_mode(unsigned given);
int betza_is_vertical(char c);
/* Splits a leg's direction letters into terms (one or two letters). */
int betza_split_terms(const struct leg *leg, char terms[][2]);
/* The leapers an atom is made of: K is W and F, Q is R and B. */
int betza_atom_components(char atom, struct component out[2]);
/* sel[comp][k]: is vector k of component comp selected by the leg's directions? */
int betza_select_vectors(const struct leg *leg, const struct component *comps, int ncomp,
                         int vecs[2][8][2], int nvec[2], int sel[2][8], char atom,
                         struct betza_error *err);
/* Expands a move of several legs (betza_legs.c). */
int betza_expand_multi_leg(const struct parsed_move *pm, struct moveset *out,
                           struct betza_error *err);

#endif
