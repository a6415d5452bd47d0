/* validate_moves.c: a piece's moves: its move tables read (the options'
 * tables in their own states), the zones its tables and diagrams name
 * exist, one diagram for each set of moves, each matching its tables
 * (validate_diagram.c), every orientation of a piece that turns. See
 * rules-imp.h. */
#include "rules-imp.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int zone_known(const struct variant *v, const char *id)
{
    return variant_find_zone(v, id, SIDE_FIRST) && variant_find_zone(v, id, SIDE_SECOND);
}

void rules_check_piece_moves(const struct variant *v, const struct piece *p, struct report *r)
{
    if (p->immobile && v->components.form == FORM_TILE)
        report_error(r, p->line, "piece '%s': moves=\"none\", but a tile's face is its move "
                     "grid (form=\"tile\"): give it a disc or a fold-over piece", p->id);
    if (p->immobile && p->promotes)
        report_error(r, p->line, "piece '%s': moves=\"none\" and promotes=\"%s\": a piece that "
                     "never moves never reaches a promotion zone", p->id, p->promotes);
    if (p->immobile)
        return;
    if (p->nmoves == 0)
        report_error(r, p->line, "piece '%s' has no move table", p->id);
    if (p->ndiagrams == 0)
        report_error(r, p->line, "piece '%s' has no diagram", p->id);
    struct moveset all;
    moveset_init(&all);
    int table_ok = rules_piece_moves(p, NULL, &all, r) == 0;
    moveset_free(&all);
    /* the tables of options are read in their own states */
    for (int i = 0; i < p->nmoves; i++) {
        if (!p->moves[i].option)
            continue;
        struct betza_error err;
        memset(&err, 0, sizeof err);
        moveset_init(&all);
        if (betza_parse(p->moves[i].betza ? p->moves[i].betza : "", &all, &err) != 0) {
            rules_report_betza_error(r, p, &p->moves[i], &err);
            table_ok = 0;
        }
        moveset_free(&all);
    }
    for (int i = 0; i < p->nmoves; i++) {
        const char *z = p->moves[i].in_zone;
        if (z && !zone_known(v, z))
            report_error(r, p->moves[i].line, "piece '%s': <moves in=\"%s\">: zone '%s' %s",
                         p->id, z, z, rules_zone_problem(v, z));
        if (!z)
            continue;
        /* a zone's moves must have a diagram of their own */
        int drawn = 0;
        for (int j = 0; j < p->ndiagrams; j++)
            drawn |= p->diagrams[j].in_zone && !strcmp(p->diagrams[j].in_zone, z);
        if (!drawn)
            report_error(r, p->moves[i].line, "piece '%s': the moves in zone '%s' have no <diagram in=\"%s\">",
                         p->id, z, z);
    }
    int mismatch_line = 0; /* where the last diagram disagreement was said */
    for (int j = 0; j < p->ndiagrams; j++) {
        const struct piece_diagram *d = &p->diagrams[j];
        int dup = 0;
        for (int k = 0; k < j; k++)
            dup |= (!d->in_zone && !p->diagrams[k].in_zone) ||
                   (d->in_zone && p->diagrams[k].in_zone && !strcmp(d->in_zone, p->diagrams[k].in_zone));
        if (dup)
            report_error(r, d->line, "piece '%s': a second diagram for the same moves", p->id);
        /* a zone's diagram needs the zone and moves of its own */
        int zone_moves = 0;
        for (int i = 0; d->in_zone && i < p->nmoves; i++)
            zone_moves |= p->moves[i].in_zone && !strcmp(p->moves[i].in_zone, d->in_zone);
        if (d->in_zone && !zone_known(v, d->in_zone))
            report_error(r, d->line, "piece '%s': <diagram in=\"%s\">: zone '%s' %s",
                         p->id, d->in_zone, d->in_zone, rules_zone_problem(v, d->in_zone));
        else if (d->in_zone && !zone_moves)
            report_error(r, d->line, "piece '%s': <diagram in=\"%s\"> but no <moves in=\"%s\">",
                         p->id, d->in_zone, d->in_zone);
        else if (table_ok) {
            int said = rules_check_diagram(v, p, d, r);
            if (said > mismatch_line)
                mismatch_line = said;
        }
    }
    if (mismatch_line > 0)
        report_note(r, mismatch_line, "`pnpgen moves %s %s` prints the drawn diagram beside the one "
                    "the move table implies", v->file ? v->file : "FILE", p->id);
    rules_check_along_diagonals(v, p, r);
    if (p->confine && !zone_known(v, p->confine))
        report_error(r, p->line, "piece '%s': confine=\"%s\": zone '%s' %s", p->id,
                     p->confine, p->confine, rules_zone_problem(v, p->confine));
    /* a piece that turns shows its grid turned: prove every orientation */
    if (table_ok && p->rotates)
        rules_check_rotation(p, r);
}
