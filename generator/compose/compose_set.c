/* compose_set.c: the composer's one entry point. It proves, before
 * anything is placed, that the set fits the layout's paper, reporting every
 * misfit as `file:line: error: message`, then composes the documents.
 * pnpgen's commands, the bench and the fuzzer all compose through it, so
 * none of them can compose a set that does not fit. */
#include "compose-imp.h"

#include <string.h>

#include "base/base.h"

/* The checks compose relies on: the board tiles the page, every piece and
 * hand slot fits a sheet, the screen's walls fit one, every printed name
 * and gallery caption is legible. 0, or -1 after the errors; on success
 * *bp holds the board's plan. */
static int check_fits(const struct variant *v, const struct layout *lo, struct board_plan *bp,
                      struct report *r)
{
    if (plan_board(v, lo, bp) != 0) {
        report_error(r, v->board.line, "a board cell of %.1f mm does not fit the page", lo->cell);
        return -1;
    }
    double need, room;
    if (compose_pieces_fit(v, lo, bp, &need) != 0)
        report_error(r, v->components.line ? v->components.line : v->line,
                     "a piece of %.1f mm (board cell %.1f mm) does not fit the page", need, bp->cell);
    else if (compose_screen_fits(v, lo, bp, &need, &room) != 0) {
        const struct screen *s = v->components.screen;
        report_error(r, s->line ? s->line : v->components.line,
                     "a screen of %.1f mm (walls %.1f mm high, base %.1f mm deep) does not fit the "
                     "page, which holds %.1f mm; use a taller paper or lower walls",
                     need, s->height, s->depth, room);
    } else if (compose_face_names_check(v, lo, compose_piece_face_size(v, lo, bp), r) == 0 &&
               compose_gallery_captions_check(v, lo, r) == 0)
        return 0;
    plan_board_free(bp);
    return -1;
}

int compose_set(const struct variant *v, const struct layout *lo, const struct layout *booklet_lo,
                struct composed *out, struct report *r)
{
    memset(out, 0, sizeof *out);
    if (check_fits(v, lo, &out->board, r) != 0)
        return -1;
    compose_components(v, lo, &out->board, &out->components);
    if (booklet_lo) {
        compose_booklet(v, booklet_lo, &out->board, &out->components, &out->booklet);
        compose_design(v, lo, &out->design);
    }
    return 0;
}

int compose_set_check(const struct variant *v, const struct layout *lo, struct report *r)
{
    struct board_plan bp;
    if (check_fits(v, lo, &bp, r) != 0)
        return -1;
    plan_board_free(&bp);
    return 0;
}

void compose_set_free(struct composed *c)
{
    document_free(&c->components);
    document_free(&c->booklet);
    document_free(&c->design);
    plan_board_free(&c->board);
    memset(c, 0, sizeof *c);
}
