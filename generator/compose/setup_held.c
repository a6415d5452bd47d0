/* setup_held.c: the pieces a side holds beside the board at the start, in
 * words for the setup caption: each kind once, with how many ("White: 22
 * Stones; Black: 22 Stones", "White: King, 2 Elephants, ..."), where one
 * name said again and again ("Stone, Stone, Stone, ...") would bury the
 * count a player needs to lay the pieces out. */
#include "compose-imp.h"

#include <stdlib.h>
#include <string.h>

#include "base/base.h"

/* "White: 22 Stones; Black: 22 Stones", each kind in the order it is
 * first held; NULL when nobody holds anything (the caller frees it). */
char *compose_held_words(const struct variant *v)
{
    return compose_held_words_of(v, -1);
}

char *compose_held_words_of(const struct variant *v, int only)
{
    char *held = NULL;
    for (int s = 0; s < MAX_SIDES; s++) {
        int k = 0;
        if (only >= 0 && s != only)
            continue;
        for (int i = 0; i < v->nstart_hand; i++) {
            const struct placement *pl = &v->start_hand[i];
            if (pl->side != s)
                continue;
            int before = 0, count = 0;
            for (int j = 0; j < v->nstart_hand; j++)
                if (v->start_hand[j].side == s && v->start_hand[j].piece == pl->piece) {
                    before |= j < i;
                    count++;
                }
            if (before)
                continue;
            const char *name = v->pieces[pl->piece].name;
            char *many = count > 1 ? str_plural(name) : NULL;
            char *part = count > 1 ? str_printf("%d %s", count, many) : xstrdup(name);
            if (only >= 0) /* one side's: the pieces only */
                str_cat_free(&held, markup_printf("%s%s", k ? ", " : "", part));
            else
                str_cat_free(&held, markup_printf("%s%s%s%s", k ? ", " : held ? "; " : "",
                                                  k ? "" : v->sides[s].name, k ? "" : ": ", part));
            free(many);
            free(part);
            k++;
        }
    }
    return held;
}
