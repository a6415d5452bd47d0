/* test_moves.c: the move engine: Betza parser, canonical movesets, the
 * drawn-diagram language and the comparison between the two. */
#include "notation/notation.h"
#include "test.h"

#include <stdlib.h>

#define MAX_RADIUS 7 /* a 15x15 board around the piece */


static void mark_square(char grid[][2 * MAX_RADIUS + 1], int radius, int x, int y,
                        unsigned flags)
{
    if (x < -radius || x > radius || y < -radius || y > radius || (!x && !y))
        return;
    char *g = &grid[MAX_RADIUS - y][MAX_RADIUS + x];
    /* 'a' reached always, 'i' only by first-move-only moves */
    if (*g != 'a')
        *g = (flags & MOVEFLAG_INITIAL) ? 'i' : 'a';
}

/* The squares a piece alone on an empty board of the given radius reaches
 * with moves of modality `mode` (for captures: where a lone enemy piece
 * could be taken), as "dx,dy" sorted top row first, then left to right;
 * "i" marks squares reached only on the first move. Hops need a screen and
 * two-leg moves that capture first need a victim, so neither shows here. */
static void reach_set(const struct moveset *ms, int radius, unsigned mode, char *out, size_t len)
{
    char grid[2 * MAX_RADIUS + 1][2 * MAX_RADIUS + 1] = {{0}};
    for (size_t i = 0; i < ms->n; i++) {
        const struct move *m = &ms->v[i];
        if (!(m->mode & mode))
            continue;
        switch (m->kind) {
        case MOVE_LEAP:
        case MOVE_LAME:
            mark_square(grid, radius, m->dx, m->dy, m->flags);
            break;
        case MOVE_SLIDE:
            for (int k = 1; k <= 2 * MAX_RADIUS && (m->range == 0 || k <= m->range); k++)
                mark_square(grid, radius, k * m->dx, k * m->dy, m->flags);
            break;
        case MOVE_TWO_LEG:
            if (m->via_mode & MODE_MOVE)
                mark_square(grid, radius, m->dx, m->dy, m->flags);
            break;
        case MOVE_HOP:
        case MOVE_HOP_TO:
        case MOVE_GRASS:
        case MOVE_CASTLE: /* needs a partner at the board's edge */
            break;
        }
    }
    size_t pos = 0;
    out[0] = '\0';
    for (int y = radius; y >= -radius; y--)
        for (int x = -radius; x <= radius; x++) {
            char g = grid[MAX_RADIUS - y][MAX_RADIUS + x];
            if (g && pos + 16 < len)
                pos += (size_t)snprintf(out + pos, len - pos, "%s%s%d,%d", pos ? " " : "",
                                        g == 'i' ? "i" : "", x, y);
        }
}

static void reach(const char *betza, int radius, unsigned mode, char *out, size_t len)
{
    struct moveset ms;
    out[0] = '\0';
    if (test_parse_betza(betza, &ms) == 0)
        reach_set(&ms, radius, mode, out, len);
    moveset_free(&ms);
}

/* Checks the squares a piece moves to (and, for ordinary moves, captures
 * on: the same squares) on an empty board. */
#define CHECK_REACH(betza, radius, expected) do { \
    char got_[1024]; \
    reach(betza, radius, MODE_MOVE, got_, sizeof got_); \
    CHECK_STR(got_, expected); \
    reach(betza, radius, MODE_CAPTURE, got_, sizeof got_); \
    CHECK_STR(got_, expected); \
} while (0)

static size_t count_kind(const struct moveset *ms, enum move_kind kind)
{
    size_t n = 0;
    for (size_t i = 0; i < ms->n; i++)
        n += ms->v[i].kind == kind;
    return n;
}

/* Number of differences between two move tables, both canonicalized. */
static size_t betza_diffs(const char *a, const char *b)
{
    struct moveset ma, mb;
    size_t n = 99;
    if (test_parse_betza(a, &ma) == 0 && test_parse_betza(b, &mb) == 0) {
        n = moveset_compare(&ma, &mb, NULL, 0);
        moveset_free(&mb);
    }
    moveset_free(&ma);
    return n;
}

static int betza_error_column(const char *betza, char *msg, size_t len)
{
    struct moveset ms;
    struct betza_error err = {0, ""};
    moveset_init(&ms);
    int rc = betza_parse(betza, &ms, &err);
    moveset_free(&ms);
    snprintf(msg, len, "%s", rc ? err.message : "(no error)");
    return rc ? err.column : -99;
}

/* ---- Betza: hand-listed destination sets ---- */

void test_betza_chu_pieces(void)
{
    CHECK_REACH("FD", 2, "0,2 -1,1 1,1 -2,0 2,0 -1,-1 1,-1 0,-2");     /* Kirin */
    CHECK_REACH("WA", 2, "-2,2 2,2 0,1 -1,0 1,0 0,-1 -2,-2 2,-2");     /* Phoenix */
    CHECK_REACH("BNAD", 3,                                                /* Lion */
                "-3,3 3,3 -2,2 -1,2 0,2 1,2 2,2 -2,1 -1,1 1,1 2,1 -2,0 2,0 "
                "-2,-1 -1,-1 1,-1 2,-1 -2,-2 -1,-2 0,-2 1,-2 2,-2 -3,-3 3,-3");
    CHECK_REACH("vWfFfhNsDbDbA", 2,                                        /* Golden Bird */
                "-1,2 1,2 -2,1 -1,1 0,1 1,1 2,1 -2,0 2,0 0,-1 -2,-2 0,-2 2,-2");
    CHECK_REACH("fBbRfWbFbsN", 2,                                         /* Whale */
                "-2,2 2,2 -1,1 0,1 1,1 -2,-1 -1,-1 0,-1 1,-1 2,-1 0,-2");
    CHECK_REACH("FfWfAfDbbN", 2,                                          /* Heavenly Horse */
                "-2,2 0,2 2,2 -1,1 0,1 1,1 -1,-1 1,-1 -1,-2 1,-2");
    CHECK_REACH("sRvWsN", 2,                                              /* Free Tiger */
                "-2,1 0,1 2,1 -2,0 -1,0 1,0 2,0 -2,-1 0,-1 2,-1");
    CHECK_REACH("vRsWvN", 2,                                              /* Treacherous Fox */
                "-1,2 0,2 1,2 0,1 -1,0 1,0 0,-1 -1,-2 0,-2 1,-2");
    CHECK_REACH("ffN", 2, "-1,2 1,2");                                    /* Knight */
    CHECK_REACH("fAfD", 2, "-2,2 0,2 2,2");                               /* Flying Swallow */
    CHECK_REACH("fRfB", 2, "-2,2 0,2 2,2 -1,1 0,1 1,1");                  /* Prancing Stag */
    CHECK_REACH("ffrrN", 2, "-1,2 1,2 2,1 2,-1");
    CHECK_REACH("fsN", 2, "-2,1 2,1");
    CHECK_REACH("frN", 2, "2,1");   /* the forward member of the right pair */
    CHECK_REACH("rfN", 2, "1,2");   /* the right member of the forward pair */
    CHECK_REACH("fN", 2, "-1,2 1,2");
    CHECK_REACH("lN", 2, "-2,1 -2,-1");
    CHECK_REACH("lvN", 2, "-1,2 -1,-2");
    CHECK_REACH("fhN", 2, "-1,2 1,2 -2,1 2,1");
    CHECK_REACH("hrN", 2, "1,2 -2,1 2,-1 -1,-2");
    CHECK_REACH("flF", 1, "-1,1");
    CHECK_REACH("lF", 1, "-1,1 -1,-1");
    CHECK_REACH("fK", 1, "-1,1 0,1 1,1");
}

void test_betza_jungi_pieces(void)
{
    char got[1024];
    CHECK_REACH("RbB", 2,                                                 /* Lancer */
                "0,2 0,1 -2,0 -1,0 1,0 2,0 -1,-1 0,-1 1,-1 -2,-2 0,-2 2,-2");
    CHECK_REACH("KAbD", 2,                                                /* Lord */
                "-2,2 2,2 -1,1 0,1 1,1 -1,0 1,0 -1,-1 0,-1 1,-1 -2,-2 0,-2 2,-2");
    CHECK_REACH("KDbA", 2,                                                /* Commander */
                "0,2 -1,1 0,1 1,1 -2,0 -1,0 1,0 2,0 -1,-1 0,-1 1,-1 -2,-2 0,-2 2,-2");
    CHECK_REACH("fRbB", 2, "0,2 0,1 -1,-1 1,-1 -2,-2 2,-2");              /* Pikeman */

    /* Pawn: moves forward (twice on its first move), captures diagonally,
     * also en passant */
    const char *pawn = "fmWfceFifmnD";
    reach(pawn, 2, MODE_MOVE, got, sizeof got);
    CHECK_STR(got, "i0,2 0,1");
    reach(pawn, 2, MODE_CAPTURE, got, sizeof got);
    CHECK_STR(got, "-1,1 1,1");
    reach(pawn, 2, MODE_EP, got, sizeof got);
    CHECK_STR(got, "-1,1 1,1");
    struct moveset ms;
    if (test_parse_betza(pawn, &ms) == 0) {
        CHECK_INT(ms.n, 4);
        CHECK_INT(ms.v[0].kind, MOVE_LAME); /* (0,2): the top row comes first */
        CHECK_INT(ms.v[0].flags, MOVEFLAG_INITIAL);
        CHECK_INT(ms.v[0].mode, MODE_MOVE);
        CHECK_INT(ms.v[1].mode, MODE_CAPTURE | MODE_EP);
    }
    moveset_free(&ms);

    /* King and Queen: K with e.p., a first-move jump two forward */
    reach("KeKifD", 2, MODE_EP, got, sizeof got);
    CHECK_STR(got, "-1,1 0,1 1,1 -1,0 1,0 -1,-1 0,-1 1,-1");
    reach("KeKifD", 2, MODE_CAPTURE, got, sizeof got);
    CHECK_STR(got, "i0,2 -1,1 0,1 1,1 -1,0 1,0 -1,-1 0,-1 1,-1");
}

void test_betza_emperor(void)
{
    struct moveset ms;
    char got[1024];
    CHECK_REACH("KNADcaKcabK", 2,
                "-2,2 -1,2 0,2 1,2 2,2 -2,1 -1,1 0,1 1,1 2,1 -2,0 -1,0 1,0 2,0 "
                "-2,-1 -1,-1 0,-1 1,-1 2,-1 -2,-2 -1,-2 0,-2 1,-2 2,-2");
    if (test_parse_betza("KNADcaKcabK", &ms))
        return;
    CHECK_INT(count_kind(&ms, MOVE_LEAP), 24);
    CHECK_INT(count_kind(&ms, MOVE_TWO_LEG), 64);
    /* every two-leg move captures first; the igui ones end where they began */
    size_t in_place = 0, capture_first = 0;
    struct moveset from_front;
    moveset_init(&from_front);
    for (size_t i = 0; i < ms.n; i++) {
        const struct move *m = &ms.v[i];
        if (m->kind != MOVE_TWO_LEG)
            continue;
        in_place += m->dx == 0 && m->dy == 0;
        capture_first += m->via_mode == MODE_CAPTURE && m->mode == (MODE_MOVE | MODE_CAPTURE);
        if (m->via_dx == 0 && m->via_dy == 1) {
            struct move leap = {m->dx, m->dy, MOVE_LEAP, MODE_MOVE, 0, 0, 0, 0, 0};
            moveset_add(&from_front, &leap);
        }
    }
    CHECK_INT(in_place, 8);
    CHECK_INT(capture_first, 64);
    /* after capturing straight ahead: on in any king direction, or back */
    moveset_canonicalize(&from_front);
    reach_set(&from_front, 2, MODE_MOVE, got, sizeof got);
    CHECK_STR(got, "-1,2 0,2 1,2 -1,1 1,1 -1,0 1,0");
    CHECK_INT(from_front.n, 8); /* the eighth is (0,0), not a square to list */
    moveset_free(&from_front);
    moveset_free(&ms);
    /* cabK alone: the capture without moving */
    if (test_parse_betza("cabK", &ms) == 0) {
        CHECK_INT(ms.n, 8);
        for (size_t i = 0; i < ms.n; i++)
            CHECK(ms.v[i].dx == 0 && ms.v[i].dy == 0 && ms.v[i].via_mode == MODE_CAPTURE);
    }
    moveset_free(&ms);
    CHECK_INT(betza_diffs("caK", "cabK"), 8); /* caK never comes straight back */
}

void test_betza_xiangqi(void)
{
    struct moveset ms;
    char got[1024];
    CHECK_REACH("nN", 2, "-1,2 1,2 -2,1 2,1 -2,-1 2,-1 -1,-2 1,-2");   /* Horse */
    CHECK_REACH("nA", 2, "-2,2 2,2 -2,-2 2,-2");                        /* Elephant */
    CHECK_REACH("fW", 1, "0,1");                                         /* Soldier */
    CHECK_REACH("fsW", 1, "0,1 -1,0 1,0");
    CHECK_INT(betza_diffs("nN", "mafsW"), 0);
    CHECK_INT(betza_diffs("nA", "mafF"), 0);
    CHECK_INT(betza_diffs("nD", "mafW"), 0);
    CHECK_INT(betza_diffs("nN", "N"), 8); /* lame and free leaps differ */
    if (test_parse_betza("nN", &ms) == 0)
        CHECK_INT(count_kind(&ms, MOVE_LAME), 8);
    moveset_free(&ms);
    int path[2][2];
    CHECK_INT(move_lame_path(1, 2, path, 2), 1); /* the horse's leg */
    CHECK(path[0][0] == 0 && path[0][1] == 1);
    CHECK_INT(move_lame_path(-2, 1, path, 2), 1);
    CHECK(path[0][0] == -1 && path[0][1] == 0);
    CHECK_INT(move_lame_path(3, 1, path, 2), 2); /* the camel: two orthogonal steps */
    CHECK(path[0][0] == 1 && path[0][1] == 0 && path[1][0] == 2 && path[1][1] == 0);
    CHECK_INT(move_lame_path(-1, -3, path, 2), 2);
    CHECK(path[0][0] == 0 && path[0][1] == -1 && path[1][0] == 0 && path[1][1] == -2);
    CHECK_INT(move_lame_path(4, 1, path, 2), -1); /* farther oblique leaps have no path */

    /* Cannon: moves as a rook, captures only over a screen */
    reach("mRcpR", 2, MODE_MOVE, got, sizeof got);
    CHECK_STR(got, "0,2 0,1 -2,0 -1,0 1,0 2,0 0,-1 0,-2");
    reach("mRcpR", 2, MODE_CAPTURE, got, sizeof got);
    CHECK_STR(got, "");
    if (test_parse_betza("mRcpR", &ms) == 0) {
        CHECK_INT(ms.n, 8);
        for (size_t i = 0; i < ms.n; i++) {
            const struct move *m = &ms.v[i];
            CHECK(m->kind == MOVE_SLIDE ? m->mode == MODE_MOVE
                                        : m->kind == MOVE_HOP && m->mode == MODE_CAPTURE);
            CHECK_INT(m->range, 0);
        }
    }
    moveset_free(&ms);
}

void test_betza_multileg_and_ranges(void)
{
    struct moveset ms;
    char got[1024];
    /* lame three-leapers: straight on through two empty squares */
    reach("mafmafW", 3, MODE_MOVE, got, sizeof got);
    CHECK_STR(got, "0,3 -3,0 3,0 0,-3");
    if (test_parse_betza("mafmafF", &ms) == 0) {
        CHECK_INT(ms.n, 4);
        CHECK_INT(count_kind(&ms, MOVE_LAME), 4);
        CHECK(ms.v[0].dx == -3 && ms.v[0].dy == 3);
    }
    moveset_free(&ms);
    CHECK_INT(betza_diffs("W03", "mafmafW"), 0); /* exactly three steps */
    CHECK_INT(betza_diffs("W2", "WnD"), 0);       /* a short slide is step + lame leap */
    CHECK_INT(betza_diffs("R4", "W04WnDmafmafW"), 0);
    CHECK_INT(betza_diffs("W1", "W"), 0);
    CHECK_INT(betza_diffs("R", "W0"), 0);
    CHECK_INT(betza_diffs("B0", "B"), 0);
    CHECK_INT(betza_diffs("Q", "RB"), 0);
    CHECK_INT(betza_diffs("K", "WF"), 0);
    reach("N0", 4, MODE_MOVE, got, sizeof got); /* nightrider */
    CHECK_STR(got, "-2,4 2,4 -4,2 -1,2 1,2 4,2 -2,1 2,1 -2,-1 2,-1 -4,-2 -1,-2 1,-2 4,-2 "
                   "-2,-4 2,-4");
    reach("KNADmabK", 1, MODE_MOVE, got, sizeof got); /* the pass ends on the start */
    CHECK_STR(got, "-1,1 0,1 1,1 -1,0 1,0 -1,-1 0,-1 1,-1");
    CHECK_INT(betza_diffs("KNADcaKcabK", "KNADcaKcabKmabK"), 8);
}

void test_betza_canonical(void)
{
    struct moveset ms;
    CHECK_INT(betza_diffs("WR", "R"), 0);          /* step inside a slide */
    CHECK_INT(betza_diffs("mWcW", "W"), 0);        /* modes merge */
    CHECK_INT(betza_diffs("fmWfcW", "fW"), 0);
    CHECK_INT(betza_diffs("NnN", "N"), 0);         /* a leap implies the lame leap */
    CHECK_INT(betza_diffs("iWR", "R"), 0);         /* first-move step implied */
    CHECK_INT(betza_diffs("KeK", "K"), 8);         /* e.p. is not implied */
    CHECK_INT(betza_diffs("cWmR", "mR"), 4);       /* capture steps stay */
    CHECK_INT(betza_diffs("DW", "W"), 4);
    /* canonical order is deterministic whatever the input order */
    struct moveset a, b;
    if (test_parse_betza("bDfNWF", &a) == 0 && test_parse_betza("FWfNbD", &b) == 0) {
        CHECK_INT(a.n, b.n);
        CHECK(a.n == b.n && memcmp(a.v, b.v, a.n * sizeof *a.v) == 0);
        CHECK(a.v[0].dy == 2 && a.v[0].dx == -1); /* top row, leftmost first */
    }
    moveset_free(&a);
    moveset_free(&b);
    if (test_parse_betza("WR", &ms) == 0) {
        CHECK_INT(ms.n, 4);
        CHECK_INT(count_kind(&ms, MOVE_SLIDE), 4);
    }
    moveset_free(&ms);
    char buf[96];
    struct move lame = {1, 2, MOVE_LAME, MODE_MOVE | MODE_CAPTURE, 0, 0, 0, 0, 0};
    move_describe(&lame, buf, sizeof buf);
    CHECK_STR(buf, "lame leap (+1,+2)");
    struct move hop = {0, 1, MOVE_HOP, MODE_CAPTURE, 0, 0, 0, 0, 0};
    move_describe(&hop, buf, sizeof buf);
    CHECK_STR(buf, "hop-capture slide N");
    struct move pawn2 = {0, 2, MOVE_LAME, MODE_MOVE, MOVEFLAG_INITIAL, 0, 0, 0, 0};
    move_describe(&pawn2, buf, sizeof buf);
    CHECK_STR(buf, "first-move-only move-only lame leap (0,+2)");
    struct move igui = {0, 0, MOVE_TWO_LEG, MODE_MOVE | MODE_CAPTURE, 0, 0, 1, 1, MODE_CAPTURE};
    move_describe(&igui, buf, sizeof buf);
    CHECK_STR(buf, "capture at (+1,+1), then back to the start");
}

void test_betza_errors(void)
{
    char msg[160];
    CHECK_INT(betza_error_column("Y", msg, sizeof msg), 0);
    CHECK_STR(msg, "unknown atom 'Y'");
    CHECK_INT(betza_error_column("KfqW", msg, sizeof msg), 2);
    CHECK_STR(msg, "modifier 'q' (Betza 2.0 or circular and crooked riders) is not supported: "
                   "write each leg with 'a', or the leaps one by one");
    CHECK_INT(betza_error_column("W3", msg, sizeof msg), -99); /* fine */
    CHECK_INT(betza_error_column("Wf3", msg, sizeof msg), 2);
    CHECK_STR(msg, "range without atom");
    CHECK_INT(betza_error_column("", msg, sizeof msg), 0);
    CHECK_STR(msg, "empty move table");
    CHECK_INT(betza_error_column("   ", msg, sizeof msg), 0);
    CHECK_STR(msg, "empty move table");
    CHECK_INT(betza_error_column("KNADf", msg, sizeof msg), 5);
    CHECK_STR(msg, "modifiers without atom at the end");
    CHECK_INT(betza_error_column("WkF", msg, sizeof msg), 1);
    CHECK_STR(msg, "unknown modifier 'k'");
    CHECK_INT(betza_error_column("FjN", msg, sizeof msg), 1);
    CHECK_STR(msg, "modifier 'j' (must jump) is not supported: for a hop write p (pR), for a leap write the atom (D, not jD)");
    CHECK_INT(betza_error_column("gN", msg, sizeof msg), 1);
    CHECK_STR(msg, "'g' (grasshopper) needs an unlimited slider: write gQ, gR or gB (with directions, e.g. fgR)");
    CHECK_INT(betza_error_column("WnC", msg, sizeof msg), -99); /* the lame camel, as engines read it */
    CHECK_INT(betza_error_column("WvsN", msg, sizeof msg), 1);
    CHECK_STR(msg, "direction 'vs' is meaningless on atom 'N': write a pair (f, b, l, r), two "
                   "pairs (v, s), one side of them (fs, bs, lv, rv), a half (fh), or one move (fr, rf)");
    CHECK_INT(betza_error_column("hN", msg, sizeof msg), 0);
    CHECK(strncmp(msg, "direction 'h' is meaningless on atom 'N': write", 47) == 0);
    CHECK_INT(betza_error_column("NN3", msg, sizeof msg), 2);
    CHECK_STR(msg, "'NN' already rides without limit: write N3 for a range");
    CHECK_INT(betza_error_column("KK", msg, sizeof msg), 1);
    CHECK_STR(msg, "'KK' is not an atom: write Q (or K0)");
    CHECK_INT(betza_error_column("WfsK", msg, sizeof msg), 1);
    CHECK_STR(msg, "direction 'fs' on 'K' is read differently by different tools: spell the "
                   "orthogonal and diagonal moves apart, e.g. fsWfsF");
    CHECK_INT(betza_error_column("frQ", msg, sizeof msg), 0);
    CHECK_STR(msg, "direction 'fr' on 'Q' is read differently by different tools: spell the "
                   "orthogonal and diagonal moves apart, e.g. frRfrB");
    CHECK_INT(betza_error_column("KcahK", msg, sizeof msg), 3);
    CHECK_STR(msg, "direction 'h' is not supported in a later leg");
    CHECK_INT(betza_error_column("W123", msg, sizeof msg), 1);
    CHECK_STR(msg, "range has more than 2 digits");
    CHECK_INT(betza_error_column("KmafN", msg, sizeof msg), 4);
    CHECK_INT(betza_error_column("L", msg, sizeof msg), 0);
    CHECK_INT(betza_error_column("N03", msg, sizeof msg), 0);
    CHECK_INT(betza_error_column("pN", msg, sizeof msg), 1);
    CHECK_INT(betza_error_column("mafsafsW", msg, sizeof msg), 7); /* bent twice */
    CHECK_INT(betza_diffs("mafsafW", "nZ"), 0); /* the Janggi elephant */
    CHECK_INT(betza_diffs("nC", "mafmafsW"), 0); /* two orthogonal steps, then the diagonal */
    CHECK(betza_diffs("nC", "C") > 0);
    CHECK_INT(betza_error_column("W F", msg, sizeof msg), -99);    /* spaces between moves */
    CHECK_INT(betza_error_column("f W", msg, sizeof msg), 1);
    char big[300];
    memset(big, 'W', sizeof big - 1);
    big[sizeof big - 1] = '\0';
    CHECK_INT(betza_error_column(big, msg, sizeof msg), 256);
}

/* ---- diagrams ---- */

static int diagram_error_at(const char *text, int *line, int *column, char *msg, size_t len)
{
    struct diagram d;
    struct diagram_error err = {0, 0, ""};
    int rc = diagram_parse(text, &d, &err);
    if (rc == 0)
        diagram_free(&d);
    *line = err.line;
    *column = err.column;
    snprintf(msg, len, "%s", rc ? err.message : "(no error)");
    return rc;
}

#define CHECK_DIAGRAM_ERROR(text, eline, ecol) do { \
    int l_, c_; char m_[160]; \
    CHECK_INT(diagram_error_at(text, &l_, &c_, m_, sizeof m_), -1); \
    CHECK_INT(l_, eline); \
    CHECK_INT(c_, ecol); \
} while (0)

void test_diagram_errors(void)
{
    int line, col;
    char msg[160];
    CHECK_DIAGRAM_ERROR("\n  . . .\n  . @ q\n  . . .\n", 2, 2);   /* bad token */
    diagram_error_at(". . .\n. @ q\n. . .", &line, &col, msg, sizeof msg);
    CHECK_STR(msg, "token 'q': unknown token");
    CHECK_DIAGRAM_ERROR(". . .\n. @\n. . .", 1, -1);               /* short row */
    CHECK_DIAGRAM_ERROR(". . .\n. @ . .\n. . .", 1, 3);            /* long row */
    CHECK_DIAGRAM_ERROR(". . . .\n. . . .\n. . @ .\n. . . .", 3, -1); /* even size */
    CHECK_DIAGRAM_ERROR(". . .\n. @ .", 1, -1);                    /* not square */
    CHECK_DIAGRAM_ERROR(". . .\n. . .\n. . .", 1, 1);              /* no '@' */
    diagram_error_at(". . .\n. . .\n. . .", &line, &col, msg, sizeof msg);
    CHECK_STR(msg, "no '@' (the piece) in the centre");
    CHECK_DIAGRAM_ERROR(". @ .\n. @ .\n. . .", 0, 1);              /* '@' off centre */
    CHECK_DIAGRAM_ERROR(". . .\n. @ @\n. . .", 1, 2);              /* a second '@' */
    CHECK_DIAGRAM_ERROR(". . N . .\n. . . . .\n. . @ . .\n. . . . .\n. . . . .", 0, 2);
    CHECK_DIAGRAM_ERROR(". NE .\n. @ .\n. . .", 0, 1);             /* wrong way */
    diagram_error_at(". NE .\n. @ .\n. . .", &line, &col, msg, sizeof msg);
    CHECK_STR(msg, "token 'NE': this slide points the wrong way: a slide points away from "
                   "'@', here N");
    CHECK_DIAGRAM_ERROR(". \xE2\x86\x93 .\n. @ .\n. . .", 0, 1);   /* ↓ above the piece */
    CHECK_DIAGRAM_ERROR(". . o . .\n. . . . .\n. . @ . .\n. . . . .\n. . . . .", 0, 2);
    CHECK_DIAGRAM_ERROR(". * .\n. @ .\n. . .", 0, 1);              /* jump next to '@' */
    CHECK_DIAGRAM_ERROR(". ** .\n. @ .\n. . .", 0, 1);             /* rider next to '@' */
    CHECK_DIAGRAM_ERROR(". . . . .\n. . . . .\n. . @ . ***\n. . . . .\n. . . . .", 2, 4);
    CHECK_DIAGRAM_ERROR("o+o+o . .\n. @ .\n. . .", 0, 0);          /* three markings */
    CHECK_DIAGRAM_ERROR(". p .\n. @ .\n. . .", 0, 1);              /* hop without direction */
    CHECK_DIAGRAM_ERROR(". p . . .\n. . . . .\n. . @ . .\n. . . . .\n. . . . .", 0, 1);
                                                            /* a hop to a knight cell */
    CHECK_DIAGRAM_ERROR(". . av* . .\n. . . . .\n. . @ . .\n. . . . .\n. . . . .", 0, 2);
    CHECK_DIAGRAM_ERROR(". . avr . .\n. . . . .\n. . @ . .\n. . . . .\n. . . . .", 0, 2);
                                                            /* 'a' further out */
    CHECK_DIAGRAM_ERROR(". ra .\n. @ .\n. . .", 0, 1);            /* the pass is a suffix */
    CHECK_DIAGRAM_ERROR("", 0, -1);
    CHECK_DIAGRAM_ERROR(". . . . . . . . .\n. . . . . . . . .\n. . . . . . . . .\n"
                        ". . . . . . . . n\n. . . . @ . . . .\n. . . . . . . . .\n"
                        ". . . . . . . . .\n. . . . . . . . .\n. . . . . . . . .", 3, 8);
                        /* a lame (4,1) leap: no path */
    /* too large: 27 x 27 */
    char big[27 * 55 + 1], *p = big;
    for (int r = 0; r < 27; r++)
        for (int c = 0; c < 27; c++)
            *p++ = (r == 13 && c == 13) ? '@' : '.', *p++ = c == 26 ? '\n' : ' ';
    *p = '\0';
    CHECK_INT(diagram_error_at(big, &line, &col, msg, sizeof msg), -1);
    CHECK_INT(col, 25);
}

/* Compares a diagram with a move table; returns the number of differences
 * and stores the first few. */
static size_t diagram_vs_betza(const char *text, const char *betza, struct move_diff *diffs,
                               size_t max)
{
    struct diagram d;
    struct diagram_error err;
    struct moveset from_diagram, from_table;
    size_t n = 99;
    if (diagram_parse(text, &d, &err)) {
        fprintf(stderr, "  diagram line %d column %d: %s\n", err.line, err.column, err.message);
        CHECK(!"diagram parse failed");
        return n;
    }
    moveset_init(&from_diagram);
    diagram_moves(&d, &from_diagram);
    if (test_parse_betza(betza, &from_table) == 0) {
        moveset_canonicalize(&from_diagram);
        n = moveset_compare(&from_diagram, &from_table, diffs, max);
        moveset_free(&from_table);
    }
    moveset_free(&from_diagram);
    diagram_free(&d);
    return n;
}

static const char kirin[] =
    "  . . * . .\n"
    "  . o . o .\n"
    "  * . @ . *\n"
    "  . o . o .\n"
    "  . . * . .\n";

void test_diagram_matches_table(void)
{
    struct move_diff diffs[4];
    CHECK_INT(diagram_vs_betza(kirin, "FD", diffs, 4), 0);
    CHECK_INT(diagram_vs_betza(kirin, "DF", diffs, 4), 0);
    /* Xiangqi */
    CHECK_INT(diagram_vs_betza(". n . n .\nn . . . n\n. . @ . .\nn . . . n\n. n . n .", "nN",
                               diffs, 4), 0);
    CHECK_INT(diagram_vs_betza(". n . n .\nn . . . n\n. . @ . .\nn . . . n\n. n . n .",
                               "mafsW", diffs, 4), 0);
    CHECK_INT(diagram_vs_betza("n . . . n\n. . . . .\n. . @ . .\n. . . . .\nn . . . n", "nA",
                               diffs, 4), 0);
    CHECK_INT(diagram_vs_betza(". Nm+pNx .\nWm+pWx @ Em+pEx\n. Sm+pSx .", "mRcpR", diffs, 4), 0);
    CHECK_INT(diagram_vs_betza(". pNx+Nm .\npWx+Wm @ Em+pEx\n. Sm+pSx .", "mRcpR", diffs, 4), 0);
    CHECK_INT(diagram_vs_betza(". o .\no @ o\n. . .", "fsW", diffs, 4), 0);
    CHECK_INT(diagram_vs_betza(". \xE2\x86\x91 .\n\xE2\x86\x90 @ \xE2\x86\x92\n. \xE2\x86\x93 .",
                               "R", diffs, 4), 0);                       /* ↑ ← → ↓ */
    CHECK_INT(diagram_vs_betza("NW N NE\nW @ E\nSW S SE", "Q", diffs, 4), 0);
    /* Jungi */
    CHECK_INT(diagram_vs_betza(". . inm . .\n. xe m xe .\n. . @ . .\n. . . . .\n. . . . .",
                               "fmWfceFifmnD", diffs, 4), 0);            /* Pawn */
    CHECK_INT(diagram_vs_betza(". . i* . .\n. oe oe oe .\n. oe @ oe .\n. oe oe oe .\n. . . . .",
                               "KeKifD", diffs, 4), 0);                  /* King, Queen */
    CHECK_INT(diagram_vs_betza(". . i* . .\n. \xE2\x97\x8B\x65 oe oe .\n. oe @ oe .\n"
                               ". oe oe oe .\n. . . . .", "KeKifD", diffs, 4), 0); /* ○e */
    CHECK_INT(diagram_vs_betza("* * * * *\n* ae ae ae *\n* ae @ ae *\n* ae ae ae *\n* * * * *",
                               "KNADcaKcabKeK", diffs, 4), 0);           /* Emperor */
    CHECK_INT(diagram_vs_betza("* * * * *\n* a a a *\n* a @ a *\n* a a a *\n* * * * *",
                               "KNADcaKcabK", diffs, 4), 0);
    /* Chu Shogi: the Lion with its pass, the Horned Falcon, the Soaring Eagle */
    CHECK_INT(diagram_vs_betza("* * * * *\n* ar ar ar *\n* ar @ ar *\n* ar ar ar *\n* * * * *",
                               "KNADcaKcabKmabK", diffs, 4), 0);
    CHECK_INT(diagram_vs_betza("* * * * *\n* a a a *\n* a @ a *\n* a a a *\n* * * * *",
                               "KNADcaKcabKmabK", diffs, 4), 8); /* the pass not drawn */
    CHECK_INT(diagram_vs_betza(". . * . .\n. NW avr NE .\n. W @ E .\n. SW S SE .\n. . . . .",
                               "BsbRfWfDfcafWfcabWfmabW", diffs, 4), 0);
    CHECK_INT(diagram_vs_betza(". . * . .\n. NW av NE .\n. W @ E .\n. SW S SE .\n. . . . .",
                               "BsbRfWfDfcavW", diffs, 4), 0);
    CHECK_INT(diagram_vs_betza(". . * . .\n. NW a NE .\n. W @ E .\n. SW S SE .\n. . . . .",
                               "BsbRfWfDfcavW", diffs, 4), 1); /* 'a' says more than fcavW */
    CHECK_INT(diagram_vs_betza("* . . . *\n. avr N avr .\n. W @ E .\n. SW S SE .\n. . . . .",
                               "RbBfFfAfcavFfmabF", diffs, 4), 0);
    /* Cannon Shogi's ranged cannon: a hop to each landing; an unlimited hop covers them */
    CHECK_INT(diagram_vs_betza(". . p . .\n. NWm+pNW m NEm+pNE .\np m @ m p\n"
                               ". SWm+pSW m SEm+pSE .\n. . p . .", "mBpBmWpR2", diffs, 4), 0);
    CHECK_INT(diagram_vs_betza(". . . . .\n. . pN . .\n. . @ . .\n. . . . .\n. . . . .",
                               "fpRfpR2", diffs, 4), 0);
    CHECK_INT(diagram_vs_betza(". . p . .\n. . . . .\n. . @ . .\n. . . . .\n. . . . .",
                               "fpR3", diffs, 4), 1); /* the landing three out is missing */
    CHECK_INT(diagram_vs_betza(". . . . . . .\n. . . . . . .\n. . . . . . .\n. . . @ . . .\n"
                               ". . . . . . .\n. . . . . . .\n. . n . n . .", "bnC", diffs, 4), 0);
    CHECK_INT(diagram_vs_betza("NW N NE\nW @ E\nSW S SE", "RbB", diffs, 4), 2); /* Lancer */
    CHECK_INT(diagram_vs_betza(". . . . .\n. o o o .\n. o @ o .\n. o o o .\n. . . . .",
                               "KAbD", diffs, 4), 5);
    /* the rotation game: the Shield */
    CHECK_INT(diagram_vs_betza(". o .\no @ o\no . o", "fWsWbF", diffs, 4), 0);
    /* riders: '**' on the first leap's cell (NN = N0, DD, AA), the same
     * with the Unicode stars, and a '*' beside a rider adds nothing */
    static const char nightrider[] =
        ". ** . ** .\n** . . . **\n. . @ . .\n** . . . **\n. ** . ** .";
    CHECK_INT(diagram_vs_betza(nightrider, "NN", diffs, 4), 0);
    CHECK_INT(diagram_vs_betza(nightrider, "N0", diffs, 4), 0);
    CHECK_INT(diagram_vs_betza(". \xE2\x98\x86\xE2\x98\x86 . ** .\n** . . . **\n. . @ . .\n"
                               "** . . . **\n. ** . ** .", "NN", diffs, 4), 0);
    CHECK_INT(diagram_vs_betza(nightrider, "N", diffs, 4), 8);       /* a rider is no leap */
    CHECK_INT(diagram_vs_betza("**x . **m . **x\n. . . . .\n**m . @ . **m\n. . . . .\n"
                               "**x . **m . **x", "mDDcAA", diffs, 4), 0);
    CHECK_INT(diagram_vs_betza(". . i** . .\n. . o . .\n. o @ o .\n. . o . .\n. . . . .",
                               "WifDD", diffs, 4), 0);
    CHECK_INT(diagram_vs_betza(". . **+* . .\n. . . . .\n. . @ . .\n. . . . .\n. . . . .",
                               "fDD", diffs, 4), 0);
}

void test_diagram_differences(void)
{
    struct move_diff diffs[8];
    /* one cell changed: exactly one difference, naming that square */
    const char *one_off =
        ". . * . .\n"
        ". o . . .\n"
        "* . @ . *\n"
        ". o . o .\n"
        ". . * . .\n";
    CHECK_INT(diagram_vs_betza(one_off, "FD", diffs, 8), 1);
    CHECK_INT(diffs[0].dx, 1);
    CHECK_INT(diffs[0].dy, 1);
    CHECK_STR(diffs[0].left, "nothing");
    CHECK_STR(diffs[0].right, "step");
    /* a capture-only step where the table has a step */
    const char *capture =
        ". . * . .\n"
        ". o . x .\n"
        "* . @ . *\n"
        ". o . o .\n"
        ". . * . .\n";
    CHECK_INT(diagram_vs_betza(capture, "FD", diffs, 8), 1);
    CHECK_STR(diffs[0].left, "capture-only step");
    /* a jump drawn as a lame leap, and a missing slide: top row first
     * (next to a slide the lame leap adds nothing, the jump does) */
    CHECK_INT(diagram_vs_betza(". . n . .\n. . N . .\n. W @ E .\n. . S . .\n. . . . .", "RfD",
                               diffs, 8), 1);
    CHECK_STR(diffs[0].left, "nothing");
    CHECK_STR(diffs[0].right, "jump");
    CHECK_INT(diagram_vs_betza(". . n . .\n. . . . .\n. W @ E .\n. . S . .\n. . . . .", "RfD",
                               diffs, 8), 2);
    CHECK(diffs[0].dx == 0 && diffs[0].dy == 2);
    CHECK_STR(diffs[0].left, "lame leap");
    CHECK_STR(diffs[0].right, "jump");
    CHECK(diffs[1].dx == 0 && diffs[1].dy == 1);
    CHECK_STR(diffs[1].left, "nothing");
    CHECK_STR(diffs[1].right, "slide N");
    /* several squares: sorted top row first, then left to right */
    CHECK_INT(diagram_vs_betza(". . . . .\n. . . . .\n. . @ . .\n. . . . .\n. . . . .", "bWfhN",
                               diffs, 8), 5);
    CHECK(diffs[0].dx == -1 && diffs[0].dy == 2);
    CHECK(diffs[1].dx == 1 && diffs[1].dy == 2);
    CHECK(diffs[2].dx == -2 && diffs[2].dy == 1);
    CHECK(diffs[3].dx == 2 && diffs[3].dy == 1);
    CHECK(diffs[4].dx == 0 && diffs[4].dy == -1);
    /* Emperor without its igui: the diff is on the first-leg squares */
    CHECK_INT(diagram_vs_betza("* * * * *\n* a o o *\n* o @ o *\n* o o o *\n* * * * *",
                               "KNADcaKcabK", diffs, 8), 7);
    CHECK(diffs[0].dx == 0 && diffs[0].dy == 1);
    CHECK_STR(diffs[0].left, "step");
    CHECK_STR(diffs[0].right, "step + 8 two-leg moves via here");
    /* cannon drawn as a rook */
    CHECK_INT(diagram_vs_betza(". N .\nW @ E\n. S .", "mRcpR", diffs, 8), 4);
    CHECK_STR(diffs[0].left, "slide N");
    CHECK_STR(diffs[0].right, "move-only slide N + hop-capture slide N");
    /* max limits what is stored, not what is counted */
    CHECK_INT(diagram_vs_betza(". N .\nW @ E\n. S .", "mRcpR", diffs, 1), 4);
    /* a rider drawn as a jump, and a jump drawn as a rider */
    CHECK_INT(diagram_vs_betza(". . * . .\n. . . . .\n. . @ . .\n. . . . .\n. . . . .", "fDD",
                               diffs, 8), 1);
    CHECK_STR(diffs[0].left, "jump");
    CHECK_STR(diffs[0].right, "ride (0,+2)");
    CHECK_INT(diagram_vs_betza(". . ** . .\n. . . . .\n. . @ . .\n. . . . .\n. . . . .", "fD",
                               diffs, 8), 1);
    CHECK_STR(diffs[0].left, "ride (0,+2)");
    CHECK_STR(diffs[0].right, "jump");
}

/* The pieces of the five games, and a few more shapes. */
static const char *const round_trip_pieces[] = {
    "K", "Q", "R", "B", "N", "FD", "WA", "BNAD", "WfF", "FfW", "vWfF", "fBbFsfW", "vRfFsW",
    "sRfFbW", "FfsW", "fRfB", "fAfD", "ffN", "fR", "fB", "fW", "vWfFfhNsDbDbA", "BvR", "BW",
    "sRvWsN", "RF", "vRsWvN", "vRfBsWbF", "fBbRfWbFbsN", "BsR", "FfWfAfDbbN",
    "nN", "nA", "mRcpR", "fsW", "W", "F", "mafsW", "mafF",
    "fmWfceFifmnD", "N", "WA", "WmafF", "WD", "WmafW", "fRbB", "KeKifD", "KeKifmnD", "KN",
    "KnN", "KAH", "KmafFmafmafW", "KDG", "KmafWmafmafF", "RbB", "KB", "KR", "KAbD",
    "KmafFbmafW", "KDbA", "KmafWbmafF", "QeK", "KNADcaKcabKeK", "KNADcaKcabK",
    "fWfF", "fRbW", "fBbW", "fWsWbF", "W2", "NN", "DD", "AA", "mNNcA", "ffNNbN", "WifDD",
    "KNADcaKcabKmabK" /* Chu Shogi Lion: ar */, "BsbRfWfDfcavWfmabW" /* Horned Falcon: avr */,
    "RbBfFfAfcavF" /* Soaring Eagle without its pass: av */, "mBpBmWpR2" /* ranged hop: p */,
    "pR3", "nC", "fmabW" /* the pass alone has no token: must differ */,
    "fcafmF" /* not drawable: must differ */,
};

void test_diagram_round_trip(void)
{
    for (size_t i = 0; i < sizeof round_trip_pieces / sizeof round_trip_pieces[0]; i++) {
        const char *betza = round_trip_pieces[i];
        struct moveset table, back;
        struct diagram d, reread;
        struct diagram_error err;
        int drawable = strcmp(betza, "fcafmF") != 0 && strcmp(betza, "fmabW") != 0;
        if (test_parse_betza(betza, &table))
            continue;
        moveset_init(&back);
        diagram_from_moves(&table, DIAGRAM_MAX_SIZE, &d);
        diagram_moves(&d, &back);
        moveset_canonicalize(&back);
        size_t n = moveset_compare(&back, &table, NULL, 0);
        if (drawable != (n == 0))
            fprintf(stderr, "  round trip of '%s': %zu differences\n", betza, n);
        CHECK(drawable == (n == 0));
        /* and through the text */
        char *text = diagram_to_text(&d);
        CHECK(text != NULL);
        if (text && diagram_parse(text, &reread, &err) == 0) {
            CHECK_INT(reread.size, d.size);
            CHECK(memcmp(reread.cells, d.cells, (size_t)d.size * d.size * sizeof *d.cells) == 0);
            diagram_free(&reread);
        } else if (text) {
            fprintf(stderr, "  '%s' printed as\n%s  line %d column %d: %s\n", betza, text,
                    err.line, err.column, err.message);
            CHECK(!"printed diagram does not parse");
        }
        free(text);
        diagram_free(&d);
        moveset_free(&back);
        moveset_free(&table);
    }
}

static void check_text(const char *betza, int max_size, const char *expected)
{
    struct moveset ms;
    struct diagram d;
    if (test_parse_betza(betza, &ms))
        return;
    diagram_from_moves(&ms, max_size, &d);
    char *text = diagram_to_text(&d);
    CHECK_STR(text, expected);
    free(text);
    diagram_free(&d);
    moveset_free(&ms);
}

void test_diagram_text(void)
{
    check_text("FD", 25, ". . * . .\n. o . o .\n* . @ . *\n. o . o .\n. . * . .\n");
    check_text("mRcpR", 25, ".      Nm+pNx .\nWm+pWx @      Em+pEx\n.      Sm+pSx .\n");
    check_text("fmWfceFifmnD", 25,
               ". .  inm .  .\n. xe m   xe .\n. .  @   .  .\n. .  .   .  .\n. .  .   .  .\n");
    check_text("QeK", 25, "NW+e N+e NE+e\nW+e  @   E+e\nSW+e S+e SE+e\n");
    check_text("K", 25, "o o o\no @ o\no o o\n");
    check_text("fW", 25, ". o .\n. @ .\n. . .\n");
    check_text("ifW", 25, ". i .\n. @ .\n. . .\n");
    check_text("eW", 25, ". e .\ne @ e\n. e .\n");
    check_text("NN", 25, ".  ** . ** .\n** .  . .  **\n.  .  @ .  .\n** .  . .  **\n.  ** . ** .\n");
    check_text("fDDcbA", 25, ".  . ** . .\n.  . .  . .\n.  . @  . .\n.  . .  . .\n"
                             "*x . .  . *x\n");
    check_text("fWfDfcavWfmabW", 25,
               ". . *   . .\n. . avr . .\n. . @   . .\n. . .   . .\n. . .   . .\n");
    check_text("fFfcavF", 25, "av . av\n.  @ .\n.  . .\n");
    check_text("KcaKcabKmabK", 25, "ar ar ar\nar @  ar\nar ar ar\n");
    check_text("vpR3", 25, ". . . p . . .\n. . . p . . .\n. . . . . . .\n. . . @ . . .\n"
                           ". . . . . . .\n. . . p . . .\n. . . p . . .\n");
    check_text("H", 5, ". . . . .\n. . . . .\n. . @ . .\n. . . . .\n. . . . .\n"); /* cut */
    check_text("H", 7, ". . . * . . .\n. . . . . . .\n. . . . . . .\n* . . @ . . *\n"
                       ". . . . . . .\n. . . . . . .\n. . . * . . .\n");
    /* every token the language has parses */
    struct diagram d;
    struct diagram_error err;
    const char *all =
        "i*x  .   inm  .  ipNWm\n"
        ". \xE2\x86\x96x am \xE2\x96\xA1 .\n"
        "*me  \xE2\x96\xB3\x65 @ ixe nx\n"
        ". ime ie a+o .\n"
        "\xE2\x98\x86 . \xE2\x97\x8E . n";
    CHECK_INT(diagram_parse(all, &d, &err), -1); /* ipNWm is not next to '@' */
    CHECK_INT(err.line, 0);
    CHECK_INT(err.column, 4);
    const char *all_ok =
        "i*x  .   inm  .  n\n"
        ". \xE2\x86\x96x am \xE2\x96\xA1 .\n"
        "*me  \xE2\x96\xB3\x65 @ ipEm nx\n"
        ". ime \xE2\x97\x8Ex a+ie .\n"
        "\xE2\x98\x86 . * . n";
    if (diagram_parse(all_ok, &d, &err) == 0) {
        char *text = diagram_to_text(&d);
        CHECK_STR(text, "i*x .   inm .    n\n"
                        ".   NWx am  m    .\n"
                        "*me xe  @   ipEm nx\n"
                        ".   ime ax  a+ie .\n"
                        "*   .   *   .    n\n");
        free(text);
        diagram_free(&d);
    } else {
        fprintf(stderr, "  line %d column %d: %s\n", err.line, err.column, err.message);
        CHECK(!"all tokens should parse");
    }
}
