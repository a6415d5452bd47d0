/* xmlload.c: reading XML input safely with libxml2 (load-imp.h): no
 * network, no entity expansion, no DTDs, bounded size; validation against
 * an embedded RelaxNG schema; and the attribute helpers every loader uses. */
#include "load-imp.h"
#include "load.h"
#include "schema_lookup.h"

#include "base/base.h"

#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <fcntl.h>
#include <unistd.h>
#include <sys/stat.h>
#include <libxml/parser.h>
#include <libxml/relaxng.h>
#include <libxml/xmlerror.h>

/* What one parse collects besides the tree: the report, and whether a
 * DOCTYPE or too many elements stopped the parser. */
struct load_state {
    struct report *r;
    xmlParserCtxtPtr ctxt;
    startElementNsSAX2Func start_element; /* libxml2's own tree builder */
    long elements;
    int stopped_line; /* > 0 once we stopped the parser */
    int doctype;      /* stopped at a DOCTYPE */
    const xmlChar *col_base, *col_at; /* the last start tag's '<' in that input */
    long col;                         /* and its column (tag_column) */
};

/* libxml2 hands errors to a callback; this one prints them in our format.
 * The message often ends in a newline, which we strip. Once we have
 * stopped the parser ourselves, what libxml2 says about the unfinished
 * document is only a consequence and is not repeated. */
static void report_libxml_error(struct report *r, xmlErrorPtr e)
{
    char msg[512];
    snprintf(msg, sizeof msg, "%s", e->message ? e->message : "malformed XML");
    size_t len = strlen(msg);
    while (len > 0 && (msg[len - 1] == '\n' || msg[len - 1] == ' '))
        msg[--len] = '\0';
    /* the parser knows the column (int2); the schema validator does not */
    int column = e->domain == XML_FROM_PARSER && e->int2 > 0 ? e->int2 : 0;
    /* libxml2's words for a character reference to a character XML 1.0
       forbids (&#1;): ours name the reference and what to do */
    if (e->code == XML_ERR_INVALID_CHAR && !strncmp(msg, "xmlParseCharRef:", 16)) {
        report_error_at(r, e->line, column, "&#%d; is a character XML does not allow (a control "
                        "character: only tab, line feed and carriage return are); remove it",
                        e->int1);
        return;
    }
    if (e->level == XML_ERR_WARNING)
        report_warning_at(r, e->line, column, "%s", msg);
    else
        report_error_at(r, e->line, column, "%s", msg);
}

static void parse_error(void *data, xmlErrorPtr e)
{
    struct load_state *st = data;
    if (st->stopped_line == 0)
        report_libxml_error(st->r, e);
}

static void validity_error(void *data, xmlErrorPtr e)
{
    report_libxml_error(data, e);
}

static int line_of(const struct load_state *st)
{
    int line = st->ctxt && st->ctxt->input ? st->ctxt->input->line : 0;
    return line > 0 ? line : 1;
}

/* SAX hook: a DOCTYPE stops the parse at once, before its internal subset
 * (entity declarations, a billion laughs) or an external DTD is read. */
static void refuse_doctype(void *ctx, const xmlChar *name, const xmlChar *external_id,
                           const xmlChar *system_id)
{
    (void)name; (void)external_id; (void)system_id;
    xmlParserCtxtPtr ctxt = ctx;
    struct load_state *st = ctxt->_private;
    if (st->stopped_line)
        return;
    st->doctype = 1;
    st->stopped_line = line_of(st);
    xmlStopParser(ctxt);
}

/* The column (in characters, from 1) of the '<' of the start tag the
 * parser has just read: the input stands at or after its '>', and no '<'
 * can come between (XML allows none in an attribute value). Counted on
 * from the last tag's column while the input is the same, so that a line
 * of a hundred thousand tags costs its length once, not its square. 0
 * when unknown or past 65535. Kept in the node's `extra` field, which only
 * XSLT would use, for messages about the element (xml_column). */
static int tag_column(struct load_state *st, xmlParserCtxtPtr ctxt)
{
    if (!ctxt->input || !ctxt->input->cur || !ctxt->input->base)
        return 0;
    const xmlChar *base = ctxt->input->base, *p = ctxt->input->cur;
    while (p > base && *p != '<')
        p--;
    if (*p != '<')
        return 0;
    const xmlChar *from = st->col_base == base && st->col_at && st->col_at <= p ? st->col_at : NULL;
    long column = from ? st->col : 1;
    if (!from) { /* back to the line's start */
        from = p;
        while (from > base && from[-1] != '\n')
            from--;
    }
    for (const xmlChar *q = from; q < p; q++) {
        if (*q == '\n')
            column = 1;
        else
            column += (*q & 0xc0) != 0x80; /* UTF-8 characters, not bytes */
    }
    st->col_base = base;
    st->col_at = p;
    st->col = column;
    return column < 65536 ? (int)column : 0;
}

/* SAX hook: counts elements, so that a file of tiny elements cannot build
 * a tree many times its size. */
static void count_element(void *ctx, const xmlChar *localname, const xmlChar *prefix,
                          const xmlChar *uri, int nb_namespaces, const xmlChar **namespaces,
                          int nb_attributes, int nb_defaulted, const xmlChar **attributes)
{
    xmlParserCtxtPtr ctxt = ctx;
    struct load_state *st = ctxt->_private;
    if (st->stopped_line)
        return;
    if (++st->elements > XMLLOAD_MAX_ELEMENTS) {
        st->stopped_line = line_of(st);
        report_error(st->r, st->stopped_line, "more than %d elements", XMLLOAD_MAX_ELEMENTS);
        xmlStopParser(ctxt);
        return;
    }
    st->start_element(ctx, localname, prefix, uri, nb_namespaces, namespaces, nb_attributes,
                      nb_defaulted, attributes);
    if (ctxt->node && ctxt->node->type == XML_ELEMENT_NODE)
        ctxt->node->extra = (unsigned short)tag_column(st, ctxt);
}

/* The line of the first "<!DOCTYPE" in the text (libxml2 keeps no line for
 * the DTD node), or 0. */
static int doctype_line(const char *buf, size_t len)
{
    static const char key[] = "<!DOCTYPE";
    size_t klen = sizeof key - 1;
    int line = 1;
    for (size_t i = 0; i + klen <= len; i++) {
        if (buf[i] == '\n')
            line++;
        else if (buf[i] == '<' && memcmp(buf + i, key, klen) == 0)
            return line;
    }
    return 0;
}

/* Control characters that XML 1.0 lets through (C1 controls, DEL, and tab
 * or line breaks written as character references in an attribute). In
 * text, tab and line breaks are layout and allowed. Returns the first one
 * found, or -1. */
static int control_char(const char *s, int in_text)
{
    const unsigned char *p = (const unsigned char *)s;
    for (; *p; p++) {
        if (*p < 0x20) {
            if (!(in_text && (*p == '\t' || *p == '\n' || *p == '\r')))
                return *p;
        } else if (*p == 0x7f) {
            return 0x7f;
        } else if (p[0] == 0xc2 && p[1] >= 0x80 && p[1] <= 0x9f) {
            return p[1]; /* U+0080 to U+009F in UTF-8 */
        }
    }
    return -1;
}

/* Checks every attribute and text of the tree against the size limits and
 * for control characters; reports each offence. Depth is bounded by
 * libxml2 (256 levels without XML_PARSE_HUGE), so recursion is safe. */
static void check_tree(xmlNodePtr n, struct report *r)
{
    for (; n; n = n->next) {
        if (n->type == XML_TEXT_NODE || n->type == XML_CDATA_SECTION_NODE) {
            const char *t = (const char *)n->content;
            size_t len = t ? strlen(t) : 0;
            int c;
            if (len > XMLLOAD_MAX_TEXT)
                report_error(r, xml_line(n), "a text of %zu bytes (at most %d)", len,
                             XMLLOAD_MAX_TEXT);
            else if (t && (c = control_char(t, 1)) >= 0)
                report_error(r, xml_line(n), "control character U+%04X in text", (unsigned)c);
            continue;
        }
        if (n->type != XML_ELEMENT_NODE)
            continue;
        for (xmlAttrPtr a = n->properties; a; a = a->next) {
            xmlChar *v = xmlNodeListGetString(n->doc, a->children, 1);
            size_t len = v ? strlen((const char *)v) : 0;
            int c;
            if (len > XMLLOAD_MAX_ATTR)
                report_error(r, xml_line(n), "<%s %s=\"...\">: a value of %zu bytes (at most %d)",
                             (const char *)n->name, (const char *)a->name, len, XMLLOAD_MAX_ATTR);
            else if (v && (c = control_char((const char *)v, 0)) >= 0)
                report_error(r, xml_line(n), "<%s %s=\"...\">: control character U+%04X",
                             (const char *)n->name, (const char *)a->name, (unsigned)c);
            xmlFree(v);
        }
        check_tree(n->children, r);
    }
}

/* libxml2 reads UTF-8 and UTF-16 but not UTF-32, of which it says only
 * "Document is empty": a file that starts with a UTF-32 byte-order mark,
 * or with '<' as four bytes, is named for what it is. */
static const char *utf32_name(const char *buf, size_t len)
{
    static const char le[4] = {'<', 0, 0, 0}, be[4] = {0, 0, 0, '<'};
    static const unsigned char bom_le[4] = {0xff, 0xfe, 0, 0}, bom_be[4] = {0, 0, 0xfe, 0xff};
    if (len < 4)
        return NULL;
    if (!memcmp(buf, bom_le, 4) || !memcmp(buf, le, 4))
        return "UTF-32 (little-endian)";
    if (!memcmp(buf, bom_be, 4) || !memcmp(buf, be, 4))
        return "UTF-32 (big-endian)";
    return NULL;
}

xmlDocPtr xml_load_memory(const char *buf, size_t len, struct report *r)
{
    if (len > XMLLOAD_MAX_BYTES) {
        report_error(r, 0, "file is larger than %ld bytes", XMLLOAD_MAX_BYTES);
        return NULL;
    }
    if (len == 0) {
        report_error(r, 1, "Document is empty");
        return NULL;
    }
    const char *wide = utf32_name(buf, len);
    if (wide) {
        report_error(r, 1, "the file is in %s, which pnpgen does not read; save it as UTF-8", wide);
        return NULL;
    }
    xmlParserCtxtPtr ctxt = xmlNewParserCtxt();
    if (!ctxt || !ctxt->sax)
        xout_of_memory(); /* a parser context is only memory */
    struct load_state st = {r, ctxt, ctxt->sax->startElementNs, 0, 0, 0, NULL, NULL, 0};
    ctxt->_private = &st;
    ctxt->sax->internalSubset = refuse_doctype;
    if (st.start_element)
        ctxt->sax->startElementNs = count_element;
    xmlSetStructuredErrorFunc(&st, parse_error);
    /* NONET: no network. No NOENT (entities are not substituted), no
     * DTDLOAD/DTDATTR (no external DTD is read), no XINCLUDE, no HUGE
     * (libxml2 keeps its size and depth limits). A DOCTYPE stops the
     * parser before anything in it is read (refuse_doctype). */
    int errors_before = r->errors;
    xmlDocPtr doc = xmlCtxtReadMemory(ctxt, buf, (int)len, NULL, NULL,
                                      XML_PARSE_NONET | XML_PARSE_NOCDATA | XML_PARSE_BIG_LINES);
    xmlSetStructuredErrorFunc(NULL, NULL);
    if (st.doctype) {
        int line = doctype_line(buf, len);
        report_error(r, line ? line : st.stopped_line,
                     "DOCTYPE declarations are not allowed (no DTD, no entities)");
    }
    if (doc && r->errors > errors_before) {
        xmlFreeDoc(doc);
        doc = NULL;
    }
    if (!doc && r->errors == errors_before)
        report_error(r, 0, "not well-formed XML");
    xmlFreeParserCtxt(ctxt);
    if (doc && (doc->intSubset || doc->extSubset)) { /* cannot happen: refuse_doctype */
        report_error(r, doctype_line(buf, len),
                     "DOCTYPE declarations are not allowed (no DTD, no entities)");
        xmlFreeDoc(doc);
        return NULL;
    }
    if (doc) {
        check_tree(doc->children, r);
        if (r->errors > errors_before) {
            xmlFreeDoc(doc);
            doc = NULL;
        }
    }
    return doc;
}

static const char *file_kind(mode_t m)
{
    return S_ISDIR(m) ? "a folder" : S_ISFIFO(m) ? "a FIFO" : S_ISSOCK(m) ? "a socket"
         : S_ISCHR(m) ? "a character device" : S_ISBLK(m) ? "a block device" : "not a file";
}

xmlDocPtr xml_load(const char *path, struct report *r, int *unreadable)
{
    *unreadable = 1;
    /* Non-blocking, so that a FIFO without a writer cannot hang the open;
     * the type is checked before anything is read. */
    int fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
    if (fd < 0) {
        report_error(r, 0, "cannot read: %s", strerror(errno));
        return NULL;
    }
    struct stat st;
    if (fstat(fd, &st) != 0) {
        report_error(r, 0, "cannot read: %s", strerror(errno));
        close(fd);
        return NULL;
    }
    if (!S_ISREG(st.st_mode)) {
        report_error(r, 0, "not a regular file (%s)", file_kind(st.st_mode));
        close(fd);
        return NULL;
    }
    fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK);
    FILE *f = fdopen(fd, "rb");
    if (!f) {
        report_error(r, 0, "cannot read: %s", strerror(errno));
        close(fd);
        return NULL;
    }
    if (st.st_size > XMLLOAD_MAX_BYTES) {
        *unreadable = 0; /* read as far as its size: a wrong file */
        report_error(r, 0, "file is larger than %ld bytes", XMLLOAD_MAX_BYTES);
        fclose(f);
        return NULL;
    }
    /* one byte more than the limit, in case the file grew since fstat */
    char *buf = xmalloc(XMLLOAD_MAX_BYTES + 1);
    size_t len = fread(buf, 1, XMLLOAD_MAX_BYTES + 1, f);
    int failed = ferror(f);
    fclose(f);
    xmlDocPtr doc = NULL;
    if (failed)
        report_error(r, 0, "cannot read: %s", strerror(errno));
    else {
        *unreadable = 0;
        doc = xml_load_memory(buf, len, r);
    }
    free(buf);
    return doc;
}

/* Compiled schemas, kept for the process: `pnpgen validate a.xml b.xml ...`
 * compiles the schema once, not once per file. Released by xml_cleanup. */
static struct { const char *text; xmlRelaxNGPtr rng; } compiled[4];

static xmlRelaxNGPtr compiled_schema(const char *schema, size_t schema_len)
{
    for (size_t i = 0; i < sizeof compiled / sizeof compiled[0]; i++)
        if (compiled[i].text == schema)
            return compiled[i].rng;
    xmlRelaxNGParserCtxtPtr pctxt = xmlRelaxNGNewMemParserCtxt(schema, (int)schema_len);
    if (!pctxt)
        return NULL;
    xmlRelaxNGPtr rng = xmlRelaxNGParse(pctxt);
    xmlRelaxNGFreeParserCtxt(pctxt);
    for (size_t i = 0; rng && i < sizeof compiled / sizeof compiled[0]; i++)
        if (!compiled[i].text) {
            compiled[i].text = schema;
            compiled[i].rng = rng;
            return rng;
        }
    xmlRelaxNGFree(rng); /* no room to keep it: never happens with our schemas */
    return NULL;
}

int xml_validate(xmlDocPtr doc, const char *schema, size_t schema_len,
                 const char *schema_name, struct report *r)
{
    xmlRelaxNGPtr rng = compiled_schema(schema, schema_len);
    if (!rng) {
        report_error(r, 0, "internal error: schema %s does not compile", schema_name);
        return -1;
    }
    xmlRelaxNGValidCtxtPtr vctxt = xmlRelaxNGNewValidCtxt(rng);
    if (!vctxt)
        return -1;
    xmlRelaxNGSetValidStructuredErrors(vctxt, validity_error, r);
    int errors_before = r->errors, rc = -1;
    int v = xmlRelaxNGValidateDoc(vctxt, doc);
    if (v == 0)
        rc = 0;
    else if (r->errors == errors_before)
        report_error(r, 0, "does not match the schema %s", schema_name);
    xmlRelaxNGFreeValidCtxt(vctxt);
    return rc;
}

/* Attribute values without the XML white space around them: the schema's
 * <value> choices are tokens, so edge="top " validates and must read as top. */
char *xml_attr(xmlNodePtr n, const char *name)
{
    xmlChar *v = xmlGetProp(n, (const xmlChar *)name);
    if (!v)
        return NULL;
    const char *s = (const char *)v, *ws = " \t\r\n";
    s += strspn(s, ws);
    size_t len = strlen(s);
    while (len && strchr(ws, s[len - 1]))
        len--;
    char *copy = xstrndup(s, len);
    xmlFree(v);
    return copy;
}

/* As the schema reads it: side="first " is side first. */
int xml_attr_is(xmlNodePtr n, const char *name, const char *value)
{
    char *v = xml_attr(n, name);
    int same = v && strcmp(v, value) == 0;
    free(v);
    return same;
}

int xml_attr_int(xmlNodePtr n, const char *name, long lo, long hi, int *out, struct report *r)
{
    char *s = xml_attr(n, name);
    if (!s)
        return 0;
    char *end;
    errno = 0;
    long v = strtol(s, &end, 10);
    int ok = s[0] != '\0' && *end == '\0' && errno == 0 && v >= lo && v <= hi;
    if (!ok)
        report_error(r, xml_line(n), "%s=\"%s\" must be a whole number from %ld to %ld",
                     name, s, lo, hi);
    else
        *out = (int)v;
    free(s);
    return ok ? 1 : -1;
}

/* strtod depends on the locale's decimal point; we never call setlocale, so
 * the C locale's '.' applies. */
int xml_attr_double(xmlNodePtr n, const char *name, double lo, double hi, double *out, struct report *r)
{
    char *s = xml_attr(n, name);
    if (!s)
        return 0;
    char *end;
    double v = strtod(s, &end);
    int ok = s[0] != '\0' && *end == '\0' && v >= lo && v <= hi;
    if (!ok)
        report_error(r, xml_line(n), "%s=\"%s\" must be a number from %g to %g",
                     name, s, lo, hi);
    else
        *out = v;
    free(s);
    return ok ? 1 : -1;
}

int xml_is(xmlNodePtr n, const char *name)
{
    return n && n->type == XML_ELEMENT_NODE && strcmp((const char *)n->name, name) == 0;
}

int xml_line(xmlNodePtr n)
{
    long line = xmlGetLineNo(n);
    return line > 0 && line < INT_MAX ? (int)line : 0;
}

int xml_column(xmlNodePtr n)
{
    return n && n->type == XML_ELEMENT_NODE ? n->extra : 0;
}

void xml_cleanup(void)
{
    for (size_t i = 0; i < sizeof compiled / sizeof compiled[0]; i++) {
        if (compiled[i].rng)
            xmlRelaxNGFree(compiled[i].rng);
        compiled[i].text = NULL;
        compiled[i].rng = NULL;
    }
    schema_index_release();
    xmlCleanupParser();
}

/* side="first|second" (else both sides), yes="yes", and element text: the
 * loaders' common readings of attributes and text. */
int xml_attr_side(xmlNodePtr n, const char *attr)
{
    if (xml_attr_is(n, attr, "first"))
        return SIDE_FIRST;
    if (xml_attr_is(n, attr, "second"))
        return SIDE_SECOND;
    return SIDE_BOTH;
}

int xml_attr_yes(xmlNodePtr n, const char *attr)
{
    return xml_attr_is(n, attr, "yes");
}

/* The text of an element with runs of white space folded to one space. */
char *xml_text(xmlNodePtr n)
{
    xmlChar *raw = xmlNodeGetContent(n);
    char **w;
    int count;
    w = str_split_words(raw ? (const char *)raw : "", &count);
    xmlFree(raw);
    size_t len = 1;
    for (int i = 0; i < count; i++)
        len += strlen(w[i]) + 1;
    char *out = xmalloc(len), *p = out;
    for (int i = 0; i < count; i++) {
        if (i)
            *p++ = ' ';
        size_t l = strlen(w[i]);
        memcpy(p, w[i], l);
        p += l;
    }
    *p = '\0';
    str_free_words(w, count);
    return out;
}
