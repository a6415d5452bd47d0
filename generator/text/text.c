/* text.c: laying out and measuring text through Pango (pangocairo), in
 * millimetres (text.h). The composer measures here without any cairo
 * surface, draw/draw_text.c shows the very layouts measured (a cache keyed
 * by fonts, size, width, alignment and markup), so what was measured is
 * what is printed.
 *
 * User space is millimetres. Every layout is made on a Pango context whose
 * resolution is 25.4 "dots" per inch, so that one device unit of Pango is one
 * user-space millimetre and a size given in points comes out at its true
 * printed size (1 pt = 25.4/72 mm); Pango markup with point sizes is then
 * right too. Hinting is off (style and metrics) and glyph positions are not
 * rounded (rounding to whole units would mean whole millimetres here), so a
 * layout is the same on every machine, surface and scale: only the fonts
 * named in the layout file matter.
 *
 * Fonts: the family list is lo->families (the layout's fonts, ordered for
 * the definition's language by layout_choose_language); Pango falls back
 * through it per character, and the language is set on the text so that
 * shared Han characters take that language's forms. A character no font in
 * the list has is counted (text_missing_glyphs): the write stage refuses to
 * finish a file that would print a box. */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <pango/pangocairo.h>

#include "text.h"
#include "text_lines.h"
#include "text_markup.h"
#include "text_key.h"
#include "base/base.h"

#define DEFAULT_FAMILIES "DejaVu Sans,AR PL UKai CN"
#define DEFAULT_GLYPH_FAMILY "AR PL UKai CN"

const char *text_glyph_family(const struct layout *lo)
{
    return lo && lo->glyph_family && *lo->glyph_family ? lo->glyph_family : DEFAULT_GLYPH_FAMILY;
}

/* One Pango context for the whole process: fixed resolution and font
 * options, identity matrix. Layouts made on it do not depend on the cairo
 * context they are drawn on (hinting is off), so a layout can be measured
 * once and drawn many times, on any surface. */
static PangoContext *shared_context;
/* Layouts by (fonts, size, width, alignment, markup): the booklet measures a
 * paragraph and then draws it, and faces repeat the same names and labels. */
static GHashTable *layout_cache;
/* Characters drawn with no font: how many, and the first one with its text. */
static long missing_count;
static char missing_first[160];

/* GLib ends the process on an error: pango 1.50 starts two threads for
 * every new font pattern, and when one cannot be started (no memory left
 * for its stack) GLib says "creating thread ... failed" and traps
 * (SIGTRAP). The one such error pnpgen meets is a lack of memory: it ends
 * the way running out of memory does (base_fatal, exit 3). */
static void glib_fatal(const gchar *domain, GLogLevelFlags level, const gchar *message,
                       gpointer data)
{
    (void)domain;
    (void)level;
    (void)data;
    base_fatal("out of memory", message);
}

static PangoContext *context(void)
{
    if (shared_context)
        return shared_context;
    static int handled;
    if (!handled) {
        handled = 1;
        g_log_set_handler("GLib", G_LOG_LEVEL_ERROR | G_LOG_FLAG_FATAL | G_LOG_FLAG_RECURSION,
                          glib_fatal, NULL);
    }
    PangoFontMap *fm = pango_cairo_font_map_get_default();
    PangoContext *ctx = pango_font_map_create_context(fm);
    cairo_font_options_t *fo = cairo_font_options_create();
    cairo_font_options_set_hint_style(fo, CAIRO_HINT_STYLE_NONE);
    cairo_font_options_set_hint_metrics(fo, CAIRO_HINT_METRICS_OFF);
    cairo_font_options_set_antialias(fo, CAIRO_ANTIALIAS_GRAY);
    cairo_font_options_set_subpixel_order(fo, CAIRO_SUBPIXEL_ORDER_DEFAULT);
    pango_cairo_context_set_font_options(ctx, fo);
    cairo_font_options_destroy(fo);
    pango_cairo_context_set_resolution(ctx, MM_PER_INCH);
    pango_context_set_round_glyph_positions(ctx, FALSE);
    pango_context_set_base_dir(ctx, PANGO_DIRECTION_LTR);
    pango_context_set_language(ctx, pango_language_from_string("en"));
    shared_context = ctx;
    return ctx;
}

void text_cache_clear(void)
{
    /* the count is of the layouts made since: a box one set drew is not
       another's (pnpgen render of several sets, pnpgen watch) */
    missing_count = 0;
    missing_first[0] = '\0';
    if (layout_cache)
        g_hash_table_destroy(layout_cache);
    layout_cache = NULL;
    text_markup_forget();
    if (shared_context)
        g_object_unref(shared_context);
    shared_context = NULL;
}

static PangoAlignment pango_align(enum text_align a);
static unsigned first_missing(PangoLayout *pl);

static GQuark lines_quark(void)
{
    static GQuark q;
    if (!q)
        q = g_quark_from_static_string("pnpgen-text-lines");
    return q;
}

struct text_lines *text_lines_of(void *layout)
{
    return g_object_get_qdata(G_OBJECT(layout), lines_quark());
}

/* The layout Pango laid out for a cached one: the unwrapped layout its
 * lines were cut from (it is never laid out itself), or the layout. */
static PangoLayout *laid_out(PangoLayout *pl)
{
    const struct text_lines *tl = text_lines_of(pl);
    return tl ? tl->unwrapped : pl;
}

/* Text that fits its width on one line (a line for each of its paragraphs)
 * is laid out with no width: Pango shapes a run of a wrapped layout once
 * to measure it and again to set it, and its lines are the same when every
 * line fits (left-aligned, left to right: a line's place does not depend on
 * the width). "Fits" keeps the height of its lines to spare, more than any
 * hyphen Pango could add at a break. Text that looks too long (its
 * characters at 0.45 em each) is not tried: trying lays it out once more.
 * Shogi: 84 of 151 wrapped layouts. */
static int fits_unwrapped(PangoLayout *pl, long nchars, int size, int wrap)
{
    double em = size * MM_PER_PT; /* in the layout's Pango units (mm) */
    if (nchars * 0.45 * em > wrap)
        return 0;
    int pw, ph;
    pango_layout_get_size(pl, &pw, &ph);
    return pw + ph <= wrap;
}

/* Thai in Latin text (Makruk's booklet: "Ma ม้า (horse), the Knight") is
 * set THAI_IN_LATIN of the text's size: in Garuda at full size its marks
 * (ดิ์) stand 1.32 em above the baseline and its line 0.59 em below, where
 * DejaVu Sans's line is 0.93 em above and 0.24 below, so every line naming
 * a piece in Thai stood a third taller than the others (issue 30, seventh
 * review). At 0.70 its ink stayed within the Latin line, but its letters
 * stood 0.76 of the Latin lower case, too small to read beside it (eighth
 * review); at 0.95 they stand 1.03 of it. Such text is broken and evened
 * here even on one line (text_pitch.c), so that Garuda's deep line does
 * not count, only its ink: a line of its own keeps the Latin pitch, and a
 * paragraph whose Thai has stacked marks (ศักดิ์) is set a quarter wider
 * throughout, never one line alone. Never under 6 pt. Text in Thai alone
 * (a piece's word on its face) keeps its size. 1 when the text has such a
 * run. */
#define THAI_IN_LATIN 0.95
static int is_thai(gunichar c) { return c >= 0x0E00 && c <= 0x0E7F; }

static int thai_in_latin(PangoLayout *pl, PangoAttrList *attrs, double size_pt)
{
    int found = 0;
    /* never under the 6 pt a player reads (compose's MIN_TEXT_PT): the
       gallery's 8 pt words keep their Thai at 6 pt, a little taller */
    double scale = fmin(1, fmax(THAI_IN_LATIN, 6.0 / size_pt));
    const char *t = pango_layout_get_text(pl);
    int latin = 0;
    for (const char *p = t; *p && !latin; p = g_utf8_next_char(p))
        latin = g_unichar_isalpha(g_utf8_get_char(p)) && g_utf8_get_char(p) < 0x0250;
    for (const char *p = t; latin && *p;) {
        if (!is_thai(g_utf8_get_char(p))) {
            p = g_utf8_next_char(p);
            continue;
        }
        const char *e = p;
        while (*e && is_thai(g_utf8_get_char(e)))
            e = g_utf8_next_char(e);
        PangoAttribute *a = pango_attr_scale_new(scale);
        a->start_index = (guint)(p - t);
        a->end_index = (guint)(e - t);
        pango_attr_list_insert(attrs, a);
        p = e;
        found = 1;
    }
    return found;
}

/* Is lang written right to left? */
static int rtl_language(const char *lang)
{
    static const char *const rtl[] = {"ar", "he", "fa", "ur", "yi", "ps", "sd", "ug"};
    int found = 0;
    for (size_t i = 0; i < sizeof rtl / sizeof rtl[0]; i++)
        found |= !strncmp(lang, rtl[i], 2) && (lang[2] == '\0' || lang[2] == '-');
    return found;
}

static GQuark thai_quark(void)
{
    static GQuark q;
    if (!q)
        q = g_quark_from_static_string("pnpgen-thai-in-latin");
    return q;
}

/* A new layout of `markup` at `size` (Pango units; size_pt points), with
 * no width. Markup that does not parse is shown as plain text. A layout
 * holding Thai in Latin text is marked (thai_quark). */
static PangoLayout *new_layout(const char *families, const char *lang, const char *markup,
                               int size, double size_pt, enum text_align align)
{
    PangoLayout *pl = pango_layout_new(context());
    /* a paragraph takes the direction of the definition's language, not of
       its first letter: "الشطرنج — Shatranj" in an English booklet keeps its
       English in reading order (Pango would set the whole line right to left) */
    pango_layout_set_auto_dir(pl, rtl_language(lang));
    PangoFontDescription *fd = pango_font_description_new();
    pango_font_description_set_family(fd, families);
    pango_font_description_set_size(fd, size);
    pango_layout_set_font_description(pl, fd);
    pango_font_description_free(fd);

    PangoAttrList *attrs = NULL;
    const char *text = text_markup_parse(markup, &attrs);
    if (!text) {
        text = markup;
        attrs = pango_attr_list_new();
    }
    pango_layout_set_text(pl, text, -1);
    if (thai_in_latin(pl, attrs, size_pt))
        g_object_set_qdata(G_OBJECT(pl), thai_quark(), GINT_TO_POINTER(1));
    if (*lang) /* the whole text: inner spans may still set their own */
        pango_attr_list_insert_before(attrs, pango_attr_language_new(pango_language_from_string(lang)));
    pango_layout_set_attributes(pl, attrs);
    pango_attr_list_unref(attrs);
    pango_layout_set_alignment(pl, pango_align(align));
    return pl;
}

/* Counts the characters a new layout sets in no font (text_missing_glyphs). */
static void count_missing(PangoLayout *pl)
{
    int unknown = pango_layout_get_unknown_glyphs_count(pl);
    if (unknown > 0) {
        if (missing_count == 0) {
            char ch[8] = {0};
            unsigned c = first_missing(pl);
            g_unichar_to_utf8(c, ch);
            snprintf(missing_first, sizeof missing_first, "'%s' (U+%04X) in \"%.100s\"", ch, c,
                     pango_layout_get_text(pl));
        }
        missing_count += unknown;
    }
}

static PangoLayout *make_layout(const struct layout *lo, const char *markup, double size_pt,
                                double width, enum text_align align);

/* Text wrapped to `wrap` (left to right) starts from the unwrapped layout
 * of the same text and size, the cache's own, so that it is itemized and
 * shaped once however many widths and alignments it is set in (the 17
 * sets: 1,591 of 4,203 layouts were the same text at the same size as
 * another). Text that fits its width is that layout (a new reference).
 * Text broken here (text_lines.c) is a copy of it, never laid out, that
 * carries the lines cut from it. Text that Pango wraps is a copy of its
 * own, with the width. */
static PangoLayout *wrapped_layout(const struct layout *lo, const char *markup, double size_pt,
                                   int wrap, enum text_align align)
{
    PangoLayout *base = make_layout(lo, markup, size_pt, 0, ALIGN_LEFT);
    int thai = g_object_get_qdata(G_OBJECT(base), thai_quark()) != NULL;
    int size = pango_font_description_get_size(pango_layout_get_font_description(base));
    if (!thai && align == ALIGN_LEFT &&
        fits_unwrapped(base, pango_layout_get_character_count(base), size, wrap))
        return g_object_ref(base);
    PangoLayout *pl = pango_layout_copy(base);
    pango_layout_set_alignment(pl, pango_align(align));
    /* broken into lines here from the unwrapped layout's glyphs when the
       text allows (text_lines.c), else by Pango */
    struct text_lines *tl = text_lines_break(base, wrap, pango_align(align));
    if (tl && (tl->n > 1 || thai))
        text_lines_even(tl, base, wrap, pango_align(align)); /* mixed scripts */
    if (tl)
        g_object_set_qdata_full(G_OBJECT(pl), lines_quark(), tl, (GDestroyNotify)text_lines_free);
    else {
        pango_layout_set_width(pl, wrap);
        pango_layout_set_wrap(pl, PANGO_WRAP_WORD_CHAR);
        count_missing(pl);
    }
    return pl;
}

/* A layout of `markup` at size_pt, wrapped to width mm (0: no wrapping),
 * owned by the cache. */
static PangoLayout *make_layout(const struct layout *lo,
                                const char *markup, double size_pt, double width,
                                enum text_align align)
{
    const char *families = lo && lo->families && *lo->families ? lo->families : DEFAULT_FAMILIES;
    const char *lang = lo && lo->lang ? lo->lang : "";
    if (!markup) markup = "";
    if (!(size_pt > 0.01)) size_pt = 0.01;
    int size = (int)lround(size_pt * PANGO_SCALE);
    int wrap = width > 0 ? (int)lround(width * PANGO_SCALE) : -1;
    struct layout_key key = {families, lang, markup, size, wrap, (int)align, 0};
    key.hash = text_key_hash(&key);
    if (!layout_cache)
        layout_cache = g_hash_table_new_full(text_key_hash_of, text_key_equal, g_free, g_object_unref);
    PangoLayout *pl = g_hash_table_lookup(layout_cache, &key);
    if (pl)
        return pl;
    if (wrap > 0 && !rtl_language(lang))
        pl = wrapped_layout(lo, markup, size_pt, wrap, align);
    else {
        pl = new_layout(families, lang, markup, size, size_pt, align);
        if (wrap > 0) { /* right to left: Pango wraps it */
            pango_layout_set_width(pl, wrap);
            pango_layout_set_wrap(pl, PANGO_WRAP_WORD_CHAR);
        }
        count_missing(pl);
    }
    g_hash_table_insert(layout_cache, text_key_keep(&key), pl);
    return pl;
}

/* The first character of a laid-out text that no font has (Pango draws it
 * as a box and marks its glyph with PANGO_GLYPH_UNKNOWN_FLAG), or 0. */
static unsigned first_missing(PangoLayout *pl)
{
    PangoLayoutIter *it = pango_layout_get_iter(pl);
    unsigned found = 0;
    do {
        PangoLayoutRun *run = pango_layout_iter_get_run_readonly(it);
        for (int i = 0; run && i < run->glyphs->num_glyphs && !found; i++)
            if (run->glyphs->glyphs[i].glyph & PANGO_GLYPH_UNKNOWN_FLAG)
                found = run->glyphs->glyphs[i].glyph & ~PANGO_GLYPH_UNKNOWN_FLAG;
    } while (!found && pango_layout_iter_next_run(it));
    pango_layout_iter_free(it);
    return found;
}

long text_missing_glyphs(char *first, size_t len)
{
    if (first && len)
        snprintf(first, len, "%s", missing_count ? missing_first : "");
    return missing_count;
}

static PangoAlignment pango_align(enum text_align a)
{
    return a == ALIGN_CENTER ? PANGO_ALIGN_CENTER
         : a == ALIGN_RIGHT ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT;
}

double text_height(const struct layout *lo, const char *markup,
                   double size_pt, double width)
{
    return text_height_aligned(lo, markup, size_pt, width, ALIGN_LEFT);
}

double text_height_aligned(const struct layout *lo, const char *markup, double size_pt,
                           double width, enum text_align align)
{
    PangoLayout *pl = make_layout(lo, markup, size_pt, width, align);
    const struct text_lines *tl = text_lines_of(pl);
    int pw, ph;
    if (tl)
        ph = tl->logical.height;
    else
        pango_layout_get_size(pl, &pw, &ph);
    return (double)ph / PANGO_SCALE;
}

double text_first_baseline(const struct layout *lo, const char *markup, double size_pt,
                           double width)
{
    PangoLayout *pl = make_layout(lo, markup, size_pt, width, ALIGN_LEFT);
    const struct text_lines *tl = text_lines_of(pl);
    return (double)(tl ? tl->lines[0].baseline : pango_layout_get_baseline(pl)) / PANGO_SCALE;
}

double *text_line_tops(const struct layout *lo, const char *markup, double size_pt,
                       double width, int *nlines)
{
    return text_line_tops_aligned(lo, markup, size_pt, width, ALIGN_LEFT, nlines);
}

double *text_line_tops_aligned(const struct layout *lo, const char *markup, double size_pt,
                               double width, enum text_align align, int *nlines)
{
    PangoLayout *pl = make_layout(lo, markup, size_pt, width, align);
    const struct text_lines *tl = text_lines_of(pl);
    if (tl) {
        double *tops = xcalloc((size_t)tl->n + 1, sizeof *tops);
        for (int i = 0; i < tl->n; i++)
            tops[i] = (double)tl->lines[i].logical_at.y / PANGO_SCALE;
        tops[tl->n] = (double)tl->logical.height / PANGO_SCALE;
        *nlines = tl->n;
        return tops;
    }
    int n = pango_layout_get_line_count(pl);
    double *tops = xcalloc((size_t)n + 1, sizeof *tops);
    PangoLayoutIter *it = pango_layout_get_iter(pl);
    int i = 0;
    do {
        int y0, y1;
        pango_layout_iter_get_line_yrange(it, &y0, &y1);
        if (i < n)
            tops[i++] = (double)y0 / PANGO_SCALE;
    } while (pango_layout_iter_next_line(it));
    pango_layout_iter_free(it);
    int pw, ph;
    pango_layout_get_size(pl, &pw, &ph);
    tops[n] = (double)ph / PANGO_SCALE;
    *nlines = n;
    return tops;
}

/* A cluster of a laid-out text, for breaking its paragraphs again. */
struct cluster {
    double w;        /* advance, mm */
    double line_h;   /* the height of the line it lies on, mm */
    char brk, white; /* a line may start here; white space */
    char para;       /* the first cluster of a paragraph */
};

/* The height the clusters take when their widths and heights are scaled by
 * k and each paragraph is filled greedily into `width`: a line ends at the
 * last break before the first cluster that is not white space and
 * overflows (white space at a line's end takes no room), or before that
 * cluster when there is none. A line's height is its first cluster's. */
static double refill_height(const struct cluster *c, int n, double k, double width)
{
    double h = 0, x = 0, start = 0, brk = -1;
    for (int i = 0; i < n; i++) {
        if (c[i].para || i == 0) {
            h += c[i].line_h * k;
            x = start = 0;
            brk = -1;
        } else if (c[i].brk)
            brk = x;
        double end = x + c[i].w * k;
        if (!c[i].white && end - start > width && x > start) {
            start = brk > start ? brk : x;
            h += c[i].line_h * k;
        }
        x = end;
    }
    return h;
}

int text_fit_estimate(const struct layout *lo, const char *markup, double size_pt, double width,
                      double fill, const double *k, int n, double room)
{
    PangoLayout *pl = make_layout(lo, markup, size_pt, width, ALIGN_LEFT);
    int nattrs;
    const PangoLogAttr *attrs = pango_layout_get_log_attrs_readonly(laid_out(pl), &nattrs);
    const char *text = pango_layout_get_text(pl);
    int nc = 0, cap = 0, wcap = 0;
    struct cluster *c = NULL;
    int *widths = NULL;
    /* each character's share of its cluster's advance, line by line (left
       to right: the texts this is asked of are) */
    const struct text_lines *tl = text_lines_of(pl);
    GSList *pango_lines = tl ? NULL : pango_layout_get_lines_readonly(pl);
    for (int li = 0; tl ? li < tl->n : pango_lines != NULL; li++) {
        const PangoLayoutLine *line = tl ? &tl->lines[li].line : pango_lines->data;
        PangoRectangle logical;
        if (tl)
            logical = tl->lines[li].logical;
        else {
            pango_layout_line_get_extents(pango_lines->data, NULL, &logical);
            pango_lines = pango_lines->next;
        }
        double line_h = (double)logical.height / PANGO_SCALE;
        int first = 1;
        for (GSList *r = line->runs; r; r = r->next) {
            PangoGlyphItem *run = r->data;
            int nch = run->item->num_chars;
            if (nch > wcap) {
                wcap = nch;
                widths = xrealloc(widths, (size_t)wcap, sizeof *widths);
            }
            pango_glyph_item_get_logical_widths(run, text, widths);
            long ch = g_utf8_pointer_to_offset(text, text + run->item->offset);
            for (int i = 0; i < nch; i++, ch++) {
                c = xgrow(c, &nc, &cap, sizeof *c);
                c[nc - 1] = (struct cluster){(double)widths[i] / PANGO_SCALE, line_h,
                                             ch < nattrs && attrs[ch].is_line_break,
                                             ch < nattrs && attrs[ch].is_white,
                                             first && line->is_paragraph_start};
                first = 0;
            }
        }
    }
    free(widths);
    int i = 0;
    while (i + 1 < n && refill_height(c, nc, k[i], fill) > room)
        i++;
    free(c);
    return i;
}

double text_width(const struct layout *lo, const char *markup,
                  double size_pt)
{
    PangoLayout *pl = make_layout(lo, markup, size_pt, 0, ALIGN_LEFT);
    int pw, ph;
    pango_layout_get_size(pl, &pw, &ph);
    return (double)pw / PANGO_SCALE;
}

void text_ink_size(const struct layout *lo, const char *markup, double size_pt, double *w,
                   double *h)
{
    PangoLayout *pl = make_layout(lo, markup, size_pt, 0, ALIGN_LEFT);
    PangoRectangle ink;
    pango_layout_get_extents(pl, &ink, NULL);
    *w = (double)ink.width / PANGO_SCALE;
    *h = (double)ink.height / PANGO_SCALE;
}

void *text_pango_layout(const struct layout *lo, const char *markup, double size_pt,
                        double width, enum text_align align)
{
    return make_layout(lo, markup, size_pt, width, align);
}

/* Releases the global caches that can be released safely. Two calls are
 * never made: cairo_debug_reset_static_data() asserts that no cairo font is
 * alive, and pango can still hold one at exit; FcFini() tears fontconfig
 * down while pango 1.50's worker threads (the font map's FcInit, and its
 * background FcFontSetSort and FcFontSetMatch) may still hold fontconfig's
 * caches: it then fails "FcCacheFini: fcCacheChains[i] == NULL" (2 runs in
 * 60, and none in 60 when the same exit first waited 0.3 s), and it would
 * free memory another thread is using. pango offers no way to join those
 * threads. What fontconfig keeps stays reachable from its configuration,
 * but parts of it are addressed by offsets, so LeakSanitizer and valgrind
 * count them as lost: tests/lsan.supp and tests/valgrind.supp name that one
 * allocation site. */
void text_shutdown(void)
{
    text_cache_clear();
    text_fonts_forget();
    pango_cairo_font_map_set_default(NULL);
}

/* The smallest font size a laid-out text prints, in points: the size of
 * each run's font, so that markup (<small>, size="...") is counted. */
double text_smallest_pt(void *layout, double size_pt)
{
    PangoLayout *pl = layout;
    /* kept on the layout: a name drawn on 40 koma is one layout, asked 40
       times (Shogi: 610 asks, 3.1M instructions, for 241 layouts) */
    static GQuark kept;
    if (!kept)
        kept = g_quark_from_static_string("pnpgen-smallest-pt");
    double *known = g_object_get_qdata(G_OBJECT(pl), kept);
    if (known)
        return *known > 0 ? *known : size_pt;
    double least = -1;
    PangoLayoutIter *it = pango_layout_get_iter(laid_out(pl));
    do {
        PangoLayoutRun *run = pango_layout_iter_get_run_readonly(it);
        if (!run || !run->item || !run->item->analysis.font)
            continue;
        PangoFontDescription *fd = pango_font_describe(run->item->analysis.font);
        double sz = pango_font_description_get_size(fd) / (double)PANGO_SCALE;
        /* a font some scripts fall back to (Thai) describes its size in
           device units, which are millimetres here */
        if (pango_font_description_get_size_is_absolute(fd))
            sz *= PT_PER_MM;
        pango_font_description_free(fd);
        if (sz > 0 && (least < 0 || sz < least))
            least = sz;
    } while (pango_layout_iter_next_run(it));
    pango_layout_iter_free(it);
    known = g_new(double, 1);
    *known = least;
    g_object_set_qdata_full(G_OBJECT(pl), kept, known, g_free);
    return least > 0 ? least : size_pt;
}

char *text_face_name_markup(const char *name)
{
    return markup_printf("<span font_stretch=\"condensed\" weight=\"bold\">%s</span>", name);
}

char *text_face_name_markup_track(const char *name, double track)
{
    if (track == 0)
        return text_face_name_markup(name);
    /* letter_spacing is in Pango units: PANGO_SCALE of them to a mm here */
    return markup_printf("<span font_stretch=\"condensed\" weight=\"bold\" letter_spacing=\"%d\">"
                         "%s</span>", (int)floor(track * PANGO_SCALE), name);
}
