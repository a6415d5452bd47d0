/* draw_diagram_trail.c: a path leap's dotted trail, from its star back
 * towards the piece (the path that an option such as Jungi's Hobbling
 * checks), and what it needs to know of the cell it is drawn in: where a
 * far leap's star stands, and the cells' ground. */
#include <math.h>

#include "draw-imp.h"

/* Where a far leap's star stands in its cell (draw_diagram_cell moves it
 * aside for its number): its trail ends at the cell's edge, not beyond. */
static double star_at_x, star_at_y;

void draw_diagram_star_at(double x, double y)
{
    star_at_x = x;
    star_at_y = y;
}

/* How far back along (ux, uy) from the star the cell's edge (less 0.05 mm)
 * lies: a negative distance. */
static double trail_end(double s, double ux, double uy)
{
    /* a diagonal far leap's star stands beside its number in the corner:
       its trail may run on a quarter of a cell into the empty corner of
       the next cell in (a mark there is at its centre) */
    int beside = (star_at_x != 0 || star_at_y != 0) && fabs(ux) > 1e-9 && fabs(uy) > 1e-9;
    double e = 0.5 * s - (beside ? -0.25 * s : 0.12), t = -1e9;
    if (fabs(ux) > 1e-9)
        t = fmax(t, ((ux > 0 ? -e : e) - star_at_x) / ux);
    if (fabs(uy) > 1e-9)
        t = fmax(t, ((uy > 0 ? -e : e) - star_at_y) / uy);
    return t;
}

/* The ink of the cells' ground under the diagram being drawn (0: white):
 * a dark side's grey cells (draw_fold.c sets it round its diagram). */
static double ground_ink;

void draw_diagram_on_ground(double ink)
{
    ground_ink = ink;
}

/* A path leap's trail: dots from `from` (the star's inner edge, along the
 * unit (ux, uy) from the piece) back to the cell's edge, each as large as
 * two fit (DIAGRAM_LINE_MM to 0.14 of the cell), a gap of 0.8 of a dot
 * from the star and 0.9 between. On grey cells, black dots of a fifth of
 * a millimetre sank into the grey (its halftone is as fine: issue 30,
 * Jungi review, "North's faces lose the trails"): they lie in a white
 * lane, 0.45 of a dot each side, so that they meet white as on the light
 * side. */
void draw_diagram_trail(cairo_t *cr, double s, double ux, double uy, double from)
{
    double len = from - trail_end(s, ux, uy);
    double d = fmin(fmax(len / 3.7, DIAGRAM_LINE_MM), fmax(0.14 * s, DIAGRAM_LINE_MM));
    int n = (int)floor((len - 1.8 * d) / (1.9 * d)) + 1;
    if (n > 3)
        n = 3;
    double r, g, b, a;
    cairo_save(cr);
    if (ground_ink > 0 && cairo_pattern_get_rgba(cairo_get_source(cr), &r, &g, &b, &a) ==
                              CAIRO_STATUS_SUCCESS && r + g + b < 1.5) {
        double at0 = from - 1.3 * d, at1 = at0 - (n - 1) * 1.9 * d;
        cairo_set_source_rgb(cr, 1, 1, 1);
        cairo_set_line_width(cr, 1.9 * d);
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
        cairo_move_to(cr, at0 * ux, at0 * uy);
        cairo_line_to(cr, at1 * ux, at1 * uy);
        cairo_stroke(cr);
        cairo_set_source_rgba(cr, r, g, b, a);
    }
    for (int k = 0; k < n; k++) {
        double at = from - 0.8 * d - 0.5 * d - k * 1.9 * d;
        cairo_new_sub_path(cr);
        cairo_arc(cr, at * ux, at * uy, d / 2, 0, 2 * M_PI);
    }
    cairo_fill(cr);
    cairo_restore(cr);
}

