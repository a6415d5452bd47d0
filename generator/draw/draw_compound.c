/* draw_compound.c: a disc's figure for a piece that combines two chess
 * pieces (glyph "♘♖": the Chancellor's Knight and Rook; "♘♗": the
 * Archbishop's Knight and Bishop), built from the font's own figures so it
 * matches the rest of the set.
 *
 * At the table (50 cm) a player reads a figure's outline, not its inner
 * lines; so each compound has an outline of its own, one neither the Rook,
 * the Bishop, the Knight nor the other compound has (issue 30, sixth
 * player review: small Knight behind a large Rook "read as a Rook"):
 *   Knight + Rook:   a Rook, whole, in front and low on the left, the
 *                    Knight standing behind him on the right, his head
 *                    above the tower;
 *   Knight + Bishop: a small Knight with a tall Bishop standing behind
 *                    him on his right, nearly upright: two figures.
 * Any other pair falls back to the two figures overlapped, the second in
 * front. The figure in front has its solid silhouette and a rim round it
 * knocked out in the disc's ground, so the one behind never shows through. */
#include <string.h>

#include <pango/pangocairo.h>
#include <stdlib.h>

#include "draw-imp.h"

/* the chess figures' last UTF-8 byte (U+2654..U+265F: E2 99 xx) */
enum { W_ROOK = 0x96, W_BISHOP = 0x97, W_KNIGHT = 0x98, B_OFFSET = 6 };

/* a figure's markup in the layout's glyph family */
static char *figure_markup(const struct layout *lo, const char *g)
{
    return markup_printf("<span font_family=\"%s\">%s</span>", text_glyph_family(lo), g);
}

/* the figure's ink height per mm of type size */
static double ink_per_em(const struct layout *lo, const char *g)
{
    const double em = 10;
    char *m = figure_markup(lo, g);
    PangoRectangle ink;
    pango_layout_get_extents(text_pango_layout(lo, m, em * PT_PER_MM, 0, ALIGN_LEFT), &ink, NULL);
    free(m);
    double h = (double)ink.height / PANGO_SCALE / em;
    return h > 0 ? h : 1;
}

/* The figure g with its ink h mm tall, centred on (cx, cy); sx widens it
 * about that centre (a squat tower). As a filled outline, grown by bolden. */
static void figure_at(cairo_t *cr, const struct layout *lo, const char *g, double h, double cx,
                      double cy, double sx, double turn, double bolden)
{
    char *m = figure_markup(lo, g);
    cairo_save(cr);
    cairo_translate(cr, cx, cy);
    cairo_rotate(cr, turn * M_PI / 180);
    cairo_scale(cr, sx, 1);
    draw_bold_label(cr, lo, m, h / ink_per_em(lo, g) * PT_PER_MM, 0, 0, 0, bolden);
    cairo_restore(cr);
    free(m);
}

/* one figure of the compound: g as it prints (art) and its solid twin
 * (Black's figure) for the knock-out */
struct part {
    char g[4], solid[4];
    double h, cx, cy, sx, turn; /* turn: degrees clockwise */
};

static void part_of(struct part *p, const char *g3)
{
    memset(p, 0, sizeof *p);
    memcpy(p->g, g3, 3);
    memcpy(p->solid, g3, 3);
    if ((unsigned char)p->solid[2] <= 0x99) /* White's figure: Black's is the solid one */
        p->solid[2] = (char)((unsigned char)p->solid[2] + B_OFFSET);
    p->sx = 1;
}

static void part_draw(cairo_t *cr, const struct layout *lo, const struct part *p,
                      double bolden, double rim, int knock_out, const double ground[3])
{
    cairo_save(cr);
    if (knock_out) {
        cairo_pattern_t *art = cairo_pattern_reference(cairo_get_source(cr));
        cairo_set_source_rgb(cr, ground[0], ground[1], ground[2]);
        figure_at(cr, lo, p->solid, p->h, p->cx, p->cy, p->sx, p->turn, rim);
        cairo_set_source(cr, art);
        cairo_pattern_destroy(art);
    }
    figure_at(cr, lo, p->g, p->h, p->cx, p->cy, p->sx, p->turn, bolden);
    cairo_restore(cr);
}

/* which figure a UTF-8 chess figure is, White's or Black's alike */
static int kind_of(const char *g)
{
    int b = (unsigned char)g[2];
    return b > 0x99 ? b - B_OFFSET : b;
}

void draw_compound_figure(cairo_t *cr, const struct layout *lo, const char *g, double D,
                          double bolden, int filled)
{
    struct part back, front;
    part_of(&back, g);
    part_of(&front, g + 3);
    const double ground[3] = {filled ? 0 : 1, filled ? 0 : 1, filled ? 0 : 1};
    bolden *= 0.6; /* thinner at this size, or White's outlines fill in */
    double rim = 0.05 * D;
    int knight = kind_of(back.g) == W_KNIGHT, other = kind_of(front.g);
    if (knight && other == W_ROOK) {
        /* the Rook in front, low on the left and a little widened, whole
           with its crenellations; the Knight behind him on the right, his
           head and neck above the tower. The Knight's head rising out of a
           squat tower (0.29 tall, 1.55 wide) left only notches of the
           battlement beside his neck, and the disc read as a Knight at the
           table (issue 30, Capablanca review): the Rook's outline was seen
           whole in it at 0.88, now 0.99 (unit figures_compound_parts) */
        front.h = 0.33 * D, front.sx = 1.2, front.cx = -0.08 * D, front.cy = 0.10 * D;
        back.h = 0.47 * D, back.cx = 0.08 * D, back.cy = -0.06 * D;
        part_draw(cr, lo, &back, bolden, rim, 0, ground);
        part_draw(cr, lo, &front, bolden, rim, 1, ground);
    } else if (knight && other == W_BISHOP) {
        /* the Bishop behind, taller than the Knight and beside him, barely
           tilted: a Bishop of the Knight's size tilted 30 degrees over his
           mane showed only its head, and the disc read as a Knight at 50 cm
           (a reviewer; outlines 0.32 apart, White) */
        front.h = 0.52 * D, front.cx = 0.14 * D, front.cy = -0.05 * D, front.turn = 10;
        back.h = 0.38 * D, back.cx = -0.10 * D, back.cy = 0.08 * D;
        part_draw(cr, lo, &front, bolden, rim, 0, ground);
        part_draw(cr, lo, &back, bolden, rim, 1, ground);
    } else {
        back.h = 0.34 * D, back.cx = -0.13 * D, back.cy = -0.10 * D;
        front.h = 0.46 * D, front.cx = 0.06 * D, front.cy = 0.06 * D;
        part_draw(cr, lo, &back, bolden, rim, 0, ground);
        part_draw(cr, lo, &front, bolden, rim, 1, ground);
    }
}
