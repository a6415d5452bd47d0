/* rotate.c: see rotate.h. */
#include "rotate.h"

#include <stdlib.h>
#include <string.h>

#include "rules/validate.h"

void vector_rotate90(int *dx, int *dy, int quarters)
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
        vector_rotate90(&m.dx, &m.dy, quarters);
        if (m.kind == MOVE_TWO_LEG)
            vector_rotate90(&m.via_dx, &m.via_dy, quarters);
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
    out->cells = calloc((size_t)n * (size_t)n, sizeof *out->cells);
    if (!out->cells)
        return -1;
    out->size = n;
    for (int row = 0; row < n; row++)
        for (int col = 0; col < n; col++) {
            int dx = col - h, dy = h - row;
            vector_rotate90(&dx, &dy, quarters);
            out->cells[(h - dy) * n + (h + dx)] = in->cells[row * n + col];
        }
    return 0;
}

int piece_orientations(const struct piece *p)
{
    return p->rotates ? 4 : 1;
}

const char *orientation_name(int quarters)
{
    static const char *names[4] = {"0 degrees", "90 degrees clockwise", "180 degrees",
                                   "270 degrees clockwise"};
    return names[((quarters % 4) + 4) % 4];
}

size_t orientation_compare(const struct diagram *grid, const struct moveset *table,
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

int rotation_check_piece(const struct piece *p, struct report *r)
{
    int errors = 0;
    for (int j = 0; j < p->ndiagrams; j++) {
        const struct piece_diagram *d = &p->diagrams[j];
        if (d->grid.size == 0 || !d->grid.cells)
            continue;
        struct moveset table;
        moveset_init(&table);
        struct move_diff diffs[32];
        if (piece_moves(p, d->in_zone, &table, NULL) != 0 ||
            orientation_compare(&d->grid, &table, 0, diffs, 0) != 0) {
            moveset_free(&table); /* reported by the unturned diagram check */
            continue;
        }
        for (int q = 1; q < piece_orientations(p); q++) {
            size_t n = orientation_compare(&d->grid, &table, q, diffs, 32);
            if (n == (size_t)-1) {
                report_error(r, d->line, "piece '%s': out of memory turning its diagram", p->id);
                errors++;
                break;
            }
            for (size_t i = 0; i < n && i < 32; i++, errors++)
                report_error(r, d->line, "piece '%s': turned %s, square (%+d,%+d) of the turned "
                             "diagram shows %s, the turned move table says %s",
                             p->id, orientation_name(q), diffs[i].dx, diffs[i].dy,
                             diffs[i].left, diffs[i].right);
        }
        moveset_free(&table);
    }
    return errors;
}
