/* piecedef_rules.c: the <rules> of a definition: sections of paragraphs and
 * items (inline <b> and <i> become Pango markup) and generated blocks. */
#include "load-imp.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/base.h"

/* <piece-figure piece="ids" side=".." rotations="1-4" stack="yes|no"
 * caption=".."/>: pieces drawn turned (each in its first `rotations`
 * orientations) or stacked one on another. */
static void load_figure(struct loader *L, xmlNodePtr c, struct block *blk)
{
    blk->kind = BLOCK_FIGURE;
    char *ids = xml_attr(c, "piece");
    int count;
    char **w = str_split_words(ids, &count);
    blk->fig_pieces = xcalloc((size_t)count + 1, sizeof *blk->fig_pieces);
    for (int i = 0; i < count; i++) {
        int p = variant_find_piece(L->v, w[i]);
        if (p < 0) {
            char dym[96];
            report_error(L->r, xml_line(c), "piece-figure names unknown piece '%s'%s", w[i],
                         variant_suggest_piece(L->v, w[i], dym, sizeof dym));
        } else
            blk->fig_pieces[blk->nfig_pieces++] = p;
    }
    str_free_words(w, count);
    free(ids);
    blk->fig_side = xml_attr_side(c, "side") == SIDE_SECOND ? SIDE_SECOND : SIDE_FIRST;
    blk->fig_turns = 1;
    xml_attr_int(c, "rotations", 1, 4, &blk->fig_turns, L->r);
    blk->fig_stack = xml_attr_yes(c, "stack");
    blk->fig_caption = xml_attr(c, "caption");
    /* more would be a stack too thin to tell apart, or a figure of pages */
    int most = blk->fig_stack ? FIGURE_MAX_STACK : FIGURE_MAX_PIECES;
    if (count > most)
        report_error(L->r, xml_line(c), "<piece-figure%s> names %d pieces; at most %d",
                     blk->fig_stack ? " stack=\"yes\"" : "", count, most);
}

/* <sample-setup caption="..."><place side=".." piece=".." at="e2 f3"/>...
 * </sample-setup>: a start a player may copy, where the pieces that start in
 * hand stand (the board's own placements stand as <setup> puts them); drawn
 * as a setup picture. Whether it places exactly each side's hand, on empty
 * squares of its zone, is the validator's (rules_check_samples). */
static void load_sample(struct loader *L, xmlNodePtr c, struct block *blk)
{
    blk->kind = BLOCK_SAMPLE;
    blk->fig_caption = xml_attr(c, "caption");
    int cap = 0;
    for (xmlNodePtr pl = c->children; pl; pl = pl->next) {
        if (!xml_is(pl, "place"))
            continue;
        char *id = xml_attr(pl, "piece"), *at = xml_attr(pl, "at");
        int piece = variant_find_piece(L->v, id), side = xml_attr_side(pl, "side"), count;
        if (piece < 0) {
            char dym[96];
            report_error(L->r, xml_line(pl), "sample-setup names unknown piece '%s'%s", id,
                         variant_suggest_piece(L->v, id, dym, sizeof dym));
        } else if (side == SIDE_BOTH)
            report_error(L->r, xml_line(pl), "sample-setup: <place> needs side=\"first\" or "
                         "side=\"second\"");
        char **w = str_split_words(at, &count);
        for (int i = 0; i < count; i++) {
            int x, y;
            if (load_square(L, xml_line(pl), w[i], &x, &y) != 0 || piece < 0 || side == SIDE_BOTH)
                continue;
            blk->sample = xgrow(blk->sample, &blk->nsample, &cap, sizeof *blk->sample);
            blk->sample[blk->nsample - 1] =
                (struct placement){.line = xml_line(pl), .piece = piece, .side = side, .x = x, .y = y};
        }
        str_free_words(w, count);
        free(id);
        free(at);
    }
}

/* Converts the inline content of <p> or <item> to Pango markup. */
static void append_markup(xmlNodePtr n, char **buf, size_t *len, size_t *cap)
{
    for (xmlNodePtr c = n->children; c; c = c->next) {
        const char *open = NULL, *close = NULL;
        if (c->type == XML_TEXT_NODE) {
            for (const char *s = (const char *)c->content; s && *s; s++) {
                const char *rep = NULL;
                char one[2] = {*s, 0};
                if (*s == '&') rep = "&amp;";
                else if (*s == '<') rep = "&lt;";
                else if (*s == '>') rep = "&gt;";
                else if (*s == '\n' || *s == '\t' || *s == '\r') rep = " ";
                else rep = one;
                size_t l = strlen(rep);
                /* fold runs of spaces, as XML indentation is not content */
                if (rep[0] == ' ' && *len > 0 && (*buf)[*len - 1] == ' ')
                    continue;
                while (*len + l + 1 > *cap) {
                    *cap = *cap ? *cap * 2 : 256;
                    *buf = xrealloc(*buf, *cap, 1);
                }
                memcpy(*buf + *len, rep, l);
                *len += l;
                (*buf)[*len] = '\0';
            }
            continue;
        }
        if (xml_is(c, "b")) { open = "<b>"; close = "</b>"; }
        else if (xml_is(c, "i")) { open = "<i>"; close = "</i>"; }
        else continue;
        size_t need = strlen(open) + 1;
        while (*len + need > *cap) { *cap = *cap ? *cap * 2 : 256; *buf = xrealloc(*buf, *cap, 1); }
        memcpy(*buf + *len, open, strlen(open) + 1);
        *len += strlen(open);
        append_markup(c, buf, len, cap);
        need = strlen(close) + 1;
        while (*len + need > *cap) { *cap = *cap ? *cap * 2 : 256; *buf = xrealloc(*buf, *cap, 1); }
        memcpy(*buf + *len, close, strlen(close) + 1);
        *len += strlen(close);
    }
}

static char *markup_of(xmlNodePtr n)
{
    char *buf = NULL;
    size_t len = 0, cap = 0;
    append_markup(n, &buf, &len, &cap);
    if (!buf)
        return xstrdup("");
    /* trim the space left by indentation at both ends */
    char *start = buf;
    while (*start == ' ')
        start++;
    size_t l = strlen(start);
    while (l > 0 && start[l - 1] == ' ')
        l--;
    char *out = xstrndup(start, l);
    free(buf);
    return out;
}

void load_rules(struct loader *L, xmlNodePtr n)
{
    static const struct { const char *name; enum block_kind kind; } generated[] = {
        {"setup-diagram", BLOCK_SETUP}, {"piece-gallery", BLOCK_GALLERY},
        {"legend", BLOCK_LEGEND}, {"board-key", BLOCK_ZONES},
        {"printing-guide", BLOCK_PRINTING}, {"how-to-win", BLOCK_END},
    };
    struct variant *v = L->v;
    for (xmlNodePtr s = n->children; s; s = s->next) {
        if (!xml_is(s, "section"))
            continue;
        int cap = v->nrules;
        v->rules = xgrow(v->rules, &v->nrules, &cap, sizeof *v->rules);
        struct section *sec = &v->rules[v->nrules - 1];
        sec->line = xml_line(s);
        sec->title = xml_attr(s, "title");
        int bcap = 0;
        for (xmlNodePtr c = s->children; c; c = c->next) {
            if (c->type != XML_ELEMENT_NODE)
                continue;
            struct block blk = {.line = xml_line(c), .kind = BLOCK_PARA, .markup = NULL};
            if (xml_is(c, "p") || xml_is(c, "item")) {
                blk.kind = xml_is(c, "p") ? BLOCK_PARA : BLOCK_ITEM;
                blk.markup = markup_of(c);
            } else if (xml_is(c, "piece-figure")) {
                load_figure(L, c, &blk);
            } else if (xml_is(c, "sample-setup")) {
                load_sample(L, c, &blk);
            } else {
                int known = 0;
                for (size_t i = 0; i < sizeof generated / sizeof generated[0]; i++)
                    if (xml_is(c, generated[i].name)) {
                        blk.kind = generated[i].kind;
                        known = 1;
                    }
                if (!known)
                    continue;
            }
            sec->blocks = xgrow(sec->blocks, &sec->nblocks, &bcap, sizeof *sec->blocks);
            sec->blocks[sec->nblocks - 1] = blk;
        }
    }
}
