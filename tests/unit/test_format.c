/* test_format.c: constructs of the definition format, each on its good
 * definition in tests/defs/good: a zone of any squares (squares="...") and
 * a piece allowed to stand where it has no move (stuck="allowed"), a free
 * setup phase, promotion to a captured piece only. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "compose/compose.h"
#include "compose/compose-imp.h"
#include "load/load.h"
#include "model/model.h"
#include "rules/rules.h"
#include "text/text.h"
#include "test.h"

#include <pango/pango.h>

/* Loads a definition that must validate clean. */
static void load_valid(const char *path, struct variant *v)
{
    struct report r = {.file = path};
    CHECK_INT(piecedef_load(path, v, &r), 0);
    CHECK_INT(validate_variant(v, &r), 0);
    CHECK_INT(r.warnings, 0);
}

void test_zones_squares(void)
{
    const char *path = "tests/defs/good/zone-squares.xml";
    struct variant v;
    load_valid(path, &v);
    const struct zone *z = variant_find_zone(&v, "promotion", SIDE_FIRST);
    CHECK(z != NULL);
    if (z) {
        CHECK(!z->rect && z->cells);
        /* a5 e5 b4 c4 d4: its bounding box is ranks 4 and 5, every file */
        CHECK(z->x0 == 0 && z->x1 == 4 && z->y0 == 3 && z->y1 == 4);
        CHECK(variant_zone_has(z, 0, 4) && variant_zone_has(z, 4, 4) && variant_zone_has(z, 2, 3));
        CHECK(!variant_zone_has(z, 1, 4) && !variant_zone_has(z, 0, 3) && !variant_zone_has(z, 2, 2));
        CHECK(!variant_zone_has(z, -1, 4) && !variant_zone_has(z, 5, 4));
    }
    /* a rectangle stays a rectangle, however it is written */
    const struct zone *mid = variant_find_zone(&v, "midfield", SIDE_FIRST);
    CHECK(mid && mid->rect && !mid->cells && variant_zone_has(mid, 2, 2) && !variant_zone_has(mid, 2, 4));
    int pawn = variant_find_piece(&v, "pawn");
    CHECK(pawn >= 0);
    if (pawn >= 0) {
        int gaps;
        CHECK(v.pieces[pawn].stuck_allowed);
        CHECK_INT(rules_piece_dead_ranks(&v, &v.pieces[pawn], &gaps), 1);
        char *w = compose_forced_promotion_words(&v, &v.pieces[pawn]);
        CHECK(w && !strcmp(w, "May stay on the last rank, where it cannot move."));
        free(w);
        /* scattered squares are no ranks: no "on reaching its 4th rank" */
        char *where = compose_promotion_where(&v, &v.pieces[pawn]);
        CHECK(where && !strcmp(where, "on entering its promotion zone"));
        free(where);
    }
    variant_free(&v);
    /* squares that fill a rectangle are that rectangle */
    static const char doc[] =
        "<variant id=\"r\" name=\"R\"><side id=\"first\" name=\"A\" colour=\"#ffffff\" print=\"outline\"/>"
        "<side id=\"second\" name=\"B\" colour=\"#000000\" print=\"filled\"/>"
        "<board files=\"3\" ranks=\"3\" cells=\"squares\"><zone id=\"z\" squares=\"b2 a1 b1 a2\"/></board>"
        "<components form=\"disc\" face=\"diagram\" back=\"none\"/>"
        "<piece id=\"k\" name=\"King\" count=\"1\" royal=\"yes\"><moves betza=\"K\"/>"
        "<diagram>o o o\no @ o\no o o</diagram></piece>"
        "<setup side=\"first\"><place piece=\"k\" at=\"a1\"/></setup>"
        "<setup side=\"second\" rotate=\"first\"/><rules><section title=\"T\"><p>x</p></section></rules></variant>";
    struct report r2 = {.file = "rect"};
    CHECK_INT(piecedef_load_memory(doc, sizeof doc - 1, "rect", &v, &r2), 0);
    CHECK_INT(r2.errors, 0);
    z = variant_find_zone(&v, "z", SIDE_FIRST);
    CHECK(z && z->rect && !z->cells && z->x0 == 0 && z->x1 == 1 && z->y0 == 0 && z->y1 == 1);
    variant_free(&v);
}

/* The pieces placed before play stand beside the setup picture in columns
 * of each side's own when one shared column would not hold them (free-setup:
 * three each on five ranks), and in one column when it does (chess's spare
 * Queens). */
void test_zones_free_setup(void)
{
    struct variant v;
    int cols[MAX_SIDES], rows;
    load_valid("tests/defs/good/free-setup.xml", &v);
    CHECK(v.free_zone[SIDE_FIRST] && !strcmp(v.free_zone[SIDE_FIRST], "camp"));
    CHECK(v.free_zone[SIDE_SECOND] && !strcmp(v.free_zone[SIDE_SECOND], "camp"));
    CHECK(v.free_at_once);
    CHECK_INT(compose_start_hand_columns(&v, cols, &rows), 2);
    CHECK(cols[0] == 1 && cols[1] == 1 && rows == 4);
    variant_free(&v);
    load_valid("piecedefs/sittuyin.xml", &v); /* White places all first, then Black */
    CHECK(v.free_side_after_side && !v.free_at_once && !v.free_during_play);
    variant_free(&v);
    load_valid("piecedefs/chess.xml", &v);
    CHECK_INT(compose_start_hand_columns(&v, cols, &rows), 1);
    CHECK(!v.free_zone[SIDE_FIRST] && !v.free_zone[SIDE_SECOND]);
    variant_free(&v);
}

/* A reserve (placing="during-play"): read, the validator lets it hold more
 * than its zone's empty squares, and its pieces are counted as the side's,
 * not as spares. */
void test_format_reserve(void)
{
    struct variant v;
    load_valid("tests/defs/good/reserve.xml", &v);
    CHECK(v.free_during_play && !v.free_at_once);
    CHECK(v.free_zone[SIDE_FIRST] && !strcmp(v.free_zone[SIDE_FIRST], "back"));
    CHECK(v.free_zone[SIDE_SECOND] && !strcmp(v.free_zone[SIDE_SECOND], "back"));
    int rook = variant_find_piece(&v, "rook");
    CHECK(rook >= 0);
    if (rook >= 0) {
        char *g = compose_gallery_text(&v, rook);
        CHECK(strstr(g, "Rook</b> <small>×1</small>") != NULL && !strstr(g, "spare"));
        free(g);
    }
    variant_free(&v);
}

/* promotion-choice="captured": read, and said by the gallery and the cards
 * (no spares, no back: the lost piece comes back). */
void test_format_promotion_captured(void)
{
    const char *path = "tests/defs/good/promotion-captured.xml";
    struct variant v;
    load_valid(path, &v);
    int pawn = variant_find_piece(&v, "pawn");
    CHECK(pawn >= 0);
    if (pawn >= 0) {
        CHECK(v.pieces[pawn].promotes_captured && v.pieces[pawn].nchoices == 2);
        char *g = compose_gallery_text(&v, pawn);
        CHECK(strstr(g, "Must promote to Rook or Horse on reaching the last rank, and only to a "
                        "piece its side has lost, which comes back in its place.") != NULL);
        free(g);
    }
    variant_free(&v);
}

/* Different armies (side="..." on a piece): each side counts its own, the
 * cover says so, and the setup count check follows the army. */
void test_format_armies(void)
{
    const char *path = "tests/defs/good/armies.xml";
    struct variant v;
    load_valid(path, &v);
    int rook = variant_find_piece(&v, "rook"), horse = variant_find_piece(&v, "horse");
    int king = variant_find_piece(&v, "king");
    CHECK(rook >= 0 && horse >= 0 && king >= 0);
    if (rook >= 0 && horse >= 0 && king >= 0) {
        CHECK(piece_count(&v.pieces[rook], SIDE_FIRST) == 1 && piece_count(&v.pieces[rook], SIDE_SECOND) == 0);
        CHECK(piece_count(&v.pieces[horse], SIDE_FIRST) == 0 && piece_count(&v.pieces[horse], SIDE_SECOND) == 1);
        CHECK(piece_count(&v.pieces[king], SIDE_FIRST) == 1 && piece_count(&v.pieces[king], SIDE_SECOND) == 1);
        char *g = compose_gallery_text(&v, horse);
        CHECK(strstr(g, "(Black only)") != NULL);
        free(g);
        /* the sheets: White's pieces hold a Rook and no Horse, Black's the reverse */
        struct layout lo;
        struct board_plan bp;
        struct document comp;
        CHECK_INT(layout_load("layouts/a4.xml", &lo, &(struct report){.file = "layouts/a4.xml"}), 0);
        CHECK_INT(plan_board(&v, &lo, &bp), 0);
        compose_components(&v, &lo, &bp, &comp);
        int seen[MAX_SIDES][3] = {{0}};
        for (int pg = 0; pg < comp.npages; pg++)
            for (int i = 0; i < comp.pages[pg].nitems; i++) {
                const struct item *it = &comp.pages[pg].items[i];
                if (it->kind != ITEM_FOLD || it->fold.side < 0 || it->fold.side >= MAX_SIDES)
                    continue;
                seen[it->fold.side][0] += it->fold.piece == rook;
                seen[it->fold.side][1] += it->fold.piece == horse;
                seen[it->fold.side][2] += it->fold.piece == king;
            }
        CHECK(seen[0][0] == 1 && seen[0][1] == 0 && seen[0][2] == 1);
        CHECK(seen[1][0] == 0 && seen[1][1] == 1 && seen[1][2] == 1);
        document_free(&comp);
        plan_board_free(&bp);
        layout_free(&lo);
    }
    variant_free(&v);
}

/* moves="none": no tables, no diagrams, no dead-rank check, "Never moves
 * once placed."; a game without a royal piece whose <end> says how it is
 * won validates without the no-royal warning. */
void test_format_immobile(void)
{
    const char *path = "tests/defs/good/stones.xml";
    struct variant v;
    load_valid(path, &v);
    CHECK(v.npieces == 1 && v.pieces[0].immobile && v.pieces[0].nmoves == 0);
    char words[256];
    compose_moves_words(&v, &v.pieces[0], NULL, 0, words, sizeof words);
    CHECK_STR(words, "Never moves once placed.");
    CHECK(variant_end_rule(&v, END_CONNECT) && variant_end_rule(&v, END_CONNECT)->count == 3);
    variant_free(&v);
}

/* How many of a variant's pieces say `phrase` in their moves' words. */
static int pieces_saying(const struct variant *v, const char *phrase)
{
    int n = 0;
    for (int i = 0; i < v->npieces; i++) {
        char words[2048];
        compose_moves_words(v, &v->pieces[i], NULL, 0, words, sizeof words);
        n += strstr(words, phrase) != NULL;
    }
    return n;
}

/* En passant in words is the game's own: Jungi's is any passing piece's
 * ("transit captures", as its rules say), Chess's the pawns'. A chess
 * player reading "captures en passant" on a Queen thinks of pawns only
 * (issue 30, player review: 6 Jungi entries said it). */
void test_format_transit_words(void)
{
    const char *defs[] = {"piecedefs/jungi.xml", "piecedefs/chess.xml"};
    for (int d = 0; d < 2; d++) {
        struct variant v;
        struct report r = {.file = defs[d]};
        CHECK_INT(piecedef_load(defs[d], &v, &r), 0);
        int ep = pieces_saying(&v, "n passant"); /* "En passant: ..." too */
        int transit = pieces_saying(&v, "makes transit captures there");
        CHECK(d == 0 ? ep == 0 && transit >= 5 : ep == 1 && transit == 0);
        variant_free(&v);
    }
}

/* Castling is said as a player says it: the King "Castles with a Rook",
 * the key's castling mark names the Rook; "castling partner" is the
 * definition's word (issue 30, player review of Chess). */
void test_format_castle_words(void)
{
    const char *defs[] = {"piecedefs/chess.xml", "piecedefs/capablanca.xml",
                          "tests/defs/good/castling-inner.xml"};
    for (int d = 0; d < 3; d++) {
        struct variant v;
        struct report r = {.file = defs[d]};
        CHECK_INT(piecedef_load(defs[d], &v, &r), 0);
        CHECK_STR(compose_castling_partner(&v) ? compose_castling_partner(&v) : "", "Rook");
        CHECK(pieces_saying(&v, "Castles with a Rook, moving") == 1);
        CHECK(pieces_saying(&v, "castling partner") == 0);
        struct diagram_cell cells[64];
        int n = compose_legend_cells(&v, cells, 64), castle = 0;
        for (int i = 0; i < n; i++) {
            char *w = compose_legend_words(&v, &cells[i]);
            if (cells[i].shape == CELL_CASTLE) {
                castle++;
                CHECK(strstr(w, "Rook") && !strstr(w, "partner"));
            }
            free(w);
        }
        CHECK_INT(castle, 1);
        variant_free(&v);
    }
}

/* rule="..." on a piece that exists only as a promoted back (count="0"):
 * printed with the back's moves in the promoting piece's gallery entry,
 * as it has no entry of its own (the Horned Falcon's Lion power). */
void test_format_back_rule(void)
{
    static char buf[8192];
    test_read_file("tests/defs/good/mini.xml", buf, sizeof buf - 200);
    const char *at = "<piece id=\"gold\" name=\"Gold\" count=\"0\"";
    char *g = strstr(buf, at);
    CHECK(g != NULL);
    if (!g)
        return;
    const char *rule = " rule=\"Also jumps home once a game.\"";
    g += strlen(at);
    memmove(g + strlen(rule), g, strlen(g) + 1);
    memcpy(g, rule, strlen(rule));
    struct variant v;
    struct report r = {.file = "mini-back-rule"};
    CHECK_INT(piecedef_load_memory(buf, strlen(buf), "mini-back-rule", &v, &r), 0);
    CHECK_INT(validate_variant(&v, &r), 0);
    int pawn = variant_find_piece(&v, "pawn");
    CHECK(pawn >= 0);
    if (pawn >= 0) {
        char *text = compose_gallery_text(&v, pawn);
        CHECK(strstr(text, "<b>Back, Gold:</b>") && strstr(text, "Also jumps home once a game."));
        free(text);
    }
    variant_free(&v);
}

/* A subtitle of Arabic and English in an English booklet keeps its English
 * in reading order: the line is set left to right whatever its first
 * letter ('Shatranj' after the Arabic, to its right), and right to left
 * in a definition whose language is Arabic. */
void test_format_mixed_direction(void)
{
    struct layout lo;
    CHECK_INT(layout_load("layouts/a4.xml", &lo, &(struct report){.file = "layouts/a4.xml"}), 0);
    static const char text[] = "\xd8\xa7\xd9\x84\xd8\xb4\xd8\xb7\xd8\xb1\xd9\x86\xd8\xac Shatranj";
    int at = (int)(strstr(text, "Shatranj") - text);
    layout_choose_language(&lo, NULL);
    PangoRectangle pos;
    pango_layout_index_to_pos(text_pango_layout(&lo, text, 10, 0, ALIGN_LEFT), at, &pos);
    CHECK(pos.x > 0); /* after the Arabic, to its right */
    layout_choose_language(&lo, "ar");
    pango_layout_index_to_pos(text_pango_layout(&lo, text, 10, 0, ALIGN_LEFT), at, &pos);
    CHECK(pos.x == 0); /* right to left: the English first, at the left */
    text_cache_clear();
    layout_free(&lo);
}

/* compose_components_measure (what compose_grow.c weighs each larger
 * board by) lays out the same sheets as compose_components, item for item
 * at the same places: only the cards' words are left unset. */
static void measure_same(const struct layout *lo, const char *paper, struct variant *v,
                         struct composed *c, void *ctx)
{
    (void)paper;
    (void)ctx;
    struct document m;
    compose_components_measure(v, lo, &c->board, &m);
    CHECK_INT(m.npages, c->components.npages);
    for (int p = 0; p < m.npages && p < c->components.npages; p++) {
        const struct page *a = &m.pages[p], *b = &c->components.pages[p];
        CHECK_INT(a->nitems, b->nitems);
        for (int i = 0; i < a->nitems && i < b->nitems; i++) {
            const struct item *x = &a->items[i], *y = &b->items[i];
            CHECK(x->kind == y->kind && x->x == y->x && x->y == y->y && x->w == y->w &&
                  x->h == y->h);
            if (x->kind == ITEM_REFCARD)
                CHECK(x->refcard.nrows == 0 && y->refcard.nrows > 0);
        }
    }
    document_free(&m);
}

void test_format_measure_same(void)
{
    test_each_shipped(measure_same, NULL);
}
