/* booklet.c: flows the rules text and the generated blocks onto pages.
 * Blocks are measured with pango before they are placed; a block that does
 * not fit the rest of a page starts the next one, and a section title never
 * ends a page. */
#include "booklet.h"

#include <glib.h>

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "draw.h"
#include "draw_board.h"
#include "util.h"
#include "validate.h"
#include "words.h"

#define MARGIN_X 20.0
#define MARGIN_TOP 18.0
#define MARGIN_BOTTOM 20.0
#define GALLERY_FACE 22.0
#define GALLERY_ROW 30.0
#define LEGEND_ROW 9.0

struct flow {
    const struct variant *v;
    const struct layout *lo;
    struct document *doc;
    struct page *pg;
    cairo_t *measure;
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
    double h = text_height(f->measure, f->lo, markup, size, f->width - indent);
    need(f, h);
    struct item *it = page_add_item(f->pg, ITEM_TEXT, MARGIN_X + indent, f->y, f->width - indent, h);
    it->markup = xstrdup(markup);
    it->size_pt = size;
    f->y += h + space_after;
}

static void put_heading(struct flow *f, const char *title, double size)
{
    char *esc = g_markup_escape_text(title, -1);
    char buf[512];
    snprintf(buf, sizeof buf, "<b>%s</b>", esc);
    g_free(esc);
    /* keep a heading with at least 25 mm of what follows */
    double h = text_height(f->measure, f->lo, buf, size, f->width);
    need(f, h + 25);
    put_text(f, buf, size, 0, 2);
}

static void put_item(struct flow *f, const char *markup)
{
    double size = f->lo->font_size;
    double h = text_height(f->measure, f->lo, markup, size, f->width - 5);
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

void piece_abbreviation(const struct variant *v, int piece, char *buf, size_t len)
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

static const char *setup_label(const struct variant *v, int piece, int side, char *buf, size_t len)
{
    const struct piece *p = &v->pieces[piece];
    if (p->glyph[side])
        return p->glyph[side];
    piece_abbreviation(v, piece, buf, len);
    return buf;
}

/* ---- moves in words ---- */

static void append(char *buf, size_t len, const char *s)
{
    size_t used = strlen(buf);
    if (used + 1 < len)
        snprintf(buf + used, len - used, "%s", s);
}

static const char *mode_word(unsigned mode)
{
    if ((mode & (MODE_MOVE | MODE_CAPTURE)) == MODE_MOVE)
        return " (move only)";
    if ((mode & (MODE_MOVE | MODE_CAPTURE)) == MODE_CAPTURE)
        return " (capture only)";
    return "";
}

/* One line per kind of move: "Slides straight forward, left." */

/* ---- generated blocks ---- */

static void put_gallery(struct flow *f)
{
    for (int i = 0; i < f->v->npieces; i++) {
        struct item *it = put_block(f, ITEM_GALLERY_ROW, GALLERY_ROW);
        it->piece = i;
    }
}

/* The distinct cell kinds drawn in this variant's diagrams. */
static int legend_cells(const struct variant *v, struct diagram_cell *out, int max)
{
    int n = 0;
    for (int p = 0; p < v->npieces; p++)
        for (int d = 0; d < v->pieces[p].ndiagrams; d++) {
            const struct diagram *g = &v->pieces[p].diagrams[d].grid;
            for (int c = 0; g->cells && c < g->size * g->size; c++) {
                struct diagram_cell cell = g->cells[c];
                if (cell.shape == CELL_EMPTY || cell.shape == CELL_SELF)
                    continue;
                int seen = 0;
                for (int k = 0; k < n; k++)
                    seen |= !memcmp(&out[k], &cell, sizeof cell);
                if (!seen && n < max)
                    out[n++] = cell;
            }
        }
    return n;
}

/* Words for one marking of a cell. */
static void mark_words(const struct variant *v, enum cell_shape sh, unsigned mode,
                       unsigned flags, char *buf, size_t len)
{
    static const char *shape[] = {
        "", "the piece", "steps to this square",
        "jumps to this square, over anything between",
        "leaps to this square unless a piece stands on the way",
        "slides any distance this way until blocked",
        "slides this way and captures by hopping exactly one piece",
        "steps here; after capturing here it may step once more, or straight back "
        "(capture without moving)",
        "leaps to this square",
    };
    const char *hobble = NULL;
    for (int k = 0; k < v->noptions && !hobble; k++)
        if (v->options[k].lame_paths)
            hobble = v->options[k].name ? v->options[k].name : v->options[k].id;
    int ep_only = (mode & MODE_EP) && !(mode & (MODE_MOVE | MODE_CAPTURE));
    if (ep_only && sh == CELL_STEP)
        snprintf(buf, len, "moves here only to capture a piece that passed over this "
                 "square on the last move");
    else
        snprintf(buf, len, "%s%s", (unsigned)sh < sizeof shape / sizeof shape[0] ? shape[sh] : "",
                 mode_word(mode));
    if (sh == CELL_PATH && hobble) {
        char part[128];
        snprintf(part, sizeof part, "; with %s, a piece on its path blocks it", hobble);
        append(buf, len, part);
    }
    if (flags & MOVEFLAG_INITIAL)
        append(buf, len, ", first move only");
    if ((mode & MODE_EP) && !ep_only)
        append(buf, len, "; also captures a piece that passed over this square on the last move");
}

static void cell_words(const struct variant *v, const struct diagram_cell *c, char *buf,
                       size_t len)
{
    mark_words(v, c->shape, c->mode, c->flags, buf, len);
    if (c->shape2 != CELL_EMPTY) {
        char second[256];
        mark_words(v, c->shape2, c->mode2, c->flags2, second, sizeof second);
        append(buf, len, "; and ");
        append(buf, len, second);
    }
}

/* The legend's entries, capitalised. */
static void legend_words(const struct variant *v, const struct diagram_cell *c, char *buf,
                         size_t len)
{
    cell_words(v, c, buf, len);
    buf[0] = (char)(buf[0] >= 'a' && buf[0] <= 'z' ? buf[0] - 32 : buf[0]);
}

/* Tops of the legend's rows (two entries a row), each as tall as its
 * longer text needs; row_y[rows] is the bottom. */
static void legend_rows(cairo_t *cr, const struct layout *lo, const struct variant *v,
                        const struct diagram_cell *cells, int n, double colw, double *row_y)
{
    int rows = (n + 1) / 2;
    row_y[0] = 0;
    for (int r = 0; r < rows; r++) {
        double h = LEGEND_ROW;
        for (int k = 2 * r; k < n && k < 2 * r + 2; k++) {
            char words[512];
            legend_words(v, &cells[k], words, sizeof words);
            double t = text_height(cr, lo, words, 8, colw - 11) + 2;
            if (t > h)
                h = t;
        }
        row_y[r + 1] = row_y[r] + h;
    }
}

static void put_legend(struct flow *f)
{
    struct diagram_cell cells[64];
    double row_y[33];
    int n = legend_cells(f->v, cells, 64);
    legend_rows(f->measure, f->lo, f->v, cells, n, f->width / 2, row_y);
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
    char buf[512], sq0[32], sq1[32];
    for (int i = 0; i < b->nzones; i++) {
        const struct zone *z = &b->zones[i];
        if (z->mark == ZMARK_NONE || z->x0 < 0)
            continue;
        static const char *how[] = {"", "marked by dots on its border", "shaded",
                                    "outlined", "marked by crossed diagonals"};
        variant_square_name(f->v, z->x0, z->y0, sq0, sizeof sq0);
        variant_square_name(f->v, z->x1, z->y1, sq1, sizeof sq1);
        const char *whose = z->side == SIDE_BOTH ? "both sides" : f->v->sides[z->side].name;
        if (z->label) /* a caption names its side itself */
            snprintf(buf, sizeof buf, "<b>%s</b>: %s to %s, %s.", z->label, sq0, sq1, how[z->mark]);
        else
            snprintf(buf, sizeof buf, "<b>%s</b> of %s: %s to %s, %s.", z->id,
                     whose ? whose : "", sq0, sq1, how[z->mark]);
        put_item(f, buf);
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
            append(list, sizeof list, list[0] ? " " : "");
            append(list, sizeof list, sq);
            n++;
        }
        if (!first)
            continue;
        char whose[128] = "";
        if (m->side == SIDE_FIRST || m->side == SIDE_SECOND) {
            char *sn = g_markup_escape_text(f->v->sides[m->side].name ? f->v->sides[m->side].name : "", -1);
            snprintf(whose, sizeof whose, " of %s", sn);
            g_free(sn);
        }
        char *lab = m->label ? g_markup_escape_text(m->label, -1) : NULL;
        snprintf(buf, sizeof buf, "<b>%s</b>%s on %s%s%s.", sym[m->symbol][n > 1], whose, list,
                 lab ? ": " : "", lab ? lab : "");
        g_free(lab);
        double h = fmax(8, text_height(f->measure, f->lo, buf, f->lo->font_size, f->width - 11));
        need(f, h);
        struct item *it = page_add_item(f->pg, ITEM_BOARD_KEY, MARGIN_X, f->y, f->width, h);
        it->markup = xstrdup(buf);
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
        char ab[16], part[128];
        piece_abbreviation(f->v, p, ab, sizeof ab);
        snprintf(part, sizeof part, "%s<b>%s</b> %s", key[0] ? ", " : "", ab, f->v->pieces[p].name);
        append(key, sizeof key, part);
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
    char sides[256];
    snprintf(sides, sizeof sides, "%s (outlined) sits at the bottom, %s (filled) at the top. %s moves first.",
             f->v->sides[0].name, f->v->sides[1].name, f->v->sides[f->v->first_to_move].name);
    put_text(f, sides, f->lo->font_size - 1, 0, 3);
    if (f->v->nstart_hand > 0) {
        /* pieces that start in hand: drawn beside the board, and in words */
        char held[1024] = "";
        for (int s = 0; s < MAX_SIDES; s++) {
            int k = 0;
            for (int i = 0; i < f->v->nstart_hand; i++) {
                const struct placement *pl = &f->v->start_hand[i];
                if (pl->side != s)
                    continue;
                char part[160];
                snprintf(part, sizeof part, "%s%s%s", k ? ", " : held[0] ? "; " : "",
                         k ? "" : f->v->sides[s].name, "");
                append(held, sizeof held, part);
                snprintf(part, sizeof part, "%s%s", k ? "" : ": ", f->v->pieces[pl->piece].name);
                append(held, sizeof held, part);
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
    snprintf(buf, sizeof buf, "<b>%s-booklet.pdf</b> (these rules): print double-sided, "
             "flipping on the long edge.", v->id);
    put_item(f, buf);
    snprintf(buf, sizeof buf, "<b>%s-components.pdf</b> (%d pages): print single-sided, on "
             "paper to glue onto thin card, or straight onto card of up to 200 g/m².",
             v->id, components->npages);
    put_item(f, buf);
    for (int i = 0; i < components->npages; i++) {
        snprintf(buf, sizeof buf, "Page %d: %s.", i + 1, components->pages[i].label);
        put_text(f, buf, f->lo->font_size - 1, 10, 0.5);
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
        char *fl = g_markup_escape_text(c->label_front ? c->label_front : "front", -1);
        char *bl = g_markup_escape_text(c->label_back ? c->label_back : "back", -1);
        snprintf(buf, sizeof buf, "<b>Chips (%s / %s).</b> %d %s. Cut around each chip along its "
                 "outline, fold it on the dotted line across its waist, pictures outward, and glue "
                 "the halves together: a round chip with the %s on one face and the %s on the other.",
                 fl, bl, c->count, c->per_side ? "for each player, in the player's colours"
                                               : "for the game", fl, bl);
        g_free(fl);
        g_free(bl);
        put_text(f, buf, f->lo->font_size, 0, 1.5);
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
        struct item *it = put_block(f, ITEM_FIGURE, figure_height(f->v, blk));
        it->block = blk;
        break;
    }
    }
}

void compose_booklet(const struct variant *v, const struct layout *lo,
                     const struct board_plan *bp, const struct document *components,
                     struct document *doc)
{
    memset(doc, 0, sizeof *doc);
    doc->name = xstrdup("booklet");
    doc->duplex = 1;
    cairo_surface_t *s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1);
    cairo_t *cr = cairo_create(s);
    cairo_scale(cr, 72 / 25.4, 72 / 25.4);
    struct flow f = {v, lo, doc, NULL, cr, 0, lo->paper_w - 2 * MARGIN_X};
    new_page(&f);
    char *name = g_markup_escape_text(v->name, -1);
    char buf[1024];
    snprintf(buf, sizeof buf, "<span size=\"xx-large\"><b>%s</b></span>", name);
    g_free(name);
    put_text(&f, buf, 14, 0, 1);
    if (v->subtitle) {
        char *sub = g_markup_escape_text(v->subtitle, -1);
        snprintf(buf, sizeof buf, "<i>%s</i>", sub);
        g_free(sub);
        put_text(&f, buf, 11, 0, 3);
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
            char *n = g_markup_escape_text(o->name ? o->name : o->id, -1);
            char *t = g_markup_escape_text(o->text ? o->text : "", -1);
            char *m = g_strdup_printf("<b>%s.</b> %s", n, t);
            put_item(&f, m);
            g_free(m);
            g_free(n);
            g_free(t);
        }
        f.y += 3;
    }
    if (v->nnotes) {
        put_heading(&f, "About this set", 12);
        for (int i = 0; i < v->nnotes; i++) {
            char *esc = g_markup_escape_text(v->notes[i], -1);
            put_item(&f, esc);
            g_free(esc);
        }
    }
    /* a duplex booklet needs an even number of pages */
    if (doc->npages % 2)
        new_page(&f);
    cairo_destroy(cr);
    cairo_surface_destroy(s);
}

/* ---- drawing the generated blocks ---- */

static void render_gallery_row(cairo_t *cr, const struct layout *lo, const struct variant *v,
                               const struct item *it)
{
    const struct piece *p = &v->pieces[it->piece];
    double x = it->x, cy = it->y + GALLERY_FACE / 2 + 1, face = GALLERY_FACE;
    int disc = v->components.form == FORM_DISC;
    /* faces: both sides' discs, or the front and the back */
    for (int k = 0; k < 2; k++) {
        const struct piece *fp = p;
        int side = disc ? k : SIDE_FIRST;
        enum face_kind kind = FACE_FRONT;
        if (!disc && k == 1) {
            enum piece_back back = piece_back_of(v, p);
            if (back == BACK_PROMOTED && p->promotes_to) {
                fp = p->promotes_to;
                kind = FACE_PROMOTED;
            } else if (back == BACK_HIDDEN) {
                kind = FACE_HIDDEN_BACK;
            } else if (back == BACK_OTHER_SIDE) {
                side = SIDE_SECOND;
            } else {
                kind = FACE_PLAIN_BACK;
            }
        }
        double s = disc ? face * 0.8 : face;
        cairo_save(cr);
        cairo_translate(cr, x + s / 2, cy);
        draw_piece_face(cr, lo, v, fp, side, kind, s, s);
        cairo_restore(cr);
        if (disc)
            draw_cut_circle(cr, lo, x + s / 2, cy, s / 2);
        else
            draw_cut_rect(cr, lo, x, cy - s / 2, s, s);
        x += s + 3;
    }
    x += 2;
    for (int d = 0; d < p->ndiagrams && d < 2; d++) {
        const struct piece_diagram *pd = &p->diagrams[d];
        if (pd->grid.size == 0)
            continue;
        cairo_set_source_rgb(cr, 0, 0, 0);
        draw_diagram(cr, &pd->grid, x, it->y + 1, face, 0);
        if (pd->caption || pd->in_zone) {
            draw_label(cr, lo, pd->caption ? pd->caption : pd->in_zone, 6.5, x + face / 2,
                       it->y + face + 3.5, 0, face + 4);
        }
        x += face + 4;
    }
    /* words */
    char buf[2048], moves[1024];
    struct moveset ms;
    moveset_init(&ms);
    piece_moves(p, NULL, &ms, NULL);
    moves_in_words(&ms, moves, sizeof moves);
    moveset_free(&ms);
    char *name = g_markup_escape_text(p->name, -1);
    char extra[256] = "";
    if (p->count)
        snprintf(extra, sizeof extra, " <small>×%d</small>", p->count);
    else
        snprintf(extra, sizeof extra, " <small>(promoted only)</small>");
    snprintf(buf, sizeof buf, "<b>%s</b>%s", name, extra);
    g_free(name);
    if (p->glyph[0]) {
        append(buf, sizeof buf, "  ");
        append(buf, sizeof buf, p->glyph[0]);
        if (p->glyph[1] && strcmp(p->glyph[1], p->glyph[0])) {
            append(buf, sizeof buf, " / ");
            append(buf, sizeof buf, p->glyph[1]);
        }
    }
    if (p->promotes_to) {
        char part[160];
        char *pn = g_markup_escape_text(p->promotes_to->name, -1);
        snprintf(part, sizeof part, "\nPromotes to <b>%s</b>.", pn);
        g_free(pn);
        append(buf, sizeof buf, part);
    }
    if (p->value >= 0) {
        char part[64];
        snprintf(part, sizeof part, " %d point%s.", p->value, p->value == 1 ? "" : "s");
        append(buf, sizeof buf, p->promotes_to ? part : "\n");
        if (!p->promotes_to)
            append(buf, sizeof buf, part + 1);
    }
    append(buf, sizeof buf, "\n<small>");
    append(buf, sizeof buf, moves);
    if (p->confine) {
        append(buf, sizeof buf, " Never leaves its ");
        append(buf, sizeof buf, p->confine);
        append(buf, sizeof buf, ".");
    }
    for (int i = 0; i < p->nmoves; i++)
        if (p->moves[i].in_zone && !p->moves[i].option) {
            char part[200];
            const char *cap = NULL;
            for (int d = 0; d < p->ndiagrams; d++)
                if (p->diagrams[d].in_zone && p->diagrams[d].caption &&
                    !strcmp(p->diagrams[d].in_zone, p->moves[i].in_zone))
                    cap = p->diagrams[d].caption;
            if (cap) {
                char *esc = g_markup_escape_text(cap, -1);
                snprintf(part, sizeof part, " %c%s, it also has %s.",
                         esc[0] >= 'a' && esc[0] <= 'z' ? esc[0] - 32 : esc[0], esc + 1,
                         p->moves[i].betza);
                g_free(esc);
            } else {
                snprintf(part, sizeof part, " In zone %s it also has %s.", p->moves[i].in_zone,
                         p->moves[i].betza);
            }
            append(buf, sizeof buf, part);
        }
    /* tables that replace these while an option is on */
    for (int i = 0; i < p->nmoves; i++)
        if (p->moves[i].option && p->moves[i].option_index >= 0) {
            const struct option *o = &v->options[p->moves[i].option_index];
            char part[200];
            snprintf(part, sizeof part, " With %s: %s.", o->name ? o->name : o->id,
                     p->moves[i].betza);
            append(buf, sizeof buf, part);
        }
    char bz[128];
    snprintf(bz, sizeof bz, " Betza: %s", p->nmoves ? p->moves[0].betza : "");
    append(buf, sizeof buf, bz);
    append(buf, sizeof buf, "</small>");
    cairo_set_source_rgb(cr, 0, 0, 0);
    draw_text(cr, lo, buf, 8.5, x, it->y + 1, it->x + it->w - x, ALIGN_LEFT);
}

static void render_legend(cairo_t *cr, const struct layout *lo, const struct variant *v,
                          const struct item *it)
{
    struct diagram_cell cells[64];
    double row_y[33];
    int n = legend_cells(v, cells, 64);
    double colw = it->w / 2;
    legend_rows(cr, lo, v, cells, n, colw, row_y);
    for (int i = 0; i < n; i++) {
        double x = it->x + (i % 2) * colw, y = it->y + row_y[i / 2];
        int dx = 0, dy = 1;
        cairo_set_source_rgb(cr, 0, 0, 0);
        cairo_set_line_width(cr, 0.2);
        cairo_rectangle(cr, x, y, 7, 7);
        cairo_stroke(cr);
        if (v->components.form == FORM_TILE && cells[i].shape2 == CELL_EMPTY &&
            (cells[i].shape == CELL_STEP || cells[i].shape == CELL_SLIDE))
            draw_tile_key(cr, v, SIDE_FIRST, cells[i].shape, x, y, 7); /* as the tiles print it */
        else
            draw_diagram_symbol(cr, &cells[i], dx, dy, x, y, 7);
        char words[512];
        legend_words(v, &cells[i], words, sizeof words);
        draw_text(cr, lo, words, 8, x + 9, y + 0.5, colw - 11, ALIGN_LEFT);
    }
}

static void render_setup(cairo_t *cr, const struct layout *lo, const struct variant *v,
                         const struct item *it)
{
    const struct board *b = &v->board;
    double cell = (it->w - 12) / b->files;
    double ox = it->x + 6, oy = it->y + 6;
    int points = b->cells == CELLS_POINTS;
    render_setup_tints(cr, v, ox, oy, cell);
    render_setup_hands(cr, lo, v, ox + b->files * cell + 4, oy, cell);
    cairo_set_source_rgb(cr, 0, 0, 0);
    cairo_set_line_width(cr, 0.2);
    for (int x = 0; x <= b->files - points; x++) {
        double px = ox + (x + 0.5 * points) * cell;
        cairo_move_to(cr, px, oy + 0.5 * points * cell);
        cairo_line_to(cr, px, oy + (b->ranks - 0.5 * points) * cell);
    }
    for (int y = 0; y <= b->ranks - points; y++) {
        double py = oy + (y + 0.5 * points) * cell;
        cairo_move_to(cr, ox + 0.5 * points * cell, py);
        cairo_line_to(cr, ox + (b->files - 0.5 * points) * cell, py);
    }
    cairo_stroke(cr);
    /* coordinates along the bottom and left */
    for (int x = 0; x < b->files; x++)
        draw_label(cr, lo, b->file_names[x], 6, ox + (x + 0.5) * cell, oy + b->ranks * cell + 3, 0, cell);
    for (int y = 0; y < b->ranks; y++)
        draw_label(cr, lo, b->rank_names[y], 6, ox - 3, oy + (b->ranks - y - 0.5) * cell, 0, 6);
    /* the board's marks, small, so that free marked squares show */
    for (int i = 0; i < b->nmarks; i++)
        draw_mark_symbol(cr, v, b->marks[i].symbol, b->marks[i].side,
                         ox + (b->marks[i].x + 0.5) * cell,
                         oy + (b->ranks - b->marks[i].y - 0.5) * cell, cell * 0.8);
    for (int i = 0; i < v->nsetup; i++) {
        const struct placement *pl = &v->setup[i];
        double cx = ox + (pl->x + 0.5) * cell, cy = oy + (b->ranks - pl->y - 0.5) * cell;
        double r = cell * 0.42;
        int filled = v->sides[pl->side].filled;
        if (piece_back_of(v, &v->pieces[pl->piece]) == BACK_HIDDEN) {
            /* a piece that starts face down: its back, with its kind small
               in a corner */
            double fs = cell * 0.9, ang = pl->side == SIDE_SECOND ? M_PI : 0;
            cairo_save(cr);
            cairo_translate(cr, cx, cy);
            cairo_rotate(cr, ang);
            cairo_set_source_rgb(cr, 1, 1, 1);
            cairo_rectangle(cr, -fs / 2, -fs / 2, fs, fs);
            cairo_fill(cr);
            draw_piece_face(cr, lo, v, &v->pieces[pl->piece], pl->side, FACE_HIDDEN_BACK, fs, fs);
            cairo_new_path(cr);
            cairo_arc(cr, fs * 0.3, fs * 0.3, fs * 0.2, 0, 2 * M_PI);
            cairo_set_source_rgb(cr, 1, 1, 1);
            cairo_fill_preserve(cr);
            cairo_set_source_rgb(cr, 0, 0, 0);
            cairo_set_line_width(cr, 0.2);
            cairo_stroke(cr);
            char hab[16];
            const char *hl = setup_label(v, pl->piece, pl->side, hab, sizeof hab);
            draw_label(cr, lo, hl, cell * 0.55, fs * 0.3, fs * 0.3, 0, fs * 0.34);
            cairo_restore(cr);
            continue;
        }
        cairo_new_path(cr);
        cairo_arc(cr, cx, cy, r, 0, 2 * M_PI);
        cairo_set_source_rgb(cr, filled ? 0 : 1, filled ? 0 : 1, filled ? 0 : 1);
        cairo_fill_preserve(cr);
        cairo_set_source_rgb(cr, 0, 0, 0);
        cairo_set_line_width(cr, 0.25);
        cairo_stroke(cr);
        char ab[16];
        const char *label = setup_label(v, pl->piece, pl->side, ab, sizeof ab);
        if (filled)
            cairo_set_source_rgb(cr, 1, 1, 1);
        draw_label(cr, lo, label, cell * 1.1, cx, cy, pl->side == SIDE_SECOND ? M_PI : 0, r * 1.7);
    }
}

void booklet_render_item(cairo_t *cr, const struct layout *lo, const struct variant *v,
                         const struct item *it)
{
    switch (it->kind) {
    case ITEM_GALLERY_ROW:
        render_gallery_row(cr, lo, v, it);
        break;
    case ITEM_LEGEND:
        render_legend(cr, lo, v, it);
        break;
    case ITEM_BOARD_KEY:
        /* a board cell with the mark, then the words */
        cairo_set_source_rgb(cr, 0, 0, 0);
        cairo_set_line_width(cr, 0.2);
        cairo_rectangle(cr, it->x + 0.5, it->y, 7.5, 7.5);
        cairo_stroke(cr);
        draw_mark_symbol(cr, v, (enum mark_symbol)it->rows, it->side, it->x + 4.25, it->y + 3.75, 7.5);
        cairo_set_source_rgb(cr, 0, 0, 0);
        draw_text(cr, lo, it->markup, it->size_pt, it->x + 11, it->y + 0.6, it->w - 11, ALIGN_LEFT);
        break;
    case ITEM_SETUP:
        render_setup(cr, lo, v, it);
        break;
    case ITEM_FIGURE:
        render_figure(cr, lo, v, it);
        break;
    default:
        break;
    }
}
