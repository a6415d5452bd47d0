/* compose_look_board.c: the board as it prints (struct board_art, look.h),
 * decided from the variant's board: its size, dark squares, the zones that
 * carry a mark (with their squares spelt out), the marks, the river and the
 * coordinates. draw_board.c paints board tiles from this alone. */
#include "compose-imp.h"

#include <stdlib.h>
#include <string.h>

#include "base/base.h"

static void zone_art(const struct board *b, const struct zone *z, struct zone_art *out)
{
    out->mark = z->mark;
    out->x0 = z->x0;
    out->y0 = z->y0;
    out->x1 = z->x1;
    out->y1 = z->y1;
    out->rect = z->rect;
    compose_zone_dot_lines(b->files, z, out->dot_x);
    out->in = xcalloc((size_t)b->files * (size_t)b->ranks, 1);
    for (int y = 0; y < b->ranks; y++)
        for (int x = 0; x < b->files; x++)
            out->in[y * b->files + x] = (unsigned char)variant_zone_has(z, x, y);
}

/* A zone across the whole board has its dots a third of the way in from
 * each side, as on a shogi board, or where that puts them one square apart
 * (Minishogi's 5 files: "cramped", issue 30 player review) one file in,
 * three apart; a narrower zone's at its inner corners. The booklet's key
 * says where they are from this too. */
int compose_zone_dot_lines(int files, const struct zone *z, int lines[2])
{
    int full = z->x0 == 0 && z->x1 == files - 1, in = (files + 1) / 3;
    if (files - 2 * in < 2 && files >= 5)
        in = 1;
    lines[0] = full ? in : z->x0;
    lines[1] = full ? files - in : z->x1 + 1;
    return full;
}

void compose_look_board(const struct variant *v, struct board_art *out)
{
    const struct board *b = &v->board;
    memset(out, 0, sizeof *out);
    out->files = b->files;
    out->ranks = b->ranks;
    out->cells = b->cells;
    out->dark = b->dark;
    /* pentagon koma are the shogi family's pieces, played on a wooden
       board: its cells print on a pale wood tone (about a tenth of the
       ink of black, less than a chequered board's grey squares) */
    out->wood = v->components.shape == SHAPE_PENTAGON && b->cells == CELLS_SQUARES && !b->dark;
    /* only the zones that print: the rest are rules, not art */
    for (int i = 0; i < b->nzones; i++)
        out->nzones += b->zones[i].mark != ZMARK_NONE;
    out->zones = out->nzones ? xcalloc((size_t)out->nzones, sizeof *out->zones) : NULL;
    for (int i = 0, k = 0; i < b->nzones; i++)
        if (b->zones[i].mark != ZMARK_NONE)
            zone_art(b, &b->zones[i], &out->zones[k++]);
    out->nmarks = b->nmarks;
    out->marks = b->nmarks ? xcalloc((size_t)b->nmarks, sizeof *out->marks) : NULL;
    for (int i = 0; i < b->nmarks; i++)
        out->marks[i] = (struct mark_art){b->marks[i].symbol, b->marks[i].side, b->marks[i].x,
                                          b->marks[i].y};
    out->river = b->river ? b->river->after_rank : -1;
    out->river_text = b->river ? b->river->text : NULL;
    out->ncoords = b->ncoords;
    out->coords = b->ncoords ? xcalloc((size_t)b->ncoords, sizeof *out->coords) : NULL;
    for (int i = 0; i < b->ncoords; i++)
        out->coords[i] = (struct coords_art){b->coords[i].edge, b->coords[i].labels,
                                             b->coords[i].nlabels, b->coords[i].upside_down};
}

void compose_look_board_free(struct board_art *b)
{
    for (int i = 0; i < b->nzones; i++)
        free(b->zones[i].in);
    free(b->zones);
    free(b->marks);
    free(b->coords);
    memset(b, 0, sizeof *b);
}
