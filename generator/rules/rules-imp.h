/* rules-imp.h: what the validator's files share. Private to rules/. */
#ifndef PNPGEN_RULES_IMP_H
#define PNPGEN_RULES_IMP_H

#include "base/base.h"
#include "model/model.h"
#include "notation/notation.h"
#include "rules.h"

/* A diagram against its tables in every combination of options, each
 * disagreement reported; returns the line of the last one, or 0
 * (validate_diagram.c). */
int rules_check_diagram(const struct variant *v, const struct piece *p,
                        const struct piece_diagram *d, struct report *r);
/* A piece's moves: its tables read, the zones they and its diagrams name
 * exist, each diagram matches its tables (validate_moves.c). */
void rules_check_piece_moves(const struct variant *v, const struct piece *p, struct report *r);
/* The ranks a piece cannot leave are promotion or no-drop ranks
 * (validate_dead.c). */
void rules_check_dead_ranks(const struct variant *v, const struct piece *p, struct report *r);
/* Why zone `id` cannot be used by both sides, in words; NULL when it can. */
const char *rules_zone_problem(const struct variant *v, const char *id);
/* The zone a piece promotes in: promotion-zone="...", else 'promotion'. */
const char *rules_promotion_zone_of(const struct piece *p);
/* promotion="compulsory": the zone must hold the `dead` ranks where the
 * piece has no move (words says so: "has no move on the last 2 ranks"). */
void rules_check_compulsory(const struct variant *v, const struct piece *p, int dead,
                      const char *words, struct report *r);
/* Choices, cycles, targets of promotion and the promotion zones. */
void rules_check_promotions(const struct variant *v, struct report *r);
/* Castling (O) needs a castling partner at the board's edge where the
 * castling piece starts, and a partner needs a piece that castles. */
void rules_check_castling(const struct variant *v, struct report *r);
/* along="diagonals": checks the zone and the moves it carries. */
void rules_check_along_diagonals(const struct variant *v, const struct piece *p, struct report *r);
/* A move table that does not read: where and why, and the likely intent
 * ("r": did you mean "R"?) (piece_moves.c). */
void rules_report_betza_error(struct report *r, const struct piece *p, const struct moves *m,
                              const struct betza_error *err);
/* e needs <variant en-passant>, and the choice needs an e move. */
void rules_check_en_passant(const struct variant *v, struct report *r);
/* <setup free-placement>: the zone, the pieces to place, the room for them
 * (validate_placement.c). */
void rules_check_free_placement(const struct variant *v, struct report *r);
void rules_check_samples(const struct variant *v, struct report *r);
/* <zone id="blocked">: for both sides, marked, no piece starts on it. */
void rules_check_blocked(const struct variant *v, struct report *r);
/* <zone id="drop-region">: in a game with drops, not beside a placing zone. */
void rules_check_drop_region(const struct variant *v, struct report *r);
/* placing-rule="outflank", <zone id="opening">, <variant flip>: each can
 * happen, and a piece that changes sides turns over (validate_flip.c). */
void rules_check_flip(const struct variant *v, struct report *r);
/* <place promoted="yes"> shows a back that is the promoted piece;
 * promotion-limit is on a piece that others promote to
 * (validate_promoted.c). */
void rules_check_promoted(const struct variant *v, struct report *r);
/* <end>: what its rules name exists and each can happen (validate_end.c). */
void rules_check_end(const struct variant *v, struct report *r);

#endif
