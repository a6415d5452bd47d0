/* moves_beyond.c: what a piece does in a zone or with an option on, said as
 * what changes from its plain moves. Said in full, Jungi's Elephant read
 * "Steps one square orthogonally. Jumps two squares diagonally. On its back
 * row: Steps one square orthogonally. Jumps three squares straight forward
 * or two squares diagonally." (issue 30, player review: the same moves
 * twice); now "On its back row: also jumps three squares straight forward."
 * An option that only makes leaps lame (Jungi's Hobbling) is said in a
 * clause: "Its jumps can be blocked." (where the old words, "'Jumps two
 * squares orthogonally' becomes 'Goes, unless a piece blocks its path, two
 * squares orthogonally'; its other moves stay.", said on every back too
 * took Jungi's A4-or-Letter booklet to 7 pages). */
#include "compose-imp.h"

#include <stdio.h>
#include <string.h>

#include "base/base.h"
#include "notation/notation.h"
#include "rules/rules.h"

static int same_move(const struct move *a, const struct move *b)
{
    return a->dx == b->dx && a->dy == b->dy && a->kind == b->kind && a->mode == b->mode &&
           a->flags == b->flags && a->range == b->range && a->via_dx == b->via_dx &&
           a->via_dy == b->via_dy && a->via_mode == b->via_mode;
}

static int has_move(const struct moveset *ms, const struct move *m)
{
    for (size_t i = 0; i < ms->n; i++)
        if (same_move(&ms->v[i], m))
            return 1;
    return 0;
}

/* The moves of `of` that `not` lacks; returns how many `of` shares. */
static size_t moves_minus(const struct moveset *of, const struct moveset *not, struct moveset *out)
{
    size_t shared = 0;
    moveset_init(out);
    for (size_t i = 0; i < of->n; i++) {
        if (has_move(not, &of->v[i]))
            shared++;
        else
            moveset_add(out, &of->v[i]);
    }
    moveset_canonicalize(out);
    return shared;
}

static void lower_first(char *s)
{
    if (s[0] >= 'A' && s[0] <= 'Z')
        s[0] = (char)(s[0] - 'A' + 'a');
}

/* Without the closing full stop, to quote inside a sentence. */
static void drop_stop(char *s)
{
    size_t n = strlen(s);
    if (n && s[n - 1] == '.')
        s[n - 1] = 0;
}

/* Does `now` hold exactly `was`'s leaps made lame (an option such as
 * Jungi's Hobbling, path-leaps="lame"), nothing else? */
static int only_hobbled(const struct moveset *was, const struct moveset *now)
{
    if (was->n == 0 || was->n != now->n)
        return 0;
    for (size_t i = 0; i < was->n; i++) {
        struct move m = was->v[i];
        if (m.kind != MOVE_LEAP)
            return 0;
        m.kind = MOVE_LAME;
        if (!has_move(now, &m))
            return 0;
    }
    return 1;
}

/* Are `lost` all the leaps over a path that p makes anywhere (base: its moves outside
 * zones; a zone's moves may hold leaps that stay, as the Elephant's
 * back-row charge)? */
static int every_leap(const struct piece *p, const struct moveset *base,
                      const struct moveset *lost)
{
    for (int i = 0; i < p->nmoves; i++)
        if (p->moves[i].in_zone)
            return 0;
    int path[8][2];
    for (size_t i = 0; i < base->n; i++) /* a step has no path to block */
        if (base->v[i].kind == MOVE_LEAP && !has_move(lost, &base->v[i]) &&
            move_lame_path(base->v[i].dx, base->v[i].dy, path, 8) > 0)
            return 0;
    return 1;
}

void compose_moves_beyond(const struct variant *v, const struct piece *p, const char *zone,
                          unsigned options, char *out, size_t len)
{
    struct moveset base, there, gained, lost;
    moveset_init(&base);
    moveset_init(&there);
    rules_piece_moves_opt(p, NULL, 0, &base, NULL);
    rules_piece_moves_opt(p, zone, options, &there, NULL);
    size_t shared = moves_minus(&there, &base, &gained);
    moves_minus(&base, &there, &lost);
    compose_moves_words(v, p, zone, options, out, len);
    if (only_hobbled(&lost, &gained) && !p->immobile) {
        /* the leaps named once, not again as "Goes, unless a piece blocks
           its path, ..." (Jungi's backs: a sentence of 40 words each) */
        char was[1024];
        compose_moveset_words(v, p, &lost, was, sizeof was);
        drop_stop(was);
        if (every_leap(p, &base, &lost)) /* no need to quote them */
            snprintf(out, len, "Its jumps can be blocked.");
        else
            snprintf(out, len, "‘%s’ can be blocked.", was);
    } else if (shared > 0 && gained.n > 0 && !p->immobile) {
        char now[1024], was[1024];
        compose_moveset_words(v, p, &gained, now, sizeof now);
        if (lost.n == 0) {
            lower_first(now);
            snprintf(out, len, "also %s", now);
        } else {
            compose_moveset_words(v, p, &lost, was, sizeof was);
            drop_stop(now);
            drop_stop(was);
            snprintf(out, len, "‘%s’ becomes ‘%s’; its other moves stay.", was, now);
        }
    }
    moveset_free(&base);
    moveset_free(&there);
    moveset_free(&gained);
    moveset_free(&lost);
}
