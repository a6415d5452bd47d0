/* compose_hands.c: the hands, trays for captured pieces, in the room the
 * board and piece pages leave (a page of their own where none does). */
#include "compose-imp.h"

#include <math.h>
#include <stdlib.h>

#include "base/base.h"

#define TITLE_BAND 10.0
#define FOOTER_BAND 16.0
#define HAND_FOOT 3.0 /* below a hand's slots, as render_hand draws them */

static const char *hand_text =
    "Cut out each hand along its outline. Each player keeps the hand marked with their side at "
    "their right, and puts captured pieces on it.";

/* A tray's header: the side's name, and which tray of a hand in parts. */
static char *hand_header(const struct variant *v, int side, int part, int parts)
{
    const char *name = side >= 0 && v->sides[side].name ? v->sides[side].name : "";
    return parts > 1
        ? markup_printf("<b>Hand: %s</b>  <small>captured pieces, tray %d of %d</small>", name,
                        part + 1, parts)
        : markup_printf("<b>Hand: %s</b>  <small>captured pieces</small>", name);
}

/* The height of a tray w mm wide above and below its slots: the header
 * band, as long as the longest header it may carry, and the bottom edge. */
static double hand_head(const struct variant *v, const struct layout *lo, int side, double w)
{
    char *longest = hand_header(v, side, 1, 2);
    double band = compose_hand_header_band(lo, longest, w);
    free(longest);
    return band + HAND_FOOT;
}

/* One tray of a hand: `rows` rows of `cols` slots, part `part` of `parts`,
 * at x (mm from the paper's left edge) and the pack's current height. */
static struct item *hand_tray(struct pack *pk, const struct hand *h, double x, int cols, int rows,
                              int slots, double cellw, int part, int parts)
{
    double w = cols * cellw + 8;
    struct item *it = page_add_item(pk->pg, ITEM_HAND, x, pk->y, w,
                                    rows * cellw + hand_head(pk->v, pk->lo, h->side, w));
    it->hand.markup = hand_header(pk->v, h->side, part, parts);
    it->hand.side = h->side;
    it->hand.cols = cols;
    it->hand.rows = rows;
    it->hand.slots = slots;
    it->hand.part = part;     /* which part of the hand, 0-based */
    it->hand.parts = parts;    /* of how many */
    return it;
}

/* A tray across the middle of the page, below what is there. */
static void add_hand(struct pack *pk, const struct hand *h, int cols, int rows, int slots,
                     double cellw, int part, int parts, double also)
{
    double w = cols * cellw + 8, hh = rows * cellw + hand_head(pk->v, pk->lo, h->side, w);
    compose_pack_need(pk, hh + also);
    hand_tray(pk, h, (pk->lo->paper_w - w) / 2, cols, rows, slots, cellw, part, parts);
    pk->y += hh + 4;
}

/* Two hands of the same size side by side, each in a column half the
 * page wide, when that takes less height than one above the other
 * and the room pages leave holds neither (Tori Shogi's 15 slots, before
 * it took 7: two trays of 3 x 5 beside each other, 145 mm, rather than
 * two of 5 x 3, 186 mm, which left no room for the cards).
 * Returns 0 when it does not pay. */
static int hands_side_by_side(struct pack *pk, const struct variant *v, double cellw,
                              int stacked_rows, double also)
{
    const struct layout *lo = pk->lo;
    if (v->nhands != 2 || v->hands[0].slots != v->hands[1].slots)
        return 0;
    int n = v->hands[0].slots;
    double aw = lo->paper_w - 2 * lo->margin;
    int cols = (int)(((aw - 4) / 2 - 8) / cellw);
    if (cols < 1)
        return 0;
    int rows = (n + cols - 1) / cols;
    cols = (n + rows - 1) / rows;
    int wide = (int)((aw - 8) / cellw); /* a stacked tray's columns */
    double w = cols * cellw + 8, stacked_w = (n < wide ? n : wide) * cellw + 8;
    double tray = stacked_rows * cellw + hand_head(v, lo, v->hands[0].side, stacked_w);
    double h = rows * cellw + fmax(hand_head(v, lo, v->hands[0].side, w),
                                   hand_head(v, lo, v->hands[1].side, w));
    if (h >= 2 * tray + 4)
        return 0;
    /* only where one above the other finds no room the pages leave: not
     * when a tray fits there whole (the Rotation Game's, under its
     * pieces), nor in halves while the pair would need a page of its own
     * (Chu Seireigi's, under its board tiles) */
    double half = (stacked_rows + 1) / 2 * cellw + tray - stacked_rows * cellw;
    if (compose_pack_room(pk, tray) || (!compose_pack_room(pk, h + also) && compose_pack_room(pk, half)))
        return 0;
    compose_pack_need(pk, h + also);
    double x = (lo->paper_w - 2 * w - 4) / 2;
    for (int i = 0; i < 2; i++)
        hand_tray(pk, &v->hands[i], x + i * (w + 4), cols, rows, n, cellw, 0, 1);
    pk->y += h + 4;
    return 1;
}

/* The hands, each a tray of its slots, in the room the board and piece
 * pages leave. A hand too tall for any such room is printed in two trays
 * of half its rows, laid side by side at the table, when each half finds
 * room; otherwise it starts a page of its own. */
void compose_hands(const struct variant *v, const struct layout *lo, double face,
                   struct document *doc)
{
    if (v->nhands == 0)
        return;
    double cellw = face + 2;
    double aw = lo->paper_w - 2 * lo->margin;
    double ah = (lo->paper_h - 2 * lo->margin - TITLE_BAND - FOOTER_BAND) / 2 - 6;
    /* room for the instructions below the last tray */
    double also = compose_text_block_height(lo, hand_text, 8.5, aw - 2 * TEXT_INSET) + 2;
    struct pack pk;
    compose_pack_start(&pk, v, lo, doc, "hands", 0);
    double grow = 0; /* how much evened-out rows' slots grow, decided once */
    for (int i = 0; i < v->nhands; i++) {
        const struct hand *h = &v->hands[i];
        int cols = (int)((aw - 8) / cellw);
        if (cols < 1)
            return;
        int rows = (h->slots + cols - 1) / cols;
        double cell = cellw;
        /* the header wraps: a long side name makes the tray taller */
        double head = hand_head(v, lo, h->side, cols * cellw + 8);
        if (rows * cellw + head > ah) {
            /* rows of full-size slots do not fit half a page: shrink the
             * slots, never drop one; the row count that gives the largest */
            cell = 0;
            for (int r = 1; r <= h->slots; r++) {
                int c = (h->slots + r - 1) / r;
                /* 8 mm under the trays for the words below the last */
                double fit = fmin(fmin((aw - 8) / c, (ah - fmax(20, head + 8)) / r), cellw);
                if (fit > cell) {
                    cell = fit;
                    rows = r;
                    cols = c;
                }
            }
            rows = (h->slots + cols - 1) / cols;
        } else if (i == 0 && hands_side_by_side(&pk, v, cellw, rows, also)) {
            break;
        }
        /* never a slot more than the hand has: the last row is short,
         * and when it would be less than half full the rows are evened
         * out (15 slots: three rows of five, not 7 + 7 + 1) */
        double last = i == v->nhands - 1 ? also : 0;
        if (h->slots % cols && h->slots % cols < (cols + 1) / 2) {
            int wide = cols;
            cols = (h->slots + rows - 1) / rows;
            /* the fewer slots a row take a little more room each, up to
             * a fifth, so that the tray still spans the page, where the
             * room the pages leave holds this and the hands after it so
             * (the trays of a game stay alike) */
            if (grow == 0) {
                grow = 1;
                for (double k = fmin((double)wide / cols, 1.2); k > 1.001; k -= 0.02)
                    if (compose_pack_room(&pk, (v->nhands - i) * (rows * cell * k + head + 4) + also)) {
                        grow = k;
                        break;
                    }
            }
            cell *= grow;
        }
        /* two trays only where the pages already there hold both halves:
           a hand split to start a page of its own saves no sheet (Shogi's
           Gote hand was 14 slots under the board, 5 on a third sheet) */
        int half = (rows + 1) / 2;
        if (!compose_pack_room(&pk, rows * cell + head + last) && rows > 1 &&
            compose_pack_room_split(&pk, half * cell + head, (rows - half) * cell + head + last)) {
            add_hand(&pk, h, cols, half, half * cols, cell, 0, 2, 0);
            add_hand(&pk, h, cols, rows - half, h->slots - half * cols, cell, 1, 2, last);
        } else {
            add_hand(&pk, h, cols, rows, h->slots, cell, 0, 1, last);
        }
    }
    compose_pack_text(&pk, hand_text);
}

char *compose_hand_header(const struct variant *v, int side)
{
    const char *name = side >= 0 && v->sides[side].name ? v->sides[side].name : "";
    return markup_printf("<b>Hand: %s</b>  <small>captured pieces</small>", name);
}
