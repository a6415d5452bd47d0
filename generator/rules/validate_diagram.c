/* validate_diagram.c: each movement diagram against its piece's move
 * tables in every combination of options: the validator's check (its
 * errors name the rows' lines) and its verdict for the designers' document
 * (rules_diagram_agreement), from one comparison. */
#include "rules.h"

#include <stdio.h>
#include <string.h>

#include "notation/notation.h"
#include "base/base.h"
#include "rules-imp.h"

/* The line on which row `row` of a diagram's text stands. */
static int diagram_row_line(const struct piece_diagram *d, int row)
{
    int line = d->line, seen = -1, blank = 1;
    for (const char *s = d->text; *s; s++) {
        if (*s == '\n') {
            if (!blank && ++seen == row)
                return line;
            line++;
            blank = 1;
        } else if (*s != ' ' && *s != '\t' && *s != '\r') {
            blank = 0;
        }
    }
    return !blank && seen + 1 == row ? line : d->line;
}

static void betza_of(const struct piece *p, const char *in_zone, unsigned on, char *buf, size_t len)
{
    size_t used = 0;
    buf[0] = '\0';
    for (int i = 0; i < p->nmoves; i++) {
        const struct moves *m = &p->moves[i];
        if (!rules_moves_active(p, m, in_zone, on))
            continue;
        int w = snprintf(buf + used, len - used, "%s%s", used ? "+" : "", m->betza ? m->betza : "");
        if (w < 0 || (size_t)w >= len - used)
            break;
        used += (size_t)w;
    }
}

/* The squares that disagree in words, alike ones together ("(-1,+2) and 7
 * more show lame leap, the table says nothing"), the first three kinds;
 * returns how many squares the words cover. */
static size_t summarize_diffs(const struct move_diff *diffs, size_t n, char *buf, size_t len)
{
    size_t covered = 0;
    int kinds = 0;
    buf[0] = '\0';
    for (size_t i = 0; i < n && kinds < 3; i++) {
        int seen = 0;
        for (size_t k = 0; k < i && !seen; k++)
            seen = !strcmp(diffs[k].left, diffs[i].left) && !strcmp(diffs[k].right, diffs[i].right);
        if (seen)
            continue;
        size_t alike = 0;
        for (size_t k = i; k < n; k++)
            alike += !strcmp(diffs[k].left, diffs[i].left) && !strcmp(diffs[k].right, diffs[i].right);
        char one[220], also[40] = "";
        if (alike > 1)
            snprintf(also, sizeof also, " and %zu more", alike - 1);
        snprintf(one, sizeof one, "%s(%+d,%+d)%s show%s %s, the table says %s", kinds ? "; " : "",
                 diffs[i].dx, diffs[i].dy, also, alike > 1 ? "" : "s", diffs[i].left, diffs[i].right);
        str_append(buf, len, one);
        covered += alike;
        kinds++;
    }
    return covered;
}

/* The table's and the drawn moves of one diagram in one option state, and
 * the squares on which they differ (the first max of them in diffs); -1
 * when the table does not parse (reported elsewhere). */
static long diagram_state_diffs(const struct variant *v, const struct piece *p,
                                const struct piece_diagram *d, unsigned on,
                                struct move_diff *diffs, size_t max, size_t *table_moves)
{
    struct moveset table, drawn;
    moveset_init(&table);
    moveset_init(&drawn);
    long n = -1;
    if (rules_diagram_moves(p, d, on, &table, NULL) == 0) {
        diagram_moves_paths(&d->grid, rules_options_lame_paths(v, on), &drawn);
        moveset_canonicalize(&drawn);
        n = (long)moveset_compare(&drawn, &table, diffs, max);
        *table_moves = table.n;
    }
    moveset_free(&table);
    moveset_free(&drawn);
    return n;
}

/* Compares one diagram with the tables in one option state. One square
 * that disagrees is named with the line of its row; more make one
 * headline naming the first few (a wrong letter in the table, B for N,
 * makes a dozen). Returns the number of squares that disagree. */
static size_t check_diagram_state(const struct variant *v, const struct piece *p,
                                  const struct piece_diagram *d, unsigned on, int *line_said,
                                  struct report *r)
{
    struct move_diff diffs[64];
    size_t moves;
    long got = diagram_state_diffs(v, p, d, on, diffs, 64, &moves);
    size_t n = got < 0 ? 0 : (size_t)got;
    char betza[256], state[160], where[200];
    betza_of(p, d->in_zone, on, betza, sizeof betza);
    rules_options_state_name(v, on, state, sizeof state);
    snprintf(where, sizeof where, "%s%s%s%s", d->in_zone ? " in " : "",
             d->in_zone ? d->in_zone : "", state[0] ? " " : "", state);
    if (n == 1) {
        int row = d->grid.size / 2 - diffs[0].dy;
        int line = (row >= 0 && row < d->grid.size) ? diagram_row_line(d, row) : d->line;
        report_error(r, line, "piece '%s': diagram%s square (%+d,%+d) shows %s, move table (%s) says %s",
                     p->id, where, diffs[0].dx, diffs[0].dy, diffs[0].left, betza, diffs[0].right);
        if (line > *line_said)
            *line_said = line;
    } else if (n > 1) {
        char first[700];
        size_t listed = summarize_diffs(diffs, n < 64 ? n : 64, first, sizeof first);
        char more[64] = "";
        if (n > listed)
            snprintf(more, sizeof more, "; and %s%zu more", n >= 64 ? "at least " : "", n - listed);
        report_error(r, d->line, "piece '%s': diagram%s and move table (%s) disagree on %s%zu squares: %s%s",
                     p->id, where, betza, n >= 64 ? "at least " : "", n, first, more);
        if (d->line > *line_said)
            *line_said = d->line;
    }
    return n;
}

int rules_diagram_agreement(const struct variant *v, const struct piece *p,
                            const struct piece_diagram *d, int *moves, int *states)
{
    int differ = 0;
    *moves = 0;
    *states = 0;
    if (d->grid.size == 0)
        return -1;
    for (unsigned on = 0; on < (1u << v->noptions); on++) {
        struct move_diff diff;
        size_t table_moves = 0;
        long n = diagram_state_diffs(v, p, d, on, &diff, 1, &table_moves);
        differ += n < 0 ? 1 : (int)n;
        if (n >= 0 && on == 0)
            *moves = (int)table_moves;
        *states += n >= 0;
    }
    return differ;
}

/* Every diagram must match its tables with every combination of options.
 * Returns the line of the last disagreement reported, or 0. */
int rules_check_diagram(const struct variant *v, const struct piece *p,
                         const struct piece_diagram *d, struct report *r)
{
    if (d->grid.size == 0)
        return 0; /* the loader reported why it did not parse */
    if (diagram_has_path_leaps(&d->grid) && !rules_options_lame_paths(v, (1u << v->noptions) - 1))
        report_error(r, d->line, "piece '%s': the diagram draws path leaps ('~') but no "
                     "<option path-leaps=\"lame\"> makes them lame; write '*' for a plain leap", p->id);
    int line_said = 0;
    for (unsigned on = 0; on < (1u << v->noptions); on++)
        check_diagram_state(v, p, d, on, &line_said, r);
    return line_said;
}
