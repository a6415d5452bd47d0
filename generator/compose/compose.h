/* compose.h: pure page geometry in millimetres. The composer turns a variant
 * and a layout into documents made of pages of placed items: the display
 * list draw/ and write/ follow. Each item kind has its own struct (the
 * union in struct item) holding what it paints, decided here: place, text,
 * sizes, faces and their names. Board tiling, piece sheets and the
 * booklet's flow are plain geometry (no cairo: text is measured through
 * text/) so that tests can check them. Sizes shared with draw/ are in
 * sizes.h.
 *
 * Ownership: a document owns its pages, a page its items, an item its
 * markup; document_free releases them all. Items point into the variant
 * (block) but never own it. Composing does not fail: allocation aborts
 * (base.h), and what cannot fit is refused before composing
 * (compose_pieces_fit, compose_screen_fits). */
#ifndef PNPGEN_COMPOSE_H
#define PNPGEN_COMPOSE_H

#include "base/base.h"
#include "model/model.h"
#include "text/text.h"
#include "compose/sizes.h"

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
    double cut_x0, cut_y0, cut_x1, cut_y1; /* the cut outline on the page */
    int upright;            /* a picture of the board (setup, cover): every
                               piece and coordinate printed upright */
};

/* Which face of a piece is printed. */
enum face_kind { FACE_FRONT, FACE_PROMOTED, FACE_PLAIN_BACK, FACE_HIDDEN_BACK };

/* One printed face, as the composer decided it: the piece whose art it
 * shows (a promoted back shows the piece it promotes to), for which side
 * (a back="other-side" shows the opponent's front), and which kind. */
struct face {
    int piece;              /* index into variant.pieces */
    int side;
    enum face_kind kind;
    const char *label;      /* the name printed (a string of the variant), or
                               NULL: decided when drawn (compose_face_label) */
    double label_pt;        /* its size */
};

/* One entry of the key of diagram symbols: the cell kind, the top-left
 * corner of its box relative to the item, its words as markup (owned). */
struct legend_entry {
    struct diagram_cell cell;
    double x, y;
    char *markup;
};

/* ---- the items: one struct per kind, each carrying what it paints ---- */

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
};
/* ITEM_FOLD: a fold-over piece, front below the fold, back above. */
struct item_fold {
    int piece, side;
    struct face front, back;
    int base_fold;          /* the faces join along their base (a pentagon's
                               point is forward), not their forward edge */
};
/* ITEM_HAND: a tray for captured pieces. */
struct item_hand {
    char *markup;           /* its header (owned) */
    int side;
    int cols, rows;         /* its grid of slots */
    int slots;              /* the slots of this tray, row by row (the last
                               row may be short) */
    int part, parts;        /* which part of the side's hand, 0-based, of how many */
};
/* ITEM_CUT_GRID: the shared cut lines of a sheet of fold pieces. */
struct item_cut_grid {
    int cols, rows;
};
/* ITEM_SETUP: the start position on the whole board, drawn small. */
struct item_setup {
    struct tile tile;       /* the whole board (plan_whole_board_tile) */
    double scale;           /* drawn this much of its size */
    int coded;              /* fold-over pieces with diagram faces as codes */
};
/* ITEM_GALLERY_ROW: a piece in the booklet's gallery, as
 * compose_gallery_resolve decided it (page mm): its front and back faces
 * side by side, each with a caption under it, its diagrams, its words. */
enum gallery_cut { GALLERY_CUT_NONE, GALLERY_CUT_RECT, GALLERY_CUT_CIRCLE };
struct item_gallery_row {
    int piece;
    struct face front, back; /* the faces printed, their names decided */
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
    int diagram_promoted[2]; /* the back's diagram: outlined with a dot */
    double diagram_x[2], diagram_y;
    double diagram_size[2]; /* its side, centred in a face-sized box: an entry's
                               diagrams share one cell size */
    char *diagram_caption[2]; /* plain text under it, or NULL (owned) */
    double text_x, text_y, text_w;
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
    int chip;               /* index into variant.chips */
    int side;               /* -1: neutral */
};
/* ITEM_SCREEN: one part of a fold-up screen. */
struct item_screen {
    int part, parts;
};
/* ITEM_FIGURE: a booklet <piece-figure>. */
struct item_figure {
    const struct block *block; /* the figure's block (owned by the variant) */
    int first, count;       /* its faces [first, first + count) */
    double step;            /* face pitch in a row, or a stack's offset */
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
    REFCARD_ART_DISC,       /* the piece's front, a disc `size` mm across */
    REFCARD_ART_GLYPH,      /* `glyph`, its em `size` mm, no wider than art_w */
    REFCARD_ART_DIAGRAM     /* `diagram` cropped, cells of `size` mm, its
                               top-left corner at (art_x, art_y) */
};
struct refcard_row {
    int piece;
    double y, h;            /* top (the hairline above it) and height */
    enum refcard_art art;
    double art_cx, art_cy, art_x, art_y, size;
    const char *glyph;              /* REFCARD_ART_GLYPH (a string of the variant) */
    const struct diagram *diagram;  /* REFCARD_ART_DIAGRAM (the variant's) */
    char *markup;           /* name over words (owned) */
    double text_pt, text_x, text_y, text_w;
};
/* ITEM_REFCARD: a quick-reference card for one player. */
struct item_refcard {
    int side;
    double face;            /* a face's size on it */
    double scale;           /* its rows enlarged this much (1: not) */
    int level;              /* REFCARD_RICH to REFCARD_BRIEF */
    char *header;           /* markup at REFCARD_HEADER_PT (owned) */
    double art_w;           /* the pictures' column */
    struct refcard_row *rows; /* owned; each piece that starts on the board */
    int nrows;
};

/* ITEM_DESIGN_DIAGRAM: one diagram of a piece and its words. */
struct item_design {
    const struct diagram *diagram; /* the variant's */
    int promoted;           /* a promoted form's: outlined with a dot */
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
    char *name;             /* "components", "booklet" */
    int duplex;             /* print double-sided */
    struct page *pages;
    int npages, cap;
};

/* The board's geometry: every tile, decided from the layout alone. */
struct board_plan {
    double cell;
    int landscape;
    int cols, rows;
    struct tile *tiles;     /* cols * rows, row-major from the lower left */
    int ntiles;
};

int plan_board(const struct variant *v, const struct layout *lo, struct board_plan *out);
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

/* Components: board tiles, piece sheets, hands, then the extras. */
void compose_components(const struct variant *v, const struct layout *lo,
                        const struct board_plan *bp, struct document *doc);
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
/* A fold-over diagram face of side `face` mm, in face coordinates (origin
 * at the centre, y down, forward up). */
struct face_plan {
    double inset, art;                     /* side mark and art from the cuts */
    double band_x, band_y, band_w, band_h; /* the header band */
    double name_pt;                        /* the name's size */
    double dx, dy, dw, dh;                 /* the diagram's room */
    int row0, rows, col0, cols;            /* the part of the grid shown */
    double cell, gx, gy;                   /* its cell and top-left corner */
};
void plan_fold_face(double face, const struct diagram *d, struct face_plan *fp);
/* The shogi koma's pentagon, w wide and h tall, in face coordinates
 * (centred, forward up): the point, the right shoulder, the right and left
 * corners of the base, the left shoulder. The printed face and its cut
 * line both follow these points (sizes.h: KOMA_*). */
void plan_koma_outline(double w, double h, double pts[5][2]);
/* The arrow box's width in a band of height tb, and the room the name has
 * in a fold face's band (from *x0), clear of the arrow box and a crown. */
double plan_arrow_tab_width(double tb, int promoted);
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
 * are then the last name tried and the size it would need). */
int compose_face_name_choice(const struct layout *lo, const struct piece *p, double base_pt,
                             double room, const char **label, double *pt);
/* The same for a move-grid tile's centre cell of `cell` mm. */
int compose_tile_face_name(const struct layout *lo, const struct piece *p, double cell,
                           const char **label, double *pt);
/* The same for a fold-over face of `face` mm (promoted: its arrow box holds
 * a plus sign too), as the set prints it: where the faces' picture is a
 * glyph (the name band only a help), one piece's face that needs its short
 * name makes every piece with a short name use it, so that the set's
 * labels read alike (Makruk printed "Met (Queen)" beside plain "Khun"). */
int compose_fold_face_name(const struct variant *v, const struct layout *lo,
                           const struct piece *p, double face, int promoted,
                           const char **label, double *pt);
/* A piece's name as faces print it (bold, condensed): markup, malloc'd. */
char *compose_face_name_markup(const char *name);
/* Is a fold-over face of p printed: its front (promoted 0) when it starts
 * on the board, its promoted face (1) when it is the back of such a piece? */
int compose_fold_face_shown(const struct variant *v, const struct piece *p, int promoted);
/* Before anything is composed: every name the set's faces of `face` mm
 * print fits at MIN_TEXT_PT or more; else an error naming the piece at its
 * line, through r. Returns the number of errors. */
int compose_face_names_check(const struct variant *v, const struct layout *lo, double face,
                             struct report *r);
/* Before anything is composed: every diagram caption the booklet's gallery
 * prints under its diagram (one line, as wide as the diagram) fits at
 * MIN_TEXT_PT or more; else an error naming the piece at the diagram's
 * line. Returns the number of errors. */
int compose_gallery_captions_check(const struct variant *v, const struct layout *lo,
                                   struct report *r);
/* Decides the name a placed face prints (f->label, f->label_pt) for a face
 * of `face` mm; nothing for faces that print no name. */
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
 * those in rows as low as two lines of 6 pt words (REFCARD_RICH_COMPACT:
 * what a piece becomes matters more than the size of the words), without
 * them (REFCARD_FULL, REFCARD_COMPACT), and last without where a piece
 * must promote, which the board's zone marks show (REFCARD_BRIEF): the
 * first level a page has room for (item->cols). */
enum { REFCARD_RICH, REFCARD_RICH_COMPACT, REFCARD_FULL, REFCARD_COMPACT, REFCARD_BRIEF };
#define refcard_rich(level) ((level) <= REFCARD_RICH_COMPACT)
#define refcard_compact(level) ((level) == REFCARD_RICH_COMPACT || (level) >= REFCARD_COMPACT)
double compose_refcard_row_height(const struct layout *lo, const struct variant *v,
                                  const struct piece *p, double card_w, int level);
double compose_refcard_height(const struct layout *lo, const struct variant *v, double card_w,
                              int level);
char *compose_refcard_words(const struct variant *v, const struct piece *p, int side, int level);
/* A row's text as markup: the piece's name over its words, both scaled by
 * k (1: REFCARD_NAME_PT and the words' own size). malloc'd. */
char *compose_refcard_row_markup(const struct piece *p, const char *words, double k);
/* The card's header (malloc'd markup) and the band above its rows, as
 * tall as the longer side's header wraps (at least REFCARD_HEAD). */
char *compose_refcard_header(const struct variant *v, int side);
double compose_refcard_head(const struct layout *lo, const struct variant *v, double card_w);
/* Decides everything a placed card prints (header, rows, pictures, words
 * and their size), once its place and scale are final. */
void compose_refcard_resolve(const struct layout *lo, const struct variant *v, struct item *it);

/* An affine map from a face's drawing coordinates (origin at the face's
 * centre, y down, forward = -y) to page coordinates: x' = xx*x + xy*y + x0,
 * y' = yx*x + yy*y + y0 (the layout of cairo_matrix_t). */
struct affine { double xx, yx, xy, yy, x0, y0; };

/* Where the front and the back face of a fold piece (ITEM_FOLD) are printed:
 * the front below the fold, upright, its forward edge on the fold; the back
 * above it, turned 180 degrees about the centre of the fold line. */
void compose_fold_face_matrix(const struct item *it, int back, struct affine *m);
void affine_apply(const struct affine *m, double x, double y, double *px, double *py);

struct page *document_add_page(struct document *doc, double w, double h, const char *label);
struct item *page_add_item(struct page *pg, enum item_kind kind, double x, double y,
                           double w, double h);
void document_free(struct document *doc);

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
 * top of a tray w mm wide, where the slots start (compose_sheets.c). */
char *compose_hand_header(const struct variant *v, int side);
double compose_hand_header_band(const struct layout *lo, const char *markup, double w);


/* A <piece-figure> face's caption (markup, malloc'd): the turn's words, or
 * the piece's name (booklet_figure.c). */
char *compose_figure_label(const struct variant *v, const struct block *b, int i);

/* A short code for a piece: its abbr="..." when given, else one made from
 * its name ("K", "Kr", "RHS"), unique among the pieces of the starting set;
 * buf holds at least 16 bytes (booklet_codes.c). */
void compose_piece_abbreviation(const struct variant *v, int piece, char *buf, size_t len);
/* Does the setup diagram show this piece by its code (a fold-over piece
 * whose face is a diagram too small to read, or a face-down piece)? */
int compose_setup_uses_code(const struct variant *v, int piece);
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
int compose_gallery_columns(const struct variant *v, double width);
double compose_gallery_face(const struct variant *v);
/* The diagrams an entry draws beside its faces, at most 2: the piece's own,
 * then, where its printed back is the piece it promotes to and there is
 * room, that piece's first diagram (Tori shogi's Eagle on the Falcon's
 * entry). Fills out[] and caps[]: NULL for the piece's own, the back's short
 * name (else its name) for the back's. */
int compose_gallery_diagrams(const struct variant *v, const struct piece *p,
                             const struct piece_diagram *out[2], const char *caps[2]);
/* A piece's moves in words, everywhere (zone NULL) or in a zone, with the
 * options of the bit set on; on a board of points (Xiangqi, Janggi) they
 * step to points, not squares. */
void compose_moves_words(const struct variant *v, const struct piece *p, const char *zone,
                         unsigned options, char *out, size_t len);
/* One rule of <end> as a sentence of the booklet (Pango markup, malloc'd). */
char *compose_end_words(const struct variant *v, const struct end_rule *e);
/* A zone in the players' words (its name, else its id). */
const char *compose_zone_words(const struct variant *v, const char *id);
/* What a piece does in a zone, as the gallery and the cards say it: `where`
 * (malloc'd, capitalised: the zone's diagram caption, else "Along the
 * diagonal lines of its palace" for moves along a palace's lines, else, on
 * side's card, the zone's label for that side, else the zone's words) and
 * its moves there in words (along lines: the lines' own moves only). */
char *compose_zone_moves(const struct variant *v, const struct piece *p, const char *zone,
                         int side, char *moves, size_t len);
/* Where a piece that must promote does so, in words: "on reaching the last
 * rank", "the last 3 ranks", "its 6th rank" (whole ranks at or short of the
 * far edge, counted from its own side), else "on entering its promotion
 * zone". malloc'd. */
char *compose_promotion_where(const struct variant *v, const struct piece *p);
/* "Must promote on the last rank." ("... last 3 ranks."): where an optional
 * promotion is forced, said by the gallery and the cards; NULL where none
 * is. malloc'd. */
char *compose_forced_promotion_words(const struct piece *p);


/* The distinct cell kinds drawn in this variant's diagrams. */
int compose_legend_cells(const struct variant *v, struct diagram_cell *out, int max);
/* The legend's words for one cell kind, capitalised (malloc'd; the caller frees). */
char *compose_legend_words(const struct variant *v, const struct diagram_cell *c);

#endif
