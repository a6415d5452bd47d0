/* test_mechanics.c: the moves classic games need, end to end through a
 * loaded definition: en passant in both readings (who gives the right),
 * promotion choice and compulsory promotion, castling, and moves along a
 * palace's drawn diagonals. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/base.h"
#include "compose/compose.h"
#include "compose/compose-imp.h"
#include "load/load.h"
#include "model/model.h"
#include "notation/notation.h"
#include "rules/rules.h"
#include "test.h"

static int load(const char *path, struct variant *v)
{
    struct report r = {.file = path};
    return piecedef_load(path, v, &r) == 0 && r.errors == 0 ? 0 : -1;
}

/* Validates v, keeping the messages in msg; returns the error count. */
static int validate_message(const struct variant *v, char *msg, size_t len)
{
    FILE *f = tmpfile();
    struct report r = {.file = "mem", .out = f};
    int n = -1;
    if (f) {
        validate_variant(v, &r); /* -1 when anything is wrong; count the errors */
        n = r.errors;
    }
    msg[0] = '\0';
    if (f) {
        rewind(f);
        size_t got = fread(msg, 1, len - 1, f);
        msg[got] = '\0';
        fclose(f);
    }
    return n;
}

/* The legend's words for the first drawn cell that captures en passant. */
static void ep_words(const struct variant *v, char *buf, size_t len)
{
    struct diagram_cell cells[64];
    int n = compose_legend_cells(v, cells, 64);
    buf[0] = '\0';
    for (int i = 0; i < n; i++)
        if ((cells[i].mode | cells[i].mode2) & MODE_EP) {
            char *w = compose_legend_words(v, &cells[i]);
            snprintf(buf, len, "%s", w);
            free(w);
            return;
        }
}

void test_mechanics_en_passant(void)
{
    struct variant chess, jungi;
    char words[512];
    CHECK_INT(load("tests/defs/good/en-passant.xml", &chess), 0);
    CHECK_INT(chess.en_passant, EP_DOUBLE_STEP);
    ep_words(&chess, words, sizeof words);
    /* not "with its first-move double step on the last move" (session 20
       read-through: hard to parse) */
    CHECK(strstr(words, "has just passed over this square with its two-square first move") != NULL);
    variant_free(&chess);
    CHECK_INT(load("piecedefs/jungi.xml", &jungi), 0);
    CHECK_INT(jungi.en_passant, EP_ANY_PASS);
    ep_words(&jungi, words, sizeof words);
    CHECK(strstr(words, "passed over this square on the last move") != NULL);
    CHECK(strstr(words, "double step") == NULL);
    /* the choice is proved both ways: without it the pawn is refused */
    CHECK_INT(load("tests/defs/good/en-passant.xml", &chess), 0);
    chess.en_passant = EP_UNSET;
    char msg[1024];
    CHECK(validate_message(&chess, msg, sizeof msg) > 0);
    CHECK(strstr(msg, "captures en passant (e): say who gives the right") != NULL);
    variant_free(&chess);
    variant_free(&jungi);
}

/* Promotion: a choice of pieces (the first is what the back shows),
 * compulsory on entering a zone, and a cycle through a later choice. */
void test_mechanics_promotion(void)
{
    struct variant v;
    char msg[1024];
    CHECK_INT(load("tests/defs/good/promotion.xml", &v), 0);
    int pawn = variant_find_piece(&v, "pawn"), soldier = variant_find_piece(&v, "soldier");
    int queen = variant_find_piece(&v, "queen"), rook = variant_find_piece(&v, "rook");
    CHECK(pawn >= 0 && soldier >= 0 && queen >= 0 && rook >= 0);
    if (pawn < 0 || soldier < 0 || queen < 0 || rook < 0) {
        variant_free(&v);
        return;
    }
    struct piece *p = &v.pieces[pawn];
    CHECK_INT(p->nchoices, 2);
    CHECK(p->promotes_to == &v.pieces[queen]);
    CHECK(p->nchoices == 2 && p->choices[1] == &v.pieces[rook]);
    CHECK_INT(p->compulsory, 1);
    CHECK_STR(v.pieces[soldier].promotion_zone, "soldier-zone");
    CHECK_INT(validate_message(&v, msg, sizeof msg), 0);
    /* the gallery names the back only where one is printed: a promoted
       back shows the first choice; a single-sided disc has no back, and
       the piece chosen takes its place (the chess pawn) */
    char *words = compose_gallery_text(&v, pawn);
    CHECK(strstr(words, "its back shows the Queen") != NULL);
    /* when it promotes is the front's rule, said before the back's moves */
    const char *must = strstr(words, "Must promote"), *back = strstr(words, "<b>Back, ");
    CHECK(must && back && must < back);
    free(words);
    v.components.back = BACK_NONE;
    words = compose_gallery_text(&v, pawn);
    CHECK(strstr(words, "back") == NULL);
    /* not "it is exchanged for the piece chosen" (clumsy: issue 30,
       Capablanca review) */
    CHECK(strstr(words, "Must promote to Queen or Rook on reaching the last rank; the piece "
                        "chosen takes its place.") != NULL);
    free(words);
    words = compose_gallery_text(&v, soldier);
    CHECK(strstr(words, "Must promote to Ferz on ending a move in its promotion zone; a Ferz "
                        "takes its place.") != NULL);
    free(words);
    /* where, in words: whole ranks short of the far edge are counted from
       the piece's own side; any other zone is its promotion zone */
    struct zone *sz = NULL;
    for (int i = 0; i < v.board.nzones; i++)
        if (!strcmp(v.board.zones[i].id, "soldier-zone") && v.board.zones[i].side == SIDE_FIRST)
            sz = &v.board.zones[i];
    CHECK(sz != NULL);
    if (sz) {
        sz->y0 = sz->y1 = 2;
        char *where = compose_promotion_where(&v, &v.pieces[soldier]);
        CHECK_STR(where, "on reaching its 3rd rank");
        free(where);
        sz->x1 = 2;
        where = compose_promotion_where(&v, &v.pieces[soldier]);
        CHECK_STR(where, "on entering its promotion zone");
        free(where);
        /* the card says it, and leaves it to the board at its briefest */
        char *card = compose_refcard_words(&v, &v.pieces[soldier], SIDE_FIRST, REFCARD_FULL);
        CHECK(strstr(card, "Must promote to Ferz on entering its promotion zone.") != NULL);
        free(card);
        card = compose_refcard_words(&v, &v.pieces[soldier], SIDE_FIRST, REFCARD_BRIEF);
        CHECK(strstr(card, "Must promote to Ferz.") != NULL);
        free(card);
        /* an optional promotion forced on the last ranks says so on the
           card (shogi's Pawn, Lance and Knight said only "May promote");
           where the zone is that one rank, it is no choice */
        struct variant mini;
        CHECK_INT(load("tests/defs/good/mini.xml", &mini), 0);
        int mp = variant_find_piece(&mini, "pawn");
        CHECK(mp >= 0);
        if (mp >= 0) {
            card = compose_refcard_words(&mini, &mini.pieces[mp], SIDE_FIRST, REFCARD_FULL);
            CHECK(strstr(card, "Must promote to Gold on reaching the last rank.") != NULL);
            free(card);
        }
        variant_free(&mini);
        /* where the page has room, the moves of a form that is only a back */
        card = compose_refcard_words(&v, &v.pieces[soldier], SIDE_FIRST, REFCARD_RICH);
        CHECK(strstr(card, "on entering its promotion zone. Ferz: Steps one square diagonally") != NULL);
        free(card);
    }
    v.components.back = BACK_PROMOTED;
    /* the rook (second choice) promoting back to the pawn is a cycle */
    struct piece *r = &v.pieces[rook];
    r->choices = xcalloc(1, sizeof *r->choices);
    r->choices[0] = p;
    r->nchoices = 1;
    r->promotes_to = p;
    r->promotes = xstrdup("pawn");
    r->forced_promotion_ranks = 0;
    CHECK(validate_message(&v, msg, sizeof msg) > 0);
    CHECK(strstr(msg, "piece 'pawn': its promotions never end (promoting to 'rook' leads back "
                      "to it)") != NULL);
    /* a compulsory promotion whose zone misses the stuck rank */
    r->nchoices = 0;
    r->promotes_to = NULL;
    free(r->promotes);
    r->promotes = NULL;
    free(v.pieces[soldier].promotion_zone);
    v.pieces[soldier].promotion_zone = NULL;
    CHECK_INT(validate_message(&v, msg, sizeof msg), 0); /* the last rank is in 'promotion' */
    v.pieces[pawn].compulsory = 0;
    CHECK(validate_message(&v, msg, sizeof msg) > 0); /* optional: forced ranks must be given */
    CHECK(strstr(msg, "forced-promotion-ranks=\"0\" (must be \"1\"; or stuck=\"allowed\"") != NULL);
    variant_free(&v);
}

/* Castling: KisO2 parses into two first-move castling moves, the diagram
 * draws them with 'O', the words name the partner, and the validator wants
 * a castling partner at the board's edge. */
void test_mechanics_castling(void)
{
    struct variant v;
    char msg[1024];
    CHECK_INT(load("tests/defs/good/castling.xml", &v), 0);
    int king = variant_find_piece(&v, "king"), rook = variant_find_piece(&v, "rook");
    CHECK(king >= 0 && rook >= 0);
    if (king < 0 || rook < 0) {
        variant_free(&v);
        return;
    }
    struct moveset ms;
    moveset_init(&ms);
    CHECK_INT(rules_piece_moves(&v.pieces[king], NULL, &ms, NULL), 0);
    int castles = 0;
    for (size_t i = 0; i < ms.n; i++)
        if (ms.v[i].kind == MOVE_CASTLE) {
            castles++;
            CHECK(ms.v[i].dy == 0 && (ms.v[i].dx == 2 || ms.v[i].dx == -2));
            CHECK_INT(ms.v[i].flags, MOVEFLAG_INITIAL);
            CHECK_INT(ms.v[i].mode, MODE_MOVE);
        }
    CHECK_INT(castles, 2);
    char words[512];
    moveset_in_words(&ms, NULL, words, sizeof words);
    CHECK(strstr(words, "Castles with its castling partner, moving two squares sideways") != NULL);
    moveset_free(&ms);
    const struct diagram *d = &v.pieces[king].diagrams[0].grid;
    CHECK_INT(d->cells[2 * d->size + 0].shape, CELL_CASTLE);
    CHECK_INT(d->cells[2 * d->size + 4].shape, CELL_CASTLE);
    CHECK_INT(validate_message(&v, msg, sizeof msg), 0);
    v.pieces[rook].castling_partner = 0;
    CHECK(validate_message(&v, msg, sizeof msg) > 0);
    CHECK(strstr(msg, "piece 'king' castles (O) but no piece is its partner") != NULL);
    variant_free(&v);
}

/* Moves along a palace's drawn diagonals: the 3x3 zone b1-d3 (x 1..3,
 * y 0..2) has lines corner to corner through its centre (2,1). */
void test_mechanics_along_diagonals(void)
{
    struct zone z = {0};
    z.x0 = 1; z.y0 = 0; z.x1 = 3; z.y1 = 2;
    struct move ne = {1, 1, MOVE_LEAP, MODE_MOVE | MODE_CAPTURE, 0, 0, 0, 0, 0};
    struct move nw = {-1, 1, MOVE_LEAP, MODE_MOVE | MODE_CAPTURE, 0, 0, 0, 0, 0};
    struct move a_ne = {2, 2, MOVE_LEAP, MODE_MOVE | MODE_CAPTURE, 0, 0, 0, 0, 0};
    struct move b_ne = {1, 1, MOVE_SLIDE, MODE_MOVE | MODE_CAPTURE, 0, 0, 0, 0, 0};
    struct move n = {0, 1, MOVE_LEAP, MODE_MOVE | MODE_CAPTURE, 0, 0, 0, 0, 0};
    CHECK(rules_move_along_diagonals(&z, 1, 0, &ne));   /* corner to centre */
    CHECK(!rules_move_along_diagonals(&z, 1, 0, &nw));  /* off the board's lines */
    CHECK(rules_move_along_diagonals(&z, 2, 1, &ne));   /* centre to corner */
    CHECK(rules_move_along_diagonals(&z, 2, 1, &nw));
    CHECK(!rules_move_along_diagonals(&z, 2, 0, &ne));  /* an edge point has no diagonal */
    CHECK(!rules_move_along_diagonals(&z, 3, 2, &ne));  /* out of the palace */
    CHECK(rules_move_along_diagonals(&z, 1, 0, &a_ne)); /* corner to corner */
    CHECK(!rules_move_along_diagonals(&z, 2, 1, &a_ne));
    CHECK(rules_move_along_diagonals(&z, 1, 0, &b_ne)); /* a slide's first step counts */
    CHECK(!rules_move_along_diagonals(&z, 2, 0, &n));   /* orthogonal moves need no line */
    /* the Janggi cannon's hop: corner over the centre to the far corner */
    struct move p_ne = {1, 1, MOVE_HOP, MODE_MOVE | MODE_CAPTURE, 0, 0, 0, 0, 0};
    CHECK(rules_move_along_diagonals(&z, 1, 0, &p_ne));
    CHECK(!rules_move_along_diagonals(&z, 2, 1, &p_ne)); /* no room beyond a screen */
    CHECK(!rules_move_along_diagonals(&z, 2, 0, &p_ne));
    /* the palace set loads, validates and draws its line moves once */
    struct variant v;
    char msg[1024];
    CHECK_INT(load("tests/defs/good/palace.xml", &v), 0);
    CHECK_INT(validate_message(&v, msg, sizeof msg), 0);
    int g = variant_find_piece(&v, "general");
    CHECK(g >= 0 && v.pieces[g].nmoves == 2 && v.pieces[g].moves[1].along_diagonals);
    CHECK(g >= 0 && v.pieces[g].ndiagrams == 2);
    variant_free(&v);
}

/* On a board of points the key says "point", as the booklet does: the
 * ninth player review read "Steps to this square" in Xiangqi's key, for a
 * game played on points. Squares stay squares on a chessboard. */
void test_mechanics_legend_points(void)
{
    static const struct { const char *path; int points; } sets[] = {
        {"piecedefs/xiangqi.xml", 1}, {"piecedefs/janggi.xml", 1}, {"piecedefs/chess.xml", 0}};
    for (size_t s = 0; s < sizeof sets / sizeof *sets; s++) {
        struct variant v;
        CHECK_INT(load(sets[s].path, &v), 0);
        struct diagram_cell cells[64];
        int n = compose_legend_cells(&v, cells, 64), square = 0, point = 0;
        for (int i = 0; i < n; i++) {
            char *w = compose_legend_words(&v, &cells[i]);
            square += strstr(w, "square") != NULL;
            point += strstr(w, "point") != NULL;
            free(w);
        }
        if (sets[s].points && square)
            fprintf(stderr, "  %s: %d key entries say \"square\"\n", sets[s].path, square);
        CHECK(sets[s].points ? square == 0 && point > 0 : point == 0 && square > 0);
        variant_free(&v);
    }
}

/* The key's "with a plus: its promoted side" only where some piece's back
 * is its promoted form with moves drawn (issue 30, player review: Chess's
 * and Grand Chess's keys said it, and no piece of theirs has a plus). */
void test_mechanics_legend_plus(void)
{
    static const struct { const char *path; int plus; } sets[] = {
        {"piecedefs/chess.xml", 0}, {"piecedefs/grand.xml", 0}, {"piecedefs/capablanca.xml", 0},
        {"piecedefs/shogi.xml", 1}, {"piecedefs/makruk.xml", 1}};
    for (size_t s = 0; s < sizeof sets / sizeof *sets; s++) {
        struct variant v;
        CHECK_INT(load(sets[s].path, &v), 0);
        struct diagram_cell cells[64];
        int n = compose_legend_cells(&v, cells, 64), plus = 0;
        for (int i = 0; i < n; i++) {
            char *w = compose_legend_words(&v, &cells[i]);
            plus += strstr(w, "with a plus") != NULL;
            free(w);
        }
        if (plus != sets[s].plus)
            fprintf(stderr, "  %s: %d key entries name the plus\n", sets[s].path, plus);
        CHECK_INT(plus, sets[s].plus);
        variant_free(&v);
    }
}

/* A Pawn's card says when and to what it promotes before how (issue 30,
 * Sittuyin review, session 18: "the Pawn card's order"): Sittuyin's said
 * "A Pawn promotes instead of moving, in place or ..." before "May promote
 * to General on one of its promotion squares ...". Its promotion-rule is
 * printed after that sentence, on the card and in the gallery. */
void test_mechanics_promotion_rule_order(void)
{
    struct variant v;
    CHECK_INT(load("piecedefs/sittuyin.xml", &v), 0);
    int p = variant_find_piece(&v, "pawn");
    CHECK(p >= 0);
    for (int level = REFCARD_RICH; p >= 0 && level <= REFCARD_BRIEF; level++) {
        char *card = compose_refcard_words(&v, &v.pieces[p], SIDE_FIRST, level);
        const char *when = strstr(card, "May promote to General"),
                   *how = strstr(card, "instead of moving");
        if (!when || !how || how < when)
            fprintf(stderr, "  level %d: %s\n", level, card);
        CHECK(when && how && when < how);
        free(card);
    }
    variant_free(&v);
}
