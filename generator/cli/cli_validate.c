/* cli_validate.c: `pnpgen validate`: check definitions against the schema,
 * the rules and their layout's fonts, every error of a file sorted by line;
 * the exit code is the worst of the files'. */
#include "cli.h"

enum { OPT_LAYOUT = CLI_LONG };

static int run(int argc, char **argv)
{
    static const struct cli_option longopts[] = {
        {"layout", 1, OPT_LAYOUT},
        CLI_HELP_OPTION,
        CLI_END_OPTIONS,
    };
    const char *layout_path = NULL;
    int c, rc = CLI_OK;
    while ((c = cli_next_option(&cli_validate, argc, argv, "", longopts, &rc)) >= 0)
        layout_path = optarg; /* OPT_LAYOUT, the one option */
    if (c == CLI_STOP)
        return rc;
    if (cli_operands(&cli_validate, argc, argv, 1, -1, "one or more definitions, DEF.xml...") < 0)
        return CLI_INPUT;
    int worst = CLI_OK;
    for (int i = optind; i < argc; i++) {
        /* with its layout: what the render would print must have a font */
        struct cli_set set;
        int one = cli_set_load(argv[i], layout_path, &set);
        /* and what render would refuse on that paper (a piece or a name too
           large for its face, a screen taller than the page) */
        if (one == CLI_OK &&
            compose_set_check(&set.v, &set.lo, &(struct report){.file = set.v.file}) != 0)
            one = CLI_RULES;
        cli_set_free(&set);
        if (one > worst)
            worst = one;
    }
    return worst;
}

const struct cli_command cli_validate = {
    "validate", run,
    "  pnpgen validate DEF.xml... [--layout LAYOUT.xml]\n"
    "      check definitions against the schema and the rules (diagrams against\n"
    "      move tables, references, setup), that the layout's fonts print every\n"
    "      character they use, and whatever render would refuse on its paper (a\n"
    "      piece or a name too large for its face); every error, sorted by line.\n"
    "      Exit 0 clean, 1 a wrong file (not XML, schema or rule errors), 2 a file\n"
    "      that cannot be read or a font that is not installed.\n"
    "      --layout FILE  the layout checked against (default as render's)\n",
};
