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

#define MARGIN_TOP 18.0
#define MARGIN_BOTTOM 20.0


double compose_flow_bottom(const struct booklet_flow *f) { return f->lo->paper_h - MARGIN_BOTTOM; }

void compose_flow_new_page(struct booklet_flow *f)
{
    char label[32];
    snprintf(label, sizeof label, "booklet page %d", f->doc->npages + 1);
    f->pg = document_add_page(f->doc, f->lo->paper_w, f->lo->paper_h, label);
    f->y = MARGIN_TOP;
    if (f->doc->npages == 1 && f->cover)
        return; /* the cover carries no number */
    char num[16];
    snprintf(num, sizeof num, "%d", f->doc->npages);
    struct item *it = page_add_item(f->pg, ITEM_TEXT, MARGIN_X, f->lo->paper_h - 14, f->width, 0);
    it->markup = xstrdup(num);
    it->size_pt = 8;
    it->align = ALIGN_CENTER;
}

/* Makes room for h mm, starting a page when needed. */
void compose_flow_need(struct booklet_flow *f, double h)
{
    if (!f->pg || f->y + h > compose_flow_bottom(f))
        compose_flow_new_page(f);
}

void compose_flow_text(struct booklet_flow *f, const char *markup, double size, double indent,
                     double space_after)
{
    double h = text_height(f->lo, markup, size, f->width - indent);
    compose_flow_need(f, h);
    struct item *it = page_add_item(f->pg, ITEM_TEXT, MARGIN_X + indent, f->y, f->width - indent, h);
    it->markup = xstrdup(markup);
    it->size_pt = size;
    f->y += h + space_after;
}

void compose_flow_heading(struct booklet_flow *f, const char *title, double size)
{
    char *buf = markup_printf("<b>%s</b>", title);
    /* keep a heading with at least 25 mm of what follows */
    double h = text_height(f->lo, buf, size, f->width);
    compose_flow_need(f, h + 25);
    compose_flow_text(f, buf, size, 0, 2);
    free(buf);
}

void compose_flow_item(struct booklet_flow *f, const char *markup)
{
    double size = f->lo->font_size;
    double h = text_height(f->lo, markup, size, f->width - 5);
    compose_flow_need(f, h);
    struct item *b = page_add_item(f->pg, ITEM_TEXT, MARGIN_X + 1, f->y, 4, h);
    b->markup = xstrdup("•");
    b->size_pt = size;
    compose_flow_text(f, markup, size, 5, 1.2);
}

struct item *compose_flow_block(struct booklet_flow *f, enum item_kind kind, double h)
{
    compose_flow_need(f, h);
    struct item *it = page_add_item(f->pg, kind, MARGIN_X, f->y, f->width, h);
    f->y += h + 3;
    return it;
}

/* The real board, scaled to fit w x h mm, with the start position. */
struct item *compose_flow_board_picture(struct booklet_flow *f, const struct board_plan *bp, double maxw,
                                      double maxh, int coded)
{
    double bw, bh;
    compose_whole_board_size(f->v, f->lo, bp->cell, &bw, &bh);
    double extra = f->v->nstart_hand ? 1.3 * bp->cell : 0; /* the hands' column */
    double k = fmin(1, fmin(maxw / (bw + extra), maxh / bh));
    struct item *it = compose_flow_block(f, ITEM_SETUP, bh * k);
    it->w = (bw + extra) * k;
    it->x = MARGIN_X + (f->width - it->w) / 2;
    plan_whole_board_tile(f->v, f->lo, bp->cell, &it->tile);
    it->size_pt = k;
    it->align = coded;
    return it;
}
