/* shipped.c: the shipped definitions, for the tests that read every set.
 * They are found at run time (the .xml files in piecedefs/, from the repository's root),
 * so a new set is covered without a test naming it. */
#include <glob.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cairo.h>

#include "compose/compose.h"
#include "draw/draw-imp.h"
#include "draw/draw.h"
#include "load/load.h"
#include "model/model.h"
#include "test.h"

int test_shipped(glob_t *g)
{
    int rc = glob("piecedefs/*.xml", 0, NULL, g);
    CHECK(rc == 0 && g->gl_pathc >= 10); /* run from the repository root */
    return rc == 0 ? 0 : -1;
}

int test_compose_shipped(const char *path, const struct layout *lo, struct variant *v,
                         struct composed *c)
{
    struct report r = {.file = path};
    CHECK_INT(piecedef_load(path, v, &r), 0);
    if (r.errors || compose_set(v, lo, lo, c, &r) != 0) {
        CHECK(!"a shipped set loads and composes");
        variant_free(v);
        return -1;
    }
    return 0;
}

int test_compose_shipped_a4(const char *path, struct layout *lo, struct variant *v,
                            struct composed *c)
{
    CHECK_INT(layout_load("layouts/a4.xml", lo, &(struct report){.file = "layouts/a4.xml"}), 0);
    if (test_compose_shipped(path, lo, v, c) != 0) {
        layout_free(lo);
        return -1;
    }
    return 0;
}

void test_shipped_free(struct layout *lo, struct variant *v, struct composed *c)
{
    compose_set_free(c);
    variant_free(v);
    layout_free(lo);
}

cairo_surface_t *test_face_image(const struct layout *lo, const struct look *lk,
                                 const struct face *f, double face, int px, double px_per_mm)
{
    cairo_surface_t *img = cairo_image_surface_create(CAIRO_FORMAT_RGB24, px, px);
    cairo_t *cr = cairo_create(img);
    cairo_set_source_rgb(cr, 1, 1, 1);
    cairo_paint(cr);
    cairo_scale(cr, px_per_mm, px_per_mm);
    cairo_translate(cr, face / 2, face / 2);
    draw_face(cr, lo, lk, f, face, face);
    cairo_destroy(cr);
    cairo_surface_flush(img);
    return img;
}

cairo_surface_t *test_front_image(const struct variant *v, const struct layout *lo,
                                  const struct look *lk, const char *id, int side, double d,
                                  double px_per_mm)
{
    int at = variant_find_piece(v, id);
    CHECK(at >= 0); /* and piece 0 drawn in its place */
    struct face f = {.piece = at < 0 ? 0 : at, .side = side, .kind = FACE_FRONT};
    compose_face_label(v, lo, d, &f);
    return test_face_image(lo, lk, &f, d, (int)(d * px_per_mm), px_per_mm);
}

double test_luma(const unsigned char *d, int stride, int x, int y)
{
    const unsigned char *q = d + y * stride + 4 * x; /* B G R */
    return (0.299 * q[2] + 0.587 * q[1] + 0.114 * q[0]) / 255.0;
}

int test_by_value(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

void test_box_blur(float *a, int n, int r)
{
    float *t = malloc(sizeof *t * (size_t)(n * n));
    for (int pass = 0; pass < 2; pass++) { /* rows, then columns */
        for (int i = 0; i < n; i++)
            for (int j = 0; j < n; j++) {
                double s = 0;
                int c = 0;
                for (int k = j - r; k <= j + r; k++)
                    if (k >= 0 && k < n) {
                        s += pass ? a[k * n + i] : a[i * n + k];
                        c++;
                    }
                t[pass ? j * n + i : i * n + j] = (float)(s / c);
            }
        memcpy(a, t, sizeof *t * (size_t)(n * n));
    }
    free(t);
}

cairo_surface_t *test_diagram_image(const struct diagram *d, double cell, int promoted,
                                    double px_per_mm, int margin)
{
    int px = (int)ceil(d->size * cell * px_per_mm) + margin;
    cairo_surface_t *img = cairo_image_surface_create(CAIRO_FORMAT_RGB24, px, px);
    cairo_t *cr = cairo_create(img);
    cairo_set_source_rgb(cr, 1, 1, 1);
    cairo_paint(cr);
    cairo_scale(cr, px_per_mm, px_per_mm);
    draw_diagram(cr, d, 0, 0, d->size * cell, promoted);
    cairo_destroy(cr);
    cairo_surface_flush(img);
    return img;
}

cairo_surface_t *test_page_image(const struct layout *lo, const struct document *doc,
                                 const struct page *pg, double px_per_mm, double x, double y,
                                 int w, int h)
{
    cairo_surface_t *s = cairo_image_surface_create(CAIRO_FORMAT_RGB24, w, h);
    cairo_t *cr = cairo_create(s);
    cairo_set_source_rgb(cr, 1, 1, 1);
    cairo_paint(cr);
    cairo_scale(cr, px_per_mm, px_per_mm);
    cairo_translate(cr, -x, -y);
    draw_page(cr, lo, doc, pg);
    cairo_destroy(cr);
    cairo_surface_flush(s);
    return s;
}

void test_page_ink(const struct layout *lo, const struct document *doc, const struct page *pg,
                   struct ink_ledger *l)
{
    cairo_surface_t *s = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, NULL);
    cairo_t *cr = cairo_create(s);
    draw_ink_ledger_attach(cr, l);
    draw_page(cr, lo, doc, pg);
    cairo_destroy(cr);
    cairo_surface_destroy(s);
}

void test_each_shipped(void (*fn)(const struct layout *, const char *, struct variant *,
                                  struct composed *, void *),
                       void *ctx)
{
    static const char *const papers[] = {"layouts/a4.xml", "layouts/letter.xml"};
    test_each_shipped_on(papers, sizeof papers / sizeof *papers, fn, ctx);
}

void test_each_shipped_on(const char *const *papers, size_t npapers,
                          void (*fn)(const struct layout *, const char *, struct variant *,
                                     struct composed *, void *),
                          void *ctx)
{
    glob_t g;
    if (test_shipped(&g) != 0)
        return;
    for (size_t i = 0; i < npapers; i++) {
        struct layout lo;
        CHECK_INT(layout_load(papers[i], &lo, &(struct report){.file = papers[i]}), 0);
        for (size_t d = 0; d < g.gl_pathc; d++) {
            struct variant v;
            struct composed c;
            if (test_compose_shipped(g.gl_pathv[d], &lo, &v, &c) != 0)
                continue;
            fn(&lo, papers[i], &v, &c, ctx);
            compose_set_free(&c);
            variant_free(&v);
        }
        layout_free(&lo);
    }
    globfree(&g);
}

double test_least_ink(const struct layout *lo, const struct document *doc, int ink_kind,
                      int (*of_item)(const struct item *), struct ink_where *at)
{
    double least = 1e9;
    for (int p = 0; p < doc->npages; p++) {
        const struct page *pg = &doc->pages[p];
        struct ink_ledger l;
        test_page_ink(lo, doc, pg, &l);
        for (int k = 0; k < l.n; k++) {
            const struct ink_entry *e = &l.e[k];
            if ((int)e->kind == ink_kind && e->item >= 0 && e->item < pg->nitems &&
                of_item(&pg->items[e->item]) && e->size < least) {
                least = e->size;
                if (at)
                    *at = (struct ink_where){p + 1, e->x0, e->y0};
            }
        }
        draw_ink_ledger_free(&l);
    }
    return least;
}

const struct item *test_page_next(const struct page *pg, int kind, int *i)
{
    while (++*i < pg->nitems)
        if ((int)pg->items[*i].kind == kind)
            return &pg->items[*i];
    return NULL;
}

const struct item *test_doc_next(const struct document *doc, int kind, int *pg, int *i)
{
    for (; *pg < doc->npages; ++*pg, *i = -1) {
        const struct item *it = test_page_next(&doc->pages[*pg], kind, i);
        if (it)
            return it;
    }
    return NULL;
}

int test_fold_faces(const struct item *it, const struct face *faces[2])
{
    faces[0] = &it->fold.front;
    faces[1] = it->fold.single ? NULL : &it->fold.back;
    return faces[1] ? 2 : 1;
}

void test_each_loaded(void (*fn)(const char *, struct variant *, void *), void *ctx)
{
    glob_t g;
    if (test_shipped(&g) != 0)
        return;
    for (size_t d = 0; d < g.gl_pathc; d++) {
        struct variant v;
        struct report r = {.file = g.gl_pathv[d]};
        if (piecedef_load(g.gl_pathv[d], &v, &r) != 0) {
            CHECK(!"a shipped set loads");
            continue;
        }
        fn(g.gl_pathv[d], &v, ctx);
        variant_free(&v);
    }
    globfree(&g);
}
