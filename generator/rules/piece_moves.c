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

/* How many points the zone's diagonal line runs on from where the piece
 * stands, in direction (ux, uy): a zone of reach r (2r + 1 points a side)
 * from its centre r each way; from its back-left corner 2r towards the
 * far corner and none else; from any point (the words, which hold
 * everywhere in the zone) at most 2r. */
static int line_room(int reach, enum palace_point at, int ux, int uy)
{
    if (at == PALACE_CENTRE)
        return reach;
    if (at == PALACE_CORNER)
        return ux > 0 && uy > 0 ? 2 * reach : 0;
    return 2 * reach;
}

/* Move mv of an along="diagonals" table cut to the room on its line: a
 * slide or hop ranges no further, a leap beyond it or a hop without room
 * for its screen and landing goes. Returns 0 when nothing is left. */
static int cut_to_line(struct move *mv, int reach, enum palace_point at)
{
    int ax = mv->dx < 0 ? -mv->dx : mv->dx;
    if (ax == 0)
        return 0;
    int room = line_room(reach, at, mv->dx / ax, mv->dy / ax);
    if (mv->kind == MOVE_SLIDE || mv->kind == MOVE_HOP) {
        if (room < (mv->kind == MOVE_HOP ? 2 : 1))
            return 0;
        if (mv->range == 0 || mv->range > room)
            mv->range = room;
        return 1;
    }
    return ax <= room;
}

int rules_palace_moves(const struct piece *p, const char *in_zone, unsigned options_on,
                       int reach, enum palace_point at, struct moveset *out)
{
    int rc = 0;
    for (int i = 0; i < p->nmoves; i++) {
        const struct moves *m = &p->moves[i];
        if (!rules_moves_active(p, m, in_zone, options_on))
            continue;
        struct moveset ms;
        struct betza_error err;
        moveset_init(&ms);
        memset(&err, 0, sizeof err);
        if (betza_parse(m->betza ? m->betza : "", &ms, &err) != 0)
            rc = -1;
        for (size_t k = 0; k < ms.n; k++) {
            struct move mv = ms.v[k];
            if (m->along_diagonals && reach > 0 && !cut_to_line(&mv, reach, at))
                continue;
            int unit = mv.dx == 1 || mv.dx == -1;
            /* a cut slide is its step and the lame leaps on, as the
               notation writes B2 (betza.c), so the diagram's o and n match */
            for (int j = 1; mv.kind == MOVE_SLIDE && unit && mv.range > 0 && j <= mv.range; j++) {
                struct move st = mv;
                st.kind = j == 1 ? MOVE_LEAP : MOVE_LAME;
                st.dx = j * mv.dx;
                st.dy = j * mv.dy;
                st.range = 0;
                moveset_add(out, &st);
            }
            if (!(mv.kind == MOVE_SLIDE && unit && mv.range > 0))
                moveset_add(out, &mv);
        }
        moveset_free(&ms);
    }
    moveset_canonicalize(out);
    return rc;
}

int rules_diagram_moves(const struct piece *p, const struct piece_diagram *d, unsigned options_on,
                        struct moveset *out, struct report *r)
{
    if (!d->in_zone || d->grid.zone_lines <= 0)
        return rules_piece_moves_opt(p, d->in_zone, options_on, out, r);
    if (rules_piece_moves_opt(p, d->in_zone, options_on, out, r) != 0)
        return -1; /* reported; the palace's moves would say it again */
    out->n = 0;
    return rules_palace_moves(p, d->in_zone, options_on, d->grid.zone_lines,
                              d->grid.zone_corner ? PALACE_CORNER : PALACE_CENTRE, out);
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
