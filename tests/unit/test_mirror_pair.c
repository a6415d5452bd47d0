/* test_mirror_pair.c: two pieces that are each other's mirror image are
 * told apart at a glance (issue 30: Tori Shogi's Left and Right Quail
 * differed only by 左 and 右, one small group of strokes). */
#include <cairo.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "compose/compose.h"
#include "draw/draw.h"
#include "load/load.h"
#include "model/model.h"
#include "test.h"

#define PX_PER_MM 8
#define FACE_MM 24

/* Tori Shogi's definition, A4 and its look, for both tests. */
static void tori_open(struct variant *v, struct layout *lo, struct look *lk)
{
    const char *path = "piecedefs/tori-shogi.xml";
    CHECK_INT(piecedef_load(path, v, &(struct report){.file = path}), 0);
    CHECK_INT(layout_load("layouts/a4.xml", lo, &(struct report){.file = "layouts/a4.xml"}), 0);
    compose_look(v, lk);
}

static void tori_close(struct variant *v, struct layout *lo, struct look *lk)
{
    compose_look_free(lk);
    layout_free(lo);
    variant_free(v);
}

/* A piece's front as printed, FACE_MM square, grey (0 white, 1 black) in
 * 1 mm blocks: what a player sees of it across the table, where a 1 mm
 * block is 6 arc minutes at 60 cm and strokes finer than that blur. */
static void front_blocks(const struct variant *v, const struct layout *lo, const struct look *lk,
                         const char *id, double out[FACE_MM * FACE_MM])
{
    int at = variant_find_piece(v, id);
    CHECK(at >= 0);
    struct face f = {.piece = at < 0 ? 0 : at, .side = SIDE_FIRST, .kind = FACE_FRONT};
    compose_face_label(v, lo, FACE_MM, &f);
    cairo_surface_t *img = test_face_image(lo, lk, &f, FACE_MM, FACE_MM * PX_PER_MM, PX_PER_MM);
    const unsigned char *d = cairo_image_surface_get_data(img);
    int stride = cairo_image_surface_get_stride(img);
    for (int by = 0; by < FACE_MM; by++)
        for (int bx = 0; bx < FACE_MM; bx++) {
            double ink = 0;
            for (int y = by * PX_PER_MM; y < (by + 1) * PX_PER_MM; y++)
                for (int x = bx * PX_PER_MM; x < (bx + 1) * PX_PER_MM; x++) {
                    const unsigned char *q = d + y * stride + 4 * x;
                    ink += 1 - (q[0] + q[1] + q[2]) / (3 * 255.0);
                }
            out[by * FACE_MM + bx] = ink / (PX_PER_MM * PX_PER_MM);
        }
    cairo_surface_destroy(img);
}

/* Tori Shogi's Quails: their fronts differ by at least half a tone in at
 * least 12 of their 1 mm blocks (左 against 右 alone: 2); the Left
 * Quail's mark is on its left, the Right Quail's on its right, and no
 * other piece of the set carries one. */
void test_mirror_pair_apart(void)
{
    struct variant v;
    struct layout lo;
    struct look lk;
    tori_open(&v, &lo, &lk);
    for (int i = 0; i < v.npieces; i++) {
        const char *id = v.pieces[i].id;
        int want = !strcmp(id, "left-quail") ? -1 : !strcmp(id, "right-quail") ? 1 : 0;
        if (lk.pieces[i].flank != want)
            fprintf(stderr, "  %s: flank %d, want %d\n", id, lk.pieces[i].flank, want);
        CHECK_INT(lk.pieces[i].flank, want);
    }
    static double l[FACE_MM * FACE_MM], r[FACE_MM * FACE_MM];
    front_blocks(&v, &lo, &lk, "left-quail", l);
    front_blocks(&v, &lo, &lk, "right-quail", r);
    int apart = 0;
    double left_side = 0, right_side = 0; /* the Left's ink minus the Right's, by half */
    for (int k = 0; k < FACE_MM * FACE_MM; k++) {
        apart += fabs(l[k] - r[k]) >= 0.5;
        if (k % FACE_MM < FACE_MM / 2)
            left_side += l[k] - r[k];
        else
            right_side += l[k] - r[k];
    }
    fprintf(stderr, "  Tori Shogi's Quails: fronts apart in %d blocks of 1 mm; the Left's ink "
            "%+.1f on the left, %+.1f on the right\n", apart, left_side, right_side);
    CHECK(apart >= 12);
    CHECK(left_side > 2 && right_side < -2);
    tori_close(&v, &lo, &lk);
}

/* The dark runs along row y of img from the left, up to max of them: their
 * widths in mm into w; the count. */
static int row_runs(cairo_surface_t *img, int y, double *w, int max)
{
    const unsigned char *d = cairo_image_surface_get_data(img);
    int stride = cairo_image_surface_get_stride(img), n = 0, len = 0;
    for (int x = 0; x < cairo_image_surface_get_width(img); x++) {
        const unsigned char *q = d + y * stride + 4 * x;
        int dark = q[0] + q[1] + q[2] < 3 * 128;
        if (dark)
            len++;
        if ((!dark || x + 1 == cairo_image_surface_get_width(img)) && len) {
            if (n < max)
                w[n] = (double)len / PX_PER_MM;
            n++;
            len = 0;
        }
    }
    return n;
}

/* The Left Quail's band lies inside its outline, not on it (issue 30,
 * session 19 review: "the Quail's band is on the cut line"): a cut a
 * little inside the line would shave it, a little outside leave a white
 * sliver beside it. Across the band's middle, the outline's stroke is a
 * dark run of its own (under 0.5 mm), white after it, then the band. */
void test_mirror_pair_band_inside(void)
{
    struct variant v;
    struct layout lo;
    struct look lk;
    tori_open(&v, &lo, &lk);
    cairo_surface_t *img = test_front_image(&v, &lo, &lk, "left-quail", SIDE_FIRST, FACE_MM, PX_PER_MM);
    double w[4] = {0};
    int n = row_runs(img, (int)(0.72 * FACE_MM * PX_PER_MM), w, 4);
    fprintf(stderr, "  Left Quail across its band: %d dark runs, %.2f %.2f %.2f mm\n", n, w[0], w[1],
            w[2]);
    CHECK(n >= 3 && w[0] < 0.5 && w[1] >= 1.0);
    cairo_surface_destroy(img);
    tori_close(&v, &lo, &lk);
}
