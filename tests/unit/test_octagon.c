/* test_octagon.c: Janggi's pieces are octagons, as a real set's (issue 30,
 * the review of Janggi: "real Janggi pieces are octagons; these are round
 * discs"); Xiangqi's stay round. Each piece on the component sheets and in
 * the booklet's gallery is drawn as printed and read back from its pixels:
 *
 * - toward a corner (22.5 degrees off the flats) an octagon's cut line lies
 *   r / cos 22.5 out, 8 % past the circle a round disc is cut along: ink
 *   there on an octagon, none on a disc; a dark piece's black bleeds past
 *   the cut along the octagon too, so its corner is black 4 % past the
 *   round bleed;
 * - across a flat the octagon ends where the circle did, bleed and all:
 *   white 0.3 mm past it (Xiangqi's dark discs bleed to within 0.5 mm of
 *   each other), so the pieces take the room the discs did, on the sheet
 *   and on the board (unit compose_neighbours_clear's palace
 *   spacing holds for octagons: a neighbour on a line or a palace diagonal
 *   faces a flat, r from the centre);
 * - the piece in the middle of each movement diagram, and in the key, is an
 *   octagon too (the issue: "the piece's own shape everywhere"): black 0.375
 *   of a cell out toward its corner, past the round counter's 0.36. */
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

static double PX_PER_MM = 20.0, SPAN = 40.0; /* mm of page drawn round a piece's centre */

/* The SPAN x SPAN mm of page pg round (cx, cy), drawn as printed. */
static cairo_surface_t *around(const struct layout *lo, const struct document *doc,
                               const struct page *pg, double cx, double cy)
{
    int px = (int)(SPAN * PX_PER_MM);
    return test_page_image(lo, doc, pg, PX_PER_MM, cx - SPAN / 2, cy - SPAN / 2, px, px);
}

/* Ink (any channel under 200) within 2 px of the point d mm from the
 * centre at angle a (radians, clockwise from the right)? */
static int ink_at(cairo_surface_t *s, double d, double a)
{
    int stride = cairo_image_surface_get_stride(s), r = 2; /* px: 0.1 mm at 20 px/mm */
    const unsigned char *data = cairo_image_surface_get_data(s);
    int cx = (int)((SPAN / 2 + d * cos(a)) * PX_PER_MM), cy = (int)((SPAN / 2 + d * sin(a)) * PX_PER_MM);
    for (int j = cy - r; j <= cy + r; j++)
        for (int i = cx - r; i <= cx + r; i++) {
            unsigned px = *(const unsigned *)(data + j * stride + 4 * i);
            if (((px >> 16) & 0xff) < 200 || ((px >> 8) & 0xff) < 200 || (px & 0xff) < 200)
                return 1;
        }
    return 0;
}

#define CORNER (M_PI / 8)

/* One piece at (cx, cy) of page pg, cut at r, its black bleeding b past
 * (0: a light piece): its corners and flats as its shape has them. */
static void check_piece(const struct layout *lo, const struct document *doc, const struct page *pg,
                        double cx, double cy, double r, double b, int octagon, const char *where)
{
    cairo_surface_t *s = around(lo, doc, pg, cx, cy);
    int corner = b > 0 ? ink_at(s, (r + b) * 1.04, CORNER) : ink_at(s, r / cos(CORNER), CORNER);
    int flat = 0;
    for (int k = 0; k < 8; k++)
        flat += ink_at(s, r + b + 0.3, k * M_PI / 4);
    if (corner != octagon || flat)
        fprintf(stderr, "  %s at (%.1f, %.1f) r %.2f bleed %.1f: corner ink %d (want %d), "
                "ink past %d of 8 flats\n", where, cx, cy, r, b, corner, octagon, flat);
    CHECK_INT(corner, octagon);
    CHECK_INT(flat, 0);
    cairo_surface_destroy(s);
}

/* Diagram d of gallery row g: its centre counter reaches 0.375 of a cell
 * toward a corner as an octagon does, not as a circle (0.36). */
static void check_counter(const struct layout *lo, const struct document *doc, const struct page *pg,
                          const struct item_gallery_row *g, int d, int octagon)
{
    double ds = g->diagram_size[d], in = fmax(0, (g->face - ds) / 2) /* as drawn: a larger box from its top left */, cell = ds / g->diagram[d]->size;
    PX_PER_MM = 100;
    SPAN = cell;
    cairo_surface_t *s = around(lo, doc, pg, g->diagram_x[d] + in + ds / 2, g->diagram_y + in + ds / 2);
    int ink = 0;
    for (int k = 0; k < 8; k++)
        ink += ink_at(s, 0.375 * cell, CORNER + k * M_PI / 4);
    if (ink != (octagon ? 8 : 0))
        fprintf(stderr, "  diagram %d: counter ink at %d of 8 corners, want %d\n", d, ink,
                octagon ? 8 : 0);
    CHECK_INT(ink, octagon ? 8 : 0);
    cairo_surface_destroy(s);
    PX_PER_MM = 20;
    SPAN = 40;
}

void test_octagon_pieces(void)
{
    static const struct { const char *set; int octagon; } sets[] = {{"janggi", 1}, {"xiangqi", 0}};
    struct layout lo;
    CHECK_INT(layout_load("layouts/a4.xml", &lo, &(struct report){.file = "layouts/a4.xml"}), 0);
    for (size_t k = 0; k < sizeof sets / sizeof *sets; k++) {
        char path[64];
        snprintf(path, sizeof path, "piecedefs/%s.xml", sets[k].set);
        struct variant v;
        struct composed c;
        if (test_compose_shipped(path, &lo, &v, &c) != 0)
            continue;
        CHECK_INT(v.components.shape == SHAPE_OCTAGON, sets[k].octagon);
        int discs = 0, dark = 0, rows = 0;
        for (int p = 0; p < c.components.npages; p++) {
            const struct page *pg = &c.components.pages[p];
            for (int i = 0; i < pg->nitems; i++) {
                const struct item *it = &pg->items[i];
                if (it->kind != ITEM_DISC)
                    continue;
                double b = it->disc.dark ? it->disc.bleed : 0;
                check_piece(&lo, &c.components, pg, it->x + it->w / 2, it->y + it->h / 2,
                            it->disc.r, b, sets[k].octagon, v.id);
                discs++;
                dark += it->disc.dark;
            }
        }
        for (int p = 0; p < c.booklet.npages; p++) {
            const struct page *pg = &c.booklet.pages[p];
            for (int i = 0; i < pg->nitems; i++) {
                const struct item_gallery_row *g = &pg->items[i].gallery;
                if (pg->items[i].kind != ITEM_GALLERY_ROW)
                    continue;
                for (int f = 0; f < 2; f++)
                    check_piece(&lo, &c.booklet, pg, g->face_x[f] + g->face_w / 2, g->face_cy,
                                g->face_w / 2, 0, sets[k].octagon, "gallery");
                for (int d = 0; d < g->ndiagrams; d++)
                    check_counter(&lo, &c.booklet, pg, g, d, sets[k].octagon);
                rows++;
            }
        }
        struct diagram_cell key[40];
        int nkey = compose_legend_cells(&v, key, 40);
        CHECK(nkey > 0 && key[0].shape == CELL_SELF);
        CHECK_INT(nkey > 0 && (key[0].flags & CELL_FLAG_OCTAGON), sets[k].octagon);
        CHECK_INT(discs, 32);
        CHECK_INT(dark, 16);
        CHECK_INT(rows, 7);
        compose_set_free(&c);
        variant_free(&v);
    }
    layout_free(&lo);
}
