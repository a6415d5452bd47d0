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
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "compose/compose.h"
#include "draw/draw.h"
#include "load/load.h"
#include "model/model.h"
#include "test.h"
#include "text/text.h"

#define FACE_MARK_MM 1.2

static int is_face(const struct item *it)
{
    return it->kind == ITEM_FOLD || it->kind == ITEM_DISC || it->kind == ITEM_CHIP;
}

static void face_marks(const struct layout *lo, const char *paper, struct variant *v,
                       struct composed *c, void *ctx)
{
    (void)ctx;
    struct ink_where at = {0, 0, 0};
    double mark = test_least_ink(lo, &c->components, INK_MARK, is_face, &at);
    if (mark < FACE_MARK_MM - 1e-9)
        fprintf(stderr, "  %s on %s: a face mark of %.2f mm at page %d (%.1f, %.1f) mm "
                "(%.1f mm or more)\n", v->id, paper, mark, at.page, at.x, at.y, FACE_MARK_MM);
    CHECK(mark >= FACE_MARK_MM - 1e-9);
}

void test_face_marks_read_at_table(void)
{
    test_each_shipped(face_marks, NULL);
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

static int is_gallery(const struct item *it)
{
    return it->kind == ITEM_GALLERY_ROW;
}

static void gallery_cells(const struct layout *lo, const char *paper, struct variant *v,
                          struct composed *c, void *ctx)
{
    (void)ctx;
    struct ink_where at = {0, 0, 0};
    double cell = test_least_ink(lo, &c->booklet, INK_CELL, is_gallery, &at);
    if (cell < GALLERY_CELL_MM - 1e-9)
        fprintf(stderr, "  %s on %s: a gallery diagram cell of %.2f mm on booklet page %d "
                "(%.1f mm or more)\n", v->id, paper, cell, at.page, GALLERY_CELL_MM);
    CHECK(cell >= GALLERY_CELL_MM - 1e-9);
}

void test_gallery_cells_read_in_hand(void)
{
    test_each_shipped(gallery_cells, NULL);
}

/* And every mark of a gallery diagram at least GALLERY_MARK_MM 2.0 mm: 14'
 * at 50 cm, as the board's zone dots (Janggi's 7 x 7 Elephant drew its dots
 * at the faces' 1.2 mm floor, 1.32 mm beside its General's 3 mm ones, and
 * the review of Janggi found them small). */
#define GALLERY_MARK_MM 2.0

/* The least mark drawn in a gallery diagram's box (not on the faces beside
 * it, which are the pieces as printed), a sign on another mark (the e.p.
 * ring, held to FACE_MARK_MM by its own floor) apart. */
static double gallery_least_mark(const struct layout *lo, const struct document *doc,
                                 struct ink_where *at)
{
    double least = 1e9;
    for (int p = 0; p < doc->npages; p++) {
        const struct page *pg = &doc->pages[p];
        struct ink_ledger l;
        test_page_ink(lo, doc, pg, &l);
        for (int k = 0; k < l.n; k++) {
            const struct ink_entry *e = &l.e[k];
            if (e->kind != INK_MARK || e->item < 0 || e->item >= pg->nitems ||
                !is_gallery(&pg->items[e->item]))
                continue;
            const struct item_gallery_row *g = &pg->items[e->item].gallery;
            double cx = (e->x0 + e->x1) / 2, cy = (e->y0 + e->y1) / 2;
            int in = 0;
            for (int d = 0; d < g->ndiagrams; d++) {
                double x = g->diagram_x[d], y = g->diagram_y;
                in |= cx >= x && cx <= x + g->face && cy >= y && cy <= y + g->face;
            }
            if (e->part)
                CHECK(e->size >= FACE_MARK_MM - 1e-9);
            else if (in && e->size < least) {
                least = e->size;
                *at = (struct ink_where){p + 1, e->x0, e->y0};
            }
        }
        draw_ink_ledger_free(&l);
    }
    return least;
}

static void gallery_marks(const struct layout *lo, const char *paper, struct variant *v,
                          struct composed *c, void *ctx)
{
    (void)ctx;
    struct ink_where at = {0, 0, 0};
    double mark = gallery_least_mark(lo, &c->booklet, &at);
    if (mark < GALLERY_MARK_MM - 1e-9)
        fprintf(stderr, "  %s on %s: a gallery diagram mark of %.2f mm on booklet page %d "
                "(%.1f, %.1f) mm (%.1f mm or more)\n", v->id, paper, mark, at.page, at.x, at.y,
                GALLERY_MARK_MM);
    CHECK(mark >= GALLERY_MARK_MM - 1e-9);
}

void test_gallery_marks_read_in_hand(void)
{
    test_each_shipped(gallery_marks, NULL);
}

/* A face prints its piece's short name ("Run. Wolf") only where the full
 * name fits neither on one line of its band at MIN_TEXT_PT nor on two,
 * broken at a space, where the taller band leaves the diagram's cells at
 * 3.0 mm (FACE_NAME_CELL_MM: was 3.3, which cut "Heav. Horse" short) or
 * the one-line band's. Read from the composed
 * fold faces of every shipped set on A4 and Letter (Chu Seireigi printed
 * six names cut short that fit on two lines at 6 pt). A name printed
 * large under a word (Makruk's caption, face_word.c) is not in a band. */
static int full_name_fits(const struct layout *lo, const struct piece *p, const struct face *f,
                          double face)
{
    char *m = text_face_name_markup(p->name);
    double w = text_width(lo, m, MIN_TEXT_PT);
    free(m);
    if (w <= f->name_room + 1e-6)
        return 1;
    struct diagram merged;
    const struct diagram *d = NULL;
    memset(&merged, 0, sizeof merged);
    if (p->ndiagrams > 0 && p->diagrams[0].grid.cells)
        d = piece_face_diagram(p, &merged);
    struct face_plan one, two;
    plan_fold_face_lines(face, d, 1, &one);
    plan_fold_face_lines(face, d, 2, &two);
    diagram_free(&merged);
    if (two.cell < fmin(FACE_NAME_CELL_MM, one.cell) - 1e-9)
        return 0;
    double x0, room = plan_fold_name_room(&two, f->kind == FACE_PROMOTED, p->royal, &x0);
    for (int i = 1; p->name[i]; i++) {
        if (p->name[i] != ' ')
            continue;
        char *two_lines = text_two_lines(p->name, i), *nl = strchr(two_lines, '\n');
        double wide = 0;
        if (nl) {
            *nl = 0;
            const char *lines[2] = {two_lines, nl + 1};
            for (int k = 0; k < 2; k++) {
                char *lm = text_face_name_markup(lines[k]);
                wide = fmax(wide, text_width(lo, lm, MIN_TEXT_PT));
                free(lm);
            }
        }
        free(two_lines);
        if (nl && wide <= room + 1e-6)
            return 1;
    }
    return 0;
}

static void full_names(const struct layout *lo, const char *paper, struct variant *v,
                       struct composed *c, void *ctx)
{
    (void)ctx;
    int cut = 0;
    for (int p = 0; p < c->components.npages; p++)
        for (int j = 0; j < c->components.pages[p].nitems; j++) {
            const struct item *it = &c->components.pages[p].items[j];
            if (it->kind != ITEM_FOLD)
                continue;
            for (int b = 0; b < 2; b++) {
                const struct face *f = b ? &it->fold.back : &it->fold.front;
                if (!f->label || f->caption || f->piece < 0 || f->piece >= v->npieces)
                    continue;
                const struct piece *q = &v->pieces[f->piece];
                if (!q->short_name || !q->name || f->label != q->short_name ||
                    !strcmp(q->short_name, q->name) || !full_name_fits(lo, q, f, it->w))
                    continue;
                if (cut++ < 3)
                    fprintf(stderr, "  %s on %s: '%s' printed where '%s' fits at %.0f pt\n", v->id,
                            paper, q->short_name, q->name, MIN_TEXT_PT);
            }
        }
    CHECK_INT(cut, 0);
}

void test_face_full_names(void)
{
    test_each_shipped(full_names, NULL);
}
