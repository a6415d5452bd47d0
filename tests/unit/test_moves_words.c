/* test_moves_words.c: the memo of compose_moves_words (issue 32) answers
 * as the words worked out afresh do, for every piece of every shipped set,
 * and does not answer a new question asked at an old address: the
 * gallery's stack copy of a piece, its moves narrowed to a zone. */
#include <stdio.h>
#include <string.h>

#include "compose/compose.h"
#include "load/load.h"
#include "model/model.h"
#include "test.h"

static void words_of(const struct variant *v, const struct piece *p, char *out, size_t len)
{
    compose_moves_words(v, p, NULL, 0, out, len);
}

static void memo_agrees(const char *path, struct variant *vp, void *ctx)
{
    (void)path, (void)ctx;
    const struct variant *v = vp;
    for (int i = 0; i < v->npieces; i++) {
        const struct piece *p = &v->pieces[i];
        char fresh[2048], first[2048], again[2048], none[2048], copy[2048];
        words_of(v, p, fresh, sizeof fresh);
        struct piece q = *p;
        q.nmoves = 0; /* a copy that never moves: other words */
        words_of(v, &q, none, sizeof none);
        compose_words_memo_begin(v);
        words_of(v, p, first, sizeof first);
        words_of(v, p, again, sizeof again);
        q = *p; /* the same address asked twice, with other moves each time */
        words_of(v, &q, copy, sizeof copy);
        CHECK_STR(copy, fresh);
        q.nmoves = 0;
        words_of(v, &q, copy, sizeof copy);
        compose_words_memo_end();
        CHECK_STR(first, fresh);
        CHECK_STR(again, fresh);
        CHECK_STR(copy, none);
    }
}

void test_moves_words_memo(void)
{
    test_each_loaded(memo_agrees, NULL);
}

/* The cards' row heights, kept between the memo's begin and end, are
 * those measured afresh, and a question about a stack copy of a piece is
 * measured again (not answered from the piece at its old address). */
static void heights_agree(const char *path, struct variant *vp, void *ctx)
{
    (void)path;
    const struct layout *lo = ctx;
    const struct variant *v = vp;
    for (int i = 0; i < v->npieces; i++) {
        const struct piece *p = &v->pieces[i];
        double fresh = compose_refcard_row_height(lo, v, p, 90, 0, 1);
        compose_words_memo_begin(v);
        double first = compose_refcard_row_height(lo, v, p, 90, 0, 1);
        double again = compose_refcard_row_height(lo, v, p, 90, 0, 1);
        double h;
        CHECK_INT(compose_height_memo_get(lo, v, p, 90, 0, 1, &h), 1);
        struct piece q = *p;
        CHECK_INT(compose_height_memo_get(lo, v, &q, 90, 0, 1, &h), 0);
        compose_words_memo_end();
        CHECK_INT(compose_height_memo_get(lo, v, p, 90, 0, 1, &h), 0);
        CHECK(first == fresh && again == fresh);
    }
}

void test_height_memo(void)
{
    struct layout lo;
    CHECK_INT(layout_load("layouts/a4.xml", &lo, &(struct report){.file = "layouts/a4.xml"}), 0);
    test_each_loaded(heights_agree, &lo);
    layout_free(&lo);
}
