/* compose_refcard.c: a quick-reference card's words and rows. A row holds
 * the piece (its disc face, glyph or cropped diagram) and, beside it, the
 * piece's name and its moves in words; the row is as tall as the taller of
 * the two, so the words never run into the next row (a 60-character name
 * once did). compose_extras.c places the cards and compose_refcard_resolve
 * decides every row; draw_refcard.c draws what it decided. */
#include "compose-imp.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/base.h"
#include "text/text.h"


/* "d5, e5, c6, ..., h8": side's promotion squares where its zone is a list
 * of squares, not whole ranks (Sittuyin's two long diagonals: a player
 * cannot guess them, and its Pawn's card said only 'May promote'); else
 * NULL. */
static char *promotion_squares(const struct variant *v, const struct piece *p, int side)
{
    const struct zone *z = variant_find_zone(v, p->promotion_zone ? p->promotion_zone
                                                                 : "promotion", side);
    if (!z || z->rect || z->x0 < 0 || p->by_capture)
        return NULL;
    return compose_zone_squares(v, z);
}

char *compose_refcard_words(const struct variant *v, const struct piece *p, int side, int level)
{
    char words[1024];
    compose_moves_words(v, p, NULL, 0, words, sizeof words);
    char *buf = xstrdup(words);
    /* in each zone where it moves otherwise, as the gallery writes it */
    for (int i = 0; i < p->nmoves; i++) {
        const char *z = p->moves[i].in_zone;
        int seen = 0;
        for (int k = 0; z && k < i; k++)
            seen |= p->moves[k].in_zone && !strcmp(p->moves[k].in_zone, z);
        if (!z || seen)
            continue;
        char *where = compose_zone_moves(v, p, z, side, words, sizeof words);
        str_cat_free(&buf, str_printf(" %s: %s", where, words));
        free(where);
    }
    if (p->rule) /* what the table cannot say: the card is where a player looks */
        str_cat_free(&buf, str_printf("%s%s", *buf ? " " : "", p->rule));
    /* what it becomes, by name, and where the page has room for them the
     * moves of a promoted form that exists only as a back (a koma's back
     * shows characters, not moves); the gallery tells them all */
    if (p->nchoices > 0) { /* a single promotes="..." is choices[0] too */
        char *squares = promotion_squares(v, p, side);
        /* where an optional promotion is forced: a piece left there would
           have no move (shogi's Knight, Lance and Pawn) */
        char *forced = p->compulsory ? NULL : compose_forced_promotion_words(v, p);
        char *where = squares || level >= REFCARD_BRIEF || p->compulsory
                      ? NULL : compose_optional_promotion_where(v, p);
        /* a zone of one rank, forced there: never a choice (Minishogi's
           Pawn said "May promote to Tokin. Must promote on the last rank.") */
        int must = where && forced && !strcmp(where, "on reaching the last rank") &&
                   !strcmp(forced, "Must promote on the last rank.");
        if (must)
            free(forced), forced = NULL;
        str_cat_free(&buf, str_printf("%s%s to ", *buf ? " " : "",
                                      p->compulsory || must ? "Must promote" : "May promote"));
        for (int c = 0; c < p->nchoices; c++) {
            const struct piece *to = p->choices[c];
            const char *sep = c == 0 ? "" : c == p->nchoices - 1 ? " or " : ", ";
            str_cat_free(&buf, str_printf("%s%s", sep, to->name ? to->name : to->id));
        }
        if (squares) /* scattered squares: the card names them, whatever the level */
            str_cat_free(&buf, str_printf(" on one of its promotion squares (outlined: %s)",
                                          squares));
        else if (p->compulsory && level < REFCARD_BRIEF) { /* where: the card may be all a
                                                   player looks at; the board shows it too */
            str_cat(&buf, " ");
            str_cat_free(&buf, compose_promotion_where(v, p));
        } else if (where && !(forced && strstr(where, "last rank"))) {
            /* Grand's Pawn said 'May promote' and not where; not "on
               reaching the last rank. Must promote on the last rank." */
            str_cat_free(&buf, str_printf(" %s", where));
        }
        free(where);
        free(squares);
        if (p->promotes_captured && p->nchoices == 1)
            str_cat_free(&buf, markup_printf(", only once its side has lost its %s",
                                             p->choices[0]->name));
        else if (p->promotes_captured)
            str_cat(&buf, ", only to a piece its side has lost");
        str_cat(&buf, ".");
        if (p->promotion_rule) /* how, once the card has said when and to what */
            str_cat_free(&buf, str_printf(" %s", p->promotion_rule));
        if (forced)
            str_cat_free(&buf, str_printf(" %s", forced));
        if (forced && p->promotes_captured && p->forced_promotion_ranks > 0) /* Grand's Pawn */
            str_cat(&buf, " With none lost, it may not step there.");
        free(forced);
        char *limit = compose_promotion_rule_words(v, p);
        if (limit)
            str_cat_free(&buf, str_printf(" %s", limit));
        free(limit);
        const struct piece *to = p->promotes_to, *alike = compose_refcard_alike(v, p);
        if (refcard_rich(level) && alike) /* said once, on the row whose diagram it is */
            str_cat_free(&buf, str_printf(" %s: Moves as %s.", to->name ? to->name : to->id,
                                          alike->name ? alike->name : alike->id));
        else if (refcard_rich(level) && compose_refcard_back_only(p)) {
            compose_moves_words(v, to, NULL, 0, words, sizeof words);
            str_cat_free(&buf, str_printf(" %s: %s%s%s", to->name ? to->name : to->id, words,
                                          to->rule ? " " : "", to->rule ? to->rule : ""));
        }
    }
    if (p->confine) /* in the zone's words, as the gallery says it */
        str_cat_free(&buf, str_printf("%sNever leaves its %s.", *buf ? " " : "",
                                      compose_zone_words(v, p->confine)));
    return buf;
}

char *compose_refcard_row_markup(const struct layout *lo, const struct variant *v,
                                 const struct piece *p, int side, int diagrams, const char *words,
                                 double k)
{
    char *m = markup_printf("<span size=\"%d\"><b>%s</b></span>", (int)(k * REFCARD_NAME_PT * 1024),
                            p->name ? p->name : p->id);
    const struct piece *to = p->promotes_to;
    int cols, rows;
    const char *g = to && to != p && v->components.form != FORM_DISC &&
                    compose_refcard_side_diagram(v, p, diagrams, &cols, &rows)
                    ? piece_face_glyph(to, side) : NULL;
    if (g) /* the promoted back's characters, at the name's size (a disc
              has no back: Chess's Pawn is promoted to a piece of its own) */
    {
        char *name = compose_refcard_latin(v, to, g);
        str_cat_free(&m, markup_printf("<span size=\"%d\">  promoted: <span font_family=\"%s\">%s"
                                       "</span>%s%s%s</span>", (int)(k * REFCARD_NAME_PT * 1024),
                                       text_glyph_family(lo), g, name ? " (" : "",
                                       name ? name : "", name ? ")" : ""));
        free(name);
    }
    if (v->components.form != FORM_DISC &&
        compose_refcard_side_diagram(v, p, diagrams, &cols, &rows))
        str_cat_free(&m, compose_refcard_alike_markup(lo, v, p, side, k));
    str_cat_free(&m, markup_printf("\n%s", words));
    return m;
}

/* The least cell of a piece's diagram on its card: a marking with the
 * e.p. ring in its corner needs room for the two apart (at MIN_CELL_MM the
 * ring lay on the Jungi Pawn's capture cross). */
static double grid_cell(const struct diagram *d)
{
    if (!diagram_ep_all_round(d)) /* else one ring round the piece */
        for (int i = 0; i < d->size * d->size; i++)
            if ((d->cells[i].mode | d->cells[i].mode2) & MODE_EP)
                return REFCARD_EP_CELL;
    return MIN_CELL_MM;
}

/* The piece's, its zones' and its promoted back's diagrams share it. */
static double card_cell(const struct piece *p)
{
    const struct piece *to = compose_refcard_back_only(p);
    const struct diagram *g = compose_refcard_grid(p);
    double cell = g ? grid_cell(g) : MIN_CELL_MM;
    for (int d = 1; d < p->ndiagrams; d++)
        if (p->diagrams[d].in_zone && p->diagrams[d].grid.cells)
            cell = fmax(cell, grid_cell(&p->diagrams[d].grid));
    return to && (to->ndiagrams > 0 && to->diagrams[0].grid.cells) ? fmax(cell, grid_cell(&to->diagrams[0].grid)) : cell;
}

/* The diagram a row shows beside the piece's own: its promoted back's,
 * under that back's characters (*em: their em, else 0), or a zone's. */
static const struct diagram *second_grid(const struct variant *v, const struct piece *p,
                                         int diagrams, double *em)
{
    const struct piece *to = compose_refcard_back(v, p, diagrams);
    *em = to ? REFCARD_BACK_EM : 0;
    return to ? &to->diagrams[0].grid : compose_refcard_zone(v, p, diagrams);
}

/* A row's diagram a and the promoted back's b beside it (NULL: none), in
 * cells of `cell` mm, the pieces' cells level, b under its characters (em
 * mm): how far the two reach above the pieces' cells' top (*up) and below
 * it (*down). */
static void pair_span(const struct diagram *a, const struct diagram *b, double cell, double em,
                      double *up, double *down)
{
    int row0, rows, col0, cols;
    compose_diagram_extent(a, &row0, &rows, &col0, &cols);
    *up = (a->size / 2 - row0) * cell;
    *down = (row0 + rows - a->size / 2) * cell;
    if (!b)
        return;
    compose_diagram_extent(b, &row0, &rows, &col0, &cols);
    *up = fmax(*up, (b->size / 2 - row0) * cell + REFCARD_BACK_LINE * em);
    *down = fmax(*down, (row0 + rows - b->size / 2) * cell);
}

/* The room a row's back takes beside its own diagram: the gap and its
 * diagram (its characters stand over it). */
static double back_width(const struct diagram *b, double cell)
{
    int row0, rows, col0, cols;
    compose_diagram_extent(b, &row0, &rows, &col0, &cols);
    return REFCARD_PAD + cols * cell;
}

/* A row's words' size at the card's own size (compact rows: at
 * REFCARD_MIN_PT) in *pt and the width they are set in beside its picture
 * enlarged k times (grow_cards), without their markup. */
static void scaled_size(const struct variant *v, const struct piece *p, double card_w,
                        int level, int diagrams, double k, double *pt, double *tw)
{
    *pt = refcard_compact(level) ? REFCARD_MIN_PT : REFCARD_WORDS_PT;
    *tw = card_w - 3 * REFCARD_PAD - k * REFCARD_ART_W;
    int cols, rows;
    if (compose_refcard_side_diagram(v, p, diagrams, &cols, &rows))
        *tw -= k * cols * card_cell(p) + REFCARD_PAD;
    double em;
    const struct diagram *b = second_grid(v, p, diagrams, &em);
    if (b) /* and the promoted back's or a zone's beside it */
        *tw -= back_width(b, k * card_cell(p));
}

/* The markup of a row's name and words, with scaled_size's size and width. */
static char *scaled_markup(const struct layout *lo, const struct variant *v,
                           const struct piece *p, int side, double card_w, int level,
                           int diagrams, double k, double *pt, double *tw)
{
    scaled_size(v, p, card_w, level, diagrams, k, pt, tw);
    char *words = compose_refcard_words(v, p, side, level);
    char *m = compose_refcard_row_markup(lo, v, p, side, diagrams, words, *pt / REFCARD_WORDS_PT);
    free(words);
    return m;
}

/* The markup of a row's name and words at the card's own size (compact
 * rows: at REFCARD_MIN_PT), its size in *pt and the width it is set in. */
static char *own_size_markup(const struct layout *lo, const struct variant *v,
                             const struct piece *p, int side, double card_w, int level,
                             int diagrams, double *pt, double *tw)
{
    return scaled_markup(lo, v, p, side, card_w, level, diagrams, 1, pt, tw);
}

/* How tall the name and words are at the card's own size, for the taller
 * of the two players' cards. */
static double words_height(const struct layout *lo, const struct variant *v,
                           const struct piece *p, double card_w, int level, int diagrams)
{
    double h = 0;
    for (int side = 0; side < MAX_SIDES; side++) {
        double pt, tw;
        char *m = own_size_markup(lo, v, p, side, card_w, level, diagrams, &pt, &tw);
        h = fmax(h, text_height(lo, m, pt, tw));
        free(m);
    }
    return h;
}

/* Disc faces show themselves small; other pieces show their diagram, in
 * cells of MIN_CELL_MM, cropped: the height a row's picture needs (0:
 * none). */
static double row_need(const struct variant *v, const struct piece *p, int diagrams)
{
    int row0, rows, col0, cols;
    if (compose_refcard_side_diagram(v, p, diagrams, &cols, &rows)) {
        double up, down, em;
        const struct diagram *b = second_grid(v, p, diagrams, &em);
        pair_span(compose_refcard_grid(p), b, card_cell(p), em, &up, &down);
        return up + down + 2;
    } else if (!(v->components.form == FORM_DISC || v->components.face == FACE_GLYPH ||
               p->ndiagrams == 0 || !p->diagrams[0].grid.cells)) {
        compose_diagram_extent(&p->diagrams[0].grid, &row0, &rows, &col0, &cols);
        return rows * card_cell(p) + 2;
    }
    return 0;
}

/* A row's height before its words: its picture's, at least the level's
 * floor. */
static double row_least(const struct variant *v, const struct piece *p, int level, int diagrams)
{
    double least = refcard_compact(level) ? REFCARD_MIN_ROW : 12, need;
    if (!compose_row_need_memo_get(v, p, diagrams, &need)) {
        need = row_need(v, p, diagrams);
        compose_row_need_memo_put(v, p, diagrams, need);
    }
    return fmax(least, need);
}

/* The words beside the picture may need more. */
static double row_height(const struct layout *lo, const struct variant *v, const struct piece *p,
                         double card_w, int level, int diagrams)
{
    return fmax(row_least(v, p, level, diagrams),
                words_height(lo, v, p, card_w, level, diagrams) + 1);
}

/* Asked again in every try of the board's and the cards' sizes: measured
 * once in a composing (compose_height_memo_get). */
double compose_refcard_row_height(const struct layout *lo, const struct variant *v,
                                  const struct piece *p, double card_w, int level, int diagrams)
{
    double h;
    if (compose_height_memo_get(lo, v, p, card_w, level, diagrams, &h))
        return h;
    h = row_height(lo, v, p, card_w, level, diagrams);
    compose_height_memo_put(lo, v, p, card_w, level, diagrams, h);
    return h;
}

char *compose_refcard_header(const struct variant *v, int side)
{
    const char *who = side < 0 ? "both players" : v->sides[side].name ? v->sides[side].name : "";
    char *m = markup_printf("<b>Quick reference</b>  %s", who);
    if (v->turn) /* what a turn allows, above the pieces: the crest game's
                    cards gave the moves and not what a player may do */
        str_cat_free(&m, markup_printf("\n<span size=\"%d\">%s</span>",
                                       (int)(REFCARD_WORDS_PT * 1024), v->turn));
    return m;
}

double compose_refcard_head(const struct layout *lo, const struct variant *v, double card_w)
{
    double h = REFCARD_HEAD;
    for (int side = 0; side < MAX_SIDES; side++) {
        char *m = compose_refcard_header(v, side);
        h = fmax(h, 1.8 + text_height(lo, m, REFCARD_HEADER_PT, card_w - 2 * REFCARD_PAD) + 1.5);
        free(m);
    }
    return h;
}

/* Where a two-column card's rows (heights h[0..n)) break into its second
 * column: the first split whose taller column is the lowest. */
static int column_split(const double *h, int n)
{
    double all = 0, left = 0, best = 1e18;
    int at = n;
    for (int i = 0; i < n; i++)
        all += h[i];
    for (int i = 0; i <= n; i++) {
        double tall = fmax(left, all - left);
        if (tall < best - 1e-9) {
            best = tall;
            at = i;
        }
        if (i < n)
            left += h[i];
    }
    return at;
}

/* The width of a card's column: the card's, or half of it less the gap. */
static double column_w(double card_w, int columns)
{
    return columns == 2 ? (card_w - REFCARD_COLUMN_GAP) / 2 : card_w;
}

/* The taller of the two players' cards (their armies may differ), its rows
 * in `columns` columns; with words 0, every row at its height before its
 * words: what no words make lower, known without laying any out. */
static double card_height(const struct layout *lo, const struct variant *v, double card_w,
                          int level, int diagrams, int words, int columns)
{
    double head = compose_refcard_head(lo, v, card_w) + 2, most = 0, col_w = column_w(card_w, columns);
    double *h = xcalloc((size_t)v->npieces + 1, sizeof *h);
    for (int s = 0; s < MAX_SIDES; s++) {
        int n = 0;
        for (int i = 0; i < v->npieces; i++)
            if (v->pieces[i].count > 0 && piece_count(&v->pieces[i], s) > 0)
                h[n++] = words ? compose_refcard_row_height(lo, v, &v->pieces[i], col_w, level,
                                                            diagrams)
                               : row_least(v, &v->pieces[i], level, diagrams);
        int at = columns == 2 ? column_split(h, n) : n;
        double col[2] = {head, head}; /* summed as before columns: the same figures */
        for (int j = 0; j < n; j++)
            col[j >= at] += h[j];
        most = fmax(most, fmax(col[0], col[1]));
    }
    free(h);
    return most;
}

double compose_refcard_height(const struct layout *lo, const struct variant *v, double card_w,
                              int level, int diagrams)
{
    return card_height(lo, v, card_w, level, diagrams, 1, 1);
}

double compose_refcard_least_height(const struct layout *lo, const struct variant *v,
                                    double card_w, int level, int diagrams)
{
    return card_height(lo, v, card_w, level, diagrams, 0, 1);
}

double compose_refcard_wide_height(const struct layout *lo, const struct variant *v,
                                   double card_w, int level, int diagrams, int words)
{
    return card_height(lo, v, card_w, level, diagrams, words, 2);
}

/* The row's words at scale kt: their markup (malloc'd, in *m when m is
 * not NULL) and whether they fit the row's height. */
struct words_fit {
    const struct layout *lo;
    const struct variant *v;
    const struct piece *p;
    int side, diagrams;
    const char *words;
    double tw, room;
    char *m;   /* the markup of the last size tried */
    double th; /* and its height */
    const char *own; /* the words at the card's own size, laid out already */
    double own_pt, own_tw;
};

static int words_fit_at(struct words_fit *f, double kt)
{
    free(f->m);
    f->m = compose_refcard_row_markup(f->lo, f->v, f->p, f->side, f->diagrams, f->words, kt);
    f->th = text_height(f->lo, f->m, kt * REFCARD_WORDS_PT, f->tw);
    return !(f->th > f->room);
}

/* The largest of the scales k, k - 0.05, ... down to REFCARD_MIN_PT at
 * which the words fit the row (REFCARD_MIN_PT when none does); *m gets their
 * markup, f->th their height. Each size tried is a wrapped layout of the
 * whole text (about 1M instructions for a Shogi row, Pango shaping each
 * line again where it breaks). The first tried is the one the words' layout
 * at the card's own size (measured for the card's height), scaled and
 * refilled into this row's width (text_fit_estimate), is estimated to fit
 * at; then the next sizes up (while they fit) or down (until one does). A
 * size is the answer when it fits and the one above does not, as when
 * every size was tried from the top, wherever a smaller size is never
 * taller. Starting from the top instead laid out the largest size in every
 * enlarged row, where it seldom fits: 84 of the 164 layouts of the shipped
 * sets' card rows were never drawn. */
static double words_scale(struct words_fit *f, double k, char **m)
{
    double least = REFCARD_MIN_PT / REFCARD_WORDS_PT; /* never under 7 pt */
    int n = 0, cap = 0;
    double *kt = NULL;
    for (double s = k;; s = fmax(least, s - 0.05)) {
        kt = xgrow(kt, &n, &cap, sizeof *kt);
        kt[n - 1] = s;
        if (!(s > least))
            break;
    }
    int at = 0;
    if (n > 1) {
        double *ks = xcalloc((size_t)n, sizeof *ks), own = f->own_pt / REFCARD_WORDS_PT;
        for (int i = 0; i < n; i++)
            ks[i] = kt[i] / own;
        at = text_fit_estimate(f->lo, f->own, f->own_pt, f->own_tw, f->tw, ks, n, f->room);
        free(ks);
    }
    if (words_fit_at(f, kt[at])) {
        while (at > 0 && words_fit_at(f, kt[at - 1]))
            at--;
    } else {
        while (at + 1 < n && !words_fit_at(f, kt[at + 1]))
            at++;
        at = at + 1 < n ? at + 1 : at;
    }
    words_fit_at(f, kt[at]); /* laid out already: its markup and height */
    double s = kt[at];
    free(kt);
    *m = f->m;
    return s;
}

/* A glyph's or disc's row: the piece's diagram at the row's right end
 * (the card's right edge at x1), where the card shows them; the room it
 * takes from the words, or 0. */
static double side_diagram(const struct variant *v, const struct piece *p, int side,
                           int diagrams, double x1, double k, struct refcard_row *r)
{
    int cols, rows;
    if (!compose_refcard_side_diagram(v, p, diagrams, &cols, &rows))
        return 0;
    r->diagram = compose_refcard_grid(p);
    compose_diagram_extent(r->diagram, &r->row0, &r->rows, &r->col0, &r->cols);
    double cell = r->diagram_cell = k * card_cell(p), right = x1 - REFCARD_PAD;
    const struct piece *to = compose_refcard_back(v, p, diagrams);
    double em;
    r->back = second_grid(v, p, diagrams, &em);
    if (r->back) { /* the promoted back's at the end, under its characters;
                      or the zone's, as the words say it after the piece's */
        compose_diagram_extent(r->back, &r->back_row0, &r->back_rows, &r->back_col0,
                               &r->back_cols);
        r->back_x = right - r->back_cols * cell;
        r->back_glyph = to ? piece_face_glyph(to, side) : NULL;
        r->back_promoted = to != NULL;
        r->glyph_em = k * em;
        right = r->back_x - REFCARD_PAD;
    }
    r->art_x = right - r->cols * cell;
    /* the block centred in the row, the pieces' cells level */
    double up, down;
    pair_span(r->diagram, r->back, cell, r->glyph_em, &up, &down);
    double piece_y = r->art_cy - (up + down) / 2 + up;
    r->art_y = piece_y - (r->diagram->size / 2 - r->row0) * cell;
    if (r->back) {
        r->back_y = piece_y - (r->back->size / 2 - r->back_row0) * cell;
        r->glyph_cx = r->back_x + r->back_cols * cell / 2;
        r->glyph_cy = r->back_y - REFCARD_BACK_LINE * r->glyph_em / 2;
    }
    return x1 - r->art_x;
}

/* Lays out row r: its picture at scale k, its words at the largest scale
 * from kw down that fits (returned). */
static double resolve_row(const struct layout *lo, const struct variant *v, const struct item *it,
                          const struct piece *p, double k, double kw, double art_w, double disc,
                          double glyph_em, struct refcard_row *r)
{
    const struct item_refcard *c = &it->refcard;
    double x = r->x, w = r->w, rh = r->h, right = 0; /* right: the side diagram's room */
    r->art_cx = x + REFCARD_PAD + art_w / 2;
    r->art_cy = r->y + rh / 2;
    r->art = REFCARD_ART_NONE;
    r->tile = 0;
    if (v->components.form == FORM_DISC) {
        r->art = REFCARD_ART_DISC;
        r->size = disc;
        r->face = (struct face){.piece = r->piece, .side = c->side, .kind = FACE_FRONT};
        compose_face_label(v, lo, disc, &r->face);
        right = side_diagram(v, p, c->side, c->diagrams, x + w, k, r);
    } else if (v->components.face == FACE_GLYPH && piece_face_glyph(p, c->side)) {
        /* the glyph the player sees on the piece */
        r->art = REFCARD_ART_GLYPH;
        r->glyph = piece_face_glyph(p, c->side);
        r->size = glyph_em;
        /* Black's card drew White's outlined figures (issue 30, Makruk
           review 8/10): a dark side's art on a square of its faces' ground */
        if (v->sides[c->side].filled && v->components.form == FORM_FOLD &&
            v->components.shape != SHAPE_PENTAGON)
            r->tile = fmin(REFCARD_TILE * glyph_em, fmin(art_w, r->h - 1));
        right = side_diagram(v, p, c->side, c->diagrams, x + w, k, r);
    } else if (p->ndiagrams > 0 && p->diagrams[0].grid.cells) {
        compose_diagram_extent(&p->diagrams[0].grid, &r->row0, &r->rows, &r->col0, &r->cols);
        double cell = k * card_cell(p);
        r->art = REFCARD_ART_DIAGRAM;
        r->diagram = &p->diagrams[0].grid;
        r->size = cell;
        r->art_x = r->art_cx - r->cols * cell / 2;
        r->art_y = r->art_cy - r->rows * cell / 2;
    }
    char *words = compose_refcard_words(v, p, c->side, c->level), *m;
    double tx = x + REFCARD_PAD + art_w + REFCARD_PAD, tw = w - (tx - x) - REFCARD_PAD - right;
    /* the words grow with the row, no further than the row holds them
       (and shrink to REFCARD_MIN_PT in a compact row) */
    /* an enlarged row's words (rows grown into the page's room) as tall as
       the row less REFCARD_KOMA_CLEAR in a koma set's card, where Shogi's
       words grew to 0.25 mm from the hairlines (issue 30 player review),
       but never less tall than the row held them unenlarged; other sets'
       words keep to 0.5 mm less than the row until their pages are looked
       at with more */
    double room = v->components.shape == SHAPE_PENTAGON
                      ? fmax(rh - REFCARD_KOMA_CLEAR, rh / k - 0.5) : rh - 0.5;
    struct words_fit f = {lo, v, p, c->side, c->diagrams, words, tw, room, NULL, 0, NULL, 0, 0};
    char *own = own_size_markup(lo, v, p, c->side, w, c->level, c->diagrams, &f.own_pt, &f.own_tw);
    f.own = own;
    double kt = words_scale(&f, kw, &m), th = f.th;
    free(own);
    free(words);
    r->markup = m;
    r->text_pt = kt * REFCARD_WORDS_PT;
    r->text_x = tx;
    r->text_y = r->art_cy - fmin(th, rh) / 2;
    r->text_w = tw;
    return kt;
}

/* Every row's words at the size the tightest row allows: each row grown
 * on its own printed the King's one line at 11 pt under the Rook's five at
 * 7 (eighth player review), a card that read as two documents. A smaller
 * size never makes words taller, so every row still holds its words. */
static void one_words_size(const struct layout *lo, const struct variant *v,
                           struct item_refcard *c)
{
    double pt = 1e9;
    for (int j = 0; j < c->nrows; j++)
        pt = fmin(pt, c->rows[j].text_pt);
    for (int j = 0; j < c->nrows; j++) {
        struct refcard_row *r = &c->rows[j];
        if (!(r->text_pt > pt))
            continue;
        const struct piece *p = &v->pieces[r->piece];
        char *words = compose_refcard_words(v, p, c->side, c->level);
        free(r->markup);
        r->markup = compose_refcard_row_markup(lo, v, p, c->side, c->diagrams, words,
                                               pt / REFCARD_WORDS_PT);
        free(words);
        double th = text_height(lo, r->markup, pt, r->text_w);
        r->text_pt = pt;
        r->text_y = r->art_cy - fmin(th, r->h) / 2;
    }
}

void compose_refcard_resolve(const struct layout *lo, const struct variant *v, struct item *it)
{
    struct item_refcard *c = &it->refcard;
    if (c->side < 0 || c->side >= MAX_SIDES)
        c->side = SIDE_FIRST;
    c->header = compose_refcard_header(v, c->shared ? -1 : c->side);
    double k = c->scale >= 1 ? c->scale : 1; /* rows enlarged into the page's room */
    double row_y = it->y + compose_refcard_head(lo, v, it->w) + 1;
    c->art_w = REFCARD_ART_W * k;
    c->rows = xcalloc((size_t)v->npieces + 1, sizeof *c->rows);
    /* every disc the size the lowest row allows: a row tall with words
       (the Pawn's) once drew its piece larger than the King */
    double disc = c->art_w, low = 1e9, col_w = column_w(it->w, c->columns);
    double *h = xcalloc((size_t)v->npieces + 1, sizeof *h);
    for (int i = 0; i < v->npieces; i++)
        if (piece_count(&v->pieces[i], c->side) > 0) { /* this player's army */
            struct refcard_row *r = &c->rows[c->nrows++];
            r->piece = i;
            h[c->nrows - 1] = compose_refcard_row_height(lo, v, &v->pieces[i], col_w, c->level,
                                                         c->diagrams);
            r->h = k * h[c->nrows - 1];
            disc = fmin(disc, r->h - 2);
            low = fmin(low, r->h);
        }
    /* a wide card's rows in two columns, split where card_height did */
    int at = c->columns == 2 ? column_split(h, c->nrows) : c->nrows;
    free(h);
    double kw = k, top = row_y;
    for (int j = 0; j < c->nrows; j++) {
        struct refcard_row *r = &c->rows[j];
        if (j == at)
            row_y = top;
        r->x = j < at ? it->x : it->x + col_w + REFCARD_COLUMN_GAP;
        r->w = col_w;
        r->y = row_y;
        /* glyphs too at the size the lowest row allows (Tori Shogi's
           Falcon, its row tall with words, drew 鷹 twice the others) */
        /* no row's words larger than a row before it allows: the card
           prints them all at the least (one_words_size), so a larger size
           is never tried (the scales are one series from k down, so the
           size found is the same) */
        kw = resolve_row(lo, v, it, &v->pieces[r->piece], k, kw, c->art_w, disc, 0.55 * low, r);
        row_y += r->h;
    }
    one_words_size(lo, v, c);
}

int compose_refcard_holds_scaled(const struct layout *lo, const struct variant *v,
                                 const struct item *card, double k)
{
    const struct item_refcard *c = &card->refcard;
    double col_w = column_w(card->w, c->columns);
    for (int i = 0; i < v->npieces; i++) {
        const struct piece *p = &v->pieces[i];
        double h = compose_refcard_row_height(lo, v, p, col_w, c->level, c->diagrams), rh = k * h;
        /* the room resolve_row gives the words of a row enlarged k times */
        double room = v->components.shape == SHAPE_PENTAGON
                          ? fmax(rh - REFCARD_KOMA_CLEAR, h - 0.5) : rh - 0.5;
        for (int side = 0; side < MAX_SIDES; side++) {
            if (piece_count(p, side) == 0)
                continue;
            double pt, tw, pt_k, tw_k;
            /* sizes only: building the markup to throw it away was half
               of this function (Minishogi: 6.9M of 14.8M instructions) */
            scaled_size(v, p, col_w, c->level, c->diagrams, 1, &pt, &tw);
            scaled_size(v, p, col_w, c->level, c->diagrams, k, &pt_k, &tw_k);
            if (tw_k <= 0)
                return 0;
            /* words_scale may set them as small as REFCARD_MIN_PT: in a
               column at least as much narrower they wrap as they did, and
               are shorter (no layout needed: most cards stop here) */
            if (tw_k * pt / REFCARD_MIN_PT >= tw)
                continue;
            char *words = compose_refcard_words(v, p, side, c->level);
            char *m = compose_refcard_row_markup(lo, v, p, side, c->diagrams, words,
                                                 REFCARD_MIN_PT / REFCARD_WORDS_PT);
            double th = text_height(lo, m, REFCARD_MIN_PT, tw_k);
            free(words);
            free(m);
            if (th > room + 1e-6)
                return 0;
        }
    }
    return 1;
}
