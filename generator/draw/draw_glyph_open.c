/* draw_glyph_open.c: two of the font's White chess figures redrawn open,
 * as the other White figures are (issue 30, Chess and Capablanca review).
 * DejaVu Sans draws White's Bishop (U+2657) with a solid black mitre, a
 * white cross cut in it, where every other White figure is an outline; and
 * White's Pawn (U+2659) with a small ring on its head that no other White
 * figure carries (at 9 mm, boldened, a dot with a pin-hole). The glyph's
 * path is mended after pango lays it out: the Bishop's mitre gets a hollow
 * inside a ring as thick as its ball's, the cross drawn black in it, at
 * MITRE_CROSS of its size, clear of the ring; the Pawn's head loses the
 * small ring, its top an arc of the head again. A glyph whose contours are
 * not the ones expected (another font) is left as the font draws it. */
#include <math.h>
#include <string.h>

#include "draw-imp.h"

#define MAX_SUBS 16
#define MITRE_RING 0.17  /* the mitre's ring, of its radius: the ball's ring above it */
#define MITRE_CROSS 0.62 /* the cross, of the font's: clear of the ring once boldened */
#define PAWN_TALLER 1.16 /* the Pawn without its ring: 0.52 of a disc tall again (was 0.55) */
#define PAWN_WIDER 1.05

struct sub {
    int from, to;        /* data indices: [from, to) */
    double x0, y0, x1, y1; /* bounding box of its points */
    double area;         /* signed (shoelace over end points) */
    int lines, curves;
};

static int subpaths(const cairo_path_t *p, struct sub *s)
{
    int n = -1;
    double px = 0, py = 0, sx = 0, sy = 0;
    for (int i = 0; i < p->num_data; i += p->data[i].header.length) {
        const cairo_path_data_t *d = &p->data[i];
        if (d->header.type == CAIRO_PATH_MOVE_TO) {
            if (++n >= MAX_SUBS) return -1;
            s[n] = (struct sub){i, i, 1e9, 1e9, -1e9, -1e9, 0, 0, 0};
            px = sx = d[1].point.x;
            py = sy = d[1].point.y;
        }
        if (n < 0) return -1;
        s[n].to = i + d->header.length;
        int m = d->header.type == CAIRO_PATH_CURVE_TO ? 3 : d->header.type == CAIRO_PATH_CLOSE_PATH ? 0 : 1;
        if (d->header.type == CAIRO_PATH_LINE_TO) s[n].lines++;
        if (d->header.type == CAIRO_PATH_CURVE_TO) s[n].curves++;
        for (int j = 1; j <= m; j++) {
            s[n].x0 = fmin(s[n].x0, d[j].point.x);
            s[n].y0 = fmin(s[n].y0, d[j].point.y);
            s[n].x1 = fmax(s[n].x1, d[j].point.x);
            s[n].y1 = fmax(s[n].y1, d[j].point.y);
        }
        double x = m ? d[m].point.x : sx, y = m ? d[m].point.y : sy;
        if (d->header.type != CAIRO_PATH_MOVE_TO) {
            s[n].area += (px * y - x * py) / 2;
            px = x;
            py = y;
        }
    }
    return n + 1;
}

/* sub-path k appended as it was, or scaled by f about (cx, cy) */
static void append_sub(cairo_t *cr, const cairo_path_t *p, const struct sub *s, double f, double cx,
                       double cy)
{
    for (int i = s->from; i < s->to; i += p->data[i].header.length) {
        const cairo_path_data_t *d = &p->data[i];
#define X(j) (cx + f * (d[j].point.x - cx))
#define Y(j) (cy + f * (d[j].point.y - cy))
        switch (d->header.type) {
        case CAIRO_PATH_MOVE_TO: cairo_move_to(cr, X(1), Y(1)); break;
        case CAIRO_PATH_LINE_TO: cairo_line_to(cr, X(1), Y(1)); break;
        case CAIRO_PATH_CURVE_TO: cairo_curve_to(cr, X(1), Y(1), X(2), Y(2), X(3), Y(3)); break;
        case CAIRO_PATH_CLOSE_PATH: cairo_close_path(cr); break;
        }
#undef X
#undef Y
    }
}

static int biggest(const struct sub *s, int n)
{
    int b = 0;
    for (int k = 1; k < n; k++)
        if (fabs(s[k].area) > fabs(s[b].area)) b = k;
    return b;
}

/* The Bishop: the cross is the one contour of straight lines only;
 * the mitre is the outline's widest part level with the cross. */
static int open_mitre(cairo_t *cr, const cairo_path_t *p, const struct sub *s, int n)
{
    int out = biggest(s, n), cross = -1;
    for (int k = 0; k < n; k++)
        if (k != out && s[k].lines >= 8 && s[k].curves == 0) cross = k;
    if (cross < 0) return -1;
    double cx = (s[cross].x0 + s[cross].x1) / 2, cy = (s[cross].y0 + s[cross].y1) / 2;
    double half = (s[cross].y1 - s[cross].y0) / 2, left = cx, right = cx;
    for (int i = s[out].from; i < s[out].to; i += p->data[i].header.length) {
        const cairo_path_data_t *d = &p->data[i];
        int m = d->header.type == CAIRO_PATH_CURVE_TO ? 3 : d->header.type == CAIRO_PATH_CLOSE_PATH ? 0 : 1;
        if (m && fabs(d[m].point.y - cy) < 0.25 * half) {
            left = fmin(left, d[m].point.x);
            right = fmax(right, d[m].point.x);
        }
    }
    double r = (right - left) / 2;
    if (r <= (s[cross].x1 - s[cross].x0) / 2) return -1; /* the cross must lie inside */
    for (int k = 0; k < n; k++)
        if (k != cross) append_sub(cr, p, &s[k], 1, 0, 0);
    /* the hollow winds against the outline, the cross against the hollow */
    cairo_new_sub_path(cr);
    if (s[out].area > 0)
        cairo_arc_negative(cr, cx, cy, r * (1 - MITRE_RING), 0, -2 * M_PI);
    else
        cairo_arc(cr, cx, cy, r * (1 - MITRE_RING), 0, 2 * M_PI);
    cairo_close_path(cr);
    append_sub(cr, p, &s[cross], MITRE_CROSS, cx, cy);
    return 0;
}

/* The Pawn: the head is the biggest hole whose top lies in the upper half;
 * the small ring is the hole above it. The outline's points outside the
 * head's circle above its centre are the ring's: an arc replaces them. */
static int drop_knob(cairo_t *cr, const cairo_path_t *p, const struct sub *s, int n)
{
    int out = biggest(s, n), head = -1, knob = -1;
    double mid = (s[out].y0 + s[out].y1) / 2;
    for (int k = 0; k < n; k++)
        if (k != out && s[k].curves > 0 && s[k].y0 < mid &&
            (head < 0 || fabs(s[k].area) > fabs(s[head].area)))
            head = k;
    if (head < 0) return -1;
    for (int k = 0; k < n; k++)
        if (k != out && k != head && s[k].lines + s[k].curves > 0 && s[k].y1 < s[head].y0)
            knob = k; /* (pango ends the path with a lone move: not a contour) */
    if (knob < 0) return -1;
    double cx = (s[head].x0 + s[head].x1) / 2, cy = (s[head].y0 + s[head].y1) / 2;
    /* the head's outer radius: the outline's widest points level with its centre */
    double left = cx, right = cx, hr = (s[head].y1 - s[head].y0) / 2;
    for (int i = s[out].from; i < s[out].to; i += p->data[i].header.length) {
        const cairo_path_data_t *d = &p->data[i];
        if (d->header.type == CAIRO_PATH_CLOSE_PATH) continue;
        int m = d->header.type == CAIRO_PATH_CURVE_TO ? 3 : 1;
        if (fabs(d[m].point.y - cy) < 0.1 * hr) {
            left = fmin(left, d[m].point.x);
            right = fmax(right, d[m].point.x);
        }
    }
    double R = (right - left) / 2;
    if (R <= hr) return -1;
    for (int k = 0; k < n; k++)
        if (k != out && k != knob) append_sub(cr, p, &s[k], 1, 0, 0);
    /* the outline, its run of points beyond the head's circle turned into an arc */
    double lx = 0, ly = 0;
    int away = 0, arcs = 0;
    for (int i = s[out].from; i < s[out].to; i += p->data[i].header.length) {
        const cairo_path_data_t *d = &p->data[i];
        int m = d->header.type == CAIRO_PATH_CURVE_TO ? 3 : d->header.type == CAIRO_PATH_CLOSE_PATH ? 0 : 1;
        int beyond = m && d[m].point.y < cy && hypot(d[m].point.x - cx, d[m].point.y - cy) > 1.03 * R;
        if (beyond) {
            away = 1;
            continue;
        }
        if (away) { /* back on the head: the arc from where the ring began */
            double a0 = atan2(ly - cy, lx - cx), a1 = atan2(d[m].point.y - cy, d[m].point.x - cx);
            if (s[out].area > 0) {
                while (a1 < a0) a1 += 2 * M_PI;
                cairo_arc(cr, cx, cy, R, a0, a1);
            } else {
                while (a1 > a0) a1 -= 2 * M_PI;
                cairo_arc_negative(cr, cx, cy, R, a0, a1);
            }
            away = 0;
            arcs++;
            continue; /* the segment that came back is the ring's too */
        }
        switch (d->header.type) {
        case CAIRO_PATH_MOVE_TO: cairo_move_to(cr, d[1].point.x, d[1].point.y); break;
        case CAIRO_PATH_LINE_TO: cairo_line_to(cr, d[1].point.x, d[1].point.y); break;
        case CAIRO_PATH_CURVE_TO:
            cairo_curve_to(cr, d[1].point.x, d[1].point.y, d[2].point.x, d[2].point.y,
                           d[3].point.x, d[3].point.y);
            break;
        case CAIRO_PATH_CLOSE_PATH: cairo_close_path(cr); break;
        }
        if (m) {
            lx = d[m].point.x;
            ly = d[m].point.y;
        }
    }
    return arcs == 1 ? 0 : -1;
}

void draw_glyph_open(cairo_t *cr, const char *text)
{
    int bishop = !strcmp(text, "\u2657"), pawn = !strcmp(text, "\u2659");
    if (!bishop && !pawn) return;
    cairo_path_t *p = cairo_copy_path(cr);
    struct sub s[MAX_SUBS];
    int n = p->status == CAIRO_STATUS_SUCCESS ? subpaths(p, s) : -1;
    double top = n > 0 ? s[biggest(s, n)].y0 : 0;
    if (n > 0) {
        cairo_new_path(cr);
        int bad = bishop ? open_mitre(cr, p, s, n) : drop_knob(cr, p, s, n);
        if (bad) { /* not the contours expected: the font's glyph as it was */
            cairo_new_path(cr);
            cairo_append_path(cr, p);
        } else if (pawn) {
            /* what is left, centred where the glyph was and grown back
               towards its height: PAWN_TALLER up, PAWN_WIDER across (its
               foot was 0.70 of the disc's radius, 0.74 the most) */
            double x0, y0, x1, y1, bottom = s[biggest(s, n)].y1;
            cairo_path_extents(cr, &x0, &y0, &x1, &y1);
            cairo_path_t *q = cairo_copy_path(cr);
            cairo_new_path(cr);
            cairo_save(cr);
            cairo_translate(cr, (x0 + x1) / 2, (top + bottom) / 2);
            cairo_scale(cr, PAWN_WIDER, PAWN_TALLER);
            cairo_translate(cr, -(x0 + x1) / 2, -(y0 + y1) / 2);
            cairo_append_path(cr, q);
            cairo_restore(cr);
            cairo_path_destroy(q);
        }
    }
    cairo_path_destroy(p);
}
