/* booklet_legend.c: the key of diagram symbols: which cell kinds a
 * variant's diagrams use, each described in words beside its glyph. */
#include "compose-imp.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/base.h"
#include "text/text.h"

static const char *mode_word(unsigned mode)
{
    if ((mode & (MODE_MOVE | MODE_CAPTURE)) == MODE_MOVE)
        return " (move only)";
    if ((mode & (MODE_MOVE | MODE_CAPTURE)) == MODE_CAPTURE)
        return " (capture only)";
    return "";
}

/* What the castling mark means: the partner named as a player names it
 * ("the Rook"), and where it stands: at the board's edge, or, where a
 * piece castles with one inside the row, the nearest on the row. */
static char *castle_words(const struct variant *v)
{
    int inner = 0;
    for (int i = 0; i < v->npieces; i++)
        inner |= v->pieces[i].castling_partner == 2;
    const char *partner = compose_castling_partner(v);
    char who[160], then[160];
    if (partner) {
        snprintf(who, sizeof who, "the %s%s", inner ? "nearest " : "", partner);
        snprintf(then, sizeof then, "the %s", partner);
    } else {
        snprintf(who, sizeof who, "its %scastling partner", inner ? "nearest " : "");
        snprintf(then, sizeof then, "the partner");
    }
    return str_printf("castles: moves here while neither it nor %s %s has moved and the squares "
                      "between are empty; %s then jumps to the square it crossed", who,
                      inner ? "on the row" : "at the board's edge", then);
}

/* Does a diagram of the set draw a lame leap's way, ringed where a piece
 * blocks it (draw_diagram_grid.c: Janggi's Elephant; on points every lame
 * leap)? */
static int draws_lame_ways(const struct variant *v)
{
    for (int i = 0; i < v->npieces; i++)
        for (int d = 0; v->pieces[i].count > 0 && d < v->pieces[i].ndiagrams; d++) {
            const struct diagram *g = &v->pieces[i].diagrams[d].grid;
            for (int k = 0; k < g->size * g->size; k++) {
                int dx = k % g->size - g->size / 2, dy = g->size / 2 - k / g->size;
                if ((g->cells[k].shape == CELL_LAME || g->cells[k].shape2 == CELL_LAME) &&
                    move_lame_path(dx, dy, NULL, 0) >= diagram_lame_way_least(g))
                    return 1;
            }
        }
    return 0;
}

/* What a mark means, as a malloc'd string (an option's name can be long:
 * never cut). */
static char *mark_words(const struct variant *v, enum cell_shape sh, unsigned mode,
                        unsigned flags)
{
    static const char *shape[] = {
        "", "the piece", "steps to this square",
        "jumps to this square, over anything between",
        "goes to this square unless a piece on the way blocks it",
        "slides any distance this way until blocked",
        "hops over exactly one piece this way and goes on beyond it",
        "steps here; after capturing here it may step once more, or straight back "
        "(capture without moving)",
        "leaps to this square",
        "goes this way to the first piece, whichever side's, and lands just beyond it "
        "(a grasshopper)",
        "", /* castles: castle_words */
        "rides: jumps to this square, and on again and again the same way while each square "
        "it lands on before the last is empty",
        "steps here; after capturing here it may step once more along the line, on or "
        "straight back (capture without moving)",
        "jumps to this square over exactly one piece on the line between, the other "
        "squares between empty",
    };
    const char *hobble = NULL;
    for (int k = 0; k < v->noptions && !hobble; k++)
        if (v->options[k].lame_paths)
            hobble = v->options[k].name ? v->options[k].name : v->options[k].id;
    int ep_only = (mode & MODE_EP) && !(mode & (MODE_MOVE | MODE_CAPTURE));
    /* who gives the right is the variant's choice (<variant en-passant>) */
    const char *passed = v->en_passant == EP_DOUBLE_STEP
                             ? "a piece that has just passed over this square with its "
                               "two-square first move"
                             : "a piece that passed over this square on the last move";
    char *buf;
    if (ep_only && sh == CELL_STEP)
        buf = str_printf("moves here only to capture %s", passed);
    else if (sh == CELL_CASTLE)
        buf = castle_words(v);
    else
        buf = str_printf("%s%s", (unsigned)sh < sizeof shape / sizeof shape[0] ? shape[sh] : "",
                         mode_word(mode));
    if (flags & CELL_FLAG_PASS)
        str_cat(&buf, "; or, while this square is empty, steps here and straight back to "
                      "pass the turn (circular arrow)");
    if (sh == CELL_LAME && draws_lame_ways(v)) { /* the way's rings, in the same words */
        free(buf);
        buf = str_printf("goes to this square unless a piece on the way (ringed where drawn) "
                         "blocks it%s", mode_word(mode));
    }
    if (sh == CELL_PATH && hobble)
        str_cat_free(&buf, str_printf("; with %s, a piece on its path blocks it", hobble));
    if ((flags & MOVEFLAG_INITIAL) && sh != CELL_CASTLE) {
        /* said first: after "(move only)" it read as a second afterthought */
        char *first = str_printf("first move only: %s", buf);
        free(buf);
        buf = first;
    }
    if ((mode & MODE_EP) && !ep_only) {
        str_cat(&buf, "; also captures ");
        str_cat(&buf, passed);
    }
    return buf;
}

/* Does the set draw a promoted side's moves, marked with the plus: a
 * piece whose back is its promoted form, with moves drawn? (Chess's Pawn
 * becomes a Queen, whose own diagram has no plus: issue 30, player review) */
static int draws_promoted(const struct variant *v)
{
    for (int p = 0; p < v->npieces; p++) {
        const struct piece *q = v->pieces[p].promotes_to;
        if (q && q->ndiagrams > 0 && v->pieces[p].count > 0 &&
            piece_back_of(v, &v->pieces[p]) == BACK_PROMOTED)
            return 1;
    }
    return 0;
}

static char *cell_words(const struct variant *v, const struct diagram_cell *c)
{
    if (c->shape == CELL_SELF && !(c->mode & MODE_EP)) {
        int disc = !!(c->flags & CELL_FLAG_DISC), promo = draws_promoted(v);
        return str_printf("the piece itself, on its own square%s%s%s",
                          disc ? " (its triangle faces forward)" : ", facing forward",
                          !promo ? "" : disc ? "; with a plus: its promoted side"
                                             : "; in outline with a plus: its promoted side",
                          promo && compose_promoted_names_hollow(v)
                              ? ", whose name is printed in black on a white plate" : "");
    }
    if (c->shape == CELL_SELF && (c->mode & MODE_EP))
        return xstrdup(v->en_passant == EP_DOUBLE_STEP
                           ? "a ring round the piece: on every neighbouring square it also "
                             "captures a piece that passed over that square with its "
                             "first-move double step on the last move"
                           : "a ring round the piece: on every neighbouring square it also "
                             "captures a piece that passed over that square on the last move");
    char *buf = mark_words(v, c->shape, c->mode, c->flags);
    if (c->shape2 != CELL_EMPTY) {
        str_cat(&buf, "; and ");
        str_cat_free(&buf, mark_words(v, c->shape2, c->mode2, c->flags2));
    }
    return buf;
}

/* s with every "square" said as "point" (malloc'd; s freed). */
static char *on_points(char *s)
{
    char *out = NULL;
    const char *from = s;
    for (const char *at; (at = strstr(from, "square"));) {
        str_cat_free(&out, str_printf("%.*spoint", (int)(at - from), from));
        from = at + strlen("square");
    }
    str_cat(&out, from);
    free(s);
    return out;
}

/* The legend's entries, capitalised; on a board of points (Xiangqi,
 * Janggi) a mark's place is a point, as the booklet calls it. */
char *compose_legend_words(const struct variant *v, const struct diagram_cell *c)
{
    char *buf = cell_words(v, c);
    if (v->board.cells == CELLS_POINTS)
        buf = on_points(buf);
    buf[0] = (char)(buf[0] >= 'a' && buf[0] <= 'z' ? buf[0] - 32 : buf[0]);
    return buf;
}

static void add_cell(struct diagram_cell *out, int *n, int max, const struct diagram_cell *cell)
{
    int seen = 0;
    for (int k = 0; k < *n; k++)
        seen |= !memcmp(&out[k], cell, sizeof *cell);
    if (!seen && *n < max)
        out[(*n)++] = *cell;
}

/* The distinct cell kinds drawn in this variant's diagrams, as they are
 * drawn: e.p. on all eight neighbours as the ring round the piece (an
 * entry of its own: the piece with MODE_EP); a far leap folded within
 * <components diagram-reach> as the mark it is beside its number: the
 * number is one sentence under the key (compose_legend_far), not an entry
 * for each mark it can stand beside (Jungi's key had a numbered star and a
 * numbered trailed star as entries of their own, 11 marks to learn). */
int compose_legend_cells(const struct variant *v, struct diagram_cell *out, int max)
{
    int n = 0, reach = v->components.diagram_reach;
    /* the piece itself first, drawn as the set's diagrams draw it (Jungi's
       key drew a koma round its ring, its pieces a counter) */
    unsigned disc = 0;
    for (int p = 0; p < v->npieces; p++)
        for (int d = 0; d < v->pieces[p].ndiagrams; d++) {
            const struct diagram *g = &v->pieces[p].diagrams[d].grid;
            if (g->points || g->disc_piece)
                disc = CELL_FLAG_DISC | (g->octagon_piece ? CELL_FLAG_OCTAGON : 0);
            if (n == 0 && v->components.form != FORM_TILE && max > 0)
                out[n++] = (struct diagram_cell){CELL_SELF, 0, 0, CELL_EMPTY, 0, 0};
        }
    if (n)
        out[0].flags = disc;
    for (int p = 0; p < v->npieces; p++)
        for (int d = 0; d < v->pieces[p].ndiagrams; d++) {
            const struct diagram *g = &v->pieces[p].diagrams[d].grid;
            struct diagram folded;
            char why[200];
            memset(&folded, 0, sizeof folded);
            if (reach > 0 && g->cells && g->size > 2 * reach + 1 &&
                diagram_fold(g, reach, &folded, why, sizeof why) == 0)
                g = &folded;
            int halo = diagram_ep_all_round(g), h = g->size / 2;
            if (halo) {
                struct diagram_cell self = {CELL_SELF, MODE_EP, disc, CELL_EMPTY, 0, 0};
                add_cell(out, &n, max, &self);
            }
            for (int c = 0; g->cells && c < g->size * g->size; c++) {
                struct diagram_cell cell = g->cells[c];
                if (cell.shape == CELL_EMPTY || cell.shape == CELL_SELF)
                    continue;
                if (halo && abs(c / g->size - h) <= 1 && abs(c % g->size - h) <= 1)
                    diagram_drop_ep(&cell);
                cell.flags &= ~CELL_FAR_MASK;
                cell.flags2 &= ~CELL_FAR_MASK;
                add_cell(out, &n, max, &cell);
            }
            diagram_free(&folded);
        }
    return n;
}

/* The distance of the farthest leap a diagram draws folded within
 * <components diagram-reach>, beside its number; 0 when none is. */
int compose_legend_far(const struct variant *v)
{
    int far = 0, reach = v->components.diagram_reach;
    for (int p = 0; reach > 0 && p < v->npieces; p++)
        for (int d = 0; d < v->pieces[p].ndiagrams; d++) {
            const struct diagram *g = &v->pieces[p].diagrams[d].grid;
            struct diagram folded;
            char why[200];
            memset(&folded, 0, sizeof folded);
            if (!g->cells || g->size <= 2 * reach + 1 ||
                diagram_fold(g, reach, &folded, why, sizeof why) != 0) {
                diagram_free(&folded);
                continue;
            }
            for (int c = 0; c < folded.size * folded.size; c++) {
                int k = diagram_far_of(folded.cells[c].flags | folded.cells[c].flags2);
                far = k > far ? k : far;
            }
            diagram_free(&folded);
        }
    return far;
}

/* Tops of the legend's rows (two entries a row), each as tall as its
 * longer text needs; row_y[rows] is the bottom. */
void compose_legend_rows(const struct layout *lo, const struct variant *v,
                 const struct diagram_cell *cells, int n, double colw, double *row_y)
{
    int rows = (n + 1) / 2;
    row_y[0] = 0;
    for (int r = 0; r < rows; r++) {
        double h = LEGEND_ROW;
        for (int k = 2 * r; k < n && k < 2 * r + 2; k++) {
            char *words = compose_legend_words(v, &cells[k]);
            char *m = markup_printf("%s", words);
            free(words);
            double t = text_height(lo, m, 8, colw - 11) + 2;
            free(m);
            if (t > h)
                h = t;
        }
        row_y[r + 1] = row_y[r] + h;
    }
}

/* Does every piece that draws moves wear an animal (Dobutsu)? Its faces
 * show the animal with a dot towards each square it steps to, no grid and
 * no piece mark: a key of grid cells describes what the set never draws
 * (issue 30, player review). */
int compose_legend_animals(const struct variant *v)
{
    int any = 0;
    for (int p = 0; p < v->npieces; p++) {
        if (v->pieces[p].ndiagrams == 0)
            continue;
        if (!FIGURE_IS_ANIMAL(v->pieces[p].figure))
            return 0;
        any = 1;
    }
    return any;
}

/* The key of an animal set, in words: only the marks its faces print (the
 * dots, the band's arrow, its plus and crown). Markup, malloc'd. */
char *compose_legend_animal_words(const struct variant *v)
{
    char royal[160] = "", promoted[160] = "";
    for (int p = 0; p < v->npieces; p++) {
        const struct piece *q = &v->pieces[p];
        if (q->royal && q->count > 0) {
            str_append(royal, sizeof royal, royal[0] ? " or " : "");
            str_append(royal, sizeof royal, q->name);
        }
        if (q->promotes_to && q->count > 0 && piece_back_of(v, q) == BACK_PROMOTED) {
            str_append(promoted, sizeof promoted, promoted[0] ? " or " : "");
            str_append(promoted, sizeof promoted, q->promotes_to->name);
        }
    }
    /* the dots stand round the animal, the forward ones just under the
       band: "at the edge" was not what the Chick shows (ninth review) */
    char *out = xstrdup("<b>Key.</b> A <b>dot</b> beside the animal: it may step one square "
                        "that way (a dot under the name band: forward). The <b>arrow</b> in the "
                        "name band points forward, at the opponent");
    if (promoted[0])
        str_cat_free(&out, markup_printf("; a <b>plus</b> beside the arrow marks a promoted "
                                         "side (the %s)", promoted));
    if (royal[0])
        str_cat_free(&out, markup_printf("; a <b>crown</b> marks the %s", royal));
    str_cat(&out, ".");
    return out;
}

