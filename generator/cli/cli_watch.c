/* cli_watch.c: `pnpgen watch`: validate and render a definition on every
 * save, as latexmk -pvc and typst watch do. It polls the definition's (and
 * the --layout file's) identity, size and modification time, which works
 * on every Unix and with editors that save by writing a new file and
 * renaming it; a change is built once the file has stayed the same for one
 * interval, so a save caught half-written is not built. A failed build
 * prints its errors (file:line:col: error: ...) and writes nothing, so the
 * last good PDFs stay in place (render replaces a PDF only when the new
 * one is complete). */
#define _POSIX_C_SOURCE 200809L
#include "cli.h"

#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

enum { OPT_MAX_BUILDS = CLI_LONG + 100, OPT_INTERVAL };

/* What tells one version of a file from another. */
struct stamp {
    int exists;
    dev_t dev;
    ino_t ino;
    off_t size;
    struct timespec mtime;
};

static void stamp_of(const char *path, struct stamp *s)
{
    struct stat st;
    memset(s, 0, sizeof *s);
    if (!path || stat(path, &st) != 0)
        return;
    s->exists = 1;
    s->dev = st.st_dev;
    s->ino = st.st_ino;
    s->size = st.st_size;
    s->mtime = st.st_mtim;
}

static int stamp_same(const struct stamp *a, const struct stamp *b)
{
    return a->exists == b->exists && a->dev == b->dev && a->ino == b->ino && a->size == b->size &&
           a->mtime.tv_sec == b->mtime.tv_sec && a->mtime.tv_nsec == b->mtime.tv_nsec;
}

/* The definition's and the layout's stamps together. */
struct watched {
    struct stamp def, layout;
};

static void watched_now(const char *def, const char *layout, struct watched *w)
{
    stamp_of(def, &w->def);
    stamp_of(layout, &w->layout);
}

static int watched_same(const struct watched *a, const struct watched *b)
{
    return stamp_same(&a->def, &b->def) && stamp_same(&a->layout, &b->layout);
}

/* Ctrl-C or a TERM ends the watch between builds. */
static volatile sig_atomic_t stop;

static void on_signal(int sig)
{
    (void)sig;
    stop = 1;
}

/* write/ installs its own handler the first time it writes a file (it
 * removes the file being written and dies by the signal): this one is put
 * back after every build, so that between builds a signal ends the loop
 * with the last build's status. */
static void catch_stop_signals(void)
{
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_signal;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGINT, &sa, NULL);
    sigaction(SIGTERM, &sa, NULL);
}

static void pause_ms(int ms)
{
    struct timespec t = {ms / 1000, (long)(ms % 1000) * 1000000L};
    nanosleep(&t, NULL); /* a signal cuts it short: the loop then stops */
}

static int build(const char *def, const struct cli_render_options *o, int n)
{
    char *dir = NULL;
    int rc = cli_render_file(def, o, &dir);
    catch_stop_signals();
    if (rc == CLI_OK)
        printf("pnpgen watch: build %d: rendered %s into %s\n", n, def, dir);
    else
        printf("pnpgen watch: build %d: %s not rendered (the errors above); the last good PDFs "
               "are kept\n", n, def);
    fflush(stdout);
    free(dir);
    return rc;
}

static int run(int argc, char **argv)
{
    /* render's options and two of its own */
    struct cli_option longopts[16];
    int n = 0;
    for (const struct cli_option *p = cli_render_longopts; p->name; p++)
        longopts[n++] = *p;
    longopts[n++] = (struct cli_option){"max-builds", 1, OPT_MAX_BUILDS};
    longopts[n++] = (struct cli_option){"interval", 1, OPT_INTERVAL};
    longopts[n] = (struct cli_option)CLI_END_OPTIONS;
    struct cli_render_options o = {0};
    int max_builds = 0, interval = 250, c, rc = CLI_OK;
    while ((c = cli_next_option(&cli_watch, argc, argv, CLI_RENDER_SHORTOPTS, longopts, &rc)) >= 0) {
        if (c == OPT_MAX_BUILDS && cli_parse_int(optarg, 1, 1000000, &max_builds) != 0)
            return cli_misuse(&cli_watch, "--max-builds '%s': give a number of builds, 1 or more",
                              optarg);
        if (c == OPT_INTERVAL && cli_parse_int(optarg, 10, 60000, &interval) != 0)
            return cli_misuse(&cli_watch, "--interval '%s': give milliseconds, 10 to 60000", optarg);
        if (cli_render_option(c, optarg, &o, &rc) == CLI_STOP)
            return rc;
    }
    if (c == CLI_STOP)
        return rc;
    if (cli_operands(&cli_watch, argc, argv, 1, 1, "a definition, DEF.xml") < 0)
        return CLI_INPUT;
    const char *def = argv[optind];
    catch_stop_signals();

    struct watched built, now, settled;
    watched_now(def, o.layout_path, &built);
    int builds = 1;
    rc = build(def, &o, builds);
    printf("pnpgen watch: watching %s%s%s; Ctrl-C stops\n", def, o.layout_path ? " and " : "",
           o.layout_path ? o.layout_path : "");
    fflush(stdout);
    while (!stop && (max_builds == 0 || builds < max_builds)) {
        pause_ms(interval);
        watched_now(def, o.layout_path, &now);
        if (stop || watched_same(&now, &built))
            continue;
        /* built once it holds still: a save in progress is not read */
        do {
            settled = now;
            pause_ms(interval);
            watched_now(def, o.layout_path, &now);
        } while (!stop && !watched_same(&now, &settled));
        if (stop)
            break;
        built = now;
        rc = build(def, &o, ++builds);
    }
    return rc;
}

const struct cli_command cli_watch = {
    "watch", run,
    "  pnpgen watch DEF.xml [render's options] [--max-builds N] [--interval MS]\n"
    "      render DEF.xml as render does, then again on every save of it (or of\n"
    "      the --layout file); errors as file:line:col: error: message, and a\n"
    "      definition with errors writes nothing, so the last good PDFs stay.\n"
    "      Ctrl-C stops it; the exit status is the last build's.\n"
    "      --max-builds N stop after N builds (the first included)\n"
    "      --interval MS  how often the files are looked at (default 250, 10 to\n"
    "                     60000 ms); a change is built once they hold still\n",
};
