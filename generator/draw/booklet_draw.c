/* booklet_draw.c: draws the booklet's generated blocks: the board key's
 * rows, and dispatches the others (gallery, setup, legend, figures). */
#include "draw-imp.h"


#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/base.h"
#include "rules/rules.h"
#include "notation/notation.h"

static void render_setup(cairo_t *cr, const struct layout *lo, const struct variant *v,
                         const struct item *it)
{
    draw_setup_board(cr, lo, v, &it->tile, it->x, it->y, it->size_pt, it->align);
}

void draw_booklet_item(cairo_t *cr, const struct layout *lo, const struct variant *v,
                         const struct item *it)
{
    switch (it->kind) {
    case ITEM_GALLERY_ROW:
        draw_gallery_row(cr, lo, v, it);
        break;
    case ITEM_LEGEND:
        draw_legend(cr, lo, v, it);
        break;
    case ITEM_BOARD_KEY:
        /* a board cell with the mark, then the words */
        cairo_set_source_rgb(cr, 0, 0, 0);
        cairo_set_line_width(cr, 0.2);
        cairo_rectangle(cr, it->x + 0.5, it->y, 7.5, 7.5);
        cairo_stroke(cr);
        draw_mark_symbol(cr, v, (enum mark_symbol)it->rows, it->side, it->x + 4.25, it->y + 3.75, 7.5);
        cairo_set_source_rgb(cr, 0, 0, 0);
        draw_text(cr, lo, it->markup, it->size_pt, it->x + 11, it->y + 0.6, it->w - 11, ALIGN_LEFT);
        break;
    case ITEM_SETUP:
        render_setup(cr, lo, v, it);
        break;
    case ITEM_FIGURE:
        draw_figure(cr, lo, v, it);
        break;
    default:
        break;
    }
}

void draw_legend(cairo_t *cr, const struct layout *lo, const struct variant *v,
                          const struct item *it)
{
    struct diagram_cell cells[64];
    double row_y[33];
    int n = compose_legend_cells(v, cells, 64);
    double colw = it->w / 2;
    compose_legend_rows(lo, v, cells, n, colw, row_y);
    for (int i = 0; i < n; i++) {
        double x = it->x + (i % 2) * colw, y = it->y + row_y[i / 2];
        int dx = 0, dy = 1;
        cairo_set_source_rgb(cr, 0, 0, 0);
        cairo_set_line_width(cr, 0.2);
        cairo_rectangle(cr, x, y, 7, 7);
        cairo_stroke(cr);
        if (v->components.form == FORM_TILE && cells[i].shape2 == CELL_EMPTY &&
            (cells[i].shape == CELL_STEP || cells[i].shape == CELL_SLIDE))
            draw_tile_key(cr, v, SIDE_FIRST, cells[i].shape, x, y, 7); /* as the tiles print it */
        else
            draw_diagram_symbol(cr, &cells[i], dx, dy, x, y, 7);
        char words[512];
        compose_legend_words(v, &cells[i], words, sizeof words);
        char *m = markup_printf("%s", words);
        draw_text(cr, lo, m, 8, x + 9, y + 0.5, colw - 11, ALIGN_LEFT);
        free(m);
    }
}
