/* test_start_marks.c: a square board's start marks are one mark, seen
 * whole (issue 30, player review of the rotation game: the board drew
 * crosses at the squares' centres, halved on the edge squares and hidden
 * under the tiles, while the cover's picture framed each start square).
 * Every shipped set on squares with corner marks (the rotation game), on A4:
 * its board pages and the cover's picture of the start are drawn at
 * PX_MM px/mm and each marked square read in its four corners, a tenth of
 * a cell along each bracket's arms: ink (luma below 0.6 within 2 px) at all
 * eight places of every marked square, on the edges too, on the board
 * and, round the tiles standing on them, in the picture; and no frame: the
 * middle of each side, as far out, reads light (0.9 or more). */
#include <cairo.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "compose/compose.h"
#include "draw/draw.h"
#include "model/model.h"
#include "test.h"

#define PX_MM 12.0

static double darkest(cairo_surface_t *s, double x_mm, double y_mm)
{
    int x0 = (int)(x_mm * PX_MM), y0 = (int)(y_mm * PX_MM);
    int w = cairo_image_surface_get_width(s), h = cairo_image_surface_get_height(s);
    double least = 1;
    for (int y = y0 - 2; y <= y0 + 2; y++)
        for (int x = x0 - 2; x <= x0 + 2; x++) {
            if (x < 0 || y < 0 || x >= w || y >= h)
                continue;
            const unsigned char *row = cairo_image_surface_get_data(s) + y * cairo_image_surface_get_stride(s);
            unsigned v;
            memcpy(&v, row + 4 * x, sizeof v);
            double l = (0.299 * ((v >> 16) & 255) + 0.587 * ((v >> 8) & 255) + 0.114 * (v & 255)) / 255.0;
            least = fmin(least, l);
        }
    return least;
}

static cairo_surface_t *page_image(const struct layout *lo, const struct document *doc,
                                   const struct page *pg)
{
    return test_page_image(lo, doc, pg, PX_MM, 0, 0, (int)ceil(pg->w * PX_MM),
                           (int)ceil(pg->h * PX_MM));
}

/* The marked squares of tile t, drawn at (x0, y0) page mm and k of its size,
 * read in their corners; how many places lack ink. */
static int corners_missing(cairo_surface_t *s, const struct board_art *b, const struct tile *t,
                           double x0, double y0, double k, const char *what)
{
    int bad = 0;
    double c = t->cell * k, in = 0.45 * c, along = 0.35 * c;
    for (int i = 0; i < b->nmarks; i++) {
        const struct mark_art *m = &b->marks[i];
        if (m->symbol != MSYM_CORNERS || m->x < t->fx0 || m->x >= t->fx1 || m->y < t->ry0 ||
            m->y >= t->ry1)
            continue;
        double cx = x0 + k * t->ox + (m->x - t->fx0 + 0.5) * c;
        double cy = y0 + k * t->oy - (m->y - t->ry0 + 0.5) * c;
        for (int sx = -1; sx <= 1; sx += 2)
            for (int sy = -1; sy <= 1; sy += 2) {
                double l1 = darkest(s, cx + sx * along, cy + sy * in);
                double l2 = darkest(s, cx + sx * in, cy + sy * along);
                if (l1 >= 0.6 || l2 >= 0.6) {
                    if (!bad)
                        fprintf(stderr, "  %s: square %d,%d corner %+d%+d reads %.2f/%.2f\n", what,
                                m->x, m->y, sx, sy, l1, l2);
                    bad++;
                }
            }
        /* between the brackets, the middle of each side: no frame */
        for (int e = 0; e < 4; e++) {
            double l = darkest(s, cx + (e < 2 ? (e ? in : -in) : 0), cy + (e < 2 ? 0 : e == 2 ? in : -in));
            if (l < 0.9) {
                if (!bad)
                    fprintf(stderr, "  %s: square %d,%d framed (side %d reads %.2f)\n", what, m->x,
                            m->y, e, l);
                bad++;
            }
        }
    }
    return bad;
}

static void start_marks(const struct layout *lo, const char *paper, struct variant *v,
                        struct composed *c, void *ctx)
{
    const struct board_art *b = &c->components.look.board;
    int corners = 0;
    for (int i = 0; i < b->nmarks; i++)
        corners |= b->marks[i].symbol == MSYM_CORNERS;
    if (!corners || b->cells != CELLS_SQUARES || strcmp(paper, "layouts/a4.xml"))
        return;
    ++*(int *)ctx;
    for (int p = 0; p < c->components.npages; p++) {
        const struct page *pg = &c->components.pages[p];
        cairo_surface_t *s = NULL;
        for (int i = 0; i < pg->nitems; i++) {
            const struct item *it = &pg->items[i];
            if (it->kind != ITEM_BOARD_TILE)
                continue;
            if (!s)
                s = page_image(lo, &c->components, pg);
            CHECK_INT(corners_missing(s, b, &it->tile, 0, 0, 1, v->id), 0);
        }
        if (s)
            cairo_surface_destroy(s);
    }
    const struct page *cover = &c->booklet.pages[0];
    cairo_surface_t *s = page_image(lo, &c->booklet, cover);
    int pictures = 0;
    for (int i = 0; i < cover->nitems; i++) {
        const struct item *it = &cover->items[i];
        if (it->kind != ITEM_SETUP)
            continue;
        pictures++;
        CHECK_INT(corners_missing(s, &c->booklet.look.board, &it->setup.tile, it->x, it->y,
                                  it->setup.scale, "cover"), 0);
    }
    CHECK_INT(pictures, 1);
    cairo_surface_destroy(s);
}

void test_start_marks_whole(void)
{
    int seen = 0;
    test_each_shipped(start_marks, &seen);
    CHECK(seen >= 1);
}
