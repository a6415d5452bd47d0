/* booklet_setup.c: the start position drawn on the real board: the board
 * tile as the component sheet prints it (lines, river, palace, zone marks,
 * the board's own coordinates), scaled down, with every piece on its square
 * as compose/compose_setup.c decided it (its face, a token with its code,
 * or its real back). */
#include "draw-imp.h"

#include <math.h>
#include <stdlib.h>

/* A grey token's black frame and the foot of its band (under the arrow,
 * over the name's highest line: SETUP_NAME_THREE), of its size from its
 * middle: the band about a quarter of the token, as a face's name band. */
#define TOKEN_FRAME 0.03
#define TOKEN_BAND_FOOT 0.26

static void outline_square(cairo_t *cr, double face, int dashed)
{
    cairo_set_source_rgb(cr, 0, 0, 0);
    cairo_set_line_width(cr, face * 0.03);
    if (dashed)
        cairo_set_dash(cr, (double[]){face * 0.08, face * 0.05}, 2, 0);
    cairo_rectangle(cr, -face / 2, -face / 2, face, face);
    cairo_stroke(cr);
}

static void setup_piece(cairo_t *cr, const struct layout *lo, const struct look *lk,
                        const struct setup_piece *sp)
{
    double face = sp->size;
    cairo_save(cr);
    cairo_translate(cr, sp->cx, sp->cy);
    cairo_rotate(cr, sp->turned ? M_PI : 0);
    switch (sp->style) {
    case SETUP_DISC:
        draw_face(cr, lo, lk, &sp->face, face, face);
        draw_cut_outline(cr, lo, lk->shape, 0, 0, face / 2);
        if (sp->dashed) { /* a spare, or in hand: a dashed ring round it, as the caption says */
            cairo_set_source_rgb(cr, 0, 0, 0);
            cairo_set_line_width(cr, face * 0.03);
            cairo_set_dash(cr, (double[]){face * 0.08, face * 0.05}, 2, 0);
            cairo_new_path(cr);
            cairo_arc(cr, 0, 0, face * 0.58, 0, 2 * M_PI);
            cairo_stroke(cr);
        }
        break;
    case SETUP_OUTLINE: /* a koma is its own outline: no square around it */
        draw_face(cr, lo, lk, &sp->face, face, face);
        break;
    case SETUP_SQUARE:
        if (lk->form == FORM_TILE && !sp->code[0] && !sp->dashed) {
            /* a tile is framed by its own art: on the board's square as
               it stands at the table, the square's start mark seen round it
               (draw_board.c), not a frame of the picture's own */
            draw_face(cr, lo, lk, &sp->face, face, face);
            break;
        }
        /* fall through */
    case SETUP_HIDDEN: /* face down: the real back, the kind in a white corner disc */
        cairo_set_source_rgb(cr, 1, 1, 1);
        cairo_rectangle(cr, -face / 2, -face / 2, face, face);
        cairo_fill(cr);
        draw_face(cr, lo, lk, &sp->face, face, face);
        if (sp->code[0]) {
            cairo_new_path(cr);
            cairo_arc(cr, face * 0.28, face * 0.28, face * 0.22, 0, 2 * M_PI);
            cairo_set_source_rgb(cr, 1, 1, 1);
            cairo_fill_preserve(cr);
            cairo_set_source_rgb(cr, 0, 0, 0);
            cairo_set_line_width(cr, face * 0.02);
            cairo_stroke(cr);
            draw_label(cr, lo, sp->code, face * 0.3 * 72 / 25.4, face * 0.28, face * 0.28, 0,
                       face * 0.38);
        }
        outline_square(cr, face, sp->dashed);
        break;
    case SETUP_TOKEN: { /* the side's print style, an arrow to its forward edge */
        int dark = sp->dark;
        /* a dark side whose faces print grey cells round their diagram
           (Jungi's North, compose_face.c face_tone) is drawn as it prints:
           a black band with the arrow over a grey face in a black frame,
           its name black on the grey (issue 30: the cover's solid black
           tokens were not the grey pieces on the table) */
        double grey = dark && sp->face.cells_ink > 0 ? 1 - sp->face.cells_ink : -1;
        cairo_set_source_rgb(cr, 1, 1, 1);
        cairo_rectangle(cr, -face / 2, -face / 2, face, face);
        cairo_fill(cr);
        cairo_rectangle(cr, -face / 2, -face / 2, face, face);
        cairo_set_source_rgb(cr, dark ? 0 : 1, dark ? 0 : 1, dark ? 0 : 1);
        cairo_fill(cr);
        if (grey >= 0) {
            double fr = face * TOKEN_FRAME, top = -face * TOKEN_BAND_FOOT;
            cairo_rectangle(cr, -face / 2 + fr, top, face - 2 * fr, face / 2 - fr - top);
            cairo_set_source_rgb(cr, grey, grey, grey);
            cairo_fill(cr);
        }
        cairo_move_to(cr, -face * 0.13, -face * 0.29);
        cairo_line_to(cr, face * 0.13, -face * 0.29);
        cairo_line_to(cr, 0, -face * 0.45);
        cairo_close_path(cr);
        cairo_set_source_rgb(cr, dark ? 1 : 0, dark ? 1 : 0, dark ? 1 : 0);
        cairo_fill(cr);
        if (grey >= 0) /* the name on the grey */
            cairo_set_source_rgb(cr, 0, 0, 0);
        if (sp->name) { /* a named picture: the piece's name as its faces print it */
            char *m = text_face_name_markup_track(sp->name_lines[0] ? sp->name_lines : sp->name,
                                                  sp->name_track);
            if (sp->name_lines[0]) /* two lines, centred under the arrow */
                draw_label_centred(cr, lo, m, sp->name_pt, 0, face * 0.10, face * 0.9);
            else
                draw_label(cr, lo, m, sp->name_pt, 0, face * 0.08, 0, face * 0.9);
            free(m);
        } else
            draw_label(cr, lo, sp->code, face * 0.42 * 72 / 25.4, 0, face * 0.08, 0, face * 0.9);
        outline_square(cr, face, sp->dashed);
        break;
    }
    }
    cairo_restore(cr);
}

void draw_setup_board(cairo_t *cr, const struct layout *lo, const struct look *lk,
                      const struct item *it)
{
    const struct item_setup *s = &it->setup;
    cairo_save(cr);
    cairo_translate(cr, it->x, it->y);
    cairo_scale(cr, s->scale, s->scale);
    draw_board_tile(cr, lo, lk, &s->tile);
    for (int i = 0, l = 0; i <= s->npieces; i++) {
        for (; l < s->nlabels && s->labels[l].after == i; l++) {
            const struct setup_label *sl = &s->labels[l];
            cairo_set_source_rgb(cr, 0, 0, 0);
            draw_plain_label(cr, lo, sl->text, sl->pt, sl->cx, sl->cy, 0, sl->max_w);
        }
        if (i < s->npieces)
            setup_piece(cr, lo, lk, &s->pieces[i]);
    }
    cairo_restore(cr);
}
