/* test_refcard_glance.c: a Janggi card's row reads at a glance (issue 30,
 * Janggi review 7.5: the Cannon's words ran 9 lines of its card, the rule
 * repeating what its palace words already said). Each row's words at most
 * GLANCE_CHARS characters, about 7 lines of the card's 44 mm column (the
 * Cannon's were 318; the Chariot's, 5 lines, 176). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "compose/compose.h"
#include "load/load.h"
#include "model/model.h"
#include "test.h"

#define GLANCE_CHARS 240

void test_refcard_glance(void)
{
    struct variant v;
    struct report r = {.file = "piecedefs/janggi.xml"};
    CHECK_INT(piecedef_load("piecedefs/janggi.xml", &v, &r), 0);
    for (int k = 0; k < v.npieces; k++)
        for (int side = SIDE_FIRST; side <= SIDE_SECOND; side++) {
            char *w = compose_refcard_words(&v, &v.pieces[k], side, REFCARD_FULL);
            if (strlen(w) > GLANCE_CHARS)
                fprintf(stderr, "  %s: %zu characters: %s\n", v.pieces[k].id, strlen(w), w);
            CHECK(strlen(w) <= GLANCE_CHARS);
            free(w);
        }
    variant_free(&v);
}
