/* schema_lookup.c: which attributes piecedef.rng allows on an element and,
 * for an enumerated attribute, which values, and which elements it may
 * hold; read from the embedded schema
 * itself, so that a schema failure can be explained in one line without a
 * second copy of the schema's contents in C. */
#include "schema_lookup.h"

#include <stdlib.h>
#include <string.h>
#include <libxml/parser.h>

#include "base/base.h"

extern const char schema_piecedef[];
extern const size_t schema_piecedef_len;

static int rng_is(xmlNodePtr n, const char *name)
{
    return n && n->type == XML_ELEMENT_NODE && !strcmp((const char *)n->name, name);
}

static char *rng_name(xmlNodePtr n)
{
    xmlChar *v = xmlGetProp(n, (const xmlChar *)"name");
    char *s = v ? xstrdup((const char *)v) : NULL;
    xmlFree(v);
    return s;
}

static xmlNodePtr find_define(xmlNodePtr grammar, const char *name)
{
    for (xmlNodePtr d = grammar->children; d; d = d->next) {
        if (!rng_is(d, "define"))
            continue;
        char *dn = rng_name(d);
        int same = dn && !strcmp(dn, name);
        free(dn);
        if (same)
            return d;
    }
    return NULL;
}

/* The <define> a <ref> names, or NULL. */
static xmlNodePtr ref_target(xmlNodePtr grammar, xmlNodePtr ref)
{
    char *rn = rng_name(ref);
    xmlNodePtr d = rn ? find_define(grammar, rn) : NULL;
    free(rn);
    return d;
}

/* The <value>s under an attribute's pattern (following refs); *free_form
 * is set when any <data> or <text> lets other values through. */
static void collect_values(xmlNodePtr grammar, xmlNodePtr n, struct schema_attr *a, int depth)
{
    if (depth > 16)
        return;
    for (xmlNodePtr c = n->children; c; c = c->next) {
        if (rng_is(c, "value")) {
            xmlChar *t = xmlNodeGetContent(c);
            int cap = a->nvalues;
            a->values = xgrow(a->values, &a->nvalues, &cap, sizeof *a->values);
            a->values[a->nvalues - 1] = xstrdup(t ? (const char *)t : "");
            xmlFree(t);
        } else if (rng_is(c, "data") || rng_is(c, "text")) {
            a->free_form = 1;
        } else if (rng_is(c, "list")) {
            a->list = 1;
            collect_values(grammar, c, a, depth + 1);
        } else if (rng_is(c, "ref")) {
            xmlNodePtr d = ref_target(grammar, c);
            if (d)
                collect_values(grammar, d, a, depth + 1);
        } else if (c->type == XML_ELEMENT_NODE) {
            collect_values(grammar, c, a, depth + 1);
        }
    }
}

static void add_attr(xmlNodePtr grammar, xmlNodePtr n, struct schema_attr **list, int *count)
{
    char *name = rng_name(n);
    if (!name)
        return;
    for (int i = 0; i < *count; i++)
        if (!strcmp((*list)[i].name, name)) {
            /* the same name on another definition of the element (<side>
               for each side): the values add up */
            collect_values(grammar, n, &(*list)[i], 0);
            free(name);
            return;
        }
    int cap = *count;
    *list = xgrow(*list, count, &cap, sizeof **list);
    struct schema_attr *a = &(*list)[*count - 1];
    memset(a, 0, sizeof *a);
    a->name = name;
    collect_values(grammar, n, a, 0);
}

/* The attributes of one element pattern, not descending into the
 * patterns of its child elements. */
static void collect_attrs(xmlNodePtr grammar, xmlNodePtr n, struct schema_attr **list,
                          int *count, int depth)
{
    if (depth > 16)
        return;
    for (xmlNodePtr c = n->children; c; c = c->next) {
        if (rng_is(c, "attribute"))
            add_attr(grammar, c, list, count);
        else if (rng_is(c, "element"))
            continue;
        else if (rng_is(c, "ref")) {
            xmlNodePtr d = ref_target(grammar, c);
            /* a ref to a define that is itself an element is a child */
            if (d) {
                xmlNodePtr first = d->children;
                while (first && first->type != XML_ELEMENT_NODE)
                    first = first->next;
                if (!rng_is(first, "element"))
                    collect_attrs(grammar, d, list, count, depth + 1);
            }
        } else if (c->type == XML_ELEMENT_NODE)
            collect_attrs(grammar, c, list, count, depth + 1);
    }
}

static void add_child(xmlNodePtr element, char ***list, int *count)
{
    char *name = rng_name(element);
    if (!name)
        return;
    for (int i = 0; i < *count; i++)
        if (!strcmp((*list)[i], name)) {
            free(name);
            return;
        }
    int cap = *count;
    *list = xgrow(*list, count, &cap, sizeof **list);
    (*list)[*count - 1] = name;
}

/* The elements one element pattern allows directly inside it, in schema
 * order, following refs but not descending into the children's patterns. */
static void collect_children(xmlNodePtr grammar, xmlNodePtr n, char ***list, int *count, int depth)
{
    if (depth > 16)
        return;
    for (xmlNodePtr c = n->children; c; c = c->next) {
        if (rng_is(c, "element"))
            add_child(c, list, count);
        else if (rng_is(c, "attribute"))
            continue;
        else if (rng_is(c, "ref")) {
            xmlNodePtr d = ref_target(grammar, c);
            if (d)
                collect_children(grammar, d, list, count, depth + 1);
        } else if (c->type == XML_ELEMENT_NODE)
            collect_children(grammar, c, list, count, depth + 1);
    }
}

struct element_parts {
    struct schema_attr *attrs; int nattrs;
    char **children; int nchildren;
};

static void find_elements(xmlNodePtr grammar, xmlNodePtr n, const char *element,
                          struct element_parts *parts, int *found)
{
    for (xmlNodePtr c = n->children; c; c = c->next) {
        if (c->type != XML_ELEMENT_NODE)
            continue;
        if (rng_is(c, "element")) {
            char *en = rng_name(c);
            if (en && !strcmp(en, element)) {
                *found = 1;
                collect_attrs(grammar, c, &parts->attrs, &parts->nattrs, 0);
                collect_children(grammar, c, &parts->children, &parts->nchildren, 0);
            }
            free(en);
        }
        find_elements(grammar, c, element, parts, found);
    }
}

struct schema_index {
    xmlDocPtr doc;
    struct cached { char *element; struct element_parts parts; } *cache;
    int ncache, cap;
    const char **names; /* every element's name, made when first asked for */
};

/* Every element the grammar names, each with its attributes: worked out
   once, so that a lookup never walks the schema again and an unknown
   name costs a search of a few dozen names (the fuzzer explains hundreds
   of broken files a second). */
static void index_elements(struct schema_index *idx, xmlNodePtr grammar, xmlNodePtr n)
{
    for (xmlNodePtr c = n->children; c; c = c->next) {
        if (c->type != XML_ELEMENT_NODE)
            continue;
        char *en = rng_is(c, "element") ? rng_name(c) : NULL;
        int known = 0;
        for (int i = 0; en && i < idx->ncache; i++)
            known |= !strcmp(idx->cache[i].element, en);
        if (en && !known) {
            struct element_parts parts = {0};
            int found = 0;
            find_elements(grammar, grammar, en, &parts, &found);
            idx->cache = xgrow(idx->cache, &idx->ncache, &idx->cap, sizeof *idx->cache);
            idx->cache[idx->ncache - 1] = (struct cached){en, parts};
            en = NULL;
        }
        free(en);
        index_elements(idx, grammar, c);
    }
}

struct schema_index *schema_index_new(void)
{
    struct schema_index *idx = xcalloc(1, sizeof *idx);
    idx->doc = xmlReadMemory(schema_piecedef, (int)schema_piecedef_len, "piecedef.rng",
                             NULL, XML_PARSE_NONET | XML_PARSE_NOBLANKS);
    if (idx->doc) {
        xmlNodePtr grammar = xmlDocGetRootElement(idx->doc);
        index_elements(idx, grammar, grammar);
    }
    return idx;
}

int schema_attributes(struct schema_index *idx, const char *element,
                      const struct schema_attr **out)
{
    *out = NULL;
    if (!idx->doc)
        return -1;
    for (int i = 0; i < idx->ncache; i++)
        if (!strcmp(idx->cache[i].element, element)) {
            *out = idx->cache[i].parts.attrs;
            return idx->cache[i].parts.nattrs;
        }
    return -1;
}

int schema_children(struct schema_index *idx, const char *element, const char *const **out)
{
    *out = NULL;
    if (!idx->doc)
        return -1;
    for (int i = 0; i < idx->ncache; i++)
        if (!strcmp(idx->cache[i].element, element)) {
            *out = (const char *const *)idx->cache[i].parts.children;
            return idx->cache[i].parts.nchildren;
        }
    return -1;
}

int schema_elements(struct schema_index *idx, const char *const **out)
{
    if (!idx->names) {
        idx->names = xcalloc((size_t)idx->ncache + 1, sizeof *idx->names);
        for (int i = 0; i < idx->ncache; i++)
            idx->names[i] = idx->cache[i].element;
    }
    *out = idx->names;
    return idx->ncache;
}

void schema_index_free(struct schema_index *idx)
{
    if (!idx)
        return;
    for (int i = 0; i < idx->ncache; i++) {
        struct element_parts *p = &idx->cache[i].parts;
        for (int a = 0; a < p->nattrs; a++) {
            free(p->attrs[a].name);
            for (int j = 0; j < p->attrs[a].nvalues; j++)
                free(p->attrs[a].values[j]);
            free(p->attrs[a].values);
        }
        free(p->attrs);
        for (int k = 0; k < p->nchildren; k++)
            free(p->children[k]);
        free(p->children);
        free(idx->cache[i].element);
    }
    free(idx->cache);
    free(idx->names);
    xmlFreeDoc(idx->doc);
    free(idx);
}

/* The one index of the embedded schema, made when first asked for and
   kept until schema_index_release (xml_cleanup), as the compiled schema is. */
static struct schema_index *shared;

struct schema_index *schema_index_shared(void)
{
    if (!shared)
        shared = schema_index_new();
    return shared;
}

void schema_index_release(void)
{
    schema_index_free(shared);
    shared = NULL;
}
