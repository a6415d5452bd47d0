/* moves.h: a piece's moves as a set of vectors, the common currency of the
 * validator. Both the Betza move table (betza.c) and the drawn diagram
 * (diagram.c) are expanded into a moveset; the two sets are then compared.
 *
 * Conventions: (dx, dy) are measured from the moving piece, dx > 0 to its
 * right, dy > 0 forward (towards the opponent). No cairo or libxml2 here. */
#ifndef PNPGEN_MOVES_H
#define PNPGEN_MOVES_H

#include <stddef.h>

enum move_kind {
    MOVE_LEAP,  /* lands on (dx,dy) whatever stands between; at Chebyshev
                   distance 1 this is an ordinary step */
    MOVE_LAME,  /* leap whose path squares must be empty (Betza n, or the
                   equivalent multi-leg form such as mafsW) */
    MOVE_SLIDE, /* rides the unit vector (dx,dy) until blocked, at most
                   `range` squares (0 = unlimited) */
    MOVE_HOP,   /* rides (dx,dy) and must jump exactly one piece (Betza p),
                   landing anywhere beyond it: the Xiangqi cannon capture */
    MOVE_TWO_LEG /* two steps in one turn: first to (via_dx,via_dy) with
                    via_mode, then on to (dx,dy) (Betza a); (dx,dy) may be
                    (0,0), the capture without moving */
};

/* Modality bits. A plain move both moves and captures (MODE_MOVE|MODE_CAPTURE). */
enum {
    MODE_MOVE = 1,    /* to an empty square (Betza m) */
    MODE_CAPTURE = 2, /* onto an enemy piece (Betza c) */
    MODE_EP = 4       /* captures a piece that passed through this square on
                         the opponent's last move (Betza e) */
};

enum {
    MOVEFLAG_INITIAL = 1 /* only as the piece's first move (Betza i) */
};

struct move {
    int dx, dy;          /* destination; for slides and hops the unit direction */
    enum move_kind kind;
    unsigned mode;       /* MODE_* bits, never 0 */
    unsigned flags;      /* MOVEFLAG_* bits */
    int range;           /* slides and hops: max squares, 0 = unlimited; else 0 */
    int via_dx, via_dy;  /* MOVE_TWO_LEG only: the first leg's square */
    unsigned via_mode;   /* MOVE_TWO_LEG only: the first leg's modality */
};

struct moveset {
    struct move *v;
    size_t n, cap;
};

void moveset_init(struct moveset *ms);
void moveset_free(struct moveset *ms);
/* Adds a move unless an identical one is present; merges modes of moves
 * that differ only in mode. Returns 0, or -1 when out of memory. */
int moveset_add(struct moveset *ms, const struct move *m);
/* Sorts into canonical order and removes moves implied by others (a step
 * covered by an unlimited slide of the same mode in the same direction). */
void moveset_canonicalize(struct moveset *ms);

/* One square on which two movesets disagree, for error messages. */
struct move_diff {
    int dx, dy;
    char left[64];  /* what the first set has there, in words ("slide", "lame leap",
                       "nothing", "capture-only step", ...) */
    char right[64]; /* what the second set has there */
};

/* Compares two canonical movesets. Returns the number of differences and
 * stores up to max of them in out (sorted by square: top row first, then
 * left to right). */
size_t moveset_compare(const struct moveset *a, const struct moveset *b,
                       struct move_diff *out, size_t max);

/* Describes one move in words, e.g. "slide forward", "lame leap (+1,+2)". */
void move_describe(const struct move *m, char *buf, size_t len);

/* The squares a lame leap to (dx, dy) must find empty, nearest first: the
 * squares between on a straight or diagonal line; for a (2,1) knight leap
 * the orthogonal midpoint (the xiangqi horse's leg). Stores up to max of
 * them in path and returns their number, or -1 when no path is defined
 * (camel, zebra and other long oblique leaps). */
int move_lame_path(int dx, int dy, int path[][2], int max);

#endif
