/* figure_names.c: the words figure="..." takes and the figures they name,
 * in one table, so that the loader, the validator's messages and the
 * exporters agree on them. */
#include "model.h"

#include <string.h>

static const char *const names[FIGURE_COUNT] = {
    [FIGURE_COUNSELLOR] = "counsellor", [FIGURE_ELEPHANT] = "elephant",
    [FIGURE_CROWN] = "crown",           [FIGURE_SPIRE] = "spire",
    [FIGURE_CLOSED_CROWN] = "closed-crown",
    [FIGURE_COWRIE] = "cowrie",         [FIGURE_COWRIE_UP] = "cowrie-up",
    [FIGURE_KNIGHT] = "knight",         [FIGURE_ROOK] = "rook",
    [FIGURE_LION] = "lion",             [FIGURE_GIRAFFE] = "giraffe",
    [FIGURE_ELEPHANT_SIDE] = "elephant-side",
    [FIGURE_CHICK] = "chick",           [FIGURE_HEN] = "hen",
};

const char *piece_figure_name(enum piece_figure f)
{
    return f > FIGURE_NONE && f < FIGURE_COUNT ? names[f] : "";
}

enum piece_figure piece_figure_named(const char *word)
{
    for (int f = FIGURE_NONE + 1; word && f < FIGURE_COUNT; f++)
        if (strcmp(names[f], word) == 0)
            return (enum piece_figure)f;
    return FIGURE_NONE;
}
