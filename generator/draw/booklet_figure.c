/* booklet_figure.c: the booklet's <piece-figure> block: pieces drawn as
 * they lie on the table, either each in its first `rotations` orientations
 * side by side (a quarter turn clockwise each, captioned), or stacked into
 * a group, bottom piece first, each one a little up and to the right of the
 * one below. Faces come from draw_piece_face, so a figure shows exactly
 * what the component sheets print. */
#include "draw-imp.h"

#include <stdlib.h>

#include <math.h>
#include <stdio.h>

#include "notation/notation.h"

static const char *turn_words(int q)
{
    static const char *w[4] = {"as set up", "a quarter turn right", "a half turn",
                               "a quarter turn left"};
    return w[((q % 4) + 4) % 4];
}

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

static void caption(cairo_t *cr, const struct layout *lo, const char *text, double cx, double y,
                    double max_w)
{
    char *m = markup_printf("%s", text);
    cairo_set_source_rgb(cr, 0, 0, 0);
    draw_label(cr, lo, m, 8, cx, y, 0, max_w);
    free(m);
}

void draw_figure(cairo_t *cr, const struct layout *lo, const struct variant *v,
                   const struct item *it)
{
    const struct block *b = it->block;
    if (!b || b->nfig_pieces == 0)
        return;
    int side = b->fig_side;
    if (b->fig_stack) {
        int n = b->nfig_pieces;
        double span = FIG_FACE + (n - 1) * FIG_STACK_OFF;
        double x0 = it->x + (it->w - span) / 2 + FIG_FACE / 2;
        double ybottom = it->y + span - FIG_FACE / 2;
        for (int i = 0; i < n; i++)
            face_at(cr, lo, v, &v->pieces[b->fig_pieces[i]], side,
                    x0 + i * FIG_STACK_OFF, ybottom - i * FIG_STACK_OFF, 0);
        if (b->fig_caption)
            caption(cr, lo, b->fig_caption, it->x + it->w / 2, it->y + span + FIG_CAPTION / 2 + 1,
                    it->w);
        return;
    }
    int turns = b->fig_turns < 1 ? 1 : b->fig_turns > 4 ? 4 : b->fig_turns;
    int n = b->nfig_pieces * turns;
    double step = FIG_FACE + FIG_GAP;
    double x0 = it->x + (it->w - (n * step - FIG_GAP)) / 2 + FIG_FACE / 2;
    double cy = it->y + FIG_FACE / 2;
    for (int i = 0; i < n; i++) {
        const struct piece *p = &v->pieces[b->fig_pieces[i / turns]];
        int q = i % turns;
        double cx = x0 + i * step;
        face_at(cr, lo, v, p, side, cx, cy, q);
        char text[96];
        if (turns > 1)
            snprintf(text, sizeof text, "%s", turn_words(q));
        else
            snprintf(text, sizeof text, "%s", p->name ? p->name : p->id);
        caption(cr, lo, text, cx, cy + FIG_FACE / 2 + FIG_CAPTION / 2 + 1, step - 1);
    }
    if (b->fig_caption)
        caption(cr, lo, b->fig_caption, it->x + it->w / 2,
                cy + FIG_FACE / 2 + FIG_CAPTION + 3, it->w);
}
