/* test_diagram_signs.c: a diagram's small signs read at the table (issue
 * 30, Jungi review: the Pawn's e.p. rings, the path leaps' dotted trails
 * and the far leaps' numbers were about 1 mm or less, specks at 50 cm).
 *
 * Cells are drawn as Jungi's faces draw them, at FACE_CELL (its least face
 * cell, 3.05 mm) and at the Pawn's 5.08 mm, rasterised at PX_MM and
 * split into inked pieces (8-connected, darker than mid grey): the e.p.
 * ring is a piece of its own, clear of the capture's cross, at least
 * DIAGRAM_SIGN_MM across with a line of DIAGRAM_LINE_MM; a path leap's
 * trail is at least one dot (two on a line or a file beside a near star)
 * of DIAGRAM_LINE_MM, apart from the star; a far leap's number's figures
 * are FAR_NUMBER_MM tall (the ledger's text size, measured by its ink);
 * a far leap's cell is black, its marks white, read as white pieces.
 * The old code: rings 1.2 mm with 0.14 mm lines touching the cross,
 * trail dots 0.23 mm, figures 1.54 mm. Sizes: compose/sizes.h. */
#include <cairo.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "draw/draw-imp.h"
#include "compose/sizes.h"
#include "notation/notation.h"
#include "test.h"
#include "text/text.h"

#define FACE_CELL 3.05
#define PAWN_CELL 5.08
#define PX_MM 50.0
#define TOL 0.04 /* two pixels */

struct blob {
    int n;                  /* pixels */
    int x0, y0, x1, y1;     /* its box, pixels, inclusive */
};

/* The inked pieces of a w x h picture into out (at most max); their count. */
static int blobs(const unsigned char *data, int stride, int w, int h, struct blob *out, int max,
                 int white, int x0, int y0, int x1, int y1)
{
    unsigned char *ink = calloc((size_t)(w * h), 1);
    int *stack = malloc(sizeof *stack * (size_t)(w * h));
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++) /* white: the light marks inside the box */
            ink[y * w + x] = white ? x >= x0 && x < x1 && y >= y0 && y < y1 &&
                                         data[y * stride + 4 * x + 1] >= 128
                                   : data[y * stride + 4 * x + 1] < 128;
    int nb = 0;
    for (int i = 0; i < w * h; i++) {
        if (ink[i] != 1)
            continue;
        struct blob b = {0, w, h, -1, -1};
        int top = 0;
        stack[top++] = i;
        ink[i] = 2;
        while (top) {
            int p = stack[--top], x = p % w, y = p / w;
            b.n++;
            if (x < b.x0) b.x0 = x;
            if (y < b.y0) b.y0 = y;
            if (x > b.x1) b.x1 = x;
            if (y > b.y1) b.y1 = y;
            for (int dy = -1; dy <= 1; dy++)
                for (int dx = -1; dx <= 1; dx++) {
                    int nx = x + dx, ny = y + dy;
                    if (nx >= 0 && ny >= 0 && nx < w && ny < h && ink[ny * w + nx] == 1) {
                        ink[ny * w + nx] = 2;
                        stack[top++] = ny * w + nx;
                    }
                }
        }
        if (nb < max)
            out[nb++] = b;
    }
    free(stack);
    free(ink);
    return nb;
}

/* One cell drawn alone in a picture of 1.6 cells (its marks may run a
 * little past it), its ledger into l when not NULL; the picture's pieces. */
static int cell_blobs(const struct diagram_cell *c, double s, double ux, double uy,
                      struct blob *out, int max, struct ink_ledger *l, int *side)
{
    int px = (int)ceil(1.6 * s * PX_MM);
    cairo_surface_t *img = cairo_image_surface_create(CAIRO_FORMAT_RGB24, px, px);
    cairo_t *cr = cairo_create(img);
    cairo_set_source_rgb(cr, 1, 1, 1);
    cairo_paint(cr);
    cairo_set_source_rgb(cr, 0, 0, 0);
    cairo_scale(cr, PX_MM, PX_MM);
    if (l) /* its sizes in mm and points */
        draw_ink_ledger_attach(cr, l);
    cairo_translate(cr, 0.8 * s, 0.8 * s);
    draw_diagram_cell(cr, c, s, ux, uy, DIAGRAM_MARK_MM, DIAGRAM_MARK_MM);
    cairo_destroy(cr);
    cairo_surface_flush(img);
    /* a far leap's cell is black, its marks white: read them inside it */
    int far = diagram_far_of(c->flags), a = (int)ceil(0.3 * s * PX_MM) + 1, b = (int)(1.3 * s * PX_MM) - 1;
    int n = blobs(cairo_image_surface_get_data(img), cairo_image_surface_get_stride(img), px, px,
                  out, max, far, a, a, b, b);
    cairo_surface_destroy(img);
    *side = px;
    return n;
}

static double wide_mm(const struct blob *b)
{
    return fmin(b->x1 - b->x0 + 1, b->y1 - b->y0 + 1) / PX_MM;
}

/* The capture-only step with its e.p. ring (the Jungi Pawn's diagonals). */
static void ep_ring_at(double s)
{
    struct diagram_cell c = {.shape = CELL_STEP, .mode = MODE_CAPTURE | MODE_EP};
    struct blob b[8];
    int px, n = cell_blobs(&c, s, -M_SQRT1_2, -M_SQRT1_2, b, 8, NULL, &px);
    if (n != 2)
        fprintf(stderr, "  e.p. cell at %.2f mm: %d inked pieces (the cross and its ring apart: 2)\n",
                s, n);
    CHECK_INT(n, 2);
    if (n != 2)
        return;
    /* the ring: the piece whose box reaches furthest up and right */
    const struct blob *r = b[0].x1 - b[0].y0 > b[1].x1 - b[1].y0 ? &b[0] : &b[1];
    double across = wide_mm(r);
    if (across < DIAGRAM_SIGN_MM - TOL)
        fprintf(stderr, "  e.p. ring at %.2f mm cells: %.2f mm across (%.2f)\n", s, across,
                DIAGRAM_SIGN_MM);
    CHECK(across >= DIAGRAM_SIGN_MM - TOL);
    /* its line, from its area and its outside: pi (R^2 - (R - line)^2) */
    double R = 0.5 * (r->x1 - r->x0 + 1) / PX_MM, a = r->n / (PX_MM * PX_MM);
    double line = R - sqrt(fmax(0.0, R * R - a / M_PI));
    if (line < DIAGRAM_LINE_MM - TOL)
        fprintf(stderr, "  e.p. ring at %.2f mm cells: line %.2f mm (%.2f)\n", s, line,
                DIAGRAM_LINE_MM);
    CHECK(line >= DIAGRAM_LINE_MM - TOL);
}

void test_diagram_ep_ring_reads(void)
{
    ep_ring_at(FACE_CELL);
    ep_ring_at(PAWN_CELL);
}

/* A path leap (far: its distance, 0 near) along (ux, uy): its star, the
 * largest piece, and its trail's dots, every other piece but the number's. */
static void trail_at(double ux, double uy, int far, int least_dots)
{
    double len = hypot(ux, uy);
    struct diagram_cell c = {.shape = CELL_PATH, .mode = MODE_MOVE | MODE_CAPTURE,
                             .flags = (unsigned)far << CELL_FAR_SHIFT};
    struct blob b[16];
    struct ink_ledger l;
    int px, n = cell_blobs(&c, FACE_CELL, ux / len, uy / len, b, 16, &l, &px);
    int star = 0;
    for (int i = 1; i < n; i++)
        if (b[i].n > b[star].n)
            star = i;
    int dots = 0;
    double least = 1e9, limit = 0.14 * FACE_CELL + TOL; /* a dot, not a figure */
    for (int i = 0; i < n; i++) {
        double w = fmax(b[i].x1 - b[i].x0 + 1, b[i].y1 - b[i].y0 + 1) / PX_MM;
        if (i == star || w > fmax(limit, DIAGRAM_LINE_MM + 2 * TOL))
            continue;
        dots++;
        least = fmin(least, wide_mm(&b[i]));
    }
    if (dots < least_dots || least < DIAGRAM_LINE_MM - TOL)
        fprintf(stderr, "  path leap (%g, %g) far %d: %d trail dots, least %.2f mm (%d of %.2f)\n",
                ux, uy, far, dots, dots ? least : 0, least_dots, DIAGRAM_LINE_MM);
    CHECK(dots >= least_dots);
    CHECK(dots == 0 || least >= DIAGRAM_LINE_MM - TOL);
    if (far) { /* the number's size, by its figures' ink */
        double pt = 0;
        for (int k = 0; k < l.n; k++)
            if (l.e[k].kind == INK_TEXT)
                pt = l.e[k].size;
        double w = 0, h = 0;
        text_ink_size(NULL, "<b>3</b>", pt, &w, &h);
        if (h < FAR_NUMBER_MM - 0.02)
            fprintf(stderr, "  far leap's number: figures %.2f mm tall (%.2f)\n", h, FAR_NUMBER_MM);
        CHECK(h >= FAR_NUMBER_MM - 0.02);
    }
    draw_ink_ledger_free(&l);
}

void test_diagram_trail_reads(void)
{
    trail_at(0, -1, 0, 2);  /* the Magister's two squares forward */
    trail_at(-1, 0, 0, 2);  /* and sideways */
    trail_at(-1, -1, 0, 2); /* the Lord's two squares diagonally */
    trail_at(0, -1, 3, 2);  /* the Grutslæn's three squares forward */
    trail_at(-1, 0, 3, 2);  /* and sideways */
    trail_at(-1, -1, 3, 1); /* the Archmagister's three diagonally */
}
