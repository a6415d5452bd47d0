/* booklet_figure.c: the booklet's <piece-figure> block: pieces drawn as
 * they lie on the table, either each in its first `rotations` orientations
 * side by side (a quarter turn clockwise each, captioned), or stacked into
 * a group, bottom piece first, each one a little up and to the right of the
 * one below. Faces come from draw_piece_face, so a figure shows exactly
 * what the component sheets print. */
#include "booklet.h"
#include "booklet_parts.h"

#include <glib.h>
#include <math.h>
#include <stdio.h>

#include "draw.h"
#include "notation/rotate.h"

#ifndef M_PI
#define M_PI 3.14159265358979323846
#endif

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
    char *m = g_markup_escape_text(text, -1);
    cairo_set_source_rgb(cr, 0, 0, 0);
    draw_label(cr, lo, m, 8, cx, y, 0, max_w);
    g_free(m);
}

void render_figure(cairo_t *cr, const struct layout *lo, const struct variant *v,
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

/* ---- the setup diagram's extras ---- */

void render_setup_tints(cairo_t *cr, const struct variant *v, double ox, double oy, double cell)
{
    const struct board *b = &v->board;
    if (b->cells != CELLS_SQUARES)
        return;
    cairo_save(cr);
    cairo_set_source_rgb(cr, 0.88, 0.88, 0.88);
    for (int i = 0; i < b->nzones; i++) {
        const struct zone *z = &b->zones[i];
        if (z->mark != ZMARK_TINT || z->x0 < 0)
            continue;
        cairo_rectangle(cr, ox + z->x0 * cell, oy + (b->ranks - 1 - z->y1) * cell,
                        (z->x1 - z->x0 + 1) * cell, (z->y1 - z->y0 + 1) * cell);
        cairo_fill(cr);
    }
    cairo_restore(cr);
}

void render_setup_hands(cairo_t *cr, const struct layout *lo, const struct variant *v,
                        double x, double oy, double cell)
{
    const struct board *b = &v->board;
    for (int side = 0; side < MAX_SIDES; side++) {
        int k = 0;
        for (int i = 0; i < v->nstart_hand; i++) {
            const struct placement *pl = &v->start_hand[i];
            if (pl->side != side)
                continue;
            /* the first side's hand by its own back rank, the second's by its */
            int row = side == SIDE_FIRST ? b->ranks - 1 - k : k;
            double cx = x + cell / 2, cy = oy + (row + 0.5) * cell;
            draw_setup_piece(cr, lo, v, pl->piece, side, cx, cy, cell, 1);
            k++;
        }
        if (k > 0) {
            char text[128];
            char *name = g_markup_escape_text(v->sides[side].name ? v->sides[side].name : "", -1);
            snprintf(text, sizeof text, "%s's hand", name);
            g_free(name);
            double ty = side == SIDE_FIRST ? oy + (b->ranks - k) * cell - 2.5 : oy + k * cell + 2.5;
            cairo_set_source_rgb(cr, 0, 0, 0);
            draw_label(cr, lo, text, 6, x + cell / 2, ty, 0, 2.2 * cell);
        }
    }
}
