/* draw_koma.c: the shogi piece (koma): a pentagon pointing forward, its
 * face a glyph of two stacked characters as on real pieces (draw_glyph),
 * and its outline for the cut; and draw_glyph itself, which sets the
 * characters of a glyph one above the other where the composer stacked
 * them (struct piece_art's stacked). */
#include "draw-imp.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#define KOMA_CAP_PER_EM 0.73  /* DejaVu Sans's capitals, in ems */
#define KOMA_BACK_NAME_W 0.68 /* a plain back's name at most this share of
                                 the face's width: the pentagon is 0.8 wide
                                 where the name stands */
#define KOMA_LATIN_CAP 0.1    /* a name under the characters: its capitals at
                                 most this share of the face's height */
#define KOMA_LATIN_LINE 1.9   /* and the line it takes, in capitals: the
                                 capitals, the descenders and a gap above */

void draw_glyph(cairo_t *cr, const struct layout *lo, const char *glyph, int stacked,
                double cx, double cy, double box_w, double box_h)
{
    const char *fam = text_glyph_family(lo);
    int cjk, n = utf8_cjk_count(glyph, &cjk);
    if (!stacked) {
        double em = box_h < box_w ? box_h : box_w;
        char *m = markup_printf("<span font_family=\"%s\">%s</span>", fam, glyph);
        draw_label(cr, lo, m, 0.9 * em * PT_PER_MM, cx, cy, 0, box_w);
        free(m);
        return;
    }
    /* one character a line, tight: the ink of CJK characters fills most
       of their em, so the lines sit at 0.95 em */
    double em = box_h / (n * 0.95);
    if (em > box_w)
        em = box_w;
    size_t len = strlen(glyph);
    char *lines = xmalloc(2 * len + 1), *q = lines;
    int first = 1;
    for (const unsigned char *p = (const unsigned char *)glyph; *p;) {
        if (!first)
            *q++ = '\n';
        first = 0;
        int l = *p < 0x80 ? 1 : (*p & 0xe0) == 0xc0 ? 2 : (*p & 0xf0) == 0xe0 ? 3 : 4;
        for (int i = 0; i < l && *p; i++)
            *q++ = (char)*p++;
    }
    *q = '\0';
    char *m = markup_printf("<span font_family=\"%s\" line_height=\"0.95\">%s</span>", fam, lines);
    draw_label(cr, lo, m, em * PT_PER_MM, cx, cy, 0, box_w);
    free(m);
    free(lines);
}

/* The pentagon of a face centred on (0, 0), forward up, through the points
 * the composer gave it (plan_koma_outline: the cut line follows them too). */
void draw_koma_path(cairo_t *cr, const double pts[5][2])
{
    cairo_new_path(cr);
    cairo_move_to(cr, pts[0][0], pts[0][1]);
    for (int i = 1; i < 5; i++) cairo_line_to(cr, pts[i][0], pts[i][1]);
    cairo_close_path(cr);
}

/* One of a mirrored pair (struct piece_art's flank): a solid band along
 * the side where it starts, from the base KOMA_FLANK of the way to the
 * shoulder, KOMA_FLANK_W of the face's width wide and KOMA_FLANK_IN inside
 * the edge, clear of the glyph's box; its owner's left is the face's left. */
static void flank_band(cairo_t *cr, const double pts[5][2], int flank, int filled, double w)
{
    const double *base = pts[flank < 0 ? 3 : 2], *shoulder = pts[flank < 0 ? 4 : 1];
    double tx = base[0] + KOMA_FLANK * (shoulder[0] - base[0]),
           ty = base[1] + KOMA_FLANK * (shoulder[1] - base[1]), in = -flank * KOMA_FLANK_W * w,
           gap = -flank * KOMA_FLANK_IN * w; /* a band on the cut line is shaved by the knife */
    cairo_save(cr);
    cairo_new_path(cr);
    cairo_move_to(cr, base[0] + gap, base[1]);
    cairo_line_to(cr, tx + gap, ty);
    cairo_line_to(cr, tx + gap + in, ty);
    cairo_line_to(cr, base[0] + gap + in, base[1]);
    cairo_close_path(cr);
    double ink = filled ? 1 : 0;
    cairo_set_source_rgb(cr, ink, ink, ink);
    cairo_fill(cr);
    cairo_restore(cr);
}

void draw_koma_face(cairo_t *cr, const struct layout *lo, const struct look *lk,
                    const struct piece_art *a, int side, enum face_kind kind,
                    const double outline[5][2], int open_base, double w, double h)
{
    int filled = lk->sides[side].filled;
    draw_koma_path(cr, outline);
    double fill = filled ? KOMA_DARK_GREY : 1;
    cairo_set_source_rgb(cr, fill, fill, fill);
    if (open_base) { /* from one end of the base round to the other */
        cairo_fill(cr);
        cairo_move_to(cr, outline[3][0], outline[3][1]);
        cairo_line_to(cr, outline[4][0], outline[4][1]);
        for (int i = 0; i < 3; i++)
            cairo_line_to(cr, outline[i][0], outline[i][1]);
    } else
        cairo_fill_preserve(cr);
    cairo_set_source_rgb(cr, 0, 0, 0);
    cairo_set_line_width(cr, 0.25);
    cairo_stroke(cr);
    int promoted = kind == FACE_PROMOTED;
    if (promoted) {
        /* a promoted face, told in black-and-white print by a second
           outline just inside the edge (and by its red characters) */
        cairo_save(cr);
        cairo_scale(cr, 0.88, 0.9);
        draw_koma_path(cr, outline);
        cairo_restore(cr);
        cairo_set_line_width(cr, 0.35);
        cairo_set_source_rgb(cr, filled ? 1 : 0.7, filled ? 1 : 0.1, filled ? 1 : 0.1);
        cairo_stroke(cr);
    }
    if (kind == FACE_FRONT && a->flank)
        flank_band(cr, outline, a->flank, filled, w);
    double art_top = -h / 2 + 0.2 * h, art_h = 0.72 * h, art_w = 0.56 * w;
    const char *g = a->glyph[side];
    if (filled)
        cairo_set_source_rgb(cr, 1, 1, 1);
    else if (promoted)
        cairo_set_source_rgb(cr, 0.7, 0.1, 0.1);
    else
        cairo_set_source_rgb(cr, 0, 0, 0);
    if (kind == FACE_PLAIN_BACK || kind == FACE_HIDDEN_BACK || !g) {
        /* the name a player reads on a back with nothing else (Shogi's
           King and Gold): capitals WORD_NAME_CAP_MM tall, as Makruk's
           names under their words, or as large as the pentagon's width
           holds there (0.14 of the face's height gave 1.8 mm capitals,
           "tiny", issue 30 player review) */
        draw_plain_label(cr, lo, a->words, WORD_NAME_CAP_MM / KOMA_CAP_PER_EM * PT_PER_MM,
                         0, art_top + art_h / 2, 0, KOMA_BACK_NAME_W * w);
        return;
    }
    if (lk->latin) {
        /* the name under the characters (latin="yes": Minishogi, for a
           player who does not read them), its capitals FIGURE_NAME_CAP_MM
           tall, as a figure's name under it, or a tenth of the face where
           the face is drawn smaller (the booklet's pictures); the
           characters keep the rest of the box */
        double cap = fmin(FIGURE_NAME_CAP_MM, KOMA_LATIN_CAP * h), line = KOMA_LATIN_LINE * cap;
        art_h -= line;
        draw_plain_label(cr, lo, a->words, cap / KOMA_CAP_PER_EM * PT_PER_MM, 0,
                         art_top + art_h + line / 2, 0, KOMA_BACK_NAME_W * w);
    }
    draw_glyph(cr, lo, g, a->stacked[side], 0, art_top + art_h / 2, art_w, art_h);
}
