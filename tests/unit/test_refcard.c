/* test_refcard.c: the quick-reference cards as composed. In a set whose
 * pieces show characters (Shogi, Tori Shogi, Minishogi) a beginner who
 * cannot read them needs the moves and the promoted characters on the card
 * itself (issue 30: Shogi's cards were text only). */
#include <stdlib.h>
#include <string.h>

#include "compose/compose.h"
#include "load/load.h"
#include "model/model.h"
#include "test.h"

/* Every row of every card of a glyph set: its movement diagram, cropped,
 * in cells of at least MIN_CELL_MM, inside the row, at its right end, clear
 * of the words; the characters of its promoted back on the name's line.
 * Where the page has no room for them, the cards are there without them
 * (Makruk's were, until its single cards left the pieces' page the room). */
static void glyph_cards(const char *path, int want_rows, int want_diagrams)
{
    struct layout lo;
    struct variant v;
    struct report r = {.file = path};
    CHECK_INT(layout_load("layouts/a4.xml", &lo, &(struct report){.file = "layouts/a4.xml"}), 0);
    CHECK_INT(piecedef_load(path, &v, &r), 0);
    struct composed c;
    CHECK_INT(compose_set(&v, &lo, NULL, &c, &r), 0);
    int cards = 0, rows = 0;
    for (int pg = 0; pg < c.components.npages; pg++)
        for (int i = 0; i < c.components.pages[pg].nitems; i++) {
            const struct item *it = &c.components.pages[pg].items[i];
            if (it->kind != ITEM_REFCARD)
                continue;
            cards++;
            CHECK_INT(it->refcard.diagrams, want_diagrams);
            for (int j = 0; j < it->refcard.nrows; j++) {
                const struct refcard_row *row = &it->refcard.rows[j];
                const struct piece *p = &v.pieces[row->piece];
                rows++;
                CHECK_INT(row->art, REFCARD_ART_GLYPH);
                if (!want_diagrams) {
                    CHECK(row->diagram == NULL && !strstr(row->markup, "promoted:"));
                    continue;
                }
                CHECK(row->diagram == &p->diagrams[0].grid);
                CHECK(row->diagram_cell >= MIN_CELL_MM - 1e-9);
                double x1 = row->art_x + row->cols * row->diagram_cell;
                double y1 = row->art_y + row->rows * row->diagram_cell;
                CHECK(row->art_y >= row->y && y1 <= row->y + row->h + 1e-9);
                CHECK(x1 <= it->x + it->w + 1e-9);
                CHECK(row->text_x + row->text_w <= row->art_x + 1e-9);
                const struct piece *to = p->promotes_to;
                if (to && to != p) {
                    const char *g = piece_face_glyph(to, it->refcard.side);
                    CHECK(g && strstr(row->markup, "promoted:") && strstr(row->markup, g));
                } else
                    CHECK(strstr(row->markup, "promoted:") == NULL);
            }
        }
    CHECK_INT(cards, 2);
    CHECK_INT(rows, want_rows);
    compose_set_free(&c);
    variant_free(&v);
    layout_free(&lo);
}

void test_refcard_glyph_sets(void)
{
    glyph_cards("piecedefs/shogi.xml", 16, 1);
    glyph_cards("piecedefs/tori-shogi.xml", 14, 1);
    glyph_cards("piecedefs/minishogi.xml", 12, 1);
    glyph_cards("piecedefs/makruk.xml", 12, 1);
}
