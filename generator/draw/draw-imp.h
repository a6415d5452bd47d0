/* draw-imp.h: what the drawing files share: cairo + pango drawing of the
 * items the composer places. Every function draws in millimetres in the
 * current user space of cr (the caller scales points to millimetres and
 * translates to the item's origin). Private to draw/. */
#ifndef PNPGEN_DRAW_IMP_H
#define PNPGEN_DRAW_IMP_H

#include <cairo.h>

#include "draw.h"
#include "base/base.h"

/* math.h gives M_PI under _DEFAULT_SOURCE (the Makefile's); this is for a
 * libc that does not. */
#ifndef M_PI
#define M_PI 3.14159265358979323846
#endif

/* Greys of glue flaps: a board tile's flap repeats the cells under it, so
 * it is lighter than the screen's plain flap. */
#define BOARD_FLAP_GREY 0.88
#define SCREEN_FLAP_GREY 0.85
#define HOP_SCREEN_R 0.26 /* a hop's screen drawn as a piece: its radius, in cells */
#define KOMA_DARK_GREY 0.15 /* a dark side's koma */
/* The dark squares of a two-colour board, on the board and in the setup
 * diagram: grey enough to tell at a glance, light enough that grid lines,
 * marks and zone dots stay visible on them. */
#define DARK_SQUARE_GREY 0.74
/* a koma set's board (look.h board_art.wood): pale kaya, 0.91 when printed
   in grey (Rec. 601 luma); tests/unit/test_look.c holds it in 0.85-0.95 */
#define BOARD_WOOD_RGB 0.97, 0.91, 0.74
#include "notation/notation.h"
#include "text/text.h"

/* Text (draw_text.c), laid out by text/. `markup` is Pango markup; size in
 * points; the text is wrapped to `width` mm (0: no wrapping). Returns the
 * height drawn, in mm. */
double draw_text(cairo_t *cr, const struct layout *lo, const char *markup,
                 double size_pt, double x, double y, double width,
                 enum text_align align);
/* The whole lines of a wrapped text that lie from `from` mm to from + h mm
 * into it, drawn with the first of them at y: one page's slice of a text
 * taller than a page (the other lines are not drawn at all). */
void draw_text_slice(cairo_t *cr, const struct layout *lo, const char *markup,
                     double size_pt, double x, double y, double width, double from, double h);
/* Draws one line of text centred on (cx, cy), rotated by `angle` radians,
 * shrunk if needed to fit max_w mm (0: no limit). Used for glyphs and labels. */
void draw_label(cairo_t *cr, const struct layout *lo, const char *markup,
                double size_pt, double cx, double cy, double angle, double max_w);
/* draw_label of a text of several lines, each centred on the widest. */
void draw_label_centred(cairo_t *cr, const struct layout *lo, const char *markup,
                        double size_pt, double cx, double cy, double max_w);

/* draw_label for plain text (a name, a caption, a square's name), escaped
 * by markup_printf first. */
void draw_plain_label(cairo_t *cr, const struct layout *lo, const char *text,
                      double size_pt, double cx, double cy, double angle, double max_w);
/* A board's coordinate, as draw_plain_label; underlined where, turned
 * round, it reads as another number (6 and 9; draw_coord_label.c). */
int draw_coord_turns_into_other(const char *label);
void draw_coord_label(cairo_t *cr, const struct layout *lo, const char *text, double size_pt,
                      double cx, double cy, double angle, double max_w);
/* draw_plain_label, unturned, as filled outlines rather than text: for a
 * label a clip cuts, whose glyphs would otherwise stay whole in the PDF's
 * text beyond the clip. */
void draw_outlined_label(cairo_t *cr, const struct layout *lo, const char *text,
                         double size_pt, double cx, double cy, double max_w);
/* A label whose every line is thickened by stroke mm (a glyph drawn in thin
 * outline, as the chess figures of the light side, that must survive draft
 * print). */
void draw_bold_label(cairo_t *cr, const struct layout *lo, const char *markup, double size_pt,
                     double cx, double cy, double max_w, double stroke);
/* A label in hollow letters, their outlines line mm wide (a promoted
 * side's name: compose_promoted_names_hollow), centred lines or one. */
/* The path of a glyph just laid out, mended where the font draws a White
 * figure unlike the others (draw_glyph_open.c): U+2657's mitre opened,
 * U+2659's small ring taken off its head. Any other text: untouched. */
void draw_glyph_open(cairo_t *cr, const char *text);
void draw_hollow_label(cairo_t *cr, const struct layout *lo, const char *markup, double size_pt,
                       double cx, double cy, double max_w, int centred, double line);

/* Glyphs and the shogi koma (draw_koma.c). draw_glyph: the glyph in the
 * CJK font, as large as fits the box (box_w x box_h centred on cx, cy),
 * its characters one above the other when `stacked` (the composer's
 * struct piece_art stacked). draw_koma_path: the pentagon of a face
 * through the composer's points (struct face's koma), centred on (0, 0),
 * forward up; draw_koma_face fills it and sets the glyph (promoted faces:
 * red characters and an inner outline). */
void draw_glyph(cairo_t *cr, const struct layout *lo, const char *glyph, int stacked,
                double cx, double cy, double box_w, double box_h);
void draw_koma_path(cairo_t *cr, const double pts[5][2]);
void draw_koma_face(cairo_t *cr, const struct layout *lo, const struct look *lk,
                    const struct piece_art *a, int side, enum face_kind kind,
                    const double outline[5][2], int open_base, double w, double h);

/* One cell's marks centred on the origin, in a cell of s mm; (ux, uy) the
 * unit vector from the piece to the cell (page coordinates, y down); every
 * mark at least `floor` mm across, a sign on a mark (the e.p. ring) at
 * least `sign` (draw_diagram_cell.c). */
void draw_diagram_cell(cairo_t *cr, const struct diagram_cell *c, double s, double ux, double uy,
                       double floor, double sign);
/* One marking's glyph centred on the origin: its shape styled by its mode,
 * the first-move diamond, the e.p. ring; `bar` a hop drawn on a slide's
 * arrow (draw_diagram.c; the cells' layout is draw_diagram_cell.c's). */
void draw_diagram_glyph(cairo_t *cr, enum cell_shape shape, unsigned mode, unsigned flags,
                        double s, double ux, double uy, enum cell_shape bar, unsigned bar_mode,
                        double floor, double sign);
/* A far leap's star's place in its cell, for its trail (0, 0 after). */
void draw_diagram_star_at(double x, double y);
/* The ink of the cells' ground the next diagrams are drawn on (0: white,
 * as after): a path leap's trail dots lie in a white lane on grey. */
void draw_diagram_on_ground(double ink);
/* A path leap's trail in a cell of s mm, from `from` along the unit
 * (ux, uy) from the piece back to the cell's edge (draw_diagram_trail.c). */
void draw_diagram_trail(cairo_t *cr, double s, double ux, double uy, double from);
/* The piece's own marker at the centre: a pentagon pointing forward, in
 * outline with a plus when promoted. */
void draw_diagram_self(cairo_t *cr, double s, int promoted, double floor);
/* The piece at the centre as a counter (struct diagram.points, disc_piece):
 * black, a white triangle pointing forward in it, a white plus promoted. */
void draw_diagram_counter(cairo_t *cr, double s, int promoted, int octagon);
/* A dashed ring round the piece: e.p. captures on all eight neighbours. */
void draw_diagram_halo(cairo_t *cr, double s);
/* A movement diagram in the square (x, y, size). `promoted` adds the dot in
 * the centre cell that marks a promoted face. */
void draw_diagram(cairo_t *cr, const struct diagram *d, double x, double y,
                  double size, int promoted);
/* The same with every mark at least `floor` mm across (DIAGRAM_MARK_MM in
 * draw_diagram): the booklet's gallery draws its marks larger, and only
 * the grid's diagram_span, within the box `box` mm square at x, y (0: the
 * grid's own, size). */
void draw_diagram_floor(cairo_t *cr, const struct diagram *d, double x, double y, double size,
                        double box, int promoted, double floor);
/* Rows row0 .. row0+rows-1 and columns col0 .. col0+cols-1 of the diagram
 * (the composer's compose_diagram_extent), in cells of `cell` mm, the
 * top-left corner at (x, y). */
void draw_diagram_cropped(cairo_t *cr, const struct diagram *d, int row0, int rows, int col0,
                          int cols, double x, double y, double cell, int promoted);
/* A diagram's eight squares round the piece as a ring of cells in the box
 * (x, y, w, h) (plan_face_ring.c): corner cells e x e, the edge cells
 * between them, each cell's marks in its middle; the middle is left for
 * the piece's animal (draw_animal). */
void draw_diagram_ring(cairo_t *cr, const struct diagram *d, double x, double y, double w,
                       double h, double e);
/* An animal (figure="lion" ...; draw_animal.c) as large as fits the box
 * (x, y, w, h), upright, in black with its inner lines in white. */
void draw_animal(cairo_t *cr, enum piece_figure fig, double x, double y, double w, double h);
/* An animal's tile colour, set as cr's source: light, each animal its own
   hue and grey tone (draw_animal.c). */
void draw_animal_ground(cairo_t *cr, enum piece_figure fig);
/* One entry of the symbol key: the glyph used for a cell kind, in a box of
 * `size` mm at (x, y). */
void draw_diagram_symbol(cairo_t *cr, const struct diagram_cell *c,
                         int dx, int dy, double x, double y, double size);


/* Tiles whose face is the move grid (draw_tile.c), when the composer says
 * the face is one (struct face's grid). draw_tile_face draws such a face,
 * as laid out in f (tile_*), centred on (0, 0); draw_tile_key one cell of the side's tile treatment
 * (CELL_STEP, CELL_SLIDE, or CELL_SELF for the forward notch) in the square
 * (x, y, size), for the booklet's key. */
void draw_tile_face(cairo_t *cr, const struct layout *lo, const struct look *lk,
                    const struct piece_art *a, int side, const struct face *f, double w, double h);
void draw_tile_key(cairo_t *cr, const struct look *lk, int side, enum cell_shape shape,
                   double x, double y, double size);

/* Helpers of the face files (draw_piece.c, draw_fold.c, draw_refcard.c);
 * what a piece's faces paint is the look's struct piece_art (the composer's
 * compose_look.c). draw_face_side_filled: a side's print
 * style (a side out of range: the first's). draw_face_art_colour: the colour
 * an outlined side's art (rings, glyph) is printed in, as the look has it
 * (struct side_look's art; black for a side out of range). */
int draw_face_side_filled(const struct look *lk, int side);
void draw_face_art_colour(const struct look *lk, int side, double rgb[3]);
/* A glyph in the CJK font, centred; bolden: mm added to its lines
 * (struct face's bolden), or 0. */
void draw_face_cjk_label(cairo_t *cr, const struct layout *lo, const char *text,
                         double em_mm, double cx, double cy, double max_w, double bolden);
/* A compound's figure (draw_compound.c): glyph g holds two chess figures
 * (the Knight first, then the Rook or Bishop), on a disc D mm across. */
void draw_compound_figure(cairo_t *cr, const struct layout *lo, const char *g, double D,
                          double bolden, int filled);
/* A figure pnpgen draws itself (draw_figure.c: draw_piece_figure), h mm tall, centred on
 * (0, 0), in the current source: outlined on a white ground, or solid
 * with its inner lines in black (filled). */
void draw_piece_figure(cairo_t *cr, enum piece_figure fig, double h, int filled);
/* The font's chess figure a figure word names (draw_figure_font.c:
 * FIGURE_IS_FONT), about h mm tall, centred on (0, 0), as draw_piece_figure. */
void draw_font_figure(cairo_t *cr, const struct layout *lo, enum piece_figure fig, double h,
                      int filled);
/* A fold-over face (draw_fold.c), as the composer laid it out and named it
 * (f: compose_face_label). */
void draw_fold_face(cairo_t *cr, const struct layout *lo, const struct look *lk,
                    const struct piece_art *a, int side, enum face_kind kind, const struct face *f,
                    double w, double h);
/* A quick-reference card (draw_refcard.c). */
void draw_refcard_item(cairo_t *cr, const struct layout *lo, const struct look *lk,
                       const struct item *it);

/* The ledger (draw_ledger.c): notes a text, mark or cell of `size`
 * (points or mm, in user space) in the box (x, y, w, h) of user space;
 * nothing without a ledger. draw_ink_note_grid: a diagram grid of cells of
 * s mm, `grid` rows or columns at most. draw_ink_scale: how much a
 * user-space length is enlarged on the page (1 without a ledger). */
void draw_ink_note(cairo_t *cr, enum ink_kind kind, double size, double x, double y, double w,
                   double h);
void draw_ink_note_grid(cairo_t *cr, double s, int grid, double x, double y, double w, double h);
/* A mark that is a small sign on another (struct ink_entry.part). */
void draw_ink_note_part(cairo_t *cr, double size, double x, double y, double w, double h);
double draw_ink_scale(cairo_t *cr);

/* Cut lines (hairlines of the layout's width; the fold line is in draw.h). draw_cut_path
 * strokes the current path as a cut line. */
void draw_cut_path(cairo_t *cr, const struct layout *lo);
void draw_cut_rect(cairo_t *cr, const struct layout *lo, double x, double y, double w, double h);
void draw_cut_circle(cairo_t *cr, const struct layout *lo, double cx, double cy, double r);
/* A piece's outline of "radius" r: a disc's circle, or the regular octagon
 * of SHAPE_OCTAGON whose flat sides lie r from the centre (draw_lines.c). */
void draw_octagon_path(cairo_t *cr, double cx, double cy, double r);
void draw_cut_outline(cairo_t *cr, const struct layout *lo, enum piece_shape shape, double cx,
                      double cy, double r);
/* A calibration ruler of lo->ruler mm with mm ticks, starting at (x, y);
 * its caption wraps where it is wider than room mm. */
void draw_ruler(cairo_t *cr, const struct layout *lo, double x, double y, double room);

/* ---- board tiles and the small map of how they join (draw_board.c) ---- */
void draw_board_tile(cairo_t *cr, const struct layout *lo, const struct look *lk,
                     const struct tile *t);
/* One board mark's symbol centred on (cx, cy) for a cell of s mm, as the
 * board prints it (also used by the booklet's board key). */
void draw_mark_symbol(cairo_t *cr, const struct look *lk, enum mark_symbol sym, int side,
                      double cx, double cy, double s);
void draw_tile_map(cairo_t *cr, const struct layout *lo, const struct tile *t,
                   double x, double y, double w, double h);

/* ---- chips (fold-over discs with emblems) and the paper screen (draw_extras.c) ---- */
/* An emblem of height `size` mm centred on (cx, cy); fg is the art colour
 * (0 black, 1 white) and the emblem's ground is the other one. */
void draw_emblem(cairo_t *cr, enum emblem e, double cx, double cy, double size, int white);


/* The placed items. */
void draw_chip_item(cairo_t *cr, const struct layout *lo, const struct look *lk,
                    const struct item *it);
void draw_screen_item(cairo_t *cr, const struct layout *lo, const struct item *it);

/* ---- the booklet's generated blocks (booklet_draw.c, booklet_figure.c) ---- */
/* The designers' document's diagram and its words: an ITEM_DESIGN_DIAGRAM. */
void draw_design_diagram(cairo_t *cr, const struct layout *lo, const struct item *it);
/* One row of the key of zones and marks: an ITEM_BOARD_KEY. */
void draw_board_key(cairo_t *cr, const struct layout *lo, const struct look *lk,
                    const struct item *it);

/* The <piece-figure> block (booklet_figure.c): its drawing (an ITEM_FIGURE
 * whose `block` is the figure's block). */
void draw_figure(cairo_t *cr, const struct layout *lo, const struct look *lk,
                   const struct item *it);
/* The start position on the real board (booklet_setup.c): an ITEM_SETUP,
 * the whole board tile scaled from the item's corner, every piece as the
 * composer placed it. */
void draw_setup_board(cairo_t *cr, const struct layout *lo, const struct look *lk,
                      const struct item *it);
/* One row of the gallery (booklet_gallery.c): an ITEM_GALLERY_ROW. */
void draw_gallery_row(cairo_t *cr, const struct layout *lo, const struct look *lk,
                      const struct item *it);

void draw_legend(cairo_t *cr, const struct layout *lo, const struct look *lk,
                   const struct item *it);

/* A three-pointed crown's outline, w wide and h tall, its top at `top`
 * (draw_extras.c): the chips' emblem and the royal pieces' mark. */
void draw_crown_path(cairo_t *cr, double cx, double top, double w, double h);
/* A square standing on its corner, its corners r from (cx, cy)
 * (draw_extras.c): the first-move mark and the crest's emblem. */
void draw_diamond_path(cairo_t *cr, double cx, double cy, double r);
/* An ellipse's outline as a sub-path of its own (draw_figure.c): the
 * drawn figures' and animals' round parts. */
void draw_ellipse(cairo_t *cr, double cx, double cy, double rx, double ry);

#endif
