/* impose.c: the A5 booklet's saddle-stitch order and its A4 landscape
 * sides (see write.h). */
#include "write-imp.h"

#include "draw/draw.h"

#define FOLD_MARK 8.0 /* length of each fold mark, mm */

int write_impose_padded(int npages)
{
    return npages <= 0 ? 4 : (npages + 3) / 4 * 4;
}

void write_impose_side(int padded, int side, int *left, int *right)
{
    int k = side / 2 + 1; /* the sheet, from 1 */
    if (side % 2 == 0) { /* front: the outer pages of the sheet */
        *left = padded - 2 * k + 2;
        *right = 2 * k - 1;
    } else {             /* back, upright after a short-edge flip */
        *left = 2 * k;
        *right = padded - 2 * k + 1;
    }
}

/* Page `number` (from 1) of doc, its top-left corner at (x, y); nothing
 * for the blank pages that pad the booklet. */
static void render_half(cairo_t *cr, const struct layout *lo, const struct document *doc,
                        int number, double x, double y)
{
    if (number < 1 || number > doc->npages)
        return;
    const struct page *pg = &doc->pages[number - 1];
    cairo_save(cr);
    /* draw_page paints its background: keep it to its own half */
    cairo_rectangle(cr, x, y, pg->w, pg->h);
    cairo_clip(cr);
    cairo_translate(cr, x, y);
    draw_page(cr, lo, doc, pg);
    cairo_restore(cr);
}

void write_impose_render_side(cairo_t *cr, const struct layout *lo, const struct document *doc,
                              int side)
{
    int padded = write_impose_padded(doc->npages), left, right;
    write_impose_side(padded, side, &left, &right);
    cairo_save(cr);
    cairo_set_source_rgb(cr, 1, 1, 1);
    cairo_paint(cr);
    cairo_restore(cr);
    /* each A5 page centred in its half of the sheet */
    double half = WRITE_SHEET_WIDTH / 2;
    double dx = (half - WRITE_A5_WIDTH) / 2, dy = (WRITE_SHEET_HEIGHT - WRITE_A5_HEIGHT) / 2;
    render_half(cr, lo, doc, left, dx, dy);
    render_half(cr, lo, doc, right, half + dx, dy);
    if (side % 2 == 0) {
        /* the fold, marked at the top and bottom of the outside of the
           sheet, inside the printer's margin */
        cairo_save(cr);
        draw_fold_line(cr, lo, half, lo->margin, half, lo->margin + FOLD_MARK);
        draw_fold_line(cr, lo, half, WRITE_SHEET_HEIGHT - lo->margin - FOLD_MARK, half,
                       WRITE_SHEET_HEIGHT - lo->margin);
        cairo_restore(cr);
    }
}
