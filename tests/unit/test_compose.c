/* test_compose.c: the composed geometry: board tiling and how tiles join,
 * fold-over registration, sheets inside the printable area. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "compose/compose.h"
#include "model/model.h"
#include "load/load.h"
#include "test.h"

static int load(const char *path, struct variant *v)
{
    struct report r = {.file = path};
    return piecedef_load(path, v, &r) == 0 && r.errors == 0 ? 0 : -1;
}

static void a4(struct layout *lo)
{
    CHECK_INT(layout_load("layouts/a4.xml", lo, &(struct report){.file = "layouts/a4.xml"}), 0);
}

/* A synthetic variant: just a board of the given size. */
/* numbered files and ranks: the tiles' captions name them */
static char **numbered(int n)
{
    char **names = xcalloc((size_t)n, sizeof *names);
    for (int i = 0; i < n; i++)
        names[i] = str_printf("%d", i + 1);
    return names;
}

static void board_only(struct variant *v, int files, int ranks)
{
    memset(v, 0, sizeof *v);
    v->board.files = files;
    v->board.ranks = ranks;
    v->board.file_names = numbered(files);
    v->board.rank_names = numbered(ranks);
}

static int point_in_polygon(double pts[][2], int n, double x, double y)
{
    int in = 0;
    for (int i = 0, j = n - 1; i < n; j = i++)
        if ((pts[i][1] > y) != (pts[j][1] > y) &&
            x < (pts[j][0] - pts[i][0]) * (y - pts[i][1]) / (pts[j][1] - pts[i][1]) + pts[i][0])
            in = !in;
    return in;
}

static void check_inside_paper(const struct layout *lo, const struct board_plan *bp)
{
    double pw = bp->landscape ? lo->paper_h : lo->paper_w;
    double ph = bp->landscape ? lo->paper_w : lo->paper_h;
    for (int i = 0; i < bp->ntiles; i++) {
        double pts[12][2];
        int n = plan_tile_outline(&bp->tiles[i], lo, pts);
        for (int k = 0; k < n; k++) {
            CHECK(pts[k][0] >= lo->margin - 1e-9 && pts[k][0] <= pw - lo->margin + 1e-9);
            CHECK(pts[k][1] >= lo->margin - 1e-9 && pts[k][1] <= ph - lo->margin + 1e-9);
        }
    }
}

/* The tiles, trimmed along their outlines and joined as the instructions
 * say (each flap under its neighbour, the neighbour's cut edge on the seam),
 * make one board whose cells are all the same size: every tile's cell (x,y)
 * lands at (x*c, y*c) of the joined board. */
static void check_tiles_join(const struct variant *v, const struct layout *lo,
                             const struct board_plan *bp)
{
    const struct board *b = &v->board;
    int *covered = calloc((size_t)(b->files * b->ranks), sizeof *covered);
    double c = bp->cell;
    for (int i = 0; i < bp->ntiles; i++) {
        const struct tile *t = &bp->tiles[i];
        CHECK_NEAR(t->cell, c, 1e-9);
        for (int x = t->fx0; x < t->fx1; x++)
            for (int y = t->ry0; y < t->ry1; y++)
                covered[y * b->files + x]++;
        double pts[12][2];
        int n = plan_tile_outline(t, lo, pts);
        double X0 = t->ox, X1 = t->ox + (t->fx1 - t->fx0) * c;
        double Y0 = t->oy - (t->ry1 - t->ry0) * c, Y1 = t->oy;
        /* every own cell is inside the outline */
        for (int x = t->fx0; x < t->fx1; x++)
            for (int y = t->ry0; y < t->ry1; y++)
                CHECK(point_in_polygon(pts, n, X0 + (x - t->fx0 + 0.5) * c, Y1 - (y - t->ry0 + 0.5) * c));
        if (t->col < bp->cols - 1) {
            /* cut exactly on the board line where the right neighbour joins */
            CHECK(!point_in_polygon(pts, n, X1 + 0.01, (Y0 + Y1) / 2));
            CHECK(point_in_polygon(pts, n, X1 - 0.01, (Y0 + Y1) / 2));
            const struct tile *r = &bp->tiles[i + 1];
            CHECK(r->flap_left);
            CHECK_INT(r->fx0, t->fx1);
            CHECK_INT(r->ry0, t->ry0);
            CHECK_INT(r->ry1, t->ry1);
        }
        if (t->row < bp->rows - 1) {
            CHECK(!point_in_polygon(pts, n, (X0 + X1) / 2, Y0 - 0.01));
            const struct tile *u = &bp->tiles[i + bp->cols];
            CHECK(u->flap_bottom);
            CHECK_INT(u->ry0, t->ry1);
            CHECK_INT(u->fx0, t->fx0);
        }
        if (t->flap_left) {
            /* the flap is as wide as the layout's overlap and stops at the
               tile's own cells: the corner is notched */
            CHECK(point_in_polygon(pts, n, X0 - lo->tile_overlap + 0.01, (Y0 + Y1) / 2));
            CHECK(!point_in_polygon(pts, n, X0 - lo->tile_overlap - 0.01, (Y0 + Y1) / 2));
            CHECK(!point_in_polygon(pts, n, X0 - 0.5, Y1 + 0.5));
        }
        if (t->flap_bottom) {
            CHECK(point_in_polygon(pts, n, (X0 + X1) / 2, Y1 + lo->tile_overlap - 0.01));
            CHECK(!point_in_polygon(pts, n, (X0 + X1) / 2, Y1 + lo->tile_overlap + 0.01));
        }
    }
    for (int k = 0; k < b->files * b->ranks; k++)
        CHECK_INT(covered[k], 1);
    free(covered);
}

void test_compose_xiangqi_board(void)
{
    struct layout lo;
    struct variant v;
    struct board_plan bp;
    a4(&lo);
    CHECK_INT(load("piecedefs/xiangqi.xml", &v), 0);
    CHECK_INT(plan_board(&v, &lo, &bp), 0);
    /* one page, with cells no smaller than the layout allows */
    CHECK_INT(bp.ntiles, 1);
    CHECK(bp.cell >= lo.min_cell);
    CHECK(bp.cell <= lo.cell);
    check_inside_paper(&lo, &bp);
    plan_board_free(&bp);
    variant_free(&v);
    layout_free(&lo);
}

void test_compose_chu_quadrants(void)
{
    struct layout lo;
    struct variant v;
    struct board_plan bp;
    a4(&lo);
    CHECK_INT(load("piecedefs/chu-seireigi.xml", &v), 0);
    CHECK_INT(plan_board(&v, &lo, &bp), 0);
    CHECK_INT(bp.cols, 2);
    CHECK_INT(bp.rows, 2);
    for (int i = 0; i < bp.ntiles; i++) {
        CHECK_INT(bp.tiles[i].fx1 - bp.tiles[i].fx0, 6);
        CHECK_INT(bp.tiles[i].ry1 - bp.tiles[i].ry0, 6);
    }
    CHECK_NEAR(bp.cell, lo.cell, 1e-9);
    check_inside_paper(&lo, &bp);
    check_tiles_join(&v, &lo, &bp);
    plan_board_free(&bp);
    variant_free(&v);
    layout_free(&lo);
}

void test_compose_tiling_general(void)
{
    struct layout lo;
    a4(&lo);
    static const int sizes[][2] = {{1, 1}, {8, 8}, {9, 9}, {12, 12}, {16, 10}, {19, 19}, {36, 36}, {40, 3}};
    for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++) {
        struct variant v;
        struct board_plan bp;
        board_only(&v, sizes[k][0], sizes[k][1]);
        CHECK_INT(plan_board(&v, &lo, &bp), 0);
        CHECK_INT(bp.ntiles, bp.cols * bp.rows);
        check_inside_paper(&lo, &bp);
        check_tiles_join(&v, &lo, &bp);
        plan_board_free(&bp);
        variant_free(&v);
    }
    /* a cell larger than the page cannot be tiled */
    struct variant v;
    struct board_plan bp;
    board_only(&v, 3, 3);
    lo.cell = lo.min_cell = 195;
    CHECK_INT(plan_board(&v, &lo, &bp), -1);
    variant_free(&v);
    layout_free(&lo);
}

/* Folding a fold piece: a page point (px, py) above the fold goes behind the
 * front to (px, 2*fold - py); the player then turns the piece over left to
 * right, which mirrors x about the piece's centre. A back point drawn at
 * face coordinates (x, y) must end up seen at (x, y) on the back, exactly
 * behind the front's (-x, y), and the back's forward direction (-y) must
 * point at the crease as the front's does. */
static void folded_view(const struct item *it, double px, double py, double *fx, double *fy)
{
    double fold = it->y + it->h / 2, cx = it->x + it->w / 2, face = it->w;
    double behind_y = 2 * fold - py;           /* after folding */
    double u = px - cx, v = behind_y - (fold + face / 2);
    *fx = -u;                                  /* turned over left to right */
    *fy = v;
}

void test_compose_fold_registration(void)
{
    struct item it;
    memset(&it, 0, sizeof it);
    it.kind = ITEM_FOLD;
    it.x = 37.5;
    it.y = 22.25;
    it.w = 22.5;
    it.h = 45;
    struct affine front, back;
    compose_fold_face_matrix(&it, 0, &front);
    compose_fold_face_matrix(&it, 1, &back);
    double fold = it.y + it.h / 2, half = it.w / 2;
    static const double pts[][2] = {{0, 0}, {-5, 3}, {7.5, -9}, {-11.25, -11.25}, {11.25, 11.25}, {3, -11.25}};
    for (size_t k = 0; k < sizeof pts / sizeof pts[0]; k++) {
        double px, py, fx, fy;
        affine_apply(&back, pts[k][0], pts[k][1], &px, &py);
        CHECK(py <= fold + 1e-9);              /* the back lies above the fold */
        folded_view(&it, px, py, &fx, &fy);
        CHECK_NEAR(fx, pts[k][0], 1e-9);       /* seen upright and unmirrored */
        CHECK_NEAR(fy, pts[k][1], 1e-9);
        /* and it lies exactly behind the front's mirror point */
        double qx, qy;
        affine_apply(&front, -pts[k][0], pts[k][1], &qx, &qy);
        CHECK_NEAR(qx, px, 1e-9);
        CHECK_NEAR(qy, 2 * fold - py, 1e-9);
    }
    /* both forward edges (y = -half) lie on the fold line: the crease is forward */
    double px, py;
    affine_apply(&front, 0, -half, &px, &py);
    CHECK_NEAR(py, fold, 1e-9);
    affine_apply(&back, 0, -half, &px, &py);
    CHECK_NEAR(py, fold, 1e-9);
    /* the back's forward arrow (upper-left corner) registers with the
       front's upper-right corner seen from behind, and points the same way */
    double ax, ay, bx, by, fx, fy, gx, gy;
    affine_apply(&back, -half + 2, -half + 2, &ax, &ay);
    affine_apply(&back, -half + 2, -half + 6, &bx, &by); /* further from the tip */
    folded_view(&it, ax, ay, &fx, &fy);
    folded_view(&it, bx, by, &gx, &gy);
    CHECK(fy < gy); /* the tip is nearer the crease: forward is up on both faces */
    CHECK_NEAR(fx, -half + 2, 1e-9);
}

/* Every shipped set on one paper: each placed item inside the margin (a
 * sheet's cut lines counted with their run past the grid), and every piece
 * placed once. */
static void sheets_inside_margin(const char *layout_path)
{
    static const char *defs[] = {"piecedefs/xiangqi.xml", "piecedefs/chu-seireigi.xml",
                                 "piecedefs/jungi.xml", "piecedefs/rotation.xml"};
    struct layout lo;
    CHECK_INT(layout_load(layout_path, &lo, &(struct report){.file = layout_path}), 0);
    for (size_t d = 0; d < sizeof defs / sizeof defs[0]; d++) {
        struct variant v;
        struct board_plan bp;
        struct document doc;
        CHECK_INT(load(defs[d], &v), 0);
        CHECK_INT(plan_board(&v, &lo, &bp), 0);
        compose_components(&v, &lo, &bp, &doc);
        int pieces[2] = {0, 0}, want = 0;
        for (int p = 0; p < v.npieces; p++)
            want += v.pieces[p].count;
        for (int i = 0; i < doc.npages; i++) {
            const struct page *pg = &doc.pages[i];
            /* the layout's paper, either way round */
            CHECK_NEAR(fmin(pg->w, pg->h), fmin(lo.paper_w, lo.paper_h), 1e-9);
            CHECK_NEAR(fmax(pg->w, pg->h), fmax(lo.paper_w, lo.paper_h), 1e-9);
            for (int j = 0; j < pg->nitems; j++) {
                const struct item *it = &pg->items[j];
                if (it->kind == ITEM_TEXT || it->kind == ITEM_TITLE)
                    continue; /* text boxes are measured when drawn */
                double run = it->kind == ITEM_CUT_GRID ? CUT_GRID_RUN : 0;
                CHECK(it->x - run >= lo.margin - 1e-9);
                CHECK(it->y - run >= lo.margin - 1e-9);
                CHECK(it->x + it->w + run <= pg->w - lo.margin + 1e-9);
                CHECK(it->y + it->h + run <= pg->h - lo.margin + 1e-9);
                if ((it->kind == ITEM_DISC && it->disc.side >= 0) || (it->kind == ITEM_FOLD && it->fold.side >= 0))
                    pieces[it->kind == ITEM_DISC ? it->disc.side : it->fold.side]++;
                if (it->kind == ITEM_FOLD) {
                    /* the fold line keeps at least 5 mm from every cut line */
                    CHECK(it->h / 2 >= 5);
                    CHECK_NEAR(it->h, 2 * it->w, 1e-9);
                }
            }
        }
        CHECK_INT(pieces[0], want);
        CHECK_INT(pieces[1], want);
        document_free(&doc);
        plan_board_free(&bp);
        variant_free(&v);
    }
    layout_free(&lo);
}

/* Decided once, in compose: each fold piece's printed back (promoted,
 * other side), and the booklet's gallery words and legend entries, are in
 * the placed items; draw/ only draws them. */
void test_compose_decisions_in_items(void)
{
    struct layout lo;
    a4(&lo);
    const char *defs[] = {"piecedefs/jungi.xml", "piecedefs/rotation.xml"};
    for (int d = 0; d < 2; d++) {
        struct variant v;
        CHECK_INT(load(defs[d], &v), 0);
        struct board_plan bp;
        CHECK_INT(plan_board(&v, &lo, &bp), 0);
        struct document comp, book;
        compose_components(&v, &lo, &bp, &comp);
        compose_booklet(&v, &lo, &bp, &comp, &book);
        int folds = 0, rows = 0, entries = 0;
        for (int i = 0; i < comp.npages; i++)
            for (int j = 0; j < comp.pages[i].nitems; j++) {
                const struct item *it = &comp.pages[i].items[j];
                if (it->kind != ITEM_FOLD)
                    continue;
                const struct piece *p = &v.pieces[it->fold.piece];
                folds++;
                CHECK(it->fold.front.piece == it->fold.piece && it->fold.front.side == it->fold.side &&
                      it->fold.front.kind == FACE_FRONT);
                if (d == 0 && p->promotes_to) /* back="promoted" */
                    CHECK(it->fold.back.piece == (int)(p->promotes_to - v.pieces) &&
                          it->fold.back.kind == FACE_PROMOTED && it->fold.back.side == it->fold.side);
                else if (d == 0)
                    CHECK(it->fold.back.piece == it->fold.piece && it->fold.back.kind == FACE_PLAIN_BACK);
                else /* back="other-side" */
                    CHECK(it->fold.back.piece == it->fold.piece && it->fold.back.side == 1 - it->fold.side &&
                          it->fold.back.kind == FACE_FRONT);
            }
        for (int i = 0; i < book.npages; i++)
            for (int j = 0; j < book.pages[i].nitems; j++) {
                const struct item *it = &book.pages[i].items[j];
                if (it->kind == ITEM_GALLERY_ROW) {
                    rows++;
                    CHECK(it->gallery.markup && strstr(it->gallery.markup, v.pieces[it->gallery.piece].name));
                    /* players' words only: the move notation is in the appendix */
                    CHECK(it->gallery.markup && !strstr(it->gallery.markup, "Betza"));
                    /* the faces the sheets print for it */
                    struct face fr, bk;
                    compose_piece_faces(&v, it->gallery.piece, SIDE_FIRST, &fr, &bk);
                    CHECK(it->gallery.back.piece == bk.piece && it->gallery.back.kind == bk.kind &&
                          it->gallery.back.side == bk.side);
                } else if (it->kind == ITEM_LEGEND) {
                    for (int k = 0; k < it->legend.nentries; k++, entries++)
                        CHECK(it->legend.entries[k].markup && it->legend.entries[k].markup[0] >= 'A' &&
                              it->legend.entries[k].markup[0] <= 'Z');
                }
            }
        CHECK(folds > 0);
        int physical = 0; /* a promoted form is shown as a back, not as an entry */
        for (int k = 0; k < v.npieces; k++)
            physical += v.pieces[k].count > 0;
        CHECK_INT(rows, physical);
        CHECK(entries > 0);
        document_free(&comp);
        document_free(&book);
        plan_board_free(&bp);
        variant_free(&v);
    }
    layout_free(&lo);
}

void test_compose_sheets_inside_margin(void)
{
    sheets_inside_margin("layouts/a4.xml");
    sheets_inside_margin("layouts/a4-large.xml");
    sheets_inside_margin("layouts/letter.xml");
    sheets_inside_margin("layouts/a4-letter-safe.xml");
}

/* Every tile outline is a closed run of horizontal and vertical edges that
 * turns at each corner: cutting along it gives square edges. Chu Seireigi's
 * lower-left tile once closed its label band with a slanted edge. */
void test_compose_tile_outlines_square(void)
{
    const char *layouts[] = {"layouts/a4.xml", "layouts/a4-large.xml"};
    const char *defs[] = {"piecedefs/chu-seireigi.xml", "piecedefs/xiangqi.xml"};
    for (int l = 0; l < 2; l++) {
        struct layout lo;
        CHECK_INT(layout_load(layouts[l], &lo, &(struct report){.file = layouts[l]}), 0);
        for (int d = 0; d < 2; d++) {
            struct variant v;
            CHECK_INT(load(defs[d], &v), 0);
            struct board_plan bp;
            CHECK_INT(plan_board(&v, &lo, &bp), 0);
            for (int t = 0; t < bp.ntiles; t++) {
                double pts[64][2];
                int n = plan_tile_outline(&bp.tiles[t], &lo, pts);
                CHECK(n >= 4);
                int slanted = 0;
                for (int i = 0; i < n; i++) {
                    const double *a = pts[i], *b = pts[(i + 1) % n];
                    int horiz = fabs(a[1] - b[1]) < 1e-9, vert = fabs(a[0] - b[0]) < 1e-9;
                    if (!horiz && !vert)
                        slanted++;
                }
                if (slanted)
                    fprintf(stderr, "%s on %s: tile %d has %d slanted edges\n", defs[d],
                            layouts[l], t, slanted);
                CHECK_INT(slanted, 0);
            }
            plan_board_free(&bp);
            variant_free(&v);
        }
        layout_free(&lo);
    }
}

/* A hand tray has exactly `slots` slots, no more (15 once printed 21) and
 * none left out (200 slots once printed 40), only the last row short, all
 * on the page: when rows of full-size slots do not fit, the slots shrink. */
void test_compose_hand_slots(void)
{
    struct layout lo;
    a4(&lo);
    struct variant v;
    CHECK_INT(load("piecedefs/shogi.xml", &v), 0);
    static const int slots[] = {1, 19, 20, 40, 41, 100, 200};
    for (size_t s = 0; s < sizeof slots / sizeof slots[0]; s++) {
        for (int i = 0; i < v.nhands; i++)
            v.hands[i].slots = slots[s];
        struct board_plan bp;
        CHECK_INT(plan_board(&v, &lo, &bp), 0);
        struct document comp;
        compose_components(&v, &lo, &bp, &comp);
        /* a hand too tall for the room pages leave is printed as two trays
           (align = part, piece = parts): its slots are counted over both */
        int hands = 0, parts = 0, got[MAX_SIDES] = {0};
        for (int i = 0; i < comp.npages; i++)
            for (int j = 0; j < comp.pages[i].nitems; j++) {
                const struct item *it = &comp.pages[i].items[j];
                if (it->kind != ITEM_HAND)
                    continue;
                hands += it->hand.part == 0;
                parts += it->hand.part != 0;
                if (it->hand.side >= 0 && it->hand.side < MAX_SIDES) {
                    got[it->hand.side] += it->hand.slots;
                    /* the rows hold the slots, the last one short */
                    CHECK(it->hand.slots > (it->hand.rows - 1) * it->hand.cols && it->hand.slots <= it->hand.rows * it->hand.cols);
                }
                CHECK(it->y + it->h <= lo.paper_h - lo.margin + 1e-9);
                CHECK(it->x >= lo.margin - 1e-9 && it->x + it->w <= lo.paper_w - lo.margin + 1e-9);
            }
        for (int side = 0; side < MAX_SIDES; side++) {
            if (got[side] != slots[s])
                fprintf(stderr, "  slots=\"%d\": %d slots printed\n", slots[s], got[side]);
            CHECK_INT(got[side], slots[s]);
        }
        CHECK_INT(hands, v.nhands);
        /* Shogi's own 19 slots a hand: each hand whole (the Gote hand was
           split over the board's sheet and a third sheet made for its 5
           last slots, which saved no paper) */
        if (slots[s] == 19)
            CHECK_INT(parts, 0);
        document_free(&comp);
        plan_board_free(&bp);
    }
    variant_free(&v);
    layout_free(&lo);
}

/* compose_set, the one entry point: a set that does not fit the paper is
 * refused with its own `file:line: error:` message (the board, a piece, the
 * screen: checks that used to print nothing and leave the words to
 * main.c), nothing composed; a set that fits is composed, the booklet only
 * when a layout is given for it. */
static void expect_refused(const char *path, const struct layout *lo, const char *want)
{
    struct variant v;
    CHECK_INT(load(path, &v), 0);
    char *msgs = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&msgs, &len);
    struct report r = {.file = path, .out = f};
    struct composed c;
    CHECK_INT(compose_set(&v, lo, lo, &c, &r), -1);
    fclose(f);
    CHECK_INT(r.errors, 1);
    CHECK(strstr(msgs, want) != NULL);
    CHECK(strncmp(msgs, path, strlen(path)) == 0 && msgs[strlen(path)] == ':');
    CHECK_INT(c.components.npages, 0);
    CHECK(c.board.tiles == NULL);
    free(msgs);
    variant_free(&v);
}

void test_compose_set_checks(void)
{
    struct layout lo;
    a4(&lo);
    struct variant v;
    struct composed c;
    CHECK_INT(load("piecedefs/chess.xml", &v), 0);
    struct report r = {.file = v.file};
    CHECK_INT(compose_set(&v, &lo, NULL, &c, &r), 0);
    CHECK(c.components.npages > 0 && c.board.ntiles > 0);
    CHECK_INT(c.booklet.npages, 0);
    CHECK_INT(c.design.npages, 0);
    compose_set_free(&c);
    CHECK_INT(compose_set(&v, &lo, &lo, &c, &r), 0);
    CHECK(c.components.npages > 0 && c.booklet.npages > 0 && c.design.npages > 0);
    CHECK_INT(r.errors, 0);
    compose_set_free(&c);
    variant_free(&v);

    struct layout big = lo;
    big.cell = big.min_cell = 195;
    expect_refused("piecedefs/chess.xml", &big, ": error: a board cell of 195.0 mm does not fit the page");
    big.cell = big.min_cell = 150;
    expect_refused("piecedefs/shogi.xml", &big,
                   ": error: a piece of 279.0 mm (board cell 150.0 mm) does not fit the page");
    struct layout a6 = lo;
    a6.paper_w = 105;
    a6.paper_h = 148;
    expect_refused("piecedefs/crest.xml", &a6, ": error: a screen of ");
    layout_free(&lo);
}

/* No two pieces on neighbouring points or squares touch: the sum of any two
 * kinds' radii stays under the spacing by a 0.5 mm gap (issue 30: Janggi's
 * General was said to touch its palace neighbours), in every shipped set. */
void test_compose_neighbours_clear(void)
{
    static const char *sets[] = {"chess", "chu-seireigi", "crest", "janggi", "jungi", "makruk",
                                 "rotation", "shogi", "tori-shogi", "xiangqi", "minishogi",
                                 "capablanca", "grand", "shatranj", "chu-shogi", "dobutsu",
                                 "sittuyin"};
    struct layout lo;
    a4(&lo);
    for (size_t s = 0; s < sizeof sets / sizeof *sets; s++) {
        char path[64];
        snprintf(path, sizeof path, "piecedefs/%s.xml", sets[s]);
        struct variant v;
        struct board_plan bp;
        CHECK_INT(load(path, &v), 0);
        CHECK_INT(plan_board(&v, &lo, &bp), 0);
        double face = compose_piece_face_size(&v, &lo, &bp), worst = 0;
        for (int i = 0; i < v.npieces; i++)
            for (int j = i; j < v.npieces; j++)
                if (v.pieces[i].count && v.pieces[j].count)
                    worst = fmax(worst, face * (piece_size_scale(&v, &v.pieces[i]) +
                                                piece_size_scale(&v, &v.pieces[j])) / 2);
        if (!(worst <= bp.cell - 0.5))
            fprintf(stderr, "%s: two neighbours need %.2f mm, spacing %.2f mm\n", sets[s], worst, bp.cell);
        CHECK(worst <= bp.cell - 0.5);
        plan_board_free(&bp);
        variant_free(&v);
    }
    layout_free(&lo);
}

/* A piece's diagrams look like its game: drawn as points (lines through the
 * cells' centres, the piece a disc) exactly where the board is of points. */
void test_compose_diagrams_on_points(void)
{
    static const char *sets[] = {"xiangqi", "janggi", "chess", "shogi"};
    for (size_t s = 0; s < sizeof sets / sizeof *sets; s++) {
        char path[64];
        snprintf(path, sizeof path, "piecedefs/%s.xml", sets[s]);
        struct variant v;
        CHECK_INT(load(path, &v), 0);
        int want = v.board.cells == CELLS_POINTS, n = 0;
        CHECK_INT(want, s < 2);
        for (int i = 0; i < v.npieces; i++)
            for (int d = 0; d < v.pieces[i].ndiagrams; d++, n++)
                CHECK_INT(v.pieces[i].diagrams[d].grid.points, want);
        CHECK(n > 0);
        variant_free(&v);
    }
}

/* A glyph set's name bands read alike: Makruk's faces all print the Thai
 * name alone once one of them must ("Met (Queen)" stood beside "Khun"). */
void test_compose_glyph_labels_alike(void)
{
    struct layout lo;
    struct variant v;
    struct board_plan bp;
    struct document doc;
    a4(&lo);
    CHECK_INT(load("piecedefs/makruk.xml", &v), 0);
    CHECK_INT(plan_board(&v, &lo, &bp), 0);
    compose_components(&v, &lo, &bp, &doc);
    int folds = 0;
    for (int pg = 0; pg < doc.npages; pg++)
        for (int i = 0; i < doc.pages[pg].nitems; i++) {
            const struct item *it = &doc.pages[pg].items[i];
            if (it->kind != ITEM_FOLD)
                continue;
            folds++;
            const struct piece *p = &v.pieces[it->fold.front.piece];
            CHECK(it->fold.front.label && p->short_name && !strcmp(it->fold.front.label, p->short_name));
        }
    CHECK_INT(folds, 32);
    document_free(&doc);
    plan_board_free(&bp);
    variant_free(&v);
    layout_free(&lo);
}
