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

/* A region in a player's words: "on ranks 1 to 5", "on rank 8", "on
 * files a to c", "on a1, b2 and c3"; "anywhere" for none (malloc'd). */
char *engine_imp_region_words(const char *region)
{
    if (!region || !region[0] || !strcmp(region, "-"))
        return xstrdup("anywhere");
    int ranks[64], files[64], nr = 0, nf = 0, other = 0, n = 0;
    char *list = NULL;
    const char *p = region;
    while (*p) {
        p += strspn(p, " \t");
        size_t len = strcspn(p, " \t");
        if (!len)
            break;
        n++;
        if (p[0] == '*' && len > 1 && nr < 64)
            ranks[nr++] = atoi(p + 1);
        else if (len == 2 && p[1] == '*' && islower((unsigned char)p[0]) && nf < 64)
            files[nf++] = p[0];
        else
            other = 1;
        char *part = str_printf("%s%.*s", list ? ", " : "", (int)len, p);
        str_cat_free(&list, part);
        p += len;
    }
    const int *v = nr ? ranks : files;
    int k = nr ? nr : nf, run = 1;
    for (int i = 1; i < k; i++)
        run &= v[i] == v[i - 1] + 1;
    char *s;
    if (!other && k == n && k > 0 && (nr == 0 || nf == 0)) {
        if (k == 1)
            s = nr ? str_printf("on rank %d", v[0]) : str_printf("on file %c", v[0]);
        else if (run)
            s = nr ? str_printf("on ranks %d to %d", v[0], v[k - 1]) : str_printf("on files %c to %c", v[0], v[k - 1]);
        else
            s = str_printf("on %s %s", nr ? "ranks" : "files", list);
    } else
        s = str_printf("on %s", list ? list : region);
    free(list);
    return s;
}
