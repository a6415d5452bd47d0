/* test_spares.c: a set prints the spares its promotions need. Where a
 * piece must promote and may become one kind only, exchanged for it (a
 * disc has no back to turn over), the players cannot stand in an upturned
 * Rook for it as chess players do for a second Queen: each side gets at
 * least MIN_SPARES of that kind. Shatranj's Baidaq becomes a Firzan only,
 * and promoting Baidaqs is how its long endgames are won, often more than
 * once (player review, issue 30: one spare Firzan each was too few). */
#include <glob.h>
#include <stdio.h>
#include <string.h>

#include "load/load.h"
#include "model/model.h"
#include "test.h"

#define MIN_SPARES 2

void test_spares_single_promotion(void)
{
    glob_t defs;
    CHECK_INT(glob("piecedefs/*.xml", 0, NULL, &defs), 0);
    int seen = 0;
    for (size_t k = 0; k < defs.gl_pathc; k++) {
        struct variant v;
        struct report r = {.file = defs.gl_pathv[k]};
        if (piecedef_load(defs.gl_pathv[k], &v, &r) != 0 || r.errors) {
            CHECK(!"a shipped definition loads");
            continue;
        }
        for (int i = 0; i < v.npieces; i++) {
            const struct piece *p = &v.pieces[i];
            /* one kind, by exchange, never only to a captured piece */
            if (!p->compulsory || p->nchoices != 1 || p->promotes_captured || v.drops ||
                v.components.form != FORM_DISC)
                continue;
            int to = (int)(p->choices[0] - v.pieces);
            for (int s = SIDE_FIRST; s <= SIDE_SECOND; s++) {
                if (!piece_count(p, s))
                    continue;
                int spares = piece_spares(&v, to, s);
                if (spares < MIN_SPARES)
                    fprintf(stderr, "  %s: side %d's %s promotes to %s only; %d spare(s)\n",
                            defs.gl_pathv[k], s, p->id, p->choices[0]->id, spares);
                CHECK(spares >= MIN_SPARES);
                seen++;
            }
        }
        variant_free(&v);
    }
    CHECK(seen >= 2); /* Shatranj's Baidaqs, each side's */
    globfree(&defs);
}
