/* compose_face_plan.c: the layout of a fold-over face that shows a movement
 * diagram, as plain geometry (draw_piece.c follows it; the tests read it).
 *
 * Face coordinates: origin at the face's centre, y down, forward = up; the
 * forward edge is the fold. From the top:
 *   - the header band, SIDE_MARK_INSET from the fold and the side cuts: the
 *     forward arrow in its box at the left, the name beside it (the royal
 *     mark at the right on royal pieces). On a dark side the whole band is
 *     filled, so the side shows at a glance and a cutting error of up to
 *     1 mm changes nothing about the mark (it never touches a cut line);
 *   - the diagram, cropped to the rows and columns that hold the piece's
 *     moves (a forward-only piece has no back rows beyond the first; columns
 *     stay symmetric so the piece stays in the middle), never less than the
 *     3 x 3 around the piece, in square cells as large as the
 *     room allows, but no larger than a 3 x 3 grid's (small grids keep the
 *     common look), ART_INSET from the cut lines.
 *
 * Here too what both compose_face_name.c (the name a face prints) and
 * compose_face.c (each placed face, named and laid out) ask of a set: which
 * faces are shown, which fronts are move-grid tiles, which sets print
 * names in a band; so that neither calls the other's file. */
#include "compose-imp.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "base/base.h"

static double clampd(double v, double lo, double hi)
{
    return v < lo ? lo : v > hi ? hi : v;
}

void compose_diagram_extent(const struct diagram *d, int *row0, int *rows, int *col0, int *cols)
{
    int n = d && d->cells ? d->size : 1, c = n / 2;
    int fwd = 0, back = 0, half = 0;
    for (int r = 0; d && d->cells && r < n; r++)
        for (int k = 0; k < n; k++) {
            const struct diagram_cell *cl = &d->cells[r * n + k];
            if (cl->shape == CELL_EMPTY && cl->shape2 == CELL_EMPTY)
                continue;
            if (r == c && k == c)
                continue;
            if (c - r > fwd) fwd = c - r;
            if (r - c > back) back = r - c;
            if (abs(k - c) > half) half = abs(k - c);
        }
    /* at least the piece's 3 x 3 neighbourhood, the piece in its middle: a
       forward-only step drawn as a strip of two cells does not read as a
       diagram at the table (the Dobutsu Chick, a shogi Pawn); a longer
       reach keeps its own rows */
    int most = c; /* the grid's own half size: no row or column past it */
    if (half < 1 && most >= 1) half = 1;
    while (fwd + back < 2 && most >= 1) {
        if (back < fwd || (back == fwd && back < most)) back++;
        else fwd++;
    }
    *row0 = c - fwd;
    *rows = fwd + back + 1;
    *col0 = c - half;
    *cols = 2 * half + 1;
}

void plan_fold_face(double face, const struct diagram *d, struct face_plan *fp)
{
    plan_fold_face_lines(face, d, 1, fp);
}

void plan_fold_face_lines(double face, const struct diagram *d, int lines, struct face_plan *fp)
{
    fp->inset = SIDE_MARK_INSET;
    fp->art = ART_INSET;
    /* the band holds a name of at least MIN_TEXT_PT: its em is 3/4 of the band */
    double min_band = MIN_TEXT_PT * MM_PER_PT / 0.75;
    fp->band_h = fp->tab_h = fmax(clampd(0.15 * face, 2.8, 5.0), min_band);
    /* a name on two lines: a taller band, each line at least MIN_TEXT_PT;
       the arrow box keeps its size (grown with the band, it took the room
       "Treacherous" needed) */
    if (lines == 2)
        fp->band_h = fmax(fp->band_h, 2 * NAME_LINE * MIN_TEXT_PT * MM_PER_PT);
    fp->band_x = -face / 2 + fp->inset;
    fp->band_y = -face / 2 + fp->inset;
    fp->band_w = face - 2 * fp->inset;
    fp->name_pt = lines == 2 ? fp->band_h / (2 * NAME_LINE) / MM_PER_PT : 0.75 * fp->band_h / MM_PER_PT;
    double gap = lines == 2 ? 0.15 : 0.25; /* the taller band's name has its own margin */
    fp->dx = -face / 2 + fp->art;
    fp->dw = face - 2 * fp->art;
    fp->dy = fp->band_y + fp->band_h + gap;
    fp->dh = face / 2 - fp->art - fp->dy;
    compose_diagram_extent(d, &fp->row0, &fp->rows, &fp->col0, &fp->cols);
    plan_fold_face_grid(fp);
}

void plan_fold_face_grid(struct face_plan *fp)
{
    double cell = fmin(fp->dw / fp->cols, fp->dh / fp->rows);
    cell = fmin(cell, fmin(fp->dw, fp->dh) / 3);
    fp->cell = cell;
    /* the grid, centred in the diagram's room */
    fp->gx = fp->dx + (fp->dw - cell * fp->cols) / 2;
    fp->gy = fp->dy + (fp->dh - cell * fp->rows) / 2;
}

double plan_arrow_tab_width(double tb, int promoted)
{
    double aw = 0.72 * 0.70 * tb, pa = BAND_PLUS_MM(tb), pad = (promoted ? TAB_PAD_PROMOTED : TAB_PAD) * tb;
    return promoted ? pad + aw + 0.10 * tb + pa + pad : aw + 2 * pad;
}

void plan_tile_geometry(const struct piece *p, int filled, double S, double *u, double *fw,
                        double *band, double *gu)
{
    double m = fmax(SIDE_MARK_INSET, clampd(0.07 * S, 1.2, 2.0));
    *u = S - 2 * m;
    /* frame: a thin black line on a light tile, a wide dark border on a
       dark one, so that the two sides differ at a glance */
    *fw = line_width_min((filled ? 0.06 : 0.035) * *u);
    /* a tile that turns has a wide forward band holding the notch */
    *band = p->rotates ? 0.12 * *u : *fw;
    *gu = *u - *fw - *band;
}

double plan_tile_face_cell(const struct piece *p, int filled, double S)
{
    double u, fw, band, gu;
    plan_tile_geometry(p, filled, S, &u, &fw, &band, &gu);
    return gu / 3;
}

/* A dark side's glyph faces (Makruk's black pieces) are black to the cut
 * lines, bleeding past them (render_fold), their cut grid grey over them:
 * the 2 mm white rim inside the cuts, kept so that a cutting error showed
 * no uneven rim, read on the black pieces as a misprint (issue 30, eighth
 * review); black to the cut and past it, an error shows nothing at all.
 * Diagram faces keep the inset, their grey cells framed by it, but for
 * the fronts of men that stand face down (back="hidden", the crest game):
 * their white forward band, which shows a man lying crosswise, took the
 * tone the sides differ by, and the black rim gives it back (face tone
 * apart, least of the men and King, 0.23 -> 0.32). */
int compose_fold_ground_full(const struct variant *v, int side)
{
    return v->components.form == FORM_FOLD &&
           (v->components.face == FACE_GLYPH || v->components.back == BACK_HIDDEN) &&
           v->components.shape != SHAPE_PENTAGON && side >= 0 && side < MAX_SIDES &&
           v->sides[side].filled;
}

int compose_fold_face_shown(const struct variant *v, const struct piece *p, int promoted)
{
    if (!promoted)
        return p->count > 0;
    for (int i = 0; i < v->npieces; i++)
        if (v->pieces[i].promotes_to == p && v->pieces[i].count > 0 &&
            piece_back_of(v, &v->pieces[i]) == BACK_PROMOTED)
            return 1;
    return 0;
}

int compose_tile_grid_drawable(const struct diagram *d)
{
    if (!d || d->size != 3 || !d->cells)
        return 0;
    for (int i = 0; i < 9; i++) {
        const struct diagram_cell *c = &d->cells[i];
        if (i == 4)
            continue;
        if (c->shape2 != CELL_EMPTY || c->flags != 0)
            return 0;
        if (c->shape == CELL_EMPTY)
            continue;
        if ((c->shape != CELL_STEP && c->shape != CELL_SLIDE) ||
            c->mode != (MODE_MOVE | MODE_CAPTURE))
            return 0;
    }
    return 1;
}

/* Does the front of p print as a move-grid tile (the rotation game)? */
int compose_grid_tile(const struct variant *v, const struct piece *p)
{
    return v->components.form == FORM_TILE && v->components.face == FACE_DIAGRAM &&
           p->ndiagrams > 0 && compose_tile_grid_drawable(&p->diagrams[0].grid);
}

/* Faces whose name is not set in a header band: discs print a glyph or a
 * name across the whole disc, koma their glyph. */
int compose_prints_band_name(const struct variant *v)
{
    return v->components.form != FORM_DISC && v->components.shape != SHAPE_PENTAGON;
}

