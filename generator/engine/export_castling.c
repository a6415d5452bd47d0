/* export_castling.c: a definition's castling (O moves) as the engine's
 * keys. The engine's castling is in board terms, one kingside and one
 * queenside file and one rank for both sides (the second's counted from
 * its own edge); pnpgen's is a piece's own left and right, turned for the
 * second side. Each side's castling piece is found where its setup puts
 * it and its moves turned to the board; what the two sides cannot share
 * is said. */
#include "engine-imp.h"

#include <stdio.h>
#include <string.h>

#include "rules/rules.h"

/* The castling steps of p's tables: own left in *left, own right in *right
 * (0 when it does not castle that way). */
static void castling_steps(const struct piece *p, int *left, int *right)
{
    *left = *right = 0;
    for (int k = 0; k < p->nmoves; k++) {
        struct moveset ms;
        struct betza_error err;
        moveset_init(&ms);
        if (p->moves[k].betza && betza_parse(p->moves[k].betza, &ms, &err) == 0)
            for (size_t i = 0; i < ms.n; i++)
                if (ms.v[i].kind == MOVE_CASTLE) {
                    int *d = ms.v[i].dx < 0 ? left : right;
                    int n = ms.v[i].dx < 0 ? -ms.v[i].dx : ms.v[i].dx;
                    *d = n > *d ? n : *d;
                }
        moveset_free(&ms);
    }
}

/* One side's castling in board terms: the castling piece's square and how
 * far it goes towards the h-file side (east) and the a-file side (west).
 * 0 when the side has no castling piece on the board. */
static int side_castling(const struct variant *v, int side, int *x, int *y, int *east, int *west)
{
    for (int i = 0; i < v->npieces; i++) {
        const struct piece *p = &v->pieces[i];
        if ((p->side != SIDE_BOTH && p->side != side) || !piece_count(p, side))
            continue;
        int left, right;
        castling_steps(p, &left, &right);
        if (!left && !right)
            continue;
        for (int k = 0; k < v->nsetup; k++)
            if (v->setup[k].piece == i && v->setup[k].side == side) {
                *x = v->setup[k].x;
                *y = v->setup[k].y;
                /* the second side's own right is the board's west */
                *east = side == SIDE_SECOND ? left : right;
                *west = side == SIDE_SECOND ? right : left;
                return 1;
            }
    }
    return 0;
}

void engine_export_castling_plan(const struct variant *v, struct exp_castling *c)
{
    memset(c, 0, sizeof *c);
    c->has[0] = side_castling(v, SIDE_FIRST, &c->x[0], &c->y[0], &c->east[0], &c->west[0]);
    c->has[1] = side_castling(v, SIDE_SECOND, &c->x[1], &c->y[1], &c->east[1], &c->west[1]);
    char *o = c->rights;
    for (int s = 0; s < 2; s++)
        if (c->has[s]) {
            if (c->east[s])
                *o++ = s ? 'k' : 'K';
            if (c->west[s])
                *o++ = s ? 'q' : 'Q';
        }
    if (o == c->rights)
        *o++ = '-';
    *o = '\0';
}

void engine_export_castling(FILE *out, struct report *r, const struct variant *v,
                            const struct exp_castling *c)
{
    int s = c->has[0] ? 0 : 1;
    if (!c->has[0] && !c->has[1]) {
        fprintf(out, "castling = false\n");
        return;
    }
    int ks = c->x[s] + c->east[s], qs = c->x[s] - c->west[s];
    /* the rank from the side's own edge: the second side's counted down */
    int rank = s ? v->board.ranks - 1 - c->y[s] : c->y[s];
    if (c->has[0] && c->has[1]) {
        int ks2 = c->x[1] + c->east[1], qs2 = c->x[1] - c->west[1];
        if ((c->east[0] && c->east[1] && ks != ks2) || (c->west[0] && c->west[1] && qs != qs2) ||
            rank != v->board.ranks - 1 - c->y[1]) {
            char what[200];
            snprintf(what, sizeof what, "the second side castles to %c%d and %c%d, the first to "
                     "%c%d and %c%d; the engine's castling has one pair of files and one rank, "
                     "and it is given the first side's", 'a' + ks2, c->y[1] + 1, 'a' + qs2,
                     c->y[1] + 1, 'a' + ks, c->y[0] + 1, 'a' + qs, c->y[0] + 1);
            engine_export_say(out, r, v, what);
        }
        if (!c->east[0])
            ks = ks2;
        if (!c->west[0])
            qs = qs2;
    }
    fprintf(out, "castling = true\n");
    if (v->opposite_castling)
        fprintf(out, "# oppositeCastling: releases later than Fairy-Stockfish 11.1\n"
                     "oppositeCastling = true\n");
    if (c->east[0] || c->east[1])
        fprintf(out, "castlingKingsideFile = %c\n", 'a' + ks);
    if (c->west[0] || c->west[1])
        fprintf(out, "castlingQueensideFile = %c\n", 'a' + qs);
    if (rank)
        fprintf(out, "castlingRank = %d\n", rank + 1);
}
