/* validate.c: see validate.h. */
#include "validate.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "betza.h"
#include "util.h"

int piece_moves(const struct piece *p, const char *in_zone, struct moveset *out,
                struct report *r)
{
    int rc = 0;
    for (int i = 0; i < p->nmoves; i++) {
        const struct moves *m = &p->moves[i];
        if (m->in_zone && (!in_zone || strcmp(m->in_zone, in_zone) != 0))
            continue;
        struct betza_error err;
        memset(&err, 0, sizeof err);
        if (betza_parse(m->betza ? m->betza : "", out, &err) != 0) {
            if (r)
                report_error(r, m->line, "piece '%s': move table \"%s\" at character %d: %s",
                             p->id, m->betza ? m->betza : "", err.column + 1, err.message);
            rc = -1;
        }
    }
    moveset_canonicalize(out);
    return rc;
}

/* Does the move land on the board from (x, y) for the first player? */
static int lands(const struct variant *v, const struct move *m, int x, int y)
{
    int files = v->board.files, ranks = v->board.ranks;
    int tx = x + m->dx, ty = y + m->dy;
    if (m->kind == MOVE_TWO_LEG) {
        int vx = x + m->via_dx, vy = y + m->via_dy;
        if (vx < 0 || vx >= files || vy < 0 || vy >= ranks)
            return 0;
    }
    return tx >= 0 && tx < files && ty >= 0 && ty < ranks;
}

int dead_ranks(const struct variant *v, const struct moveset *ms, int *gaps)
{
    int ranks = v->board.ranks, run = 0, in_run = 1;
    *gaps = 0;
    for (int k = 1; k <= ranks; k++) {
        int y = ranks - k, alive = 0;
        for (int x = 0; x < v->board.files && !alive; x++)
            for (size_t i = 0; i < ms->n && !alive; i++) {
                const struct move *m = &ms->v[i];
                /* a first-move-only move does not save a piece that has moved,
                   and a hop needs a screen, which an empty board lacks */
                if ((m->flags & MOVEFLAG_INITIAL) || m->kind == MOVE_HOP)
                    continue;
                alive = lands(v, m, x, y);
            }
        if (!alive && in_run)
            run++;
        else if (!alive)
            *gaps = 1;
        else
            in_run = 0;
    }
    return run;
}

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

static void betza_of(const struct piece *p, const char *in_zone, char *buf, size_t len)
{
    size_t used = 0;
    buf[0] = '\0';
    for (int i = 0; i < p->nmoves; i++) {
        const struct moves *m = &p->moves[i];
        if (m->in_zone && (!in_zone || strcmp(m->in_zone, in_zone) != 0))
            continue;
        int w = snprintf(buf + used, len - used, "%s%s", used ? "+" : "", m->betza ? m->betza : "");
        if (w < 0 || (size_t)w >= len - used)
            break;
        used += (size_t)w;
    }
}

static void check_diagram(const struct piece *p, const struct piece_diagram *d, struct report *r)
{
    if (d->grid.size == 0)
        return; /* the loader reported why it did not parse */
    struct moveset table, drawn;
    moveset_init(&table);
    moveset_init(&drawn);
    if (piece_moves(p, d->in_zone, &table, NULL) == 0 && diagram_moves(&d->grid, &drawn) == 0) {
        moveset_canonicalize(&drawn);
        struct move_diff diffs[64];
        size_t n = moveset_compare(&drawn, &table, diffs, 64);
        char betza[256];
        betza_of(p, d->in_zone, betza, sizeof betza);
        for (size_t i = 0; i < n && i < 64; i++) {
            int half = d->grid.size / 2;
            int row = half - diffs[i].dy;
            int line = (row >= 0 && row < d->grid.size) ? diagram_row_line(d, row) : d->line;
            report_error(r, line, "piece '%s': diagram%s%s square (%+d,%+d) shows %s, move table (%s) says %s",
                         p->id, d->in_zone ? " in " : "", d->in_zone ? d->in_zone : "",
                         diffs[i].dx, diffs[i].dy, diffs[i].left, betza, diffs[i].right);
        }
        if (n > 64)
            report_error(r, d->line, "piece '%s': %zu more diagram squares disagree", p->id, n - 64);
    }
    moveset_free(&table);
    moveset_free(&drawn);
}

static int zone_known(const struct variant *v, const char *id)
{
    return variant_find_zone(v, id, SIDE_FIRST) && variant_find_zone(v, id, SIDE_SECOND);
}

static void check_piece_moves(const struct variant *v, const struct piece *p, struct report *r)
{
    if (p->nmoves == 0)
        report_error(r, p->line, "piece '%s' has no move table", p->id);
    if (p->ndiagrams == 0)
        report_error(r, p->line, "piece '%s' has no diagram", p->id);
    struct moveset all;
    moveset_init(&all);
    int table_ok = piece_moves(p, NULL, &all, r) == 0;
    moveset_free(&all);
    for (int i = 0; i < p->nmoves; i++) {
        const char *z = p->moves[i].in_zone;
        if (z && !zone_known(v, z))
            report_error(r, p->moves[i].line, "piece '%s': no zone '%s' for both sides", p->id, z);
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
    for (int j = 0; j < p->ndiagrams; j++) {
        const struct piece_diagram *d = &p->diagrams[j];
        int dup = 0;
        for (int k = 0; k < j; k++)
            dup |= (!d->in_zone && !p->diagrams[k].in_zone) ||
                   (d->in_zone && p->diagrams[k].in_zone && !strcmp(d->in_zone, p->diagrams[k].in_zone));
        if (dup)
            report_error(r, d->line, "piece '%s': a second diagram for the same moves", p->id);
        if (table_ok)
            check_diagram(p, d, r);
    }
    if (p->confine && !zone_known(v, p->confine))
        report_error(r, p->line, "piece '%s': confined to unknown zone '%s'", p->id, p->confine);
}

static void check_dead_ranks(const struct variant *v, const struct piece *p, struct report *r)
{
    struct moveset ms;
    moveset_init(&ms);
    if (piece_moves(p, NULL, &ms, NULL) != 0) {
        moveset_free(&ms);
        return;
    }
    int gaps;
    int dead = dead_ranks(v, &ms, &gaps);
    moveset_free(&ms);
    if (gaps)
        report_warning(r, p->line, "piece '%s' has no move on ranks short of the last ones", p->id);
    if (p->promotes_to && p->forced_promotion_ranks != dead)
        report_error(r, p->line, "piece '%s': has no move on the last %d rank%s, but forced-promotion-ranks=\"%d\"",
                     p->id, dead, dead == 1 ? "" : "s", p->forced_promotion_ranks);
    if (!p->promotes_to && p->forced_promotion_ranks)
        report_error(r, p->line, "piece '%s': forced-promotion-ranks without a promotion", p->id);
    if (v->drops && p->count > 0 && p->no_drop_ranks != dead)
        report_error(r, p->line, "piece '%s': has no move on the last %d rank%s, but no-drop-ranks=\"%d\"",
                     p->id, dead, dead == 1 ? "" : "s", p->no_drop_ranks);
    if (!v->drops && p->no_drop_ranks)
        report_error(r, p->line, "piece '%s': no-drop-ranks in a game without drops", p->id);
}

static void check_promotions(const struct variant *v, struct report *r)
{
    for (int i = 0; i < v->npieces; i++) {
        const struct piece *p = &v->pieces[i];
        /* a chain longer than the number of types must loop */
        const struct piece *q = p;
        int steps = 0;
        while (q->promotes_to && steps <= v->npieces) {
            q = q->promotes_to;
            steps++;
        }
        if (steps > v->npieces)
            report_error(r, p->line, "piece '%s': its promotions never end (a cycle)", p->id);
        if (p->count == 0) {
            int target = 0;
            for (int j = 0; j < v->npieces; j++)
                target |= v->pieces[j].promotes_to == p;
            if (!target)
                report_error(r, p->line, "piece '%s' has count 0 and is not the promotion of any piece", p->id);
        }
        if (p->promotes_to == p)
            report_error(r, p->line, "piece '%s' promotes to itself", p->id);
    }
}

static void check_setup(const struct variant *v, struct report *r)
{
    const struct board *b = &v->board;
    int *owner = xcalloc((size_t)b->files * (size_t)b->ranks, sizeof *owner);
    for (int i = 0; i < v->nsetup; i++) {
        const struct placement *pl = &v->setup[i];
        int *cell = &owner[pl->y * b->files + pl->x];
        if (*cell) {
            char sq[32];
            variant_square_name(v, pl->x, pl->y, sq, sizeof sq);
            report_error(r, pl->line, "square %s holds two pieces (the other is at line %d)",
                         sq, v->setup[*cell - 1].line);
        } else {
            *cell = i + 1;
        }
    }
    free(owner);
    for (int p = 0; p < v->npieces; p++)
        for (int s = 0; s < MAX_SIDES; s++) {
            int n = 0;
            for (int i = 0; i < v->nsetup; i++)
                n += v->setup[i].piece == p && v->setup[i].side == s;
            if (n != v->pieces[p].count)
                report_error(r, v->pieces[p].line, "piece '%s': count=\"%d\" but the %s setup places %d",
                             v->pieces[p].id, v->pieces[p].count, s ? "second" : "first", n);
        }
}

static void check_board(const struct variant *v, struct report *r)
{
    const struct board *b = &v->board;
    for (int i = 0; i < b->nzones; i++) {
        const struct zone *z = &b->zones[i];
        if (z->x0 < 0 || z->y0 < 0 || z->x1 >= b->files || z->y1 >= b->ranks)
            continue; /* already reported by the loader */
        for (int j = 0; j < i; j++)
            if (!strcmp(b->zones[j].id, z->id) &&
                (b->zones[j].side == z->side || b->zones[j].side == SIDE_BOTH || z->side == SIDE_BOTH))
                report_error(r, z->line, "zone '%s' is defined twice for the same side", z->id);
    }
    if (v->drops && v->nhands == 0)
        report_warning(r, v->line, "a game with drops but no <hand>");
    int royals = 0;
    for (int i = 0; i < v->npieces; i++)
        royals += v->pieces[i].royal && v->pieces[i].count > 0;
    if (royals == 0)
        report_warning(r, v->line, "no royal piece (royal=\"yes\")");
}

int validate_variant(const struct variant *v, struct report *r)
{
    int before = r->errors;
    check_board(v, r);
    for (int i = 0; i < v->npieces; i++)
        check_piece_moves(v, &v->pieces[i], r);
    check_promotions(v, r);
    for (int i = 0; i < v->npieces; i++)
        check_dead_ranks(v, &v->pieces[i], r);
    check_setup(v, r);
    return r->errors - before;
}
