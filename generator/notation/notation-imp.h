/* notation-imp.h: what the diagram files share (diagram.c parses and
 * expands, diagram_text.c builds and prints). Private to notation/. */
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
/* A CELL_TWICE marking on the adjacent cell (dx, dy) as moves (diagram.c). */
void diagram_add_twice(struct moveset *out, int dx, int dy, unsigned mode, unsigned flags);

#endif
