/* compose_face_name.c: the name a fold-over face or a move-grid tile
 * prints, measured through text/: the full name when it fits the band at
 * the band's size, shrunk no further than MIN_TEXT_PT (with the band's
 * tight gaps, then, on a diagram face, on two lines where the cells keep
 * their size, then set a little tighter: NAME_TRACK_MOST); else the
 * definition's designed short name likewise; where none fits, the one that
 * fits larger, at the size it fits, with a warning (under MIN_PRINTED_PT
 * the set is refused before anything is composed). A diagram set prints
 * all its names at one size, the least of them, where that is MIN_TEXT_PT
 * or more. */
#include "compose-imp.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "base/base.h"
#include "text/text.h"

/* The gap each side of a band's name, and the least one, taken only by a
 * name that fits its band at MIN_TEXT_PT no other way (Jungi's backs
 * printed "Cmdr" and "Emp." for want of 0.4 and 0.2 mm). */
#define NAME_PAD 0.6
#define NAME_PAD_TIGHT 0.25
/* A name keeps NAME_TAB_CLEAR from the tab, 5.5' at 50 cm, so that name and
 * badge read as two things ("Commander" and "Archmagister" sat 0.25 mm
 * from it, Chu Shogi's "Dragon King" 0.72: issue 30, Jungi review): its
 * room is moved from the band's far end (NAME_PAD's room keeps its
 * width, 0.4 mm from that end; a tight one NAME_EDGE_TIGHT from it). */
#define NAME_TAB_CLEAR 0.8
#define NAME_EDGE_TIGHT 0.1
/* The most a diagram face's name is set tighter, in ems between letters,
 * before its short name is printed: Jungi's "Archmagister" needs 0.054 to
 * fit at 6 pt beside its tab (it printed "Archmag", issue 30). The bold
 * condensed letters keep a gap of their own at 0.06 (DejaVu Sans's side
 * bearings are about 0.08 em); the name stays one word read at a glance. */
#define NAME_TRACK_MOST 0.06

double plan_fold_name_room_pad(const struct face_plan *fp, int promoted, int royal, double pad,
                            double *x0)
{
    double tab = plan_arrow_tab_width(fp->tab_h, promoted);
    double crown_w = royal ? 0.9 * fp->band_h + pad : 0;
    int tight = pad < NAME_PAD;
    double near = fmax(pad, NAME_TAB_CLEAR), far = tight ? NAME_EDGE_TIGHT : 2 * pad - near;
    *x0 = fp->band_x + tab + near;
    return fp->band_w - tab - near - far - crown_w;
}

double plan_fold_name_room(const struct face_plan *fp, int promoted, int royal, double *x0)
{
    return plan_fold_name_room_pad(fp, promoted, royal, NAME_PAD, x0);
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

/* The mm to add between a name's letters (< 0) for its width w to be room;
 * 0 where it is already. */
static double name_track(const char *name, double w, double room)
{
    int gaps = (int)utf8_length(name) - 1;
    return w <= room || gaps < 1 ? 0 : (room - w) / gaps;
}

/* The size a name fits room at on one line at MIN_TEXT_PT set at most
 * NAME_TRACK_MOST tighter: MIN_TEXT_PT, or 0 where it does not. */
static double tracked_fit(const struct layout *lo, const char *name, double room)
{
    char *m = text_face_name_markup(name);
    double w = text_width(lo, m, MIN_TEXT_PT);
    free(m);
    double most = NAME_TRACK_MOST * MIN_TEXT_PT * MM_PER_PT;
    return -name_track(name, w, room) <= most + 1e-9 ? MIN_TEXT_PT : 0;
}

/* compose_fold_face_name; hyphens 0: one-word names are not broken (the
 * set first grows its pieces for them: grow_for_names). The full name is
 * printed where it fits at MIN_TEXT_PT on one line, else (full_first: a
 * diagram face, whose band is its only name) on two where the taller band
 * leaves the cells full_first (mm), then on one line set tighter
 * (NAME_TRACK_MOST), before the short name (Chu Seireigi printed "Run.
 * Wolf" where "Running / Wolf" fits at 6 pt, and "Heav. Horse" and
 * "Treach. Fox" where the cells were held to 3.3 mm). */
static int fold_face_name(const struct layout *lo, const struct piece *p, double face, int promoted,
                          int hyphens, double full_first, const char **label, double *pt, int *brk)
{
    struct face_plan fp, fp2;
    double x0;
    *brk = 0;
    *pt = 0;
    plan_fold_face(face, NULL, &fp);
    double room = plan_fold_name_room(&fp, promoted, p->royal, &x0);
    double tight = plan_fold_name_room_pad(&fp, promoted, p->royal, NAME_PAD_TIGHT, &x0);
    plan_fold_face_lines(face, NULL, 2, &fp2);
    double room2 = plan_fold_name_room(&fp2, promoted, p->royal, &x0);
    /* the cells a 2nd line leaves: full_first's, else MIN_CELL_MM */
    double keep = full_first > 0 ? full_first : MIN_CELL_MM;
    int two = face_cell(p, face, 2) >= fmin(keep, face_cell(p, face, 1)) - 1e-9;
    const char *names[2] = {full_name(p), p->short_name && *p->short_name ? p->short_name : NULL};
    /* the tries, name and lines (a glyph face keeps one line where it can;
       3: one line set tighter, a diagram face's full name only) */
    static const int order[2][5][2] = {{{0, 1}, {1, 1}, {0, 2}, {1, 2}, {-1, 0}},
                                       {{0, 1}, {0, 2}, {0, 3}, {1, 1}, {1, 2}}};
    int ff = full_first > 0;
    for (int t = 0; t < 5 && order[ff][t][0] >= 0; t++) {
        int i = order[ff][t][0], lines = order[ff][t][1];
        if (!names[i])
            continue;
        int at_brk = 0;
        double at = lines == 3 ? tracked_fit(lo, names[i], tight)
                    : lines == 1 ? one_line_fit(lo, names[i], fp.name_pt, room) : !two ? 0
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

/* Is face k (0 front, 1 back) of q one whose name a diagram set weighs:
 * printed, and not the front of a move-grid tile? */
static int named_face(const struct variant *v, const struct piece *q, int k)
{
    return compose_fold_face_shown(v, q, k) && (k || !compose_grid_tile(v, q));
}

/* The least sizes worked out for the set being composed, from
 * compose_names_memo_begin to _end (each placed face asks: a set of 30
 * kinds has 60 faces); outside, worked out each time. */
#define NAMES_MEMO 8
static struct {
    const struct variant *v; /* NULL: no memo */
    struct {
        const struct layout *lo;
        double face, full_first, least;
    } e[NAMES_MEMO];
    int n, next;
} names_memo;

void compose_names_memo_begin(const struct variant *v)
{
    memset(&names_memo, 0, sizeof names_memo);
    names_memo.v = v;
}

void compose_names_memo_end(void)
{
    memset(&names_memo, 0, sizeof names_memo);
}

/* The least size a diagram set's fold faces of size face print their names
 * at (1e9: none), each as fold_face_name chooses it with full_first. */
static double set_names_least(const struct variant *v, const struct layout *lo, double face,
                              double full_first)
{
    int memo = v == names_memo.v;
    for (int m = 0; memo && m < names_memo.n; m++)
        if (names_memo.e[m].lo == lo && names_memo.e[m].face == face &&
            names_memo.e[m].full_first == full_first)
            return names_memo.e[m].least;
    double least = 1e9;
    for (int i = 0; i < v->npieces; i++)
        for (int k = 0; k < 2; k++) {
            const char *label;
            double pt;
            int brk;
            if (!named_face(v, &v->pieces[i], k))
                continue;
            fold_face_name(lo, &v->pieces[i], face, k, 1, full_first, &label, &pt, &brk);
            least = fmin(least, pt);
        }
    if (memo) {
        int m = names_memo.next;
        names_memo.e[m].lo = lo, names_memo.e[m].face = face;
        names_memo.e[m].full_first = full_first, names_memo.e[m].least = least;
        names_memo.next = (m + 1) % NAMES_MEMO;
        if (names_memo.n < NAMES_MEMO)
            names_memo.n++;
    }
    return least;
}

/* Do a diagram set's fold faces of size face, those of piece (< 0: of
 * every piece; its back's too), print their full names at MIN_TEXT_PT or more, their
 * cells keeping full_first? */
static int names_full(const struct variant *v, const struct layout *lo, int piece, double face,
                      double full_first)
{
    for (int i = 0; i < v->npieces; i++)
        for (int k = 0; k < 2; k++) {
            const struct piece *q = &v->pieces[i];
            const char *label;
            double pt;
            int brk;
            if ((piece >= 0 && i != piece && q != v->pieces[piece].promotes_to) ||
                !named_face(v, q, k))
                continue;
            if (fold_face_name(lo, q, face, k, 1, full_first, &label, &pt, &brk) != 0 ||
                label != full_name(q))
                return 0;
        }
    return 1;
}

double compose_gallery_face_named(const struct variant *v, const struct layout *lo, int piece)
{
    double f = compose_gallery_face(v);
    if (v->components.face != FACE_DIAGRAM || !compose_prints_band_name(v))
        return f;
    for (double g = f; g <= f + GALLERY_FACE_GROW + 1e-9; g += 0.5)
        if (names_full(v, lo, piece, g, GALLERY_CELL_MM))
            return g;
    return f;
}

int compose_set_fold_face_name(const struct variant *v, const struct layout *lo,
                               const struct piece *p, double face, int promoted,
                               const char **label, double *pt, int *brk)
{
    /* a diagram face's name in full on two lines while its cells keep
       FACE_NAME_CELL_MM, in the booklet's gallery GALLERY_CELL_MM */
    double full_first = v->components.face != FACE_DIAGRAM ? 0
                        : face >= compose_gallery_face(v) - 1e-9 ? GALLERY_CELL_MM
                        : FACE_NAME_CELL_MM;
    int rc = fold_face_name(lo, p, face, promoted, 1, full_first, label, pt, brk);
    if (rc == 0 && v->components.face == FACE_DIAGRAM) {
        /* one size for the set's names, the least that fits them all
           (issue 30, Chu Shogi review: "King" at 8 pt beside "Gold
           General" at 6), where that is one a player reads */
        double least = set_names_least(v, lo, face, full_first);
        if (least >= MIN_TEXT_PT - 1e-9 && least < *pt)
            *pt = least;
    }
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
    if (compose_face_name_choice(lo, p, fmax(TILE_NAME_PT, TILE_NAME_CELL * cell * PT_PER_MM), room, label,
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
    if (!compose_prints_band_name(v))
        return least;
    for (int i = 0; i < v->npieces; i++) {
        const struct piece *p = &v->pieces[i];
        int tile = compose_grid_tile(v, p);
        for (int k = 0; k < 2; k++) {
            const char *label;
            double pt;
            if (!tile && !compose_fold_face_shown(v, p, k))
                continue;
            /* a tile's cell is smallest on the dark side (its frame is wider) */
            int brk;
            int bad = tile ? tile_face_name(lo, p, plan_tile_face_cell(p, 1, face), hyphens, &label,
                                            &pt, &brk)
                           : fold_face_name(lo, p, face, k, hyphens,
                                            v->components.face == FACE_DIAGRAM ? FACE_NAME_CELL_MM : 0,
                                            &label, &pt, &brk);
            least = fmin(least, pt);
            /* under MIN_TEXT_PT it is printed at the size that fits, with a
               warning (older sets did so); under MIN_PRINTED_PT refused.
               The size said is cut, not rounded, to a tenth: 5.99 pt
               said "6.0 pt, under the 6 pt" */
            double said = floor(pt * 10 + 1e-9) / 10;
            if (bad && pt < MIN_PRINTED_PT && r) {
                report_error(r, p->line, "piece '%s': '%s' fits its %.1f mm face only at %.1f pt "
                             "(names are printed at %.0f pt or more, never under %.0f pt): give "
                             "it a shorter short=\"...\" (about %d characters fit)", p->id, label,
                             face, said, MIN_TEXT_PT, MIN_PRINTED_PT, compose_fitting_chars(label, pt));
                ++*errors;
                break;
            }
            if (bad && r) {
                report_warning(r, p->line, "piece '%s': '%s' fits its %.1f mm face only at %.1f pt, "
                               "under the %.0f pt a player reads easily, and is printed so small: "
                               "give it a shorter short=\"...\" (about %d characters fit)", p->id,
                               label, face, said, MIN_TEXT_PT, compose_fitting_chars(label, pt));
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

void compose_face_name_room(const struct variant *v, const struct layout *lo, struct face *f)
{
    f->label_track = 0;
    if (!f->label || f->label_break || f->grid || f->name_room <= 0 ||
        f->kind == FACE_PLAIN_BACK || f->kind == FACE_HIDDEN_BACK)
        return;
    char *m = text_face_name_markup(f->label);
    double w = text_width(lo, m, f->label_pt);
    free(m);
    if (w <= f->name_room + 1e-6)
        return;
    /* a name chosen for the tight room (fold_face_name) is given it, and
       one chosen set tighter (tracked_fit) its setting */
    f->name_room = plan_fold_name_room_pad(&f->plan, f->kind == FACE_PROMOTED,
                                           v->pieces[f->piece].royal, NAME_PAD_TIGHT, &f->name_x);
    if (w > f->name_room + 1e-6)
        f->label_track = name_track(f->label, w, f->name_room);
}
