/* test_fold_line.c: the line a fold-over piece is folded on prints dashed,
 * as the sheets' words say ("fold it along the dotted line"): the ninth
 * player review found Shogi's, Minishogi's and Tori Shogi's folds solid,
 * each face's outline stroked along its base over the dashes. Every fold
 * of every shipped set's component sheets (A4) is read on the page drawn
 * at 8 pixels a millimetre: along the middle of the fold, where the faces
 * around it are light, at most 80 % of the pixels may be dark (dashes and
 * gaps of equal length give about half). */
#include <cairo.h>
#include <glob.h>
#include <stdio.h>
#include <stdlib.h>

#include "compose/compose.h"
#include "draw/draw.h"
#include "load/load.h"
#include "model/model.h"
#include "test.h"

#define PX_PER_MM 8.0

static double lum(const cairo_surface_t *img, int x, int y)
{
    cairo_surface_t *s = (cairo_surface_t *)img;
    int w = cairo_image_surface_get_width(s), h = cairo_image_surface_get_height(s);
    if (x < 0 || y < 0 || x >= w || y >= h)
        return 1;
    const unsigned char *row = cairo_image_surface_get_data(s) + (size_t)y * cairo_image_surface_get_stride(s);
    unsigned px = ((const unsigned *)row)[x];
    return (((px >> 16) & 255) + ((px >> 8) & 255) + (px & 255)) / (3 * 255.0);
}

/* The share of dark pixels along the fold's middle, or -1 where the faces
 * beside it are not light enough to tell. */
static double fold_dark_share(const cairo_surface_t *img, const struct item_fold *f)
{
    double len = f->fold_x1 - f->fold_x0;
    int y = (int)(f->fold_y * PX_PER_MM);
    int x0 = (int)((f->fold_x0 + 0.2 * len) * PX_PER_MM), x1 = (int)((f->fold_x1 - 0.2 * len) * PX_PER_MM);
    int off = (int)(0.6 * PX_PER_MM), dark = 0, n = 0;
    for (int x = x0; x < x1; x++) {
        if (lum(img, x, y - off) < 0.7 || lum(img, x, y + off) < 0.7)
            return -1;
        dark += lum(img, x, y) < 0.5;
        n++;
    }
    return n ? (double)dark / n : -1;
}

void test_fold_line_dashed(void)
{
    glob_t g;
    if (test_shipped(&g) != 0)
        return;
    struct layout lo;
    CHECK_INT(layout_load("layouts/a4.xml", &lo, &(struct report){.file = "layouts/a4.xml"}), 0);
    int folds = 0, koma = 0;
    for (size_t d = 0; d < g.gl_pathc; d++) {
        struct variant v;
        struct composed c;
        if (test_compose_shipped(g.gl_pathv[d], &lo, &v, &c) != 0)
            continue;
        const struct document *doc = &c.components;
        for (int p = 0; p < doc->npages; p++) {
            const struct page *pg = &doc->pages[p];
            int any = 0;
            for (int i = 0; i < pg->nitems; i++)
                any |= pg->items[i].kind == ITEM_FOLD && !pg->items[i].fold.single;
            if (!any)
                continue;
            cairo_surface_t *img = cairo_image_surface_create(
                CAIRO_FORMAT_RGB24, (int)(pg->w * PX_PER_MM), (int)(pg->h * PX_PER_MM));
            cairo_t *cr = cairo_create(img);
            cairo_set_source_rgb(cr, 1, 1, 1);
            cairo_paint(cr);
            cairo_scale(cr, PX_PER_MM, PX_PER_MM);
            draw_page(cr, &lo, doc, pg);
            cairo_destroy(cr);
            cairo_surface_flush(img);
            for (int i = 0; i < pg->nitems; i++) {
                const struct item *it = &pg->items[i];
                if (it->kind != ITEM_FOLD || it->fold.single)
                    continue;
                double share = fold_dark_share(img, &it->fold);
                if (share < 0)
                    continue;
                folds++;
                koma += it->fold.ncut > 0;
                if (share > 0.8)
                    fprintf(stderr, "  %s page %d: a fold at y %.1f mm is %.0f %% dark\n",
                            g.gl_pathv[d], p + 1, it->fold.fold_y, 100 * share);
                CHECK(share <= 0.8);
            }
            cairo_surface_destroy(img);
        }
        compose_set_free(&c);
        variant_free(&v);
    }
    CHECK(folds >= 200);
    CHECK(koma >= 80); /* Shogi's 40, Tori Shogi's 32, Minishogi's 12 */
    layout_free(&lo);
    globfree(&g);
}
