/* diagram_parts.h: what the diagram files (diagram.c, diagram_build.c)
 * share. */
#ifndef PNPGEN_DIAGRAM_PARTS_H
#define PNPGEN_DIAGRAM_PARTS_H

#include "diagram.h"

#define MAX_TOKEN 24 /* bytes; real tokens are under 16, e.g. "ipNWxe+Nm" */
#define MODE_MC (MODE_MOVE | MODE_CAPTURE)

/* One marking of a cell: a cell holds one or two. */
struct cell_mark {
    enum cell_shape shape;
    unsigned mode;
    unsigned flags;
    int dx, dy; /* slides and hops: the direction the token names */
};

static inline int diagram_chebyshev(int dx, int dy)
{
    int ax = dx < 0 ? -dx : dx, ay = dy < 0 ? -dy : dy;
    return ax > ay ? ax : ay;
}

/* "N", "NE", ...: the ASCII word of a king direction. */
const char *diagram_direction_word(int dx, int dy);
/* Sets the first (second) marking of a cell. */
void diagram_set_cell(struct diagram_cell *c, const struct cell_mark *mk, int second);
/* The moves a CELL_TWICE ('a') at (dx, dy) stands for. */
int diagram_add_twice(struct moveset *out, int dx, int dy, unsigned mode, unsigned flags);

#endif
