/* draw_piece.c: the faces of a piece, centred on (0, 0), forward up, in mm.
 *
 * Discs (FORM_DISC), glyph faces (Xiangqi):
 *   outlined side (sides[s].filled == 0): white disc, a bold black rim ring
 *     and a thin inner ring, a light tint of the side's colour between the
 *     two rings (a second cue only: it prints as a pale grey), black glyph;
 *   filled side (filled == 1): black disc, thin white inner ring, white glyph.
 *   The glyph is p->glyph[side] in the layout's CJK font, about 60 % of the
 *   diameter.
 *
 * Tiles (FORM_TILE) with a 3 x 3 grid of steps and slides: the face is the
 * grid itself (rotation game), drawn by draw_tile.c. Other tiles fall back
 * to the fold-over face below.
 *
 * Fold-over faces (FORM_FOLD, and other FORM_TILE), diagram faces (Chu
 * Seireigi mnemonic pieces):
 *   a top band holds, at the upper left, the forward arrow in a small tab
 *   and the piece's name (short name if set; shrunk to fit, at most two
 *   lines) beside it; the movement diagram fills the rest of the face.
 *   Promoted face (FACE_PROMOTED, p is the piece promoted to): a plus sign
 *   either side of the arrow, and the diagram's piece marker is drawn in
 *   outline with a dot (see draw_diagram.c).
 *   Sides in black-and-white print: the first side's arrow tab is outlined
 *   (black arrow in a thin box), the second side's tab is solid black with
 *   a white arrow (and white plus signs), the same outlined/filled
 *   convention as the discs.
 *   FACE_PLAIN_BACK (a piece that does not promote): a light diagonal hatch
 *   with the piece's name small in a white box, so it can still be told.
 *   FACE_HIDDEN_BACK: a lattice pattern and a diamond emblem that depend
 *   only on the side's print style (outlined or filled), never on the piece,
 *   so all hidden backs of a side are identical.
 *
 * Art keeps a margin of 7 % of the face (1.2 to 2 mm) from the cut line,
 * except the discs, which are printed to their edge (the cut circle). */
#include <math.h>
#include <stdio.h>
#include <string.h>


#include "draw-imp.h"

#include <stdlib.h>
#include "base/base.h"

#define MIN_LINE 0.1
#define DEFAULT_CJK "AR PL UKai CN"
#define MIN_NAME_PT 6.2 /* the name on a glyph face: 6 pt, with room for rounding */

static double clampd(double v, double lo, double hi)
{
    return v < lo ? lo : v > hi ? hi : v;
}

static double lw_min(double w)
{
    return w < MIN_LINE ? MIN_LINE : w;
}

static const char *piece_label(const struct piece *p)
{
    if (p->short_name && *p->short_name) return p->short_name;
    if (p->name && *p->name) return p->name;
    return p->id ? p->id : "?";
}

static const char *piece_glyph(const struct piece *p, int side)
{
    int other = side == SIDE_FIRST ? SIDE_SECOND : SIDE_FIRST;
    if (p->glyph[side] && *p->glyph[side]) return p->glyph[side];
    if (p->glyph[other] && *p->glyph[other]) return p->glyph[other];
    return NULL;
}

/* The diagram a face shows: the piece's diagram for everywhere, with the
 * moves it has only in a zone added, framed (diagram_overlay). Returns the
 * grid to draw; *merged holds what must be freed. */
static const struct diagram *face_diagram(const struct piece *p, struct diagram *merged)
{
    const struct diagram *d = NULL;
    memset(merged, 0, sizeof *merged);
    for (int i = 0; i < p->ndiagrams && !d; i++)
        if (!p->diagrams[i].in_zone && p->diagrams[i].grid.cells)
            d = &p->diagrams[i].grid;
    if (!d)
        return p->ndiagrams ? &p->diagrams[0].grid : NULL;
    for (int i = 0; i < p->ndiagrams; i++) {
        struct diagram next;
        if (!p->diagrams[i].in_zone || !p->diagrams[i].grid.cells ||
            diagram_overlay(d, &p->diagrams[i].grid, &next) != 0)
            continue;
        diagram_free(merged);
        *merged = next;
        d = merged;
    }
    return d;
}

static int side_filled(const struct variant *v, int side)
{
    if (side < 0 || side >= MAX_SIDES) side = SIDE_FIRST;
    return v->sides[side].filled != 0;
}

/* Draws a glyph (plain text, escaped here) in the CJK font, centred. */
static void cjk_label(cairo_t *cr, const struct layout *lo, const char *text,
                      double em_mm, double cx, double cy, double max_w)
{
    const char *fam = lo && lo->glyph_family && *lo->glyph_family ? lo->glyph_family : DEFAULT_CJK;
    char *m = markup_printf("<span font_family=\"%s\">%s</span>", fam, text);
    draw_label(cr, lo, m, em_mm * PT_PER_MM, cx, cy, 0, max_w);
    free(m);
}

static void circle(cairo_t *cr, double r)
{
    cairo_new_path(cr);
    cairo_arc(cr, 0, 0, r, 0, 2 * M_PI);
    cairo_close_path(cr);
}

/* ---- discs ------------------------------------------------------------- */

/* The disc, its rings and tint; leaves the source set to the art colour. */
static void disc_base(cairo_t *cr, const struct variant *v, int side, double R, int promoted)
{
    int filled = side_filled(v, side);
    double rim_w = lw_min(0.075 * R), inner_w = lw_min(0.022 * R);
    double r_rim = R * 0.90, r_in = R * 0.78;
    if (filled) {
        cairo_set_source_rgb(cr, 0, 0, 0);
        circle(cr, R);
        cairo_fill(cr);
        cairo_set_source_rgb(cr, 1, 1, 1);
        cairo_set_line_width(cr, inner_w * 1.3);
        circle(cr, r_in);
        cairo_stroke(cr);
        if (promoted) {
            circle(cr, r_in - 3 * inner_w);
            cairo_stroke(cr);
        }
        return; /* white art */
    }
    cairo_set_source_rgb(cr, 1, 1, 1);
    circle(cr, R);
    cairo_fill(cr);
    double rgb[3];
    if (colour_parse_hex(v->sides[side < 0 || side >= MAX_SIDES ? 0 : side].colour, rgb) == 0) {
        const double k = 0.22; /* light: prints as a pale grey */
        cairo_set_source_rgb(cr, 1 - k * (1 - rgb[0]), 1 - k * (1 - rgb[1]), 1 - k * (1 - rgb[2]));
        cairo_new_path(cr);
        cairo_arc(cr, 0, 0, r_rim, 0, 2 * M_PI);
        cairo_close_path(cr);
        cairo_new_sub_path(cr);
        cairo_arc_negative(cr, 0, 0, r_in, 2 * M_PI, 0);
        cairo_close_path(cr);
        cairo_fill(cr);
    }
    cairo_set_source_rgb(cr, 0, 0, 0);
    cairo_set_line_width(cr, rim_w);
    circle(cr, r_rim);
    cairo_stroke(cr);
    cairo_set_line_width(cr, inner_w);
    circle(cr, r_in);
    cairo_stroke(cr);
    if (promoted) {
        circle(cr, r_in - 3 * inner_w);
        cairo_stroke(cr);
    }
}

static void hidden_disc(cairo_t *cr, const struct variant *v, int side, double R)
{
    disc_base(cr, v, side, R, 0);
    /* concentric rings inside the inner ring, then a small dot */
    double w = lw_min(0.02 * R);
    cairo_set_line_width(cr, w);
    for (int i = 1; i <= 4; i++) {
        circle(cr, R * 0.78 * (1 - i * 0.19));
        cairo_stroke(cr);
    }
    circle(cr, R * 0.06);
    cairo_fill(cr);
}

static void draw_disc(cairo_t *cr, const struct layout *lo, const struct variant *v,
                      const struct piece *p, int side, enum face_kind kind, double D)
{
    double R = D / 2;
    if (kind == FACE_HIDDEN_BACK) {
        hidden_disc(cr, v, side, R);
        return;
    }
    disc_base(cr, v, side, R, kind == FACE_PROMOTED);
    const char *g = piece_glyph(p, side);
    if (kind == FACE_PLAIN_BACK) {
        char *m = markup_printf("%s", piece_label(p));
        draw_label(cr, lo, m, 0.13 * D * PT_PER_MM, 0, 0, 0, 1.3 * R);
        free(m);
        return;
    }
    if (v->components.face == FACE_DIAGRAM && p->ndiagrams > 0 && p->diagrams[0].grid.size > 0) {
        /* a diagram needs white ground: the filled side gets a white centre */
        if (side_filled(v, side)) {
            cairo_set_source_rgb(cr, 1, 1, 1);
            circle(cr, R * 0.72);
            cairo_fill(cr);
            cairo_set_source_rgb(cr, 0, 0, 0);
        }
        double ds = R * 0.86;
        struct diagram merged;
        cairo_save(cr);
        cairo_set_source_rgb(cr, 0, 0, 0);
        draw_diagram(cr, face_diagram(p, &merged), -ds / 2, -ds / 2 + 0.08 * R, ds, kind == FACE_PROMOTED);
        cairo_restore(cr);
        diagram_free(&merged);
        char *m = markup_printf("%s", piece_label(p));
        draw_label(cr, lo, m, 0.085 * D * PT_PER_MM, 0, -R * 0.52, 0, R * 0.9);
        free(m);
        return;
    }
    if (g) {
        int st = p->glyph[side] ? p->glyph_stack[side] : p->glyph_stack[1 - side];
        if (draw_glyph_stacked(g, st))
            draw_glyph(cr, lo, g, st, 0, 0, 0.8 * R, 1.3 * R);
        else
            cjk_label(cr, lo, g, 0.64 * D, 0, 0, 1.3 * R);
    } else {
        char *m = markup_printf("<b>%s</b>", piece_label(p));
        draw_label(cr, lo, m, 0.16 * D * PT_PER_MM, 0, 0, 0, 1.3 * R);
        free(m);
    }
}

/* ---- fold-over faces and tiles ----------------------------------------- */

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
}

static void plus_sign(cairo_t *cr, double cx, double cy, double a)
{
    double t = 0.26 * a;
    cairo_new_path(cr);
    cairo_rectangle(cr, cx - a / 2, cy - t / 2, a, t);
    cairo_rectangle(cr, cx - t / 2, cy - a / 2, t, a);
    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING);
    cairo_fill(cr);
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

/* The arrow tab at (x, y), band height tb; returns its width. */
static double arrow_tab(cairo_t *cr, double x, double y, double tb, int promoted, int filled)
{
    double ah = 0.70 * tb, pa = 0.34 * tb, pad = 0.16 * tb;
    double aw = 0.72 * ah;
    double w = promoted ? pad + pa + 0.12 * tb + aw + 0.12 * tb + pa + pad : aw + 2 * pad;
    double lw = lw_min(0.035 * tb);
    double cy = y + tb / 2;
    cairo_save(cr);
    rounded_rect(cr, x + lw / 2, y + lw / 2, w - lw, tb - lw, 0.15 * tb);
    cairo_set_source_rgb(cr, 0, 0, 0);
    if (filled) {
        cairo_fill(cr);
        cairo_set_source_rgb(cr, 1, 1, 1);
    } else {
        cairo_set_line_width(cr, lw);
        cairo_stroke(cr);
    }
    if (promoted) {
        double ax = x + pad + pa + 0.12 * tb + aw / 2;
        plus_sign(cr, x + pad + pa / 2, cy, pa);
        up_arrow(cr, ax, cy, ah);
        plus_sign(cr, ax + aw / 2 + 0.12 * tb + pa / 2, cy, pa);
    } else {
        up_arrow(cr, x + w / 2, cy, ah);
    }
    cairo_restore(cr);
    return w;
}

/* The piece's name in the box (x, y, w, h), at most two lines, centred;
 * bold; shrunk to fit. Prefers one line unless two lines are much larger. */
static void name_in_box(cairo_t *cr, const struct layout *lo, const char *name,
                        double x, double y, double w, double h)
{
    char *m = markup_printf("<b>%s</b>", name);
    double em1 = 0.62 * h;                   /* one line filling the band */
    double pt1 = em1 * PT_PER_MM;
    double w1 = text_width(lo, m, pt1);
    double k1 = w1 > w ? w / w1 : 1.0;     /* its shrink to fit */
    double em2 = 0.40 * h, pt2 = em2 * PT_PER_MM;
    int two = 0;
    if (k1 < 0.999 && strchr(name, ' ') && em2 > em1 * k1 * 1.08) {
        double h2 = text_height(lo, m, pt2, w);
        /* two lines, and no word broken inside */
        if (h2 <= h * 1.05 && h2 < 2.6 * em2 * 1.2 &&
            text_width(lo, m, pt2) > w)
            two = 1;
        if (two) {
            /* each word must fit the width on its own */
            const char *s = name;
            while (*s && two) {
                const char *e = strchr(s, ' ');
                size_t n = e ? (size_t)(e - s) : strlen(s);
                char *word = xstrndup(s, n);
                char *wm = markup_printf("<b>%s</b>", word);
                if (text_width(lo, wm, pt2) > w) two = 0;
                free(wm);
                free(word);
                s = e ? e + 1 : s + n;
            }
        }
        if (two) {
            double h2b = text_height(lo, m, pt2, w);
            draw_text(cr, lo, m, pt2, x, y + (h - h2b) / 2, w, ALIGN_CENTER);
        }
    }
    if (!two) draw_label(cr, lo, m, pt1, x + w / 2, y + h / 2, 0, w);
    free(m);
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

static void hidden_fold(cairo_t *cr, const struct variant *v, int side, double w, double h, double m)
{
    int filled = side_filled(v, side);
    double x0 = -w / 2 + m, y0 = -h / 2 + m, iw = w - 2 * m, ih = h - 2 * m;
    double u = iw < ih ? iw : ih;
    double lw = lw_min(0.012 * u);
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
        cairo_new_path(cr);
        cairo_move_to(cr, 0, -ri);
        cairo_line_to(cr, ri, 0);
        cairo_line_to(cr, 0, ri);
        cairo_line_to(cr, -ri, 0);
        cairo_close_path(cr);
        if (i % 2 == 0) cairo_set_source_rgb(cr, 1 - fg, 1 - fg, 1 - fg);
        else cairo_set_source_rgb(cr, fg, fg, fg);
        cairo_fill_preserve(cr);
        cairo_set_source_rgb(cr, fg > 0 ? 1 : 0, fg > 0 ? 1 : 0, fg > 0 ? 1 : 0);
        cairo_set_line_width(cr, lw * 1.5);
        cairo_stroke(cr);
    }
    cairo_restore(cr);
    /* the centre dot, in the art colour (white on the filled side) */
    cairo_set_source_rgb(cr, fg, fg, fg);
    cairo_new_path(cr);
    cairo_arc(cr, 0, 0, 0.045 * u, 0, 2 * M_PI);
    cairo_fill(cr);
}

static void plain_back(cairo_t *cr, const struct layout *lo, const struct piece *p,
                       double w, double h, double m)
{
    double x0 = -w / 2 + m, y0 = -h / 2 + m, iw = w - 2 * m, ih = h - 2 * m;
    double u = iw < ih ? iw : ih;
    cairo_save(cr);
    cairo_set_source_rgb(cr, 0.6, 0.6, 0.6);
    hatch(cr, x0, y0, iw, ih, u / 9, lw_min(0.01 * u));
    double bh = 0.26 * u, bw = 0.86 * iw;
    rounded_rect(cr, -bw / 2, -bh / 2, bw, bh, 0.12 * bh);
    cairo_set_source_rgb(cr, 1, 1, 1);
    cairo_fill_preserve(cr);
    cairo_set_source_rgb(cr, 0, 0, 0);
    cairo_set_line_width(cr, lw_min(0.01 * u));
    cairo_stroke(cr);
    name_in_box(cr, lo, piece_label(p), -bw / 2 + 0.05 * bw, -bh / 2 + 0.1 * bh, 0.9 * bw, 0.8 * bh);
    cairo_restore(cr);
}

static void draw_fold(cairo_t *cr, const struct layout *lo, const struct variant *v,
                      const struct piece *p, int side, enum face_kind kind,
                      double w, double h)
{
    double m = clampd(0.07 * (w < h ? w : h), 1.2, 2.0);
    if (kind == FACE_HIDDEN_BACK) {
        hidden_fold(cr, v, side, w, h, m);
        return;
    }
    if (kind == FACE_PLAIN_BACK) {
        plain_back(cr, lo, p, w, h, m);
        return;
    }
    int promoted = kind == FACE_PROMOTED;
    int filled = side_filled(v, side);
    double x0 = -w / 2 + m, y0 = -h / 2 + m, iw = w - 2 * m, ih = h - 2 * m;
    double tb = clampd(0.175 * ih, 3.0, 6.0);
    if (v->components.face == FACE_GLYPH)
        /* a glyph needs less height than a diagram: the band keeps the
           name (Makruk's "Khun" beside ขุน) at 6 pt at least */
        tb = fmax(tb, fmin(MIN_NAME_PT / PT_PER_MM / 0.62, 0.3 * ih));
    double gap = 0.035 * ih;

    double tab_w = arrow_tab(cr, x0, y0, tb, promoted, filled);
    /* The name: centred on the face if it clears the tab, else centred in
     * the room right of the tab. */
    const char *name = piece_label(p);
    double room_x = x0 + tab_w + 0.6, room_w = x0 + iw - room_x;
    char *bm = markup_printf("<b>%s</b>", name);
    double nw = text_width(lo, bm, 0.62 * tb * PT_PER_MM);
    free(bm);
    double half = iw / 2 - tab_w - 0.6; /* half-width clear of the tab, centred */
    cairo_set_source_rgb(cr, 0, 0, 0);
    if (nw / 2 <= half)
        name_in_box(cr, lo, name, -half, y0, 2 * half, tb);
    else
        name_in_box(cr, lo, name, room_x, y0, room_w, tb);

    double top = y0 + tb + gap, avail_h = ih - tb - gap;
    if (filled) {
        /* the filled side's second cue, seen at a glance in black and white:
           a heavy frame in the margin, clear of the art and of the cut */
        double fw = 0.45 * m;
        cairo_rectangle(cr, -w / 2 + m / 2, -h / 2 + m / 2, w - m, h - m);
        cairo_set_line_width(cr, fw);
        cairo_set_source_rgb(cr, 0, 0, 0);
        cairo_stroke(cr);
    }
    if (v->components.face == FACE_GLYPH) {
        const char *g = piece_glyph(p, side);
        double em = 0.8 * (avail_h < iw ? avail_h : iw);
        int st = p->glyph[side] ? p->glyph_stack[side] : p->glyph_stack[1 - side];
        if (g && draw_glyph_stacked(g, st))
            draw_glyph(cr, lo, g, st, 0, top + avail_h / 2, iw, avail_h);
        else if (g) /* a long word (Makruk's เบี้ย) keeps clear of the frame */
            cjk_label(cr, lo, g, em, 0, top + avail_h / 2, 0.86 * iw);
        return;
    }
    if (p->ndiagrams > 0 && p->diagrams[0].grid.size > 0 && p->diagrams[0].grid.cells) {
        double ds = avail_h < iw ? avail_h : iw;
        struct diagram merged;
        cairo_save(cr);
        cairo_set_source_rgb(cr, 0, 0, 0);
        draw_diagram(cr, face_diagram(p, &merged), -ds / 2, top + (avail_h - ds) / 2, ds, promoted);
        cairo_restore(cr);
        diagram_free(&merged);
    }
}

void draw_piece_face(cairo_t *cr, const struct layout *lo, const struct variant *v,
                     const struct piece *p, int side, enum face_kind kind,
                     double w, double h)
{
    if (!v || w <= 0 || h <= 0) return;
    if (kind != FACE_HIDDEN_BACK && !p) return;
    if (side < 0 || side >= MAX_SIDES) side = SIDE_FIRST;
    cairo_save(cr);
    cairo_set_dash(cr, NULL, 0, 0);
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER);
    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING);
    cairo_set_source_rgb(cr, 0, 0, 0);
    /* a smaller size class is drawn smaller in the same box: a disc about
       its centre, a koma about the middle of its base (on the fold) */
    double k = kind == FACE_HIDDEN_BACK ? 1.0 : piece_size_scale(v, p);
    if (v->components.shape == SHAPE_PENTAGON) {
        cairo_translate(cr, 0, h / 2);
        cairo_scale(cr, k, k);
        cairo_translate(cr, 0, -h / 2);
        draw_koma_face(cr, lo, v, p, side, kind, w, h);
    } else if (v->components.form == FORM_DISC)
        draw_disc(cr, lo, v, p, side, kind, k * (w < h ? w : h));
    else if (v->components.form == FORM_TILE && kind == FACE_FRONT &&
             v->components.face == FACE_DIAGRAM && p->ndiagrams > 0 &&
             draw_tile_grid_drawable(&p->diagrams[0].grid))
        draw_tile_face(cr, lo, v, p, side, w, h); /* the face is the grid */
    else
        draw_fold(cr, lo, v, p, side, kind, w, h);
    cairo_restore(cr);
}

void draw_face(cairo_t *cr, const struct layout *lo, const struct variant *v,
               const struct face *f, double w, double h)
{
    draw_piece_face(cr, lo, v, &v->pieces[f->piece], f->side, f->kind, w, h);
}
