/* test_jungi.c: the Jungi set (piecedefs/jungi.xml) and the two mechanisms it
 * brought: variant options (<option>, <moves option="...">) and the path
 * leap '~', a plain leap that becomes lame while an option with
 * path-leaps="lame" is on. Promotion chains and counts, option states, the
 * special moves, and every diagram in both option states. */
#define _POSIX_C_SOURCE 200809L
#include "notation/notation.h"
#include "model/model.h"
#include "load/load.h"
#include "base/base.h"
#include "test.h"
#include "rules/rules.h"
#include "compose/compose.h"
#include "compose/compose-imp.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define JUNGI "piecedefs/jungi.xml"

static int load_jungi(struct variant *v)
{
    char *msgs = NULL;
    size_t len;
    FILE *f = open_memstream(&msgs, &len);
    struct report r = {.file = JUNGI, .out = f};
    int rc = piecedef_load(JUNGI, v, &r);
    fclose(f);
    if (rc != 0 || r.errors || r.warnings)
        fprintf(stderr, "  %s: load:\n%s", JUNGI, msgs ? msgs : "");
    free(msgs);
    CHECK(rc == 0 && r.errors == 0 && r.warnings == 0);
    return rc == 0 && r.errors == 0 ? 0 : -1;
}

static const struct piece *piece(const struct variant *v, const char *id)
{
    int i = variant_find_piece(v, id);
    if (i < 0) {
        fprintf(stderr, "  no piece '%s'\n", id);
        CHECK(!"piece missing");
        return NULL;
    }
    return &v->pieces[i];
}

/* The canonical moves of a piece in a zone and option state. */
static int moves_of(const struct variant *v, const char *id, const char *zone, unsigned on,
                    struct moveset *ms)
{
    moveset_init(ms);
    const struct piece *p = piece(v, id);
    if (!p)
        return -1;
    int rc = rules_piece_moves_opt(p, zone, on, ms, NULL);
    CHECK_INT(rc, 0);
    return rc;
}

static size_t count(const struct moveset *ms, enum move_kind kind, int dist)
{
    size_t n = 0;
    for (size_t i = 0; i < ms->n; i++) {
        int ax = abs(ms->v[i].dx), ay = abs(ms->v[i].dy);
        int d = ax > ay ? ax : ay;
        n += ms->v[i].kind == kind && (dist == 0 || d == dist);
    }
    return n;
}

static const struct move *find(const struct moveset *ms, enum move_kind kind, int dx, int dy)
{
    for (size_t i = 0; i < ms->n; i++)
        if (ms->v[i].kind == kind && ms->v[i].dx == dx && ms->v[i].dy == dy)
            return &ms->v[i];
    return NULL;
}

void test_jungi_promotions(void)
{
    static const struct { const char *from, *to; int count; } chain[] = {
        {"pawn", "veteran", 9},     {"horseman", "unicorn", 2}, {"elephant", "grutslaen", 2},
        {"magister", "archmagister", 2}, {"pikeman", "lancer", 2}, {"cannon", "kirin", 2},
        {"chariot", "dragon", 2},   {"noble", "lord", 2},       {"officer", "commander", 2},
        {"queen", "empress", 1},    {"king", "emperor", 1},
    };
    struct variant v;
    if (load_jungi(&v)) {
        variant_free(&v);
        return;
    }
    CHECK_STR(v.id, "jungi");
    CHECK_INT(v.npieces, 22);
    CHECK_INT(v.board.files, 9);
    CHECK_INT(v.board.ranks, 9);
    int total = 0;
    for (size_t i = 0; i < sizeof chain / sizeof chain[0]; i++) {
        const struct piece *p = piece(&v, chain[i].from), *q = piece(&v, chain[i].to);
        if (!p || !q)
            continue;
        CHECK(p->promotes_to == q);
        CHECK_INT(p->count, chain[i].count);
        CHECK_INT(q->count, 0);
        CHECK(q->promotes_to == NULL); /* one step: a promoted piece never promotes */
        total += p->count;
        /* the setup places exactly `count` of each for both sides */
        for (int s = 0; s < MAX_SIDES; s++) {
            int placed = 0;
            for (int k = 0; k < v.nsetup; k++)
                placed += v.setup[k].side == s && &v.pieces[v.setup[k].piece] == p;
            CHECK_INT(placed, chain[i].count);
        }
    }
    CHECK_INT(total, 27);
    CHECK_INT(v.nsetup, 54);
    /* the King and the Emperor are royal, nothing else is */
    for (int i = 0; i < v.npieces; i++)
        CHECK_INT(v.pieces[i].royal, !strcmp(v.pieces[i].id, "king") ||
                                         !strcmp(v.pieces[i].id, "emperor"));
    /* the promotion zones: the far three ranks of each side */
    const struct zone *z1 = variant_find_zone(&v, "promotion", SIDE_FIRST);
    const struct zone *z2 = variant_find_zone(&v, "promotion", SIDE_SECOND);
    CHECK(z1 && z1->y0 == 6 && z1->y1 == 8 && z1->x0 == 0 && z1->x1 == 8 && z1->mark != ZMARK_NONE);
    CHECK(z2 && z2->y0 == 0 && z2->y1 == 2 && z2->mark != ZMARK_NONE);
    const struct zone *b1 = variant_find_zone(&v, "back-row", SIDE_FIRST);
    const struct zone *b2 = variant_find_zone(&v, "back-row", SIDE_SECOND);
    CHECK(b1 && b1->y0 == 0 && b1->y1 == 0);
    CHECK(b2 && b2->y0 == 8 && b2->y1 == 8);
    /* the King on e1, the Queen on e2; North mirrors South */
    int king = variant_find_piece(&v, "king"), queen = variant_find_piece(&v, "queen");
    int seen = 0;
    for (int k = 0; k < v.nsetup; k++) {
        const struct placement *pl = &v.setup[k];
        if (pl->piece == king)
            seen += pl->side == SIDE_FIRST ? (pl->x == 4 && pl->y == 0) : (pl->x == 4 && pl->y == 8);
        if (pl->piece == queen)
            seen += pl->side == SIDE_FIRST ? (pl->x == 4 && pl->y == 1) : (pl->x == 4 && pl->y == 7);
    }
    CHECK_INT(seen, 4);
    variant_free(&v);
}

void test_jungi_options(void)
{
    struct variant v;
    if (load_jungi(&v)) {
        variant_free(&v);
        return;
    }
    CHECK_INT(v.noptions, 1);
    if (v.noptions != 1) {
        variant_free(&v);
        return;
    }
    CHECK_STR(v.options[0].id, "hobbling");
    CHECK_STR(v.options[0].name, "Hobbling");
    CHECK_INT(v.options[0].lame_paths, 1);
    CHECK(v.options[0].text && strlen(v.options[0].text) > 40);
    CHECK_INT(rules_options_lame_paths(&v, 0), 0);
    CHECK_INT(rules_options_lame_paths(&v, 1), 1);
    char state[64];
    rules_options_state_name(&v, 1, state, sizeof state);
    CHECK_STR(state, "with Hobbling");

    struct moveset off, on;
    /* Horseman: free knight leaps, lame ones with Hobbling */
    if (moves_of(&v, "horseman", NULL, 0, &off) == 0 && moves_of(&v, "horseman", NULL, 1, &on) == 0) {
        CHECK_INT(off.n, 8);
        CHECK_INT(count(&off, MOVE_LEAP, 2), 8);
        CHECK_INT(on.n, 8);
        CHECK_INT(count(&on, MOVE_LAME, 2), 8);
    }
    moveset_free(&off);
    moveset_free(&on);
    /* Elephant: W steps both ways; A free or lame; the back-row fH is a
     * true jump in both states and exists only on the back row */
    for (unsigned s = 0; s < 2; s++) {
        struct moveset ms, back;
        if (moves_of(&v, "elephant", NULL, s, &ms) == 0 &&
            moves_of(&v, "elephant", "back-row", s, &back) == 0) {
            CHECK_INT(ms.n, 8);
            CHECK_INT(count(&ms, MOVE_LEAP, 1), 4);
            CHECK_INT(count(&ms, s ? MOVE_LAME : MOVE_LEAP, 2), 4);
            CHECK(find(&ms, MOVE_LEAP, 0, 3) == NULL);
            CHECK_INT(back.n, 9);
            const struct move *h = find(&back, MOVE_LEAP, 0, 3);
            CHECK(h != NULL);
            CHECK(find(&back, MOVE_LEAP, 0, -3) == NULL);
        }
        moveset_free(&ms);
        moveset_free(&back);
    }
    /* Grutslæn and Archmagister: three-square leaps hobble on two squares */
    if (moves_of(&v, "grutslaen", NULL, 1, &on) == 0) {
        CHECK_INT(count(&on, MOVE_LAME, 3), 4);
        CHECK_INT(count(&on, MOVE_LAME, 2), 4);
        int path[4][2];
        CHECK_INT(move_lame_path(0, 3, path, 4), 2);
    }
    moveset_free(&on);
    if (moves_of(&v, "archmagister", NULL, 1, &on) == 0)
        CHECK_INT(count(&on, MOVE_LAME, 3), 4);
    moveset_free(&on);
    /* King and Queen: the first-move jump is never hobbled */
    for (unsigned s = 0; s < 2; s++) {
        if (moves_of(&v, "king", NULL, s, &on) == 0) {
            const struct move *j = find(&on, MOVE_LEAP, 0, 2);
            CHECK(j && (j->flags & MOVEFLAG_INITIAL) && j->mode == (MODE_MOVE | MODE_CAPTURE));
        }
        moveset_free(&on);
    }
    /* sliders do not change */
    struct moveset a, b;
    if (moves_of(&v, "lancer", NULL, 0, &a) == 0 && moves_of(&v, "lancer", NULL, 1, &b) == 0)
        CHECK_INT(moveset_compare(&a, &b, NULL, 0), 0);
    moveset_free(&a);
    moveset_free(&b);
    variant_free(&v);
}

void test_jungi_special_moves(void)
{
    struct variant v;
    if (load_jungi(&v)) {
        variant_free(&v);
        return;
    }
    struct moveset ms;
    /* Pawn: fmW, fceF, ifmnD, the same in both states */
    for (unsigned s = 0; s < 2; s++) {
        if (moves_of(&v, "pawn", NULL, s, &ms) == 0) {
            CHECK_INT(ms.n, 4);
            const struct move *d = find(&ms, MOVE_LAME, 0, 2);
            CHECK(d && d->flags == MOVEFLAG_INITIAL && d->mode == MODE_MOVE);
            const struct move *f = find(&ms, MOVE_LEAP, 0, 1);
            CHECK(f && f->mode == MODE_MOVE && f->flags == 0);
            for (int dx = -1; dx <= 1; dx += 2) {
                const struct move *c = find(&ms, MOVE_LEAP, dx, 1);
                CHECK(c && c->mode == (MODE_CAPTURE | MODE_EP));
            }
        }
        moveset_free(&ms);
    }
    /* en passant on all eight neighbours: King, Queen, Veteran, Emperor */
    static const char *const ep8[] = {"king", "queen", "veteran", "emperor"};
    for (size_t k = 0; k < 4; k++) {
        if (moves_of(&v, ep8[k], NULL, 0, &ms) == 0) {
            int ep = 0;
            for (size_t i = 0; i < ms.n; i++)
                ep += ms.v[i].kind == MOVE_LEAP && (ms.v[i].mode & MODE_EP) &&
                      abs(ms.v[i].dx) <= 1 && abs(ms.v[i].dy) <= 1;
            CHECK_INT(ep, 8);
        }
        moveset_free(&ms);
    }
    /* the Empress: slides, plus e.p.-only steps on her eight neighbours */
    if (moves_of(&v, "empress", NULL, 0, &ms) == 0) {
        CHECK_INT(count(&ms, MOVE_SLIDE, 1), 8);
        int ep_only = 0;
        for (size_t i = 0; i < ms.n; i++)
            ep_only += ms.v[i].kind == MOVE_LEAP && ms.v[i].mode == MODE_EP;
        CHECK_INT(ep_only, 8);
    }
    moveset_free(&ms);
    /* the Veteran has no first-move move: a promoted Pawn has moved, so a
     * double step on its face would be a mark no Veteran of a normal game
     * may use; the handicap rule says it in words (rule="...") */
    if (moves_of(&v, "veteran", NULL, 0, &ms) == 0) {
        int initial = 0;
        for (size_t i = 0; i < ms.n; i++)
            initial += (ms.v[i].flags & MOVEFLAG_INITIAL) != 0;
        CHECK_INT(initial, 0);
        CHECK_INT(count(&ms, MOVE_LEAP, 1), 8);
        CHECK_INT((int)ms.n, 8);
        const struct piece *vet = piece(&v, "veteran");
        CHECK(vet && vet->rule && strstr(vet->rule, "handicap"));
    }
    moveset_free(&ms);
    /* the Emperor: 8 steps with e.p., 16 leaps at distance 2 (lame with
     * Hobbling), and the 64 two-step moves of its 'a' cells, 8 of them the
     * capture without moving; no pass (no two-leg move through an empty
     * square) */
    for (unsigned s = 0; s < 2; s++) {
        if (moves_of(&v, "emperor", NULL, s, &ms) == 0) {
            CHECK_INT(count(&ms, MOVE_LEAP, 1), 8);
            CHECK_INT(count(&ms, s ? MOVE_LAME : MOVE_LEAP, 2), 16);
            CHECK_INT(count(&ms, MOVE_TWO_LEG, 0), 64);
            int igui = 0, through_empty = 0;
            for (size_t i = 0; i < ms.n; i++)
                if (ms.v[i].kind == MOVE_TWO_LEG) {
                    igui += ms.v[i].dx == 0 && ms.v[i].dy == 0;
                    through_empty += (ms.v[i].via_mode & MODE_MOVE) != 0;
                }
            CHECK_INT(igui, 8);
            CHECK_INT(through_empty, 0);
        }
        moveset_free(&ms);
    }
    variant_free(&v);
}

/* Every drawn Jungi diagram equals its tables with Hobbling off and on. */
void test_jungi_diagrams_both_states(void)
{
    struct variant v;
    if (load_jungi(&v)) {
        variant_free(&v);
        return;
    }
    int checked = 0, path_leaps = 0;
    for (int i = 0; i < v.npieces; i++) {
        const struct piece *p = &v.pieces[i];
        for (int d = 0; d < p->ndiagrams; d++) {
            const struct piece_diagram *pd = &p->diagrams[d];
            CHECK(pd->grid.size >= 3);
            path_leaps += diagram_has_path_leaps(&pd->grid);
            for (unsigned on = 0; on < 2; on++) {
                struct moveset table, drawn;
                moveset_init(&table);
                moveset_init(&drawn);
                CHECK_INT(rules_piece_moves_opt(p, pd->in_zone, on, &table, NULL), 0);
                diagram_moves_paths(&pd->grid, rules_options_lame_paths(&v, on), &drawn);
                moveset_canonicalize(&drawn);
                size_t n = moveset_compare(&drawn, &table, NULL, 0);
                if (n)
                    fprintf(stderr, "  %s diagram %d, option state %u: %zu squares differ\n",
                            p->id, d, on, n);
                CHECK_INT(n, 0);
                checked++;
                moveset_free(&table);
                moveset_free(&drawn);
            }
        }
    }
    CHECK_INT(checked, 2 * 23); /* 22 pieces, the Elephant has two diagrams */
    CHECK_INT(path_leaps, 10);
    /* the whole validator agrees */
    char *msgs = NULL;
    size_t len;
    FILE *f = open_memstream(&msgs, &len);
    struct report r = {.file = JUNGI, .out = f};
    validate_variant(&v, &r);
    fclose(f);
    if (r.errors || r.warnings)
        fprintf(stderr, "%s", msgs ? msgs : "");
    CHECK_INT(r.errors, 0);
    CHECK_INT(r.warnings, 0);
    free(msgs);
    variant_free(&v);
}

/* The path leap token and option replacement on their own, and that the
 * validator catches a diagram that is right in one state only. */
void test_jungi_path_leap_mechanism(void)
{
    struct diagram d;
    struct diagram_error err;
    struct moveset ms;
    /* '~' parses, prints back, and expands by state */
    CHECK_INT(diagram_parse(". ~ . ~ .\n~ . . . ~\n. . @ . .\n~ . . . ~\n. ~ . ~ .", &d, &err), 0);
    char *text = diagram_to_text(&d);
    CHECK_STR(text, ". ~ . ~ .\n~ . . . ~\n. . @ . .\n~ . . . ~\n. ~ . ~ .\n");
    free(text);
    CHECK_INT(diagram_has_path_leaps(&d), 1);
    moveset_init(&ms);
    diagram_moves_paths(&d, 0, &ms);
    CHECK_INT(count(&ms, MOVE_LEAP, 2), 8);
    moveset_free(&ms);
    moveset_init(&ms);
    diagram_moves_paths(&d, 1, &ms);
    CHECK_INT(count(&ms, MOVE_LAME, 2), 8);
    moveset_free(&ms);
    moveset_init(&ms);
    diagram_moves(&d, &ms); /* the plain expansion: no option */
    CHECK_INT(count(&ms, MOVE_LEAP, 2), 8);
    moveset_free(&ms);
    diagram_free(&d);
    /* '~' needs a defined path and a square further out */
    CHECK_INT(diagram_parse(". ~ .\n. @ .\n. . .", &d, &err), -1);
    CHECK(strstr(err.message, "path leap") != NULL);
    CHECK_INT(diagram_parse("~ . . . . . .\n. . . . . . .\n. . . . . . .\n. . . @ . . .\n"
                            ". . . . . . .\n. . . . . . .\n. . . . . . .", &d, &err), 0);
    diagram_free(&d);
    CHECK_INT(diagram_parse(". . . ~ . . . . .\n. . . . . . . . .\n. . . . . . . . .\n"
                            ". . . . . . . . .\n. . . . @ . . . .\n. . . . . . . . .\n"
                            ". . . . . . . . .\n. . . . . . . . .\n. . . . . . . . .",
                            &d, &err), -1); /* (−1,4): no path */
    /* the zebra's path is defined (the Janggi elephant's) */
    CHECK_INT(diagram_parse(". ~ . . . . .\n. . . . . . .\n. . . . . . .\n. . . @ . . .\n"
                            ". . . . . . .\n. . . . . . .\n. . . . . . .", &d, &err), 0);
    diagram_free(&d);
    /* modality and first move read as for other shapes */
    CHECK_INT(diagram_parse(". . ~m . .\n. . . . .\n. . @ . .\n. . . . .\n. . i~x . .", &d, &err), 0);
    if (d.cells) {
        CHECK_INT(d.cells[2].shape, CELL_PATH);
        CHECK_INT(d.cells[2].mode, MODE_MOVE);
        CHECK_INT(d.cells[22].mode, MODE_CAPTURE);
        CHECK_INT(d.cells[22].flags, MOVEFLAG_INITIAL);
    }
    diagram_free(&d);

    /* option tables replace the unmarked tables of the same zone only */
    struct moves tables[3] = {
        {.line = 1, .betza = "WA", .option_index = -1},
        {.line = 2, .betza = "WnA", .option = "x", .option_index = 0},
        {.line = 3, .betza = "fH", .in_zone = "z", .option_index = -1},
    };
    struct piece p = {.id = "t", .moves = tables, .nmoves = 3};
    CHECK_INT(rules_moves_active(&p, &tables[0], NULL, 0), 1);
    CHECK_INT(rules_moves_active(&p, &tables[1], NULL, 0), 0);
    CHECK_INT(rules_moves_active(&p, &tables[0], NULL, 1), 0);
    CHECK_INT(rules_moves_active(&p, &tables[1], NULL, 1), 1);
    CHECK_INT(rules_moves_active(&p, &tables[2], NULL, 1), 0);
    CHECK_INT(rules_moves_active(&p, &tables[2], "z", 1), 1);
    CHECK_INT(rules_moves_active(&p, &tables[1], NULL, 2), 0); /* another option's bit */
    moveset_init(&ms);
    CHECK_INT(rules_piece_moves_opt(&p, "z", 1, &ms, NULL), 0);
    CHECK_INT(ms.n, 9);
    CHECK_INT(count(&ms, MOVE_LAME, 2), 4);
    CHECK(find(&ms, MOVE_LEAP, 0, 3) != NULL);
    moveset_free(&ms);
    /* a table marked with an unknown option (index -1) is never used */
    tables[1].option_index = -1;
    CHECK_INT(rules_moves_active(&p, &tables[1], NULL, 1), 0);
    CHECK_INT(rules_moves_active(&p, &tables[0], NULL, 1), 1);

    /* the validator: a Horseman drawn with plain stars is right without
     * Hobbling and wrong with it; one without its Hobbling table is wrong
     * with Hobbling too */
    struct variant v;
    if (load_jungi(&v)) {
        variant_free(&v);
        return;
    }
    int h = variant_find_piece(&v, "horseman");
    struct piece_diagram *pd = &v.pieces[h].diagrams[0];
    struct diagram stars;
    CHECK_INT(diagram_parse(". * . * .\n* . . . *\n. . @ . .\n* . . . *\n. * . * .", &stars, &err), 0);
    struct diagram saved = pd->grid;
    pd->grid = stars;
    char *msgs = NULL;
    size_t len;
    FILE *f = open_memstream(&msgs, &len);
    struct report r = {.file = JUNGI, .out = f};
    validate_variant(&v, &r);
    fclose(f);
    /* eight squares disagree: one headline, alike squares together */
    CHECK_INT(r.errors, 1);
    CHECK(msgs && strstr(msgs, "piece 'horseman': diagram with Hobbling and move table (nN) disagree "
                               "on 8 squares: (-1,+2) and 7 more show jump, the table says lame leap"));
    CHECK(msgs && strstr(msgs, "note: `pnpgen moves " JUNGI " horseman`"));
    free(msgs);
    pd->grid = saved;
    diagram_free(&stars);
    /* drop the Hobbling table: the '~' diagram now disagrees with Hobbling */
    v.pieces[h].moves[1].option_index = -1;
    msgs = NULL;
    f = open_memstream(&msgs, &len);
    struct report r2 = {.file = JUNGI, .out = f};
    validate_variant(&v, &r2);
    fclose(f);
    CHECK_INT(r2.errors, 1);
    CHECK(msgs && strstr(msgs, "show lame leap, the table says jump"));
    free(msgs);
    /* no option makes path leaps lame: the '~' diagrams are an error */
    v.pieces[h].moves[1].option_index = 0;
    v.options[0].lame_paths = 0;
    msgs = NULL;
    f = open_memstream(&msgs, &len);
    struct report r3 = {.file = JUNGI, .out = f};
    validate_variant(&v, &r3);
    fclose(f);
    CHECK(r3.errors >= 10);
    CHECK(msgs && strstr(msgs, "but no <option path-leaps=\"lame\"> makes them lame"));
    free(msgs);
    variant_free(&v);
}

/* The booklet's key: a far leap's number is one sentence under the key
 * (compose_legend_far), not a mark of its own beside each kind of star, so
 * the key lists each mark once: ten, where it listed eleven with a
 * numbered star and a numbered trailed star. */
void test_jungi_key(void)
{
    struct variant v;
    if (load_jungi(&v)) {
        variant_free(&v);
        return;
    }
    struct diagram_cell cells[64];
    int n = compose_legend_cells(&v, cells, 64), far = 0;
    for (int i = 0; i < n; i++)
        far += diagram_far_of(cells[i].flags | cells[i].flags2) != 0;
    CHECK_INT(far, 0);
    CHECK(n <= 11); /* 10 marks and the piece itself */
    CHECK_INT(compose_legend_far(&v), 3); /* the sentence is said */
    /* every entry a different mark: no two entries' words alike */
    for (int i = 0; i < n; i++)
        for (int k = 0; k < i; k++) {
            char *a = compose_legend_words(&v, &cells[i]), *b = compose_legend_words(&v, &cells[k]);
            CHECK(strcmp(a, b) != 0);
            free(a);
            free(b);
        }
    variant_free(&v);
}

/* Each gallery entry says a move once: the Elephant's read "Steps one square
 * orthogonally" three times (its moves, again on its back row, again with
 * Hobbling); a zone or option adds only what changes. Held for every piece
 * of Jungi and Xiangqi (its Soldier across the river). */
static void says_each_move_once(const char *file)
{
    struct variant v;
    CHECK_INT(piecedef_load(file, &v, &(struct report){.file = file}), 0);
    for (int i = 0; i < v.npieces; i++) {
        if (v.pieces[i].count == 0)
            continue;
        char *text = compose_gallery_text(&v, i);
        char *back = strstr(text, "Back, ");
        if (back)
            *back = 0; /* the promoted side's moves are another piece's */
        /* a changed move is named once, quoted, as what changes */
        for (char *q = strstr(text, "‘"); q; q = strstr(q, "‘")) {
            char *end = strstr(q, "’");
            if (!end)
                break;
            memset(q, '_', (size_t)(end - q));
            q = end;
        }
        /* each sentence of the plain moves, after them once more */
        char words[1024];
        compose_moves_words(&v, &v.pieces[i], NULL, 0, words, sizeof words);
        for (char *s = words; *s;) {
            char *stop = strchr(s, '.');
            if (stop)
                *stop = 0;
            char *first = strstr(text, s), *again = first ? strstr(first + strlen(s), s) : NULL;
            if (again)
                fprintf(stderr, "  %s %s: says \"%s\" twice\n", file, v.pieces[i].name, s);
            CHECK(!again);
            s = stop ? stop + 1 + (stop[1] == ' ') : s + strlen(s);
        }
        free(text);
    }
    variant_free(&v);
}

void test_gallery_says_moves_once(void)
{
    says_each_move_once(JUNGI);
    says_each_move_once("piecedefs/xiangqi.xml");
}

/* The gallery says when a piece must promote in the words the rules'
 * Promotion section uses (issue 30, Jungi review: "on reaching the last 3
 * ranks" beside "ends a move inside your promotion zone" read as two
 * rules): both say a move that ends in the promotion zone; and an entry
 * no longer adds "its back shows the Veteran" before "Back, Veteran:". */
void test_jungi_promotion_words_agree(void)
{
    struct variant v;
    if (load_jungi(&v) != 0)
        return;
    static char xml[200000];
    test_read_file(JUNGI, xml, sizeof xml - 1);
    CHECK(strstr(xml, "When one of your pieces ends a move in your promotion zone, it promotes") != NULL);
    for (int i = 0; i < v.npieces; i++) {
        const struct piece *p = &v.pieces[i];
        if (!p->promotes_to || p->count == 0)
            continue;
        char *words = compose_gallery_text(&v, i);
        char want[128];
        snprintf(want, sizeof want, "Must promote to %s on ending a move in its promotion zone.",
                 p->promotes_to->name);
        if (!strstr(words, want))
            fprintf(stderr, "  %s: no \"%s\" in \"%s\"\n", p->name, want, words);
        CHECK(strstr(words, want) != NULL);
        CHECK(strstr(words, "on reaching") == NULL);
        CHECK(strstr(words, "its back shows") == NULL);
        free(words);
    }
    variant_free(&v);
}

/* The components' note on the framed King says how the Queen it moves as
 * moves: Jungi's Queen only steps, and "moves as the Queen" alone read as
 * a long-range mover (issue 30, session 19 review). */
void test_jungi_royal_frame_says_moves(void)
{
    struct variant v;
    if (load_jungi(&v) != 0)
        return;
    char *w = compose_royal_frame_words(&v);
    CHECK(w && strstr(w, "thick black frame"));
    CHECK(w && strstr(w, "moves as the Queen does: steps one square in any direction"));
    if (w && !strstr(w, "steps one square"))
        fprintf(stderr, "  said: %s\n", w);
    free(w);
    variant_free(&v);
}
