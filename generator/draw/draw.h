/* draw.h: cairo + pango drawing of the items the composer places. Every
 * function draws in millimetres in the current user space of cr (the caller
 * scales points to millimetres and translates to the item's origin). */
#ifndef PNPGEN_DRAW_H
#define PNPGEN_DRAW_H

#include <cairo.h>
#include "notation/diagram.h"
#include "compose/compose.h"
#include "model/layout.h"
#include "model/model.h"
#include "text/text.h"

/* Text (draw_text.c), laid out by text/. `markup` is Pango markup; size in
 * points; the text is wrapped to `width` mm (0: no wrapping). Returns the
 * height drawn, in mm. */
double draw_text(cairo_t *cr, const struct layout *lo, const char *markup,
                 double size_pt, double x, double y, double width,
                 enum text_align align);
/* Draws one line of text centred on (cx, cy), rotated by `angle` radians,
 * shrunk if needed to fit max_w mm (0: no limit). Used for glyphs and labels. */
void draw_label(cairo_t *cr, const struct layout *lo, const char *markup,
                double size_pt, double cx, double cy, double angle, double max_w);

/* A movement diagram in the square (x, y, size). `promoted` adds the dot in
 * the centre cell that marks a promoted face. */
void draw_diagram(cairo_t *cr, const struct diagram *d, double x, double y,
                  double size, int promoted);
/* One entry of the symbol key: the glyph used for a cell kind, in a box of
 * `size` mm at (x, y). */
void draw_diagram_symbol(cairo_t *cr, const struct diagram_cell *c,
                         int dx, int dy, double x, double y, double size);

/* Faces of a piece, each drawn centred on (0, 0), upright (forward = up).
 * form and face come from the variant's <components>. `w`, `h` are the face
 * size (a disc uses min(w, h) as its diameter). */
void draw_piece_face(cairo_t *cr, const struct layout *lo, const struct variant *v,
                     const struct piece *p, int side, enum face_kind kind,
                     double w, double h);

/* Tiles whose face is the move grid (draw_tile.c). tile_grid_drawable: the
 * diagram is 3 x 3 and shows only steps and slides that move and capture,
 * so the tile can print it as its face. draw_tile_face draws such a face
 * centred on (0, 0); draw_tile_key one cell of the side's tile treatment
 * (CELL_STEP, CELL_SLIDE, or CELL_SELF for the forward notch) in the square
 * (x, y, size), for the booklet's key. */
int tile_grid_drawable(const struct diagram *d);
void draw_tile_face(cairo_t *cr, const struct layout *lo, const struct variant *v,
                    const struct piece *p, int side, double w, double h);
void draw_tile_key(cairo_t *cr, const struct variant *v, int side, enum cell_shape shape,
                   double x, double y, double size);

/* Cut and fold lines (hairlines of the layout's widths). draw_cut_path
 * strokes the current path as a cut line. */
void draw_cut_path(cairo_t *cr, const struct layout *lo);
void draw_cut_rect(cairo_t *cr, const struct layout *lo, double x, double y, double w, double h);
void draw_cut_circle(cairo_t *cr, const struct layout *lo, double cx, double cy, double r);
void draw_fold_line(cairo_t *cr, const struct layout *lo, double x0, double y0, double x1, double y1);
/* A calibration ruler of lo->ruler mm with mm ticks, starting at (x, y). */
void draw_ruler(cairo_t *cr, const struct layout *lo, double x, double y);

#endif
