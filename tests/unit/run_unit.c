/* run_unit.c: runs every unit test listed in tests.def. */
#include "test.h"
#include "text/text.h"

int test_passed, test_failed;
const char *test_current;

#define TEST(name) void test_##name(void);
#include "tests.def"
#undef TEST

int main(void)
{
#define TEST(name) test_current = #name; test_##name();
#include "tests.def"
#undef TEST
    /* release the font and drawing libraries' global caches, so that
       LeakSanitizer reports only real leaks of tests that draw text */
    text_shutdown();
    printf("unit: %d passed, %d failed\n", test_passed, test_failed);
    return test_failed ? 1 : 0;
}
