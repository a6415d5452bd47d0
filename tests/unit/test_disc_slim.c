/* test_disc_slim.c: a chess figure on a small disc is drawn large. Grand's
 * discs are 15.7 mm (A4) and 16.3 mm (Letter); inside a rim at 0.90 and an
 * inner ring at 0.78 of the radius their figures stood 0.55 of the disc,
 * 8.6 mm, and the Cardinal and Knight were "hard to tell apart" (issue 30,
 * Grand review). Each of Grand's figures, on each side, at least
 * MIN_TALL of the disc tall, its ink clear of the light side's rim (none
 * past MAX_REACH of the radius); Chess's 19.7 mm discs keep their rings. */
#include <cairo.h>
#include <math.h>
#include <stdio.h>

#include "compose/compose.h"
#include "compose/look.h"
#include "draw/draw.h"
#include "draw/draw-imp.h"
#include "load/load.h"
#include "model/model.h"
#include "test.h"

#define PX_PER_MM 20
#define MIN_TALL 0.60
#define MAX_REACH 0.88

/* The figure's height and reach, of the disc's diameter and radius: its
 * ink (dark on the light side, light on the dark) within 0.89 of the
 * radius; its height leaves out the old rings' bands (the inner ring's at
 * 0.74-0.82, the rim's past 0.855). */
static void figure_size(const char *path, const char *id, int side, double D, double *tall,
                        double *reach, double *ring)
{
    int on_ring = 0, at_ring = 0;
    struct variant v;
    struct layout lo;
    *tall = *reach = *ring = 0;
    if (piecedef_load(path, &v, &(struct report){.file = path}) != 0) {
        CHECK(!"the definition loads");
        return;
    }
    CHECK_INT(layout_load("layouts/a4.xml", &lo, &(struct report){.file = "layouts/a4.xml"}), 0);
    struct look lk;
    compose_look(&v, &lk);
    int n = (int)(D * PX_PER_MM);
    cairo_surface_t *img = test_front_image(&v, &lo, &lk, id, side, D, PX_PER_MM);
    int light = draw_face_side_filled(&lk, side);
    const unsigned char *d = cairo_image_surface_get_data(img);
    int stride = cairo_image_surface_get_stride(img), top = n, bottom = -1;
    double c = n / 2.0;
    for (int y = 0; y < n; y++)
        for (int x = 0; x < n; x++) {
            const unsigned char *q = d + y * stride + 4 * x;
            double r = hypot(x + 0.5 - c, y + 0.5 - c) / c;
            int ink = (q[0] + q[1] + q[2] < 3 * 128) != light;
            if (fabs(r - 0.78) < 0.004) { /* the ringed disc's inner ring */
                at_ring++;
                on_ring += ink;
            }
            if (!ink || r > 0.89)
                continue;
            *reach = fmax(*reach, r);
            if ((r >= 0.74 && r <= 0.82) || r > 0.855) /* the old rings */
                continue;
            top = y < top ? y : top;
            bottom = y > bottom ? y : bottom;
        }
    *tall = bottom < top ? 0 : (double)(bottom - top + 1) / n;
    *ring = at_ring ? (double)on_ring / at_ring : 0;
    cairo_surface_destroy(img);
    compose_look_free(&lk);
    layout_free(&lo);
    variant_free(&v);
}

void test_figures_slim_disc(void)
{
    static const char *ids[] = {"king", "queen", "marshal", "cardinal", "rook", "bishop", "knight", "pawn"};
    static const double sizes[] = {15.74, 16.25}; /* A4's, Letter's sheets */
    for (size_t k = 0; k < sizeof sizes / sizeof *sizes; k++)
        for (size_t i = 0; i < sizeof ids / sizeof *ids; i++)
            for (int s = SIDE_FIRST; s <= SIDE_SECOND; s++) {
                double tall, reach, ring;
                figure_size("piecedefs/grand.xml", ids[i], s, sizes[k], &tall, &reach, &ring);
                if (tall < MIN_TALL || reach > MAX_REACH)
                    fprintf(stderr, "  grand %s side %d on a %.2f mm disc: %.3f of it tall "
                            "(at least %.2f), reaching %.2f of its radius\n", ids[i], s,
                            sizes[k], tall, MIN_TALL, reach);
                CHECK(tall >= MIN_TALL);
                CHECK(reach <= MAX_REACH);
            }
    /* a disc large enough keeps its inner ring */
    for (int s = SIDE_FIRST; s <= SIDE_SECOND; s++) {
        double tall, reach, ring;
        figure_size("piecedefs/chess.xml", "king", s, 19.67, &tall, &reach, &ring);
        CHECK(ring > 0.9);
    }
}
