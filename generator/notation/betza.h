/* betza.h: parses the XBetza subset the shipped games need into a moveset. */
#ifndef PNPGEN_BETZA_H
#define PNPGEN_BETZA_H

#include "moves.h"

/* The longest range a move may give (R39): a board has at most 40 files
 * or ranks (piecedefs/README.md, Limits). */
#define BETZA_MAX_RANGE 39

struct betza_error {
    int column;       /* 0-based index of the offending character in the string */
    char message[160];
};

/* Parses s and adds its moves to out (not canonicalized). Returns 0, or -1
 * with err filled in ("unknown atom 'Y'", "modifier 'q' is not supported",
 * ...); on error out may hold a partial set, the caller frees it. */
int betza_parse(const char *s, struct moveset *out, struct betza_error *err);

#endif
