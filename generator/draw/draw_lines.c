/* draw_lines.c: cut lines, fold lines and the calibration ruler, in mm.
 *
 * Cut lines are solid black hairlines of lo->cut_width; fold lines are
 * black dashes of lo->fold_width, dash and gap lo->fold_dash, laid out so
 * that a fold line starts and ends with a whole dash (symmetric, whatever
 * its length). No hairline is ever thinner than MIN_LINE (sizes.h). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "draw-imp.h"

static double hairline(double w, double fallback)
{
    if (!(w > 0)) w = fallback;
    return line_width_min(w);
}

static void cut_style(cairo_t *cr, const struct layout *lo)
{
    cairo_set_source_rgb(cr, 0, 0, 0);
    cairo_set_line_width(cr, hairline(lo ? lo->cut_width : 0, 0.15));
    cairo_set_dash(cr, NULL, 0, 0);
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER);
}

void draw_cut_path(cairo_t *cr, const struct layout *lo)
{
    cairo_save(cr);
    cut_style(cr, lo);
    cairo_stroke(cr);
    cairo_restore(cr);
}

void draw_cut_rect(cairo_t *cr, const struct layout *lo, double x, double y, double w, double h)
{
    cairo_save(cr);
    cut_style(cr, lo);
    cairo_new_path(cr);
    cairo_rectangle(cr, x, y, w, h);
    cairo_stroke(cr);
    cairo_restore(cr);
}

void draw_cut_circle(cairo_t *cr, const struct layout *lo, double cx, double cy, double r)
{
    cairo_save(cr);
    cut_style(cr, lo);
    cairo_new_path(cr);
    cairo_arc(cr, cx, cy, r, 0, 2 * M_PI);
    cairo_close_path(cr);
    cairo_stroke(cr);
    cairo_restore(cr);
}

/* A regular octagon about (cx, cy), flat sides forward, back, left, right
 * and on the diagonals, each r from the centre: it fills the same square as
 * a circle of radius r, its corners r / cos 22.5 deg out. A new path. */
void draw_octagon_path(cairo_t *cr, double cx, double cy, double r)
{
    double c = r / cos(M_PI / 8);
    cairo_new_path(cr);
    for (int i = 0; i < 8; i++) {
        double a = M_PI / 8 + i * M_PI / 4;
        cairo_line_to(cr, cx + c * cos(a), cy + c * sin(a));
    }
    cairo_close_path(cr);
}

/* A piece's cut line: its circle, or its octagon (SHAPE_OCTAGON). */
void draw_cut_outline(cairo_t *cr, const struct layout *lo, enum piece_shape shape, double cx,
                      double cy, double r)
{
    if (shape != SHAPE_OCTAGON) {
        draw_cut_circle(cr, lo, cx, cy, r);
        return;
    }
    cairo_save(cr);
    cut_style(cr, lo);
    draw_octagon_path(cr, cx, cy, r);
    cairo_stroke(cr);
    cairo_restore(cr);
}

void draw_fold_line(cairo_t *cr, const struct layout *lo, double x0, double y0, double x1, double y1)
{
    draw_fold_line_tone(cr, lo, x0, y0, x1, y1, 0);
}

void draw_fold_line_tone(cairo_t *cr, const struct layout *lo, double x0, double y0, double x1,
                         double y1, double grey)
{
    double len = hypot(x1 - x0, y1 - y0);
    if (len <= 0) return;
    double dash = lo && lo->fold_dash > 0 ? lo->fold_dash : 1.0;
    /* An odd number of equal dashes and gaps fills the line exactly. */
    long k = lround((len / dash - 1) / 2);
    if (k < 1) k = 1;
    double d = len / (double)(2 * k + 1);
    double pattern[2] = { d, d };
    cairo_save(cr);
    cairo_set_source_rgb(cr, grey, grey, grey);
    cairo_set_line_width(cr, hairline(lo ? lo->fold_width : 0, 0.15));
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
    cairo_set_dash(cr, pattern, 2, 0);
    cairo_new_path(cr);
    cairo_move_to(cr, x0, y0);
    cairo_line_to(cr, x1, y1);
    cairo_stroke(cr);
    cairo_restore(cr);
}

/* Formats a length in mm without the C locale's help: "100", "150.5". */
static void format_mm(char *buf, size_t n, double mm)
{
    long tenths = lround(mm * 10);
    if (tenths % 10 == 0) snprintf(buf, n, "%ld", tenths / 10);
    else snprintf(buf, n, "%ld.%ld", tenths / 10, labs(tenths % 10));
}

/* The ruler hangs down from (x, y): the base line at y, ticks below it
 * (1 mm: short, 5 mm: middle, 10 mm: long), a number under every 10 mm tick
 * and the caption under the numbers. About 10 mm tall in all. */
void draw_ruler(cairo_t *cr, const struct layout *lo, double x, double y, double room)
{
    double len = lo && lo->ruler > 0 ? lo->ruler : 100;
    long n = (long)floor(len + 1e-9);
    const double t1 = 1.4, t5 = 2.3, t10 = 3.2, lw = 0.12;

    cairo_save(cr);
    cairo_set_source_rgb(cr, 0, 0, 0);
    cairo_set_dash(cr, NULL, 0, 0);
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
    cairo_set_line_width(cr, lw);
    cairo_new_path(cr);
    /* Base line exactly from 0 to len (ticks centred on their mm). */
    cairo_move_to(cr, x - lw / 2, y);
    cairo_line_to(cr, x + len + lw / 2, y);
    for (long i = 0; i <= n; i++) {
        double t = i % 10 == 0 ? t10 : i % 5 == 0 ? t5 : t1;
        cairo_move_to(cr, x + (double)i, y);
        cairo_line_to(cr, x + (double)i, y + t);
    }
    if ((double)n < len - 1e-9) { /* a length that is not whole mm: end tick */
        cairo_move_to(cr, x + len, y);
        cairo_line_to(cr, x + len, y + t10);
    }
    cairo_stroke(cr);

    char num[32];
    const double num_pt = 5.5;
    double num_h = text_height(lo, "0", num_pt, 0);
    for (long i = 0; i <= n; i += 10) {
        snprintf(num, sizeof num, "%ld", i);
        draw_label(cr, lo, num, num_pt, x + (double)i, y + t10 + 0.5 + num_h * 0.35, 0, 0);
    }
    char len_s[32], caption[160];
    format_mm(len_s, sizeof len_s, len);
    snprintf(caption, sizeof caption,
             "<b>%s mm</b> \xe2\x80\x94 check this before cutting: print at 100 %% / actual size",
             len_s);
    /* wrapped only where it would run into the tile map or off a narrow
       page (A6) */
    double w = text_width(lo, caption, 6.5) > room ? room : 0;
    draw_text(cr, lo, caption, 6.5, x, y + t10 + 0.9 + num_h * 0.8, w, ALIGN_LEFT);
    cairo_restore(cr);
}
