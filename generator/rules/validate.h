/* validate.h: the rules validator. Proves that every drawn diagram shows
 * exactly the moves of its move table, and that the variant is consistent
 * (references, setup counts, forced-promotion and no-drop ranks, promotion
 * chains). Every problem is reported in one run. */
#ifndef PNPGEN_VALIDATE_H
#define PNPGEN_VALIDATE_H

#include "model/model.h"
#include "base/report.h"

/* Returns the number of errors reported (0 when the variant is valid). */
int validate_variant(const struct variant *v, struct report *r);

/* The moves a piece has while standing in zone `in_zone` of its own side
 * (NULL: outside every conditional zone), canonical. Returns 0, or -1 after
 * reporting a bad move table. */
int piece_moves(const struct piece *p, const char *in_zone, struct moveset *out,
                struct report *r);

/* The same in one option state: bit k of options_on set means option k of
 * the variant is on; a table marked with an option that is on replaces the
 * unmarked tables for the same zone. piece_moves is options_on = 0. */
int piece_moves_opt(const struct piece *p, const char *in_zone, unsigned options_on,
                    struct moveset *out, struct report *r);
/* Is table m one of the piece's moves in that zone and option state? */
int moves_active(const struct piece *p, const struct moves *m, const char *in_zone,
                 unsigned options_on);
/* Does an option that is on make the diagrams' path leaps ('~') lame? */
int options_lame_paths(const struct variant *v, unsigned options_on);
/* "with Hobbling" (empty for no option on); for messages. */
void options_state_name(const struct variant *v, unsigned options_on, char *buf, size_t len);

/* Ranks, counted from the far end (1 = last rank), on which the piece has no
 * move at all on an empty board; returns how many of the farthest ranks are
 * dead in a row, and sets *gaps when dead ranks occur further back too. */
int dead_ranks(const struct variant *v, const struct moveset *ms, int *gaps);

#endif
