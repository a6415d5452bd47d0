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
static int check_folders(const struct cli_command *cmd, char **defs, char **folders, int n)
{
    for (int i = 0; i < n; i++)
        for (int j = 0; j < i; j++)
            if (!strcmp(folders[i], folders[j]))
                return cli_misuse(cmd, "%s and %s would both be written into %s; render them "
                                  "in two commands", defs[j], defs[i], folders[i]), -1;
    return 0;
}

/* Renders sets first, first + step, ...: the worst exit code. */
static int render_every(char **defs, char **folders, int n, int first, int step,
                        const struct cli_render_options *o)
{
    int worst = CLI_OK;
    for (int i = first; i < n; i += step) {
        struct cli_render_options one = *o;
        one.outdir = folders[i];
        int rc = cli_render_file(defs[i], &one, NULL);
        if (rc > worst)
            worst = rc;
    }
    return worst;
}

static int render_all(const struct cli_command *cmd, char **defs, char **folders, int n,
                      int jobs, const struct cli_render_options *o)
{
    if (check_folders(cmd, defs, folders, n) != 0)
        return CLI_INPUT;
    if (jobs > n)
        jobs = n;
    if (jobs <= 1)
        return render_every(defs, folders, n, 0, 1, o);
    /* nothing buffered is written twice; no font is loaded yet, so no
       thread of Pango's is left behind in a child */
    fflush(stdout);
    fflush(stderr);
    pid_t pid[CLI_JOBS_MAX];
    int started = 0, worst = CLI_OK;
    for (; started < jobs; started++) {
        pid[started] = fork();
        if (pid[started] == 0) /* a worker: its sets, then its own exit */
            return render_every(defs, folders, n, started, jobs, o);
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

int cli_render_files(const struct cli_command *cmd, char **defs, int n, int jobs,
                     const struct cli_render_options *o)
{
    const char *dir = o->outdir ? o->outdir : "output";
    char **folders = xcalloc((size_t)n, sizeof *folders);
    for (int i = 0; i < n; i++)
        folders[i] = set_folder(dir, defs[i]);
    int rc = render_all(cmd, defs, folders, n, jobs, o);
    for (int i = 0; i < n; i++)
        free(folders[i]);
    free(folders);
    return rc;
}
