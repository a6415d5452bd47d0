/* fuzz_betza.c: a Betza move table from arbitrary bytes. Whatever the
 * text, betza_parse returns 0 or -1 with a message and a column inside the
 * text; an accepted table canonicalizes, describes itself and draws as a
 * diagram that parses back to the same moves. */
#include "fuzz.h"

#include "notation/notation.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size > 4096)
        return 0;
    char *s = fuzz_string(data, size);
    struct moveset ms;
    moveset_init(&ms);
    struct betza_error err;
    memset(&err, 0, sizeof err);
    if (betza_parse(s, &ms, &err) != 0) {
        if (err.message[0] == '\0' || err.column < 0 || (size_t)err.column > strlen(s))
            abort(); /* an error must say what and where */
    } else {
        moveset_canonicalize(&ms);
        for (size_t i = 0; i < ms.n; i++) {
            char buf[128];
            move_describe(&ms.v[i], buf, sizeof buf);
        }
        struct diagram d;
        diagram_from_moves(&ms, DIAGRAM_MAX_SIZE, &d);
        char *text = diagram_to_text(&d);
        struct diagram back;
        struct diagram_error derr;
        /* what pnpgen prints as a diagram must read back as one */
        if (diagram_parse(text, &back, &derr) != 0)
            abort();
        diagram_free(&back);
        free(text);
        diagram_free(&d);
    }
    moveset_free(&ms);
    free(s);
    return 0;
}
