/* test_word_names.c: a fold-over face whose glyph is a word (Makruk's Thai)
 * prints its name large under the word, so that a player who cannot read
 * the word tells the pieces apart across the table (issue 30, sixth
 * review). The band's name it replaces had capitals 1.7 mm tall. Where a
 * figure tells the piece (figure="crown"...), the name under it is
 * secondary: FIGURE_NAME_CAP_MM (eighth review: "the name is the dominant
 * mark", test_makruk_figures.c). */
#include <cairo.h>
#include <glob.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "compose/compose.h"
#include "compose/look.h"
#include "compose/sizes.h"
#include "draw/draw.h"
#include "load/load.h"
#include "model/model.h"
#include "test.h"

#define PX_PER_MM 20

/* a face's name's line height, in ems (face_word.c) */
static double name_line(const struct face *f)
{
    return f->label_break ? 2 * NAME_LINE : f->word_band ? FIGURE_NAME_LINE : 1.2;
}

/* The height (mm) of the name's first letter (a capital: every name starts
 * with one) as f prints on a face `face` mm square: the face drawn alone,
 * the first run of inked columns in the name's box, its rows' extent. */
static double first_capital_mm(const struct layout *lo, const struct look *lk,
                               const struct face *f, double face, int light)
{
    int n = (int)ceil(face * PX_PER_MM);
    cairo_surface_t *img = test_face_image(lo, lk, f, face, n, PX_PER_MM);
    const unsigned char *d = cairo_image_surface_get_data(img);
    int stride = cairo_image_surface_get_stride(img);
    /* the name's rows: its box under the word, as composed */
    double half = name_line(f) * f->label_pt * MM_PER_PT / 2;
    int y0 = (int)((f->caption_y - half + face / 2) * PX_PER_MM);
    int y1 = (int)((f->caption_y + half + face / 2) * PX_PER_MM);
    int x0 = (int)((f->plan.band_x + face / 2) * PX_PER_MM) + 2;
    int x1 = (int)((f->plan.band_x + f->plan.band_w + face / 2) * PX_PER_MM) - 2;
    int top = n, bottom = -1, in_letter = 0;
    for (int x = x0; x < x1; x++) {
        int any = 0;
        for (int y = y0; y < y1; y++) {
            const unsigned char *q = d + y * stride + 4 * x;
            if ((q[0] + q[1] + q[2] < 3 * 128) != !!light) {
                any = 1;
                top = y < top ? y : top;
                bottom = y > bottom ? y : bottom;
            }
        }
        if (any)
            in_letter = 1;
        else if (in_letter)
            break; /* the first letter ends */
    }
    cairo_surface_destroy(img);
    return bottom >= top ? (double)(bottom - top + 1) / PX_PER_MM : 0;
}

/* On every paper, every front and promoted face of a set whose faces are
 * words carries its name under the word with capitals at least
 * WORD_NAME_CAP_MM tall (2.8 mm: 19 arc minutes at 50 cm; under a figure
 * FIGURE_NAME_CAP_MM), inside the
 * face's ground, and the word keeps at least a third of its room. */
void test_word_names_large(void)
{
    glob_t defs, layouts;
    CHECK_INT(test_shipped(&defs), 0);
    CHECK_INT(glob("layouts/*.xml", 0, NULL, &layouts), 0);
    int seen = 0;
    for (size_t k = 0; k < defs.gl_pathc; k++) {
        const char *path = defs.gl_pathv[k];
        struct variant v;
        struct report r = {.file = path};
        if (piecedef_load(path, &v, &r) != 0 || r.errors) {
            CHECK(!"a shipped definition loads");
            continue;
        }
        int words = v.components.face == FACE_GLYPH && v.components.form != FORM_DISC &&
                    v.components.shape != SHAPE_PENTAGON;
        variant_free(&v);
        for (size_t l = 0; words && l < layouts.gl_pathc; l++) {
            const char *lp = layouts.gl_pathv[l];
            struct layout lo;
            struct composed c;
            CHECK_INT(layout_load(lp, &lo, &(struct report){.file = lp}), 0);
            if (test_compose_shipped(path, &lo, &v, &c) != 0) {
                layout_free(&lo);
                continue;
            }
            struct look lk;
            compose_look(&v, &lk);
            double least = 1e9, word = 1e9;
            for (int i = 0; i < c.components.npages; i++)
                for (int j = 0; j < c.components.pages[i].nitems; j++) {
                    const struct item *it = &c.components.pages[i].items[j];
                    if (it->kind != ITEM_FOLD)
                        continue;
                    for (int b = 0; b < 2; b++) {
                        const struct face *f = b ? &it->fold.back : &it->fold.front;
                        if ((b && it->fold.single) || f->word_pt <= 0)
                            continue;
                        double face = f->plan.band_w + 2 * f->plan.inset;
                        CHECK(f->caption && f->label);
                        if (!f->caption)
                            continue;
                        int light = v.sides[f->side].filled != 0;
                        double cap = first_capital_mm(&lo, &lk, f, face, light);
                        least = fmin(least, cap);
                        word = fmin(word, f->word_h);
                        double want = f->word_band ? FIGURE_NAME_CAP_MM : WORD_NAME_CAP_MM;
                        if (cap < want - 0.1)
                            fprintf(stderr, "  %s on %s: '%s' capitals %.2f mm\n", path, lp,
                                    f->label, cap);
                        CHECK(cap >= want - 0.1); /* 2 px of rasterising */
                        double lines = name_line(f);
                        CHECK(f->caption_y + lines * f->label_pt * MM_PER_PT / 2 <=
                              f->plan.band_y + f->plan.band_w + 1e-9);
                        CHECK(f->word_h > 0 && f->word_h <= f->plan.dh + 1e-9);
                        seen++;
                    }
                }
            fprintf(stderr, "  %s on %s: the names' capitals at least %.2f mm, the words %.2f mm\n",
                    path, lp, least, word);
            compose_look_free(&lk);
            compose_set_free(&c);
            variant_free(&v);
            layout_free(&lo);
        }
    }
    CHECK(seen >= 32); /* Makruk's 32 pieces and their promoted backs, each paper */
    globfree(&defs);
    globfree(&layouts);
}
