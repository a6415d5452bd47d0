/* draw_fold.c: fold-over faces (FORM_FOLD, and tiles that are not a bare
 * move grid), centred on (0, 0), forward up, in mm, as planned by
 * plan_fold_face (compose_face.c).
 *
 * Front and promoted faces: the header band holds the forward arrow in its
 * box, the name (the full name when it fits at the band's size, else the
 * definition's short name; never below MIN_TEXT_PT) and, on a royal piece,
 * a crown at the band's right end. Below it the diagram, cropped to the
 * rows and columns the piece's moves use.
 *   The sides in black-and-white print: on the light side (print="outline")
 *   the band is open, the arrow black in a thin box; on the dark side
 *   (print="filled") the whole band is solid black with the arrow, the name
 *   and the crown in white; so also on every face of a drop game's alike
 *   square pieces, where the dark forward edge shows the owner. The band
 *   keeps SIDE_MARK_INSET (2 mm) from the
 *   fold and the cut lines, so a cutting error of 1 mm shows no uneven rim.
 *   Promoted face: a plus sign beside the arrow, and the diagram's
 *   piece marker in outline with a plus; on a back="choices" back, a foot
 *   naming the other choices in a white box at the bottom.
 * FACE_PLAIN_BACK (a piece that does not promote): its side's face, as
 *   on the front (the dark side's ground, ground_ink), with its name in the
 *   middle, in an outlined box on the light side and white on the dark, as
 *   Shogi's King and Gold carry only their name. No hatch: a hatched back
 *   on a finished piece read as a misprint (issue 30, Chu Shogi).
 * FACE_HIDDEN_BACK: a lattice and a diamond emblem that depend only on the
 *   side's print style, never on the piece: all hidden backs of a side are
 *   identical. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include <stdlib.h>

#include "draw-imp.h"

/* A filled arrow pointing up, `h` tall, centred on (cx, cy). */
static void up_arrow(cairo_t *cr, double cx, double cy, double h)
{
    double head = 0.48 * h, hw = 0.36 * h, sw = 0.11 * h;
    double top = cy - h / 2, bot = cy + h / 2;
    cairo_new_path(cr);
    cairo_move_to(cr, cx, top);
    cairo_line_to(cr, cx + hw, top + head);
    cairo_line_to(cr, cx + sw, top + head);
    cairo_line_to(cr, cx + sw, bot);
    cairo_line_to(cr, cx - sw, bot);
    cairo_line_to(cr, cx - sw, top + head);
    cairo_line_to(cr, cx - hw, top + head);
    cairo_close_path(cr);
    cairo_fill(cr);
    draw_ink_note(cr, INK_MARK, 2 * hw, cx - hw, top, 2 * hw, h);
}

static void plus_sign(cairo_t *cr, double cx, double cy, double a)
{
    double t = 0.26 * a;
    cairo_new_path(cr);
    cairo_rectangle(cr, cx - a / 2, cy - t / 2, a, t);
    cairo_rectangle(cr, cx - t / 2, cy - a / 2, t, a);
    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING);
    cairo_fill(cr);
    draw_ink_note(cr, INK_MARK, a, cx - a / 2, cy - a / 2, a, a);
}

static void rounded_rect(cairo_t *cr, double x, double y, double w, double h, double r)
{
    if (r > w / 2) r = w / 2;
    if (r > h / 2) r = h / 2;
    cairo_new_sub_path(cr);
    cairo_arc(cr, x + w - r, y + r, r, -M_PI / 2, 0);
    cairo_arc(cr, x + w - r, y + h - r, r, 0, M_PI / 2);
    cairo_arc(cr, x + r, y + h - r, r, M_PI / 2, M_PI);
    cairo_arc(cr, x + r, y + r, r, M_PI, 3 * M_PI / 2);
    cairo_close_path(cr);
}

/* The arrow box at (x, y), band height tb, in the art colour `ink` (0
 * black, 1 white); on the light side the box is outlined. */
static void arrow_tab(cairo_t *cr, double x, double y, double tb, double w, int promoted,
                      int filled)
{
    double ah = 0.70 * tb, pa = BAND_PLUS_MM(tb), aw = 0.72 * ah;
    double pad = (promoted ? TAB_PAD_PROMOTED : TAB_PAD) * tb;
    double cy = y + tb / 2;
    double g = filled ? 1 : 0;
    cairo_save(cr);
    cairo_set_source_rgb(cr, g, g, g);
    if (!filled) {
        double lw = line_width_min(0.035 * tb);
        rounded_rect(cr, x + lw / 2, y + lw / 2, w - lw, tb - lw, 0.15 * tb);
        cairo_set_line_width(cr, lw);
        cairo_stroke(cr);
    }
    if (promoted) {
        up_arrow(cr, x + pad + aw / 2, cy, ah);
        plus_sign(cr, x + pad + aw + 0.10 * tb + pa / 2, cy, pa);
    } else {
        up_arrow(cr, x + w / 2, cy, ah);
    }
    cairo_restore(cr);
}

/* A three-pointed crown, w wide, h tall, centred on (cx, cy). */
static void crown(cairo_t *cr, double cx, double cy, double w, double h)
{
    double l = cx - w / 2, top = cy - h / 2;
    draw_crown_path(cr, cx, top, w, h);
    cairo_fill(cr);
    draw_ink_note(cr, INK_MARK, fmin(w, h), l, top, w, h);
}

static void hatch(cairo_t *cr, double x, double y, double w, double h, double step, double lw)
{
    cairo_save(cr);
    cairo_rectangle(cr, x, y, w, h);
    cairo_clip(cr);
    cairo_set_line_width(cr, lw);
    cairo_new_path(cr);
    /* lines x - y = const, placed from the box's centre so the pattern is
     * symmetric about the face centre */
    double cx = x + w / 2, cy = y + h / 2;
    int n = (int)ceil((w + h) / step / 2) + 1;
    for (int i = -n; i <= n; i++) {
        double o = i * step;
        cairo_move_to(cr, cx + o - h, cy - h);
        cairo_line_to(cr, cx + o + h, cy + h);
    }
    cairo_stroke(cr);
    cairo_restore(cr);
}

static void hidden_fold(cairo_t *cr, const struct look *lk, int side, double w, double h, double m)
{
    int filled = draw_face_side_filled(lk, side);
    double x0 = -w / 2 + m, y0 = -h / 2 + m, iw = w - 2 * m, ih = h - 2 * m;
    double u = iw < ih ? iw : ih;
    double lw = line_width_min(0.012 * u);
    double fg = filled ? 1.0 : 0.0;
    cairo_save(cr);
    rounded_rect(cr, x0, y0, iw, ih, 0.06 * u);
    cairo_set_source_rgb(cr, 0, 0, 0);
    if (filled) {
        cairo_fill_preserve(cr);
    } else {
        cairo_set_line_width(cr, lw * 2);
        cairo_stroke_preserve(cr);
    }
    cairo_clip(cr);
    /* a diamond lattice */
    cairo_set_source_rgb(cr, filled ? 0.62 : 0.55, filled ? 0.62 : 0.55, filled ? 0.62 : 0.55);
    double step = u / 7;
    cairo_save(cr);
    hatch(cr, x0, y0, iw, ih, step, lw);
    cairo_scale(cr, -1, 1);
    hatch(cr, -x0 - iw, y0, iw, ih, step, lw);
    cairo_restore(cr);
    /* the emblem: nested diamonds */
    double r = 0.30 * u;
    for (int i = 0; i < 3; i++) {
        double ri = r * (1 - 0.3 * i);
        draw_diamond_path(cr, 0, 0, ri);
        if (i % 2 == 0) cairo_set_source_rgb(cr, 1 - fg, 1 - fg, 1 - fg);
        else cairo_set_source_rgb(cr, fg, fg, fg);
        cairo_fill_preserve(cr);
        cairo_set_source_rgb(cr, fg > 0 ? 1 : 0, fg > 0 ? 1 : 0, fg > 0 ? 1 : 0);
        cairo_set_line_width(cr, lw * 1.5);
        cairo_stroke(cr);
    }
    cairo_restore(cr);
    /* the centre dot, in the art colour (white on the filled side) */
    double dot = fmax(0.045 * u, MIN_MARK_MM / 2);
    cairo_set_source_rgb(cr, fg, fg, fg);
    cairo_new_path(cr);
    cairo_arc(cr, 0, 0, dot, 0, 2 * M_PI);
    cairo_fill(cr);
}

/* A face's name in bold centred on (cx, cy) at pt, shrunk to max_w: one
 * line, or two where the composer broke it (brk: text_two_lines), track mm
 * between its letters as the composer set it (face.label_track). */
static void bold_label(cairo_t *cr, const struct layout *lo, const char *text, int brk, double pt,
                       double track, double cx, double cy, double max_w, int hollow)
{
    char *two = text_two_lines(text, brk);
    char *m = text_face_name_markup_track(two, track);
    if (hollow) /* outlines 1/25 of the letters' size wide, never under print's least */
        draw_hollow_label(cr, lo, m, pt, cx, cy, max_w, brk != 0,
                          line_width_min(0.04 * pt * MM_PER_PT));
    else if (brk != 0)
        draw_label_centred(cr, lo, m, pt, cx, cy, max_w);
    else
        draw_label(cr, lo, m, pt, cx, cy, 0, max_w);
    free(m);
    free(two);
}

static void plain_back(cairo_t *cr, const struct layout *lo, double face,
                       const struct face *f)
{
    const char *label = f->label;
    double pt = f->label_pt;
    const struct face_plan fp = f->plan;
    double iw = face - 2 * fp.art;
    cairo_save(cr);
    double bh = 1.6 * fp.band_h, bw = fp.band_w;
    if (f->ground_ink > 0) { /* the dark side's ground, the front's rectangle */
        double g = 1 - f->ground_ink;
        cairo_set_source_rgb(cr, g, g, g);
        rounded_rect(cr, fp.band_x, fp.band_y, fp.band_w, face - 2 * fp.inset, 0.15 * fp.band_h);
        cairo_fill(cr);
    } else {
        rounded_rect(cr, -bw / 2, -bh / 2, bw, bh, 0.12 * bh);
        cairo_set_source_rgb(cr, 0, 0, 0);
        cairo_set_line_width(cr, line_width_min(0.01 * iw));
        cairo_stroke(cr);
    }
    double ink = f->ground_ink > 0.5; /* white on black */
    cairo_set_source_rgb(cr, ink, ink, ink);
    /* no arrow box here: the name may use the box's width */
    if (label) /* every placed face is named by the composer (compose_face_label) */
        bold_label(cr, lo, label, f->label_break, fmax(pt, fp.name_pt), 0, 0, 0, 0.92 * bw, 0);
    cairo_restore(cr);
}

/* A back="choices" back's foot: its words, black in a white box across
 * the face, where the composer put them (face_choices.c). */
static void choices_foot(cairo_t *cr, const struct layout *lo, const struct face *f)
{
    double lw = line_width_min(0.035 * f->foot_h);
    cairo_save(cr);
    rounded_rect(cr, f->foot_x + lw / 2, f->foot_y + lw / 2, f->foot_w - lw, f->foot_h - lw,
                 0.2 * f->foot_h);
    cairo_set_source_rgb(cr, 1, 1, 1);
    cairo_fill_preserve(cr);
    cairo_set_source_rgb(cr, 0, 0, 0);
    cairo_set_line_width(cr, lw);
    cairo_stroke(cr);
    char *m = text_face_name_markup(f->foot);
    draw_label(cr, lo, m, f->foot_pt, f->foot_x + f->foot_w / 2, f->foot_y + f->foot_h / 2, 0,
               f->foot_w);
    free(m);
    cairo_restore(cr);
}

/* A glyph that is a word (Makruk's Thai names) centred on (0, cy) in a box
 * w wide, clear of the frame, at the size and height the composer chose
 * (struct face's word_pt, word_h: compose_glyph_word). */
static void glyph_word(cairo_t *cr, const struct layout *lo, const char *g, double pt, double th,
                       double cy, double w)
{
    char *m = markup_printf("<span font_family=\"%s\">%s</span>", text_glyph_family(lo), g);
    draw_text(cr, lo, m, pt, -w / 2, cy - th / 2, w, ALIGN_CENTER);
    free(m);
}
void draw_fold_face(cairo_t *cr, const struct layout *lo, const struct look *lk,
                    const struct piece_art *a, int side, enum face_kind kind, const struct face *f,
                    double w, double h)
{
    double face = w < h ? w : h;
    const char *label = f->label;
    double pt = f->label_pt;
    if (kind == FACE_HIDDEN_BACK) {
        hidden_fold(cr, lk, side, w, h, SIDE_MARK_INSET); /* dark: clear of the cuts */
        return;
    }
    if (kind == FACE_PLAIN_BACK) {
        plain_back(cr, lo, face, f);
        return;
    }
    int promoted = kind == FACE_PROMOTED, filled = draw_face_side_filled(lk, side);
    const struct diagram *d = a->diagram;
    const struct face_plan fp = f->plan; /* laid out round d by the composer */

    /* the dark side's ground, a diagram's cells lighter (compose_face_label) */
    if (f->ground_ink > 0) {
        double g = 1 - f->ground_ink;
        cairo_set_source_rgb(cr, g, g, g);
        if (f->ground_full) /* to the cut lines (compose_fold_ground_full) */
            cairo_rectangle(cr, -w / 2, -h / 2, w, h);
        else
            rounded_rect(cr, fp.band_x, fp.band_y, fp.band_w, face - 2 * fp.inset, 0.15 * fp.band_h);
        cairo_fill(cr);
        if (f->cells_ink > 0 && d) {
            g = 1 - f->cells_ink;
            cairo_set_source_rgb(cr, g, g, g);
            if (fp.ring > 0) /* an animal's ring fills the diagram's room */
                cairo_rectangle(cr, fp.dx, fp.dy, fp.dw, fp.dh);
            else
                cairo_rectangle(cr, fp.gx, fp.gy, fp.cell * fp.cols, fp.cell * fp.rows);
            cairo_fill(cr);
        }
    }
    /* an animal's tile in its own colour, to the cut lines (draw_animal.c) */
    if (d && fp.ring > 0 && FIGURE_IS_ANIMAL(a->figure) && f->ground_ink <= 0) {
        draw_animal_ground(cr, a->figure);
        cairo_rectangle(cr, -w / 2, -h / 2, w, h);
        cairo_fill(cr);
    }
    /* the header band: solid on the dark side, and where it alone shows
       the owner (band_solid: compose_fold_points_owner) */
    int solid = (filled || f->band_solid) && !f->band_light;
    cairo_set_source_rgb(cr, f->band_light, f->band_light, f->band_light);
    if (solid || f->band_light) { /* band_light: white across a dark face */
        rounded_rect(cr, fp.band_x, fp.band_y, fp.band_w, fp.band_h, 0.15 * fp.band_h);
        cairo_fill(cr);
    }
    double ink = solid ? 1 : 0;
    arrow_tab(cr, fp.band_x, fp.band_y + (fp.band_h - fp.tab_h) / 2, fp.tab_h, f->tab_w, promoted,
              solid);
    double nx = f->name_x, room = f->name_room;
    if (label && !f->caption && f->name_hollow) {
        /* a promoted side's name reversed, in the band's tone on a plate of
           the name's: grey letters in white outlines on the black band
           read as a smudge at the table (issue 30, Chu Seireigi review
           7.5/10); these read as the fronts' names do, and no front has one */
        double in = FOLD_PLATE_INSET * fp.band_h / (f->label_break ? 3 : 1); /* two lines: thinner rim */
        double ph = fp.band_h - 2 * in;
        cairo_set_source_rgb(cr, ink, ink, ink);
        double hx = FOLD_PLATE_INSET * fp.band_h; /* its ends as far round the name */
        double px0 = fmax(nx - hx, fp.band_x + in), px1 = fmin(nx + room + hx, fp.band_x + fp.band_w - in);
        rounded_rect(cr, px0, fp.band_y + in, px1 - px0, ph, 0.15 * ph);
        cairo_fill(cr);
        cairo_set_source_rgb(cr, 1 - ink, 1 - ink, 1 - ink); /* as large as a front's */
        bold_label(cr, lo, label, f->label_break, pt, f->label_track, nx + room / 2,
                   fp.band_y + fp.band_h / 2, room, 0);
    }
    cairo_set_source_rgb(cr, ink, ink, ink);
    if (label && !f->caption && !f->name_hollow) /* every placed face is named by the composer (compose_face_label) */
        bold_label(cr, lo, label, f->label_break, pt, f->label_track, nx + room / 2,
                   fp.band_y + fp.band_h / 2, room, 0);
    if (a->royal)
        crown(cr, fp.band_x + fp.band_w - 0.6 - 0.45 * fp.band_h, fp.band_y + fp.band_h / 2,
              0.9 * fp.band_h, 0.7 * fp.band_h);

    if (lk->face == FACE_GLYPH) {
        const char *g = a->glyph[side];
        double art = f->ground_ink > 0.5; /* white on black */
        cairo_set_source_rgb(cr, art, art, art);
        if (g && f->word_band) { /* the figure in the word's room, the word in the band */
            double fh = 0.88 * fmin(fp.dw, fp.dh); /* clear of the word above */
            cairo_save(cr);
            cairo_translate(cr, 0, fp.dy + fp.dh / 2);
            if (FIGURE_IS_FONT(a->figure))
                draw_font_figure(cr, lo, a->figure, fh, art > 0.5);
            else
                draw_piece_figure(cr, a->figure, fh, art > 0.5);
            cairo_restore(cr);
            cairo_set_source_rgb(cr, ink, ink, ink); /* centred by its ink (face_word.c) */
            char *m = markup_printf("<span font_family=\"%s\">%s</span>", text_glyph_family(lo), g);
            draw_label(cr, lo, m, f->word_pt, nx + room / 2, fp.band_y + fp.band_h / 2, 0, room);
            free(m);
            cairo_set_source_rgb(cr, art, art, art);
        } else if (g && a->stacked[side])
            draw_glyph(cr, lo, g, 1, 0, fp.dy + fp.dh / 2, fp.dw, fp.dh);
        else if (g)
            glyph_word(cr, lo, g, f->word_pt, f->word_h, fp.dy + fp.dh / 2, 0.86 * fp.dw);
        if (label && f->caption) /* the name large under the word (face_word.c) */
            bold_label(cr, lo, label, f->label_break, pt, 0, 0, f->caption_y, fp.band_w, 0);
    } else if (d && fp.ring > 0) { /* an animal, its marks round it */
        draw_diagram_ring(cr, d, fp.dx, fp.dy, fp.dw, fp.dh, fp.ring);
        draw_animal(cr, a->figure, fp.fig_x, fp.fig_y, fp.fig_w, fp.fig_h);
    } else if (d) {
        cairo_save(cr);
        cairo_set_source_rgb(cr, 0, 0, 0);
        draw_diagram_on_ground(f->cells_ink);
        draw_diagram_cropped(cr, d, fp.row0, fp.rows, fp.col0, fp.cols, fp.gx, fp.gy, fp.cell,
                             promoted);
        draw_diagram_on_ground(0);
        cairo_restore(cr);
    }
    if (f->foot[0])
        choices_foot(cr, lo, f);
    if (f->royal_frame) {
        /* the royal piece among alike ones: a thick black frame in the
           margin between the cut lines and the art (ART_INSET), outside
           a dark side's ground (SIDE_MARK_INSET) */
        double lw = ROYAL_FRAME_MM, m = 0.2 + lw / 2;
        cairo_set_source_rgb(cr, 0, 0, 0);
        cairo_set_line_width(cr, lw);
        cairo_rectangle(cr, -w / 2 + m, -h / 2 + m, w - 2 * m, h - 2 * m);
        cairo_stroke(cr);
    }
}
