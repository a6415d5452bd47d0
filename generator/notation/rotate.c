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

int moveset_rotate90(const struct moveset *in, int quarters, struct moveset *out)
{
    for (size_t i = 0; i < in->n; i++) {
        struct move m = in->v[i];
        move_vector_rotate90(&m.dx, &m.dy, quarters);
        if (m.kind == MOVE_TWO_LEG)
            move_vector_rotate90(&m.via_dx, &m.via_dy, quarters);
        if (moveset_add(out, &m))
            return -1;
    }
    moveset_canonicalize(out);
    return 0;
}

int moveset_add_rotations(struct moveset *ms)
{
    struct moveset turned;
    moveset_init(&turned);
    int rc = 0;
    for (int q = 1; q < 4 && rc == 0; q++)
        rc = moveset_rotate90(ms, q, &turned);
    for (size_t i = 0; i < turned.n && rc == 0; i++)
        rc = moveset_add(ms, &turned.v[i]);
    moveset_free(&turned);
    moveset_canonicalize(ms);
    return rc;
}

int diagram_rotate90(const struct diagram *in, int quarters, struct diagram *out)
{
    int n = in->size, h = n / 2;
    out->size = 0;
    out->cells = NULL;
    if (n < 1 || !in->cells)
        return 0;
    out->cells = xcalloc((size_t)n * (size_t)n, sizeof *out->cells);
    out->size = n;
    for (int row = 0; row < n; row++)
        for (int col = 0; col < n; col++) {
            int dx = col - h, dy = h - row;
            move_vector_rotate90(&dx, &dy, quarters);
            out->cells[(h - dy) * n + (h + dx)] = in->cells[row * n + col];
        }
    return 0;
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
    size_t n = (size_t)-1;
    moveset_init(&drawn);
    moveset_init(&want);
    if (diagram_rotate90(grid, quarters, &turned) == 0) {
        if (diagram_moves(&turned, &drawn) == 0 && moveset_rotate90(table, quarters, &want) == 0) {
            moveset_canonicalize(&drawn);
            n = moveset_compare(&drawn, &want, out, max);
        }
        diagram_free(&turned);
    }
    moveset_free(&drawn);
    moveset_free(&want);
    return n;
}
