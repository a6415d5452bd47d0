/* test_rotation.c: quarter turns of movesets and diagrams (rotate.c), and
 * the rotation game's tiles proved against their move tables in every
 * orientation they may take. */
#include "notation/notation.h"
#include "load/load.h"
#include "test.h"
#include "rules/rules.h"

#include <stdlib.h>


static size_t differences(const struct moveset *a, const struct moveset *b)
{
    struct move_diff d[8];
    return moveset_compare(a, b, d, 8);
}

static const struct move *find(const struct moveset *ms, enum move_kind kind, int dx, int dy)
{
    for (size_t i = 0; i < ms->n; i++)
        if (ms->v[i].kind == kind && ms->v[i].dx == dx && ms->v[i].dy == dy)
            return &ms->v[i];
    return NULL;
}

/* Four quarter turns give the set back, two give the half turn, and a turn
 * one way undone the other way is the identity; for tables of every kind of
 * move the engine knows. */
void test_rotation_identity(void)
{
    static const char *tables[] = {
        "fRbW", "fBbW", "fWsWbF", "fWfF", "K", "RF", "BW", "N", "ffN", "mRcpR", "nN",
        "fmWfceFifmnD", "KcaKcabK", "R4", "fsRbB", "lWrF",
    };
    for (size_t t = 0; t < sizeof tables / sizeof tables[0]; t++) {
        struct moveset ms, turned, back, half1, half2;
        if (test_parse_betza(tables[t], &ms))
            continue;
        moveset_init(&turned);
        moveset_init(&back);
        moveset_init(&half1);
        moveset_init(&half2);
        /* one turn at a time, four times */
        struct moveset cur;
        moveset_init(&cur);
        moveset_rotate90(&ms, 0, &cur);
        for (int k = 0; k < 4; k++) {
            struct moveset next;
            moveset_init(&next);
            moveset_rotate90(&cur, 1, &next);
            /* a turn keeps the number of moves */
            CHECK(ms.n == next.n);
            moveset_free(&cur);
            cur = next;
        }
        CHECK_INT(differences(&cur, &ms), 0);
        moveset_rotate90(&ms, 4, &turned);
        CHECK_INT(differences(&turned, &ms), 0);
        moveset_free(&turned);
        moveset_init(&turned);
        moveset_rotate90(&ms, 1, &turned);
        moveset_rotate90(&turned, -1, &back);
        CHECK_INT(differences(&back, &ms), 0);
        moveset_rotate90(&turned, 1, &half1);
        moveset_rotate90(&ms, 2, &half2);
        CHECK_INT(differences(&half1, &half2), 0);
        moveset_free(&cur);
        moveset_free(&ms);
        moveset_free(&turned);
        moveset_free(&back);
        moveset_free(&half1);
        moveset_free(&half2);
    }
    /* vectors */
    int dx = 1, dy = 2;
    move_vector_rotate90(&dx, &dy, 1);
    CHECK_INT(dx, 2);
    CHECK_INT(dy, -1);
    move_vector_rotate90(&dx, &dy, 3);
    CHECK_INT(dx, 1);
    CHECK_INT(dy, 2);
    move_vector_rotate90(&dx, &dy, -2);
    CHECK_INT(dx, -1);
    CHECK_INT(dy, -2);
}

/* The Spear, fRbW, turned by hand: a quarter turn clockwise sends forward
 * to the right, so it slides right and steps left (rRlW); a half turn,
 * slides back and steps forward (bRfW); three quarters, slides left and
 * steps right (lRrW). */
void test_rotation_hand_checked(void)
{
    struct moveset spear, t1, t2, t3, want;
    if (test_parse_betza("fRbW", &spear))
        return;
    moveset_init(&t1);
    moveset_init(&t2);
    moveset_init(&t3);
    moveset_rotate90(&spear, 1, &t1);
    moveset_rotate90(&spear, 2, &t2);
    moveset_rotate90(&spear, 3, &t3);
    /* the vectors themselves */
    CHECK_INT(t1.n, 2);
    const struct move *slide = find(&t1, MOVE_SLIDE, 1, 0);
    const struct move *step = find(&t1, MOVE_LEAP, -1, 0);
    CHECK(slide != NULL);
    CHECK(step != NULL);
    CHECK(slide && slide->range == 0 && slide->mode == (MODE_MOVE | MODE_CAPTURE));
    CHECK(step && step->mode == (MODE_MOVE | MODE_CAPTURE));
    CHECK(find(&t1, MOVE_SLIDE, 0, 1) == NULL);
    CHECK(find(&t2, MOVE_SLIDE, 0, -1) != NULL && find(&t2, MOVE_LEAP, 0, 1) != NULL);
    CHECK(find(&t3, MOVE_SLIDE, -1, 0) != NULL && find(&t3, MOVE_LEAP, 1, 0) != NULL);
    /* and against the tables written out */
    if (test_parse_betza("rRlW", &want) == 0) {
        CHECK_INT(differences(&t1, &want), 0);
        moveset_free(&want);
    }
    if (test_parse_betza("bRfW", &want) == 0) {
        CHECK_INT(differences(&t2, &want), 0);
        moveset_free(&want);
    }
    if (test_parse_betza("lRrW", &want) == 0) {
        CHECK_INT(differences(&t3, &want), 0);
        moveset_free(&want);
    }
    /* a two-leg move turns both legs; a hop keeps its kind */
    struct moveset two, two1;
    if (test_parse_betza("fcafW", &two) == 0) {
        moveset_init(&two1);
        moveset_rotate90(&two, 1, &two1);
        CHECK_INT(two1.n, 1);
        if (two1.n == 1) {
            CHECK_INT(two1.v[0].kind, MOVE_TWO_LEG);
            CHECK_INT(two1.v[0].via_dx, 1);
            CHECK_INT(two1.v[0].via_dy, 0);
            CHECK_INT(two1.v[0].dx, 2);
            CHECK_INT(two1.v[0].dy, 0);
        }
        moveset_free(&two1);
        moveset_free(&two);
    }
    /* the diagram: the Spear's grid turned a quarter shows the slide on
       the right and the step on the left */
    struct diagram d, r;
    struct diagram_error err;
    CHECK_INT(diagram_parse(". N .\n. @ .\n. o .\n", &d, &err), 0);
    if (d.cells) {
        diagram_rotate90(&d, 1, &r);
        CHECK_INT(r.size, 3);
        if (r.cells) {
            CHECK_INT(r.cells[1 * 3 + 2].shape, CELL_SLIDE); /* middle row, right */
            CHECK_INT(r.cells[1 * 3 + 0].shape, CELL_STEP);  /* middle row, left */
            CHECK_INT(r.cells[1 * 3 + 1].shape, CELL_SELF);
            CHECK_INT(r.cells[0 * 3 + 1].shape, CELL_EMPTY);
            char *text = diagram_to_text(&r);
            CHECK_STR(text, ". . .\no @ E\n. . .\n");
            free(text);
        }
        diagram_free(&r);
        diagram_free(&d);
    }
    moveset_free(&spear);
    moveset_free(&t1);
    moveset_free(&t2);
    moveset_free(&t3);
}

/* Every tile of the rotation game that turns, in all four orientations:
 * its grid turned must equal its move table turned, both through the
 * moveset comparison and cell by cell against the diagram the turned table
 * implies. Pieces that never turn are only proved unturned. */
void test_rotation_game_tiles(void)
{
    struct variant v;
    FILE *sink = fopen("/dev/null", "w");
    struct report r = {.file = "piecedefs/rotation.xml", .out = sink};
    CHECK_INT(piecedef_load("piecedefs/rotation.xml", &v, &r), 0);
    CHECK_INT(validate_variant(&v, &r), 0);
    CHECK_INT(r.errors, 0);
    CHECK_INT(r.warnings, 0);
    int turning = 0, fixed = 0, proved = 0;
    for (int i = 0; i < v.npieces; i++) {
        const struct piece *p = &v.pieces[i];
        CHECK_INT(piece_orientations(p), p->rotates ? 4 : 1);
        turning += p->rotates;
        fixed += !p->rotates;
        struct moveset table;
        moveset_init(&table);
        CHECK_INT(rules_piece_moves(p, NULL, &table, NULL), 0);
        CHECK(p->ndiagrams == 1);
        const struct diagram *grid = &p->diagrams[0].grid;
        CHECK_INT(grid->size, 3);
        for (int q = 0; q < piece_orientations(p); q++) {
            struct move_diff diffs[8];
            size_t n = diagram_orientation_compare(grid, &table, q, diffs, 8);
            if (n != 0)
                fprintf(stderr, "  %s turned %s: %zu squares differ\n", p->id,
                        move_orientation_name(q), n);
            CHECK_INT(n, 0);
            /* cell by cell: the turned grid against the turned table drawn */
            struct moveset turned;
            struct diagram want, got;
            moveset_init(&turned);
            moveset_rotate90(&table, q, &turned);
            diagram_from_moves(&turned, 3, &want);
            diagram_rotate90(grid, q, &got);
            CHECK_INT(want.size, got.size);
            int same = want.size == got.size && want.cells && got.cells;
            for (int c = 0; same && c < got.size * got.size; c++)
                same = want.cells[c].shape == got.cells[c].shape &&
                       want.cells[c].mode == got.cells[c].mode &&
                       want.cells[c].shape2 == got.cells[c].shape2;
            CHECK(same);
            proved += same && n == 0;
            diagram_free(&want);
            diagram_free(&got);
            moveset_free(&turned);
        }
        moveset_free(&table);
    }
    CHECK_INT(turning, 4); /* Spear, Archer, Shield, Soldier */
    CHECK_INT(fixed, 3);   /* Emperor, Dragon, Phoenix */
    CHECK_INT(proved, 4 * 4 + 3);
    /* the Dragon and Phoenix start in hand, and count as set up */
    CHECK_INT(v.nstart_hand, 4);
    variant_free(&v);
    if (sink)
        fclose(sink);
}

/* A grid drawn wrong fails: a Spear drawn with a single step forward
 * instead of the slide differs in every orientation, each time on the
 * square the forward edge has turned to. A Bow with its back step drawn
 * off to one side differs too. */
void test_rotation_wrong_grid(void)
{
    struct moveset spear, bow;
    struct diagram wrong, crooked;
    struct diagram_error err;
    if (test_parse_betza("fRbW", &spear) || test_parse_betza("fBbW", &bow))
        return;
    CHECK_INT(diagram_parse(". o .\n. @ .\n. o .\n", &wrong, &err), 0);
    CHECK_INT(diagram_parse("NW . NE\n. @ .\no . .\n", &crooked, &err), 0);
    static const int at[4][2] = {{0, 1}, {1, 0}, {0, -1}, {-1, 0}};
    for (int q = 0; q < 4; q++) {
        struct move_diff d[4];
        size_t n = diagram_orientation_compare(&wrong, &spear, q, d, 4);
        CHECK_INT(n, 1);
        if (n >= 1) {
            CHECK_INT(d[0].dx, at[q][0]);
            CHECK_INT(d[0].dy, at[q][1]);
            CHECK_STR(d[0].left, "step");
        }
        CHECK(diagram_orientation_compare(&crooked, &bow, q, d, 4) == 2);
    }
    /* the right grids pass */
    struct diagram right;
    CHECK_INT(diagram_parse(". N .\n. @ .\n. o .\n", &right, &err), 0);
    for (int q = 0; q < 4; q++)
        CHECK_INT(diagram_orientation_compare(&right, &spear, q, NULL, 0), 0);
    /* a right grid turned against an unturned table fails: the check
       really turns both sides */
    struct diagram turned;
    struct moveset drawn;
    moveset_init(&drawn);
    diagram_rotate90(&right, 1, &turned);
    diagram_moves(&turned, &drawn);
    moveset_canonicalize(&drawn);
    CHECK(differences(&drawn, &spear) > 0);
    moveset_free(&drawn);
    diagram_free(&turned);
    diagram_free(&right);
    diagram_free(&wrong);
    diagram_free(&crooked);
    moveset_free(&spear);
    moveset_free(&bow);
}
