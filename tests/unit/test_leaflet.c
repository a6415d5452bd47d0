/* test_leaflet.c: a booklet that fits one sheet with its rules begun on
 * the cover is set so (issue 30, Dobutsu review 7: its booklet was three
 * pages, the third about 60 % blank: two sheets where one does). Every
 * shipped set on A4, Letter and A4-or-Letter: Dobutsu's booklet is two
 * pages, its cover holds the picture of the start and, under it, the
 * first section, clear of the warning at the foot, no text under
 * MIN_TEXT_PT; every other set's first section starts on a page of its
 * own after the cover, as before. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/base.h"
#include "compose/compose.h"
#include "compose/sizes.h"
#include "model/model.h"
#include "test.h"

static void leaflet(const struct layout *lo, const char *paper, struct variant *v,
                    struct composed *c, void *ctx)
{
    (void)lo;
    int *seen = ctx;
    const struct document *b = &c->booklet;
    if (b->npages == 0 || v->nrules == 0)
        return;
    char *head = str_printf("<b>%s</b>", v->rules[0].title ? v->rules[0].title : "");
    const struct item *heading = NULL, *picture = NULL, *warning = NULL;
    const struct page *cover = &b->pages[0];
    for (int i = 0; i < cover->nitems; i++) {
        const struct item *it = &cover->items[i];
        if (it->kind == ITEM_SETUP)
            picture = it;
        if (it->kind == ITEM_TEXT && it->text.markup && !strcmp(it->text.markup, head))
            heading = it;
        if (it->kind == ITEM_TEXT && it->text.markup && strstr(it->text.markup, "<b>Warning.</b>"))
            warning = it;
    }
    free(head);
    if (strcmp(v->id, "dobutsu")) {
        if (heading)
            fprintf(stderr, "  %s on %s: its rules begin on the cover\n", v->id, paper);
        CHECK(heading == NULL);
        return;
    }
    (*seen)++;
    fprintf(stderr, "  dobutsu on %s: %d booklet pages\n", paper, b->npages);
    CHECK_INT(b->npages, 2);
    CHECK(picture && heading && warning);
    if (!picture || !heading || !warning)
        return;
    CHECK(heading->y >= picture->y + picture->h);
    for (int p = 0; p < b->npages; p++)
        for (int i = 0; i < b->pages[p].nitems; i++) {
            const struct item *it = &b->pages[p].items[i];
            if (it->kind != ITEM_TEXT)
                continue;
            CHECK(it->text.size_pt >= MIN_TEXT_PT - 1e-9);
            if (p == 0 && it != warning && it->y >= picture->y + picture->h)
                CHECK(it->y + it->h <= warning->y + 1e-9);
        }
}

void test_leaflet(void)
{
    static const char *const papers[] = {"layouts/a4.xml", "layouts/letter.xml",
                                         "layouts/a4-letter-safe.xml"};
    int seen = 0;
    test_each_shipped_on(papers, sizeof papers / sizeof *papers, leaflet, &seen);
    CHECK_INT(seen, 3);
}
