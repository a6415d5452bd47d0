/* test_rules_said.c: a new player finds the end of the game where the game
 * is introduced, and no apology for the rules (issue 30, player review of
 * the rotation game: "Its rule sheet leaves much open" was printed to the
 * players, and how the game ends, what a draw is and what turning does had
 * to be pieced together). In the rotation and crest booklets (A4, Letter):
 * no "leaves much open"; in the rotation game's, the first page of rules
 * names checkmate, the draw (PAT) and the third repetition, and the words
 * before the Spear's four turns say the whole grid turns with the tile. */
#include <stdio.h>
#include <string.h>

#include "compose/compose.h"
#include "model/model.h"
#include "test.h"

static int page_says(const struct page *pg, const char *what)
{
    for (int i = 0; i < pg->nitems; i++)
        if (pg->items[i].kind == ITEM_TEXT && strstr(pg->items[i].text.markup, what))
            return 1;
    return 0;
}

static void said(const struct layout *lo, const char *paper, struct variant *v,
                 struct composed *c, void *ctx)
{
    (void)lo;
    int rotation = !strcmp(v->id, "rotation");
    if (!rotation && strcmp(v->id, "crest"))
        return;
    ++*(int *)ctx;
    for (int p = 0; p < c->booklet.npages; p++)
        CHECK(!page_says(&c->booklet.pages[p], "leaves much open"));
    if (!rotation)
        return;
    const struct page *p2 = &c->booklet.pages[1];
    int ok = page_says(p2, "checkmating") && page_says(p2, "The only draw is <b>PAT</b>") &&
             page_says(p2, "a third time");
    if (!ok)
        fprintf(stderr, "  rotation (%s): p2 does not say how the game ends\n", paper);
    CHECK(ok);
    int turns = 0;
    for (int p = 0; p < c->booklet.npages; p++)
        turns |= page_says(&c->booklet.pages[p], "The whole grid turns with the tile");
    CHECK(turns);
}

void test_rules_said_early(void)
{
    int seen = 0;
    test_each_shipped(said, &seen);
    CHECK_INT(seen, 4);
}
