/* tile_caption.c: the words under a board page: which tile it is and how
 * its flaps join the neighbours, or how to mount a whole board. Shared by
 * the tiling (compose_board.c), which keeps room for them above the
 * ruler, and the pages that print them (compose_sheets.c). */
#include "compose-imp.h"

#include <stdio.h>
#include <stdlib.h>

#include "base/base.h"
#include "text/text.h"

static const char *tile_place(const struct tile *t)
{
    static const char *names3[3][3] = {
        {"lower left", "lower middle", "lower right"},
        {"middle left", "centre", "middle right"},
        {"upper left", "upper middle", "upper right"},
    };
    if (t->cols == 1 && t->rows == 1)
        return "whole board";
    if (t->cols <= 3 && t->rows <= 3) {
        int r = t->rows == 1 ? 1 : t->row == 0 ? 0 : t->row == t->rows - 1 ? 2 : 1;
        int c = t->cols == 1 ? 1 : t->col == 0 ? 0 : t->col == t->cols - 1 ? 2 : 1;
        if (t->rows == 1)
            return c == 0 ? "left" : c == 2 ? "right" : "middle";
        if (t->cols == 1)
            return r == 0 ? "bottom" : r == 2 ? "top" : "middle";
        return names3[r][c];
    }
    return NULL;
}

void compose_tile_name(const struct tile *t, char *buf, size_t len)
{
    const char *place = tile_place(t);
    if (place)
        snprintf(buf, len, "%s", place);
    else
        snprintf(buf, len, "column %d, row %d", t->col + 1, t->row + 1);
}

/* Which neighbour a flap slides under, in words, so that tiles join one way. */
static void join_text(const struct variant *v, const struct board_plan *bp,
                      const struct tile *t, char *buf, size_t len)
{
    char self[48], left[48], below[48];
    compose_tile_name(t, self, sizeof self);
    char *head = markup_printf("Tile %d of %d: <b>%s</b> (files %s to %s, ranks %s to %s).",
                               t->row * bp->cols + t->col + 1, bp->ntiles, self,
                               v->board.file_names[t->fx0], v->board.file_names[t->fx1 - 1],
                               v->board.rank_names[t->ry0], v->board.rank_names[t->ry1 - 1]);
    size_t used = (size_t)snprintf(buf, len, "%s", head);
    free(head);
    if (t->flap_left && used < len) {
        compose_tile_name(&bp->tiles[t->row * bp->cols + t->col - 1], left, sizeof left);
        used += (size_t)snprintf(buf + used, len - used,
                                 " Glue the left flap under the %s tile, its edge on the line.", left);
    }
    if (t->flap_bottom && used < len) {
        compose_tile_name(&bp->tiles[(t->row - 1) * bp->cols + t->col], below, sizeof below);
        used += (size_t)snprintf(buf + used, len - used,
                                 " Glue the bottom flap under the %s tile.", below);
    }
    if (!t->flap_left && !t->flap_bottom && bp->ntiles > 1 && used < len)
        snprintf(buf + used, len - used, " No flaps: the other tiles' flaps go under this one.");
}

void compose_tile_caption(const struct variant *v, const struct board_plan *bp,
                          const struct tile *t, char *buf, size_t len)
{
    if (bp->ntiles > 1)
        join_text(v, bp, t, buf, len);
    else
        snprintf(buf, len, "Glue onto card, then cut along the solid outline.");
}

double compose_tile_caption_height(const struct variant *v, const struct layout *lo,
                                   const struct board_plan *bp, const struct tile *t)
{
    char buf[512];
    compose_tile_caption(v, bp, t, buf, sizeof buf);
    double pw = bp->landscape ? lo->paper_h : lo->paper_w;
    return TILE_CAPTION_GAP + text_height(lo, buf, TILE_CAPTION_PT, pw - 2 * lo->margin - 2 * TEXT_INSET);
}
