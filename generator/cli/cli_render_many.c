/* cli_render_many.c: `pnpgen render A.xml B.xml ... [-j N]`: several sets
 * in one command. One process renders set after set, so fontconfig sorts
 * each font pattern and Pango loads each font once for all of them (in a
 * process per set, that is most of a small set's time); -j N deals the sets
 * to N processes, in turn, as `make -jN` would. Each set's files are the
 * ones its own `pnpgen render` writes, byte for byte: nothing a set leaves
 * in the caches changes another's pages. */
#define _POSIX_C_SOURCE 200809L
#include "cli.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

/* The folder a definition's set goes into: DIR/<its file name without
 * .xml>, as make pdf names them. */
static char *set_folder(const char *dir, const char *def)
{
    const char *base = strrchr(def, '/');
    base = base ? base + 1 : def;
    size_t n = strlen(base);
    if (n > 4 && !strcmp(base + n - 4, ".xml"))
        n -= 4;
    return str_printf("%s/%.*s", dir, (int)n, base);
}

/* Two definitions whose sets would go into one folder: the second would
 * overwrite the first. Returns 0, or -1 after saying which. */
static int check_folders(const struct cli_command *cmd, char **defs, int n, const char *dir)
{
    for (int i = 0; i < n; i++)
        for (int j = 0; j < i; j++) {
            char *a = set_folder(dir, defs[i]), *b = set_folder(dir, defs[j]);
            int same = !strcmp(a, b);
            if (same)
                cli_misuse(cmd, "%s and %s would both be written into %s; render them "
                           "in two commands", defs[j], defs[i], a);
            free(a);
            free(b);
            if (same)
                return -1;
        }
    return 0;
}

/* Renders sets first, first + step, ...: the worst exit code. */
static int render_every(char **defs, int n, int first, int step, const char *dir,
                        const struct cli_render_options *o)
{
    int worst = CLI_OK;
    for (int i = first; i < n; i += step) {
        struct cli_render_options one = *o;
        char *folder = set_folder(dir, defs[i]);
        one.outdir = folder;
        int rc = cli_render_file(defs[i], &one, NULL);
        free(folder);
        if (rc > worst)
            worst = rc;
    }
    return worst;
}

int cli_render_files(const struct cli_command *cmd, char **defs, int n, int jobs,
                     const struct cli_render_options *o)
{
    const char *dir = o->outdir ? o->outdir : "output";
    if (check_folders(cmd, defs, n, dir) != 0)
        return CLI_INPUT;
    if (jobs > n)
        jobs = n;
    if (jobs <= 1)
        return render_every(defs, n, 0, 1, dir, o);
    /* nothing buffered is written twice; no font is loaded yet, so no
       thread of Pango's is left behind in a child */
    fflush(stdout);
    fflush(stderr);
    pid_t pid[64];
    int started = 0, worst = CLI_OK;
    for (; started < jobs; started++) {
        pid[started] = fork();
        if (pid[started] == 0) /* a worker: its sets, then its own exit */
            return render_every(defs, n, started, jobs, dir, o);
        if (pid[started] < 0) {
            perror("pnpgen: error: cannot start a process");
            worst = CLI_INPUT;
            break;
        }
    }
    for (int w = 0; w < started; w++) {
        int status;
        if (waitpid(pid[w], &status, 0) < 0 || !WIFEXITED(status)) {
            fprintf(stderr, "pnpgen: error: the process rendering sets %d, %d, ... ended "
                    "abnormally\n", w + 1, w + 1 + jobs);
            worst = CLI_INPUT;
        } else if (WEXITSTATUS(status) > worst) {
            worst = WEXITSTATUS(status);
        }
    }
    return worst;
}
