/* plan_face_ring.c: the face of a piece that wears an animal (figure=
 * "lion" ...; Dobutsu shogi). The real game's tiles show the animal large
 * with a dot beside it towards each square it may step to; a 3 x 3 grid
 * of 5 mm cells leaves the animal 5 mm (fifth player review, issue 30:
 * "Dobutsu has no animals"). So below the name band the diagram's whole
 * room is a ring of cells round a large middle: its corner cells e x e,
 * its edge cells stretched along the edge, each mark in the middle of its
 * cell, the animal in the box the ring leaves. Each of the eight squares
 * round the piece keeps its own cell, where the diagram text puts it: the
 * face still says what the validated diagram says. */
#include "compose-imp.h"

#include <math.h>

/* The ring's corner cells, of the room's smaller side: as large as keeps a
 * step's dot (0.42 of its cell) about 1.5 mm, never under MIN_CELL_MM. */
#define RING_SHARE 0.21
#define RING_MOST 4.0

void plan_face_ring(const struct diagram *d, enum piece_figure fig, struct face_plan *fp)
{
    fp->ring = fp->fig_x = fp->fig_y = fp->fig_w = fp->fig_h = 0;
    /* an animal's moves reach one square at most (validate.c) */
    if (!FIGURE_IS_ANIMAL(fig) || !d || fp->rows != 3 || fp->cols != 3)
        return;
    double e = fmax(MIN_CELL_MM, fmin(RING_SHARE * fmin(fp->dw, fp->dh), RING_MOST));
    fp->ring = fp->cell = e;
    fp->gx = fp->dx;
    fp->gy = fp->dy;
    fp->fig_x = fp->dx + e;
    fp->fig_y = fp->dy + e;
    fp->fig_w = fp->dw - 2 * e;
    fp->fig_h = fp->dh - 2 * e;
}
