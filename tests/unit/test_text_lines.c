/* test_text_lines.c: text.c breaks wrapped text into lines itself, from
 * one shaping of its paragraphs (text_lines.c), and must set every line
 * as Pango's own wrapping does: the same breaks, glyphs, shifts and
 * extents, to the Pango unit. Each text below, at many widths, sizes and
 * the three alignments, is compared with a copy of its layout that Pango
 * wraps. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include <pango/pangocairo.h>

#include "load/load.h"
#include "text/text.h"
#include "text/text_lines.h"
#include "test.h"

static const char *const texts[] = {
    "Slides any distance orthogonally. May promote to <b>Dragon King</b> on any move that ends "
    "in the last 3 ranks. Dragon King: slides any distance orthogonally; steps one square "
    "diagonally.",
    "<b>Knight</b>s jump one across and two forward; a <i>knight</i> never slides.\n"
    "A second paragraph, with a two-square step, a well-known rule and the numbers 1, 2 and 3."
    "\n\nAfter an empty one, a last <b>bold</b> word.",
    "The <b>Rook</b> (\xE9\xA3\x9B\xE8\xBB\x8A, hisha) promotes to the Dragon King "
    "(\xE9\xBE\x8D\xE7\x8E\x8B, ry\xC5\xAB\xC5\x8D) on entering the last three ranks; "
    "\xE9\xBE\x8D\xE7\x8E\x8B\xE3\x81\xAF\xE9\xA3\x9B\xE8\xBB\x8A\xE3\x81\xAE\xE5\x8B\x95"
    "\xE3\x81\x8D\xE3\x81\xA8 one step diagonally.",
    "Makruk's <b>Khun</b> (\xE0\xB8\x82\xE0\xB8\xB8\xE0\xB8\x99) steps one square in any "
    "direction; the <b>Met</b> (\xE0\xB9\x80\xE0\xB8\xA1\xE0\xB9\x87\xE0\xB8\x94) one square "
    "diagonally.",
    "Print at <b>100 %</b> (\"actual size\"; never \"fit to page\"). <small>Every component "
    "sheet carries a 100 mm ruler: measure it before you cut.</small> Then run "
    "<tt>make pdf</tt> again.",
    /* these may be left to Pango: a word wider than the line, a soft
       hyphen, right-to-left words */
    "Supercalifragilisticexpialidocious moves, counter\xC2\xADintuitive ones.",
    "\xD8\xA7\xD9\x84\xD8\xB4\xD8\xB7\xD8\xB1\xD9\x86\xD8\xAC: Shatranj, the old game of "
    "Persia and Arabia.",
};

static int same_rect(PangoRectangle a, PangoRectangle b)
{
    return a.x == b.x && a.y == b.y && a.width == b.width && a.height == b.height;
}

static int same_run(const PangoGlyphItem *a, const PangoGlyphItem *b)
{
    const PangoGlyphString *ga = a->glyphs, *gb = b->glyphs;
    if (a->item->offset != b->item->offset || a->item->length != b->item->length ||
        a->item->num_chars != b->item->num_chars || a->y_offset != b->y_offset ||
        ga->num_glyphs != gb->num_glyphs)
        return 0;
    for (int i = 0; i < ga->num_glyphs; i++) {
        const PangoGlyphInfo *x = &ga->glyphs[i], *y = &gb->glyphs[i];
        if (x->glyph != y->glyph || x->geometry.width != y->geometry.width ||
            x->geometry.x_offset != y->geometry.x_offset ||
            x->geometry.y_offset != y->geometry.y_offset || ga->log_clusters[i] != gb->log_clusters[i])
            return 0;
    }
    return 1;
}

/* The lines against Pango's wrapping of the same layout. */
static int same_as_pango(PangoLayout *unwrapped, const struct text_lines *tl, int width)
{
    PangoLayout *w = pango_layout_copy(unwrapped);
    pango_layout_set_width(w, width);
    pango_layout_set_wrap(w, PANGO_WRAP_WORD_CHAR);
    PangoRectangle ink, logical;
    pango_layout_get_extents(w, &ink, &logical);
    int ok = pango_layout_get_line_count(w) == tl->n && same_rect(ink, tl->ink) &&
             same_rect(logical, tl->logical);
    PangoLayoutIter *it = pango_layout_get_iter(w);
    for (int i = 0; ok; i++) {
        const struct text_line *l = &tl->lines[i];
        PangoLayoutLine *pl = pango_layout_iter_get_line_readonly(it);
        PangoRectangle li, ll, lli, lll;
        pango_layout_iter_get_line_extents(it, &li, &ll);
        pango_layout_line_get_extents(pl, &lli, &lll);
        ok = same_rect(li, l->ink_at) && same_rect(ll, l->logical_at) && same_rect(lli, l->ink) &&
             same_rect(lll, l->logical) && pango_layout_iter_get_baseline(it) == l->baseline &&
             pl->start_index == l->line.start_index && pl->length == l->line.length &&
             pl->is_paragraph_start == l->line.is_paragraph_start &&
             g_slist_length(pl->runs) == g_slist_length(l->line.runs);
        for (GSList *a = pl->runs, *b = l->line.runs; ok && a; a = a->next, b = b->next)
            ok = same_run(a->data, b->data);
        if (!pango_layout_iter_next_line(it)) {
            ok = ok && i == tl->n - 1;
            break;
        }
    }
    pango_layout_iter_free(it);
    g_object_unref(w);
    return ok;
}

void test_text_lines_as_pango(void)
{
    struct layout lo;
    CHECK_INT(layout_load("layouts/a4.xml", &lo, &(struct report){.file = "layouts/a4.xml"}), 0);
    static const char *const langs[] = {"en", "ja"};
    static const enum text_align aligns[] = {ALIGN_LEFT, ALIGN_CENTER, ALIGN_RIGHT};
    static const PangoAlignment pango_aligns[] = {PANGO_ALIGN_LEFT, PANGO_ALIGN_CENTER,
                                                  PANGO_ALIGN_RIGHT};
    static const double sizes[] = {7, 9.5};
    int tried = 0, own = 0, differ = 0;
    for (size_t g = 0; g < sizeof langs / sizeof *langs; g++) {
        layout_choose_language(&lo, langs[g]);
        for (size_t t = 0; t < sizeof texts / sizeof *texts; t++)
            for (double mm = 14; mm <= 130; mm += 4)
                for (size_t a = 0; a < 3; a++)
                    for (size_t z = 0; z < 2; z++) {
                        PangoLayout *pl = text_pango_layout(&lo, texts[t], sizes[z], mm, aligns[a]);
                        const struct text_lines *kept = text_lines_of(pl);
                        if (!kept && pango_layout_get_width(pl) == -1)
                            continue; /* one line: not wrapped at all */
                        tried += t < 5;
                        if (!kept)
                            continue;
                        own += t < 5;
                        /* the lines as broken, before text_pitch.c evens
                           mixed scripts (test_text_lines_even) */
                        int width = (int)lround(mm * PANGO_SCALE);
                        struct text_lines *tl = text_lines_break(pl, width, pango_aligns[a]);
                        int same = tl && same_as_pango(pl, tl, width);
                        text_lines_free(tl);
                        if (!same) {
                            if (differ++ < 5)
                                fprintf(stderr, "  lines differ from Pango's: text %zu, %s, %g mm, "
                                        "align %zu, %g pt\n", t, langs[g], mm, a, sizes[z]);
                        }
                    }
        text_cache_clear();
    }
    CHECK_INT(differ, 0);
    /* the texts without hyphens, tabs or right-to-left words are broken
       here, not by Pango, unless a word is wider than the line */
    if (own < tried * 9 / 10)
        fprintf(stderr, "  %d of %d wrapped texts broken here\n", own, tried);
    CHECK(own >= tried * 9 / 10);
    layout_free(&lo);
}

/* Text that mixes scripts is set at one line pitch (text_pitch.c): a
 * paragraph that names a piece in Thai had its first line half as tall
 * again as the others (Makruk's booklet, issue 30: 26 against 17 units at
 * 96 dpi). Each paragraph below, wrapped to 3 lines or more, has every
 * line as tall as the others, and no line's ink reaches into the line
 * above's; text in one family, and Japanese (whose font's line lies
 * within DejaVu Sans's), keeps Pango's lines to the unit. */
void test_text_lines_even(void)
{
    struct layout lo;
    CHECK_INT(layout_load("layouts/a4.xml", &lo, &(struct report){.file = "layouts/a4.xml"}), 0);
    static const struct { const char *lang, *markup; int evened; } paras[] = {
        {"th", "Makruk (\xE0\xB8\xAB\xE0\xB8\xA1\xE0\xB8\xB2\xE0\xB8\x81\xE0\xB8\xA3"
               "\xE0\xB8\xB8\xE0\xB8\x81) is the chess of Thailand, an old branch of the "
               "family that chess belongs to, and still played everywhere there. Two players "
               "each lead sixteen pieces on a plain board of eight by eight squares.", 1},
        {"th", "<b>Counting the board</b> (\xE0\xB8\xA8\xE0\xB8\xB1\xE0\xB8\x81\xE0\xB8"
               "\x94\xE0\xB8\xB4\xE0\xB9\x8C). When no unpromoted Bia is left, the player "
               "who is behind may start counting their own moves aloud, starting at 1.", 1},
        {"en", "Slides any distance orthogonally. May promote to <b>Dragon King</b> on any "
               "move that ends in the last 3 ranks. <small>Dragon King: slides any distance "
               "orthogonally; steps one square diagonally.</small>", 0},
        {"ja", "The <b>Rook</b> (\xE9\xA3\x9B\xE8\xBB\x8A, hisha) promotes to the Dragon "
               "King (\xE9\xBE\x8D\xE7\x8E\x8B, ry\xC5\xAB\xC5\x8D) on entering the last "
               "three ranks, and then also steps one square diagonally.", 0},
    };
    for (size_t k = 0; k < sizeof paras / sizeof *paras; k++) {
        layout_choose_language(&lo, paras[k].lang);
        const double mm = 60, pt = 9;
        PangoLayout *pl = text_pango_layout(&lo, paras[k].markup, pt, mm, ALIGN_LEFT);
        const struct text_lines *tl = text_lines_of(pl);
        CHECK(tl != NULL && tl->n >= 3);
        if (!tl || tl->n < 3)
            continue;
        int least = tl->lines[0].logical.height, most = least, overlap = 0;
        for (int i = 1; i < tl->n; i++) {
            least = MIN(least, tl->lines[i].logical.height);
            most = MAX(most, tl->lines[i].logical.height);
            const PangoRectangle *up = &tl->lines[i - 1].ink_at, *me = &tl->lines[i].ink_at;
            overlap = MAX(overlap, up->y + up->height - me->y);
        }
        fprintf(stderr, "  %s paragraph %zu: %d lines, %d to %d units tall, ink overlap %d\n",
                paras[k].lang, k, tl->n, least, most, overlap);
        if (paras[k].evened) {
            CHECK_INT(most, least);
            CHECK(overlap <= 0);
        } else { /* as Pango sets it */
            int width = (int)lround(mm * PANGO_SCALE);
            struct text_lines *own = text_lines_break(pl, width, PANGO_ALIGN_LEFT);
            CHECK(own && same_as_pango(pl, own, width) && own->logical.height == tl->logical.height);
            text_lines_free(own);
        }
        text_cache_clear();
    }
    layout_free(&lo);
}

/* A run of Thai in Latin text does not raise its line (issue 30, Makruk's
 * seventh review: "lines with Thai words in them are taller than other
 * lines"): the evened paragraph above stood at Garuda's ink, a quarter
 * taller than a Latin one, and a line of its own (a list item, "Ma ม้า
 * (horse), the Knight ...") at Garuda's line, half as tall again. Only
 * Thai's ink counts (text.c: THAI_IN_LATIN, text_pitch.c): the line keeps
 * the Latin line's pitch, to the unit; a paragraph whose Thai has stacked
 * marks (ศักดิ์) keeps one pitch for all its lines (test_text_lines_even), at
 * most THAI_PITCH_MOST of the Latin one (1.26 since Thai is set as tall
 * as the Latin, test_text_thai_size), and no ink reaches the line above. */
#define THAI_PITCH_MOST 1.30
void test_text_thai_pitch(void)
{
    struct layout lo;
    CHECK_INT(layout_load("layouts/a4.xml", &lo, &(struct report){.file = "layouts/a4.xml"}), 0);
    layout_choose_language(&lo, "th");
    const double pt = 10, mm = 60;
    const char *latin_one = "Ma (horse), the Knight: a leap.";
    const char *thai_one = "Ma \xE0\xB8\xA1\xE0\xB9\x89\xE0\xB8\xB2 (horse), the Knight: a leap.";
    double h_latin = text_height(&lo, latin_one, pt, mm), h_thai = text_height(&lo, thai_one, pt, mm);
    fprintf(stderr, "  one line: Latin %.3f mm, with Thai %.3f mm\n", h_latin, h_thai);
    CHECK(fabs(h_thai - h_latin) < 0.005);
    const char *latin_para = "<b>Counting the board</b> (Sak Kradan). When no unpromoted Bia is "
                             "left, the player who is behind may start counting their own moves "
                             "aloud, starting at 1, and stop whenever they like.";
    const char *thai_para = "<b>Counting the board</b> (\xE0\xB8\xA8\xE0\xB8\xB1\xE0\xB8\x81"
                            "\xE0\xB8\x94\xE0\xB8\xB4\xE0\xB9\x8C). When no unpromoted Bia is "
                            "left, the player who is behind may start counting their own moves "
                            "aloud, starting at 1, and stop whenever they like.";
    PangoLayout *pl = text_pango_layout(&lo, latin_para, pt, mm, ALIGN_LEFT);
    const struct text_lines *a = text_lines_of(pl);
    int pitch_latin = a && a->n > 1 ? a->lines[1].baseline - a->lines[0].baseline : 0;
    pl = text_pango_layout(&lo, thai_para, pt, mm, ALIGN_LEFT);
    const struct text_lines *b = text_lines_of(pl);
    int pitch_thai = b && b->n > 1 ? b->lines[1].baseline - b->lines[0].baseline : -1, overlap = 0;
    for (int i = 1; b && i < b->n; i++)
        overlap = MAX(overlap, b->lines[i - 1].ink_at.y + b->lines[i - 1].ink_at.height -
                                   b->lines[i].ink_at.y);
    fprintf(stderr, "  paragraph: pitch Latin %d, with Thai %d units, ink overlap %d\n",
            pitch_latin, pitch_thai, overlap);
    CHECK(pitch_latin > 0);
    CHECK(pitch_thai >= pitch_latin && pitch_thai <= THAI_PITCH_MOST * pitch_latin);
    CHECK(overlap <= 0);
    text_cache_clear();
    layout_free(&lo);
}

/* Thai in Latin text stands at least as tall as the Latin lower case
 * around it (issue 30, Makruk's eighth review: "Thai in running text
 * smaller than the Latin"): at THAI_IN_LATIN 0.70 the consonants น ม ข
 * stood 0.75 of DejaVu Sans's x-height. Their ink above the baseline, set
 * after a Latin letter, reaches at least as high as "xxx" does. */
void test_text_thai_size(void)
{
    struct layout lo;
    CHECK_INT(layout_load("layouts/a4.xml", &lo, &(struct report){.file = "layouts/a4.xml"}), 0);
    layout_choose_language(&lo, "th");
    /* each run's ink, by itself: the last run is "xxx" or the Thai */
    const char *text[2] = {"x xxx", "x \xE0\xB8\x99\xE0\xB8\xA1\xE0\xB8\x82"};
    int top[2] = {0, 0};
    for (int k = 0; k < 2; k++) {
        PangoLayout *pl = text_pango_layout(&lo, text[k], 10, 0, ALIGN_LEFT);
        for (GSList *r = pango_layout_get_line_readonly(pl, 0)->runs; r; r = r->next) {
            const PangoGlyphItem *run = r->data;
            PangoRectangle ink;
            pango_glyph_string_extents(run->glyphs, run->item->analysis.font, &ink, NULL);
            top[k] = -ink.y;
        }
        text_cache_clear();
    }
    fprintf(stderr, "  ink above the baseline: Latin x-height %d, Thai %d units (%.2f)\n", top[0],
            top[1], (double)top[1] / top[0]);
    CHECK(top[1] >= top[0]);
    layout_free(&lo);
}
