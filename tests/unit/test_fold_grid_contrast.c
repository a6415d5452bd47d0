/* test_fold_grid_contrast.c: the crest game's Black fronts read as well as
 * White's (issue 30, crest review: "the Black side's grid has low
 * contrast"): its grid's 0.45 grey lines stood on 0.65 grey cells, 0.20
 * apart, where White's stand on white, 0.55 apart. Each side's Rook front
 * (empty corner cells) drawn alone at 20 px per mm on A4: the tone of its
 * top-left cell (the middle half of it) and of the grid line right of that
 * cell (the darkest pixel across it, the median down the cell) differ by
 * at least FOLD_GRID_CONTRAST on both sides (old code: Black 0.20). */
#include <cairo.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "compose/compose.h"
#include "compose/look.h"
#include "draw/draw.h"
#include "load/load.h"
#include "model/model.h"
#include "test.h"

#define FOLD_GRID_CONTRAST 0.30
#define PX 20

static double median(double *v, int n)
{
    qsort(v, (size_t)n, sizeof *v, test_by_value);
    return n ? v[n / 2] : 0;
}

void test_fold_grid_contrast(void)
{
    const char *path = "piecedefs/crest.xml";
    struct variant v;
    struct layout lo;
    CHECK_INT(piecedef_load(path, &v, &(struct report){.file = path}), 0);
    CHECK_INT(layout_load("layouts/a4.xml", &lo, &(struct report){.file = "layouts/a4.xml"}), 0);
    struct look lk;
    compose_look(&v, &lk);
    const double D = 20;
    int px = (int)(D * PX), at = variant_find_piece(&v, "rook");
    CHECK(at >= 0);
    for (int side = SIDE_FIRST; at >= 0 && side <= SIDE_SECOND; side++) {
        struct face f = {.piece = at, .side = side, .kind = FACE_FRONT};
        compose_face_label(&v, &lo, D, &f);
        cairo_surface_t *img = test_face_image(&lo, &lk, &f, D, px, PX);
        const unsigned char *d = cairo_image_surface_get_data(img);
        int stride = cairo_image_surface_get_stride(img);
        double x0 = (f.plan.gx + D / 2) * PX, y0 = (f.plan.gy + D / 2) * PX, c = f.plan.cell * PX;
        double cells[4096], lines[512];
        int nc = 0, nl = 0;
        for (int y = (int)(y0 + 0.25 * c); y < (int)(y0 + 0.75 * c) && nl < 512; y++) {
            for (int x = (int)(x0 + 0.25 * c); x < (int)(x0 + 0.75 * c) && nc < 4096; x++)
                cells[nc++] = test_luma(d, stride, x, y);
            double dark = 1;
            for (int x = (int)(x0 + c) - 3; x <= (int)(x0 + c) + 3; x++)
                dark = fmin(dark, test_luma(d, stride, x, y));
            lines[nl++] = dark;
        }
        double cell = median(cells, nc), line = median(lines, nl);
        fprintf(stderr, "  %s's Rook: cells %.2f, grid lines %.2f, %.2f apart\n",
                v.sides[side].name, cell, line, cell - line);
        CHECK(cell - line >= FOLD_GRID_CONTRAST);
        cairo_surface_destroy(img);
    }
    compose_look_free(&lk);
    layout_free(&lo);
    variant_free(&v);
}
