/* notation.h: the move notations of pnpgen and what can be proved about
 * them, with nothing but libc: a piece's moves as a set of vectors
 * (moveset.c), the Betza move table (betza.c), the drawn movement diagram
 * (diagram.c), quarter turns of both (rotate.c) and moves in plain English
 * (words.c). The loader, the validator, the composer and the drawing code
 * all read moves through this header; the fuzz harnesses feed it hostile
 * strings.
 *
 * Conventions: (dx, dy) are measured from the moving piece, dx > 0 to its
 * right, dy > 0 forward (towards the opponent). One quarter turn is 90
 * degrees clockwise as a player looks down on the piece: forward becomes
 * right, (dx, dy) -> (dy, -dx).
 *
 * Ownership and failure: a moveset or diagram filled here is released with
 * moveset_free or diagram_free (also after a failure). Allocation never
 * fails (base.h). A parser returns -1 and fills its error struct (column and
 * words); its caller reports it with the file and line. */
#ifndef PNPGEN_NOTATION_H
#define PNPGEN_NOTATION_H

#include <stddef.h>

/* ---- move sets (moveset.c): the common currency of the validator. Both
 * the Betza move table and the drawn diagram are expanded into a moveset;
 * the two sets are then compared. ---- */
enum move_kind {
    MOVE_LEAP,  /* lands on (dx,dy) whatever stands between; at Chebyshev
                   distance 1 this is an ordinary step */
    MOVE_LAME,  /* leap whose path squares must be empty (Betza n, or the
                   equivalent multi-leg form such as mafsW) */
    MOVE_SLIDE, /* rides the unit vector (dx,dy) until blocked, at most
                   `range` squares (0 = unlimited) */
    MOVE_HOP,   /* rides (dx,dy) and must jump exactly one piece (Betza p),
                   landing anywhere beyond it: the Xiangqi cannon capture */
    MOVE_TWO_LEG, /* two steps in one turn: first to (via_dx,via_dy) with
                     via_mode, then on to (dx,dy) (Betza a); (dx,dy) may be
                     (0,0), the capture without moving */
    MOVE_GRASS,  /* grasshopper (Betza g): rides the unit vector (dx,dy) to
                    the first piece in the way and lands on the square just
                    beyond it */
    MOVE_CASTLE, /* castling (Betza O): the piece moves (dx,0) towards its
                    castling partner at the board's edge on that side, both
                    unmoved and every square between them empty; the partner
                    then jumps to the square the piece crossed */
    MOVE_HOP_TO  /* lands on (dx,dy), on a straight or diagonal line, by
                    jumping exactly one piece among the squares between: a
                    ranged hop (Betza pR2, pB3) is one of these per square it
                    may land on (moveset_canonicalize splits it) */
};

/* Modality bits. A plain move both moves and captures (MODE_MOVE|MODE_CAPTURE). */
enum {
    MODE_MOVE = 1,    /* to an empty square (Betza m) */
    MODE_CAPTURE = 2, /* onto an enemy piece (Betza c) */
    MODE_EP = 4       /* captures a piece that passed through this square on
                         the opponent's last move (Betza e) */
};

enum {
    MOVEFLAG_INITIAL = 1 /* only as the piece's first move (Betza i) */
};

struct move {
    int dx, dy;          /* destination; for slides and hops the unit direction */
    enum move_kind kind;
    unsigned mode;       /* MODE_* bits, never 0 */
    unsigned flags;      /* MOVEFLAG_* bits */
    int range;           /* slides and hops: max squares, 0 = unlimited; else 0 */
    int via_dx, via_dy;  /* MOVE_TWO_LEG only: the first leg's square */
    unsigned via_mode;   /* MOVE_TWO_LEG only: the first leg's modality */
};

struct moveset {
    struct move *v;
    size_t n, cap;
};

void moveset_init(struct moveset *ms);
void moveset_free(struct moveset *ms);
/* Adds a move unless an identical one is present; merges modes of moves
 * that differ only in mode. */
void moveset_add(struct moveset *ms, const struct move *m);
/* Sorts into canonical order and removes moves implied by others (a step
 * covered by an unlimited slide of the same mode in the same direction). */
void moveset_canonicalize(struct moveset *ms);

/* One square on which two movesets disagree, for error messages. */
struct move_diff {
    int dx, dy;
    char left[64];  /* what the first set has there, in words ("slide", "lame leap",
                       "nothing", "capture-only step", ...) */
    char right[64]; /* what the second set has there */
};

/* Compares two canonical movesets. Returns the number of differences and
 * stores up to max of them in out (sorted by square: top row first, then
 * left to right). */
size_t moveset_compare(const struct moveset *a, const struct moveset *b,
                       struct move_diff *out, size_t max);

/* Describes one move in words, e.g. "slide forward", "lame leap (+1,+2)". */
void move_describe(const struct move *m, char *buf, size_t len);

/* The squares a lame leap to (dx, dy) must find empty, nearest first: the
 * squares between on a straight or diagonal line; for a (2,1) knight leap
 * the orthogonal midpoint (the xiangqi horse's leg); for a (3,2) zebra leap
 * one orthogonal step along the longer axis, then one diagonal step (the
 * Janggi elephant, nZ = mafsmafW). Stores up to max of them in path and
 * returns their number, or -1 when no path is defined (the camel and other
 * oblique leaps). */
int move_lame_path(int dx, int dy, int path[][2], int max);

/* ---- the Betza move table (betza.c, betza_legs.c): XBetza as XBoard and
 * Fairy-Stockfish read it, parsed into a moveset; what it cannot express is
 * refused with what to write instead ---- */
/* A board has at most this many files or ranks (piecedefs/README.md,
 * Limits); the loader refuses larger boards. */
#define MAX_BOARD 40
/* The longest range a move may give (R39): one less than the largest
 * board. */
#define BETZA_MAX_RANGE (MAX_BOARD - 1)

struct betza_error {
    int column;       /* 0-based index of the offending character in the string */
    char message[256];
};

/* Parses s and adds its moves to out (not canonicalized). Returns 0, or -1
 * with err filled in ("unknown atom 'Y'", "modifier 'q' is not supported",
 * ...); on error out may hold a partial set, the caller frees it. */
int betza_parse(const char *s, struct moveset *out, struct betza_error *err);
/* What a move table holds for en passant: bit 1 an e capture, bit 2 a
 * first-move double step (a first move that passes over a square); 0 for
 * a table that does not parse. */
unsigned betza_en_passant_traits(const char *betza);

/* ---- the drawn movement diagram (diagram.c): a square grid of cells, the
 * piece at the centre, forward up. Parsed from the <diagram> text of a
 * definition, drawn on pieces and in the booklet, and expanded into a
 * moveset so that the validator can compare it with the move table. ---- */
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
    CELL_PATH,  /* a path leap ('~'): a plain leap, or a lame leap while an
                   option with path-leaps="lame" is on (Jungi's Hobbling) */
    CELL_GRASS, /* adjacent cell: grasshopper this way (g): to the first
                   piece, landing just beyond it */
    CELL_CASTLE, /* on the piece's own row: castling (O) lands here; always a
                    first move that only moves */
    CELL_RIDE,  /* further out: the first leap of a rider ('**', Betza NN, DD,
                   AA, ...): the leap repeated in the same direction as long
                   as it lands on empty squares */
    CELL_TWICE_LINE, /* adjacent cell ('av'): steps here; after capturing here it
                        may go one step further the same way, or straight back
                        (the Horned Falcon's forward Lion power, Betza fcavW) */
    CELL_HOP_TO /* further out, on a straight or diagonal line ('p' without a
                   direction): lands here by jumping exactly one piece on
                   the squares between (a ranged hop, Betza pR2) */
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
/* On an 'a' or 'av' cell (token suffix 'r'): the piece may also step here
 * and straight back when the cell is empty, passing the turn (the Chu Shogi
 * Lion, Betza mabK). A property of the marking, not a move flag: it is
 * masked off the moves the cell expands into. */
#define CELL_FLAG_PASS 0x200u
/* On a CELL_SELF entry of the symbol key: the set's diagrams draw the piece
 * as a counter (struct diagram.points or disc_piece), not a koma. */
#define CELL_FLAG_DISC 0x400u
/* ... and with CELL_FLAG_DISC: the counter an octagon (struct
 * diagram.octagon_piece). */
#define CELL_FLAG_OCTAGON 0x800u
/* A drawing-only flag on a CELL_HOP_TO cell: its screen is drawn as a
 * piece on the next point back along its diagonal (a palace corner's
 * diagram, the Janggi Cannon's): the mark draws its way bold back to that
 * piece, without the hop's bar. */
#define CELL_FLAG_SCREEN_SHOWN 0x20000u /* above CELL_FAR_MASK */

struct diagram {
    int size;                   /* odd, >= 3; rows and columns */
    struct diagram_cell *cells; /* size*size, row 0 is the top (forward) row */
    int points;                 /* drawn as a board of points (Xiangqi, Janggi):
                                   lines through the cells' centres, the piece
                                   a disc; set by the loader from the board */
    int disc_piece;             /* the piece in the centre is a disc, not a
                                   koma (the chess family); set by the loader
                                   from <components> */
    int octagon_piece;          /* that disc an octagon, as the pieces are
                                   (shape="octagon": Janggi); set likewise */
    int zone_lines;             /* the diagonal lines of the zone the moves are
                                   drawn in (Janggi's palace, mark="diagonals"),
                                   centred on the piece: how many cells out
                                   they reach; 0: none. Set by the loader; for
                                   drawing only */
    int zone_corner;            /* the piece stands on that zone's back-left
                                   corner (<diagram from="corner">), the zone
                                   forward and right of it: the Janggi
                                   Chariot's and Cannon's palace diagrams */
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
void diagram_moves(const struct diagram *d, struct moveset *out);
/* The same, with path leaps ('~') expanded as lame leaps when lame_paths. */
void diagram_moves_paths(const struct diagram *d, int lame_paths, struct moveset *out);
/* Does the diagram draw a path leap ('~')? */
int diagram_has_path_leaps(const struct diagram *d);
/* The fewest points on a lame leap's way for the way to be drawn, ringed
 * where a piece blocks it: 1 on points (every lame leap), else 2. */
int diagram_lame_way_least(const struct diagram *d);

/* Builds the diagram a moveset implies, of the smallest odd size that holds
 * every finite move (at least 3, at most max_size; moves beyond are left
 * out). */
void diagram_from_moves(const struct moveset *ms, int max_size, struct diagram *out);

/* A piece face's diagram: `base` with the marks of `extra` (a zone's
 * diagram) added where base has none, flagged CELL_FLAG_ZONE_ONLY; the
 * result is as large as the larger of the two. For drawing only. Returns
 * 0, or -1 when both are empty. */
int diagram_overlay(const struct diagram *base, const struct diagram *extra,
                    struct diagram *out);

/* A drawing-only value in diagram_cell.flags and flags2 (diagram_fold): the
 * marking stands for the move that many squares out along its cell's line
 * (2 to 31); 0 for a marking at its own cell. */
#define CELL_FAR_SHIFT 12
#define CELL_FAR_MASK (0x1fu << CELL_FAR_SHIFT)
static inline int diagram_far_of(unsigned flags)
{
    return (int)((flags & CELL_FAR_MASK) >> CELL_FAR_SHIFT);
}

/* The diagram drawn within `reach` squares of the piece (<components
 * diagram-reach>): every marking further out moves in, along its straight
 * or diagonal line, to the line's cell `reach` squares out, with its
 * distance in CELL_FAR bits. Nothing is lost: each cell keeps one marking
 * of one distance. Returns 0 (out is the diagram itself, copied, when
 * nothing lies further out), or -1 with why in `why` when a marking further
 * out is off those eight lines, or its line's cell at `reach` already holds
 * a marking or another one from further out. For drawing only. */
int diagram_fold(const struct diagram *d, int reach, struct diagram *out, char *why, size_t len);

/* Does every one of the 8 cells next to the piece carry a marking, each
 * with an en-passant capture (MODE_EP, or an e.p.-only step beside a
 * slide)? Such a diagram draws the e.p. once, as a ring round the piece
 * (diagram_drop_ep on the cells). */
int diagram_ep_all_round(const struct diagram *d);
/* The cell without its en-passant marks (a slide's e.p.-only step goes). */
void diagram_drop_ep(struct diagram_cell *c);

/* The rows and columns of d the booklet's gallery draws: its empty outer
 * rows, and its empty outer columns in pairs, left out, never into the
 * 3 x 3 round the piece (diagram_span.c). */
void diagram_span(const struct diagram *d, int *row0, int *rows, int *col0, int *cols);

/* Writes the diagram as text in the definition's token language, one row a
 * line, columns aligned (for `pnpgen moves`). Returns a malloc'd string. */
char *diagram_to_text(const struct diagram *d);

/* ---- moves in words (words.c): the booklet's gallery ---- */
/* The words a variant's rules use where the moves are said; a NULL field
 * (or a NULL struct) takes the general one in brackets. */
struct move_words {
    const char *square;     /* a board's place ("square"; "point" on points) */
    const char *en_passant; /* its e.p. capture ("captures en passant") */
    const char *en_passant_when; /* when it may, said after it (NULL: not said) */
    const char *partner;    /* what a King castles with ("its castling partner") */
    const char *knight;     /* the eight knight's leaps named in a list of leaps
                               ("a knight's move"); NULL: said out, as alone */
};
/* E.g. "Steps one square in any direction." for K, "Slides any distance
 * orthogonally. Jumps two squares diagonally." for RA, in w's words. */
void moveset_in_words(const struct moveset *ms, const struct move_words *w, char *buf,
                      size_t len);

/* ---- quarter turns (rotate.c): pieces that may be turned on the board
 * (the rotation game's tiles) show their grid turned, so the validator
 * proves every orientation a piece may take. ---- */
/* (dx, dy) turned by `quarters` clockwise quarter turns (any integer;
 * negative turns anticlockwise). */
void move_vector_rotate90(int *dx, int *dy, int quarters);

/* Adds every move of `in` turned by `quarters` quarter turns to `out` and
 * canonicalizes `out`. */
void moveset_rotate90(const struct moveset *in, int quarters, struct moveset *out);

/* Adds to ms its own moves turned by 1, 2 and 3 quarter turns (everything
 * the piece can do in some orientation) and canonicalizes. */
void moveset_add_rotations(struct moveset *ms);

/* `out` becomes `in` turned by `quarters` quarter turns: the cell drawn at
 * (dx, dy) moves to the turned vector; free with diagram_free. */
void diagram_rotate90(const struct diagram *in, int quarters, struct diagram *out);

/* "0 degrees", "90 degrees clockwise", "180 degrees", "270 degrees clockwise" */
const char *move_orientation_name(int quarters);

/* Compares a drawn grid with a canonical move table, both turned by
 * `quarters` quarter turns: the number of squares that differ, up to max
 * of them stored in out (in the turned frame). */
size_t diagram_orientation_compare(const struct diagram *grid, const struct moveset *table,
                           int quarters, struct move_diff *out, size_t max);

#endif
