/* xmlload.c: see xmlload.h. */
#include "xmlload.h"

#include "util.h"

#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <libxml/parser.h>
#include <libxml/relaxng.h>
#include <libxml/xmlerror.h>

/* libxml2 hands errors to a callback; this one prints them in our format.
 * The message often ends in a newline, which we strip. */
static void structured_error(void *data, xmlErrorPtr e)
{
    struct report *r = data;
    char msg[512];
    snprintf(msg, sizeof msg, "%s", e->message ? e->message : "malformed XML");
    size_t len = strlen(msg);
    while (len > 0 && (msg[len - 1] == '\n' || msg[len - 1] == ' '))
        msg[--len] = '\0';
    if (e->level == XML_ERR_WARNING)
        report_warning(r, e->line, "%s", msg);
    else
        report_error(r, e->line, "%s", msg);
}

/* The line of the first "<!DOCTYPE" in the file (libxml2 keeps no line for
 * the DTD node), or 0. */
static int doctype_line(const char *path)
{
    FILE *f = fopen(path, "r");
    if (!f)
        return 0;
    static const char key[] = "<!DOCTYPE";
    int line = 1, matched = 0, c, found = 0;
    while (!found && (c = fgetc(f)) != EOF) {
        if (c == '\n')
            line++;
        matched = c == key[matched] ? matched + 1 : c == key[0] ? 1 : 0;
        found = key[matched] == '\0';
    }
    fclose(f);
    return found ? line : 0;
}

xmlDocPtr xml_load(const char *path, struct report *r)
{
    struct stat st;
    if (stat(path, &st) != 0) {
        report_error(r, 0, "cannot read: %s", strerror(errno));
        return NULL;
    }
    if (!S_ISREG(st.st_mode)) {
        report_error(r, 0, "not a regular file");
        return NULL;
    }
    if (st.st_size > XMLLOAD_MAX_BYTES) {
        report_error(r, 0, "file is larger than %ld bytes", XMLLOAD_MAX_BYTES);
        return NULL;
    }
    xmlParserCtxtPtr ctxt = xmlNewParserCtxt();
    if (!ctxt) {
        report_error(r, 0, "out of memory");
        return NULL;
    }
    xmlSetStructuredErrorFunc(r, structured_error);
    /* NONET: no network. No NOENT (entities are not substituted), no
     * DTDLOAD/DTDATTR (no external DTD is read), no HUGE (libxml2 keeps its
     * size limits). */
    int errors_before = r->errors;
    xmlDocPtr doc = xmlCtxtReadFile(ctxt, path, NULL,
                                    XML_PARSE_NONET | XML_PARSE_NOCDATA);
    xmlSetStructuredErrorFunc(NULL, NULL);
    if (doc && r->errors > errors_before) {
        xmlFreeDoc(doc);
        doc = NULL;
    }
    if (!doc && r->errors == errors_before)
        report_error(r, 0, "not well-formed XML");
    xmlFreeParserCtxt(ctxt);
    if (doc && (doc->intSubset || doc->extSubset)) {
        xmlNodePtr dtd = (xmlNodePtr)(doc->intSubset ? doc->intSubset : doc->extSubset);
        int line = xml_line(dtd);
        report_error(r, line ? line : doctype_line(path),
                     "DOCTYPE declarations are not allowed (no DTD, no entities)");
        xmlFreeDoc(doc);
        return NULL;
    }
    return doc;
}

int xml_validate(xmlDocPtr doc, const char *schema, size_t schema_len,
                 const char *schema_name, struct report *r)
{
    int rc = -1;
    xmlRelaxNGParserCtxtPtr pctxt = xmlRelaxNGNewMemParserCtxt(schema, (int)schema_len);
    xmlRelaxNGPtr rng = NULL;
    xmlRelaxNGValidCtxtPtr vctxt = NULL;
    if (!pctxt)
        goto out;
    rng = xmlRelaxNGParse(pctxt);
    if (!rng) {
        report_error(r, 0, "internal error: schema %s does not compile", schema_name);
        goto out;
    }
    vctxt = xmlRelaxNGNewValidCtxt(rng);
    if (!vctxt)
        goto out;
    xmlRelaxNGSetValidStructuredErrors(vctxt, structured_error, r);
    int errors_before = r->errors;
    int v = xmlRelaxNGValidateDoc(vctxt, doc);
    if (v == 0)
        rc = 0;
    else if (r->errors == errors_before)
        report_error(r, 0, "does not match the schema %s", schema_name);
out:
    if (vctxt)
        xmlRelaxNGFreeValidCtxt(vctxt);
    if (rng)
        xmlRelaxNGFree(rng);
    if (pctxt)
        xmlRelaxNGFreeParserCtxt(pctxt);
    return rc;
}

char *xml_attr(xmlNodePtr n, const char *name)
{
    xmlChar *v = xmlGetProp(n, (const xmlChar *)name);
    if (!v)
        return NULL;
    char *copy = xstrdup((const char *)v);
    xmlFree(v);
    return copy;
}

int xml_attr_is(xmlNodePtr n, const char *name, const char *value)
{
    xmlChar *v = xmlGetProp(n, (const xmlChar *)name);
    int same = v && strcmp((const char *)v, value) == 0;
    xmlFree(v);
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

void xml_cleanup(void)
{
    xmlCleanupParser();
}
