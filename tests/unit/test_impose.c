/* test_impose.c: the A5 booklet's saddle-stitch order, and its composition
 * on A5 pages. */
#include <math.h>
#include <string.h>

#include "compose/compose.h"
#include "compose/compose-imp.h" /* where the gallery's words go */
#include "model/model.h"
#include "load/load.h"
#include "write/write.h"
#include "test.h"

/* The order written out by hand for 4, 8, 12 and 16 pages: per side
 * (sheet 1 front, sheet 1 back, sheet 2 front, ...) the left and the right
 * page. */
static const int order4[][2] = {{4, 1}, {2, 3}};
static const int order8[][2] = {{8, 1}, {2, 7}, {6, 3}, {4, 5}};
static const int order12[][2] = {{12, 1}, {2, 11}, {10, 3}, {4, 9}, {8, 5}, {6, 7}};
static const int order16[][2] = {{16, 1}, {2, 15}, {14, 3}, {4, 13},
                                 {12, 5}, {6, 11}, {10, 7}, {8, 9}};

static void check_order(int n, const int (*want)[2])
{
    int seen[17] = {0};
    for (int side = 0; side < n / 2; side++) {
        int l, r;
        write_impose_side(n, side, &l, &r);
        CHECK_INT(l, want[side][0]);
        CHECK_INT(r, want[side][1]);
        /* pages facing each other on a side add up to n + 1, and the
           outside of each sheet holds the lower page on the right */
        CHECK_INT(l + r, n + 1);
        CHECK(side % 2 == 0 ? r < l : l < r);
        /* a page's back is the next page: the front's right page (odd)
           has the back's left page behind it after a short-edge flip */
        if (side % 2 == 0) {
            int bl, br;
            write_impose_side(n, side + 1, &bl, &br);
            CHECK_INT(bl, r + 1);
            CHECK_INT(br, l - 1);
        }
        if (l >= 1 && l <= 16) seen[l]++;
        if (r >= 1 && r <= 16) seen[r]++;
    }
    for (int p = 1; p <= n; p++)
        CHECK_INT(seen[p], 1);
}

void test_impose_order(void)
{
    check_order(4, order4);
    check_order(8, order8);
    check_order(12, order12);
    check_order(16, order16);
    /* padding: blanks at the end up to a multiple of four */
    CHECK_INT(write_impose_padded(1), 4);
    CHECK_INT(write_impose_padded(4), 4);
    CHECK_INT(write_impose_padded(5), 8);
    CHECK_INT(write_impose_padded(10), 12);
    CHECK_INT(write_impose_padded(16), 16);
    CHECK_INT(write_impose_padded(17), 20);
}

/* The A5 booklet is composed on A5 pages, not shrunk from A4: every page is
 * 148 x 210 mm, every text at least the size it has on A4 and at least
 * 6 pt, every placed block inside the page with room for the printer's
 * margin, and the gallery's words under the pictures where they would be
 * squeezed beside them. */
void test_impose_a5_composed(void)
{
    static const char *defs[] = {"piecedefs/xiangqi.xml", "piecedefs/chu-seireigi.xml",
                                 "piecedefs/jungi.xml", "piecedefs/crest.xml",
                                 "piecedefs/rotation.xml"};
    struct layout lo;
    CHECK_INT(layout_load("layouts/a4.xml", &lo, &(struct report){.file = "layouts/a4.xml"}), 0);
    struct layout a5 = lo;
    a5.paper_w = WRITE_A5_WIDTH;
    a5.paper_h = WRITE_A5_HEIGHT;
    a5.booklet_a5 = 1;
    for (size_t d = 0; d < sizeof defs / sizeof defs[0]; d++) {
        struct variant v;
        struct report r = {.file = defs[d]};
        CHECK_INT(piecedef_load(defs[d], &v, &r), 0);
        struct board_plan bp;
        struct document comp, book, a4book;
        CHECK_INT(plan_board(&v, &lo, &bp), 0);
        compose_components(&v, &lo, &bp, &comp);
        compose_booklet(&v, &lo, &bp, &comp, &a4book);
        compose_booklet(&v, &a5, &bp, &comp, &book);
        double a4_min = 99, a5_min = 99;
        for (int i = 0; i < a4book.npages; i++)
            for (int j = 0; j < a4book.pages[i].nitems; j++)
                if (a4book.pages[i].items[j].kind == ITEM_TEXT)
                    a4_min = fmin(a4_min, a4book.pages[i].items[j].text.size_pt);
        int rows = 0;
        CHECK(book.npages >= a4book.npages);
        for (int i = 0; i < book.npages; i++) {
            const struct page *pg = &book.pages[i];
            CHECK_NEAR(pg->w, WRITE_A5_WIDTH, 1e-9);
            CHECK_NEAR(pg->h, WRITE_A5_HEIGHT, 1e-9);
            for (int j = 0; j < pg->nitems; j++) {
                const struct item *it = &pg->items[j];
                if (it->kind == ITEM_TEXT)
                    a5_min = fmin(a5_min, it->text.size_pt);
                if (it->kind == ITEM_GALLERY_ROW) {
                    /* the words under the pictures exactly when they would
                       be squeezed beside them (or entries stand two a row) */
                    CHECK_INT(it->gallery.picture_rows, compose_gallery_words_under(&v, &a5, it->gallery.piece, it->w));
                    rows++;
                }
                CHECK(it->x >= lo.margin && it->x + it->w <= pg->w - lo.margin + 1e-9);
                CHECK(it->y >= lo.margin && it->y + it->h <= pg->h - lo.margin + 1e-9);
            }
        }
        CHECK(a5_min >= a4_min - 1e-9);
        CHECK(a5_min >= 6);
        int physical = 0; /* one entry per physical piece: promoted forms are backs */
        for (int p = 0; p < v.npieces; p++)
            physical += v.pieces[p].count > 0;
        CHECK_INT(rows, physical);
        document_free(&book);
        document_free(&a4book);
        document_free(&comp);
        plan_board_free(&bp);
        variant_free(&v);
    }
    layout_free(&lo);
}
