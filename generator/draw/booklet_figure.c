/* booklet_figure.c: the booklet's <piece-figure> block: pieces drawn as
 * they lie on the table, either each in its first `rotations` orientations
 * side by side (a quarter turn clockwise each, captioned), one row of the
 * composer's (compose/booklet_figure.c) an item, or stacked into a group,
 * bottom piece first, each one a little up and to the right of the one
 * below. Faces come from draw_piece_face, so a figure shows exactly
 * what the component sheets print. */
#include "draw-imp.h"

#include <stdlib.h>

#include <math.h>

/* One face, centred on (cx, cy), turned q quarter turns clockwise, on white
 * with its cut outline, as a tile lying on the table. */
static void face_at(cairo_t *cr, const struct layout *lo, const struct variant *v,
                    const struct piece *p, int side, double cx, double cy, int q)
{
    cairo_save(cr);
    cairo_translate(cr, cx, cy);
    cairo_set_source_rgb(cr, 1, 1, 1);
    cairo_rectangle(cr, -FIG_FACE / 2, -FIG_FACE / 2, FIG_FACE, FIG_FACE);
    cairo_fill(cr);
    cairo_rotate(cr, q * M_PI / 2);
    draw_piece_face(cr, lo, v, p, side, FACE_FRONT, FIG_FACE, FIG_FACE);
    cairo_restore(cr);
    draw_cut_rect(cr, lo, cx - FIG_FACE / 2, cy - FIG_FACE / 2, FIG_FACE, FIG_FACE);
}

void draw_figure(cairo_t *cr, const struct layout *lo, const struct variant *v,
                   const struct item *it)
{
    const struct block *b = it->figure.block;
    if (!b || it->figure.count == 0)
        return;
    int side = b->fig_side;
    if (b->fig_stack) {
        int n = it->figure.count;
        double off = it->figure.step, span = FIG_FACE + (n - 1) * off;
        double x0 = it->x + (it->w - span) / 2 + FIG_FACE / 2;
        double ybottom = it->y + span - FIG_FACE / 2;
        for (int i = 0; i < n; i++)
            face_at(cr, lo, v, &v->pieces[b->fig_pieces[i]], side,
                    x0 + i * off, ybottom - i * off, 0);
        return;
    }
    /* a row of faces, each with its caption wrapped to the face's pitch */
    int turns = b->fig_turns < 1 ? 1 : b->fig_turns > 4 ? 4 : b->fig_turns;
    double step = it->figure.step;
    double x0 = it->x + (it->w - (it->figure.count * step - FIG_GAP)) / 2 + FIG_FACE / 2;
    double cy = it->y + FIG_FACE / 2;
    for (int k = 0; k < it->figure.count; k++) {
        int i = it->figure.first + k;
        double cx = x0 + k * step;
        face_at(cr, lo, v, &v->pieces[b->fig_pieces[i / turns]], side, cx, cy, i % turns);
        char *m = compose_figure_label(v, b, i);
        cairo_set_source_rgb(cr, 0, 0, 0);
        draw_text(cr, lo, m, FIG_LABEL_PT, cx - (step - 1) / 2, it->y + FIG_FACE + 1, step - 1,
                  ALIGN_CENTER);
        free(m);
    }
}
