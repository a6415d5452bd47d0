/* compose_setup.c: the pieces of the start position drawn on the real
 * board (ITEM_SETUP), as the components look: discs and grid tiles as
 * their real faces; fold-over pieces whose face is a small diagram, which
 * would be unreadable this small, as square tokens in the side's print
 * style with a forward arrow and a code that the key under the diagram
 * explains; a piece that starts face down by its real back alone (which
 * man it is stays its owner's secret). Discs whose sides differ in print
 * stand upright when the tile says so (a book prints both armies upright).
 * The cover's picture (coded 0) shows every real face; a cover that
 * would show codes names each token instead (SETUP_NAMED: Jungi's "P",
 * "Pk", "Ch" with a key under them, where players say Pawn, Pikeman,
 * Chariot), where every name fits its token at a size read in hand. The
 * pieces that each side places before play (Sittuyin's), when a row of the
 * board's width holds them, stand in a row along the side's own edge,
 * below the board and above it, so the picture stays centred on the board
 * (sixth player review, issue 30: a tiny, lopsided cover). Other pieces
 * that start in hand stand right of the board, each side's under a
 * heading of its own: in one shared column (the first side's by its own
 * back rank, the second's by its own) or, where that would not hold them,
 * in columns of each side's own. */
#include "compose-imp.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/base.h"
#include "text/text.h"

/* How much tighter a token's name may be set, of its size: as a face's
 * band sets one (compose_face_name.c, NAME_TRACK_MOST). */
#define SETUP_NAME_TRACK 0.06

static double lines_width(const struct layout *lo, const char *text, double pt, double track)
{
    char *m = text_face_name_markup_track(text, track);
    double w = text_width(lo, m, pt);
    free(m);
    return w;
}

/* A name's width at pt in the faces' bold condensed, as narrow as room
 * asks: on one line; else on two, broken at a space or after a hyphen,
 * the break whose longer line is shortest ("Ferocious / Leopard", "Go- /
 * Between"), or on three where two are still too wide ("Ram's- / Head /
 * Soldier"); and so broken, where still too wide, up to SETUP_NAME_TRACK
 * of its size tighter. Chu Shogi's cover coded its pieces, with a key: on two
 * lines "Ferocious Leopard" fitted its token at 5.8 pt on the A4 page,
 * the other names at 6 pt or more; 0.06 em tighter it fits at 6.5 pt. The
 * text set goes to out ("" for the name on one line) and its tracking, in
 * mm, to *track. */
static double name_lines_width(const struct layout *lo, const char *name, double pt, double room,
                               char *out, size_t len, double *track)
{
    char text[64];
    snprintf(text, sizeof text, "%s", name);
    double best = lines_width(lo, name, pt, 0);
    if (out)
        out[0] = 0;
    if (track)
        *track = 0;
    if (best <= room)
        return best;
    size_t n = strlen(name);
    for (size_t i = 1; i + 1 < n && n + 2 < sizeof text; i++) {
        if (name[i] != ' ' && name[i] != '-')
            continue;
        char two[64];
        size_t cut = name[i] == '-' ? i + 1 : i; /* a hyphen stays on the first line */
        memcpy(two, name, cut);
        two[cut] = '\n';
        memcpy(two + cut + 1, name + i + 1, n - i);
        double w = lines_width(lo, two, pt, 0);
        if (w < best) {
            best = w;
            snprintf(text, sizeof text, "%s", two);
        }
    }
    if (best > room && strcmp(text, name)) {
        /* three lines, broken at two of those places (Chu Seireigi's
           "Ram's- / Head / Soldier": on two lines, "Ram's-Head" alone set
           every name of its cover at 5.2 pt on the page, and the cover
           printed codes) */
        for (size_t i = 1; i + 1 < n; i++)
            for (size_t j = i + 2; j + 1 < n && n + 3 < sizeof text; j++) {
                if ((name[i] != ' ' && name[i] != '-') || (name[j] != ' ' && name[j] != '-'))
                    continue;
                char three[64];
                size_t a = name[i] == '-' ? i + 1 : i, b = name[j] == '-' ? j + 1 : j, o = 0;
                memcpy(three, name, a), o = a;
                three[o++] = '\n';
                memcpy(three + o, name + i + 1, b - i - 1), o += b - i - 1;
                three[o++] = '\n';
                memcpy(three + o, name + j + 1, n - j), o += n - j;
                double w = lines_width(lo, three, pt, 0);
                if (w < best) {
                    best = w;
                    snprintf(text, sizeof text, "%s", three);
                }
            }
    }
    if (out && strcmp(text, name))
        snprintf(out, len, "%s", text);
    if (best <= room || !strcmp(text, name)) /* one word a line keeps its spacing (Jungi's) */
        return best;
    double tight = -SETUP_NAME_TRACK * pt * MM_PER_PT, w = lines_width(lo, text, pt, tight);
    if (w < best) {
        best = w;
        if (track)
            *track = tight;
    }
    return best;
}

/* The lines a name is set on (name_lines_width's out: "" is one). */
static int lines_of(const char *set)
{
    int n = 1;
    for (; *set; set++)
        n += *set == '\n';
    return n;
}

/* promoted: set up turned over (<place promoted="yes">), its back up: the
 * real back, or the code of the piece that back shows */
static void add_piece(const struct variant *v, const struct layout *lo,
                      char (*codes)[PIECE_CODE_LEN], struct item_setup *s,
                      int piece, int side, double cx, double cy, double face, int dashed, int promoted)
{
    const struct piece *p = &v->pieces[piece];
    enum piece_back back = piece_back_of(v, p);
    struct setup_piece *sp = &s->pieces[s->npieces++];
    promoted = promoted && p->promotes_to;
    struct face front, back_face;
    compose_piece_faces(v, piece, side, &front, &back_face);
    sp->face = promoted ? back_face : front;
    sp->cx = cx;
    sp->cy = cy;
    sp->turned = side == SIDE_SECOND && !s->tile.upright; /* booklet_flow.c decides */
    sp->dashed = dashed;
    int uses_code = compose_setup_uses_code(v, piece);
    int token = s->coded && back != BACK_HIDDEN && uses_code;
    if (v->components.form == FORM_DISC)
        sp->style = SETUP_DISC;
    else if (v->components.shape == SHAPE_PENTAGON && !uses_code)
        sp->style = SETUP_OUTLINE;
    else if (back == BACK_HIDDEN && !dashed) {
        sp->style = SETUP_HIDDEN;
        sp->face.kind = FACE_HIDDEN_BACK; /* no code: which man it is is its owner's secret */
    } else if (!token)
        sp->style = SETUP_SQUARE;
    else {
        sp->style = SETUP_TOKEN;
        face *= SETUP_TOKEN_SHARE; /* tokens a little apart, so each reads on its own */
        sp->dark = v->sides[side].filled != 0;
        int shown = promoted ? (int)(p->promotes_to - v->pieces) : piece;
        if (s->coded == SETUP_NAMED) {
            sp->name = v->pieces[shown].name, sp->name_pt = s->name_pt;
            name_lines_width(lo, sp->name, sp->name_pt, SETUP_NAME_ROOM * face, sp->name_lines,
                             sizeof sp->name_lines, &sp->name_track);
        }
        else
            snprintf(sp->code, sizeof sp->code, "%s", codes[shown]);
    }
    sp->size = face;
    compose_face_label(v, lo, face, &sp->face);
}

/* The piece a token of the setup pictures stands for, at a setup entry
 * (-1: not drawn as a token). */
static int token_piece(const struct variant *v, int piece, int promoted)
{
    const struct piece *p = &v->pieces[piece];
    if (piece_back_of(v, p) == BACK_HIDDEN || !compose_setup_uses_code(v, piece))
        return -1;
    return promoted && p->promotes_to ? (int)(p->promotes_to - v->pieces) : piece;
}

double compose_setup_names_pt(const struct variant *v, const struct layout *lo, double token)
{
    double pt = SETUP_NAME_EM * token * PT_PER_MM, room = SETUP_NAME_ROOM * token;
    for (int i = 0; i < v->nsetup + v->nstart_hand; i++) {
        int k = i < v->nsetup ? token_piece(v, v->setup[i].piece, v->setup[i].promoted)
                              : token_piece(v, v->start_hand[i - v->nsetup].piece, 0);
        if (k < 0)
            continue;
        char set[64];
        double w = name_lines_width(lo, v->pieces[k].name, pt, room, set, sizeof set, NULL);
        if (w > room)
            pt *= room / w;
        /* three lines under the arrow, SETUP_NAME_THREE of the token high
           at most (draw/booklet_setup.c centres them 0.1 below its middle) */
        if (lines_of(set) == 3)
            pt = fmin(pt, SETUP_NAME_THREE * token / (3 * NAME_LINE) * PT_PER_MM);
    }
    return pt;
}

/* A drop game's hands are trays each player keeps at their right (the
 * guide and the hands sheet say so): the second side, at the top of the
 * picture, has its right on the picture's left, and its hand is drawn
 * there (issue 30, rotation game review: Green's tray stood on Green's
 * left). 0, or the columns the second side's hand takes on the left. */
static int second_hand_left(const struct variant *v)
{
    int cols[MAX_SIDES], rows, n;
    if (!v->drops || compose_start_hand_rows(v) || !(n = compose_start_hand_columns(v, cols, &rows)))
        return 0;
    return n > 1 ? cols[SIDE_SECOND] : 1; /* a shared column is split, one each side */
}

double compose_start_hand_width(const struct variant *v, double cell)
{
    int cols[MAX_SIDES], rows, n;
    if (compose_start_hand_rows(v))
        return 0;
    n = compose_start_hand_columns(v, cols, &rows);
    if (n == 1 && second_hand_left(v))
        n = 2;
    return 1.3 * cell * n + (second_hand_left(v) ? HAND_LEFT_ROOM * cell : 0);
}

int compose_start_hand_rows(const struct variant *v)
{
    int n[MAX_SIDES] = {0, 0};
    for (int i = 0; i < v->nstart_hand; i++)
        n[v->start_hand[i].side == SIDE_SECOND]++;
    if (v->free_during_play || !n[0] || !n[1])
        return 0;
    for (int s = 0; s < MAX_SIDES; s++)
        if (!v->free_zone[s] || n[s] > v->board.files)
            return 0;
    return 1;
}

double compose_start_hand_band(const struct variant *v, double cell)
{
    return compose_start_hand_rows(v) ? HAND_ROW_BAND * cell : 0;
}

void compose_setup_picture_size(const struct variant *v, const struct layout *lo, double cell,
                                double *w, double *h)
{
    compose_whole_board_size(v, lo, cell, w, h);
    *w += compose_start_hand_width(v, cell);
    *h += 2 * compose_start_hand_band(v, cell);
}

/* The pieces each side places before play, in a row along its own edge
 * of the board, under a heading at the picture's edge: the first side's
 * below the board, the second's above it, each row centred on the files
 * (compose_start_hand_rows). The board is moved down by one band. */
static void hand_rows(const struct variant *v, const struct layout *lo,
                      char (*codes)[PIECE_CODE_LEN], struct item_setup *s, double face)
{
    struct tile *t = &s->tile;
    double c = t->cell, gap = 0.15 * c;
    for (int side = 0; side < MAX_SIDES; side++) {
        int n = 0, k = 0;
        for (int i = 0; i < v->nstart_hand; i++)
            n += v->start_hand[i].side == side;
        double x0 = t->ox + (v->board.files - n) * c / 2;
        double row = side == SIDE_FIRST ? t->cut_y1 + gap + c / 2 : t->cut_y0 - gap - c / 2;
        for (int i = 0; i < v->nstart_hand; i++)
            if (v->start_hand[i].side == side)
                add_piece(v, lo, codes, s, v->start_hand[i].piece, side, x0 + (k++ + 0.5) * c, row, face,
                          1, 0);
        struct setup_label *l = &s->labels[s->nlabels++];
        l->side = side;
        l->text = str_printf("%s places", v->sides[side].name ? v->sides[side].name : "");
        l->cx = t->ox + v->board.files * c / 2;
        l->cy = row + (side == SIDE_FIRST ? 1 : -1) * (c / 2 + 0.25 * c);
        l->max_w = v->board.files * c;
        l->pt = 6.5 / s->scale;
        l->after = s->npieces;
    }
}

int compose_start_hand_columns(const struct variant *v, int cols[MAX_SIDES], int *rows)
{
    int n[MAX_SIDES] = {0, 0}, ranks = v->board.ranks;
    for (int i = 0; i < v->nstart_hand; i++)
        n[v->start_hand[i].side == SIDE_SECOND]++;
    cols[0] = cols[1] = 0;
    *rows = ranks;
    if (!n[0] && !n[1])
        return 0;
    /* one column: the first side's from the bottom, the second's from the
       top, each with a free row for its heading */
    if (n[0] + n[1] + (n[0] > 0) + (n[1] > 0) <= ranks) {
        cols[0] = cols[1] = 0;
        return 1;
    }
    /* else each side in columns of its own, a row kept for the heading */
    *rows = ranks > 1 ? ranks - 1 : 1;
    for (int s = 0; s < MAX_SIDES; s++)
        cols[s] = (n[s] + *rows - 1) / *rows;
    return cols[0] + cols[1];
}

/* Does a square piece of the start stand on a tinted square? Drawn at the
 * pieces' own fill it hid the tint: Dobutsu's cover showed its far ranks
 * plain white where the board shades them (issue 30, player review). */
static int covers_tint(const struct variant *v)
{
    if (v->components.form == FORM_DISC || v->components.shape == SHAPE_PENTAGON)
        return 0;
    for (int i = 0; i < v->nsetup; i++)
        for (int z = 0; z < v->board.nzones; z++)
            if (v->board.zones[z].mark == ZMARK_TINT &&
                variant_zone_has(&v->board.zones[z], v->setup[i].x, v->setup[i].y))
                return 1;
    return 0;
}

void compose_setup_pieces(const struct variant *v, const struct layout *lo, struct item *it)
{
    struct item_setup *s = &it->setup;
    const struct tile *t = &s->tile;
    const struct board *b = &v->board;
    double c = t->cell, scale = s->scale;
    /* tokens (s->coded) already leave SETUP_TOKEN_SHARE of the square round them */
    double fill = s->fill > 0 ? s->fill : compose_piece_fill(v, lo);
    double face = c * (!s->coded && covers_tint(v) ? fmin(fill, SETUP_TINT_FILL) : fill);
    s->pieces = xcalloc((size_t)(v->nsetup + v->nstart_hand) + 1, sizeof *s->pieces);
    int left_cols = second_hand_left(v);
    double band = compose_start_hand_band(v, c);
    double left = left_cols ? (1.3 * left_cols + HAND_LEFT_ROOM) * c : 0;
    if (left > 0) { /* the second side's hand left of the board: the board moves right */
        s->tile.ox += left;
        s->tile.cut_x0 += left;
        s->tile.cut_x1 += left;
        s->tile.noutline = plan_tile_outline(&s->tile, lo, s->tile.outline);
    }
    if (band > 0) { /* the second side's row above the board: the board moves down */
        s->tile.oy += band;
        s->tile.cut_y0 += band;
        s->tile.cut_y1 += band;
        s->tile.noutline = plan_tile_outline(&s->tile, lo, s->tile.outline);
    }
    char (*codes)[PIECE_CODE_LEN] = compose_piece_codes(v);
    if (s->coded == SETUP_NAMED)
        s->name_pt = compose_setup_names_pt(v, lo, face * SETUP_TOKEN_SHARE);
    for (int i = 0; i < v->nsetup; i++) {
        const struct placement *pl = &v->setup[i];
        add_piece(v, lo, codes, s, pl->piece, pl->side, t->ox + (pl->x - t->fx0 + 0.5) * c,
                  t->oy - (pl->y - t->ry0 + 0.5) * c, face, 0, pl->promoted);
    }
    if (band > 0) {
        hand_rows(v, lo, codes, s, face);
        free(codes);
        return;
    }
    int cols[MAX_SIDES], rows;
    int ncols = compose_start_hand_columns(v, cols, &rows);
    if (!ncols) {
        free(codes);
        return;
    }
    double x = t->ox + b->files * c + lo->label_band + 0.2 * c; /* the hands' first column */
    int first_h = 0; /* the first side's pieces to a column */
    for (int side = 0; side < MAX_SIDES; side++) {
        int n = 0;
        for (int i = 0; i < v->nstart_hand; i++)
            n += v->start_hand[i].side == side;
        if (!n)
            continue;
        /* one shared column: the first side's from the bottom, its heading
           above them, the second's from the top, its heading under them;
           else each side its own columns (the first side's left), as many
           pieces to each, under its own heading: the first side's block
           from the bottom, the second's from the top */
        int own = ncols > 1, ncol = own ? cols[side] : 1, h = own ? (n + ncol - 1) / ncol : n;
        double x0 = x + (own && side == SIDE_SECOND ? cols[SIDE_FIRST] * 1.3 * c : 0);
        if (left > 0 && side == SIDE_SECOND) /* HAND_LEFT_ROOM further out: its heading,
                                                wider than the column, clear of the
                                                board's coordinates */
            x0 = t->ox - lo->label_band - (0.2 + HAND_LEFT_ROOM / 2) * c - (ncol * 1.3 - 0.3) * c;
        if (side == SIDE_FIRST)
            first_h = h;
        int k = 0;
        for (int i = 0; i < v->nstart_hand; i++) {
            const struct placement *pl = &v->start_hand[i];
            if (pl->side != side)
                continue;
            int col = k / h, r = k % h;
            int row = side == SIDE_FIRST ? r : b->ranks - 1 - r - own;
            add_piece(v, lo, codes, s, pl->piece, side, x0 + col * 1.3 * c + c / 2, t->oy - (row + 0.5) * c,
                      face, 1, 0);
            k++;
        }
        struct setup_label *l = &s->labels[s->nlabels++];
        l->side = side;
        l->text = str_printf(v->free_zone[side] && v->free_during_play ? "%s's reserve"
                             : v->free_zone[side] ? "%s places" : v->drops ? "%s's hand"
                             : n > 1 ? "%s's spares" : "%s's spare",
                             v->sides[side].name ? v->sides[side].name : "");
        if (side == SIDE_FIRST)
            l->cy = t->oy - h * c - 0.25 * c;
        else
            l->cy = t->oy - (b->ranks - (own ? 1 : h)) * c + (own ? -0.25 : 0.25) * c;
        l->cx = x0 + (ncol * 1.3 - 0.3) * c / 2;
        /* headings side by side on one row keep to their own columns */
        int one_row = own && first_h == rows && cols[!side];
        l->max_w = one_row ? ncol * 1.3 * c : fmax(2.2 * c, (ncol * 1.3 - 0.3) * c);
        l->pt = 6.5 / scale;
        l->after = s->npieces;
    }
    free(codes);
}
