/* compose-imp.h: what the composer's files share and nobody else needs.
 * Private to compose/. */
#ifndef PNPGEN_COMPOSE_IMP_H
#define PNPGEN_COMPOSE_IMP_H

#include "compose.h"

/* A glyph's setting (compose_glyph.c): compose_glyph_stacked, whether its
 * characters go one above the other (stack: struct piece's glyph_stack);
 * compose_glyph_word, the size (points) and height (mm) of a glyph set in
 * a row, from em mm down, that a box w x h mm holds on two lines at most. */
int compose_glyph_stacked(const char *glyph, int stack);
/* whether a glyph is exactly two chess figures, drawn overlapped as one
   compound figure (the second in front) */
int compose_glyph_compound(const char *glyph);
/* whether a glyph is exactly one chess figure (set at DISC_FIGURE_EM) */
int compose_glyph_figure(const char *glyph);
/* The flank of each piece of a mirrored pair (compose_flank.c): struct
 * piece_art's flank. */
void compose_look_flank(const struct variant *v, struct look *lk);
void compose_glyph_word(const struct layout *lo, const char *glyph, double em, double w, double h,
                        double *pt_out, double *h_out);
/* A fold-over face whose glyph is a word (Makruk's Thai): the word's size
 * in its room, and its name set large under it (face_word.c). */
void compose_face_word(const struct variant *v, const struct layout *lo, struct face *f);
/* The board as it prints (struct board_art, look.h), from v's board
 * (compose_look_board.c); compose_look_board_free releases what it owns. */
void compose_look_board(const struct variant *v, struct board_art *out);
void compose_look_board_free(struct board_art *b);
/* The board lines (0 = the left edge) a dotted zone's two dots sit on; 1 when
 * the zone spans the board (dots a third of the way in), 0 at its corners. */
int compose_zone_dot_lines(int files, const struct zone *z, int lines[2]);
/* A new, empty document named `name` (owned), with how the set prints
 * (struct look) decided from v (compose_look.c). */
void compose_document_begin(const struct variant *v, const char *name, int duplex,
                            struct document *doc);
/* The last pass over the components (compose_resolve.c), once every place
 * is final: what each fold piece, disc, hand and card paints; `words` 0
 * leaves the faces' names and the cards' words unset (a layout only
 * measured: fitting the words is most of its cost and moves nothing). */
void compose_resolve_components(const struct variant *v, const struct layout *lo,
                                struct document *doc, int words);
/* compose_components, its faces' names and cards' words left unset: the
 * sheets, places, cuts and sizes are the same (compose_grow.c weighs each
 * larger board by them). */
void compose_components_measure(const struct variant *v, const struct layout *lo,
                                const struct board_plan *bp, struct document *doc);

/* Crop marks on every component sheet, when the layout asks for them
 * (compose_trim.c); the last pass, once every item and its bleed is final. */
void compose_crop_marks(const struct layout *lo, struct document *doc);

/* How a sheet of pieces is laid out: cells of cw x ch, cols across. */
struct piece_grid {
    int fold;        /* fold-over pieces in a shared cut grid, else discs */
    int grid;        /* the pieces share straight cut lines: fold-over pieces,
                        and discs on square tiles (disc-cut="square") */
    double face, cw, ch;
    double sh;       /* a single card's cell height: one face */
    double gap;      /* between discs cut round: each one's bleed its own */
    int cols;
};

/* One side's pieces as a sheet prints them: the single cards first, in
 * rows one face high, then the fold-over pieces in rows two faces high
 * (Makruk's eight Bia, under the eight pieces that never promote). */
struct piece_list {
    int *list, n, nsingle;
};
struct piece_grid compose_sheet_piece_grid(const struct variant *v, const struct layout *lo, double face);
/* The columns of a block of n pieces (nsingle single cards first) at most
 * max_cols wide, and its height. */
int compose_sheet_block_cols(int nsingle, int n, int max_cols);
double compose_sheet_block_height(const struct piece_grid *g, int nsingle, int n, int max_cols);
/* Places n pieces of one side from (gx, y); returns the height used. */
double compose_sheet_place_pieces(struct page *pg, const struct variant *v,
                          const struct piece_grid *g, const int *list, int n, int nsingle,
                          int side, double gx, double y, int max_cols);
/* The larger side's count of pieces, and one side's in sheet order. */
int compose_sheet_count_pieces(const struct variant *v);
struct piece_list compose_sheet_side_pieces(const struct variant *v, int side, int max);
/* Pieces under a one-page board (compose_under.c): how many of each side
 * fit the band it leaves (doc: the set laid out without them; 0 for none),
 * and placing them on the last page of doc, the board's. */
int compose_pieces_under_room(const struct variant *v, const struct layout *lo,
                              const struct board_plan *bp, const struct document *doc);
void compose_pieces_under_board(const struct variant *v, const struct layout *lo, double face,
                                int under, struct document *doc);
/* Whether the set laid out with pieces under its board (alt) is kept
 * over doc, laid out without them. */
int compose_under_better(const struct layout *lo, const struct document *doc,
                         const struct document *alt);

/* The hands' trays (compose_hands.c), for pieces `face` mm wide; called by
 * compose_components after the board and piece pages. */
void compose_hands(const struct variant *v, const struct layout *lo, double face,
                   struct document *doc);

/* Chips and the screen (compose_extras.c); called by compose_components. */
void compose_extras(const struct variant *v, const struct layout *lo,
                    const struct board_plan *bp, struct document *doc);

/* Placing extras in the room pages leave (compose_pack.c). A flow puts
 * blocks one below the other, from `y` on page `pg`; compose_pack_need
 * moves to the page with the most room from first_page on that holds a
 * block of h mm, or starts a page titled `label`. */
struct pack {
    const struct variant *v;
    const struct layout *lo;
    struct document *doc;
    struct page *pg;
    const char *label;
    double y;
    int first_page;
};
void compose_pack_start(struct pack *f, const struct variant *v, const struct layout *lo,
                        struct document *doc, const char *label, int first_page);
void compose_pack_need(struct pack *f, double h);
/* Names `what` in the page's label (the printing guide lists pages by it). */
void compose_pack_label(struct page *pg, const char *what);
/* Is there room for h mm on the current page or an earlier one? */
int compose_pack_room(const struct pack *f, double h);
/* The key to the cards' marks under cards on a sheet of their own, where
   it has room (compose_card_key.c). */
void compose_card_key(struct pack *f);
/* ... and for two blocks of h1 and h2 mm, on one page or on two? */
int compose_pack_room_split(const struct pack *f, double h1, double h2);
/* The height in mm a paragraph of markup takes at size_pt wrapped to width. */
double compose_text_block_height(const struct layout *lo, const char *markup, double size_pt,
                                 double width);
/* A paragraph of instructions (8.5 pt) across the printable width. */
void compose_pack_text(struct pack *f, const char *markup);
/* The lowest point of what a page holds above its footer, and the top of
 * its footer (the ruler band). */
double compose_page_free_top(const struct layout *lo, const struct page *pg);
double compose_pack_bottom(const struct layout *lo, const struct page *pg);
/* The calibration ruler at a component page's foot, and its caption, up to
 * `right` (the tile map's left edge less a gap, or the margin); none when
 * the layout's ruler is 0 (compose_pack.c: extras' pages have one too). */
void compose_add_ruler(struct page *pg, const struct layout *lo, double right);
/* The height a new sheet of extras offers, under its title. */
double compose_pack_page_room(const struct layout *lo);

/* Measures the legend: row_y[i] is the top of row i of n cells in two
 * columns of width colw; row_y[(n + 1) / 2] is the total height. */
void compose_legend_rows(const struct layout *lo, const struct variant *v,
                 const struct diagram_cell *cells, int n, double colw, double *row_y);

/* The gallery entry's words for a piece (markup, malloc'd: the caller
 * frees), whether they go under the pictures in a column w mm wide, the
 * rows its pictures take there (2: the diagrams under the faces, as on an
 * A6 page) and a row's height in mm at the given width (right: the second
 * entry's piece, or -1) (booklet_gallery.c). */
char *compose_gallery_text(const struct variant *v, int piece);
int compose_gallery_words_under(const struct variant *v, const struct layout *lo, int piece,
                                double w);
int compose_gallery_picture_rows(const struct variant *v, const struct layout *lo, int piece,
                                 double w);
/* Decides everything a placed gallery entry prints, once its place is
 * final; labels: 1 for "front" and "back: ...", 0 for the two sides' discs.
 * Its faces are drawn at the larger of its .gallery.face, set before, and
 * compose_gallery_face_named's. */
void compose_gallery_resolve(const struct layout *lo, const struct variant *v, struct item *it,
                             int labels);
/* Once the booklet is flowed: every gallery diagram in one cell size,
 * the largest at which each grid's drawn span (diagram_span) fits its box,
 * over the whole gallery (issue 30, Shogi: the scale varied row to row);
 * else page by page, the largest grid there filling its box (Tori Shogi's
 * 3 x 3 Phoenix was drawn in cells 5/3 those of the Pheasant's 5 x 5 below
 * it); neither where a grid comes out under 3/5 of another's (Janggi's
 * pages keep theirs). gallery_cells.c */
void compose_gallery_page_cells(const struct variant *v, struct document *doc);
double compose_gallery_row_height(const struct layout *lo, const struct variant *v,
                                  int left, int right, double width);
/* The faces' size of a row of entries left and right (-1: none): the
 * larger of the two's, so that a row's faces and words stand level. */
double compose_gallery_row_face(const struct variant *v, const struct layout *lo, int left,
                                int right);
/* The height of a piece's entry in a column w wide. */
double compose_gallery_entry_height(const struct layout *lo, const struct variant *v,
                                    int piece, double w);
/* Every piece's back is its front's grid in the other side's colour (the
 * rotation game's tiles): the gallery shows the fronts only, several a row. */
int compose_gallery_fronts_only(const struct variant *v);
/* Entries side by side (gallery_row_words.c): the height a row of the n
 * pieces needs in columns w wide with faces `face` mm so that their words,
 * under their pictures, start level; 0 where any has its words beside its
 * pictures, or n < 2. */
double compose_gallery_level_height(const struct layout *lo, const struct variant *v,
                                    const int *pieces, int n, double w, double face);
/* The placed entries[0..n) of one row, their words under their pictures:
 * every entry's words start where the lowest's do. */
void compose_gallery_level_words(struct item *entries, int n);
/* Two entries a row in columns w wide, words under their pictures, where a
 * gallery is otherwise one a row (set closer): the row's height, or 0 where
 * either entry's pictures do not fit one row of w. */
double compose_gallery_pair_height(const struct layout *lo, const struct variant *v,
                                   int left, int right, double w);

/* The flow of the booklet's pages (booklet.c): text and blocks placed top
 * to bottom, a new page when the next one does not fit. */
struct booklet_flow {
    const struct variant *v;
    const struct layout *lo;
    struct document *doc;
    struct page *pg;
    double y;      /* next free line */
    double width;  /* text column */
    int cover;     /* the first page is a cover: no page number */
    int how;       /* how closely the booklet is set: BOOKLET_ bits, read by flow_how */
    int how_read;  /* the bits flow_how was asked for */
    int cover_coded; /* the cover's picture shows codes, its key under it */
    double cover_picture; /* BOOKLET_LEAFLET: the cover picture's greatest height */
    double foot;     /* mm kept free at the foot of this page (a leaflet cover's warning) */
    struct page *heading_pg; /* the page of the last heading placed, */
    int heading;             /* and its item: it follows what comes after it */
};

/* How closely a booklet is set (compose_booklet): BOOKLET_SETUP_ON_COVER
 * the setup block refers to the cover's picture instead of drawing it
 * again; BOOKLET_CLOSE gallery rows and sheet pictures closer; BOOKLET_PAIRS
 * a one-a-row gallery's entries two a row where they fit; BOOKLET_BESIDE
 * the printing guide's opening words beside the sheets' pictures;
 * BOOKLET_SPLIT_GUIDE the guide's opening words may end a page and the
 * sheets' pictures begin the next; BOOKLET_LEAFLET the rules begin on the
 * cover, under a picture of the start no taller than cover_picture (a
 * booklet of one sheet: compose_booklet). */
#define BOOKLET_CLOSE 1
#define BOOKLET_SETUP_ON_COVER 2
#define BOOKLET_PAIRS 4
#define BOOKLET_BESIDE 8
#define BOOKLET_SPLIT_GUIDE 16
#define BOOKLET_LEAFLET 32
/* Whether the flow is set with `bit`, noting that the composing asked: a
 * booklet that never asked for a bit is the same with it and without it,
 * and compose_booklet does not compose it again to find that out. Every
 * read of f->how goes through here. */
static inline int flow_how(struct booklet_flow *f, int bit)
{
    f->how_read |= bit;
    return (f->how & bit) != 0;
}

/* Margins of an A4 page (and of Letter's), in proportion on a smaller page
 * (the A5 page of a folded booklet), where the text column keeps most of
 * the page, but never less than the layout's margin; the text keeps its
 * size. MARGIN_X needs a flow f in scope. */
double compose_flow_scale(const struct layout *lo);
double compose_flow_margin_x(const struct layout *lo);
#define MARGIN_X compose_flow_margin_x(f->lo)
void compose_flow_new_page(struct booklet_flow *f);
double compose_flow_bottom(const struct booklet_flow *f);
/* Makes room for h mm, starting a page when needed. */
void compose_flow_need(struct booklet_flow *f, double h);
void compose_flow_text(struct booklet_flow *f, const char *markup, double size, double indent,
                       double space_after);
void compose_flow_heading(struct booklet_flow *f, const char *title, double size);
void compose_flow_item(struct booklet_flow *f, const char *markup);
struct item *compose_flow_block(struct booklet_flow *f, enum item_kind kind, double h);
/* The words under a board page (tile_caption.c): a tile's name ("upper
 * left", "column 3, row 2"); the caption of tile t of plan bp (which tile,
 * how its flaps join, or how to mount a whole board), printed
 * TILE_CAPTION_GAP mm under its cut line at TILE_CAPTION_PT; and that gap
 * and the caption's height in mm, as wide as the page's printable area. */
#define TILE_CAPTION_GAP 3.0
#define TILE_CAPTION_PT 8.5
void compose_tile_name(const struct tile *t, char *buf, size_t len);
void compose_tile_caption(const struct variant *v, const struct board_plan *bp,
                          const struct tile *t, char *buf, size_t len);
double compose_tile_caption_height(const struct variant *v, const struct layout *lo,
                                   const struct board_plan *bp, const struct tile *t);
/* A sheet title's size: 11 pt, or less to fit `band` mm (sheet_title.c). */
double compose_title_size(const struct layout *lo, const char *markup, double w, double band);
/* The top of a page's text column. */
double compose_flow_top(const struct booklet_flow *f);
/* A <piece-figure> in rows of faces, or as a stack, then its caption
 * (booklet_figure.c). */
void compose_figure(struct booklet_flow *f, const struct block *b);
/* The real board with the start position, scaled to fit maxw x maxh mm and
 * centred (an ITEM_SETUP: tile = the whole board, size_pt = the scale,
 * align = coded, see draw_setup_board). */
/* Every piece of a setup picture (ITEM_SETUP, its tile, scale and coded
 * set): where, how and named what (compose_setup.c). */
/* About how many characters of a text that fits only at pt would fit at
 * MIN_TEXT_PT (the fix a too-small name or caption's warning suggests). */
int compose_fitting_chars(const char *text, double pt);
/* compose_face_name.c and compose_face.c share: a band's name room with
 * gaps of pad beside the name; does p's front print as a move-grid tile;
 * does the set print names in a header band (not discs, koma); and a fold
 * face's name room, given a name chosen for the tight room or a tighter
 * setting (face.label_track), once the face is laid out. */
double plan_fold_name_room_pad(const struct face_plan *fp, int promoted, int royal, double pad,
                               double *x0);
int compose_grid_tile(const struct variant *v, const struct piece *p);
int compose_prints_band_name(const struct variant *v);
void compose_face_name_room(const struct variant *v, const struct layout *lo, struct face *f);
void compose_setup_pieces(const struct variant *v, const struct layout *lo, struct item *it);
struct item *compose_flow_board_picture(struct booklet_flow *f, const struct board_plan *bp,
                                        double maxw, double maxh, int coded);

/* booklet_cover.c: the cover page: title, subtitle, players, age, playing
 * time, a picture of the set made from its own board and pieces, what the
 * set holds, and the small-parts warning. */
void compose_cover(struct booklet_flow *f, const struct board_plan *bp,
                   const struct document *components);
/* The setup block: its diagram and the lines under it (booklet_setup.c). */
void compose_booklet_setup(struct booklet_flow *f, const struct board_plan *bp);
/* A <sample-setup> block: its picture and caption (booklet_setup.c). */
void compose_booklet_sample(struct booklet_flow *f, const struct board_plan *bp,
                            const struct block *blk);
/* The key of the setup picture's codes (malloc'd), or NULL: none. */
char *compose_setup_key(const struct variant *v);
/* setup_held.c: what each side holds beside the board at the start, each
 * kind once with its count ("White: 22 Stones; Black: 22 Stones"), or
 * NULL (malloc'd). */
char *compose_held_words(const struct variant *v);
/* The same for one side only, without its name: "King, General, 2 Elephants". */
char *compose_held_words_of(const struct variant *v, int side);
/* booklet_guide.c: the printing and cutting guide (a picture of every
 * component page with what to do with it). */
void compose_printing_guide(struct booklet_flow *f, const struct board_plan *bp,
                            const struct document *components);
/* booklet_end.c: "How to win": one bulleted sentence for each rule of
 * <end>; compose_end_section_wanted says the definition has <end> but no
 * <how-to-win/>, so the booklet adds the section after the first. */
void compose_how_to_win(struct booklet_flow *f);
/* The key to the board's zones and markings (booklet_key.c). */
void compose_board_key(struct booklet_flow *f);
int compose_end_section_wanted(const struct variant *v);

/* face_choices.c: a back="choices" back (piece_back_choices) shows the
 * first choice and, at its foot, the others. compose_choices_words: the
 * foot's words for p in buf (full names, else abbreviations) and the size
 * they fit `room` mm at, from base_pt down to MIN_TEXT_PT; 0 when that is
 * MIN_TEXT_PT or more, else -1 (buf and *pt: the words that fit larger).
 * plan_choices_foot: the foot's box at pt on a face of `face` mm planned
 * as fp, whose diagram room (dh) it ends above; plan_fold_face_grid then
 * plans the grid again. */
int compose_choices_words(const struct variant *v, const struct layout *lo, const struct piece *p,
                          double room, double base_pt, char *buf, size_t len, double *pt);
void plan_choices_foot(double face, double pt, struct face_plan *fp, double *x, double *y,
                       double *w, double *h);
/* face_choices_check.c: before anything is composed, a back="choices"
 * foot that fits only under MIN_TEXT_PT, and a diagram it squeezes under
 * MIN_CELL_MM, are errors at the piece's line; returns how many. */
int compose_choices_check(const struct variant *v, const struct layout *lo, double face,
                          struct report *r);
/* The grid of a fold face's diagram in its room (dx, dy, dw, dh): its cell
 * and corner (compose_face.c). */
void plan_fold_face_grid(struct face_plan *fp);

/* The board's cells grown, around pieces of the same size, into the room
 * its sheets leave, where that costs no sheet, component or card detail
 * (compose_grow.c); compose_set calls it once the set fits. */
void compose_grow_board(const struct variant *v, const struct layout *lo, struct board_plan *bp);

/* The name of the one royal piece ("King"), else "piece that castles"
 * (moves_words.c). */
const char *compose_royal_name(const struct variant *v);

/* Whether g opens with a chess figure, U+2654 to U+265F (compose_glyph.c). */
int compose_chess_figure(const char *g);

#endif
