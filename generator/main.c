/* main.c: the pnpgen command line. It only dispatches: each command is a
 * file of generator/cli/ (cli.h), which runs the stages in order (load,
 * rules, compose, write) and turns their results into exit codes. Here:
 * the top-level options (--help, --version), the choice of command, and
 * the check that what went to standard output was really written. */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "base/base.h"
#include "cli/cli.h"
#include "load/load.h"
#include "text/text.h"

static const struct cli_command *const commands[] = {
    &cli_new, &cli_validate, &cli_render, &cli_measure, &cli_moves, &cli_pieces, &cli_watch,
    &cli_import, &cli_export,
};
enum { NCOMMANDS = sizeof commands / sizeof commands[0] };

static void usage(FILE *f)
{
    fputs("usage:\n", f);
    for (int i = 0; i < NCOMMANDS; i++)
        fputs(commands[i]->help, f);
    fputs("  pnpgen --help, pnpgen COMMAND --help (or -h)\n"
          "      this help, or one command's\n"
          "  pnpgen --version\n"
          "      the version of pnpgen\n"
          "Options take their value as --layout=FILE or --layout FILE (-oDIR or -o DIR),\n"
          "in any order among the files; `--` ends the options.\n"
          "Exit status: 0 clean; 1 a wrong but readable file (not XML, schema or rule\n"
          "errors, a set that does not fit its paper); 2 a file that cannot be read, a\n"
          "font that is not installed, a failed write, or a misused command line; 3 out\n"
          "of memory.\n", f);
}

/* `pnpgen --help`, `pnpgen -h`, `pnpgen --version`: the one option taken
 * before a command. Returns an exit code. */
static int top_level_option(int argc, char **argv)
{
    const char *a = argv[1];
    int help = !strcmp(a, "--help") || !strcmp(a, "-h");
    int version = !strcmp(a, "--version");
    if ((help || version) && argc > 2)
        return cli_misuse(NULL, "unexpected argument '%s' after %s", argv[2], a);
    if (help)
        usage(stdout);
    else if (version)
        printf("pnpgen %s\n", CLI_VERSION);
    else if (a[1] == '-')
        return cli_misuse(NULL, "unrecognized option '%s'", a);
    else
        return cli_misuse(NULL, "invalid option '%s'", a);
    return CLI_OK;
}

static int dispatch(int argc, char **argv)
{
    if (argc < 2)
        return cli_misuse(NULL, "give a command: new, validate, render, measure, moves, pieces, "
                          "watch, import or export");
    if (argv[1][0] == '-' && argv[1][1])
        return top_level_option(argc, argv);
    for (int i = 0; i < NCOMMANDS; i++)
        if (!strcmp(argv[1], commands[i]->name))
            return commands[i]->run(argc - 1, argv + 1);
    return cli_misuse(NULL, "unknown command '%s'", argv[1]);
}

/* Output lost on a full disk or a closed pipe is a failure, not a success:
 * standard output is flushed and closed here, and an error reported. */
static int close_stdout(void)
{
    int failed = ferror(stdout);
    errno = 0;
    if (fclose(stdout) != 0 || failed) {
        int err = errno;
        fprintf(stderr, "pnpgen: error: cannot write to standard output%s%s\n", err ? ": " : "",
                err ? strerror(err) : "");
        return -1;
    }
    return 0;
}

/* The sanitizer build never calls FcFini() (see text_shutdown): what
 * fontconfig keeps stays reachable through its configuration, but parts are
 * addressed by offsets, so LeakSanitizer counts the configuration's
 * patterns as lost. tests/lsan.supp names that one allocation site. */
#if defined(__SANITIZE_ADDRESS__)
#define LEAK_CHECKED_BUILD 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define LEAK_CHECKED_BUILD 1
#endif
#endif
#ifdef LEAK_CHECKED_BUILD
/* The sanitizer build carries tests/lsan.supp's one line, so that it runs
 * clean wherever it is started, not only from tests/run.sh. */
const char *__lsan_default_suppressions(void);
const char *__lsan_default_suppressions(void)
{
    return "leak:libfontconfig.so\n";
}
const char *__lsan_default_options(void);
const char *__lsan_default_options(void)
{
    return "print_suppressions=0";
}
#endif

int main(int argc, char **argv)
{
    base_memory_init();
    /* not a terminal: one buffer for the whole output, so that a failed
       write is met at the close, where its reason is still known */
    static char outbuf[1 << 20];
    if (!isatty(STDOUT_FILENO))
        setvbuf(stdout, outbuf, _IOFBF, sizeof outbuf);
    int rc = dispatch(argc, argv);
    /* the libraries' global caches released, so that LeakSanitizer sees
       only real leaks */
    text_shutdown();
    xml_cleanup();
    if (close_stdout() != 0 && rc == CLI_OK)
        rc = CLI_INPUT;
    return rc;
}
