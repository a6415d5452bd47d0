/* compose_set.c: the composer's one entry point. It proves, before
 * anything is placed, that the set fits the layout's paper, reporting every
 * misfit as `file:line: error: message`, then composes the documents.
 * pnpgen's commands, the bench and the fuzzer all compose through it, so
 * none of them can compose a set that does not fit. */
#include "compose-imp.h"

#include <math.h>
#include <string.h>

#include "base/base.h"

/* Names that would print under MIN_TEXT_PT at the layout's cell: a larger
 * cell, 5 % a step, while the board stays on as many pages, the pieces fit
 * a sheet and the names still grow (not where the definition asked for its
 * piece size). The names then warn only if even that was not enough. */
static void grow_for_names(const struct variant *v, const struct layout *lo, struct board_plan *bp)
{
    if (v->components.piece_size > 0)
        return;
    double pt = compose_face_names_min_pt(v, lo, compose_piece_face_size(v, lo, bp));
    for (int k = 0; k < 40 && pt < MIN_TEXT_PT - 1e-9; k++) {
        struct board_plan next;
        double need;
        if (plan_board_cell(v, lo, bp->cell * 1.05, &next) != 0)
            return;
        double next_pt = compose_face_names_min_pt(v, lo, compose_piece_face_size(v, lo, &next));
        if (next.cell <= bp->cell + 1e-6 || next.ntiles > bp->ntiles || next_pt <= pt + 1e-9 ||
            compose_pieces_fit(v, lo, &next, &need) != 0) {
            plan_board_free(&next);
            return;
        }
        plan_board_free(bp);
        *bp = next;
        pt = next_pt;
    }
}

/* The checks compose relies on: the board tiles the page, every piece and
 * hand slot fits a sheet, the screen's walls fit one, every printed name
 * and gallery caption is legible. 0, or -1 after the errors; on success
 * *bp holds the board's plan. */
static int check_fits(const struct variant *v, const struct layout *lo, struct board_plan *bp,
                      struct report *r)
{
    if (plan_board(v, lo, bp) != 0) {
        report_error(r, v->board.line, "a board cell of %.1f mm does not fit the page",
                     plan_preferred_cell(v, lo));
        return -1;
    }
    grow_for_names(v, lo, bp);
    /* the size asked for, where the page holds the board only smaller: said */
    double face = compose_piece_face_size(v, lo, bp), asked = v->components.piece_size;
    if (asked > 0 && face < asked - 0.05)
        report_warning(r, v->components.line, "piece-size=\"%g\": the page holds the board only "
                       "with cells of %.1f mm, so the pieces are %.1f mm: use a larger paper, or ask "
                       "for %.0f mm or less", asked, bp->cell, face, floor(face));
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
    } else if (compose_face_names_check(v, lo, face, r) +
                   compose_choices_check(v, lo, face, r) == 0 &&
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
    compose_words_memo_begin(v);
    compose_names_memo_begin(v);
    compose_grow_board(v, lo, &out->board);
    compose_components(v, lo, &out->board, &out->components);
    if (booklet_lo) {
        compose_booklet(v, booklet_lo, &out->board, &out->components, &out->booklet);
        compose_design(v, lo, &out->design);
    }
    compose_names_memo_end();
    compose_words_memo_end();
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
