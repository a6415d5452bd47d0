/* draw_animal.c: the animals of Dobutsu shogi's faces (figure="lion" ...),
 * drawn large in the middle of the face with the move marks round them
 * (plan_face_ring.c), as the real game's tiles show them.
 *
 * Silhouettes, solid black with their few inner lines (an eye, the lion's
 * face, the giraffe's patches, the elephant's ear) in white: a solid shape
 * keeps in draft and toner-saving print where thin outlines wash out, and
 * a child tells a lion's mane from an elephant's trunk by the outline
 * alone. Each is told from the others by one large feature: the lion's
 * round mane, the giraffe's long neck, the elephant's trunk and bulk, the
 * chick a round ball seen from the front, the hen seen from the side with
 * its comb and tail; so the Chick and the Hen on its back differ at a
 * glance.
 *
 * Each animal's tile has a colour of its own, as the real game's tiles
 * have (ninth player review, issue 30: "everything is black and white; a
 * child should tell the pieces apart at a glance"): light grounds the
 * silhouettes keep their contrast on, each also its own grey tone, 0.06
 * apart at least (Rec. 709 luminance), so that in black-and-white print
 * the tiles still differ. The Hen's comb and wattle are red. */
#include <math.h>

#include "draw-imp.h"

/* The art is drawn in units of its height, y down from its middle; each
 * animal says how wide it is (its aspect). */
static void dot(cairo_t *cr, double cx, double cy, double r)
{
    cairo_new_path(cr);
    draw_ellipse(cr, cx, cy, r, r);
    cairo_fill(cr);
}

static void line(cairo_t *cr, double lw, double x0, double y0, double x1, double y1)
{
    cairo_set_line_width(cr, lw);
    cairo_move_to(cr, x0, y0);
    cairo_line_to(cr, x1, y1);
    cairo_stroke(cr);
}

static void ink(cairo_t *cr, int white)
{
    cairo_set_source_rgb(cr, white, white, white);
}

/* The lion from the front: a round mane of locks, the face within it in
 * white with its eyes, nose and mouth. */
static void lion(cairo_t *cr)
{
    cairo_new_path(cr);
    draw_ellipse(cr, 0, 0, 0.39, 0.39);
    for (int k = 0; k < 14; k++) {
        double a = 2 * M_PI * k / 14;
        draw_ellipse(cr, 0.37 * cos(a), 0.37 * sin(a), 0.115, 0.115);
    }
    cairo_fill(cr);
    ink(cr, 1);
    cairo_new_path(cr);
    draw_ellipse(cr, -0.17, -0.19, 0.07, 0.07); /* the ears, on the mane */
    draw_ellipse(cr, 0.17, -0.19, 0.07, 0.07);
    draw_ellipse(cr, 0, 0.03, 0.25, 0.24);
    cairo_fill(cr);
    ink(cr, 0);
    dot(cr, -0.17, -0.19, 0.03);
    dot(cr, 0.17, -0.19, 0.03);
    dot(cr, -0.10, -0.03, 0.04);
    dot(cr, 0.10, -0.03, 0.04);
    cairo_move_to(cr, -0.07, 0.06); /* the nose */
    cairo_line_to(cr, 0.07, 0.06);
    cairo_line_to(cr, 0, 0.13);
    cairo_close_path(cr);
    cairo_fill(cr);
    cairo_set_line_width(cr, 0.03);
    cairo_move_to(cr, 0, 0.12); /* the mouth */
    cairo_line_to(cr, 0, 0.17);
    cairo_curve_to(cr, -0.03, 0.21, -0.09, 0.21, -0.11, 0.17);
    cairo_move_to(cr, 0, 0.17);
    cairo_curve_to(cr, 0.03, 0.21, 0.09, 0.21, 0.11, 0.17);
    cairo_stroke(cr);
}

/* The giraffe from the side, looking right: a long neck up to a small
 * head with its two horns, long legs, white patches. */
static void giraffe(cairo_t *cr)
{
    cairo_new_path(cr);
    draw_ellipse(cr, -0.12, 0.06, 0.25, 0.13); /* the body */
    draw_ellipse(cr, 0.27, -0.35, 0.11, 0.065); /* the head */
    cairo_fill(cr);
    line(cr, 0.12, 0.03, 0.02, 0.19, -0.31); /* the neck */
    line(cr, 0.06, -0.29, 0.10, -0.31, 0.48); /* the legs */
    line(cr, 0.06, -0.20, 0.12, -0.20, 0.48);
    line(cr, 0.06, 0.00, 0.12, 0.01, 0.48);
    line(cr, 0.06, 0.08, 0.10, 0.10, 0.48);
    line(cr, 0.025, -0.36, 0.02, -0.41, 0.22); /* the tail and its tuft */
    dot(cr, -0.41, 0.23, 0.03);
    line(cr, 0.03, 0.20, -0.38, 0.18, -0.46); /* the horns */
    line(cr, 0.03, 0.25, -0.39, 0.25, -0.47);
    dot(cr, 0.18, -0.47, 0.028);
    dot(cr, 0.25, -0.48, 0.028);
    cairo_move_to(cr, 0.17, -0.36); /* the ear */
    cairo_line_to(cr, 0.09, -0.41);
    cairo_line_to(cr, 0.18, -0.31);
    cairo_fill(cr);
    ink(cr, 1);
    static const double spot[][3] = {
        {-0.24, 0.03, 0.045}, {-0.13, 0.10, 0.04}, {-0.03, 0.03, 0.04}, {-0.15, -0.01, 0.035},
        {-0.30, 0.10, 0.03},  {0.07, -0.04, 0.03}, {0.12, -0.14, 0.027}, {0.165, -0.23, 0.025},
    };
    for (size_t k = 0; k < sizeof spot / sizeof *spot; k++)
        dot(cr, spot[k][0], spot[k][1], spot[k][2]);
    dot(cr, 0.28, -0.37, 0.022); /* the eye */
}

/* The elephant from the side, looking right: a heavy body on four thick
 * legs, a large head with its ear drawn in white, the trunk hanging down
 * and curling out. */
static void elephant(cairo_t *cr)
{
    cairo_new_path(cr);
    draw_ellipse(cr, -0.12, 0.0, 0.40, 0.27); /* the body */
    draw_ellipse(cr, 0.28, -0.12, 0.20, 0.20); /* the head */
    static const double leg[] = {-0.45, -0.25, -0.03, 0.16};
    for (int k = 0; k < 4; k++)
        cairo_rectangle(cr, leg[k], 0.05, 0.13, 0.41);
    cairo_fill(cr);
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
    cairo_set_line_width(cr, 0.10); /* the trunk */
    cairo_move_to(cr, 0.40, -0.10);
    cairo_curve_to(cr, 0.52, 0.02, 0.50, 0.24, 0.50, 0.34);
    cairo_curve_to(cr, 0.50, 0.42, 0.56, 0.44, 0.60, 0.38);
    cairo_stroke(cr);
    line(cr, 0.03, -0.50, -0.05, -0.57, 0.16); /* the tail */
    ink(cr, 1);
    cairo_set_line_width(cr, 0.03); /* the ear */
    cairo_new_path(cr);
    cairo_move_to(cr, 0.24, -0.26);
    cairo_curve_to(cr, 0.08, -0.28, 0.04, -0.08, 0.10, 0.04);
    cairo_curve_to(cr, 0.14, 0.12, 0.24, 0.08, 0.26, 0.00);
    cairo_stroke(cr);
    dot(cr, 0.35, -0.16, 0.025); /* the eye */
    cairo_move_to(cr, 0.38, 0.02); /* the tusk */
    cairo_curve_to(cr, 0.42, 0.08, 0.46, 0.09, 0.50, 0.08);
    cairo_stroke(cr);
}

/* The chick from the front: a round ball with a tuft, eyes, an open beak,
 * little wings and feet. */
static void chick(cairo_t *cr)
{
    cairo_new_path(cr);
    draw_ellipse(cr, 0, 0.05, 0.35, 0.36);
    cairo_fill(cr);
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
    line(cr, 0.04, 0, -0.28, -0.06, -0.42); /* the tuft */
    line(cr, 0.04, 0, -0.28, 0.01, -0.46);
    line(cr, 0.04, 0, -0.28, 0.07, -0.41);
    for (int m = -1; m <= 1; m += 2) { /* the feet */
        line(cr, 0.035, m * 0.12, 0.38, m * 0.12, 0.48);
        line(cr, 0.035, m * 0.12, 0.44, m * 0.12 - 0.06, 0.49);
        line(cr, 0.035, m * 0.12, 0.44, m * 0.12 + 0.06, 0.49);
    }
    ink(cr, 1);
    dot(cr, -0.13, -0.09, 0.055); /* the eyes, with their pupils */
    dot(cr, 0.13, -0.09, 0.055);
    cairo_move_to(cr, -0.09, 0.02); /* the beak */
    cairo_line_to(cr, 0, -0.03);
    cairo_line_to(cr, 0.09, 0.02);
    cairo_line_to(cr, 0, 0.12);
    cairo_close_path(cr);
    cairo_fill(cr);
    cairo_set_line_width(cr, 0.03);
    for (int m = -1; m <= 1; m += 2) { /* the wings */
        cairo_move_to(cr, m * 0.26, -0.02);
        cairo_curve_to(cr, m * 0.18, 0.08, m * 0.18, 0.20, m * 0.26, 0.26);
        cairo_stroke(cr);
    }
    ink(cr, 0);
    dot(cr, -0.13, -0.085, 0.025);
    dot(cr, 0.13, -0.085, 0.025);
    line(cr, 0.02, -0.08, 0.03, 0.08, 0.03);
}

/* The hen from the side, looking right: a full body with a fan of three
 * pointed tail feathers behind, two legs; on her small head a short beak, a comb of
 * points standing on her crown and a wattle hanging under the beak, each
 * set off from the head by a white line. With a long beak and a comb of
 * round knobs she read as a hornbill (player review, issue 30). */
static void hen_comb(cairo_t *cr)
{
    cairo_new_path(cr);
    cairo_move_to(cr, 0.12, -0.31);
    cairo_curve_to(cr, 0.10, -0.35, 0.11, -0.39, 0.12, -0.41); /* four points */
    cairo_curve_to(cr, 0.14, -0.38, 0.16, -0.37, 0.18, -0.37);
    cairo_curve_to(cr, 0.17, -0.41, 0.19, -0.44, 0.21, -0.46);
    cairo_curve_to(cr, 0.23, -0.43, 0.24, -0.40, 0.25, -0.39);
    cairo_curve_to(cr, 0.26, -0.42, 0.28, -0.45, 0.30, -0.45);
    cairo_curve_to(cr, 0.31, -0.42, 0.31, -0.40, 0.32, -0.39);
    cairo_curve_to(cr, 0.34, -0.40, 0.35, -0.40, 0.36, -0.40);
    cairo_curve_to(cr, 0.36, -0.36, 0.34, -0.33, 0.31, -0.31);
    cairo_curve_to(cr, 0.25, -0.34, 0.18, -0.34, 0.12, -0.31);
    cairo_close_path(cr);
}

static void hen_wattle(cairo_t *cr)
{
    cairo_new_path(cr);
    cairo_move_to(cr, 0.27, -0.17);
    cairo_line_to(cr, 0.34, -0.17);
    cairo_curve_to(cr, 0.37, -0.12, 0.37, -0.04, 0.32, -0.03);
    cairo_curve_to(cr, 0.27, -0.03, 0.26, -0.10, 0.27, -0.17);
    cairo_close_path(cr);
}

/* the comb's and wattle's red: grey 0.30 in black-and-white print,
   set off from the black head by their white lines */
#define HEN_RED 0.85, 0.13, 0.13

static void hen(cairo_t *cr)
{
    /* comb to toes she is 0.91 tall, her toes low: at full size they
       touched the dot beyond them (eighth player review) */
    cairo_translate(cr, 0, -0.04);
    cairo_scale(cr, 0.9, 0.9);
    cairo_new_path(cr);
    draw_ellipse(cr, -0.04, 0.12, 0.32, 0.22); /* the body */
    draw_ellipse(cr, 0.22, -0.22, 0.11, 0.11); /* the head */
    cairo_move_to(cr, 0.05, 0.02); /* the neck */
    cairo_line_to(cr, 0.12, -0.22);
    cairo_line_to(cr, 0.30, -0.20);
    cairo_line_to(cr, 0.25, 0.10);
    cairo_close_path(cr);
    /* the tail, a fan of three pointed feathers: one smooth sweep read
       as a great curved beak, the hen as a blob (ninth player review) */
    static const double tail[][2] = {
        {-0.22, 0.12}, {-0.40, 0.04}, {-0.50, -0.24}, {-0.38, -0.13}, {-0.39, -0.40},
        {-0.28, -0.18}, {-0.20, -0.35}, {-0.15, -0.10}, {-0.04, -0.04},
    };
    cairo_move_to(cr, tail[0][0], tail[0][1]);
    for (size_t k = 1; k < sizeof tail / sizeof *tail; k++)
        cairo_line_to(cr, tail[k][0], tail[k][1]);
    cairo_close_path(cr);
    cairo_move_to(cr, 0.31, -0.26); /* the beak, short and turned down */
    cairo_curve_to(cr, 0.35, -0.26, 0.39, -0.24, 0.41, -0.20);
    cairo_line_to(cr, 0.31, -0.18);
    cairo_close_path(cr);
    cairo_fill(cr);
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
    for (int k = 0; k < 2; k++) { /* the legs and toes */
        double x = k ? 0.10 : -0.02;
        line(cr, 0.04, x, 0.30, x, 0.45);
        line(cr, 0.03, x, 0.45, x + 0.08, 0.48);
        line(cr, 0.03, x, 0.45, x - 0.06, 0.48);
    }
    /* the comb and the wattle, each in a white line where it meets the head */
    cairo_set_line_width(cr, 0.035);
    void (*part[2])(cairo_t *) = {hen_comb, hen_wattle};
    for (int k = 0; k < 2; k++) {
        part[k](cr);
        ink(cr, 1);
        cairo_stroke_preserve(cr);
        cairo_set_source_rgb(cr, HEN_RED);
        cairo_fill(cr);
    }
    ink(cr, 0);
    ink(cr, 1);
    cairo_set_line_width(cr, 0.03); /* the wing */
    cairo_move_to(cr, -0.22, 0.06);
    cairo_curve_to(cr, -0.06, 0.00, 0.10, 0.06, 0.12, 0.16);
    cairo_curve_to(cr, 0.02, 0.26, -0.14, 0.22, -0.22, 0.06);
    cairo_stroke(cr);
    line(cr, 0.03, -0.38, -0.13, -0.30, 0.02); /* between the tail's feathers */
    line(cr, 0.03, -0.28, -0.18, -0.22, -0.01);
    dot(cr, 0.24, -0.22, 0.025); /* the eye */
}

/* The tiles' colours, lightest to darkest grey: the Chick pale yellow
   (0.95), the Giraffe gold (0.88), the Hen green (0.82), the Lion coral
   (0.75), the Elephant blue-grey (0.70). */
static const struct {
    void (*art)(cairo_t *cr);
    double aspect; /* its width, of its height */
    unsigned ground; /* its tile, 0xrrggbb */
} animals[FIGURE_COUNT] = {
    [FIGURE_LION] = {lion, 1.0, 0xf5b49a},
    [FIGURE_GIRAFFE] = {giraffe, 0.9, 0xfde08e},
    [FIGURE_ELEPHANT_SIDE] = {elephant, 1.2, 0xa4b2e0},
    [FIGURE_CHICK] = {chick, 0.72, 0xfff4b0},
    [FIGURE_HEN] = {hen, 1.0, 0xbedb9e},
};

void draw_animal_ground(cairo_t *cr, enum piece_figure fig)
{
    unsigned c = FIGURE_IS_ANIMAL(fig) ? animals[fig].ground : 0xffffff;
    cairo_set_source_rgb(cr, (c >> 16 & 0xff) / 255.0, (c >> 8 & 0xff) / 255.0,
                         (c & 0xff) / 255.0);
}

void draw_animal(cairo_t *cr, enum piece_figure fig, double x, double y, double w, double h)
{
    if (!FIGURE_IS_ANIMAL(fig) || w <= 0 || h <= 0) return;
    double u = fmin(h, w / animals[fig].aspect); /* its height: it fills the box's tighter side */
    cairo_save(cr);
    cairo_translate(cr, x + w / 2, y + h / 2);
    cairo_scale(cr, u, u);
    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING);
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
    ink(cr, 0);
    animals[fig].art(cr);
    cairo_restore(cr);
}
