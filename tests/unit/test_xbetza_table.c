/* test_xbetza_table.c: reads tests/unit/xbetza-table.txt, a table of XBetza
 * strings with the squares each piece reaches on a probe board, written by
 * hand from the XBetza definition (piecedefs/README.md, Move tables), and
 * checks every line against the parser. The squares are computed here from
 * the parsed moveset by a small move generator that follows the meaning of
 * each move kind in moves.h, on a 9 x 9 board with the piece in the centre
 * (which has not moved yet, so first-move moves count).
 *
 * Line format (fields separated by ';'):
 *   BETZA ; BOARD ; SQUARES          the squares the piece reaches
 *   BETZA ; error ; COLUMN ; MESSAGE the parser refuses it (message prefix)
 * BOARD is '-' (empty) or tokens x(dx,dy) enemy piece, o(dx,dy) own piece,
 * e(dx,dy) an empty square an enemy passed over on its last move. Castling
 * (O) needs an own piece at the board's edge on the piece's row (XBoard's
 * reading: the partner is the piece at the edge).
 * SQUARES is 'none' or tokens (dx,dy), where a coordinate may be written
 * +-k (both signs; the two of one token expand independently) or a..b (a
 * range), and [dx,dy] is the ray k*(dx,dy), k >= 1, to the board's edge. */
#include "notation/notation.h"
#include "test.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define R 4 /* board radius: squares -R..R */
#define SIDE (2 * R + 1)
#define TABLE "tests/unit/xbetza-table.txt"

enum { EMPTY, OWN, ENEMY, EP };

struct probe {
    int sq[SIDE][SIDE]; /* [x + R][y + R] */
    int reach[SIDE][SIDE];
};

static int on_board(int x, int y) { return x >= -R && x <= R && y >= -R && y <= R; }
static int *cell(struct probe *p, int x, int y) { return &p->sq[x + R][y + R]; }

/* Can a move of this mode end on (x, y)? Marks the square when it can. */
static void land(struct probe *p, unsigned mode, int x, int y)
{
    if (!on_board(x, y))
        return;
    int c = *cell(p, x, y);
    if ((c == EMPTY && (mode & MODE_MOVE)) || (c == ENEMY && (mode & MODE_CAPTURE)) ||
        (c == EP && (mode & (MODE_EP | MODE_MOVE))))
        p->reach[x + R][y + R] = 1;
}

static int occupied(struct probe *p, int x, int y)
{
    int c = *cell(p, x, y);
    return c == OWN || c == ENEMY;
}

static void play_slide(struct probe *p, const struct move *m)
{
    for (int k = 1; m->range == 0 || k <= m->range; k++) {
        int x = k * m->dx, y = k * m->dy;
        if (!on_board(x, y))
            return;
        land(p, m->mode, x, y);
        if (occupied(p, x, y))
            return;
    }
}

/* p (hop): past exactly one piece, anywhere beyond it until the next one;
 * g (grasshopper): only the square just beyond the first piece. */
static void play_hop(struct probe *p, const struct move *m, int grass)
{
    int k = 1, screen = 0;
    for (; on_board(k * m->dx, k * m->dy) && (!m->range || k <= m->range); k++) {
        int x = k * m->dx, y = k * m->dy;
        if (!screen) {
            screen = occupied(p, x, y);
            continue;
        }
        land(p, m->mode, x, y);
        if (grass || occupied(p, x, y))
            return;
    }
}

/* A hop to one square: exactly one piece on the line between. */
static void play_hop_to(struct probe *p, const struct move *m)
{
    int n = m->dx > 0 ? m->dx : m->dx < 0 ? -m->dx : m->dy > 0 ? m->dy : -m->dy;
    int ux = m->dx / n, uy = m->dy / n, screens = 0;
    for (int k = 1; k < n; k++)
        screens += occupied(p, k * ux, k * uy);
    if (screens == 1)
        land(p, m->mode, m->dx, m->dy);
}

static void play_lame(struct probe *p, const struct move *m)
{
    int path[8][2];
    int n = move_lame_path(m->dx, m->dy, path, 8);
    for (int i = 0; i < n; i++)
        if (!on_board(path[i][0], path[i][1]) || occupied(p, path[i][0], path[i][1]))
            return;
    land(p, m->mode, m->dx, m->dy);
}

static void play_two_leg(struct probe *p, const struct move *m)
{
    int vx = m->via_dx, vy = m->via_dy;
    if (!on_board(vx, vy))
        return;
    int c = *cell(p, vx, vy);
    int ok = (c == EMPTY && (m->via_mode & MODE_MOVE)) || (c == ENEMY && (m->via_mode & MODE_CAPTURE));
    if (!ok)
        return;
    if (m->dx == 0 && m->dy == 0) { /* back to the start, which it left empty */
        if (m->mode & MODE_MOVE)
            p->reach[R][R] = 1;
        return;
    }
    int saved = c;
    *cell(p, vx, vy) = EMPTY; /* a piece captured on the way is gone */
    land(p, m->mode, m->dx, m->dy);
    *cell(p, vx, vy) = saved;
}

/* Castling: the partner is an own piece at the board's edge on the row,
 * every square between is empty, and so is the king's landing square. */
static void play_castle(struct probe *p, const struct move *m)
{
    int step = m->dx > 0 ? 1 : -1, edge = step * R;
    if (*cell(p, edge, 0) != OWN)
        return;
    for (int x = step; x != edge; x += step)
        if (occupied(p, x, 0))
            return;
    if (m->dx * step < R)
        land(p, MODE_MOVE, m->dx, 0);
}

static void play(struct probe *p, const struct moveset *ms)
{
    for (size_t i = 0; i < ms->n; i++) {
        const struct move *m = &ms->v[i];
        switch (m->kind) {
        case MOVE_LEAP: land(p, m->mode, m->dx, m->dy); break;
        case MOVE_LAME: play_lame(p, m); break;
        case MOVE_SLIDE:
            /* a leaper rider rides its own vector; a unit slide is a slide */
            play_slide(p, m);
            break;
        case MOVE_HOP: play_hop(p, m, 0); break;
        case MOVE_GRASS: play_hop(p, m, 1); break;
        case MOVE_TWO_LEG: play_two_leg(p, m); break;
        case MOVE_CASTLE: play_castle(p, m); break;
        case MOVE_HOP_TO: play_hop_to(p, m); break;
        }
    }
}

/* ---- reading the table ---- */

static char *trim(char *s)
{
    while (*s == ' ' || *s == '\t')
        s++;
    char *e = s + strlen(s);
    while (e > s && (e[-1] == ' ' || e[-1] == '\t' || e[-1] == '\n' || e[-1] == '\r'))
        *--e = '\0';
    return s;
}

/* One coordinate: "+-k" (both signs), "a..b", or an integer. Fills the
 * values and returns their count, 0 when malformed. */
static int coord_values(const char *t, int out[SIDE * 2])
{
    int a, b, n = 0;
    if (strncmp(t, "+-", 2) == 0 || strncmp(t, "\xC2\xB1", 2) == 0) {
        if (sscanf(t + 2, "%d..%d", &a, &b) == 2) {
            for (int k = a; k <= b; k++)
                out[n++] = -k, out[n++] = k;
        } else if (sscanf(t + 2, "%d", &a) == 1) {
            out[n++] = -a;
            if (a)
                out[n++] = a;
        }
        return n;
    }
    if (sscanf(t, "%d..%d", &a, &b) == 2) {
        for (int k = a; k <= b && n < SIDE * 2; k++)
            out[n++] = k;
        return n;
    }
    if (sscanf(t, "%d", &a) == 1)
        out[n++] = a;
    return n;
}

/* Marks the squares of one token into grid; -1 when malformed. */
static int expand_token(const char *tok, int grid[SIDE][SIDE])
{
    char open = tok[0], buf[64];
    size_t len = strlen(tok);
    if (len < 5 || len >= sizeof buf || (open != '(' && open != '[') ||
        tok[len - 1] != (open == '(' ? ')' : ']'))
        return -1;
    memcpy(buf, tok + 1, len - 2);
    buf[len - 2] = '\0';
    char *comma = strchr(buf, ',');
    if (!comma)
        return -1;
    *comma = '\0';
    int xs[SIDE * 2], ys[SIDE * 2];
    int nx = coord_values(buf, xs), ny = coord_values(comma + 1, ys);
    if (!nx || !ny)
        return -1;
    for (int i = 0; i < nx; i++)
        for (int j = 0; j < ny; j++)
            for (int k = 1; k <= (open == '[' ? SIDE : 1); k++) {
                int x = k * xs[i], y = k * ys[j];
                if (on_board(x, y))
                    grid[x + R][y + R] = 1;
            }
    return 0;
}

static int read_board(char *spec, struct probe *p)
{
    memset(p, 0, sizeof *p);
    if (strcmp(spec, "-") == 0)
        return 0;
    for (char *t = strtok(spec, " "); t; t = strtok(NULL, " ")) {
        int x, y;
        char kind;
        if (sscanf(t, "%c(%d,%d)", &kind, &x, &y) != 3 || !on_board(x, y) || (!x && !y))
            return -1;
        *cell(p, x, y) = kind == 'x' ? ENEMY : kind == 'o' ? OWN : kind == 'e' ? EP : -1;
        if (*cell(p, x, y) < 0)
            return -1;
    }
    return 0;
}

static void squares_text(int grid[SIDE][SIDE], char *out, size_t len)
{
    size_t pos = 0;
    out[0] = '\0';
    for (int y = R; y >= -R; y--)
        for (int x = -R; x <= R; x++)
            if (grid[x + R][y + R] && pos + 12 < len)
                pos += (size_t)snprintf(out + pos, len - pos, "%s(%d,%d)", pos ? " " : "", x, y);
}

static void check_squares(int lineno, const char *betza, char *board, char *want)
{
    struct probe p;
    int expect[SIDE][SIDE] = {{0}};
    if (read_board(board, &p) != 0) {
        fprintf(stderr, "  %s:%d: bad board\n", TABLE, lineno);
        CHECK(!"bad board in the table");
        return;
    }
    if (strcmp(want, "none") != 0)
        for (char *t = strtok(want, " "); t; t = strtok(NULL, " "))
            if (expand_token(t, expect) != 0) {
                fprintf(stderr, "  %s:%d: bad square '%s'\n", TABLE, lineno, t);
                CHECK(!"bad square in the table");
                return;
            }
    struct moveset ms;
    if (test_parse_betza(betza, &ms) != 0) {
        fprintf(stderr, "  %s:%d: %s\n", TABLE, lineno, betza);
        return;
    }
    play(&p, &ms);
    moveset_free(&ms);
    if (memcmp(p.reach, expect, sizeof expect) != 0) {
        char got[2048], exp[2048];
        squares_text(p.reach, got, sizeof got);
        squares_text(expect, exp, sizeof exp);
        fprintf(stderr, "  %s:%d: %s\n    got:      %s\n    expected: %s\n", TABLE, lineno,
                betza, got, exp);
        CHECK(!"squares differ");
    } else {
        CHECK(1);
    }
}

static void check_error(int lineno, const char *betza, const char *col, const char *msg)
{
    struct moveset ms;
    struct betza_error err = {0, ""};
    moveset_init(&ms);
    int rc = betza_parse(betza, &ms, &err);
    moveset_free(&ms);
    if (rc == 0 || err.column != atoi(col) || strncmp(err.message, msg, strlen(msg)) != 0) {
        fprintf(stderr, "  %s:%d: %s: got %s at column %d: %s\n", TABLE, lineno, betza,
                rc ? "error" : "no error", err.column, err.message);
        CHECK(!"error differs");
    } else {
        CHECK(1);
    }
}

void test_xbetza_table(void)
{
    FILE *f = fopen(TABLE, "r");
    CHECK(f != NULL);
    if (!f)
        return;
    char line[1024];
    int lineno = 0, rows = 0;
    while (fgets(line, sizeof line, f)) {
        lineno++;
        char *s = trim(line);
        if (!*s || *s == '#')
            continue;
        char *field[4] = {0};
        int n = 0;
        for (char *t = s; n < 4 && t; n++) {
            field[n] = t;
            t = strchr(t, ';');
            if (t)
                *t++ = '\0';
        }
        for (int i = 0; i < n; i++)
            field[i] = trim(field[i]);
        rows++;
        if (n == 4 && strcmp(field[1], "error") == 0)
            check_error(lineno, field[0], field[2], field[3]);
        else if (n == 3)
            check_squares(lineno, field[0], field[1], field[2]);
        else {
            fprintf(stderr, "  %s:%d: malformed line\n", TABLE, lineno);
            CHECK(!"malformed line");
        }
    }
    fclose(f);
    /* the issue asks for at least 150 strings */
    CHECK(rows >= 150);
}
