/* compose_refcard_back.c: the promoted side a quick-reference card row
 * shows (issue 30: a beginner who cannot read 龍王 needs its diagram beside
 * the Rook's). A promoted form that exists only as a piece's back gets its
 * diagram beside the piece's, under its characters; one that moves as a
 * piece on the card (Shogi's promoted Silver, Knight, Lance and Pawn move
 * as the Gold) is said once: the piece's row names its characters, beside
 * the one diagram; and whether a row shows the piece's own diagram.
 * compose_refcard.c lays the rows out, calling these (never the other way). */
#include "compose-imp.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/base.h"
#include "text/text.h"

const struct diagram *compose_refcard_grid(const struct piece *p)
{
    /* a piece that never leaves its zone moves only there: the zone's
       diagram has all its moves and the lines its diagonal steps follow
       (issue 30, Janggi review: the General's and Guard's cards lacked the
       palace diagonals the booklet and the board show) */
    for (int d = 1; p->confine && d < p->ndiagrams; d++)
        if (p->diagrams[d].in_zone && !strcmp(p->diagrams[d].in_zone, p->confine) &&
            p->diagrams[d].grid.cells)
            return &p->diagrams[d].grid;
    return p->ndiagrams > 0 && p->diagrams[0].grid.cells ? &p->diagrams[0].grid : NULL;
}

int compose_refcard_side_diagram(const struct variant *v, const struct piece *p, int diagrams,
                                 int *cols, int *rows)
{
    *cols = *rows = 0;
    /* discs too: Chess's cards gave the figure and words only, and a
       player reached for the booklet to see a move (issue 30) */
    if (!diagrams || v->components.face != FACE_GLYPH || !compose_refcard_grid(p))
        return 0;
    int row0, col0;
    compose_diagram_extent(compose_refcard_grid(p), &row0, rows, &col0, cols);
    return 1;
}

const struct piece *compose_refcard_back_only(const struct piece *p)
{
    const struct piece *to = p->promotes_to;
    return p->nchoices == 1 && to && to->count == 0 && to != p ? to : NULL;
}

static int has_grid(const struct piece *p)
{
    return p->ndiagrams > 0 && p->diagrams[0].grid.cells;
}

/* Whether a and b move alike: the same diagrams, rule and moves in words. */
static int moves_alike(const struct variant *v, const struct piece *a, const struct piece *b)
{
    if (!has_grid(a) || !has_grid(b) || a->ndiagrams != b->ndiagrams ||
        !a->rule != !b->rule || (a->rule && strcmp(a->rule, b->rule)))
        return 0;
    const struct diagram *x = &a->diagrams[0].grid, *y = &b->diagrams[0].grid;
    if (x->size != y->size)
        return 0;
    for (int i = 0; i < x->size * x->size; i++) {
        const struct diagram_cell *c = &x->cells[i], *d = &y->cells[i];
        if (c->shape != d->shape || c->mode != d->mode || c->flags != d->flags ||
            c->shape2 != d->shape2 || c->mode2 != d->mode2 || c->flags2 != d->flags2)
            return 0;
    }
    char wa[1024], wb[1024];
    compose_moves_words(v, a, NULL, 0, wa, sizeof wa);
    compose_moves_words(v, b, NULL, 0, wb, sizeof wb);
    return !strcmp(wa, wb);
}

const struct piece *compose_refcard_alike(const struct variant *v, const struct piece *p)
{
    const struct piece *to = compose_refcard_back_only(p);
    for (int i = 0; to && i < v->npieces; i++)
        if (v->pieces[i].count > 0 && &v->pieces[i] != to && moves_alike(v, &v->pieces[i], to))
            return &v->pieces[i];
    return NULL;
}

const struct piece *compose_refcard_back(const struct variant *v, const struct piece *p,
                                         int diagrams)
{
    int cols, rows;
    const struct piece *to = compose_refcard_back_only(p);
    if (diagrams < 2 || !to || !has_grid(to) || v->components.form == FORM_DISC ||
        !compose_refcard_side_diagram(v, p, diagrams, &cols, &rows) ||
        compose_refcard_alike(v, p))
        return NULL;
    return to;
}

const struct diagram *compose_refcard_zone(const struct variant *v, const struct piece *p,
                                          int diagrams)
{
    /* a piece that moves otherwise in a zone it may leave: that zone's
       diagram beside its own (issue 30, Xiangqi review: the Soldier's card
       drew only its step before the river); a confined piece's zone
       diagram is its own already (compose_refcard_grid), and a promoted
       back takes the place where a piece has one */
    int cols, rows;
    if (diagrams < 2 || !compose_refcard_side_diagram(v, p, diagrams, &cols, &rows) ||
        compose_refcard_back(v, p, diagrams))
        return NULL;
    for (int d = 1; d < p->ndiagrams; d++)
        if (p->diagrams[d].in_zone && p->diagrams[d].grid.cells &&
            !(p->confine && !strcmp(p->diagrams[d].in_zone, p->confine)))
            return &p->diagrams[d].grid;
    return NULL;
}

int compose_refcard_backs(const struct variant *v)
{
    for (int i = 0; i < v->npieces; i++)
        if (v->pieces[i].count > 0 && (compose_refcard_back(v, &v->pieces[i], 2) ||
                                       compose_refcard_zone(v, &v->pieces[i], 2)))
            return 1;
    return 0;
}

/* s with a word joiner (U+2060) between its characters: a line of the
 * card breaks between two backs' characters, never inside one (成香 was
 * cut after 成). malloc'd. */
static char *unbroken(const char *s)
{
    char *out = xmalloc(strlen(s) * 4 + 1), *o = out;
    for (const char *c = s; *c;) {
        if (o > out && ((unsigned char)*c & 0xc0) != 0x80)
            o += sprintf(o, "\xe2\x81\xa0");
        *o++ = *c++;
    }
    *o = 0;
    return out;
}

/* The Latin name to print beside a promoted side's characters `glyph`
 * (NULL: none, or the same), so that a reader who cannot read the script
 * can follow the card (issue 30, Makruk review: "same moves: เบี้ยหงาย"). */
char *compose_refcard_latin(const struct variant *v, const struct piece *to,
                                  const char *glyph)
{
    /* not on koma cards: Shogi's rows are at their least on Letter, where
       the name cost them their diagrams (measured) */
    if (v->components.shape == SHAPE_PENTAGON)
        return NULL;
    if (!to || !to->name || !*to->name || (glyph && !strcmp(to->name, glyph)))
        return NULL;
    char *out = xmalloc(2 * strlen(to->name) + 1), *o = out; /* kept whole on its line */
    for (const char *c = to->name; *c; c++)
        o += *c == ' ' ? sprintf(o, "\xc2\xa0") : sprintf(o, "%c", *c);
    return out;
}

char *compose_refcard_alike_markup(const struct layout *lo, const struct variant *v,
                                   const struct piece *p, int side, double k)
{
    char *m = xstrdup("");
    for (int i = 0, n = 0; i < v->npieces; i++) {
        const struct piece *q = &v->pieces[i];
        const char *qg = piece_count(q, side) > 0 && compose_refcard_alike(v, q) == p
                         ? piece_face_glyph(q->promotes_to, side) : NULL;
        if (!qg)
            continue;
        char *whole = unbroken(qg);
        char *name = compose_refcard_latin(v, q->promotes_to, qg);
        str_cat_free(&m, markup_printf("<span size=\"%d\">%s<span font_family=\"%s\">%s"
                                       "</span>%s%s%s</span>", (int)(k * REFCARD_NAME_PT * 1024),
                                       n++ ? " " : "  same moves: ", text_glyph_family(lo),
                                       whole, name ? " (" : "", name ? name : "",
                                       name ? ")" : ""));
        free(whole);
        free(name);
    }
    return m;
}
