/* booklet_draw.c: draws the booklet's keys: a row of the key of zones and
 * marks (ITEM_BOARD_KEY) and the key of diagram symbols (ITEM_LEGEND). */
#include "draw-imp.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/base.h"
#include "notation/notation.h"

/* A board cell with the mark, then the words. */
void draw_board_key(cairo_t *cr, const struct layout *lo, const struct look *lk,
                const struct item *it)
{
    cairo_set_source_rgb(cr, 0, 0, 0);
    cairo_set_line_width(cr, 0.2);
    cairo_rectangle(cr, it->x + 0.5, it->y, 7.5, 7.5);
    cairo_stroke(cr);
    draw_mark_symbol(cr, lk, it->key.symbol, it->key.side, it->x + 4.25, it->y + 3.75, 7.5);
    cairo_set_source_rgb(cr, 0, 0, 0);
    draw_text(cr, lo, it->key.markup, it->key.size_pt, it->x + 11, it->y + 0.6, it->w - 11, ALIGN_LEFT);
}

void draw_legend(cairo_t *cr, const struct layout *lo, const struct look *lk,
                          const struct item *it)
{
    double colw = it->w / 2;
    for (int i = 0; i < it->legend.nentries; i++) {
        const struct legend_entry *e = &it->legend.entries[i];
        double x = it->x + e->x, y = it->y + e->y;
        int dx = 0, dy = 1;
        cairo_set_source_rgb(cr, 0, 0, 0);
        cairo_set_line_width(cr, 0.2);
        cairo_rectangle(cr, x, y, 7, 7);
        cairo_stroke(cr);
        if (lk->form == FORM_TILE && e->cell.shape2 == CELL_EMPTY &&
            (e->cell.shape == CELL_STEP || e->cell.shape == CELL_SLIDE))
            draw_tile_key(cr, lk, SIDE_FIRST, e->cell.shape, x, y, 7); /* as the tiles print it */
        else
            draw_diagram_symbol(cr, &e->cell, dx, dy, x, y, 7);
        draw_text(cr, lo, e->markup, 8, x + 9, y + 0.5, colw - 11, ALIGN_LEFT);
    }
}
