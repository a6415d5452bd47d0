/* test_refcard_latin.c: a card row that names a promoted side by its
 * characters ("promoted: เบี้ยหงาย", "same moves: เบี้ยหงาย") gives its Latin
 * name beside them, so that a player who cannot read Thai can follow the
 * card (issue 30, Makruk review). Makruk on A4: the Met's and the Bia's rows
 * of both cards, "(Bia Ngai)" kept whole on its line; old code: none. */
#include <stdio.h>
#include <string.h>

#include "compose/compose.h"
#include "load/load.h"
#include "model/model.h"
#include "test.h"

void test_refcard_latin_beside(void)
{
    const char *path = "piecedefs/makruk.xml", *layout = "layouts/a4.xml";
    struct layout lo;
    struct variant v;
    struct composed c;
    struct report r = {.file = path};
    CHECK_INT(layout_load(layout, &lo, &(struct report){.file = layout}), 0);
    CHECK_INT(piecedef_load(path, &v, &r), 0);
    CHECK_INT(compose_set(&v, &lo, NULL, &c, &r), 0);
    int named = 0, scripted = 0;
    for (int pg = 0; pg < c.components.npages; pg++)
        for (int i = 0; i < c.components.pages[pg].nitems; i++) {
            const struct item *it = &c.components.pages[pg].items[i];
            if (it->kind != ITEM_REFCARD)
                continue;
            for (int j = 0; j < it->refcard.nrows; j++) {
                const char *m = it->refcard.rows[j].markup;
                if (!strstr(m, "promoted:") && !strstr(m, "same moves:"))
                    continue;
                scripted++;
                named += strstr(m, "(Bia\xc2\xa0Ngai)") != NULL;
            }
        }
    fprintf(stderr, "  Makruk cards: %d rows name Bia Ngai in Thai, %d also in Latin\n", scripted,
            named);
    CHECK_INT(scripted, 4);
    CHECK_INT(named, scripted);
    compose_set_free(&c);
    variant_free(&v);
    layout_free(&lo);
}
