/* diagram_fold.c: a diagram drawn smaller than it is written, losing
 * nothing. A piece face holds five rows of legible cells: a leap three
 * squares out (Jungi's Grutslæn and Archmagister) is drawn two squares out
 * on its line, with its distance as a number (diagram_fold); and e.p.
 * captures on every neighbouring square are drawn once, as a ring round
 * the piece, not as a ring in each of eight cells (diagram_ep_all_round).
 * The validator compares the diagram as written; these are how it prints. */
#include "notation-imp.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/base.h"

static int marked(const struct diagram_cell *c)
{
    return c->shape != CELL_EMPTY || c->shape2 != CELL_EMPTY;
}

int diagram_fold(const struct diagram *d, int reach, struct diagram *out, char *why, size_t len)
{
    memset(out, 0, sizeof *out);
    if (!d || !d->cells || reach < 1)
        return -1;
    int n = d->size, h = n / 2, r = h < reach ? h : reach, m = 2 * r + 1;
    out->size = m;
    out->points = d->points;
    out->disc_piece = d->disc_piece;
    out->octagon_piece = d->octagon_piece;
    out->zone_lines = d->zone_lines;
    out->zone_corner = d->zone_corner;
    out->cells = xcalloc((size_t)m * (size_t)m, sizeof *out->cells);
    for (int dy = -r; dy <= r; dy++) /* first the cells within reach, as they are */
        for (int dx = -r; dx <= r; dx++)
            out->cells[(r - dy) * m + r + dx] = d->cells[(h - dy) * n + h + dx];
    for (int row = 0; row < n; row++)
        for (int col = 0; col < n; col++) {
            const struct diagram_cell *c = &d->cells[row * n + col];
            int dx = col - h, dy = h - row, far = diagram_chebyshev(dx, dy);
            if (far <= r || !marked(c))
                continue;
            if (!(dx == 0 || dy == 0 || diagram_iabs(dx) == diagram_iabs(dy))) {
                snprintf(why, len, "the move to the square %d across and %d %s is not on a "
                         "straight or diagonal line, so it cannot be drawn within %d squares",
                         diagram_iabs(dx), diagram_iabs(dy), dy < 0 ? "back" : "forward", r);
                diagram_free(out);
                return -1;
            }
            if (far > (int)(CELL_FAR_MASK >> CELL_FAR_SHIFT)) {
                snprintf(why, len, "a move %d squares out is too far to number", far);
                diagram_free(out);
                return -1;
            }
            int ux = dx / far, uy = dy / far;
            struct diagram_cell *at = &out->cells[(r - uy * r) * m + r + ux * r];
            const struct diagram_cell *own = &d->cells[(h - uy * r) * n + h + ux * r];
            if (marked(own) || marked(at)) {
                snprintf(why, len, "the square %d out on the line of the move %d squares out "
                         "already holds a marking, so the two cannot share it",
                         r, far);
                diagram_free(out);
                return -1;
            }
            *at = *c;
            unsigned f = (unsigned)far << CELL_FAR_SHIFT;
            at->flags |= f;
            if (at->shape2 != CELL_EMPTY)
                at->flags2 |= f;
        }
    return 0;
}

static int ep_only_step(enum cell_shape sh, unsigned mode)
{
    return sh == CELL_STEP && (mode & MODE_EP) && !(mode & (MODE_MOVE | MODE_CAPTURE));
}

int diagram_ep_all_round(const struct diagram *d)
{
    if (!d || !d->cells || d->size < 3)
        return 0;
    int n = d->size, h = n / 2;
    for (int dy = -1; dy <= 1; dy++)
        for (int dx = -1; dx <= 1; dx++) {
            if (!dx && !dy)
                continue;
            const struct diagram_cell *c = &d->cells[(h + dy) * n + h + dx];
            if (!marked(c))
                return 0;
            /* always, not only as a first move or in a zone */
            int ep = (c->shape != CELL_EMPTY && (c->mode & MODE_EP) && !c->flags) ||
                     (c->shape2 != CELL_EMPTY && (c->mode2 & MODE_EP) && !c->flags2);
            if (!ep)
                return 0;
        }
    return 1;
}

void diagram_drop_ep(struct diagram_cell *c)
{
    if (ep_only_step(c->shape2, c->mode2) && c->shape != CELL_EMPTY) {
        c->shape2 = CELL_EMPTY;
        c->mode2 = 0;
        c->flags2 = 0;
    } else if (ep_only_step(c->shape, c->mode) && c->shape2 != CELL_EMPTY) {
        *c = (struct diagram_cell){c->shape2, c->mode2, c->flags2, CELL_EMPTY, 0, 0};
    }
    c->mode &= ~(unsigned)MODE_EP;
    c->mode2 &= ~(unsigned)MODE_EP;
}
