/* draw_refcard.c: a quick-reference card (ITEM_REFCARD) for one player: a
 * heading with the side's name, then a row for each piece type that starts
 * on the board: the piece as that player's faces show it (a disc face, or
 * the movement diagram cropped as on the fold-over faces), its name, and
 * its moves in words. Everything is printed at the components' minimums or
 * larger (text 6 pt, cells 2.5 mm). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "draw-imp.h"
#include "rules/rules.h"

void draw_refcard_item(cairo_t *cr, const struct layout *lo, const struct variant *v,
                       const struct item *it)
{
    int side = it->side >= 0 && it->side < MAX_SIDES ? it->side : SIDE_FIRST;
    double x = it->x, y = it->y, w = it->w;
    char *head = compose_refcard_header(v, side);
    cairo_set_source_rgb(cr, 0, 0, 0);
    draw_text(cr, lo, head, REFCARD_HEADER_PT, x + REFCARD_PAD, y + 1.8, w - 2 * REFCARD_PAD,
              ALIGN_LEFT);
    free(head);
    double k = it->scale >= 1 ? it->scale : 1; /* rows enlarged into the page's room */
    double row_y = y + compose_refcard_head(lo, v, w) + 1, art_w = REFCARD_ART_W * k;
    /* every disc the size the lowest row allows: a row tall with words
       (the Pawn's) once drew its piece larger than the King */
    double disc = art_w, low = 1e9, *heights = xcalloc((size_t)v->npieces + 1, sizeof *heights);
    for (int i = 0; i < v->npieces; i++)
        if (v->pieces[i].count > 0) {
            heights[i] = k * compose_refcard_row_height(lo, v, &v->pieces[i], it->w, it->cols);
            disc = fmin(disc, heights[i] - 2);
            low = fmin(low, heights[i]);
        }
    for (int i = 0; i < v->npieces; i++) {
        const struct piece *p = &v->pieces[i];
        if (p->count <= 0)
            continue;
        double rh = heights[i];
        /* a hairline between rows */
        cairo_set_source_rgb(cr, 0.6, 0.6, 0.6);
        cairo_set_line_width(cr, 0.15);
        cairo_move_to(cr, x + REFCARD_PAD, row_y);
        cairo_line_to(cr, x + w - REFCARD_PAD, row_y);
        cairo_stroke(cr);
        cairo_set_source_rgb(cr, 0, 0, 0);
        double cx = x + REFCARD_PAD + art_w / 2, cy = row_y + rh / 2;
        if (v->components.form == FORM_DISC) {
            double d = disc;
            cairo_save(cr);
            cairo_translate(cr, cx, cy);
            draw_piece_face(cr, lo, v, p, side, FACE_FRONT, d, d);
            cairo_restore(cr);
        } else if (v->components.face == FACE_GLYPH && draw_face_glyph(p, side)) {
            /* the glyph the player sees on the piece, every one at the size
               the lowest row allows (Tori Shogi's Falcon, its row tall
               with words, drew 鷹 twice the size of the others) */
            draw_face_cjk_label(cr, lo, draw_face_glyph(p, side), 0.55 * low, cx, cy, art_w, 0);
        } else if (p->ndiagrams > 0 && p->diagrams[0].grid.cells) {
            int row0, rows, col0, cols;
            compose_diagram_extent(&p->diagrams[0].grid, &row0, &rows, &col0, &cols);
            double c = k * MIN_CELL_MM;
            draw_diagram_cropped(cr, &p->diagrams[0].grid, cx - cols * c / 2, cy - rows * c / 2, c, 0);
        }
        char *words = compose_refcard_words(v, p, side, it->cols), *m;
        m = compose_refcard_row_markup(p, words, k);
        double tx = x + REFCARD_PAD + art_w + REFCARD_PAD, tw = w - (tx - x) - REFCARD_PAD;
        /* the words grow with the row, no further than the row holds them
           (and shrink to 6 pt in a compact row) */
        double kt = k, th = text_height(lo, m, kt * REFCARD_WORDS_PT, tw);
        double least = MIN_TEXT_PT / REFCARD_WORDS_PT; /* never under 6 pt */
        while (kt > least && th > rh - 0.5) {
            kt = fmax(least, kt - 0.05);
            free(m);
            m = compose_refcard_row_markup(p, words, kt);
            th = text_height(lo, m, kt * REFCARD_WORDS_PT, tw);
        }
        draw_text(cr, lo, m, kt * REFCARD_WORDS_PT, tx, cy - fmin(th, rh) / 2, tw, ALIGN_LEFT);
        free(m);
        free(words);
        row_y += rh;
    }
    free(heights);
    draw_cut_rect(cr, lo, x, y, w, it->h);
}
