/* compose_extras.c: the components that are not pieces or boards: chips
 * (fold-over discs with an emblem on each face) and the paper screen (a
 * fold-up tent that hides a secret setup). Called by compose_components
 * after the board, piece and hand pages; pure geometry, no cairo.
 *
 * Chips: two discs of diameter d whose centres lie plan_chip_centre_distance(d)
 * apart, joined where they overlap; the fold runs across the join (a flat
 * edge on the folded chip). The front lies below the fold and the back
 * above it turned 180 degrees about the fold's centre, as on fold pieces.
 * Each chip is cut along its own outline, so chips sit `gutter` apart.
 *
 * The screen, top to bottom on the sheet: a glue flap, the base, wall A
 * (printed upside down), the ridge, wall B (upright). Folded into a
 * triangle, printing outward, the walls meet at the ridge, the base lies on
 * the table and the flap is glued inside the foot of wall B; both walls
 * then read upright. A screen wider than the page is printed in parts,
 * each but the last carrying a side flap that goes under the next part. */
#include "compose-imp.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/base.h"

#define TITLE_BAND 10.0
#define FOOTER_BAND 16.0
#define TEXT_BAND 11.0   /* room kept for two lines of instructions */
#define SCREEN_FLAP 10.0
#define SIDE_FLAP 10.0

double plan_chip_centre_distance(double d)
{
    return 0.84 * d;
}

void plan_screen(const struct variant *v, const struct layout *lo,
                 const struct board_plan *bp, double max_w, struct screen_plan *out)
{
    const struct screen *s = v->components.screen;
    memset(out, 0, sizeof *out);
    if (!s)
        return;
    out->width = s->width > 0 ? s->width
               : v->board.files * bp->cell + 2 * lo->label_band;
    out->flap = SCREEN_FLAP;
    out->base = s->depth;
    out->wall = s->height;
    out->parts = 1;
    out->part_w = out->width;
    if (out->width > max_w) {
        out->side_flap = SIDE_FLAP;
        out->parts = (int)ceil(out->width / (max_w - SIDE_FLAP));
        out->part_w = out->width / out->parts;
    }
}

struct flow {
    const struct variant *v;
    const struct layout *lo;
    struct document *doc;
    struct page *pg;
    const char *label;
    double y;
};

static double bottom(const struct flow *f)
{
    return f->lo->paper_h - f->lo->margin - FOOTER_BAND;
}

static void new_page(struct flow *f)
{
    const struct layout *lo = f->lo;
    f->pg = document_add_page(f->doc, lo->paper_w, lo->paper_h, f->label);
    char *title = str_printf("%s: %s", f->v->name, f->label);
    struct item *t = page_add_item(f->pg, ITEM_TITLE, lo->margin, lo->margin,
                                   lo->paper_w - 2 * lo->margin, TITLE_BAND);
    t->markup = markup_printf("%s", title); /* a title is plain text */
    free(title);
    t->size_pt = compose_title_size(lo, t->markup, t->w, TITLE_BAND);
    if (lo->ruler > 0)
        page_add_item(f->pg, ITEM_RULER, lo->margin + RULER_PAD, lo->paper_h - lo->margin - FOOTER_BAND + 3,
                      lo->ruler, FOOTER_BAND - 3);
    f->y = lo->margin + TITLE_BAND + 2;
}

static void need(struct flow *f, double h)
{
    if (!f->pg || f->y + h > bottom(f))
        new_page(f);
}

static void add_text(struct flow *f, const char *markup)
{
    struct item *it = page_add_item(f->pg, ITEM_TEXT, f->lo->margin, f->y,
                                    f->lo->paper_w - 2 * f->lo->margin, 0);
    it->markup = xstrdup(markup);
    it->size_pt = 8.5;
    f->y += TEXT_BAND;
}

static double chip_size(const struct variant *v, const struct chip *c, double face)
{
    (void)v;
    return c->size > 0 ? c->size : face;
}

/* Centres a row of n chips placed from the left of a row of `cols`. */
static void centre_row(struct page *pg, int first, int n, int cols, double cw)
{
    for (int i = first; pg && i < pg->nitems && i < first + n; i++)
        pg->items[i].x += (cols - n) * cw / 2;
}

/* Chips in definition order, each kind for each side in turn, packed in
 * rows; a row holds chips of one size only. */
static void compose_chips(struct flow *f, double face)
{
    const struct variant *v = f->v;
    const struct layout *lo = f->lo;
    double aw = lo->paper_w - 2 * lo->margin;
    int col = 0, cols = 0, first = 0;
    double row_d = 0, row_h = 0, row_cw = 0;
    for (int i = 0; i < v->components.nchips; i++) {
        const struct chip *c = &v->components.chips[i];
        double d = chip_size(v, c, face);
        double h = plan_chip_centre_distance(d) + d;
        double cw = d + lo->gutter;
        if (d != row_d && col > 0) { /* a new size starts a new row */
            centre_row(f->pg, first, col, cols, row_cw);
            f->y += row_h + lo->gutter;
            col = 0;
        }
        row_d = d;
        row_h = h;
        row_cw = cw;
        cols = (int)((aw + lo->gutter) / cw);
        if (cols < 1)
            continue;
        int sides = c->per_side ? MAX_SIDES : 1;
        for (int s = 0; s < sides; s++)
            for (int k = 0; k < c->count; k++) {
                if (col == cols) {
                    f->y += h + lo->gutter;
                    col = 0;
                }
                if (col == 0) {
                    need(f, h + lo->gutter + TEXT_BAND);
                    first = f->pg->nitems;
                }
                /* rows are centred on the page: a full row's width */
                double x0 = (lo->paper_w - (cols * cw - lo->gutter)) / 2;
                struct item *it = page_add_item(f->pg, ITEM_CHIP, x0 + col * cw, f->y, d, h);
                it->piece = i;
                it->side = c->per_side ? s : -1;
                col++;
            }
    }
    if (col > 0) {
        centre_row(f->pg, first, col, cols, row_cw);
        f->y += row_h + lo->gutter;
    }
    if (v->components.nchips)
        add_text(f, "<b>Chips.</b> Cut around each chip along its solid outline. Fold it on "
                    "the dotted line, pictures outward, and glue the two halves together: "
                    "one face shows the front emblem, the other the back emblem.");
}

static void compose_screen(struct flow *f, const struct board_plan *bp)
{
    const struct variant *v = f->v;
    const struct layout *lo = f->lo;
    if (!v->components.screen)
        return;
    struct screen_plan sp;
    plan_screen(v, lo, bp, lo->paper_w - 2 * lo->margin, &sp);
    double h = sp.flap + sp.base + 2 * sp.wall;
    for (int part = 0; part < sp.parts; part++) {
        need(f, h + 2 + TEXT_BAND);
        double w = sp.part_w + (part < sp.parts - 1 ? sp.side_flap : 0);
        struct item *it = page_add_item(f->pg, ITEM_SCREEN, (lo->paper_w - w) / 2, f->y + 1,
                                        w, h);
        it->cols = part;
        it->rows = sp.parts;
        f->y += h + 4;
        if (part == sp.parts - 1) {
            char buf[512];
            snprintf(buf, sizeof buf, "<b>Screen%s.</b> Cut along the solid outline%s. Fold on "
                     "every dotted line, printing outward, into a long triangle: the walls "
                     "meet at the top, the base lies on the table, and the grey flap is glued "
                     "inside the foot of the far wall.",
                     sp.parts > 1 ? " (in parts)" : "",
                     sp.parts > 1 ? " and glue each side flap under the next part first" : "");
            add_text(f, buf);
        }
    }
}

void compose_extras(const struct variant *v, const struct layout *lo,
                    const struct board_plan *bp, struct document *doc)
{
    const struct components *c = &v->components;
    if (!c->nchips && !c->screen)
        return;
    struct flow f = {v, lo, doc, NULL,
                     c->nchips && c->screen ? "chips and screen" : c->nchips ? "chips" : "screen",
                     0};
    compose_chips(&f, compose_piece_face_size(v, lo, bp));
    compose_screen(&f, bp);
}
