/* document.c: the composer's output, documents of pages of placed items
 * (compose.h): adding pages and items, and freeing it all. Every compose
 * file builds on these, so they sit in a file of their own below them. */
#include "compose-imp.h"

#include <stdlib.h>
#include <string.h>

#include "base/base.h"

struct page *document_add_page(struct document *doc, double w, double h, const char *label)
{
    doc->pages = xgrow(doc->pages, &doc->npages, &doc->cap, sizeof *doc->pages);
    struct page *pg = &doc->pages[doc->npages - 1];
    pg->w = w;
    pg->h = h;
    pg->label = xstrdup(label);
    return pg;
}

struct item *page_add_item(struct page *pg, enum item_kind kind, double x, double y,
                           double w, double h)
{
    pg->items = xgrow(pg->items, &pg->nitems, &pg->cap, sizeof *pg->items);
    struct item *it = &pg->items[pg->nitems - 1];
    it->kind = kind;
    it->x = x;
    it->y = y;
    it->w = w;
    it->h = h;
    return it;
}

void document_free(struct document *doc)
{
    for (int i = 0; i < doc->npages; i++) {
        struct page *pg = &doc->pages[i];
        for (int j = 0; j < pg->nitems; j++) {
            struct item *it = &pg->items[j];
            switch (it->kind) { /* what each kind owns */
            case ITEM_TEXT: case ITEM_TITLE: free(it->text.markup); break;
            case ITEM_HAND: free(it->hand.markup); break;
            case ITEM_GALLERY_ROW:
                free(it->gallery.markup);
                for (int k = 0; k < 2; k++) {
                    free(it->gallery.face_caption[k]);
                    free(it->gallery.diagram_caption[k]);
                }
                break;
            case ITEM_BOARD_KEY: free(it->key.markup); break;
            case ITEM_DESIGN_DIAGRAM: free(it->design.markup); break;
            case ITEM_LEGEND:
                for (int k = 0; k < it->legend.nentries; k++)
                    free(it->legend.entries[k].markup);
                free(it->legend.entries);
                break;
            case ITEM_REFCARD:
                free(it->refcard.header);
                for (int k = 0; k < it->refcard.nrows; k++)
                    free(it->refcard.rows[k].markup);
                free(it->refcard.rows);
                break;
            case ITEM_SETUP:
                free(it->setup.pieces);
                for (int k = 0; k < it->setup.nlabels; k++)
                    free(it->setup.labels[k].text);
                break;
            case ITEM_FIGURE:
                for (int k = 0; k < it->figure.count && it->figure.faces; k++)
                    free(it->figure.faces[k].caption);
                free(it->figure.faces);
                break;
            case ITEM_BOARD_TILE: case ITEM_DISC: case ITEM_FOLD: case ITEM_RULER:
            case ITEM_CUT_GRID: case ITEM_TILE_MAP: case ITEM_CHIP:
            case ITEM_SCREEN: case ITEM_THUMB:
                break;
            case ITEM_CROP_MARKS: free(it->crop.marks); break;
            }
        }
        free(pg->items);
        free(pg->label);
    }
    free(doc->pages);
    free(doc->name);
    compose_look_free(&doc->look);
    memset(doc, 0, sizeof *doc);
}
