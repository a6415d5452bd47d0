/* compose_sheets.c: the component pages of a set: board tiles, sheets of
 * pieces and the hands, each page with a title and the calibration ruler.
 *
 * Fold-over pieces: the crease is the piece's forward edge. On the sheet the
 * front face lies below a horizontal fold line with its forward edge on the
 * fold, and the back face lies above it turned 180 degrees, so that a point
 * (x, y) of the back, as a player sees it, is printed at (-x, -y) from the
 * centre of the fold line. Folded, the faces register and both forward
 * arrows point the same way. Pieces share their cut lines (a grid) so that a
 * sheet is cut with long straight cuts. */
#include "compose-imp.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/base.h"
#include "text/text.h"

#define TITLE_BAND 10.0
#define FOOTER_BAND 16.0
#define DISC_GAP 2.5
#define SQUARE_TILE_PAD 1.2
#define HAND_FOOT 3.0 /* below a hand's slots, as render_hand draws them */

void affine_apply(const struct affine *m, double x, double y, double *px, double *py)
{
    *px = m->xx * x + m->xy * y + m->x0;
    *py = m->yx * x + m->yy * y + m->y0;
}

static void add_title(struct page *pg, const struct layout *lo, const char *text)
{
    struct item *it = page_add_item(pg, ITEM_TITLE, lo->margin + TEXT_INSET, lo->margin,
                                    pg->w - 2 * lo->margin - 2 * TEXT_INSET, TITLE_BAND);
    it->text.markup = markup_printf("%s", text); /* a title is plain text */
    it->text.size_pt = compose_title_size(lo, it->text.markup, it->w, TITLE_BAND);
}

static void add_text(struct page *pg, double x, double y, double w, double size_pt,
                     const char *markup)
{
    struct item *it = page_add_item(pg, ITEM_TEXT, x + TEXT_INSET, y, w - 2 * TEXT_INSET, 0);
    it->text.markup = xstrdup(markup);
    it->text.size_pt = size_pt;
}

static void compose_board_pages(const struct variant *v, const struct layout *lo,
                                const struct board_plan *bp, struct document *doc)
{
    double pw = bp->landscape ? lo->paper_h : lo->paper_w;
    double ph = bp->landscape ? lo->paper_w : lo->paper_h;
    for (int i = 0; i < bp->ntiles; i++) {
        const struct tile *t = &bp->tiles[i];
        char label[96], join[512], place[48];
        compose_tile_name(t, place, sizeof place);
        if (bp->ntiles == 1)
            snprintf(label, sizeof label, "board");
        else
            snprintf(label, sizeof label, "board tile %d of %d (%s)", i + 1, bp->ntiles, place);
        char *title = str_printf("%s: %s", v->name, label);
        struct page *pg = document_add_page(doc, pw, ph, label);
        add_title(pg, lo, title);
        free(title);
        struct item *it = page_add_item(pg, ITEM_BOARD_TILE, t->cut_x0, t->cut_y0,
                                        t->cut_x1 - t->cut_x0, t->cut_y1 - t->cut_y0);
        it->tile = *t;
        compose_tile_caption(v, bp, t, join, sizeof join);
        add_text(pg, lo->margin, t->cut_y1 + TILE_CAPTION_GAP, pw - 2 * lo->margin, TILE_CAPTION_PT, join);
        double right = pw - lo->margin;
        if (bp->ntiles > 1) {
            struct item *map = page_add_item(pg, ITEM_TILE_MAP, pw - lo->margin - 24,
                                             ph - lo->margin - FOOTER_BAND + 1, 24, FOOTER_BAND - 2);
            map->tile = *t;
            right = map->x - 2;
        }
        compose_add_ruler(pg, lo, right);
    }
}

/* The pieces of one side in definition order, each type `count` times. */
static int side_pieces(const struct variant *v, int side, int *out, int max)
{
    int n = 0;
    for (int p = 0; p < v->npieces; p++)
        for (int k = 0; k < piece_count(&v->pieces[p], side) && n < max; k++)
            out[n++] = p;
    return n;
}

void compose_piece_faces(const struct variant *v, int piece, int side, struct face *front,
                         struct face *back)
{
    const struct piece *p = &v->pieces[piece];
    *front = (struct face){.piece = piece, .side = side, .kind = FACE_FRONT};
    *back = (struct face){.piece = piece, .side = side, .kind = FACE_PLAIN_BACK};
    switch (piece_back_of(v, p)) {
    case BACK_PROMOTED:
        if (p->promotes_to) {
            back->piece = (int)(p->promotes_to - v->pieces);
            back->kind = FACE_PROMOTED;
            back->choices_of = piece_back_choices(v, p) ? piece + 1 : 0;
        }
        break;
    case BACK_HIDDEN:
        back->kind = FACE_HIDDEN_BACK;
        break;
    case BACK_OTHER_SIDE:
        back->side = 1 - side;
        back->kind = FACE_FRONT;
        break;
    case BACK_NONE: case BACK_PLAIN:
        break;
    }
}

/* How a sheet of pieces is laid out: cells of cw x ch, cols across. */
struct piece_grid {
    int fold;        /* fold-over pieces in a shared cut grid, else discs */
    int grid;        /* the pieces share straight cut lines: fold-over pieces,
                        and discs on square tiles (disc-cut="square") */
    double face, cw, ch;
    double gap;      /* between discs cut round: each one's bleed its own */
    int cols;
};

static struct piece_grid piece_grid_of(const struct variant *v, const struct layout *lo, double face)
{
    struct piece_grid g;
    g.fold = v->components.form != FORM_DISC;
    g.grid = g.fold || lo->disc_square;
    g.face = face;
    g.gap = fmax(DISC_GAP, 2 * lo->bleed);
    /* a koma is cut round its own outline: with bleed, 2 x bleed more
       between neighbours, so that a dark one's stays its own */
    double koma = g.fold && v->components.shape == SHAPE_PENTAGON ? 2 * lo->bleed : 0;
    /* a square tile keeps SQUARE_TILE_PAD round its disc: a cut 1 mm off
       the line leaves the disc whole */
    g.cw = g.fold ? face + koma : g.grid ? face + 2 * SQUARE_TILE_PAD : face + g.gap;
    g.ch = g.fold ? 2 * face + koma : g.cw;
    /* a grid's cut lines run past it on both sides */
    double room = lo->paper_w - 2 * lo->margin - (g.grid ? 2 * CUT_GRID_RUN : 0);
    g.cols = (int)(room / g.cw);
    return g;
}

/* The columns n pieces are laid out in: as few rows as the sheet's width
 * allows, and the pieces spread evenly over them, so that a cut grid has
 * no row of empty cells. */
static int balanced_cols(int n, int max_cols)
{
    if (n <= 0 || max_cols <= 0)
        return 1;
    int rows = (n + max_cols - 1) / max_cols;
    return (n + rows - 1) / rows;
}

/* Places n pieces of one side in rows from (gx, y); returns the rows used. */
static int place_pieces(struct page *pg, const struct variant *v, const struct layout *lo,
                        const struct piece_grid *g, const int *list, int n, int side, double gx,
                        double y)
{
    int used_cols = balanced_cols(n, g->cols), rows = (n + used_cols - 1) / used_cols;
    int koma = v->components.shape == SHAPE_PENTAGON;
    if (g->grid && !koma) { /* a koma is cut along its own outline */
        struct item *grid = page_add_item(pg, ITEM_CUT_GRID, gx, y, used_cols * g->cw, rows * g->ch);
        grid->cut_grid.cols = used_cols;
        grid->cut_grid.rows = rows;
    }
    for (int k = 0; k < n; k++) {
        double x = gx + (k % used_cols) * g->cw, yy = y + (k / used_cols) * g->ch;
        struct item *it;
        if (g->fold) {
            /* centred in its cell (a koma's is larger with bleed) */
            it = page_add_item(pg, ITEM_FOLD, x + (g->cw - g->face) / 2, yy + (g->ch - 2 * g->face) / 2,
                               g->face, 2 * g->face);
            struct item_fold *fo = &it->fold;
            fo->piece = list[k];
            fo->side = side;
            fo->base_fold = koma;
            compose_piece_faces(v, list[k], side, &fo->front, &fo->back);
            compose_face_label(v, lo, g->face, &fo->front);
            compose_face_label(v, lo, g->face, &fo->back);
        } else {
            double pad = g->grid ? SQUARE_TILE_PAD : g->gap / 2; /* a square tile is the grid's cell */
            it = page_add_item(pg, ITEM_DISC, x + pad, yy + pad, g->face, g->face);
            it->disc.piece = list[k];
            it->disc.side = side;
            it->disc.face = (struct face){.piece = list[k], .side = side, .kind = FACE_FRONT}; /* single-sided */
        }
    }
    return rows;
}

/* Which cutting instructions a sheet prints: 0 discs cut round, 1 fold-over
 * pieces in a grid, 2 koma cut along their outline, 3 discs on square tiles. */
static int instructions_of(const struct variant *v, const struct piece_grid *g)
{
    if (g->fold)
        return v->components.shape == SHAPE_PENTAGON ? 2 : 1;
    return g->grid ? 3 : 0;
}

static void add_piece_instructions(struct page *pg, const struct layout *lo, int fold, double y)
{
    add_text(pg, lo->margin, y, lo->paper_w - 2 * lo->margin, 8.5, fold == 2
             ? "Cut around each piece along its solid outline. Fold it along the dotted "
               "line, pictures outward, and glue the halves together: the fold is the "
               "piece's base, and both faces point the same way."
             : fold == 1
             ? "Cut along every solid line. Fold each piece along its dotted line, "
               "pictures outward, and glue the halves together: the fold is the "
               "piece's forward edge."
             : fold == 3
             ? "Glue the sheet onto card, then cut along every solid line (straight cuts: "
               "a paper trimmer does it): each disc on its own square tile."
             : "Glue the sheet onto card, then cut out each disc along its circle.");
    compose_add_ruler(pg, lo, pg->w - lo->margin);
}

/* The larger side's pieces: the sheets of each side are planned alike. */
static int count_pieces(const struct variant *v)
{
    int total[MAX_SIDES] = {0, 0};
    for (int p = 0; p < v->npieces; p++)
        for (int s = 0; s < MAX_SIDES; s++)
            total[s] += piece_count(&v->pieces[p], s);
    return total[0] > total[1] ? total[0] : total[1];
}

/* Sheets of one side's pieces, as many pages as needed. */
static void compose_piece_pages(const struct variant *v, const struct layout *lo,
                                double face, int side, struct document *doc)
{
    struct piece_grid g = piece_grid_of(v, lo, face);
    double ah = lo->paper_h - 2 * lo->margin - TITLE_BAND - FOOTER_BAND - 8;
    int rows = (int)(ah / g.ch), total = count_pieces(v);
    if (g.cols < 1 || rows < 1 || total == 0)
        return; /* the validator refuses pieces larger than the page */
    int per_page = g.cols * rows;
    int *list = xcalloc((size_t)total, sizeof *list);
    int n = side_pieces(v, side, list, total);
    int pages = (n + per_page - 1) / per_page;
    for (int pgi = 0; pgi < pages; pgi++) {
        int first = pgi * per_page, count = n - first < per_page ? n - first : per_page;
        int used_cols = balanced_cols(count, g.cols);
        char *label = pages > 1 ? str_printf("pieces, %s (%d of %d)", v->sides[side].name,
                                             pgi + 1, pages)
                                : str_printf("pieces, %s", v->sides[side].name);
        char *title = str_printf("%s: %s", v->name, label);
        struct page *pg = document_add_page(doc, lo->paper_w, lo->paper_h, label);
        add_title(pg, lo, title);
        free(title);
        free(label);
        double gx = (lo->paper_w - used_cols * g.cw) / 2, gy = lo->margin + TITLE_BAND + 2;
        int used_rows = place_pieces(pg, v, lo, &g, list + first, count, side, gx, gy);
        add_piece_instructions(pg, lo, instructions_of(v, &g), gy + used_rows * g.ch + 3);
    }
    free(list);
}

/* Both sides' pieces on one page when they fit: each side in rows of its
 * own (fold pieces in a cut grid of their own), the second below the first
 * or, when that takes less height, beside it. Returns 0 when they do not
 * fit. */
static int compose_pieces_one_page(const struct variant *v, const struct layout *lo,
                                   double face, struct document *doc)
{
    struct piece_grid g = piece_grid_of(v, lo, face);
    double gap = g.fold ? 8 : 4;
    double aw = lo->paper_w - 2 * lo->margin;
    double ah = lo->paper_h - 2 * lo->margin - TITLE_BAND - FOOTER_BAND - 14;
    int total = count_pieces(v);
    if (g.cols < 1 || total == 0)
        return 0;
    /* each side's own pieces (their armies may differ); laid out for the larger */
    int *lists[MAX_SIDES], ns[MAX_SIDES];
    for (int s = 0; s < MAX_SIDES; s++) {
        lists[s] = xcalloc((size_t)total, sizeof *lists[s]);
        ns[s] = side_pieces(v, s, lists[s], total);
    }
    int n = ns[0] > ns[1] ? ns[0] : ns[1];
    int rows = (n + g.cols - 1) / g.cols;
    /* the sides one above the other, or side by side when that is shorter:
       the fewest rows whose columns let both sides share the width */
    int beside = 0, cols = balanced_cols(n, g.cols);
    /* side by side, two cut grids' line ends meet in the gap between them */
    double gap_beside = g.grid ? 2 * CUT_GRID_RUN - 1 : gap;
    for (int r = 1; r <= n; r++) {
        int c = (n + r - 1) / r;
        if (MAX_SIDES * c * g.cw + gap_beside + (g.grid ? 2 * CUT_GRID_RUN : 0) <= aw + 1e-9) {
            if (r * g.ch < MAX_SIDES * rows * g.ch + gap && r * g.ch <= ah) {
                beside = 1;
                cols = c;
                rows = r;
            }
            break;
        }
    }
    if (!beside && MAX_SIDES * rows * g.ch + gap > ah) {
        free(lists[0]);
        free(lists[1]);
        return 0;
    }
    struct piece_grid gs = g;
    gs.cols = cols;
    char *title = str_printf("%s: pieces", v->name);
    struct page *pg = document_add_page(doc, lo->paper_w, lo->paper_h, "pieces");
    add_title(pg, lo, title);
    free(title);
    double block_w = cols * g.cw;
    if (beside)
        gap = gap_beside;
    double gx = (lo->paper_w - (beside ? MAX_SIDES * block_w + gap : block_w)) / 2;
    double y0 = lo->margin + TITLE_BAND + 2 + (g.fold ? 3 : 0), y = y0;
    for (int side = 0; side < MAX_SIDES; side++) {
        double x = beside ? gx + side * (block_w + gap) : gx;
        if (beside)
            y = y0;
        if (g.fold && v->sides[side].name) {
            char *buf = markup_printf("<b>%s</b>", v->sides[side].name);
            add_text(pg, x, y - 4.8, block_w, 7.5, buf);
            free(buf);
        }
        int used = place_pieces(pg, v, lo, &gs, lists[side], ns[side], side, x, y);
        y += (beside ? rows : used) * g.ch + gap;
    }
    add_piece_instructions(pg, lo, instructions_of(v, &g), y - gap + 4);
    free(lists[0]);
    free(lists[1]);
    return 1;
}

int compose_pieces_fit(const struct variant *v, const struct layout *lo,
                    const struct board_plan *bp, double *need)
{
    double face = compose_piece_face_size(v, lo, bp);
    struct piece_grid g = piece_grid_of(v, lo, face);
    /* the smallest page compose_piece_pages and compose_hand_pages can use */
    double ah = lo->paper_h - 2 * lo->margin - TITLE_BAND - FOOTER_BAND - 8;
    double hand_h = (lo->paper_h - 2 * lo->margin - TITLE_BAND - FOOTER_BAND) / 2 - 6;
    double hand_w = lo->paper_w - 2 * lo->margin - 8;
    *need = g.ch;
    if (count_pieces(v) > 0 && (g.cols < 1 || (int)(ah / g.ch) < 1))
        return -1;
    *need = face + 2;
    if (v->nhands > 0 && ((int)(hand_w / (face + 2)) < 1 || (int)((hand_h - 12) / (face + 2)) < 1))
        return -1;
    return 0;
}

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
 * and the room pages leave holds neither (Tori Shogi's 15 slots: two
 * trays of 3 x 5 beside each other, 145 mm, rather than two of 5 x 3,
 * 186 mm, which left no room for the cards).
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
static void compose_hands(const struct variant *v, const struct layout *lo, double face,
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

void compose_components(const struct variant *v, const struct layout *lo,
                        const struct board_plan *bp, struct document *doc)
{
    compose_document_begin(v, "components", 0, doc);
    compose_board_pages(v, lo, bp, doc);
    double face = compose_piece_face_size(v, lo, bp);
    if (!compose_pieces_one_page(v, lo, face, doc))
        for (int side = 0; side < MAX_SIDES; side++)
            compose_piece_pages(v, lo, face, side, doc);
    compose_hands(v, lo, face, doc);
    compose_extras(v, lo, bp, doc);
    compose_resolve_components(v, lo, doc);
    compose_crop_marks(lo, doc);
}
