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
    } else if (xml_is(c, "text")) {
        xml_attr_double(c, "size", 4, 30, &l->font_size, r);
        char *latin = xml_attr(c, "latin"), *cjk = xml_attr(c, "cjk");
        if (latin) { free(l->font_latin); l->font_latin = latin; }
        if (cjk) { free(l->font_cjk); l->font_cjk = cjk; }
    } else if (c->type == XML_ELEMENT_NODE) {
        report_error(r, xml_line(c), "unknown layout element <%s>", (const char *)c->name);
    }
}

/* After a schema failure: what libxml2 says vaguely ("Element layout has
 * extra content"), in words: unknown elements, unknown attributes, an
 * element given twice. */
static void explain_layout(xmlNodePtr root, struct report *r)
{
    static const struct { const char *element, *attrs[4]; } known[] = {
        {"paper", {"width", "height", "margin", NULL}},
        {"ruler", {"length", NULL}},
        {"lines", {"cut", "fold", "fold-dash", NULL}},
        {"board", {"cell", "min-cell", "tile-overlap", "label-band"}},
        {"pieces", {"fill", "fold-gap", "gutter", NULL}},
        {"text", {"size", "latin", "cjk", NULL}},
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
        if (seen[k]++)
            report_error(r, xml_line(c), "a second <%s>", known[k].element);
        for (xmlAttrPtr a = c->properties; a; a = a->next) {
            int ok = 0;
            for (int i = 0; i < 4 && known[k].attrs[i]; i++)
                ok |= !strcmp((const char *)a->name, known[k].attrs[i]);
            if (!ok)
                report_error(r, xml_line(c), "<%s %s=\"...\">: unknown attribute", known[k].element,
                             (const char *)a->name);
        }
    }
}

/* The common part of layout_load and layout_load_memory: doc is NULL when
 * it could not be read. */
static int load_document(xmlDocPtr doc, const char *path, struct layout *l, struct report *rp);

int layout_load(const char *path, struct layout *l, struct report *r)
{
    return load_document(xml_load(path, r), path, l, r);
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
    l->font_latin = xstrdup("DejaVu Sans");
    l->font_cjk = xstrdup("AR PL UKai CN");
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
        if (l->min_cell > l->cell)
            report_error(rp, xml_line(root), "min-cell is larger than cell");
        if (2 * l->margin >= l->paper_w || 2 * l->margin >= l->paper_h)
            report_error(rp, xml_line(root), "the margins leave no printable area");
        else if (l->ruler > 0 && l->ruler + 2 * RULER_PAD > l->paper_w - 2 * l->margin)
            report_error(rp, xml_line(root), "a ruler of %g mm is longer than the printable width",
                         l->ruler);
    }
    xmlFreeDoc(doc);
    return rp->errors ? -1 : 0;
}

void layout_free(struct layout *l)
{
    free(l->file);
    free(l->name);
    free(l->font_latin);
    free(l->font_cjk);
    memset(l, 0, sizeof *l);
}
