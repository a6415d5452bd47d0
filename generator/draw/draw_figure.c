/* draw_figure.c: the figures pnpgen draws itself, for pieces whose own
 * figure no font has (the figure its definition names): Shatranj's Alfil, an
 * elephant from the side, and its Firzan, a counsellor in a
 * turban, so neither reads as the modern Bishop or Queen whose moves they
 * do not have (fourth player review, issue 30); and its Shah, a closed
 * crown without the European King's cross. Makruk's carved pieces have no font
 * figure either (seventh review: "the pieces are word tiles"): its Khon, a
 * stepped spire, and its Bia, a cowrie shell, which a promoted Bia shows
 * turned over (Bia Ngai, "the upturned Bia"), its toothed mouth up.
 *
 * Drawn in the manner of the font's chess figures beside them (DejaVu
 * Sans): round forms in one heavy line, on a box for a base (the crown
 * and the spire, as the King), standing on its shoulders (the counsellor,
 * a bust) or on its legs (the elephant). The outlined
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

/* The elephant, the whole animal from the side, looking left as the
 * font's Knight does: a domed head over a heavy body on two thick legs, the
 * trunk hanging free in front of the chest and curled forward at its tip,
 * a tusk pointing forward across it, a large ear on its side, a tail.
 * Seen from the front (two eyes over a trunk) it read as a skull (player
 * review, issue 30); as a head on a neck, in profile, it read as the Horse
 * from 50 cm and Black's, cut by the ear's and the tusk's outlines, broke
 * into white blobs (Sittuyin and Shatranj reviews, session 18). So the
 * animal is one solid outline, unlike any head on a neck, and its inner
 * lines are open strokes that never cut the solid apart. All within 0.63
 * of its height of the middle: with its outline it stays inside a disc's
 * inner ring. Every part is traced clockwise, so they fill as one. */
static void elephant_trunk(cairo_t *cr)
{
    cairo_new_sub_path(cr);
    cairo_move_to(cr, -0.44, -0.14); /* its back, inside the head, down */
    cairo_curve_to(cr, -0.44, 0.02, -0.45, 0.18, -0.46, 0.28);
    cairo_curve_to(cr, -0.47, 0.34, -0.52, 0.34, -0.545, 0.28); /* its tip, turned forward */
    cairo_line_to(cr, -0.535, 0.235);
    cairo_curve_to(cr, -0.53, 0.20, -0.53, 0.10, -0.53, 0.02);
    cairo_curve_to(cr, -0.53, -0.08, -0.52, -0.16, -0.48, -0.22); /* its front, up */
    cairo_close_path(cr);
}

/* the tusk, from the mouth forward across the trunk, its tip turned up */
static void elephant_tusk(cairo_t *cr)
{
    cairo_new_sub_path(cr);
    cairo_move_to(cr, -0.37, 0.05);
    cairo_curve_to(cr, -0.48, 0.09, -0.57, 0.05, -0.605, -0.045);
    cairo_curve_to(cr, -0.56, -0.035, -0.48, -0.06, -0.37, -0.08);
    cairo_close_path(cr);
}

/* drawn ELEPHANT_SQUEEZE as wide as its numbers say: at full width its
   tusk and tail came within a line of a card's small disc's inner ring;
   narrower, its outline comes nearer the Horse's (0.94: 0.37 apart) */
#define ELEPHANT_SQUEEZE 0.97

static void elephant_body(cairo_t *cr)
{
    cairo_save(cr); /* the path keeps the squeeze; the strokes do not */
    cairo_scale(cr, ELEPHANT_SQUEEZE, 1);
    draw_ellipse(cr, 0.10, -0.08, 0.42, 0.25);  /* the body */
    draw_ellipse(cr, -0.30, -0.22, 0.21, 0.22); /* the head */
    cairo_rectangle(cr, -0.10, 0.00, 0.14, 0.46); /* the legs, well apart */
    cairo_rectangle(cr, 0.26, 0.00, 0.14, 0.46);
    cairo_move_to(cr, 0.50, -0.12); /* the tail */
    cairo_line_to(cr, 0.53, -0.12);
    cairo_line_to(cr, 0.58, 0.12);
    cairo_line_to(cr, 0.555, 0.13);
    cairo_close_path(cr);
    elephant_trunk(cr);
    elephant_tusk(cr);
    cairo_restore(cr);
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
    /* on the filled side a little wider than its thicker line, so that it
       reads as an eye, not a speck */
    double eye = fmax(0.03, 0.43 * cairo_get_line_width(cr));
    draw_ellipse(cr, -0.37 * ELEPHANT_SQUEEZE, -0.25, eye, eye); /* the eye */
    cairo_fill(cr);
    cairo_save(cr);
    cairo_scale(cr, ELEPHANT_SQUEEZE, 1);
    cairo_move_to(cr, -0.19, -0.33); /* the ear, its ends inside the solid */
    cairo_curve_to(cr, -0.06, -0.42, 0.05, -0.30, 0.03, -0.14);
    cairo_curve_to(cr, 0.01, -0.02, -0.07, 0.04, -0.16, 0.05);
    if (!filled) /* the tusk, across the trunk */
        elephant_tusk(cr);
    cairo_restore(cr);
    cairo_stroke(cr);
    if (!filled)
        return;
    /* solid: the tusk's upper edge only, a thin line open at its root: a
       closed outline would cut the trunk below it from the head */
    cairo_save(cr);
    cairo_scale(cr, ELEPHANT_SQUEEZE, 1);
    cairo_move_to(cr, -0.39, -0.075);
    cairo_curve_to(cr, -0.48, -0.055, -0.55, -0.035, -0.595, -0.045);
    cairo_restore(cr);
    cairo_save(cr);
    cairo_set_line_width(cr, 0.05);
    cairo_stroke(cr);
    cairo_restore(cr);
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

/* Makruk's Khun's crown, without the Staunton King's cross: a circlet
 * rising in three pointed arches before a tall onion dome with a pearl at
 * its tip, on the base the King stands on. The tallest of the drawn
 * figures, as a King is. (Shatranj's Shah wore it until its review: the
 * closed crown below.) */
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

/* Shatranj's Shah: a king's closed crown, not the Staunton King's with a
 * cross on top (player review, issue 30): a broad dome over a circlet, the
 * crown's two arches drawn on it, under one finial, a pointed spike, on the
 * base the King stands on. Three pointed arches before a dome with a pearl
 * read as a Queen's coronet (Shatranj review 8: "a Queen on d1"): a
 * Queen's crown is a row of points, a King's one shape under one finial.
 * The tallest of the drawn figures, as a King is. */
static void closed_dome(cairo_t *cr)
{
    cairo_new_sub_path(cr);
    cairo_move_to(cr, -0.17, 0.33);
    cairo_line_to(cr, -0.33, 0.04);                                /* the circlet, flaring */
    cairo_curve_to(cr, -0.42, -0.14, -0.24, -0.32, 0.00, -0.32);   /* the dome */
    cairo_curve_to(cr, 0.24, -0.32, 0.42, -0.14, 0.33, 0.04);
    cairo_line_to(cr, 0.17, 0.33);
    cairo_close_path(cr);
}

/* the finial: a slender spike on a knop, over the dome's top */
static void finial(cairo_t *cr)
{
    cairo_new_sub_path(cr);
    cairo_move_to(cr, -0.07, -0.29);
    cairo_curve_to(cr, -0.07, -0.38, -0.03, -0.40, -0.025, -0.42);
    cairo_line_to(cr, 0.00, -0.56); /* its point */
    cairo_line_to(cr, 0.025, -0.42);
    cairo_curve_to(cr, 0.03, -0.40, 0.07, -0.38, 0.07, -0.29);
    cairo_close_path(cr);
}

static void closed_crown_lines(cairo_t *cr, int filled)
{
    (void)filled;
    cairo_move_to(cr, -0.29, 0.10); /* the circlet's band */
    cairo_line_to(cr, 0.29, 0.10);
    cairo_move_to(cr, 0.00, 0.10); /* the arches, over the dome */
    cairo_line_to(cr, 0.00, -0.26);
    cairo_move_to(cr, -0.31, 0.06);
    cairo_curve_to(cr, -0.28, -0.16, -0.14, -0.24, 0.00, -0.26);
    cairo_curve_to(cr, 0.14, -0.24, 0.28, -0.16, 0.31, 0.06);
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
    [FIGURE_ELEPHANT] = {{elephant_body}, elephant_lines},
    [FIGURE_CROWN] = {{dome, pearl, circlet, base}, crown_lines},
    [FIGURE_CLOSED_CROWN] = {{finial, closed_dome, base}, closed_crown_lines},
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
