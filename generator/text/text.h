/* text.h: measuring text set with Pango, in millimetres, without cairo.
 * The composer asks how wide and how tall a piece of Pango markup is at a
 * size (and wrapped to a width); the drawing code shows the same laid-out
 * text, so what was measured is what is printed. No cairo or Pango type
 * appears here: compose/ includes this header and never sees either. */
#ifndef PNPGEN_TEXT_H
#define PNPGEN_TEXT_H

#include <stddef.h>

#include "base/base.h"
#include "model/model.h"

enum text_align { ALIGN_LEFT, ALIGN_CENTER, ALIGN_RIGHT };

/* Height and width in mm of `markup` at size_pt points; the height wrapped
 * to `width` mm (0: no wrapping). */
double text_height(const struct layout *lo, const char *markup, double size_pt, double width);
/* The same height, of the layout draw/ shows with `align`: text that is
 * drawn centred or right-aligned is measured on its own layout, so that it
 * is laid out once, not once to measure (left) and again to draw. */
double text_height_aligned(const struct layout *lo, const char *markup, double size_pt,
                           double width, enum text_align align);
double text_width(const struct layout *lo, const char *markup, double size_pt);
/* The width and height in mm of the ink of `markup` on one line at size_pt
 * (a word fitted by what it prints, not by its font's line: a Thai word in
 * a band, face_word.c). */
void text_ink_size(const struct layout *lo, const char *markup, double size_pt, double *w,
                   double *h);

/* Which of the scales k[0..n-1] (largest first) the text laid out by
 * text_height(lo, markup, size_pt, width) is first estimated to fit `room`
 * mm at, set at size_pt * k[i] in `fill` mm (its own width or another):
 * that layout's clusters' widths and lines' heights scaled by k[i], its
 * paragraphs broken again greedily where Pango may break. Lays out nothing
 * new; n - 1 when none fits. A guess for a search, which must check it
 * with text_height. */
int text_fit_estimate(const struct layout *lo, const char *markup, double size_pt, double width,
                      double fill, const double *k, int n, double room);

/* The baseline of the first line of `markup` wrapped to `width`, in mm
 * from the top: a line holding Thai or CJK is taller than a Latin one, so
 * a bullet beside it goes down to its baseline. */
double text_first_baseline(const struct layout *lo, const char *markup, double size_pt,
                           double width);

/* The family a piece's glyph is set in: the layout's glyph_family, else
 * AR PL UKai CN (lo may be NULL). */
const char *text_glyph_family(const struct layout *lo);

/* Where each line of `markup` wrapped to `width` starts, in mm from the
 * top: a malloc'd array of *nlines + 1 values, the last the whole height,
 * so that text taller than a page can be shown in slices of whole lines.
 * The caller frees it. */
double *text_line_tops(const struct layout *lo, const char *markup, double size_pt,
                       double width, int *nlines);
double *text_line_tops_aligned(const struct layout *lo, const char *markup, double size_pt,
                               double width, enum text_align align, int *nlines);

/* The laid-out text behind a measurement, for draw/ to show: a PangoLayout *
 * owned by the cache (valid until text_cache_clear), as an opaque pointer so
 * that this header needs no Pango type. */
void *text_pango_layout(const struct layout *lo, const char *markup, double size_pt,
                        double width, enum text_align align);

/* The smallest font size a layout from text_pango_layout prints, in
 * points (each run's font, so <small> and size="..." count): what the
 * legibility checks read. */
double text_smallest_pt(void *layout, double size_pt);

/* Glyphs no font has: how many characters every text laid out since the
 * last text_cache_clear printed as a box; `first` gets the first one and its text. The write
 * stage refuses to finish a page that would print a box. */
long text_missing_glyphs(char *first, size_t len);

/* Fonts (fonts.c). Both report through r as `file:line: error:` and return
 * -1 on any error, 0 when all is well.
 * text_font_installed: 1 when fontconfig resolves `family` to that family
 * itself, not a fallback. text_fonts_verify: every <font> of the layout is
 * installed (r->file: the layout's). text_fonts_cover: every string the
 * definition prints has each of its characters in one of the layout's
 * fonts (r->file: the definition's). */
int text_font_installed(const char *family);
int text_fonts_verify(const struct layout *lo, struct report *r);
int text_fonts_cover(const struct variant *v, const struct layout *lo, struct report *r);
/* Releases the families' matches fonts.c keeps (text_shutdown does). */
void text_fonts_forget(void);

/* Releases the layouts kept between calls (measured once, drawn many
 * times) and the shared Pango context, and zeroes the count of missing
 * glyphs: a set starts from here. The fonts Pango loaded stay loaded. */
void text_cache_clear(void);
/* A piece's name as faces print it (bold, condensed), so that the composer
 * measures what draw/ prints: markup, malloc'd. */
char *text_face_name_markup(const char *name);
/* The same with track mm added between its letters (0: as above; < 0
 * tighter), in the drawing's units, as the composer measured it. */
char *text_face_name_markup_track(const char *name, double track);
/* A one-word name's sensible breaks (hyphen.c): byte offsets where a
 * second line may start after a hyphen, at most max of them in out, in
 * order; 0 for a name of several words or of letters other than ASCII. */
int text_hyphen_points(const char *word, int *out, int max);
/* A name set on two lines as a face prints it (malloc'd): brk > 0 the
 * space at that offset becomes the line break, brk < 0 a hyphen and the
 * break go before offset -brk, 0 the name on one line. */
char *text_two_lines(const char *name, int brk);

/* At exit: the cache, then the font libraries' global state, so that
 * LeakSanitizer sees only real leaks. */
void text_shutdown(void);

#endif
