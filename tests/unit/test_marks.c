/* test_marks.c: no two diagram marks overlap (issue 30). Every shipped set
 * is composed on A4 and each component and booklet page drawn with an ink
 * ledger (draw.h), which notes every diagram mark with its box on the page
 * (a square of its smallest printed extent, centred on it). Two marks of
 * one item whose boxes overlap, neither inside the other, print as one
 * blot: a reader cannot tell them apart. A mark inside another's box is one
 * glyph drawn in parts (a ring round a cross, the dot of a promoted
 * piece). Stacked <piece-figure> faces lie on each other on purpose, and a
 * guide's thumbnail is a picture of a page, not a diagram to read.
 * Jungi, whose 7 x 7 grids once gave 1.8 mm cells on its 19 mm pieces
 * and 684 such pairs, now draws its three-square leaps two squares out
 * with their number (<components diagram-reach>) and e.p. on all eight
 * neighbours as one ring round the piece: it is held to 0 like the rest. */
#include <cairo.h>
#include <math.h>
#include <glob.h>
#include <stdio.h>
#include <string.h>

#include "compose/compose.h"
#include "draw/draw.h"
#include "load/load.h"
#include "model/model.h"
#include "test.h"

static int overlap(const struct ink_entry *p, const struct ink_entry *q)
{
    double ox = fmin(p->x1, q->x1) - fmax(p->x0, q->x0);
    double oy = fmin(p->y1, q->y1) - fmax(p->y0, q->y0);
    int p_in_q = p->x0 >= q->x0 - 1e-6 && p->y0 >= q->y0 - 1e-6 && p->x1 <= q->x1 + 1e-6 &&
                 p->y1 <= q->y1 + 1e-6;
    int q_in_p = q->x0 >= p->x0 - 1e-6 && q->y0 >= p->y0 - 1e-6 && q->x1 <= p->x1 + 1e-6 &&
                 q->y1 <= p->y1 + 1e-6;
    return ox > 0.01 && oy > 0.01 && !p_in_q && !q_in_p;
}

/* The overlapping pairs of marks on one page. */
static int page_overlaps(const struct layout *lo, const struct document *doc, const struct page *pg)
{
    struct ink_ledger l;
    test_page_ink(lo, doc, pg, &l);
    int n = 0;
    for (int a = 0; a < l.n; a++) {
        const struct ink_entry *p = &l.e[a];
        if (p->kind != INK_MARK || p->item < 0 || p->item >= pg->nitems ||
            pg->items[p->item].kind == ITEM_THUMB || pg->items[p->item].kind == ITEM_FIGURE)
            continue;
        for (int b = a + 1; b < l.n; b++)
            n += l.e[b].kind == INK_MARK && l.e[b].item == p->item && overlap(p, &l.e[b]);
    }
    draw_ink_ledger_free(&l);
    return n;
}

void test_marks_never_overlap(void)
{
    struct layout lo;
    CHECK_INT(layout_load("layouts/a4.xml", &lo, &(struct report){.file = "layouts/a4.xml"}), 0);
    glob_t g;
    if (test_shipped(&g) != 0)
        return;
    for (size_t i = 0; i < g.gl_pathc; i++) {
        struct variant v;
        struct composed c;
        if (test_compose_shipped(g.gl_pathv[i], &lo, &v, &c) != 0)
            continue;
        int n = 0;
        for (int p = 0; p < c.components.npages; p++)
            n += page_overlaps(&lo, &c.components, &c.components.pages[p]);
        for (int p = 0; p < c.booklet.npages; p++)
            n += page_overlaps(&lo, &c.booklet, &c.booklet.pages[p]);
        if (n)
            fprintf(stderr, "%s: %d overlapping pairs of diagram marks\n", v.id, n);
        CHECK_INT(n, 0);
        compose_set_free(&c);
        variant_free(&v);
    }
    globfree(&g);
    layout_free(&lo);
}

/* A board's promotion-zone dots are seen across the table (issue 30: the
 * Grand and Makruk dots, 0.05 of a square, 1.7 and 2.2 mm, were hard to
 * see): on every shipped board with dot zones, every dot at least 2.5 mm
 * across, 14 arc minutes from 60 cm, and at most 4 mm, a quarter-disc at
 * the corner of each square it touches, which keeps its colour (0.15 of a
 * square: 2.75 mm on Grand's, 3.43 on Makruk's). Read from the board pages'
 * ink ledger. */
void test_zone_dots_seen(void)
{
    struct layout lo;
    CHECK_INT(layout_load("layouts/a4.xml", &lo, &(struct report){.file = "layouts/a4.xml"}), 0);
    glob_t g;
    if (test_shipped(&g) != 0)
        return;
    int sets = 0;
    for (size_t i = 0; i < g.gl_pathc; i++) {
        struct variant v;
        struct composed c;
        if (test_compose_shipped(g.gl_pathv[i], &lo, &v, &c) != 0)
            continue;
        int dotted = 0, n = 0;
        double least = INFINITY, most = 0;
        for (int z = 0; z < v.board.nzones; z++)
            dotted |= v.board.zones[z].mark == ZMARK_DOTS && v.board.zones[z].rect;
        for (int p = 0; p < c.components.npages && dotted; p++) {
            struct ink_ledger l;
            test_page_ink(&lo, &c.components, &c.components.pages[p], &l);
            for (int k = 0; k < l.n; k++)
                if (l.e[k].kind == INK_ZONE) {
                    n++;
                    least = fmin(least, l.e[k].size);
                    most = fmax(most, l.e[k].size);
                }
            draw_ink_ledger_free(&l);
        }
        if (dotted) {
            fprintf(stderr, "  %s: %d zone dots, %.2f to %.2f mm across\n", v.id, n,
                    n ? least : 0, most);
            CHECK(n >= 4);
            CHECK(least >= 2.5);
            CHECK(most <= 4.0);
            sets++;
        }
        compose_set_free(&c);
        variant_free(&v);
    }
    CHECK(sets >= 2); /* Grand, Makruk, the shogi family */
    globfree(&g);
    layout_free(&lo);
}
