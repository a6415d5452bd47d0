/* fuzz_diagram.c: a drawn movement diagram from arbitrary bytes. A text
 * that parses expands into moves (path leaps plain and lame), prints as
 * text that parses again to the same moves, and the moves draw back as a
 * diagram. */
#include "fuzz.h"

#include "notation/notation.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size > 16384)
        return 0;
    char *s = fuzz_string(data, size);
    struct diagram d;
    struct diagram_error err;
    memset(&err, 0, sizeof err);
    if (diagram_parse(s, &d, &err) != 0) {
        if (err.message[0] == '\0' || err.line < 0)
            abort();
        free(s);
        return 0;
    }
    if (d.size < 3 || d.size > DIAGRAM_MAX_SIZE || d.size % 2 == 0)
        abort();
    (void)diagram_has_path_leaps(&d);
    struct moveset plain, lame;
    moveset_init(&plain);
    moveset_init(&lame);
    diagram_moves_paths(&d, 0, &plain);
    diagram_moves_paths(&d, 1, &lame);
    moveset_canonicalize(&plain);
    moveset_canonicalize(&lame);
    char *text = diagram_to_text(&d);
    struct diagram again;
    if (diagram_parse(text, &again, &err) != 0)
        abort(); /* the printed form must read back */
    struct moveset re;
    moveset_init(&re);
    diagram_moves_paths(&again, 0, &re);
    moveset_canonicalize(&re);
    if (moveset_compare(&plain, &re, NULL, 0) != 0)
        abort(); /* and mean the same */
    struct diagram implied;
    diagram_from_moves(&plain, DIAGRAM_MAX_SIZE, &implied);
    char *t = diagram_to_text(&implied);
    free(t);
    diagram_free(&implied);
    moveset_free(&re);
    diagram_free(&again);
    free(text);
    moveset_free(&plain);
    moveset_free(&lame);
    diagram_free(&d);
    free(s);
    return 0;
}
