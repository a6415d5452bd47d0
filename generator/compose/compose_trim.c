/* compose_trim.c: crop marks on the component sheets for a print shop
 * (<trim crop-marks="yes"> in the layout). A mark is a short hairline on
 * the line of a straight cut, beyond the end of the cut and its bleed,
 * where a guillotine is lined up: at the corners of a board tile, a tray
 * and a reference card, and at both ends of every line of a sheet's cut
 * grid, and at the foot of the screen's walls. Round and shaped cuts
 * (discs, koma, chips, the screen's flaps) print their own cut line and get
 * none: scissors or a die follow it. A mark keeps
 * CROP_CLEAR from every item's ink (its box, measured text, bleed) and
 * CROP_EDGE inside the paper, in the first blank stretch of its line at
 * least CROP_MIN long: beyond words or the ruler (waste, which the cut
 * may run through) when they are in the way, never beyond a component;
 * a line end with no such room gets none. The bleed itself is decided where the items are placed
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
    const int *waste;      /* and whether it is waste once cut */
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
    case ITEM_FOLD:
        out = fmax(it->fold.bleed[0], it->fold.bleed[1]);
        break;
    case ITEM_HAND: case ITEM_RULER: case ITEM_SETUP:
    case ITEM_GALLERY_ROW: case ITEM_LEGEND: case ITEM_BOARD_KEY: case ITEM_TILE_MAP:
    case ITEM_SCREEN: case ITEM_FIGURE: case ITEM_THUMB: case ITEM_REFCARD:
    case ITEM_CROP_MARKS: case ITEM_DESIGN_DIAGRAM:
        break;
    }
    return (struct box){b.x0 - out, b.y0 - out, b.x1 + out, b.y1 + out};
}

/* Is what an item prints waste once the sheet is cut (words, the ruler,
 * the tile map), so that a cut may run through it? */
static int waste(enum item_kind kind)
{
    switch (kind) {
    case ITEM_TEXT: case ITEM_TITLE: case ITEM_RULER: case ITEM_TILE_MAP:
        return 1;
    case ITEM_BOARD_TILE: case ITEM_DISC: case ITEM_FOLD: case ITEM_HAND: case ITEM_CUT_GRID:
    case ITEM_SETUP: case ITEM_GALLERY_ROW: case ITEM_LEGEND: case ITEM_BOARD_KEY: case ITEM_CHIP:
    case ITEM_SCREEN: case ITEM_FIGURE: case ITEM_THUMB: case ITEM_REFCARD: case ITEM_CROP_MARKS:
    case ITEM_DESIGN_DIAGRAM:
        return 0;
    }
    return 0;
}

static int by_start(const void *a, const void *b)
{
    const double *x = a, *y = b;
    return (x[0] > y[0]) - (x[0] < y[0]);
}

/* A mark on the line through (x, y) along (dx, dy) (one of them 0),
 * starting there: in the first stretch of blank paper at least CROP_MIN
 * long, up to CROP_LEN. It may lie beyond words or the ruler (the cut
 * runs through them: they are waste), never beyond a component (the cut
 * would run through it), and keeps CROP_EDGE inside the paper. */
static void add_mark(struct marks *m, double x, double y, double dx, double dy)
{
    double limit = dx > 0 ? m->w - CROP_EDGE - x : dx < 0 ? x - CROP_EDGE
                 : dy > 0 ? m->h - CROP_EDGE - y : y - CROP_EDGE;
    double (*busy)[2] = xcalloc((size_t)m->nink + 1, sizeof *busy);
    int nbusy = 0;
    for (int i = 0; i < m->nink; i++) {
        struct box b = m->ink[i];
        b.x0 -= CROP_CLEAR; b.y0 -= CROP_CLEAR; b.x1 += CROP_CLEAR; b.y1 += CROP_CLEAR;
        /* across the mark's line: the box is beside it, or on it */
        double across = dx ? y : x, lo = dx ? b.y0 : b.x0, hi = dx ? b.y1 : b.x1;
        if (across < lo || across > hi)
            continue;
        double at = dx ? x : y, sign = dx ? dx : dy;
        double t0 = ((sign > 0 ? (dx ? b.x0 : b.y0) : (dx ? b.x1 : b.y1)) - at) * sign;
        double t1 = ((sign > 0 ? (dx ? b.x1 : b.y1) : (dx ? b.x0 : b.y0)) - at) * sign;
        if (t1 < 0)
            continue; /* behind the start */
        if (m->waste[i]) {
            busy[nbusy][0] = t0;
            busy[nbusy++][1] = t1;
        } else {
            limit = fmin(limit, t0); /* no mark beyond a component */
        }
    }
    qsort(busy, (size_t)nbusy, sizeof *busy, by_start);
    double t = 0, len = 0;
    for (int i = 0; i <= nbusy; i++) {
        double end = i < nbusy ? fmin(busy[i][0], limit) : limit;
        if (end - t >= CROP_MIN) {
            len = fmin(end - t, CROP_LEN);
            break;
        }
        if (i < nbusy)
            t = fmax(t, busy[i][1]);
        if (t >= limit)
            break;
    }
    free(busy);
    if (len < CROP_MIN)
        return;
    if (m->n == m->cap) {
        m->cap = m->cap ? 2 * m->cap : 32;
        m->m = xrealloc(m->m, (size_t)m->cap, sizeof *m->m);
    }
    m->m[m->n++] = (struct crop_mark){x + dx * t, y + dy * t, x + dx * (t + len), y + dy * (t + len)};
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
        double x0, y0, x1, y1;
        tile_page_box(t, &x0, &y0, &x1, &y1);
        mark_rect(m, x0, y0, x1, y1, bleed + CROP_GAP);
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
    case ITEM_THUMB: case ITEM_CROP_MARKS: case ITEM_DESIGN_DIAGRAM:
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
        int *waste_of = xcalloc((size_t)pg->nitems + 1, sizeof *waste_of);
        for (int j = 0; j < pg->nitems; j++) {
            ink[j] = ink_box(lo, &pg->items[j]);
            waste_of[j] = waste(pg->items[j].kind);
        }
        struct marks m = {NULL, 0, 0, ink, waste_of, pg->nitems, pg->w, pg->h};
        for (int j = 0; j < pg->nitems; j++)
            mark_item(&m, &pg->items[j]);
        free(waste_of);
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
