/* test_figure_lines.c: the filled side's drawn figures show their inner
 * lines (issue 30, player review of Sittuyin: "the black Elephant figure
 * blurs into a blob", and Shatranj's black Alfil likewise). Each figure is
 * drawn as Black's disc draws it, light on a dark ground, 11 mm tall; the
 * dark ink inside it (not joined to the ground) is at least LINES_MIN of
 * its area. With the inner lines one font line wide, as the figures were,
 * the Elephant kept 0.16, the counsellor 0.24 and the crown 0.17; at 1.6
 * lines 0.26, 0.40 and 0.28 (the Elephant 0.22 once its chest behind the
 * trunk is cut away to the ground: that dark joins the ground).
 *
 * And a piece with a drawn figure shows it beside its name in the gallery,
 * as a glyph piece shows "♘ / ♞" (the same review: the General's and the
 * Elephant's entries had none): both sides' figures, each with ink over
 * at least a fifth of its square, the solid one a fifth dark and some white. */
#include <cairo.h>
#include <stdio.h>
#include <stdlib.h>

#include <string.h>

#include "compose/compose.h"
#include "draw/draw-imp.h"
#include "load/load.h"
#include "model/model.h"
#include "test.h"

#define PX_MM 40.0
#define FIG_MM 11.0
#define LINES_MIN 0.22

/* The filled figure drawn white, FIG_MM high, in the middle of a black
 * n x n image at PX_MM; flushed. */
static cairo_surface_t *figure_image(enum piece_figure fig, int n)
{
    cairo_surface_t *img = cairo_image_surface_create(CAIRO_FORMAT_RGB24, n, n);
    cairo_t *cr = cairo_create(img);
    cairo_set_source_rgb(cr, 0, 0, 0);
    cairo_paint(cr);
    cairo_scale(cr, PX_MM, PX_MM);
    cairo_translate(cr, FIG_MM * 0.7, FIG_MM * 0.7);
    cairo_set_source_rgb(cr, 1, 1, 1);
    draw_piece_figure(cr, fig, FIG_MM, 1);
    cairo_destroy(cr);
    cairo_surface_flush(img);
    return img;
}

/* The dark share of the figure: dark pixels not 4-joined to the image's
 * edge, over every pixel not so joined. */
static double inner_dark(enum piece_figure fig)
{
    int n = (int)(FIG_MM * 1.4 * PX_MM);
    cairo_surface_t *img = figure_image(fig, n);
    const unsigned char *d = cairo_image_surface_get_data(img);
    int stride = cairo_image_surface_get_stride(img), qn = 0;
    unsigned char *m = calloc((size_t)n * (size_t)n, 1);
    int *q = malloc(sizeof *q * (size_t)n * (size_t)n);
    for (int y = 0; y < n; y++)
        for (int x = 0; x < n; x++)
            m[y * n + x] = d[y * stride + 4 * x + 1] < 128; /* 1: dark */
#define GROUND(p) do { if (m[p] == 1) { m[p] = 2; q[qn++] = (p); } } while (0)
    for (int k = 0; k < n; k++) {
        GROUND(k);
        GROUND((n - 1) * n + k);
        GROUND(k * n);
        GROUND(k * n + n - 1);
    }
    for (int i = 0; i < qn; i++) {
        int p = q[i], x = p % n, y = p / n;
        if (x > 0) GROUND(p - 1);
        if (x < n - 1) GROUND(p + 1);
        if (y > 0) GROUND(p - n);
        if (y < n - 1) GROUND(p + n);
    }
#undef GROUND
    long dark = 0, figure = 0;
    for (long i = 0; i < (long)n * n; i++) {
        dark += m[i] == 1;
        figure += m[i] != 2;
    }
    free(m);
    free(q);
    cairo_surface_destroy(img);
    return figure ? (double)dark / (double)figure : 0;
}

/* Not the Elephant: since session 19 it is read by its outline, a whole
 * animal, and keeps only an eye and an open ear line (0.02 of it dark),
 * so that it stays one white shape (test_figure_solid_whole). */
void test_figure_lines_filled(void)
{
    static const struct { enum piece_figure fig; const char *name; } figs[] = {
        {FIGURE_COUNSELLOR, "counsellor"}, {FIGURE_CROWN, "crown"},
        {FIGURE_CLOSED_CROWN, "closed crown"},
    };
    for (size_t i = 0; i < sizeof figs / sizeof *figs; i++) {
        double share = inner_dark(figs[i].fig);
        fprintf(stderr, "  filled %s: %.2f of it dark lines (at least %.2f)\n", figs[i].name, share,
                LINES_MIN);
        CHECK(share >= LINES_MIN);
    }
}

/* Dark and white shares of the square (side h mm) centred at (x, y) mm of
 * booklet page pg, drawn as printed. */
static void page_square(const struct layout *lo, const struct document *doc, const struct page *pg,
                        double x, double y, double h, double *dark, double *light)
{
    int n = (int)(h * PX_MM);
    cairo_surface_t *img = test_page_image(lo, doc, pg, PX_MM, x - h / 2, y - h / 2, n, n);
    const unsigned char *d = cairo_image_surface_get_data(img);
    int stride = cairo_image_surface_get_stride(img);
    long k = 0, w = 0;
    for (int j = 0; j < n; j++)
        for (int i = 0; i < n; i++) {
            int gv = d[j * stride + 4 * i + 1];
            k += gv < 100;
            w += gv > 200;
        }
    *dark = (double)k / ((double)n * n);
    *light = (double)w / ((double)n * n);
    cairo_surface_destroy(img);
}

void test_figure_in_gallery_name(void)
{
    struct layout lo;
    CHECK_INT(layout_load("layouts/a4.xml", &lo, &(struct report){.file = "layouts/a4.xml"}), 0);
    static const char *const sets[] = {"piecedefs/sittuyin.xml", "piecedefs/shatranj.xml"};
    int shown = 0;
    for (size_t k = 0; k < sizeof sets / sizeof *sets; k++) {
        struct variant v;
        struct composed c;
        if (test_compose_shipped(sets[k], &lo, &v, &c) != 0)
            continue;
        const struct item *it;
        for (int pg = 0, i = -1; (it = test_doc_next(&c.booklet, ITEM_GALLERY_ROW, &pg, &i));) {
            const struct page *page = &c.booklet.pages[pg];
            const struct item_gallery_row *g = &it->gallery;
            const struct piece *p = &v.pieces[g->piece];
            CHECK_INT(g->head_figure != FIGURE_NONE, p->figure != FIGURE_NONE);
            for (int s = 0; g->head_figure != FIGURE_NONE && s < 2; s++) {
                double dark, light;
                page_square(&lo, &c.booklet, page, g->head_x[s], g->head_y, g->head_h, &dark, &light);
                fprintf(stderr, "  %s %s, side %d beside its name: %.2f dark, %.2f white\n",
                        v.id, p->id, s, dark, light);
                CHECK(dark >= 0.2);
                CHECK(light >= 0.05);
                shown++;
            }
        }
        compose_set_free(&c);
        variant_free(&v);
    }
    CHECK_INT(shown, 10); /* Sittuyin's General and Elephant, Shatranj's Shah, Firzan, Alfil */
    layout_free(&lo);
}

/* The widest dark run between two light runs on the row y (of the height,
 * down from the middle) of the filled figure, in units of its height. */
static double dark_gap(enum piece_figure fig, double y)
{
    int n = (int)(FIG_MM * 1.4 * PX_MM);
    cairo_surface_t *img = figure_image(fig, n);
    const unsigned char *d = cairo_image_surface_get_data(img);
    int stride = cairo_image_surface_get_stride(img);
    int row = (int)((FIG_MM * 0.7 + y * FIG_MM) * PX_MM), best = 0, run = 0, lit = 0;
    for (int x = 0; x < n; x++) {
        if (d[row * stride + 4 * x + 1] >= 128) {
            if (lit && run > best)
                best = run;
            lit = 1;
            run = 0;
        } else
            run++;
    }
    cairo_surface_destroy(img);
    return best / (FIG_MM * PX_MM);
}

/* The solid Elephant's trunk hangs free in front of its chest (issue 30,
 * Sittuyin review, after f16601c: "still a blob" at 300 dpi): across the
 * lower trunk the dark between trunk and chest is at least 0.15 of the
 * figure's height (1.65 mm at 11 mm; the 1.6-line trunk line left 0.11).
 * The whole animal's trunk hangs to 0.35 of the height below its middle. */
void test_figure_elephant_trunk(void)
{
    for (double y = 0.20; y <= 0.30 + 1e-9; y += 0.05) {
        double gap = dark_gap(FIGURE_ELEPHANT, y);
        fprintf(stderr, "  filled elephant at %.2f: trunk gap %.3f of its height (at least 0.15)\n", y,
                gap);
        CHECK(gap >= 0.15);
    }
}

/* The solid figure is one white shape (issue 30, Sittuyin and Shatranj
 * reviews, session 18: Black's Elephant "still breaks into white blobs" at
 * 400 dpi): drawn light on dark, 11 mm tall, its largest 4-joined light
 * region holds at least SOLID_WHOLE of its light, and no other region
 * holds more than SOLID_SPECK. Its head on a neck, cut by the ear's, the
 * trunk's and the tusk's closed outlines, kept 0.90 in its largest region
 * and 0.10 in the next (its ear); the whole animal, its inner lines open,
 * keeps 1.00, in one region. */
#define SOLID_WHOLE 0.97
#define SOLID_SPECK 0.01
static void light_regions(enum piece_figure fig, double *largest, double *second)
{
    int n = (int)(FIG_MM * 1.4 * PX_MM);
    cairo_surface_t *img = figure_image(fig, n);
    const unsigned char *d = cairo_image_surface_get_data(img);
    int stride = cairo_image_surface_get_stride(img);
    unsigned char *m = calloc((size_t)n * (size_t)n, 1);
    int *q = malloc(sizeof *q * (size_t)n * (size_t)n);
    long all = 0, big[2] = {0, 0};
    for (int y = 0; y < n; y++)
        for (int x = 0; x < n; x++)
            all += m[y * n + x] = d[y * stride + 4 * x + 1] >= 128; /* 1: light */
    for (long p0 = 0; p0 < (long)n * n; p0++) {
        if (m[p0] != 1)
            continue;
        long qn = 0, size = 0;
        m[p0] = 2;
        q[qn++] = (int)p0;
        while (qn) {
            int p = q[--qn], x = p % n, y = p / n;
            size++;
            int nb[4] = {x > 0 ? p - 1 : -1, x < n - 1 ? p + 1 : -1, y > 0 ? p - n : -1,
                         y < n - 1 ? p + n : -1};
            for (int e = 0; e < 4; e++)
                if (nb[e] >= 0 && m[nb[e]] == 1)
                    m[nb[e]] = 2, q[qn++] = nb[e];
        }
        if (size > big[0])
            big[1] = big[0], big[0] = size;
        else if (size > big[1])
            big[1] = size;
    }
    free(m);
    free(q);
    cairo_surface_destroy(img);
    *largest = all ? (double)big[0] / (double)all : 0;
    *second = all ? (double)big[1] / (double)all : 0;
}

void test_figure_solid_whole(void)
{
    static const struct { enum piece_figure fig; const char *name; } figs[] = {
        {FIGURE_ELEPHANT, "elephant"},
    };
    for (size_t i = 0; i < sizeof figs / sizeof *figs; i++) {
        double largest, second;
        light_regions(figs[i].fig, &largest, &second);
        fprintf(stderr, "  filled %s: largest light region %.3f, next %.3f\n", figs[i].name,
                largest, second);
        CHECK(largest >= SOLID_WHOLE);
        CHECK(second <= SOLID_SPECK);
    }
}
