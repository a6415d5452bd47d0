/* compose_extras.c: the components that are not pieces or boards: chips
 * (fold-over discs with an emblem on each face) and the paper screen (a
 * fold-up tent that hides a secret setup). Called by compose_components
 * after the board, piece and hand pages, in the room they leave (compose_pack.c).
 *
 * Chips: two discs of diameter d whose centres lie plan_chip_centre_distance(d)
 * apart, joined where they overlap; the fold runs across the join (a flat
 * edge on the folded chip). The front lies below the fold and the back
 * above it turned 180 degrees about the fold's centre, as on fold pieces.
 * Each chip is cut along its own outline, so chips sit `gutter` apart.
 *
 * Quick-reference cards, one per player, go where a page has room for
 * them; a sheet of their own only where the set asks (cards="sheet").
 *
 * The screen, top to bottom on the sheet: a glue flap, the base, wall A
 * (printed upside down), the ridge, wall B (upright). Folded into a
 * triangle, printing outward, the walls meet at the ridge, the base lies on
 * the table and the flap is glued inside the foot of wall B; both walls
 * then read upright. A screen wider than the page is printed in parts,
 * each but the last carrying a side flap that goes under the next part. */
#include "compose-imp.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/base.h"

#define SCREEN_FLAP 10.0
#define SIDE_FLAP 10.0

double plan_chip_centre_distance(double d)
{
    return 0.84 * d;
}

void plan_screen(const struct variant *v, const struct layout *lo,
                 const struct board_plan *bp, double max_w, struct screen_plan *out)
{
    const struct screen *s = v->components.screen;
    memset(out, 0, sizeof *out);
    if (!s)
        return;
    out->width = s->width > 0 ? s->width
               : v->board.files * bp->cell + 2 * lo->label_band;
    out->flap = SCREEN_FLAP;
    out->base = s->depth;
    out->wall = s->height;
    out->parts = 1;
    out->part_w = out->width;
    if (out->width > max_w) {
        out->side_flap = SIDE_FLAP;
        out->parts = (int)ceil(out->width / (max_w - SIDE_FLAP));
        out->part_w = out->width / out->parts;
    }
}

/* The chips' instructions, naming the two faces by their printed labels
 * where the set has one kind of chip with both (the crest game's "Shield"
 * and "Crest"); free it. */
static char *chip_words(const struct variant *v)
{
    const char *how = "<b>Chips.</b> Cut around each chip along its solid outline. Fold it on "
                      "the dotted line, pictures outward, and glue the two halves together: ";
    const struct chip *c = v->components.nchips == 1 ? &v->components.chips[0] : NULL;
    if (c && c->label_front && c->label_back) {
        char *faces = markup_printf("one face shows the %s, the other the %s.", c->label_front,
                                    c->label_back);
        char *s = str_printf("%s%s", how, faces);
        free(faces);
        return s;
    }
    return str_printf("%sone face shows the front emblem, the other the back emblem.", how);
}

/* The height of a paragraph of instructions across the page. */
static double text_h(const struct layout *lo, const char *markup)
{
    return compose_text_block_height(lo, markup, 8.5, lo->paper_w - 2 * lo->margin - 2 * TEXT_INSET) + 2;
}

static double chip_size(const struct variant *v, const struct chip *c, double face)
{
    (void)v;
    return c->size > 0 ? c->size : face;
}

/* Centres a row of n chips placed from the left of a row of `cols`. */
static void centre_row(struct page *pg, int first, int n, int cols, double cw)
{
    for (int i = first; pg && i < pg->nitems && i < first + n; i++)
        pg->items[i].x += (cols - n) * cw / 2;
}

/* Chips in definition order, each kind for each side in turn, packed in
 * rows; a row holds chips of one size only. */
static void compose_chips(struct pack *f, double face)
{
    const struct variant *v = f->v;
    char *words = chip_words(v);
    const struct layout *lo = f->lo;
    double aw = lo->paper_w - 2 * lo->margin;
    /* each chip's bleed its own: twice the bleed between cuts */
    double gutter = fmax(lo->gutter, 2 * lo->bleed);
    double top = lo->bleed; /* and clear of what is above a row */
    int col = 0, cols = 0, first = 0;
    double row_d = 0, row_h = 0, row_cw = 0;
    for (int i = 0; i < v->components.nchips; i++) {
        const struct chip *c = &v->components.chips[i];
        double d = chip_size(v, c, face);
        double h = plan_chip_centre_distance(d) + d;
        double cw = d + gutter;
        if (d != row_d && col > 0) { /* a new size starts a new row */
            centre_row(f->pg, first, col, cols, row_cw);
            f->y += row_h + gutter + top;
            col = 0;
        }
        row_d = d;
        row_h = h;
        row_cw = cw;
        cols = (int)((aw + gutter) / cw);
        if (cols < 1)
            continue;
        int sides = c->per_side ? MAX_SIDES : 1;
        for (int s = 0; s < sides; s++)
            for (int k = 0; k < c->count; k++) {
                if (col == cols) {
                    f->y += h + gutter + top;
                    col = 0;
                }
                if (col == 0) {
                    compose_pack_need(f, top + h + gutter + text_h(lo, words));
                    first = f->pg->nitems;
                }
                /* rows are centred on the page: a full row's width */
                double x0 = (lo->paper_w - (cols * cw - gutter)) / 2;
                struct item *it = page_add_item(f->pg, ITEM_CHIP, x0 + col * cw, f->y + top, d, h);
                it->chip.emblem[0] = c->front;
                it->chip.emblem[1] = c->back;
                it->chip.label[0] = c->label_front;
                it->chip.label[1] = c->label_back;
                it->chip.side = c->per_side ? s : -1;
                it->chip.dist = plan_chip_centre_distance(d);
                it->chip.bleed = c->per_side && v->sides[s].filled ? lo->bleed : 0;
                col++;
            }
    }
    if (col > 0) {
        centre_row(f->pg, first, col, cols, row_cw);
        f->y += row_h + gutter + top;
    }
    if (v->components.nchips)
        compose_pack_text(f, words);
    free(words);
}

/* The height a part of the screen takes on a sheet, with room for its
 * instructions. */
static double screen_part_need(const struct layout *lo, const struct screen_plan *sp)
{
    return sp->flap + sp->base + 2 * sp->wall + 2 + 4 +
           text_h(lo, "<b>Screen.</b> Cut along the solid outline. Fold on every "
                      "dotted line, printing outward, into a long triangle: the walls "
                      "meet at the top, the base lies on the table, and the grey flap "
                      "is glued inside the foot of the far wall.");
}

int compose_screen_fits(const struct variant *v, const struct layout *lo,
                        const struct board_plan *bp, double *need, double *room)
{
    struct screen_plan sp;
    plan_screen(v, lo, bp, lo->paper_w - 2 * lo->margin, &sp);
    *need = sp.flap + sp.base + 2 * sp.wall + 1; /* its words may go over the page */
    *room = compose_pack_page_room(lo);
    return !v->components.screen || *need <= *room + 1e-9 ? 0 : -1;
}

static void compose_screen(struct pack *f, const struct board_plan *bp)
{
    const struct variant *v = f->v;
    const struct layout *lo = f->lo;
    if (!v->components.screen)
        return;
    struct screen_plan sp;
    plan_screen(v, lo, bp, lo->paper_w - 2 * lo->margin, &sp);
    double h = sp.flap + sp.base + 2 * sp.wall;
    for (int part = 0; part < sp.parts; part++) {
        compose_pack_need(f, screen_part_need(lo, &sp));
        double w = sp.part_w + (part < sp.parts - 1 ? sp.side_flap : 0);
        struct item *it = page_add_item(f->pg, ITEM_SCREEN, (lo->paper_w - w) / 2, f->y + 1,
                                        w, h);
        it->screen.part = part;
        it->screen.parts = sp.parts;
        it->screen.part_w = sp.part_w;
        it->screen.wall = sp.wall;
        it->screen.base = sp.base;
        it->screen.text = v->components.screen->text ? v->components.screen->text : v->name;
        f->y += h + 4;
        if (part == sp.parts - 1) {
            char buf[512];
            snprintf(buf, sizeof buf, "<b>Screen%s.</b> Cut along the solid outline%s. Fold on "
                     "every dotted line, printing outward, into a long triangle: the walls "
                     "meet at the top, the base lies on the table, and the grey flap is glued "
                     "inside the foot of the far wall.",
                     sp.parts > 1 ? " (in parts)" : "",
                     sp.parts > 1 ? " and glue each side flap under the next part first" : "");
            compose_pack_text(f, buf);
        }
    }
}

static const char *card_text =
    "<b>Quick reference.</b> Cut out one card for each player, along its outline.";

/* Whether cards h tall, with the words under them, fit the page: within
 * room, or (room 0) on a page of the components with room left. */
static int cards_fit(const struct pack *f, double h, double text, double room)
{
    double need = h + 2 + text;
    return h <= f->lo->paper_h && (room > 0 ? need <= room : compose_pack_room(f, need));
}

/* The fullest card that `room` (0: a page with room left) holds: its
 * level, whether its rows show diagrams, its height and the height with
 * the words under it; 0, or -1 when none fits. */
static int fit_cards_to(struct pack *f, double w, double text, double room, int least,
                        int *level, int *diagrams, double *h, double *need)
{
    const struct layout *lo = f->lo;
    /* the first that the page has room for: with the rows' diagrams (a set
       of characters or discs) and their promoted backs', else with the
       pieces' own, down to `least`, else without them, from the richest
       words down */
    for (*diagrams = compose_refcard_backs(f->v) ? 2 : 1; *diagrams >= least; (*diagrams)--)
        for (*level = REFCARD_RICH; *level <= REFCARD_BRIEF; (*level)++)
            /* the rows' least heights first: a level they rule out is not
               laid out (Chu Shogi's cards fit at none of the ten, each
               about 30 rows of words: 70 of its 160 multi-line layouts) */
            if (cards_fit(f, compose_refcard_least_height(lo, f->v, w, *level, *diagrams),
                          text, room)) {
                *h = compose_refcard_height(lo, f->v, w, *level, *diagrams);
                *need = *h + 2 + text;
                if (cards_fit(f, *h, text, room))
                    return 0;
            }
    return -1;
}

static int fit_cards(struct pack *f, double w, double text, double room, int *level,
                     int *diagrams, double *h, double *need)
{
    return fit_cards_to(f, w, text, room, 0, level, diagrams, h, need);
}

/* Where two cards side by side with every diagram fit no page, one wide
 * card a player, the whole page wide, its rows in two columns, each card
 * where a page has room (the two on one page or two): Shogi on Letter
 * printed no cards (they needed 94 mm side by side, its emptiest page left
 * 71), Tori Shogi on Letter its cards without the promoted backs. The
 * first level both have room for, with every diagram; 0, or -1 placing
 * nothing. */
static int wide_cards(struct pack *f, double face, double text)
{
    const struct layout *lo = f->lo;
    double w = lo->paper_w - 2 * lo->margin;
    int diagrams = compose_refcard_backs(f->v) ? 2 : 1;
    for (int level = REFCARD_RICH; level <= REFCARD_BRIEF; level++) {
        double least = compose_refcard_wide_height(lo, f->v, w, level, diagrams, 0);
        /* Gote's card ends its page's flow: no gap under it */
        if (!compose_pack_room_split(f, least + 2 + text, least))
            continue;
        double h = compose_refcard_wide_height(lo, f->v, w, level, diagrams, 1);
        if (h > compose_pack_page_room(lo) || !compose_pack_room_split(f, h + 2 + text, h))
            continue;
        /* Sente's card first, the words under it, where the most room is */
        for (int side = 0; side < MAX_SIDES; side++) {
            compose_pack_need(f, side == 0 ? h + 2 + text : h);
            struct item *it = page_add_item(f->pg, ITEM_REFCARD, lo->margin, f->y, w, h);
            it->refcard = (struct item_refcard){.side = side, .face = face, .scale = 1,
                                                .level = level, .diagrams = diagrams,
                                                .columns = 2};
            f->y += h + 2;
            if (side == 0)
                compose_pack_text(f, card_text);
        }
        return 0;
    }
    return -1;
}

static const char *shared_text =
    "<b>Quick reference.</b> Cut out the card along its outline and lay it beside the board, "
    "where both players can read it.";

/* Where neither two cards nor two wide ones fit any page, one wide card
 * for both players, in a set whose two sides print alike (shogi's koma:
 * the two players' cards are the same but for the side named in the
 * header). Minishogi on Letter and A4-or-Letter printed no card: its pages
 * leave 22 and 63 mm, two wide cards need 45 mm each, one fits (ninth
 * player review). The first level it has room for; 0, or -1 placing
 * nothing. */
static int shared_card(struct pack *f, double face)
{
    const struct layout *lo = f->lo;
    const struct variant *v = f->v;
    /* glyph faces only: Dobutsu's tiles carry their moves, and its
       pieces-grow would give up 3.5 mm of tile on A4 for such a card */
    if (!variant_pieces_either_side(v) || v->components.form == FORM_DISC ||
        v->components.face != FACE_GLYPH)
        return -1;
    double w = lo->paper_w - 2 * lo->margin, text = text_h(lo, shared_text);
    int diagrams = compose_refcard_backs(v) ? 2 : 1;
    for (int level = REFCARD_RICH; level <= REFCARD_BRIEF; level++) {
        double h = compose_refcard_wide_height(lo, v, w, level, diagrams, 1);
        if (h > compose_pack_page_room(lo) || !compose_pack_room(f, h + 2 + text))
            continue;
        compose_pack_need(f, h + 2 + text);
        struct item *it = page_add_item(f->pg, ITEM_REFCARD, lo->margin, f->y, w, h);
        it->refcard = (struct item_refcard){.side = 0, .face = face, .scale = 1, .level = level,
                                            .diagrams = diagrams, .columns = 2, .shared = 1};
        f->y += h + 2;
        compose_pack_text(f, shared_text);
        return 0;
    }
    return -1;
}

/* The paragraph of words a page ends with (the pieces' cutting words),
 * where nothing but the footer lies below it; else NULL. */
static struct item *last_words(const struct layout *lo, struct page *pg)
{
    struct item *last = NULL;
    for (int i = 0; i < pg->nitems; i++) {
        struct item *it = &pg->items[i];
        if (it->kind == ITEM_TEXT && it->text.markup && it->y < compose_pack_bottom(lo, pg) &&
            (!last || it->y > last->y))
            last = it;
    }
    if (!last)
        return NULL;
    double end = last->y + compose_text_block_height(lo, last->text.markup, last->text.size_pt,
                                                     last->w);
    return fabs(end - compose_page_free_top(lo, pg)) < 1e-6 ? last : NULL;
}

/* Where no page has room for the cards with their words under them, the
 * words join the paragraph the page ends with, and the cards go under it
 * (Capablanca on Letter: its cards needed 105.4 mm, the pieces page left
 * 104.1, and the set printed none). Returns 0 having placed the words and
 * f at the cards' place, their level, diagrams and height in the
 * pointers; -1 changing nothing. */
static int cards_under_words(struct pack *f, double w, int *level, int *diagrams, double *h,
                             double *need)
{
    const struct layout *lo = f->lo;
    for (int i = f->first_page; i < f->doc->npages; i++) {
        struct page *pg = &f->doc->pages[i];
        struct item *words = pg->w == lo->paper_w ? last_words(lo, pg) : NULL;
        if (!words)
            continue;
        char *joined = str_printf("%s %s", words->text.markup, card_text);
        double grow = compose_text_block_height(lo, joined, words->text.size_pt, words->w) -
                      compose_text_block_height(lo, words->text.markup, words->text.size_pt,
                                                words->w);
        double room = compose_pack_bottom(lo, pg) - compose_page_free_top(lo, pg) - 2 - grow;
        if (room > 0 && fit_cards(f, w, 0, room, level, diagrams, h, need) == 0) {
            free(words->text.markup);
            words->text.markup = joined;
            f->pg = pg;
            f->y = compose_page_free_top(lo, pg) + 2;
            compose_pack_label(pg, f->label);
            return 0;
        }
        free(joined);
    }
    return -1;
}

/* The two cards side by side at f's place, w wide and h tall. */
static void place_cards(struct pack *f, double w, double gap, double h, double face, int level,
                        int diagrams)
{
    for (int side = 0; side < MAX_SIDES; side++) {
        struct item *it = page_add_item(f->pg, ITEM_REFCARD, f->lo->margin + side * (w + gap),
                                        f->y, w, h);
        it->refcard = (struct item_refcard){.side = side, .face = face, .scale = 1,
                                            .level = level, .diagrams = diagrams};
    }
    f->y += h + 2;
}

/* A card for each player, side by side, when a page has room for them;
 * a sheet of their own only where the set asks for it (cards="sheet"). */
static void compose_cards(struct pack *f, double face)
{
    const struct layout *lo = f->lo;
    double aw = lo->paper_w - 2 * lo->margin, gap = 4;
    double w = (aw - gap) / 2, text = text_h(lo, card_text), h = 0, need = 0;
    int level = REFCARD_RICH, diagrams = 2, most = compose_refcard_backs(f->v) ? 2 : 1;
    /* side by side with every diagram, else wide with every diagram, else
       side by side with fewer */
    if (fit_cards_to(f, w, text, 0, most, &level, &diagrams, &h, &need) != 0 &&
        wide_cards(f, face, text) == 0)
        return;
    int fits = fit_cards(f, w, text, 0, &level, &diagrams, &h, &need) == 0;
    if (!fits && !f->v->components.cards_sheet &&
        cards_under_words(f, w, &level, &diagrams, &h, &need) == 0) {
        place_cards(f, w, gap, h, face, level, diagrams);
        return;
    }
    if (!fits && !f->v->components.cards_sheet && shared_card(f, face) == 0)
        return;
    if (!fits && (!f->v->components.cards_sheet ||
                  fit_cards(f, w, text, compose_pack_page_room(lo), &level, &diagrams, &h,
                            &need) != 0))
        return;
    compose_pack_need(f, need);
    place_cards(f, w, gap, h, face, level, diagrams);
    compose_pack_text(f, card_text);
    compose_card_key(f);
}

/* When the cards are the last thing on their page, their rows are enlarged
 * (up to REFCARD_MAX_SCALE: larger words and diagrams) into the room the
 * page has left below them, so that the page is not left half empty; the
 * instructions and the key under them move down with them. */
static void grow_cards(const struct layout *lo, const struct variant *v, struct document *doc)
{
    int pages = 0; /* wide cards on two pages: grown, they would differ */
    for (int i = 0; i < doc->npages; i++)
        for (int j = 0, seen = 0; j < doc->pages[i].nitems; j++)
            if (doc->pages[i].items[j].kind == ITEM_REFCARD && !seen++)
                pages++;
    if (pages > 1)
        return;
    for (int i = 0; i < doc->npages; i++) {
        struct page *pg = &doc->pages[i];
        struct item *card = NULL;
        for (int j = 0; j < pg->nitems; j++)
            if (pg->items[j].kind == ITEM_REFCARD)
                card = card ? card : &pg->items[j];
        if (!card)
            continue;
        double bottom = card->y + card->h, below = 0;
        for (int j = 0; j < pg->nitems; j++) {
            const struct item *it = &pg->items[j];
            if (it->y > bottom - 1e-9 && it->kind != ITEM_RULER && it->kind != ITEM_TEXT &&
                it->kind != ITEM_LEGEND)
                return; /* something else lies below the cards */
            if (it->kind == ITEM_TEXT && it->y > bottom - 1e-9 && it->text.markup)
                below += compose_text_block_height(lo, it->text.markup, it->text.size_pt, it->w) + 2;
            if (it->kind == ITEM_LEGEND && it->y > bottom - 1e-9) /* their key (compose_card_key.c) */
                below += it->h;
        }
        double head = compose_refcard_head(lo, v, card->w);
        double rows = card->h - head - 2;
        double room = compose_pack_bottom(lo, pg) - card->y - 2 - below;
        double k = rows > 0 ? fmin(REFCARD_MAX_SCALE, (room - head - 2) / rows) : 1;
        while (k > 1 && !compose_refcard_holds_scaled(lo, v, card, k))
            k = fmax(1, k - 0.05);
        if (k <= 1)
            return;
        double grow = (k - 1) * rows;
        for (int j = 0; j < pg->nitems; j++) {
            struct item *it = &pg->items[j];
            if (it->kind == ITEM_REFCARD) {
                it->h += grow;
                it->refcard.scale = k;
            } else if ((it->kind == ITEM_TEXT || it->kind == ITEM_LEGEND) &&
                       it->y > bottom - 1e-9) {
                it->y += grow;
            }
        }
        return;
    }
}

void compose_extras(const struct variant *v, const struct layout *lo,
                    const struct board_plan *bp, struct document *doc)
{
    const struct components *c = &v->components;
    /* the largest block first; each next one goes where the most room is
       left, which evens out the pages' blank */
    struct pack f;
    compose_pack_start(&f, v, lo, doc, "screen", 0);
    if (c->screen)
        compose_screen(&f, bp);
    f.label = "quick-reference cards";
    f.pg = NULL;
    compose_cards(&f, compose_piece_face_size(v, lo, bp));
    f.label = "chips";
    f.pg = NULL;
    if (c->nchips)
        compose_chips(&f, compose_piece_face_size(v, lo, bp));
    grow_cards(lo, v, doc);
}
