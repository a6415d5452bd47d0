/* layout_find.c: where the default layout, layouts/a4.xml, is found when
 * no --layout is given. pnpgen runs from a source tree, from a copy and
 * installed (make install), on any Unix, so it looks in order: beside the
 * definition's folder (piecedefs/../layouts), in the current folder, in
 * the data directory ($PNPGEN_DATADIR, else the one compiled in:
 * PNPGEN_DATADIR, $(PREFIX)/share/pnpgen by make), and last beside the
 * binary's folder where the system says where that is (/proc/self/exe,
 * Linux only: a fallback, never needed). */
#define _XOPEN_SOURCE 700 /* realpath */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "load/load.h"

#ifndef PNPGEN_DATADIR
#define PNPGEN_DATADIR "/usr/local/share/pnpgen"
#endif

const char *layout_data_dir(void)
{
    const char *env = getenv("PNPGEN_DATADIR");
    return env && *env ? env : PNPGEN_DATADIR;
}

/* The folder of the running binary, or NULL where the system does not
 * tell (only Linux's /proc does). */
static char *binary_dir(void)
{
    char exe[4096];
    ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
    if (n <= 0)
        return NULL;
    exe[n] = '\0';
    char *s = strrchr(exe, '/');
    if (!s)
        return NULL;
    *s = '\0';
    return xstrdup(exe);
}

char *layout_find_default(const char *def)
{
    enum { BESIDE_DEF, HERE, DATADIR, BESIDE_BIN, N };
    char *tried[N] = {NULL};
    const char *slash = strrchr(def, '/');
    if (slash)
        tried[BESIDE_DEF] = str_printf("%.*s/../layouts/a4.xml", (int)(slash - def), def);
    else
        tried[BESIDE_DEF] = xstrdup("../layouts/a4.xml");
    tried[HERE] = xstrdup("layouts/a4.xml");
    tried[DATADIR] = str_printf("%s/layouts/a4.xml", layout_data_dir());
    char *bin = binary_dir();
    if (bin)
        tried[BESIDE_BIN] = str_printf("%s/../layouts/a4.xml", bin);
    free(bin);

    char *found = NULL;
    for (int i = 0; i < N && !found; i++) {
        struct stat st;
        if (tried[i] && stat(tried[i], &st) == 0) {
            found = tried[i];
            tried[i] = NULL;
        }
    }
    if (!found)
        fprintf(stderr, "pnpgen: error: cannot read layouts/a4.xml (the default layout, looked for "
                "beside the definition's folder as %s, in the current folder, in the data "
                "directory as %s%s and beside pnpgen as %s): No such file or directory; give "
                "--layout, or set PNPGEN_DATADIR to the folder holding layouts/\n",
                tried[BESIDE_DEF], tried[DATADIR],
                getenv("PNPGEN_DATADIR") && *getenv("PNPGEN_DATADIR") ? " (PNPGEN_DATADIR)" : "",
                tried[BESIDE_BIN] ? tried[BESIDE_BIN] : "(unknown)");
    for (int i = 0; i < N; i++)
        free(tried[i]);
    return found;
}

char *layout_find_schema(void)
{
    char *path = str_printf("%s/piecedefs/piecedef.rng", layout_data_dir());
    struct stat st;
    if (path[0] == '/' && stat(path, &st) == 0)
        return path;
    free(path);
    char *bin = binary_dir(), resolved[4096];
    path = bin ? str_printf("%s/../piecedefs/piecedef.rng", bin) : NULL;
    free(bin);
    if (path && realpath(path, resolved)) {
        free(path);
        return xstrdup(resolved);
    }
    free(path);
    return xstrdup("piecedef.rng");
}
