/* text_lines.h: wrapped text broken into lines by pnpgen from one shaping
 * of its paragraphs (text_lines.c), for text.c and draw/draw_text.c. Pango
 * 1.50 shapes every run of a wrapped layout at least twice (once to
 * measure it, again to set it, and once more for each break it weighs);
 * these lines reuse the unwrapped layout's glyphs, cut where Pango would
 * cut them, so what is measured and printed is the same to the unit. */
#ifndef PNPGEN_TEXT_LINES_H
#define PNPGEN_TEXT_LINES_H

#include <pango/pangocairo.h>

/* One line: a PangoLayoutLine of its own (only its public fields are
 * used: the layout, for its text and context, and the runs), its extents
 * in the line's coordinates (origin at the left of its baseline) and in
 * the layout's, and its baseline from the layout's top. */
struct text_line {
    PangoLayoutLine line;       /* runs: PangoGlyphItem *, owned, left to right */
    PangoRectangle ink, logical; /* line coordinates */
    PangoRectangle ink_at, logical_at; /* layout coordinates */
    int baseline;
};

struct text_lines {
    struct text_line *lines;    /* each line's layout: the unwrapped one */
    int n;
    PangoLayout *unwrapped;     /* the layout the lines were cut from (not owned) */
    PangoRectangle ink, logical; /* the whole text, as pango_layout_get_extents */
};

/* The lines of `unwrapped` (a layout with no width) filled into `width`
 * Pango units with PANGO_WRAP_WORD_CHAR and `align`, as Pango would set
 * them; NULL when the text asks for what this does not do (right-to-left
 * runs, tabs, hyphens at breaks, breaks inside words, attributes other
 * than fonts and language, runs shifted off the baseline), and the caller
 * lets Pango wrap it. */
struct text_lines *text_lines_break(PangoLayout *unwrapped, int width, PangoAlignment align);
void text_lines_free(struct text_lines *tl);
/* Places the lines one under the other from their extents, each aligned
 * in `width` (the end of text_lines_break; again after text_lines_even). */
void text_lines_place(struct text_lines *tl, int width, PangoAlignment align);
/* Sets text of several lines that mixes scripts at one line pitch where
 * Pango would space it unevenly (text_pitch.c); 1 when it did. */
int text_lines_even(struct text_lines *tl, PangoLayout *pl, int width, PangoAlignment align);

/* The lines kept with a layout of text.c's cache, or NULL when Pango laid
 * it out alone (no wrapping, or wrapping this file does not do). */
struct text_lines *text_lines_of(void *layout);

/* Shows every line at the current point, as pango_cairo_show_layout
 * would; one line at the current point (the left of its baseline), as
 * pango_cairo_show_layout_line. */
void text_lines_show(cairo_t *cr, const struct text_lines *tl);
void text_lines_show_line(cairo_t *cr, const struct text_lines *tl, int i);

#endif
