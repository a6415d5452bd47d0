/* test_crosswise.c: a crest man turned up lies crosswise until it first
 * moves, and may not be captured while it does; on square tiles a
 * crosswise man looked like one that had moved (issue 30, player review:
 * only the name's direction and a 3 mm arrow told). Each side's Rook front
 * drawn alone at 20 px per mm on A4: the strip along its forward edge (its
 * header band, inside the face's white inset, full width) and the strips along its
 * left and right edges (the same strip a quarter turn round, where a
 * crosswise man shows its forward edge) differ in mean tone by at least
 * CROSSWISE_APART on both sides (old code: luma White 0.86 against 0.86
 * and 0.91, Black 0.12 against 0.35 and 0.32; now White 0.12 against 0.75
 * and 0.73, Black 0.86 against 0.46 and 0.50). */
#include <cairo.h>
#include <math.h>
#include <stdio.h>

#include "compose/compose.h"
#include "compose/look.h"
#include "draw/draw.h"
#include "load/load.h"
#include "model/model.h"
#include "test.h"

#define CROSSWISE_APART 0.30
#define PX 20

/* Mean luma over the box [x0, x1) x [y0, y1) in pixels. */
static double mean_luma(cairo_surface_t *img, int x0, int y0, int x1, int y1)
{
    const unsigned char *d = cairo_image_surface_get_data(img);
    int stride = cairo_image_surface_get_stride(img);
    double sum = 0;
    long n = 0;
    for (int y = y0; y < y1; y++)
        for (int x = x0; x < x1; x++, n++)
            sum += test_luma(d, stride, x, y);
    return n ? sum / n : 0;
}

void test_crosswise_man_shows(void)
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
        int deep = (int)lround((f.plan.band_y + f.plan.band_h + D / 2) * PX);
        int in = (int)lround(f.plan.inset * PX), out = px - in;
        double fwd = mean_luma(img, in, in, out, deep);
        double left = mean_luma(img, in, in, deep, out);
        double right = mean_luma(img, px - deep, in, out, out);
        fprintf(stderr, "  %s's Rook: forward edge %.2f, sides %.2f %.2f\n", v.sides[side].name,
                fwd, left, right);
        CHECK(fabs(fwd - left) >= CROSSWISE_APART);
        CHECK(fabs(fwd - right) >= CROSSWISE_APART);
        cairo_surface_destroy(img);
    }
    compose_look_free(&lk);
    layout_free(&lo);
    variant_free(&v);
}
