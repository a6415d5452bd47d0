/* fuzz_piecedef.c: a whole piece definition from arbitrary bytes, read from
 * memory by the same code as piecedef_load, then validated and, when it
 * validates clean, composed through compose's entry point (its checks
 * that the set fits, the board plan and the component sheets: pure
 * geometry, no drawing) on the A4 layout. */
#include "fuzz.h"

#include "compose/compose.h"
#include "model/model.h"
#include "load/load.h"
#include "rules/rules.h"

static const char a4[] =
    "<layout name=\"A4\"><paper width=\"210\" height=\"297\" margin=\"6.5\"/>"
    "<ruler length=\"100\"/><lines cut=\"0.15\" fold=\"0.15\" fold-dash=\"1\"/>"
    "<board cell=\"25\" min-cell=\"18\" tile-overlap=\"12\" label-band=\"7\"/>"
    "<pieces fill=\"0.9\" fold-gap=\"1.5\" gutter=\"4\"/>"
    "<text size=\"9.5\"/><font lang=\"en\" family=\"DejaVu Sans\" package=\"fonts-dejavu-core\"/></layout>";

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    struct report r = {.file = "fuzz.xml", .out = fuzz_sink()};
    struct variant v;
    if (piecedef_load_memory((const char *)data, size, "fuzz.xml", &v, &r) == 0 &&
        validate_variant(&v, &r) == 0 && r.errors == 0) {
        struct layout lo;
        struct report lr = {.file = "a4", .out = fuzz_sink()};
        if (layout_load_memory(a4, sizeof a4 - 1, "a4", &lo, &lr) != 0)
            abort();
        struct composed c;
        if (compose_set(&v, &lo, NULL, &c, &r) == 0)
            compose_set_free(&c);
        layout_free(&lo);
    }
    variant_free(&v);
    return 0;
}
