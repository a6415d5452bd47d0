/* test_option_backs.c: an option the players may switch on is said where it
 * changes a piece, on its back's words too (issue 30, Jungi review: the
 * Unicorn's, Grutslæn's, Lord's, Commander's and Emperor's leaps hobble,
 * and only the fronts said so). Every shipped set: a gallery entry whose
 * back (its promoted piece) has moves of its own under an option names
 * that option after "Back, ...". */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "compose/compose.h"
#include "compose/compose-imp.h"
#include "model/model.h"
#include "test.h"

static void option_on_backs(const char *path, struct variant *v, void *ctx)
{
    int *seen = ctx;
    (void)path;
    for (int i = 0; i < v->npieces; i++) {
        const struct piece *p = &v->pieces[i], *q = p->promotes_to;
        if (p->count <= 0 || !q || piece_back_of(v, p) != BACK_PROMOTED)
            continue;
        for (int k = 0; k < v->noptions; k++) {
            int changes = 0;
            for (int m = 0; m < q->nmoves; m++)
                changes |= q->moves[m].option && q->moves[m].option_index == k;
            if (!changes)
                continue;
            char *text = compose_gallery_text(v, i), want[96];
            snprintf(want, sizeof want, "<i>With %s", v->options[k].name);
            const char *back = strstr(text, "<b>Back, ");
            if (!back || !strstr(back, want))
                fprintf(stderr, "  %s: %s's back (%s) does not say %s\n", v->name, p->name,
                        q->name, v->options[k].name);
            CHECK(back && strstr(back, want));
            ++*seen;
            free(text);
        }
    }
}

void test_option_backs_said(void)
{
    int seen = 0;
    test_each_loaded(option_on_backs, &seen);
    CHECK(seen >= 6); /* Jungi's Unicorn ... Emperor */
}
