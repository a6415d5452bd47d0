/* test_overlay.c: a piece face's diagram with its zone-only moves added. */
#include <string.h>

#include "notation/notation.h"
#include "test.h"

void test_diagram_overlay(void)
{
    struct diagram base, extra, out;
    struct diagram_error err;
    CHECK_INT(diagram_parse(". o .\no @ o\n. o .", &base, &err), 0);
    CHECK_INT(diagram_parse(". . . * . . .\n. . . . . . .\n. . . o . . .\n"
                            ". . o @ o . .\n. . . o . . .\n. . . . . . .\n. . . . . . .",
                            &extra, &err), 0);
    CHECK_INT(diagram_overlay(&base, &extra, &out), 0);
    CHECK_INT(out.size, 7);
    /* the base's steps keep their place around the centre, unframed */
    const struct diagram_cell *up = &out.cells[2 * 7 + 3], *self = &out.cells[3 * 7 + 3];
    CHECK_INT(up->shape, CELL_STEP);
    CHECK_INT(up->flags & CELL_FLAG_ZONE_ONLY, 0);
    CHECK_INT(self->shape, CELL_SELF);
    CHECK_INT(self->flags & CELL_FLAG_ZONE_ONLY, 0);
    /* the zone's extra jump is added, framed */
    const struct diagram_cell *jump = &out.cells[0 * 7 + 3];
    CHECK_INT(jump->shape, CELL_JUMP);
    CHECK(jump->flags & CELL_FLAG_ZONE_ONLY);
    int marked = 0;
    for (int i = 0; i < 49; i++)
        marked += out.cells[i].shape != CELL_EMPTY;
    CHECK_INT(marked, 6); /* self, four steps, one jump */
    diagram_free(&out);
    diagram_free(&base);
    diagram_free(&extra);
}
