/* validate_parts.h: what validate.c and validate_rules.c share. */
#ifndef PNPGEN_VALIDATE_PARTS_H
#define PNPGEN_VALIDATE_PARTS_H

#include "model.h"
#include "report.h"

/* Why zone `id` cannot be used by both sides, in words; NULL when it can. */
const char *zone_problem(const struct variant *v, const char *id);
/* The zone a piece promotes in: promotion-zone="...", else 'promotion'. */
const char *promotion_zone_of(const struct piece *p);
/* promotion="compulsory": the zone must hold the `dead` ranks where the
 * piece has no move (words says so: "has no move on the last 2 ranks"). */
void check_compulsory(const struct variant *v, const struct piece *p, int dead,
                      const char *words, struct report *r);
/* Choices, cycles, targets of promotion and the promotion zones. */
void check_promotions(const struct variant *v, struct report *r);
/* Castling (O) needs a castling partner at the board's edge where the
 * castling piece starts, and a partner needs a piece that castles. */
void check_castling(const struct variant *v, struct report *r);
/* along="diagonals": checks the zone and the moves it carries. */
void check_along_diagonals(const struct variant *v, const struct piece *p, struct report *r);
/* e needs <variant en-passant>, and the choice needs an e move. */
void check_en_passant(const struct variant *v, struct report *r);

#endif
