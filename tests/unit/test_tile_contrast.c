/* test_tile_contrast.c: the rotation game's dark (Green) tiles read as well
 * as the light (Orange) ones (issue 30, review: "the Green tiles have low
 * contrast"): a move square's tone stood 0.23 (Rec. 601 luma) above the
 * dark ground round it, against 0.28 below the light ground on Orange's.
 * Each side's Emperor (eight move squares) drawn alone at 20 px per mm: the
 * commonest tone of its move squares and of the ground inside the frame
 * (the inner 0.6 of the face) differ by at least TILE_MARK_CONTRAST on
 * both sides (Orange's 0.28; Green's now 0.36, failing on the old code).
 * Green's "still hard to read" (issue 30, second review): its move squares
 * at least TILE_DARK_MARK_CONTRAST from its ground (0.49; old code 0.36).
 * tile_names_read: every two-letter name on a tile's face prints at
 * TILE_NAME_READ_PT or more (old code: 7.0 pt, cap 1.8 mm), but the
 * Emperor's under its crown. */
#include <cairo.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "compose/compose.h"
#include "draw/draw.h"
#include "load/load.h"
#include "model/model.h"
#include "test.h"

#define TILE_MARK_CONTRAST 0.27
#define TILE_DARK_MARK_CONTRAST 0.45
#define TILE_NAME_READ_PT 8.5
#define PX_PER_MM 20

/* The commonest luma (in 64ths) in [lo, hi) of the face's inner 0.6. */
static int mode_in(const unsigned char *d, int stride, int px, int lo, int hi)
{
    int hist[65] = {0}, best = -1;
    for (int y = (int)(0.2 * px); y < (int)(0.8 * px); y++)
        for (int x = (int)(0.2 * px); x < (int)(0.8 * px); x++) {
            const unsigned char *q = d + y * stride + 4 * x; /* B G R */
            int l = (int)lround((0.299 * q[2] + 0.587 * q[1] + 0.114 * q[0]) / 255.0 * 64);
            if (l >= lo && l < hi)
                hist[l]++;
        }
    for (int l = lo; l < hi && l <= 64; l++)
        if (best < 0 || hist[l] > hist[best])
            best = l;
    return best;
}

void test_tile_contrast(void)
{
    struct variant v;
    struct layout lo;
    CHECK_INT(piecedef_load("piecedefs/rotation.xml", &v, &(struct report){.file = "piecedefs/rotation.xml"}), 0);
    CHECK_INT(layout_load("layouts/a4.xml", &lo, &(struct report){.file = "layouts/a4.xml"}), 0);
    struct look lk;
    compose_look(&v, &lk);
    const double D = 20;
    int px = (int)(D * PX_PER_MM), at = variant_find_piece(&v, "emperor");
    CHECK(at >= 0);
    for (int side = SIDE_FIRST; at >= 0 && side <= SIDE_SECOND; side++) {
        struct face f = {.piece = at, .side = side, .kind = FACE_FRONT};
        compose_face_label(&v, &lo, D, &f);
        cairo_surface_t *img = test_face_image(&lo, &lk, &f, D, px, PX_PER_MM);
        const unsigned char *d = cairo_image_surface_get_data(img);
        int stride = cairo_image_surface_get_stride(img);
        /* the dark side: a dark ground, lighter marks; the light side the reverse */
        int ground = side == SIDE_SECOND ? mode_in(d, stride, px, 0, 16) : mode_in(d, stride, px, 52, 65);
        int mark = side == SIDE_SECOND ? mode_in(d, stride, px, ground + 4, 52)
                                       : mode_in(d, stride, px, 8, ground - 4);
        double diff = abs(mark - ground) / 64.0;
        fprintf(stderr, "  %s's Emperor: ground %.2f, move squares %.2f, %.2f apart\n",
                v.sides[side].name, ground / 64.0, mark / 64.0, diff);
        CHECK(diff >= TILE_MARK_CONTRAST);
        CHECK(side != SIDE_SECOND || diff >= TILE_DARK_MARK_CONTRAST);
        cairo_surface_destroy(img);
    }
    compose_look_free(&lk);
    layout_free(&lo);
    variant_free(&v);
}

void test_tile_names_read(void)
{
    struct variant v;
    struct layout lo;
    CHECK_INT(piecedef_load("piecedefs/rotation.xml", &v, &(struct report){.file = "piecedefs/rotation.xml"}), 0);
    CHECK_INT(layout_load("layouts/a4.xml", &lo, &(struct report){.file = "layouts/a4.xml"}), 0);
    const double D = 20;
    int names = 0;
    for (int i = 0; i < v.npieces; i++)
        for (int side = SIDE_FIRST; side <= SIDE_SECOND; side++) {
            struct face f = {.piece = i, .side = side, .kind = FACE_FRONT};
            compose_face_label(&v, &lo, D, &f);
            if (!f.label || v.pieces[i].royal)
                continue;
            fprintf(stderr, "  %s's %s: '%s' at %.1f pt\n", v.sides[side].name, v.pieces[i].name,
                    f.label, f.label_pt);
            CHECK(f.label_pt >= TILE_NAME_READ_PT);
            names++;
        }
    CHECK(names >= 12);
    layout_free(&lo);
    variant_free(&v);
}
