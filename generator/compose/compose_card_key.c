/* compose_card_key.c: the key to the quick-reference cards' marks, once
 * under the cards on their sheet (ninth player review, issue 30: Tori
 * Shogi's cards drew steps, jumps, slides and a blocked leap with no key,
 * the key only in the booklet). Only on a sheet of cards of their own
 * (cards="sheet"), and only where that page has room: never a sheet more,
 * and cards sharing a page keep the room they grow into (grow_cards). */
#include "compose-imp.h"

#include <stdlib.h>

#include "base/base.h"

#define KEY_HEAD "<b>Key to the cards' marks.</b>"

void compose_card_key(struct pack *f)
{
    const struct layout *lo = f->lo;
    const struct variant *v = f->v;
    if (!f->pg || !v->components.cards_sheet || compose_legend_animals(v))
        return;
    struct diagram_cell cells[64];
    double row_y[33];
    int n = compose_legend_cells(v, cells, 64);
    if (n == 0)
        return;
    double w = lo->paper_w - 2 * lo->margin - 2 * TEXT_INSET, colw = w / 2;
    compose_legend_rows(lo, v, cells, n, colw, row_y);
    double head = compose_text_block_height(lo, KEY_HEAD, 8.5, w) + 2;
    double h = row_y[(n + 1) / 2] + 2;
    if (f->y + head + h > compose_pack_bottom(lo, f->pg))
        return; /* on the cards' own page or not at all */
    compose_pack_text(f, KEY_HEAD);
    struct item *it = page_add_item(f->pg, ITEM_LEGEND, lo->margin + TEXT_INSET, f->y, w, h);
    it->legend.entries = xcalloc((size_t)n, sizeof *it->legend.entries);
    it->legend.nentries = n;
    for (int i = 0; i < n; i++) {
        char *words = compose_legend_words(v, &cells[i]);
        it->legend.entries[i] = (struct legend_entry){cells[i], (i % 2) * colw, row_y[i / 2],
                                                      markup_printf("%s", words)};
        free(words);
    }
    f->y += h;
}
