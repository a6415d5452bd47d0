/* load-imp.h: what the loader's files share: safe XML reading and
 * attribute helpers (xmlload.c), and the piece definition's parts:
 * piecedef.c (the variant, pieces, setup), piecedef_board.c (board, zones,
 * marks, squares), piecedef_rules.c (rules text) and piecedef_explain.c
 * (schema errors in words). Private to load/. */
#ifndef PNPGEN_LOAD_IMP_H
#define PNPGEN_LOAD_IMP_H

#include <libxml/tree.h>

#include "load.h"

/* ---- reading XML safely (xmlload.c): no network, no entity expansion, no
 * DTDs, bounded size; validation against an embedded RelaxNG schema ---- */
/* Limits on any XML input (documented in piecedefs/README.md, Limits). */
#define XMLLOAD_MAX_BYTES (4L * 1024 * 1024) /* the whole file */
#define XMLLOAD_MAX_ELEMENTS 100000          /* elements in the file */
#define XMLLOAD_MAX_ATTR 16384               /* bytes in one attribute value */
#define XMLLOAD_MAX_TEXT 65536               /* bytes in one run of text */

/* Parses `path`. Returns the document, or NULL after reporting the errors
 * (r->file names the input in messages); *unreadable is then 1 when the
 * file could not be read at all (missing, not a regular file, a read
 * error), 0 when it was read and is wrong. */
xmlDocPtr xml_load(const char *path, struct report *r, int *unreadable);
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
/* side="first|second": SIDE_FIRST or SIDE_SECOND, else SIDE_BOTH. */
int xml_attr_side(xmlNodePtr n, const char *attr);
/* attr="yes"? */
int xml_attr_yes(xmlNodePtr n, const char *attr);
/* The text of an element with runs of white space folded to one space
 * (malloc'd). */
char *xml_text(xmlNodePtr n);
int xml_line(xmlNodePtr n);
/* The column of the element's '<' in its line (characters, from 1), 0 when
 * unknown. */
int xml_column(xmlNodePtr n);

/* ---- the piece definition's parts ---- */

#define MAX_PIECE_TYPES 200
#define MAX_SETUP 1000
#define FIGURE_MAX_STACK 12   /* pieces in a <piece-figure stack="yes"> */
#define FIGURE_MAX_PIECES 40  /* pieces named by any other <piece-figure> */
#define MAX_PRINTED 2000         /* pieces, chips and hand slots on the sheets */
#define PIECEDEF_MAX_TEXT 131072 /* bytes of prose (notes, options, rules) */
#define PIECEDEF_MAX_MARKS 30     /* combining marks on one character */

struct loader {
    struct variant *v;
    struct report *r;
    const char *what; /* what a square name belongs to, for messages ("zone 'palace'"), or NULL */
    int setup_full, hand_full; /* the setup limit was reported (once is enough) */
    int placing_line;  /* of a <setup placing="..."> (checked once every setup is read) */
    int rule_line;     /* of a <setup placing-rule="..."> (the same) */
};


/* Squares and ranks by name, reported with L->what (piecedef_board.c). */
int load_square(struct loader *L, int line, const char *s, int *x, int *y);
int load_rank_range(struct loader *L, int line, const char *attr, const char *s,
                     int *y0, int *y1);
void load_board(struct loader *L, xmlNodePtr n);
/* <components diagram-reach>: copied to the piece, and every one of its
 * diagrams must fold (piecedef_reach.c). */
void load_reach_check(struct loader *L, struct piece *p);
/* piecedef_zone_lines.c: each diagram's zone_lines (notation.h). */
void load_zone_lines(struct loader *L, struct piece *p);

/* <end> (piecedef_end.c); load_end_default supplies the implied rule
 * (checkmate loses, in a game with a royal piece) when there is none. */
void load_end(struct loader *L, xmlNodePtr n);
void load_end_default(struct loader *L);

/* How a <setup> places pieces from hand: placing=, placing-rule= as read,
 * and, once every setup is read, that they agree (piecedef_placing.c). */
void load_placing(struct loader *L, xmlNodePtr n);
void load_placing_check(struct loader *L);

/* The <rules> sections (piecedef_rules.c). */
void load_rules(struct loader *L, xmlNodePtr n);

/* After a schema failure: the faults libxml2 names vaguely, in words
 * (piecedef_explain.c). */
void load_explain_schema(xmlNodePtr n, struct report *r);
/* Drops libxml2's follow-on messages ("Element variant failed to validate
 * content") from a held report when a clearer message says what is wrong. */
void load_drop_schema_noise(struct report *r);

/* Counts the repeated elements and the prose of a schema-valid tree against
 * their limits; returns 0, or -1 after reporting each excess
 * (piecedef_limits.c). */
int piecedef_check_limits(xmlNodePtr root, struct report *r);

/* Pieces (both sides), chips and hand slots the sheets would print, against
 * MAX_PRINTED; returns 0, or -1 after reporting (piecedef_limits.c). */
int piecedef_check_printed(const struct variant *v, struct report *r);

#endif
