/* compose_pack.c: places the extras of a components document (hands,
 * chips, the screen) in the paper the board and the pieces leave: each
 * block goes below what a page already holds, on the page with the most
 * room left (if that room holds it), and a new page is started only when
 * no page has room. A page
 * that receives a block says so in its label (the booklet's printing guide
 * lists the pages by label). Pure geometry: a paragraph's height is
 * measured through text/. */
#include "compose-imp.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/base.h"
#include "text/text.h"

#define TITLE_BAND 10.0
#define FOOTER_BAND 16.0
#define GAP 2.0

double compose_text_block_height(const struct layout *lo, const char *markup, double size_pt,
                                 double width)
{
    return text_height(lo, markup ? markup : "", size_pt, width);
}

double compose_pack_bottom(const struct layout *lo, const struct page *pg)
{
    return pg->h - lo->margin - FOOTER_BAND;
}

double compose_pack_page_room(const struct layout *lo)
{
    return lo->paper_h - lo->margin - FOOTER_BAND - (lo->margin + TITLE_BAND + 2);
}

double compose_page_free_top(const struct layout *lo, const struct page *pg)
{
    double top = lo->margin + TITLE_BAND;
    for (int i = 0; i < pg->nitems; i++) {
        const struct item *it = &pg->items[i];
        double h = it->h;
        if (it->y >= compose_pack_bottom(lo, pg) - 1e-9)
            continue; /* the footer: ruler and tile map */
        if (it->kind == ITEM_CROP_MARKS)
            continue; /* drawn round what is cut, not room taken: the set is
                         laid out alike with and without them (21-trim) */
        if (it->kind == ITEM_TEXT && it->text.markup)
            h = compose_text_block_height(lo, it->text.markup, it->text.size_pt, it->w);
        if (it->y + h > top)
            top = it->y + h;
    }
    return top;
}

void compose_pack_start(struct pack *f, const struct variant *v, const struct layout *lo,
                struct document *doc, const char *label, int first_page)
{
    memset(f, 0, sizeof *f);
    f->v = v;
    f->lo = lo;
    f->doc = doc;
    f->label = label;
    f->first_page = first_page;
}

void compose_pack_label(struct page *pg, const char *what)
{
    if (strstr(pg->label, what))
        return;
    char *s = str_printf("%s; %s", pg->label, what);
    free(pg->label);
    pg->label = s;
}

int compose_pack_room(const struct pack *f, double h)
{
    if (f->pg && f->y + h <= compose_pack_bottom(f->lo, f->pg) + 1e-9)
        return 1;
    for (int i = f->first_page; i < f->doc->npages; i++) {
        const struct page *pg = &f->doc->pages[i];
        if (pg->w == f->lo->paper_w && compose_page_free_top(f->lo, pg) + GAP + h <= compose_pack_bottom(f->lo, pg) + 1e-9)
            return 1;
    }
    return 0;
}

/* Keeps the two largest of the rooms seen. */
static void keep_room(double room[2], double r)
{
    if (r > room[0]) {
        room[1] = room[0];
        room[0] = r;
    } else if (r > room[1]) {
        room[1] = r;
    }
}

int compose_pack_room_split(const struct pack *f, double h1, double h2)
{
    /* the room below the flow on its page, and on each other page */
    double room[2] = {0, 0};
    if (f->pg)
        keep_room(room, compose_pack_bottom(f->lo, f->pg) - f->y + 1e-9);
    for (int i = f->first_page; i < f->doc->npages; i++) {
        const struct page *pg = &f->doc->pages[i];
        if (pg != f->pg && pg->w == f->lo->paper_w)
            keep_room(room, compose_pack_bottom(f->lo, pg) - compose_page_free_top(f->lo, pg) - GAP +
                                1e-9);
    }
    return room[0] >= h1 + GAP + h2 || (room[0] >= fmax(h1, h2) && room[1] >= fmin(h1, h2));
}

void compose_add_ruler(struct page *pg, const struct layout *lo, double right)
{
    if (lo->ruler <= 0)
        return;
    page_add_item(pg, ITEM_RULER, lo->margin + RULER_PAD, pg->h - lo->margin - FOOTER_BAND + 3,
                  right - lo->margin - RULER_PAD, FOOTER_BAND - 3);
}

void compose_pack_need(struct pack *f, double h)
{
    const struct layout *lo = f->lo;
    if (f->pg && f->y + h <= compose_pack_bottom(lo, f->pg) + 1e-9)
        return;
    /* the earlier page (portrait, as the blocks are laid out) with the
       most room, so that the blocks even out the pages' blank */
    struct page *best = NULL;
    double best_room = 0, best_y = 0;
    for (int i = f->first_page; i < f->doc->npages; i++) {
        struct page *pg = &f->doc->pages[i];
        double y = compose_page_free_top(lo, pg) + GAP, room = compose_pack_bottom(lo, pg) - y;
        if (pg->w == lo->paper_w && room >= h - 1e-9 && (!best || room > best_room + 1e-9)) {
            best = pg;
            best_room = room;
            best_y = y;
        }
    }
    if (best) {
        f->pg = best;
        f->y = best_y;
        compose_pack_label(best, f->label);
        return;
    }
    f->pg = document_add_page(f->doc, lo->paper_w, lo->paper_h, f->label);
    char *title = str_printf("%s: %s", f->v->name, f->label);
    struct item *t = page_add_item(f->pg, ITEM_TITLE, lo->margin + TEXT_INSET, lo->margin,
                                   lo->paper_w - 2 * lo->margin - 2 * TEXT_INSET, TITLE_BAND);
    t->text.markup = markup_printf("%s", title); /* a title is plain text */
    free(title);
    t->text.size_pt = compose_title_size(lo, t->text.markup, t->w, TITLE_BAND);
    compose_add_ruler(f->pg, lo, lo->paper_w - lo->margin);
    f->y = lo->margin + TITLE_BAND + 2; /* as compose_pack_page_room counts */
}

void compose_pack_text(struct pack *f, const char *markup)
{
    const struct layout *lo = f->lo;
    double w = lo->paper_w - 2 * lo->margin;
    double h = compose_text_block_height(lo, markup, 8.5, w - 2 * TEXT_INSET);
    compose_pack_need(f, h);
    struct item *it = page_add_item(f->pg, ITEM_TEXT, lo->margin + TEXT_INSET, f->y, w - 2 * TEXT_INSET, 0);
    it->text.markup = xstrdup(markup);
    it->text.size_pt = 8.5;
    f->y += h + 2;
}
