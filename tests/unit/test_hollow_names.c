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
