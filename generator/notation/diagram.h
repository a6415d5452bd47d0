/* diagram.h: the drawn movement diagram of a piece: a square grid of cells,
 * the piece at the centre, forward up. Parsed from the <diagram> text of a
 * definition, drawn on pieces and in the booklet, and expanded into a
 * moveset so that the validator can compare it with the move table. */
#ifndef PNPGEN_DIAGRAM_H
#define PNPGEN_DIAGRAM_H

#include "moves.h"

/* What one cell shows. The drawing code picks a glyph from these fields, so
 * every token of the diagram language maps onto them. */
enum cell_shape {
    CELL_EMPTY,
    CELL_SELF,  /* the piece itself, at the centre */
    CELL_STEP,  /* adjacent cell: one step */
    CELL_JUMP,  /* a leap over anything between */
    CELL_LAME,  /* a leap that a piece on its path blocks */
    CELL_SLIDE, /* adjacent cell: slides on in this direction */
    CELL_HOP,   /* adjacent cell: hops one screen in this direction (p) */
    CELL_TWICE, /* adjacent cell: steps here and may step again (Betza a) */
    CELL_PATH   /* a path leap ('~'): a plain leap, or a lame leap while an
                   option with path-leaps="lame" is on (Jungi's Hobbling) */
};

struct diagram_cell {
    enum cell_shape shape;
    unsigned mode;   /* MODE_* bits */
    unsigned flags;  /* MOVEFLAG_* bits */
    /* A cell may carry a second, independent marking, e.g. a slide that
     * moves only plus a hop that captures (the Xiangqi cannon): */
    enum cell_shape shape2;
    unsigned mode2;
    unsigned flags2;
};

/* Largest diagram accepted or built: rows and columns. */
#define DIAGRAM_MAX_SIZE 25

/* A drawing-only flag in diagram_cell.flags: the move exists only while the
 * piece stands in a zone (a piece face shows its zone moves framed). */
#define CELL_FLAG_ZONE_ONLY 0x100u

struct diagram {
    int size;                   /* odd, >= 3; rows and columns */
    struct diagram_cell *cells; /* size*size, row 0 is the top (forward) row */
};

struct diagram_error {
    int line;         /* 0-based line within the diagram text */
    int column;       /* 0-based token column, -1 when not about one token */
    char message[160];
};

/* Parses a diagram text (rows of whitespace-separated tokens, blank lines
 * ignored). Returns 0, or -1 with err filled in. */
int diagram_parse(const char *text, struct diagram *out, struct diagram_error *err);
void diagram_free(struct diagram *d);

/* Expands the drawn diagram into the moves it shows (adds to out); path
 * leaps are plain leaps. */
int diagram_moves(const struct diagram *d, struct moveset *out);
/* The same, with path leaps ('~') expanded as lame leaps when lame_paths. */
int diagram_moves_paths(const struct diagram *d, int lame_paths, struct moveset *out);
/* Does the diagram draw a path leap ('~')? */
int diagram_has_path_leaps(const struct diagram *d);

/* Builds the diagram a moveset implies, of the smallest odd size that holds
 * every finite move (at least 3, at most max_size; moves beyond are left
 * out). Returns 0, or -1 when out of memory. */
int diagram_from_moves(const struct moveset *ms, int max_size, struct diagram *out);

/* A piece face's diagram: `base` with the marks of `extra` (a zone's
 * diagram) added where base has none, flagged CELL_FLAG_ZONE_ONLY; the
 * result is as large as the larger of the two. For drawing only. */
int diagram_overlay(const struct diagram *base, const struct diagram *extra,
                    struct diagram *out);

/* Writes the diagram as text in the definition's token language, one row a
 * line, columns aligned (for `pnpgen moves`). Returns a malloc'd string. */
char *diagram_to_text(const struct diagram *d);

#endif
