/* gallery_cells.c: the booklet gallery's diagrams evened to one cell size,
 * once the booklet is flowed: over the whole gallery where its grids'
 * drawn spans allow, else page by page. */
#include "compose-imp.h"

#include <math.h>

#include "notation/notation.h"

/* A drawn grid's extent, in cells: the larger side of its diagram_span. */
static int drawn_extent(const struct diagram *d)
{
    int r0, rows, c0, cols;
    diagram_span(d, &r0, &rows, &c0, &cols);
    return rows > cols ? rows : cols;
}

/* Grids of n and m cells share a cell where the smaller keeps 3/5 of the
 * larger's side: Janggi's 3 x 3 General beside its 7 x 7 Elephant would be
 * 9 mm across; on points 3/4: three points are two spans, and Xiangqi's
 * General and Advisor at 3/5 stood 11 mm across, "too small to read"
 * (issue 30, Xiangqi review). */
static int may_even(int least, int most, int points)
{
    return most > 0 && least * 5 >= most * 3 && (!points || least * 4 >= most * 3);
}

static void set_cell(struct page *pg, double cell)
{
    for (int j = 0; j < pg->nitems; j++) {
        struct item_gallery_row *g = &pg->items[j].gallery;
        for (int d = 0; pg->items[j].kind == ITEM_GALLERY_ROW && d < g->ndiagrams; d++)
            g->diagram_size[d] = cell * g->diagram[d]->size;
    }
}

/* One page: the cell of its largest grid, in its box (a lone large grid's
 * may be larger than the face: compose_gallery_box). */
static void page_cells(struct page *pg)
{
    int most = 0, least = 0, points = 0;
    double cell = 0;
    for (int j = 0; j < pg->nitems; j++)
        for (int d = 0; pg->items[j].kind == ITEM_GALLERY_ROW &&
                        d < pg->items[j].gallery.ndiagrams; d++) {
            int n = pg->items[j].gallery.diagram[d]->size;
            most = n > most ? n : most;
            least = least == 0 || n < least ? n : least;
            points |= pg->items[j].gallery.diagram[d]->points;
        }
    for (int j = 0; j < pg->nitems; j++)
        for (int d = 0; pg->items[j].kind == ITEM_GALLERY_ROW &&
                        d < pg->items[j].gallery.ndiagrams; d++)
            if (pg->items[j].gallery.diagram[d]->size == most)
                cell = fmax(cell, pg->items[j].gallery.diagram_size[d] / most);
    if (may_even(least, most, points))
        set_cell(pg, cell);
}

/* The whole gallery in one cell (issue 30, Shogi review: "diagram scale
 * varies row to row": the King's 3 x 3 in 7.3 mm cells on one page, the
 * Gold's in 4.4 mm on the next, evened there to the Knight's 5 x 5 drawn
 * 3 wide): the largest cell at which every grid's drawn span fits its
 * box. 0 where the spans differ too much to share one, or where the
 * diagrams are folded in to a reach (<components diagram-reach>). */
static double gallery_cell(const struct variant *v, const struct document *doc)
{
    int most = 0, least = 0, points = 0;
    double cell = 0;
    if (v->components.diagram_reach > 0)
        return 0;
    for (int i = 0; i < doc->npages; i++)
        for (int j = 0; j < doc->pages[i].nitems; j++) {
            const struct item_gallery_row *g = &doc->pages[i].items[j].gallery;
            for (int d = 0; doc->pages[i].items[j].kind == ITEM_GALLERY_ROW &&
                            d < g->ndiagrams; d++) {
                int e = drawn_extent(g->diagram[d]);
                double c = fmax(g->face, g->diagram_room) / e;
                most = e > most ? e : most;
                least = least == 0 || e < least ? e : least;
                points |= g->diagram[d]->points;
                cell = cell == 0 || c < cell ? c : cell;
            }
        }
    return may_even(least, most, points) ? cell : 0;
}

void compose_gallery_page_cells(const struct variant *v, struct document *doc)
{
    double cell = gallery_cell(v, doc);
    for (int i = 0; i < doc->npages; i++)
        if (cell > 0)
            set_cell(&doc->pages[i], cell);
        else
            page_cells(&doc->pages[i]);
}
