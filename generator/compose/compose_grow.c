/* compose_grow.c: a board grown into the room its pages leave.
 *
 * A board is planned at the layout's cell (25 mm on A4), its pieces at
 * that cell times the fill (0.93). Where the sheets have room to spare
 * (Chu Shogi's upper tiles' pages were 41 and 46 % blank, Tori Shogi's
 * board page 31 %), the board takes larger cells around pieces of the same
 * size, as long as the set prints on as many sheets, each army on as
 * many, with every piece, hand, card, chip and screen part it had and its
 * cards no smaller, and the board on as many tiles the same way up. The
 * tiles stay one plan at one cell, so they tape together as before.
 *
 * The pieces then fill less of a square, down to GROW_FILL: Staunton
 * tournament sets put a king's base at about 0.75 to 0.8 of the square,
 * shogi sets a king at about 0.85 of the square's width and a pawn 0.75,
 * so pieces at 0.8 still look like the board's, and a player's fingers get
 * room between neighbours. Boards as wide as their page (Makruk, the
 * rotation game) keep their cell: no larger one fits. */
#include "compose-imp.h"

#include <math.h>
#include <string.h>

#define GROW_STEP 0.5 /* mm a try */
#define GROW_FILL 0.8 /* the least share of a square a piece fills */

/* What a plan's components come to: sheets, the most sheets any army is
 * cut from, how many of each component, and its cards' faces and detail. */
struct grow_cost {
    int sheets, armies;
    int held[6];
    double card_face; /* the smallest card's face size times its scale */
    int card_level;   /* the briefest card's level */
    int card_diagrams; /* the fewest diagrams a card shows (struct item_refcard) */
};

static void grow_cost(const struct variant *v, const struct layout *lo,
                      const struct board_plan *bp, struct grow_cost *c)
{
    static const enum item_kind kinds[6] = {ITEM_DISC, ITEM_FOLD, ITEM_HAND, ITEM_REFCARD,
                                            ITEM_CHIP, ITEM_SCREEN};
    struct document doc;
    compose_components_measure(v, lo, bp, &doc);
    memset(c, 0, sizeof *c);
    c->sheets = doc.npages;
    c->armies = compose_army_sheets_most(&doc);
    c->card_face = INFINITY;
    c->card_diagrams = 2;
    for (int p = 0; p < doc.npages; p++)
        for (int i = 0; i < doc.pages[p].nitems; i++) {
            const struct item *it = &doc.pages[p].items[i];
            for (int k = 0; k < 6; k++)
                c->held[k] += it->kind == kinds[k];
            if (it->kind == ITEM_REFCARD) {
                c->card_face = fmin(c->card_face, it->refcard.face * it->refcard.scale);
                c->card_level = it->refcard.level > c->card_level ? it->refcard.level : c->card_level;
                if (it->refcard.diagrams < c->card_diagrams)
                    c->card_diagrams = it->refcard.diagrams;
            }
        }
    document_free(&doc);
}

/* Whether plan `next` costs the player nothing against `base`. */
static int grow_keeps(const struct grow_cost *base, const struct grow_cost *next)
{
    return next->sheets <= base->sheets && next->armies <= base->armies &&
           memcmp(next->held, base->held, sizeof base->held) == 0 &&
           next->card_face >= base->card_face - 1e-6 && next->card_level <= base->card_level &&
           next->card_diagrams >= base->card_diagrams;
}

/* pieces-grow="yes": the pieces from piece-size up, their cells with them
 * (a piece keeps its share of its square), 0.5 mm a step, while the set
 * costs the player nothing more (grow_keeps: no sheet, card or hand lost),
 * on each paper as its sheets allow (Dobutsu's 30 mm tiles: 33.5 mm on A4,
 * 30.5 on A4-or-Letter, 30 on Letter, where 30.5 would drop the cards). */
static void grow_pieces(const struct variant *v, const struct layout *lo, struct board_plan *bp)
{
    struct grow_cost base, next_cost;
    grow_cost(v, lo, bp, &base);
    for (int k = 0; k < 200; k++) {
        struct board_plan next;
        double need, want = bp->cell + GROW_STEP / lo->piece_fill;
        if (plan_board_cell(v, lo, want, &next) != 0)
            return;
        int keeps = next.cell > bp->cell + 1e-6 && next.ntiles == bp->ntiles &&
                    next.landscape == bp->landscape && next.turned == bp->turned &&
                    compose_pieces_fit(v, lo, &next, &need) == 0;
        if (keeps) {
            grow_cost(v, lo, &next, &next_cost);
            keeps = grow_keeps(&base, &next_cost);
        }
        if (!keeps) { /* the first size that costs a sheet ends it */
            plan_board_free(&next);
            return;
        }
        plan_board_free(bp);
        *bp = next;
    }
}

/* A turned board's pieces (plan_board: at first the size the board would
 * take lying on its side) up to its squares' fill, 0.5 mm a step, while
 * the set costs the player nothing more (Capablanca on A4: 16.3 mm discs
 * on 22.9 mm squares grow to 16.8; at the full 19.7 mm its cards lost
 * their diagrams). */
static void grow_turned_pieces(const struct variant *v, const struct layout *lo, struct board_plan *bp)
{
    struct grow_cost base, next_cost;
    double most = bp->cell * compose_piece_fill(v, lo), need;
    grow_cost(v, lo, bp, &base);
    while (bp->face > 0 && bp->face + GROW_STEP <= most + 1e-9) {
        bp->face += GROW_STEP;
        int keeps = compose_pieces_fit(v, lo, bp, &need) == 0;
        if (keeps) {
            grow_cost(v, lo, bp, &next_cost);
            keeps = grow_keeps(&base, &next_cost);
        }
        if (!keeps) {
            bp->face -= GROW_STEP;
            return;
        }
    }
}

void compose_grow_board(const struct variant *v, const struct layout *lo, struct board_plan *bp)
{
    if (bp->turned && v->components.piece_size <= 0) {
        grow_turned_pieces(v, lo, bp);
        return;
    }
    if (v->components.piece_size > 0) { /* the definition chose its pieces' size, and so its cells */
        if (v->components.pieces_grow)
            grow_pieces(v, lo, bp);
        return;
    }
    struct grow_cost base, next_cost;
    int weighed = 0; /* base is weighed once a larger board is in question:
                        a board as wide as its page never is (Shogi: 10.3M) */
    double face = compose_piece_face_size(v, lo, bp);
    for (double want = bp->cell + GROW_STEP; want <= face / GROW_FILL + 1e-9; want += GROW_STEP) {
        struct board_plan next;
        double need;
        if (plan_board_cell(v, lo, want, &next) != 0)
            return;
        next.face = face;
        int keeps = next.cell > bp->cell + 1e-6 && next.ntiles == bp->ntiles &&
                    next.landscape == bp->landscape && next.turned == bp->turned &&
                    compose_pieces_fit(v, lo, &next, &need) == 0;
        if (keeps && !weighed) {
            grow_cost(v, lo, bp, &base);
            weighed = 1;
        }
        if (keeps) {
            grow_cost(v, lo, &next, &next_cost);
            keeps = grow_keeps(&base, &next_cost);
        }
        if (!keeps) {
            plan_board_free(&next);
            if (next.cell < want - 1e-6)
                return; /* the page holds no larger cell */
            continue;
        }
        plan_board_free(bp);
        *bp = next;
    }
}
