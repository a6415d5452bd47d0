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
static void escaped(char *buf, size_t len, const char *pre, const char *text, const char *post)
{
    char *e = markup_printf("%s", text);
    snprintf(buf, len, "%s%s%s", pre, e, post);
    free(e);
}

/* "2 players · age 11+ · 30–120 minutes", from what the definition gives. */
static void facts(const struct variant *v, char *buf, size_t len)
{
    char part[256];
    buf[0] = '\0';
    if (v->players) {
        escaped(part, sizeof part, "", v->players, " players");
        str_append(buf, len, part);
    }
    if (v->age) {
        escaped(part, sizeof part, "age ", v->age, "");
        str_append(buf, len, buf[0] ? "  ·  " : "");
        str_append(buf, len, part);
    }
    if (v->playing_time) {
        escaped(part, sizeof part, "", v->playing_time, "");
        str_append(buf, len, buf[0] ? "  ·  " : "");
        str_append(buf, len, part);
    }
}

/* "80 pieces (40 a player), a board in 4 parts, 2 hand trays, ..." */
static void contents(const struct variant *v, const struct board_plan *bp, char *buf, size_t len)
{
    int per = 0;
    for (int i = 0; i < v->npieces; i++)
        per += v->pieces[i].count;
    char part[160];
    snprintf(buf, len, "In the set: %d pieces (%d for each player), ", 2 * per, per);
    if (bp->ntiles > 1)
        snprintf(part, sizeof part, "a board in %d parts that tape together", bp->ntiles);
    else
        snprintf(part, sizeof part, "a board");
    str_append(buf, len, part);
    for (int i = 0; i < v->components.nchips; i++) {
        const struct chip *c = &v->components.chips[i];
        snprintf(part, sizeof part, ", %d chips", c->count * (c->per_side ? 2 : 1));
        str_append(buf, len, part);
    }
    if (v->nhands) {
        snprintf(part, sizeof part, ", %d hand trays", v->nhands);
        str_append(buf, len, part);
    }
    if (v->components.screen)
        str_append(buf, len, ", a paper screen");
    str_append(buf, len, ", and this rule book.");
}

void compose_cover(struct booklet_flow *f, const struct board_plan *bp)
{
    const struct variant *v = f->v;
    char buf[1024];
    f->y = 34;
    escaped(buf, sizeof buf, "<b>", v->name, "</b>");
    centred(f, buf, 34, 2);
    if (v->subtitle) {
        escaped(buf, sizeof buf, "<i>", v->subtitle, "</i>");
        centred(f, buf, 15, 4);
    }
    facts(v, buf, sizeof buf);
    if (buf[0])
        centred(f, buf, 12, 8);
    /* the picture fills what the words above and below leave */
    char held[1024], warn[512] = "";
    contents(v, bp, held, sizeof held);
    if (v->warning)
        escaped(warn, sizeof warn, "<b>Warning.</b> ", v->warning, "");
    double below = text_height(f->lo, held, 10, f->width) + 8 +
                   (warn[0] ? text_height(f->lo, warn, 10, f->width) + 10 : 0);
    double room = compose_flow_bottom(f) - f->y - below;
    compose_flow_board_picture(f, bp, f->width, room, 0);
    f->y += 5;
    centred(f, held, 10, 4);
    if (warn[0]) {
        /* at the foot of the page */
        double h = text_height(f->lo, warn, 10, f->width);
        f->y = compose_flow_bottom(f) - h;
        centred(f, warn, 10, 0);
    }
}
