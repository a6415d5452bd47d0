/* model.h: a game variant and the page layout as plain C structs, loaded
 * by load/ and read by the validator, the composer and the drawing code.
 * No cairo or libxml2 types here. Every element remembers its source line so
 * that any later stage can report `file:line: error: ...`.
 *
 * Board coordinates: file x = 0 .. files-1 from the left and rank y = 0 ..
 * ranks-1 from the bottom, both as the first player sees the board. The
 * first player moves up (+y); the second player's moves are turned 180
 * degrees. */
#ifndef PNPGEN_MODEL_H
#define PNPGEN_MODEL_H

#include <stddef.h>
#include "notation/notation.h"

#define MAX_SIDES 2
enum { SIDE_FIRST = 0, SIDE_SECOND = 1, SIDE_BOTH = -1 };

struct side {
    char *name;        /* "Red", "Black", "South", ... */
    char *colour;      /* "#rrggbb": tint where colour helps; never the only cue */
    int filled;        /* 1: pieces printed dark (filled); 0: outlined */
};

enum cell_kind { CELLS_SQUARES, CELLS_POINTS };

enum edge { EDGE_BOTTOM, EDGE_TOP, EDGE_LEFT, EDGE_RIGHT };

/* Coordinate labels along one edge of the board. */
struct coords {
    int line;
    enum edge edge;
    char **labels;     /* one per file (top/bottom) or rank (left/right), left to
                          right / bottom to top as the first player sees them */
    int nlabels;
    int upside_down;   /* printed for the player opposite */
};

enum zone_mark { ZMARK_NONE, ZMARK_DOTS, ZMARK_TINT, ZMARK_OUTLINE, ZMARK_DIAGONALS };

/* A named set of squares: a promotion zone, a palace, a drop row, the two
 * long diagonals. Two zones may share an id when they belong to different
 * sides. */
struct zone {
    int line;
    char *id;
    int side;          /* SIDE_FIRST, SIDE_SECOND or SIDE_BOTH */
    int x0, y0, x1, y1;/* inclusive bounding rectangle, x0 <= x1, y0 <= y1;
                          -1 when the squares could not be read */
    int rect;          /* 1: the zone is the whole rectangle (ranks=, from= to=) */
    unsigned char *cells; /* files x ranks, cells[y * files + x]: 1 on the
                          zone's squares (squares="..."); NULL when rect */
    int files;         /* the board's files, the stride of cells */
    enum zone_mark mark;
    char *label;       /* optional caption printed in the booklet key */
    char *name;        /* optional name in the players' words ("palace") */
};

enum mark_symbol { MSYM_CORNERS, MSYM_DOT, MSYM_CROWN, MSYM_DIAMOND, MSYM_CROSS, MSYM_STAR };

/* A symbol printed on individual squares (Xiangqi position marks, crowns). */
struct mark {
    int line;
    enum mark_symbol symbol;
    int side;          /* whose crown; SIDE_BOTH when neutral */
    int x, y;
    char *label;       /* optional caption for the board key (shared by the
                          squares of one <mark> element), may be NULL */
};

struct river {
    int line;
    int after_rank;    /* the gap lies between rank after_rank and after_rank+1 (0-based) */
    char *text;        /* printed in the gap, may be NULL */
};

/* How the board's squares are coloured: all light, or two colours. */
enum board_pattern { PATTERN_NONE, PATTERN_CHEQUERED, PATTERN_CHEQUERED_LIGHT };

struct board {
    int line;
    int files, ranks;
    enum cell_kind cells;
    enum board_pattern pattern;
    unsigned char *dark;              /* files x ranks, dark[y * files + x]: 1 for a
                                         dark square (the pattern and the dark
                                         list together); NULL when all are light */
    int ndark_listed;                 /* squares named by dark="..." */
    char **file_names, **rank_names;  /* used to read squares such as "e1", "7l" */
    struct coords *coords; int ncoords;
    struct zone *zones; int nzones;
    struct mark *marks; int nmarks;
    struct river *river;              /* NULL when none */
};

/* A piece's moves: the table, optionally active only inside a zone. */
struct moves {
    int line;
    char *betza;
    char *in_zone;     /* NULL: always; else zone id of the mover's side */
    char *option;      /* NULL: unless replaced; else the id of a variant
                          option: while that option is on, this table replaces
                          the piece's tables without option for the same zone */
    int option_index;  /* index into variant.options, or -1 */
    int along_diagonals; /* along="diagonals": the moves go only along the
                            drawn diagonal lines of zone in_zone (Janggi's
                            palace), drawn once in the zone's diagram */
};

/* A drawn diagram, optionally for the moves active inside a zone. */
struct piece_diagram {
    int line;          /* line of the <diagram> element */
    char *text;
    char *in_zone;
    char *caption;     /* e.g. "across the river" */
    struct diagram grid;
};

/* Size classes: a piece's share of the set's piece size. */
enum piece_size { SIZE_LARGE, SIZE_MEDIUM, SIZE_SMALL };
/* A figure pnpgen draws itself, where no font has the piece's own
   (figure="..."): on a disc in place of a glyph (draw_figure.c), or, from
   FIGURE_LION on, an animal drawn large on a diagram face with its move
   marks round it, as Dobutsu shogi's tiles have them (draw_animal.c) */
enum piece_figure {
    FIGURE_NONE, FIGURE_COUNSELLOR, FIGURE_ELEPHANT, FIGURE_CLOSED_CROWN, FIGURE_CROWN,
    FIGURE_SPIRE, FIGURE_COWRIE, FIGURE_COWRIE_UP, /* drawn (draw_figure.c) */
    FIGURE_KNIGHT, FIGURE_ROOK,                    /* the font's (draw_figure_font.c) */
    FIGURE_LION, FIGURE_GIRAFFE, FIGURE_ELEPHANT_SIDE, FIGURE_CHICK, FIGURE_HEN,
    FIGURE_COUNT
};
#define FIGURE_IS_ANIMAL(f) ((f) >= FIGURE_LION && (f) < FIGURE_COUNT)
/* the chess figures of the font, named as figures for a fold-over face
   whose glyph is a word (Makruk's Ma and Ruea): not on discs, which take
   the figure as their glyph */
#define FIGURE_IS_FONT(f) ((f) == FIGURE_KNIGHT || (f) == FIGURE_ROOK)
/* figure="..."'s word for f, and the figure a word names (FIGURE_NONE:
   none); model/figure_names.c */
const char *piece_figure_name(enum piece_figure f);
enum piece_figure piece_figure_named(const char *word);

struct piece {
    int line;
    char *id;
    char *name;
    char *short_name;  /* printed on small faces when the name is long; may be NULL */
    char *rule;        /* rule="...": what the move table cannot say, in words, printed
                          after the moves (gallery, cards); may be NULL */
    char *promotion_rule; /* promotion-rule="...": how it promotes, in words, printed
                          after when and to what (gallery, cards); may be NULL */
    char *abbr;        /* letters for the booklet's setup diagram and key; NULL:
                          made from the name */
    char *glyph[MAX_SIDES]; /* characters printed on disc faces; may be NULL */
    int glyph_stack[MAX_SIDES]; /* 1: the characters one above the other, 0: in a
                                   row, -1: stacked if 2 to 4 CJK characters */
    enum piece_figure figure; /* drawn on its discs in place of a glyph, or
                                 an animal on its diagram faces */
    enum piece_size size;
    int face_reach;    /* <components diagram-reach>, copied here: its face
                          diagram is drawn within that many squares
                          (diagram_fold); 0: as written */
    int count;         /* per side at the start; 0 for promotion-only types */
    int side;          /* side="...": SIDE_FIRST or SIDE_SECOND for a piece of one
                          army only (count is that side's); SIDE_BOTH */
    int value;         /* points (impasse counts); -1 when not given */
    int royal;
    char *promotes;    /* ids of the pieces it may turn into, space-separated,
                          or NULL */
    struct piece *promotes_to;         /* the first of them, resolved by the
                                          loader (what a fold-over back shows), or NULL */
    struct piece **choices; int nchoices; /* all of them, in the order written */
    int compulsory;    /* promotion="compulsory": promotes on entering its zone */
    int by_capture;    /* promotion-move="capture": it promotes (and turns back) only by
                          capturing */
    int demotes;       /* demotes="yes": its promoted side turns back to it by a move
                          in its zone, as it promoted (compulsory where that is) */
    int promotion_limit; /* promotion-limit="N" on a promoted piece: nothing promotes
                            to it while its player has N of it on the board; 0: none */
    int promotes_captured; /* promotion-choice="captured": only to a piece of its
                              side that has been captured, which comes back
                              (Grand Chess) */
    int castling_partner; /* the rook's part: a castling (O) piece moves towards
                             it, and it jumps over that piece; 1 (yes): it
                             stands at the board's edge; 2 (inner): it may
                             stand anywhere on the row, the nearest counts */
    char *promotion_zone; /* promotion-zone="id", or NULL for "promotion" */
    int forced_promotion_ranks;        /* farthest ranks where it must promote */
    int no_drop_ranks;                 /* farthest ranks where it may not be dropped */
    int stuck_allowed; /* stuck="allowed": it may stand, or be dropped, where it
                          has no move (the forced-promotion and no-drop ranks
                          may then be fewer than those ranks) */
    int rotates;       /* rotation game: may be turned 90 degrees */
    int immobile;      /* moves="none": never moves once placed (a stone of
                          reversi or connect four); no tables, no diagrams */
    int back;          /* enum piece_back overriding <components back>, or -1 */
    int back_choices;  /* its back="choices" (back is then BACK_PROMOTED): the
                          back names the other choices (piece_back_choices) */
    char *confine;     /* zone id it may never leave (palace, own half), or NULL */
    struct moves *moves; int nmoves;
    struct piece_diagram *diagrams; int ndiagrams;
    int unread[MAX_SIDES]; /* its <place>s the loader reported and dropped (a square
                              not on the board, or its id misspelt): the count check
                              counts them, so that no follow-on error is added */
};

struct placement {
    int line;
    int piece;         /* index into variant.pieces */
    int side;
    int x, y;
    int promoted;      /* promoted="yes": set up showing its promoted side */
};

struct hand {
    int line;
    int side;
    int slots;         /* how many captured pieces the tray is drawn for */
};

enum piece_form { FORM_DISC, FORM_FOLD, FORM_TILE };
/* A piece's outline: SHAPE_PENTAGON is the shogi koma, folded along its base;
 * SHAPE_OCTAGON a disc cut as a regular octagon (Janggi's pieces), its flats
 * at the disc's radius, so it fills the same square as the round disc. */
enum piece_shape { SHAPE_DISC, SHAPE_SQUARE, SHAPE_PENTAGON, SHAPE_OCTAGON };
enum piece_face { FACE_GLYPH, FACE_DIAGRAM };
enum piece_back { BACK_NONE, BACK_PROMOTED, BACK_HIDDEN, BACK_OTHER_SIDE, BACK_PLAIN };

/* Emblems printed on the faces of chips (draw_extras.c). */
enum emblem { EMBLEM_BLANK, EMBLEM_SHIELD, EMBLEM_CREST, EMBLEM_CROWN, EMBLEM_STAR };

/* A component that is not a piece: a fold-over disc with an emblem on each
 * face (a shield/crest marker, a counter). */
struct chip {
    int line;
    char *id;
    int count;         /* per side (per_side) or for the whole game */
    int per_side;      /* 1: each side gets `count`, printed in its style */
    enum emblem front, back;
    char *label_front, *label_back; /* printed under the emblems, may be NULL */
    double size;       /* diameter in mm; 0: the piece size */
};

/* A fold-up paper tent standing across the board while the players set up
 * in secret. */
struct screen {
    int line;
    double width;      /* mm; 0: as wide as the board with its labels */
    double height;     /* mm: each of the two walls, ridge to foot */
    double depth;      /* mm: the base between the walls' feet */
    char *text;        /* printed on both walls, may be NULL (the game's name) */
};

struct components {
    int line;
    enum piece_form form;
    enum piece_face face;
    enum piece_back back;
    int back_choices;       /* back="choices": BACK_PROMOTED whose back also
                               names the other choices (piece_back_choices) */
    enum piece_shape shape;
    int diagram_disc;       /* a movement diagram's piece is a disc, not a
                               koma (diagram-piece, or its default) */
    struct chip *chips; int nchips;
    struct screen *screen;  /* NULL when the set has none */
    double piece_size;      /* piece-size="MM": the size of piece the
                               definition asks for (0: the layout's) */
    int pieces_grow;        /* pieces-grow="yes": from piece-size, larger
                               pieces (and cells) while the sheets hold */
    int diagram_reach;      /* diagram-reach="N": diagrams drawn within N
                               squares of the piece, a leap further out
                               numbered on its line (0: as written) */
    int cards_sheet;        /* cards="sheet": the quick-reference cards take
                               a sheet of their own where no sheet has room
                               (0: only where one has) */
    int latin;              /* latin="yes": koma print their names in Latin
                               letters under their characters */
};

/* Rules text: sections of blocks. Inline markup is kept as Pango markup. */
enum block_kind {
    BLOCK_PARA, BLOCK_ITEM,        /* paragraph; bulleted item */
    BLOCK_SETUP, BLOCK_GALLERY,    /* generated: setup diagram, piece table */
    BLOCK_LEGEND, BLOCK_ZONES,     /* generated: diagram symbol key, board key */
    BLOCK_PRINTING,                /* generated: printing and cutout guide */
    BLOCK_FIGURE,                  /* generated: <piece-figure>, pieces drawn turned or stacked */
    BLOCK_END,                     /* generated: <how-to-win>, the ways the game ends (<end>) */
    BLOCK_SAMPLE                   /* generated: <sample-setup>, a start the players may set up */
};

struct block {
    int line;
    enum block_kind kind;
    char *markup;      /* Pango markup for PARA/ITEM, else NULL */
    /* BLOCK_FIGURE: the pieces drawn (indices into variant.pieces), whose
       faces, how many orientations of each (1 to 4), stacked or in a row */
    int *fig_pieces; int nfig_pieces;
    int fig_side, fig_turns, fig_stack;
    char *fig_caption; /* optional caption (plain text), may be NULL; BLOCK_SAMPLE's too */
    /* BLOCK_SAMPLE: where the pieces that start in hand stand in this sample
       setup (the board's own placements stand as in <setup>) */
    struct placement *sample; int nsample;
};

struct section {
    int line;
    char *title;
    struct block *blocks; int nblocks;
};

/* An optional rule the players may switch on (<option>); off by default.
 * Move tables marked with its id replace the unmarked ones while it is on. */
struct option {
    int line;
    char *id;
    char *name;        /* printed name, "Hobbling" */
    char *text;        /* the explanation printed in the booklet */
    int lame_paths;    /* path-leaps="lame": while on, the diagrams' path
                          leaps ('~') are lame leaps, otherwise plain leaps */
};

#define MAX_OPTIONS 4  /* the validator proves every on/off combination */

/* Which enemy moves give the right to capture en passant (Betza e) on the
 * squares they passed over. */
enum en_passant {
    EP_UNSET,       /* no <variant en-passant>: no table may use e */
    EP_DOUBLE_STEP, /* only a first-move double step (the chess pawn) */
    EP_ANY_PASS     /* any piece passing over (Jungi's transit capture) */
};

/* ---- the end of the game, as data (<end>): each rule says when the game
 * ends and the result for the player it names, so the booklet can say it
 * and an export can hand it to an engine. ---- */
enum end_kind {
    END_CHECKMATE,  /* the player to move is in check with no legal move */
    END_STALEMATE,  /* the player to move has no legal move, not in check */
    END_BARE_KING,  /* the player has nothing left but royal pieces */
    END_EXTINCTION, /* the player has at most `count` of one of `pieces` */
    END_REACH,      /* a `pieces` piece of the player stands in `zone` */
    END_CHECKS,     /* the player has given check `count` times */
    END_REPETITION, /* the player's move made a position occur `count` times */
    END_MOVE_LIMIT, /* `count` moves each with no capture, no `pieces` move */
    END_COUNTING,   /* a named counting rule (Makruk's) ran out */
    END_CONNECT,    /* the player has `count` pieces in a line */
    END_CASTLED     /* the player castles `queenside` way (win), or can no
                       longer castle that way (loss) */
};
/* From the view of the player the rule names (the one checkmated,
 * stalemated, bared, extinct; the one who reached, checked, repeated,
 * connected). */
enum end_result { RESULT_WIN, RESULT_LOSS, RESULT_DRAW };
enum counting_rule { COUNTING_MAKRUK, COUNTING_CAMBODIAN, COUNTING_ASEAN };
/* connect: the lines that count (bits) */
enum { LINE_RANKS = 1, LINE_FILES = 2, LINE_DIAGONALS = 4 };

struct end_rule {
    int line;
    enum end_kind kind;
    enum end_result result;
    int count;           /* extinction: at most this many left (0); checks: N;
                            repetition: N-fold (3); move-limit: N moves each
                            (50); connect: N in a line; reach: N pieces (1) */
    int *pieces; int npieces; /* indices into variant.pieces: extinction's
                            types, reach's pieces, move-limit's resetting
                            pieces */
    int all_pieces;      /* extinction pieces="*": all the player's pieces together */
    int opponent_has;    /* extinction opponent-has="N": only while the other player
                            has at least N of them (0: always; Antiatomic's 1) */
    char *zone;          /* reach: the zone id, looked up for the player's side */
    int reply_draws;     /* bare-king reply="draw": the bared player may bare
                            the other royal with the next move, drawing */
    int safe;            /* reach safe="yes": only where no enemy piece could
                            capture the piece on the next move (Dobutsu's try) */
    int perpetual_check; /* repetition: the result for a player who gave
                            check with every move of the cycle, or -1 */
    enum counting_rule counting;
    int lines;           /* connect: LINE_* bits */
    int queenside;       /* castled way="queenside": towards the a-file (else the last file) */
    int sides;           /* castled side=: bit 0 the first player, bit 1 the second */
};

struct game_end {
    int line;            /* of <end>; 0 when implied */
    int given;           /* 1: the file has <end>; 0: implied (below) */
    /* without <end>: one rule, checkmate loses, when the game has a royal
       piece; none otherwise (the prose says how it ends) */
    struct end_rule *rules; int nrules;
};

/* <setup placing-rule="...">: which of the zone's empty squares a piece
 * from hand may be put on. */
enum placing_rule {
    PLACING_ANYWHERE, /* any (default) */
    PLACING_GRAVITY,  /* the bottom rank, or just above a piece: as if it fell down its file */
    PLACING_OUTFLANK, /* where it encloses enemy pieces in a line against one's own (reversi) */
    PLACING_APART,    /* never on a square sharing a side with an enemy piece (snort) */
};

/* <variant flip="...">: which enemy pieces change sides (are turned over)
 * after a piece is placed or moves. */
enum flip_rule {
    FLIP_NONE,
    FLIP_LINES,  /* those in an unbroken line between it and one's own piece (reversi) */
    FLIP_AROUND_LINKED, /* those on the 8 squares around where it lands, after a move, or
                           after a placing beside one's own piece (quadwrangle) */
};

struct variant {
    char *file;        /* path it was loaded from, for messages */
    int line;
    char *id, *name, *subtitle;
    /* the cover's facts, each optional: "2", "11+", "30-120 min", and the
       small-parts warning */
    char *players, *age, *playing_time, *warning;
    char *turn;             /* turn="...": a turn in brief, at the head of each
                               quick-reference card; may be NULL */
    char *value_label;      /* value-label="at impasse": what the gallery's
                               "5 points" count for; may be NULL */
    char *lang;        /* language tag of the printed text ("ja"), or NULL */
    int drops;         /* captured pieces return to play from hand */
    int first_to_move; /* SIDE_FIRST or SIDE_SECOND */
    enum en_passant en_passant;
    int drop_promoted; /* drop-promoted="yes": a piece with a promoted side may be
                          dropped either side up */
    int must_capture;  /* must-capture="yes": a player who can capture must */
    int opposite_castling; /* opposite-castling="yes": no castling towards the side of
                              the board where the other player has castled */
    int flip;          /* flip=: enum flip_rule */
    struct side sides[MAX_SIDES];
    struct board board;
    struct components components;
    struct piece *pieces; int npieces;
    struct placement *setup; int nsetup;
    int royals_offset; /* <setup royals="offset">: royal pieces not on one file, on purpose */
    /* pieces that start the game in their side's hand (<place in="hand">);
       x and y are -1. Kept apart from `setup`, which holds board squares. */
    struct placement *start_hand; int nstart_hand;
    /* <setup free-placement="zone">: before play, the side places the pieces
       it holds in hand (start_hand) on empty squares of that zone (its own
       zone of that id); NULL: they are spares, or in hand for drops */
    char *free_zone[MAX_SIDES];
    int free_line[MAX_SIDES];
    int free_at_once;  /* placing="at-once": both sides place together, unseen
                          (Sittuyin); else in turns, one piece at a time */
    int free_side_after_side; /* placing="side-after-side": the side that
                                 moves first places all its pieces, then the
                                 other all of its, in view of them (Sittuyin) */
    int free_during_play; /* placing="during-play": a reserve, not a setup
                             phase: a player may place one instead of any move */
    int free_rule;     /* placing-rule=: which empty squares of the zone take a
                          piece (enum placing_rule) */
    struct hand *hands; int nhands;
    struct section *rules; int nrules;
    char **notes; int nnotes; /* reconstruction notes, printed in the booklet */
    /* notes for whoever renders the set (<note audience="designer">),
       printed in the booklet's "For designers" appendix */
    char **designer_notes; int ndesigner_notes;
    struct option *options; int noptions; /* optional rules, all off by default */
    int unknown_placed; /* <place>s of an unknown piece, reported: a piece
                           placed too few times may be one of them */
    struct game_end end;  /* how the game is won, lost or drawn */
};

void variant_free(struct variant *v);
int variant_find_piece(const struct variant *v, const char *id);
/* The en-passant traits of all move tables together (bit 1: an e capture,
 * bit 2: a first-move double step; betza_en_passant_traits), and the first
 * table with an e capture and its piece (NULL when none). */
unsigned variant_en_passant_traits(const struct variant *v, const struct piece **who,
                                   const struct moves **table);
/* The first rule of that kind in v->end, or NULL. */
const struct end_rule *variant_end_rule(const struct variant *v, enum end_kind kind);
/* A piece's back: its own back="..." or else <components back>. */
enum piece_back piece_back_of(const struct variant *v, const struct piece *p);
/* Does piece (a promoted form) stand on the board at the start, as the back
 * of a piece set up turned over (<place promoted="yes">)? */
int piece_starts_turned(const struct variant *v, int piece);
/* Does p's printed back name the other pieces it may promote to: its back
 * (or <components>' when it has none) is back="choices" and it promotes to
 * one of several? The back shows the first, as back="promoted" does, and
 * the others at its foot, for which the piece is exchanged. */
int piece_back_choices(const struct variant *v, const struct piece *p);
/* A square fold-over piece or tile with back="none": a single-sided card,
 * its face alone, with no fold and no back (Makruk's pieces that never
 * promote). A disc is single-sided anyway; a koma always has its back. */
int piece_single_card(const struct variant *v, const struct piece *p);
/* How many of piece p side s has at the start: its count, or 0 when the
 * piece belongs to the other side's army only (side="..."). */
int piece_count(const struct piece *p, int side);
/* Of those, how many are spares: more than the setup places (on the board,
 * or in hand to place freely), such as Chess's second Queen, waiting for a
 * promotion; 0 in a game with drops, or for a piece the setup never places
 * (one that only a promotion brings). */
int piece_spares(const struct variant *v, int piece, int side);
/* Are the two sides' pieces one kind of piece, printed alike (a drop game
 * whose sides print in the same style and colour and whose every piece is
 * both sides'): a captured piece changes sides, so each printed army is
 * either player's (the component sheets say so, not whose it is). */
int variant_pieces_either_side(const struct variant *v);
/* The orientations a piece may take: 4 when it rotates, else 1. */
int piece_orientations(const struct piece *p);
/* Is square (x, y) in zone z? */
int variant_zone_has(const struct zone *z, int x, int y);
/* The zone with this id for the given side (or a zone for both sides). */
const struct zone *variant_find_zone(const struct variant *v, const char *id, int side);
/* "; did you mean 'rook'?" when a piece, zone or option id is close to
 * `id` (an unknown reference), else ""; written into buf (64 bytes do). */
/* The piece whose id is nearest to a misspelt `id` (one or two edits), or -1. */
int variant_closest_piece(const struct variant *v, const char *id);
const char *variant_suggest_piece(const struct variant *v, const char *id, char *buf, size_t len);
const char *variant_suggest_zone(const struct variant *v, const char *id, char *buf, size_t len);
const char *variant_suggest_option(const struct variant *v, const char *id, char *buf, size_t len);
/* A piece's size as a share of the set's piece size, by its size class:
 * discs 1, 0.86, 0.74; fold-over pieces 1, 0.93, 0.86 (a koma's base stays
 * on the fold). */
double piece_size_scale(const struct variant *v, const struct piece *p);
/* The diagram a face of p shows: its diagram for everywhere, the moves it
 * has only in a zone merged in, framed (diagram_overlay). Returns it; what
 * *merged holds must be freed with diagram_free. The composer lays a face
 * out around it and draw/ draws it. */
const struct diagram *piece_face_diagram(const struct piece *p, struct diagram *merged);
/* The glyph a face of p shows for side: its own, else the other side's;
 * NULL when it has none. */
const char *piece_face_glyph(const struct piece *p, int side);
/* Name of a square as written in definitions ("e1"); buf holds >= 32 bytes. */
void variant_square_name(const struct variant *v, int x, int y, char *buf, size_t len);

/* ---- the page layout: page geometry and print settings, loaded from
 * layouts/<name>.xml (load/layout.c). All lengths in millimetres. Defaults
 * live in the layout file, not in code. ---- */
/* The ruler's end labels, centred on its end ticks, reach this far (mm)
 * past its scale: rulers are placed this far inside the margin. */
#define RULER_PAD 2.0

#define LAYOUT_MAX_FONTS 16

/* One font family the layout relies on, for one language (a BCP 47 tag
 * such as "en", "zh", "ja", "ko", "th"). `package` is the Debian package
 * that installs it, named in the error when the family is missing. */
struct layout_font {
    int line;
    char *lang, *family, *package;
};

struct layout {
    char *file;
    char *name;
    double paper_w, paper_h;   /* portrait */
    double margin;             /* no ink closer than this to the paper edge */
    double ruler;              /* length of the calibration ruler, 0 for none */
    double cut_width;          /* solid cut lines */
    double fold_width;         /* dotted fold lines */
    double fold_dash;          /* length of a fold line's dash and gap */
    double cell;               /* preferred board cell (or point spacing) */
    double min_cell;           /* smallest cell kept on a one-page board */
    double tile_overlap;       /* glue flap carried by a board tile */
    double label_band;         /* room for coordinates around the board */
    double piece_fill;         /* piece size as a fraction of the cell */
    double fold_gap;           /* distance between the fold line and the art */
    double gutter;             /* space between cut pieces on a sheet */
    int disc_square;           /* disc-cut="square": each disc on a square tile,
                                  the tiles sharing straight cut lines (a trimmer) */
    int crop_marks;            /* <trim crop-marks="yes">: marks outside the trim */
    double bleed;              /* <trim bleed>: art that reaches a cut runs this
                                  far past it (0: none); component sheets only */
    double font_size;          /* booklet body text, in points */
    struct layout_font *fonts; /* <font> elements in file order; fonts[0] sets */
    int nfonts;                /* Latin text, digits and symbols */
    /* Chosen for one definition by layout_choose_language: */
    char *lang;                /* its language tag ("ja"), or NULL */
    char *families;            /* Pango family list: fonts[0], the language's
                                  font, then the others in file order */
    char *glyph_family;        /* the family for glyphs on disc faces */
    int booklet_a5;            /* set by `render --booklet a5`, never by the
                                  file: this is the A5 page of a booklet
                                  imposed on A4 sheets (write/impose.c) */
};

#endif
