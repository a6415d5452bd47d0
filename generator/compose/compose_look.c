/* compose_look.c: how the set prints (struct look, look.h), decided once
 * from the variant for every document: the sides' print styles and
 * colours, so that draw/ paints them without reading the model's sides,
 * and the board's art (compose_look_board.c). */
#include "compose-imp.h"

#include <stdlib.h>
#include <string.h>

#include "base/base.h"

static void side_look(const struct side *s, struct side_look *out)
{
    memset(out, 0, sizeof *out);
    out->filled = s->filled != 0;
    out->coloured = colour_parse_hex(s->colour, out->rgb) == 0;
    if (!out->coloured)
        return; /* art in black */
    memcpy(out->art, out->rgb, sizeof out->art);
    /* no lighter than ART_MAX_GREY when printed in grey (Rec. 601 luma) */
    double l = 0.299 * out->rgb[0] + 0.587 * out->rgb[1] + 0.114 * out->rgb[2];
    if (l > ART_MAX_GREY)
        for (int i = 0; i < 3; i++)
            out->art[i] *= ART_MAX_GREY / l;
}

/* The piece's art in the look's form: a koma prints its glyph as the
 * definition gives it and its short name; the other forms a side's glyph
 * else the other side's, and its name else its id. */
static void piece_art(const struct piece *p, enum piece_shape shape, struct piece_art *a)
{
    int koma = shape == SHAPE_PENTAGON;
    a->id = p->id;
    a->words = koma ? (p->short_name ? p->short_name : p->name)
             : p->name && *p->name ? p->name : p->id ? p->id : "?";
    for (int s = 0; s < MAX_SIDES; s++) {
        a->glyph[s] = !koma ? piece_face_glyph(p, s) : p->glyph[s] ? p->glyph[s] : p->glyph[1 - s];
        a->stacked[s] = compose_glyph_stacked(a->glyph[s], p->glyph[s] ? p->glyph_stack[s]
                                                                        : p->glyph_stack[1 - s]);
        a->compound[s] = !a->stacked[s] && compose_glyph_compound(a->glyph[s]);
        a->disc_em[s] = compose_glyph_figure(a->glyph[s]) ? DISC_FIGURE_EM : DISC_GLYPH_EM;
        a->disc_grow[s] = a->disc_sx[s] = 1;
        if (a->glyph[s] && (!strcmp(a->glyph[s], "\u2657") || !strcmp(a->glyph[s], "\u265D"))) {
            a->disc_grow[s] = DISC_BISHOP_GROW; /* the font's Bishop is a thin spike */
            a->disc_sx[s] = DISC_BISHOP_WIDEN;
        }
    }
    a->figure = p->figure;
    a->royal = p->royal;
    a->rotates = p->rotates;
    if (p->ndiagrams > 0 && p->diagrams[0].grid.cells) {
        a->diagram = piece_face_diagram(p, &a->merged);
        a->grid = &p->diagrams[0].grid;
    }
}

void compose_look(const struct variant *v, struct look *lk)
{
    memset(lk, 0, sizeof *lk);
    lk->title = v->name;
    lk->form = v->components.form;
    lk->face = v->components.face;
    lk->shape = v->components.shape;
    lk->diagram_reach = v->components.diagram_reach;
    lk->latin = v->components.latin && lk->shape == SHAPE_PENTAGON;
    for (int s = 0; s < MAX_SIDES; s++)
        side_look(&v->sides[s], &lk->sides[s]);
    lk->npieces = v->npieces;
    lk->pieces = v->npieces ? xcalloc((size_t)v->npieces, sizeof *lk->pieces) : NULL;
    for (int i = 0; i < v->npieces; i++)
        piece_art(&v->pieces[i], lk->shape, &lk->pieces[i]);
    compose_look_flank(v, lk);
    compose_look_board(v, &lk->board);
}

void compose_look_free(struct look *lk)
{
    for (int i = 0; i < lk->npieces; i++)
        diagram_free(&lk->pieces[i].merged);
    free(lk->pieces);
    lk->pieces = NULL;
    lk->npieces = 0;
    compose_look_board_free(&lk->board);
}

void compose_document_begin(const struct variant *v, const char *name, int duplex,
                            struct document *doc)
{
    memset(doc, 0, sizeof *doc);
    doc->name = xstrdup(name);
    doc->duplex = duplex;
    compose_look(v, &doc->look);
}
