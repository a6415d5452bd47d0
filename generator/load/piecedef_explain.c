/* piecedef_explain.c: libxml2's RelaxNG messages do not name the attribute
 * at fault; after a schema failure this walks the document and says which
 * id, number, name or colour is wrong, in words. */
#include "load-imp.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/base.h"

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

static int printed_ok(const char *s)
{
    if (strpbrk(s, "\n\r"))
        return 0;
    for (; *s; s++)
        if (*s != ' ' && *s != '\t')
            return 1;
    return 0;
}

static int colour_ok(const char *s)
{
    return strlen(s) == 7 && s[0] == '#' && strspn(s + 1, "0123456789abcdefABCDEF") == 6;
}

/* libxml2's RelaxNG messages name the element but not the attribute ("Element
 * piece failed to validate attributes"); after a schema failure this names
 * the common culprits: a malformed id or colour, a missing required attribute. */
void load_explain_schema(xmlNodePtr n, struct report *r)
{
    static const char *const id_attrs[] = {"id", "piece", "promotes", "confine", "in"};
    static const struct { const char *element, *attr; } required[] = {
        {"variant", "id"}, {"variant", "name"}, {"side", "id"}, {"side", "name"},
        {"side", "colour"}, {"side", "print"}, {"board", "files"}, {"board", "ranks"},
        {"board", "cells"}, {"piece", "id"}, {"piece", "name"}, {"piece", "count"},
        {"moves", "betza"}, {"place", "piece"}, {"zone", "id"},
    };
    /* whole-number attributes and their ranges, as piecedef.rng has them */
    static const struct { const char *element, *attr; int lo, hi; } whole[] = {
        {"board", "files", 1, MAX_BOARD}, {"board", "ranks", 1, MAX_BOARD},
        {"piece", "count", 0, MAX_SETUP}, {"piece", "value", 0, 1000},
        {"piece", "forced-promotion-ranks", 0, MAX_BOARD}, {"piece", "no-drop-ranks", 0, MAX_BOARD},
        {"chip", "count", 1, MAX_SETUP}, {"place", "count", 1, MAX_SETUP},
        {"hand", "slots", 1, 200}, {"piece-figure", "rotations", 1, 4},
    };
    /* printed texts: at least one visible character, no line break */
    static const char *const printed[] = {"name", "short", "subtitle", "caption", "title",
                                          "label", "label-front", "label-back"};
    for (; n; n = n->next) {
        if (n->type != XML_ELEMENT_NODE)
            continue;
        const char *el = (const char *)n->name;
        for (size_t i = 0; i < sizeof id_attrs / sizeof id_attrs[0]; i++) {
            char *val = xml_attr(n, id_attrs[i]);
            if (val && !id_ok(val))
                report_error(r, xml_line(n), "<%s %s=\"%s\">: ids are 1 to 40 lower-case letters, digits and '-'",
                             el, id_attrs[i], val);
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
            if (val && !printed_ok(val))
                report_error(r, xml_line(n), "<%s %s=\"%.40s\">: a printed text needs a visible "
                             "character and no line break", el, printed[i], val);
            free(val);
        }
        char *colour = xml_attr(n, "colour");
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
        load_explain_schema(n->children, r);
    }
}
