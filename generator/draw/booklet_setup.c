/* booklet_setup.c: the start position drawn on the real board: the board
 * tile as the component sheet prints it (lines, river, palace, zone marks,
 * the board's own coordinates), scaled down, with every piece on its square.
 * Pieces are drawn as the components look: discs and grid tiles as their
 * real faces; fold-over pieces whose face is a small diagram, which would be
 * unreadable this small, as square tokens in the side's print style with a
 * forward arrow and a code that the key under the diagram explains; a piece
 * that starts face down by its real back with its code in a corner. The
 * cover's picture is the same drawing with every piece's real face. */
#include "draw-imp.h"

#include <math.h>
#include <stdio.h>
#include <string.h>


#ifndef M_PI
#define M_PI 3.14159265358979323846
#endif

void draw_setup_piece(cairo_t *cr, const struct layout *lo, const struct variant *v, int piece,
                 int side, double cx, double cy, double face, int coded, int dashed, int upright)
{
    const struct piece *p = &v->pieces[piece];
    double a = side == SIDE_SECOND && !upright ? M_PI : 0;
    enum piece_back back = piece_back_of(v, p);
    cairo_save(cr);
    cairo_translate(cr, cx, cy);
    cairo_rotate(cr, a);
    if (v->components.form == FORM_DISC) {
        draw_piece_face(cr, lo, v, p, side, FACE_FRONT, face, face);
        draw_cut_circle(cr, lo, 0, 0, face / 2);
        if (dashed) { /* a spare, or in hand: a dashed ring round it, as the caption says */
            cairo_set_source_rgb(cr, 0, 0, 0);
            cairo_set_line_width(cr, face * 0.03);
            cairo_set_dash(cr, (double[]){face * 0.08, face * 0.05}, 2, 0);
            cairo_new_path(cr);
            cairo_arc(cr, 0, 0, face * 0.58, 0, 2 * M_PI);
            cairo_stroke(cr);
        }
        cairo_restore(cr);
        return;
    }
    if (v->components.shape == SHAPE_PENTAGON && !compose_setup_uses_code(v, piece)) {
        /* a koma is its own outline: no square around it */
        draw_piece_face(cr, lo, v, p, side, FACE_FRONT, face, face);
        cairo_restore(cr);
        return;
    }
    int token = coded && back != BACK_HIDDEN && compose_setup_uses_code(v, piece);
    if (token)
        face *= 0.88; /* tokens a little apart, so each reads on its own */
    cairo_set_source_rgb(cr, 1, 1, 1);
    cairo_rectangle(cr, -face / 2, -face / 2, face, face);
    cairo_fill(cr);
    if (back == BACK_HIDDEN && !dashed) {
        /* face down: the real back, the kind in a white corner disc */
        draw_piece_face(cr, lo, v, p, side, FACE_HIDDEN_BACK, face, face);
        if (coded && compose_setup_uses_code(v, piece)) {
            char code[16];
            compose_piece_abbreviation(v, piece, code, sizeof code);
            cairo_new_path(cr);
            cairo_arc(cr, face * 0.28, face * 0.28, face * 0.22, 0, 2 * M_PI);
            cairo_set_source_rgb(cr, 1, 1, 1);
            cairo_fill_preserve(cr);
            cairo_set_source_rgb(cr, 0, 0, 0);
            cairo_set_line_width(cr, face * 0.02);
            cairo_stroke(cr);
            draw_label(cr, lo, code, face * 0.3 * 72 / 25.4, face * 0.28, face * 0.28, 0,
                       face * 0.38);
        }
    } else if (!token) {
        draw_piece_face(cr, lo, v, p, side, FACE_FRONT, face, face);
    } else {
        /* a token: the side's print style, an arrow to its forward edge */
        int filled = v->sides[side].filled;
        cairo_rectangle(cr, -face / 2, -face / 2, face, face);
        cairo_set_source_rgb(cr, filled ? 0 : 1, filled ? 0 : 1, filled ? 0 : 1);
        cairo_fill(cr);
        cairo_move_to(cr, -face * 0.13, -face * 0.29);
        cairo_line_to(cr, face * 0.13, -face * 0.29);
        cairo_line_to(cr, 0, -face * 0.45);
        cairo_close_path(cr);
        cairo_set_source_rgb(cr, filled ? 1 : 0, filled ? 1 : 0, filled ? 1 : 0);
        cairo_fill(cr);
        char code[16];
        compose_piece_abbreviation(v, piece, code, sizeof code);
        draw_label(cr, lo, code, face * 0.42 * 72 / 25.4, 0, face * 0.08, 0, face * 0.9);
    }
    cairo_set_source_rgb(cr, 0, 0, 0);
    cairo_set_line_width(cr, face * 0.03);
    if (dashed)
        cairo_set_dash(cr, (double[]){face * 0.08, face * 0.05}, 2, 0);
    cairo_rectangle(cr, -face / 2, -face / 2, face, face);
    cairo_stroke(cr);
    cairo_restore(cr);
}

/* The pieces that start in hand, in a column right of the board: the first
 * side's by its own back rank, the second's by its own. */
static void start_hands(cairo_t *cr, const struct layout *lo, const struct variant *v,
                        const struct tile *t, double x, double face, double k, int coded)
{
    const struct board *b = &v->board;
    double c = t->cell;
    for (int side = 0; side < MAX_SIDES; side++) {
        int n = 0;
        for (int i = 0; i < v->nstart_hand; i++) {
            const struct placement *pl = &v->start_hand[i];
            if (pl->side != side)
                continue;
            int row = side == SIDE_FIRST ? n : b->ranks - 1 - n;
            draw_setup_piece(cr, lo, v, pl->piece, side, x + c / 2, t->oy - (row + 0.5) * c, face,
                        coded, 1, t->upright);
            n++;
        }
        if (n > 0) {
            char text[160];
            snprintf(text, sizeof text, v->drops ? "%s's hand" : n > 1 ? "%s's spares" : "%s's spare",
                     v->sides[side].name ? v->sides[side].name : "");
            double ty = side == SIDE_FIRST ? t->oy - n * c - 0.25 * c : t->oy - (b->ranks - n) * c + 0.25 * c;
            cairo_set_source_rgb(cr, 0, 0, 0);
            draw_plain_label(cr, lo, text, 6.5 / k, x + c / 2, ty, 0, 2.2 * c);
        }
    }
}

void draw_setup_board(cairo_t *cr, const struct layout *lo, const struct variant *v,
                        const struct tile *t, double x, double y, double k, int coded)
{
    const struct board *b = &v->board;
    double c = t->cell, face = c * lo->piece_fill;
    cairo_save(cr);
    cairo_translate(cr, x, y);
    cairo_scale(cr, k, k);
    draw_board_tile(cr, lo, v, t);
    for (int i = 0; i < v->nsetup; i++) {
        const struct placement *pl = &v->setup[i];
        draw_setup_piece(cr, lo, v, pl->piece, pl->side, t->ox + (pl->x - t->fx0 + 0.5) * c,
                    t->oy - (pl->y - t->ry0 + 0.5) * c, face, coded, 0, t->upright);
    }
    if (v->nstart_hand)
        start_hands(cr, lo, v, t, t->ox + b->files * c + lo->label_band + 0.2 * c, face, k, coded);
    cairo_restore(cr);
}
