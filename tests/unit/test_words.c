/* test_words.c: the gallery's plain-English move descriptions. */
#include "notation/notation.h"
#include "test.h"

static void check_words(const char *betza, const char *want)
{
    struct moveset ms;
    struct betza_error err;
    char buf[1024];
    moveset_init(&ms);
    CHECK_INT(betza_parse(betza, &ms, &err), 0);
    moveset_canonicalize(&ms);
    moveset_in_words(&ms, NULL, buf, sizeof buf);
    CHECK_STR(buf, want);
    moveset_free(&ms);
}

void test_words_moves(void)
{
    check_words("K", "Steps one square in any direction.");
    check_words("R", "Slides any distance orthogonally.");
    check_words("Q", "Slides any distance in any direction.");
    check_words("fsW", "Steps one square straight forward or sideways.");
    check_words("WfF", "Steps one square orthogonally or diagonally forward.");
    /* a knight's move alone said, not named (issue 30: "Jumps a knight's
       move" explained nothing to a beginner); in a list of leaps, said so
       too, unless the set names it there (w.knight: Chu Shogi's Lion), so
       that a booklet says it one way (issue 30, Jungi review: the
       Emperor's "a knight's move" beside the Horseman's words); a list
       whose parts say "and" keeps its last part apart */
    check_words("N", "Jumps two squares straight and one to the side, over any piece between.");
    check_words("DN", "Jumps two squares straight and one to the side or two squares orthogonally.");
    check_words("ADN", "Jumps two squares diagonally, two squares straight and one to the side, or "
                       "two squares orthogonally.");
    struct moveset ms;
    struct betza_error err;
    char buf[256];
    moveset_init(&ms);
    CHECK_INT(betza_parse("DN", &ms, &err), 0);
    moveset_canonicalize(&ms);
    moveset_in_words(&ms, &(struct move_words){.knight = "a knight's move"}, buf, sizeof buf);
    CHECK_STR(buf, "Jumps a knight's move or two squares orthogonally.");
    moveset_free(&ms);
    moveset_init(&ms);
    CHECK_INT(betza_parse("N", &ms, &err), 0);
    moveset_canonicalize(&ms);
    moveset_in_words(&ms, &(struct move_words){.knight = "a knight's move"}, buf, sizeof buf);
    CHECK_STR(buf, "Jumps two squares straight and one to the side, over any piece between.");
    moveset_free(&ms);
    check_words("ffN", "Jumps one across and two forward.");
    check_words("sRvWsN", "Slides any distance sideways. Steps one square straight forward or back. "
                          "Jumps two across and one forward or two across and one back.");
    check_words("mRcpR", "Slides any distance orthogonally (to an empty square only). "
                         "Hops over exactly one piece and goes on any distance orthogonally "
                         "(only to capture).");
    check_words("pR", "Hops over exactly one piece and goes on any distance orthogonally.");
    check_words("gQ", "Goes to the first piece in its way and lands just beyond it, in any "
                      "direction.");
    check_words("fgRbW", "Steps one square straight back. Goes to the first piece in its way and "
                         "lands just beyond it, straight forward.");
    check_words("nN", "Goes, unless a piece blocks its path, two squares straight and one to "
                      "the side.");
    check_words("nZ", "Goes, unless a piece blocks its path, three squares one way and two the other.");
    check_words("C", "Jumps three squares one way and one the other.");
    /* the Pawn's double step and its two steps, as a player says them
       (issue 30, Chess review: the card's Pawn entry was 13 lines) */
    check_words("ifmnD", "Its first move may be two squares forward, if both are empty.");
    check_words("fmWfcF", "Steps one square forward to an empty square, or one diagonally "
                          "forward to capture.");
    check_words("fmWfcFifmnD", "Steps one square forward to an empty square, or one diagonally "
                               "forward to capture. Its first move may be two squares forward, "
                               "if both are empty.");
    check_words("NN", "Jumps two squares straight and one to the side, again and again in the same direction, while each "
                      "square it lands on before the last is empty.");
    check_words("mDDcN", "Jumps two squares orthogonally, again and again in the same direction, "
                         "while each square it lands on before the last is empty (to an empty "
                         "square only). Jumps two squares straight and one to the side (only to "
                         "capture), over any piece between.");
    check_words("fmWfceF", "Steps one square straight forward (to an empty square only). Steps one "
                           "square diagonally forward (only to capture), and captures en passant there.");
}

/* A variant's own words where the moves are said (struct move_words):
 * points on a board of points, its name for an e.p. capture, the piece a
 * King castles with; NULL fields keep the general words. */
void test_words_variant(void)
{
    struct moveset ms;
    struct betza_error err;
    char buf[1024];
    moveset_init(&ms);
    CHECK_INT(betza_parse("WnDmcK", &ms, &err), 0);
    moveset_canonicalize(&ms);
    struct move_words points = {.square = "point"};
    moveset_in_words(&ms, &points, buf, sizeof buf);
    CHECK(strstr(buf, "point") != NULL);
    CHECK(strstr(buf, "square") == NULL);
    moveset_in_words(&ms, NULL, buf, sizeof buf);
    CHECK(strstr(buf, "square") != NULL && strstr(buf, "point") == NULL);
    moveset_free(&ms);
    struct { const char *betza, *general, *own; struct move_words w; } cases[] = {
        {"fmWfceF", "and captures en passant there", "and makes transit captures there",
         {.en_passant = "makes transit captures"}},
        {"KisO2", "Castles with its castling partner, moving", "Castles with a Rook, moving",
         {.partner = "a Rook"}},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        moveset_init(&ms);
        CHECK_INT(betza_parse(cases[i].betza, &ms, &err), 0);
        moveset_canonicalize(&ms);
        moveset_in_words(&ms, NULL, buf, sizeof buf);
        CHECK(strstr(buf, cases[i].general) != NULL);
        moveset_in_words(&ms, &cases[i].w, buf, sizeof buf);
        CHECK(strstr(buf, cases[i].own) != NULL && strstr(buf, cases[i].general) == NULL);
        moveset_free(&ms);
    }
}

/* A Pawn's e.p. capture, which depends on the enemy's double step, is said
 * after the double step (issue 30, Chess review: "the en passant clause
 * comes before the double step it depends on"); with no double step in the
 * piece's own moves it stays on its capture's phrase. */
void test_words_ep_after_double_step(void)
{
    struct moveset ms;
    struct betza_error err;
    char buf[1024];
    struct move_words w = {.en_passant_when = "onto the square an enemy Pawn has just passed"};
    moveset_init(&ms);
    CHECK_INT(betza_parse("fmWfceFifmnD", &ms, &err), 0);
    moveset_canonicalize(&ms);
    moveset_in_words(&ms, &w, buf, sizeof buf);
    const char *step = strstr(buf, "Its first move may be"), *ep = strstr(buf, "En passant");
    fprintf(stderr, "  %s\n", buf);
    CHECK(step && ep && step < ep);
    CHECK(strstr(buf, "capture. Its first move may be two squares forward, if both are empty. "
                      "En passant: onto the square") != NULL);
    moveset_free(&ms);
    moveset_init(&ms);
    CHECK_INT(betza_parse("fmWfceF", &ms, &err), 0);
    moveset_canonicalize(&ms);
    moveset_in_words(&ms, &w, buf, sizeof buf);
    CHECK(strstr(buf, "(only to capture), and captures en passant: onto the square") != NULL);
    moveset_free(&ms);
}
