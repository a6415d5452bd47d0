/* test_spares.c: a set prints the spares its promotions need. Where a
 * piece must promote and may become one kind only, exchanged for it (a
 * disc has no back to turn over), the players cannot stand in an upturned
 * Rook for it as chess players do for a second Queen: each side gets at
 * least MIN_SPARES of that kind. Shatranj's Baidaq becomes a Firzan only,
 * and promoting Baidaqs is how its long endgames are won, often more than
 * once (player review, issue 30: one spare Firzan each was too few). */
#include <stdio.h>
#include <string.h>

#include "load/load.h"
#include "model/model.h"
#include "test.h"

#define MIN_SPARES 2

static void spares(const char *path, struct variant *v, void *ctx)
{
    for (int i = 0; i < v->npieces; i++) {
        const struct piece *p = &v->pieces[i];
        /* one kind, by exchange, never only to a captured piece */
        if (!p->compulsory || p->nchoices != 1 || p->promotes_captured || v->drops ||
            v->components.form != FORM_DISC)
            continue;
        int to = (int)(p->choices[0] - v->pieces);
        for (int s = SIDE_FIRST; s <= SIDE_SECOND; s++) {
            if (!piece_count(p, s))
                continue;
            int n = piece_spares(v, to, s);
            if (n < MIN_SPARES)
                fprintf(stderr, "  %s: side %d's %s promotes to %s only; %d spare(s)\n", path, s,
                        p->id, p->choices[0]->id, n);
            CHECK(n >= MIN_SPARES);
            ++*(int *)ctx;
        }
    }
}

void test_spares_single_promotion(void)
{
    int seen = 0;
    test_each_loaded(spares, &seen);
    CHECK(seen >= 2); /* Shatranj's Baidaqs, each side's */
}
