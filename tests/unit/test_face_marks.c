/* test_face_marks.c: every mark a piece's face prints reads at the table
 * (issue 30: Jungi's smallest mark was 1.04 mm, "a field of grey").
 *
 * FACE_MARK_MM, 1.2 mm: the pieces are read on the board at about 50 cm,
 * where 1 minute of arc is 0.145 mm. A 20/20 eye resolves a detail of 1'
 * and names a letter of 5' (0.73 mm); reading a shape at a glance, in
 * table light, by eyes that are not perfect, takes about 1.6 times that:
 * 1.2 mm is 8.3', the size of a 3.4 mm capital letter's stroke pattern
 * (the 6 pt text minimum's x-height is about 1.1 mm). Below it a star, a
 * ringed dot and a cross are told apart only by leaning over the board.
 *
 * Read from the composed component pages' ink ledger (as draw_page notes
 * every diagram and band mark, with its smallest printed extent), on A4
 * and Letter, for every shipped set: each mark of a fold-over face, disc
 * or chip. The board's own marks are read at the board's scale and held
 * by 17-legibility.sh. */
#include <cairo.h>
#include <glob.h>
#include <math.h>
#include <stdio.h>

#include "compose/compose.h"
#include "draw/draw.h"
#include "load/load.h"
#include "model/model.h"
#include "test.h"

#define FACE_MARK_MM 1.2

static int is_face(enum item_kind k)
{
    return k == ITEM_FOLD || k == ITEM_DISC || k == ITEM_CHIP;
}

/* The least face mark of doc, and where (page, box) for the message. */
static double least_face_mark(const struct layout *lo, const struct document *doc, int *page,
                              double *x, double *y)
{
    double least = 1e9;
    for (int p = 0; p < doc->npages; p++) {
        const struct page *pg = &doc->pages[p];
        struct ink_ledger l;
        test_page_ink(lo, doc, pg, &l);
        for (int k = 0; k < l.n; k++) {
            const struct ink_entry *e = &l.e[k];
            if (e->kind == INK_MARK && e->item >= 0 && e->item < pg->nitems &&
                is_face(pg->items[e->item].kind) && e->size < least) {
                least = e->size;
                *page = p + 1;
                *x = e->x0;
                *y = e->y0;
            }
        }
        draw_ink_ledger_free(&l);
    }
    return least;
}

void test_face_marks_read_at_table(void)
{
    static const char *papers[] = {"layouts/a4.xml", "layouts/letter.xml"};
    glob_t g;
    if (test_shipped(&g) != 0)
        return;
    for (size_t i = 0; i < sizeof papers / sizeof *papers; i++) {
        struct layout lo;
        CHECK_INT(layout_load(papers[i], &lo, &(struct report){.file = papers[i]}), 0);
        for (size_t d = 0; d < g.gl_pathc; d++) {
            struct variant v;
            struct composed c;
            if (test_compose_shipped(g.gl_pathv[d], &lo, &v, &c) != 0)
                continue;
            int page = 0;
            double x = 0, y = 0;
            double mark = least_face_mark(&lo, &c.components, &page, &x, &y);
            if (mark < FACE_MARK_MM - 1e-9)
                fprintf(stderr, "  %s on %s: a face mark of %.2f mm at page %d (%.1f, %.1f) mm "
                        "(%.1f mm or more)\n", v.id, papers[i], mark, page, x, y, FACE_MARK_MM);
            CHECK(mark >= FACE_MARK_MM - 1e-9);
            compose_set_free(&c);
            variant_free(&v);
        }
        layout_free(&lo);
    }
    globfree(&g);
}

/* The booklet's gallery diagrams are read in hand at about 40 cm (1' of
 * arc: 0.116 mm). GALLERY_CELL_MM 3.3 mm is 28', a third more than the 21'
 * of a face's 3.0 mm cell at the table (FACE_CELL_MM, test_face.c): the
 * gallery is where a player learns a pattern, counting squares out from
 * the piece on grids of up to 7 x 7 (Janggi's Elephant and Capablanca's
 * 7 x 7 diagrams had 3.14 mm cells). Read from the composed booklet pages'
 * ink ledger (a guide's thumbnail of a component page is its own item,
 * not the gallery's), on A4 and Letter, every grid cell of every gallery
 * entry of every shipped set. */
#define GALLERY_CELL_MM 3.3

static double least_gallery_cell(const struct layout *lo, const struct document *doc, int *page)
{
    double least = 1e9;
    for (int p = 0; p < doc->npages; p++) {
        const struct page *pg = &doc->pages[p];
        struct ink_ledger l;
        test_page_ink(lo, doc, pg, &l);
        for (int k = 0; k < l.n; k++)
            if (l.e[k].kind == INK_CELL && l.e[k].item >= 0 && l.e[k].item < pg->nitems &&
                pg->items[l.e[k].item].kind == ITEM_GALLERY_ROW && l.e[k].size < least) {
                least = l.e[k].size;
                *page = p + 1;
            }
        draw_ink_ledger_free(&l);
    }
    return least;
}

void test_gallery_cells_read_in_hand(void)
{
    static const char *papers[] = {"layouts/a4.xml", "layouts/letter.xml"};
    glob_t g;
    if (test_shipped(&g) != 0)
        return;
    for (size_t i = 0; i < sizeof papers / sizeof *papers; i++) {
        struct layout lo;
        CHECK_INT(layout_load(papers[i], &lo, &(struct report){.file = papers[i]}), 0);
        for (size_t d = 0; d < g.gl_pathc; d++) {
            struct variant v;
            struct composed c;
            if (test_compose_shipped(g.gl_pathv[d], &lo, &v, &c) != 0)
                continue;
            int page = 0;
            double cell = least_gallery_cell(&lo, &c.booklet, &page);
            if (cell < GALLERY_CELL_MM - 1e-9)
                fprintf(stderr, "  %s on %s: a gallery diagram cell of %.2f mm on booklet page %d "
                        "(%.1f mm or more)\n", v.id, papers[i], cell, page, GALLERY_CELL_MM);
            CHECK(cell >= GALLERY_CELL_MM - 1e-9);
            compose_set_free(&c);
            variant_free(&v);
        }
        layout_free(&lo);
    }
    globfree(&g);
}
