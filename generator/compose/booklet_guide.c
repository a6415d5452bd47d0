/* booklet_guide.c: the booklet's printing and cutting guide. */
#include "compose-imp.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/base.h"
#include "text/text.h"

#define THUMBS_A_ROW 4
#define THUMBS_CLOSE 6 /* the most a row, set closer */
#define THUMB_GAP 4.0

/* What to do with a component page, from what it holds, in the order it is
 * done, as a sentence: "Cut, fold and glue." (a lone "cut" under a page's
 * name read as a stray word: issue 30, Chess review). */
static void page_actions(const struct page *pg, int tiles, char *buf, size_t len)
{
    int cut = 0, fold = 0, glue = 0, tape = 0;
    for (int i = 0; i < pg->nitems; i++) {
        switch (pg->items[i].kind) {
        case ITEM_BOARD_TILE:
            cut = 1;
            tape |= tiles > 1;
            break;
        case ITEM_FOLD:
            cut = 1; /* a single card is only cut */
            fold |= !pg->items[i].fold.single;
            glue |= !pg->items[i].fold.single;
            break;
        case ITEM_CHIP: case ITEM_SCREEN:
            cut = fold = glue = 1;
            break;
        case ITEM_DISC: case ITEM_HAND: case ITEM_CUT_GRID: /* a grid's pieces say the rest */
        case ITEM_REFCARD: /* a sheet of cards alone is cut too (Tori Shogi's) */
            cut = 1;
            break;
        case ITEM_RULER: case ITEM_TEXT: case ITEM_TITLE: case ITEM_SETUP: case ITEM_GALLERY_ROW:
        case ITEM_LEGEND: case ITEM_BOARD_KEY: case ITEM_TILE_MAP: case ITEM_FIGURE:
        case ITEM_THUMB: case ITEM_CROP_MARKS: case ITEM_DESIGN_DIAGRAM:
            break; /* nothing to cut: read, or cut out as the page says */
        }
    }
    buf[0] = '\0';
    const char *verbs[] = {"cut out", "fold", "glue", "tape to its neighbours"};
    int on[] = {cut, fold, glue, tape}, n = 0, said = 0;
    for (int k = 0; k < 4; k++)
        n += on[k];
    for (int k = 0; k < 4; k++)
        if (on[k]) {
            /* "cut out" alone; "cut" before more verbs */
            const char *verb = n > 1 && k == 0 ? "cut" : verbs[k];
            str_append(buf, len, !said ? "" : said == n - 1 ? " and " : ", ");
            str_append(buf, len, verb);
            said++;
        }
    if (buf[0]) {
        buf[0] = (char)(buf[0] - 'a' + 'A');
        str_append(buf, len, ".");
    }
}

#define THUMB_CAPTION_PT 6.5

/* "1: board tile 1 of 2 (left). Cut out." (markup, malloc'd). */
static char *thumb_caption(const struct page *pg, int i, int ntiles)
{
    char what[128];
    page_actions(pg, ntiles, what, sizeof what);
    /* one sentence after the page's name, not a word on a line of its
       own: tied to the name's last word by a no-break space, its own last
       two words tied too */
    char *last = strrchr(what, ' ');
    if (last) {
        memmove(last + 2, last + 1, strlen(last + 1) + 1);
        memcpy(last, "\xc2\xa0", 2);
    }
    return markup_printf("<b>%d:</b> %s.%s<i>%s</i>", i + 1, pg->label, what[0] ? "\xc2\xa0" : "",
                         what);
}

/* A small picture of every component page, numbered, with what to do;
 * beside > 0: in one row of pictures six a row's size, at the right of a
 * column beside mm wide (compose_printing_guide). measure: only the height
 * of a row of pictures. */
static double thumbnails(struct booklet_flow *f, const struct board_plan *bp, const struct document *components,
                         double beside, int measure)
{
    /* set closer: as few a row as take the rows 6 a row would (6 pages:
       one row of 6, not 4 and 2) */
    int n = components->npages, across = beside > 0 ? THUMBS_CLOSE : THUMBS_A_ROW;
    while (across < THUMBS_CLOSE && (n + across - 1) / across > (n + THUMBS_CLOSE - 1) / THUMBS_CLOSE &&
           flow_how(f, BOOKLET_CLOSE))
        across++;
    double tw = (f->width - (across - 1) * THUMB_GAP) / across;
    double x0 = MARGIN_X + (beside > 0 ? f->width - n * tw - (n - 1) * THUMB_GAP : 0);
    double th = tw * f->lo->paper_h / f->lo->paper_w, caption = 9;
    /* a caption wraps in a narrow column: the rows make room for the tallest */
    for (int i = 0; i < components->npages; i++) {
        char *m = thumb_caption(&components->pages[i], i, bp->ntiles);
        caption = fmax(caption, text_height_aligned(f->lo, m, THUMB_CAPTION_PT, tw, ALIGN_CENTER) + 1);
        free(m);
    }
    if (measure)
        return th + caption;
    for (int i = 0; i < components->npages; i++) {
        int col = i % across;
        if (col == 0) {
            if (i > 0)
                f->y += th + caption;
            compose_flow_need(f, th + caption);
        }
        const struct page *pg = &components->pages[i];
        double x = x0 + col * (tw + THUMB_GAP);
        /* the page's picture, fitted into the box */
        double k = fmin(tw / pg->w, th / pg->h);
        struct item *it = page_add_item(f->pg, ITEM_THUMB, x + (tw - pg->w * k) / 2, f->y,
                                        pg->w * k, pg->h * k);
        it->thumb.page = pg;
        struct item *c = page_add_item(f->pg, ITEM_TEXT, x, f->y + pg->h * k + 1, tw, caption);
        c->text.markup = thumb_caption(pg, i, bp->ntiles);
        c->text.size_pt = THUMB_CAPTION_PT;
        c->text.align = ALIGN_CENTER;
    }
    if (components->npages)
        f->y += th + caption + 2;
    return th + caption;
}

/* The other parts that share a sheet with a grid of pieces, as "a board
 * tile or a tray" (empty: none). The grid's lines run across its block of
 * pieces and CUT_GRID_RUN past it, not across the sheet: a cut carried on
 * to the sheet's edge would go through these (issue 30, Chu Shogi's board
 * tiles above its pieces). */
static void parts_beside_grid(const struct document *components, char *buf, size_t len)
{
    static const struct { enum item_kind kind; const char *name; } parts[] = {
        {ITEM_BOARD_TILE, "a board tile"}, {ITEM_HAND, "a tray"},
        {ITEM_REFCARD, "a quick-reference card"}, {ITEM_SCREEN, "the screen"},
        {ITEM_CHIP, "a chip"}, {ITEM_DISC, "a disc"},
    };
    enum { NPARTS = sizeof parts / sizeof *parts };
    int on[NPARTS] = {0}, n = 0;
    for (int i = 0; i < components->npages; i++) {
        const struct page *pg = &components->pages[i];
        int grid = 0;
        for (int j = 0; j < pg->nitems; j++)
            grid |= pg->items[j].kind == ITEM_CUT_GRID;
        for (int j = 0; grid && j < pg->nitems; j++)
            for (int k = 0; k < NPARTS; k++)
                if (pg->items[j].kind == parts[k].kind && !on[k]) {
                    on[k] = 1;
                    n++;
                }
    }
    buf[0] = '\0';
    for (int k = 0, said = 0; k < NPARTS; k++)
        if (on[k]) {
            str_append(buf, len, said == 0 ? "" : said == n - 1 ? " or " : ", ");
            str_append(buf, len, parts[k].name);
            said++;
        }
}

/* "<b>Pieces.</b> Cut along every solid line..." as the sheets are laid
 * out (markup, malloc'd): heading "Pieces" or "Tiles", what "pieces" or
 * "tiles". */
static char *grid_cut_words(const struct document *components, const char *heading,
                            const char *what)
{
    char parts[160];
    parts_beside_grid(components, parts, sizeof parts);
    if (!parts[0])
        return markup_printf("<b>%s.</b> Cut along every solid line: each runs straight across "
                             "its block of %s, so long cuts with a ruler and knife are "
                             "quickest.", heading, what);
    return markup_printf("<b>%s.</b> Cut along every solid line: each runs straight across its "
                         "block of %s, so long cuts with a ruler and knife are quickest. "
                         "Where a sheet also holds %s, cut that out first, along its own "
                         "outline, so that no long cut runs into it.", heading, what, parts);
}

/* Where the forward arrow is printed on a folded piece: a promoted back
 * carries it as the front does, a plain or hidden back does not (issue 30,
 * Dobutsu: the guide said "on both faces" of the Lion, Giraffe and
 * Elephant, whose backs show the name alone). */
static const char *arrow_faces(const struct variant *v)
{
    int plain = 0, promoted = 0;
    for (int p = 0; p < v->npieces; p++) {
        if (v->pieces[p].count <= 0 || piece_single_card(v, &v->pieces[p]))
            continue;
        struct face front, back;
        compose_piece_faces(v, p, 0, &front, &back);
        promoted |= back.kind == FACE_PROMOTED;
        plain |= back.kind != FACE_PROMOTED;
    }
    if (!plain)
        return "on both faces";
    return promoted ? "on the front, and on a promoted back" : "on the front";
}

/* Card folds cleanly only on a scored line: unscored, it cracks and springs
 * open under the glue (issue 30). */
#define SCORE_HOW "with a ruler and a blunt point"

/* Square pieces: fold-over, single cards (back="none") or both. */
static void pieces_guide(struct booklet_flow *f, const struct document *components)
{
    const struct variant *v = f->v;
    char *cut = grid_cut_words(components, "Pieces", "pieces");
    int single = 0, fold = 0;
    for (int p = 0; p < v->npieces; p++)
        if (v->pieces[p].count > 0) {
            single |= piece_single_card(v, &v->pieces[p]);
            fold |= !piece_single_card(v, &v->pieces[p]);
        }
    char *text;
    if (!fold)
        text = markup_printf("Each piece is a single card; its forward edge is the one the "
                             "arrow in its upper-left corner points at. Glue the sheet onto thin "
                             "card first for sturdier pieces.");
    else if (single) {
        /* the fold-over ones named: those that promote, or have a back */
        char names[512] = "";
        for (int p = 0; p < v->npieces; p++)
            if (v->pieces[p].count > 0 && !piece_single_card(v, &v->pieces[p])) {
                str_append(names, sizeof names, names[0] ? ", " : "");
                const struct piece *q = &v->pieces[p]; /* "Bia", not "Bia (Pawn)" */
                str_append(names, sizeof names, q->short_name ? q->short_name : q->name);
            }
        text = markup_printf("The pieces with a dotted line (%s) fold on it, pictures outward: "
                             "score the line first " SCORE_HOW ", then fold and glue the halves "
                             "together. Their fold is the forward edge, and the "
                             "arrow in the upper-left corner points at it %s. The "
                             "other pieces are single cards, with nothing on the back: glue the "
                             "sheet onto thin card first, so that they are as stiff as the folded "
                             "ones.", names, arrow_faces(v));
    } else
        text = markup_printf("Score each piece's dotted line " SCORE_HOW ", fold it on the line, "
                             "pictures outward, and glue the halves together. The fold is the "
                             "piece's forward edge: the arrow in the upper-left corner points at "
                             "it, %s.", arrow_faces(v));
    char *words = str_printf("%s %s", cut, text); /* both markup */
    compose_flow_text(f, words, f->lo->font_size, 0, 1.5);
    free(words);
    free(text);
    free(cut);
}

#define PRINT_AT "Print at <b>100 %%</b> (\"actual size\"; never \"fit to page\"). Every component " \
                 "sheet carries a %s ruler: measure it before you cut."
#define BESIDE_WORDS 70.0 /* the narrowest column of words beside the pictures (about 50 characters) */

#define RULE_BOOK_A5 "<b>This rule book</b>, an A5 booklet: print it on A4, double-sided, " \
                     "<b>flipping on the short edge</b>. Fold each sheet in half on the " \
                     "dotted marks at its top and bottom, lay the folded sheets inside one " \
                     "another (the sheet with page 1 outside) and staple them twice on the fold."
#define RULE_BOOK "<b>This rule book</b>: print double-sided, <b>flipping on the long edge</b>."
#define SHEETS_WORDS "<b>The component sheets</b> (%d pages): print single-sided, on paper to " \
                     "glue onto thin card, or straight onto card of up to %s."

/* The guide's opening words, how to print the booklet and the sheets, in
 * the flow's column; measure: only their height there. */
static double printing_words(struct booklet_flow *f, const struct document *components, int measure)
{
    char buf[512];
    /* a narrow column broke "200 g/" from "m²" and "100" from "mm": a
       no-break space and a word joiner hold them together */
    char print_at[256];
    int beside = flow_how(f, BOOKLET_BESIDE);
    snprintf(print_at, sizeof print_at, PRINT_AT, beside ? "100\u00a0mm" : "100 mm");
    snprintf(buf, sizeof buf, SHEETS_WORDS, components->npages,
             beside ? "200\u00a0g/\u2060m²" : "200 g/m²");
    /* the printer setting for the booklet's form */
    const char *book = f->lo->booklet_a5 ? RULE_BOOK_A5 : RULE_BOOK;
    if (measure)
        return text_height(f->lo, print_at, f->lo->font_size, f->width) + 1.5 +
               text_height(f->lo, book, f->lo->font_size, f->width - 5) + 1.2 +
               text_height(f->lo, buf, f->lo->font_size, f->width - 5) + 1.2;
    compose_flow_text(f, print_at, f->lo->font_size, 0, 1.5);
    compose_flow_item(f, book);
    compose_flow_item(f, buf);
    return 0;
}

/* Set closer (BOOKLET_BESIDE): the opening words in a column at the left of the
 * sheets' pictures, drawn at the size six a row would take, where they are
 * few enough to leave the words BESIDE_WORDS mm; 0 where not. */
static double beside_width(struct booklet_flow *f, const struct document *components)
{
    int n = components->npages;
    double tw = (f->width - (THUMBS_CLOSE - 1) * THUMB_GAP) / THUMBS_CLOSE;
    double col = f->width - n * tw - (n - 1) * THUMB_GAP - 2 * THUMB_GAP;
    return n > 0 && col >= BESIDE_WORDS && flow_how(f, BOOKLET_BESIDE) ? col : 0;
}

/* A sheet that holds only the quick-reference cards (cards="sheet"): the
 * game is played without it, so the player may leave it unprinted (Tori
 * Shogi's third sheet on A4). */
static void cards_alone_guide(struct booklet_flow *f, const struct document *components)
{
    for (int i = 0; i < components->npages; i++) {
        const struct page *pg = &components->pages[i];
        int cards = 0, other = 0, key = 0;
        for (int j = 0; j < pg->nitems; j++) {
            enum item_kind k = pg->items[j].kind;
            cards |= k == ITEM_REFCARD;
            key |= k == ITEM_LEGEND;
            other |= k != ITEM_REFCARD && k != ITEM_TEXT && k != ITEM_TITLE &&
                     k != ITEM_RULER && k != ITEM_LEGEND && k != ITEM_CROP_MARKS;
        }
        if (cards && !other) {
            char buf[300];
            snprintf(buf, sizeof buf, "<b>Cards.</b> Sheet %d holds only the quick-reference "
                     "cards%s: the game is played without them, so print it only if you want "
                     "them.", i + 1, key ? " and the key to their marks" : "");
            compose_flow_text(f, buf, f->lo->font_size, 0, 1.5);
            return;
        }
    }
}

void compose_printing_guide(struct booklet_flow *f, const struct board_plan *bp,
                               const struct document *components)
{
    const struct variant *v = f->v;
    char buf[1024];
    double col = beside_width(f, components);
    if (col > 0) {
        /* both start on one page: the words' column is the taller */
        double full = f->width;
        f->width = col;
        double words = printing_words(f, components, 1);
        f->width = full;
        compose_flow_need(f, fmax(words, thumbnails(f, bp, components, col, 1)));
        double y0 = f->y;
        thumbnails(f, bp, components, col, 0);
        double below = f->y;
        f->y = y0;
        f->width = col;
        printing_words(f, components, 0);
        f->width = full;
        f->y = fmax(f->y, below);
    } else {
        /* the opening words and the sheets' pictures on one page, the
           heading with them: Minishogi's words ended page 3 and its
           pictures began page 4 (ninth player review); split only where
           that saves a sheet (BOOKLET_SPLIT_GUIDE) */
        if (!flow_how(f, BOOKLET_SPLIT_GUIDE))
            compose_flow_need(f, printing_words(f, components, 1) +
                                     thumbnails(f, bp, components, 0, 1));
        printing_words(f, components, 0);
        thumbnails(f, bp, components, 0, 0);
    }
    f->y += 2;
    /* in the order a player works (issue 30 review: the crest game's
       card came after the cutting): card, board, pieces, chips, screen */
    int hidden = 0;
    for (int p = 0; p < v->npieces; p++)
        hidden |= v->pieces[p].count > 0 && piece_back_of(v, &v->pieces[p]) == BACK_HIDDEN;
    if (hidden)
        compose_flow_text(f, "<b>Opaque card.</b> First glue every sheet onto card, or print on card: "
                    "a face-down piece must not show through its back, so use card you cannot "
                    "see a light through, and check a few pieces against a lamp before cutting "
                    "them all.", f->lo->font_size, 0, 1.5);
    if (bp->ntiles > 1) {
        /* the tile laid first is named as its page names it (tile_caption.c):
           "the lower-left tile" of a board in two halves side by side was
           not a tile a player could find (issue 30, Jungi review) */
        char first[48];
        compose_tile_name(&bp->tiles[0], first, sizeof first);
        snprintf(buf, sizeof buf, "<b>Board.</b> The board comes in %d tiles. Cut each tile "
                 "along its solid outline: the edges without a grey flap are cut exactly on the "
                 "board's border line. Lay tile 1 (%s) down; slide each grey flap under "
                 "its neighbour so that the neighbour's edge lies on the seam and the small "
                 "crosses meet, then glue or tape from behind. Each page names the tile it "
                 "holds. In the map below, the numbers are the tiles' numbers and the grey "
                 "strips their flaps:", bp->ntiles, first);
        compose_flow_text(f, buf, f->lo->font_size, 0, 1.5);
        struct item *map = compose_flow_block(f, ITEM_TILE_MAP, 36);
        map->tile = bp->tiles[0];
        map->tile.col = map->tile.row = -1; /* no tile highlighted */
        map->w = 36 * bp->cols / (double)bp->rows;
    } else {
        compose_flow_text(f, "<b>Board.</b> Glue the board page onto card and cut along the outline.",
                 f->lo->font_size, 0, 1.5);
    }
    if (v->components.shape == SHAPE_OCTAGON)
        compose_flow_text(f, "<b>Pieces.</b> Glue the piece sheets onto card, let them dry under a "
                    "weight, and cut out each piece along its eight straight sides; scissors "
                    "do, a craft knife and a ruler are quicker.", f->lo->font_size, 0, 1.5);
    else if (v->components.form == FORM_DISC)
        compose_flow_text(f, "<b>Pieces.</b> Glue the piece sheets onto card, let them dry under a "
                    "weight, and cut out each disc along its circle; scissors do, a circle "
                    "cutter is quicker.", f->lo->font_size, 0, 1.5);
    else if (v->components.form == FORM_TILE) {
        char *cut = grid_cut_words(components, "Tiles", "tiles");
        char *text = str_printf("%s Fold each tile on its dotted line, faces outward, and glue "
                                "the halves together, so that the two faces lie back to back. "
                                "The fold is the tile's forward edge on both faces: the "
                                "triangle on a tile that turns points at it.", cut);
        compose_flow_text(f, text, f->lo->font_size, 0, 1.5);
        free(text);
        free(cut);
    } else if (v->components.shape == SHAPE_PENTAGON)
        compose_flow_text(f, "<b>Pieces.</b> Glue the piece sheets onto thin card; cut out each piece on "
                    "its solid outline (two pentagons base to base). Score the dotted line " SCORE_HOW
                    ", fold it, pictures outward, and glue the halves together. Both faces "
                    "point the same way: turn a piece over, point kept, to promote it.",
                 f->lo->font_size, 0, 1.5);
    else
        pieces_guide(f, components);
    if (hidden)
        compose_flow_text(f, "Cut and glue the men with care: their backs are all alike, so that a "
                    "face-down man gives nothing away, and no edge or smudge may tell one from "
                    "another.", f->lo->font_size, 0, 1.5);
    if (v->nhands)
        compose_flow_text(f, "<b>Hands.</b> Cut out the trays along their outlines; each player keeps "
                    "their own at their right-hand side.", f->lo->font_size, 0, 1.5);
    for (int i = 0; i < v->components.nchips; i++) {
        const struct chip *c = &v->components.chips[i];
        const char *fl = c->label_front ? c->label_front : "front";
        const char *bl = c->label_back ? c->label_back : "back";
        char *chips = markup_printf("<b>Chips (%s / %s).</b> %d %s. Cut around each chip along its "
                                    "outline, fold it on the dotted line across its waist, pictures "
                                    "outward, and glue the halves together: a round chip with the %s "
                                    "on one face and the %s on the other.",
                                    fl, bl, c->count, c->per_side ? "for each player, in the "
                                    "player's colours" : "for the game", fl, bl);
        compose_flow_text(f, chips, f->lo->font_size, 0, 1.5);
        free(chips);
    }
    cards_alone_guide(f, components);
    if (v->components.screen)
        compose_flow_text(f, "<b>Screen.</b> Cut along its outline and fold on every dotted line, printing "
                    "outward, into a long triangle: the two walls meet at the ridge, the base lies "
                    "on the table, and the grey flap is glued inside the foot of the far wall. "
                    "Stand it across the middle of the board so that each player's setup is hidden "
                    "from the other.", f->lo->font_size, 0, 1.5);
}
