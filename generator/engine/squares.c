/* squares.c: the engine's ways of naming squares: a region ("*8" a whole
 * rank, "a*" a whole file, "a1 b2" squares, "-" none) and a file or rank key ("g" or "7"). */
#include "engine-imp.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

/* The engine's largest board (its LARGEBOARDS build): a square of it off
 * a smaller variant's board is read and has no effect there. */
#define ENGINE_FILES 12
#define ENGINE_RANKS 10

int engine_region(const char *value, int files, int ranks, unsigned char *set)
{
    memset(set, 0, (size_t)files * (size_t)ranks);
    for (const char *p = value; *p;) {
        while (*p == ' ' || *p == '\t')
            p++;
        if (!*p || *p == '-')
            break;
        char f = *p++;
        int x = f == '*' ? -1 : tolower((unsigned char)f) - 'a';
        if (f != '*' && (x < 0 || x >= ENGINE_FILES))
            return -1;
        if (*p == '*') { /* "a*": a whole file */
            p++;
            for (int y = 0; x < files && y < ranks; y++)
                set[y * files + x] = 1;
            continue;
        }
        if (!isdigit((unsigned char)*p))
            return -1;
        int rank = (int)strtol(p, (char **)&p, 10);
        if (rank < 1 || rank > (ranks > ENGINE_RANKS ? ranks : ENGINE_RANKS))
            return -1;
        if (rank > ranks || x >= files)
            continue;
        if (x < 0) {
            for (int i = 0; i < files; i++)
                set[(rank - 1) * files + i] = 1;
            continue;
        }
        set[(rank - 1) * files + x] = 1;
    }
    return 0;
}
