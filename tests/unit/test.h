/* test.h: the unit-test harness. Each tests/unit/test_*.c file defines one or
 * more `void test_NAME(void)` functions listed in tests/unit/tests.def; the
 * runner (run_unit.c) calls them all and prints "N passed, N failed". */
#ifndef PNPGEN_TEST_H
#define PNPGEN_TEST_H

#include <glob.h>
#include <stdio.h>
#include <string.h>

extern int test_passed, test_failed;
extern const char *test_current;

#define CHECK(cond) do { \
    if (cond) test_passed++; \
    else { test_failed++; \
        fprintf(stderr, "%s:%d: FAIL in %s: %s\n", __FILE__, __LINE__, test_current, #cond); } \
} while (0)

#define CHECK_INT(a, b) do { \
    long long va_ = (long long)(a), vb_ = (long long)(b); \
    if (va_ == vb_) test_passed++; \
    else { test_failed++; \
        fprintf(stderr, "%s:%d: FAIL in %s: %s == %lld, expected %lld\n", \
                __FILE__, __LINE__, test_current, #a, va_, vb_); } \
} while (0)

#define CHECK_STR(a, b) do { \
    const char *sa_ = (a), *sb_ = (b); \
    if (sa_ && sb_ && strcmp(sa_, sb_) == 0) test_passed++; \
    else { test_failed++; \
        fprintf(stderr, "%s:%d: FAIL in %s: %s == \"%s\", expected \"%s\"\n", \
                __FILE__, __LINE__, test_current, #a, sa_ ? sa_ : "(null)", sb_ ? sb_ : "(null)"); } \
} while (0)

#define CHECK_NEAR(a, b, eps) do { \
    double va_ = (a), vb_ = (b); \
    if (va_ - vb_ <= (eps) && vb_ - va_ <= (eps)) test_passed++; \
    else { test_failed++; \
        fprintf(stderr, "%s:%d: FAIL in %s: %s == %g, expected %g\n", \
                __FILE__, __LINE__, test_current, #a, va_, vb_); } \
} while (0)

struct moveset;
/* Parses and canonicalizes a move table into ms (initialised here); a parse
 * error fails the test and returns -1 (helpers.c). */
int test_parse_betza(const char *betza, struct moveset *ms);
/* Reads at most max bytes of a file into buf (which holds max + 1) and
 * ends them with a NUL; returns how many were read (0 if unreadable). */
size_t test_read_file(const char *path, char *buf, size_t max);
/* The share of the ink of two n x n masks that is not in both (0 alike,
 * 1 nothing shared), for telling figures apart (helpers.c). */
double test_ink_apart(const unsigned char *a, const unsigned char *b, int n);
/* Figures' outlines across the table (outline.c), on n x n masks at 20 px
 * per mm: the ink with every hole filled (malloc'd); how far apart two
 * outlines read at their best fit (0 alike); how much of a part's outline
 * a whole's covers at its best fit. */
unsigned char *test_silhouette(const unsigned char *ink, int n);
double test_outlines_apart(const unsigned char *a, const unsigned char *b, int n);
double test_part_seen(const unsigned char *part, const unsigned char *whole, int n);

struct layout;
struct variant;
struct composed;
/* The shipped definitions into g (globfree it); -1 and a failed check if
 * none are found (shipped.c). */
int test_shipped(glob_t *g);
/* Loads a shipped definition and composes its set on lo (both layouts);
 * a failure is a failed check and -1, with nothing left to free. */
int test_compose_shipped(const char *path, const struct layout *lo, struct variant *v,
                         struct composed *c);
/* The same on layouts/a4.xml, loaded into lo; -1 with nothing left to
 * free, else free all three with test_shipped_free (shipped.c). */
int test_compose_shipped_a4(const char *path, struct layout *lo, struct variant *v,
                            struct composed *c);
void test_shipped_free(struct layout *lo, struct variant *v, struct composed *c);
struct look;
struct face;
struct document;
struct page;
struct ink_ledger;
/* Part of a page of doc drawn on white: w x h pixels at px_per_mm from
 * page mm (x, y) (cairo_surface_destroy it; shipped.c). */
struct _cairo_surface *test_page_image(const struct layout *lo, const struct document *doc,
                                       const struct page *pg, double px_per_mm, double x,
                                       double y, int w, int h);
/* What a page of doc prints, as draw_page's ink ledger in page mm
 * (draw_ink_ledger_free it; shipped.c). */
void test_page_ink(const struct layout *lo, const struct document *doc, const struct page *pg,
                   struct ink_ledger *l);
/* fn(lo, paper, v, c, ctx) for every shipped set composed on A4 and on
 * Letter, each freed after (shipped.c). */
void test_each_shipped(void (*fn)(const struct layout *, const char *, struct variant *,
                                  struct composed *, void *),
                       void *ctx);
/* test_each_shipped on the npapers layout files named. */
void test_each_shipped_on(const char *const *papers, size_t npapers,
                          void (*fn)(const struct layout *, const char *, struct variant *,
                                     struct composed *, void *),
                          void *ctx);
/* Where an ink entry lies: its page (from 1) and its box's corner, mm. */
struct ink_where {
    int page;
    double x, y;
};
struct item;
/* The least size of the ink of ink_kind (INK_MARK, INK_CELL...) that items
 * of_item accepts print on doc's pages, 1e9 for none; where it is into at
 * (may be NULL; shipped.c). */
double test_least_ink(const struct layout *lo, const struct document *doc, int ink_kind,
                      int (*of_item)(const struct item *), struct ink_where *at);
/* The next item of kind on pg after index *i (start at -1), NULL past the
 * last; *i is left at it (shipped.c). */
const struct item *test_page_next(const struct page *pg, int kind, int *i);
/* The next item of kind on doc's pages after (*pg, *i) (start at 0, -1),
 * NULL past the last: for (int p = 0, i = -1; (it = test_doc_next(doc, K, &p, &i));) */
const struct item *test_doc_next(const struct document *doc, int kind, int *pg, int *i);
/* A fold-over item's faces that print: its front, and its back unless the
 * piece is single; the count, 1 or 2 (shipped.c). */
int test_fold_faces(const struct item *it, const struct face *faces[2]);
/* fn(path, v, ctx) for every shipped definition loaded (not composed), freed
 * after (shipped.c). */
void test_each_loaded(void (*fn)(const char *, struct variant *, void *), void *ctx);
/* A face drawn alone, centred on a white px x px image at px_per_mm, its
 * side `face` mm; flushed, for reading its pixels (shipped.c). */
struct _cairo_surface *test_face_image(const struct layout *lo, const struct look *lk,
                                       const struct face *f, double face, int px, double px_per_mm);
/* Piece id's front for `side`, labelled as a d mm face and drawn alone
 * as test_face_image draws it (px = d * px_per_mm); a failed check
 * (and piece 0 drawn) if v has no such piece (shipped.c). */
struct _cairo_surface *test_front_image(const struct variant *v, const struct layout *lo,
                                        const struct look *lk, const char *id, int side, double d,
                                        double px_per_mm);
/* The grey (Rec. 601 luma, 0 black to 1 white) of pixel x, y of a cairo
 * RGB24/ARGB32 image's data d (shipped.c). */
double test_luma(const unsigned char *d, int stride, int x, int y);
/* qsort's comparison of doubles, smallest first (shipped.c). */
int test_by_value(const void *a, const void *b);
/* a, an n x n picture, box-blurred over 2r + 1 pixels, rows then columns:
 * what still tells at a glance (shipped.c). */
void test_box_blur(float *a, int n, int r);
struct diagram;
/* Diagram d drawn whole from the top left of a white image at px_per_mm,
 * in cells of `cell` mm, with `margin` pixels spare right and below (for a
 * line on the far edge); flushed, for reading its pixels (shipped.c). */
struct _cairo_surface *test_diagram_image(const struct diagram *d, double cell, int promoted,
                                          double px_per_mm, int margin);

#endif
