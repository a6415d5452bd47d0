/* look.h: how a set prints (struct look), part of the composed document
 * (document.h): decided once by the composer from the variant
 * (compose_look.c, compose_look_board.c), so that draw/ paints the sides,
 * the pieces' art and the board from these types alone and never reads
 * the model's structs. What it shares with the variant (strings, the dark
 * squares, diagrams) it points to; what it makes it owns, and
 * compose_look_free releases it (document_free calls it). */
#ifndef PNPGEN_LOOK_H
#define PNPGEN_LOOK_H

#include "base/base.h"
#include "model/model.h"

/* Each side's print style and colours. */
#define ART_MAX_GREY 0.35
struct side_look {
    int filled;             /* its pieces printed dark (filled), else outlined */
    int coloured;           /* its colour is given (rgb holds it) */
    double rgb[3];          /* its colour: a tint where colour helps */
    double art[3];          /* an outlined side's art (rings, glyph): its colour,
                               darkened to print no lighter than ART_MAX_GREY in
                               grey; black without a colour */
};

/* ---- the board as it prints, in cells: (0, 0) the lower-left square as
 *      the first player sees it; each board tile shows a part of it ---- */

/* A zone drawn on the board: its mark over its squares. */
struct zone_art {
    enum zone_mark mark;    /* never ZMARK_NONE: unmarked zones are left out */
    int x0, y0, x1, y1;     /* its squares' box, inclusive; x0 < 0: none read */
    int rect;               /* 1: every square of the box */
    int dot_x[2];           /* ZMARK_DOTS: the board lines (0 = the left
                               edge) its dots sit on (compose_zone_dot_lines) */
    unsigned char *in;      /* files x ranks, in[y * files + x]: 1 on its
                               squares (owned) */
};
/* A symbol on one square (a Xiangqi position mark, a crown). */
struct mark_art {
    enum mark_symbol symbol;
    int side;               /* whose (turned to face them), SIDE_BOTH: neutral */
    int x, y;
};
/* Coordinates along one edge. */
struct coords_art {
    enum edge edge;
    char *const *labels;    /* one a file or rank, as the first player reads
                               them (the variant's strings) */
    int nlabels;
    int upside_down;        /* printed for the player opposite */
};
struct board_art {
    int files, ranks;
    enum cell_kind cells;   /* squares, or points (lines through the centres) */
    const unsigned char *dark; /* files x ranks, 1 on a dark square; NULL: all
                                  light (the variant's) */
    struct zone_art *zones; /* owned, in the order the definition gives them */
    int nzones;
    struct mark_art *marks; /* owned */
    int nmarks;
    int river;              /* the river lies above this rank (-1: none) */
    const char *river_text; /* printed in it, or NULL */
    struct coords_art *coords; /* owned */
    int ncoords;
    int wood;               /* its cells on a pale wood ground (BOARD_WOOD_RGB):
                               a koma set's board, as a shogi board is */
};

/* ---- what a piece's faces paint, decided once for the look's form: every
 *      face of the piece (struct face's piece) draws from it ---- */
struct piece_art {
    const char *id;         /* the piece's id, for reports */
    const char *words;      /* printed where a face shows no glyph or diagram:
                               a koma's short name (else its name), another
                               form's name (else its id, else "?") */
    const char *glyph[MAX_SIDES]; /* the characters a side's faces print (the
                               other side's when it has none), or NULL */
    int stacked[MAX_SIDES]; /* their characters one above the other, else
                               in a row (compose_glyph_stacked) */
    int compound[MAX_SIDES]; /* two chess figures drawn overlapped, the
                               second in front (compose_glyph_compound) */
    double disc_em[MAX_SIDES]; /* a disc's glyph's type size, of the disc's
                               diameter: DISC_FIGURE_EM for one chess figure,
                               DISC_GLYPH_EM for other glyphs */
    double disc_grow[MAX_SIDES], disc_sx[MAX_SIDES]; /* then drawn that much
                               larger, and wider again (1, 1; the Bishop's
                               DISC_BISHOP_GROW, DISC_BISHOP_WIDEN) */
    enum piece_figure figure; /* a drawn figure, printed in place of the
                               glyph (draw_figure.c), or FIGURE_NONE */
    int flank;              /* one of a mirrored pair (Tori Shogi's Quails):
                               -1 it starts on its owner's left, 1 on the
                               right, 0 neither; a koma's front carries a
                               dark corner on that side (compose_look_flank) */
    int royal;              /* its faces carry a crown */
    int rotates;            /* a move-grid tile's forward notch */
    const struct diagram *diagram; /* a face's diagram: the piece's for
                               everywhere with its zone moves framed, or NULL */
    const struct diagram *grid; /* a move-grid tile's 3 x 3 grid (its first
                               diagram), or NULL */
    struct diagram merged;  /* what diagram points to when it merges (owned) */
};

/* How the set prints. */
struct look {
    const char *title;      /* the set's name (the variant's) */
    enum piece_form form;
    enum piece_face face;
    enum piece_shape shape;
    int diagram_reach;      /* <components diagram-reach>: the gallery's
                               diagrams are drawn folded too (diagram_fold) */
    int latin;              /* <components latin="yes">: a koma's faces
                               print their names under the characters */
    struct side_look sides[MAX_SIDES];
    struct piece_art *pieces; /* each piece's art, as variant.pieces (owned) */
    int npieces;
    struct board_art board;
};

#endif
