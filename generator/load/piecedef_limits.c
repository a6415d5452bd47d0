/* piecedef_limits.c: how much of each repeated thing a definition may
 * hold, checked on the schema-valid tree before anything is built, so the
 * worst legal file loads, validates and renders in bounded time. Every
 * limit here is listed in piecedefs/README.md ("Limits"). */
#include <stdlib.h>
#include <string.h>

#include <libxml/xmlstring.h>
#include <libxml/xmlunicode.h>

#include "base/base.h"

#include "load-imp.h"

/* Elements counted over the whole file. The piece types (200) and options
 * (4) are checked where they are loaded, with their own messages. */
static const struct {
    const char *element;
    int max;
} element_limits[] = {
    {"moves", 800},       {"diagram", 800},      {"place", 2000},
    {"chip", 20},         {"note", 50},          {"zone", 40},
    {"mark", 1600},       {"glyph", 400},        {"section", 100},
    {"p", 1000},          {"item", 1000},        {"b", 4000},
    {"i", 4000},          {"piece-figure", 50},  {"piece-gallery", 4},
    {"legend", 4},        {"board-key", 4},      {"printing-guide", 4},
    {"setup-diagram", 8},  {"sample-setup", 8},  {"how-to-win", 4},     {"extinction", 40},
    {"reach", 40},
};
#define NLIMITS (sizeof element_limits / sizeof element_limits[0])

/* Text the booklet sets as prose (diagrams and glyphs have their own
 * size limits). */
static int is_prose(xmlNodePtr parent)
{
    static const char *const prose[] = {"p", "item", "note", "option", "b", "i"};
    for (size_t i = 0; parent && i < sizeof prose / sizeof prose[0]; i++)
        if (xml_is(parent, prose[i]))
            return 1;
    return 0;
}

/* Printed one-line texts, in characters: beyond these no key, tray, cover
 * or caption could hold them at a size that still reads. */
static const struct {
    const char *attr;
    long max;
} text_limits[] = {
    {"name", 60},      {"short", 60},     {"label-front", 60}, {"label-back", 60},
    {"subtitle", 120}, {"title", 120},    {"label", 120},      {"caption", 120},
    {"players", 30},   {"age", 30},       {"playing-time", 30}, {"warning", 300}, {"turn", 800},
    {"value-label", 30},
    {"rule", 400},     {"promotion-rule", 400},
};

static void check_text_lengths(xmlNodePtr n, struct report *r)
{
    for (size_t i = 0; i < sizeof text_limits / sizeof text_limits[0]; i++) {
        char *val = xml_attr(n, text_limits[i].attr);
        long len = val ? utf8_length(val) : 0;
        if (len > text_limits[i].max)
            report_error(r, xml_line(n), "<%s %s=\"...\">: %ld characters; at most %ld",
                         (const char *)n->name, text_limits[i].attr, len, text_limits[i].max);
        free(val);
    }
}

/* The longest run of combining marks (Unicode category M) in s. Pango
 * shapes a character and its marks as one cluster, in time that grows with
 * the square of its length: 32,700 accents on one 'e' took 4 s to render.
 * Unicode's Stream-Safe Text Format (UAX #15) allows 30 such marks in a
 * row, which every script's real text keeps to. */
static long longest_mark_run(const char *s)
{
    long run = 0, longest = 0;
    const unsigned char *p = (const unsigned char *)s;
    while (p && *p) {
        if (*p < 0x80) { /* no ASCII character is a mark: xmlUCSIsCatM's
                            table search cost 0.7M instructions a set */
            run = 0;
            p++;
            continue;
        }
        int len = 4;
        int c = xmlGetUTF8Char(p, &len);
        if (c < 0 || len < 1)
            break; /* the parser has refused invalid UTF-8 already */
        run = xmlUCSIsCatM(c) ? run + 1 : 0;
        if (run > longest)
            longest = run;
        p += len;
    }
    return longest;
}

/* Text of element n (attr NULL) or of its attribute attr. */
static void check_marks(xmlNodePtr n, const char *attr, const char *s, struct report *r)
{
    long run = longest_mark_run(s);
    if (run <= PIECEDEF_MAX_MARKS)
        return;
    report_error(r, xml_line(n) ? xml_line(n) : 1, "<%s%s%s%s>: %ld combining marks on one "
                 "character; at most %d (Unicode's stream-safe limit)", (const char *)n->name,
                 attr ? " " : "", attr ? attr : "", attr ? "=\"...\"" : "", run,
                 PIECEDEF_MAX_MARKS);
}

static void check_attr_marks(xmlNodePtr n, struct report *r)
{
    for (xmlAttrPtr a = n->properties; a; a = a->next) {
        char *val = xml_attr(n, (const char *)a->name);
        check_marks(n, (const char *)a->name, val, r);
        free(val);
    }
}

/* Walks the tree: counts each element, reports the first one past its
 * limit (once per kind), and sums the text the booklet prints. */
static void count_tree(xmlNodePtr n, int counts[NLIMITS], long *text, int *text_line,
                       struct report *r)
{
    for (; n; n = n->next) {
        if (n->type == XML_TEXT_NODE && n->content && n->parent)
            check_marks(n->parent, NULL, (const char *)n->content, r);
        if (n->type == XML_TEXT_NODE && n->content && is_prose(n->parent)) {
            *text += (long)strlen((const char *)n->content);
            if (*text > PIECEDEF_MAX_TEXT && !*text_line) {
                *text_line = xml_line(n->parent) ? xml_line(n->parent) : 1;
                report_error(r, *text_line, "more than %d bytes of text in notes, options and rules",
                             PIECEDEF_MAX_TEXT);
            }
            continue;
        }
        if (n->type != XML_ELEMENT_NODE)
            continue;
        for (size_t i = 0; i < NLIMITS; i++)
            if (!strcmp((const char *)n->name, element_limits[i].element) &&
                ++counts[i] == element_limits[i].max + 1)
                report_error(r, xml_line(n), "more than %d <%s> elements",
                             element_limits[i].max, element_limits[i].element);
        check_text_lengths(n, r);
        check_attr_marks(n, r);
        count_tree(n->children, counts, text, text_line, r);
    }
}

int piecedef_check_printed(const struct variant *v, struct report *r)
{
    long n = 0;
    for (int i = 0; i < v->npieces; i++)
        n += (long)piece_count(&v->pieces[i], SIDE_FIRST) + piece_count(&v->pieces[i], SIDE_SECOND);
    for (int i = 0; i < v->components.nchips; i++)
        n += (v->components.chips[i].per_side ? 2L : 1L) * v->components.chips[i].count;
    for (int i = 0; i < v->nhands; i++)
        n += v->hands[i].side == SIDE_BOTH ? 2L * v->hands[i].slots : v->hands[i].slots;
    if (n <= MAX_PRINTED)
        return 0;
    report_error(r, v->line, "the set prints %ld pieces, chips and hand slots (at most %d)", n,
                 MAX_PRINTED);
    return -1;
}

int piecedef_check_limits(xmlNodePtr root, struct report *r)
{
    int counts[NLIMITS] = {0};
    long text = 0;
    int text_line = 0, before = r->errors;
    count_tree(root, counts, &text, &text_line, r);
    return r->errors > before ? -1 : 0;
}
