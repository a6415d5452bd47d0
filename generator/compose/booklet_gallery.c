/* booklet_gallery.c: a gallery row's words and the width of its pictures,
 * shared by the composer (which measures the words beside or under the
 * pictures) and draw/ (which prints them). */
#include "compose-imp.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/base.h"
#include "rules/rules.h"
#include "notation/notation.h"

/* Appends markup made by markup_printf to buf and frees it. */
static void append_markup(char *buf, size_t len, char *m)
{
    str_append(buf, len, m);
    free(m);
}

void compose_gallery_words(const struct variant *v, int piece, char *buf, size_t len)
{
    const struct piece *p = &v->pieces[piece];
    char moves[1024];
    struct moveset ms;
    moveset_init(&ms);
    rules_piece_moves(p, NULL, &ms, NULL);
    moveset_in_words(&ms, moves, sizeof moves);
    moveset_free(&ms);
    char *head = p->count ? markup_printf("<b>%s</b> <small>×%d</small>", p->name, p->count)
                          : markup_printf("<b>%s</b> <small>(promoted only)</small>", p->name);
    snprintf(buf, len, "%s", head);
    free(head);
    if (p->glyph[0]) {
        str_append(buf, len, "  ");
        append_markup(buf, len, markup_printf("%s", p->glyph[0]));
        if (p->glyph[1] && strcmp(p->glyph[1], p->glyph[0])) {
            str_append(buf, len, " / ");
            append_markup(buf, len, markup_printf("%s", p->glyph[1]));
        }
    }
    if (p->promotes_to) {
        char *part = markup_printf("\nPromotes to <b>%s</b>.", p->promotes_to->name);
        str_append(buf, len, part);
        free(part);
    }
    if (p->value >= 0) {
        char part[64];
        snprintf(part, sizeof part, " %d point%s.", p->value, p->value == 1 ? "" : "s");
        str_append(buf, len, p->promotes_to ? part : "\n");
        if (!p->promotes_to)
            str_append(buf, len, part + 1);
    }
    str_append(buf, len, "\n<small>");
    str_append(buf, len, moves);
    if (p->confine) {
        append_markup(buf, len, markup_printf(" Never leaves its %s.", p->confine));
    }
    for (int i = 0; i < p->nmoves; i++)
        if (p->moves[i].in_zone && !p->moves[i].option) {
            char *part;
            const char *cap = NULL;
            for (int d = 0; d < p->ndiagrams; d++)
                if (p->diagrams[d].in_zone && p->diagrams[d].caption &&
                    !strcmp(p->diagrams[d].in_zone, p->moves[i].in_zone))
                    cap = p->diagrams[d].caption;
            if (cap) {
                part = markup_printf(" %c%s, it also has %s.",
                                     cap[0] >= 'a' && cap[0] <= 'z' ? cap[0] - 32 : cap[0], cap + 1,
                                     p->moves[i].betza);
            } else {
                part = markup_printf(" In zone %s it also has %s.", p->moves[i].in_zone,
                                     p->moves[i].betza);
            }
            append_markup(buf, len, part);
        }
    /* tables that replace these while an option is on */
    for (int i = 0; i < p->nmoves; i++)
        if (p->moves[i].option && p->moves[i].option_index >= 0) {
            const struct option *o = &v->options[p->moves[i].option_index];
            append_markup(buf, len, markup_printf(" With %s: %s.", o->name ? o->name : o->id,
                                                         p->moves[i].betza));
        }
    append_markup(buf, len, markup_printf(" Betza: %s", p->nmoves ? p->moves[0].betza : ""));
    str_append(buf, len, "</small>");
}

double compose_gallery_pictures_width(const struct variant *v, int piece)
{
    const struct piece *p = &v->pieces[piece];
    int disc = v->components.form == FORM_DISC;
    double w = 2 * ((disc ? GALLERY_FACE * 0.8 : GALLERY_FACE) + 3) + 2;
    for (int d = 0; d < p->ndiagrams && d < 2; d++)
        if (p->diagrams[d].grid.size)
            w += GALLERY_FACE + 4;
    return w;
}
