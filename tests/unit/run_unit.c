/* run_unit.c: runs the unit tests listed in UNIT_TESTS (tests.def, or
 * notation.def for the runner that links no Pango or fontconfig).
 * Arguments name the tests to run: a test's name, or its group (the first
 * word of names, e.g. "betza" runs betza_chu_pieces, betza_xiangqi, ...).
 * Prints "unit: N passed, N failed (T tests)"; exit 1 when a check failed,
 * 3 when no test has any of the names given. */
#include <string.h>

#include "test.h"
#ifndef UNIT_NOTATION
#include "text/text.h"
#endif

#ifndef UNIT_TESTS
#define UNIT_TESTS "tests.def"
#endif

int test_passed, test_failed;
const char *test_current;

#define TEST(name) void test_##name(void);
#include UNIT_TESTS
#undef TEST

static int selected(const char *name, int argc, char **argv)
{
    if (argc < 2)
        return 1;
    for (int i = 1; i < argc; i++) {
        size_t n = strlen(argv[i]);
        if (!strcmp(name, argv[i]) || (!strncmp(name, argv[i], n) && name[n] == '_'))
            return 1;
    }
    return 0;
}

int main(int argc, char **argv)
{
    int ran = 0;
#define TEST(name) \
    if (selected(#name, argc, argv)) { test_current = #name; test_##name(); ran++; }
#include UNIT_TESTS
#undef TEST
#ifndef UNIT_NOTATION
    /* release the font and drawing libraries' global caches, so that
       LeakSanitizer reports only real leaks of tests that draw text */
    text_shutdown();
#endif
    if (!ran)
        return 3;
    printf("unit: %d passed, %d failed (%d tests)\n", test_passed, test_failed, ran);
    return test_failed ? 1 : 0;
}
