/* draw_diagram_grid.c: a movement diagram as a grid of cells (whole, or
 * cropped to the rows and columns its moves use) and one key symbol in its
 * cell; the marks in the cells are drawn by draw_diagram.c. */
#include <math.h>
#include <stdlib.h>

#include "draw-imp.h"

/* On a board of points the piece is a disc, as it stands there; so it is
 * in the chess family's diagrams (struct diagram.disc_piece). A counter,
 * black as the dark discs are printed, with a white triangle in it pointing
 * forward, the way the piece faces; promoted, a white plus. Nothing in it
 * is a ring round a dot: the twice mark is one, and the counter's white
 * ring read as that mark at the table (tenth player review of Jungi; unit
 * centre_mark_apart). An octagon where the pieces are (Janggi), its flats
 * where the circle's edge would be. */
void draw_diagram_counter(cairo_t *cr, double s, int promoted, int octagon)
{
    if (octagon)
        draw_octagon_path(cr, 0, 0, 0.36 * s);
    else {
        cairo_new_path(cr);
        cairo_arc(cr, 0, 0, 0.36 * s, 0, 2 * M_PI);
    }
    cairo_fill(cr);
    draw_ink_note(cr, INK_MARK, 0.72 * s, -0.36 * s, -0.36 * s, 0.72 * s, 0.72 * s);
    cairo_save(cr);
    cairo_set_source_rgb(cr, 1, 1, 1);
    cairo_new_path(cr);
    if (promoted) {
        double a = 0.23 * s, t = 0.06 * s;
        cairo_rectangle(cr, -a, -t, 2 * a, 2 * t);
        cairo_rectangle(cr, -t, -a, 2 * t, 2 * a);
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING);
    } else {
        /* its centroid on the counter's centre, its corners 0.22 s out */
        double r = 0.22 * s;
        cairo_move_to(cr, 0, -r);
        cairo_line_to(cr, 0.866 * r, 0.5 * r);
        cairo_line_to(cr, -0.866 * r, 0.5 * r);
        cairo_close_path(cr);
    }
    cairo_fill(cr);
    cairo_restore(cr);
}

/* The palace's diagonal lines round the piece (struct diagram.zone_lines),
 * drawn as the diagram's other lines are, since on the board they are lines
 * like the others: through the points' centres on a board of points, from
 * corner to corner of the zone's squares otherwise; cut at the part drawn. */
static void zone_diagonals(cairo_t *cr, const struct diagram *d, int row0, int rows, int col0,
                           int cols, double x, double y, double s, double lw)
{
    int c = d->size / 2, h = d->zone_lines;
    double in = d->points ? 0.5 : 0, out = d->points ? 0.5 : 1;
    /* the zone's columns and rows: round the piece, or forward and right
       of it when it stands on the corner (from="corner") */
    int c0 = d->zone_corner ? c : c - h, c1 = d->zone_corner ? c + 2 * h : c + h;
    int r0 = d->zone_corner ? c - 2 * h : c - h, r1 = d->zone_corner ? c : c + h;
    double l = x + (c0 - col0 + in) * s, r = x + (c1 - col0 + out) * s;
    double t = y + (r0 - row0 + in) * s, b = y + (r1 - row0 + out) * s;
    cairo_save(cr);
    cairo_rectangle(cr, x, y, cols * s, rows * s);
    cairo_clip(cr);
    cairo_set_source_rgb(cr, 0.45, 0.45, 0.45);
    cairo_set_line_width(cr, lw);
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
    cairo_new_path(cr);
    cairo_move_to(cr, l, t);
    cairo_line_to(cr, r, b);
    cairo_move_to(cr, l, b);
    cairo_line_to(cr, r, t);
    cairo_stroke(cr);
    /* the palace's edge, as the board draws it: heavier than its lines */
    cairo_set_source_rgb(cr, 0, 0, 0);
    cairo_set_line_width(cr, lw * PALACE_EDGE);
    cairo_rectangle(cr, l, t, r - l, b - t);
    cairo_stroke(cr);
    cairo_restore(cr);
}


/* A palace diagram drawn from a corner (from="corner") whose piece hops
 * along the diagonal to the far corner: is (row, col) the palace's centre,
 * the screen it must hop over? Drawn there as a piece, so that the hop
 * reads as over the centre (issue 30: the Janggi Cannon). */
static int corner_screen(const struct diagram *d, int row, int col)
{
    int n = d->size, c = n / 2, h = d->zone_lines;
    if (!d->zone_corner || h <= 0 || row != c - h || col != c + h || c - 2 * h < 0)
        return 0;
    const struct diagram_cell *far = &d->cells[(c - 2 * h) * n + c + 2 * h];
    const struct diagram_cell *mid = &d->cells[row * n + col];
    return mid->shape == CELL_EMPTY && (far->shape == CELL_HOP_TO || far->shape2 == CELL_HOP_TO);
}

/* The screen: a grey counter, half a cell across, ringed in black. */
static void hop_screen_piece(cairo_t *cr, double s)
{
    double r = HOP_SCREEN_R * s;
    cairo_new_path(cr);
    cairo_arc(cr, 0, 0, r, 0, 2 * M_PI);
    cairo_set_source_rgb(cr, 0.62, 0.62, 0.62);
    cairo_fill_preserve(cr);
    cairo_set_source_rgb(cr, 0, 0, 0);
    cairo_set_line_width(cr, line_width_min(s * 0.05));
    cairo_stroke(cr);
}

/* A lame leap's way of two points or more (Janggi's Elephant: one point
 * straight, then one diagonally), as a path from its mark back through each
 * point a piece would block it on, a ring on each (issue 30, Janggi review:
 * the tail alone said "unless blocked" but not where). On points every lame
 * leap's way is drawn so, one point too (the Horse's, the Xiangqi
 * Elephant's): a stub beside the Elephant's rings was a second convention
 * for the same rule (issue 30, Janggi review). */
static int lame_way(const struct diagram *d, const struct diagram_cell *cl, int dx, int dy,
                    int path[][2])
{
    if (cl->shape != CELL_LAME && cl->shape2 != CELL_LAME)
        return 0;
    int n = move_lame_path(dx, -dy, path, 4);
    return n >= diagram_lame_way_least(d) && n <= 4 ? n : 0;
}

static void lame_ways(cairo_t *cr, const struct diagram *d, int row0, int rows, int col0, int cols,
                      double x, double y, double s, double floor)
{
    int n = d->size, c = n / 2, path[4][2];
    /* a ring as large as any mark at least (floor: the marks' least) */
    double r = fmax(0.17 * s, floor / 2), lw = line_width_min(s * 0.13);
    for (int pass = 0; pass < 2; pass++) /* the lines, then the rings over them */
        for (int row = row0; row < row0 + rows; row++)
            for (int col = col0; col < col0 + cols; col++) {
                int k = lame_way(d, &d->cells[row * n + col], col - c, row - c, path);
                if (k == 0)
                    continue;
                cairo_set_source_rgb(cr, 0, 0, 0);
                cairo_set_line_width(cr, pass ? line_width_min(s * 0.06) : lw);
                cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
                cairo_new_path(cr);
                for (int i = k - 1; i >= 0; i--) {
                    double px = x + (c + path[i][0] - col0 + 0.5) * s;
                    double py = y + (c - path[i][1] - row0 + 0.5) * s;
                    if (pass) {
                        cairo_new_sub_path(cr);
                        cairo_arc(cr, px, py, r, 0, 2 * M_PI);
                        cairo_set_source_rgb(cr, 1, 1, 1);
                        cairo_fill_preserve(cr);
                        cairo_set_source_rgb(cr, 0, 0, 0);
                        cairo_stroke(cr);
                        draw_ink_note(cr, INK_MARK, 2 * r, px - r, py - r, 2 * r, 2 * r);
                    } else if (i == k - 1) {
                        cairo_move_to(cr, x + (col - col0 + 0.5) * s, y + (row - row0 + 0.5) * s);
                        cairo_line_to(cr, px, py);
                    } else
                        cairo_line_to(cr, px, py);
                }
                if (!pass)
                    cairo_stroke(cr);
            }
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
}

/* Rows row0 .. row0+rows-1 and columns col0 .. col0+cols-1 of a diagram in
 * cells of s mm, the top-left corner at (x, y). */
static void draw_grid_part(cairo_t *cr, const struct diagram *d, int row0, int rows, int col0,
                           int cols, double x, double y, double s, int promoted, double floor)
{
    int n = d->size, c = n / 2;
    double w = cols * s, h = rows * s;
    double glw = line_width_min(s * 0.025);
    draw_ink_note_grid(cr, s, rows > cols ? rows : cols, x, y, w, h);

    cairo_save(cr);
    cairo_set_dash(cr, NULL, 0, 0);
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
    if (d->points) {
        /* a board of points: lines through the cells' centres, no frame */
        cairo_set_source_rgb(cr, 0.45, 0.45, 0.45);
        cairo_set_line_width(cr, glw * 1.3);
        for (int i = 0; i < cols; i++) {
            cairo_move_to(cr, x + (i + 0.5) * s, y + 0.5 * s);
            cairo_line_to(cr, x + (i + 0.5) * s, y + h - 0.5 * s);
        }
        for (int i = 0; i < rows; i++) {
            cairo_move_to(cr, x + 0.5 * s, y + (i + 0.5) * s);
            cairo_line_to(cr, x + w - 0.5 * s, y + (i + 0.5) * s);
        }
        cairo_stroke(cr);
        cairo_set_source_rgb(cr, 0, 0, 0);
    } else {
    /* the piece's own cell, lightly shaded */
    cairo_set_source_rgb(cr, 0.86, 0.86, 0.86);
    cairo_rectangle(cr, x + (c - col0) * s, y + (c - row0) * s, s, s);
    cairo_fill(cr);
    /* grid */
    cairo_set_source_rgb(cr, 0.45, 0.45, 0.45);
    cairo_set_line_width(cr, glw);
    for (int i = 1; i < cols; i++) {
        cairo_move_to(cr, x + i * s, y);
        cairo_line_to(cr, x + i * s, y + h);
    }
    for (int i = 1; i < rows; i++) {
        cairo_move_to(cr, x, y + i * s);
        cairo_line_to(cr, x + w, y + i * s);
    }
    cairo_stroke(cr);
    cairo_set_source_rgb(cr, 0, 0, 0);
    double blw = glw * 1.6;
    cairo_set_line_width(cr, blw);
    cairo_rectangle(cr, x + blw / 2, y + blw / 2, w - blw, h - blw);
    cairo_stroke(cr);
    }
    if (d->zone_lines > 0)
        zone_diagonals(cr, d, row0, rows, col0, cols, x, y, s, glw * 1.3);

    lame_ways(cr, d, row0, rows, col0, cols, x, y, s, floor);
    /* e.p. on all eight neighbours: once, as a ring round the piece */
    int halo = diagram_ep_all_round(d);
    for (int row = row0; row < row0 + rows; row++) {
        for (int col = col0; col < col0 + cols; col++) {
            struct diagram_cell own = d->cells[row * n + col];
            const struct diagram_cell *cl = &own;
            if (halo && abs(row - c) <= 1 && abs(col - c) <= 1)
                diagram_drop_ep(&own);
            cairo_save(cr);
            cairo_translate(cr, x + (col - col0 + 0.5) * s, y + (row - row0 + 0.5) * s);
            if (row == c && col == c) {
                if (d->points || d->disc_piece) /* 0.72 of a cell, over any mark's floor */
                    draw_diagram_counter(cr, s, promoted, d->octagon_piece);
                else
                    draw_diagram_self(cr, s, promoted, floor);
                if (halo)
                    draw_diagram_halo(cr, s);
            } else if (corner_screen(d, row, col)) {
                hop_screen_piece(cr, s);
            } else if (cl->shape != CELL_EMPTY || cl->shape2 != CELL_EMPTY) {
                double dx = col - c, dy = row - c, len;
                if (d->zone_lines == 1 && row + 1 < n && col > 0 && corner_screen(d, row + 1, col - 1))
                    own.flags |= CELL_FLAG_SCREEN_SHOWN; /* its way runs to the screen */
                int way[4][2], k = lame_way(d, cl, col - c, row - c, way);
                if (k) { /* the tail along the way's last leg */
                    dx = col - c - way[k - 1][0];
                    dy = row - c + way[k - 1][1];
                }
                len = hypot(dx, dy);
                draw_diagram_cell(cr, cl, s, dx / len, dy / len, floor, DIAGRAM_MARK_MM);
                if (cl->flags & CELL_FLAG_ZONE_ONLY) {
                    /* a move only from a zone: framed with a dashed line */
                    double dash = s * 0.12, in = s * 0.42;
                    int far = diagram_far_of(cl->flags | cl->flags2); /* on a black cell */
                    cairo_set_source_rgb(cr, far, far, far);
                    cairo_set_line_width(cr, line_width_min(s * 0.05));
                    cairo_set_dash(cr, &dash, 1, 0);
                    cairo_rectangle(cr, -in, -in, 2 * in, 2 * in);
                    cairo_stroke(cr);
                }
            }
            cairo_restore(cr);
        }
    }
    cairo_restore(cr);
}

void draw_diagram_ring(cairo_t *cr, const struct diagram *d, double x, double y, double w,
                       double h, double e)
{
    if (!d || !d->cells || d->size < 3 || e <= 0) return;
    int n = d->size, c = n / 2;
    draw_ink_note_grid(cr, e, 3, x, y, w, h);
    cairo_save(cr);
    cairo_set_dash(cr, NULL, 0, 0);
    cairo_set_source_rgb(cr, 0, 0, 0);
    for (int dr = -1; dr <= 1; dr++)
        for (int dc = -1; dc <= 1; dc++) {
            const struct diagram_cell *cl = &d->cells[(c + dr) * n + c + dc];
            if ((dr == 0 && dc == 0) || (cl->shape == CELL_EMPTY && cl->shape2 == CELL_EMPTY))
                continue;
            /* the middle of its cell: a corner e x e, an edge cell stretched */
            double cx = x + (dc < 0 ? e / 2 : dc > 0 ? w - e / 2 : w / 2);
            double cy = y + (dr < 0 ? e / 2 : dr > 0 ? h - e / 2 : h / 2);
            double len = hypot(dc, dr);
            cairo_save(cr);
            cairo_translate(cr, cx, cy);
            draw_diagram_cell(cr, cl, e, dc / len, dr / len, DIAGRAM_MARK_MM, DIAGRAM_MARK_MM);
            cairo_restore(cr);
        }
    cairo_restore(cr);
}

void draw_diagram(cairo_t *cr, const struct diagram *d, double x, double y,
                  double size, int promoted)
{
    if (!d || !d->cells || d->size < 1 || size <= 0) return;
    draw_grid_part(cr, d, 0, d->size, 0, d->size, x, y, size / d->size, promoted, DIAGRAM_MARK_MM);
}

/* The gallery's diagram without its empty outer rows and columns
 * (diagram_span: the Tori Eagle's empty top row, ninth player review),
 * cells size / d->size. The piece keeps the middle of its box, level with
 * the piece in its neighbours', where the span fits so; else the span is
 * moved just into the box (box: 0 for size). */
void draw_diagram_floor(cairo_t *cr, const struct diagram *d, double x, double y, double size,
                        double box, int promoted, double floor)
{
    if (!d || !d->cells || d->size < 1 || size <= 0) return;
    int n = d->size, c = n / 2, r0, rows, c0, cols;
    diagram_span(d, &r0, &rows, &c0, &cols);
    double s = size / n, b = box > 0 ? box : size;
    double sx = x + b / 2 - (c - c0 + 0.5) * s, sy = y + b / 2 - (c - r0 + 0.5) * s;
    sx = fmax(x, fmin(sx, x + b - cols * s));
    sy = fmax(y, fmin(sy, y + b - rows * s));
    draw_grid_part(cr, d, r0, rows, c0, cols, sx, sy, s, promoted, fmax(floor, DIAGRAM_MARK_MM));
}

void draw_diagram_cropped(cairo_t *cr, const struct diagram *d, int row0, int rows, int col0,
                          int cols, double x, double y, double cell, int promoted)
{
    if (!d || !d->cells || d->size < 1 || cell <= 0) return;
    draw_grid_part(cr, d, row0, rows, col0, cols, x, y, cell, promoted, DIAGRAM_MARK_MM);
}

/* (dx, dy) as in notation.h: dy > 0 is forward (up on the page). A zero
 * direction means forward for slides and hops and (1, 2) for lame leaps.
 * CELL_SELF draws the piece marker; with shape2 == CELL_SELF as well it
 * draws the promoted piece's marker (outline and dot). */
void draw_diagram_symbol(cairo_t *cr, const struct diagram_cell *c,
                         int dx, int dy, double x, double y, double size)
{
    if (!c || size <= 0) return;
    double ux = dx, uy = -dy;
    if (dx == 0 && dy == 0) {
        if (c->shape == CELL_LAME || c->shape2 == CELL_LAME || c->shape == CELL_RIDE ||
            c->shape2 == CELL_RIDE || c->shape == CELL_PATH || c->shape2 == CELL_PATH) {
            ux = 1; uy = -2;
        }
        else { ux = 0; uy = -1; }
    }
    double len = hypot(ux, uy);
    ux /= len;
    uy /= len;
    cairo_save(cr);
    cairo_set_dash(cr, NULL, 0, 0);
    cairo_set_source_rgb(cr, 0.45, 0.45, 0.45);
    double glw = line_width_min(size * 0.025);
    cairo_set_line_width(cr, glw);
    cairo_rectangle(cr, x + glw / 2, y + glw / 2, size - glw, size - glw);
    cairo_stroke(cr);
    cairo_set_source_rgb(cr, 0, 0, 0);
    cairo_translate(cr, x + size / 2, y + size / 2);
    if (c->shape == CELL_SELF) {
        /* mode MODE_EP: the key's entry for the ring round the piece; the
           piece a counter where the set's diagrams draw one */
        if (c->flags & CELL_FLAG_DISC)
            draw_diagram_counter(cr, size, c->shape2 == CELL_SELF, !!(c->flags & CELL_FLAG_OCTAGON));
        else
            draw_diagram_self(cr, size, c->shape2 == CELL_SELF, DIAGRAM_MARK_MM);
        if (c->mode & MODE_EP)
            draw_diagram_halo(cr, size);
    } else {
        draw_diagram_cell(cr, c, size, ux, uy, DIAGRAM_MARK_MM, DIAGRAM_MARK_MM);
    }
    cairo_restore(cr);
}
