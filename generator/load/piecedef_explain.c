/* piecedef_explain.c: libxml2's RelaxNG messages do not name the attribute
 * at fault; after a schema failure this walks the document and says which
 * id, number, name or colour is wrong, in words. */
#include "load-imp.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/base.h"
#include "schema_lookup.h"

static int id_ok(const char *s)
{
    size_t n = strlen(s);
    return n >= 1 && n <= 40 && strspn(s, "abcdefghijklmnopqrstuvwxyz0123456789-") == n;
}

static int number_ok(const char *s, int lo, int hi)
{
    size_t n = strlen(s);
    if (n == 0 || n > 9 || strspn(s, "0123456789") != n)
        return 0;
    long v = strtol(s, NULL, 10);
    return v >= lo && v <= hi;
}

/* An XML Schema decimal: digits with at most one point, an optional sign
 * (no exponent, no NaN, no infinity). */
static int decimal_ok(const char *s)
{
    if (*s == '+' || *s == '-')
        s++;
    size_t digits = strspn(s, "0123456789");
    const char *p = s + digits;
    if (*p == '.')
        digits += strspn(p + 1, "0123456789"), p += 1 + strspn(p + 1, "0123456789");
    return digits > 0 && *p == '\0';
}

static int colour_ok(const char *s)
{
    return strlen(s) == 7 && s[0] == '#' && strspn(s + 1, "0123456789abcdefABCDEF") == 6;
}

/* libxml2's RelaxNG messages name the element but not the attribute ("Element
 * piece failed to validate attributes"); after a schema failure this names
 * the common culprits: a malformed id or colour, a missing required attribute. */
/* An attribute the schema does not allow on this element, or an
 * enumerated value it does not list: one line, with the likely intended
 * name or value. */
/* Whether every word of a list attribute's value is one of its values
 * (and there is at least one). */
static int list_listed(const struct schema_attr *sa, const char *val)
{
    int words = 0;
    for (const char *p = val; *p;) {
        p += strspn(p, " \t\r\n");
        size_t len = strcspn(p, " \t\r\n");
        if (!len)
            break;
        int ok = 0;
        for (int i = 0; i < sa->nvalues; i++)
            ok |= strlen(sa->values[i]) == len && !strncmp(sa->values[i], p, len);
        if (!ok)
            return 0;
        words++;
        p += len;
    }
    return words > 0;
}

static void explain_attributes(struct schema_index *idx, xmlNodePtr n, struct report *r)
{
    const char *el = (const char *)n->name;
    const struct schema_attr *attrs;
    int na = schema_attributes(idx, el, &attrs);
    if (na < 0)
        return; /* an unknown element: libxml2's message names it */
    for (xmlAttrPtr a = n->properties; a; a = a->next) {
        const char *name = (const char *)a->name;
        const struct schema_attr *sa = NULL;
        for (int i = 0; i < na; i++)
            if (!strcmp(attrs[i].name, name))
                sa = &attrs[i];
        if (!sa) {
            const char *names[64];
            int nn = 0;
            for (int i = 0; i < na && nn < 64; i++)
                names[nn++] = attrs[i].name;
            const char *near = str_closest(name, names, nn);
            char list[400] = "";
            for (int i = 0; i < nn; i++) {
                str_append(list, sizeof list, i ? ", " : "");
                str_append(list, sizeof list, names[i]);
            }
            if (near)
                report_error_at(r, xml_line(n), xml_column(n),
                                "<%s %s=...>: <%s> has no attribute '%s'; did you mean '%s'?",
                                el, name, el, name, near);
            else
                report_error_at(r, xml_line(n), xml_column(n),
                                "<%s %s=...>: <%s> has no attribute '%s' (it has: %s)",
                                el, name, el, name, list);
            continue;
        }
        if (sa->free_form || sa->nvalues == 0)
            continue;
        char *val = xml_attr(n, name);
        int listed = 0;
        for (int i = 0; val && i < sa->nvalues; i++)
            listed |= !strcmp(sa->values[i], val);
        if (val && sa->list) /* lines="ranks files": each word one of the values */
            listed = list_listed(sa, val);
        if (val && !listed) {
            char list[400] = "";
            for (int i = 0; i < sa->nvalues; i++) {
                str_append(list, sizeof list, i == 0 ? "" : i + 1 == sa->nvalues ? " or " : ", ");
                str_append(list, sizeof list, sa->values[i]);
            }
            const char *near = str_closest(val, (const char *const *)sa->values, sa->nvalues);
            if (near)
                report_error_at(r, xml_line(n), xml_column(n),
                                "<%s %s=\"%.40s\">: %s is %s; did you mean '%s'?",
                                el, name, val, name, list, near);
            else
                report_error_at(r, xml_line(n), xml_column(n), "<%s %s=\"%.40s\">: %s is %s%s",
                                el, name, val, name, sa->list ? "one or more of " : "", list);
        }
        free(val);
    }
}

/* An element its parent may not hold: libxml2 says only "Did not expect
 * element diagam there". This names the parent, the likely intended
 * element and every element the parent holds. Returns 1 when it spoke
 * (the element's own content is then not explained: it follows). */
static int explain_element(struct schema_index *idx, xmlNodePtr n, struct report *r)
{
    xmlNodePtr parent = n->parent;
    if (!parent || parent->type != XML_ELEMENT_NODE)
        return 0;
    const char *el = (const char *)n->name, *pe = (const char *)parent->name;
    const char *const *kids;
    int nk = schema_children(idx, pe, &kids);
    if (nk < 0)
        return 0; /* the parent is itself unknown, and explained */
    for (int i = 0; i < nk; i++)
        if (!strcmp(kids[i], el))
            return 0;
    char list[600] = "";
    for (int i = 0; i < nk; i++) {
        str_append(list, sizeof list, i == 0 ? "" : i + 1 == nk ? " and " : ", ");
        str_append(list, sizeof list, "<");
        str_append(list, sizeof list, kids[i]);
        str_append(list, sizeof list, ">");
    }
    const char *near = str_closest(el, kids, nk);
    if (nk == 0)
        report_error_at(r, xml_line(n), xml_column(n), "<%s> is not allowed in <%s>, which holds "
                        "no elements", el, pe);
    else if (near)
        report_error_at(r, xml_line(n), xml_column(n), "<%s> is not allowed in <%s>; did you mean "
                        "<%s>? (<%s> holds %s)", el, pe, near, pe, list);
    else
        report_error_at(r, xml_line(n), xml_column(n), "<%s> is not allowed in <%s>, which holds %s",
                        el, pe, list);
    return 1;
}

static void explain_tree(struct schema_index *idx, xmlNodePtr n, struct report *r);

void load_explain_schema(xmlNodePtr n, struct report *r)
{
    explain_tree(schema_index_shared(), n, r);
}

/* libxml2's messages that only follow from another fault. */
static int is_follow_on(const char *m)
{
    return strstr(m, "failed to validate content") || strstr(m, "failed to validate attributes") ||
           strstr(m, "Extra element") || strstr(m, "Invalid sequence in interleave") ||
           strstr(m, "has extra content") || strncmp(m, "Expecting an element", 20) == 0 ||
           strstr(m, "Element variant has extra content");
}

struct noise { int specific, attribute, element; };

static int note_message(const char *m, void *ctx)
{
    struct noise *z = ctx;
    if (!is_follow_on(m))
        z->specific = 1;
    if (m[0] == '<' && strstr(m, " is not allowed in <"))
        z->element = 1;
    if (m[0] == '<' || !strncmp(m, "Did not expect element", 22))
        z->attribute = 1; /* a named fault: ours start with the element */
    return 0;
}

static int reject_noise(const char *m, void *ctx)
{
    const struct noise *z = ctx;
    if (z->specific && is_follow_on(m))
        return 1;
    /* our own line says it better than "Invalid attribute X for element Y" */
    if (z->attribute && !strncmp(m, "Invalid attribute ", 18))
        return 1;
    /* an attribute fault makes libxml2 lose its place in the element's
       parent and complain about a sibling further on; so does stray text */
    if (z->attribute && (!strncmp(m, "Expecting element ", 18) ||
                         !strncmp(m, "Did not expect text in element", 30)))
        return 1;
    /* an element not allowed where it is: our line names it */
    if (z->element && (!strncmp(m, "Did not expect element ", 23) || strstr(m, "has extra content")))
        return 1;
    return 0;
}

void load_drop_schema_noise(struct report *r)
{
    struct noise z = {0, 0, 0};
    report_scan(r, note_message, &z);
    report_drop(r, reject_noise, &z);
}

/* The parts of a <variant> in the order the schema wants them (piecedef.rng:
 * <note>s, <option>s, two <side>s, <board>, <components>, <piece>s, two
 * <setup>s, <hand>s, <end>, <rules>). libxml2 reports a part out of place as
 * "Expecting element piece, got hand", which suggests a missing piece; this
 * names the misplaced part and where it goes. */
static void explain_order(xmlNodePtr variant, struct report *r)
{
    static const char *const order[] = {"note", "option", "side", "board", "components",
                                         "piece", "setup", "hand", "end", "rules"};
    const size_t n = sizeof order / sizeof order[0];
    size_t highest = 0; /* the latest part seen so far */
    const char *highest_name = NULL;
    for (xmlNodePtr k = variant->children; k; k = k->next) {
        if (k->type != XML_ELEMENT_NODE)
            continue;
        size_t at = n;
        for (size_t i = 0; i < n; i++)
            if (xml_is(k, order[i]))
                at = i;
        if (at == n)
            continue; /* an unknown element: explained as a name */
        if (at < highest) {
            report_error(r, xml_line(k), "<%s> is out of place after <%s>: a definition holds "
                         "<note>s, <option>s, the two <side>s, <board>, <components>, <piece>s, "
                         "the <setup>s, <hand>s, <end> and <rules>, in that order", order[at],
                         highest_name);
            return; /* one is enough: the rest may only follow from it */
        }
        highest = at;
        highest_name = order[at];
    }
}

/* A piece has its move tables and diagrams, or moves="none" (it never
 * moves): libxml2 says "Invalid attribute moves" or "Expecting an element
 * glyph, got nothing". */
static void explain_moves_none(xmlNodePtr piece, struct report *r)
{
    int tables = 0;
    for (xmlNodePtr c = piece->children; c; c = c->next)
        tables |= xml_is(c, "moves") || xml_is(c, "diagram");
    char *id = xml_attr(piece, "id");
    if (tables && xml_attr_is(piece, "moves", "none"))
        report_error(r, xml_line(piece), "<piece id=\"%s\" moves=\"none\"> says it never moves, "
                     "but it has <moves> or <diagram>: keep one or the other", id ? id : "");
    else if (!tables && !xmlHasProp(piece, (const xmlChar *)"moves"))
        report_error(r, xml_line(piece), "<piece id=\"%s\"> has no <moves> and <diagram>: give "
                     "them, or moves=\"none\" for a piece that never moves", id ? id : "");
    free(id);
}

/* Elements that hold only elements: text in them is a slip (words
 * outside a <p>), which libxml2 reports as "Did not expect text" with an
 * unrelated "Expecting element hand, got setup" first. Names the text. */
static void explain_stray_text(xmlNodePtr n, struct report *r)
{
    static const char *const containers[] = {"variant", "board", "components", "piece",
                                             "setup", "hand", "rules", "section", "legend",
                                             "board-key", "printing-guide", "piece-gallery"};
    int container = 0;
    for (size_t i = 0; i < sizeof containers / sizeof containers[0]; i++)
        container |= xml_is(n, containers[i]);
    for (xmlNodePtr k = n->children; container && k; k = k->next) {
        const char *t = (const char *)k->content;
        if (k->type != XML_TEXT_NODE || !t)
            continue;
        t += strspn(t, " \t\r\n");
        if (!*t)
            continue;
        int len = 0; /* up to 30 bytes, not cutting a UTF-8 sequence */
        while (t[len] && t[len] != '\n' && (len < 30 || ((unsigned char)t[len] & 0xc0) == 0x80))
            len++;
        int shown = len;
        while (shown > 0 && strchr(" \t\r", t[shown - 1]))
            shown--;
        /* libxml2 dates a text at its end: count back to its first word */
        int line = xml_line(k), more = t[len + strspn(t + len, " \t\r\n")] != '\0';
        for (const char *c = t; *c; c++)
            line -= *c == '\n';
        report_error(r, line > 0 ? line : xml_line(n), "<%s>: text '%.*s%s' outside any element; "
                     "%s", (const char *)n->name, shown, t, more ? "..." : "",
                     xml_is(n, "section") ? "rules text goes in a <p> or an <item>"
                                          : "only elements go here");
        return; /* once an element */
    }
}

static void explain_tree(struct schema_index *idx, xmlNodePtr n, struct report *r)
{
    static const char *const id_attrs[] = {"id", "piece", "confine", "in", "promotion-zone"};
    static const struct { const char *element, *attr; } required[] = {
        {"variant", "id"}, {"variant", "name"}, {"side", "id"}, {"side", "name"},
        {"side", "colour"}, {"side", "print"}, {"board", "files"}, {"board", "ranks"},
        {"board", "cells"}, {"piece", "id"}, {"piece", "name"}, {"piece", "count"},
        {"moves", "betza"}, {"place", "piece"}, {"zone", "id"},
        {"stalemate", "result"}, {"extinction", "pieces"}, {"reach", "pieces"}, {"reach", "zone"},
        {"checks", "count"}, {"move-limit", "count"}, {"counting", "rule"}, {"connect", "count"},
        {"glyph", "side"},
    };
    /* whole-number attributes and their ranges, as piecedef.rng has them */
    static const struct { const char *element, *attr; int lo, hi; } whole[] = {
        {"board", "files", 1, MAX_BOARD}, {"board", "ranks", 1, MAX_BOARD},
        {"piece", "count", 0, MAX_SETUP}, {"piece", "value", 0, 1000},
        {"piece", "forced-promotion-ranks", 0, MAX_BOARD}, {"piece", "no-drop-ranks", 0, MAX_BOARD},
        {"piece", "promotion-limit", 1, MAX_SETUP},
        {"chip", "count", 1, MAX_SETUP}, {"place", "count", 1, MAX_SETUP},
        {"hand", "slots", 1, 200}, {"piece-figure", "rotations", 1, 4},
        {"extinction", "count", 0, 1000}, {"extinction", "opponent-has", 0, 1000},
        {"reach", "count", 0, 1000}, {"checks", "count", 0, 1000},
        {"repetition", "count", 0, 1000}, {"move-limit", "count", 0, 1000},
        {"connect", "count", 0, 1000},
    };
    /* printed texts: at least one visible character, no line break */
    static const char *const printed[] = {"name", "short", "subtitle", "caption", "title",
                                          "label", "label-front", "label-back", "players",
                                          "age", "playing-time", "warning", "turn",
                                          "value-label"};
    for (; n; n = n->next) {
        if (n->type != XML_ELEMENT_NODE)
            continue;
        const char *el = (const char *)n->name;
        if (explain_element(idx, n, r))
            continue;
        for (size_t i = 0; i < sizeof id_attrs / sizeof id_attrs[0]; i++) {
            if (!strcmp(el, "piece-figure") && !strcmp(id_attrs[i], "piece"))
                continue; /* a list of ids, checked below */
            char *val = xml_attr(n, id_attrs[i]);
            if (val && !id_ok(val))
                report_error(r, xml_line(n), "<%s %s=\"%s\">: ids are 1 to 40 lower-case letters, digits and '-'",
                             el, id_attrs[i], val);
            free(val);
        }
        {   /* promotes (a figure's piece, an end rule's pieces or resets) holds
               one id or several, separated by spaces */
            const char *list = !strcmp(el, "piece-figure") ? "piece"
                             : !strcmp(el, "move-limit") ? "resets"
                             : !strcmp(el, "reach") || (!strcmp(el, "extinction") &&
                                                        !xml_attr_is(n, "pieces", "*")) ? "pieces"
                             : "promotes";
            char *val = xml_attr(n, list), *save = NULL;
            int bad = val && !val[strspn(val, " ")];
            for (char *t = val ? strtok_r(val, " ", &save) : NULL; t; t = strtok_r(NULL, " ", &save))
                bad |= !id_ok(t);
            if (bad)
                report_error(r, xml_line(n), "<%s %s=\"...\">: one or more ids separated by "
                             "spaces, each 1 to 40 lower-case letters, digits and '-'", el, list);
            free(val);
        }
        for (size_t i = 0; i < sizeof whole / sizeof whole[0]; i++) {
            if (strcmp(el, whole[i].element) != 0)
                continue;
            char *val = xml_attr(n, whole[i].attr);
            if (val && !number_ok(val, whole[i].lo, whole[i].hi))
                report_error(r, xml_line(n), "<%s %s=\"%.40s\">: a whole number from %d to %d",
                             el, whole[i].attr, val, whole[i].lo, whole[i].hi);
            free(val);
        }
        for (size_t i = 0; i < sizeof printed / sizeof printed[0]; i++) {
            char *val = xml_attr(n, printed[i]);
            char why[96];
            if (val && utf8_line_fault(val, why, sizeof why) != 0)
                report_error(r, xml_line(n), "<%s %s=\"...\">: a printed text needs a visible "
                             "character and no line break; this one has %s", el, printed[i], why);
            free(val);
        }
        /* lengths in mm (their ranges are checked when loaded) */
        static const char *const mm_attrs[] = {"size", "height", "depth"};
        for (size_t i = 0; i < sizeof mm_attrs / sizeof mm_attrs[0]; i++) {
            char *val = (!strcmp(el, "chip") || !strcmp(el, "screen")) ? xml_attr(n, mm_attrs[i]) : NULL;
            if (val && !decimal_ok(val))
                report_error(r, xml_line(n), "<%s %s=\"%.40s\">: a length in mm, written as a "
                             "decimal number (such as 25 or 12.5)", el, mm_attrs[i], val);
            free(val);
        }
        char *colour = !strcmp(el, "side") ? xml_attr(n, "colour") : NULL;
        if (colour && !colour_ok(colour))
            report_error(r, xml_line(n), "<%s colour=\"%s\">: a colour is written #rrggbb", el, colour);
        free(colour);
        for (size_t i = 0; i < sizeof required / sizeof required[0]; i++) {
            if (strcmp(el, required[i].element) != 0)
                continue;
            char *val = xml_attr(n, required[i].attr);
            if (!val)
                report_error(r, xml_line(n), "<%s> needs the attribute %s=\"...\"", el, required[i].attr);
            free(val);
        }
        if (!strcmp(el, "setup") && xmlHasProp(n, (const xmlChar *)"rotate") &&
            !(xml_attr_is(n, "side", "second") && xml_attr_is(n, "rotate", "first")))
            report_error(r, xml_line(n), "<setup rotate=\"...\">: only <setup side=\"second\" rotate=\"first\"/> "
                         "turns a setup (the first side's, 180 degrees)");
        if (!strcmp(el, "setup") && xmlHasProp(n, (const xmlChar *)"mirror") &&
            !(xml_attr_is(n, "side", "second") && xml_attr_is(n, "mirror", "first")))
            report_error(r, xml_line(n), "<setup mirror=\"...\">: only <setup side=\"second\" mirror=\"first\"/> "
                         "reflects a setup (the first side's, across the middle rank)");
        if (!strcmp(el, "setup") && xmlHasProp(n, (const xmlChar *)"mirror") &&
            xmlHasProp(n, (const xmlChar *)"rotate"))
            report_error(r, xml_line(n), "<setup>: rotate=\"first\" or mirror=\"first\", not both");
        if (!strcmp(el, "place") && xmlHasProp(n, (const xmlChar *)"promoted") &&
            !xmlHasProp(n, (const xmlChar *)"at"))
            report_error(r, xml_line(n), "<place promoted=\"...\">: only pieces set up on the board "
                         "(at=\"...\") start turned over; a piece in hand is never promoted");
        if (!strcmp(el, "variant"))
            explain_order(n, r);
        if (!strcmp(el, "piece"))
            explain_moves_none(n, r);
        explain_stray_text(n, r);
        explain_attributes(idx, n, r);
        explain_tree(idx, n->children, r);
    }
}
