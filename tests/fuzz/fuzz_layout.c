/* fuzz_layout.c: a layout file from arbitrary bytes, read from memory by
 * the same code as layout_load. */
#include "fuzz.h"

#include "load/load.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    struct report r = {.file = "fuzz-layout.xml", .out = fuzz_sink()};
    struct layout lo;
    if (layout_load_memory((const char *)data, size, "fuzz-layout.xml", &lo, &r) == 0) {
        if (lo.nfonts < 1 || !lo.families || lo.cell < lo.min_cell ||
            2 * lo.margin >= lo.paper_w || 2 * lo.margin >= lo.paper_h)
            abort(); /* accepted means usable */
    }
    layout_free(&lo);
    return 0;
}
