/* booklet_figure.c: where a <piece-figure> goes in the booklet's flow.
 * Faces side by side are laid out in rows as wide as the text column, each
 * row as tall as its tallest caption (wrapped, never shrunk), each row its
 * own item so that a figure of many faces flows on over the next page. A
 * stack keeps its pieces closer together when its full offset would not
 * fit the column or the page. The figure's caption is wrapped text under
 * the figure. */
#include "compose-imp.h"

#include <math.h>
#include <stdlib.h>

#include "base/base.h"
#include "text/text.h"

static const char *turn_words(int q)
{
    static const char *w[4] = {"as set up", "a quarter turn right", "a half turn",
                               "a quarter turn left"};
    return w[((q % 4) + 4) % 4];
}

static int figure_turns(const struct block *b)
{
    return b->fig_turns < 1 ? 1 : b->fig_turns > 4 ? 4 : b->fig_turns;
}

char *compose_figure_label(const struct variant *v, const struct block *b, int i)
{
    int turns = figure_turns(b);
    if (turns > 1)
        return markup_printf("%s", turn_words(i % turns));
    const struct piece *p = &v->pieces[b->fig_pieces[i / turns]];
    return markup_printf("%s", p->name ? p->name : p->id);
}

/* The tallest caption of faces [first, first + n), wrapped to its face's pitch. */
static double labels_height(const struct booklet_flow *f, const struct block *b, int first, int n)
{
    double h = 0;
    for (int i = first; i < first + n; i++) {
        char *m = compose_figure_label(f->v, b, i);
        h = fmax(h, text_height_aligned(f->lo, m, FIG_LABEL_PT, FIG_FACE + FIG_GAP - 1,
                                        ALIGN_CENTER));
        free(m);
    }
    return h;
}

static double caption_height(const struct booklet_flow *f, const struct block *b)
{
    if (!b->fig_caption)
        return 0;
    char *m = markup_printf("%s", b->fig_caption);
    double h = text_height_aligned(f->lo, m, FIG_LABEL_PT, f->width, ALIGN_CENTER) + 2;
    free(m);
    return h;
}

/* The caption under the figure, centred; one taller than a page flows on. */
static void put_caption(struct booklet_flow *f, const struct block *b)
{
    if (!b->fig_caption)
        return;
    char *m = markup_printf("%s", b->fig_caption);
    double h = text_height_aligned(f->lo, m, FIG_LABEL_PT, f->width, ALIGN_CENTER);
    if (h > compose_flow_bottom(f) - f->y) {
        compose_flow_text(f, m, FIG_LABEL_PT, 0, 2);
    } else {
        struct item *it = page_add_item(f->pg, ITEM_TEXT, MARGIN_X, f->y, f->width, h);
        it->text.markup = xstrdup(m);
        it->text.size_pt = FIG_LABEL_PT;
        it->text.align = ALIGN_CENTER;
        f->y += h + 3;
    }
    free(m);
}

/* Every face of a placed figure item: where, turned how, named what. */
static void resolve_faces(const struct booklet_flow *f, struct item *it)
{
    struct item_figure *fg = &it->figure;
    const struct block *b = fg->block;
    int side = b->fig_side;
    fg->faces = xcalloc((size_t)fg->count + 1, sizeof *fg->faces);
    if (b->fig_stack) {
        int n = fg->count;
        double off = fg->step, span = FIG_FACE + (n - 1) * off;
        double x0 = it->x + (it->w - span) / 2 + FIG_FACE / 2;
        double ybottom = it->y + span - FIG_FACE / 2;
        for (int i = 0; i < n; i++) {
            struct figure_face *ff = &fg->faces[i];
            ff->face = (struct face){.piece = b->fig_pieces[i], .side = side, .kind = FACE_FRONT};
            ff->cx = x0 + i * off;
            ff->cy = ybottom - i * off;
        }
    } else { /* a row of faces, each with its caption wrapped to the face's pitch */
        int turns = figure_turns(b);
        double step = fg->step;
        double x0 = it->x + (it->w - (fg->count * step - FIG_GAP)) / 2 + FIG_FACE / 2;
        double cy = it->y + FIG_FACE / 2;
        fg->caption_y = it->y + FIG_FACE + 1;
        for (int k = 0; k < fg->count; k++) {
            int i = fg->first + k;
            struct figure_face *ff = &fg->faces[k];
            ff->face = (struct face){.piece = b->fig_pieces[i / turns], .side = side,
                                     .kind = FACE_FRONT};
            ff->cx = x0 + k * step;
            ff->cy = cy;
            ff->quarter = i % turns;
            ff->caption = compose_figure_label(f->v, b, i);
        }
    }
    for (int k = 0; k < fg->count; k++)
        compose_face_label(f->v, f->lo, FIG_FACE, &fg->faces[k].face);
}

static void put_stack(struct booklet_flow *f, const struct block *b)
{
    int n = b->nfig_pieces;
    /* the room a stack may take: the column's width, a page's height */
    double room = fmin(f->width, compose_flow_bottom(f) - compose_flow_top(f) - caption_height(f, b));
    double off = n > 1 ? fmin(FIG_STACK_OFF, (room - FIG_FACE) / (n - 1)) : 0;
    double span = FIG_FACE + (n - 1) * off;
    compose_flow_need(f, span + 1 + caption_height(f, b));
    struct item *it = compose_flow_block(f, ITEM_FIGURE, span + 1);
    it->figure.block = b;
    it->figure.first = 0;
    it->figure.count = n;
    it->figure.step = off;
    resolve_faces(f, it);
    f->y -= 3; /* the caption follows close */
    put_caption(f, b);
}

void compose_figure(struct booklet_flow *f, const struct block *b)
{
    if (b->nfig_pieces == 0)
        return;
    if (b->fig_stack) {
        put_stack(f, b);
        return;
    }
    int n = b->nfig_pieces * figure_turns(b);
    double step = FIG_FACE + FIG_GAP;
    int per_row = (int)floor((f->width + FIG_GAP) / step);
    if (per_row < 1)
        per_row = 1;
    for (int first = 0; first < n; first += per_row) {
        int k = n - first < per_row ? n - first : per_row;
        double h = FIG_FACE + 1 + labels_height(f, b, first, k) + 1;
        /* the last row keeps the figure's caption with it */
        compose_flow_need(f, h + (first + k == n ? caption_height(f, b) : 0));
        struct item *it = compose_flow_block(f, ITEM_FIGURE, h);
        it->figure.block = b;
        it->figure.first = first;
        it->figure.count = k;
        it->figure.step = step;
        resolve_faces(f, it);
    }
    if (b->fig_caption) {
        f->y -= 3;
        put_caption(f, b);
    }
}
