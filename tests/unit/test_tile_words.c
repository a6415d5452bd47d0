/* test_tile_words.c: the booklet's assembly words name the tile to lay
 * first as the board's pages name it (issue 30, Jungi review: "Lay the
 * lower-left tile down" on a board of two tiles side by side, whose pages
 * say "left" and "right"). For every shipped set on A4 and Letter whose
 * board comes in tiles: the tile whose caption says it has no flaps is
 * the one the booklet's Board paragraph lays first, by its number and its
 * place as that caption prints them. */
#include <stdio.h>
#include <string.h>

#include "compose/compose.h"
#include "model/model.h"
#include "test.h"
#include "items.h"

/* The first text item of doc holding `what`, or NULL. */
static const char *doc_text(const struct document *doc, const char *what)
{
    for (int p = 0; p < doc->npages; p++)
        for (int i = 0; i < doc->pages[p].nitems; i++) {
            const char *m = item_markup(&doc->pages[p].items[i]);
            if (m && strstr(m, what))
                return m;
        }
    return NULL;
}

static void tile_words(const struct layout *lo, const char *paper, struct variant *v,
                       struct composed *c, void *ctx)
{
    (void)lo;
    (void)ctx;
    if (c->board.ntiles < 2)
        return;
    /* "Tile 1 of 2: <b>left</b> (...) ... No flaps: ..." */
    const char *cap = doc_text(&c->components, "No flaps");
    const char *guide = doc_text(&c->booklet, "<b>Board.</b>");
    int n = 0, len = 0;
    char place[64] = "";
    CHECK(cap && guide);
    if (!cap || !guide)
        return;
    CHECK(sscanf(cap, "Tile %d of %*d: <b>%n", &n, &len) == 1 && len > 0);
    const char *end = strstr(cap + len, "</b>");
    if (end && end - (cap + len) < (int)sizeof place)
        snprintf(place, sizeof place, "%.*s", (int)(end - (cap + len)), cap + len);
    char want[128];
    snprintf(want, sizeof want, "Lay tile %d (%s) down", n, place);
    if (!strstr(guide, want))
        fprintf(stderr, "  %s on %s: the guide does not say \"%s\"\n", v->name, paper, want);
    CHECK(place[0] && strstr(guide, want));
}

void test_tile_words_first(void)
{
    test_each_shipped(tile_words, NULL);
}
