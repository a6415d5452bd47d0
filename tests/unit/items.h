/* items.h: what the unit tests read from any placed item, whatever its kind. */
#ifndef PNPGEN_TEST_ITEMS_H
#define PNPGEN_TEST_ITEMS_H

#include "compose/compose.h"

/* The markup an item prints (text, title, hand header, gallery words, key
 * row), or NULL for a kind that prints none. */
static inline const char *item_markup(const struct item *it)
{
    switch (it->kind) {
    case ITEM_TEXT: case ITEM_TITLE: return it->text.markup;
    case ITEM_HAND: return it->hand.markup;
    case ITEM_GALLERY_ROW: return it->gallery.markup;
    case ITEM_BOARD_KEY: return it->key.markup;
    default: return NULL;
    }
}

/* Its text size in points (0 for a kind without one). */
static inline double item_size_pt(const struct item *it)
{
    switch (it->kind) {
    case ITEM_TEXT: case ITEM_TITLE: return it->text.size_pt;
    case ITEM_GALLERY_ROW: return it->gallery.size_pt;
    case ITEM_BOARD_KEY: return it->key.size_pt;
    default: return 0;
    }
}

#endif
