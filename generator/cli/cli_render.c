/* cli_render.c: the command `pnpgen render`: its options (watch takes
 * them too) and its help. The rendering is cli_render_one.c's, for one
 * definition, and cli_render_many.c's, for several. */
#define _POSIX_C_SOURCE 200809L
#include "cli.h"

#include <stdio.h>
#include <string.h>

#include "write/write.h"

enum { OPT_LAYOUT = CLI_LONG, OPT_PNG, OPT_SVG, OPT_BOOKLET };

const struct cli_option cli_render_longopts[] = {
    {"layout", 1, OPT_LAYOUT},
    {"output", 1, 'o'},
    {"booklet", 1, OPT_BOOKLET},
    {"png", 1, OPT_PNG},
    {"svg", 0, OPT_SVG},
    CLI_HELP_OPTION,
    CLI_END_OPTIONS,
};

int cli_render_option(int c, const char *arg, struct cli_render_options *o, int *rc)
{
    switch (c) {
    case OPT_LAYOUT:
        o->layout_path = arg;
        return c;
    case 'o':
        if (!arg[0]) {
            fprintf(stderr, "pnpgen: error: -o '': give the name of a folder\n");
            *rc = CLI_INPUT;
            return CLI_STOP;
        }
        o->outdir = arg;
        return c;
    case OPT_PNG:
        if (cli_parse_int(arg, PNG_DPI_MIN, PNG_DPI_MAX, &o->png_dpi) != 0) {
            fprintf(stderr, "pnpgen: error: --png '%s': give a resolution of %d to %d dpi\n", arg,
                    PNG_DPI_MIN, PNG_DPI_MAX);
            *rc = CLI_INPUT;
            return CLI_STOP;
        }
        return c;
    case OPT_SVG:
        o->svg = 1;
        return c;
    case OPT_BOOKLET:
        if (strcmp(arg, "a5") != 0) {
            fprintf(stderr, "pnpgen: error: --booklet '%s': the one booklet form is a5 "
                    "(without --booklet the booklet has the layout's pages)\n", arg);
            *rc = CLI_INPUT;
            return CLI_STOP;
        }
        o->booklet_a5 = 1;
        return c;
    default:
        return 0;
    }
}

static int run(int argc, char **argv)
{
    struct cli_render_options o = {0};
    /* watch's options and -j, for several sets at once */
    struct cli_option longopts[16];
    int nl = 0;
    for (const struct cli_option *p = cli_render_longopts; p->name; p++)
        longopts[nl++] = *p;
    longopts[nl++] = (struct cli_option){"jobs", 1, 'j'};
    longopts[nl] = (struct cli_option)CLI_END_OPTIONS;
    int c, rc = CLI_OK, jobs = 1;
    while ((c = cli_next_option(&cli_render, argc, argv, CLI_RENDER_SHORTOPTS "j:", longopts,
                                &rc)) >= 0) {
        if (c == 'j') {
            if (cli_parse_int(optarg, 1, CLI_JOBS_MAX, &jobs) != 0)
                return cli_misuse(&cli_render, "-j '%s': give a number of processes, 1 to %d",
                                  optarg, CLI_JOBS_MAX);
        } else if (cli_render_option(c, optarg, &o, &rc) == CLI_STOP) {
            return rc;
        }
    }
    if (c == CLI_STOP)
        return rc;
    int n = cli_operands(&cli_render, argc, argv, 1, -1, "a definition, DEF.xml");
    if (n < 0)
        return CLI_INPUT;
    if (n == 1)
        return cli_render_file(argv[optind], &o, NULL);
    return cli_render_files(&cli_render, argv + optind, n, jobs, &o);
}

const struct cli_command cli_render = {
    "render", run,
    "  pnpgen render DEF.xml... [--layout LAYOUT.xml] [-o DIR] [--booklet a5] [--png DPI]\n"
    "               [--svg] [-j N]\n"
    "      validate, then write DIR/<id>-components.pdf and DIR/<id>-booklet.pdf\n"
    "      for the players, and DIR/<id>-design.pdf (move tables, diagrams and\n"
    "      the validator's verdict) for designers\n"
    "      --booklet a5   write the booklet as DIR/<id>-booklet-a5.pdf instead: A5\n"
    "                     pages, two to a side of A4 landscape, in saddle-stitch\n"
    "                     order (an A4 layout only)\n"
    "      -o, --output DIR  the output folder (default output/<id>); with several\n"
    "                     definitions, each set goes into DIR/<file name without\n"
    "                     .xml> (default output/...), as make pdf names them\n"
    "      -j, --jobs N   with several definitions, render them in N processes\n"
    "                     (1 to 64; default 1); one process renders many sets\n"
    "                     faster than a process for each: fonts load once\n"
    "      --layout FILE  page geometry and fonts (default layouts/a4.xml, looked\n"
    "                     for beside the definition's folder, in the current\n"
    "                     folder, in the data directory ($PNPGEN_DATADIR, else\n"
    "                     the one installed) and beside pnpgen's own folder)\n"
    "      --png DPI      also write every page as DIR/<id>-<doc>-pNN.png (10 to 1200)\n"
    "      --svg          also write every page as DIR/<id>-<doc>-pNN.svg\n",
};
