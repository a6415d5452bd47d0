/* diagram.c: the drawn movement diagram: parsing its token language and
 * expanding it into moves (what the validator compares with the move
 * table). Building a diagram back from moves and printing it are in
 * diagram_text.c. The token language is documented in
 * piecedefs/diagram-symbols.md. */
#include "notation-imp.h"

#include "base/base.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>



static int fail(struct diagram_error *err, int line, int column, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    err->line = line;
    err->column = column;
    vsnprintf(err->message, sizeof err->message, fmt, ap);
    va_end(ap);
    return -1;
}

/* ---- directions ---- */

static const struct {
    const char *ascii, *arrow;
    int dx, dy;
} directions[] = {
    {"NE", "\xE2\x86\x97", 1, 1},   {"NW", "\xE2\x86\x96", -1, 1},
    {"SE", "\xE2\x86\x98", 1, -1},  {"SW", "\xE2\x86\x99", -1, -1},
    {"N", "\xE2\x86\x91", 0, 1},    {"S", "\xE2\x86\x93", 0, -1},
    {"E", "\xE2\x86\x92", 1, 0},    {"W", "\xE2\x86\x90", -1, 0},
};
#define NDIRECTIONS (sizeof directions / sizeof directions[0])

static int starts_with(const char *t, size_t len, const char *prefix)
{
    size_t n = strlen(prefix);
    return n <= len && memcmp(t, prefix, n) == 0;
}

/* Reads a direction word or arrow; returns bytes used, 0 when none. Two-
 * letter words come first in the table, so NE is not read as N. */
static size_t read_direction(const char *t, size_t len, int *dx, int *dy)
{
    for (size_t i = 0; i < NDIRECTIONS; i++) {
        const char *names[2] = {directions[i].ascii, directions[i].arrow};
        for (int k = 0; k < 2; k++)
            if (starts_with(t, len, names[k])) {
                *dx = directions[i].dx;
                *dy = directions[i].dy;
                return strlen(names[k]);
            }
    }
    return 0;
}

const char *diagram_direction_word(int dx, int dy)
{
    for (size_t i = 0; i < NDIRECTIONS; i++)
        if (directions[i].dx == dx && directions[i].dy == dy)
            return directions[i].ascii;
    return "?";
}

/* ---- tokens ---- */

/* Unicode symbols that stand for an ASCII body letter. */
static const struct { const char *utf8; char ascii; } symbol_aliases[] = {
    {"\xE2\x97\x8B", 'o'}, /* ○ step */
    {"\xE2\x96\xA1", 'm'}, /* □ move-only step */
    {"\xE2\x96\xB3", 'x'}, /* △ capture-only step */
    {"\xE2\x98\x86", '*'}, /* ☆ jump */
    {"\xE2\x97\x8E", 'a'}, /* ◎ twice */
};

static char read_symbol(const char *t, size_t len, size_t *used)
{
    for (size_t i = 0; i < sizeof symbol_aliases / sizeof symbol_aliases[0]; i++)
        if (starts_with(t, len, symbol_aliases[i].utf8)) {
            *used = strlen(symbol_aliases[i].utf8);
            return symbol_aliases[i].ascii;
        }
    *used = len ? 1 : 0;
    return len ? t[0] : '\0';
}

/* Reads the modality suffix [m|x][e]; returns bytes used. A shape without
 * suffix moves or captures. */
static size_t read_modality(const char *t, size_t len, unsigned *mode)
{
    size_t i = 0;
    *mode = MODE_MC;
    if (i < len && (t[i] == 'm' || t[i] == 'x'))
        *mode = t[i++] == 'm' ? MODE_MOVE : MODE_CAPTURE;
    if (i < len && t[i] == 'e') {
        *mode |= MODE_EP;
        i++;
    }
    return i;
}

/* Parses one marking ("o", "inm", "NEx", "pNx", "ae", ...). Returns NULL,
 * or a message. */
static const char *parse_mark(const char *t, size_t len, struct cell_mark *mk)
{
    size_t i = 0, used;
    memset(mk, 0, sizeof *mk);
    if (len == 1 && t[0] == 'O') { /* castling: a first move that only moves */
        mk->shape = CELL_CASTLE;
        mk->mode = MODE_MOVE;
        mk->flags = MOVEFLAG_INITIAL;
        return NULL;
    }
    if (i < len && t[i] == 'i') {
        mk->flags = MOVEFLAG_INITIAL;
        i++;
    }
    if (i == len) { /* 'i' alone: first-move-only step */
        mk->shape = CELL_STEP;
        mk->mode = MODE_MC;
        return len ? NULL : "empty marking";
    }
    if (len - i == 1 && t[i] == 'e') { /* e.p.-only step */
        mk->shape = CELL_STEP;
        mk->mode = MODE_EP;
        return NULL;
    }
    if ((used = read_direction(t + i, len - i, &mk->dx, &mk->dy))) {
        mk->shape = CELL_SLIDE;
        i += used;
    } else {
        char c = read_symbol(t + i, len - i, &used);
        switch (c) {
        case 'o': mk->shape = CELL_STEP; i += used; break;
        case 'm': case 'x':
            mk->shape = CELL_STEP;
            if (used > 1) { /* the symbols stand for "m" and "x" */
                i += used;
                mk->mode = c == 'm' ? MODE_MOVE : MODE_CAPTURE;
                if (i < len && t[i] == 'e') {
                    mk->mode |= MODE_EP;
                    i++;
                }
                return i == len ? NULL : "unknown token";
            }
            break; /* the ASCII letter is read as the step's modality */
        case '*': {
            size_t more;
            mk->shape = CELL_JUMP;
            i += used;
            if (read_symbol(t + i, len - i, &more) == '*') { /* doubled: a rider */
                mk->shape = CELL_RIDE;
                i += more;
            }
            break;
        }
        case 'n': mk->shape = CELL_LAME; i += used; break;
        case '~': mk->shape = CELL_PATH; i += used; break;
        case 'a': /* a[v][r]: all second steps or the line only; r: the pass */
            mk->shape = CELL_TWICE;
            i += used;
            if (i < len && t[i] == 'v') {
                mk->shape = CELL_TWICE_LINE;
                i++;
            }
            if (i < len && t[i] == 'r') {
                mk->flags |= CELL_FLAG_PASS;
                i++;
            }
            break;
        case 'p': case 'g':
            mk->shape = c == 'p' ? CELL_HOP : CELL_GRASS;
            i += used;
            used = read_direction(t + i, len - i, &mk->dx, &mk->dy);
            if (!used && c == 'p') { /* no direction: lands on this very cell */
                mk->shape = CELL_HOP_TO;
                break;
            }
            if (!used)
                return "'g' (grasshopper) needs a direction: gN, gNE, g\xE2\x86\x91, ...";
            i += used;
            break;
        default:
            return "unknown token";
        }
    }
    i += read_modality(t + i, len - i, &mk->mode);
    return i == len ? NULL : "unknown token";
}

/* Checks that a marking fits its cell (dx, dy from the centre). */
static const char *check_placement(const struct cell_mark *mk, int dx, int dy, char *buf, size_t len)
{
    int dist = diagram_chebyshev(dx, dy);
    switch (mk->shape) {
    case CELL_STEP:
        return dist == 1 ? NULL
               : "a step must be next to '@'; further out write '*' (jump) or 'n' (lame leap)";
    case CELL_TWICE:
    case CELL_TWICE_LINE:
        return dist == 1 ? NULL : "'a' (steps up to twice) must be next to '@'";
    case CELL_HOP_TO:
        if (dist == 1)
            return "'p' without a direction lands beyond a screen, so not next to '@'; "
                   "a hop slide is drawn next to '@' with its direction: pN, pNE, ...";
        return dx == 0 || dy == 0 || diagram_iabs(dx) == diagram_iabs(dy)
                   ? NULL : "'p' (hop to this cell) must be on a straight or diagonal line from '@'";
    case CELL_JUMP:
        return dist > 1 ? NULL : "'*' jumps over the cells between: next to '@' write 'o'";
    case CELL_RIDE:
        return dist > 1 ? NULL
               : "'**' (rider) repeats a leap; next to '@' a repeated step is a slide: write its "
                 "arrow (N, NE, ...)";
    case CELL_LAME:
        if (dist == 1)
            return "'n' (lame leap) has no cell to be blocked on next to '@': write 'o'";
        return move_lame_path(dx, dy, NULL, 0) < 0
                   ? "'n' (lame leap) has no defined path to this cell" : NULL;
    case CELL_CASTLE:
        return dy == 0 ? NULL : "'O' (castling) lands on the piece's own row";
    case CELL_PATH:
        if (dist == 1)
            return "'~' (path leap) has no path next to '@': write 'o'";
        return move_lame_path(dx, dy, NULL, 0) < 0
                   ? "'~' (path leap) has no defined path to this cell" : NULL;
    case CELL_SLIDE:
    case CELL_HOP:
    case CELL_GRASS:
        if (dist != 1)
            return "a slide must be drawn on a cell next to '@'";
        if (mk->dx != dx || mk->dy != dy) {
            snprintf(buf, len, "this slide points the wrong way: a slide points away from '@', "
                     "here %s", diagram_direction_word(dx, dy));
            return buf;
        }
        return NULL;
    default:
        return NULL;
    }
}

void diagram_set_cell(struct diagram_cell *c, const struct cell_mark *mk, int second)
{
    if (second) {
        c->shape2 = mk->shape;
        c->mode2 = mk->mode;
        c->flags2 = mk->flags;
    } else {
        c->shape = mk->shape;
        c->mode = mk->mode;
        c->flags = mk->flags;
    }
}

/* Parses the token for cell (row, col) of a diagram with centre h. */
static int parse_token(const char *t, size_t len, int row, int col, int h,
                       struct diagram_cell *cell, int line, struct diagram_error *err)
{
    memset(cell, 0, sizeof *cell);
    if (len == 1 && (t[0] == '.' || t[0] == '@')) {
        cell->shape = t[0] == '@' ? CELL_SELF : CELL_EMPTY;
        return 0;
    }
    if (len > MAX_TOKEN)
        return fail(err, line, col, "token '%.*s...' is too long", 8, t);
    const char *plus = memchr(t, '+', len);
    size_t first_len = plus ? (size_t)(plus - t) : len;
    if (plus && memchr(plus + 1, '+', len - first_len - 1))
        return fail(err, line, col, "token '%.*s': at most two markings per cell", (int)len, t);
    for (int part = 0; part < (plus ? 2 : 1); part++) {
        const char *p = part ? plus + 1 : t;
        size_t n = part ? len - first_len - 1 : first_len;
        struct cell_mark mk;
        char buf[120];
        const char *msg = parse_mark(p, n, &mk);
        if (!msg)
            msg = check_placement(&mk, col - h, h - row, buf, sizeof buf);
        if (msg)
            return fail(err, line, col, "token '%.*s': %s", (int)len, t, msg);
        diagram_set_cell(cell, &mk, part);
    }
    return 0;
}

/* ---- parsing the grid ---- */

struct grid_reader {
    struct diagram_cell cells[DIAGRAM_MAX_SIZE * DIAGRAM_MAX_SIZE];
    int rows, cols;
    int row_line[DIAGRAM_MAX_SIZE]; /* source line of each row */
};

/* Splits one line into tokens: their starts and lengths. Returns the count,
 * or -1 with err when the line has too many. */
static int split_line(const char *line, size_t len, const char *tok[], size_t tlen[],
                      int lineno, struct diagram_error *err)
{
    int n = 0;
    size_t i = 0;
    for (;;) {
        while (i < len && (line[i] == ' ' || line[i] == '\t' || line[i] == '\r'))
            i++;
        if (i == len)
            return n;
        if (n == DIAGRAM_MAX_SIZE)
            return fail(err, lineno, n, "row has more than %d cells", DIAGRAM_MAX_SIZE);
        tok[n] = line + i;
        while (i < len && line[i] != ' ' && line[i] != '\t' && line[i] != '\r')
            i++;
        tlen[n] = (size_t)(line + i - tok[n]);
        n++;
    }
}

/* Reads the rows; the cell checks need the size, so tokens are parsed
 * after the whole grid is known. */
static int read_rows(const char *text, const char *tok[][DIAGRAM_MAX_SIZE],
                     size_t tlen[][DIAGRAM_MAX_SIZE], struct grid_reader *g,
                     struct diagram_error *err)
{
    int lineno = 0;
    for (const char *p = text; ; lineno++) {
        const char *end = strchr(p, '\n');
        size_t len = end ? (size_t)(end - p) : strlen(p);
        const char *row_tok[DIAGRAM_MAX_SIZE];
        size_t row_len[DIAGRAM_MAX_SIZE];
        int n = split_line(p, len, row_tok, row_len, lineno, err);
        if (n < 0)
            return -1;
        if (n > 0) {
            if (g->rows == DIAGRAM_MAX_SIZE)
                return fail(err, lineno, -1, "more than %d rows", DIAGRAM_MAX_SIZE);
            if (g->rows > 0 && n != g->cols)
                return fail(err, lineno, n > g->cols ? g->cols : -1,
                            "row has %d cells, the first row has %d", n, g->cols);
            g->cols = n;
            g->row_line[g->rows] = lineno;
            memcpy(tok[g->rows], row_tok, sizeof row_tok);
            memcpy(tlen[g->rows], row_len, sizeof row_len);
            g->rows++;
        }
        if (!end)
            return 0;
        p = end + 1;
    }
}

static int check_shape(const struct grid_reader *g, int last_line, struct diagram_error *err)
{
    if (g->rows == 0)
        return fail(err, 0, -1, "empty diagram");
    if (g->rows != g->cols)
        return fail(err, last_line, -1, "diagram has %d rows of %d cells; it must be square",
                    g->rows, g->cols);
    if (g->rows % 2 == 0 || g->rows < 3)
        return fail(err, last_line, -1, "diagram is %dx%d; it must be an odd size, at least 3",
                    g->rows, g->rows);
    return 0;
}

/* Exactly one '@', in the centre. */
static int check_self(const struct grid_reader *g, struct diagram_error *err)
{
    int size = g->rows, h = size / 2, found = 0;
    for (int r = 0; r < size; r++)
        for (int c = 0; c < size; c++) {
            if (g->cells[r * size + c].shape != CELL_SELF)
                continue;
            if (found)
                return fail(err, g->row_line[r], c, "more than one '@'");
            if (r != h || c != h)
                return fail(err, g->row_line[r], c, "'@' must be in the centre (row %d, cell %d)",
                            h + 1, h + 1);
            found = 1;
        }
    if (!found)
        return fail(err, g->row_line[h], h, "no '@' (the piece) in the centre");
    return 0;
}

int diagram_parse(const char *text, struct diagram *out, struct diagram_error *err)
{
    out->size = 0;
    out->cells = NULL;
    struct grid_reader *g = xcalloc(1, sizeof *g);
    const char *(*tok)[DIAGRAM_MAX_SIZE] = xmalloc(DIAGRAM_MAX_SIZE * sizeof *tok);
    size_t (*tlen)[DIAGRAM_MAX_SIZE] = xmalloc(DIAGRAM_MAX_SIZE * sizeof *tlen);
    int rc = -1;
    if (read_rows(text, tok, tlen, g, err) ||
        check_shape(g, g->rows ? g->row_line[g->rows - 1] : 0, err))
        goto done;
    int size = g->rows, h = size / 2;
    for (int r = 0; r < size; r++)
        for (int c = 0; c < size; c++)
            if (parse_token(tok[r][c], tlen[r][c], r, c, h, &g->cells[r * size + c],
                            g->row_line[r], err))
                goto done;
    if (check_self(g, err))
        goto done;
    out->cells = xmalloc((size_t)size * size * sizeof *out->cells);
    memcpy(out->cells, g->cells, (size_t)size * size * sizeof *out->cells);
    out->size = size;
    rc = 0;
done:
    free(g);
    free(tok);
    free(tlen);
    return rc;
}

void diagram_free(struct diagram *d)
{
    free(d->cells);
    d->cells = NULL;
    d->size = 0;
}

/* ---- diagram to moves ---- */

/* CELL_TWICE on adjacent cell a (Betza KcaKcabK at a): the step to a with
 * the cell's mode, plus "capture on a, then one more king step in any of
 * the 8 directions", going back to the start (0,0) included; the second
 * step moves or captures. CELL_TWICE_LINE keeps only the second steps
 * straight on and straight back (fcavW). CELL_FLAG_PASS adds "step to a
 * while it is empty, then back" (mabK): the pass. */
void diagram_add_twice(struct moveset *out, enum cell_shape shape, int dx, int dy,
                       unsigned mode, unsigned flags)
{
    unsigned mflags = flags & ~CELL_FLAG_PASS;
    struct move step = {dx, dy, MOVE_LEAP, mode, mflags, 0, 0, 0, 0};
    moveset_add(out, &step);
    for (int sx = -1; sx <= 1; sx++)
        for (int sy = -1; sy <= 1; sy++) {
            if (!sx && !sy)
                continue;
            int on_line = (sx == dx && sy == dy) || (sx == -dx && sy == -dy);
            if (shape == CELL_TWICE_LINE && !on_line)
                continue;
            struct move m = {dx + sx, dy + sy, MOVE_TWO_LEG, MODE_MC, mflags, 0,
                             dx, dy, MODE_CAPTURE};
            moveset_add(out, &m);
        }
    if (flags & CELL_FLAG_PASS) {
        struct move pass = {0, 0, MOVE_TWO_LEG, MODE_MC, mflags, 0, dx, dy, MODE_MOVE};
        moveset_add(out, &pass);
    }
}

static void add_marking(struct moveset *out, enum cell_shape shape, unsigned mode,
                       unsigned flags, int dx, int dy, int lame_paths)
{
    struct move m = {dx, dy, MOVE_LEAP, mode, flags, 0, 0, 0, 0};
    switch (shape) {
    case CELL_STEP: case CELL_JUMP: break;
    case CELL_LAME: m.kind = MOVE_LAME; break;
    case CELL_PATH: m.kind = lame_paths ? MOVE_LAME : MOVE_LEAP; break;
    case CELL_SLIDE: case CELL_RIDE: m.kind = MOVE_SLIDE; break;
    case CELL_HOP: m.kind = MOVE_HOP; break;
    case CELL_GRASS: m.kind = MOVE_GRASS; break;
    case CELL_CASTLE: m.kind = MOVE_CASTLE; break;
    case CELL_HOP_TO: m.kind = MOVE_HOP_TO; break;
    case CELL_TWICE: case CELL_TWICE_LINE:
        diagram_add_twice(out, shape, dx, dy, mode, flags);
        return;
    default: return;
    }
    moveset_add(out, &m);
}

void diagram_moves_paths(const struct diagram *d, int lame_paths, struct moveset *out)
{
    int h = d->size / 2;
    for (int r = 0; r < d->size; r++)
        for (int c = 0; c < d->size; c++) {
            const struct diagram_cell *cell = &d->cells[r * d->size + c];
            add_marking(out, cell->shape, cell->mode, cell->flags, c - h, h - r, lame_paths);
            add_marking(out, cell->shape2, cell->mode2, cell->flags2, c - h, h - r, lame_paths);
        }
}

void diagram_moves(const struct diagram *d, struct moveset *out)
{
    diagram_moves_paths(d, 0, out);
}

int diagram_has_path_leaps(const struct diagram *d)
{
    for (int i = 0; d->cells && i < d->size * d->size; i++)
        if (d->cells[i].shape == CELL_PATH || d->cells[i].shape2 == CELL_PATH)
            return 1;
    return 0;
}

int diagram_lame_way_least(const struct diagram *d)
{
    return d->points ? 1 : 2;
}
