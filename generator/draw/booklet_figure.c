/* booklet_figure.c: the booklet's <piece-figure> block as the composer
 * placed it (compose/booklet_figure.c): pieces drawn as they lie on the
 * table, either side by side, turned and captioned, or stacked into a
 * group, bottom piece first. Faces come from draw_face, so a figure shows
 * exactly what the component sheets print. */
#include "draw-imp.h"

#include <math.h>

/* One face, centred on (cx, cy), turned q quarter turns clockwise, on white
 * with its cut outline, as a tile lying on the table. */
static void face_at(cairo_t *cr, const struct layout *lo, const struct look *lk,
                    const struct figure_face *ff)
{
    cairo_save(cr);
    cairo_translate(cr, ff->cx, ff->cy);
    cairo_set_source_rgb(cr, 1, 1, 1);
    cairo_rectangle(cr, -FIG_FACE / 2, -FIG_FACE / 2, FIG_FACE, FIG_FACE);
    cairo_fill(cr);
    cairo_rotate(cr, ff->quarter * M_PI / 2);
    draw_face(cr, lo, lk, &ff->face, FIG_FACE, FIG_FACE);
    cairo_restore(cr);
    draw_cut_rect(cr, lo, ff->cx - FIG_FACE / 2, ff->cy - FIG_FACE / 2, FIG_FACE, FIG_FACE);
}

void draw_figure(cairo_t *cr, const struct layout *lo, const struct look *lk,
                 const struct item *it)
{
    const struct item_figure *fg = &it->figure;
    for (int k = 0; k < fg->count; k++) {
        const struct figure_face *ff = &fg->faces[k];
        face_at(cr, lo, lk, ff);
        if (!ff->caption)
            continue;
        cairo_set_source_rgb(cr, 0, 0, 0);
        draw_text(cr, lo, ff->caption, FIG_LABEL_PT, ff->cx - (fg->step - 1) / 2, fg->caption_y,
                  fg->step - 1, ALIGN_CENTER);
    }
}
