/* draw_face.c: what the face drawing files share (draw_piece.c,
 * draw_fold.c, draw_refcard.c): a piece's printed name and glyph, the
 * diagram a face shows, a side's print style and art colour, a glyph in
 * the glyph font. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "draw-imp.h"

#define DEFAULT_CJK "AR PL UKai CN"

const char *draw_face_label(const struct piece *p)
{
    if (p->name && *p->name) return p->name;
    return p->id ? p->id : "?";
}

void draw_face_art_colour(const struct variant *v, int side, double rgb[3])
{
    if (side < 0 || side >= MAX_SIDES || colour_parse_hex(v->sides[side].colour, rgb) != 0) {
        rgb[0] = rgb[1] = rgb[2] = 0;
        return;
    }
    /* no lighter than ART_MAX_GREY when printed in grey (Rec. 601 luma) */
    double l = 0.299 * rgb[0] + 0.587 * rgb[1] + 0.114 * rgb[2];
    if (l > ART_MAX_GREY)
        for (int i = 0; i < 3; i++)
            rgb[i] *= ART_MAX_GREY / l;
}

int draw_face_side_filled(const struct variant *v, int side)
{
    if (side < 0 || side >= MAX_SIDES) side = SIDE_FIRST;
    return v->sides[side].filled != 0;
}

/* Draws a glyph (plain text, escaped here) in the CJK font, centred;
 * bolden > 0 thickens its lines by that many mm. */
void draw_face_cjk_label(cairo_t *cr, const struct layout *lo, const char *text,
                      double em_mm, double cx, double cy, double max_w, double bolden)
{
    const char *fam = lo && lo->glyph_family && *lo->glyph_family ? lo->glyph_family : DEFAULT_CJK;
    char *m = markup_printf("<span font_family=\"%s\">%s</span>", fam, text);
    if (bolden > 0)
        draw_bold_label(cr, lo, m, em_mm * PT_PER_MM, cx, cy, max_w, bolden);
    else
        draw_label(cr, lo, m, em_mm * PT_PER_MM, cx, cy, 0, max_w);
    free(m);
}
