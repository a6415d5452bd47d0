/* test_coord_turns.c: a board's rank numbers read the same from either
 * seat (issue 30, Jungi review: the right edge's numbers, printed upside
 * down for North, showed South a 9 where the 6 was, and a 6 for the 9).
 * A label that turned round reads as another number is underlined, as on
 * dice; Jungi's two tiles drawn at PX per mm: on each edge, the 6's and
 * the 9's ink is taller than the 5's by the bar (old code: the same). */
#include <cairo.h>
#include <stdio.h>

#include "compose/compose.h"
#include "draw/draw-imp.h"
#include "load/load.h"
#include "model/model.h"
#include "test.h"

#define PX 12.0
#define BAR_MM 0.3

void test_coord_turns_named(void)
{
    static const char *const turns[] = {"6", "9", "16", "19", "66", "18"};
    static const char *const keeps[] = {"1", "5", "8", "10", "11", "69", "88", "a", "六", ""};
    for (size_t i = 0; i < sizeof turns / sizeof *turns; i++)
        CHECK(draw_coord_turns_into_other(turns[i]));
    for (size_t i = 0; i < sizeof keeps / sizeof *keeps; i++)
        CHECK(!draw_coord_turns_into_other(keeps[i]));
}

/* The ink height (mm) in the box (page mm) of img, drawn at PX. */
static double ink_height(cairo_surface_t *img, double x0, double y0, double x1, double y1)
{
    const unsigned char *d = cairo_image_surface_get_data(img);
    int stride = cairo_image_surface_get_stride(img);
    int top = -1, bottom = -1;
    for (int y = (int)(y0 * PX) + 1; y < (int)(y1 * PX) - 1; y++)
        for (int x = (int)(x0 * PX) + 1; x < (int)(x1 * PX) - 1; x++)
            if (d[y * stride + 4 * x + 1] < 128) {
                if (top < 0)
                    top = y;
                bottom = y;
            }
    return top < 0 ? 0 : (bottom - top + 1) / PX;
}

void test_coord_turns_drawn(void)
{
    const char *path = "piecedefs/jungi.xml";
    struct layout lo;
    struct variant v;
    struct composed c;
    if (test_compose_shipped_a4(path, &lo, &v, &c) != 0)
        return;
    int sides = 0;
    for (int i = 0; i < c.board.ntiles; i++) {
        const struct tile *t = &c.board.tiles[i];
        cairo_surface_t *img = cairo_image_surface_create(
            CAIRO_FORMAT_RGB24, (int)(lo.paper_w * PX), (int)(lo.paper_h * PX));
        cairo_t *cr = cairo_create(img);
        cairo_set_source_rgb(cr, 1, 1, 1);
        cairo_paint(cr);
        cairo_scale(cr, PX, PX);
        draw_board_tile(cr, &lo, &c.components.look, t);
        cairo_destroy(cr);
        cairo_surface_flush(img);
        for (int edge = EDGE_LEFT; edge <= EDGE_RIGHT; edge++) {
            if (!t->label[edge])
                continue;
            double L = lo.label_band;
            double x0 = edge == EDGE_LEFT ? t->ox - L : t->ox + (t->fx1 - t->fx0) * t->cell;
            double h[9];
            for (int k = 4; k < 9; k++)
                h[k] = ink_height(img, x0 + 0.2 * L, t->oy - (k + 1 - t->ry0) * t->cell, x0 + 0.8 * L,
                                  t->oy - (k - t->ry0) * t->cell);
            if (h[5] < h[4] + BAR_MM || h[8] < h[4] + BAR_MM)
                fprintf(stderr, "  tile %d edge %d: ink 5 %.2f, 6 %.2f, 9 %.2f mm\n", i + 1,
                        edge, h[4], h[5], h[8]);
            CHECK(h[4] > 1);
            CHECK(h[5] >= h[4] + BAR_MM && h[8] >= h[4] + BAR_MM);
            CHECK(h[6] < h[4] + 0.1); /* the 7: no bar */
            sides++;
        }
        cairo_surface_destroy(img);
    }
    CHECK_INT(sides, 2); /* the left tile's left edge, the right tile's right */
    test_shipped_free(&lo, &v, &c);
}
