/* diagram_span.c: the part of a diagram the booklet's gallery draws, its
 * empty outer rows and columns left out (never into the 3 x 3 round the
 * piece). Compose evens the gallery's cells over these drawn spans, draw
 * draws them: one rule for both. */
#include "notation.h"

static int cell_empty(const struct diagram *d, int r, int c)
{
    const struct diagram_cell *cl = &d->cells[r * d->size + c];
    return cl->shape == CELL_EMPTY && cl->shape2 == CELL_EMPTY;
}

static int row_empty(const struct diagram *d, int r)
{
    for (int k = 0; k < d->size; k++)
        if (!cell_empty(d, r, k))
            return 0;
    return 1;
}

static int col_empty(const struct diagram *d, int c)
{
    for (int k = 0; k < d->size; k++)
        if (!cell_empty(d, k, c))
            return 0;
    return 1;
}

void diagram_span(const struct diagram *d, int *row0, int *rows, int *col0, int *cols)
{
    int n = d && d->cells ? d->size : 0, c = n / 2, r0 = 0, r1 = n - 1, c0 = 0;
    /* rows at either end on their own (the Tori Eagle's empty top row) */
    while (r0 < c - 1 && row_empty(d, r0))
        r0++;
    while (r1 > c + 1 && row_empty(d, r1))
        r1--;
    /* columns in pairs, so that the piece stays in the middle column, level
       with its neighbours' (Shogi's Knight, 5 x 5, drawn 3 wide); a board
       of points or zone lines keeps its width, its lines run to the edge */
    while (n && !d->points && !d->zone_lines && c0 < c - 1 && col_empty(d, c0) &&
           col_empty(d, n - 1 - c0))
        c0++;
    *row0 = r0;
    *rows = r1 - r0 + 1;
    *col0 = c0;
    *cols = n - 2 * c0;
}
