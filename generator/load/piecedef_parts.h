/* piecedef_parts.h: what the loader's files share: piecedef.c (the
 * variant, pieces, setup), piecedef_board.c (board, zones, marks, squares),
 * piecedef_rules.c (rules text) and piecedef_explain.c (schema errors in
 * words). */
#ifndef PNPGEN_PIECEDEF_PARTS_H
#define PNPGEN_PIECEDEF_PARTS_H

#include <libxml/tree.h>
#include "model/model.h"
#include "base/report.h"

#define MAX_BOARD 40
#define MAX_PIECE_TYPES 200
#define MAX_SETUP 1000

struct loader {
    struct variant *v;
    struct report *r;
    const char *what; /* what a square name belongs to, for messages ("zone 'palace'"), or NULL */
    int setup_full, hand_full; /* the setup limit was reported (once is enough) */
};

/* Attribute and text helpers (piecedef.c). */
int side_of(xmlNodePtr n, const char *attr);
int yes(xmlNodePtr n, const char *attr);
char *text_of(xmlNodePtr n);

/* Squares and ranks by name, reported with L->what (piecedef_board.c). */
int parse_square(struct loader *L, int line, const char *s, int *x, int *y);
int parse_rank_range(struct loader *L, int line, const char *attr, const char *s,
                     int *y0, int *y1);
void load_board(struct loader *L, xmlNodePtr n);

/* The <rules> sections (piecedef_rules.c). */
void load_rules(struct loader *L, xmlNodePtr n);

/* After a schema failure: the faults libxml2 names vaguely, in words
 * (piecedef_explain.c). */
void explain_schema(xmlNodePtr n, struct report *r);

#endif
