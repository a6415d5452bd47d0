/* cli_pieces.c: `pnpgen pieces`: a game's pieces as one table for review
 * (id, name, count, moves in words as the reference cards print them,
 * moves in XBetza, promotion), aligned text or CSV (RFC 4180). */
#include "cli.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { OPT_CSV = CLI_LONG };
enum { COLS = 6, WORDS = 3 };

static const char *const heads[COLS] = {"id", "name", "count", "moves", "xbetza", "promotion"};

/* Every move table, with where (zone) and when (option) it applies. */
static char *moves_betza(const struct piece *p)
{
    char *s = xstrdup("");
    for (int i = 0; i < p->nmoves; i++) {
        const struct moves *m = &p->moves[i];
        str_cat_free(&s, str_printf("%s%s%s%s%s%s", i ? "; " : "", m->betza,
                                    m->in_zone ? " in " : "", m->in_zone ? m->in_zone : "",
                                    m->option ? " with " : "", m->option ? m->option : ""));
    }
    return s;
}

/* "to Gold; compulsory", "to Queen, Rook, Bishop or Knight", "". */
static char *promotion(const struct piece *p)
{
    char *s = xstrdup(p->nchoices ? "to " : "");
    for (int i = 0; i < p->nchoices; i++)
        str_cat_free(&s, str_printf("%s%s", i == 0 ? "" : i == p->nchoices - 1 ? " or " : ", ",
                                    p->choices[i]->name));
    if (p->nchoices && p->compulsory)
        str_cat(&s, "; compulsory");
    return s;
}

static void csv_field(const char *s, int last)
{
    if (strpbrk(s, ",\"\r\n")) {
        putchar('"');
        for (; *s; s++) {
            if (*s == '"')
                putchar('"');
            putchar(*s);
        }
        putchar('"');
    } else
        fputs(s, stdout);
    fputs(last ? "\r\n" : ",", stdout);
}

/* Display width of UTF-8 text (code points; the names are short). */
static int width(const char *s)
{
    int n = 0;
    for (; *s; s++)
        n += ((unsigned char)*s & 0xC0) != 0x80;
    return n;
}

static void print_table(char *cell[][COLS], int rows, int csv)
{
    int w[COLS] = {0};
    for (int r = 0; r < rows; r++)
        for (int c = 0; c < COLS; c++)
            if (width(cell[r][c]) > w[c])
                w[c] = width(cell[r][c]);
    /* aligned: the words, the longest column, last */
    static const int order[COLS] = {0, 1, 2, 4, 5, WORDS};
    for (int r = 0; r < rows; r++)
        for (int k = 0; k < COLS; k++) {
            if (csv) {
                csv_field(cell[r][k], k == COLS - 1);
                continue;
            }
            const char *s = cell[r][order[k]];
            if (k == COLS - 1)
                printf("%s\n", s);
            else
                printf("%s%*s  ", s, w[order[k]] - width(s), "");
        }
}

static int run(int argc, char **argv)
{
    static const struct cli_option longopts[] = {
        {"csv", 0, OPT_CSV},
        CLI_HELP_OPTION,
        CLI_END_OPTIONS,
    };
    int csv = 0, c, rc = CLI_OK;
    while ((c = cli_next_option(&cli_pieces, argc, argv, "", longopts, &rc)) >= 0)
        csv = 1;
    if (c == CLI_STOP)
        return rc;
    if (cli_operands(&cli_pieces, argc, argv, 1, 1, "a definition, DEF.xml") < 0)
        return CLI_INPUT;
    struct variant v;
    rc = cli_load_definition(argv[optind], &v);
    if (rc == CLI_OK) {
        int rows = v.npieces + 1;
        char *(*cell)[COLS] = xcalloc((size_t)rows, sizeof *cell);
        for (int k = 0; k < COLS; k++)
            cell[0][k] = xstrdup(heads[k]);
        for (int i = 0; i < v.npieces; i++) {
            const struct piece *p = &v.pieces[i];
            char **row = cell[i + 1];
            row[0] = xstrdup(p->id);
            row[1] = xstrdup(p->name);
            row[2] = str_printf("%d", p->count);
            row[WORDS] = compose_refcard_words(&v, p, 0, REFCARD_FULL); /* as the cards say it */
            row[4] = moves_betza(p);
            row[5] = promotion(p);
        }
        print_table(cell, rows, csv);
        for (int r = 0; r < rows; r++)
            for (int k = 0; k < COLS; k++)
                free(cell[r][k]);
        free(cell);
    }
    variant_free(&v);
    return rc;
}

const struct cli_command cli_pieces = {
    "pieces", run,
    "  pnpgen pieces DEF.xml [--csv]\n"
    "      the game's pieces as one table for review: id, name, count (per side;\n"
    "      0: only reached by promotion), moves in XBetza (each table, with its\n"
    "      zone and option), promotion, and the moves in words as the reference\n"
    "      cards print them (last)\n"
    "      --csv          the same as CSV (RFC 4180), the moves in words fourth\n",
};
