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

/* The board's pages; with `aside`, each tile at the page's left margin,
 * leaving the room on its right to pieces (pieces_beside_tiles). */
static void compose_board_pages(const struct variant *v, const struct layout *lo,
                                const struct board_plan *bp, int aside, struct document *doc)
{
    double pw = bp->landscape ? lo->paper_h : lo->paper_w;
    double ph = bp->landscape ? lo->paper_w : lo->paper_h;
    for (int i = 0; i < bp->ntiles; i++) {
        struct tile tt = bp->tiles[i];
        const struct tile *t = &tt;
        if (aside) {
            double dx = lo->margin - tt.cut_x0;
            tt.ox += dx;
            tt.cut_x0 += dx;
            tt.cut_x1 += dx;
            tt.noutline = plan_tile_outline(&tt, lo, tt.outline);
        }
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
        double x0, y0, x1, y1;
        tile_page_box(t, &x0, &y0, &x1, &y1);
        struct item *it = page_add_item(pg, ITEM_BOARD_TILE, x0, y0, x1 - x0, y1 - y0);
        it->tile = *t;
        compose_tile_caption(v, bp, t, join, sizeof join);
        add_text(pg, lo->margin, y1 + TILE_CAPTION_GAP, pw - 2 * lo->margin, TILE_CAPTION_PT, join);
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

/* What a sheet's pieces are made as: 1 all single cards, 2 all fold-over,
 * 3 both. */
static int sheet_makes(const struct variant *v)
{
    int made = 0;
    for (int p = 0; p < v->npieces; p++)
        if (v->pieces[p].count > 0)
            made |= piece_single_card(v, &v->pieces[p]) ? 1 : 2;
    return made;
}

/* Which cutting instructions a sheet prints: 0 discs cut round, 1 fold-over
 * pieces in a grid, 2 koma cut along their outline, 3 discs on square
 * tiles, 4 single cards in a grid, 5 single cards and fold-over pieces,
 * 6 octagonal discs cut along their eight sides. */
static int compose_sheet_instructions(const struct variant *v, const struct piece_grid *g)
{
    if (g->fold) {
        if (v->components.shape == SHAPE_PENTAGON)
            return 2;
        int made = sheet_makes(v);
        return made == 1 ? 4 : made == 3 ? 5 : 1;
    }
    return g->grid ? 3 : v->components.shape == SHAPE_OCTAGON ? 6 : 0;
}

static const char *piece_instructions(int fold)
{
    return fold == 2
             ? "Cut around each piece along its solid outline. Fold it along the dotted "
               "line, pictures outward, and glue the halves together: the fold is the "
               "piece's base, and both faces point the same way."
             : fold == 1
             ? "Cut along every solid line. Fold each piece along its dotted line, "
               "pictures outward, and glue the halves together: the fold is the "
               "piece's forward edge."
             : fold == 4
             ? "Cut along every solid line: each piece is a single card, and its forward "
               "edge is the one its arrow points at."
             : fold == 5
             ? "Cut along every solid line. The pieces with a dotted line are folded along "
               "it, pictures outward, and the halves glued together: the fold is the "
               "piece's forward edge. The others are single cards; the arrow points at "
               "their forward edge."
             : fold == 3
             ? "Glue the sheet onto card, then cut along every solid line (straight cuts: "
               "a paper trimmer does it): each disc on its own square tile."
             : fold == 6
             ? "Glue the sheet onto card, then cut out each piece along its eight "
               "straight sides."
             : "Glue the sheet onto card, then cut out each disc along its circle.";
}

/* The words under the pieces: how to make them, and where both armies
 * print alike (a drop game's), that either is either player's. */
static char *compose_sheet_piece_words(const struct variant *v, const struct piece_grid *g)
{
    char *royal = compose_royal_frame_words(v);
    char *words = str_printf("%s%s%s%s%s", piece_instructions(compose_sheet_instructions(v, g)),
                      variant_pieces_either_side(v)
                          ? " The two armies are alike: each player takes one, and a captured "
                            "piece changes sides." : "",
                      compose_fold_points_owner(v)
                          ? " The black band is a piece's forward edge: your pieces show it "
                            "towards your opponent." : "",
                      compose_promoted_names_hollow(v)
                          ? " A promoted side prints its name in black on a white plate: it is not "
                            "the piece of that name that starts the game." : "",
                      royal ? royal : "");
    free(royal);
    return words;
}

static void add_piece_instructions(struct page *pg, const struct layout *lo,
                                   const struct variant *v, const struct piece_grid *g, double y)
{
    char *words = compose_sheet_piece_words(v, g);
    add_text(pg, lo->margin, y, lo->paper_w - 2 * lo->margin, 8.5, words);
    free(words);
    compose_add_ruler(pg, lo, pg->w - lo->margin);
}

/* What an army of pieces is headed with: its side's name, or where the
 * armies print alike, that it is one player's and which of the two sets
 * it is (Dobutsu's said 'Sente' and 'Gote' over identical pieces; "Army 1
 * of 2, either player's" read as unclear, issue 30 player review). */
static char *army_name(const struct variant *v, int side, int heading)
{
    if (variant_pieces_either_side(v))
        return heading ? str_printf("Pieces for one player: set %d of 2", side + 1)
                       : str_printf("one player's set %d of 2", side + 1);
    return str_printf("%s", v->sides[side].name ? v->sides[side].name : "");
}


/* A page of one side's pieces that receives the other side's last part
 * names both in its title ("Jungi: pieces, South" held North's last 16
 * pieces too); a board tile's title stays, the part's heading names it. */
static void retitle_pieces_page(struct page *pg, const struct layout *lo,
                                const struct variant *v, int side)
{
    if (strncmp(pg->label, "pieces, ", 8) != 0)
        return;
    for (int i = 0; i < pg->nitems; i++) {
        struct item *it = &pg->items[i];
        if (it->kind != ITEM_TITLE)
            continue;
        char *army = army_name(v, side, 0), *esc = markup_printf("%s", army);
        char *t = str_printf("%s and %s", it->text.markup, esc);
        free(it->text.markup);
        it->text.markup = t;
        it->text.size_pt = compose_title_size(lo, t, it->w, TITLE_BAND);
        free(esc);
        free(army);
        return;
    }
}

/* The last part of a side's pieces, when they take more than one page, in
 * the room an earlier page leaves, under its side's name and the cutting
 * words (Chu Shogi's last six pieces of a side each had a page of their
 * own, 81 % blank, while its board tiles were 41 to 50 % blank). Returns 0,
 * placing nothing, where no page has the room: the part then has a page of
 * its own, laid out as the others. */
static int pack_piece_part(const struct variant *v, const struct layout *lo,
                            const struct piece_grid *g, const int *list, int count, int ns,
                            int side, const char *label, struct document *doc)
{
    char *words = compose_sheet_piece_words(v, g);
    double w = lo->paper_w - 2 * lo->margin, head = 6;
    double h = compose_sheet_block_height(g, ns, count, g->cols);
    double th = compose_text_block_height(lo, words, 8.5, w - 2 * TEXT_INSET);
    struct pack pk;
    compose_pack_start(&pk, v, lo, doc, label, 0);
    if (!compose_pack_room(&pk, head + h + 3 + th)) {
        free(words);
        return 0;
    }
    compose_pack_need(&pk, head + h + 3 + th);
    retitle_pieces_page(pk.pg, lo, v, side);
    int used_cols = compose_sheet_block_cols(ns, count, g->cols);
    double gx = (lo->paper_w - used_cols * g->cw) / 2, gy = pk.y + head;
    char *army = army_name(v, side, 1), *name = markup_printf("<b>%s</b>", army);
    add_text(pk.pg, gx, gy - 4.8, used_cols * g->cw, 7.5, name);
    free(name);
    free(army);
    double used = compose_sheet_place_pieces(pk.pg, v, g, list, count, ns, side, gx, gy, g->cols);
    add_text(pk.pg, lo->margin, gy + used + 3, w, 8.5, words);
    free(words);
    return 1;
}

/* Sheets of one side's pieces, as many pages as needed: each page takes
 * the most pieces, in order, that its height holds; a last part that
 * fits in the room an earlier page leaves goes there. The side's pieces
 * before `from` are placed already, beside the board's tiles. */
static void compose_piece_pages(const struct variant *v, const struct layout *lo,
                                double face, int side, int from, struct document *doc)
{
    struct piece_grid g = compose_sheet_piece_grid(v, lo, face);
    double ah = lo->paper_h - 2 * lo->margin - TITLE_BAND - FOOTER_BAND - 8;
    /* and the words under the pieces above the ruler, however many lines
       they take on a small page (Chu Seireigi's five on A6 ran into it) */
    char *words = compose_sheet_piece_words(v, &g);
    double th = compose_text_block_height(lo, words, 8.5, lo->paper_w - 2 * lo->margin - 2 * TEXT_INSET);
    free(words);
    ah = fmin(ah, lo->paper_h - 2 * lo->margin - TITLE_BAND - FOOTER_BAND - 5 - th);
    int total = compose_sheet_count_pieces(v);
    if (g.cols < 1 || (int)(ah / g.ch) < 1 || total == 0)
        return; /* the validator refuses pieces larger than the page */
    struct piece_list pl = compose_sheet_side_pieces(v, side, total);
    int pages = 0, counts[64];
    for (int first = from; first < pl.n && pages < 64; pages++) {
        int count = 1;
        while (first + count < pl.n) {
            int ns = pl.nsingle > first ? pl.nsingle - first : 0;
            if (ns > count + 1)
                ns = count + 1;
            if (compose_sheet_block_height(&g, ns, count + 1, g.cols) > ah + 1e-9)
                break;
            count++;
        }
        counts[pages] = count;
        first += count;
    }
    for (int pgi = 0, first = from; pgi < pages; first += counts[pgi++]) {
        int count = counts[pgi];
        int ns = pl.nsingle > first ? pl.nsingle - first : 0;
        if (ns > count)
            ns = count;
        int used_cols = compose_sheet_block_cols(ns, count, g.cols);
        char *army = army_name(v, side, 0);
        char *label = pages > 1 ? str_printf("pieces, %s (%d of %d)", army, pgi + 1, pages)
                                : str_printf("pieces, %s", army);
        free(army);
        if ((pgi > 0 || from > 0) && pgi == pages - 1 &&
            pack_piece_part(v, lo, &g, pl.list + first, count, ns, side, label, doc)) {
            free(label);
            continue;
        }
        char *title = str_printf("%s: %s", v->name, label);
        struct page *pg = document_add_page(doc, lo->paper_w, lo->paper_h, label);
        add_title(pg, lo, title);
        free(title);
        free(label);
        double gx = (lo->paper_w - used_cols * g.cw) / 2, gy = lo->margin + TITLE_BAND + 2;
        double used = compose_sheet_place_pieces(pg, v, &g, pl.list + first, count, ns, side, gx, gy, g.cols);
        add_piece_instructions(pg, lo, v, &g, gy + used + 3);
    }
    free(pl.list);
}

/* Both sides' pieces on one page when they fit: each side in rows of its
 * own (fold pieces in a cut grid of their own), the second below the first
 * or, when that takes less height, beside it. Returns 0 when they do not
 * fit. */
static int compose_pieces_one_page(const struct variant *v, const struct layout *lo,
                                   double face, int under, struct document *doc)
{
    struct piece_grid g = compose_sheet_piece_grid(v, lo, face);
    double gap = g.fold ? 8 : 4;
    double aw = lo->paper_w - 2 * lo->margin;
    double ah = lo->paper_h - 2 * lo->margin - TITLE_BAND - FOOTER_BAND - 14;
    int total = compose_sheet_count_pieces(v);
    if (g.cols < 1 || total == 0)
        return 0;
    /* each side's own pieces (their armies may differ); laid out for the larger */
    struct piece_list pl[MAX_SIDES];
    for (int s = 0; s < MAX_SIDES; s++) {
        pl[s] = compose_sheet_side_pieces(v, s, total);
        pl[s].n -= under; /* the last ones are under the board */
        if (pl[s].nsingle > pl[s].n)
            pl[s].nsingle = pl[s].n;
    }
    int big = pl[1].n > pl[0].n, n = pl[big].n;
    /* the height of the taller side's block in c columns */
    #define SIDES_HEIGHT(c) fmax(compose_sheet_block_height(&g, pl[0].nsingle, pl[0].n, (c)), \
                                 compose_sheet_block_height(&g, pl[1].nsingle, pl[1].n, (c)))
    double stacked = SIDES_HEIGHT(g.cols), h = stacked;
    /* the sides one above the other, or side by side when that is shorter:
       the fewest rows whose columns let both sides share the width */
    int beside = 0, cols = compose_sheet_block_cols(pl[big].nsingle, n, g.cols);
    /* side by side, two cut grids' line ends meet in the gap between them */
    double gap_beside = g.grid ? 2 * CUT_GRID_RUN - 1 : gap;
    for (int r = 1; r <= n; r++) {
        int c = (n + r - 1) / r;
        if (MAX_SIDES * c * g.cw + gap_beside + (g.grid ? 2 * CUT_GRID_RUN : 0) <= aw + 1e-9) {
            double hb = SIDES_HEIGHT(c);
            if (hb < MAX_SIDES * stacked + gap && hb <= ah) {
                beside = 1;
                cols = c;
                h = hb;
            }
            break;
        }
    }
    #undef SIDES_HEIGHT
    if (!beside && MAX_SIDES * stacked + gap > ah) {
        free(pl[0].list);
        free(pl[1].list);
        return 0;
    }
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
            char *army = army_name(v, side, 1), *buf = markup_printf("<b>%s</b>", army);
            add_text(pg, x, y - 4.8, block_w, 7.5, buf);
            free(buf);
            free(army);
        }
        double used = compose_sheet_place_pieces(pg, v, &g, pl[side].list, pl[side].n, pl[side].nsingle,
                                   side, x, y, cols);
        y += (beside ? h : used) + gap;
    }
    add_piece_instructions(pg, lo, v, &g, y - gap + 4);
    free(pl[0].list);
    free(pl[1].list);
    return 1;
}

int compose_pieces_fit(const struct variant *v, const struct layout *lo,
                    const struct board_plan *bp, double *need)
{
    double face = compose_piece_face_size(v, lo, bp);
    struct piece_grid g = compose_sheet_piece_grid(v, lo, face);
    /* the smallest page compose_piece_pages and compose_hand_pages can use */
    double ah = lo->paper_h - 2 * lo->margin - TITLE_BAND - FOOTER_BAND - 8;
    double hand_h = (lo->paper_h - 2 * lo->margin - TITLE_BAND - FOOTER_BAND) / 2 - 6;
    double hand_w = lo->paper_w - 2 * lo->margin - 8;
    *need = g.ch;
    if (compose_sheet_count_pieces(v) > 0 && (g.cols < 1 || (int)(ah / g.ch) < 1))
        return -1;
    *need = face + 2;
    if (v->nhands > 0 && ((int)(hand_w / (face + 2)) < 1 || (int)((hand_h - 12) / (face + 2)) < 1))
        return -1;
    return 0;
}

/* Pieces in the room a board tile leaves on its page, the tile at the left
 * margin (Jungi's 9 x 9 board on two tiles of 4 and 5 files): a block of
 * the second side's pieces, then the first's, under its side's name, at
 * most the tile's height, and at most `most` pieces in all. With `split`
 * (1 or 2) each tile's page holds one army only, tile i the army
 * (i + split) % 2, as many of its pieces as the room takes. *from: how
 * many of each side's pieces, from the start of its list, the tile pages
 * took. */
static void pieces_beside_tiles(const struct variant *v, const struct layout *lo,
                                const struct board_plan *bp, double face, int most, int split,
                                struct document *doc, int from[MAX_SIDES])
{
    struct piece_grid g = compose_sheet_piece_grid(v, lo, face);
    int total = compose_sheet_count_pieces(v), side = MAX_SIDES - 1;
    struct piece_list pl = compose_sheet_side_pieces(v, side, total);
    for (int i = doc->npages - bp->ntiles; i < doc->npages && side >= 0; i++) {
        if (split) { /* this tile's army, whatever the last one left */
            free(pl.list);
            side = (i - (doc->npages - bp->ntiles) + split) % MAX_SIDES;
            pl = compose_sheet_side_pieces(v, side, total);
        }
        struct page *pg = &doc->pages[i];
        const struct item *t = NULL;
        for (int k = 0; k < pg->nitems && !t; k++)
            if (pg->items[k].kind == ITEM_BOARD_TILE)
                t = &pg->items[k];
        if (!t)
            continue;
        /* the grid's cut lines end 1 mm clear of the tile's cut and bleed */
        double gap = CUT_GRID_RUN + 1 + fmax(CUT_GRID_RUN, t->tile.bleed[EDGE_RIGHT]);
        double head = 6, x = t->x + t->w + gap, y = t->y + head;
        int cols = (int)((pg->w - lo->margin - CUT_GRID_RUN - x) / g.cw);
        double room = t->h - head;
        while (side >= 0 && cols > 0 && most > 0) {
            int left = pl.n - from[side], n = left < most ? left : most, ns;
            for (;; n--) {
                ns = pl.nsingle > from[side] ? pl.nsingle - from[side] : 0;
                ns = ns < n ? ns : n;
                if (n < 1 || compose_sheet_block_height(&g, ns, n, cols) <= room + 1e-9)
                    break;
            }
            if (n < 1)
                break;
            int used_cols = compose_sheet_block_cols(ns, n, cols);
            char *army = army_name(v, side, 1), *name = markup_printf("<b>%s</b>", army);
            add_text(pg, x, y - 4.8, used_cols * g.cw, 7.5, name);
            free(name);
            free(army);
            double h = compose_sheet_place_pieces(pg, v, &g, pl.list + from[side], n, ns, side, x, y,
                                          cols);
            from[side] += n;
            most -= n;
            room -= h + head + 2;
            y += h + head + 2;
            if (from[side] < pl.n || split)
                break; /* this page is full, or its army placed */
            free(pl.list);
            pl = compose_sheet_side_pieces(v, --side, total);
        }
    }
    free(pl.list);
}

/* The components laid out once: the board, with at most `aside` pieces
 * beside its tiles, or `under` of each side below it, then the pages of
 * pieces, hands and extras. Returns how many pieces went beside the tiles. */
static int components_once(const struct variant *v, const struct layout *lo,
                           const struct board_plan *bp, int aside, int split, int under,
                           struct document *doc)
{
    compose_document_begin(v, "components", 0, doc);
    compose_board_pages(v, lo, bp, aside > 0, doc);
    double face = compose_piece_face_size(v, lo, bp);
    int from[MAX_SIDES] = {0, 0};
    if (aside > 0)
        pieces_beside_tiles(v, lo, bp, face, aside, split, doc, from);
    if (under != 0)
        compose_pieces_under_board(v, lo, face, under, doc);
    if (aside > 0 || !compose_pieces_one_page(v, lo, face, abs(under), doc))
        for (int side = 0; side < MAX_SIDES; side++)
            compose_piece_pages(v, lo, face, side, from[side], doc);
    compose_hands(v, lo, face, doc);
    compose_extras(v, lo, bp, doc);
    compose_resolve_components(v, lo, doc, 0); /* words: only the one kept */
    compose_crop_marks(lo, doc);
    return from[0] + from[1];
}

/* The components with pieces beside the tiles (split as
 * pieces_beside_tiles's): as many as the tiles take, then as few, one at
 * a time, as keep the sheets, and the sheets each army is cut from, as
 * few: the last sheet of pieces is filled first. Returns the pages. */
static int fewest_beside(const struct variant *v, const struct layout *lo,
                         const struct board_plan *bp, int total, int split, struct document *out)
{
    struct document fewer;
    int beside = components_once(v, lo, bp, total, split, 0, out);
    while (beside > 1) {
        components_once(v, lo, bp, beside - 1, split, 0, &fewer);
        if (fewer.npages > out->npages ||
            compose_army_sheets_most(&fewer) > compose_army_sheets_most(out)) {
            document_free(&fewer);
            break;
        }
        document_free(out);
        *out = fewer;
        beside--;
    }
    return out->npages;
}

/* A board on tiles of portrait pages takes pieces beside the tiles where
 * that prints the set on fewer sheets, and then as few as keep that count
 * (fewest_beside: Jungi's took 2 of North's pieces, 38 % blank, when the
 * tiles took all they had room for). The tiles' pages take the pieces of
 * either army in turn, or each one army's, whichever leaves an army on
 * the fewest sheets (Jungi's North lay on all three, South on one; now
 * each on two). Else every set as before. */
static void components_as(const struct variant *v, const struct layout *lo,
                          const struct board_plan *bp, struct document *doc)
{
    components_once(v, lo, bp, 0, 0, 0, doc);
    int total = MAX_SIDES * compose_sheet_count_pieces(v);
    int under = compose_pieces_under_room(v, lo, bp, doc);
    if (under != 0) {
        struct document alt;
        components_once(v, lo, bp, 0, 0, under, &alt);
        if (compose_under_better(lo, doc, &alt)) {
            document_free(doc);
            *doc = alt;
        } else {
            document_free(&alt);
        }
        return;
    }
    if (bp->ntiles < 2 || bp->landscape || total == 0 || v->nhands > 0)
        return;
    struct document alt, other;
    if (fewest_beside(v, lo, bp, total, 0, &alt) >= doc->npages) {
        document_free(&alt);
        return;
    }
    for (int split = 1; split <= MAX_SIDES; split++) {
        int np_ = fewest_beside(v, lo, bp, total, split, &other);
        if (np_ <= alt.npages &&
            compose_army_sheets_most(&other) < compose_army_sheets_most(&alt)) {
            document_free(&alt);
            alt = other;
        } else {
            document_free(&other);
        }
    }
    document_free(doc);
    *doc = alt;
}

void compose_components_measure(const struct variant *v, const struct layout *lo,
                                const struct board_plan *bp, struct document *doc)
{
    components_as(v, lo, bp, doc);
}

void compose_components(const struct variant *v, const struct layout *lo,
                        const struct board_plan *bp, struct document *doc)
{
    /* the alternatives weighed are measured only (their words move
       nothing: unit format_measure_same); the one kept is given its words */
    compose_components_measure(v, lo, bp, doc);
    compose_resolve_components(v, lo, doc, 1);
}

int compose_army_sheets(const struct document *doc, int side)
{
    int n = 0;
    for (int p = 0; p < doc->npages; p++) {
        int has = 0;
        for (int k = 0; k < doc->pages[p].nitems && !has; k++) {
            const struct item *it = &doc->pages[p].items[k];
            has = (it->kind == ITEM_FOLD && it->fold.side == side) ||
                  (it->kind == ITEM_DISC && it->disc.side == side);
        }
        n += has;
    }
    return n;
}

int compose_army_sheets_most(const struct document *doc)
{
    int most = 0;
    for (int s = 0; s < MAX_SIDES; s++)
        most = compose_army_sheets(doc, s) > most ? compose_army_sheets(doc, s) : most;
    return most;
}
