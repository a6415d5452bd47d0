/* text_pitch.c: one line pitch for text that mixes scripts. Pango sets a
 * wrapped text's lines each as tall as its runs' fonts: a line holding a
 * word of Thai in Garuda (1.28 em above the baseline, 0.59 below) stands
 * half as tall again as a Latin one in DejaVu Sans (0.93, 0.24), so a
 * paragraph that names a piece in Thai had one wide gap among even ones
 * (Makruk's booklet, issue 30). Text of several lines in which a run of
 * another family would make a line taller is set at one pitch instead:
 * every line as high above its baseline as the highest and as deep below
 * as the deepest, counting a run of another family by its ink (the marks
 * above and below its letters, which must clear the lines beside it), not
 * by its font's generous line. A single line (a name on a piece) is evened
 * only when it holds Thai in Latin text (text.c: its list items), and text
 * whose other families stay within the first one's line (Japanese in
 * IPAexMincho, Korean in NanumMyeongjo), is as Pango sets it (text_lines.c);
 * Chinese in AR PL UKai (0.97 em above) stood a little taller and is
 * evened too. */
#include "text_lines.h"

#include <string.h>

/* Is the run set in a family other than the layout's first (another of
 * its list, for another script: Thai, CJK)? */
static int other_family(const PangoGlyphItem *run, const char *family)
{
    PangoFontDescription *fd = pango_font_describe(run->item->analysis.font);
    const char *f = pango_font_description_get_family(fd);
    size_t n = family ? strcspn(family, ",") : 0;
    int other = family && f && (g_ascii_strncasecmp(f, family, n) != 0 || f[n] != '\0');
    pango_font_description_free(fd);
    return other;
}

int text_lines_even(struct text_lines *tl, PangoLayout *pl, int width, PangoAlignment align)
{
    if (tl->n < 1)
        return 0;
    const PangoFontDescription *base = pango_layout_get_font_description(pl);
    const char *family = base ? pango_font_description_get_family(base) : NULL;
    /* text in the first family alone keeps Pango's lines: asked before
       any run's extents are (Rotation: 1.4M instructions for 63 texts) */
    int others = 0;
    for (int i = 0; i < tl->n && !others; i++)
        for (GSList *g = tl->lines[i].line.runs; g && !others; g = g->next)
            others = other_family(g->data, family);
    if (!others)
        return 0;
    /* [0] the first family's runs, by their fonts' lines; [1] the others',
       by their fonts' lines; [2] the others', by their ink */
    int ascent[3] = {0, 0, 0}, descent[3] = {0, 0, 0};
    for (int i = 0; i < tl->n; i++)
        for (GSList *g = tl->lines[i].line.runs; g; g = g->next) {
            PangoGlyphItem *run = g->data;
            PangoRectangle ri, rl;
            pango_glyph_string_extents(run->glyphs, run->item->analysis.font, &ri, &rl);
            const PangoRectangle *e[3] = {&rl, NULL, NULL};
            if (other_family(run, family))
                e[0] = NULL, e[1] = &rl, e[2] = &ri;
            for (int k = 0; k < 3; k++)
                if (e[k]) {
                    ascent[k] = MAX(ascent[k], run->y_offset - e[k]->y);
                    descent[k] = MAX(descent[k], e[k]->y + e[k]->height - run->y_offset);
                }
        }
    if (ascent[1] <= ascent[0] && descent[1] <= descent[0])
        return 0; /* no other family makes a line taller */
    int above = MAX(ascent[0], ascent[2]), below = MAX(descent[0], descent[2]);
    for (int i = 0; i < tl->n; i++)
        if (tl->lines[i].line.runs) {
            tl->lines[i].logical.y = -above;
            tl->lines[i].logical.height = above + below;
        }
    text_lines_place(tl, width, align);
    return 1;
}
