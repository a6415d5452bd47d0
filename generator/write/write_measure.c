/* measure.c: legibility and paper use of the component pages. Each page is
 * drawn onto a PDF surface that writes nowhere, with an ink ledger attached
 * (draw_ledger.c); the ledger gives every text's printed size and every
 * diagram mark's and cell's printed size, each tagged with the item it
 * belongs to. The empty share is the part of the printable area (inside
 * the margins) that no item's box and no text's ink box covers, counted on
 * a 0.5 mm raster. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cairo.h>
#include <cairo-pdf.h>

#include "write.h"
#include "draw/draw.h"
#include "base/base.h"

#define RASTER 0.5

int write_item_is_component(enum item_kind kind)
{
    switch (kind) {
    case ITEM_BOARD_TILE:
    case ITEM_DISC:
    case ITEM_FOLD:
    case ITEM_HAND:
    case ITEM_CHIP:
    case ITEM_SCREEN:
    case ITEM_REFCARD:
        return 1;
    case ITEM_RULER: case ITEM_TEXT: case ITEM_TITLE: case ITEM_CUT_GRID: case ITEM_SETUP:
    case ITEM_GALLERY_ROW: case ITEM_LEGEND: case ITEM_BOARD_KEY: case ITEM_TILE_MAP:
    case ITEM_FIGURE: case ITEM_THUMB: case ITEM_CROP_MARKS: case ITEM_DESIGN_DIAGRAM:
        return 0;
    }
    return 0;
}

static cairo_status_t discard(void *closure, const unsigned char *data, unsigned int length)
{
    (void)closure;
    (void)data;
    (void)length;
    return CAIRO_STATUS_SUCCESS;
}

static void cover(unsigned char *grid, int gw, int gh, double ox, double oy,
                  double x0, double y0, double x1, double y1)
{
    int i0 = (int)floor((x0 - ox) / RASTER), i1 = (int)ceil((x1 - ox) / RASTER);
    int j0 = (int)floor((y0 - oy) / RASTER), j1 = (int)ceil((y1 - oy) / RASTER);
    if (i0 < 0) i0 = 0;
    if (j0 < 0) j0 = 0;
    if (i1 > gw) i1 = gw;
    if (j1 > gh) j1 = gh;
    for (int j = j0; j < j1; j++)
        for (int i = i0; i < i1; i++)
            grid[j * gw + i] = 1;
}

static void least(double *slot, double v)
{
    if (v > 0 && (*slot == 0 || v < *slot))
        *slot = v;
}

/* What an item is, for the lines about sizes under the minimums. */
/* The piece a placed piece (ITEM_DISC, ITEM_FOLD) is, and its side; 0 for
 * other items. */
static int placed_piece(const struct item *it, int *piece, int *side)
{
    if (it->kind == ITEM_FOLD) {
        *piece = it->fold.piece;
        *side = it->fold.side;
        return 1;
    }
    if (it->kind == ITEM_DISC) {
        *piece = it->disc.piece;
        *side = it->disc.side;
        return 1;
    }
    return 0;
}

static const char *item_name(const struct look *lk, const struct item *it)
{
    int piece, side;
    if (placed_piece(it, &piece, &side) && piece >= 0 && piece < lk->npieces)
        return lk->pieces[piece].id;
    switch (it->kind) {
    case ITEM_BOARD_TILE: return "board";
    case ITEM_HAND: return "hand";
    case ITEM_CHIP: return "chip";
    case ITEM_SCREEN: return "screen";
    case ITEM_REFCARD: return "quick-reference card";
    case ITEM_DISC: case ITEM_FOLD: case ITEM_RULER: case ITEM_TEXT: case ITEM_TITLE:
    case ITEM_CUT_GRID: case ITEM_SETUP: case ITEM_GALLERY_ROW: case ITEM_LEGEND:
    case ITEM_BOARD_KEY: case ITEM_TILE_MAP: case ITEM_FIGURE: case ITEM_THUMB:
    case ITEM_CROP_MARKS: case ITEM_DESIGN_DIAGRAM:
        return "page";
    }
    return "page";
}

void write_measure_page(const struct layout *lo, const struct document *doc, const struct page *pg,
                        struct write_page_measure *out, FILE *below)
{
    /* a PDF surface that writes nowhere, in points as the real PDF is: the
       drawing calls run and note what they print */
    cairo_surface_t *s = cairo_pdf_surface_create_for_stream(discard, NULL, pg->w * 72 / 25.4,
                                                             pg->h * 72 / 25.4);
    cairo_t *cr = cairo_create(s);
    cairo_scale(cr, 72 / 25.4, 72 / 25.4);
    struct ink_ledger l;
    draw_ink_ledger_attach(cr, &l);
    draw_page(cr, lo, doc, pg);
    cairo_destroy(cr);
    cairo_surface_finish(s);
    cairo_surface_destroy(s);

    out->text_pt = out->mark_mm = out->cell_mm = out->big_cell_mm = 0;
    double ox = lo->margin, oy = lo->margin;
    int gw = (int)floor((pg->w - 2 * lo->margin) / RASTER);
    int gh = (int)floor((pg->h - 2 * lo->margin) / RASTER);
    if (gw < 1) gw = 1;
    if (gh < 1) gh = 1;
    unsigned char *grid = xcalloc((size_t)gw * (size_t)gh, 1);
    for (int i = 0; i < pg->nitems; i++) {
        const struct item *it = &pg->items[i];
        if (it->kind != ITEM_TEXT && it->kind != ITEM_TITLE)
            cover(grid, gw, gh, ox, oy, it->x, it->y, it->x + it->w, it->y + it->h);
    }
    for (int k = 0; k < l.n; k++) {
        const struct ink_entry *e = &l.e[k];
        int comp = e->item >= 0 && e->item < pg->nitems && write_item_is_component(pg->items[e->item].kind);
        if (e->kind == INK_TEXT)
            cover(grid, gw, gh, ox, oy, e->x0, e->y0, e->x1, e->y1);
        if (!comp || e->kind == INK_ZONE) /* a board's zone dot: unit zone_dots_seen */
            continue;
        int big = e->kind == INK_CELL && e->grid > WRITE_MAX_FULL_GRID;
        least(e->kind == INK_TEXT ? &out->text_pt : e->kind == INK_MARK ? &out->mark_mm
              : big ? &out->big_cell_mm : &out->cell_mm, e->size);
        double min = e->kind == INK_TEXT ? MIN_TEXT_PT : e->kind == INK_MARK ? MIN_MARK_MM : MIN_CELL_MM;
        if (below && !big && e->size < min - 0.005) /* Pango sizes are in 1/1024 pt */
            fprintf(below, "  %s %.2f %s at (%.1f, %.1f) mm: %s\n",
                    e->kind == INK_TEXT ? "text" : e->kind == INK_MARK ? "mark" : "cell", e->size,
                    e->kind == INK_TEXT ? "pt" : "mm", e->x0, e->y0, item_name(&doc->look, &pg->items[e->item]));
    }
    long used = 0;
    for (long k = 0; k < (long)gw * gh; k++)
        used += grid[k];
    out->empty = 1.0 - (double)used / ((double)gw * gh);
    free(grid);
    draw_ink_ledger_free(&l);
}

static void keep_least(double *slot, int *page, double v, int pgno)
{
    if (v > 0 && (*slot == 0 || v < *slot)) {
        *slot = v;
        *page = pgno;
    }
}

void write_measure_document(const struct layout *lo, const struct document *doc,
                            struct write_measure *out, FILE *detail)
{
    *out = (struct write_measure){0};
    out->sheets = doc->npages;
    for (int i = 0; i < doc->npages; i++) {
        struct write_page_measure m;
        write_measure_page(lo, doc, &doc->pages[i], &m, detail);
        keep_least(&out->text_pt, &out->text_page, m.text_pt, i + 1);
        keep_least(&out->mark_mm, &out->mark_page, m.mark_mm, i + 1);
        keep_least(&out->cell_mm, &out->cell_page, m.cell_mm, i + 1);
        keep_least(&out->big_cell_mm, &out->big_cell_page, m.big_cell_mm, i + 1);
        if (out->empty_page == 0 || m.empty > out->empty) {
            out->empty = m.empty;
            out->empty_page = i + 1;
        }
        if (detail) {
            char text[48], mark[48], cell[48], big[48];
            fprintf(detail, "page %d (%s): empty %.0f%%, text %s, mark %s, cell %s"
                    " (larger grids %s)\n", i + 1, doc->pages[i].label, 100 * m.empty,
                    write_measure_least(text, sizeof text, m.text_pt, "pt", -(m.text_pt > 0)),
                    write_measure_least(mark, sizeof mark, m.mark_mm, "mm", -(m.mark_mm > 0)),
                    write_measure_least(cell, sizeof cell, m.cell_mm, "mm", -(m.cell_mm > 0)),
                    write_measure_least(big, sizeof big, m.big_cell_mm, "mm", -(m.big_cell_mm > 0)));
        }
    }
}

const char *write_measure_least(char *buf, size_t n, double value, const char *unit, int page)
{
    if (page == 0) {
        snprintf(buf, n, "none");
        return buf;
    }
    int len = snprintf(buf, n, strcmp(unit, "pt") ? "%.2f %s" : "%.1f %s", value, unit);
    if (page > 0 && len > 0 && (size_t)len < n)
        snprintf(buf + len, n - (size_t)len, " (page %d)", page);
    return buf;
}

/* What a placed piece prints on its back: none (a disc, a single card),
 * plain (its name on a face in its front's tone), promoted, hidden or other-side. */
static const char *back_printed(const struct item *it)
{
    if (it->kind != ITEM_FOLD || it->fold.single)
        return "none";
    const struct face *b = &it->fold.back;
    switch (b->kind) {
    case FACE_PLAIN_BACK: return "plain";
    case FACE_PROMOTED: return "promoted";
    case FACE_HIDDEN_BACK: return "hidden";
    case FACE_FRONT: return b->side != it->fold.side ? "other-side" : "front";
    }
    return "?";
}

void write_measure_faces(const struct document *doc, FILE *out)
{
    for (int i = 0; i < doc->npages; i++)
        for (int j = 0; j < doc->pages[i].nitems; j++) {
            const struct item *it = &doc->pages[i].items[j];
            int piece, side;
            if (!placed_piece(it, &piece, &side) || piece < 0 || side < 0)
                continue;
            /* a fold piece's front lies below its fold (a single card's
               is the whole item) */
            int fold = it->kind == ITEM_FOLD && !it->fold.single;
            double y = fold ? it->y + it->h / 2 : it->y;
            double h = fold ? it->h / 2 : it->h;
            fprintf(out, "face %d %s %d %.2f %.2f %.2f %.2f %s\n", i + 1, doc->look.pieces[piece].id,
                    side, it->x, y, it->w, h, back_printed(it));
        }
}
