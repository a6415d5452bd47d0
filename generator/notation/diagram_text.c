/* diagram_text.c: the other way round from diagram.c: the diagram a move
 * set implies (for `pnpgen moves` and the fuzzers' round trips), a
 * diagram written back in its token language, and the overlay of a
 * zone's diagram on a piece face. Kept apart because diagram.c is the
 * parser the validator trusts, and this is what prints. */
#include "notation-imp.h"

#include <stdio.h>
#include <string.h>

#include "base/base.h"

/* ---- moves to diagram ---- */

/* The marking a move is drawn as, or CELL_EMPTY when the language has no
 * token for it (ranged slides and riders, e.p.-only non-steps, two-leg moves
 * outside a TWICE cell). */
static enum cell_shape drawn_shape(const struct move *m)
{
    int dist = diagram_chebyshev(m->dx, m->dy);
    int ep_only = !(m->mode & MODE_MC);
    enum cell_shape s = CELL_EMPTY;
    switch (m->kind) {
    case MOVE_LEAP: s = dist == 1 ? CELL_STEP : CELL_JUMP; break;
    case MOVE_LAME:
        if (dist > 1 && move_lame_path(m->dx, m->dy, NULL, 0) >= 0)
            s = CELL_LAME;
        break;
    case MOVE_SLIDE:
        if (m->range == 0)
            s = dist == 1 ? CELL_SLIDE : CELL_RIDE; /* NN: drawn on its first leap */
        break;
    case MOVE_HOP: if (dist == 1 && m->range == 0) s = CELL_HOP; break;
    case MOVE_GRASS: if (dist == 1) s = CELL_GRASS; break;
    case MOVE_CASTLE: s = CELL_CASTLE; break;
    case MOVE_HOP_TO: s = CELL_HOP_TO; break;
    case MOVE_TWO_LEG: break;
    }
    return ep_only && s != CELL_STEP ? CELL_EMPTY : s;
}

static int has_move(const struct moveset *ms, const struct move *m)
{
    for (size_t i = 0; i < ms->n; i++) {
        const struct move *v = &ms->v[i];
        if (v->kind == m->kind && v->dx == m->dx && v->dy == m->dy && v->mode == m->mode &&
            v->flags == m->flags && v->range == m->range && v->via_dx == m->via_dx &&
            v->via_dy == m->via_dy && v->via_mode == m->via_mode)
            return 1;
    }
    return 0;
}

/* Are all the moves of this TWICE group at step v in ms? */
static int has_twice_group(const struct moveset *ms, const struct move *v,
                           enum cell_shape shape, unsigned flags)
{
    struct moveset group;
    moveset_init(&group);
    diagram_add_twice(&group, shape, v->dx, v->dy, v->mode, flags);
    int all = 1;
    for (size_t i = 0; i < group.n && all; i++)
        all = has_move(ms, &group.v[i]);
    moveset_free(&group);
    return all;
}

/* The largest TWICE marking whose moves at step v (a canonical step) are
 * all in ms: 'a' before 'av', each with its pass ('r') first; CELL_EMPTY
 * when none is. *pass says whether the marking has the pass. */
static enum cell_shape twice_mark(const struct moveset *ms, const struct move *v, int *pass)
{
    static const enum cell_shape shapes[] = {CELL_TWICE, CELL_TWICE_LINE};
    *pass = 0;
    if (v->kind != MOVE_LEAP || diagram_chebyshev(v->dx, v->dy) != 1)
        return CELL_EMPTY;
    for (size_t k = 0; k < sizeof shapes / sizeof shapes[0]; k++)
        for (int with_pass = 1; with_pass >= 0; with_pass--)
            if (has_twice_group(ms, v, shapes[k], v->flags | (with_pass ? CELL_FLAG_PASS : 0))) {
                *pass = with_pass;
                return shapes[k];
            }
    return CELL_EMPTY;
}

static enum cell_shape move_mark_pass(const struct moveset *ms, const struct move *v, int *pass)
{
    *pass = 0;
    if (v->kind == MOVE_TWO_LEG)
        return CELL_EMPTY; /* drawn through its TWICE step, if at all */
    enum cell_shape twice = twice_mark(ms, v, pass);
    return twice != CELL_EMPTY ? twice : drawn_shape(v);
}

static enum cell_shape move_mark(const struct moveset *ms, const struct move *v)
{
    int pass;
    return move_mark_pass(ms, v, &pass);
}

static int diagram_radius(const struct moveset *ms)
{
    int r = 1;
    for (size_t i = 0; i < ms->n; i++) {
        int d = diagram_chebyshev(ms->v[i].dx, ms->v[i].dy);
        if (move_mark(ms, &ms->v[i]) != CELL_EMPTY && d > r)
            r = d;
    }
    return r;
}

/* Drawing priority inside one cell: slides first, so that a cell reads
 * "NE+e" and the cannon "Nm+pNx". */
static const enum cell_shape shape_order[] = {
    CELL_SLIDE, CELL_HOP, CELL_GRASS, CELL_TWICE, CELL_TWICE_LINE, CELL_STEP, CELL_RIDE,
    CELL_JUMP, CELL_LAME, CELL_HOP_TO, CELL_CASTLE};

static void place_marks(const struct moveset *ms, struct diagram *d)
{
    int h = d->size / 2;
    for (size_t o = 0; o < sizeof shape_order / sizeof shape_order[0]; o++)
        for (size_t i = 0; i < ms->n; i++) {
            const struct move *v = &ms->v[i];
            int pass;
            if (move_mark_pass(ms, v, &pass) != shape_order[o] ||
                diagram_chebyshev(v->dx, v->dy) > h)
                continue;
            struct diagram_cell *c = &d->cells[(h - v->dy) * d->size + (h + v->dx)];
            struct cell_mark mk = {shape_order[o], v->mode, v->flags | (pass ? CELL_FLAG_PASS : 0),
                                   v->dx, v->dy};
            if (c->shape == CELL_EMPTY)
                diagram_set_cell(c, &mk, 0);
            else if (c->shape2 == CELL_EMPTY)
                diagram_set_cell(c, &mk, 1);
            /* a third marking has no token: it is left out */
        }
}

void diagram_from_moves(const struct moveset *ms, int max_size, struct diagram *out)
{
    struct moveset canon;
    moveset_init(&canon);
    out->size = 0;
    out->cells = NULL;
    for (size_t i = 0; i < ms->n; i++)
        moveset_add(&canon, &ms->v[i]);
    moveset_canonicalize(&canon);
    if (max_size > DIAGRAM_MAX_SIZE)
        max_size = DIAGRAM_MAX_SIZE;
    if (max_size < 3)
        max_size = 3;
    int size = 2 * diagram_radius(&canon) + 1;
    if (size > max_size)
        size = max_size % 2 ? max_size : max_size - 1;
    out->cells = xcalloc((size_t)size * size, sizeof *out->cells);
    out->size = size;
    out->cells[(size / 2) * size + size / 2].shape = CELL_SELF;
    place_marks(&canon, out);
    moveset_free(&canon);
}

/* ---- diagram to text ---- */

static size_t put(char *buf, size_t pos, const char *s)
{
    size_t n = strlen(s);
    memcpy(buf + pos, s, n + 1);
    return pos + n;
}

/* The canonical ASCII token of one marking. buf holds MAX_TOKEN + 1. */
static size_t mark_text(enum cell_shape shape, unsigned mode, unsigned flags, int dx, int dy,
                        char *buf, size_t pos)
{
    const char *suffix = (mode & MODE_MC) == MODE_MOVE ? "m"
                         : (mode & MODE_MC) == MODE_CAPTURE ? "x" : "";
    const char *ep = (mode & MODE_EP) ? "e" : "";
    if (shape == CELL_CASTLE)
        return put(buf, pos, "O"); /* a first move that only moves, always */
    if (flags & MOVEFLAG_INITIAL)
        pos = put(buf, pos, "i");
    switch (shape) {
    case CELL_EMPTY: return put(buf, pos, ".");
    case CELL_SELF: return put(buf, pos, "@");
    case CELL_STEP:
        if (!(mode & MODE_MC))
            return put(buf, pos, "e");
        if (*suffix)
            return put(buf, put(buf, pos, suffix), ep);
        if (!*ep && (flags & MOVEFLAG_INITIAL))
            return pos; /* "i" alone */
        return put(buf, put(buf, pos, "o"), ep);
    case CELL_JUMP: pos = put(buf, pos, "*"); break;
    case CELL_RIDE: pos = put(buf, pos, "**"); break;
    case CELL_LAME: pos = put(buf, pos, "n"); break;
    case CELL_PATH: pos = put(buf, pos, "~"); break;
    case CELL_SLIDE: pos = put(buf, pos, diagram_direction_word(dx, dy)); break;
    case CELL_HOP: pos = put(buf, put(buf, pos, "p"), diagram_direction_word(dx, dy)); break;
    case CELL_GRASS: pos = put(buf, put(buf, pos, "g"), diagram_direction_word(dx, dy)); break;
    case CELL_TWICE: case CELL_TWICE_LINE:
        pos = put(buf, pos, shape == CELL_TWICE ? "a" : "av");
        if (flags & CELL_FLAG_PASS)
            pos = put(buf, pos, "r");
        break;
    case CELL_HOP_TO: pos = put(buf, pos, "p"); break;
    case CELL_CASTLE: break; /* returned above */
    }
    return put(buf, put(buf, pos, suffix), ep);
}

static void cell_text(const struct diagram_cell *c, int dx, int dy, char *buf)
{
    size_t pos = mark_text(c->shape, c->mode, c->flags, dx, dy, buf, 0);
    if (c->shape2 != CELL_EMPTY && c->shape != CELL_SELF) {
        pos = put(buf, pos, "+");
        mark_text(c->shape2, c->mode2, c->flags2, dx, dy, buf, pos);
    }
}

char *diagram_to_text(const struct diagram *d)
{
    int size = d->size, h = size / 2;
    size_t width[DIAGRAM_MAX_SIZE] = {0};
    char tok[2 * MAX_TOKEN + 2];
    if (size < 1 || size > DIAGRAM_MAX_SIZE)
        return NULL;
    for (int r = 0; r < size; r++)
        for (int c = 0; c < size; c++) {
            cell_text(&d->cells[r * size + c], c - h, h - r, tok);
            if (strlen(tok) > width[c])
                width[c] = strlen(tok);
        }
    size_t line = 1;
    for (int c = 0; c < size; c++)
        line += width[c] + 1;
    char *out = xmalloc(line * size + 1), *p = out;
    for (int r = 0; r < size; r++) {
        for (int c = 0; c < size; c++) {
            cell_text(&d->cells[r * size + c], c - h, h - r, tok);
            if (c + 1 < size)
                p += sprintf(p, "%-*s ", (int)width[c], tok);
            else
                p += sprintf(p, "%s", tok);
        }
        *p++ = '\n';
    }
    *p = '\0';
    return out;
}

int diagram_overlay(const struct diagram *base, const struct diagram *extra,
                    struct diagram *out)
{
    int n = base->size > extra->size ? base->size : extra->size;
    memset(out, 0, sizeof *out);
    if (n < 1)
        return -1;
    out->cells = xcalloc((size_t)n * (size_t)n, sizeof *out->cells);
    out->size = n;
    out->points = base->points;
    out->disc_piece = base->disc_piece;
    out->octagon_piece = base->octagon_piece;
    const struct diagram *layers[2] = {base, extra};
    for (int l = 0; l < 2; l++) {
        const struct diagram *d = layers[l];
        int off = (n - d->size) / 2;
        for (int r = 0; d->cells && r < d->size; r++)
            for (int c = 0; c < d->size; c++) {
                const struct diagram_cell *src = &d->cells[r * d->size + c];
                struct diagram_cell *dst = &out->cells[(r + off) * n + c + off];
                if (src->shape == CELL_EMPTY || dst->shape != CELL_EMPTY)
                    continue;
                *dst = *src;
                if (l == 1)
                    dst->flags |= CELL_FLAG_ZONE_ONLY;
            }
    }
    return 0;
}
