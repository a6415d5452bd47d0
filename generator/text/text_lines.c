/* text_lines.c: breaks a paragraph into lines the way Pango 1.50 does
 * (pango-layout.c: process_line, process_item, the line's postprocessing
 * and extents), from the glyphs of its unwrapped layout instead of shaping
 * every run again for each line and each break weighed. Its decisions are
 * Pango's own, made on the same widths: a run's width is the sum of its
 * characters' logical widths, which is what shaping the piece alone gives
 * when nothing reaches across the break (a space ends each piece; the text
 * this is asked of has no hyphens at breaks, no joining scripts). Anything
 * else (see text_lines.h) is left to Pango: text_lines_break answers NULL.
 * The proof is byte-identical PDFs against Pango's own wrapping. */
#include "text_lines.h"

#include <stdlib.h>
#include <string.h>

#include "base/base.h"

#include <hb.h>
#include <hb-ot.h>

/* A run on its way into a line: the glyphs still to place (the piece of
 * the unwrapped layout's run not yet on a line) and its characters'
 * logical widths. */
struct piece {
    PangoGlyphItem *gi; /* owned */
    const int *lw;      /* the whole run's widths (owned by the paragraph) */
    int lw_off;         /* the index in lw of gi's first character */
};

enum fit { ALL_FIT, SOME_FIT, EMPTY_FIT, NONE_FIT, GIVE_UP };

struct para {
    const char *text;
    const PangoLogAttr *attrs;
    int n_chars;           /* the whole layout's */
    int start;             /* start_offset: the character being placed */
    int remaining;         /* width left on the line */
    int hyphen_width;      /* -1 until a break that inserts one is weighed */
    struct piece *items;   /* the pieces still to place, in order */
    int nitems, first;     /* items[first .. nitems) */
    struct piece *runs;    /* the line's runs so far */
    int nruns;
};

/* can_break_at for PANGO_WRAP_WORD_CHAR (its PANGO_WRAP_CHAR retry is
 * left to Pango: place_piece gives up). */
static int can_break_at(const struct para *p, int offset)
{
    return offset == p->n_chars || p->attrs[offset].is_line_break;
}

static int can_break_in(const struct para *p, int start, int num_chars, int at_start)
{
    for (int i = at_start ? 0 : 1; i < num_chars; i++)
        if (can_break_at(p, start + i))
            return 1;
    return 0;
}

static int sum_widths(const struct piece *it, int from, int to)
{
    int w = 0;
    for (int i = from; i < to; i++)
        w += it->lw[it->lw_off + i];
    return w;
}

/* The width of the hyphen a break inside a word would add: the item's
 * font's U+2010 or '-' (find_hyphen_width). */
static int hyphen_width(struct para *p, const struct piece *it)
{
    if (p->hyphen_width < 0) {
        p->hyphen_width = 0;
        PangoFont *font = it->gi->item->analysis.font;
        hb_font_t *hb = font ? pango_font_get_hb_font(font) : NULL;
        hb_codepoint_t glyph;
        if (hb && (hb_font_get_nominal_glyph(hb, 0x2010, &glyph) ||
                   hb_font_get_nominal_glyph(hb, '-', &glyph)))
            p->hyphen_width = hb_font_get_glyph_h_advance(hb, glyph);
    }
    return p->hyphen_width;
}

static int needs_hyphen(const struct para *p, int pos)
{
    return p->attrs[p->start + pos].break_inserts_hyphen ||
           p->attrs[p->start + pos].break_removes_preceding;
}

/* What breaking at pos adds to the width: a hyphen inside a word, less the
 * space before the break, which takes no room (find_break_extra_width). */
static int break_extra_width(struct para *p, const struct piece *it, int pos)
{
    if (p->attrs[p->start + pos].break_inserts_hyphen) {
        int h = hyphen_width(p, it);
        if (p->attrs[p->start + pos].break_removes_preceding && pos > 0)
            return h - it->lw[it->lw_off + pos - 1];
        return h;
    }
    if (pos > 0 && p->attrs[p->start + pos - 1].is_white)
        return -it->lw[it->lw_off + pos - 1];
    return 0;
}

static void add_run(struct para *p, struct piece run)
{
    p->runs[p->nruns++] = run;
}

/* process_item: as much of the next piece as fits onto the line. */
static enum fit place_piece(struct para *p, int force_fit, int no_break_at_end, int is_last)
{
    struct piece *it = &p->items[p->first];
    int n = it->gi->item->num_chars;
    int width = sum_widths(it, 0, n);
    int extra_width = 0;
    if (!no_break_at_end && can_break_at(p, p->start + n))
        extra_width = break_extra_width(p, it, n);
    if ((width + extra_width <= p->remaining || (n == 1 && p->nruns == 0)) && !no_break_at_end) {
        add_run(p, *it);
        p->first++;
        p->remaining -= width;
        if (p->remaining < 0)
            p->remaining = 0;
        return ALL_FIT;
    }
    int break_chars = n, break_width = width, break_extra = extra_width;
    PangoFontMetrics *m = pango_font_get_metrics(it->gi->item->analysis.font,
                                                 it->gi->item->analysis.language);
    int safe = pango_font_metrics_get_approximate_char_width(m) * 3 + 4000;
    pango_font_metrics_unref(m);
    int w = 0;
    for (int i = 0; i < (no_break_at_end ? n : n + 1); i++) {
        int extra = break_extra_width(p, it, i);
        if ((w + extra < w ? w + extra : w) > p->remaining + safe && break_chars < n)
            break;
        if (can_break_at(p, p->start + i) && (i > 0 || p->nruns > 0)) {
            if (i == 0 || w + extra < p->remaining - safe) {
                break_chars = i;
                break_width = w;
                break_extra = extra;
            } else {
                if (i < n && needs_hyphen(p, i))
                    return GIVE_UP; /* Pango would shape the piece with a hyphen */
                int new_width = sum_widths(it, 0, i); /* the piece shaped alone */
                if (i > 0 && (i < n || !is_last) && p->attrs[p->start + i - 1].is_white)
                    extra = -it->lw[it->lw_off + i - 1];
                else if (i == n && !is_last && needs_hyphen(p, n))
                    extra = hyphen_width(p, it);
                else
                    extra = 0;
                if (break_chars == n || new_width + extra <= p->remaining ||
                    new_width + extra < break_width + break_extra) {
                    break_chars = i;
                    break_width = new_width;
                    break_extra = extra;
                }
            }
        }
        if (i < n)
            w += it->lw[it->lw_off + i];
    }
    if (force_fit && break_width + break_extra > p->remaining)
        return GIVE_UP; /* Pango would break inside a word (PANGO_WRAP_CHAR) */
    if (!(force_fit || break_width + break_extra <= p->remaining))
        return NONE_FIT;
    p->remaining -= break_width + break_extra;
    if (p->remaining < 0)
        p->remaining = 0;
    if (break_chars == n) {
        if (can_break_at(p, p->start + n) && needs_hyphen(p, n))
            return GIVE_UP; /* Pango would shape the run with a hyphen */
        add_run(p, *it);
        p->first++;
        return ALL_FIT;
    }
    if (break_chars == 0)
        return EMPTY_FIT;
    const char *at = p->text + it->gi->item->offset;
    int len = (int)(g_utf8_offset_to_pointer(at, break_chars) - at);
    PangoGlyphItem *head = pango_glyph_item_split(it->gi, p->text, len);
    if (!head)
        return GIVE_UP; /* the break falls inside a cluster */
    add_run(p, (struct piece){head, it->lw, it->lw_off});
    it->lw_off += break_chars;
    return SOME_FIT;
}

/* Pango zeroes the space a wrapped line ends with (zero_line_final_space). */
static void zero_final_space(const struct para *p, PangoGlyphItem *run)
{
    PangoGlyphString *g = run->glyphs;
    int last = g->num_glyphs - 1;
    if (g->num_glyphs < 1 || p->start == 0 || !p->attrs[p->start - 1].is_white)
        return;
    if (g->num_glyphs >= 2 && g->log_clusters[last] == g->log_clusters[last - 1])
        return;
    g->glyphs[last].geometry.width = 0;
    g->glyphs[last].glyph = PANGO_GLYPH_EMPTY;
}

/* process_line: one line of the paragraph; 0, or -1 to give up. */
static int fill_line(struct para *p, int width, int *wrapped)
{
    int have_break = 0, break_remaining = 0, break_start = 0, break_keep = 0;
    p->remaining = width;
    p->nruns = 0;
    *wrapped = 0;
    while (p->first < p->nitems) {
        struct piece *it = &p->items[p->first];
        int old_chars = it->gi->item->num_chars, old_remaining = p->remaining;
        int first_in_line = p->nruns == 0, last = p->first == p->nitems - 1;
        switch (place_piece(p, !have_break, 0, last)) {
        case ALL_FIT:
            if (can_break_in(p, p->start, old_chars, !first_in_line)) {
                have_break = 1;
                break_remaining = old_remaining;
                break_start = p->start;
                break_keep = p->nruns - 1;
            }
            p->start += old_chars;
            break;
        case EMPTY_FIT:
            *wrapped = 1;
            return 0;
        case SOME_FIT:
            p->start += old_chars - it->gi->item->num_chars;
            *wrapped = 1;
            return 0;
        case NONE_FIT: {
            while (p->nruns > break_keep) /* back over the runs after the break */
                p->items[--p->first] = p->runs[--p->nruns];
            p->start = break_start;
            p->remaining = break_remaining;
            last = p->first == p->nitems - 1;
            it = &p->items[p->first];
            old_chars = it->gi->item->num_chars;
            enum fit f = place_piece(p, 1, 1, last);
            if (f != SOME_FIT && f != EMPTY_FIT)
                return -1;
            p->start += old_chars - it->gi->item->num_chars;
            *wrapped = 1;
            return 0;
        }
        case GIVE_UP:
            return -1;
        }
    }
    return 0;
}

/* Each run's shift off the line's baseline (apply_baseline_shift): the
 * line's first run names the baseline (its script's), and a run of
 * another font or script is moved to put its own baseline there. */
static void baseline_shifts(struct text_line *l)
{
#if HB_VERSION_ATLEAST(4, 0, 0)
    hb_ot_layout_baseline_tag_t tag = 0;
    hb_position_t baseline = 0;
    for (GSList *r = l->line.runs; r; r = r->next) {
        PangoGlyphItem *run = r->data;
        PangoItem *item = run->item;
        if (!item->analysis.font)
            continue;
        hb_font_t *hb = pango_font_get_hb_font(item->analysis.font);
        hb_script_t script = (hb_script_t)g_unicode_script_to_iso15924(item->analysis.script);
        hb_language_t lang =
            hb_language_from_string(pango_language_to_string(item->analysis.language), -1);
        hb_tag_t script_tags[HB_OT_MAX_TAGS_PER_SCRIPT], lang_tags[HB_OT_MAX_TAGS_PER_LANGUAGE];
        unsigned script_count = HB_OT_MAX_TAGS_PER_SCRIPT, lang_count = HB_OT_MAX_TAGS_PER_LANGUAGE;
        hb_ot_tags_from_script_and_language(script, lang, &script_count, script_tags, &lang_count,
                                            lang_tags);
        if (tag == 0)
            tag = hb_ot_layout_get_horizontal_baseline_tag_for_script(script);
        hb_position_t own;
        hb_ot_layout_get_baseline_with_fallback(hb, tag, HB_DIRECTION_LTR,
                                                script_tags[script_count - 1],
                                                lang_count ? lang_tags[lang_count - 1] : HB_TAG_NONE,
                                                &own);
        if (r == l->line.runs)
            baseline = own;
        run->y_offset = baseline - own;
    }
#else
    for (GSList *r = l->line.runs; r; r = r->next)
        ((PangoGlyphItem *)r->data)->y_offset = 0;
#endif
}

/* r grown to hold the rectangle (x, y, w, h), as Pango grows extents. */
static void grow(PangoRectangle *r, int x, int y, int w, int h)
{
    int nx = MIN(r->x, x);
    r->width = MAX(r->x + r->width, x + w) - nx;
    r->x = nx;
    int ny = MIN(r->y, y);
    r->height = MAX(r->y + r->height, y + h) - ny;
    r->y = ny;
}

/* A line's extents from its runs (pango_layout_line_get_extents). */
static void line_extents(struct text_line *l)
{
    PangoRectangle *ink = &l->ink, *logical = &l->logical;
    *ink = *logical = (PangoRectangle){0, 0, 0, 0};
    int x = 0;
    for (GSList *r = l->line.runs; r; r = r->next) {
        PangoGlyphItem *run = r->data;
        PangoRectangle ri, rl;
        pango_glyph_string_extents(run->glyphs, run->item->analysis.font, &ri, &rl);
        ri.y -= run->y_offset;
        rl.y -= run->y_offset;
        if (ink->width == 0 || ink->height == 0) {
            *ink = ri;
            ink->x += x;
        } else if (ri.width != 0 && ri.height != 0)
            grow(ink, x + ri.x, ri.y, ri.width, ri.height);
        grow(logical, x + rl.x, rl.y, rl.width, rl.height);
        x += rl.width;
    }
}

/* get_x_offset, with no indent. */
static int x_offset(int layout_width, int line_width, PangoAlignment align)
{
    if (layout_width == 0)
        return 0;
    if (align == PANGO_ALIGN_RIGHT)
        return layout_width - line_width;
    if (align == PANGO_ALIGN_CENTER) {
        int x = (layout_width - line_width) / 2;
        if (((layout_width | line_width) & (PANGO_SCALE - 1)) == 0)
            x = PANGO_UNITS_ROUND(x);
        return x;
    }
    return 0;
}

/* Only fonts and the language: the attributes that change no run's
 * place, colour or lines other than by its font. */
static int plain_attributes(PangoLayout *pl)
{
    PangoAttrList *list = pango_layout_get_attributes(pl);
    if (!list)
        return 1;
    GSList *all = pango_attr_list_get_attributes(list);
    int ok = 1;
    for (GSList *a = all; a; a = a->next) {
        switch (((PangoAttribute *)a->data)->klass->type) {
        case PANGO_ATTR_LANGUAGE: case PANGO_ATTR_FAMILY: case PANGO_ATTR_STYLE:
        case PANGO_ATTR_WEIGHT: case PANGO_ATTR_VARIANT: case PANGO_ATTR_STRETCH:
        case PANGO_ATTR_SIZE: case PANGO_ATTR_FONT_DESC: case PANGO_ATTR_SCALE:
        case PANGO_ATTR_ABSOLUTE_SIZE:
            break;
        default:
            ok = 0;
        }
    }
    g_slist_free_full(all, (GDestroyNotify)pango_attribute_destroy);
    return ok;
}

/* Can this file set the paragraph the way Pango would? */
static int plain_paragraph(const PangoLayoutLine *l, const PangoLogAttr *attrs, int from, int to,
                           const char *text)
{
    for (int i = from; i <= to; i++)
        if (attrs[i].break_removes_preceding)
            return 0; /* a hyphenation point (U+2027) */
    for (GSList *r = l->runs; r; r = r->next) {
        const PangoGlyphItem *run = r->data;
        const PangoAnalysis *a = &run->item->analysis;
        if (a->level != 0 || (a->flags & PANGO_ANALYSIS_FLAG_CENTERED_BASELINE) || !a->font ||
            run->start_x_offset || run->end_x_offset)
            return 0;
        const char *s = text + run->item->offset;
        for (int i = 0; i < run->item->length; i++)
            if (s[i] == '\t' || (s[i] == '\xE2' && i + 2 < run->item->length && s[i + 1] == '\x80' &&
                                 (s[i + 2] == '\xA8' || s[i + 2] == '\xA9')))
                return 0; /* a tab, a line or paragraph separator */
    }
    return 1;
}

void text_lines_free(struct text_lines *tl)
{
    if (!tl)
        return;
    for (int i = 0; i < tl->n; i++)
        g_slist_free_full(tl->lines[i].line.runs, (GDestroyNotify)pango_glyph_item_free);
    free(tl->lines);
    free(tl);
}

static void add_line(struct text_lines *tl, int *cap, PangoLayout *pl, const PangoLayoutLine *para,
                     const struct para *p, int start_index, int first)
{
    if (tl->n == *cap) {
        *cap = *cap ? 2 * *cap : 8;
        tl->lines = xrealloc(tl->lines, (size_t)*cap, sizeof *tl->lines);
    }
    struct text_line *l = &tl->lines[tl->n++];
    memset(l, 0, sizeof *l);
    l->line.layout = pl;
    l->line.start_index = start_index;
    l->line.is_paragraph_start = first;
    l->line.resolved_dir = PANGO_DIRECTION_LTR;
    GSList *runs = NULL;
    int length = 0;
    for (int i = p ? p->nruns - 1 : -1; i >= 0; i--) {
        runs = g_slist_prepend(runs, p->runs[i].gi);
        length += p->runs[i].gi->item->length;
    }
    l->line.runs = runs;
    l->line.length = length;
    baseline_shifts(l);
    if (runs)
        line_extents(l);
    else /* an empty paragraph: Pango's own line of it */
        pango_layout_line_get_extents((PangoLayoutLine *)para, &l->ink, &l->logical);
}

/* Breaks one paragraph (a line of the unwrapped layout); -1 to give up. */
static int break_paragraph(struct text_lines *tl, int *cap, PangoLayout *pl, PangoLayoutLine *para,
                           const PangoLogAttr *attrs, int n_chars, int width)
{
    const char *text = pango_layout_get_text(pl);
    int nruns = (int)g_slist_length(para->runs);
    if (nruns == 0) {
        add_line(tl, cap, pl, para, NULL, para->start_index, 1);
        return 0;
    }
    struct para p = {.text = text, .attrs = attrs, .n_chars = n_chars};
    p.start = (int)g_utf8_pointer_to_offset(text, text + para->start_index);
    if (!plain_paragraph(para, attrs, p.start,
                         p.start + (int)g_utf8_strlen(text + para->start_index, para->length), text))
        return -1;
    p.items = xcalloc((size_t)nruns, sizeof *p.items);
    p.runs = xcalloc((size_t)nruns + 1, sizeof *p.runs);
    int **widths = xcalloc((size_t)nruns, sizeof *widths);
    int k = 0;
    for (GSList *r = para->runs; r; r = r->next, k++) {
        PangoGlyphItem *gi = pango_glyph_item_copy(r->data);
        widths[k] = xcalloc((size_t)gi->item->num_chars + 1, sizeof **widths);
        pango_glyph_item_get_logical_widths(gi, text, widths[k]);
        p.items[k] = (struct piece){gi, widths[k], 0};
    }
    p.nitems = nruns;
    int rc = 0, first = 1, line_start = p.start;
    p.hyphen_width = -1;
    while (p.first < p.nitems && rc == 0) {
        int start_index = p.items[p.first].gi->item->offset, wrapped;
        rc = fill_line(&p, width, &wrapped);
        if (rc != 0)
            break;
        int line_chars = 0;
        for (int i = 0; i < p.nruns; i++)
            line_chars += p.runs[i].gi->item->num_chars;
        if (p.nruns > 0 && attrs[line_start + line_chars].break_inserts_hyphen) {
            rc = -1; /* Pango would add the hyphen the line's last word lacks */
            break;
        }
        if (wrapped && p.nruns > 0)
            zero_final_space(&p, p.runs[p.nruns - 1].gi);
        line_start = p.start;
        add_line(tl, cap, pl, para, &p, start_index, first);
        first = 0;
    }
    if (rc != 0) /* the pieces not yet on a line */
        for (int i = 0; i < p.nruns; i++)
            pango_glyph_item_free(p.runs[i].gi);
    for (int i = p.first; i < p.nitems; i++)
        pango_glyph_item_free(p.items[i].gi);
    for (int i = 0; i < nruns; i++)
        free(widths[i]);
    free(widths);
    free(p.items);
    free(p.runs);
    return rc;
}

void text_lines_place(struct text_lines *tl, int width, PangoAlignment align)
{
    /* pango_layout_get_extents_internal, with a width, no spacing */
    int y = 0;
    for (int i = 0; i < tl->n; i++) {
        struct text_line *l = &tl->lines[i];
        int x = x_offset(width, l->logical.width, align);
        l->baseline = y - l->logical.y;
        l->ink_at = l->ink;
        l->ink_at.x += x;
        l->ink_at.y = l->baseline + l->ink.y;
        l->logical_at = l->logical;
        l->logical_at.x += x;
        l->logical_at.y = l->baseline + l->logical.y;
        if (i == 0) {
            tl->ink = l->ink_at;
            tl->logical.x = l->logical_at.x;
            tl->logical.width = l->logical_at.width;
        } else {
            grow(&tl->ink, l->ink_at.x, l->ink_at.y, l->ink_at.width, l->ink_at.height);
            /* across only: the height is the last line's bottom (below) */
            grow(&tl->logical, l->logical_at.x, tl->logical.y, l->logical_at.width, 0);
        }
        tl->logical.height = l->logical_at.y + l->logical_at.height - tl->logical.y;
        y = l->logical_at.y + l->logical_at.height;
    }
}

struct text_lines *text_lines_break(PangoLayout *pl, int width, PangoAlignment align)
{
    if (width <= 0 || pango_layout_get_width(pl) != -1 || pango_layout_get_indent(pl) != 0 ||
        pango_layout_get_spacing(pl) != 0 || pango_layout_get_line_spacing(pl) != 0 ||
        pango_layout_get_justify(pl) || pango_layout_get_auto_dir(pl) || !plain_attributes(pl)) {
        return NULL;
    }
    int nattrs;
    const PangoLogAttr *attrs = pango_layout_get_log_attrs_readonly(pl, &nattrs);
    int n_chars = pango_layout_get_character_count(pl);
    if (nattrs != n_chars + 1)
        return NULL;
    struct text_lines *tl = xcalloc(1, sizeof *tl);
    tl->unwrapped = pl;
    int cap = 0;
    for (GSList *l = pango_layout_get_lines_readonly(pl); l; l = l->next)
        if (break_paragraph(tl, &cap, pl, l->data, attrs, n_chars, width) != 0) {
            text_lines_free(tl);
            return NULL;
        }
    text_lines_place(tl, width, align);
    return tl;
}

/* The runs drawn at (dx, dy) Pango units from the current point: the
 * renderer adds a run's start_x_offset to its x and takes its y_offset
 * from its y, in integers, as it adds a line's place within its layout
 * when it shows the layout whole. */
static void show_line(cairo_t *cr, const struct text_line *l, int dx, int dy)
{
    GSList *runs = l->line.runs;
    if (!runs)
        return;
    PangoGlyphItem *first = runs->data;
    first->start_x_offset = dx;
    for (GSList *r = runs; r; r = r->next)
        ((PangoGlyphItem *)r->data)->y_offset -= dy;
    pango_cairo_show_layout_line(cr, (PangoLayoutLine *)&l->line);
    first->start_x_offset = 0;
    for (GSList *r = runs; r; r = r->next)
        ((PangoGlyphItem *)r->data)->y_offset += dy;
}

void text_lines_show(cairo_t *cr, const struct text_lines *tl)
{
    for (int i = 0; i < tl->n; i++)
        show_line(cr, &tl->lines[i], tl->lines[i].logical_at.x, tl->lines[i].baseline);
}

void text_lines_show_line(cairo_t *cr, const struct text_lines *tl, int i)
{
    show_line(cr, &tl->lines[i], 0, 0);
}
