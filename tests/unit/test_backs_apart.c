/* test_backs_apart.c: Jungi's Grutslæn and Archmagister backs are told
 * apart at a glance (issue 30, Jungi review: "the two backs look alike":
 * a 3 x 3 block of dots ringed by stars on both, their threes at the
 * edges' middles on one and in the corners on the other).
 *
 * Each back as the A4 components page prints it (South's and North's),
 * drawn alone at PX per mm and blurred over GLANCE_MM, what still tells
 * across the table at a glance (about 7' at 50 cm: the marks' places and
 * sizes, not their shapes): the mean difference of the two pictures'
 * tones over the face is at least BACKS_APART. Their far leaps' cells
 * are black (white marks) now: South 0.098, North 0.058 apart. */
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

#define PX 10
#define GLANCE_MM 1.0
#define BACKS_APART 0.050 /* old code: South 0.039, North 0.029 */

/* The back of the first fold piece of `side` whose back is piece `id`,
 * drawn and blurred; NULL if none. */
static float *back_picture(const struct layout *lo, const struct variant *v,
                           const struct composed *c, const char *id, int side, int *n)
{
    int want = variant_find_piece(v, id);
    const struct item *it;
    for (int pg = 0, i = -1; want >= 0 && (it = test_doc_next(&c->components, ITEM_FOLD, &pg, &i));) {
        if (it->fold.single || it->fold.back.piece != want || it->fold.side != side)
            continue;
        double face = it->w;
        int px = (int)(face * PX);
        cairo_surface_t *img = test_face_image(lo, &c->components.look, &it->fold.back, face, px, PX);
        const unsigned char *d = cairo_image_surface_get_data(img);
        int stride = cairo_image_surface_get_stride(img);
        float *a = malloc(sizeof *a * (size_t)(px * px));
        for (int y = 0; y < px; y++)
            for (int x = 0; x < px; x++)
                a[y * px + x] = (float)test_luma(d, stride, x, y);
        cairo_surface_destroy(img);
        test_box_blur(a, px, (int)(GLANCE_MM * PX / 2));
        *n = px;
        return a;
    }
    return NULL;
}

void test_jungi_backs_apart(void)
{
    const char *path = "piecedefs/jungi.xml";
    struct layout lo;
    struct variant v;
    struct composed c;
    if (test_compose_shipped_a4(path, &lo, &v, &c) != 0)
        return;
    for (int side = SIDE_FIRST; side <= SIDE_SECOND; side++) {
        int n = 0, m = 0;
        float *a = back_picture(&lo, &v, &c, "grutslaen", side, &n);
        float *b = back_picture(&lo, &v, &c, "archmagister", side, &m);
        CHECK(a && b && n == m);
        if (a && b && n == m) {
            double sum = 0;
            for (int k = 0; k < n * n; k++)
                sum += fabs(a[k] - b[k]);
            double apart = sum / (n * n);
            fprintf(stderr, "  %s's Grutslæn and Archmagister backs %.3f apart\n",
                    v.sides[side].name, apart);
            CHECK(apart >= BACKS_APART);
        }
        free(a);
        free(b);
    }
    test_shipped_free(&lo, &v, &c);
}
