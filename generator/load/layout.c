/* layout.c: reads layouts/<name>.xml (see layouts/a4.xml for the format).
 * Every value has a range; a value out of range is an error, not a clamp. */
#include "model/model.h"

#include <stdlib.h>
#include <string.h>

#include "base/base.h"
#include "load-imp.h"

/* layouts/layout.rng, embedded by the build (tools/embed.sh). */
extern const char schema_layout[];
extern const size_t schema_layout_len;

/* <font lang="ja" family="Noto Serif CJK JP" package="fonts-noto-cjk"/> */
static void read_font(xmlNodePtr c, struct report *r, struct layout *l)
{
    struct layout_font f = {xml_line(c), xml_attr(c, "lang"), xml_attr(c, "family"),
                            xml_attr(c, "package")};
    const char *miss = !f.lang ? "lang" : !f.family ? "family" : !f.package ? "package" : NULL;
    if (miss) {
        report_error(r, f.line, "<font> needs a %s attribute", miss);
    } else if (!*f.family || strchr(f.family, ',') || strchr(f.family, '"')) {
        report_error(r, f.line, "<font family=\"%s\">: give one family name", f.family);
    } else if (l->nfonts >= LAYOUT_MAX_FONTS) {
        report_error(r, f.line, "more than %d <font> elements", LAYOUT_MAX_FONTS);
    } else {
        for (int i = 0; i < l->nfonts; i++)
            if (!strcmp(l->fonts[i].lang, f.lang)) {
                report_error(r, f.line, "a second <font> for language '%s' (the first is on "
                             "line %d)", f.lang, l->fonts[i].line);
                goto drop;
            }
        l->fonts = xrealloc(l->fonts, (size_t)l->nfonts + 1, sizeof *l->fonts);
        l->fonts[l->nfonts++] = f;
        return;
    }
drop:
    free(f.lang); free(f.family); free(f.package);
}

static void read_dims(xmlNodePtr c, struct report *r, struct layout *l)
{
    if (xml_is(c, "paper")) {
        xml_attr_double(c, "width", 50, 2000, &l->paper_w, r);
        xml_attr_double(c, "height", 50, 2000, &l->paper_h, r);
        xml_attr_double(c, "margin", 0, 50, &l->margin, r);
    } else if (xml_is(c, "ruler")) {
        xml_attr_double(c, "length", 0, 200, &l->ruler, r);
    } else if (xml_is(c, "lines")) {
        xml_attr_double(c, "cut", 0.1, 2, &l->cut_width, r);
        xml_attr_double(c, "fold", 0.1, 2, &l->fold_width, r);
        xml_attr_double(c, "fold-dash", 0.2, 10, &l->fold_dash, r);
    } else if (xml_is(c, "board")) {
        xml_attr_double(c, "cell", 5, 200, &l->cell, r);
        xml_attr_double(c, "min-cell", 5, 200, &l->min_cell, r);
        xml_attr_double(c, "tile-overlap", 0, 50, &l->tile_overlap, r);
        xml_attr_double(c, "label-band", 0, 30, &l->label_band, r);
    } else if (xml_is(c, "pieces")) {
        xml_attr_double(c, "fill", 0.3, 1.0, &l->piece_fill, r);
        xml_attr_double(c, "fold-gap", 0, 20, &l->fold_gap, r);
        xml_attr_double(c, "gutter", 0, 50, &l->gutter, r);
        l->disc_square = xml_attr_is(c, "disc-cut", "square");
    } else if (xml_is(c, "trim")) {
        l->crop_marks = xml_attr_is(c, "crop-marks", "yes");
        xml_attr_double(c, "bleed", 0, 5, &l->bleed, r);
    } else if (xml_is(c, "text")) {
        xml_attr_double(c, "size", 4, 30, &l->font_size, r);
    } else if (xml_is(c, "font")) {
        read_font(c, r, l);
    } else if (c->type == XML_ELEMENT_NODE) {
        report_error(r, xml_line(c), "unknown layout element <%s>", (const char *)c->name);
    }
}

/* An attribute with a fixed set of values (layout.rng's <choice>s) holding
 * another: which values it takes. */
static void explain_choice(xmlNodePtr c, const char *attr, struct report *r)
{
    static const struct { const char *element, *attr, *values[2]; } choices[] = {
        {"pieces", "disc-cut", {"circle", "square"}},
        {"trim", "crop-marks", {"yes", "no"}},
    };
    for (size_t i = 0; i < sizeof choices / sizeof choices[0]; i++) {
        if (!xml_is(c, choices[i].element) || strcmp(attr, choices[i].attr) ||
            xml_attr_is(c, attr, choices[i].values[0]) || xml_attr_is(c, attr, choices[i].values[1]))
            continue;
        char *v = xml_attr(c, attr);
        report_error(r, xml_line(c), "<%s %s=\"%s\">: %s or %s", choices[i].element, attr, v,
                     choices[i].values[0], choices[i].values[1]);
        free(v);
    }
}

/* After a schema failure: what libxml2 says vaguely ("Element layout has
 * extra content"), in words: unknown elements, unknown attributes, an
 * element given twice. */
static void explain_layout(xmlNodePtr root, struct report *r)
{
    /* as layouts/layout.rng has them; <font> is the one that repeats */
    static const struct { const char *element, *attrs[5]; } known[] = {
        {"paper", {"width", "height", "margin", NULL}},
        {"ruler", {"length", NULL}},
        {"lines", {"cut", "fold", "fold-dash", NULL}},
        {"board", {"cell", "min-cell", "tile-overlap", "label-band"}},
        {"pieces", {"fill", "fold-gap", "gutter", "disc-cut", NULL}},
        {"trim", {"crop-marks", "bleed", NULL}},
        {"text", {"size", NULL}},
        {"font", {"lang", "family", "package", NULL}},
    };
    enum { NKNOWN = sizeof known / sizeof known[0] };
    int seen[NKNOWN] = {0};
    for (xmlNodePtr c = root->children; c; c = c->next) {
        if (c->type != XML_ELEMENT_NODE)
            continue;
        size_t k = 0;
        while (k < NKNOWN && !xml_is(c, known[k].element))
            k++;
        if (k == NKNOWN) {
            report_error(r, xml_line(c), "unknown layout element <%s>", (const char *)c->name);
            continue;
        }
        if (seen[k]++ && strcmp(known[k].element, "font"))
            report_error(r, xml_line(c), "a second <%s>", known[k].element);
        for (xmlAttrPtr a = c->properties; a; a = a->next) {
            int ok = 0;
            for (int i = 0; i < 4 && known[k].attrs[i]; i++)
                ok |= !strcmp((const char *)a->name, known[k].attrs[i]);
            if (!ok)
                report_error(r, xml_line(c), "<%s %s=\"...\">: unknown attribute", known[k].element,
                             (const char *)a->name);
            else
                explain_choice(c, (const char *)a->name, r);
        }
    }
}

/* The common part of layout_load and layout_load_memory: doc is NULL when
 * it could not be read. */
static int load_document(xmlDocPtr doc, const char *path, struct layout *l, struct report *rp);

int layout_load(const char *path, struct layout *l, struct report *r)
{
    int unreadable;
    int rc = load_document(xml_load(path, r, &unreadable), path, l, r);
    return rc != 0 && unreadable ? LOAD_UNREADABLE : rc;
}

int layout_load_memory(const char *buf, size_t len, const char *name, struct layout *l,
                       struct report *r)
{
    return load_document(xml_load_memory(buf, len, r), name, l, r);
}

static int load_document(xmlDocPtr doc, const char *path, struct layout *l, struct report *rp)
{
    memset(l, 0, sizeof *l);
    l->file = xstrdup(path);
    /* defaults: A4, as in layouts/a4.xml */
    l->paper_w = 210; l->paper_h = 297; l->margin = 6.5; l->ruler = 100;
    l->cut_width = 0.15; l->fold_width = 0.15; l->fold_dash = 1;
    l->cell = 25; l->min_cell = 18; l->tile_overlap = 12; l->label_band = 7;
    l->piece_fill = 0.9; l->fold_gap = 1.5; l->gutter = 4; l->font_size = 9.5;
    if (!doc)
        return -1;
    xmlNodePtr root = xmlDocGetRootElement(doc);
    if (xml_is(root, "layout") &&
        xml_validate(doc, schema_layout, schema_layout_len, "layout.rng", rp) != 0) {
        explain_layout(root, rp);
        xmlFreeDoc(doc);
        return -1;
    }
    if (!xml_is(root, "layout")) {
        report_error(rp, xml_line(root), "the root element must be <layout>");
    } else {
        char *name = xml_attr(root, "name");
        l->name = name ? name : xstrdup("layout");
        for (xmlNodePtr c = root->children; c; c = c->next)
            read_dims(c, rp, l);
        if (l->nfonts == 0)
            report_error(rp, xml_line(root), "the layout names no <font>");
        if (l->min_cell > l->cell)
            report_error(rp, xml_line(root), "min-cell is larger than cell");
        if (2 * l->margin >= l->paper_w || 2 * l->margin >= l->paper_h)
            report_error(rp, xml_line(root), "the margins leave no printable area");
        else if (l->ruler > 0 && l->ruler + 2 * RULER_PAD > l->paper_w - 2 * l->margin)
            report_error(rp, xml_line(root), "a ruler of %g mm is longer than the printable width",
                         l->ruler);
    }
    xmlFreeDoc(doc);
    if (!rp->errors)
        layout_choose_language(l, NULL);
    return rp->errors ? -1 : 0;
}

/* lang matches tag when equal, or when tag is lang's primary subtag */
static int lang_matches(const char *lang, const char *tag)
{
    size_t n = strlen(tag);
    return !strncmp(lang, tag, n) && (lang[n] == '\0' || lang[n] == '-');
}

void layout_choose_language(struct layout *l, const char *lang)
{
    free(l->lang);
    free(l->families);
    free(l->glyph_family);
    l->lang = lang ? xstrdup(lang) : NULL;
    int chosen = -1;
    for (int i = 1; lang && i < l->nfonts && chosen < 0; i++)
        if (lang_matches(lang, l->fonts[i].lang))
            chosen = i;
    size_t len = 1;
    for (int i = 0; i < l->nfonts; i++)
        len += strlen(l->fonts[i].family) + 1;
    l->families = xmalloc(len);
    l->families[0] = '\0';
    /* the first font, the chosen one, then the others */
    for (int pass = 0; pass < 3; pass++)
        for (int i = 0; i < l->nfonts; i++) {
            int take = pass == 0 ? i == 0 : pass == 1 ? i == chosen : i != 0 && i != chosen;
            if (!take)
                continue;
            if (l->families[0])
                strcat(l->families, ",");
            strcat(l->families, l->fonts[i].family);
        }
    int glyph = chosen;
    for (int i = 1; glyph < 0 && i < l->nfonts; i++)
        if (lang_matches(l->fonts[i].lang, "zh"))
            glyph = i;
    if (glyph < 0)
        glyph = l->nfonts > 1 ? 1 : 0;
    l->glyph_family = xstrdup(l->nfonts ? l->fonts[glyph].family : "");
}

void layout_free(struct layout *l)
{
    free(l->file);
    free(l->name);
    for (int i = 0; i < l->nfonts; i++) {
        free(l->fonts[i].lang);
        free(l->fonts[i].family);
        free(l->fonts[i].package);
    }
    free(l->fonts);
    free(l->lang);
    free(l->families);
    free(l->glyph_family);
    memset(l, 0, sizeof *l);
}
