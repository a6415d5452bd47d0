/* draw_text.c: shows text on a cairo context, in millimetres. The text is
 * laid out (and cached) by text/, which the composer measured it with, so
 * the drawn text is exactly the measured one; this file only places it. */
#include <pango/pangocairo.h>

#include "draw-imp.h"
#include "text/text_lines.h"

#include <stdlib.h>

/* (x, y) is the top of the text box. With width > 0 the box is [x, x+width]
 * and the text is aligned in it; with width 0 (no wrapping) x is the left
 * edge, the centre or the right edge for LEFT, CENTER and RIGHT. */
double draw_text(cairo_t *cr, const struct layout *lo, const char *markup,
                 double size_pt, double x, double y, double width,
                 enum text_align align)
{
    PangoLayout *pl = text_pango_layout(lo, markup, size_pt, width, align);
    const struct text_lines *tl = text_lines_of(pl);
    PangoRectangle ink, logical;
    if (tl) {
        ink = tl->ink;
        logical = tl->logical;
    } else
        pango_layout_get_extents(pl, &ink, &logical);
    double w = (double)logical.width / PANGO_SCALE, h = (double)logical.height / PANGO_SCALE;
    double x0 = x;
    if (width <= 0) {
        if (align == ALIGN_CENTER) x0 = x - w / 2;
        else if (align == ALIGN_RIGHT) x0 = x - w;
    }
    /* some glyphs reach left of their origin (the tail of a J): left-aligned
       text moves right by that much, so that no ink lies left of its box and
       a title set on the margin keeps to it */
    if (align == ALIGN_LEFT && ink.width > 0 && ink.x < 0)
        x0 -= (double)ink.x / PANGO_SCALE;
    cairo_save(cr);
    cairo_move_to(cr, x0, y);
    if (tl)
        text_lines_show(cr, tl);
    else
        pango_cairo_show_layout(cr, pl);
    cairo_restore(cr);
    if (*markup)
        draw_ink_note(cr, INK_TEXT, text_smallest_pt(pl, size_pt), x0, y, w, h);
    return h;
}

void draw_text_slice(cairo_t *cr, const struct layout *lo, const char *markup,
                     double size_pt, double x, double y, double width, double from, double h)
{
    PangoLayout *pl = text_pango_layout(lo, markup, size_pt, width, ALIGN_LEFT);
    const struct text_lines *tl = text_lines_of(pl);
    const double eps = 0.001;
    if (tl) {
        for (int i = 0; i < tl->n; i++) {
            const struct text_line *l = &tl->lines[i];
            double top = (double)l->logical_at.y / PANGO_SCALE;
            double end = (double)(l->logical_at.y + l->logical_at.height) / PANGO_SCALE;
            if (top >= from - eps && end <= from + h + eps) {
                double base = (double)l->baseline / PANGO_SCALE;
                cairo_move_to(cr, x + (double)l->logical_at.x / PANGO_SCALE, y + base - from);
                text_lines_show_line(cr, tl, i);
            }
        }
        return;
    }
    PangoLayoutIter *it = pango_layout_get_iter(pl);
    do {
        int y0, y1;
        pango_layout_iter_get_line_yrange(it, &y0, &y1);
        double top = (double)y0 / PANGO_SCALE, end = (double)y1 / PANGO_SCALE;
        if (top >= from - eps && end <= from + h + eps) {
            PangoRectangle logical;
            pango_layout_iter_get_line_extents(it, NULL, &logical);
            double base = (double)pango_layout_iter_get_baseline(it) / PANGO_SCALE;
            cairo_move_to(cr, x + (double)logical.x / PANGO_SCALE, y + base - from);
            pango_cairo_show_layout_line(cr, pango_layout_iter_get_line_readonly(it));
        }
    } while (pango_layout_iter_next_line(it));
    pango_layout_iter_free(it);
}

/* The text is centred on (cx, cy) by its ink: the visual centre of a CJK
 * glyph or of a word. When its logical width exceeds max_w it is scaled
 * down uniformly about that centre. */
static void label(cairo_t *cr, const struct layout *lo, const char *markup, double size_pt,
                  double cx, double cy, double angle, double max_w, int outline,
                  enum text_align align, double stroke)
{
    PangoLayout *pl = text_pango_layout(lo, markup, size_pt, 0, align);
    PangoRectangle ink, logical;
    pango_layout_get_extents(pl, &ink, &logical);
    double lw = (double)logical.width / PANGO_SCALE;
    double iw = (double)ink.width / PANGO_SCALE;
    double wide = lw > iw ? lw : iw;
    double k = 1.0;
    if (max_w > 0 && wide > max_w) k = max_w / wide;
    double icx = ((double)ink.x + ink.width / 2.0) / PANGO_SCALE;
    double icy = ((double)ink.y + ink.height / 2.0) / PANGO_SCALE;
    if (ink.width == 0 || ink.height == 0) { /* blank: use the logical box */
        icx = ((double)logical.x + logical.width / 2.0) / PANGO_SCALE;
        icy = ((double)logical.y + logical.height / 2.0) / PANGO_SCALE;
    }
    cairo_save(cr);
    cairo_translate(cr, cx, cy);
    if (angle != 0) cairo_rotate(cr, angle);
    if (k != 1.0) cairo_scale(cr, k, k);
    cairo_move_to(cr, -icx, -icy);
    if (outline == 2) { /* hollow: the letters' outlines, stroke mm wide, round a
                           mid-grey inside (outlines alone, 0.1 mm round white,
                           were too thin to read at 6 pt: issue 30, Chu review) */
        pango_cairo_layout_path(cr, pl);
        cairo_pattern_t *ink_src = cairo_pattern_reference(cairo_get_source(cr));
        cairo_set_source_rgb(cr, HOLLOW_FILL, HOLLOW_FILL, HOLLOW_FILL);
        cairo_fill_preserve(cr);
        cairo_set_source(cr, ink_src);
        cairo_pattern_destroy(ink_src);
        cairo_set_line_width(cr, stroke / k);
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
        cairo_stroke(cr);
    } else if (outline) {
        pango_cairo_layout_path(cr, pl);
        draw_glyph_open(cr, pango_layout_get_text(pl)); /* White's Bishop and Pawn */
        if (stroke > 0) { /* emboldened: every line of the glyph grows by stroke mm */
            cairo_fill_preserve(cr);
            cairo_set_line_width(cr, stroke / k);
            cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
            cairo_stroke(cr);
        } else
            cairo_fill(cr);
    } else {
        pango_cairo_show_layout(cr, pl);
    }
    if (ink.width > 0)
        draw_ink_note(cr, INK_TEXT, text_smallest_pt(pl, size_pt) * k,
                      (double)ink.x / PANGO_SCALE - icx, (double)ink.y / PANGO_SCALE - icy,
                      (double)ink.width / PANGO_SCALE, (double)ink.height / PANGO_SCALE);
    cairo_restore(cr);
}

void draw_label(cairo_t *cr, const struct layout *lo, const char *markup,
                double size_pt, double cx, double cy, double angle, double max_w)
{
    label(cr, lo, markup, size_pt, cx, cy, angle, max_w, 0, ALIGN_LEFT, 0);
}

void draw_label_centred(cairo_t *cr, const struct layout *lo, const char *markup,
                        double size_pt, double cx, double cy, double max_w)
{
    label(cr, lo, markup, size_pt, cx, cy, 0, max_w, 0, ALIGN_CENTER, 0);
}

void draw_plain_label(cairo_t *cr, const struct layout *lo, const char *text,
                      double size_pt, double cx, double cy, double angle, double max_w)
{
    char *m = markup_printf("%s", text);
    draw_label(cr, lo, m, size_pt, cx, cy, angle, max_w);
    free(m);
}

void draw_outlined_label(cairo_t *cr, const struct layout *lo, const char *text,
                         double size_pt, double cx, double cy, double max_w)
{
    char *m = markup_printf("%s", text);
    label(cr, lo, m, size_pt, cx, cy, 0, max_w, 1, ALIGN_LEFT, 0);
    free(m);
}

void draw_hollow_label(cairo_t *cr, const struct layout *lo, const char *markup, double size_pt,
                       double cx, double cy, double max_w, int centred, double line)
{
    label(cr, lo, markup, size_pt, cx, cy, 0, max_w, 2, centred ? ALIGN_CENTER : ALIGN_LEFT,
          line);
}

void draw_bold_label(cairo_t *cr, const struct layout *lo, const char *markup, double size_pt,
                     double cx, double cy, double max_w, double stroke)
{
    label(cr, lo, markup, size_pt, cx, cy, 0, max_w, 1, ALIGN_LEFT, stroke);
}
