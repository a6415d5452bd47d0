/* booklet_flow.c: the booklet's page flow: text, bullet items, headings
 * and blocks placed top to bottom, measured first (text/), a new numbered
 * page when the next one does not fit; a heading keeps 25 mm of what
 * follows. The files that compose the booklet's parts (booklet.c, the
 * cover, the guide) all place their content through these. */
#include "compose-imp.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "base/base.h"
#include "text/text.h"

#define MARGIN_TOP fmax(18.0 * compose_flow_scale(f->lo), f->lo->margin)
#define PAGE_NUMBER_PT 8.0
#define PAGE_NUMBER_Y (f->lo->paper_h - number_rise(f->lo))
/* the text column ends this far above the page number's top (A4: 6 mm) */
#define MARGIN_BOTTOM (number_rise(f->lo) + 6.0 * compose_flow_scale(f->lo))

double compose_flow_scale(const struct layout *lo) { return fmin(1.0, lo->paper_w / 210.0); }

/* The margins shrink with a narrow page, but never inside the printer's
 * margin (an A6 page would put them 3 to 7 mm from the edge). */
double compose_flow_margin_x(const struct layout *lo)
{
    return fmax(20.0 * compose_flow_scale(lo), lo->margin);
}

/* How far above the paper's foot the page number's top sits: its whole
 * line inside the printer's margin. */
static double number_rise(const struct layout *lo)
{
    return fmax(14.0 * compose_flow_scale(lo), lo->margin + text_height(lo, "0", PAGE_NUMBER_PT, 0));
}

double compose_flow_bottom(const struct booklet_flow *f)
{
    return f->lo->paper_h - MARGIN_BOTTOM - f->foot;
}
double compose_flow_top(const struct booklet_flow *f) { return MARGIN_TOP; }

void compose_flow_new_page(struct booklet_flow *f)
{
    char label[32];
    snprintf(label, sizeof label, "%s page %d", f->doc->name, f->doc->npages + 1);
    f->pg = document_add_page(f->doc, f->lo->paper_w, f->lo->paper_h, label);
    f->y = MARGIN_TOP;
    f->foot = 0;
    if (f->doc->npages == 1 && f->cover)
        return; /* the cover carries no number */
    char num[16];
    snprintf(num, sizeof num, "%d", f->doc->npages);
    struct item *it = page_add_item(f->pg, ITEM_TEXT, MARGIN_X, PAGE_NUMBER_Y, f->width, 0);
    it->text.markup = xstrdup(num);
    it->text.size_pt = PAGE_NUMBER_PT;
    it->text.align = ALIGN_CENTER;
}

/* Makes room for h mm, starting a page when needed. A heading that would
 * be left last on its page goes over with what follows it (its 25 mm were
 * not enough: a paragraph kept with its list, a figure with its caption). */
void compose_flow_need(struct booklet_flow *f, double h)
{
    if (f->pg && f->y + h <= compose_flow_bottom(f))
        return;
    struct page *old = f->pg;
    int orphan = old && f->heading_pg == old && f->heading == old->nitems - 1;
    struct item heading;
    if (orphan) {
        heading = old->items[--old->nitems];
        f->heading_pg = NULL;
    }
    compose_flow_new_page(f);
    if (orphan) {
        struct item *it = page_add_item(f->pg, heading.kind, heading.x, f->y, heading.w, heading.h);
        *it = heading;
        it->y = f->y;
        f->y += heading.h + 2;
    }
}

/* A text taller than a whole page flows on: each page shows the whole lines
 * that fit (slices of one laid-out text, so nothing is re-wrapped). */
static void flow_text_slices(struct booklet_flow *f, const char *markup, double size, double indent)
{
    int n;
    double *tops = text_line_tops(f->lo, markup, size, f->width - indent, &n);
    int i = 0;
    if (!f->pg)
        compose_flow_new_page(f);
    while (i < n) {
        int j = i;
        while (j < n && tops[j + 1] - tops[i] <= compose_flow_bottom(f) - f->y)
            j++;
        if (j == i && f->y > MARGIN_TOP + 0.01) { /* not a line left here */
            compose_flow_new_page(f);
            continue;
        }
        if (j == i)
            j = i + 1; /* a line taller than a page: cannot be, at 4 to 30 pt */
        double h = tops[j] - tops[i];
        struct item *it = page_add_item(f->pg, ITEM_TEXT, MARGIN_X + indent, f->y,
                                        f->width - indent, h);
        it->text.markup = xstrdup(markup);
        it->text.size_pt = size;
        it->text.clip_top = tops[i];
        it->text.clip_h = h;
        f->y += h;
        i = j;
        if (i < n)
            compose_flow_new_page(f);
    }
    free(tops);
}

void compose_flow_text(struct booklet_flow *f, const char *markup, double size, double indent,
                     double space_after)
{
    double h = text_height(f->lo, markup, size, f->width - indent);
    if (h > compose_flow_bottom(f) - MARGIN_TOP) {
        flow_text_slices(f, markup, size, indent);
        f->y += space_after;
        return;
    }
    compose_flow_need(f, h);
    struct item *it = page_add_item(f->pg, ITEM_TEXT, MARGIN_X + indent, f->y, f->width - indent, h);
    it->text.markup = xstrdup(markup);
    it->text.size_pt = size;
    f->y += h + space_after;
}

void compose_flow_heading(struct booklet_flow *f, const char *title, double size)
{
    char *buf = markup_printf("<b>%s</b>", title);
    /* keep a heading with at least 25 mm of what follows */
    double h = text_height(f->lo, buf, size, f->width);
    compose_flow_need(f, h + 25);
    compose_flow_text(f, buf, size, 0, 2);
    f->heading_pg = f->pg;
    f->heading = f->pg->nitems - 1;
    free(buf);
}

void compose_flow_item(struct booklet_flow *f, const char *markup)
{
    double size = f->lo->font_size;
    double h = text_height(f->lo, markup, size, f->width - 5);
    compose_flow_need(f, h);
    /* the bullet sits on the first line's baseline, which a Thai or CJK
       word in that line lowers */
    double drop = text_first_baseline(f->lo, markup, size, f->width - 5) -
                  text_first_baseline(f->lo, "•", size, 0);
    struct item *b = page_add_item(f->pg, ITEM_TEXT, MARGIN_X + 1, f->y + fmax(0, drop), 4, h);
    b->text.markup = xstrdup("•");
    b->text.size_pt = size;
    compose_flow_text(f, markup, size, 5, 1.2);
}

struct item *compose_flow_block(struct booklet_flow *f, enum item_kind kind, double h)
{
    compose_flow_need(f, h);
    struct item *it = page_add_item(f->pg, kind, MARGIN_X, f->y, f->width, h);
    f->y += h + 3;
    return it;
}

/* want, or less where a coordinate at that size would not fit the label
 * band (a rank's width, a file's line) or its cell of c mm along it (a
 * file's width, a rank's line): a picture scaled down far, on A6, would
 * push them into the words beside it and into each other. */
static double coords_fit_pt(const struct variant *v, const struct layout *lo, double c,
                            double want)
{
    double L = lo->label_band, k = 1;
    for (int i = 0; i < v->board.ncoords; i++) {
        const struct coords *co = &v->board.coords[i];
        int files = co->edge == EDGE_TOP || co->edge == EDGE_BOTTOM;
        for (int j = 0; j < co->nlabels; j++) {
            char *m = markup_printf("%s", co->labels[j]);
            double w = text_width(lo, m, want), h = text_height(lo, m, want, 0);
            free(m);
            double across = files ? h : w, along = files ? w : h;
            if (across > 0.9 * L)
                k = fmin(k, 0.9 * L / across);
            if (along > 0.9 * c)
                k = fmin(k, 0.9 * c / along);
        }
    }
    return want * k;
}

/* The real board, scaled to fit w x h mm, with the start position. */
struct item *compose_flow_board_picture(struct booklet_flow *f, const struct board_plan *bp, double maxw,
                                      double maxh, int coded)
{
    double bw, bh; /* with the hands' columns or rows */
    compose_setup_picture_size(f->v, f->lo, bp->cell, &bw, &bh);
    double k = fmin(1, fmin(maxw / bw, maxh / bh));
    struct item *it = compose_flow_block(f, ITEM_SETUP, bh * k);
    it->w = bw * k;
    it->x = MARGIN_X + (f->width - it->w) / 2;
    plan_whole_board_tile(f->v, f->lo, bp->cell, &it->setup.tile);
    /* discs whose sides differ in print (chess, xiangqi, janggi) are told
       apart by colour: a book prints both armies and the board's letters
       upright. A piece told by the way it points stays turned. */
    it->setup.tile.upright = f->v->components.form == FORM_DISC &&
                             f->v->sides[0].filled != f->v->sides[1].filled;
    it->setup.scale = k;
    /* its coordinates no smaller on the page than text a player reads
       (Chu Seireigi's rank letters printed at 4 pt on its cover), as far
       as the label band holds them */
    double pt = tile_coords_pt(&it->setup.tile, f->lo->label_band);
    if (pt * k < MIN_TEXT_PT)
        it->setup.tile.label_pt = fmax(pt, coords_fit_pt(f->v, f->lo, bp->cell, MIN_TEXT_PT / k));
    it->setup.coded = coded;
    /* a turned board's pieces as the set prints them on its squares
       (Capablanca's 16.8 mm discs on 22.9 mm squares: drawn slim as they
       print, not ringed as 19.7 mm discs would be). Boards grown round
       their pieces (compose_grow.c) still show the layout's fill. */
    it->setup.fill = bp->turned && bp->face > 0 ? bp->face / bp->cell : 0;
    compose_setup_pieces(f->v, f->lo, it);
    return it;
}
