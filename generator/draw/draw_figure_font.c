/* draw_figure_font.c: the font's chess figures named as figures
 * (figure="knight", "rook"), for a fold-over face whose glyph is a word:
 * Makruk's Ma is a horse's head and its Ruea is carved much as a Rook,
 * and a player who cannot read ม้า or เรือ knows them by these (issue 30,
 * Makruk's seventh review: "the pieces are word tiles"). The outlined
 * side's figure is the font's white one, its lines thickened as a white
 * army's disc figures are (DISC_GLYPH_BOLDEN of a 20 mm disc's); the
 * filled side's the black one, in the art colour on the dark ground, its
 * inner lines in the ground, as draw_figure.c draws its own. */
#include "draw-imp.h"

#define FONT_FIGURE_EM 1.5 /* the font's figures stand about 0.75 em: as tall as the drawn */
#define FONT_FIGURE_BOLDEN 0.016 /* of the figure's height */

void draw_font_figure(cairo_t *cr, const struct layout *lo, enum piece_figure fig, double h,
                      int filled)
{
    const char *g = fig == FIGURE_KNIGHT ? (filled ? "\u265E" : "\u2658")
                  : fig == FIGURE_ROOK ? (filled ? "\u265C" : "\u2656") : NULL;
    if (!g || h <= 0)
        return;
    double pt = FONT_FIGURE_EM * h * PT_PER_MM;
    if (filled) /* a path, as the bold one: the figure is art, not a word of the page */
        draw_outlined_label(cr, lo, g, pt, 0, 0, 0);
    else
        draw_bold_label(cr, lo, g, pt, 0, 0, 0, FONT_FIGURE_BOLDEN * h);
}
