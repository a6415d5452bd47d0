/* test_key_words.c: the booklet's key to the board's marks reads as a
 * sentence (issue 30, player review of the rotation and crest games:
 * "Position marks on 1a 3a 4a ... 7g: start squares: ..." listed twenty
 * squares, and "Crosses on d3 d4 d5: X squares: where ..." had two colons).
 * In every shipped set's booklet, on A4 and Letter, each mark's line of the
 * key names at most 8 squares (a longer list is counted: the board shows
 * them) and has at most one colon. */
#include <stdio.h>
#include <string.h>

#include "compose/compose.h"
#include "model/model.h"
#include "test.h"

#define KEY_SQUARES_MOST 8

static int is_square(const struct variant *v, const char *w)
{
    char sq[32];
    for (int y = 0; y < v->board.ranks; y++)
        for (int x = 0; x < v->board.files; x++) {
            variant_square_name(v, x, y, sq, sizeof sq);
            if (!strcmp(sq, w))
                return 1;
        }
    return 0;
}

static void key_lines(const struct layout *lo, const char *paper, struct variant *v,
                      struct composed *c, void *ctx)
{
    (void)lo, (void)paper, (void)ctx;
    int pg = 0, i = -1;
    const struct item *it;
    while ((it = test_doc_next(&c->booklet, ITEM_BOARD_KEY, &pg, &i))) {
        const char *m = it->key.markup;
        if (!m)
            continue;
        int colons = 0, squares = 0;
        for (const char *s = m; *s; s++)
            colons += *s == ':';
        char w[64];
        for (const char *s = m; *s;) {
            size_t n = strcspn(s, " ,.:;");
            if (n && n < sizeof w) {
                memcpy(w, s, n);
                w[n] = 0;
                squares += is_square(v, w);
            }
            s += n;
            s += *s != 0;
        }
        if (colons > 1 || squares > KEY_SQUARES_MOST)
            fprintf(stderr, "  %s: key line \"%s\": %d colons, %d squares\n", v->id, m, colons,
                    squares);
        CHECK(colons <= 1);
        CHECK(squares <= KEY_SQUARES_MOST);
    }
}

void test_key_mark_sentences(void)
{
    test_each_shipped(key_lines, NULL);
}

/* The rotation game's booklet calls a line of squares across the board one
 * word (issue 30, player review: "row" in some places, "rank" in others):
 * "rank", as its key's generated lines ("rank b") say. */
static void one_word(const struct layout *lo, const char *paper, struct variant *v,
                     struct composed *c, void *ctx)
{
    (void)lo, (void)paper;
    if (strcmp(v->id, "rotation"))
        return;
    ++*(int *)ctx;
    for (int p = 0; p < c->booklet.npages; p++) {
        const struct page *pg = &c->booklet.pages[p];
        for (int i = 0; i < pg->nitems; i++) {
            const struct item *it = &pg->items[i];
            const char *m = it->kind == ITEM_TEXT ? it->text.markup
                          : it->kind == ITEM_BOARD_KEY ? it->key.markup : NULL;
            if (!m)
                continue;
            int row = strstr(m, " row ") || strstr(m, " rows ") || strstr(m, " row<") ||
                      strstr(m, " rows<") || strstr(m, " row:") || strstr(m, " row.");
            if (row)
                fprintf(stderr, "  rotation booklet p%d says row: \"%.80s...\"\n", p + 1, m);
            CHECK(!row);
        }
    }
}

void test_key_rank_one_word(void)
{
    int seen = 0;
    test_each_shipped(one_word, &seen);
    CHECK(seen >= 1);
}
