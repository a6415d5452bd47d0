/* sizes.h: every size the composer and the drawing share, in one place:
 * legibility minimums, line widths, and the sizes of the parts of each
 * printed thing (quick-reference cards, the gallery, figures, trays).
 * Lengths in millimetres, text sizes in points (base.h converts). */
#ifndef PNPGEN_SIZES_H
#define PNPGEN_SIZES_H

/* ---- legibility minimums of everything printed on a component ---- */
#define MIN_TEXT_PT 6.0      /* text a player reads */
#define NAME_LINE 1.15       /* a face name's line height, in ems, on two lines */
#define TILE_NAME_ROYAL_H 0.62 /* a royal move-grid tile's name on two lines: the
                                  height under its crown, in centre cells,
                                  the crown then TILE_CROWN_TWO tall */
#define TILE_CROWN_TWO 0.25
#define TILE_NAME_PT 6.5     /* a move-grid tile's name, where its centre cell
                                holds it (the rotation game's "Sp" at 6 pt in a
                                4 mm cell read as tiny across the board) */
#define TILE_NAME_CELL 0.75  /* and asked at this many points a centre cell's mm
                                (0.56 printed every two-letter name at 7 pt, cap
                                1.8 mm: "hard to read", issue 30, review); fitted
                                to 0.90 of the cell's width, the wide ones less */
#define COORDS_BAND_PT 1.4   /* a board's coordinates: points per mm of the
                                layout's label band, */
#define COORDS_MAX_PT 9.0    /* to at most this; a picture of the board
                                (struct tile's label_pt) keeps them at
                                MIN_TEXT_PT on the page however small */
#define MIN_PRINTED_PT 3.0   /* a name or caption that fits only smaller than
                                MIN_TEXT_PT is printed at the size that fits,
                                with a warning; below this one it is refused */
#define WORD_NAME_CAP_MM 2.8 /* the name under a face's word (Makruk's Thai):
                                its capitals' height at least, 19 arc minutes
                                at 50 cm, well above the ~12 of the smallest
                                print read fluently; the band's name was 1.7 */
#define WORD_NAME_MAX_CAP_MM 3.4 /* and at most */
#define FIGURE_NAME_CAP_MM 2.0 /* the name under a face's figure (Makruk's
                                  Khun, Met...): secondary to the figure, which
                                  tells the piece (3.4 mm capitals outweighed a
                                  7 mm figure, issue 30, eighth review); 14 arc
                                  minutes at 50 cm, still read at a glance */
#define FIGURE_NAME_LINE 1.05 /* its line, in ems: its capitals and descenders
                                 (1.2 left 0.6 mm of the figure's room idle) */
#define MIN_MARK_MM 1.0      /* any mark's smallest extent (boards' too) */
/* A diagram mark is drawn at least this large (a dot, a star's height, an
 * arrowhead, a cross): pieces are read on the board at about 50 cm, where
 * 1' of arc is 0.145 mm; 1.2 mm is 8', 1.6 times the 5' letter a 20/20 eye
 * just names, for shapes told apart at a glance in table light (at 1.0 mm
 * Jungi's ringed dots read as grey). tests/unit/test_face_marks.c. */
#define DIAGRAM_MARK_MM 1.2
/* The small signs and lines of a diagram, read at the same 50 cm: a ring
 * added to a mark (the e.p. ring) DIAGRAM_SIGN_MM across at least, 9.7',
 * for its hole to show; its line, and a path leap's trail dots, at least
 * DIAGRAM_LINE_MM, 2' of arc, what still reads as a line or a dot there
 * (Jungi's 0.14 mm ring lines and 0.23 mm trail dots read as grey specks,
 * issue 30, Jungi review); a far leap's number's figures FAR_NUMBER_MM
 * tall, 12' (the ~12' of the smallest print read fluently: a lone figure
 * beside a 1.2 mm star in a 3 mm cell, where 2 mm would not fit; 6 pt
 * figures were 1.54 mm). tests/unit/test_diagram_signs.c. */
#define DIAGRAM_SIGN_MM 1.4
#define DIAGRAM_LINE_MM 0.29
#define FAR_NUMBER_MM 1.8
/* A twice mark (the Chu Shogi Lion's rings: steps twice, passes): its
 * ring's line, of the cell, 0.29 mm on a 3.05 mm cell (2' of arc at
 * 50 cm, what still reads as a line there; tests/unit/test_centre_mark.c
 * twice_reads), and the pass mark's arrowhead's length. */
#define TWICE_LINE 0.095
#define TWICE_HEAD 0.30
/* The plus of a fold face's arrow tab (a promoted side), band height tb:
 * a diagram mark's least size too (Makruk's and Jungi's were 1.15 mm). */
#define BAND_PLUS_MM(tb) fmax(0.36 * (tb), DIAGRAM_MARK_MM)
#define ZONE_DOT_MM 2.5      /* a board's zone dot, across, at least: 14 arc minutes
                                from 60 cm, seen without looking for it (the dots of
                                0.05 of a square, 1.7 mm on Grand's board, 2.2 on
                                Makruk's, were "hard to see", issue 30) */
#define ZONE_DOT_MOST_MM 4.0 /* and at most: a point on the line, not a disc over
                                the squares (0.15 of Chu Shogi's grown 29 mm squares
                                would be 4.35 mm) */
#define MIN_CELL_MM 2.5      /* a diagram grid cell */
#define SIDE_MARK_INSET 2.0  /* the dark side's mark from the cut and fold lines */
#define ART_INSET 1.2        /* other art from the cut lines */
#define FOLD_DIAGRAM_GROUND 0.0 /* a dark side's ground round its diagram (black), */
#define ROYAL_FRAME_MM 0.8   /* the frame round a royal piece that moves as another
                                (Jungi's King beside its Queen): a line five of the
                                grid's thick, seen across the board */
#define FOLD_DIAGRAM_CELLS 0.65  /* and its cells: black marks and grey lines still read
                                    (a 0.45 ground round 0.85 cells was "too light to
                                    tell the sides at a glance", Sittuyin, issue 30) */
#define FOLD_DIAGRAM_CELLS_LIGHT 0.82 /* where the men stand face down (the crest
                                    game): a front is turned up and read for what
                                    the man is, the hatched backs tell the sides;
                                    the grid's 0.45 lines stood 0.20 from 0.65
                                    cells ("low contrast", issue 30, review), now
                                    0.37 (White's 0.55) */
/* A disc's glyph's type size, of the disc's diameter. The chess figures'
 * ink is only about 0.65 of their em: at 0.64 they stood 0.48 of the disc
 * (8.6 mm on Capablanca's 17.6 mm discs; "small", issue 30). At 0.74 they
 * stand 0.55, their widest point (the Pawn's foot) 0.70 of the radius, clear
 * of the inner ring at 0.78. A CJK glyph fills its em: 0.64 keeps its corners
 * inside the ring. Drawn figures (draw_piece_figure) stand DISC_DRAWN_FIGURE. */
#define DISC_GLYPH_EM 0.64
#define DISC_FIGURE_EM 0.74
/* DejaVu's Bishop is as tall as the other figures but about 0.7 of their ink
 * (a thin spike beside the Rook's block: "looks small next to the others",
 * issue 30, Chess review): drawn DISC_BISHOP_GROW larger and DISC_BISHOP_WIDEN
 * wider again: its ink 0.99 (White) and 0.84 (Black) of the King's, Queen's,
 * Rook's and Knight's mean (was 0.78, 0.67), 1.05 of the Queen's height
 * (unit figures_bishop). */
#define DISC_BISHOP_GROW 1.05
#define DISC_BISHOP_WIDEN 1.15
#define DISC_DRAWN_FIGURE 0.53
/* A chess figure on a disc under DISC_SLIM_BELOW mm would stand under 9.5 mm
 * inside the rim and inner ring (Grand's 15.7 mm discs: 8.6 mm; Cardinal and
 * Knight "hard to tell apart", issue 30, Grand review). Such a disc is slim:
 * the dark side has no ring of its own (its grey cut circle is one; a
 * promoted face's ring inside DISC_SLIM_RIM_AT), the light side one,
 * DISC_SLIM_RIM of the radius wide with its outer edge on the cut circle
 * (its tint from DISC_SLIM_TINT_IN out to it), and the figure is drawn
 * DISC_SLIM_GROW larger (unit figures_slim_disc). */
#define DISC_SLIM_BELOW 17.3
/* A palace's edge (mark="diagonals") on the board and in diagrams, in
 * widths of the lines round it (unit palace_edge) */
#define PALACE_EDGE 2.5
#define DISC_SLIM_RIM 0.055
#define DISC_SLIM_RIM_AT 0.93
#define DISC_SLIM_TINT_IN 0.84
#define DISC_SLIM_GROW 1.17
#define DISC_GLYPH_BOLDEN 0.3 /* mm added to the lines of a white army's outline figures */
#define FOLD_PLATE_INSET 0.1 /* a promoted name's plate inside its band, of the band's height */
#define HOLLOW_FILL 0.5  /* a hollow name's letters' inside (draw_text.c): half
                           way from the band's black or white, read as letters */
/* A fold face's arrow tab, band height tb: the box's inner margin round its
 * arrow, of tb; round a promoted side's arrow and plus less, so that its
 * name keeps 0.8 mm from the box and Jungi's "Archmagister" still fits
 * (compose_face_name.c NAME_TAB_CLEAR) */
#define TAB_PAD 0.16
#define TAB_PAD_PROMOTED 0.10
#define MIN_SIDE_TONE 0.20   /* least difference of two sides' mean face grey (0 white, 1
                                black): a grey frame's 0.17 was not told at a glance */
/* Titles and instructions start this far inside the margin (a glyph such
 * as J reaches left of its origin). */
#define TEXT_INSET 0.5
/* A row of pieces placed before play above or below the setup picture's
 * board, in cells: a gap, the row, its heading. */
#define HAND_ROW_BAND 1.65

/* ---- line widths: no line is printed thinner than MIN_LINE ---- */
#define MIN_LINE 0.1
static inline double line_width_min(double w)
{
    return w < MIN_LINE ? MIN_LINE : w;
}

/* A sheet's cut lines run this far (mm) past its grid, so that a long cut
 * starts on a mark; the composer keeps the run inside the margin too. */
#define CUT_GRID_RUN 3.0
/* but over the grid only this far: a heading sits 1.5 mm over it, and
   the 3 mm run cut up through "Pieces for one player: set 1 of 2" */
#define CUT_GRID_RUN_TOP 1.2

/* ---- for a print shop (<trim> in the layout; compose_trim.c) ---- */
#define DISC_BLEED 1.0 /* a dark disc's black past its cut circle, always:
                          a cut that much off the line leaves no white rim */
#define CROP_LEN 5.0   /* a crop mark, as print shops draw them */
#define CROP_MIN 2.0   /* a mark with less room than this is left out */
#define CROP_GAP 1.5   /* from the end of its cut line (and its bleed) */
#define CROP_CLEAR 1.0 /* from any other item's art */
#define CROP_EDGE 1.0  /* from the paper's edge */

/* ---- the shogi koma: a pentagon w wide and h tall, forward up; its base
 * the full width less KOMA_BASE, its shoulders KOMA_SHOULDER of the width
 * and KOMA_TIP of the height below the point (plan_koma_outline) ---- */
#define KOMA_BASE 0.88
#define KOMA_SHOULDER 0.78
#define KOMA_TIP 0.25
#define KOMA_FLANK 0.85   /* a mirrored pair's side band (draw_koma.c): of the
                             way from the base to the shoulder, */
#define KOMA_FLANK_W 0.10 /* and of the face's width: clear of the glyph's box, */
#define KOMA_FLANK_IN 0.04 /* that far inside the edge: clear of the cut line */

/* ---- quick-reference cards (compose_refcard.c, draw_refcard.c) ---- */
#define REFCARD_HEAD 8.0
#define REFCARD_PAD 2.0       /* card edge, picture, words */
#define REFCARD_COLUMN_GAP 4.0 /* between a wide card's two columns of rows */
#define REFCARD_EP_CELL 4.0   /* a card diagram's cell with an e.p. ring beside a mark */
#define REFCARD_ART_W 14.0    /* the picture's column, before a card grows */
#define REFCARD_MAX_SCALE 1.6 /* rows enlarged into a page's free room */
#define REFCARD_KOMA_CLEAR 2.0 /* a koma set's enlarged card row: mm kept
                                  clear above and below its words, in all */
#define REFCARD_MIN_ROW 8.5   /* a compact row: a name and two lines of words */
#define REFCARD_NAME_PT 8.0   /* a row's piece name */
#define REFCARD_WORDS_PT 7.5  /* its moves in words (compact rows: REFCARD_MIN_PT) */
#define REFCARD_MIN_PT 7.0    /* the least a card's words are printed at: a
                                 card is read across the table, mid-game
                                 (6-6.5 pt on Capablanca's, Grand's and Tori
                                 Shogi's read as small print) */
#define REFCARD_HEADER_PT 9.0 /* the card's header */
#define REFCARD_BACK_EM 3.0   /* the promoted back's characters over its
                                 diagram: 8.5 pt, the name's size and more, */
#define REFCARD_TILE 1.3     /* a dark side's card art: its ground's square, of the
                                 glyph's em (the figure 0.9 em inside it) */
#define REFCARD_BACK_LINE 1.1 /* in a line this many em high */

/* ---- the booklet's gallery and key ---- */
#define DESIGN_DIAGRAM_MM 30.0 /* a diagram in the designers' document, beside its tables */
#define GALLERY_FACE 22.0 /* a piece face in the gallery */
/* A gallery diagram's cell at least: the booklet is read in hand at about
 * 40 cm (1' of arc 0.116 mm), where 3.3 mm is 28', a third more than the
 * 21' of a face's 3.0 mm cell at the table: the gallery is where a player
 * learns a pattern, counting squares out from the piece on a 7 x 7 grid
 * (Janggi's and Capablanca's, 3.14 mm, were counted with a finger).
 * tests/unit/test_face_marks.c. */
#define GALLERY_CELL_MM 3.3
#define GALLERY_FACE_GROW 6.0 /* the most a gallery face grows for its names */
/* A sample setup's picture (<sample-setup>): at most this share of the
 * text column wide and this many mm tall, smaller than the setup diagram:
 * 8.5 mm squares on Sittuyin's 8 x 8 at 80 mm, the pieces' figures still
 * told apart at 40 cm. */
#define SAMPLE_MAX_W 0.6
#define SAMPLE_MAX_H 80.0
#define GALLERY_BOX_MAX 1.4 /* a lone large grid's box, of the face (compose_gallery_box) */
/* The cells a diagram face's name on two lines may leave it, rather than a
 * short name: the faces' least at the table, 3.0 mm (21' at 50 cm,
 * tests/unit/test_face.c). A name cut short ("Heav. Horse", Chu Seireigi's
 * player review) costs a player more than a 3.26 mm cell's 0.26 mm. */
#define FACE_NAME_CELL_MM 3.0
/* A setup picture's token: its share of the piece's square (a little
 * apart, so each reads on its own); a named picture's names (item_setup
 * .coded SETUP_NAMED) are SETUP_NAME_ROOM of it wide and SETUP_NAME_EM of
 * it high at the most, under the forward arrow, and printed where all of
 * them fit at COVER_NAME_PT or more on the page: a cover read in hand. */
#define SETUP_TOKEN_SHARE 0.88
/* A square piece's share of its square in the setup picture where the start
 * puts pieces on tinted squares: a tinted frame of at least 0.1 of the
 * square shows round each (at the pieces' own 0.9 the frame was 0.05, most
 * of it under the piece's outline, and the tint read as white). */
#define SETUP_TINT_FILL 0.76
/* A drop game's second hand drawn left of the board (compose_setup.c): room,
 * in squares, for its heading (up to 2.2 squares wide, centred on the
 * 1-square column) to end clear of the board's coordinates: 'Green's hand'
 * ran over the rotation game's row letter g on A5 and A6 (18-bounds). */
#define HAND_LEFT_ROOM 1.0
/* A disc's share of its square at most (compose_piece_fill): a ring of at
 * least 7 % of the square each side, 3.2 mm between neighbours on Chess's
 * 22.9 mm A4 squares (was 1.6 mm at 0.93; unit disc_gap). */
#define DISC_SQUARE_FILL 0.86
#define SETUP_NAMED 2
#define SETUP_NAME_ROOM 0.90
#define SETUP_NAME_EM 0.24
#define SETUP_NAME_THREE 0.70 /* a name on three lines: their height at most, of
                                 the token (the arrow's foot is 0.21 from its top) */
#define COVER_NAME_PT MIN_TEXT_PT
/* A gallery diagram's mark (a dot, a star, an arrowhead) at least: 2.0 mm
 * is 14' at 50 cm (17' in hand at 40 cm), the size of the board's zone
 * dots seen without looking for them (ZONE_DOT_MM), and leaves 1.3 mm
 * between marks on neighbouring 3.3 mm cells. The faces' 1.2 mm
 * (DIAGRAM_MARK_MM) drew Janggi's 7 x 7 Elephant's dots at 1.32 mm beside
 * its General's 3 mm ones: "small dots" (issue 30, Janggi review).
 * tests/unit/test_face_marks.c. */
#define GALLERY_MARK_MM 2.0
#define GALLERY_PT 8.0    /* the gallery's text size */
/* the room a drawn figure takes in a gallery entry's name line: two en
   spaces, an em (booklet_gallery.c) */
#define GALLERY_FIGURE_ROOM "\u2002\u2002"
#define GALLERY_HEAD_BIG 1.44 /* the figures beside a name: two <big> steps */
#define GALLERY_MIN_WORDS 38.0 /* narrower beside the pictures (two diagrams
                                  on an A5 page): the words go under them */
#define LEGEND_ROW 9.0    /* the least height of a legend row */
#define LEGEND_AFTER_LIST 2.0 /* the key's marks lowered in their block after a list: with its 1.2, 3.2 */
#define GALLERY_WORDS_MIN_PT 8.0 /* the least size of a gallery row's words on
                                    the moves: a booklet read at the table, about
                                    40 cm away, where 8 pt lower case is about
                                    13 arc minutes, twice what the eye resolves
                                    (the seventh review read 6.7 pt as small print) */
#define GALLERY_GAP 3.0   /* between an entry's pictures */
#define GALLERY_LABEL_PT 6.5 /* the one-line labels under them, shrunk no
                                further than MIN_TEXT_PT (a diagram's caption:
                                further, with a warning) */

/* ---- <piece-figure>s, sheet titles, hand trays ---- */
#define FIG_FACE 22.0   /* mm: a face in a <piece-figure> */
#define FIG_GAP 9.0     /* between faces in a row */
#define FIG_LABEL_PT 8.0 /* the captions under the faces and the figure */
#define FIG_STACK_OFF 14.0 /* each piece of a stack up and right of the one below, at most: the
                             one below shows its centre, its name (issue 30 review: a group of
                             an Archer on a Shield showed no Shield at 4 mm) */
#define TITLE_MIN_PT 6.0 /* a sheet's title shrinks no further */
#define HAND_HEADER_PT 9.0 /* a hand tray's header, wrapped */

#endif
