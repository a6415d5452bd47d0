/* draw_piece.c: the faces of a piece, centred on (0, 0), forward up, in mm.
 *
 * Discs (FORM_DISC), glyph faces (Xiangqi):
 *   outlined side (sides[s].filled == 0): white disc, a bold black rim ring
 *     whose outer edge is the cut line, and a thin inner ring, a light tint of the side's colour between the
 *     two rings (a second cue only: it prints as a pale grey), black glyph;
 *   filled side (filled == 1): black disc, thin white inner ring, white glyph.
 *   The glyph is the side's (struct piece_art's glyph) in the layout's CJK
 *   font, about 60 % of the diameter.
 *
 * Tiles (FORM_TILE) with a 3 x 3 grid of steps and slides: the face is the
 * grid itself (rotation game), drawn by draw_tile.c. Other tiles fall back
 * to the fold-over face below.
 *
 * Fold-over faces (FORM_FOLD, and other FORM_TILE): draw_fold.c.
 *
 * Discs are printed to their edge (the cut circle); octagonal discs
 * (SHAPE_OCTAGON, Janggi) draw the same face inside an octagon whose flats
 * lie where the circle would, their rings octagons too. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include <stdlib.h>

#include "draw-imp.h"

static void circle(cairo_t *cr, double r)
{
    cairo_new_path(cr);
    cairo_arc(cr, 0, 0, r, 0, 2 * M_PI);
    cairo_close_path(cr);
}

/* The piece's outline at r: a circle, or an octagon for octagonal pieces
 * (their rings follow the cut). */
static void outline(cairo_t *cr, const struct look *lk, double r)
{
    if (lk->shape == SHAPE_OCTAGON)
        draw_octagon_path(cr, 0, 0, r);
    else
        circle(cr, r);
}

/* ---- discs ------------------------------------------------------------- */

/* The disc, its rings and tint; leaves the source set to the art colour.
 * A slim disc (disc_slim) has one ring near its edge and no inner ring. */
static void disc_base(cairo_t *cr, const struct look *lk, int side, double R, int promoted,
                      int slim)
{
    int filled = draw_face_side_filled(lk, side);
    double rim_w = line_width_min((slim ? DISC_SLIM_RIM : 0.075) * R);
    double inner_w = line_width_min(0.022 * R);
    /* the light side's rim lies inside the cut line, its outer edge on it:
       one bold line to cut along. At 0.90 of the radius it stood apart
       from the cut circle, and with the inner ring a player saw three
       rings and asked which to cut along (issue 30, Chess review) */
    double r_rim = R - rim_w / 2; /* the filled side draws no rim */
    double r_in = R * (slim ? (filled ? DISC_SLIM_RIM_AT : DISC_SLIM_TINT_IN) : 0.78);
    if (filled) {
        cairo_set_source_rgb(cr, 0, 0, 0);
        outline(cr, lk, R);
        cairo_fill(cr);
        cairo_set_source_rgb(cr, 1, 1, 1);
        cairo_set_line_width(cr, inner_w * 1.3);
        if (!slim) { /* slim: the grey cut circle is its only ring */
            outline(cr, lk, r_in);
            cairo_stroke(cr);
        }
        if (promoted) {
            outline(cr, lk, r_in - 3 * inner_w);
            cairo_stroke(cr);
        }
        return; /* white art */
    }
    cairo_set_source_rgb(cr, 1, 1, 1);
    outline(cr, lk, R);
    cairo_fill(cr);
    const struct side_look *sl = &lk->sides[side < 0 || side >= MAX_SIDES ? 0 : side];
    if (sl->coloured) {
        const double *rgb = sl->rgb;
        const double k = 0.22; /* light: prints as a pale grey */
        cairo_set_source_rgb(cr, 1 - k * (1 - rgb[0]), 1 - k * (1 - rgb[1]), 1 - k * (1 - rgb[2]));
        if (lk->shape == SHAPE_OCTAGON) { /* the band between the rings */
            cairo_save(cr);
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD);
            draw_octagon_path(cr, 0, 0, r_in);
            cairo_path_t *in = cairo_copy_path(cr);
            draw_octagon_path(cr, 0, 0, r_rim);
            cairo_append_path(cr, in);
            cairo_path_destroy(in);
            cairo_fill(cr);
            cairo_restore(cr);
        } else {
            cairo_new_path(cr);
            cairo_arc(cr, 0, 0, r_rim, 0, 2 * M_PI);
            cairo_close_path(cr);
            cairo_new_sub_path(cr);
            cairo_arc_negative(cr, 0, 0, r_in, 2 * M_PI, 0);
            cairo_close_path(cr);
            cairo_fill(cr);
        }
    }
    /* the rings and the glyph in the side's own colour, dark enough to
       print solid in black and white */
    double art[3];
    draw_face_art_colour(lk, side, art);
    cairo_set_source_rgb(cr, art[0], art[1], art[2]);
    cairo_set_line_width(cr, rim_w);
    outline(cr, lk, r_rim);
    cairo_stroke(cr);
    cairo_set_line_width(cr, inner_w);
    if (!slim) {
        outline(cr, lk, r_in);
        cairo_stroke(cr);
    }
    if (promoted) {
        outline(cr, lk, (slim ? r_rim - rim_w / 2 : r_in) - 3 * inner_w);
        cairo_stroke(cr);
    }
}

/* Does this face show a chess figure on a disc too small for the ringed
 * disc's 0.55: drawn slim, its figure DISC_SLIM_GROW larger? */
static int disc_slim(const struct look *lk, const struct piece_art *a, int side, double D)
{
    return lk->shape != SHAPE_OCTAGON && D < DISC_SLIM_BELOW &&
           (a->figure != FIGURE_NONE || a->compound[side] ||
            (a->glyph[side] && !a->stacked[side] && a->disc_em[side] == DISC_FIGURE_EM));
}

static void hidden_disc(cairo_t *cr, const struct look *lk, int side, double R)
{
    disc_base(cr, lk, side, R, 0, 0);
    /* concentric rings inside the inner ring, then a small dot */
    double w = line_width_min(0.02 * R);
    cairo_set_line_width(cr, w);
    for (int i = 1; i <= 4; i++) {
        outline(cr, lk, R * 0.78 * (1 - i * 0.19));
        cairo_stroke(cr);
    }
    circle(cr, R * 0.06);
    cairo_fill(cr);
}

static void draw_disc(cairo_t *cr, const struct layout *lo, const struct look *lk,
                      const struct piece_art *a, int side, enum face_kind kind,
                      const struct face *f, double D)
{
    double R = D / 2;
    if (kind == FACE_HIDDEN_BACK) {
        hidden_disc(cr, lk, side, R);
        return;
    }
    int slim = kind != FACE_PLAIN_BACK && lk->face != FACE_DIAGRAM && disc_slim(lk, a, side, D);
    disc_base(cr, lk, side, R, kind == FACE_PROMOTED, slim);
    if (slim)
        cairo_scale(cr, DISC_SLIM_GROW, DISC_SLIM_GROW); /* about the centre */
    const char *g = a->glyph[side];
    if (kind == FACE_PLAIN_BACK) {
        char *m = markup_printf("%s", a->words);
        draw_label(cr, lo, m, 0.13 * D * PT_PER_MM, 0, 0, 0, 1.3 * R);
        free(m);
        return;
    }
    if (lk->face == FACE_DIAGRAM && a->diagram) {
        /* a diagram needs white ground: the filled side gets a white centre */
        if (draw_face_side_filled(lk, side)) {
            cairo_set_source_rgb(cr, 1, 1, 1);
            outline(cr, lk, R * 0.72);
            cairo_fill(cr);
            cairo_set_source_rgb(cr, 0, 0, 0);
        }
        double ds = R * 0.86;
        cairo_save(cr);
        cairo_set_source_rgb(cr, 0, 0, 0);
        draw_diagram(cr, a->diagram, -ds / 2, -ds / 2 + 0.08 * R, ds, kind == FACE_PROMOTED);
        cairo_restore(cr);
        char *m = markup_printf("%s", a->words);
        draw_label(cr, lo, m, 0.085 * D * PT_PER_MM, 0, -R * 0.52, 0, R * 0.9);
        free(m);
        return;
    }
    if (a->figure != FIGURE_NONE) {
        if (f->bolden > 0)
            cairo_set_source_rgb(cr, 0, 0, 0); /* a white army's figures: black */
        draw_piece_figure(cr, a->figure, DISC_DRAWN_FIGURE * D, draw_face_side_filled(lk, side));
    } else if (g) {
        if (a->stacked[side])
            draw_glyph(cr, lo, g, 1, 0, 0, 0.8 * R, 1.3 * R);
        else {
            if (f->bolden > 0)
                cairo_set_source_rgb(cr, 0, 0, 0); /* a white army's figures: black */
            if (a->compound[side])
                draw_compound_figure(cr, lo, g, D, f->bolden, draw_face_side_filled(lk, side));
            else {
                cairo_save(cr);
                /* about the centre, (0, 0): after draw_label's fit to max_w */
                cairo_scale(cr, a->disc_grow[side] * a->disc_sx[side], a->disc_grow[side]);
                draw_face_cjk_label(cr, lo, g, a->disc_em[side] * D, 0, 0, 1.3 * R, f->bolden);
                cairo_restore(cr);
            }
        }
    } else {
        char *m = markup_printf("<b>%s</b>", a->words);
        draw_label(cr, lo, m, 0.16 * D * PT_PER_MM, 0, 0, 0, 1.3 * R);
        free(m);
    }
}

/* A face as the composer decided it (struct face): its name (label, pt),
 * whether it is a move-grid tile's, a koma's outline. */
static void face_named(cairo_t *cr, const struct layout *lo, const struct look *lk,
                       const struct piece_art *a, int side, enum face_kind kind,
                       const struct face *f, double w, double h)
{
    if (!lk || w <= 0 || h <= 0) return;
    if (kind != FACE_HIDDEN_BACK && !a) return;
    if (side < 0 || side >= MAX_SIDES) side = SIDE_FIRST;
    cairo_save(cr);
    cairo_set_dash(cr, NULL, 0, 0);
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER);
    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING);
    cairo_set_source_rgb(cr, 0, 0, 0);
    /* a smaller size class is drawn smaller in the same box: a disc about
       its centre, a koma about the middle of its base (on the fold) */
    double k = f->scale; /* 1 for a hidden back */
    if (lk->shape == SHAPE_PENTAGON) {
        cairo_translate(cr, 0, h / 2);
        cairo_scale(cr, k, k);
        cairo_translate(cr, 0, -h / 2);
        draw_koma_face(cr, lo, lk, a, side, kind, f->koma, f->open_base, w, h);
    } else if (lk->form == FORM_DISC)
        draw_disc(cr, lo, lk, a, side, kind, f, k * (w < h ? w : h));
    else if (f->grid)
        draw_tile_face(cr, lo, lk, a, side, f, w, h); /* the face is the grid */
    else
        draw_fold_face(cr, lo, lk, a, side, kind, f, w, h);
    cairo_restore(cr);
}

void draw_face(cairo_t *cr, const struct layout *lo, const struct look *lk,
               const struct face *f, double w, double h)
{
    face_named(cr, lo, lk, &lk->pieces[f->piece], f->side, f->kind, f, w, h);
}
