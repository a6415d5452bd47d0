/* booklet_gallery.c: the piece gallery's words and geometry, one entry per
 * physical piece: name, number, value, what the back is, the moves of both
 * faces in the players' words, the promotion rule. Pieces that exist only
 * as the back of another (count 0) get no entry of their own: they appear
 * as that piece's back. draw/booklet_gallery.c draws the entries. */
#include "compose-imp.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/base.h"
#include "notation/notation.h"
#include "rules/rules.h"
#include "text/text.h"

#define GAP 3.0

static int faces_show_moves(const struct variant *v)
{
    return v->components.face == FACE_DIAGRAM;
}

/* Face size: faces that carry the diagram are drawn larger. */
double compose_gallery_face(const struct variant *v)
{
    return faces_show_moves(v) ? GALLERY_FACE + 2 : GALLERY_FACE;
}

/* The words for a moveset on this board: Xiangqi pieces stand on points. */
static void moves_words(const struct variant *v, const struct piece *p, const char *zone,
                        unsigned options, char *out, size_t len)
{
    struct moveset ms;
    moveset_init(&ms);
    rules_piece_moves_opt(p, zone, options, &ms, NULL);
    char raw[1024];
    moveset_in_words(&ms, raw, sizeof raw);
    moveset_free(&ms);
    if (v->board.cells != CELLS_POINTS) {
        snprintf(out, len, "%s", raw);
        return;
    }
    /* whole words only: "squares" -> "points", "square" -> "point" */
    out[0] = '\0';
    for (const char *s = raw; *s;) {
        if (!strncmp(s, "square", 6) && (s == raw || s[-1] == ' ')) {
            str_append(out, len, "point");
            s += 6;
        } else {
            char c[2] = {*s++, 0};
            str_append(out, len, c);
        }
    }
}

const char *compose_zone_words(const struct variant *v, const char *id)
{
    const struct zone *z = variant_find_zone(v, id, SIDE_FIRST);
    return z && z->name ? z->name : id;
}

/* Appends markup made by markup_printf to buf and frees it. */
static void append_markup(char *buf, size_t len, char *m)
{
    str_append(buf, len, m);
    free(m);
}

void compose_gallery_text(const struct variant *v, int piece, char *buf, size_t len)
{
    const struct piece *p = &v->pieces[piece];
    char part[1200], moves[1024];
    buf[0] = '\0';
    append_markup(buf, len, markup_printf("<b>%s</b> <small>×%d</small>", p->name, p->count));
    if (p->glyph[0]) {
        append_markup(buf, len, markup_printf("  %s", p->glyph[0]));
        if (p->glyph[1] && strcmp(p->glyph[1], p->glyph[0]))
            append_markup(buf, len, markup_printf(" / %s", p->glyph[1]));
    }
    if (p->value >= 0) {
        snprintf(part, sizeof part, "  <small>%d point%s</small>", p->value, p->value == 1 ? "" : "s");
        str_append(buf, len, part);
    }
    str_append(buf, len, "\n<small>");
    int promotes = p->promotes_to && piece_back_of(v, p) == BACK_PROMOTED;
    moves_words(v, p, NULL, 0, moves, sizeof moves);
    snprintf(part, sizeof part, "%s%s", promotes ? "<b>Front:</b> " : "", moves);
    str_append(buf, len, part);
    for (int i = 0; i < p->nmoves; i++) {
        const char *zone = p->moves[i].in_zone;
        int seen = 0;
        for (int j = 0; j < i; j++)
            seen |= p->moves[j].in_zone && zone && !strcmp(p->moves[j].in_zone, zone);
        if (!zone || p->moves[i].option || seen)
            continue;
        const char *cap = NULL;
        for (int d = 0; d < p->ndiagrams; d++)
            if (p->diagrams[d].in_zone && !strcmp(p->diagrams[d].in_zone, zone))
                cap = p->diagrams[d].caption;
        moves_words(v, p, zone, 0, moves, sizeof moves);
        const char *c = cap ? cap : compose_zone_words(v, zone);
        append_markup(buf, len, markup_printf(" <i>%c%s:</i> %s",
                                              c[0] >= 'a' && c[0] <= 'z' ? c[0] - 32 : c[0],
                                              c[0] ? c + 1 : c, moves));
    }
    if (p->confine) {
        append_markup(buf, len, markup_printf(" Never leaves its %s.",
                                              compose_zone_words(v, p->confine)));
    }
    for (int k = 0; k < v->noptions; k++) {
        int changes = 0;
        for (int i = 0; i < p->nmoves; i++)
            changes |= p->moves[i].option_index == k && p->moves[i].option;
        if (!changes)
            continue;
        moves_words(v, p, NULL, 1u << k, moves, sizeof moves);
        append_markup(buf, len, markup_printf(" <i>With %s:</i> %s", v->options[k].name, moves));
    }
    if (promotes) {
        const struct piece *q = p->promotes_to;
        moves_words(v, q, NULL, 0, moves, sizeof moves);
        append_markup(buf, len, markup_printf("\n<b>Back, %s:</b> %s", q->name, moves));
        if (p->forced_promotion_ranks == 1)
            str_append(buf, len, " <i>Must promote on the last rank.</i>");
        else if (p->forced_promotion_ranks > 1) {
            snprintf(part, sizeof part, " <i>Must promote on the last %d ranks.</i>",
                     p->forced_promotion_ranks);
            str_append(buf, len, part);
        }
    }
    str_append(buf, len, "</small>");
}

/* Width of the pictures at the left of an entry. */
static double pictures_width(const struct variant *v, const struct piece *p)
{
    double f = compose_gallery_face(v), w = 0;
    w += v->components.form == FORM_DISC ? 2 * (f * 0.8 + GAP) : 2 * (f + GAP);
    if (!faces_show_moves(v))
        for (int d = 0; d < p->ndiagrams && d < 2; d++)
            w += f + GAP + 1;
    return w + 2;
}

int compose_gallery_columns(const struct variant *v)
{
    /* faces that show the moves need no separate diagrams: two entries a
       row, the words under the faces */
    return faces_show_moves(v) ? 2 : 1;
}

static double entry_width(const struct variant *v, double width)
{
    return compose_gallery_columns(v) == 2 ? (width - 2 * GAP) / 2 : width;
}

/* The height of one entry in a column of width w. */
static double entry_height(const struct layout *lo, const struct variant *v,
                           int piece, double w)
{
    char buf[4096];
    compose_gallery_text(v, piece, buf, sizeof buf);
    double ph = compose_gallery_face(v) + 5; /* the face and its label */
    if (compose_gallery_columns(v) == 2)
        return ph + 1 + text_height(lo, buf, GALLERY_PT, w);
    double th = text_height(lo, buf, GALLERY_PT, w - pictures_width(v, &v->pieces[piece]));
    return (th > ph ? th : ph) + 1;
}

double compose_gallery_row_height(const struct layout *lo, const struct variant *v,
                          int left, int right, double width)
{
    double w = entry_width(v, width), h = entry_height(lo, v, left, w);
    if (right >= 0) {
        double hr = entry_height(lo, v, right, w);
        h = hr > h ? hr : h;
    }
    return h;
}
