/* booklet_cover.c: the booklet's cover: the game's name and subtitle, who
 * and how long it is for, a picture of the set made from its own board and
 * pieces in their starting position, what the set holds, and the
 * small-parts warning at the foot. */
#include "compose-imp.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/base.h"
#include "text/text.h"

static void centred(struct booklet_flow *f, const char *markup, double size, double space_after)
{
    double h = text_height(f->lo, markup, size, f->width);
    struct item *it = page_add_item(f->pg, ITEM_TEXT, MARGIN_X, f->y, f->width, h);
    it->markup = xstrdup(markup);
    it->size_pt = size;
    it->align = ALIGN_CENTER;
    f->y += h + space_after;
}

/* pre + text (escaped for Pango markup) + post; pre and post are markup */
/* pre, the escaped text, post: a growing string (the caller frees it). */
static char *escaped(const char *pre, const char *text, const char *post)
{
    char *e = markup_printf("%s", text);
    char *s = str_printf("%s%s%s", pre, e, post);
    free(e);
    return s;
}

/* "2 players · age 11+ · 30–120 minutes", from what the definition gives
 * (NULL when it gives none). */
static char *facts(const struct variant *v)
{
    char *buf = NULL;
    if (v->players)
        str_cat_free(&buf, escaped("", v->players, " players"));
    if (v->age) {
        str_cat(&buf, buf ? "  ·  " : "");
        str_cat_free(&buf, escaped("age ", v->age, ""));
    }
    if (v->playing_time) {
        str_cat(&buf, buf ? "  ·  " : "");
        str_cat_free(&buf, escaped("", v->playing_time, ""));
    }
    return buf;
}

/* "80 pieces (40 a player), a board in 4 parts, 2 hand trays, ..." */
static char *contents(const struct variant *v, const struct board_plan *bp)
{
    int per = 0;
    for (int i = 0; i < v->npieces; i++)
        per += v->pieces[i].count;
    char *buf = str_printf("In the set: %d pieces (%d for each player), ", 2 * per, per);
    if (bp->ntiles > 1)
        str_cat_free(&buf, str_printf("a board in %d parts that tape together", bp->ntiles));
    else
        str_cat(&buf, "a board");
    for (int i = 0; i < v->components.nchips; i++) {
        const struct chip *c = &v->components.chips[i];
        str_cat_free(&buf, str_printf(", %d chips", c->count * (c->per_side ? 2 : 1)));
    }
    if (v->nhands)
        str_cat_free(&buf, str_printf(", %d hand trays", v->nhands));
    if (v->components.screen)
        str_cat(&buf, ", a paper screen");
    str_cat(&buf, ", and this rule book.");
    return buf;
}

void compose_cover(struct booklet_flow *f, const struct board_plan *bp)
{
    const struct variant *v = f->v;
    f->y = 34 * compose_flow_scale(f->lo);
    char *buf = escaped("<b>", v->name, "</b>");
    centred(f, buf, 34, 2);
    free(buf);
    if (v->subtitle) {
        buf = escaped("<i>", v->subtitle, "</i>");
        centred(f, buf, 15, 4);
        free(buf);
    }
    buf = facts(v);
    if (buf)
        centred(f, buf, 12, 8);
    free(buf);
    /* the picture fills what the words above and below leave */
    char *held = contents(v, bp);
    char *warn = v->warning ? escaped("<b>Warning.</b> ", v->warning, "") : NULL;
    double below = text_height(f->lo, held, 10, f->width) + 8 +
                   (warn ? text_height(f->lo, warn, 10, f->width) + 10 : 0);
    double room = compose_flow_bottom(f) - f->y - below;
    compose_flow_board_picture(f, bp, f->width, room, 0);
    f->y += 5;
    centred(f, held, 10, 4);
    if (warn) {
        /* at the foot of the page */
        double h = text_height(f->lo, warn, 10, f->width);
        f->y = compose_flow_bottom(f) - h;
        centred(f, warn, 10, 0);
    }
    free(held);
    free(warn);
}
