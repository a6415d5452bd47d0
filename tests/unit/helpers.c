/* helpers.c: small helpers shared by the unit tests (see test.h). */
#include "notation/notation.h"
#include "test.h"

int test_parse_betza(const char *betza, struct moveset *ms)
{
    struct betza_error err;
    moveset_init(ms);
    if (betza_parse(betza, ms, &err)) {
        fprintf(stderr, "  betza '%s': column %d: %s\n", betza, err.column, err.message);
        CHECK(!"betza parse failed");
        moveset_free(ms);
        return -1;
    }
    moveset_canonicalize(ms);
    return 0;
}

size_t test_read_file(const char *path, char *buf, size_t max)
{
    FILE *f = fopen(path, "rb");
    size_t n = f ? fread(buf, 1, max, f) : 0;
    if (f)
        fclose(f);
    buf[n] = '\0';
    return n;
}

double test_ink_apart(const unsigned char *a, const unsigned char *b, int n)
{
    long either = 0, both = 0;
    for (long i = 0; i < (long)n * n; i++) {
        either += a[i] || b[i];
        both += a[i] && b[i];
    }
    return either ? (double)(either - both) / (double)either : 0;
}
