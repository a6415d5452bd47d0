/* betza_parts.h: what the XBetza parser's files (betza.c, betza_legs.c)
 * share: a move as read from the text, and the helpers both use. */
#ifndef PNPGEN_BETZA_PARTS_H
#define PNPGEN_BETZA_PARTS_H

#include "betza.h"

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
unsigned final_mode(unsigned given);
int is_vertical(char c);
/* Splits a leg's direction letters into terms (one or two letters). */
int split_terms(const struct leg *leg, char terms[][2]);
/* The leapers an atom is made of: K is W and F, Q is R and B. */
int atom_components(char atom, struct component out[2]);
/* sel[comp][k]: is vector k of component comp selected by the leg's directions? */
int select_vectors(const struct leg *leg, const struct component *comps, int ncomp,
                   int vecs[2][8][2], int nvec[2], int sel[2][8], char atom,
                   struct betza_error *err);
/* Expands a move of several legs (betza_legs.c). */
int betza_expand_multi_leg(const struct parsed_move *pm, struct moveset *out,
                           struct betza_error *err);

#endif
