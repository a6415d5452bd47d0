/* compose_face.c: the layout of a fold-over face that shows a movement
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
 * The name a face prints is decided here, measured through text/: the full
 * name when it fits the band at the band's size, shrunk no further than
 * MIN_TEXT_PT; else the definition's designed short name likewise; where
 * neither fits, the one that fits larger, at the size it fits, with a
 * warning (under MIN_PRINTED_PT the set is refused before anything is
 * composed). */
#include "compose-imp.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "base/base.h"
#include "text/text.h"

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
    fp->band_h = fmax(clampd(0.15 * face, 2.8, 5.0), min_band);
    /* a name on two lines: a taller band, each line at least MIN_TEXT_PT */
    if (lines == 2)
        fp->band_h = fmax(fp->band_h, 2 * NAME_LINE * MIN_TEXT_PT * MM_PER_PT);
    fp->band_x = -face / 2 + fp->inset;
    fp->band_y = -face / 2 + fp->inset;
    fp->band_w = face - 2 * fp->inset;
    fp->name_pt = lines == 2 ? fp->band_h / (2 * NAME_LINE) / MM_PER_PT : 0.75 * fp->band_h / MM_PER_PT;
    double gap = 0.25;
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
    double aw = 0.72 * 0.70 * tb, pa = BAND_PLUS_MM(tb), pad = 0.16 * tb;
    return promoted ? pad + aw + 0.10 * tb + pa + pad : aw + 2 * pad;
}

/* The gap each side of a band's name, and the least one, taken only by a
 * name that fits its band at MIN_TEXT_PT no other way (Jungi's backs
 * printed "Cmdr" and "Emp." for want of 0.4 and 0.2 mm). */
#define NAME_PAD 0.6
#define NAME_PAD_TIGHT 0.25

static double name_room_pad(const struct face_plan *fp, int promoted, int royal, double pad,
                            double *x0)
{
    double tab = plan_arrow_tab_width(fp->band_h, promoted);
    double crown_w = royal ? 0.9 * fp->band_h + pad : 0;
    *x0 = fp->band_x + tab + pad;
    return fp->band_w - tab - 2 * pad - crown_w;
}

double plan_fold_name_room(const struct face_plan *fp, int promoted, int royal, double *x0)
{
    return name_room_pad(fp, promoted, royal, NAME_PAD, x0);
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

static const char *full_name(const struct piece *p)
{
    if (p->name && *p->name) return p->name;
    return p->id ? p->id : "?";
}

/* The size a name fits room at on one line, base_pt at the most. */
static double one_line_fit(const struct layout *lo, const char *name, double base_pt, double room)
{
    char *m = text_face_name_markup(name);
    double w = text_width(lo, m, base_pt);
    free(m);
    return w > room ? base_pt * room / w : base_pt;
}

int compose_face_name_choice(const struct layout *lo, const struct piece *p, double base_pt,
                             double room, const char **label, double *pt)
{
    const char *names[2] = {full_name(p), p->short_name && *p->short_name ? p->short_name : NULL};
    *pt = 0;
    for (int i = 0; i < 2; i++) {
        if (!names[i])
            continue;
        double at = one_line_fit(lo, names[i], base_pt, room);
        if (at > *pt) { /* neither fitting: the larger of the two */
            *label = names[i];
            *pt = at;
        }
        if (at >= MIN_TEXT_PT - 1e-9) {
            *label = names[i];
            *pt = at;
            return 0;
        }
    }
    return -1;
}

/* The wider of a name's two lines, broken at brk (text_two_lines), as a
 * face prints them at pt. */
static double two_line_width(const struct layout *lo, const char *name, int brk, double pt)
{
    char *two = text_two_lines(name, brk), *nl = strchr(two, '\n');
    const char *lines[2] = {two, nl ? nl + 1 : NULL};
    double w = 0;
    if (nl)
        *nl = 0;
    for (int k = 0; k < 2 && lines[k]; k++) {
        char *m = text_face_name_markup(lines[k]);
        w = fmax(w, text_width(lo, m, pt));
        free(m);
    }
    free(two);
    return w;
}

/* A name on two lines, broken where the wider line is narrowest: for a name
 * of several words at the space nearest its middle or the spaces either
 * side of that one (a name of many short words is not measured at every
 * space); for one word, where hyphens allows, at a syllable with a hyphen
 * (text_hyphen_points). The size it fits room at (0: no break), *brk the
 * break (text_two_lines). */
static double two_line_fit(const struct layout *lo, const char *name, double base_pt, double room,
                           int hyphens, int *brk)
{
    size_t n = strlen(name), mid = 0, mid_d = (size_t)-1;
    int cand[8], nc = 0;
    for (size_t i = 1; i + 1 < n; i++) {
        size_t d = i > n / 2 ? i - n / 2 : n / 2 - i;
        if (name[i] == ' ' && d < mid_d) {
            mid = i;
            mid_d = d;
        }
    }
    if (mid) {
        cand[nc++] = (int)mid;
        for (size_t i = mid - 1; i >= 1; i--)
            if (name[i] == ' ') {
                cand[nc++] = (int)i;
                break;
            }
        for (size_t i = mid + 1; i + 1 < n; i++)
            if (name[i] == ' ') {
                cand[nc++] = (int)i;
                break;
            }
    } else if (hyphens) {
        nc = text_hyphen_points(name, cand, (int)(sizeof cand / sizeof cand[0]));
        for (int k = 0; k < nc; k++)
            cand[k] = -cand[k];
    }
    double best = 0;
    for (int k = 0; k < nc; k++) {
        double w = two_line_width(lo, name, cand[k], base_pt);
        double at = w > room ? base_pt * room / w : base_pt;
        if (at > best) {
            best = at;
            *brk = cand[k];
        }
    }
    return best;
}

/* The cell of a piece's diagram on its fold face with its name on `lines`. */
static double face_cell(const struct piece *p, double face, int lines)
{
    struct diagram merged;
    const struct diagram *d = NULL;
    struct face_plan fp;
    memset(&merged, 0, sizeof merged);
    if (p->ndiagrams > 0 && p->diagrams[0].grid.cells)
        d = piece_face_diagram(p, &merged);
    plan_fold_face_lines(face, d, lines, &fp);
    diagram_free(&merged);
    return fp.cell;
}

/* compose_fold_face_name; hyphens 0: one-word names are not broken (the
 * set first grows its pieces for them: grow_for_names). The full name is
 * printed where it fits at MIN_TEXT_PT on one line, else (full_first: a
 * diagram face, whose band is its only name) on two where the taller band
 * leaves the cells GALLERY_CELL_MM, before the short name (Chu Seireigi
 * printed "Run. Wolf" where "Running / Wolf" fits at 6 pt). */
static int fold_face_name(const struct layout *lo, const struct piece *p, double face, int promoted,
                          int hyphens, int full_first, const char **label, double *pt, int *brk)
{
    struct face_plan fp, fp2;
    double x0;
    *brk = 0;
    *pt = 0;
    plan_fold_face(face, NULL, &fp);
    double room = plan_fold_name_room(&fp, promoted, p->royal, &x0);
    double tight = name_room_pad(&fp, promoted, p->royal, NAME_PAD_TIGHT, &x0);
    plan_fold_face_lines(face, NULL, 2, &fp2);
    double room2 = plan_fold_name_room(&fp2, promoted, p->royal, &x0);
    double keep = full_first ? GALLERY_CELL_MM : MIN_CELL_MM; /* the cells a 2nd line leaves */
    int two = face_cell(p, face, 2) >= fmin(keep, face_cell(p, face, 1)) - 1e-9;
    const char *names[2] = {full_name(p), p->short_name && *p->short_name ? p->short_name : NULL};
    /* the tries, name and lines (a glyph face keeps one line where it can) */
    static const int order[2][4][2] = {{{0, 1}, {1, 1}, {0, 2}, {1, 2}},
                                       {{0, 1}, {0, 2}, {1, 1}, {1, 2}}};
    for (int t = 0; t < 4; t++) {
        int i = order[!!full_first][t][0], lines = order[!!full_first][t][1];
        if (!names[i])
            continue;
        int at_brk = 0;
        double at = lines == 1 ? one_line_fit(lo, names[i], fp.name_pt, room) : !two ? 0
                    : two_line_fit(lo, names[i], fp2.name_pt, room2, hyphens, &at_brk);
        if (lines == 1 && at < MIN_TEXT_PT - 1e-9) /* closer to the tab, before any other try */
            at = one_line_fit(lo, names[i], MIN_TEXT_PT, tight);
        if (at > *pt + 1e-9) { /* none fitting: the largest */
            *label = names[i];
            *pt = at;
            *brk = at_brk;
        }
        if (at >= MIN_TEXT_PT - 1e-9)
            return 0;
    }
    return -1;
}

int compose_fold_face_name(const struct layout *lo, const struct piece *p, double face,
                           int promoted, const char **label, double *pt, int *brk)
{
    return fold_face_name(lo, p, face, promoted, 1, 0, label, pt, brk);
}

/* Does some face of a glyph set print its piece's short name? */
static int set_shortens(const struct variant *v, const struct layout *lo, double face)
{
    for (int i = 0; i < v->npieces; i++) {
        const struct piece *q = &v->pieces[i];
        for (int k = 0; k < 2; k++) {
            const char *label;
            double pt;
            int brk;
            if (!compose_fold_face_shown(v, q, k))
                continue;
            compose_fold_face_name(lo, q, face, k, &label, &pt, &brk);
            if (q->short_name && label == q->short_name && strcmp(q->short_name, q->name))
                return 1;
        }
    }
    return 0;
}

int compose_set_fold_face_name(const struct variant *v, const struct layout *lo,
                               const struct piece *p, double face, int promoted,
                               const char **label, double *pt, int *brk)
{
    int rc = fold_face_name(lo, p, face, promoted, 1, v->components.face == FACE_DIAGRAM, label,
                            pt, brk);
    if (rc != 0 || v->components.face != FACE_GLYPH || !p->short_name || *label == p->short_name ||
        !set_shortens(v, lo, face))
        return rc;
    /* the short name alone, at the size it fits */
    struct piece alone = *p;
    alone.name = p->short_name;
    alone.short_name = NULL;
    rc = compose_fold_face_name(lo, &alone, face, promoted, label, pt, brk);
    *label = p->short_name;
    return rc;
}

/* compose_tile_face_name; hyphens as fold_face_name's. */
static int tile_face_name(const struct layout *lo, const struct piece *p, double cell, int hyphens,
                          const char **label, double *pt, int *brk)
{
    *brk = 0;
    double room = 0.90 * cell;
    if (compose_face_name_choice(lo, p, fmax(TILE_NAME_PT, 0.56 * cell * PT_PER_MM), room, label,
                                 pt) == 0)
        return 0;
    /* two lines in the cell (below a royal piece's crown: draw_tile.c),
       each no taller than NAME_LINE ems */
    double high = (p->royal ? TILE_NAME_ROYAL_H : 0.90) * cell;
    double most = high / (2 * NAME_LINE) * PT_PER_MM;
    const char *names[2] = {full_name(p), p->short_name && *p->short_name ? p->short_name : NULL};
    for (int i = 0; i < 2; i++) {
        int at_brk = 0;
        double at = names[i] ? fmin(most, two_line_fit(lo, names[i], most, room, hyphens, &at_brk)) : 0;
        if (at > *pt + 1e-9) {
            *label = names[i];
            *pt = at;
            *brk = at_brk;
        }
        if (at >= MIN_TEXT_PT - 1e-9)
            return 0;
    }
    return -1;
}

int compose_tile_face_name(const struct layout *lo, const struct piece *p, double cell,
                           const char **label, double *pt, int *brk)
{
    return tile_face_name(lo, p, cell, 1, label, pt, brk);
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
static int grid_tile(const struct variant *v, const struct piece *p)
{
    return v->components.form == FORM_TILE && v->components.face == FACE_DIAGRAM &&
           p->ndiagrams > 0 && compose_tile_grid_drawable(&p->diagrams[0].grid);
}

/* Faces whose name is not set in a header band: discs print a glyph or a
 * name across the whole disc, koma their glyph. */
static int prints_band_name(const struct variant *v)
{
    return v->components.form != FORM_DISC && v->components.shape != SHAPE_PENTAGON;
}

int compose_fitting_chars(const char *text, double pt)
{
    return (int)((double)utf8_length(text) * pt / MIN_TEXT_PT);
}

/* The smallest size a name of the set's faces prints at (1e9: none) and,
 * with r, a warning per piece under MIN_TEXT_PT and an error under
 * MIN_PRINTED_PT, counted in *errors. */
static double names_walk(const struct variant *v, const struct layout *lo, double face,
                         int hyphens, struct report *r, int *errors)
{
    double least = 1e9;
    *errors = 0;
    if (!prints_band_name(v))
        return least;
    for (int i = 0; i < v->npieces; i++) {
        const struct piece *p = &v->pieces[i];
        int tile = grid_tile(v, p);
        for (int k = 0; k < 2; k++) {
            const char *label;
            double pt;
            if (!tile && !compose_fold_face_shown(v, p, k))
                continue;
            /* a tile's cell is smallest on the dark side (its frame is wider) */
            int brk;
            int bad = tile ? tile_face_name(lo, p, plan_tile_face_cell(p, 1, face), hyphens, &label,
                                            &pt, &brk)
                           : fold_face_name(lo, p, face, k, hyphens, v->components.face == FACE_DIAGRAM,
                                            &label, &pt, &brk);
            least = fmin(least, pt);
            /* under MIN_TEXT_PT it is printed at the size that fits, with a
               warning (older sets did so); under MIN_PRINTED_PT refused */
            if (bad && pt < MIN_PRINTED_PT && r) {
                report_error(r, p->line, "piece '%s': '%s' fits its %.1f mm face only at %.1f pt "
                             "(names are printed at %.0f pt or more, never under %.0f pt): give "
                             "it a shorter short=\"...\" (about %d characters fit)", p->id, label,
                             face, pt, MIN_TEXT_PT, MIN_PRINTED_PT, compose_fitting_chars(label, pt));
                ++*errors;
                break;
            }
            if (bad && r) {
                report_warning(r, p->line, "piece '%s': '%s' fits its %.1f mm face only at %.1f pt, "
                               "under the %.0f pt a player reads easily, and is printed so small: "
                               "give it a shorter short=\"...\" (about %d characters fit)", p->id,
                               label, face, pt, MIN_TEXT_PT, compose_fitting_chars(label, pt));
                break;
            }
            if (tile)
                break;
        }
    }
    return least;
}

int compose_face_names_check(const struct variant *v, const struct layout *lo, double face,
                             struct report *r)
{
    int errors;
    names_walk(v, lo, face, 1, r, &errors);
    return errors;
}

double compose_face_names_min_pt(const struct variant *v, const struct layout *lo, double face)
{
    int errors;
    return names_walk(v, lo, face, 0, NULL, &errors);
}

/* The layout of a fold-over face or a move-grid tile's, as draw/ prints it:
 * the fold face around the diagram it shows (piece_face_diagram), its name
 * beside the arrow box. */
static void face_layout(const struct variant *v, double face, struct face *f)
{
    if (f->kind == FACE_HIDDEN_BACK || f->piece < 0 || f->piece >= v->npieces ||
        v->components.shape == SHAPE_PENTAGON || v->components.form == FORM_DISC)
        return;
    const struct piece *p = &v->pieces[f->piece];
    if (f->grid) {
        plan_tile_geometry(p, v->sides[f->side].filled != 0, face, &f->tile_u, &f->tile_fw,
                           &f->tile_band, &f->tile_gu);
        return;
    }
    int lines = f->label_break ? 2 : 1;
    if (f->kind == FACE_PLAIN_BACK) {
        plan_fold_face_lines(face, NULL, lines, &f->plan);
        return;
    }
    int promoted = f->kind == FACE_PROMOTED;
    struct diagram merged;
    const struct diagram *d = NULL;
    memset(&merged, 0, sizeof merged);
    if (p->ndiagrams > 0 && p->diagrams[0].grid.cells)
        d = piece_face_diagram(p, &merged);
    plan_fold_face_lines(face, d, lines, &f->plan);
    plan_face_ring(d, p->figure, &f->plan);
    diagram_free(&merged);
    f->tab_w = plan_arrow_tab_width(f->plan.band_h, promoted);
    f->name_room = plan_fold_name_room(&f->plan, promoted, p->royal, &f->name_x);
}

/* The tone a face prints its side in, beyond its name band (issue 30: on
 * the table the sides must differ at a glance, not only by a 3 mm band). A
 * dark side's fold-over face is black under a glyph, printed white (as a
 * filled disc is), or FOLD_DIAGRAM_GROUND (black) around a diagram whose
 * cells are FOLD_DIAGRAM_CELLS grey, so that its black marks still read. A
 * disc's glyph on a near-white side (chess's White, thin outline figures)
 * is printed black and thickened by DISC_GLYPH_BOLDEN, which draft and
 * toner-saving print keep. The plain back of a piece that never promotes
 * takes its front's ground (issue 30, Chu Shogi: a white hatched back on
 * a black piece looked like a misprint), as Shogi's King and Gold keep
 * their face colour on the back. */
static void face_tone(const struct variant *v, struct face *f)
{
    f->ground_ink = f->cells_ink = f->bolden = 0;
    if (f->side < 0 || f->side >= MAX_SIDES || f->kind == FACE_HIDDEN_BACK)
        return;
    const struct side *sd = &v->sides[f->side];
    if (v->components.form == FORM_DISC) {
        double rgb[3];
        if (!sd->filled && colour_parse_hex(sd->colour, rgb) == 0 &&
            0.299 * rgb[0] + 0.587 * rgb[1] + 0.114 * rgb[2] > 0.8) /* Rec. 601 luma */
            f->bolden = DISC_GLYPH_BOLDEN;
        return;
    }
    if (!sd->filled || f->grid || v->components.shape == SHAPE_PENTAGON)
        return;
    if (v->components.face == FACE_GLYPH)
        f->ground_ink = 1;
    else {
        f->ground_ink = 1 - FOLD_DIAGRAM_GROUND;
        /* a plain back has no cells to keep grey */
        f->cells_ink = f->kind == FACE_PLAIN_BACK ? 0 : 1 - FOLD_DIAGRAM_CELLS;
    }
}

void compose_face_label(const struct variant *v, const struct layout *lo, double face,
                        struct face *f)
{
    f->label = NULL;
    f->label_pt = 0;
    f->scale = f->kind == FACE_HIDDEN_BACK || f->piece < 0 || f->piece >= v->npieces
                   ? 1.0 : piece_size_scale(v, &v->pieces[f->piece]);
    f->label_break = 0;
    f->word_pt = f->word_h = 0;
    f->grid = f->kind == FACE_FRONT && f->piece >= 0 && f->piece < v->npieces &&
              grid_tile(v, &v->pieces[f->piece]);
    if (v->components.shape == SHAPE_PENTAGON)
        plan_koma_outline(face, face, f->koma);
    /* the name first: one on two lines takes a taller band */
    if (prints_band_name(v) && f->kind != FACE_HIDDEN_BACK && f->piece >= 0 &&
        f->piece < v->npieces) {
        const struct piece *p = &v->pieces[f->piece];
        if (f->kind == FACE_FRONT && grid_tile(v, p))
            compose_tile_face_name(lo, p, plan_tile_face_cell(p, v->sides[f->side].filled != 0, face),
                                   &f->label, &f->label_pt, &f->label_break);
        else
            compose_set_fold_face_name(v, lo, p, face, f->kind == FACE_PROMOTED, &f->label,
                                       &f->label_pt, &f->label_break);
    }
    face_layout(v, face, f);
    if (f->label && !f->label_break && !f->grid && f->name_room > 0 &&
        f->kind != FACE_PLAIN_BACK && f->kind != FACE_HIDDEN_BACK) {
        /* a name chosen for the tight room (fold_face_name) is given it */
        char *m = text_face_name_markup(f->label);
        if (text_width(lo, m, f->label_pt) > f->name_room + 1e-6)
            f->name_room = name_room_pad(&f->plan, f->kind == FACE_PROMOTED,
                                         v->pieces[f->piece].royal, NAME_PAD_TIGHT, &f->name_x);
        free(m);
    }
    f->foot[0] = '\0';
    if (f->choices_of > 0 && f->kind == FACE_PROMOTED && !f->grid &&
        v->components.shape != SHAPE_PENTAGON && v->components.form != FORM_DISC) {
        /* a back="choices" back: the others named at its foot (face_choices.c) */
        compose_choices_words(v, lo, &v->pieces[f->choices_of - 1], f->plan.band_w,
                              fmax(MIN_TEXT_PT, f->plan.name_pt), f->foot, sizeof f->foot,
                              &f->foot_pt);
        plan_choices_foot(face, f->foot_pt, &f->plan, &f->foot_x, &f->foot_y, &f->foot_w,
                          &f->foot_h);
        plan_fold_face_grid(&f->plan);
    }
    compose_face_word(v, lo, f);
    face_tone(v, f);
}

void plan_koma_outline(double w, double h, double pts[5][2])
{
    double base = KOMA_BASE * w, shoulder = KOMA_SHOULDER * w, tip = KOMA_TIP * h;
    pts[0][0] = 0;             pts[0][1] = -h / 2;
    pts[1][0] = shoulder / 2;  pts[1][1] = -h / 2 + tip;
    pts[2][0] = base / 2;      pts[2][1] = h / 2;
    pts[3][0] = -base / 2;     pts[3][1] = h / 2;
    pts[4][0] = -shoulder / 2; pts[4][1] = -h / 2 + tip;
}
