/* booklet_gallery.c: draws a gallery entry as compose_gallery_resolve
 * decided it: the front and the printed back side by side, each captioned
 * ("back: Dragon King"), the movement diagrams where the faces do not
 * already show them, and the words beside or below. */
#include "draw-imp.h"

#include <math.h>

void draw_gallery_row(cairo_t *cr, const struct layout *lo, const struct look *lk,
                      const struct item *it)
{
    const struct item_gallery_row *g = &it->gallery;
    double f = g->face, s = g->face_w;
    for (int k = 0; k < (g->single ? 1 : 2); k++) { /* a single card has no back */
        double x = g->face_x[k];
        cairo_save(cr);
        cairo_translate(cr, x + s / 2, g->face_cy);
        draw_face(cr, lo, lk, k ? &g->back : &g->front, s, s);
        cairo_restore(cr);
        switch (g->cut) {
        case GALLERY_CUT_CIRCLE:
            draw_cut_outline(cr, lo, lk->shape, x + s / 2, g->face_cy, s / 2);
            break;
        case GALLERY_CUT_RECT:
            draw_cut_rect(cr, lo, x, g->face_cy - s / 2, s, s);
            break;
        case GALLERY_CUT_NONE:
            break;
        }
        cairo_set_source_rgb(cr, 0, 0, 0);
        draw_plain_label(cr, lo, g->face_caption[k], GALLERY_LABEL_PT, x + s / 2,
                         g->face_caption_y, 0, s + GALLERY_GAP);
    }
    for (int d = 0; d < g->ndiagrams; d++) {
        double x = g->diagram_x[d];
        cairo_set_source_rgb(cr, 0, 0, 0);
        /* centred in the face's box; a larger one (compose_gallery_box)
           from the box's top left, beside the faces and under the row's top */
        double ds = g->diagram_size[d], in = fmax(0, (f - ds) / 2);
        struct diagram folded;
        char why[200];
        const struct diagram *dd = g->diagram[d];
        if (lk->diagram_reach > 0 && dd && dd->size > 2 * lk->diagram_reach + 1 &&
            diagram_fold(dd, lk->diagram_reach, &folded, why, sizeof why) == 0)
            dd = &folded;
        else
            folded.cells = NULL;
        /* a grid larger than its box (compose_gallery_page_cells: its
           drawn span fits at the gallery's cell) is drawn in the box */
        double room = fmin(ds, fmax(f, g->diagram_room));
        if (ds <= f)
            draw_diagram_floor(cr, dd, x + in, g->diagram_y + in, ds, 0, g->diagram_promoted[d],
                               g->mark_mm);
        else
            draw_diagram_floor(cr, dd, x, g->diagram_y, ds, room, g->diagram_promoted[d],
                               g->mark_mm);
        diagram_free(&folded);
        if (g->diagram_caption[d])
            draw_plain_label(cr, lo, g->diagram_caption[d], GALLERY_LABEL_PT, x + f / 2,
                             g->diagram_y + fmax(f, room) + 2.5, 0, f + GALLERY_GAP);
    }
    cairo_set_source_rgb(cr, 0, 0, 0);
    draw_text(cr, lo, g->markup, g->size_pt, g->text_x, g->text_y, g->text_w, ALIGN_LEFT);
    /* the drawn figures beside the name, as "♘ / ♞": outlined, then solid
       (black, its lines white) */
    for (int k = 0; g->head_figure != FIGURE_NONE && k < 2; k++) {
        cairo_save(cr);
        cairo_translate(cr, g->head_x[k], g->head_y);
        cairo_set_source_rgb(cr, 0, 0, 0);
        draw_piece_figure(cr, g->head_figure, g->head_h, k);
        cairo_restore(cr);
    }
}
