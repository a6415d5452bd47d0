/* draw_refcard.c: a quick-reference card (ITEM_REFCARD) for one player, as
 * compose_refcard_resolve decided it: a heading with the side's name, then
 * a row for each piece type that starts on the board: the piece as that
 * player's faces show it (a disc face, its glyph, or the movement diagram
 * cropped as on the fold-over faces), its name, its moves in words and, by
 * a disc or glyph, where the page has room, its diagram. A fold-over
 * glyph face's piece with a figure (Makruk's) shows its figure in the
 * glyph's place, as its faces do: a player matches the shape on the
 * board, not the word in its band; a dark side's (Black's) white on a
 * square of its dark ground, as its faces print it. */
#include "draw-imp.h"

void draw_refcard_item(cairo_t *cr, const struct layout *lo, const struct look *lk,
                       const struct item *it)
{
    const struct item_refcard *c = &it->refcard;
    double x = it->x, y = it->y, w = it->w;
    cairo_set_source_rgb(cr, 0, 0, 0);
    draw_text(cr, lo, c->header, REFCARD_HEADER_PT, x + REFCARD_PAD, y + 1.8, w - 2 * REFCARD_PAD,
              ALIGN_LEFT);
    for (int i = 0; i < c->nrows; i++) {
        const struct refcard_row *r = &c->rows[i];
        /* a hairline between rows */
        cairo_set_source_rgb(cr, 0.6, 0.6, 0.6);
        cairo_set_line_width(cr, 0.15);
        cairo_move_to(cr, r->x + REFCARD_PAD, r->y);
        cairo_line_to(cr, r->x + r->w - REFCARD_PAD, r->y);
        cairo_stroke(cr);
        if (i > 0 && r->x > c->rows[i - 1].x) { /* a wide card: a hairline between its columns */
            cairo_move_to(cr, r->x - REFCARD_COLUMN_GAP / 2, r->y);
            cairo_line_to(cr, r->x - REFCARD_COLUMN_GAP / 2, y + it->h - REFCARD_PAD);
            cairo_stroke(cr);
        }
        cairo_set_source_rgb(cr, 0, 0, 0);
        switch (r->art) {
        case REFCARD_ART_DISC:
            cairo_save(cr);
            cairo_translate(cr, r->art_cx, r->art_cy);
            draw_face(cr, lo, lk, &r->face, r->size, r->size);
            cairo_restore(cr);
            if (r->diagram) /* its moves beside the words, as on a glyph's row */
                draw_diagram_cropped(cr, r->diagram, r->row0, r->rows, r->col0, r->cols, r->art_x,
                                     r->art_y, r->diagram_cell, 0);
            if (r->back) /* and where it moves otherwise, a zone's */
                draw_diagram_cropped(cr, r->back, r->back_row0, r->back_rows, r->back_col0,
                                     r->back_cols, r->back_x, r->back_y, r->diagram_cell,
                                     r->back_promoted);
            break;
        case REFCARD_ART_GLYPH: {
            int dark = r->tile > 0; /* the side's dark ground, the art white on it */
            if (dark) {
                double t = r->tile, rr = 0.12 * t;
                cairo_new_sub_path(cr);
                cairo_arc(cr, r->art_cx + t / 2 - rr, r->art_cy - t / 2 + rr, rr, -M_PI / 2, 0);
                cairo_arc(cr, r->art_cx + t / 2 - rr, r->art_cy + t / 2 - rr, rr, 0, M_PI / 2);
                cairo_arc(cr, r->art_cx - t / 2 + rr, r->art_cy + t / 2 - rr, rr, M_PI / 2, M_PI);
                cairo_arc(cr, r->art_cx - t / 2 + rr, r->art_cy - t / 2 + rr, rr, M_PI, 1.5 * M_PI);
                cairo_close_path(cr);
                cairo_fill(cr);
                cairo_set_source_rgb(cr, 1, 1, 1);
            }
            if (r->piece >= 0 && r->piece < lk->npieces && lk->pieces[r->piece].figure != FIGURE_NONE &&
                !FIGURE_IS_ANIMAL(lk->pieces[r->piece].figure)) {
                enum piece_figure fig = lk->pieces[r->piece].figure;
                cairo_save(cr); /* as the side's faces print it */
                cairo_translate(cr, r->art_cx, r->art_cy);
                if (FIGURE_IS_FONT(fig))
                    draw_font_figure(cr, lo, fig, 0.9 * r->size, dark);
                else
                    draw_piece_figure(cr, fig, 0.9 * r->size, dark);
                cairo_restore(cr);
            } else
                draw_face_cjk_label(cr, lo, r->glyph, r->size, r->art_cx, r->art_cy,
                                    dark ? r->tile : c->art_w, 0);
            cairo_set_source_rgb(cr, 0, 0, 0);
            if (r->diagram) /* its moves, for a player who cannot read the characters */
                draw_diagram_cropped(cr, r->diagram, r->row0, r->rows, r->col0, r->cols, r->art_x,
                                     r->art_y, r->diagram_cell, 0);
            if (r->back) /* and its promoted side's, under that side's characters */
                draw_diagram_cropped(cr, r->back, r->back_row0, r->back_rows, r->back_col0,
                                     r->back_cols, r->back_x, r->back_y, r->diagram_cell,
                                     r->back_promoted);
            if (r->back && r->back_glyph)
                draw_face_cjk_label(cr, lo, r->back_glyph, r->glyph_em, r->glyph_cx, r->glyph_cy,
                                    r->back_cols * r->diagram_cell, 0);
            break;
        }
        case REFCARD_ART_DIAGRAM:
            draw_diagram_cropped(cr, r->diagram, r->row0, r->rows, r->col0, r->cols, r->art_x,
                                 r->art_y, r->size, 0);
            break;
        case REFCARD_ART_NONE:
            break;
        }
        draw_text(cr, lo, r->markup, r->text_pt, r->text_x, r->text_y, r->text_w, ALIGN_LEFT);
    }
    draw_cut_rect(cr, lo, x, y, w, it->h);
}
