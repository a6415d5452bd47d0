/* xmlload.h: reading an XML input safely with libxml2 (no network, no
 * entity expansion, no DTDs, bounded size), validating it against an
 * embedded RelaxNG schema, and small attribute helpers. */
#ifndef PNPGEN_XMLLOAD_H
#define PNPGEN_XMLLOAD_H

#include <libxml/tree.h>
#include "base/report.h"

/* Limits on any XML input (documented in piecedefs/README.md, Limits). */
#define XMLLOAD_MAX_BYTES (4L * 1024 * 1024) /* the whole file */
#define XMLLOAD_MAX_ELEMENTS 100000          /* elements in the file */
#define XMLLOAD_MAX_ATTR 16384               /* bytes in one attribute value */
#define XMLLOAD_MAX_TEXT 65536               /* bytes in one run of text */

/* Parses `path`. Returns the document, or NULL after reporting the errors
 * (r->file names the input in messages). */
xmlDocPtr xml_load(const char *path, struct report *r);
/* The same for a document held in memory (len bytes, no terminator
 * needed): xml_load reads the file and calls this. */
xmlDocPtr xml_load_memory(const char *buf, size_t len, struct report *r);

/* Validates doc against the RelaxNG schema text (schema_name is used in
 * messages). Returns 0 when valid, else reports each error and returns -1. */
int xml_validate(xmlDocPtr doc, const char *schema, size_t schema_len,
                 const char *schema_name, struct report *r);

/* Attribute helpers. xml_attr returns a malloc'd copy or NULL when absent. */
char *xml_attr(xmlNodePtr n, const char *name);
int xml_attr_is(xmlNodePtr n, const char *name, const char *value);
/* Reads an integer or a real; returns 0 when absent (out keeps its value),
 * 1 when read, -1 after reporting a malformed or out-of-range value. */
int xml_attr_int(xmlNodePtr n, const char *name, long lo, long hi, int *out, struct report *r);
int xml_attr_double(xmlNodePtr n, const char *name, double lo, double hi, double *out, struct report *r);
int xml_is(xmlNodePtr n, const char *name);
int xml_line(xmlNodePtr n);

#endif
