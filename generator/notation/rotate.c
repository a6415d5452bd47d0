/* rotate.c: quarter turns of move vectors, move sets and drawn diagrams
 * (notation.h). A turned tile shows its grid turned, so the validator
 * compares the turned grid with the turned move table; both turns live
 * here, on plain vectors, so that neither knows about pieces. */
#include "notation.h"

#include <stdlib.h>
#include <string.h>

#include "base/base.h"

void move_vector_rotate90(int *dx, int *dy, int quarters)
{
    int q = ((quarters % 4) + 4) % 4;
    for (int i = 0; i < q; i++) {
        int x = *dx, y = *dy;
        *dx = y;
        *dy = -x;
    }
}

void moveset_rotate90(const struct moveset *in, int quarters, struct moveset *out)
{
    for (size_t i = 0; i < in->n; i++) {
        struct move m = in->v[i];
        move_vector_rotate90(&m.dx, &m.dy, quarters);
        if (m.kind == MOVE_TWO_LEG)
            move_vector_rotate90(&m.via_dx, &m.via_dy, quarters);
        moveset_add(out, &m);
    }
    moveset_canonicalize(out);
}

void moveset_add_rotations(struct moveset *ms)
{
    struct moveset turned;
    moveset_init(&turned);
    for (int q = 1; q < 4; q++)
        moveset_rotate90(ms, q, &turned);
    for (size_t i = 0; i < turned.n; i++)
        moveset_add(ms, &turned.v[i]);
    moveset_free(&turned);
    moveset_canonicalize(ms);
}

void diagram_rotate90(const struct diagram *in, int quarters, struct diagram *out)
{
    int n = in->size, h = n / 2;
    out->size = 0;
    out->cells = NULL;
    if (n < 1 || !in->cells)
        return;
    out->cells = xcalloc((size_t)n * (size_t)n, sizeof *out->cells);
    out->size = n;
    out->points = in->points;
    out->disc_piece = in->disc_piece;
    out->octagon_piece = in->octagon_piece;
    out->zone_lines = in->zone_lines;
    out->zone_corner = in->zone_corner;
    for (int row = 0; row < n; row++)
        for (int col = 0; col < n; col++) {
            int dx = col - h, dy = h - row;
            move_vector_rotate90(&dx, &dy, quarters);
            out->cells[(h - dy) * n + (h + dx)] = in->cells[row * n + col];
        }
}

const char *move_orientation_name(int quarters)
{
    static const char *names[4] = {"0 degrees", "90 degrees clockwise", "180 degrees",
                                   "270 degrees clockwise"};
    return names[((quarters % 4) + 4) % 4];
}

size_t diagram_orientation_compare(const struct diagram *grid, const struct moveset *table,
                           int quarters, struct move_diff *out, size_t max)
{
    struct diagram turned;
    struct moveset drawn, want;
    moveset_init(&drawn);
    moveset_init(&want);
    diagram_rotate90(grid, quarters, &turned);
    diagram_moves(&turned, &drawn);
    moveset_rotate90(table, quarters, &want);
    moveset_canonicalize(&drawn);
    size_t n = moveset_compare(&drawn, &want, out, max);
    diagram_free(&turned);
    moveset_free(&drawn);
    moveset_free(&want);
    return n;
}
