/* compose_trim.c: crop marks on the component sheets for a print shop
 * (<trim crop-marks="yes"> in the layout). A mark is a short hairline on
 * the line of a straight cut, beyond the end of the cut and its bleed,
 * where a guillotine is lined up: at the corners of a board tile, a tray
 * and a reference card, and at both ends of every line of a sheet's cut
 * grid, and at the foot of the screen's walls. Round and shaped cuts
 * (discs, koma, chips, the screen's flaps) print their own cut line and get
 * none: scissors or a die follow it. A mark keeps
 * CROP_CLEAR from every item's ink (its box, measured text, bleed) and
 * CROP_EDGE inside the paper; one with less than CROP_MIN of room is left
 * out. The bleed itself is decided where the items are placed
 * (place_tile, compose_resolve_components); the booklet has neither. */
#include "compose-imp.h"

#include <math.h>
#include <stdlib.h>

#include "base/base.h"

struct box {
    double x0, y0, x1, y1;
};

struct marks {
    struct crop_mark *m;
    int n, cap;
    const struct box *ink; /* every item's ink on the page */
    int nink;
    double w, h;           /* the paper */
};

/* Where an item's ink may reach: its box, and what runs past it. */
static struct box ink_box(const struct layout *lo, const struct item *it)
{
    struct box b = {it->x, it->y, it->x + it->w, it->y + it->h};
    double out = 0;
    switch (it->kind) {
    case ITEM_TEXT: case ITEM_TITLE: /* placed with no height, or a band's: measured */
        b.y1 = b.y0 + compose_text_block_height(lo, it->text.markup, it->text.size_pt, it->w);
        break;
    case ITEM_DISC:
        out = fmax(0, it->disc.r + it->disc.bleed - it->w / 2);
        break;
    case ITEM_BOARD_TILE:
        b.y1 += it->tile.bleed[EDGE_BOTTOM];
        b.y0 -= it->tile.bleed[EDGE_TOP];
        b.x0 -= it->tile.bleed[EDGE_LEFT];
        b.x1 += it->tile.bleed[EDGE_RIGHT];
        break;
    case ITEM_CUT_GRID:
        out = CUT_GRID_RUN;
        break;
    case ITEM_CHIP:
        out = it->chip.bleed;
        break;
    case ITEM_FOLD: case ITEM_HAND: case ITEM_RULER: case ITEM_SETUP:
    case ITEM_GALLERY_ROW: case ITEM_LEGEND: case ITEM_BOARD_KEY: case ITEM_TILE_MAP:
    case ITEM_SCREEN: case ITEM_FIGURE: case ITEM_THUMB: case ITEM_REFCARD:
    case ITEM_CROP_MARKS:
        break;
    }
    return (struct box){b.x0 - out, b.y0 - out, b.x1 + out, b.y1 + out};
}

/* A mark from (x, y) along (dx, dy) (one of them 0), as long as its room
 * allows, up to CROP_LEN; none when that is under CROP_MIN. */
static void add_mark(struct marks *m, double x, double y, double dx, double dy)
{
    /* the paper, less CROP_EDGE */
    double len = dx > 0 ? m->w - CROP_EDGE - x : dx < 0 ? x - CROP_EDGE
               : dy > 0 ? m->h - CROP_EDGE - y : y - CROP_EDGE;
    len = fmin(len, CROP_LEN);
    for (int i = 0; i < m->nink && len >= CROP_MIN; i++) {
        struct box b = m->ink[i];
        b.x0 -= CROP_CLEAR; b.y0 -= CROP_CLEAR; b.x1 += CROP_CLEAR; b.y1 += CROP_CLEAR;
        /* across the mark's line: the box is beside it, or in its way */
        double across = dx ? y : x, lo = dx ? b.y0 : b.x0, hi = dx ? b.y1 : b.x1;
        if (across < lo || across > hi)
            continue;
        double at = dx ? x : y, sign = dx ? dx : dy;
        double near = sign > 0 ? (dx ? b.x0 : b.y0) : (dx ? b.x1 : b.y1);
        double far = sign > 0 ? (dx ? b.x1 : b.y1) : (dx ? b.x0 : b.y0);
        if ((near - at) * sign <= 0 && (far - at) * sign >= 0)
            len = 0; /* it starts on ink */
        else if ((near - at) * sign > 0)
            len = fmin(len, (near - at) * sign);
    }
    if (len < CROP_MIN)
        return;
    if (m->n == m->cap) {
        m->cap = m->cap ? 2 * m->cap : 32;
        m->m = xrealloc(m->m, (size_t)m->cap, sizeof *m->m);
    }
    m->m[m->n++] = (struct crop_mark){x, y, x + dx * len, y + dy * len};
}

/* Both ends of a straight cut from (x0, y0) to (x1, y1), x0 <= x1 and
 * y0 <= y1, one of them equal: a mark `gap` past each end, on its line. */
static void mark_cut(struct marks *m, double x0, double y0, double x1, double y1, double gap)
{
    if (y0 == y1) {
        add_mark(m, x0 - gap, y0, -1, 0);
        add_mark(m, x1 + gap, y1, 1, 0);
    } else {
        add_mark(m, x0, y0 - gap, 0, -1);
        add_mark(m, x1, y1 + gap, 0, 1);
    }
}

/* A rectangle cut on its four edges: two marks at each corner. */
static void mark_rect(struct marks *m, double x0, double y0, double x1, double y1, double gap)
{
    mark_cut(m, x0, y0, x1, y0, gap);
    mark_cut(m, x0, y1, x1, y1, gap);
    mark_cut(m, x0, y0, x0, y1, gap);
    mark_cut(m, x1, y0, x1, y1, gap);
}

static void mark_item(struct marks *m, const struct item *it)
{
    switch (it->kind) {
    case ITEM_BOARD_TILE: {
        const struct tile *t = &it->tile;
        double bleed = fmax(fmax(t->bleed[0], t->bleed[1]), fmax(t->bleed[2], t->bleed[3]));
        mark_rect(m, t->cut_x0, t->cut_y0, t->cut_x1, t->cut_y1, bleed + CROP_GAP);
        break;
    }
    case ITEM_HAND: case ITEM_REFCARD:
        mark_rect(m, it->x, it->y, it->x + it->w, it->y + it->h, CROP_GAP);
        break;
    case ITEM_CUT_GRID: {
        double cw = it->w / it->cut_grid.cols, ch = it->h / it->cut_grid.rows;
        double gap = CUT_GRID_RUN + CROP_GAP;
        for (int i = 0; i <= it->cut_grid.cols; i++)
            mark_cut(m, it->x + i * cw, it->y, it->x + i * cw, it->y + it->h, gap);
        for (int j = 0; j <= it->cut_grid.rows; j++)
            mark_cut(m, it->x, it->y + j * ch, it->x + it->w, it->y + j * ch, gap);
        break;
    }
    case ITEM_SCREEN: { /* the walls' foot, and their sides (the last part's
                           right one: the others fold onto a side flap) */
        double x1 = it->x + it->screen.part_w, y1 = it->y + it->h;
        add_mark(m, it->x - CROP_GAP, y1, -1, 0);
        add_mark(m, it->x, y1 + CROP_GAP, 0, 1);
        if (it->screen.part == it->screen.parts - 1) {
            add_mark(m, x1 + CROP_GAP, y1, 1, 0);
            add_mark(m, x1, y1 + CROP_GAP, 0, 1);
        }
        break;
    }
    case ITEM_DISC: case ITEM_FOLD: case ITEM_CHIP:
        break; /* cut along their own outline, or by the sheet's cut grid */
    case ITEM_RULER: case ITEM_TEXT: case ITEM_TITLE: case ITEM_SETUP: case ITEM_GALLERY_ROW:
    case ITEM_LEGEND: case ITEM_BOARD_KEY: case ITEM_TILE_MAP: case ITEM_FIGURE:
    case ITEM_THUMB: case ITEM_CROP_MARKS:
        break; /* not cut */
    }
}

void compose_crop_marks(const struct layout *lo, struct document *doc)
{
    if (!lo->crop_marks)
        return;
    for (int i = 0; i < doc->npages; i++) {
        struct page *pg = &doc->pages[i];
        struct box *ink = xcalloc((size_t)pg->nitems + 1, sizeof *ink);
        for (int j = 0; j < pg->nitems; j++)
            ink[j] = ink_box(lo, &pg->items[j]);
        struct marks m = {NULL, 0, 0, ink, pg->nitems, pg->w, pg->h};
        for (int j = 0; j < pg->nitems; j++)
            mark_item(&m, &pg->items[j]);
        free(ink);
        if (!m.n)
            continue;
        struct box b = {m.m[0].x0, m.m[0].y0, m.m[0].x0, m.m[0].y0};
        for (int k = 0; k < m.n; k++) {
            b.x0 = fmin(b.x0, fmin(m.m[k].x0, m.m[k].x1));
            b.x1 = fmax(b.x1, fmax(m.m[k].x0, m.m[k].x1));
            b.y0 = fmin(b.y0, fmin(m.m[k].y0, m.m[k].y1));
            b.y1 = fmax(b.y1, fmax(m.m[k].y0, m.m[k].y1));
        }
        struct item *it = page_add_item(pg, ITEM_CROP_MARKS, b.x0, b.y0, b.x1 - b.x0, b.y1 - b.y0);
        it->crop.marks = m.m;
        it->crop.n = m.n;
    }
}
