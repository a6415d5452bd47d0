/* test_hollow_names.c: a promoted side's name, printed apart from the name
 * of the piece that starts the game (compose_promoted_names_hollow), reads
 * at the table (issue 30, Chu review: "the hollow promoted names, 1.6 mm
 * tall, are too small and thin"): their outlines now hold a mid-grey.
 *
 * Chu Shogi's promoted Pawn (Tokin) on each side, drawn alone at PX per
 * mm as the A4 sheet prints it, then with its name solid: over the name's
 * room in the band, the letters' contrast with the band (the sum of each
 * pixel's difference from the band's tone) is at least HOLLOW_READS of
 * the solid name's: the outlines alone gave 0.71, thin lines that fade at
 * 50 cm; round a grey inside 1.04. */
#include <cairo.h>
#include <math.h>
#include <stdio.h>

#include "compose/compose.h"
#include "compose/look.h"
#include "draw/draw.h"
#include "load/load.h"
#include "model/model.h"
#include "test.h"

#define PX 40
#define HOLLOW_READS 0.90

static double name_ink(const struct layout *lo, const struct look *lk, const struct face *f,
                       double face)
{
    int px = (int)(face * PX);
    cairo_surface_t *img = test_face_image(lo, lk, f, face, px, PX);
    const unsigned char *d = cairo_image_surface_get_data(img);
    int stride = cairo_image_surface_get_stride(img);
    int x0 = (int)((f->name_x + face / 2) * PX), x1 = (int)((f->name_x + f->name_room + face / 2) * PX);
    int y0 = (int)((f->plan.band_y + face / 2) * PX), y1 = (int)((f->plan.band_y + f->plan.band_h + face / 2) * PX);
    /* the band's tone: its first row's median-ish (its corner pixel in) */
    double band = d[(y0 + 1) * stride + 4 * (x0 + 1) + 1] / 255.0, sum = 0;
    for (int y = y0; y < y1; y++)
        for (int x = x0; x < x1; x++)
            sum += fabs(d[y * stride + 4 * x + 1] / 255.0 - band);
    cairo_surface_destroy(img);
    return sum;
}

void test_hollow_names_read(void)
{
    const char *path = "piecedefs/chu-shogi.xml";
    struct layout lo;
    struct variant v;
    struct composed c;
    if (test_compose_shipped_a4(path, &lo, &v, &c) != 0)
        return;
    int tokin = variant_find_piece(&v, "tokin"), seen = 0;
    const struct item *it;
    int done[2] = {0, 0};
    for (int pg = 0, i = -1; (it = test_doc_next(&c.components, ITEM_FOLD, &pg, &i));) {
        const struct face *f = &it->fold.back;
        if (it->fold.single || f->piece != tokin || f->side < 0 || f->side > 1 || done[f->side])
            continue;
        done[f->side] = 1;
        seen++;
        CHECK(f->name_hollow);
        struct face solid = *f;
        solid.name_hollow = 0;
        double hollow = name_ink(&lo, &c.components.look, f, it->w);
        double full = name_ink(&lo, &c.components.look, &solid, it->w);
        double k = full > 0 ? hollow / full : 0;
        fprintf(stderr, "  %s's Tokin: hollow name %.2f of a solid one's contrast\n",
                v.sides[f->side].name, k);
        CHECK(k >= HOLLOW_READS);
    }
    CHECK_INT(seen, 2);
    test_shipped_free(&lo, &v, &c);
}

/* A promoted side's name reads as well as a front's (issue 30, Chu
 * Seireigi review 7.5/10: "promoted names on the black band are grey"):
 * every face of Chu Seireigi and Chu Shogi (A4) drawn at PX per mm, the
 * share of its name's room in the band that prints mid-grey (between 0.2
 * and 0.8: neither letter nor ground, only the letters' antialiased
 * edges where they are black and white) is at most MID_MOST of the
 * fronts' largest. Before: the grey insides of the hollow names, 0.15-0.16
 * of the room against the fronts' 0.02 at most; now black letters on a
 * white plate, 0.03. */
#define MID_MOST 2.0
static double mid_share(const struct layout *lo, const struct look *lk, const struct face *f,
                        double face)
{
    int px = (int)(face * PX);
    cairo_surface_t *img = test_face_image(lo, lk, f, face, px, PX);
    const unsigned char *d = cairo_image_surface_get_data(img);
    int stride = cairo_image_surface_get_stride(img), mid = 0, all = 0;
    int x0 = (int)((f->name_x + face / 2) * PX), x1 = (int)((f->name_x + f->name_room + face / 2) * PX);
    int y0 = (int)((f->plan.band_y + face / 2) * PX);
    int y1 = (int)((f->plan.band_y + f->plan.band_h + face / 2) * PX);
    for (int y = y0; y < y1 && y < px; y++)
        for (int x = x0; x < x1 && x < px; x++) {
            double t = d[y * stride + 4 * x + 1] / 255.0;
            mid += t > 0.2 && t < 0.8;
            all++;
        }
    cairo_surface_destroy(img);
    return all ? (double)mid / all : 1;
}

void test_hollow_names_contrast(void)
{
    static const char *const sets[] = {"piecedefs/chu-seireigi.xml", "piecedefs/chu-shogi.xml"};
    int faces = 0;
    for (size_t s = 0; s < 2; s++) {
        struct layout lo;
        struct variant v;
        struct composed c;
        if (test_compose_shipped_a4(sets[s], &lo, &v, &c) != 0)
            continue;
        const struct item *it;
        double front = 0, promoted = 0;
        for (int pg = 0, i = -1; (it = test_doc_next(&c.components, ITEM_FOLD, &pg, &i));) {
            if (it->fold.front.label && !it->fold.front.caption)
                front = fmax(front, mid_share(&lo, &c.components.look, &it->fold.front, it->w));
            if (!it->fold.single && it->fold.back.name_hollow) {
                promoted = fmax(promoted, mid_share(&lo, &c.components.look, &it->fold.back, it->w));
                faces++;
            }
        }
        fprintf(stderr, "  %s: names' rooms mid-grey: fronts %.2f at most, promoted %.2f\n", v.id,
                front, promoted);
        CHECK(front > 0 && promoted <= MID_MOST * front);
        test_shipped_free(&lo, &v, &c);
    }
    CHECK(faces >= 40);
}
