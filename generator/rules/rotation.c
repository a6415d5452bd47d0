/* rotation.c: the validator's check of pieces that may be turned on the
 * board (rules.h). The turning itself is notation (rotate.c); what this
 * file adds is the piece: which tables apply and what to report. */
#include "rules.h"

int rules_check_rotation(const struct piece *p, struct report *r)
{
    int errors = 0;
    for (int j = 0; j < p->ndiagrams; j++) {
        const struct piece_diagram *d = &p->diagrams[j];
        if (d->grid.size == 0 || !d->grid.cells)
            continue;
        struct moveset table;
        moveset_init(&table);
        struct move_diff diffs[32];
        if (rules_piece_moves(p, d->in_zone, &table, NULL) != 0 ||
            diagram_orientation_compare(&d->grid, &table, 0, diffs, 0) != 0) {
            moveset_free(&table); /* reported by the unturned diagram check */
            continue;
        }
        for (int q = 1; q < piece_orientations(p); q++) {
            size_t n = diagram_orientation_compare(&d->grid, &table, q, diffs, 32);
            for (size_t i = 0; i < n && i < 32; i++, errors++)
                report_error(r, d->line, "piece '%s': turned %s, square (%+d,%+d) of the turned "
                             "diagram shows %s, the turned move table says %s",
                             p->id, move_orientation_name(q), diffs[i].dx, diffs[i].dy,
                             diffs[i].left, diffs[i].right);
        }
        moveset_free(&table);
    }
    return errors ? -1 : 0;
}
