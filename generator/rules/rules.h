/* rules.h: the rules validator, and the moves a piece has in a given
 * position. Proves that every drawn diagram shows exactly the moves of its
 * move table (in every option state, and in all four orientations of a
 * piece that rotates), and that the variant is consistent (references,
 * setup counts, forced-promotion and no-drop ranks, promotion chains).
 *
 * Failure: every problem is reported through r in one run (counted in
 * r->errors), then the call returns -1; 0 means the variant is valid. The
 * model is only read. */
#ifndef PNPGEN_RULES_H
#define PNPGEN_RULES_H

#include "base/base.h"
#include "model/model.h"

/* The whole check (validate.c). Returns 0, or -1 after reporting every
 * problem. */
int validate_variant(const struct variant *v, struct report *r);

/* The validator's verdict on one diagram, for the designers' document:
 * the squares on which it and the move table disagree, summed over every
 * option state (0: it shows exactly the table), the moves of the table
 * with every option off, and the option states compared; -1 for a diagram
 * that did not parse. */
int rules_diagram_agreement(const struct variant *v, const struct piece *p,
                            const struct piece_diagram *d, int *moves, int *states);

/* The moves a piece has while standing in zone `in_zone` of its own side
 * (NULL: outside every conditional zone), canonical. Returns 0, or -1 after
 * reporting a bad move table. */
int rules_piece_moves(const struct piece *p, const char *in_zone, struct moveset *out,
                struct report *r);

/* The same in one option state: bit k of options_on set means option k of
 * the variant is on; a table marked with an option that is on replaces the
 * unmarked tables for the same zone. rules_piece_moves is options_on = 0. */
int rules_piece_moves_opt(const struct piece *p, const char *in_zone, unsigned options_on,
                    struct moveset *out, struct report *r);
/* Where a piece stands in a palace (a square zone whose drawn diagonals
 * carry its along="diagonals" moves): its centre, its back-left corner, or
 * anywhere in it. */
enum palace_point { PALACE_CENTRE, PALACE_CORNER, PALACE_ANY };
/* rules_piece_moves_opt for a piece standing at `at` in zone in_zone, of
 * reach cells from its centre to an edge: the along="diagonals" moves go
 * only as far as the line does (the Janggi Chariot's B, two points from a
 * corner; the Cannon's pB only from a corner, over the centre). Returns 0,
 * or -1 when a table does not parse (not reported). */
int rules_palace_moves(const struct piece *p, const char *in_zone, unsigned options_on,
                       int reach, enum palace_point at, struct moveset *out);
/* The moves diagram d must show: its zone's, drawn in a palace from where
 * the diagram puts the piece (from="corner" or the centre). */
int rules_diagram_moves(const struct piece *p, const struct piece_diagram *d, unsigned options_on,
                        struct moveset *out, struct report *r);
/* Is table m one of the piece's moves in that zone and option state? */
int rules_moves_active(const struct piece *p, const struct moves *m, const char *in_zone,
                 unsigned options_on);
/* Does an option that is on make the diagrams' path leaps ('~') lame? */
int rules_options_lame_paths(const struct variant *v, unsigned options_on);
/* "with Hobbling" (empty for no option on); for messages. */
void rules_options_state_name(const struct variant *v, unsigned options_on, char *buf, size_t len);

/* Ranks, counted from the far end (1 = last rank), on which the piece has no
 * move at all on an empty board; returns how many of the farthest ranks are
 * dead in a row, and sets *gaps when dead ranks occur further back too. */
int rules_dead_ranks(const struct variant *v, const struct moveset *ms, int *gaps);
/* The same for a piece, with the moves of every zone it stands in; -1 when
 * a table does not parse. */
int rules_piece_dead_ranks(const struct variant *v, const struct piece *p, int *gaps);
/* Does the piece never move back (toward its own side), from any square of
 * any zone its tables name? Then a piece that reached a zone at the far
 * end never leaves it again. A piece that may turn does move back. */
int rules_piece_never_retreats(const struct piece *p);

/* Does move m, from square (x, y) (first player's view), run along the
 * drawn diagonal lines of square zone z (the palace's crossed lines)? A
 * slide needs its first step on a line; a step or leap, every square
 * (validate_rules.c). */
int rules_move_along_diagonals(const struct zone *z, int x, int y, const struct move *m);

/* The check of a rotating piece (rotation.c): every diagram against its
 * move table in the 90, 180 and 270 degree orientations (0 degrees is the
 * ordinary diagram check). A diagram that already differs unturned is left
 * to that check. Reports each differing square naming the piece, the
 * orientation and the square; returns 0, or -1 after reporting. */
int rules_check_rotation(const struct piece *p, struct report *r);

#endif
