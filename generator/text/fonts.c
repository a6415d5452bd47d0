/* fonts.c: proves, before anything is drawn, that every font the layout
 * names is installed and that every character a definition prints is in
 * one of them.
 *
 * Both failures used to be silent: fontconfig answers a request for a
 * missing family with its closest match (DejaVu for a CJK family, so
 * Xiangqi pieces printed hex boxes), and Pango draws a character no font
 * has as a box, or takes it from whatever installed font has it, which
 * differs from machine to machine. Here a family counts as installed only
 * when fontconfig's match for it carries that very family name, and every
 * character of a definition's strings must be in the character set of one
 * of the layout's own fonts, so the same PDF comes out wherever the layout's
 * fonts are installed, and the designer gets `file:line: error:` naming the
 * character and what would print it. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <fontconfig/fontconfig.h>
#include <pango/pango.h>

#include "text/text.h"

/* Each family's match, asked once a process: a match is about 3.5M
 * instructions (FcConfigSubstitute and FcFontMatch against every installed
 * font), and each set asked it twice for each of the layout's fonts (10 a
 * set: 35M of a cold Shogi render's 933M, callgrind), again for every set
 * of a render of many. Fontconfig's configuration is read once a process
 * (Pango's font map keeps its own matches as long), so the answer holds. */
static struct matched {
    char *family;
    FcPattern *match; /* NULL: fontconfig matched nothing */
} *matched;
static int nmatched, matched_cap;

/* fontconfig's best match for a family, to be destroyed by the caller */
static FcPattern *match_family(const char *family)
{
    for (int i = 0; i < nmatched; i++)
        if (!strcmp(matched[i].family, family)) {
            if (matched[i].match)
                FcPatternReference(matched[i].match);
            return matched[i].match;
        }
    FcPattern *pat = FcPatternCreate();
    FcPatternAddString(pat, FC_FAMILY, (const FcChar8 *)family);
    FcConfigSubstitute(NULL, pat, FcMatchPattern);
    FcDefaultSubstitute(pat);
    FcResult res;
    FcPattern *match = FcFontMatch(NULL, pat, &res);
    FcPatternDestroy(pat);
    matched = xgrow(matched, &nmatched, &matched_cap, sizeof *matched);
    matched[nmatched - 1] = (struct matched){xstrdup(family), match};
    if (match)
        FcPatternReference(match);
    return match;
}

void text_fonts_forget(void)
{
    for (int i = 0; i < nmatched; i++) {
        free(matched[i].family);
        if (matched[i].match)
            FcPatternDestroy(matched[i].match);
    }
    free(matched);
    matched = NULL;
    nmatched = matched_cap = 0;
}

int text_font_installed(const char *family)
{
    FcPattern *match = match_family(family);
    int found = 0;
    FcChar8 *name;
    for (int i = 0; match && !found &&
                    FcPatternGetString(match, FC_FAMILY, i, &name) == FcResultMatch; i++)
        found = FcStrCmpIgnoreCase(name, (const FcChar8 *)family) == 0;
    if (match)
        FcPatternDestroy(match);
    return found;
}

int text_fonts_verify(const struct layout *lo, struct report *r)
{
    int before = r->errors;
    for (int i = 0; i < lo->nfonts; i++)
        if (!text_font_installed(lo->fonts[i].family))
            report_error(r, lo->fonts[i].line, "font '%s' is not installed (Debian package: %s)",
                         lo->fonts[i].family, lo->fonts[i].package);
    return r->errors > before ? -1 : 0;
}

/* Debian's package for a script, by the character's Unicode block. */
static const char *package_for(unsigned c)
{
    if ((c >= 0x0E00 && c <= 0x0E7F))
        return "fonts-thai-tlwg";
    if ((c >= 0x1100 && c <= 0x11FF) || (c >= 0x2E80 && c <= 0x9FFF) ||
        (c >= 0xA960 && c <= 0xA97F) || (c >= 0xAC00 && c <= 0xD7FF) ||
        (c >= 0xF900 && c <= 0xFAFF) || (c >= 0xFF00 && c <= 0xFFEF) ||
        (c >= 0x20000 && c <= 0x3FFFF))
        return "fonts-noto-cjk";
    return "fonts-noto-core";
}

struct check {
    const struct layout *lo;
    const struct variant *v;
    struct report *r;
    FcCharSet *cover[LAYOUT_MAX_FONTS]; /* each layout font's characters */
    int last_line;                      /* the last report, not repeated for */
    gunichar last_char;                 /* the same character on one line */
};

/* Characters that print nothing and need no glyph. */
static int invisible(gunichar c)
{
    return g_unichar_isspace(c) || g_unichar_iscntrl(c) || (c >= 0x200B && c <= 0x200F) ||
           (c >= 0xFE00 && c <= 0xFE0F) || c == 0x2060 || c == 0xFEFF;
}

/* The family of an installed font that has c, for the message; NULL if none. */
static char *installed_family_with(gunichar c)
{
    FcPattern *pat = FcPatternCreate();
    FcCharSet *cs = FcCharSetCreate();
    FcCharSetAddChar(cs, c);
    FcPatternAddCharSet(pat, FC_CHARSET, cs);
    FcObjectSet *os = FcObjectSetBuild(FC_FAMILY, FC_CHARSET, (char *)NULL);
    FcFontSet *fs = FcFontList(NULL, pat, os);
    char *family = NULL;
    FcChar8 *name;
    /* the first in name order, so the message is the same on every run */
    for (int i = 0; fs && i < fs->nfont; i++)
        if (FcPatternGetString(fs->fonts[i], FC_FAMILY, 0, &name) == FcResultMatch &&
            (!family || strcmp((const char *)name, family) < 0)) {
            g_free(family);
            family = g_strdup((const char *)name);
        }
    if (fs)
        FcFontSetDestroy(fs);
    FcObjectSetDestroy(os);
    FcCharSetDestroy(cs);
    FcPatternDestroy(pat);
    return family;
}

/* One string: markup when is_markup, else plain text. Reports its first
 * character that none of the layout's fonts has. */
static void check(struct check *k, int line, const char *what, const char *s, int is_markup)
{
    if (!s || !*s)
        return;
    char *text = NULL;
    if (!is_markup || !pango_parse_markup(s, -1, 0, NULL, &text, NULL, NULL))
        text = g_strdup(s);
    gunichar c = 0;
    for (const char *p = text; *p && !c; p = g_utf8_next_char(p)) {
        gunichar u = g_utf8_get_char_validated(p, -1);
        if (u == (gunichar)-1 || u == (gunichar)-2)
            break; /* the loader refuses invalid UTF-8; nothing to look up */
        int covered = invisible(u);
        for (int i = 0; !covered && i < k->lo->nfonts; i++)
            covered = k->cover[i] && FcCharSetHasChar(k->cover[i], u);
        if (!covered)
            c = u;
    }
    g_free(text);
    if (!c || (c == k->last_char && line == k->last_line))
        return;
    k->last_char = c;
    k->last_line = line;
    char ch[8] = {0};
    g_unichar_to_utf8(c, ch);
    char *family = installed_family_with(c);
    if (family)
        report_error(k->r, line ? line : k->v->line,
                     "%s: '%s' (U+%04X) is in none of the layout's fonts; add a <font> for it to "
                     "the layout (the installed '%s' has it)", what, ch, (unsigned)c, family);
    else
        report_error(k->r, line ? line : k->v->line,
                     "%s: '%s' (U+%04X) is in no installed font; install %s or choose another "
                     "font in the layout", what, ch, (unsigned)c, package_for(c));
    g_free(family);
}

static void check_pieces(struct check *k)
{
    char what[200];
    for (int i = 0; i < k->v->npieces; i++) {
        const struct piece *p = &k->v->pieces[i];
        snprintf(what, sizeof what, "piece '%s'", p->id);
        check(k, p->line, what, p->name, 0);
        check(k, p->line, what, p->short_name, 0);
        check(k, p->line, what, p->rule, 0);
        check(k, p->line, what, p->promotion_rule, 0);
        for (int s = 0; s < MAX_SIDES; s++)
            check(k, p->line, what, p->glyph[s], 0);
        for (int d = 0; d < p->ndiagrams; d++)
            check(k, p->diagrams[d].line, what, p->diagrams[d].caption, 0);
    }
}

static void check_board(struct check *k)
{
    const struct board *b = &k->v->board;
    for (int i = 0; i < b->ncoords; i++)
        for (int j = 0; j < b->coords[i].nlabels; j++)
            check(k, b->coords[i].line, "board coordinates", b->coords[i].labels[j], 0);
    char what[200];
    for (int i = 0; i < b->nzones; i++) {
        snprintf(what, sizeof what, "zone '%s'", b->zones[i].id);
        check(k, b->zones[i].line, what, b->zones[i].label, 0);
    }
    for (int i = 0; i < b->nmarks; i++)
        check(k, b->marks[i].line, "mark", b->marks[i].label, 0);
    if (b->river)
        check(k, b->river->line, "river", b->river->text, 0);
}

static void check_extras_and_rules(struct check *k)
{
    const struct variant *v = k->v;
    char what[200];
    for (int i = 0; i < v->components.nchips; i++) {
        const struct chip *c = &v->components.chips[i];
        snprintf(what, sizeof what, "chip '%s'", c->id);
        check(k, c->line, what, c->label_front, 0);
        check(k, c->line, what, c->label_back, 0);
    }
    if (v->components.screen)
        check(k, v->components.screen->line, "screen", v->components.screen->text, 0);
    for (int i = 0; i < v->nrules; i++) {
        const struct section *s = &v->rules[i];
        check(k, s->line, "section title", s->title, 0);
        for (int b = 0; b < s->nblocks; b++) {
            check(k, s->blocks[b].line, "rules text", s->blocks[b].markup, 1);
            check(k, s->blocks[b].line, "figure caption", s->blocks[b].fig_caption, 0);
        }
    }
    for (int i = 0; i < v->noptions; i++) {
        snprintf(what, sizeof what, "option '%s'", v->options[i].id);
        check(k, v->options[i].line, what, v->options[i].name, 0);
        check(k, v->options[i].line, what, v->options[i].text, 0);
    }
    for (int i = 0; i < v->nnotes; i++)
        check(k, v->line, "note", v->notes[i], 0);
}

int text_fonts_cover(const struct variant *v, const struct layout *lo, struct report *r)
{
    int before = r->errors;
    struct check k = {lo, v, r, {NULL}, 0, 0};
    for (int i = 0; i < lo->nfonts; i++) {
        FcPattern *m = match_family(lo->fonts[i].family);
        FcCharSet *cs;
        if (m && FcPatternGetCharSet(m, FC_CHARSET, 0, &cs) == FcResultMatch)
            k.cover[i] = FcCharSetCopy(cs);
        if (m)
            FcPatternDestroy(m);
    }
    check(&k, v->line, "variant name", v->name, 0);
    check(&k, v->line, "variant subtitle", v->subtitle, 0);
    for (int s = 0; s < MAX_SIDES; s++)
        check(&k, v->line, "side name", v->sides[s].name, 0);
    check_pieces(&k);
    check_board(&k);
    check_extras_and_rules(&k);
    for (int i = 0; i < lo->nfonts; i++)
        if (k.cover[i])
            FcCharSetDestroy(k.cover[i]);
    return r->errors > before ? -1 : 0;
}
