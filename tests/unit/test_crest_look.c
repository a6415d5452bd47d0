/* test_crest_look.c: the crest game as a player sees it at the table (issue
 * 30, player review 6.5/10): the first player's opening rule read one way,
 * the chips' faces in the sides' tones. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "compose/compose.h"
#include "load/load.h"
#include "model/model.h"
#include "test.h"

#define CREST "piecedefs/crest.xml"

static int crest_load(struct variant *v)
{
    struct report r = {.file = CREST, .out = stderr};
    int rc = piecedef_load(CREST, v, &r);
    CHECK_INT(rc, 0);
    CHECK_INT(r.errors, 0);
    return rc || r.errors ? -1 : 0;
}

/* The first player's opening rule reads one way: the booklet's heading
 * says what the rule is ("A slow start" read as advice as well as a rule)
 * and the card names who has turned up three ("they" could be either
 * player). */
void test_crest_first_turns_one_reading(void)
{
    struct variant v;
    if (crest_load(&v) != 0)
        return;
    int heading = 0, slow = 0;
    for (int s = 0; s < v.nrules; s++)
        for (int b = 0; b < v.rules[s].nblocks; b++) {
            const char *m = v.rules[s].blocks[b].markup;
            if (!m)
                continue;
            slow |= strstr(m, "slow start") != NULL;
            heading |= strstr(m, "<b>The first player begins by turning men up.</b>") != NULL;
        }
    CHECK(!slow);
    CHECK(heading);
    for (int side = 0; side < 2; side++) {
        char *m = compose_refcard_header(&v, side);
        CHECK(m && strstr(m, "or the first player has turned up three"));
        CHECK(m && !strstr(m, "they have turned up"));
        free(m);
    }
    variant_free(&v);
}
