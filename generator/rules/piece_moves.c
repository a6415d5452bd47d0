/* piece_moves.c: which move tables of a piece apply where it stands and
 * in which option state, and their moves (rules.h). The validator, the
 * rotation check and the booklet's words all ask this one question, so it
 * has a file of its own below them. */
#include "rules.h"
#include "rules-imp.h"

#include <stdio.h>
#include <string.h>

static int same_zone(const char *a, const char *b)
{
    return (!a && !b) || (a && b && !strcmp(a, b));
}

int rules_moves_active(const struct piece *p, const struct moves *m, const char *in_zone,
                 unsigned options_on)
{
    if (m->in_zone && (!in_zone || strcmp(m->in_zone, in_zone) != 0))
        return 0;
    if (m->option)
        return m->option_index >= 0 && ((options_on >> m->option_index) & 1u);
    /* an unmarked table gives way to a switched-on table for the same zone */
    for (int i = 0; i < p->nmoves; i++) {
        const struct moves *q = &p->moves[i];
        if (q->option && q->option_index >= 0 && ((options_on >> q->option_index) & 1u) &&
            same_zone(q->in_zone, m->in_zone))
            return 0;
    }
    return 1;
}

/* A table that ends in a lower-case letter whose capital is an atom ("r",
 * "fr") most likely meant the atom: the same table with that letter
 * capitalised, when it reads. */
static int capital_guess(const char *betza, char *buf, size_t len)
{
    size_t n = strlen(betza);
    if (n == 0 || n >= len || betza[n - 1] < 'a' || betza[n - 1] > 'z')
        return 0;
    memcpy(buf, betza, n + 1);
    buf[n - 1] = (char)(buf[n - 1] - 'a' + 'A');
    struct moveset ms;
    struct betza_error err;
    moveset_init(&ms);
    memset(&err, 0, sizeof err);
    int ok = betza_parse(buf, &ms, &err) == 0;
    moveset_free(&ms);
    return ok;
}

void rules_report_betza_error(struct report *r, const struct piece *p, const struct moves *m,
                              const struct betza_error *err)
{
    const char *betza = m->betza ? m->betza : "";
    char guess[128];
    if (capital_guess(betza, guess, sizeof guess))
        report_error(r, m->line, "piece '%s': move table \"%s\" at character %d: %s; did you mean "
                     "\"%s\"? (atoms are capitals, modifiers lower case)", p->id, betza,
                     err->column + 1, err->message, guess);
    else
        report_error(r, m->line, "piece '%s': move table \"%s\" at character %d: %s", p->id, betza,
                     err->column + 1, err->message);
}

int rules_piece_moves(const struct piece *p, const char *in_zone, struct moveset *out,
                struct report *r)
{
    return rules_piece_moves_opt(p, in_zone, 0, out, r);
}

int rules_piece_moves_opt(const struct piece *p, const char *in_zone, unsigned options_on,
                    struct moveset *out, struct report *r)
{
    int rc = 0;
    for (int i = 0; i < p->nmoves; i++) {
        const struct moves *m = &p->moves[i];
        if (!rules_moves_active(p, m, in_zone, options_on))
            continue;
        struct betza_error err;
        memset(&err, 0, sizeof err);
        if (betza_parse(m->betza ? m->betza : "", out, &err) != 0) {
            if (r)
                rules_report_betza_error(r, p, m, &err);
            rc = -1;
        }
    }
    moveset_canonicalize(out);
    return rc;
}

int rules_options_lame_paths(const struct variant *v, unsigned options_on)
{
    for (int k = 0; k < v->noptions; k++)
        if (((options_on >> k) & 1u) && v->options[k].lame_paths)
            return 1;
    return 0;
}

void rules_options_state_name(const struct variant *v, unsigned options_on, char *buf, size_t len)
{
    size_t used = 0;
    buf[0] = '\0';
    for (int k = 0; k < v->noptions && used < len; k++) {
        if (!((options_on >> k) & 1u))
            continue;
        int w = snprintf(buf + used, len - used, "%s%s", used ? " and " : "with ",
                         v->options[k].name ? v->options[k].name : v->options[k].id);
        if (w < 0)
            break;
        used += (size_t)w;
    }
}
