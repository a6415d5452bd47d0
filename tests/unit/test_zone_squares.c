/* test_zone_squares.c: a zone of squares printed with mark="outline", as
 * the board page draws it: two of its squares that touch (Sittuyin's d5
 * and e5, d4 and e4) read as two squares, each in its own heavy outline,
 * not as one long one (fourth player review, issue 30).
 *
 * And the board draws Sittuyin's two long diagonals, a1-h8 and h1-a8, on
 * which both sides' promotion squares lie, as a real Sittuyin board marks
 * them (issue 30, session 18 review: "board without the two long
 * diagonals"): the middle of each of the 16 squares on them is dark. */
#include <cairo.h>
#include <stdio.h>
#include <stdlib.h>

#include "compose/compose.h"
#include "draw/draw.h"
#include "model/model.h"
#include "load/load.h"
#include "test.h"

#define ZS_PX_PER_MM 12.0
#define ZS_DEF "piecedefs/sittuyin.xml"

/* The dark runs (grey under 0.5) along a row of pixels from x0 to x1 mm at
 * y mm, and the widest of them, in mm. */
static int dark_runs(cairo_surface_t *s, double x0, double x1, double y, double *widest)
{
    const unsigned char *d = cairo_image_surface_get_data(s);
    int stride = cairo_image_surface_get_stride(s), py = (int)(y * ZS_PX_PER_MM);
    int runs = 0, len = 0;
    *widest = 0;
    for (int px = (int)(x0 * ZS_PX_PER_MM); px <= (int)(x1 * ZS_PX_PER_MM); px++) {
        unsigned pix = *(const unsigned *)(d + py * stride + px * 4);
        int dark = ((pix >> 8) & 0xff) < 128;
        if (dark && len++ == 0)
            runs++;
        if (!dark)
            len = 0;
        if (len / ZS_PX_PER_MM > *widest)
            *widest = len / ZS_PX_PER_MM;
    }
    return runs;
}

/* Sittuyin's components on A4, for both tests. */
struct zs_set {
    struct layout lo;
    struct variant v;
    struct board_plan bp;
    struct document doc;
};

static void zs_open(struct zs_set *z)
{
    CHECK_INT(layout_load("layouts/a4.xml", &z->lo, &(struct report){.file = "layouts/a4.xml"}), 0);
    CHECK_INT(piecedef_load(ZS_DEF, &z->v, &(struct report){.file = ZS_DEF}), 0);
    CHECK_INT(plan_board(&z->v, &z->lo, &z->bp), 0);
    compose_components(&z->v, &z->lo, &z->bp, &z->doc);
}

static void zs_close(struct zs_set *z)
{
    document_free(&z->doc);
    plan_board_free(&z->bp);
    variant_free(&z->v);
    layout_free(&z->lo);
}

/* The page pg of z's components drawn on white at ZS_PX_PER_MM, flushed. */
static cairo_surface_t *zs_picture(const struct zs_set *z, const struct page *pg)
{
    cairo_surface_t *s = cairo_image_surface_create(
        CAIRO_FORMAT_RGB24, (int)(pg->w * ZS_PX_PER_MM), (int)(pg->h * ZS_PX_PER_MM));
    cairo_t *cr = cairo_create(s);
    cairo_set_source_rgb(cr, 1, 1, 1);
    cairo_paint(cr);
    cairo_scale(cr, ZS_PX_PER_MM, ZS_PX_PER_MM);
    draw_page(cr, &z->lo, &z->doc, pg);
    cairo_destroy(cr);
    cairo_surface_flush(s);
    return s;
}

void test_zone_squares_apart(void)
{
    struct zs_set z;
    zs_open(&z);
    const struct page *pg = &z.doc.pages[0];
    int checked = 0;
    for (int i = 0; i < pg->nitems; i++) {
        const struct item *it = &pg->items[i];
        if (it->kind != ITEM_BOARD_TILE)
            continue;
        struct page one = *pg;
        one.items = (struct item *)it;
        one.nitems = 1;
        cairo_surface_t *s = zs_picture(&z, &one);
        const struct tile *t = &it->tile;
        double c = t->cell;
        /* across the edge between d and e (x = 4 cells), in the middle of
           ranks 4 and 5: d4 e4 are Black's promotion squares, d5 e5 White's */
        for (int rank = 3; rank <= 4; rank++) {
            double edge = t->ox + 4 * c, y = t->oy - (rank + 0.5) * c, widest;
            int runs = dark_runs(s, edge - 0.25 * c, edge + 0.25 * c, y, &widest);
            if (runs < 3)
                fprintf(stderr, "  rank %d: %d dark runs across d|e (widest %.2f mm)\n",
                        rank + 1, runs, widest);
            /* d's heavy line, the grid line, e's heavy line, white between */
            CHECK(runs >= 3);
            CHECK(widest >= 0.8);
            checked++;
        }
        cairo_surface_destroy(s);
    }
    CHECK_INT(checked, 2);
    zs_close(&z);
}

void test_zone_squares_diagonals(void)
{
    struct zs_set z;
    zs_open(&z);
    const struct page *pg = &z.doc.pages[0];
    cairo_surface_t *s = zs_picture(&z, pg);
    const unsigned char *d = cairo_image_surface_get_data(s);
    int stride = cairo_image_surface_get_stride(s), tiles = 0, dark = 0;
    for (int i = 0; i < pg->nitems; i++) {
        const struct item *it = &pg->items[i];
        if (it->kind != ITEM_BOARD_TILE)
            continue;
        const struct tile *t = &it->tile;
        tiles++;
        for (int k = 0; k < 8; k++)
            for (int up = 0; up < 2; up++) { /* a1-h8, then h1-a8 */
                double x = t->ox + ((up ? 7 - k : k) + 0.5) * t->cell, y = t->oy - (k + 0.5) * t->cell;
                int px = (int)(x * ZS_PX_PER_MM), py = (int)(y * ZS_PX_PER_MM), ink = 0;
                for (int dy = -1; dy <= 1; dy++) /* a thin line: the darkest of 3 x 3 */
                    for (int dx = -1; dx <= 1; dx++) {
                        unsigned pix = *(const unsigned *)(d + (py + dy) * stride + (px + dx) * 4);
                        ink |= ((pix >> 8) & 0xff) < 128;
                    }
                if (!ink)
                    fprintf(stderr, "  the middle of %c%d is not on a drawn diagonal\n",
                            'a' + (up ? 7 - k : k), k + 1);
                dark += ink;
            }
    }
    CHECK_INT(tiles, 1);
    CHECK_INT(dark, 16);
    cairo_surface_destroy(s);
    zs_close(&z);
}
