/* cli.h: pnpgen's commands, one file each (cli_render.c, cli_validate.c,
 * ...), and what they share: reading options the GNU way (cli_args.c) and
 * loading a definition with its layout (cli_set.c). main.c only
 * dispatches. This folder is the only one that knows exit codes:
 *   0  clean
 *   1  a wrong but readable file: XML, schema or rule errors, a set that
 *      does not fit its paper
 *   2  a file that cannot be read, a font that is not installed, a
 *      failed write, or a misused command line
 *   3  out of memory: base/ ends the process itself (base.h) */
#ifndef PNPGEN_CLI_H
#define PNPGEN_CLI_H

#include <unistd.h> /* optind, optarg */

#include "base/base.h"
#include "compose/compose.h"
#include "model/model.h"

#define CLI_VERSION "1.0"

enum { CLI_OK = 0, CLI_RULES = 1, CLI_INPUT = 2 };

struct cli_command {
    const char *name;
    int (*run)(int argc, char **argv); /* argv[0] is the command's name */
    const char *help;                  /* its usage and options, for --help */
};
extern const struct cli_command cli_new, cli_validate, cli_render, cli_measure, cli_moves,
    cli_pieces, cli_watch, cli_import, cli_export;

/* ---- options (cli_args.c) ---- */
/* A long option, as getopt_long's struct option (whose name model.h's
 * variant options already take): val is the letter of its one-letter form,
 * or CLI_LONG and up for those that have none, so that a message can tell
 * them apart. A table ends with a NULL name. */
struct cli_option {
    const char *name;
    int takes_value;
    int val;
};
enum { CLI_LONG = 256 };
#define CLI_HELP_OPTION {"help", 0, 'h'}
#define CLI_END_OPTIONS {NULL, 0, 0}
/* The next option of a command's arguments through getopt_long: options
 * anywhere, --opt=value and --opt value, -oVALUE and -o VALUE, `--` ends
 * them, unambiguous abbreviations of long options. shortopts lists the
 * letters besides h. Returns the option (getopt's value), or -1 when
 * they are done (the operands are then argv[optind..argc-1]), or
 * CLI_STOP after printing the help (-h, --help: *rc = 0) or a one-line
 * misuse message and "Try 'pnpgen CMD --help'." (*rc = 2). */
enum { CLI_STOP = -2 };
int cli_next_option(const struct cli_command *cmd, int argc, char **argv, const char *shortopts,
                    const struct cli_option *longopts, int *rc);
/* The operands argv[optind..argc-1] number from min to max: returns their
 * count, or -1 after the misuse message naming `what` is missing or the
 * first unexpected one. */
int cli_operands(const struct cli_command *cmd, int argc, char **argv, int min, int max,
                 const char *what);
/* A misuse: "pnpgen: error: <message>" and the Try line; returns 2. */
int cli_misuse(const struct cli_command *cmd, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
/* An option's value as a whole decimal number in [lo, hi]: 0, or -1. */
int cli_parse_int(const char *value, long lo, long hi, int *out);

/* ---- a definition with its layout (cli_set.c) ---- */
/* What validate, render, measure and watch start from: the definition
 * loaded and validated, the layout (the given path, or the default one)
 * loaded for it, its fonts proved to print every character. */
struct cli_set {
    struct variant v;
    struct layout lo;
    char *layout_path;
};
/* Returns an exit code; free with cli_set_free whatever it returns. */
int cli_set_load(const char *def, const char *layout_path, struct cli_set *s);
void cli_set_free(struct cli_set *s);
/* The definition alone, loaded and validated: an exit code, the errors
 * printed sorted by line; free v with variant_free whatever it returns. */
int cli_load_definition(const char *path, struct variant *v);
/* Output files are named after the variant id: 1 to 40 of a-z, 0-9, '-'. */
int cli_id_is_file_name(const char *id);

/* ---- rendering (cli_render.c, cli_render_one.c, cli_render_many.c), for
 *      render and watch ---- */
struct cli_render_options {
    const char *layout_path, *outdir; /* NULL: the defaults */
    int png_dpi;                      /* 0: no PNG */
    int svg;
    int booklet_a5;                   /* the booklet as an imposed A5 booklet */
};
/* Reads one of render's options (c, as cli_next_option returned it, and
 * its value) into o; returns c when it was one of them, 0 when not (the
 * caller's own), CLI_STOP after a message (*rc). */
int cli_render_option(int c, const char *arg, struct cli_render_options *o, int *rc);
extern const struct cli_option cli_render_longopts[];
#define CLI_RENDER_SHORTOPTS "o:"
/* Loads, validates and renders DEF as `pnpgen render` does: an exit code,
 * and "DEF: nothing rendered" after any error. *dir (may be NULL): the
 * folder written to (malloc'd). */
int cli_render_file(const char *def, const struct cli_render_options *o, char **dir);
/* Renders n definitions, each into DIR/<its file name without .xml> (DIR:
 * o->outdir, else output), in `jobs` processes: the worst exit code. In a
 * worker process it returns that worker's code, for main to exit with;
 * a misuse is told as cmd's (cli_render_many.c). */
enum { CLI_JOBS_MAX = 64 }; /* render -j: the most processes */
int cli_render_files(const struct cli_command *cmd, char **defs, int n, int jobs,
                     const struct cli_render_options *o);

#endif
