/* draw_ledger.c: an optional record of what a page prints, for the
 * legibility checks (pnpgen measure, the tests). When a ledger is attached
 * to a cairo context, the text and mark drawing functions note each text's
 * printed size in points and each diagram mark's and cell's printed size in
 * millimetres, with its box on the page. Sizes are given in the caller's
 * user space and converted here through the current transformation, so a
 * face that is scaled or turned is measured as printed. Without a ledger,
 * draw_ink_note does nothing. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "draw-imp.h"


static const cairo_user_data_key_t ledger_key;

void draw_ink_ledger_attach(cairo_t *cr, struct ink_ledger *l)
{
    memset(l, 0, sizeof *l);
    cairo_get_matrix(cr, &l->base);
    l->item = -1;
    cairo_set_user_data(cr, &ledger_key, l, NULL);
}

struct ink_ledger *draw_ink_ledger_of(cairo_t *cr)
{
    return cairo_get_user_data(cr, &ledger_key);
}

void draw_ink_ledger_free(struct ink_ledger *l)
{
    free(l->e);
    memset(l, 0, sizeof *l);
}

/* User space (x, y) to page millimetres (the user space at attach time). */
static void to_page(cairo_t *cr, const struct ink_ledger *l, double *x, double *y)
{
    cairo_matrix_t inv = l->base;
    cairo_user_to_device(cr, x, y);
    if (cairo_matrix_invert(&inv) == CAIRO_STATUS_SUCCESS)
        cairo_matrix_transform_point(&inv, x, y);
}

double draw_ink_scale(cairo_t *cr)
{
    struct ink_ledger *l = draw_ink_ledger_of(cr);
    double ax = 1, ay = 0, bx = 0, by = 1, ox = 0, oy = 0;
    if (!l)
        return 1;
    to_page(cr, l, &ax, &ay);
    to_page(cr, l, &bx, &by);
    to_page(cr, l, &ox, &oy);
    /* the mean scale of the two axes (faces are only turned and mirrored) */
    return sqrt(fabs((ax - ox) * (by - oy) - (ay - oy) * (bx - ox)));
}

void draw_ink_note(cairo_t *cr, enum ink_kind kind, double size, double x, double y, double w, double h)
{
    struct ink_ledger *l = draw_ink_ledger_of(cr);
    if (!l)
        return;
    double k = draw_ink_scale(cr);
    double xs[4] = {x, x + w, x, x + w}, ys[4] = {y, y, y + h, y + h};
    double x0 = INFINITY, y0 = INFINITY, x1 = -INFINITY, y1 = -INFINITY;
    for (int i = 0; i < 4; i++) {
        to_page(cr, l, &xs[i], &ys[i]);
        x0 = fmin(x0, xs[i]);
        x1 = fmax(x1, xs[i]);
        y0 = fmin(y0, ys[i]);
        y1 = fmax(y1, ys[i]);
    }
    l->e = xgrow(l->e, &l->n, &l->cap, sizeof *l->e);
    struct ink_entry *e = &l->e[l->n - 1];
    e->kind = kind;
    e->size = size * k;
    e->x0 = x0;
    e->y0 = y0;
    e->x1 = x1;
    e->y1 = y1;
    e->item = l->item;
    e->grid = 0;
    e->part = 0;
}

void draw_ink_note_part(cairo_t *cr, double size, double x, double y, double w, double h)
{
    struct ink_ledger *l = draw_ink_ledger_of(cr);
    if (!l)
        return;
    draw_ink_note(cr, INK_MARK, size, x, y, w, h);
    l->e[l->n - 1].part = 1;
}

void draw_ink_note_grid(cairo_t *cr, double s, int grid, double x, double y, double w, double h)
{
    struct ink_ledger *l = draw_ink_ledger_of(cr);
    if (!l)
        return;
    draw_ink_note(cr, INK_CELL, s, x, y, w, h);
    l->e[l->n - 1].grid = grid;
}
