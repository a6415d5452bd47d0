/* test_name_clear.c: a fold face's name keeps NAME_TAB_CLEAR from its arrow
 * tab, the +/arrow badge beside it (issue 30, Jungi review: "Commander"
 * and "Archmagister" sat 0.25 mm from it and read as one cluster with it).
 *
 * For every face of every fold piece of every shipped set on A4 and
 * Letter that prints its name in its band: the name's width as the
 * composer measured it (its setting, its track), centred in its room as
 * draw_fold.c prints it, and the gap from the tab's right edge. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "compose/compose.h"
#include "load/load.h"
#include "model/model.h"
#include "test.h"
#include "text/text.h"

#define NAME_TAB_CLEAR_MM 0.8 /* 5.5' at 50 cm: a gap seen as one */

static void names_clear(const struct layout *lo, const char *paper, struct variant *v,
                        struct composed *c, void *ctx)
{
    (void)ctx;
    double least = 1e9;
    const char *who = NULL;
    const struct item *it;
    for (int pg = 0, i = -1; (it = test_doc_next(&c->components, ITEM_FOLD, &pg, &i));) {
        const struct face *fs[2];
        for (int k = 0, n = test_fold_faces(it, fs); k < n; k++) {
            const struct face *f = fs[k];
            if (!f->label || f->caption || f->grid || f->name_room <= 0 ||
                f->kind == FACE_PLAIN_BACK || f->kind == FACE_HIDDEN_BACK)
                continue;
            char *two = text_two_lines(f->label, f->label_break);
            char *m = text_face_name_markup_track(two, f->label_track);
            double w = fmin(text_width(lo, m, f->label_pt), f->name_room);
            free(m);
            free(two);
            double gap = f->name_x + (f->name_room - w) / 2 - (f->plan.band_x + f->tab_w);
            if (gap < least) {
                least = gap;
                who = f->label;
            }
        }
    }
    if (least < 1e8 && least < NAME_TAB_CLEAR_MM - 1e-6)
        fprintf(stderr, "  %s on %s: '%s' %.2f mm from its tab (%.1f)\n", v->id, paper, who, least,
                NAME_TAB_CLEAR_MM);
    CHECK(least >= NAME_TAB_CLEAR_MM - 1e-6);
}

void test_names_clear_of_tab(void)
{
    test_each_shipped(names_clear, NULL);
}
