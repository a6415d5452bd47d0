/* test_palace.c: Janggi's and Xiangqi's palace diagrams as their players
 * read them (issue 30, the review of Janggi: "the palace diagonals are
 * missing from the General's and Guard's diagrams"). Each booklet page is
 * drawn as printed and each gallery diagram read back from its pixels:
 *
 * - a diagram of the moves inside a palace (in="palace"), and the diagram
 *   of a piece confined to it that has no palace diagram of its own
 *   (Xiangqi's General and Advisor), draws the palace's two diagonal lines
 *   through the piece: ink halfway between the piece and each corner
 *   point, where no grid line and no mark lies; every other diagram leaves
 *   that place white.
 * - a hop's screen does not cross its arrow's shaft as a stroke: the
 *   Janggi Cannon's bar across the shaft made an x of each diagonal arrow
 *   (a capture, in the key), read as such across the table; the screen is
 *   a ring round the shaft, so the page is white across the shaft just
 *   beyond it. */
#include <cairo.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "compose/compose.h"
#include "draw/draw.h"
#include "load/load.h"
#include "model/model.h"
#include "notation/notation.h"
#include "test.h"

#define PX_PER_MM 20.0

/* The square (x, y, side mm) of booklet page pg, drawn as printed. */
static cairo_surface_t *page_part(const struct layout *lo, const struct document *doc,
                                  const struct page *pg, double x, double y, double side)
{
    int px = (int)(side * PX_PER_MM) + 1;
    return test_page_image(lo, doc, pg, PX_PER_MM, x, y, px, px);
}

/* Is there ink (darker than light grey) within 0.15 mm of (x, y) mm of s? */
static int inked(cairo_surface_t *s, double x, double y)
{
    int w = cairo_image_surface_get_width(s), h = cairo_image_surface_get_height(s);
    int stride = cairo_image_surface_get_stride(s), r = (int)(0.15 * PX_PER_MM);
    const unsigned char *data = cairo_image_surface_get_data(s);
    int cx = (int)(x * PX_PER_MM), cy = (int)(y * PX_PER_MM);
    for (int j = cy - r; j <= cy + r; j++)
        for (int i = cx - r; i <= cx + r; i++) {
            if (i < 0 || j < 0 || i >= w || j >= h)
                continue;
            unsigned px = *(const unsigned *)(data + j * stride + 4 * i);
            if (((px >> 8) & 0xff) < 200) /* green: grey lines and black marks alike */
                return 1;
        }
    return 0;
}

/* How many of the four places halfway from the piece to a diagonal
 * neighbour carry ink, in gallery diagram d of row g. */
static int diagonal_ink(const struct layout *lo, const struct document *doc, const struct page *pg,
                        const struct item_gallery_row *g, int d)
{
    double ds = g->diagram_size[d], in = fmax(0, (g->face - ds) / 2) /* as drawn: a larger box from its top left */;
    double x = g->diagram_x[d] + in, y = g->diagram_y + in;
    int n = g->diagram[d]->size, c = n / 2, ink = 0;
    double s = ds / n;
    cairo_surface_t *img = page_part(lo, doc, pg, x, y, ds);
    for (int a = 0; a <= 1; a++)
        for (int b = 0; b <= 1; b++)
            ink += inked(img, (c + a) * s, (c + b) * s);
    cairo_surface_destroy(img);
    return ink;
}

/* Should this diagram draw the palace's lines? Written out per game, from
 * its rules, not from the definition's zones the drawing reads. */
static int palace_drawn(const struct variant *v, const struct piece *p, const struct piece_diagram *pd)
{
    if (!strcmp(v->id, "janggi")) /* its in="..." diagrams are all of a palace */
        return pd->in_zone != NULL;
    return !strcmp(p->id, "general") || !strcmp(p->id, "advisor"); /* xiangqi */
}

void test_palace_lines_drawn(void)
{
    static const struct { const char *set; int lines, plain; } sets[] = {
        {"janggi", 5, 7},  /* General, Guard, Chariot, Cannon, Soldier in a palace */
        {"xiangqi", 2, 6}, /* General, Advisor */
    };
    struct layout lo;
    CHECK_INT(layout_load("layouts/a4.xml", &lo, &(struct report){.file = "layouts/a4.xml"}), 0);
    for (size_t k = 0; k < sizeof sets / sizeof *sets; k++) {
        char path[64];
        snprintf(path, sizeof path, "piecedefs/%s.xml", sets[k].set);
        struct variant v;
        struct composed c;
        if (test_compose_shipped(path, &lo, &v, &c) != 0)
            continue;
        int lines = 0, plain = 0;
        const struct item *it;
        for (int pg = 0, i = -1; (it = test_doc_next(&c.booklet, ITEM_GALLERY_ROW, &pg, &i));) {
            const struct page *page = &c.booklet.pages[pg];
            const struct item_gallery_row *g = &it->gallery;
            const struct piece *p = &v.pieces[g->piece];
            for (int d = 0; d < g->ndiagrams; d++) {
                const struct piece_diagram *pd = NULL;
                for (int e = 0; e < p->ndiagrams; e++)
                    if (&p->diagrams[e].grid == g->diagram[d])
                        pd = &p->diagrams[e];
                CHECK(pd != NULL);
                if (!pd)
                    continue;
                /* from a corner (from="corner") one line leaves the
                   piece, forward and right */
                int want = palace_drawn(&v, p, pd), ink = diagonal_ink(&lo, &c.booklet, page, g, d);
                int places = want ? (pd->grid.zone_corner ? 1 : 4) : 0;
                if (ink != places)
                    fprintf(stderr, "  %s %s diagram %d (%s): ink at %d of 4 places on the "
                            "diagonals, want %d\n", v.id, p->id, d + 1,
                            pd->in_zone ? pd->in_zone : "everywhere", ink, places);
                CHECK_INT(ink, places);
                lines += want;
                plain += !want;
            }
        }
        CHECK_INT(lines, sets[k].lines);
        CHECK_INT(plain, sets[k].plain);
        compose_set_free(&c);
        variant_free(&v);
    }
    layout_free(&lo);
}

/* Across the shaft of each of the Janggi Cannon's hop arrows, 0.26 of a
 * cell (times the arrow's widening) either side of its screen's place: the
 * bar reached 0.30 there, the ring reaches 0.20. And on the ring (0.17)
 * there is ink: the screen is drawn. */
void test_hop_screen_not_a_cross(void)
{
    struct layout lo;
    CHECK_INT(layout_load("layouts/a4.xml", &lo, &(struct report){.file = "layouts/a4.xml"}), 0);
    struct variant v;
    struct composed c;
    if (test_compose_shipped("piecedefs/janggi.xml", &lo, &v, &c) != 0) {
        layout_free(&lo);
        return;
    }
    int hops = 0, diagonal = 0;
    for (int pg = 0; pg < c.booklet.npages; pg++) {
        const struct page *page = &c.booklet.pages[pg];
        for (int i = 0; i < page->nitems; i++) {
            const struct item_gallery_row *g = &page->items[i].gallery;
            if (page->items[i].kind != ITEM_GALLERY_ROW || strcmp(v.pieces[g->piece].id, "cannon"))
                continue;
            for (int d = 0; d < g->ndiagrams; d++) {
                const struct diagram *dg = g->diagram[d];
                int n = dg->size, mid = n / 2;
                double ds = g->diagram_size[d], in = fmax(0, (g->face - ds) / 2) /* as drawn: a larger box from its top left */, s = ds / n;
                double x = g->diagram_x[d] + in, y = g->diagram_y + in;
                double k = fmax(1.0, fmax(g->mark_mm, 1.2) / (0.48 * s));
                cairo_surface_t *img = page_part(&lo, &c.booklet, page, x, y, ds);
                for (int row = 0; row < n; row++)
                    for (int col = 0; col < n; col++) {
                        const struct diagram_cell *cl = &dg->cells[row * n + col];
                        if (cl->shape != CELL_HOP && cl->shape2 != CELL_HOP)
                            continue;
                        double ux = col - mid, uy = row - mid, len = hypot(ux, uy);
                        ux /= len;
                        uy /= len;
                        double cx = (col + 0.5) * s - 0.14 * s * ux, cy = (row + 0.5) * s - 0.14 * s * uy;
                        int across = 0;
                        for (int side = -1; side <= 1; side += 2)
                            across += inked(img, cx - side * uy * 0.26 * s * k, cy + side * ux * 0.26 * s * k);
                        if (across)
                            fprintf(stderr, "  janggi cannon diagram %d: ink across the shaft of the "
                                    "hop at (%+d,%+d)\n", d + 1, col - mid, mid - row);
                        CHECK_INT(across, 0);
                        CHECK(inked(img, cx - uy * 0.17 * s * k, cy + ux * 0.17 * s * k));
                        hops++;
                        diagonal += ux != 0 && uy != 0;
                    }
                cairo_surface_destroy(img);
            }
        }
    }
    CHECK_INT(hops, 8);      /* 4 straight, and 4 in the palace */
    CHECK_INT(diagonal, 0);  /* the diagonal hop is drawn from a corner */
    compose_set_free(&c);
    variant_free(&v);
    layout_free(&lo);
}
