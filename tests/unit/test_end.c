/* test_end.c: <end> read into variant.end (the fields an export reads),
 * the implied rule of a definition without it, and the booklet's words
 * for each rule, on tests/defs/good/end.xml. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "compose/compose.h"
#include "load/load.h"
#include "model/model.h"
#include "test.h"

static int load(const char *path, struct variant *v)
{
    struct report r = {.file = path};
    return piecedef_load(path, v, &r) == 0 && r.errors == 0 ? 0 : -1;
}

/* The booklet sentence of the i-th rule holds `want`. */
static void check_words(const struct variant *v, int i, const char *want)
{
    char *s = compose_end_words(v, &v->end.rules[i]);
    if (!strstr(s, want))
        fprintf(stderr, "rule %d says '%s', not '%s'\n", i, s, want);
    CHECK(strstr(s, want) != NULL);
    free(s);
}

void test_end_fields(void)
{
    struct variant v;
    CHECK_INT(load("tests/defs/good/end.xml", &v), 0);
    CHECK(v.end.given);
    CHECK_INT(v.end.nrules, 13);
    if (v.end.nrules == 13) {
        const struct end_rule *e = v.end.rules;
        CHECK(e[0].kind == END_CHECKMATE && e[0].result == RESULT_LOSS);
        CHECK(e[1].kind == END_STALEMATE && e[1].result == RESULT_LOSS);
        CHECK(e[2].kind == END_BARE_KING && e[2].reply_draws);
        CHECK(e[3].kind == END_EXTINCTION && e[3].npieces == 2 && e[3].count == 0 && !e[3].all_pieces);
        CHECK(e[3].npieces == 2 && e[3].pieces[0] == variant_find_piece(&v, "rook"));
        CHECK(e[4].kind == END_EXTINCTION && e[4].all_pieces && e[4].count == 1);
        CHECK(e[5].kind == END_REACH && e[5].count == 1 && !strcmp(e[5].zone, "hill"));
        CHECK(e[6].kind == END_REACH && e[6].count == 2 && e[6].npieces == 2);
        CHECK(e[7].kind == END_CHECKS && e[7].count == 3 && e[7].result == RESULT_WIN);
        CHECK(e[8].kind == END_REPETITION && e[8].count == 4 && e[8].result == RESULT_DRAW &&
              e[8].perpetual_check == RESULT_LOSS);
        CHECK(e[9].kind == END_MOVE_LIMIT && e[9].count == 50 && e[9].npieces == 1);
        CHECK(e[10].kind == END_COUNTING && e[10].counting == COUNTING_MAKRUK);
        CHECK(e[11].kind == END_CONNECT && e[11].count == 4 &&
              e[11].lines == (LINE_RANKS | LINE_FILES));
        CHECK(variant_end_rule(&v, END_CONNECT) == &e[11]);
        /* the try (Dobutsu): reaching counts only where nothing can take it */
        CHECK(!e[5].safe && e[12].kind == END_REACH && e[12].safe && e[12].result == RESULT_WIN);
        static const char *const words[13] = {
            "If a player's King is <b>checkmated</b>",
            "no legal move but is not in check (<b>stalemate</b>), that player loses.",
            "unless their next move leaves the other King bare too: then the game is drawn.",
            "If a player has no Rook left, or no Horse left, that player loses.",
            "down to 1 or fewer pieces",
            "If a player's King reaches the <b>centre square</b>, that player wins.",
            "If 2 of a player's Pawns or Golds stand in their <b>promotion</b> zone",
            "gives <b>check</b> for the third time, that player wins.",
            "occur for the fourth time, the game is drawn; but a player who gave <b>check</b>",
            "50 moves in a row with no capture and no Pawn move, the game is drawn.",
            "Makruk <b>counting rules</b>",
            "<b>4 in a row</b>, 4 of their pieces next to each other along a rank or a file",
            "If a player's King reaches their <b>promotion</b> zone, on a square where no enemy piece can "
            "capture it on the next move, that player wins.",
        };
        for (int i = 0; i < 13; i++)
            check_words(&v, i, words[i]);
    }
    variant_free(&v);
}

/* Without <end>: checkmate loses where a piece is royal (not marked as
 * given, so the booklet adds nothing); no rule where none is. */
void test_end_implied(void)
{
    struct variant v;
    CHECK_INT(load("tests/defs/good/mini.xml", &v), 0);
    CHECK(!v.end.given);
    CHECK_INT(v.end.nrules, 1);
    if (v.end.nrules == 1)
        CHECK(v.end.rules[0].kind == END_CHECKMATE && v.end.rules[0].result == RESULT_LOSS);
    variant_free(&v);
    /* mini.xml with its King not royal */
    static char buf[8192];
    size_t n = test_read_file("tests/defs/good/mini.xml", buf, sizeof buf - 1);
    char *royal = strstr(buf, " royal=\"yes\"");
    CHECK(royal != NULL);
    if (royal)
        memset(royal, ' ', strlen(" royal=\"yes\""));
    struct report r = {.file = "mini-no-royal"};
    CHECK_INT(piecedef_load_memory(buf, n, "mini-no-royal", &v, &r), 0);
    CHECK(!v.end.given);
    CHECK_INT(v.end.nrules, 0);
    variant_free(&v);
}
