/* test_gallery_promotion.c: a piece's promotion is told once in the
 * booklet. Grand's Pawn entry said its whole promotion (where it may and
 * must, to what, what comes back, where it may not step) and the rules'
 * "Promotion" section below it said it all again (issue 30, Grand
 * review): an entry whose piece promotes only to a captured piece, where
 * such a section follows the gallery, now sends the player there (Grand,
 * Sittuyin), while the quick-reference cards, read alone, keep it. */
#include <stdlib.h>
#include <string.h>

#include "compose/compose.h"
#include "compose/compose-imp.h"
#include "load/load.h"
#include "model/model.h"
#include "rules/rules.h"
#include "test.h"

static char *entry(const char *path, const char *id, struct variant *v)
{
    struct report r = {.file = path};
    if (piecedef_load(path, v, &r) != 0 || validate_variant(v, &r) != 0) {
        CHECK(!"the definition loads");
        return NULL;
    }
    int at = variant_find_piece(v, id);
    CHECK(at >= 0);
    return at < 0 ? NULL : compose_gallery_text(v, at);
}

void test_gallery_promotion_once(void)
{
    struct variant v;
    char *m = entry("piecedefs/grand.xml", "pawn", &v);
    CHECK(m && strstr(m, "see Promotion, below"));
    CHECK(m && !strstr(m, "10th rank"));
    char *card = compose_refcard_words(&v, &v.pieces[variant_find_piece(&v, "pawn")], SIDE_FIRST, 0);
    CHECK(strstr(card, "promote")); /* the card keeps it */
    free(card);
    free(m);
    variant_free(&v);
    m = entry("piecedefs/sittuyin.xml", "pawn", &v);
    CHECK(m && strstr(m, "Promotes to General once its side has lost its General: see Promotion"));
    CHECK(m && !strstr(m, "diagonally onto an empty square"));
    free(m);
    variant_free(&v);
}
