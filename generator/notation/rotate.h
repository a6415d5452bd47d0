/* rotate.h: quarter turns of a piece's moves and of its drawn diagram, for
 * pieces that may be turned on the board (the rotation game's tiles,
 * rotates="yes"). A turned tile shows its grid turned, so the validator
 * proves every orientation a piece may take: the grid turned by k quarter
 * turns must equal the move table turned by k quarter turns.
 *
 * One quarter turn is 90 degrees clockwise as a player looks down on the
 * piece: forward becomes right, (dx, dy) -> (dy, -dx) in the conventions
 * of moves.h (dx > 0 right, dy > 0 forward). */
#ifndef PNPGEN_ROTATE_H
#define PNPGEN_ROTATE_H

#include <stddef.h>

#include "diagram.h"
#include "model/model.h"
#include "moves.h"
#include "base/report.h"

/* (dx, dy) turned by `quarters` clockwise quarter turns (any integer;
 * negative turns anticlockwise). */
void vector_rotate90(int *dx, int *dy, int quarters);

/* Adds every move of `in` turned by `quarters` quarter turns to `out` and
 * canonicalizes `out`. Returns 0, or -1 when out of memory. */
int moveset_rotate90(const struct moveset *in, int quarters, struct moveset *out);

/* Adds to ms its own moves turned by 1, 2 and 3 quarter turns (everything
 * the piece can do in some orientation) and canonicalizes. */
int moveset_add_rotations(struct moveset *ms);

/* `out` becomes `in` turned by `quarters` quarter turns: the cell drawn at
 * (dx, dy) moves to the turned vector. Returns 0, or -1 when out of memory;
 * free with diagram_free. */
int diagram_rotate90(const struct diagram *in, int quarters, struct diagram *out);

/* The orientations a piece may take: 4 when it rotates, else 1. */
int piece_orientations(const struct piece *p);

/* "0 degrees", "90 degrees clockwise", "180 degrees", "270 degrees clockwise" */
const char *orientation_name(int quarters);

/* Compares a drawn grid with a canonical move table, both turned by
 * `quarters` quarter turns: the number of squares that differ, up to max
 * of them stored in out (in the turned frame). Returns (size_t)-1 when out
 * of memory. */
size_t orientation_compare(const struct diagram *grid, const struct moveset *table,
                           int quarters, struct move_diff *out, size_t max);

/* The validator's check of a rotating piece: every diagram against its
 * move table in the 90, 180 and 270 degree orientations (0 degrees is the
 * ordinary diagram check). A diagram that already differs unturned is left
 * to that check. Reports each differing square naming the piece, the
 * orientation and the square; returns the number of errors. */
int rotation_check_piece(const struct piece *p, struct report *r);

#endif
