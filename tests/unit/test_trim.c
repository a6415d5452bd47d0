/* test_trim.c: crop marks and bleed for a print shop (<trim> in the
 * layout, compose_trim.c), read from the composed component pages of every
 * definition in piecedefs/: marks inside the paper, outside every cut and
 * clear of every item's box and bleed; bleed where the art reaches a cut,
 * discs far enough apart to keep their bleeds their own; and with <trim>
 * off, no mark and no bleed beyond a dark disc's own DISC_BLEED. */
#include <glob.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "compose/compose-imp.h"
#include "load/load.h"
#include "model/model.h"
#include "test.h"

struct box { double x0, y0, x1, y1; };

/* An item's box and its bleed; a text's, measured (the rendered pages'
 * check, tests/check/21-trim.sh, holds marks off the ink itself). */
static struct box ink_of(const struct layout *lo, const struct item *it)
{
    struct box b = {it->x, it->y, it->x + it->w, it->y + it->h};
    double out = 0;
    if (it->kind == ITEM_TEXT || it->kind == ITEM_TITLE)
        b.y1 = b.y0 + compose_text_block_height(lo, it->text.markup, it->text.size_pt, it->w);
    else if (it->kind == ITEM_DISC)
        out = fmax(0, it->disc.r + it->disc.bleed - it->w / 2);
    else if (it->kind == ITEM_CUT_GRID)
        out = CUT_GRID_RUN;
    else if (it->kind == ITEM_CHIP)
        out = it->chip.bleed;
    else if (it->kind == ITEM_FOLD)
        out = fmax(it->fold.bleed[0], it->fold.bleed[1]);
    else if (it->kind == ITEM_BOARD_TILE) {
        b.x0 -= it->tile.bleed[EDGE_LEFT];
        b.x1 += it->tile.bleed[EDGE_RIGHT];
        b.y0 -= it->tile.bleed[EDGE_TOP];
        b.y1 += it->tile.bleed[EDGE_BOTTOM];
    }
    return (struct box){b.x0 - out, b.y0 - out, b.x1 + out, b.y1 + out};
}

/* Does the segment (axis-parallel) meet the box grown by `clear`? */
static int meets(const struct crop_mark *m, struct box b, double clear)
{
    double x0 = fmin(m->x0, m->x1), x1 = fmax(m->x0, m->x1);
    double y0 = fmin(m->y0, m->y1), y1 = fmax(m->y0, m->y1);
    return x1 > b.x0 - clear && x0 < b.x1 + clear && y1 > b.y0 - clear && y0 < b.y1 + clear;
}

static int compose_def(const char *path, const struct layout *lo, struct variant *v,
                       struct board_plan *bp, struct document *doc)
{
    struct report r = {.file = path};
    if (piecedef_load(path, v, &r) != 0 || r.errors)
        return -1;
    if (plan_board(v, lo, bp) != 0) {
        variant_free(v);
        return -1;
    }
    compose_components(v, lo, bp, doc);
    return 0;
}

/* How many line ends a page's straight cuts have: two marks each at
 * best (a rectangle 8, a cut grid two a line, the screen's walls 2 or 4). */
static int cut_ends(const struct page *pg)
{
    int n = 0;
    for (int j = 0; j < pg->nitems; j++) {
        const struct item *it = &pg->items[j];
        if (it->kind == ITEM_BOARD_TILE || it->kind == ITEM_HAND || it->kind == ITEM_REFCARD)
            n += 8;
        else if (it->kind == ITEM_CUT_GRID)
            n += 2 * (it->cut_grid.cols + 1) + 2 * (it->cut_grid.rows + 1);
        else if (it->kind == ITEM_SCREEN)
            n += it->screen.part == it->screen.parts - 1 ? 4 : 2;
    }
    return n;
}

static void check_page(const struct layout *lo, const struct variant *v, const struct page *pg,
                       int *marks, int *tiles)
{
    const struct item *crop = NULL;
    for (int j = 0; j < pg->nitems; j++)
        if (pg->items[j].kind == ITEM_CROP_MARKS) {
            CHECK(crop == NULL); /* one a page */
            crop = &pg->items[j];
        }
    int ncrop = crop ? crop->crop.n : 0;
    *marks += ncrop;
    for (int k = 0; k < ncrop; k++) {
        const struct crop_mark *m = &crop->crop.marks[k];
        double len = fabs(m->x1 - m->x0) + fabs(m->y1 - m->y0);
        CHECK(len >= CROP_MIN - 1e-9 && len <= CROP_LEN + 1e-9);
        CHECK(m->x0 == m->x1 || m->y0 == m->y1);
        CHECK(fmin(m->x0, m->x1) >= CROP_EDGE - 1e-9 && fmax(m->x0, m->x1) <= pg->w - CROP_EDGE + 1e-9);
        CHECK(fmin(m->y0, m->y1) >= CROP_EDGE - 1e-9 && fmax(m->y0, m->y1) <= pg->h - CROP_EDGE + 1e-9);
        for (int j = 0; j < pg->nitems; j++) {
            const struct item *it = &pg->items[j];
            if (it->kind == ITEM_CROP_MARKS)
                continue;
            if (meets(m, ink_of(lo, it), CROP_CLEAR - 1e-6)) {
                fprintf(stderr, "  page '%s': mark (%.2f %.2f)-(%.2f %.2f) on item %d (kind %d)\n",
                        pg->label, m->x0, m->y0, m->x1, m->y1, j, (int)it->kind);
                CHECK(0);
            }
        }
    }
    for (int j = 0; j < pg->nitems; j++) {
        const struct item *it = &pg->items[j];
        if (it->kind == ITEM_BOARD_TILE) {
            const struct tile *t = &it->tile;
            (*tiles)++;
            /* bleed on exactly the edges whose cells reach the cut */
            CHECK_NEAR(t->bleed[EDGE_RIGHT], t->label[EDGE_RIGHT] ? 0 : lo->bleed, 1e-9);
            CHECK_NEAR(t->bleed[EDGE_TOP], t->label[EDGE_TOP] ? 0 : lo->bleed, 1e-9);
            CHECK_NEAR(t->bleed[EDGE_LEFT], t->label[EDGE_LEFT] || t->flap_left ? 0 : lo->bleed, 1e-9);
            CHECK_NEAR(t->bleed[EDGE_BOTTOM], t->label[EDGE_BOTTOM] || t->flap_bottom ? 0 : lo->bleed,
                       1e-9);
            /* its bleed is clear of every other item but the title above */
            struct box b = ink_of(lo, it);
            for (int i = 0; i < pg->nitems; i++) {
                struct box o = ink_of(lo, &pg->items[i]);
                if (i != j && pg->items[i].kind != ITEM_CROP_MARKS &&
                    b.x1 > o.x0 && b.x0 < o.x1 && b.y1 > o.y0 && b.y0 < o.y1) {
                    fprintf(stderr, "  page '%s': the tile's bleed (%.2f %.2f)-(%.2f %.2f) on item %d "
                            "(kind %d, %.2f %.2f)-(%.2f %.2f)\n", pg->label, b.x0, b.y0, b.x1, b.y1, i,
                            (int)pg->items[i].kind, o.x0, o.y0, o.x1, o.y1);
                    CHECK(0);
                }
            }
            /* every corner of a tile gets a mark when it has the room */
            int corners = 0;
            double x0, y0, x1, y1; /* where its cut prints (a turned tile's turned) */
            tile_page_box(t, &x0, &y0, &x1, &y1);
            for (int k = 0; k < ncrop; k++) {
                const struct crop_mark *m = &crop->crop.marks[k];
                corners += (m->x0 == x0 || m->x0 == x1 || m->y0 == y0 || m->y0 == y1);
            }
            if (lo->crop_marks)
                CHECK(corners >= 4);
        }
        if (it->kind == ITEM_DISC || it->kind == ITEM_CHIP) {
            /* its bleed clear of every other kind of item (discs and chips
               keep theirs apart: below) */
            struct box b = ink_of(lo, it);
            for (int i = 0; i < pg->nitems; i++) {
                const struct item *o = &pg->items[i];
                struct box ob = ink_of(lo, o);
                if (o->kind != it->kind && o->kind != ITEM_CROP_MARKS && o->kind != ITEM_CUT_GRID &&
                    b.x1 > ob.x0 + 1e-6 && b.x0 < ob.x1 - 1e-6 && b.y1 > ob.y0 + 1e-6 &&
                    b.y0 < ob.y1 - 1e-6) {
                    fprintf(stderr, "  page '%s': item %d's bleed on item %d (kind %d)\n", pg->label,
                            j, i, (int)o->kind);
                    CHECK(0);
                }
            }
        }
        if (it->kind == ITEM_CHIP) {
            const struct item *o = j + 1 < pg->nitems ? &pg->items[j + 1] : NULL;
            CHECK_NEAR(it->chip.bleed,
                       it->chip.side >= 0 && v->sides[it->chip.side].filled ? lo->bleed : 0, 1e-9);
            if (o && o->kind == ITEM_CHIP && o->y == it->y) /* the next in its row */
                CHECK(o->x - (it->x + it->w) >= 2 * lo->bleed - 1e-6);
        }
        if (it->kind != ITEM_DISC)
            continue;
        CHECK_NEAR(it->disc.bleed, it->disc.dark && !lo->disc_square ? fmax(DISC_BLEED, lo->bleed) : 0,
                   1e-9);
        /* discs cut round keep their bleeds apart: 2 x bleed between cuts */
        for (int i = j + 1; i < pg->nitems && !lo->disc_square; i++) {
            const struct item *o = &pg->items[i];
            if (o->kind != ITEM_DISC)
                continue;
            double d = hypot(it->x + it->w / 2 - o->x - o->w / 2, it->y + it->h / 2 - o->y - o->h / 2);
            CHECK(d >= it->disc.r + o->disc.r + 2 * lo->bleed - 1e-6);
        }
    }
}

static void check_layout(int crop, double bleed, int square)
{
    glob_t defs;
    CHECK_INT(glob("piecedefs/*.xml", 0, NULL, &defs), 0);
    struct layout lo;
    CHECK_INT(layout_load("layouts/a4.xml", &lo, &(struct report){.file = "layouts/a4.xml"}), 0);
    lo.crop_marks = crop;
    lo.bleed = bleed;
    lo.disc_square = square;
    int marks = 0, tiles = 0, sets = 0, ends = 0;
    for (size_t k = 0; k < defs.gl_pathc; k++) {
        struct variant v;
        struct board_plan bp;
        struct document doc;
        if (compose_def(defs.gl_pathv[k], &lo, &v, &bp, &doc) != 0)
            continue;
        sets++;
        for (int i = 0; i < doc.npages; i++) {
            check_page(&lo, &v, &doc.pages[i], &marks, &tiles);
            ends += cut_ends(&doc.pages[i]);
        }
        document_free(&doc);
        plan_board_free(&bp);
        variant_free(&v);
    }
    CHECK(sets >= 16);
    CHECK(tiles >= sets);
    if (!crop)
        CHECK_INT(marks, 0);
    else /* most cut lines get a mark at each end (A4, bleed 3: 686 of 880;
            bleed 5 with discs on square tiles: 805 of 1140, the two sides'
            grids in line); the rest have a component in the way */
        CHECK(marks >= ends * 2 / 3);
    layout_free(&lo);
    globfree(&defs);
}

/* The box round a koma's cut outline. */
static struct box cut_box(const struct item_fold *f)
{
    struct box b = {1e9, 1e9, -1e9, -1e9};
    for (int k = 0; k < f->ncut; k++) {
        b.x0 = fmin(b.x0, f->cut[k][0]);
        b.x1 = fmax(b.x1, f->cut[k][0]);
        b.y0 = fmin(b.y0, f->cut[k][1]);
        b.y1 = fmax(b.y1, f->cut[k][1]);
    }
    return b;
}

/* Shogi with a dark Gote: each dark koma bleeds (front and back), the
 * light ones do not, and the cut outlines of any two koma keep 2 x bleed
 * apart (their bounding boxes, which the pentagons fill at the base). */
static void check_dark_koma(double bleed)
{
    struct layout lo;
    CHECK_INT(layout_load("layouts/a4.xml", &lo, &(struct report){.file = "layouts/a4.xml"}), 0);
    lo.bleed = bleed;
    lo.crop_marks = 1;
    struct variant v;
    struct board_plan bp;
    struct document doc;
    struct report r = {.file = "piecedefs/shogi.xml"};
    CHECK_INT(piecedef_load("piecedefs/shogi.xml", &v, &r), 0);
    v.sides[1].filled = 1;
    CHECK_INT(plan_board(&v, &lo, &bp), 0);
    compose_components(&v, &lo, &bp, &doc);
    int koma = 0, marks = 0, tiles = 0;
    for (int i = 0; i < doc.npages; i++) {
        const struct page *pg = &doc.pages[i];
        check_page(&lo, &v, pg, &marks, &tiles); /* marks clear of their bleed */
        for (int j = 0; j < pg->nitems; j++) {
            const struct item *a = &pg->items[j];
            if (a->kind != ITEM_FOLD)
                continue;
            koma++;
            CHECK(a->fold.ncut > 0);
            CHECK_NEAR(a->fold.bleed[0], a->fold.side == 1 ? bleed : 0, 1e-9);
            CHECK_NEAR(a->fold.bleed[1], a->fold.side == 1 ? bleed : 0, 1e-9);
            struct box ba = cut_box(&a->fold);
            for (int i2 = j + 1; i2 < pg->nitems; i2++) {
                const struct item *b = &pg->items[i2];
                if (b->kind != ITEM_FOLD)
                    continue;
                struct box bb = cut_box(&b->fold);
                double gx = fmax(bb.x0 - ba.x1, ba.x0 - bb.x1), gy = fmax(bb.y0 - ba.y1, ba.y0 - bb.y1);
                CHECK(fmax(gx, gy) >= 2 * bleed - 1e-6);
            }
        }
    }
    CHECK_INT(koma, 40); /* Shogi: 20 a side */
    CHECK(marks > 0);
    document_free(&doc);
    plan_board_free(&bp);
    variant_free(&v);
    layout_free(&lo);
}

void test_trim_off(void)
{
    check_layout(0, 0, 0);
}

void test_trim_crop_bleed(void)
{
    check_layout(1, 3, 0);
    check_layout(1, 5, 1);
    check_layout(1, 0, 0);
    check_layout(0, 2, 0);
    check_dark_koma(3);
    check_dark_koma(0);
}
