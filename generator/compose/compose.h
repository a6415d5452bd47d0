/* compose.h: the composer, pure page geometry in millimetres. It turns a
 * variant and a layout into documents made of pages of placed items
 * (document.h: the display list draw/ and write/ follow), deciding
 * everything they paint: place, text, sizes, faces and their names. Board
 * tiling, piece sheets and the booklet's flow are plain geometry (no
 * cairo: text is measured through text/) so that tests can check them.
 *
 * Composing does not fail: allocation aborts (base.h), and what cannot fit
 * is refused before composing (compose_set runs every such check). */
#ifndef PNPGEN_COMPOSE_H
#define PNPGEN_COMPOSE_H

#include "base/base.h"
#include "model/model.h"
#include "text/text.h"
#include "compose/document.h"
#include "compose/sizes.h"


/* The board's geometry: every tile, decided from the layout alone. */
struct board_plan {
    double cell;
    double face;            /* the pieces' size where the board grew around
                               them (grow_into_room), else 0: cell * fill */
    int landscape;          /* the board's pages lie on their side */
    int turned;             /* one upright page, the board on it a quarter
                               turn (its tile's turned): a board wider than
                               tall, larger so than on either page */
    int cols, rows;
    struct tile *tiles;     /* cols * rows, row-major from the lower left */
    int ntiles;
};

int plan_board(const struct variant *v, const struct layout *lo, struct board_plan *out);
/* The same at a cell of `want` mm (where the page holds it) rather than the
 * preferred one: the definition's piece-size="MM" over the piece fill, else
 * the layout's cell. */
int plan_board_cell(const struct variant *v, const struct layout *lo, double want,
                    struct board_plan *out);
double plan_preferred_cell(const struct variant *v, const struct layout *lo);
/* The cut outline of a tile as a closed polygon in page coordinates (at
 * most 12 points); returns the number of points. */
int plan_tile_outline(const struct tile *t, const struct layout *lo, double pts[][2]);
void plan_board_free(struct board_plan *bp);
/* The whole board as one tile of the given cell size, coordinates on every
 * edge and no flaps, its outer top-left corner at (0, 0): for pictures of
 * the board (the booklet's setup diagram and cover). */
void plan_whole_board_tile(const struct variant *v, const struct layout *lo, double cell,
                           struct tile *t);

/* The faces a piece of `side` prints, front and back, as its own back="..."
 * or <components back> says (compose_sheets.c). The one place that
 * decides what the back of a piece shows. */
void compose_piece_faces(const struct variant *v, int piece, int side, struct face *front,
                         struct face *back);

/* Piece face size for this variant and layout (square faces; discs use w). */
/* The share of a square a piece fills: the layout's, a disc on squares
 * at most DISC_SQUARE_FILL (compose_board.c). */
double compose_piece_fill(const struct variant *v, const struct layout *lo);
double compose_piece_face_size(const struct variant *v, const struct layout *lo, const struct board_plan *bp);
/* Do a piece (a fold-over strip or a disc) and a hand's slot fit the
 * printable area of a page? Returns 0, or -1 with the height in mm that
 * does not fit in *need (render refuses the set: pieces are never left
 * out silently). */
int compose_pieces_fit(const struct variant *v, const struct layout *lo,
                    const struct board_plan *bp, double *need);
/* 0 when the set has no screen or a part of it fits a sheet; else -1,
 * *need and *room the heights in mm (a screen's walls and base cannot be
 * split: render refuses the set). */
int compose_screen_fits(const struct variant *v, const struct layout *lo,
                        const struct board_plan *bp, double *need, double *room);

/* The composer's entry point (compose_set.c), what pnpgen, the bench and
 * the fuzzer call: it first proves that the set fits lo's paper (the
 * board, every piece and hand slot, the screen, every face name and
 * gallery caption), reporting each misfit through r (whose file is the
 * definition's) as `file:line: error: message`; then it composes the
 * component sheets and, when booklet_lo is not NULL, the booklet on
 * booklet_lo's pages and the designers' document on lo's. Returns 0, or -1 after the errors with nothing to
 * free. */
struct composed {
    struct board_plan board;
    struct document components;
    struct document booklet;    /* empty without booklet_lo */
    struct document design;     /* <id>-design.pdf; likewise */
};
int compose_set(const struct variant *v, const struct layout *lo, const struct layout *booklet_lo,
                struct composed *out, struct report *r);
void compose_set_free(struct composed *c);
/* How v prints (struct look, look.h): what every document of it
 * carries, and what a face drawn outside a document is drawn in; release
 * it with compose_look_free (document_free does, for a document's). */
void compose_look(const struct variant *v, struct look *lk);
void compose_look_free(struct look *lk);
/* Only the checks, for `pnpgen validate`: 0, or -1 after the errors. */
int compose_set_check(const struct variant *v, const struct layout *lo, struct report *r);

/* Components: board tiles, piece sheets, hands, then the extras. */
void compose_components(const struct variant *v, const struct layout *lo,
                        const struct board_plan *bp, struct document *doc);
/* How many of a component document's pages print pieces of `side`, and the
 * most of that over the sides: the sheets a player cuts one army from. */
int compose_army_sheets(const struct document *doc, int side);
int compose_army_sheets_most(const struct document *doc);
/* Geometry of a fold-over chip of diameter d: the distance between the two
 * discs' centres (they overlap, so the fold is a short flat edge). */
double plan_chip_centre_distance(double d);
/* The screen's geometry in mm: total width, each part's width, and the
 * heights of its bands (glue flap, base, wall, wall). */
struct screen_plan {
    double width;        /* whole screen */
    int parts;           /* pieces it is printed in, joined by side flaps */
    double part_w;       /* one part, without its side flap */
    double side_flap;    /* joins a part to the next */
    double flap, base, wall;
};
void plan_screen(const struct variant *v, const struct layout *lo,
                 const struct board_plan *bp, double max_w, struct screen_plan *out);


/* The rows and columns of a diagram that hold its moves (compose_face.c):
 * rows row0 .. row0+rows-1 (forward rows only as far as the moves go, back
 * rows likewise), columns col0 .. col0+cols-1, symmetric about the piece. */
void compose_diagram_extent(const struct diagram *d, int *row0, int *rows, int *col0, int *cols);
void plan_fold_face(double face, const struct diagram *d, struct face_plan *fp);
/* The same with the name on `lines` lines (1 or 2): two take a band of two
 * lines of at least MIN_TEXT_PT (sizes.h: NAME_LINE). */
void plan_fold_face_lines(double face, const struct diagram *d, int lines, struct face_plan *fp);
/* A face laid out by plan_fold_face_lines, for a piece that wears an
 * animal (figure="lion" ...; plan_face_ring.c): the animal large in the
 * diagram's room, the marks of the eight squares round it in a ring of
 * cells no smaller than MIN_CELL_MM; any other piece's face is left as it
 * was laid out. */
void plan_face_ring(const struct diagram *d, enum piece_figure fig, struct face_plan *fp);
/* The shogi koma's pentagon, w wide and h tall, in face coordinates
 * (centred, forward up): the point, the right shoulder, the right and left
 * corners of the base, the left shoulder. The printed face and its cut
 * line both follow these points (sizes.h: KOMA_*). */
void plan_koma_outline(double w, double h, double pts[5][2]);
/* The arrow box's width in a band of height tb, and the room the name has
 * in a fold face's band (from *x0), clear of the arrow box and a crown. */
double plan_arrow_tab_width(double tb, int promoted);
/* Do a drop game's alike square fold-overs show their owner by a solid
 * band along the forward edge (compose_face.c)? */
int compose_fold_points_owner(const struct variant *v);
/* Are the promoted sides' names printed hollow, a promoted form sharing
 * its name with a piece that starts the game (compose_face.c)? */
int compose_promoted_names_hollow(const struct variant *v);
/* The piece that starts the game and moves as royal piece p does, not
 * royal itself (Jungi's Queen, as its King), else NULL: p's faces are then
 * framed (struct face royal_frame). */
const struct piece *compose_royal_lookalike(const struct variant *v, const struct piece *p);
/* The pieces sheets' sentence on that frame (" The King's face has a thick
 * black frame: ..."; malloc'd), NULL where no face has one. */
char *compose_royal_frame_words(const struct variant *v);
double plan_fold_name_room(const struct face_plan *fp, int promoted, int royal, double *x0);
/* A move-grid tile face of S mm (rotation game): the art square u inside
 * the margin, the frame's width fw (the dark side's is wider), the forward
 * band and the grid's side gu; plan_tile_face_cell is one cell of it. */
void plan_tile_geometry(const struct piece *p, int filled, double S, double *u, double *fw,
                        double *band, double *gu);
double plan_tile_face_cell(const struct piece *p, int filled, double S);

/* A face's name (compose_face.c). The full name when it fits its room at
 * the face's name size, shrunk no further than MIN_TEXT_PT; else the
 * definition's designed short name likewise. Returns 0 with *label (a
 * string of the variant) and *pt, or -1 when neither fits (*label and *pt
 * are then the one that fits larger and the size it fits at, which is
 * printed). */
int compose_face_name_choice(const struct layout *lo, const struct piece *p, double base_pt,
                             double room, const char **label, double *pt);
/* The same for a fold-over face of `face` mm (promoted: its arrow box holds
 * a plus sign too), and for a move-grid tile's centre cell of `cell` mm,
 * where a name that fits on one line only under MIN_TEXT_PT goes on two
 * lines if it prints larger so: a name of several words broken at a space,
 * one word at a syllable with a hyphen (*brk as text_two_lines takes it;
 * 0: one line). */
int compose_fold_face_name(const struct layout *lo, const struct piece *p, double face,
                           int promoted, const char **label, double *pt, int *brk);
int compose_tile_face_name(const struct layout *lo, const struct piece *p, double cell,
                           const char **label, double *pt, int *brk);
/* compose_fold_face_name as the set prints it: where the faces' picture
 * is a glyph (the name band only a help), one piece's face that needs its
 * short name makes every piece with a short name use it, so that the set's
 * labels read alike (Makruk printed "Met (Queen)" beside plain "Khun");
 * where the faces' picture is the diagram, every name at the least size
 * any of them takes at face, where that is MIN_TEXT_PT or more. */
int compose_set_fold_face_name(const struct variant *v, const struct layout *lo,
                               const struct piece *p, double face, int promoted,
                               const char **label, double *pt, int *brk);
/* Is a fold-over face of p printed: its front (promoted 0) when it starts
 * on the board, its promoted face (1) when it is the back of such a piece? */
int compose_fold_face_shown(const struct variant *v, const struct piece *p, int promoted);
/* Are a side's fold-over faces black to their cut lines (the dark side of
 * fold-over glyph faces: Makruk), not inside SIDE_MARK_INSET? */
int compose_fold_ground_full(const struct variant *v, int side);
/* Before anything is composed: every name the set's faces of `face` mm
 * print fits at MIN_TEXT_PT or more; else a warning naming the piece at its
 * line, through r, with the fix (it is printed at the size that fits), and
 * under MIN_PRINTED_PT an error. Returns the number of errors. */
int compose_face_names_check(const struct variant *v, const struct layout *lo, double face,
                             struct report *r);
/* The smallest size any of those names prints at (a large number: none),
 * no one-word name broken with a hyphen: where a larger piece prints it
 * whole, the set grows its pieces first (compose_set.c). */
double compose_face_names_min_pt(const struct variant *v, const struct layout *lo, double face);
/* Before anything is composed: every diagram caption the booklet's gallery
 * prints under its diagram (one line, as wide as the diagram) fits at
 * MIN_TEXT_PT or more; else a warning naming the piece at the diagram's
 * line, with the fix, and under MIN_PRINTED_PT an error. Returns the number
 * of errors. */
int compose_gallery_captions_check(const struct variant *v, const struct layout *lo,
                                   struct report *r);
/* Decides the name a placed face prints (f->label, f->label_pt) for a face
 * of `face` mm (nothing for faces that print no name), and whether it is a
 * move-grid tile (f->grid). Every face placed in a document is decided so. */
void compose_face_label(const struct variant *v, const struct layout *lo, double face,
                        struct face *f);

/* Can a tile print this diagram as its face (compose_face.c)? A 3 x 3 grid
 * of steps and slides that move and capture only: the rotation game's. */
int compose_tile_grid_drawable(const struct diagram *d);

/* A quick-reference card (compose_pack.c places it, draw_refcard.c draws
 * it): its height for this set and card width, and its rows (the piece
 * types that start on the board, in definition order). */
/* (compose_refcard.c) A row's height on a card card_w mm wide, the card's,
 * and a piece's words on side's card (malloc'd, plain text), at a level:
 * with the moves of each promoted form that is only a back (REFCARD_RICH),
 * those in rows as low as two lines of 7 pt words (REFCARD_RICH_COMPACT:
 * what a piece becomes matters more than the size of the words), without
 * them (REFCARD_FULL, REFCARD_COMPACT), and last without where a piece
 * must promote, which the board's zone marks show (REFCARD_BRIEF): the
 * first level a page has room for (item->cols). */
enum { REFCARD_RICH, REFCARD_RICH_COMPACT, REFCARD_FULL, REFCARD_COMPACT, REFCARD_BRIEF };
#define refcard_rich(level) ((level) <= REFCARD_RICH_COMPACT)
#define refcard_compact(level) ((level) == REFCARD_RICH_COMPACT || (level) >= REFCARD_COMPACT)
/* diagrams: the rows of a glyph set show their diagrams too
 * (compose_refcard_side_diagram), where the page has room for them: 2 and
 * their promoted backs' (compose_refcard_back), 1 their own, 0 none. */
double compose_refcard_row_height(const struct layout *lo, const struct variant *v,
                                  const struct piece *p, double card_w, int level, int diagrams);
double compose_refcard_height(const struct layout *lo, const struct variant *v, double card_w,
                              int level, int diagrams);
/* A height the card at that level is never lower than (its rows before
 * their words), for ruling a level out without laying out its words. */
double compose_refcard_least_height(const struct layout *lo, const struct variant *v,
                                    double card_w, int level, int diagrams);
/* A wide card's height (item_refcard columns 2: card_w the whole card's,
 * its rows in two columns), as compose_refcard_height (words 1) or
 * compose_refcard_least_height (words 0) give a card's of one column. */
double compose_refcard_wide_height(const struct layout *lo, const struct variant *v,
                                   double card_w, int level, int diagrams, int words);
char *compose_refcard_words(const struct variant *v, const struct piece *p, int side, int level);
/* A row's text as markup: the piece's name over its words, both scaled by
 * k (1: REFCARD_NAME_PT and the words' own size); with diagrams (a card
 * of a glyph set that has room for them), the name is followed by the
 * characters of its promoted back, as the player will see them on the
 * board. malloc'd. */
char *compose_refcard_row_markup(const struct layout *lo, const struct variant *v,
                                 const struct piece *p, int side, int diagrams, const char *words,
                                 double k);
/* A card row of a glyph set shows the piece's movement diagram too, at its
 * right end, cropped, in cells of MIN_CELL_MM (a beginner who cannot read
 * the characters reads the moves): 1 when it does, and its columns and rows. */
/* The diagram a piece's card row shows: a piece confined to a zone with a
 * diagram of its own there, that one (Janggi's General and Guard: the
 * palace's, with its diagonals); else its first; NULL: none. */
const struct diagram *compose_refcard_grid(const struct piece *p);
int compose_refcard_side_diagram(const struct variant *v, const struct piece *p, int diagrams,
                                 int *cols, int *rows);
/* The promoted side a card row shows beside the piece's diagram, in
 * cells of the same size, under its characters (a beginner who cannot
 * read 龍王 sees how it moves): the form p turns into, where it exists
 * only as p's back and no piece on the card moves as it does (Shogi's
 * promoted Silver moves as the Gold: the Gold's row names its characters
 * instead, compose_refcard_alike); else NULL. */
const struct piece *compose_refcard_back(const struct variant *v, const struct piece *p,
                                         int diagrams); /* diagrams 2 */
/* The form p turns into that exists only as its back (a koma's promoted
 * side), or NULL. */
const struct piece *compose_refcard_back_only(const struct piece *p);
/* The Latin name printed beside a promoted side's characters `glyph`,
 * unbroken (spaces no-break), malloc'd; or NULL (no name, the name is the
 * characters, or a koma set's card). */
char *compose_refcard_latin(const struct variant *v, const struct piece *to,
                                  const char *glyph);
/* The markup a row's name is followed by: "same moves:" and the characters
 * of each back of side's army that moves as p (compose_refcard_alike), with
 * its Latin name, at the name's size times k; "" when none. malloc'd. */
char *compose_refcard_alike_markup(const struct layout *lo, const struct variant *v,
                                   const struct piece *p, int side, double k);
/* The diagram a card row shows beside the piece's own where the piece
 * moves otherwise in a zone it may leave (Xiangqi's Soldier across the
 * river, Janggi's Chariot from a palace corner), in the same cells, at
 * diagrams 2, where no promoted back is shown; else NULL. */
const struct diagram *compose_refcard_zone(const struct variant *v, const struct piece *p,
                                          int diagrams);
/* Whether any row of the set's cards has a back or a zone's diagram to
 * show at diagrams 2. */
int compose_refcard_backs(const struct variant *v);
/* The piece that starts on the board and moves as p's promoted back does
 * (Shogi's Gold for the promoted Silver, Knight, Lance and Pawn), or NULL. */
const struct piece *compose_refcard_alike(const struct variant *v, const struct piece *p);
/* The card's header (malloc'd markup) and the band above its rows, as
 * tall as the longer side's header wraps (at least REFCARD_HEAD). */
char *compose_refcard_header(const struct variant *v, int side); /* side -1: a shared card */
double compose_refcard_head(const struct layout *lo, const struct variant *v, double card_w);
/* Does every row of card still hold its words at their own size beside
 * its picture enlarged k times? A narrow card's pictures, grown, left its
 * words a column too narrow for them (Tori Shogi's cards on A5). */
int compose_refcard_holds_scaled(const struct layout *lo, const struct variant *v,
                                 const struct item *card, double k);
/* Decides everything a placed card prints (header, rows, pictures, words
 * and their size), once its place and scale are final. */
void compose_refcard_resolve(const struct layout *lo, const struct variant *v, struct item *it);

/* Where the front and the back face of a fold piece (ITEM_FOLD) are printed:
 * the front below the fold, upright, its forward edge on the fold; the back
 * above it, turned 180 degrees about the centre of the fold line. */
void compose_fold_face_matrix(const struct item *it, int back, struct affine *m);
void affine_apply(const struct affine *m, double x, double y, double *px, double *py);


/* The rules booklet (booklet.c flows it, booklet_legend.c measures the key
 * of diagram symbols). `components` is the already composed component
 * document: the printing guide lists its pages. */
void compose_booklet(const struct variant *v, const struct layout *lo,
                     const struct board_plan *bp, const struct document *components,
                     struct document *doc);

/* The designers' document, <id>-design.pdf (design.c): the command, the
 * definition's notes for designers, every piece's move tables with its
 * diagrams and the validator's verdict on each. */
void compose_design(const struct variant *v, const struct layout *lo, struct document *doc);


/* A hand tray's header (markup, malloc'd) and the band it takes at the
 * top of a tray w mm wide, where the slots start (compose_sheets.c, compose_resolve.c). */
char *compose_hand_header(const struct variant *v, int side);
double compose_hand_header_band(const struct layout *lo, const char *markup, double w);


/* A <piece-figure> face's caption (markup, malloc'd): the turn's words, or
 * the piece's name (booklet_figure.c). */
char *compose_figure_label(const struct variant *v, const struct block *b, int i);

/* A short code for a piece: its abbr="..." when given, else one made from
 * its name ("K", "Kr", "RHS"), unique among the pieces of the starting set;
 * buf holds at least 16 bytes (booklet_codes.c). */
void compose_piece_abbreviation(const struct variant *v, int piece, char *buf, size_t len);
/* Every piece's code at once (free it): a setup picture asks for each of
 * its pieces' (Chu Shogi: 92 asks, each deciding the codes before it). */
#define PIECE_CODE_LEN 64
char (*compose_piece_codes(const struct variant *v))[PIECE_CODE_LEN];
/* Does the setup diagram show this piece by its code (a fold-over piece
 * whose face is a diagram too small to read, or a face-down piece)? */
int compose_setup_uses_code(const struct variant *v, int piece);
/* The size (pt, before the picture's scale) at which every piece a setup
 * picture draws as a token of side `token` mm prints its name on one line
 * (compose_setup.c): SETUP_NAME_ROOM of the token wide, SETUP_NAME_EM of
 * it high at the most. */
double compose_setup_names_pt(const struct variant *v, const struct layout *lo, double token);
/* The whole board's size in mm with its coordinate bands, at that cell. */
void compose_whole_board_size(const struct variant *v, const struct layout *lo, double cell,
                              double *w, double *h);

/* The gallery, one entry per physical piece (booklet_gallery.c): entries a
 * row in a text column `width` mm wide (1, or 2 where the faces show the
 * moves and two entries fit) and the face size. Each
 * entry is an ITEM_GALLERY_ROW of its own column's width holding its front
 * and back faces, the labels under them (cols = 1 when the faces' labels
 * are "front" and "back: ...", 0 for the two sides' discs) and its words as
 * markup: beside the pictures (rows = 0) or under them, the pictures in
 * one row (rows = 1) or the diagrams in a second row (rows = 2). */
int compose_gallery_columns(const struct variant *v, const struct layout *lo, double width);
double compose_gallery_face(const struct variant *v);
/* compose_gallery_face grown, 0.5 mm a step and GALLERY_FACE_GROW at most,
 * until the diagram faces of piece (< 0: every piece) name it in full at
 * MIN_TEXT_PT with cells of GALLERY_CELL_MM (Chu Seireigi's gallery
 * printed "Heav. Horse" and "Treach. Fox", issue 30): the size the
 * gallery draws that piece's entry at. Grown for the set's every piece,
 * the gallery took Chu Seireigi's booklet from 6 pages to 8. */
double compose_gallery_face_named(const struct variant *v, const struct layout *lo, int piece);
/* The box of an entry's diagram: the face's size, or larger for a lone grid
 * larger than the set's others, whose cells are then theirs (gallery_diagrams.c). */
double compose_gallery_box(const struct variant *v, const struct piece *p);
/* The diagrams an entry draws beside its faces, at most 2: the piece's own,
 * then, where its printed back is the piece it promotes to and there is
 * room, that piece's first diagram (Tori shogi's Eagle on the Falcon's
 * entry). Fills out[] and caps[]: NULL for the piece's own, the back's short
 * name (else its name) for the back's. */
int compose_gallery_diagrams(const struct variant *v, const struct piece *p,
                             const struct piece_diagram *out[2], const char *caps[2]);
/* The name of the one kind of piece the King castles with (Chess's Rook),
 * or NULL when none or several. */
const char *compose_castling_partner(const struct variant *v);
/* A piece's moves in words, everywhere (zone NULL) or in a zone, with the
 * options of the bit set on, in the variant's words (struct move_words): on
 * a board of points (Xiangqi, Janggi) they step to points, not squares. */
void compose_moves_words(const struct variant *v, const struct piece *p, const char *zone,
                         unsigned options, char *out, size_t len);
/* Between these two the words of compose_moves_words are worked out once
 * for each question about v, which must not change meanwhile
 * (moves_words.c; compose_set holds them around its composing). */
void compose_words_memo_begin(const struct variant *v);
void compose_words_memo_end(void);
/* Likewise the one size a diagram set's face names print at
 * (compose_face_name.c; compose_set holds it too). */
void compose_names_memo_begin(const struct variant *v);
void compose_names_memo_end(void);
/* Meanwhile a height measured for (lo, p, w, a, b) of v's pieces, kept
 * and found again (the cards' rows, weighed in every try of the board's
 * and the cards' sizes: Minishogi's 38M of 266M); get answers 1 and *h. */
int compose_height_memo_get(const struct layout *lo, const struct variant *v, const struct piece *p,
                            double w, int a, int b, double *h);
void compose_height_memo_put(const struct layout *lo, const struct variant *v,
                             const struct piece *p, double w, int a, int b, double h);
/* Meanwhile the piece a royal piece of v moves as (compose_royal_lookalike:
 * Chu Shogi asked 4,140 times, each comparing the moves of every piece,
 * 124M of its 1,973M instructions); get answers 1 and *like (NULL: none). */
int compose_lookalike_memo_get(const struct variant *v, const struct piece *p,
                               const struct piece **like);
void compose_lookalike_memo_put(const struct variant *v, const struct piece *p,
                                const struct piece *like);
/* Meanwhile the least height a card's row of piece p needs for its
 * diagrams (compose_refcard.c's row_least without its level's floor:
 * asked for every piece in each card size tried, Chu Shogi's 77,280
 * askings cost 45M); get answers 1 and *need. */
int compose_row_need_memo_get(const struct variant *v, const struct piece *p, int diagrams,
                              double *need);
void compose_row_need_memo_put(const struct variant *v, const struct piece *p, int diagrams,
                               double need);
/* A move set of piece p in the variant's words (compose_moves_words'
 * words). */
struct moveset;
void compose_moveset_words(const struct variant *v, const struct piece *p,
                           const struct moveset *ms, char *out, size_t len);
/* A piece's moves in a zone or option state as what changes from its plain
 * moves: "also jumps three squares straight forward." where it only gains
 * some, "'Jumps two squares diagonally' becomes 'Goes, ...'; its other
 * moves stay." where some change, else in full (compose_moves_words). */
void compose_moves_beyond(const struct variant *v, const struct piece *p, const char *zone,
                          unsigned options, char *out, size_t len);
/* The pieces that start in hand, beside the setup picture: how many
 * columns (0: none). 1: one column shared, the first side's from the
 * bottom, the second's from the top; else cols[s] columns for side s, the
 * first side's left, `rows` pieces to a column with a row to spare for the
 * heading. compose_start_hand_width: their width, 1.3 cells a column. */
int compose_start_hand_columns(const struct variant *v, int cols[MAX_SIDES], int *rows);
double compose_start_hand_width(const struct variant *v, double cell);
/* Whether each side's pieces placed before play stand in a row along its
 * own edge of the setup picture instead (both sides place before play, and
 * a row of the board's width holds each side's); compose_start_hand_band:
 * the height each such row and its heading add above or below the board
 * (0: none). compose_setup_picture_size: the setup picture's size, the
 * board's (compose_whole_board_size) with the hands' columns or rows. */
int compose_start_hand_rows(const struct variant *v);
double compose_start_hand_band(const struct variant *v, double cell);
void compose_setup_picture_size(const struct variant *v, const struct layout *lo, double cell,
                                double *w, double *h);
/* One rule of <end> as a sentence of the booklet (Pango markup, malloc'd). */
char *compose_end_words(const struct variant *v, const struct end_rule *e);
/* A zone in the players' words (its name, else its id). */
const char *compose_zone_words(const struct variant *v, const char *id);
/* A zone's squares by name, "d5, e5, c6" (malloc'd; NULL where it has none). */
char *compose_zone_squares(const struct variant *v, const struct zone *z);
/* What a piece does in a zone, as the gallery and the cards say it: `where`
 * (malloc'd, capitalised: the zone's diagram caption, else "Along the
 * diagonal lines of its palace" for moves along a palace's lines, else, on
 * side's card, the zone's label for that side, else the zone's words) and
 * its moves there in words, lower case after the where's colon (along
 * lines: the lines' own moves only). */
char *compose_zone_moves(const struct variant *v, const struct piece *p, const char *zone,
                         int side, char *moves, size_t len);
/* Where a piece that must promote does so, in words: "on reaching the last
 * rank", "the last 3 ranks", "its 6th rank" (whole ranks at or short of the
 * far edge, counted from its own side), else "on entering its promotion
 * zone". malloc'd. */
/* The gallery's words for a piece promoting only to a captured piece
 * where a rules section "Promotion" after the gallery tells it; else NULL
 * (booklet_promotion.c). */
char *compose_promotion_see_below(const struct variant *v, const struct piece *p);
char *compose_promotion_where(const struct variant *v, const struct piece *p);
/* Where a piece that may promote does so, where the words hold in every
 * game: "on any move that ends in the last 3 ranks" for a piece that never
 * moves back (so never leaves a zone at the far end); else NULL. malloc'd. */
char *compose_optional_promotion_where(const struct variant *v, const struct piece *p);
/* "Must promote on the last rank." ("... last 3 ranks."): where an optional
 * promotion is forced, said by the gallery and the cards; "May stay on the
 * last rank, where it cannot move." where stuck="allowed" leaves it there;
 * NULL where neither is. malloc'd. */
char *compose_forced_promotion_words(const struct variant *v, const struct piece *p);
/* "On rank 8 or 9 it may promote, on rank 10 it must: ..." for promotion
 * only to a captured piece, forced on the last ranks; NULL otherwise. */
char *compose_captured_promotion_words(const struct variant *v, const struct piece *p);
/* p's promotion rules the gallery and the cards add, in plain text (not
 * markup): how its promoted side turns back ("Its back, the Rook, must turn
 * back into the Pawn with its next move: ..."), which way up it may be
 * dropped ("May be dropped either side up, ..."), the promotion-limit of
 * each piece it may become ("Never promotes to Queen while its player
 * already has one on the board."); NULL where none applies. malloc'd. */
char *compose_promotion_rule_words(const struct variant *v, const struct piece *p);


/* The distinct cell kinds drawn in this variant's diagrams. */
int compose_legend_cells(const struct variant *v, struct diagram_cell *out, int max);
/* Every piece with moves wears an animal (Dobutsu): the key is words for
 * the marks its faces print (compose_legend_animal_words, markup). */
int compose_legend_animals(const struct variant *v);
char *compose_legend_animal_words(const struct variant *v);
int compose_legend_far(const struct variant *v);
/* The legend's words for one cell kind, capitalised (malloc'd; the caller frees). */
char *compose_legend_words(const struct variant *v, const struct diagram_cell *c);

#endif
