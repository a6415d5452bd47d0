/* document.h: the composed document, the hand-off from compose/ to draw/
 * and write/: a display list in the manner of MuPDF's (fitz/list-device.c).
 * A document is pages of placed items; each item kind has its own struct
 * (the union in struct item) carrying everything it paints, decided by the
 * composer (compose.h): its place in mm, its text and the size it is
 * printed at, its faces with their names and layout, its outlines. draw/
 * follows it and calls no function of compose/, and never sees the
 * variant: how the set prints is the document's look (struct look, look.h,
 * which it owns). Sizes both sides share are in sizes.h.
 *
 * Ownership: a document owns its pages, a page its items, an item what its
 * struct says it owns (markup, rows, entries); document_free releases them
 * all. Items point into the variant (diagrams, blocks, glyphs) but never
 * own it. */
#ifndef PNPGEN_DOCUMENT_H
#define PNPGEN_DOCUMENT_H

#include "base/base.h"
#include "model/model.h"
#include "text/text.h"
#include "compose/sizes.h"
#include "compose/look.h"

/* What a placed item is. Each kind has its struct below (struct item's
 * union); every switch over a kind in compose/, draw/ and write/ names
 * every kind and has no default (the Makefile's SWITCH_ENUM), so a new
 * kind does not compile until it is drawn, freed and measured. */
enum item_kind {
    ITEM_BOARD_TILE,  /* one tile of the board (the whole board when untiled) */
    ITEM_DISC,        /* a single-sided round piece */
    ITEM_FOLD,        /* a fold-over piece: front below the fold, back above */
    ITEM_HAND,        /* a tray for captured pieces */
    ITEM_RULER,       /* the calibration ruler; w: the room for it and its
                         caption, which wraps where it is wider */
    ITEM_TEXT,        /* Pango markup in a box (x, y, w) */
    ITEM_TITLE,       /* a page heading */
    ITEM_CUT_GRID,    /* the shared cut lines of a sheet of fold pieces; they
                         run CUT_GRID_RUN past the grid on every side */
    ITEM_SETUP,       /* the start position, drawn small */
    ITEM_GALLERY_ROW, /* a piece in the booklet's gallery: faces, name, moves */
    ITEM_LEGEND,      /* the key of diagram symbols */
    ITEM_BOARD_KEY,   /* the key of zones and marks */
    ITEM_TILE_MAP,    /* a small map of how the board tiles join */
    ITEM_CHIP,        /* a fold-over chip: front disc below the fold, back above */
    ITEM_SCREEN,      /* one part of a fold-up screen */
    ITEM_FIGURE,      /* booklet <piece-figure> */
    ITEM_THUMB,       /* booklet: a component page drawn small */
    ITEM_REFCARD,     /* a quick-reference card for one player (side): each
                         piece that starts on the board, its face or diagram,
                         name and moves in words (draw_refcard.c) */
    ITEM_CROP_MARKS,  /* a component sheet's crop marks for a print shop
                         (<trim crop-marks="yes">, compose_trim.c) */
    ITEM_DESIGN_DIAGRAM /* the designers' document: a diagram, DESIGN_DIAGRAM_MM
                         square at the left, its words beside it */
};

/* Where a board tile sits and how it joins its neighbours. */
struct tile {
    int col, row;           /* 0,0 = lower left as the first player sees it */
    int cols, rows;         /* the tiling */
    int fx0, fx1, ry0, ry1; /* files [fx0, fx1) and ranks [ry0, ry1) shown */
    double cell;            /* cell size (or point spacing) */
    double ox, oy;          /* page position of the board's lower-left corner
                               of this tile's first cell (fx0, ry0), with y
                               measured downwards from the top of the page */
    int flap_left, flap_bottom;   /* carries a glue flap on that side */
    int label[4];                 /* prints the coordinates of edge EDGE_* */
    double cut_x0, cut_y0, cut_x1, cut_y1; /* the cut outline's box on the page */
    double outline[12][2];  /* the cut outline, flaps' notches and all */
    int noutline;           /* (plan_tile_outline) */
    double bleed[4];        /* how far its art runs past the cut on edge EDGE_*
                               (<trim bleed>; 0: none), mirrored across the cut */
    int upright;            /* a picture of the board (setup, cover): every
                               coordinate printed upright */
    double label_pt;        /* its coordinates' size, in points at the tile's
                               own scale; 0: the board's (tile_coords_pt) */
    int turned;             /* drawn a quarter turn on an upright page (a board
                               wider than tall, compose_board.c): the numbers
                               above are those of a page lying on its side, and
                               its first player's edge prints at the page's
                               right (tile_page_point) */
    double page_x, page_y;  /* turned: the page's top-left corner of its cut box */
};

/* Where point (x, y) of tile t prints on its page: itself, or for a turned
 * tile a quarter turn, the tile's top edge at the page's left and its left
 * edge at the page's foot (a book's sideways table: the reader turns the
 * page clockwise, so the first player's seat is at the page's right). */
static inline void tile_page_point(const struct tile *t, double x, double y, double *px, double *py)
{
    *px = t->turned ? t->page_x + (y - t->cut_y0) : x;
    *py = t->turned ? t->page_y + (t->cut_x1 - x) : y;
}

/* The box tile t's cut outline takes on its page. */
static inline void tile_page_box(const struct tile *t, double *x0, double *y0, double *x1, double *y1)
{
    *x0 = t->turned ? t->page_x : t->cut_x0;
    *y0 = t->turned ? t->page_y : t->cut_y0;
    *x1 = t->turned ? t->page_x + (t->cut_y1 - t->cut_y0) : t->cut_x1;
    *y1 = t->turned ? t->page_y + (t->cut_x1 - t->cut_x0) : t->cut_y1;
}

/* The size a tile's coordinates print at, in points at its own scale:
 * its label_pt, else the board's, from the layout's label band (mm). */
static inline double tile_coords_pt(const struct tile *t, double band)
{
    double pt = band * COORDS_BAND_PT;
    return t->label_pt > 0 ? t->label_pt : pt < COORDS_MAX_PT ? pt : COORDS_MAX_PT;
}

/* Which face of a piece is printed. */
enum face_kind { FACE_FRONT, FACE_PROMOTED, FACE_PLAIN_BACK, FACE_HIDDEN_BACK };

/* A fold-over diagram face of side `face` mm, in face coordinates (origin
 * at the centre, y down, forward up). */
struct face_plan {
    double inset, art;                     /* side mark and art from the cuts */
    double band_x, band_y, band_w, band_h; /* the header band */
    double tab_h;                          /* its arrow box's height: a one-line
                                              band's, also in a two-line band
                                              (whose name then has its room) */
    double name_pt;                        /* the name's size */
    double dx, dy, dw, dh;                 /* the diagram's room */
    int row0, rows, col0, cols;            /* the part of the grid shown */
    double cell, gx, gy;                   /* its cell and top-left corner */
    double ring;                           /* an animal's face (plan_face_ring.c): the
                                              marks' corner cells, in a ring round the
                                              diagram's room; 0: the diagram a grid */
    double fig_x, fig_y, fig_w, fig_h;     /* the animal's box inside the ring */
};

#define FACE_FOOT_MAX 160 /* bytes of a face's foot (struct face) */

/* One printed face, as the composer decided it: the piece whose art it
 * shows (a promoted back shows the piece it promotes to), for which side
 * (a back="other-side" shows the opponent's front), and which kind. */
struct face {
    int piece;              /* index into variant.pieces and the look's
                               pieces (its art: glyph, words, diagram) */
    int side;
    enum face_kind kind;
    double scale;           /* its size class's share of the face (a hidden
                               back: 1) */
    const char *label;      /* the name printed in its band (a string of the
                               variant), NULL for a face that prints none */
    double label_pt;        /* its size */
    int label_break;        /* 0: one line; > 0 the offset of the space
                               where its second line starts, < 0 a word
                               broken with a hyphen before offset -label_break
                               (text_two_lines); a fold face's band is then
                               taller: plan_fold_face_lines */
    double label_track;     /* mm added between its letters (<= 0): a name
                               set tighter to fit on one line (Jungi's
                               Archmagister), text_face_name_markup_track */
    int grid;               /* a move-grid tile's front: the face is the grid */
    int choices_of;         /* a back="choices" back: 1 + the index of the
                               piece whose back it is, whose other choices
                               its foot names (face_choices.c); 0: none */
    char foot[FACE_FOOT_MAX]; /* that foot's words ("or R B N"); "": none */
    double foot_pt;         /* their size */
    double foot_x, foot_y, foot_w, foot_h; /* the foot's box, face coordinates */
    double koma[5][2];      /* a koma's outline at the face's size, before its
                               size class (plan_koma_outline) */
    int open_base;          /* a koma folded on its base: its outline is not
                               stroked along the base, where the dashed fold
                               line must show (resolve_fold) */
    struct face_plan plan;  /* a fold-over face's layout (plan_fold_face) */
    double tab_w;           /* its arrow box's width */
    double name_x, name_room; /* its name's room in the band, clear of the
                                 arrow box and a crown */
    double tile_u, tile_fw, tile_band, tile_gu; /* a move-grid tile's
                                 (plan_tile_geometry) */
    double ground_ink;      /* a fold-over front's or promoted face's ground
                               inside the side mark's inset, 0 (none) to 1
                               (black, its glyph then printed white): the dark
                               side's, so that the sides differ in tone */
    double cells_ink;       /* its diagram's cells' ground (0: none) */
    int ground_full;        /* that ground to the face's cut lines, not inside
                               the inset (compose_fold_ground_full) */
    int band_solid;         /* its header band solid black, its arrow, name
                               and crown white: the dark side's, and every
                               face of a drop game's square pieces, where
                               the band at the forward edge is what shows
                               whose a piece is (face_tone) */
    int band_light;         /* its header band white, its arrow, name and
                               crown black, on a dark face: with band_solid
                               on a light one, the forward edge of a man
                               that may lie crosswise (face_tone) */
    int royal_frame;        /* a thick frame round the face: a royal piece
                               that moves as another piece that starts the
                               game (compose_royal_lookalike) */
    int name_hollow;        /* its name printed hollow (outlined): a promoted
                               side where a promoted form shares its name
                               with a piece that starts the game
                               (compose_promoted_names_hollow) */
    double bolden;          /* a disc's glyph printed black with its lines
                               thickened by this many mm (0: as drawn) */
    double word_pt, word_h; /* a fold-over face whose glyph is set in a row
                               (Makruk's Thai words): its size and height, the
                               largest its room holds (compose_glyph_word) */
    int caption;            /* such a face's name (label, label_pt,
                               label_break) printed large under its word,
                               centred on caption_y, not in the band */
    double caption_y;
    int word_band;          /* a piece with a figure (figure="spire" ...):
                               the figure takes the word's room and the word
                               (word_pt, word_h) names it in the band, in
                               name_x, name_room */
};

/* One entry of the key of diagram symbols: the cell kind, the top-left
 * corner of its box relative to the item, its words as markup (owned). */
struct legend_entry {
    struct diagram_cell cell;
    double x, y;
    char *markup;
};

/* ---- the items: one struct per kind, each carrying what it paints ---- */

/* An affine map from a face's drawing coordinates (origin at the face's
 * centre, y down, forward = -y) to page coordinates: x' = xx*x + xy*y + x0,
 * y' = yx*x + yy*y + y0 (the layout of cairo_matrix_t). */
struct affine { double xx, yx, xy, yy, x0, y0; };

/* ITEM_TEXT and ITEM_TITLE: Pango markup in a box (x, y, w). */
struct item_text {
    char *markup;           /* owned */
    double size_pt;
    enum text_align align;  /* ITEM_TEXT */
    double clip_top, clip_h; /* ITEM_TEXT: only the lines from clip_top (mm into
                                the text) for clip_h mm, when clip_h > 0: a
                                paragraph taller than a page is shown in slices */
};
/* ITEM_DISC: a single-sided round piece. */
struct item_disc {
    int piece, side;
    struct face face;
    double r;               /* its cut circle's radius (its size class's) */
    int dark;               /* a dark side's: cut line grey */
    double bleed;           /* how far its black runs past the cut circle (a
                               dark side's: DISC_BLEED, or the layout's bleed) */
};
/* ITEM_FOLD: a fold-over piece, front below the fold, back above; or a
 * single-sided card (single), its front alone, forward edge up. */
struct item_fold {
    int piece, side;
    struct face front, back;
    int single;             /* a single card (piece_single_card): no back,
                               no fold line; h is one face */
    int base_fold;          /* the faces join along their base (a pentagon's
                               point is forward), not their forward edge */
    struct affine face_at[2]; /* where the front [0] and back [1] are printed */
    double fold_x0, fold_x1, fold_y; /* the fold line */
    double cut[8][2];       /* base_fold: the cut outline round both faces */
    int ncut;               /* its points (0: the sheet's cut grid cuts it) */
    double bleed[2];        /* a koma's dark front [0] and back [1]: their
                               fill this far past the cut (<trim bleed>) */
};
/* ITEM_HAND: a tray for captured pieces. */
struct item_hand {
    char *markup;           /* its header (owned) */
    int side;
    int cols, rows;         /* its grid of slots */
    int slots;              /* the slots of this tray, row by row (the last
                               row may be short) */
    int part, parts;        /* which part of the side's hand, 0-based, of how many */
    double band;            /* the header's band: where the slots start */
    int dark;               /* a dark side's: the header on a solid band */
};
/* ITEM_CUT_GRID: the shared cut lines of a sheet of fold pieces. */
struct item_cut_grid {
    int cols, rows;
    int dark;               /* over pieces black to their cut lines
                               (compose_fold_ground_full): drawn after them,
                               grey to show on the black */
};
/* ITEM_SETUP: the start position on the whole board, drawn small: each
 * piece as compose_setup_pieces decided it, in the whole board tile's
 * coordinates (the item draws them scaled by `scale` from its corner). */
enum setup_style {
    SETUP_DISC,             /* its disc face, cut round */
    SETUP_OUTLINE,          /* a koma: its face is its own outline */
    SETUP_SQUARE,           /* its face on a white square, outlined */
    SETUP_HIDDEN,           /* face down: its real back, its code in a corner */
    SETUP_TOKEN             /* a square token in the side's print style, an
                               arrow to its forward edge and its code */
};
struct setup_piece {
    struct face face;       /* its name decided at `size` */
    enum setup_style style;
    double cx, cy, size;    /* centre and side (a token is smaller) */
    int turned;             /* the second side's: turned 180 degrees */
    int dashed;             /* a spare or in hand: a dashed outline */
    int dark;               /* SETUP_TOKEN: the dark side's */
    char code[16];          /* SETUP_TOKEN, SETUP_HIDDEN: its code ("": none) */
    const char *name;       /* SETUP_TOKEN of a named picture: its piece's
                               name (a string of the variant), NULL: none, */
    double name_pt;         /* at this size, */
    char name_lines[64];    /* on two lines where one line is too wide at it
                               ("Ferocious\nLeopard"; "": as name) */
    double name_track;      /* set this many mm tighter between letters (<= 0) */
};
struct setup_label {        /* "White's hand", by the hands' column */
    char *text;             /* plain (owned) */
    int side;               /* whose pieces it heads */
    double cx, cy, pt, max_w;
    int after;              /* drawn after the first `after` pieces */
};
struct item_setup {
    struct tile tile;       /* the whole board (plan_whole_board_tile) */
    double scale;           /* drawn this much of its size */
    int sample;             /* a <sample-setup>'s picture, not the start's */
    int coded;              /* fold-over pieces with diagram faces as codes
                               (1), or as tokens naming them (SETUP_NAMED) */
    double name_pt;         /* SETUP_NAMED: the tokens' names' size */
    double fill;            /* the share of a square the set's pieces fill
                               (a board grown or turned round them); 0: the
                               layout's (compose_piece_fill) */
    struct setup_piece *pieces; /* owned */
    int npieces;
    struct setup_label labels[MAX_SIDES];
    int nlabels;
};
/* ITEM_GALLERY_ROW: a piece in the booklet's gallery, as
 * compose_gallery_resolve decided it (page mm): its front and back faces
 * side by side, each with a caption under it, its diagrams, its words. */
enum gallery_cut { GALLERY_CUT_NONE, GALLERY_CUT_RECT, GALLERY_CUT_CIRCLE };
struct item_gallery_row {
    int piece;
    struct face front, back; /* the faces printed, their names decided */
    int single;             /* a single card: its front only, no back */
    int picture_rows;       /* 0: words beside the pictures; 1: under them, the
                               pictures in one row; 2: the diagrams in a second row */
    char *markup;           /* its words (owned) */
    double size_pt;
    double face;            /* the pictures' size (a diagram's side) */
    double face_w;          /* each face's (a disc's is smaller) */
    enum gallery_cut cut;   /* the outline drawn round each face */
    double face_x[2], face_cy, face_caption_y; /* left edges, centre line */
    char *face_caption[2];  /* plain text under each face (owned) */
    int ndiagrams;
    const struct diagram *diagram[2]; /* the variant's */
    int diagram_promoted[2]; /* the back's diagram: outlined with a plus */
    double diagram_x[2], diagram_y;
    double diagram_size[2]; /* its side, centred in a face-sized box: an entry's
                               diagrams share one cell size */
    double diagram_room;    /* each diagram's box (a lone large grid's may be
                               larger than the face): its drawn span stays in it */
    double mark_mm;         /* every mark of its diagrams at least this across
                               (GALLERY_MARK_MM) */
    char *diagram_caption[2]; /* plain text under it, or NULL (owned) */
    double text_x, text_y, text_w;
    /* a drawn figure (figure="...") beside the name, as a glyph piece's
       "♘ / ♞": the outlined side's and the filled side's, centred at
       head_x[k] on head_y (page mm), head_h tall; FIGURE_NONE: none */
    enum piece_figure head_figure;
    double head_x[2], head_y, head_h;
};
/* ITEM_LEGEND: the key of diagram symbols. */
struct item_legend {
    struct legend_entry *entries; /* owned */
    int nentries;
};
/* ITEM_BOARD_KEY: one zone or mark of the board and its words. */
struct item_board_key {
    char *markup;           /* owned */
    double size_pt;
    enum mark_symbol symbol;
    int side;
};
/* ITEM_CHIP: a fold-over chip, front disc below the fold, back above. */
struct item_chip {
    enum emblem emblem[2];  /* its front's [0] and back's [1] */
    const char *label[2];   /* printed under each emblem, or NULL (the
                               variant's strings) */
    int side;               /* -1: neutral */
    double dist;            /* between the two discs' centres (they overlap:
                               the fold is a short flat edge) */
    double bleed;           /* a dark side's: its black this far past the cut */
};
/* ITEM_SCREEN: one part of a fold-up screen. */
struct item_screen {
    int part, parts;
    double part_w;          /* its walls' width: w less a side flap */
    double wall, base;      /* each wall's height, ridge to foot, and the
                               base's depth between their feet */
    const char *text;       /* printed on both walls (the screen's words,
                               else the set's name; a string of the variant) */
};
/* ITEM_FIGURE: a booklet <piece-figure>, as compose_figure decided it:
 * faces FIG_FACE mm across on white, each centred on (cx, cy) and turned
 * `quarter` quarter turns clockwise, bottom one first; in a row each has a
 * caption under it, `step` - 1 mm wide. */
struct figure_face {
    struct face face;       /* its name decided */
    double cx, cy;
    int quarter;
    char *caption;          /* markup (owned), or NULL: a stack's */
};
struct item_figure {
    const struct block *block; /* the figure's block (owned by the variant) */
    int first, count;       /* its faces [first, first + count) */
    double step;            /* face pitch in a row, or a stack's offset */
    struct figure_face *faces; /* count of them (owned) */
    double caption_y;       /* a row's captions' top */
};
/* ITEM_THUMB: a component page drawn small. */
struct item_thumb {
    const struct page *page; /* owned by another document */
};
/* One row of a quick-reference card, as compose_refcard_resolve decided
 * it (page mm): its piece's picture centred on (art_cx, art_cy), and the
 * piece's name and moves beside it. */
enum refcard_art {
    REFCARD_ART_NONE,
    REFCARD_ART_DISC,       /* `face`, a disc `size` mm across */
    REFCARD_ART_GLYPH,      /* `glyph`, its em `size` mm, no wider than art_w;
                               and `diagram`, when not NULL, cropped, cells of
                               `diagram_cell` mm, its corner at (art_x, art_y) */
    REFCARD_ART_DIAGRAM     /* `diagram` cropped, cells of `size` mm, its
                               top-left corner at (art_x, art_y) */
};
struct refcard_row {
    int piece;
    struct face face;       /* REFCARD_ART_DISC: the piece's front */
    double y, h;            /* top (the hairline above it) and height */
    double x, w;            /* its column: the card's, or half a wide card's */
    enum refcard_art art;
    double art_cx, art_cy, art_x, art_y, size;
    const char *glyph;              /* REFCARD_ART_GLYPH (a string of the variant) */
    double tile;                    /* REFCARD_ART_GLYPH on its side's dark ground, as
                                       its faces print it: the ground's side, mm (0: none) */
    const struct diagram *diagram;  /* REFCARD_ART_DIAGRAM (the variant's), */
    int row0, rows, col0, cols;     /* the part of it shown */
    double diagram_cell;            /* REFCARD_ART_GLYPH's diagram's cell */
    /* beside that diagram, the promoted back's (compose_refcard_back), in
       the same cells, its corner at (back_x, back_y); over it, its
       characters, em glyph_em mm, centred on (glyph_cx, glyph_cy); back
       NULL: none */
    const struct diagram *back;
    int back_row0, back_rows, back_col0, back_cols;
    double back_x, back_y, glyph_cx, glyph_cy, glyph_em;
    const char *back_glyph;
    int back_promoted;      /* back is a promoted side's (else a zone's: no characters) */
    char *markup;           /* name over words (owned) */
    double text_pt, text_x, text_y, text_w;
};
/* ITEM_REFCARD: a quick-reference card for one player. */
struct item_refcard {
    int side;
    double face;            /* a face's size on it */
    double scale;           /* its rows enlarged this much (1: not) */
    int level;              /* REFCARD_RICH to REFCARD_BRIEF */
    int columns;            /* 2: a wide card, its rows in two columns (where
                               two cards side by side fit no page); else 1 */
    int diagrams;           /* a glyph set's rows show their diagrams too (2: and
                               their promoted backs', 1: their own, 0: none) */
    int shared;             /* one card for both players, laid beside the board
                               (compose_extras.c shared_card): its header names
                               no side */
    char *header;           /* markup at REFCARD_HEADER_PT (owned) */
    double art_w;           /* the pictures' column */
    struct refcard_row *rows; /* owned; each piece that starts on the board */
    int nrows;
};

/* ITEM_CROP_MARKS: hairlines on the lines of a sheet's straight cuts,
 * outside the trim, clear of every item (compose_trim.c decided them). */
struct crop_mark { double x0, y0, x1, y1; };
struct item_crop_marks {
    struct crop_mark *marks; /* owned */
    int n;
};

/* ITEM_DESIGN_DIAGRAM: one diagram of a piece, DESIGN_DIAGRAM_MM square at
 * the item's left, and its words (the move tables, the validator's verdict)
 * beside it. */
struct item_design {
    const struct diagram *diagram; /* the variant's */
    int promoted;           /* a promoted form's: outlined with a plus */
    char *markup;           /* owned */
    double size_pt;
};

/* A placed item: its kind, its bounding box on the page (mm, y downwards)
 * and the struct of its kind (ITEM_RULER needs none: the layout sizes it;
 * ITEM_BOARD_TILE and ITEM_TILE_MAP are a struct tile). */
struct item {
    enum item_kind kind;
    double x, y, w, h;
    union {
        struct item_text text;         /* ITEM_TEXT, ITEM_TITLE */
        struct tile tile;              /* ITEM_BOARD_TILE, ITEM_TILE_MAP */
        struct item_disc disc;
        struct item_fold fold;
        struct item_hand hand;
        struct item_cut_grid cut_grid;
        struct item_setup setup;
        struct item_gallery_row gallery;
        struct item_legend legend;
        struct item_board_key key;
        struct item_chip chip;
        struct item_screen screen;
        struct item_figure figure;
        struct item_thumb thumb;
        struct item_refcard refcard;
        struct item_crop_marks crop;
        struct item_design design;
    };
};

struct page {
    double w, h;            /* mm; w > h for landscape */
    char *label;            /* what the page is, for guides and diff reports */
    struct item *items;
    int nitems, cap;
};

struct document {
    char *name;             /* "components", "booklet", "design" */
    int duplex;             /* print double-sided */
    struct look look;       /* how its pieces and board print */
    struct page *pages;
    int npages, cap;
};

struct page *document_add_page(struct document *doc, double w, double h, const char *label);
struct item *page_add_item(struct page *pg, enum item_kind kind, double x, double y,
                           double w, double h);
void document_free(struct document *doc);

#endif
