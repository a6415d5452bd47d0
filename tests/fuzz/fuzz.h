/* fuzz.h: shared by the libFuzzer harnesses in tests/fuzz/ and by the
 * replay runner (replay.c) that make check builds without libFuzzer. */
#ifndef PNPGEN_FUZZ_H
#define PNPGEN_FUZZ_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Where the code under test sends its messages: nowhere. */
static inline FILE *fuzz_sink(void)
{
    static FILE *sink;
    if (!sink)
        sink = fopen("/dev/null", "w");
    return sink;
}

/* The input as a NUL-terminated string (a NUL inside ends it early, as it
 * would for a string read from XML). */
static inline char *fuzz_string(const uint8_t *data, size_t size)
{
    char *s = malloc(size + 1);
    if (!s)
        abort();
    memcpy(s, data, size);
    s[size] = '\0';
    return s;
}

#endif
