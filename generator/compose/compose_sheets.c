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

void compose_fold_face_matrix(const struct item *it, int back, struct affine *m)
{
    double face = it->w, cx = it->x + it->w / 2, fold_y = it->y + it->h / 2;
    if (it->base_fold) {
        /* the front above the fold, its base (y = +face/2) on it; the back
           below, turned 180 degrees, its base on the fold too */
        if (back) /* (x, y) -> (cx - x, fold_y + face/2 - y) */
            *m = (struct affine){-1, 0, 0, -1, cx, fold_y + face / 2};
        else
            *m = (struct affine){1, 0, 0, 1, cx, fold_y - face / 2};
        return;
    }
    if (back) /* (x, y) -> (cx - x, fold_y - face/2 - y) */
        *m = (struct affine){-1, 0, 0, -1, cx, fold_y - face / 2};
    else
        *m = (struct affine){1, 0, 0, 1, cx, fold_y + face / 2};
}

void affine_apply(const struct affine *m, double x, double y, double *px, double *py)
{
    *px = m->xx * x + m->xy * y + m->x0;
    *py = m->yx * x + m->yy * y + m->y0;
}

static void add_title(struct page *pg, const struct layout *lo, const char *text)
{
    struct item *it = page_add_item(pg, ITEM_TITLE, lo->margin, lo->margin,
                                    pg->w - 2 * lo->margin, TITLE_BAND);
    it->markup = markup_printf("%s", text); /* a title is plain text */
    it->size_pt = compose_title_size(lo, it->markup, it->w, TITLE_BAND);
}

static void add_text(struct page *pg, double x, double y, double w, double size_pt,
                     const char *markup)
{
    struct item *it = page_add_item(pg, ITEM_TEXT, x, y, w, 0);
    it->markup = xstrdup(markup);
    it->size_pt = size_pt;
}

static void add_ruler(struct page *pg, const struct layout *lo)
{
    if (lo->ruler <= 0)
        return;
    page_add_item(pg, ITEM_RULER, lo->margin + RULER_PAD, pg->h - lo->margin - FOOTER_BAND + 3,
                  lo->ruler, FOOTER_BAND - 3);
}

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

static void tile_name(const struct tile *t, char *buf, size_t len)
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
    tile_name(t, self, sizeof self);
    char *head = markup_printf("Tile %d of %d: <b>%s</b> (files %s to %s, ranks %s to %s).",
                               t->row * bp->cols + t->col + 1, bp->ntiles, self,
                               v->board.file_names[t->fx0], v->board.file_names[t->fx1 - 1],
                               v->board.rank_names[t->ry0], v->board.rank_names[t->ry1 - 1]);
    size_t used = (size_t)snprintf(buf, len, "%s", head);
    free(head);
    if (t->flap_left && used < len) {
        tile_name(&bp->tiles[t->row * bp->cols + t->col - 1], left, sizeof left);
        used += (size_t)snprintf(buf + used, len - used,
                                 " Glue the left flap under the %s tile, its edge on the line.", left);
    }
    if (t->flap_bottom && used < len) {
        tile_name(&bp->tiles[(t->row - 1) * bp->cols + t->col], below, sizeof below);
        used += (size_t)snprintf(buf + used, len - used,
                                 " Glue the bottom flap under the %s tile.", below);
    }
    if (!t->flap_left && !t->flap_bottom && bp->ntiles > 1 && used < len)
        snprintf(buf + used, len - used, " No flaps: the other tiles' flaps go under this one.");
}

static void compose_board_pages(const struct variant *v, const struct layout *lo,
                                const struct board_plan *bp, struct document *doc)
{
    double pw = bp->landscape ? lo->paper_h : lo->paper_w;
    double ph = bp->landscape ? lo->paper_w : lo->paper_h;
    for (int i = 0; i < bp->ntiles; i++) {
        const struct tile *t = &bp->tiles[i];
        char label[96], join[512], place[48];
        tile_name(t, place, sizeof place);
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
        if (bp->ntiles > 1) {
            join_text(v, bp, t, join, sizeof join);
            add_text(pg, lo->margin, t->cut_y1 + 3, pw - 2 * lo->margin, 8.5, join);
            struct item *map = page_add_item(pg, ITEM_TILE_MAP, pw - lo->margin - 24,
                                             ph - lo->margin - FOOTER_BAND + 1, 24, FOOTER_BAND - 2);
            map->tile = *t;
        } else {
            add_text(pg, lo->margin, t->cut_y1 + 3, pw - 2 * lo->margin, 8.5,
                     "Glue onto card, then cut along the solid outline.");
        }
        add_ruler(pg, lo);
    }
}

/* The pieces of one side in definition order, each type `count` times. */
static int side_pieces(const struct variant *v, int side, int *out, int max)
{
    int n = 0;
    (void)side;
    for (int p = 0; p < v->npieces; p++)
        for (int k = 0; k < v->pieces[p].count && n < max; k++)
            out[n++] = p;
    return n;
}

void compose_piece_faces(const struct variant *v, int piece, int side, struct face *front,
                         struct face *back)
{
    const struct piece *p = &v->pieces[piece];
    *front = (struct face){piece, side, FACE_FRONT};
    *back = (struct face){piece, side, FACE_PLAIN_BACK};
    switch (piece_back_of(v, p)) {
    case BACK_PROMOTED:
        if (p->promotes_to) {
            back->piece = (int)(p->promotes_to - v->pieces);
            back->kind = FACE_PROMOTED;
        }
        break;
    case BACK_HIDDEN:
        back->kind = FACE_HIDDEN_BACK;
        break;
    case BACK_OTHER_SIDE:
        back->side = 1 - side;
        back->kind = FACE_FRONT;
        break;
    default:
        break;
    }
}

/* How a sheet of pieces is laid out: cells of cw x ch, cols across. */
struct piece_grid {
    int fold;        /* fold-over pieces in a shared cut grid, else discs */
    double face, cw, ch;
    int cols;
};

static struct piece_grid piece_grid_of(const struct variant *v, const struct layout *lo, double face)
{
    struct piece_grid g;
    g.fold = v->components.form != FORM_DISC;
    g.face = face;
    g.cw = g.fold ? face : face + DISC_GAP;
    g.ch = g.fold ? 2 * face : face + DISC_GAP;
    /* a grid's cut lines run past it on both sides */
    double room = lo->paper_w - 2 * lo->margin - (g.fold ? 2 * CUT_GRID_RUN : 0);
    g.cols = (int)(room / g.cw);
    return g;
}

/* Places n pieces of one side in rows from (gx, y); returns the rows used. */
static int place_pieces(struct page *pg, const struct variant *v, const struct piece_grid *g,
                        const int *list, int n, int side, double gx, double y)
{
    int rows = (n + g->cols - 1) / g->cols, used_cols = n < g->cols ? n : g->cols;
    int koma = v->components.shape == SHAPE_PENTAGON;
    if (g->fold && !koma) { /* a koma is cut along its own outline */
        struct item *grid = page_add_item(pg, ITEM_CUT_GRID, gx, y, used_cols * g->cw, rows * g->ch);
        grid->cols = used_cols;
        grid->rows = rows;
    }
    for (int k = 0; k < n; k++) {
        double x = gx + (k % g->cols) * g->cw, yy = y + (k / g->cols) * g->ch;
        struct item *it;
        if (g->fold) {
            it = page_add_item(pg, ITEM_FOLD, x, yy, g->cw, g->ch);
            it->base_fold = koma;
            compose_piece_faces(v, list[k], side, &it->front, &it->back);
        } else {
            it = page_add_item(pg, ITEM_DISC, x + DISC_GAP / 2, yy + DISC_GAP / 2, g->face, g->face);
            it->front = (struct face){list[k], side, FACE_FRONT}; /* single-sided */
        }
        it->piece = list[k];
        it->side = side;
    }
    return rows;
}

static void add_piece_instructions(struct page *pg, const struct layout *lo, int fold, double y)
{
    add_text(pg, lo->margin, y, lo->paper_w - 2 * lo->margin, 8.5, fold == 2
             ? "Cut around each piece along its solid outline. Fold it along the dotted "
               "line, pictures outward, and glue the halves together: the fold is the "
               "piece's base, and both faces point the same way."
             : fold
             ? "Cut along every solid line. Fold each piece along its dotted line, "
               "pictures outward, and glue the halves together: the fold is the "
               "piece's forward edge."
             : "Glue the sheet onto card, then cut out each disc along its circle.");
    add_ruler(pg, lo);
}

static int count_pieces(const struct variant *v)
{
    int total = 0;
    for (int p = 0; p < v->npieces; p++)
        total += v->pieces[p].count;
    return total;
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
        int used_cols = count < g.cols ? count : g.cols;
        char *label = pages > 1 ? str_printf("pieces, %s (%d of %d)", v->sides[side].name,
                                             pgi + 1, pages)
                                : str_printf("pieces, %s", v->sides[side].name);
        char *title = str_printf("%s: %s", v->name, label);
        struct page *pg = document_add_page(doc, lo->paper_w, lo->paper_h, label);
        add_title(pg, lo, title);
        free(title);
        free(label);
        double gx = (lo->paper_w - used_cols * g.cw) / 2, gy = lo->margin + TITLE_BAND + 2;
        int used_rows = place_pieces(pg, v, &g, list + first, count, side, gx, gy);
        add_piece_instructions(pg, lo, g.fold && v->components.shape == SHAPE_PENTAGON ? 2 : g.fold, gy + used_rows * g.ch + 3);
    }
    free(list);
}

/* Both sides' pieces on one page when they fit: each side in rows of its
 * own (fold pieces in a cut grid of their own), the second below the first.
 * Returns 0 when they do not fit. */
static int compose_pieces_one_page(const struct variant *v, const struct layout *lo,
                                   double face, struct document *doc)
{
    struct piece_grid g = piece_grid_of(v, lo, face);
    double gap = g.fold ? 8 : 4;
    double ah = lo->paper_h - 2 * lo->margin - TITLE_BAND - FOOTER_BAND - 14;
    int total = count_pieces(v);
    if (g.cols < 1 || total == 0)
        return 0;
    int rows = (total + g.cols - 1) / g.cols;
    if (MAX_SIDES * rows * g.ch + gap > ah)
        return 0;
    int *list = xcalloc((size_t)total, sizeof *list);
    int n = side_pieces(v, SIDE_FIRST, list, total);
    char *title = str_printf("%s: pieces", v->name);
    struct page *pg = document_add_page(doc, lo->paper_w, lo->paper_h, "pieces");
    add_title(pg, lo, title);
    free(title);
    int used_cols = n < g.cols ? n : g.cols;
    double gx = (lo->paper_w - used_cols * g.cw) / 2;
    double y = lo->margin + TITLE_BAND + 2 + (g.fold ? 3 : 0);
    for (int side = 0; side < MAX_SIDES; side++) {
        if (g.fold && v->sides[side].name) {
            char *buf = markup_printf("<b>%s</b>", v->sides[side].name);
            add_text(pg, gx, y - 4.8, used_cols * g.cw, 7.5, buf);
            free(buf);
        }
        y += place_pieces(pg, v, &g, list, n, side, gx, y) * g.ch + gap;
    }
    add_piece_instructions(pg, lo, g.fold && v->components.shape == SHAPE_PENTAGON ? 2 : g.fold, y - gap + 4);
    free(list);
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

static void compose_hand_pages(const struct variant *v, const struct layout *lo,
                               double face, struct document *doc)
{
    if (v->nhands == 0)
        return;
    double cellw = face + 2;
    double aw = lo->paper_w - 2 * lo->margin;
    double ah = (lo->paper_h - 2 * lo->margin - TITLE_BAND - FOOTER_BAND) / 2 - 6;
    struct page *pg = NULL;
    double y = 0;
    for (int i = 0; i < v->nhands; i++) {
        const struct hand *h = &v->hands[i];
        int cols = (int)((aw - 8) / cellw);
        if (cols < 1)
            return;
        int rows = (h->slots + cols - 1) / cols;
        double cell = cellw;
        /* the header wraps: a long side name makes the tray taller */
        char *head = compose_hand_header(v, h->side);
        double band = compose_hand_header_band(lo, head, (cols < h->slots ? cols : h->slots) * cellw + 8) + 3;
        if (rows * cellw + band > ah) {
            /* rows of full-size slots do not fit: shrink the slots, never
             * drop one; take the row count that gives the largest slot */
            cell = 0;
            for (int r = 1; r <= h->slots; r++) {
                int c = (h->slots + r - 1) / r;
                /* 8 mm under the trays for the words below the last */
                double fit = fmin(fmin((aw - 8) / c, (ah - band - 8) / r), cellw);
                if (fit > cell) {
                    cell = fit;
                    rows = r;
                    cols = c;
                }
            }
            rows = (h->slots + cols - 1) / cols;
        }
        if (cols > h->slots)
            cols = h->slots;
        double w = cols * cell + 8;
        double hh = rows * cell + compose_hand_header_band(lo, head, w) + 3;
        if (!pg || y + hh > lo->paper_h - lo->margin - FOOTER_BAND) {
            char *title = str_printf("%s: hands", v->name);
            pg = document_add_page(doc, lo->paper_w, lo->paper_h, "hands");
            add_title(pg, lo, title);
            free(title);
            add_ruler(pg, lo);
            y = lo->margin + TITLE_BAND + 2;
        }
        struct item *it = page_add_item(pg, ITEM_HAND, (lo->paper_w - w) / 2, y, w, hh);
        it->side = h->side;
        it->cols = cols;
        it->rows = rows;
        it->markup = head;
        y += hh + 6;
        if (i == v->nhands - 1) {
            add_text(pg, lo->margin, y, aw, 8.5,
                     "Cut out each hand along its outline. Each player keeps the hand "
                     "marked with their side at their right, and puts captured pieces on it.");
        }
    }
}

char *compose_hand_header(const struct variant *v, int side)
{
    const char *name = side >= 0 && v->sides[side].name ? v->sides[side].name : "";
    return markup_printf("<b>Hand: %s</b>  <small>captured pieces</small>", name);
}

double compose_hand_header_band(const struct layout *lo, const char *markup, double w)
{
    return fmax(9, 2.5 + text_height(lo, markup, HAND_HEADER_PT, w - 8) + 1.5);
}

void compose_components(const struct variant *v, const struct layout *lo,
                        const struct board_plan *bp, struct document *doc)
{
    memset(doc, 0, sizeof *doc);
    doc->name = xstrdup("components");
    doc->duplex = 0;
    compose_board_pages(v, lo, bp, doc);
    double face = compose_piece_face_size(v, lo, bp);
    if (!compose_pieces_one_page(v, lo, face, doc))
        for (int side = 0; side < MAX_SIDES; side++)
            compose_piece_pages(v, lo, face, side, doc);
    compose_hand_pages(v, lo, face, doc);
    compose_extras(v, lo, bp, doc);
}
