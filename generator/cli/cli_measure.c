/* cli_measure.c: `pnpgen measure`: the component pages as printed, page by
 * page and for the set (sheets, smallest text, mark and cell, emptiest
 * page). */
#include "cli.h"

#include <stdio.h>

#include "write/write.h"

enum { OPT_LAYOUT = CLI_LONG, OPT_FACES };

static int run(int argc, char **argv)
{
    static const struct cli_option longopts[] = {
        {"layout", 1, OPT_LAYOUT},
        {"faces", 0, OPT_FACES},
        CLI_HELP_OPTION,
        CLI_END_OPTIONS,
    };
    const char *layout_path = NULL;
    int faces = 0, c, rc = CLI_OK;
    while ((c = cli_next_option(&cli_measure, argc, argv, "", longopts, &rc)) >= 0) {
        if (c == OPT_LAYOUT)
            layout_path = optarg;
        else
            faces = 1;
    }
    if (c == CLI_STOP)
        return rc;
    if (cli_operands(&cli_measure, argc, argv, 1, 1, "a definition, DEF.xml") < 0)
        return CLI_INPUT;
    const char *def = argv[optind];
    struct cli_set set;
    rc = cli_set_load(def, layout_path, &set);
    const struct variant *v = &set.v;
    const struct layout *lo = &set.lo;
    struct composed cs;
    if (rc == CLI_OK && compose_set(v, lo, NULL, &cs, &(struct report){.file = v->file}) != 0)
        rc = CLI_RULES;
    else if (rc == CLI_OK) {
        struct write_measure m;
        write_measure_document(lo, &cs.components, &m, stdout);
        if (faces)
            write_measure_faces(&cs.components, stdout);
        char text[48], mark[48], cell[48], big[48];
        printf("%s: sheets %d, smallest text %s, smallest mark %s, smallest cell %s, "
               "larger grids' cell %s, emptiest page %d: %.0f%%\n",
               v->id, m.sheets, write_measure_least(text, sizeof text, m.text_pt, "pt", m.text_page),
               write_measure_least(mark, sizeof mark, m.mark_mm, "mm", m.mark_page),
               write_measure_least(cell, sizeof cell, m.cell_mm, "mm", m.cell_page),
               write_measure_least(big, sizeof big, m.big_cell_mm, "mm", m.big_cell_page),
               m.empty_page, 100 * m.empty);
        compose_set_free(&cs);
    }
    if (rc != CLI_OK)
        fprintf(stderr, "%s: nothing measured\n", def);
    cli_set_free(&set);
    return rc;
}

const struct cli_command cli_measure = {
    "measure", run,
    "  pnpgen measure DEF.xml [--layout LAYOUT.xml] [--faces]\n"
    "      the component pages as printed: sheets, the smallest text (pt), the\n"
    "      smallest diagram mark and grid cell (mm) and the emptiest page (share of\n"
    "      the printable area), page by page and for the set\n"
    "      --faces        also where each piece's front face is printed, and\n"
    "                     what its back prints\n",
};
