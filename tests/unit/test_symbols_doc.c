/* test_symbols_doc.c: piecedefs/diagram-symbols.md against the diagram
 * parser, both ways: every token its tables show parses (somewhere in a
 * 5 x 5 grid), and every token of up to three characters that the parser
 * accepts is one the document describes, so that a token added to the
 * parser without its line in the document fails here. Read from the
 * repository's root, where make check runs the unit tests. */
#include "notation/notation.h"
#include "test.h"

#include <stdlib.h>

#define DOC "piecedefs/diagram-symbols.md"
#define MAX_DOC_TOKENS 400

struct doc_tokens {
    char tok[MAX_DOC_TOKENS][32];
    int n;
};

static void doc_add(struct doc_tokens *d, const char *s, size_t len)
{
    if (len == 0 || len >= sizeof d->tok[0] || d->n == MAX_DOC_TOKENS)
        return;
    for (int k = 0; k < d->n; k++)
        if (strlen(d->tok[k]) == len && !memcmp(d->tok[k], s, len))
            return;
    memcpy(d->tok[d->n], s, len);
    d->tok[d->n][len] = '\0';
    d->n++;
}

/* The backticked words of a table cell ("`N` `NE`", "`↑ ↗ → ...`"). */
static void cell_tokens(const char *cell, size_t len, struct doc_tokens *d)
{
    const char *end = cell + len;
    for (const char *p = cell; p < end; p++) {
        if (*p != '`')
            continue;
        const char *q = memchr(p + 1, '`', (size_t)(end - p - 1));
        if (!q)
            return;
        for (const char *w = p + 1; w < q;) {
            while (w < q && *w == ' ')
                w++;
            const char *e = w;
            while (e < q && *e != ' ')
                e++;
            doc_add(d, w, (size_t)(e - w));
            w = e;
        }
        p = q;
    }
}

/* Tokens from the first `cols` cells of every table row in text ("| `o` |
 * `○` | ...": the token and its Unicode alias, or a short form and what it
 * is the same as). */
static void row_tokens(const char *text, int cols, struct doc_tokens *d)
{
    for (const char *line = text; line && *line;) {
        const char *nl = strchr(line, '\n');
        size_t len = nl ? (size_t)(nl - line) : strlen(line);
        if (len > 3 && !strncmp(line, "| `", 3)) {
            const char *c = line + 1, *end = line + len;
            for (int k = 0; k < cols && c < end; k++) {
                const char *bar = memchr(c, '|', (size_t)(end - c));
                if (!bar)
                    break;
                cell_tokens(c, (size_t)(bar - c), d);
                c = bar + 1;
            }
        }
        line = nl ? nl + 1 : NULL;
    }
}

static char *read_doc(void)
{
    FILE *f = fopen(DOC, "rb");
    if (!f)
        return NULL;
    char *text = calloc(1, 1 << 20);
    size_t n = fread(text, 1, (1 << 20) - 1, f);
    fclose(f);
    text[n] = '\0';
    return text;
}

/* Does token t parse in some cell of a 5 x 5 grid (or in the centre, for
 * '@')? */
static int token_parses(const char *t)
{
    char grid[5 * 5 * 40];
    for (int cell = 0; cell < 25; cell++) {
        if (cell == 12 && strcmp(t, "@"))
            continue;
        char *p = grid;
        for (int k = 0; k < 25; k++) {
            const char *s = k == cell ? t : k == 12 ? "@" : ".";
            p += sprintf(p, "%s%c", s, k % 5 == 4 ? '\n' : ' ');
        }
        struct diagram dg;
        struct diagram_error err;
        if (diagram_parse(grid, &dg, &err) == 0) {
            diagram_free(&dg);
            return 1;
        }
        /* a token the parser cannot read fails the same way in every cell
           (only placement depends on the cell): no need to try the rest */
        if (strstr(err.message, "unknown token") || strstr(err.message, "needs a direction") ||
            strstr(err.message, "too long") || strstr(err.message, "at most two"))
            return 0;
    }
    return 0;
}

static int documented(const struct doc_tokens *d, const char *t)
{
    for (int k = 0; k < d->n; k++)
        if (!strcmp(d->tok[k], t))
            return 1;
    return 0;
}

/* The documented language: a listed token, or `[i]` shape `[m|x][e]` with a
 * shape of the shapes table ('O', '.' and '@' take neither). */
static int in_language(const struct doc_tokens *d, const struct doc_tokens *shapes,
                       const char *t)
{
    if (documented(d, t))
        return 1;
    const char *body = t[0] == 'i' ? t + 1 : t;
    for (int k = 0; k < shapes->n; k++) {
        const char *s = shapes->tok[k];
        size_t n = strlen(s);
        if (!strcmp(s, "O") || !strcmp(s, ".") || !strcmp(s, "@") || strncmp(body, s, n))
            continue;
        const char *rest = body + n;
        if (*rest == 'm' || *rest == 'x')
            rest++;
        if (*rest == 'e')
            rest++;
        if (!*rest)
            return 1;
    }
    return 0;
}

void test_diagram_symbols_documented(void)
{
    static struct doc_tokens doc, shapes;
    doc.n = shapes.n = 0;
    char *text = read_doc();
    if (!text) {
        CHECK(!"cannot read " DOC " (run from the repository's root)");
        return;
    }
    row_tokens(text, 2, &doc);
    /* the modality grammar is stated where in_language expects it */
    CHECK(strstr(text, "The order is `[i]` shape `[m|x][e]`") != NULL);
    /* the shapes: first cells of the table from "## Shapes" to the next
     * heading */
    char *from = strstr(text, "\n## Shapes"), *to = from ? strstr(from + 1, "\n## ") : NULL;
    CHECK(from && to);
    if (from && to) {
        *to = '\0';
        row_tokens(from, 1, &shapes);
        *to = '\n';
    }
    /* "`pN` … `pNW`": every direction */
    static const char *const dirs[] = {"N", "NE", "E", "SE", "S", "SW", "W", "NW"};
    for (int k = 0, n = shapes.n; k < n; k++)
        if ((shapes.tok[k][0] == 'p' || shapes.tok[k][0] == 'g') && shapes.tok[k][1] == 'N')
            for (int j = 0; j < 8; j++) {
                char w[8];
                snprintf(w, sizeof w, "%c%s", shapes.tok[k][0], dirs[j]);
                doc_add(&shapes, w, strlen(w));
            }
    CHECK(doc.n > 40);
    CHECK(shapes.n > 20);
    /* every documented token parses */
    for (int k = 0; k < doc.n; k++) {
        if (!strcmp(doc.tok[k], "…"))
            continue;
        if (!token_parses(doc.tok[k])) {
            fprintf(stderr, "  " DOC ": token '%s' does not parse\n", doc.tok[k]);
            CHECK(!"a documented token does not parse");
        }
    }
    /* every example grid (a fenced block) parses */
    int grids = 0;
    for (char *p = strstr(text, "\n```\n"); p; ) {
        char *end = strstr(p + 5, "\n```");
        if (!end)
            break;
        *end = '\0';
        struct diagram dg;
        struct diagram_error err;
        if (diagram_parse(p + 5, &dg, &err) == 0) {
            diagram_free(&dg);
        } else {
            fprintf(stderr, "  " DOC ": example grid line %d: %s\n", err.line + 1, err.message);
            CHECK(!"an example grid does not parse");
        }
        *end = '\n';
        grids++;
        p = strstr(end + 4, "\n```\n");
    }
    CHECK(grids > 0);
    /* every short token the parser accepts is documented */
    static const char alphabet[] =
        "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ*~.@#-0";
    size_t na = sizeof alphabet - 1, undocumented = 0;
    char t[4];
    for (size_t a = 0; a < na; a++)
        for (size_t b = 0; b <= na; b++)
            for (size_t c = 0; c <= (b < na ? na : 0); c++) {
                t[0] = alphabet[a];
                t[1] = b < na ? alphabet[b] : '\0';
                t[2] = c < na ? alphabet[c] : '\0';
                t[3] = '\0';
                if (!token_parses(t) || in_language(&doc, &shapes, t))
                    continue;
                if (undocumented++ < 10)
                    fprintf(stderr, "  token '%s' parses but " DOC " does not describe it\n", t);
            }
    CHECK_INT(undocumented, 0);
    free(text);
}
