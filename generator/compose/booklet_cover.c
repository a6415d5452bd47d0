/* booklet_cover.c: the booklet's cover: the game's name and subtitle, who
 * and how long it is for, a picture of the set made from its own board and
 * pieces in their starting position, what the set holds, and the
 * small-parts warning at the foot. */
#include "compose-imp.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/base.h"
#include "text/text.h"

static void centred(struct booklet_flow *f, const char *markup, double size, double space_after)
{
    double h = text_height_aligned(f->lo, markup, size, f->width, ALIGN_CENTER);
    struct item *it = page_add_item(f->pg, ITEM_TEXT, MARGIN_X, f->y, f->width, h);
    it->text.markup = xstrdup(markup);
    it->text.size_pt = size;
    it->text.align = ALIGN_CENTER;
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
static char *contents(const struct variant *v, const struct board_plan *bp,
                      const struct document *components)
{
    /* a player counts the men the rules say they lead: the spares are
       named apart ("16 for each player and a spare Firzan each") */
    int per[MAX_SIDES] = {0, 0}, spare[MAX_SIDES] = {0, 0}, kinds = 0, kind = 0;
    for (int i = 0; i < v->npieces; i++) {
        for (int s = 0; s < MAX_SIDES; s++) {
            per[s] += piece_count(&v->pieces[i], s);
            spare[s] += piece_spares(v, i, s);
        }
        if (piece_spares(v, i, SIDE_FIRST) || piece_spares(v, i, SIDE_SECOND))
            kinds++, kind = i;
    }
    char *buf = NULL;
    if (per[0] == per[1] && spare[0] == spare[1] && spare[0] > 0 && kinds == 1) {
        /* one kind: named ("and 2 spare Firzans each") */
        char *name = spare[0] == 1 ? NULL : str_plural(v->pieces[kind].name);
        buf = spare[0] == 1
            ? markup_printf("In the set: %d pieces (%d for each player, and a spare %s each), ",
                            2 * per[0], per[0] - 1, v->pieces[kind].name)
            : markup_printf("In the set: %d pieces (%d for each player, and %d spare %s each), ",
                            2 * per[0], per[0] - spare[0], spare[0], name);
        free(name);
    } else if (per[0] == per[1] && spare[0] == spare[1] && spare[0] > 0)
        buf = str_printf("In the set: %d pieces (%d for each player, and %d spares each), ",
                         2 * per[0], per[0] - spare[0], spare[0]);
    else if (per[0] == per[1])
        buf = str_printf("In the set: %d pieces (%d for each player), ", 2 * per[0], per[0]);
    else
        buf = markup_printf("In the set: %d pieces (%d for %s, %d for %s), ", per[0] + per[1],
                            per[0], v->sides[0].name, per[1], v->sides[1].name);
    if (bp->ntiles > 1)
        str_cat_free(&buf, str_printf("a board in %d parts that tape together", bp->ntiles));
    else
        str_cat(&buf, "a board");
    for (int i = 0; i < v->components.nchips; i++) {
        const struct chip *c = &v->components.chips[i];
        str_cat_free(&buf, str_printf(", %d chips", c->count * (c->per_side ? 2 : 1)));
    }
    /* the trays as printed: a long hand comes in parts, each a tray to cut */
    int trays = 0, most = 1;
    for (int p = 0; components && p < components->npages; p++)
        for (int i = 0; i < components->pages[p].nitems; i++)
            if (components->pages[p].items[i].kind == ITEM_HAND) {
                trays++;
                if (components->pages[p].items[i].hand.parts > most)
                    most = components->pages[p].items[i].hand.parts;
            }
    if (v->nhands && trays > v->nhands && trays == v->nhands * most)
        str_cat_free(&buf, str_printf(", %d hand trays (%d for each player)", trays, most));
    else if (v->nhands)
        str_cat_free(&buf, str_printf(", %d hand trays", trays > v->nhands ? trays : v->nhands));
    if (v->components.screen)
        str_cat(&buf, ", a paper screen");
    str_cat(&buf, ", and this rule book.");
    return buf;
}

/* The cover's type sizes: the title 34 pt, the subtitle 15, the facts 12,
 * the words at the foot 10; smaller (to 16, 10, 9 and 8) when long texts
 * would leave the picture of the set less than COVER_MIN_PICTURE of the
 * column's width. */
struct cover_sizes {
    double title, subtitle, facts, foot;
};

#define COVER_MIN_PICTURE 0.45

static double words_height(const struct booklet_flow *f, const char *title, const char *sub,
                           const char *fact, const char *held, const char *warn,
                           const struct cover_sizes *z)
{
    double h = text_height_aligned(f->lo, title, z->title, f->width, ALIGN_CENTER) + 2;
    if (sub)
        h += text_height_aligned(f->lo, sub, z->subtitle, f->width, ALIGN_CENTER) + 4;
    if (fact)
        h += text_height_aligned(f->lo, fact, z->facts, f->width, ALIGN_CENTER) + 8;
    h += 5 + text_height_aligned(f->lo, held, z->foot, f->width, ALIGN_CENTER) + 8;
    if (warn)
        h += text_height_aligned(f->lo, warn, z->foot, f->width, ALIGN_CENTER) + 10;
    return h;
}

/* Does every token of the cover's picture, in room mm of height, print its
 * piece's name at COVER_NAME_PT or more on the page (the picture's scale
 * as compose_flow_board_picture sets it)? */
static int cover_names_fit(const struct booklet_flow *f, const struct board_plan *bp, double room)
{
    double bw, bh;
    compose_setup_picture_size(f->v, f->lo, bp->cell, &bw, &bh);
    double k = fmin(1, fmin(f->width / bw, room / bh));
    double token = bp->cell * compose_piece_fill(f->v, f->lo) * SETUP_TOKEN_SHARE;
    return compose_setup_names_pt(f->v, f->lo, token) * k >= COVER_NAME_PT - 1e-9;
}

void compose_cover(struct booklet_flow *f, const struct board_plan *bp,
                   const struct document *components)
{
    const struct variant *v = f->v;
    /* a leaflet's cover starts at the column's top: its rules need the room */
    f->y = flow_how(f, BOOKLET_LEAFLET) ? compose_flow_top(f) : 34 * compose_flow_scale(f->lo);
    char *title = escaped("<b>", v->name, "</b>");
    char *sub = v->subtitle ? escaped("<i>", v->subtitle, "</i>") : NULL;
    char *fact = facts(v);
    /* the words at the foot never end on a word alone */
    char *held = markup_tie_last_word(contents(v, bp, components));
    char *warn = v->warning ? markup_tie_last_word(escaped("<b>Warning.</b> ", v->warning, "")) : NULL;
    struct cover_sizes z = {34, 15, 12, 10};
    double least = COVER_MIN_PICTURE * f->width;
    while (compose_flow_bottom(f) - f->y - words_height(f, title, sub, fact, held, warn, &z) < least &&
           (z.title > 16 || z.subtitle > 10 || z.facts > 9 || z.foot > 8)) {
        z.title = fmax(16, z.title - 2);
        z.subtitle = fmax(10, z.subtitle - 1);
        z.facts = fmax(9, z.facts - 0.5);
        z.foot = fmax(8, z.foot - 0.25);
    }
    centred(f, title, z.title, 2);
    if (sub)
        centred(f, sub, z.subtitle, 4);
    if (fact)
        centred(f, fact, z.facts, 8);
    /* the picture fills what the words above and below leave */
    double below = text_height_aligned(f->lo, held, z.foot, f->width, ALIGN_CENTER) + 8 +
                   (warn ? text_height_aligned(f->lo, warn, z.foot, f->width, ALIGN_CENTER) + 10
                         : 0);
    /* a booklet set closer draws the setup only here: as the setup
       diagram would, pieces whose faces are small diagrams by their codes
       (their names and marks printed smaller than a player reads), with
       the key under the picture */
    char *key = flow_how(f, BOOKLET_SETUP_ON_COVER) ? compose_setup_key(v) : NULL;
    double most = compose_flow_bottom(f) - f->y - below;
    if (flow_how(f, BOOKLET_LEAFLET)) /* the rules begin under it */
        most = fmin(most, f->cover_picture);
    /* at the size it is drawn: a leaflet's smaller picture named its
       pieces too small and lost the key (19-engine's turned Ferz) */
    int named = key && cover_names_fit(f, bp, most);
    if (named) { /* tokens that name their pieces need no key */
        free(key);
        key = NULL;
    }
    if (key)
        below += text_height_aligned(f->lo, key, f->lo->font_size - 1, f->width, ALIGN_CENTER) + 3;
    f->cover_coded = key != NULL;
    double room = fmin(most, compose_flow_bottom(f) - f->y - below);
    compose_flow_board_picture(f, bp, f->width, room, named ? SETUP_NAMED : key != NULL);
    f->y += 5;
    if (key)
        centred(f, key, f->lo->font_size - 1, 3);
    free(key);
    centred(f, held, z.foot, 4);
    if (warn) {
        /* at the foot of the page; a leaflet's rules go on above it */
        double h = text_height_aligned(f->lo, warn, z.foot, f->width, ALIGN_CENTER), y = f->y;
        f->y = compose_flow_bottom(f) - h;
        centred(f, warn, z.foot, 0);
        if (flow_how(f, BOOKLET_LEAFLET)) {
            f->y = y;
            f->foot = h + 6;
        }
    }
    free(title);
    free(sub);
    free(fact);
    free(held);
    free(warn);
}
