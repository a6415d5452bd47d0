/* test_refcard.c: the quick-reference cards as composed. In a set whose
 * pieces show characters (Shogi, Tori Shogi, Minishogi) a beginner who
 * cannot read them needs the moves and the promoted characters on the card
 * itself (issue 30: Shogi's cards were text only). */
#include <glob.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "compose/compose.h"
#include "load/load.h"
#include "model/model.h"
#include "text/text.h"
#include "test.h"

/* A shipped set composed on A4, with what it was made from. */
struct composed_set {
    struct layout lo;
    struct variant v;
    struct composed c;
};

static void set_compose_on(const char *path, const char *layout, struct composed_set *s)
{
    struct report r = {.file = path};
    CHECK_INT(layout_load(layout, &s->lo, &(struct report){.file = layout}), 0);
    CHECK_INT(piecedef_load(path, &s->v, &r), 0);
    CHECK_INT(compose_set(&s->v, &s->lo, NULL, &s->c, &r), 0);
}

static void set_compose(const char *path, struct composed_set *s)
{
    set_compose_on(path, "layouts/a4.xml", s);
}

static void set_free(struct composed_set *s)
{
    compose_set_free(&s->c);
    variant_free(&s->v);
    layout_free(&s->lo);
}

/* The set's quick-reference cards, one a call from *at (start at 0), in
 * page order; NULL after the last. */
static const struct item *next_refcard(const struct composed *c, int *at)
{
    for (int k = 0, pg = 0; pg < c->components.npages; pg++)
        for (int i = 0; i < c->components.pages[pg].nitems; i++) {
            const struct item *it = &c->components.pages[pg].items[i];
            if (it->kind == ITEM_REFCARD && k++ == *at) {
                (*at)++;
                return it;
            }
        }
    return NULL;
}

/* Every row of every card of a glyph set: its movement diagram, cropped,
 * in cells of at least MIN_CELL_MM, inside the row, at its right end, clear
 * of the words; the characters of its promoted back on the name's line.
 * Where the page has no room for them, the cards are there without them
 * (Makruk's were, until its single cards left the pieces' page the room). */
static void glyph_cards(const char *path, int want_rows, int want_diagrams)
{
    struct composed_set s;
    set_compose(path, &s);
    const struct variant *v = &s.v;
    int cards = 0, rows = 0, at = 0;
    for (const struct item *it; (it = next_refcard(&s.c, &at));) {
        cards++;
        CHECK_INT(it->refcard.diagrams, want_diagrams);
        for (int j = 0; j < it->refcard.nrows; j++) {
            const struct refcard_row *row = &it->refcard.rows[j];
            const struct piece *p = &v->pieces[row->piece];
            rows++;
            CHECK_INT(row->art, REFCARD_ART_GLYPH);
            if (!want_diagrams) {
                CHECK(row->diagram == NULL && !strstr(row->markup, "promoted:"));
                continue;
            }
            CHECK(row->diagram == &p->diagrams[0].grid);
            CHECK(row->diagram_cell >= MIN_CELL_MM - 1e-9);
            double x1 = row->art_x + row->cols * row->diagram_cell;
            double y1 = row->art_y + row->rows * row->diagram_cell;
            CHECK(row->art_y >= row->y && y1 <= row->y + row->h + 1e-9);
            CHECK(x1 <= it->x + it->w + 1e-9);
            CHECK(row->text_x + row->text_w <= row->art_x + 1e-9);
            const struct piece *to = p->promotes_to;
            if (to && to != p) {
                const char *g = piece_face_glyph(to, it->refcard.side);
                CHECK(g && strstr(row->markup, "promoted:") && strstr(row->markup, g));
            } else
                CHECK(strstr(row->markup, "promoted:") == NULL);
        }
    }
    CHECK_INT(cards, 2);
    CHECK_INT(rows, want_rows);
    set_free(&s);
}

/* Every row of a disc set's cards on A4: the disc and, at the row's right
 * end, the piece's diagram inside the row and clear of the words (issue
 * 30: Chess's cards gave figures and words only, and a player reached for
 * the booklet to see a move; a piece confined to its palace, its palace
 * diagram); a disc has no back, so no "promoted:". */
static void disc_cards(const char *path, int want_rows)
{
    struct composed_set s;
    set_compose(path, &s);
    int cards = 0, rows = 0, at = 0;
    for (const struct item *it; (it = next_refcard(&s.c, &at));) {
        cards++;
        /* 2 where a piece shows a zone's diagram too (compose_refcard_zone) */
        CHECK_INT(it->refcard.diagrams, compose_refcard_backs(&s.v) ? 2 : 1);
        for (int j = 0; j < it->refcard.nrows; j++) {
            const struct refcard_row *row = &it->refcard.rows[j];
            rows++;
            CHECK_INT(row->art, REFCARD_ART_DISC);
            CHECK(row->diagram == compose_refcard_grid(&s.v.pieces[row->piece]));
            CHECK(row->diagram_cell >= MIN_CELL_MM - 1e-9);
            CHECK(row->art_y >= row->y &&
                  row->art_y + row->rows * row->diagram_cell <= row->y + row->h + 1e-9);
            CHECK(row->art_x + row->cols * row->diagram_cell <= it->x + it->w + 1e-9);
            CHECK(row->text_x + row->text_w <= row->art_x + 1e-9);
            CHECK(row->art_cx + row->size / 2 <= row->text_x + 1e-9);
            CHECK(strstr(row->markup, "promoted:") == NULL);
        }
    }
    CHECK_INT(cards, 2);
    CHECK_INT(rows, want_rows);
    set_free(&s);
}

void test_refcard_disc_sets(void)
{
    disc_cards("piecedefs/chess.xml", 12);
    disc_cards("piecedefs/xiangqi.xml", 14);
    disc_cards("piecedefs/janggi.xml", 14);
}

/* A set's turn="..." heads each card, under the title, and the rows begin
 * below it (issue 30: the crest game's cards gave the moves and not what a
 * player may do on a turn); a set without one has the title alone. */
static void turn_cards(const char *path, const char *layout, const char *turn)
{
    struct composed_set s;
    set_compose_on(path, layout, &s);
    int cards = 0, at = 0;
    for (const struct item *it; (it = next_refcard(&s.c, &at));) {
        const struct item_refcard *c = &it->refcard;
        cards++;
        CHECK(turn ? strstr(c->header, turn) != NULL : strchr(c->header, '\n') == NULL);
        double th = text_height(&s.lo, c->header, REFCARD_HEADER_PT, it->w - 2 * REFCARD_PAD);
        CHECK(c->nrows > 0 && it->y + 1.8 + th <= c->rows[0].y + 1e-9);
    }
    CHECK_INT(cards, 2);
    set_free(&s);
}

void test_refcard_turn(void)
{
    turn_cards("piecedefs/crest.xml", "layouts/a4.xml", "Your turn: turn up one face-down man");
    turn_cards("piecedefs/crest.xml", "layouts/letter.xml", "Spend a crest at the start");
    turn_cards("piecedefs/chess.xml", "layouts/a4.xml", NULL);
}

void test_refcard_glyph_sets(void)
{
    glyph_cards("piecedefs/shogi.xml", 16, 2);
    glyph_cards("piecedefs/tori-shogi.xml", 14, 2);
    glyph_cards("piecedefs/minishogi.xml", 12, 2);
    glyph_cards("piecedefs/makruk.xml", 12, 1); /* no back to show */
}

/* The size of a row's words is found from a guess (compose_refcard.c,
 * words_scale); it must be the size trying every one from the top finds:
 * the first, k down by 0.05 a step, whose words fit the row less half a
 * millimetre (a koma set's enlarged row: less REFCARD_KOMA_CLEAR), else
 * REFCARD_MIN_PT; and then the least of those on its card
 * (one_words_size). Every row of every card of every shipped set. */
static void rows_as_scanned(const char *path, int *rows, int *shrunk)
{
    struct composed_set s;
    set_compose(path, &s);
    const struct layout *lo = &s.lo;
    const struct variant *v = &s.v;
    int at = 0;
    for (const struct item *it; (it = next_refcard(&s.c, &at));) {
        const struct item_refcard *rc = &it->refcard;
        double k = rc->scale >= 1 ? rc->scale : 1, least = REFCARD_MIN_PT / REFCARD_WORDS_PT;
        double card_k = k;
        for (int j = 0; j < rc->nrows; j++) {
            const struct refcard_row *row = &rc->rows[j];
            const struct piece *p = &v->pieces[row->piece];
            char *words = compose_refcard_words(v, p, rc->side, rc->level);
            double kt = k;
            for (;;) {
                char *m = compose_refcard_row_markup(lo, v, p, rc->side, rc->diagrams,
                                                     words, kt);
                double th = text_height(lo, m, kt * REFCARD_WORDS_PT, row->text_w);
                free(m);
                /* a koma set's enlarged rows keep REFCARD_KOMA_CLEAR */
                double room = v->components.shape == SHAPE_PENTAGON
                                  ? fmax(row->h - REFCARD_KOMA_CLEAR, row->h / k - 0.5)
                                  : row->h - 0.5;
                if (!(kt > least) || !(th > room))
                    break;
                kt = fmax(least, kt - 0.05);
            }
            free(words);
            card_k = fmin(card_k, kt);
            (*rows)++;
            *shrunk += kt < k;
        }
        for (int j = 0; j < rc->nrows; j++)
            CHECK(rc->rows[j].text_pt == card_k * REFCARD_WORDS_PT);
    }
    set_free(&s);
}

void test_refcard_words_size(void)
{
    glob_t g;
    int rows = 0, shrunk = 0;
    CHECK_INT(glob("piecedefs/*.xml", 0, NULL, &g), 0);
    for (size_t i = 0; i < g.gl_pathc; i++)
        rows_as_scanned(g.gl_pathv[i], &rows, &shrunk);
    globfree(&g);
    CHECK(rows > 100 && shrunk >= 10); /* the search is exercised */
}

/* Every card row of a piece whose promoted back moves as no piece on the
 * card does shows the back's characters and diagram, beside the piece's
 * own, in the same cells, inside the row and clear of the words and of
 * the piece's diagram (issue 30: Tori Shogi's Eagle and Goose, Shogi's
 * Dragons were words only); a back that moves as a piece on the card (the
 * promoted Silver, Knight, Lance and Pawn as the Gold) has no diagram of
 * its own: its row says so, and that piece's row names its characters,
 * once. want_backs and want_alike: such rows on each card; diagrams: the
 * cards' (1: no room for the backs, which keeps each row's own diagram;
 * Tori Shogi on Letter, before its hands took 7 slots). */
static void back_cards(const char *path, const char *layout, int diagrams, int want_backs,
                       int want_alike)
{
    struct composed_set s;
    set_compose_on(path, layout, &s);
    const struct variant *v = &s.v;
    int cards = 0, at = 0;
    for (const struct item *it; (it = next_refcard(&s.c, &at));) {
        const struct item_refcard *c = &it->refcard;
        int backs = 0, alike = 0, named = 0;
        cards++;
        CHECK_INT(c->diagrams, diagrams);
        for (int j = 0; j < c->nrows; j++) {
            const struct refcard_row *r = &c->rows[j];
            const struct piece *p = &v->pieces[r->piece], *to = p->promotes_to;
            CHECK(r->diagram == &p->diagrams[0].grid);
            const struct piece *same = compose_refcard_alike(v, p);
            if (same) {
                alike++;
                CHECK(r->back == NULL);
                char *w = compose_refcard_words(v, p, c->side, REFCARD_RICH);
                CHECK(strstr(w, ": Moves as ") && strstr(w, same->name));
                free(w);
            }
            if (strstr(r->markup, "same moves:"))
                named++;
            if (!r->back) {
                CHECK(same || diagrams < 2 || !to || to == p || to->count > 0);
                continue;
            }
            backs++;
            double cell = r->diagram_cell, top = r->glyph_cy - REFCARD_BACK_LINE * r->glyph_em / 2;
            CHECK(r->back == &to->diagrams[0].grid);
            CHECK(r->back_glyph && !strcmp(r->back_glyph, piece_face_glyph(to, c->side)));
            CHECK(cell >= MIN_CELL_MM - 1e-9 && r->glyph_em >= REFCARD_BACK_EM - 1e-9);
            CHECK(r->art_x + r->cols * cell + REFCARD_PAD <= r->back_x + 1e-9);
            CHECK(r->back_x + r->back_cols * cell <= it->x + it->w - REFCARD_PAD + 1e-9);
            CHECK(top >= r->y && r->glyph_cy + REFCARD_BACK_LINE * r->glyph_em / 2 <= r->back_y);
            CHECK(r->back_y + r->back_rows * cell <= r->y + r->h + 1e-9);
            CHECK(r->art_y >= r->y && r->art_y + r->rows * cell <= r->y + r->h + 1e-9);
            /* the two pieces' cells level */
            CHECK_NEAR(r->art_y + (r->diagram->size / 2 - r->row0) * cell,
                       r->back_y + (r->back->size / 2 - r->back_row0) * cell, 1e-9);
            CHECK(r->text_x + r->text_w <= r->art_x + 1e-9);
        }
        CHECK_INT(backs, want_backs);
        CHECK_INT(alike, want_alike);
        CHECK_INT(named, want_alike > 0 && diagrams > 0);
    }
    CHECK_INT(cards, 2);
    set_free(&s);
}

void test_refcard_backs(void)
{
    back_cards("piecedefs/shogi.xml", "layouts/a4.xml", 2, 2, 4);
    back_cards("piecedefs/shogi.xml", "layouts/a4-letter-safe.xml", 2, 2, 4);
    back_cards("piecedefs/minishogi.xml", "layouts/a4.xml", 2, 2, 2);
    back_cards("piecedefs/tori-shogi.xml", "layouts/a4.xml", 2, 2, 0);
    /* hands of 7 slots leave Letter's third page room for every diagram */
    back_cards("piecedefs/tori-shogi.xml", "layouts/letter.xml", 2, 2, 0);
    /* a fold-over set: the Bia's back, Bia Ngai, moves as the Met */
    back_cards("piecedefs/makruk.xml", "layouts/a4.xml", 1, 0, 1);
}

/* A promotion zone of scattered squares (Sittuyin's two long diagonals)
 * cannot be guessed from the rules' "last rank": every card of a piece that
 * promotes there names each of its side's squares, at every level (its
 * Pawn's card said only "May promote to General", fourth player review). */
void test_refcard_promotion_squares(void)
{
    glob_t defs;
    CHECK_INT(glob("piecedefs/*.xml", 0, NULL, &defs), 0);
    int named = 0;
    for (size_t k = 0; k < defs.gl_pathc; k++) {
        struct variant v;
        if (piecedef_load(defs.gl_pathv[k], &v, &(struct report){.file = defs.gl_pathv[k]}) != 0)
            continue;
        for (int i = 0; i < v.npieces; i++) {
            const struct piece *p = &v.pieces[i];
            for (int s = 0; s < MAX_SIDES && p->nchoices > 0; s++) {
                const struct zone *z = variant_find_zone(
                    &v, p->promotion_zone ? p->promotion_zone : "promotion", s);
                if (!z || z->rect || z->x0 < 0)
                    continue;
                for (int level = REFCARD_RICH; level <= REFCARD_BRIEF; level++) {
                    char *w = compose_refcard_words(&v, p, s, level), sq[32];
                    for (int y = z->y0; y <= z->y1; y++)
                        for (int x = z->x0; x <= z->x1; x++) {
                            if (!variant_zone_has(z, x, y))
                                continue;
                            variant_square_name(&v, x, y, sq, sizeof sq);
                            if (!strstr(w, sq))
                                fprintf(stderr, "  %s: %s's card (level %d) misses %s\n",
                                        defs.gl_pathv[k], p->id, level, sq);
                            CHECK(strstr(w, sq) != NULL);
                            named++;
                        }
                    free(w);
                }
            }
        }
        variant_free(&v);
    }
    CHECK(named >= 2 * 8 * 5); /* Sittuyin's Pawn: 8 squares a side, 5 levels */
    globfree(&defs);
}

/* cards="sheet": a set whose sheets have no room for the cards gives them
 * a sheet of their own: one card a player, each kind that starts on the
 * board a row with its diagram and words. Without the attribute the set prints no cards
 * where no sheet has room. Jungi had its cards so (issue 30) until its
 * pieces grew to 22 mm and the faces became its reference: composed here
 * with the attribute set, as a designer may still ask. */
void test_refcard_own_sheet(void)
{
    struct composed_set s;
    set_compose("piecedefs/jungi.xml", &s);
    CHECK(!s.v.components.cards_sheet);
    CHECK(next_refcard(&s.c, &(int){0}) == NULL);
    int plain = s.c.components.npages;
    CHECK_INT(plain, 3);
    compose_set_free(&s.c);
    s.v.components.cards_sheet = 1;
    struct report r = {.file = "jungi"};
    CHECK_INT(compose_set(&s.v, &s.lo, NULL, &s.c, &r), 0);
    CHECK_INT(s.c.components.npages, plain + 1);
    int at = 0, cards = 0, page = -1;
    const struct item *it;
    while ((it = next_refcard(&s.c, &at))) {
        cards++;
        CHECK(it->refcard.diagrams);
        CHECK(it->refcard.scale >= 1);
    }
    for (int pg = 0; pg < s.c.components.npages; pg++)
        for (int i = 0; i < s.c.components.pages[pg].nitems; i++)
            if (s.c.components.pages[pg].items[i].kind == ITEM_REFCARD)
                page = page < 0 || page == pg ? pg : -2;
    CHECK_INT(cards, 2);
    CHECK_INT(page, plain); /* both on the last sheet, their own */
    /* that sheet holds the cards and what the other sheets had no room
       for: the pieces the board's tiles did not take */
    for (int i = 0; page >= 0 && i < s.c.components.pages[page].nitems; i++) {
        enum item_kind k = s.c.components.pages[page].items[i].kind;
        int ok = k == ITEM_REFCARD || k == ITEM_TEXT || k == ITEM_TITLE || k == ITEM_RULER ||
                 k == ITEM_FOLD || k == ITEM_CUT_GRID;
        if (!ok)
            fprintf(stderr, "  the cards' page %d holds an item of kind %d\n", page, (int)k);
        CHECK(ok);
    }
    set_free(&s);
}

/* Calls fn on every card of every shipped set (A4); returns how many. */
static int each_card(void (*fn)(const char *path, const struct item_refcard *rc))
{
    glob_t g;
    int cards = 0;
    CHECK_INT(glob("piecedefs/*.xml", 0, NULL, &g), 0);
    for (size_t i = 0; i < g.gl_pathc; i++) {
        struct composed_set s;
        set_compose(g.gl_pathv[i], &s);
        int at = 0;
        for (const struct item *it; (it = next_refcard(&s.c, &at)); cards++)
            fn(g.gl_pathv[i], &it->refcard);
        set_free(&s);
    }
    globfree(&g);
    return cards;
}

/* The least and largest size of a card's words. */
static void card_sizes(const struct item_refcard *rc, double *lo, double *hi)
{
    *lo = 99;
    *hi = 0;
    for (int j = 0; j < rc->nrows; j++) {
        *lo = fmin(*lo, rc->rows[j].text_pt);
        *hi = fmax(*hi, rc->rows[j].text_pt);
    }
}

static void card_text_least(const char *path, const struct item_refcard *rc)
{
    double lo, hi;
    card_sizes(rc, &lo, &hi);
    if (lo < REFCARD_MIN_PT - 1e-9)
        fprintf(stderr, "%s: card words at %.2f pt\n", path, lo);
    CHECK(lo >= REFCARD_MIN_PT - 1e-9);
}

/* Every card's words are printed at REFCARD_MIN_PT or more, names at least
 * as large; the fourth player review found 6 to 6.5 pt on Capablanca's,
 * Grand's and Tori Shogi's. */
void test_refcard_text_least(void)
{
    CHECK(each_card(card_text_least) >= 20);
}

static void card_one_size(const char *path, const struct item_refcard *rc)
{
    double lo, hi;
    card_sizes(rc, &lo, &hi);
    if (hi > lo)
        fprintf(stderr, "%s: a card's words from %.2f to %.2f pt\n", path, lo, hi);
    CHECK(!(hi > lo));
}

/* One card, one type size: grown row by row, Shogi's card printed the
 * King's words at 11 pt over the Rook's at 7 (eighth player review), and a
 * reader takes a size change for a change of kind. Names are their rows'
 * words' size times REFCARD_NAME_PT / REFCARD_WORDS_PT, so one size for
 * the words is one for the names. Every card of every shipped set. */
void test_refcard_one_size(void)
{
    CHECK(each_card(card_one_size) >= 20);
}

/* An optional promotion says where on the card when the words hold in
 * every game: Grand's Pawn said "May promote" and not where (eighth player
 * review). A piece that may step back out of its zone gets none (Shogi's
 * Silver may promote on leaving it, which the zone alone does not say). */
static void card_words_where(const char *path, const char *id, const char *want)
{
    struct composed_set s;
    set_compose(path, &s);
    int i = variant_find_piece(&s.v, id);
    CHECK(i >= 0);
    const struct piece *p = i >= 0 ? &s.v.pieces[i] : NULL;
    char *w = p ? compose_refcard_words(&s.v, p, SIDE_FIRST, REFCARD_RICH) : NULL;
    int has = w && strstr(w, "last 3 ranks") != NULL;
    if (has != (want != NULL) || (want && !strstr(w, want)))
        fprintf(stderr, "%s %s: %s\n", path, id, w ? w : "(none)");
    CHECK(has == (want != NULL) && (!want || strstr(w, want)));
    free(w);
    set_free(&s);
}

void test_refcard_optional_where(void)
{
    card_words_where("piecedefs/grand.xml", "pawn", "on any move that ends in the last 3 ranks");
    card_words_where("piecedefs/shogi.xml", "pawn", "on any move that ends in the last 3 ranks");
    card_words_where("piecedefs/shogi.xml", "silver", NULL);
    card_words_where("piecedefs/shogi.xml", "rook", NULL);
}

/* A one-rank zone where promotion is forced is no choice: Minishogi's Pawn
 * card said "May promote to Tokin. Must promote on the last rank."
 * (session 19 review). */
void test_refcard_forced_zone(void)
{
    struct composed_set s;
    set_compose("piecedefs/minishogi.xml", &s);
    int i = variant_find_piece(&s.v, "pawn");
    CHECK(i >= 0);
    char *w = i >= 0 ? compose_refcard_words(&s.v, &s.v.pieces[i], SIDE_FIRST, REFCARD_RICH) : NULL;
    if (!w || strstr(w, "May promote") || !strstr(w, "Must promote to Tokin on reaching the last rank."))
        fprintf(stderr, "  minishogi pawn: %s\n", w ? w : "(none)");
    CHECK(w && !strstr(w, "May promote"));
    CHECK(w && strstr(w, "Must promote to Tokin on reaching the last rank."));
    free(w);
    set_free(&s);
}

/* Where no page has room for the cards with their words under them, the
 * words join the paragraph the page ends with: Capablanca on Letter
 * printed no cards (they needed 105.4 mm, its pieces page left 104.1).
 * Both cards on the pieces page, under its one paragraph, which names
 * them once, above the footer, the set still on 2 sheets. (Since discs
 * fill 0.86 of a square, 4fc4abf, the page has room for the cards' own
 * caption under them: then the cards stand above it.) */
void test_refcard_letter_words(void)
{
    struct composed_set s;
    set_compose_on("piecedefs/capablanca.xml", "layouts/letter.xml", &s);
    CHECK_INT(s.c.components.npages, 2);
    const struct page *pg = &s.c.components.pages[1];
    CHECK(strstr(pg->label, "quick-reference cards") != NULL);
    int cards = 0, named = 0, joined = 0;
    double words_top = 0, words_end = 0;
    for (int i = 0; i < pg->nitems; i++) {
        const struct item *it = &pg->items[i];
        if (it->kind == ITEM_TEXT && it->text.markup && strstr(it->text.markup, "Quick reference")) {
            named++;
            words_top = it->y;
            words_end = it->y + text_height(&s.lo, it->text.markup, it->text.size_pt, it->w);
            joined = strstr(it->text.markup, "disc") != NULL; /* the pieces' words, joined */
        }
    }
    CHECK_INT(named, 1);
    for (int i = 0; i < pg->nitems; i++) {
        const struct item *it = &pg->items[i];
        if (it->kind != ITEM_REFCARD)
            continue;
        cards++;
        CHECK(joined ? it->y >= words_end : it->y + it->h <= words_top + 1e-9);
        CHECK(it->y + it->h <= pg->h - s.lo.margin - 16 + 1e-9); /* above the footer */
        for (int j = 0; j < it->refcard.nrows; j++)
            CHECK(it->refcard.rows[j].text_pt >= REFCARD_MIN_PT - 1e-9);
    }
    CHECK_INT(cards, 2);
    set_free(&s);
}

/* Where a set's sheets still leave no room for its cards with every
 * diagram (the rooms their pages leave, in mm, against what the cards
 * need at their briefest): fewer diagrams, or none, and how many cards. */
static const struct {
    const char *set, *layout;
    int diagrams, cards;
} short_of_room[] = {
    /* pages 22 and 63 left; two wide cards need 45 each, side by side 74:
       one wide card for both players (its two sides print alike) */
    {"piecedefs/minishogi.xml", "layouts/letter.xml", 2, 1},
    {"piecedefs/minishogi.xml", "layouts/a4-letter-safe.xml", 2, 1},
    /* its cards join the pieces' words; with diagrams they fit no Letter
       page (on A4 they do since discs fill 0.86 of a square:
       DISC_SQUARE_FILL; on A4-or-Letter since the Pawn's words were
       shortened, session 20) */
    {"piecedefs/capablanca.xml", "layouts/letter.xml", 0, 2},
};

/* Every set whose pieces show characters (face="glyph") prints a card for
 * each player on A4, Letter and A4-or-Letter, each inside its page above
 * the footer, its rows with their diagrams and, where a back is only a
 * promoted form, its backs' too, but for the sets short_of_room names (a
 * player review: Shogi on Letter, Minishogi on Letter and A4-or-Letter
 * printed no cards, Tori Shogi on Letter and A4-or-Letter its cards
 * without the promoted backs; Shogi's now print as two wide cards). */
void test_refcard_every_paper(void)
{
    static const char *const layouts[] = {"layouts/a4.xml", "layouts/letter.xml",
                                          "layouts/a4-letter-safe.xml"};
    glob_t g;
    if (test_shipped(&g))
        return;
    int sets = 0;
    for (size_t i = 0; i < g.gl_pathc; i++)
        for (int l = 0; l < 3; l++) {
            struct composed_set s;
            set_compose_on(g.gl_pathv[i], layouts[l], &s);
            if (s.v.components.face != FACE_GLYPH) {
                set_free(&s);
                break;
            }
            sets += l == 0;
            int want = compose_refcard_backs(&s.v) ? 2 : 1, want_cards = 2, cards = 0, at = 0;
            for (size_t e = 0; e < sizeof short_of_room / sizeof *short_of_room; e++)
                if (!strcmp(short_of_room[e].set, g.gl_pathv[i]) &&
                    !strcmp(short_of_room[e].layout, layouts[l])) {
                    want = short_of_room[e].diagrams;
                    want_cards = short_of_room[e].cards;
                }
            for (const struct item *it; (it = next_refcard(&s.c, &at));) {
                const struct page *pg = NULL;
                for (int p = 0; p < s.c.components.npages; p++)
                    for (int k = 0; k < s.c.components.pages[p].nitems; k++)
                        pg = &s.c.components.pages[p].items[k] == it ? &s.c.components.pages[p] : pg;
                cards++;
                if (it->refcard.diagrams != want)
                    fprintf(stderr, "  %s on %s: a card with diagrams %d, not %d\n", g.gl_pathv[i],
                            layouts[l], it->refcard.diagrams, want);
                CHECK_INT(it->refcard.diagrams, want);
                CHECK(pg && it->y + it->h <= pg->h - s.lo.margin - 16 + 1e-9);
                CHECK(pg && it->x >= s.lo.margin - 1e-9 && it->x + it->w <= pg->w - s.lo.margin + 1e-9);
            }
            if (cards != want_cards)
                fprintf(stderr, "  %s on %s: %d cards\n", g.gl_pathv[i], layouts[l], cards);
            CHECK_INT(cards, want_cards);
            set_free(&s);
        }
    CHECK(sets >= 10);
    globfree(&g);
}
