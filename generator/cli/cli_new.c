/* cli_new.c: `pnpgen new`: a starting definition for a new game, the
 * commented template with its id and name filled in; never written over an
 * existing file. */
#define _POSIX_C_SOURCE 200809L
#include "cli.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "load/load.h"

extern const char cli_template_new[];

/* "my-game" -> "My game": the printed name the template starts with. */
static char *name_from_id(const char *id)
{
    char *name = xstrdup(id);
    for (char *p = name; *p; p++)
        if (*p == '-')
            *p = ' ';
    if (name[0] >= 'a' && name[0] <= 'z')
        name[0] = (char)(name[0] - 'a' + 'A');
    return name;
}

/* Writes the template with @ID@, @NAME@ and @SCHEMA@ (the schema an editor
 * validates it against) filled in to path, which must not exist: an exit code. */
static int write_template(const char *id, const char *path)
{
    char *name = name_from_id(id), *schema = layout_find_schema();
    int rc = CLI_OK;
    int fd = open(path, O_WRONLY | O_CREAT | O_EXCL, 0644);
    FILE *f = fd >= 0 ? fdopen(fd, "w") : NULL;
    if (!f) {
        fprintf(stderr, "%s: error: cannot write: %s\n", path,
                errno == EEXIST ? "the file exists (pnpgen new never overwrites)" : strerror(errno));
        if (fd >= 0)
            close(fd);
        rc = CLI_INPUT;
    } else {
        for (const char *t = cli_template_new; *t; t++) {
            if (!strncmp(t, "@ID@", 4)) {
                fputs(id, f);
                t += 3;
            } else if (!strncmp(t, "@NAME@", 6)) {
                fputs(name, f);
                t += 5;
            } else if (!strncmp(t, "@SCHEMA@", 8)) {
                fputs(schema, f);
                t += 7;
            } else
                fputc(*t, f);
        }
        if (fclose(f) != 0) {
            fprintf(stderr, "%s: error: cannot write: %s\n", path, strerror(errno));
            rc = CLI_INPUT;
        } else
            printf("wrote %s: check it with `pnpgen validate %s`, print it with "
                   "`pnpgen render %s`\n", path, path, path);
    }
    free(name);
    free(schema);
    return rc;
}

static int run(int argc, char **argv)
{
    static const struct cli_option longopts[] = {
        {"output", 1, 'o'},
        CLI_HELP_OPTION,
        CLI_END_OPTIONS,
    };
    const char *path = NULL;
    int c, rc = CLI_OK;
    while ((c = cli_next_option(&cli_new, argc, argv, "o:", longopts, &rc)) >= 0)
        path = optarg; /* -o, the one option */
    if (c == CLI_STOP)
        return rc;
    if (cli_operands(&cli_new, argc, argv, 1, 1, "an id for the game, ID") < 0)
        return CLI_INPUT;
    const char *id = argv[optind];
    if (!cli_id_is_file_name(id)) {
        fprintf(stderr, "pnpgen: error: '%s' is not an id: use 1 to 40 lower-case letters, digits "
                "and '-'\n", id);
        return CLI_INPUT;
    }
    char *own = path ? NULL : str_printf("%s.xml", id);
    rc = write_template(id, path ? path : own);
    free(own);
    return rc;
}

const struct cli_command cli_new = {
    "new", run,
    "  pnpgen new ID [-o PATH]\n"
    "      write a starting definition for a new game to ID.xml (or PATH): a small\n"
    "      complete game, commented, that validates and renders as it stands.\n"
    "      ID: 1 to 40 lower-case letters, digits and '-'. An existing file is\n"
    "      never overwritten.\n",
};
