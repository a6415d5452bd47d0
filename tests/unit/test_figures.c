/* test_figures.c: what a disc of a chess-family set shows (compose_look):
 * a chess figure, or for a piece that combines two (the Archbishop, the
 * Chancellor) the two figures as one compound figure, never a bare letter
 * a player must look up (third player review, issue 30). */
#include <glob.h>
#include <stdio.h>
#include <string.h>

#include "compose/compose.h"
#include "compose/look.h"
#include "model/model.h"
#include "load/load.h"
#include "test.h"

/* a chess figure's UTF-8 (U+2654 to U+265F) at s */
static int figure_at(const char *s)
{
    const unsigned char *u = (const unsigned char *)s;
    return u[0] == 0xE2 && u[1] == 0x99 && u[2] >= 0x94 && u[2] <= 0x9F;
}

void test_figures_compound(void)
{
    glob_t defs;
    CHECK_INT(glob("piecedefs/*.xml", 0, NULL, &defs), 0);
    int compounds = 0;
    for (size_t k = 0; k < defs.gl_pathc; k++) {
        struct variant v;
        const char *path = defs.gl_pathv[k];
        struct report r = {.file = path};
        if (piecedef_load(path, &v, &r) != 0 || r.errors) {
            CHECK(!"a shipped definition loads");
            continue;
        }
        /* a chess-family set: discs whose King is a chess figure */
        int chess = 0;
        for (int i = 0; i < v.npieces; i++)
            chess |= v.components.form == FORM_DISC && v.pieces[i].royal &&
                     v.pieces[i].glyph[0] && figure_at(v.pieces[i].glyph[0]);
        if (chess) {
            struct look lk;
            compose_look(&v, &lk);
            for (int i = 0; i < lk.npieces; i++)
                for (int s = 0; s < MAX_SIDES; s++) {
                    const char *g = lk.pieces[i].glyph[s];
                    int one = g && figure_at(g) && !g[3];
                    int two = g && figure_at(g) && figure_at(g + 3) && !g[6];
                    if (!(one || (two && lk.pieces[i].compound[s])))
                        fprintf(stderr, "  %s: %s's disc shows '%s'\n", path, v.pieces[i].id,
                                g ? g : "(nothing)");
                    CHECK(one || (two && lk.pieces[i].compound[s]));
                    CHECK(!one || !lk.pieces[i].compound[s]);
                    compounds += two;
                }
            compose_look_free(&lk);
        }
        variant_free(&v);
    }
    /* Capablanca's Archbishop and Chancellor, Grand's Marshal and Cardinal,
       each side's */
    CHECK(compounds >= 8);
    globfree(&defs);
}
