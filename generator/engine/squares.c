/* squares.c: the engine's ways of naming squares: a region ("*8" a whole
 * rank, "a1 b2" squares, "-" none) and a file or rank key ("g" or "7"). */
#include "engine-imp.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

int engine_region(const char *value, int files, int ranks, unsigned char *set)
{
    memset(set, 0, (size_t)files * (size_t)ranks);
    for (const char *p = value; *p;) {
        while (*p == ' ' || *p == '\t')
            p++;
        if (!*p || *p == '-')
            break;
        char f = *p++;
        if (!isdigit((unsigned char)*p))
            return -1;
        int rank = (int)strtol(p, (char **)&p, 10);
        if (rank < 1 || rank > ranks)
            return -1;
        if (f == '*') {
            for (int x = 0; x < files; x++)
                set[(rank - 1) * files + x] = 1;
            continue;
        }
        int x = tolower((unsigned char)f) - 'a';
        if (x < 0 || x >= files)
            return -1;
        set[(rank - 1) * files + x] = 1;
    }
    return 0;
}
