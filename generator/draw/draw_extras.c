/* draw_extras.c: chips and the paper screen (see compose_extras.c for the
 * geometry).
 *
 * Chip faces follow the pieces' black-and-white convention: an outlined
 * side's chip is white with a bold black rim and black art, a filled side's
 * chip is black with a thin white ring and white art. The emblem sits a
 * little above the centre with its label (if any) below it. The back (the
 * crest game's Crest, the face a chip is turned to) is grey inside its
 * ring, a light grey on the light side's chip and a dark one on the dark
 * side's (CHIP_BACK_LUMA), so that face up and face down differ at a glance
 * across the table (issue 30, player review: the emblems alone looked
 * alike) while every face keeps its side's tone (a reversed back printed
 * White's crest black, the next review). Emblems:
 *   shield  a plain heater shield with an inner border;
 *   crest   a quartered shield (two quarters solid) under a small crown, so
 *           it differs from the shield at a glance and in grey print;
 *   crown   a three-pointed crown;  star  a five-pointed star;  blank  none.
 * On the sheet each face is clipped fold_gap short of the fold, so the fold
 * line lies on white paper on both sides' chips.
 *
 * The screen: grey glue flaps (the one on the top edge and, for a screen in
 * parts, one on the right edge), dotted folds between the bands, and on each
 * wall a double border with the set's name and a line saying what the
 * screen is for; wall A is printed upside down so that both read upright
 * when the tent stands. */
#include "draw-imp.h"

#include <stdlib.h>

#include <math.h>
#include <stdio.h>




/* The grey (luma) inside a back's ring: light side, dark side. Mean luma
 * (0.7 of the radius) shield against crest 0.85/0.52 and 0.15/0.47; the
 * whole chip White 0.77/0.57 against Black 0.11/0.30 (test_crest: unit
 * crest_chip_faces, crest_chip_sides_tone). */
static const double CHIP_BACK_LUMA[2] = {0.62, 0.36};

static void set_art(cairo_t *cr, int white)
{
    double g = white ? 1 : 0;
    cairo_set_source_rgb(cr, g, g, g);
}

static void shield_path(cairo_t *cr, double cx, double top, double w, double h)
{
    double l = cx - w / 2, r = cx + w / 2;
    cairo_new_path(cr);
    cairo_move_to(cr, l, top);
    cairo_line_to(cr, r, top);
    cairo_line_to(cr, r, top + 0.42 * h);
    cairo_curve_to(cr, r, top + 0.78 * h, cx + 0.18 * w, top + 0.90 * h, cx, top + h);
    cairo_curve_to(cr, cx - 0.18 * w, top + 0.90 * h, l, top + 0.78 * h, l, top + 0.42 * h);
    cairo_close_path(cr);
}

void draw_diamond_path(cairo_t *cr, double cx, double cy, double r)
{
    cairo_new_path(cr);
    cairo_move_to(cr, cx, cy - r);
    cairo_line_to(cr, cx + r, cy);
    cairo_line_to(cr, cx, cy + r);
    cairo_line_to(cr, cx - r, cy);
    cairo_close_path(cr);
}

void draw_crown_path(cairo_t *cr, double cx, double top, double w, double h)
{
    double l = cx - w / 2, r = cx + w / 2, b = top + h;
    cairo_new_path(cr);
    cairo_move_to(cr, l, b);
    cairo_line_to(cr, l, top + 0.15 * h);
    cairo_line_to(cr, cx - 0.25 * w, top + 0.55 * h);
    cairo_line_to(cr, cx, top);
    cairo_line_to(cr, cx + 0.25 * w, top + 0.55 * h);
    cairo_line_to(cr, r, top + 0.15 * h);
    cairo_line_to(cr, r, b);
    cairo_close_path(cr);
}

static void fill_and_stroke(cairo_t *cr, int white, double lw)
{
    set_art(cr, !white);
    cairo_fill_preserve(cr);
    set_art(cr, white);
    cairo_set_line_width(cr, lw);
    cairo_stroke(cr);
}

void draw_emblem(cairo_t *cr, enum emblem e, double cx, double cy, double size, int white)
{
    double lw = fmax(0.12, 0.055 * size);
    cairo_save(cr);
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
    switch (e) {
    case EMBLEM_SHIELD: {
        double w = 0.80 * size, h = size, top = cy - h / 2;
        shield_path(cr, cx, top, w, h);
        fill_and_stroke(cr, white, lw);
        /* the inner border */
        double in = 0.13 * size;
        shield_path(cr, cx, top + in, w - 2 * in, h - 1.75 * in);
        set_art(cr, white);
        cairo_set_line_width(cr, lw * 0.5);
        cairo_stroke(cr);
        break;
    }
    case EMBLEM_CREST: {
        double ch = 0.28 * size, gap = 0.04 * size;
        double w = 0.66 * size, h = size - ch - gap, top = cy - size / 2 + ch + gap;
        /* the crown above the shield */
        draw_crown_path(cr, cx, cy - size / 2, 0.52 * size, ch);
        set_art(cr, white);
        cairo_fill(cr);
        /* the shield, quartered: upper left and lower right solid */
        shield_path(cr, cx, top, w, h);
        set_art(cr, !white);
        cairo_fill_preserve(cr);
        cairo_save(cr);
        cairo_clip_preserve(cr);
        set_art(cr, white);
        double mid = top + 0.45 * h;
        cairo_new_path(cr);
        cairo_rectangle(cr, cx - w / 2, top, w / 2, mid - top);
        cairo_rectangle(cr, cx, mid, w / 2, top + h - mid);
        cairo_fill(cr);
        cairo_restore(cr);
        shield_path(cr, cx, top, w, h);
        set_art(cr, white);
        cairo_set_line_width(cr, lw);
        cairo_stroke(cr);
        break;
    }
    case EMBLEM_CROWN:
        draw_crown_path(cr, cx, cy - 0.35 * size, 0.9 * size, 0.7 * size);
        fill_and_stroke(cr, white, lw);
        break;
    case EMBLEM_STAR:
        cairo_new_path(cr);
        for (int i = 0; i < 10; i++) {
            double a = -M_PI / 2 + i * M_PI / 5, rr = (i % 2 ? 0.21 : 0.52) * size;
            (i ? cairo_line_to : cairo_move_to)(cr, cx + rr * cos(a), cy + 0.04 * size + rr * sin(a));
        }
        cairo_close_path(cr);
        set_art(cr, white);
        cairo_fill(cr);
        break;
    case EMBLEM_BLANK:
    default:
        break;
    }
    cairo_restore(cr);
}

static int side_filled(const struct look *lk, int side)
{
    return side >= 0 && side < MAX_SIDES && lk->sides[side].filled;
}

void draw_chip_face(cairo_t *cr, const struct layout *lo, const struct look *lk,
                    enum emblem emblem, const char *label, int side, int back, double d)
{
    double R = d / 2;
    int filled = side_filled(lk, side);
    cairo_save(cr);
    cairo_set_dash(cr, NULL, 0, 0);
    cairo_new_path(cr);
    cairo_arc(cr, 0, 0, R, 0, 2 * M_PI);
    set_art(cr, !filled ? 1 : 0);
    cairo_fill(cr);
    set_art(cr, filled);
    if (!filled) {
        cairo_set_line_width(cr, fmax(0.1, 0.07 * R));
        cairo_arc(cr, 0, 0, 0.88 * R, 0, 2 * M_PI);
        cairo_stroke(cr);
    }
    cairo_set_line_width(cr, fmax(0.1, 0.022 * R));
    cairo_new_path(cr);
    cairo_arc(cr, 0, 0, 0.78 * R, 0, 2 * M_PI);
    if (back) { /* the ring's inside grey, in the side's tone, under its rim */
        cairo_save(cr);
        double g = CHIP_BACK_LUMA[filled];
        cairo_set_source_rgb(cr, g, g, g);
        cairo_fill_preserve(cr);
        cairo_restore(cr);
    }
    cairo_stroke(cr);
    double ey = label ? -0.14 * R : 0;
    draw_emblem(cr, emblem, 0, ey, label ? 0.86 * R : 1.0 * R, filled);
    if (label) {
        char *m = markup_printf("<b>%s</b>", label);
        set_art(cr, filled);
        draw_label(cr, lo, m, 0.105 * d * PT_PER_MM, 0, 0.50 * R, 0, 1.05 * R);
        free(m);
    }
    cairo_restore(cr);
}

void draw_chip_item(cairo_t *cr, const struct layout *lo, const struct look *lk,
                    const struct item *it)
{
    double d = it->w, R = d / 2, dist = it->chip.dist;
    double cx = it->x + it->w / 2, fold_y = it->y + it->h / 2;
    double gap = lo->fold_gap > 0 ? lo->fold_gap : 1.5;
    for (int back = 0; back < 2; back++) {
        cairo_save(cr);
        /* front below the fold, upright; back above it, turned 180 degrees */
        if (back) {
            cairo_translate(cr, cx, fold_y - dist / 2);
            cairo_rotate(cr, M_PI);
        } else {
            cairo_translate(cr, cx, fold_y + dist / 2);
        }
        /* the face's own half, short of the fold */
        cairo_rectangle(cr, -R - 1, -dist / 2 + gap, d + 2, d);
        cairo_clip(cr);
        draw_chip_face(cr, lo, lk, it->chip.emblem[back], it->chip.label[back], it->chip.side, back,
                       d);
        cairo_restore(cr);
    }
    double a = sqrt(R * R - dist * dist / 4), t = atan2(dist / 2, a);
    cairo_save(cr);
    draw_fold_line(cr, lo, cx - a, fold_y, cx + a, fold_y);
    cairo_restore(cr);
    /* the cut outline: the union of the two discs */
    cairo_save(cr);
    cairo_new_path(cr);
    cairo_arc(cr, cx, fold_y + dist / 2, R, -t, M_PI + t);
    cairo_arc(cr, cx, fold_y - dist / 2, R, M_PI - t, 2 * M_PI + t);
    cairo_close_path(cr);
    if (it->chip.bleed > 0) { /* a dark chip's black past the cut, outside it only */
        cairo_path_t *cut = cairo_copy_path(cr);
        cairo_save(cr);
        cairo_rectangle(cr, it->x - 2 * it->chip.bleed, it->y - 2 * it->chip.bleed,
                        it->w + 4 * it->chip.bleed, it->h + 4 * it->chip.bleed);
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD);
        cairo_clip(cr);
        cairo_append_path(cr, cut);
        cairo_set_source_rgb(cr, 0, 0, 0);
        cairo_set_line_width(cr, 2 * it->chip.bleed);
        cairo_stroke(cr);
        cairo_restore(cr);
        cairo_append_path(cr, cut);
        cairo_path_destroy(cut);
        /* the cut line grey, to show on the black (as a dark disc's) */
        cairo_set_source_rgb(cr, 0.6, 0.6, 0.6);
        cairo_set_line_width(cr, lo->cut_width);
        cairo_stroke(cr);
    } else {
        draw_cut_path(cr, lo);
    }
    cairo_restore(cr);
}

/* One wall's art in the box (x, y, w, h), upright or upside down. */
static void screen_wall(cairo_t *cr, const struct layout *lo, const char *text,
                        double x, double y, double w, double h, int upside_down, double gap)
{
    cairo_save(cr);
    cairo_translate(cr, x + w / 2, y + h / 2);
    if (upside_down)
        cairo_rotate(cr, M_PI);
    double in = fmax(gap + 1.5, 4.0);
    double bw = w - 2 * in, bh = h - 2 * in;
    cairo_set_source_rgb(cr, 0, 0, 0);
    cairo_set_line_width(cr, 0.6);
    cairo_rectangle(cr, -bw / 2, -bh / 2, bw, bh);
    cairo_stroke(cr);
    cairo_set_line_width(cr, 0.2);
    cairo_rectangle(cr, -bw / 2 + 1.2, -bh / 2 + 1.2, bw - 2.4, bh - 2.4);
    cairo_stroke(cr);
    char *m = markup_printf("<b>%s</b>", text ? text : "");
    double em = fmin(0.26 * bh, 14);
    draw_label(cr, lo, m, em * PT_PER_MM, 0, -0.10 * bh, 0, bw - 8);
    free(m);
    draw_label(cr, lo, "<i>Set up your pieces behind this screen</i>",
               fmin(0.09 * bh, 4.2) * PT_PER_MM, 0, 0.26 * bh, 0, bw - 8);
    cairo_restore(cr);
}

void draw_screen_item(cairo_t *cr, const struct layout *lo, const struct item *it)
{
    int last = it->screen.part >= it->screen.parts - 1;
    double wall = it->screen.wall, base = it->screen.base;
    double flap = it->h - base - 2 * wall;
    double sf = last ? 0 : 10.0;
    double pw = it->w - sf;
    double x = it->x, y = it->y, gap = lo->fold_gap > 0 ? lo->fold_gap : 1.5;
    double yb = y + flap, ya = yb + base, yr = ya + wall, ye = yr + wall;
    double taper = fmin(flap, pw / 4);
    /* glue flaps */
    cairo_set_source_rgb(cr, SCREEN_FLAP_GREY, SCREEN_FLAP_GREY, SCREEN_FLAP_GREY);
    cairo_new_path(cr);
    cairo_move_to(cr, x, yb);
    cairo_line_to(cr, x + taper, y);
    cairo_line_to(cr, x + pw - taper, y);
    cairo_line_to(cr, x + pw, yb);
    cairo_close_path(cr);
    cairo_fill(cr);
    cairo_set_source_rgb(cr, 0.3, 0.3, 0.3);
    draw_label(cr, lo, "glue: goes inside the foot of the far wall", fmin(flap * 0.5, 3) * PT_PER_MM,
               x + pw / 2, y + flap / 2, 0, pw - 2 * taper - 4);
    double sft = fmin(sf, (ye - yb) / 4);
    if (!last) {
        cairo_set_source_rgb(cr, SCREEN_FLAP_GREY, SCREEN_FLAP_GREY, SCREEN_FLAP_GREY);
        cairo_new_path(cr);
        cairo_move_to(cr, x + pw, yb);
        cairo_line_to(cr, x + pw + sf, yb + sft);
        cairo_line_to(cr, x + pw + sf, ye - sft);
        cairo_line_to(cr, x + pw, ye);
        cairo_close_path(cr);
        cairo_fill(cr);
        cairo_set_source_rgb(cr, 0.3, 0.3, 0.3);
        draw_label(cr, lo, "glue under the next part", fmin(sf * 0.4, 3) * PT_PER_MM,
                   x + pw + sf / 2, (yb + ye) / 2, -M_PI / 2, ye - yb - 2 * sft - 4);
    }
    /* the base */
    cairo_set_source_rgb(cr, 0.45, 0.45, 0.45);
    draw_label(cr, lo, "base: lies on the table", fmin(base * 0.15, 3) * PT_PER_MM,
               x + pw / 2, yb + base / 2, 0, pw - 8);
    /* the walls: A (upside down on the sheet), then B */
    screen_wall(cr, lo, it->screen.text, x, ya, pw, wall, 1, gap);
    screen_wall(cr, lo, it->screen.text, x, yr, pw, wall, 0, gap);
    if (it->screen.parts > 1) {
        char buf[64];
        snprintf(buf, sizeof buf, "part %d of %d", it->screen.part + 1, it->screen.parts);
        cairo_set_source_rgb(cr, 0.45, 0.45, 0.45);
        draw_label(cr, lo, buf, 7, x + pw / 2, ye - 2.5, 0, pw);
    }
    /* folds */
    draw_fold_line(cr, lo, x, yb, x + pw, yb);
    draw_fold_line(cr, lo, x, ya, x + pw, ya);
    draw_fold_line(cr, lo, x, yr, x + pw, yr);
    if (!last)
        draw_fold_line(cr, lo, x + pw, yb, x + pw, ye);
    cairo_set_source_rgb(cr, 0.45, 0.45, 0.45);
    draw_label(cr, lo, "ridge (top)", 6.5, x + pw - 14, yr - 2.2, M_PI, 30);
    /* the cut outline */
    cairo_save(cr);
    cairo_new_path(cr);
    cairo_move_to(cr, x + taper, y);
    cairo_line_to(cr, x + pw - taper, y);
    cairo_line_to(cr, x + pw, yb);
    if (!last) {
        cairo_line_to(cr, x + pw + sf, yb + sft);
        cairo_line_to(cr, x + pw + sf, ye - sft);
    }
    cairo_line_to(cr, x + pw, ye);
    cairo_line_to(cr, x, ye);
    cairo_line_to(cr, x, yb);
    cairo_close_path(cr);
    draw_cut_path(cr, lo);
    cairo_restore(cr);
}
