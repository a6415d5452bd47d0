/* cli_import.c: `pnpgen import`: Fairy-Stockfish variants.ini sections as
 * definitions (engine/ does the work), and `pnpgen export`: a definition
 * as a section the engine plays. */
#define _POSIX_C_SOURCE 200809L
#include "cli.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "engine/engine.h"

static int run_import(int argc, char **argv)
{
    static const struct cli_option longopts[] = {
        {"output", 1, 'o'},
        CLI_HELP_OPTION,
        CLI_END_OPTIONS,
    };
    const char *dir = ".";
    int c, rc = CLI_OK;
    while ((c = cli_next_option(&cli_import, argc, argv, "o:", longopts, &rc)) >= 0)
        dir = optarg; /* -o, the one option */
    if (c == CLI_STOP)
        return rc;
    if (cli_operands(&cli_import, argc, argv, 1, -1, "a Fairy-Stockfish file, FILE.ini") < 0)
        return CLI_INPUT;
    if (mkdir(dir, 0777) != 0 && errno != EEXIST) {
        fprintf(stderr, "%s: error: cannot make the folder: %s\n", dir, strerror(errno));
        return CLI_INPUT;
    }
    struct engine_import_result res;
    engine_import(argv[optind], argv + optind + 1, argc - optind - 1, dir, &res);
    if (res.unreadable)
        return CLI_INPUT;
    fprintf(stderr, "pnpgen import: %d section%s written to %s, %d refused\n", res.written,
            res.written == 1 ? "" : "s", dir, res.refused);
    return res.refused ? CLI_RULES : CLI_OK;
}

static int run_export(int argc, char **argv)
{
    static const struct cli_option longopts[] = {
        {"output", 1, 'o'},
        CLI_HELP_OPTION,
        CLI_END_OPTIONS,
    };
    const char *path = NULL;
    int c, rc = CLI_OK;
    while ((c = cli_next_option(&cli_export, argc, argv, "o:", longopts, &rc)) >= 0)
        path = optarg;
    if (c == CLI_STOP)
        return rc;
    if (cli_operands(&cli_export, argc, argv, 1, 1, "a definition, DEF.xml") < 0)
        return CLI_INPUT;
    const char *def = argv[optind];
    struct variant v;
    rc = cli_load_definition(def, &v);
    if (rc != CLI_OK) {
        variant_free(&v);
        return rc;
    }
    char *text = NULL;
    size_t len = 0;
    FILE *mem = open_memstream(&text, &len);
    if (!mem)
        xout_of_memory();
    struct report r = {.file = def};
    int ok = engine_export(&v, mem, &r) == 0;
    fclose(mem);
    variant_free(&v);
    if (!ok) {
        free(text);
        return CLI_RULES;
    }
    /* standard output's errors are main's to report */
    FILE *out = path ? fopen(path, "w") : stdout;
    if (!out || fwrite(text, 1, len, out) != len || (path && fclose(out) != 0)) {
        fprintf(stderr, "%s: error: cannot write: %s\n", path ? path : "stdout", strerror(errno));
        free(text);
        return CLI_INPUT;
    }
    free(text);
    return CLI_OK;
}

const struct cli_command cli_import = {
    "import", run_import,
    "  pnpgen import FILE.ini [VARIANT...] [-o DIR]\n"
    "      write DIR/<variant>.xml (default DIR: the current folder) for each\n"
    "      section of a Fairy-Stockfish variants.ini, or for those named; each is\n"
    "      validated before it is written. A section that cannot be imported\n"
    "      faithfully is refused, naming the section, the key and why.\n"
    "      Exit 0 all written, 1 some refused, 2 the file cannot be read.\n",
};

const struct cli_command cli_export = {
    "export", run_export,
    "  pnpgen export DEF.xml [-o FILE]\n"
    "      write the definition as a variants.ini section named by its id, for\n"
    "      Fairy-Stockfish (setoption name VariantPath value FILE); what the engine\n"
    "      cannot say is a comment in the section and a warning.\n"
    "      Exit 0 written, 1 the engine would play another game (not written),\n"
    "      2 unreadable input or a failed write.\n",
};
