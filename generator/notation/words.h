/* words.h: a move set described in plain English (the booklet's gallery). */
#ifndef PNPGEN_WORDS_H
#define PNPGEN_WORDS_H

#include <stddef.h>
#include "moves.h"

/* E.g. "Steps one square in any direction." for K, "Slides any distance
 * orthogonally. Jumps two squares diagonally." for RA. */
void moves_in_words(const struct moveset *ms, char *buf, size_t len);

#endif
