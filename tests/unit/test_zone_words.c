/* test_zone_words.c: what a piece does in a zone follows its "where" and a
 * colon, as one sentence: "Along the diagonal lines of its palace: steps
 * one point diagonally." (issue 30, Janggi review: "...: Steps" read as a
 * sentence fragment). Every shipped set's zone moves, on the gallery and
 * on each side's card. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "compose/compose.h"
#include "load/load.h"
#include "model/model.h"
#include "test.h"

static void zone_words_lower(const char *path, struct variant *v, void *ctx)
{
    int *seen = ctx;
    for (int k = 0; k < v->npieces; k++) {
        const struct piece *p = &v->pieces[k];
        for (int i = 0; i < p->nmoves; i++) {
            if (!p->moves[i].in_zone)
                continue;
            for (int side = -1; side <= SIDE_SECOND; side++) {
                char moves[1024] = "";
                free(compose_zone_moves(v, p, p->moves[i].in_zone, side, moves, sizeof moves));
                (*seen)++;
                if (moves[0] >= 'A' && moves[0] <= 'Z')
                    fprintf(stderr, "  %s: %s in %s: '%s'\n", path, p->id, p->moves[i].in_zone,
                            moves);
                CHECK(!(moves[0] >= 'A' && moves[0] <= 'Z'));
            }
        }
    }
}

void test_zone_words_lower(void)
{
    int seen = 0;
    test_each_loaded(zone_words_lower, &seen);
    CHECK(seen > 0);
}
