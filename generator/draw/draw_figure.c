/* draw_figure.c: the figures pnpgen draws itself, for pieces whose own
 * figure no font has (the figure its definition names): Shatranj's Alfil, an
 * elephant's head in profile, and its Firzan, a counsellor in a
 * turban, so neither reads as the modern Bishop or Queen whose moves they
 * do not have (fourth player review, issue 30); and its Shah, a crown
 * without the European King's cross. Makruk's carved pieces have no font
 * figure either (seventh review: "the pieces are word tiles"): its Khon, a
 * stepped spire, and its Bia, a cowrie shell, which a promoted Bia shows
 * turned over (Bia Ngai, "the upturned Bia"), its toothed mouth up.
 *
 * Drawn in the manner of the font's chess figures beside them (DejaVu
 * Sans): round forms in one heavy line, on a box for a base (the crown
 * and the spire, as the King) or standing on the neck or shoulders (the
 * elephant, as the Knight; the counsellor, a bust). The outlined
 * side's figure is a line round the union of its shapes on the disc's
 * ground; the filled side's is solid, its inner lines in the ground. */
#include <math.h>

#include "draw-imp.h"

/* The shapes, in units of the figure's height (u), y down from its middle. */
void draw_ellipse(cairo_t *cr, double cx, double cy, double rx, double ry)
{
    cairo_save(cr);
    cairo_translate(cr, cx, cy);
    cairo_scale(cr, rx, ry);
    cairo_new_sub_path(cr);
    cairo_arc(cr, 0, 0, 1, 0, 2 * M_PI);
    cairo_close_path(cr);
    cairo_restore(cr);
}

static void box(cairo_t *cr, double x0, double y0, double x1, double y1)
{
    cairo_new_sub_path(cr);
    cairo_rectangle(cr, x0, y0, x1 - x0, y1 - y0);
}

/* The elephant in profile, looking left as the font's Knight does: a
 * domed head, a broad ear over its side, a trunk hanging down and curled
 * forward at its tip, a tusk, a neck down to the base. Seen from the front
 * (two eyes over a trunk) it read as a skull, most of all upside down on
 * the far side of the board (player review, issue 30); in profile, like the
 * Knight, it reads as an elephant either way up. */
/* head, trunk and neck in one outline, standing on its neck as the
 * Knight does: the trunk lies against the chest */
static void elephant_body(cairo_t *cr)
{
    cairo_new_sub_path(cr);
    cairo_move_to(cr, -0.12, 0.45);
    cairo_line_to(cr, -0.15, 0.38);
    cairo_curve_to(cr, -0.24, 0.44, -0.40, 0.44, -0.48, 0.38); /* the trunk, below */
    cairo_line_to(cr, -0.49, 0.30);                             /* its tip */
    cairo_curve_to(cr, -0.43, 0.32, -0.38, 0.28, -0.37, 0.18);
    cairo_curve_to(cr, -0.36, 0.04, -0.36, -0.12, -0.28, -0.25); /* the trunk's front */
    cairo_curve_to(cr, -0.22, -0.38, -0.10, -0.46, 0.04, -0.45); /* the brow, the dome */
    cairo_curve_to(cr, 0.18, -0.44, 0.27, -0.35, 0.26, -0.20);
    cairo_curve_to(cr, 0.26, -0.02, 0.31, 0.20, 0.31, 0.45);     /* the neck */
    cairo_close_path(cr);
}

static void ear(cairo_t *cr)
{
    cairo_new_sub_path(cr);
    cairo_move_to(cr, 0.00, -0.32);
    cairo_curve_to(cr, 0.12, -0.38, 0.30, -0.34, 0.30, -0.16);
    cairo_curve_to(cr, 0.30, -0.02, 0.24, 0.06, 0.20, 0.10);
    cairo_curve_to(cr, 0.18, 0.14, 0.17, 0.20, 0.14, 0.26); /* the lobe */
    cairo_curve_to(cr, 0.08, 0.16, 0.04, 0.04, 0.03, -0.06);
    cairo_curve_to(cr, 0.02, -0.14, -0.03, -0.22, 0.00, -0.32);
    cairo_close_path(cr);
}

/* the tusk, from behind the trunk forward */
static void tusk(cairo_t *cr)
{
    cairo_new_sub_path(cr);
    cairo_move_to(cr, -0.35, 0.00);
    cairo_curve_to(cr, -0.42, 0.03, -0.48, 0.00, -0.52, -0.08);
    cairo_curve_to(cr, -0.50, 0.04, -0.44, 0.09, -0.36, 0.09);
    cairo_close_path(cr);
}

/* A figure's forms, back to front (each drawn over those before it), and
 * the lines drawn over them all. */
struct figure_art {
    void (*form[8])(cairo_t *cr);
    void (*lines)(cairo_t *cr, int filled); /* filled: the solid side's */
};

static void base(cairo_t *cr) { box(cr, -0.30, 0.33, 0.30, 0.50); }

/* the base's band, as the font's King and Queen have */
static void base_band(cairo_t *cr)
{
    cairo_move_to(cr, -0.22, 0.415);
    cairo_line_to(cr, 0.22, 0.415);
    cairo_stroke(cr);
}

static void elephant_lines(cairo_t *cr, int filled)
{
    /* as before on the outlined side; on the filled side a little wider
       than its thicker line, so that it reads as an eye, not a speck */
    double eye = fmax(0.03, 0.43 * cairo_get_line_width(cr));
    draw_ellipse(cr, -0.13, -0.25, eye, eye); /* the eye */
    cairo_fill(cr);
    cairo_move_to(cr, -0.12, -0.04); /* the trunk's back, against the chest */
    cairo_curve_to(cr, -0.19, 0.04, -0.21, 0.22, -0.15, 0.38);
    if (!filled) {
        cairo_stroke(cr);
        return;
    }
    /* solid, a line there left trunk, chest and tusk one blob at the table
       (issue 30, Sittuyin review, again after f16601c): the chest behind
       the trunk is cut away to the base, so that the trunk hangs free in
       front of the neck as the outlined side's line shows it */
    cairo_line_to(cr, -0.13, 0.50);
    cairo_line_to(cr, -0.04, 0.50);
    cairo_curve_to(cr, -0.04, 0.26, -0.05, 0.06, -0.12, -0.04);
    cairo_close_path(cr);
    cairo_fill_preserve(cr);
    cairo_stroke(cr);
}

/* The counsellor: a bust, head and shoulders, as the Knight stands on its
 * neck: a round turban wound in bands over the face, the robe falling from
 * the neck to wide shoulders, open at a V collar. No base and nothing on
 * top: with a box for a base and a jewel on its crown it stood beside the
 * crown as a ball on a banded middle on a box, the two told apart only by
 * their inner lines (issue 30, eighth review, Makruk's Khun and Met; the
 * same pair as Shatranj's Shah and Firzan). */
static void robe(cairo_t *cr)
{
    cairo_new_sub_path(cr);
    cairo_move_to(cr, -0.10, -0.02);
    cairo_line_to(cr, 0.10, -0.02);
    cairo_curve_to(cr, 0.14, 0.08, 0.35, 0.08, 0.38, 0.26);
    cairo_line_to(cr, 0.35, 0.50); /* its corners within a disc's ring, as the base's */
    cairo_line_to(cr, -0.35, 0.50);
    cairo_line_to(cr, -0.38, 0.26);
    cairo_curve_to(cr, -0.35, 0.08, -0.14, 0.08, -0.10, -0.02);
    cairo_close_path(cr);
}

/* the head: a round turban, its brim over the face, down to the chin */
static void head(cairo_t *cr)
{
    cairo_new_sub_path(cr);
    cairo_move_to(cr, 0, -0.50);
    cairo_curve_to(cr, 0.22, -0.50, 0.36, -0.36, 0.29, -0.19); /* the turban */
    cairo_line_to(cr, 0.14, -0.15);                              /* under its brim */
    cairo_curve_to(cr, 0.17, -0.05, 0.15, 0.05, 0.10, 0.09);     /* the cheek */
    cairo_curve_to(cr, 0.05, 0.13, -0.05, 0.13, -0.10, 0.09);    /* the chin */
    cairo_curve_to(cr, -0.15, 0.05, -0.17, -0.05, -0.14, -0.15);
    cairo_line_to(cr, -0.29, -0.19);
    cairo_curve_to(cr, -0.36, -0.36, -0.22, -0.50, 0, -0.50);
    cairo_close_path(cr);
}

static void counsellor_lines(cairo_t *cr, int filled)
{
    (void)filled;
    /* the turban's brim over the face, and its band, wound round it */
    cairo_move_to(cr, -0.27, -0.19);
    cairo_curve_to(cr, -0.14, -0.14, 0.14, -0.14, 0.27, -0.19);
    cairo_move_to(cr, -0.29, -0.34);
    cairo_curve_to(cr, -0.14, -0.28, 0.14, -0.28, 0.29, -0.34);
    /* the robe's collar, open under the chin */
    cairo_move_to(cr, -0.20, 0.17);
    cairo_line_to(cr, 0.00, 0.33);
    cairo_line_to(cr, 0.20, 0.17);
    cairo_stroke(cr);
}

/* The Shah's crown: a Persian crown, not the Staunton King's with a cross
 * on top (player review, issue 30): a circlet rising in three pointed
 * arches before a tall onion dome with a pearl at its tip, on the base
 * the King stands on. The tallest of the drawn figures, as a King is. */
static void dome(cairo_t *cr)
{
    cairo_new_sub_path(cr);
    cairo_move_to(cr, -0.09, 0.05);
    cairo_curve_to(cr, -0.17, -0.08, -0.17, -0.22, -0.09, -0.30);
    cairo_curve_to(cr, -0.04, -0.34, -0.02, -0.38, 0.00, -0.44); /* its point */
    cairo_curve_to(cr, 0.02, -0.38, 0.04, -0.34, 0.09, -0.30);
    cairo_curve_to(cr, 0.17, -0.22, 0.17, -0.08, 0.09, 0.05);
    cairo_close_path(cr);
}

static void pearl(cairo_t *cr) { draw_ellipse(cr, 0, -0.50, 0.06, 0.06); }

/* the circlet, flaring into three pointed arches before the dome */
static void circlet(cairo_t *cr)
{
    cairo_new_sub_path(cr);
    cairo_move_to(cr, -0.24, 0.33);
    cairo_line_to(cr, -0.40, -0.18);                              /* the left point */
    cairo_curve_to(cr, -0.28, -0.10, -0.18, -0.02, -0.15, 0.06);
    cairo_curve_to(cr, -0.11, -0.06, -0.05, -0.14, 0.00, -0.22);   /* the middle point */
    cairo_curve_to(cr, 0.05, -0.14, 0.11, -0.06, 0.15, 0.06);
    cairo_curve_to(cr, 0.18, -0.02, 0.28, -0.10, 0.40, -0.18);     /* the right point */
    cairo_line_to(cr, 0.24, 0.33);
    cairo_close_path(cr);
}

static void crown_lines(cairo_t *cr, int filled)
{
    (void)filled;
    cairo_move_to(cr, -0.25, 0.19); /* the circlet's band */
    cairo_line_to(cr, 0.25, 0.19);
    cairo_stroke(cr);
    base_band(cr);
}

/* Makruk's Khon: a spire of three tiers, each a step narrower over a
 * ledge, to a bare point (the Khun's crown has a pearl), on the base. */
static void spire(cairo_t *cr)
{
    static const double pt[][2] = {
        {-0.24, 0.33}, {-0.16, 0.15}, {-0.24, 0.15}, {-0.12, -0.05}, {-0.19, -0.05},
        {-0.08, -0.22}, {-0.14, -0.22}, {0.00, -0.50}};
    const int n = sizeof pt / sizeof pt[0];
    cairo_new_sub_path(cr);
    cairo_move_to(cr, pt[0][0], pt[0][1]);
    for (int i = 1; i < n; i++)
        cairo_line_to(cr, pt[i][0], pt[i][1]);
    for (int i = n - 2; i >= 0; i--) /* the right side, as the left */
        cairo_line_to(cr, -pt[i][0], pt[i][1]);
    cairo_close_path(cr);
}

/* the ledges, across */
static void spire_lines(cairo_t *cr, int filled)
{
    (void)filled;
    static const double ledge[][2] = {{0.15, 0.16}, {-0.05, 0.12}, {-0.22, 0.08}};
    for (int i = 0; i < 3; i++) {
        cairo_move_to(cr, -ledge[i][1], ledge[i][0]);
        cairo_line_to(cr, ledge[i][1], ledge[i][0]);
    }
    cairo_stroke(cr);
    base_band(cr);
}

/* Makruk's Bia: a cowrie shell standing on end, a little fuller below */
static void shell(cairo_t *cr)
{
    cairo_new_sub_path(cr);
    cairo_move_to(cr, 0.00, -0.44);
    cairo_curve_to(cr, 0.20, -0.44, 0.31, -0.16, 0.31, 0.06);
    cairo_curve_to(cr, 0.31, 0.30, 0.18, 0.44, 0.00, 0.44);
    cairo_curve_to(cr, -0.18, 0.44, -0.31, 0.30, -0.31, 0.06);
    cairo_curve_to(cr, -0.31, -0.16, -0.20, -0.44, 0.00, -0.44);
    cairo_close_path(cr);
}

/* its back: spotted, the line where the mantle met down one side */
static void shell_back_lines(cairo_t *cr, int filled)
{
    (void)filled;
    static const double spot[][2] = {{-0.10, -0.22}, {0.06, -0.10}, {-0.12, 0.04},
                                      {0.05, 0.17}, {-0.06, 0.28}};
    for (size_t i = 0; i < sizeof spot / sizeof spot[0]; i++) {
        draw_ellipse(cr, spot[i][0], spot[i][1], 0.045, 0.045);
        cairo_fill(cr);
    }
    cairo_move_to(cr, 0.17, -0.30);
    cairo_curve_to(cr, 0.25, -0.10, 0.25, 0.16, 0.16, 0.34);
    cairo_stroke(cr);
}

/* turned over: the long mouth down its middle, toothed on both lips */
static void shell_mouth_lines(cairo_t *cr, int filled)
{
    (void)filled;
    cairo_move_to(cr, 0.02, -0.36);
    cairo_curve_to(cr, -0.05, -0.12, 0.05, 0.12, -0.02, 0.36);
    cairo_stroke(cr);
    for (int i = 0; i < 6; i++) {
        double y = -0.25 + 0.10 * i, x = 0.02 * (i % 2 ? 1 : -1);
        cairo_move_to(cr, x - 0.05, y);
        cairo_line_to(cr, x - 0.12, y);
        cairo_move_to(cr, x + 0.05, y);
        cairo_line_to(cr, x + 0.12, y);
        cairo_stroke(cr);
    }
}

static const struct figure_art figures[] = {
    [FIGURE_SPIRE] = {{spire, base}, spire_lines},
    [FIGURE_COWRIE] = {{shell}, shell_back_lines},
    [FIGURE_COWRIE_UP] = {{shell}, shell_mouth_lines},
    [FIGURE_COUNSELLOR] = {{robe, head}, counsellor_lines},
    [FIGURE_ELEPHANT] = {{elephant_body, ear, tusk},
                         elephant_lines},
    [FIGURE_CROWN] = {{dome, pearl, circlet, base}, crown_lines},
};

/* The forms before the i-th, as a path (a clip). */
static void forms_before(cairo_t *cr, const struct figure_art *f, int i)
{
    cairo_new_path(cr);
    for (int k = 0; k < i; k++)
        f->form[k](cr);
}

/* The filled side's inner lines, dark in a light figure on a dark disc,
 * are this many of the font's line wide: at the font's one they merged into
 * the figure at the table, Sittuyin's black Elephant and Shatranj's black
 * Alfil "a blob" (issue 30, player review); the outlined side's lines show
 * 1.6 of it on each edge of a form. */
#define FILLED_LINES 1.6

void draw_piece_figure(cairo_t *cr, enum piece_figure fig, double h, int filled)
{
    if (fig <= FIGURE_NONE || fig > FIGURE_COWRIE_UP) return;
    const struct figure_art *f = &figures[fig];
    const double lw = 0.07; /* the font's figures' line, of their height */
    /* black lines on white for the outlined side; the filled side's body
       is the art colour (white) on a black ground, its lines black */
    cairo_pattern_t *art = cairo_pattern_reference(cairo_get_source(cr));
    /* a filled figure in a dark colour (the gallery's name line, on white
       paper) draws its lines white, as the font's solid figures have them */
    double r = 1, gr = 1, b = 1, a = 1;
    int dark = cairo_pattern_get_rgba(art, &r, &gr, &b, &a) == CAIRO_STATUS_SUCCESS &&
               0.3 * r + 0.59 * gr + 0.11 * b < 0.5;
    cairo_pattern_t *line = !filled ? cairo_pattern_reference(art)
                            : dark ? cairo_pattern_create_rgb(1, 1, 1) : cairo_pattern_create_rgb(0, 0, 0);
    cairo_pattern_t *body = filled ? cairo_pattern_reference(art) : cairo_pattern_create_rgb(1, 1, 1);
    cairo_save(cr);
    cairo_scale(cr, h, h);
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING);
    int n = 0;
    while (n < 8 && f->form[n])
        n++;
    /* the whole figure, a line wider than its forms: the outlined side's
       outline, the filled side's solid */
    forms_before(cr, f, n);
    cairo_set_source(cr, filled ? body : line);
    cairo_set_line_width(cr, 2 * lw);
    cairo_stroke_preserve(cr);
    cairo_set_source(cr, body);
    cairo_fill(cr);
    /* each form over those before it: its edge drawn only where it lies on
       them (so the filled side's outer edge stays solid), then its body */
    cairo_set_line_width(cr, 2 * 0.8 * lw);
    for (int i = 1; i < n; i++) {
        cairo_save(cr);
        forms_before(cr, f, i);
        cairo_clip(cr);
        cairo_new_path(cr);
        f->form[i](cr);
        if (filled) { /* the whole line, over the body */
            cairo_set_source(cr, body);
            cairo_fill_preserve(cr);
            cairo_set_source(cr, line);
            cairo_set_line_width(cr, FILLED_LINES * lw);
            cairo_stroke(cr);
        } else {
            cairo_set_source(cr, line);
            cairo_stroke_preserve(cr);
            cairo_set_source(cr, body);
            cairo_fill(cr);
        }
        cairo_restore(cr);
    }
    cairo_set_source(cr, line);
    cairo_set_line_width(cr, (filled ? FILLED_LINES : 0.8) * lw);
    f->lines(cr, filled);
    cairo_restore(cr);
    cairo_set_source(cr, art);
    cairo_pattern_destroy(line);
    cairo_pattern_destroy(body);
    cairo_pattern_destroy(art);
}
