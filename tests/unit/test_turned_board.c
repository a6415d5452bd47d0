/* test_turned_board.c: a board wider than tall printed a quarter turn on an
 * upright page (issue 30, Capablanca review: its components PDF had the
 * board's page on its side and the pieces' page upright, awkward to print
 * in one go). On A4, Letter and A4-or-Letter every component page of
 * Capablanca is upright (old code: the board's page lay on its side), its
 * squares larger than before (A4: 22.9 mm against 19.0), every disc fits a
 * square with room round it, and the board is drawn where its plan says:
 * a1 dark and j1 light, the first player's edge at the page's right. */
#include <cairo.h>
#include <math.h>
#include <stdio.h>

#include "compose/compose.h"
#include "draw/draw-imp.h"
#include "load/load.h"
#include "model/model.h"
#include "test.h"

#define PX 4.0 /* pixels a mm */

/* The grey (0 black, 255 white) of page point (x, y) mm in img. */
static int grey_at(cairo_surface_t *img, double x, double y)
{
    const unsigned char *d = cairo_image_surface_get_data(img);
    int stride = cairo_image_surface_get_stride(img);
    return d[(int)(y * PX) * stride + 4 * (int)(x * PX) + 1];
}

/* The grey at the middle of square (file, rank) of t, drawn into img. */
static int square_grey(cairo_surface_t *img, const struct tile *t, int file, int rank)
{
    double px, py;
    tile_page_point(t, t->ox + (file + 0.5) * t->cell, t->oy - (rank + 0.5) * t->cell, &px, &py);
    return grey_at(img, px, py);
}

static void check_layout(const char *path, double least_cell)
{
    struct layout lo;
    struct variant v;
    struct composed c;
    CHECK_INT(layout_load(path, &lo, &(struct report){.file = path}), 0);
    if (test_compose_shipped("piecedefs/capablanca.xml", &lo, &v, &c) != 0) {
        layout_free(&lo);
        return;
    }
    const struct document *d = &c.components;
    int upright = 0;
    for (int p = 0; p < d->npages; p++)
        upright += d->pages[p].w < d->pages[p].h;
    if (upright != d->npages)
        fprintf(stderr, "  %s: %d of %d component pages upright\n", path, upright, d->npages);
    CHECK_INT(upright, d->npages);
    CHECK(c.board.turned && c.board.ntiles == 1);
    if (c.board.cell < least_cell)
        fprintf(stderr, "  %s: squares %.2f mm, want %.1f\n", path, c.board.cell, least_cell);
    CHECK(c.board.cell >= least_cell);
    /* every disc fits a square, a ring of it left round the disc */
    int discs = 0;
    for (int p = 0; p < d->npages; p++)
        for (int i = 0; i < d->pages[p].nitems; i++) {
            const struct item *it = &d->pages[p].items[i];
            if (it->kind != ITEM_DISC)
                continue;
            discs++;
            CHECK(2 * it->disc.r <= c.board.cell * DISC_SQUARE_FILL + 1e-6);
        }
    CHECK_INT(discs, 42); /* with a spare Queen a side */
    /* the board page: its tile inside the margins, drawn where planned */
    const struct page *pg = &d->pages[0];
    const struct item *tile = NULL;
    for (int i = 0; i < pg->nitems; i++)
        if (pg->items[i].kind == ITEM_BOARD_TILE)
            tile = &pg->items[i];
    CHECK(tile != NULL);
    if (tile) {
        const struct tile *t = &tile->tile;
        CHECK(tile->x >= lo.margin - 1e-6 && tile->x + tile->w <= pg->w - lo.margin + 1e-6);
        CHECK(tile->y >= lo.margin - 1e-6 && tile->y + tile->h <= pg->h - lo.margin + 1e-6);
        for (int k = 0; k < t->noutline; k++) {
            double px, py;
            tile_page_point(t, t->outline[k][0], t->outline[k][1], &px, &py);
            CHECK(px >= tile->x - 1e-6 && px <= tile->x + tile->w + 1e-6);
            CHECK(py >= tile->y - 1e-6 && py <= tile->y + tile->h + 1e-6);
        }
        /* a1 lies at the page's lower right: the first player's edge is
           the page's right, files running up the page */
        double ax, ay, jx, jy;
        tile_page_point(t, t->ox + 0.5 * t->cell, t->oy - 0.5 * t->cell, &ax, &ay);
        tile_page_point(t, t->ox + 9.5 * t->cell, t->oy - 0.5 * t->cell, &jx, &jy);
        CHECK(ax > pg->w / 2 && ay > jy && fabs(ax - jx) < 1e-6);
        cairo_surface_t *img = cairo_image_surface_create(CAIRO_FORMAT_RGB24, (int)(pg->w * PX),
                                                          (int)(pg->h * PX));
        cairo_t *cr = cairo_create(img);
        cairo_set_source_rgb(cr, 1, 1, 1);
        cairo_paint(cr);
        cairo_scale(cr, PX, PX);
        draw_board_tile(cr, &lo, &d->look, t);
        cairo_destroy(cr);
        cairo_surface_flush(img);
        int a1 = square_grey(img, t, 0, 0), j1 = square_grey(img, t, 9, 0);
        int a8 = square_grey(img, t, 0, 7), j8 = square_grey(img, t, 9, 7);
        if (!(a1 < 230 && j1 > 250 && a8 > 250 && j8 < 230))
            fprintf(stderr, "  %s: a1 %d j1 %d a8 %d j8 %d\n", path, a1, j1, a8, j8);
        CHECK(a1 < 230 && j1 > 250 && a8 > 250 && j8 < 230);
        cairo_surface_destroy(img);
    }
    compose_set_free(&c);
    variant_free(&v);
    layout_free(&lo);
}

void test_turned_board_capablanca(void)
{
    check_layout("layouts/a4.xml", 22.8);
    check_layout("layouts/letter.xml", 22.0);
    check_layout("layouts/a4-letter-safe.xml", 22.0);
}
