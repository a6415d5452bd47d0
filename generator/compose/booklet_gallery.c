/* booklet_gallery.c: the words of the booklet's gallery: for each piece
 * its name, count, glyphs, promotion and value, its moves in plain English
 * (from the move tables, through rules/), the moves it has only in a zone
 * or with an option, and its Betza notation. Decided here, stored in the
 * gallery row's item; draw/ only draws the text beside the faces. */
#include "compose-imp.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/base.h"
#include "rules/rules.h"

double compose_gallery_text_x(const struct variant *v, int piece)
{
    const struct piece *p = &v->pieces[piece];
    double s = v->components.form == FORM_DISC ? GALLERY_FACE * 0.8 : GALLERY_FACE;
    double x = 2 * (s + 3) + 2; /* two faces, as draw/ places them */
    for (int d = 0; d < p->ndiagrams && d < 2; d++)
        if (p->diagrams[d].grid.size)
            x += GALLERY_FACE + 4;
    return x;
}

/* "Promotes to <b>Gold</b>.", "Must promote to <b>Queen</b>, <b>Rook</b>,
 * <b>Bishop</b> or <b>Knight</b> on entering its promotion zone; its back
 * shows the Queen." */
static void promotion_words(const struct piece *p, char **buf)
{
    str_cat(buf, p->compulsory ? "\nMust promote to " : "\nPromotes to ");
    for (int c = 0; c < p->nchoices; c++) {
        if (c > 0)
            str_cat(buf, c == p->nchoices - 1 ? " or " : ", ");
        str_cat_free(buf, markup_printf("<b>%s</b>", p->choices[c]->name));
    }
    if (p->compulsory)
        str_cat(buf, " on entering its promotion zone");
    if (p->nchoices > 1)
        str_cat_free(buf, markup_printf("; its back shows the %s", p->promotes_to->name));
    str_cat(buf, ".");
}

/* A growing string: a long name or many tables are never cut. */
char *compose_gallery_text(const struct variant *v, const struct piece *p)
{
    char moves[1024];
    struct moveset ms;
    moveset_init(&ms);
    rules_piece_moves(p, NULL, &ms, NULL);
    moveset_in_words(&ms, moves, sizeof moves);
    moveset_free(&ms);
    char *buf = p->count ? markup_printf("<b>%s</b> <small>×%d</small>", p->name, p->count)
                         : markup_printf("<b>%s</b> <small>(promoted only)</small>", p->name);
    if (p->glyph[0]) {
        str_cat(&buf, "  ");
        str_cat_free(&buf, markup_printf("%s", p->glyph[0]));
        if (p->glyph[1] && strcmp(p->glyph[1], p->glyph[0])) {
            str_cat(&buf, " / ");
            str_cat_free(&buf, markup_printf("%s", p->glyph[1]));
        }
    }
    if (p->promotes_to)
        promotion_words(p, &buf);
    if (p->value >= 0)
        str_cat_free(&buf, str_printf("%s%d point%s.", p->promotes_to ? " " : "\n", p->value,
                                      p->value == 1 ? "" : "s"));
    str_cat(&buf, "\n<small>");
    str_cat(&buf, moves);
    if (p->castling_partner)
        str_cat(&buf, " Castling partner: where it has not moved, a piece that castles may "
                "move towards it, and it then jumps to the square that piece crossed.");
    if (p->confine)
        str_cat_free(&buf, markup_printf(" Never leaves its %s.", p->confine));
    for (int i = 0; i < p->nmoves; i++)
        if (p->moves[i].in_zone && !p->moves[i].option) {
            const char *cap = NULL;
            for (int d = 0; d < p->ndiagrams; d++)
                if (p->diagrams[d].in_zone && p->diagrams[d].caption &&
                    !strcmp(p->diagrams[d].in_zone, p->moves[i].in_zone))
                    cap = p->diagrams[d].caption;
            if (cap)
                str_cat_free(&buf, markup_printf(" %c%s, it also has %s.",
                                                 cap[0] >= 'a' && cap[0] <= 'z' ? cap[0] - 32 : cap[0],
                                                 cap + 1, p->moves[i].betza));
            else if (p->moves[i].along_diagonals)
                str_cat_free(&buf, markup_printf(" Along the diagonal lines of its %s it also has %s.",
                                                 p->moves[i].in_zone, p->moves[i].betza));
            else
                str_cat_free(&buf, markup_printf(" In zone %s it also has %s.", p->moves[i].in_zone,
                                                 p->moves[i].betza));
        }
    /* tables that replace these while an option is on */
    for (int i = 0; i < p->nmoves; i++)
        if (p->moves[i].option && p->moves[i].option_index >= 0) {
            const struct option *o = &v->options[p->moves[i].option_index];
            str_cat_free(&buf, markup_printf(" With %s: %s.", o->name ? o->name : o->id,
                                             p->moves[i].betza));
        }
    str_cat_free(&buf, markup_printf(" Betza: %s", p->nmoves ? p->moves[0].betza : ""));
    str_cat(&buf, "</small>");
    return buf;
}
