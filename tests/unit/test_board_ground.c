/* test_board_ground.c: the board's ground as it prints (issue 30: "boards
 * plain"). Every shipped set is composed on A4 and each board tile of its
 * component pages drawn into an image at 8 px/mm; each cell is read near
 * its lower-left corner (a fifth of a cell in, clear of the grid lines, of
 * the marks at cell centres and of the dots at intersections; three tenths
 * up on a drawn diagonal, Sittuyin's, which runs through a fifth up), and
 * each hand
 * tray's slot in its middle. A koma set's cells and its trays' slots
 * (shape="pentagon": the shogi family, played on a wooden board, its
 * captured pieces on a wooden komadai) print a pale wood tone: in grey
 * (Rec. 601 luma) at least 0.85, so that it costs no more ink than a
 * chequered board's grey squares, and at most 0.95, so that it shows on a
 * home printer. Every other set's light cells and slots stay white paper.
 * (Points boards, Xiangqi's and Janggi's, are not read: their river words
 * lie across cells.) */
#include <cairo.h>
#include <glob.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "compose/compose.h"
#include "draw/draw.h"
#include "load/load.h"
#include "model/model.h"
#include "test.h"

#define PX_MM 8.0

static double luma_at(cairo_surface_t *s, double x_mm, double y_mm)
{
    int x = (int)(x_mm * PX_MM), y = (int)(y_mm * PX_MM);
    if (x < 0 || y < 0 || x >= cairo_image_surface_get_width(s) || y >= cairo_image_surface_get_height(s))
        return -1;
    const unsigned char *row = cairo_image_surface_get_data(s) + y * cairo_image_surface_get_stride(s);
    unsigned v;
    memcpy(&v, row + 4 * x, sizeof v);
    return (0.299 * ((v >> 16) & 255) + 0.587 * ((v >> 8) & 255) + 0.114 * (v & 255)) / 255.0;
}

/* Is cell (x, y) dark or in a tinted zone (a zone's dots and outlines
 * leave the middle of its cells alone)? */
static int coloured_cell(const struct board_art *b, int x, int y)
{
    if (b->dark && b->dark[y * b->files + x])
        return 1;
    for (int i = 0; i < b->nzones; i++)
        if (b->zones[i].mark == ZMARK_TINT && b->zones[i].in[y * b->files + x])
            return 1;
    return 0;
}

/* How far up cell (x, y) is read: off a zone's drawn diagonal through it */
static double on_diagonal(const struct board_art *b, int x, int y)
{
    for (int i = 0; i < b->nzones; i++) {
        const struct zone_art *z = &b->zones[i];
        if (z->mark == ZMARK_DIAGONALS && z->rect && x >= z->x0 && x <= z->x1 && y >= z->y0 &&
            y <= z->y1 && (x - z->x0 == y - z->y0 || x - z->x0 == z->y1 - y))
            return 0.3;
    }
    return 0.2;
}

/* The cells of a page's board tiles and the slots of its hand trays read
 * outside the bounds given; *cells counts the cells and slots read. */
static int page_ground(const struct layout *lo, const struct document *doc, const struct page *pg,
                       double lo_luma, double hi_luma, int *cells)
{
    cairo_surface_t *s = test_page_image(lo, doc, pg, PX_MM, 0, 0, (int)ceil(pg->w * PX_MM),
                                         (int)ceil(pg->h * PX_MM));
    const struct board_art *b = &doc->look.board;
    int bad = 0;
    for (int i = 0; i < pg->nitems; i++) {
        const struct item *it = &pg->items[i];
        if (it->kind == ITEM_HAND) { /* each slot's middle, as render.c lays them */
            double cell = (it->w - 8) / it->hand.cols;
            for (int k = 0; k < it->hand.slots; k++) {
                double l = luma_at(s, it->x + 4 + (k % it->hand.cols + 0.5) * cell,
                                   it->y + it->hand.band + (k / it->hand.cols + 0.5) * cell);
                (*cells)++;
                if (l < lo_luma - 1e-9 || l > hi_luma + 1e-9) {
                    if (!bad)
                        fprintf(stderr, "hand slot %d reads %.3f, not %.2f-%.2f\n", k, l, lo_luma,
                                hi_luma);
                    bad++;
                }
            }
        }
        if (it->kind != ITEM_BOARD_TILE || b->cells != CELLS_SQUARES)
            continue; /* a points board's cells are not squares to read */
        const struct tile *t = &it->tile;
        for (int y = t->ry0; y < t->ry1; y++)
            for (int x = t->fx0; x < t->fx1; x++) {
                if (coloured_cell(b, x, y))
                    continue;
                double px, py; /* a turned tile's cell where it prints */
                tile_page_point(t, t->ox + (x - t->fx0 + 0.2) * t->cell,
                                t->oy - (y - t->ry0 + on_diagonal(b, x, y)) * t->cell, &px, &py);
                double l = luma_at(s, px, py);
                (*cells)++;
                if (l < lo_luma - 1e-9 || l > hi_luma + 1e-9) {
                    if (!bad)
                        fprintf(stderr, "cell %d,%d reads %.3f, not %.2f-%.2f\n", x, y, l, lo_luma,
                                hi_luma);
                    bad++;
                }
            }
    }
    cairo_surface_destroy(s);
    return bad;
}

void test_board_ground(void)
{
    struct layout lo;
    CHECK_INT(layout_load("layouts/a4.xml", &lo, &(struct report){.file = "layouts/a4.xml"}), 0);
    glob_t g;
    if (test_shipped(&g) != 0)
        return;
    int wood = 0;
    for (size_t i = 0; i < g.gl_pathc; i++) {
        struct variant v;
        struct composed c;
        if (test_compose_shipped(g.gl_pathv[i], &lo, &v, &c) != 0)
            continue;
        int koma = v.components.shape == SHAPE_PENTAGON && v.board.cells == CELLS_SQUARES;
        CHECK_INT(c.components.look.board.wood, koma);
        wood += koma;
        int bad = 0, cells = 0;
        for (int p = 0; p < c.components.npages; p++)
            bad += page_ground(&lo, &c.components, &c.components.pages[p], koma ? 0.85 : 1,
                               koma ? 0.95 : 1, &cells);
        if (bad)
            fprintf(stderr, "%s: %d of %d cells off their ground\n", v.id, bad, cells);
        CHECK_INT(bad, 0);
        CHECK(v.board.cells != CELLS_SQUARES || cells > 0);
        compose_set_free(&c);
        variant_free(&v);
    }
    CHECK(wood >= 3); /* shogi, minishogi, tori-shogi */
    globfree(&g);
    layout_free(&lo);
}
