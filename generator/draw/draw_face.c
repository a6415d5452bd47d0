/* draw_face.c: what the face drawing files share (draw_piece.c,
 * draw_fold.c, draw_refcard.c): a side's print style and art colour, a
 * glyph in the glyph font. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "draw-imp.h"

void draw_face_art_colour(const struct look *lk, int side, double rgb[3])
{
    for (int i = 0; i < 3; i++)
        rgb[i] = side < 0 || side >= MAX_SIDES ? 0 : lk->sides[side].art[i];
}

int draw_face_side_filled(const struct look *lk, int side)
{
    if (side < 0 || side >= MAX_SIDES) side = SIDE_FIRST;
    return lk->sides[side].filled;
}

/* Draws a glyph (plain text, escaped here) in the CJK font, centred;
 * bolden > 0 thickens its lines by that many mm. */
void draw_face_cjk_label(cairo_t *cr, const struct layout *lo, const char *text,
                      double em_mm, double cx, double cy, double max_w, double bolden)
{
    char *m = markup_printf("<span font_family=\"%s\">%s</span>", text_glyph_family(lo), text);
    if (bolden > 0)
        draw_bold_label(cr, lo, m, em_mm * PT_PER_MM, cx, cy, max_w, bolden);
    else
        draw_label(cr, lo, m, em_mm * PT_PER_MM, cx, cy, 0, max_w);
    free(m);
}
