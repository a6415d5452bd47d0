/* test_disc_cut.c: a light disc shows one line to cut along (issue 30,
 * Chess review: White's discs showed three rings, the cut circle, a bold
 * rim at 0.90 of the radius and a thin inner ring, and a player asked
 * which to cut along). The face is drawn as the sheet draws it inside its
 * cut circle; along rays from the centre, between OUTER_FROM of the radius
 * (outside the inner ring and the figure) and the edge, the light side's
 * ink is one run, and it reaches the cut circle (past EDGE of the radius),
 * so the rim and the cut line print as one bold edge. Chess's ringed
 * 19.7 mm discs and Grand's slim 15.7 mm ones, A4. */
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

#define PX_PER_MM 40
#define OUTER_FROM 0.82
#define EDGE 0.98
#define RAYS 36

/* The most ink runs on any ray past OUTER_FROM, and the fewest rays whose
 * ink reaches EDGE (of RAYS). */
static void light_disc_rays(const char *path, const char *id, double D, int *runs, int *edge)
{
    struct variant v;
    struct layout lo;
    *runs = 0;
    *edge = 0;
    if (piecedef_load(path, &v, &(struct report){.file = path}) != 0) {
        CHECK(!"the definition loads");
        return;
    }
    CHECK_INT(layout_load("layouts/a4.xml", &lo, &(struct report){.file = "layouts/a4.xml"}), 0);
    struct look lk;
    compose_look(&v, &lk);
    CHECK(!draw_face_side_filled(&lk, SIDE_FIRST));
    int n = (int)(D * PX_PER_MM);
    cairo_surface_t *img = test_front_image(&v, &lo, &lk, id, SIDE_FIRST, D, PX_PER_MM);
    const unsigned char *d = cairo_image_surface_get_data(img);
    int stride = cairo_image_surface_get_stride(img);
    double c = n / 2.0;
    for (int k = 0; k < RAYS; k++) {
        double a = 2 * M_PI * (k + 0.5) / RAYS;
        int count = 0, was = 0, far = 0;
        for (double r = OUTER_FROM; r < 0.998; r += 0.5 / c) {
            int x = (int)(c + r * c * cos(a)), y = (int)(c + r * c * sin(a));
            const unsigned char *q = d + y * stride + 4 * x;
            int ink = q[0] + q[1] + q[2] < 3 * 128;
            count += ink && !was;
            was = ink;
            far |= ink && r >= EDGE;
        }
        *runs = count > *runs ? count : *runs;
        *edge += far;
    }
    cairo_surface_destroy(img);
    compose_look_free(&lk);
    layout_free(&lo);
    variant_free(&v);
}

void test_disc_one_cut_line(void)
{
    static const struct { const char *path, *id; double D; } discs[] = {
        {"piecedefs/chess.xml", "king", 19.67},
        {"piecedefs/chess.xml", "pawn", 19.67},
        {"piecedefs/grand.xml", "knight", 15.74},
    };
    for (size_t i = 0; i < sizeof discs / sizeof *discs; i++) {
        int runs, edge;
        light_disc_rays(discs[i].path, discs[i].id, discs[i].D, &runs, &edge);
        fprintf(stderr, "  %s %s, %.2f mm: at most %d ink run(s) past %.2f of the radius; "
                "%d of %d rays inked at the cut circle\n", discs[i].path, discs[i].id,
                discs[i].D, runs, OUTER_FROM, edge, RAYS);
        CHECK_INT(runs, 1);
        CHECK_INT(edge, RAYS);
    }
}
