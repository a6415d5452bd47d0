/* test_validate.c: the rules validator on the shipped definitions. Every
 * shipped set validates clean; every single-cell change to any drawn diagram
 * is caught and reported on that piece and square; the Xiangqi setup lands
 * on the right points; dead ranks of hand-made move tables. */
#define _POSIX_C_SOURCE 200809L
#include "notation/notation.h"
#include "model/model.h"
#include "load/load.h"
#include "base/base.h"
#include "test.h"
#include "rules/rules.h"

#include <glob.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The shipped definitions, found at run time so new sets are covered. */
static int shipped(glob_t *g)
{
    int rc = glob("piecedefs/*.xml", 0, NULL, g);
    if (rc != 0 || g->gl_pathc == 0) {
        CHECK(!"no piecedefs/*.xml found (run from the repository root)");
        return -1;
    }
    return 0;
}

/* Loads a definition with messages captured in *msgs (caller frees). */
static int load(const char *path, struct variant *v, char **msgs)
{
    size_t len;
    FILE *f = open_memstream(msgs, &len);
    struct report r = {.file = path, .out = f};
    int rc = piecedef_load(path, v, &r);
    fclose(f);
    return rc == 0 && r.errors == 0 && r.warnings == 0 ? 0 : -1;
}

/* Runs the validator with its messages captured; returns the error count. */
static int validate_captured(const struct variant *v, char **msgs, int *warnings)
{
    size_t len;
    FILE *f = open_memstream(msgs, &len);
    struct report r = {.file = v->file, .out = f};
    validate_variant(v, &r);
    fclose(f);
    if (warnings)
        *warnings = r.warnings;
    return r.errors;
}

void test_validate_shipped_clean(void)
{
    glob_t g;
    if (shipped(&g))
        return;
    for (size_t i = 0; i < g.gl_pathc; i++) {
        struct variant v;
        char *msgs = NULL;
        int loaded = load(g.gl_pathv[i], &v, &msgs);
        if (loaded != 0)
            fprintf(stderr, "  %s: load:\n%s", g.gl_pathv[i], msgs ? msgs : "");
        CHECK(loaded == 0);
        free(msgs);
        msgs = NULL;
        if (loaded == 0) {
            int warnings = 0;
            int errors = validate_captured(&v, &msgs, &warnings);
            if (errors || warnings)
                fprintf(stderr, "  %s:\n%s", g.gl_pathv[i], msgs ? msgs : "");
            CHECK_INT(errors, 0);
            CHECK_INT(warnings, 0);
            free(msgs);
        }
        variant_free(&v);
    }
    globfree(&g);
}

/* Does some error line name this piece and this diagram square? */
static int names_square(const char *msgs, const char *piece, int dx, int dy)
{
    char who[128], sq[32];
    snprintf(who, sizeof who, "piece '%s'", piece);
    snprintf(sq, sizeof sq, "(%+d,%+d)", dx, dy);
    for (const char *line = msgs; line && *line;) {
        const char *end = strchr(line, '\n');
        size_t n = end ? (size_t)(end - line) : strlen(line);
        char buf[1024];
        snprintf(buf, sizeof buf, "%.*s", (int)(n < sizeof buf ? n : sizeof buf - 1), line);
        if (strstr(buf, ": error: ") && strstr(buf, who) && strstr(buf, sq))
            return 1;
        line = end ? end + 1 : NULL;
    }
    return 0;
}

/* The mutation test: each cell of each diagram of each shipped piece,
 * changed alone (an empty cell gains a step or, further out, a jump; a
 * marked cell is emptied), must make the validator report that piece and
 * that square. */
void test_validate_diagram_mutations(void)
{
    glob_t g;
    if (shipped(&g))
        return;
    long checked = 0, missed = 0;
    for (size_t f = 0; f < g.gl_pathc; f++) {
        struct variant v;
        char *msgs = NULL;
        int loaded = load(g.gl_pathv[f], &v, &msgs);
        free(msgs);
        CHECK(loaded == 0);
        for (int pi = 0; loaded == 0 && pi < v.npieces; pi++) {
            struct piece *p = &v.pieces[pi];
            for (int di = 0; di < p->ndiagrams; di++) {
                struct diagram *d = &p->diagrams[di].grid;
                int half = d->size / 2;
                for (int row = 0; row < d->size; row++)
                    for (int col = 0; col < d->size; col++) {
                        int dx = col - half, dy = half - row;
                        struct diagram_cell *c = &d->cells[row * d->size + col];
                        if (c->shape == CELL_SELF)
                            continue;
                        struct diagram_cell saved = *c, changed;
                        memset(&changed, 0, sizeof changed);
                        changed.shape = CELL_EMPTY;
                        changed.shape2 = CELL_EMPTY;
                        if (saved.shape == CELL_EMPTY && saved.shape2 == CELL_EMPTY) {
                            int far = abs(dx) > 1 || abs(dy) > 1;
                            changed.shape = far ? CELL_JUMP : CELL_STEP;
                            changed.mode = MODE_MOVE | MODE_CAPTURE;
                        }
                        *c = changed;
                        msgs = NULL;
                        int errors = validate_captured(&v, &msgs, NULL);
                        int named = errors > 0 && names_square(msgs, p->id, dx, dy);
                        if (!named && missed++ < 10)
                            fprintf(stderr, "  %s: piece '%s' diagram %d: changing square (%+d,%+d) "
                                    "is not reported (%d errors)\n%s",
                                    g.gl_pathv[f], p->id, di, dx, dy, errors, msgs ? msgs : "");
                        CHECK(named);
                        free(msgs);
                        *c = saved;
                        checked++;
                    }
            }
        }
        variant_free(&v);
    }
    globfree(&g);
    fprintf(stderr, "note: %ld single-cell diagram mutations checked, %ld missed\n", checked, missed);
    CHECK(checked > 0);
}

/* Is `piece` of `side` on the named square in the setup? */
static int placed(const struct variant *v, const char *piece, int side, const char *square)
{
    int pi = variant_find_piece(v, piece);
    for (int i = 0; pi >= 0 && i < v->nsetup; i++) {
        char sq[32];
        variant_square_name(v, v->setup[i].x, v->setup[i].y, sq, sizeof sq);
        if (v->setup[i].piece == pi && v->setup[i].side == side && !strcmp(sq, square))
            return 1;
    }
    return 0;
}

void test_validate_xiangqi_setup(void)
{
    static const struct { const char *piece, *first, *second; } want[] = {
        {"general", "e1", "e10"},
        {"advisor", "d1 f1", "d10 f10"},
        {"elephant", "c1 g1", "c10 g10"},
        {"horse", "b1 h1", "b10 h10"},
        {"chariot", "a1 i1", "a10 i10"},
        {"cannon", "b3 h3", "b8 h8"},
        {"soldier", "a4 c4 e4 g4 i4", "a7 c7 e7 g7 i7"},
    };
    struct variant v;
    char *msgs = NULL;
    int loaded = load("piecedefs/xiangqi.xml", &v, &msgs);
    free(msgs);
    CHECK(loaded == 0);
    if (loaded == 0) {
        CHECK_INT(v.npieces, 7);
        CHECK_INT(v.nsetup, 32);
        int per_side[2] = {0, 0};
        for (int i = 0; i < v.nsetup; i++)
            if (v.setup[i].side == SIDE_FIRST || v.setup[i].side == SIDE_SECOND)
                per_side[v.setup[i].side]++;
        CHECK_INT(per_side[SIDE_FIRST], 16);
        CHECK_INT(per_side[SIDE_SECOND], 16);
        for (size_t k = 0; k < sizeof want / sizeof want[0]; k++)
            for (int side = 0; side < 2; side++) {
                const char *list = side ? want[k].second : want[k].first;
                char buf[64];
                snprintf(buf, sizeof buf, "%s", list);
                for (char *save, *sq = strtok_r(buf, " ", &save); sq; sq = strtok_r(NULL, " ", &save)) {
                    int ok = placed(&v, want[k].piece, side, sq);
                    if (!ok)
                        fprintf(stderr, "  xiangqi: no %s %s on %s\n", side ? "second" : "first",
                                want[k].piece, sq);
                    CHECK(ok);
                }
            }
    }
    variant_free(&v);
}

static int dead_of(const char *betza, int files, int ranks, int *gaps)
{
    struct variant v;
    memset(&v, 0, sizeof v);
    v.board.files = files;
    v.board.ranks = ranks;
    struct moveset ms;
    struct betza_error err;
    moveset_init(&ms);
    int rc = betza_parse(betza, &ms, &err);
    CHECK_INT(rc, 0);
    moveset_canonicalize(&ms);
    int dead = rules_dead_ranks(&v, &ms, gaps);
    moveset_free(&ms);
    return dead;
}

void test_validate_dead_ranks(void)
{
    static const struct { const char *betza; int dead, gaps; } cases[] = {
        {"ffN", 2, 0},   /* shogi knight */
        {"fW", 1, 0},    /* pawn */
        {"fR", 1, 0},    /* lance */
        {"K", 0, 0},
        {"fD", 2, 0},    /* jumps two forward */
        {"fmWfcF", 1, 0},
        {"ifmnD", 9, 0}, /* a first move only never saves a piece */
        {"mRcpR", 0, 0}, /* the sliding part moves */
        {"cpR", 0, 0},   /* a hop moves wherever the board has room for a screen */
        {"pR", 0, 0},    /* the Janggi cannon: it only ever hops */
        {"fpR", 2, 0},   /* screen and landing ahead: none from the last two ranks */
        {"fgR", 2, 0},   /* a grasshopper likewise */
        {"gQ", 0, 0},
        {"bW", 0, 1},    /* stuck on its own first rank, not at the far end */
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        int gaps = -1;
        int dead = dead_of(cases[i].betza, 9, 9, &gaps);
        if (dead != cases[i].dead || gaps != cases[i].gaps)
            fprintf(stderr, "  rules_dead_ranks(%s) = %d gaps %d\n", cases[i].betza, dead, gaps);
        CHECK_INT(dead, cases[i].dead);
        CHECK_INT(gaps, cases[i].gaps);
    }
    /* a knight on a board two ranks deep cannot move at all */
    int gaps;
    CHECK_INT(dead_of("ffN", 5, 2, &gaps), 2);
}

/* Every error of a file is reported in one run: three independent defects
 * made in memory on the xiangqi model give (at least) three errors, each
 * naming its own piece. */
void test_validate_all_errors(void)
{
    struct variant v;
    char *msgs = NULL;
    int loaded = load("piecedefs/xiangqi.xml", &v, &msgs);
    free(msgs);
    CHECK(loaded == 0);
    if (loaded != 0) {
        variant_free(&v);
        return;
    }
    int h = variant_find_piece(&v, "horse"), a = variant_find_piece(&v, "advisor"),
        c = variant_find_piece(&v, "chariot");
    CHECK(h >= 0 && a >= 0 && c >= 0);
    if (h >= 0 && a >= 0 && c >= 0) {
        /* horse: a lame leap drawn as a jump; advisor: one count too many;
           chariot: a move table that does not parse */
        struct diagram *d = &v.pieces[h].diagrams[0].grid;
        d->cells[0 * d->size + 1].shape = CELL_JUMP;
        v.pieces[a].count = 3;
        free(v.pieces[c].moves[0].betza);
        v.pieces[c].moves[0].betza = strdup("R!");
        msgs = NULL;
        int errors = validate_captured(&v, &msgs, NULL);
        CHECK(errors >= 3);
        CHECK(names_square(msgs, "horse", -1, 2));
        CHECK(msgs && strstr(msgs, "piece 'advisor': count=\"3\""));
        CHECK(msgs && strstr(msgs, "piece 'chariot': move table \"R!\" at character 2"));
        free(msgs);
    }
    variant_free(&v);
}

/* A short name that is its name less one letter warns (issue 30: the
 * rotation game's tiles said "Bo", its booklet "Bow"); the shipped rotation
 * game has none, and a short that differs more ("Gold" for "Gold General")
 * is quiet. Designers' files still validate: a warning, not an error. */
void test_validate_near_short(void)
{
    struct variant v;
    char *msgs = NULL;
    CHECK_INT(load("piecedefs/rotation.xml", &v, &msgs), 0);
    free(msgs);
    msgs = NULL;
    int warnings = -1;
    CHECK_INT(validate_captured(&v, &msgs, &warnings), 0);
    CHECK_INT(warnings, 0);
    free(msgs);
    struct piece *p = &v.pieces[v.npieces - 1];
    free(p->name);
    free(p->short_name);
    p->name = xstrdup("Bow");
    p->short_name = xstrdup("Bo");
    msgs = NULL;
    CHECK_INT(validate_captured(&v, &msgs, &warnings), 0);
    CHECK_INT(warnings, 1);
    CHECK(msgs && strstr(msgs, "short=\"Bo\" is its name \"Bow\" less one letter"));
    free(msgs);
    free(p->name);
    free(p->short_name);
    p->name = xstrdup("Gold General");
    p->short_name = xstrdup("Gold");
    msgs = NULL;
    CHECK_INT(validate_captured(&v, &msgs, &warnings), 0);
    CHECK_INT(warnings, 0);
    free(msgs);
    variant_free(&v);
}
