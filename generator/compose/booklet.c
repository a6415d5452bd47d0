/* booklet.c: composes the rules booklet: the cover, then each section of
 * the definition's rules with its generated blocks (setup on the real
 * board, gallery, legend, board key (booklet_key.c), printing guide,
 * figures), the optional rules and "About this set" (the notes), all
 * placed through the page flow (booklet_flow.c). Blocks are measured
 * before they are placed; a block that does not fit the rest of a page
 * starts the next one, and a section title never ends a page. */
#include "compose-imp.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/base.h"
#include "rules/rules.h"
#include "notation/notation.h"
#include "text/text.h"

/* ---- generated blocks ---- */

/* One gallery entry: its own item, the width of its column, holding the
 * faces the sheets print for it and its words. */
static void put_entry(struct booklet_flow *f, int piece, double x, double w, double h, double face)
{
    struct item *it = page_add_item(f->pg, ITEM_GALLERY_ROW, x, f->y, w, h);
    struct item_gallery_row *g = &it->gallery;
    g->piece = piece;
    g->face = face; /* the row's (compose_gallery_row_face) */
    if (f->v->components.form == FORM_DISC) { /* both sides' discs */
        g->front = (struct face){.piece = piece, .side = SIDE_FIRST, .kind = FACE_FRONT};
        g->back = (struct face){.piece = piece, .side = SIDE_SECOND, .kind = FACE_FRONT};
    } else {
        /* a piece of the second army only, as its owner's sheets print it */
        compose_piece_faces(f->v, piece, f->v->pieces[piece].side == SIDE_SECOND ? SIDE_SECOND
                                                                                  : SIDE_FIRST,
                            &g->front, &g->back);
    }
    /* the words under the pictures, themselves in one row or two */
    g->picture_rows = compose_gallery_words_under(f->v, f->lo, piece, w)
                          ? compose_gallery_picture_rows(f->v, f->lo, piece, w) : 0;
    g->markup = compose_gallery_text(f->v, piece);
    g->size_pt = GALLERY_PT;
    compose_gallery_resolve(f->lo, f->v, it, f->v->components.form != FORM_DISC);
}

/* Entries cols a row, each in its own column (fronts only). */
static void put_gallery_rows(struct booklet_flow *f, int cols)
{
    double gap = 6, w = (f->width - (cols - 1) * gap) / cols;
    int row[8];
    for (int i = 0; i < f->v->npieces;) {
        int n = 0;
        for (; i < f->v->npieces && n < cols; i++)
            if (f->v->pieces[i].count > 0)
                row[n++] = i;
        double h = 0;
        for (int k = 0; k < n; k++)
            h = fmax(h, compose_gallery_entry_height(f->lo, f->v, row[k], w));
        if (n == 0)
            break;
        h = fmax(h, compose_gallery_level_height(f->lo, f->v, row, n, w, 0));
        compose_flow_need(f, h);
        for (int k = 0; k < n; k++)
            put_entry(f, row[k], MARGIN_X + k * (w + gap), w, h, 0);
        compose_gallery_level_words(&f->pg->items[f->pg->nitems - n], n);
        f->y += h + 3 + (flow_how(f, BOOKLET_CLOSE) ? 0 : 2);
    }
}

static void put_gallery(struct booklet_flow *f)
{
    /* one entry per physical piece: a promoted form is shown as its back */
    int cols = compose_gallery_columns(f->v, f->lo, f->width);
    if (cols > 2) {
        put_gallery_rows(f, cols);
        return;
    }
    double gap = 6, w = cols == 2 ? (f->width - gap) / 2 : f->width;
    for (int i = 0; i < f->v->npieces;) {
        int left = -1, right = -1;
        for (; i < f->v->npieces && right < 0; i++) {
            if (f->v->pieces[i].count == 0)
                continue;
            if (left < 0)
                left = i;
            else
                right = i;
            if (cols == 1) {
                i++;
                break;
            }
        }
        if (left < 0)
            break;
        /* set closer, a one-a-row gallery pairs entries whose pictures fit
           half the width (Xiangqi's two discs and a diagram); an entry
           that does not stays on its own row */
        double half = (f->width - gap) / 2;
        double h = 0;
        if (cols == 1 && right < 0 && i < f->v->npieces) {
            int next = i;
            while (next < f->v->npieces && f->v->pieces[next].count == 0)
                next++;
            double pair = next < f->v->npieces ? compose_gallery_pair_height(f->lo, f->v, left, next, half) : 0;
            /* the setting asked for only where a pair fits: elsewhere it
               changes nothing (compose_booklet composes it once) */
            if (pair > 0 && flow_how(f, BOOKLET_PAIRS)) {
                h = pair;
                right = next, w = half, i = next + 1;
            }
        }
        if (h == 0)
            h = compose_gallery_row_height(f->lo, f->v, left, right, f->width);
        double face = compose_gallery_row_face(f->v, f->lo, left, right);
        if (right >= 0)
            h = fmax(h, compose_gallery_level_height(f->lo, f->v, (int[]){left, right}, 2, w, face));
        compose_flow_need(f, h);
        put_entry(f, left, MARGIN_X, w, h, face);
        if (right >= 0) {
            put_entry(f, right, MARGIN_X + w + gap, w, h, face);
            compose_gallery_level_words(&f->pg->items[f->pg->nitems - 2], 2);
        }
        w = cols == 2 ? (f->width - gap) / 2 : f->width;
        f->y += h + 3 + (flow_how(f, BOOKLET_CLOSE) ? 0 : 2); /* a block's space, and a little more air between rows */
    }
}

static void put_legend(struct booklet_flow *f)
{
    struct diagram_cell cells[64];
    double row_y[33];
    if (compose_legend_animals(f->v)) { /* no grid cells to show: the marks in words */
        char *key = compose_legend_animal_words(f->v);
        compose_flow_text(f, key, f->lo->font_size, 0, 2);
        free(key);
        return;
    }
    int n = compose_legend_cells(f->v, cells, 64);
    compose_legend_rows(f->lo, f->v, cells, n, f->width / 2, row_y);
    /* After a list the key's marks stand a block's space down, not a list
       line's 1.2 mm: under Shatranj's "Jump" bullet they read as squeezed
       into the list (issue 30). The space comes out of the block's own
       2 mm foot, so the block keeps its height and every page its break
       (a taller block put Jungi's A4-or-Letter booklet on 7 pages, 6f38099c);
       at the top of a new page it is not needed. */
    const struct page *pg = f->pg;
    const struct item *mark = pg && pg->nitems >= 2 ? &pg->items[pg->nitems - 2] : NULL;
    int after_list = mark && mark->kind == ITEM_TEXT && mark->text.markup && !strcmp(mark->text.markup, "•");
    int pages = f->doc->npages;
    struct item *it = compose_flow_block(f, ITEM_LEGEND, row_y[(n + 1) / 2] + 2);
    double drop = after_list && f->doc->npages == pages ? LEGEND_AFTER_LIST : 0;
    /* two entries a row: the cell's box, its words beside it */
    double colw = f->width / 2;
    it->legend.entries = xcalloc((size_t)(n ? n : 1), sizeof *it->legend.entries);
    it->legend.nentries = n;
    for (int i = 0; i < n; i++) {
        char *words = compose_legend_words(f->v, &cells[i]);
        it->legend.entries[i] = (struct legend_entry){cells[i], (i % 2) * colw, row_y[i / 2] + drop,
                                               markup_printf("%s", words)};
        free(words);
    }
    /* a far leap's number, once for every mark it stands beside */
    if (compose_legend_far(f->v))
        compose_flow_text(f, "A white mark with a <b>number</b> on a black square at the edge of a drawing "
                    "is a leap that many squares along its line: the square it lands on lies beyond "
                    "the drawing.", f->lo->font_size - 0.5, 0, 2);
    /* piece faces frame the moves a piece has only in a zone */
    int zone_moves = 0;
    for (int p = 0; p < f->v->npieces; p++)
        for (int d = 0; d < f->v->pieces[p].ndiagrams; d++)
            zone_moves |= f->v->pieces[p].diagrams[d].in_zone != NULL;
    if (zone_moves && f->v->components.face == FACE_DIAGRAM)
        compose_flow_text(f, "On a piece, a mark in a <b>dashed frame</b> is a move the piece has only "
                    "while it stands in a certain zone; the piece's entry below says where.",
                 f->lo->font_size - 0.5, 0, 2);
}

/* ---- composing ---- */

static void put_block_kind(struct booklet_flow *f, const struct block *blk, const struct board_plan *bp,
                           const struct document *components)
{
    switch (blk->kind) {
    case BLOCK_PARA: {
        /* a paragraph that ends in a colon introduces what follows: keep it
           with at least 25 mm of it */
        size_t n = strlen(blk->markup);
        while (n && (blk->markup[n - 1] == ' ' || blk->markup[n - 1] == '\n'))
            n--;
        if (n && blk->markup[n - 1] == ':')
            compose_flow_need(f, text_height(f->lo, blk->markup, f->lo->font_size, f->width) + 25);
        compose_flow_text(f, blk->markup, f->lo->font_size, 0, 2);
        break;
    }
    case BLOCK_ITEM:
        compose_flow_item(f, blk->markup);
        break;
    case BLOCK_SETUP:
        compose_booklet_setup(f, bp);
        break;
    case BLOCK_GALLERY:
        put_gallery(f);
        break;
    case BLOCK_LEGEND:
        put_legend(f);
        break;
    case BLOCK_ZONES:
        compose_board_key(f);
        break;
    case BLOCK_PRINTING:
        compose_printing_guide(f, bp, components);
        break;
    case BLOCK_FIGURE:
        compose_figure(f, blk);
        break;
    case BLOCK_END:
        compose_how_to_win(f);
        break;
    case BLOCK_SAMPLE:
        compose_booklet_sample(f, bp, blk);
        break;
    }
}

/* Composes the booklet set `how` closely; returns the bits it asked for. */
static int compose_booklet_pass(const struct variant *v, const struct layout *lo,
                                const struct board_plan *bp, const struct document *components,
                                struct document *doc, int how, double picture)
{
    compose_document_begin(v, "booklet", 1, doc);
    struct booklet_flow f = {.v = v, .lo = lo, .doc = doc,
                             .width = lo->paper_w - 2 * compose_flow_margin_x(lo)};
    f.cover = 1;
    f.how = how;
    f.cover_picture = picture;
    compose_flow_new_page(&f);
    compose_cover(&f, bp, components);
    if (flow_how(&f, BOOKLET_LEAFLET))
        f.y += 4; /* the rules go on under the cover's words */
    else
        compose_flow_new_page(&f);
    for (int i = 0; i < v->nrules; i++) {
        const struct section *sec = &v->rules[i];
        compose_flow_heading(&f, sec->title ? sec->title : "", 12);
        for (int j = 0; j < sec->nblocks; j++) {
            /* the last item of a list never starts a page alone: the one
               before it goes over with it */
            const struct block *b0 = &sec->blocks[j], *b1 = j + 1 < sec->nblocks ? b0 + 1 : NULL;
            if (b0->kind == BLOCK_ITEM && b1 && b1->kind == BLOCK_ITEM &&
                (j + 2 == sec->nblocks || b1[1].kind != BLOCK_ITEM))
                compose_flow_need(&f, text_height(lo, b0->markup, lo->font_size, f.width - 5) +
                                      text_height(lo, b1->markup, lo->font_size, f.width - 5) + 1.2);
            put_block_kind(&f, b0, bp, components);
        }
        f.y += 3;
        if (i == 0 && compose_end_section_wanted(v)) {
            compose_flow_heading(&f, "How to win", 12);
            compose_how_to_win(&f);
            f.y += 3;
        }
    }
    if (v->noptions) {
        compose_flow_heading(&f, "Optional rules", 12);
        compose_flow_text(&f, "The players may agree before the game to switch on any of these rules.",
                 lo->font_size, 0, 2);
        for (int i = 0; i < v->noptions; i++) {
            const struct option *o = &v->options[i];
            char *m = markup_printf("<b>%s.</b> %s", o->name ? o->name : o->id,
                                    o->text ? o->text : "");
            compose_flow_item(&f, m);
            free(m);
        }
        f.y += 3;
    }
    if (v->nnotes) {
        compose_flow_heading(&f, "About this set", 12);
        for (int i = 0; i < v->nnotes; i++) {
            char *m = markup_printf("%s", v->notes[i]);
            compose_flow_item(&f, m);
            free(m);
        }
    }
    compose_gallery_page_cells(v, doc);
    return f.how_read;
}

/* Has the booklet a setup diagram, which the cover's picture may stand for? */
static int has_setup(const struct variant *v)
{
    for (int i = 0; i < v->nrules; i++)
        for (int j = 0; j < v->rules[i].nblocks; j++)
            if (v->rules[i].blocks[j].kind == BLOCK_SETUP)
                return 1;
    return 0;
}

static int sheets_of(const struct layout *lo, const struct document *doc)
{
    int a_sheet = lo->booklet_a5 ? 4 : 2; /* pages a sheet, printed double-sided */
    return (doc->npages + a_sheet - 1) / a_sheet;
}

/* The booklet as set, unless set closer it takes a sheet fewer: then the
 * least change that does, in this order: the gallery's rows and the
 * pictures of the sheets closer together; the setup section referring to
 * the cover's picture of the start position (the same picture, larger,
 * with the codes and their key where pieces are drawn small) instead of
 * drawing it again; a one-a-row gallery's entries two a row where they
 * fit; the printing guide's opening words beside the sheets' pictures; its
 * words and pictures split between two pages; and each with those before
 * it (the bits in increasing order). */
static void compose_booklet_closest(const struct variant *v, const struct layout *lo,
                                    const struct board_plan *bp,
                                    const struct document *components, struct document *doc)
{
    /* where no piece is shown by a code, the cover's picture of the start
       is the setup diagram, larger: the rules refer to it rather than
       print it again (Shatranj printed it on the cover and on page 2). A
       setup diagram that shows codes where the cover shows faces adds
       what the cover does not, and stays unless leaving it saves a sheet. */
    int always = 0;
    if (has_setup(v)) {
        char *key = compose_setup_key(v);
        always = key ? 0 : BOOKLET_SETUP_ON_COVER;
        free(key);
    }
    /* the settings composed so far and the bits each asked for: a setting
       that agrees with one of them on all its bits is that booklet again
       (Shogi's gallery, one a row, asks for BOOKLET_PAIRS nowhere, no pair
       fitting: 8 composings, not 12) */
    int tried[32], asked[32], ntried = 0;
    asked[ntried] = compose_booklet_pass(v, lo, bp, components, doc, always, 0);
    tried[ntried++] = always;
    int most = BOOKLET_CLOSE | BOOKLET_PAIRS | BOOKLET_BESIDE | BOOKLET_SPLIT_GUIDE |
               (has_setup(v) ? BOOKLET_SETUP_ON_COVER : 0);
    struct document tight;
    asked[ntried] = compose_booklet_pass(v, lo, bp, components, &tight, most, 0);
    tried[ntried++] = most;
    int want = sheets_of(lo, &tight);
    if (want >= sheets_of(lo, doc)) {
        document_free(&tight);
        return;
    }
    for (int how = BOOKLET_CLOSE; how < most; how++) {
        if ((how & ~most) || (how & always) != always)
            continue; /* no setup block to refer to the cover, or it always does */
        int same = -1;
        for (int t = 0; t < ntried && same < 0; t++)
            if (((how ^ tried[t]) & asked[t]) == 0)
                same = t;
        if (same >= 0) {
            if (tried[same] != most)
                continue; /* as that one: not the sheets wanted */
            break;        /* the closest setting's booklet, composed already */
        }
        struct document d;
        asked[ntried] = compose_booklet_pass(v, lo, bp, components, &d, how, 0);
        tried[ntried++] = how;
        if (sheets_of(lo, &d) == want) {
            document_free(doc);
            document_free(&tight);
            *doc = d;
            return;
        }
        document_free(&d);
    }
    document_free(doc);
    *doc = tight;
}

/* The cover's picture in a leaflet, as tall as this share of the page
 * (A4: 163 mm, taller than a cover's picture of its own) down, in steps of
 * LEAFLET_STEP, to LEAFLET_LEAST (A4: 74 mm, a 3 x 4 board's squares
 * about 16 mm): the largest that lets the rules fit. */
#define LEAFLET_MOST 0.55
#define LEAFLET_STEP 0.05
#define LEAFLET_LEAST 0.25

/* The booklet as compose_booklet_closest sets it; where it takes two
 * sheets and its pages fit one sheet with the rules begun on the cover,
 * under a smaller picture of the start, that leaflet (Dobutsu: a cover
 * and a page, where a cover of its own left a third page 60 % blank).
 * Longer booklets and a folded A5 booklet keep a cover of their own. */
void compose_booklet(const struct variant *v, const struct layout *lo,
                     const struct board_plan *bp, const struct document *components,
                     struct document *doc)
{
    compose_booklet_closest(v, lo, bp, components, doc);
    /* the rules begun on the cover gain the cover's lower half: a page
       more than a sheet (three) may fit, four do not (never tried: each
       try composes the booklet again). A folded A5 booklet keeps its
       cover. */
    if (doc->npages != 3 || lo->booklet_a5)
        return;
    /* a setup diagram that shows codes and their key, which the cover's
       picture does not, stays (compose_booklet_closest's `always`) */
    int most = BOOKLET_CLOSE | BOOKLET_PAIRS | BOOKLET_BESIDE | BOOKLET_SPLIT_GUIDE |
               BOOKLET_LEAFLET;
    if (has_setup(v)) {
        char *key = compose_setup_key(v);
        most |= key ? 0 : BOOKLET_SETUP_ON_COVER;
        free(key);
    }
    for (double share = LEAFLET_MOST; share > LEAFLET_LEAST - 1e-9; share -= LEAFLET_STEP) {
        struct document d;
        compose_booklet_pass(v, lo, bp, components, &d, most, share * lo->paper_h);
        if (sheets_of(lo, &d) == 1) {
            document_free(doc);
            *doc = d;
            return;
        }
        document_free(&d);
    }
}
