/* booklet.c: flows the rules text and the generated blocks onto pages.
 * Blocks are measured with pango before they are placed; a block that does
 * not fit the rest of a page starts the next one, and a section title never
 * ends a page. */
#include "compose-imp.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/base.h"
#include "rules/rules.h"
#include "notation/notation.h"
#include "text/text.h"

#define MARGIN_X 20.0
#define MARGIN_TOP 18.0
#define MARGIN_BOTTOM 20.0

struct flow {
    const struct variant *v;
    const struct layout *lo;
    struct document *doc;
    struct page *pg;
    double y;      /* next free line */
    double width;  /* text column */
};

static double bottom(const struct flow *f) { return f->lo->paper_h - MARGIN_BOTTOM; }

static void new_page(struct flow *f)
{
    char label[32];
    snprintf(label, sizeof label, "booklet page %d", f->doc->npages + 1);
    f->pg = document_add_page(f->doc, f->lo->paper_w, f->lo->paper_h, label);
    f->y = MARGIN_TOP;
    char num[16];
    snprintf(num, sizeof num, "%d", f->doc->npages);
    struct item *it = page_add_item(f->pg, ITEM_TEXT, MARGIN_X, f->lo->paper_h - 14, f->width, 0);
    it->markup = xstrdup(num);
    it->size_pt = 8;
    it->align = ALIGN_CENTER;
}

/* Makes room for h mm, starting a page when needed. */
static void need(struct flow *f, double h)
{
    if (!f->pg || f->y + h > bottom(f))
        new_page(f);
}

static void put_text(struct flow *f, const char *markup, double size, double indent,
                     double space_after)
{
    double h = text_height(f->lo, markup, size, f->width - indent);
    need(f, h);
    struct item *it = page_add_item(f->pg, ITEM_TEXT, MARGIN_X + indent, f->y, f->width - indent, h);
    it->markup = xstrdup(markup);
    it->size_pt = size;
    f->y += h + space_after;
}

static void put_heading(struct flow *f, const char *title, double size)
{
    char *buf = markup_printf("<b>%s</b>", title);
    /* keep a heading with at least 25 mm of what follows */
    double h = text_height(f->lo, buf, size, f->width);
    need(f, h + 25);
    put_text(f, buf, size, 0, 2);
    free(buf);
}

static void put_item(struct flow *f, const char *markup)
{
    double size = f->lo->font_size;
    double h = text_height(f->lo, markup, size, f->width - 5);
    need(f, h);
    struct item *b = page_add_item(f->pg, ITEM_TEXT, MARGIN_X + 1, f->y, 4, h);
    b->markup = xstrdup("•");
    b->size_pt = size;
    put_text(f, markup, size, 5, 1.2);
}

static struct item *put_block(struct flow *f, enum item_kind kind, double h)
{
    need(f, h);
    struct item *it = page_add_item(f->pg, kind, MARGIN_X, f->y, f->width, h);
    f->y += h + 3;
    return it;
}

/* ---- piece labels ---- */

/* ---- moves in words ---- */

/* One line per kind of move: "Slides straight forward, left." */

/* ---- generated blocks ---- */

static void put_gallery(struct flow *f)
{
    for (int i = 0; i < f->v->npieces; i++) {
        struct item *it = put_block(f, ITEM_GALLERY_ROW, GALLERY_ROW);
        it->piece = i;
    }
}

static void put_legend(struct flow *f)
{
    struct diagram_cell cells[64];
    double row_y[33];
    int n = compose_legend_cells(f->v, cells, 64);
    compose_legend_rows(f->lo, f->v, cells, n, f->width / 2, row_y);
    struct item *it = put_block(f, ITEM_LEGEND, row_y[(n + 1) / 2] + 2);
    it->rows = n;
    /* piece faces frame the moves a piece has only in a zone */
    int zone_moves = 0;
    for (int p = 0; p < f->v->npieces; p++)
        for (int d = 0; d < f->v->pieces[p].ndiagrams; d++)
            zone_moves |= f->v->pieces[p].diagrams[d].in_zone != NULL;
    if (zone_moves && f->v->components.face == FACE_DIAGRAM)
        put_text(f, "On a piece, a mark in a <b>dashed frame</b> is a move the piece has only "
                    "while it stands in a certain zone; the piece's row below says where.",
                 f->lo->font_size - 0.5, 0, 2);
}

static void put_board_key(struct flow *f)
{
    const struct board *b = &f->v->board;
    char sq0[32], sq1[32];
    for (int i = 0; i < b->nzones; i++) {
        const struct zone *z = &b->zones[i];
        if (z->mark == ZMARK_NONE || z->x0 < 0)
            continue;
        static const char *how[] = {"", "marked by dots on its border", "shaded",
                                    "outlined", "marked by crossed diagonals"};
        variant_square_name(f->v, z->x0, z->y0, sq0, sizeof sq0);
        variant_square_name(f->v, z->x1, z->y1, sq1, sizeof sq1);
        const char *whose = z->side == SIDE_BOTH ? "both sides" : f->v->sides[z->side].name;
        char *m = z->label /* a caption names its side itself */
                      ? markup_printf("<b>%s</b>: %s to %s, %s.", z->label, sq0, sq1, how[z->mark])
                      : markup_printf("<b>%s</b> of %s: %s to %s, %s.", z->id,
                                      whose ? whose : "", sq0, sq1, how[z->mark]);
        put_item(f, m);
        free(m);
    }
    /* marks: one line per symbol, side and caption, beside the symbol as
       the board prints it */
    static const char *sym[][2] = {{"Position mark", "Position marks"}, {"Dot", "Dots"},
                                   {"Crown", "Crowns"}, {"Diamond", "Diamonds"},
                                   {"Cross", "Crosses"}, {"Star", "Stars"}};
    for (int i = 0; i < b->nmarks; i++) {
        const struct mark *m = &b->marks[i];
        int first = 1, n = 0;
        char list[256] = "";
        for (int j = 0; j < b->nmarks; j++) {
            const struct mark *o = &b->marks[j];
            if (o->symbol != m->symbol || o->side != m->side ||
                (!o->label) != (!m->label) || (o->label && strcmp(o->label, m->label)))
                continue;
            if (j < i)
                first = 0;
            char sq[32];
            variant_square_name(f->v, o->x, o->y, sq, sizeof sq);
            str_append(list, sizeof list, list[0] ? " " : "");
            str_append(list, sizeof list, sq);
            n++;
        }
        if (!first)
            continue;
        int sided = m->side == SIDE_FIRST || m->side == SIDE_SECOND;
        const char *sn = sided && f->v->sides[m->side].name ? f->v->sides[m->side].name : "";
        char *mk = markup_printf("<b>%s</b>%s%s on %s%s%s.", sym[m->symbol][n > 1],
                                 sided ? " of " : "", sn, list, m->label ? ": " : "",
                                 m->label ? m->label : "");
        double h = fmax(8, text_height(f->lo, mk, f->lo->font_size, f->width - 11));
        need(f, h);
        struct item *it = page_add_item(f->pg, ITEM_BOARD_KEY, MARGIN_X, f->y, f->width, h);
        it->markup = mk;
        it->size_pt = f->lo->font_size;
        it->rows = (int)m->symbol;
        it->side = m->side;
        f->y += h + 1.2;
    }
    if (b->river)
        put_item(f, "<b>The river</b> divides the board between the two sides.");
}

static void put_setup(struct flow *f)
{
    const struct board *b = &f->v->board;
    double cell = fmin(12, fmin(f->width * 0.7 / b->files, 150.0 / b->ranks));
    struct item *it = put_block(f, ITEM_SETUP, b->ranks * cell + 12);
    it->w = b->files * cell + 12;
    it->x = MARGIN_X + (f->width - it->w) / 2;
    /* the key of abbreviations, for pieces without a glyph */
    char key[2048] = "";
    for (int p = 0; p < f->v->npieces; p++) {
        if (f->v->pieces[p].glyph[0] || f->v->pieces[p].count == 0)
            continue;
        char ab[16];
        compose_piece_abbreviation(f->v, p, ab, sizeof ab);
        char *part = markup_printf("%s<b>%s</b> %s", key[0] ? ", " : "", ab, f->v->pieces[p].name);
        str_append(key, sizeof key, part);
        free(part);
    }
    if (key[0])
        put_text(f, key, f->lo->font_size - 1, 0, 2);
    int hidden = 0;
    for (int i = 0; i < f->v->nsetup; i++)
        hidden |= piece_back_of(f->v, &f->v->pieces[f->v->setup[i].piece]) == BACK_HIDDEN;
    if (hidden)
        put_text(f, "Pieces that start face down are shown by their backs, as the players see "
                    "them; the letter in the corner tells the kind, for one possible arrangement.",
                 f->lo->font_size - 1, 0, 2);
    char *sides = markup_printf("%s (outlined) sits at the bottom, %s (filled) at the top. %s moves first.",
                                f->v->sides[0].name, f->v->sides[1].name,
                                f->v->sides[f->v->first_to_move].name);
    put_text(f, sides, f->lo->font_size - 1, 0, 3);
    free(sides);
    if (f->v->nstart_hand > 0) {
        /* pieces that start in hand: drawn beside the board, and in words */
        char held[1024] = "";
        for (int s = 0; s < MAX_SIDES; s++) {
            int k = 0;
            for (int i = 0; i < f->v->nstart_hand; i++) {
                const struct placement *pl = &f->v->start_hand[i];
                if (pl->side != s)
                    continue;
                char *part = markup_printf("%s%s%s", k ? ", " : held[0] ? "; " : "",
                                           k ? "" : f->v->sides[s].name, "");
                str_append(held, sizeof held, part);
                free(part);
                part = markup_printf("%s%s", k ? "" : ": ", f->v->pieces[pl->piece].name);
                str_append(held, sizeof held, part);
                free(part);
                k++;
            }
        }
        char line[1200];
        snprintf(line, sizeof line, "In hand at the start (dashed, beside the board): %s.", held);
        put_text(f, line, f->lo->font_size - 1, 0, 3);
    }
}

static void put_printing_guide(struct flow *f, const struct board_plan *bp,
                               const struct document *components)
{
    const struct variant *v = f->v;
    char buf[1024];
    put_text(f, "Print at <b>100 %</b> (\"actual size\"; never \"fit to page\"). Every component "
                "sheet carries a 100 mm ruler: measure it before you cut.", f->lo->font_size, 0, 1.5);
    char *m = markup_printf("<b>%s-booklet.pdf</b> (these rules): print double-sided, "
                            "flipping on the long edge.", v->id);
    put_item(f, m);
    free(m);
    m = markup_printf("<b>%s-components.pdf</b> (%d pages): print single-sided, on "
                      "paper to glue onto thin card, or straight onto card of up to 200 g/m².",
                      v->id, components->npages);
    put_item(f, m);
    free(m);
    for (int i = 0; i < components->npages; i++) {
        m = markup_printf("Page %d: %s.", i + 1, components->pages[i].label);
        put_text(f, m, f->lo->font_size - 1, 10, 0.5);
        free(m);
    }
    f->y += 2;
    if (bp->ntiles > 1) {
        snprintf(buf, sizeof buf, "<b>Board.</b> The board comes in %d tiles. Cut each tile "
                 "along its solid outline: the edges without a grey flap are cut exactly on the "
                 "board's border line. Lay the lower-left tile down; slide each grey flap under "
                 "its neighbour so that the neighbour's edge lies on the seam and the small "
                 "crosses meet, then glue or tape from behind. Each page names the tile it "
                 "holds. In the map below, the numbers are the tiles' numbers and the grey "
                 "strips their flaps:", bp->ntiles);
        put_text(f, buf, f->lo->font_size, 0, 1.5);
        struct item *map = put_block(f, ITEM_TILE_MAP, 36);
        map->tile = bp->tiles[0];
        map->tile.col = map->tile.row = -1; /* no tile highlighted */
        map->w = 36 * bp->cols / (double)bp->rows;
    } else {
        put_text(f, "<b>Board.</b> Glue the board page onto card and cut along the outline.",
                 f->lo->font_size, 0, 1.5);
    }
    if (v->components.form == FORM_DISC)
        put_text(f, "<b>Pieces.</b> Glue the piece sheets onto card, let them dry under a "
                    "weight, and cut out each disc along its circle; scissors do, a circle "
                    "cutter is quicker.", f->lo->font_size, 0, 1.5);
    else if (v->components.form == FORM_TILE)
        put_text(f, "<b>Tiles.</b> Cut along every solid line: the lines run across the whole "
                    "sheet, so long straight cuts with a ruler and knife are quickest. Fold each "
                    "tile on its dotted line, faces outward, and glue the halves together, so "
                    "that the two faces lie back to back. The fold is the tile's forward edge "
                    "on both faces: the triangle on a tile that turns points at it.",
                 f->lo->font_size, 0, 1.5);
    else
        put_text(f, "<b>Pieces.</b> Cut along every solid line: the lines run across the whole "
                    "sheet, so long straight cuts with a ruler and knife are quickest. Fold each "
                    "piece on its dotted line, pictures outward, and glue the halves together. "
                    "The fold is the piece's forward edge: the arrow in the upper-left corner "
                    "points at it, on both faces.", f->lo->font_size, 0, 1.5);
    if (v->nhands)
        put_text(f, "<b>Hands.</b> Cut out the trays along their outlines; each player keeps "
                    "their own at their right-hand side.", f->lo->font_size, 0, 1.5);
    for (int i = 0; i < v->components.nchips; i++) {
        const struct chip *c = &v->components.chips[i];
        const char *fl = c->label_front ? c->label_front : "front";
        const char *bl = c->label_back ? c->label_back : "back";
        char *chips = markup_printf("<b>Chips (%s / %s).</b> %d %s. Cut around each chip along its "
                 "outline, fold it on the dotted line across its waist, pictures outward, and glue "
                 "the halves together: a round chip with the %s on one face and the %s on the other.",
                 fl, bl, c->count, c->per_side ? "for each player, in the player's colours"
                                               : "for the game", fl, bl);
        put_text(f, chips, f->lo->font_size, 0, 1.5);
        free(chips);
    }
    if (v->components.screen)
        put_text(f, "<b>Screen.</b> Cut along its outline and fold on every dotted line, printing "
                    "outward, into a long triangle: the two walls meet at the ridge, the base lies "
                    "on the table, and the grey flap is glued inside the foot of the far wall. "
                    "Stand it across the middle of the board so that each player's setup is hidden "
                    "from the other.", f->lo->font_size, 0, 1.5);
}

/* ---- composing ---- */

static void put_block_kind(struct flow *f, const struct block *blk, const struct board_plan *bp,
                           const struct document *components)
{
    switch (blk->kind) {
    case BLOCK_PARA:
        put_text(f, blk->markup, f->lo->font_size, 0, 2);
        break;
    case BLOCK_ITEM:
        put_item(f, blk->markup);
        break;
    case BLOCK_SETUP:
        put_setup(f);
        break;
    case BLOCK_GALLERY:
        put_gallery(f);
        break;
    case BLOCK_LEGEND:
        put_legend(f);
        break;
    case BLOCK_ZONES:
        put_board_key(f);
        break;
    case BLOCK_PRINTING:
        put_printing_guide(f, bp, components);
        break;
    case BLOCK_FIGURE: {
        struct item *it = put_block(f, ITEM_FIGURE, compose_figure_height(f->v, blk));
        it->block = blk;
        break;
    }
    }
}

/* The initials of a piece's name ("Ram's-Head Soldier": "RHS"; one word
 * keeps its second letter: "Lion": "Li"). */
static void raw_abbreviation(const struct piece *p, char *out, size_t len)
{
    const char *name = p->short_name ? p->short_name : p->name ? p->name : p->id;
    size_t n = 0;
    int start = 1;
    for (const char *s = name; *s && n < 3 && n + 1 < len; s++) {
        if (*s == ' ' || *s == '-') {
            start = 1;
            continue;
        }
        if (start && ((*s >= 'A' && *s <= 'Z') || (*s >= 'a' && *s <= 'z')))
            out[n++] = (char)(*s >= 'a' && *s <= 'z' ? *s - 32 : *s);
        start = 0;
    }
    if (n == 1 && n + 1 < len && strlen(name) > 1 && name[1] >= 'a' && name[1] <= 'z')
        out[n++] = name[1];
    out[n] = '\0';
}

void compose_piece_abbreviation(const struct variant *v, int piece, char *buf, size_t len)
{
    char out[16], other[16];
    raw_abbreviation(&v->pieces[piece], out, sizeof out);
    /* disambiguate by counting earlier pieces with the same letters */
    int same = 0;
    for (int i = 0; i < piece; i++) {
        raw_abbreviation(&v->pieces[i], other, sizeof other);
        same += strcmp(other, out) == 0;
    }
    if (same)
        snprintf(buf, len, "%s%d", out, same + 1);
    else
        snprintf(buf, len, "%s", out);
}

double compose_figure_height(const struct variant *v, const struct block *b)
{
    (void)v;
    double h = FIG_FACE + FIG_CAPTION + 2;
    if (b->fig_stack && b->nfig_pieces > 1)
        h += (b->nfig_pieces - 1) * FIG_STACK_OFF;
    return h;
}

void compose_booklet(const struct variant *v, const struct layout *lo,
                     const struct board_plan *bp, const struct document *components,
                     struct document *doc)
{
    memset(doc, 0, sizeof *doc);
    doc->name = xstrdup("booklet");
    doc->duplex = 1;
    struct flow f = {v, lo, doc, NULL, 0, lo->paper_w - 2 * MARGIN_X};
    new_page(&f);
    char *title = markup_printf("<span size=\"xx-large\"><b>%s</b></span>", v->name);
    put_text(&f, title, 14, 0, 1);
    free(title);
    if (v->subtitle) {
        char *sub = markup_printf("<i>%s</i>", v->subtitle);
        put_text(&f, sub, 11, 0, 3);
        free(sub);
    }
    for (int i = 0; i < v->nrules; i++) {
        const struct section *sec = &v->rules[i];
        put_heading(&f, sec->title ? sec->title : "", 12);
        for (int j = 0; j < sec->nblocks; j++)
            put_block_kind(&f, &sec->blocks[j], bp, components);
        f.y += 3;
    }
    if (v->noptions) {
        put_heading(&f, "Optional rules", 12);
        put_text(&f, "The players may agree before the game to switch on any of these rules.",
                 lo->font_size, 0, 2);
        for (int i = 0; i < v->noptions; i++) {
            const struct option *o = &v->options[i];
            char *m = markup_printf("<b>%s.</b> %s", o->name ? o->name : o->id,
                                    o->text ? o->text : "");
            put_item(&f, m);
            free(m);
        }
        f.y += 3;
    }
    if (v->nnotes) {
        put_heading(&f, "About this set", 12);
        for (int i = 0; i < v->nnotes; i++) {
            char *m = markup_printf("%s", v->notes[i]);
            put_item(&f, m);
            free(m);
        }
    }
    /* a duplex booklet needs an even number of pages */
    if (doc->npages % 2)
        new_page(&f);
}


