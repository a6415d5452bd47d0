/* booklet_draw.c: draws the booklet's generated blocks: the setup diagram,
 * the board key's rows, and dispatches the others. */
#include "booklet.h"
#include "booklet_parts.h"

#include <glib.h>

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "draw.h"
#include "draw_board.h"
#include "render.h"
#include "util.h"
#include "validate.h"
#include "words.h"

static void render_setup(cairo_t *cr, const struct layout *lo, const struct variant *v,
                         const struct item *it)
{
    render_setup_board(cr, lo, v, &it->tile, it->x, it->y, it->size_pt, it->align);
}

void booklet_render_item(cairo_t *cr, const struct layout *lo, const struct variant *v,
                         const struct item *it)
{
    switch (it->kind) {
    case ITEM_GALLERY_ROW:
        render_gallery_row(cr, lo, v, it);
        break;
    case ITEM_LEGEND:
        render_legend(cr, lo, v, it);
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
    case ITEM_THUMB: {
        /* the page itself, scaled, clipped to its box, framed */
        const struct page *pg = it->ref;
        double k = it->w / pg->w;
        cairo_save(cr);
        cairo_rectangle(cr, it->x, it->y, it->w, it->h);
        cairo_clip(cr);
        cairo_translate(cr, it->x, it->y);
        cairo_scale(cr, k, k);
        render_page(cr, lo, v, pg);
        cairo_restore(cr);
        cairo_set_source_rgb(cr, 0.4, 0.4, 0.4);
        cairo_set_line_width(cr, 0.3);
        cairo_rectangle(cr, it->x, it->y, it->w, it->h);
        cairo_stroke(cr);
        break;
    }
    case ITEM_FIGURE:
        render_figure(cr, lo, v, it);
        break;
    default:
        break;
    }
}
