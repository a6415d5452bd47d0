/* booklet_gallery.c: the piece gallery's words and geometry, one entry per
 * physical piece: name, number, value, what the back is, the moves of both
 * faces in the players' words, the promotion rule. Pieces that exist only
 * as the back of another (count 0) get no entry of their own: they appear
 * as that piece's back. draw/booklet_gallery.c draws the entries. */
#include "compose-imp.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/base.h"
#include "notation/notation.h"
#include "rules/rules.h"
#include "text/text.h"

static int faces_show_moves(const struct variant *v)
{
    return v->components.face == FACE_DIAGRAM;
}

const char *compose_zone_words(const struct variant *v, const char *id)
{
    const struct zone *z = variant_find_zone(v, id, SIDE_FIRST);
    return z && z->name ? z->name : id;
}

char *compose_zone_squares(const struct variant *v, const struct zone *z)
{
    char *list = NULL, sq[32];
    for (int y = z->y0; y <= z->y1; y++)
        for (int x = z->x0; x <= z->x1; x++)
            if (variant_zone_has(z, x, y)) {
                variant_square_name(v, x, y, sq, sizeof sq);
                str_cat_free(&list, markup_printf("%s%s", list ? ", " : "", sq));
            }
    return list;
}

static char *capitalised(char *s)
{
    if (s[0] >= 'a' && s[0] <= 'z')
        s[0] = (char)(s[0] - 'a' + 'A');
    return s;
}

char *compose_zone_moves(const struct variant *v, const struct piece *p, const char *zone,
                         int side, char *moves, size_t len)
{
    const char *cap = NULL;
    for (int d = 0; d < p->ndiagrams; d++)
        if (p->diagrams[d].in_zone && !strcmp(p->diagrams[d].in_zone, zone))
            cap = p->diagrams[d].caption;
    int along = 0;
    for (int i = 0; i < p->nmoves; i++)
        along |= p->moves[i].in_zone && !strcmp(p->moves[i].in_zone, zone) &&
                 p->moves[i].along_diagonals;
    if (along) {
        /* the lines' own moves: "Steps one point diagonally", not the
           zone's whole set ("in any direction"), which is not on a line */
        struct piece q = *p;
        q.moves = xcalloc((size_t)p->nmoves, sizeof *q.moves);
        q.nmoves = 0;
        for (int i = 0; i < p->nmoves; i++)
            if (p->moves[i].in_zone && !strcmp(p->moves[i].in_zone, zone))
                q.moves[q.nmoves++] = p->moves[i];
        compose_moves_words(v, &q, zone, 0, moves, len);
        free(q.moves);
    } else {
        compose_moves_beyond(v, p, zone, 0, moves, len);
    }
    /* after the colon, not a new sentence: "... of its palace: steps one
       point diagonally" (issue 30, Janggi review: "...: Steps" read as a
       fragment); the words start with a verb, never a name */
    if (len > 1 && moves[0] >= 'A' && moves[0] <= 'Z' && moves[1] >= 'a' && moves[1] <= 'z')
        moves[0] = (char)(moves[0] - 'A' + 'a');
    if (cap && along) /* the caption says where, the lines say how */
        return capitalised(str_printf("%s, along the diagonal lines", cap));
    if (cap)
        return capitalised(xstrdup(cap));
    if (along)
        return str_printf("Along the diagonal lines of its %s", compose_zone_words(v, zone));
    for (int i = 0; side >= 0 && i < v->board.nzones; i++) {
        const struct zone *z = &v->board.zones[i];
        if (z->label && !strcmp(z->id, zone) && (z->side == side || z->side == SIDE_BOTH))
            return capitalised(xstrdup(z->label));
    }
    return capitalised(xstrdup(compose_zone_words(v, zone)));
}

/* "Must promote to Queen, Rook, Bishop or Knight on entering its promotion
 * zone; its back shows the Queen and, at its foot, the others: for one of
 * those it is exchanged." (a choice of pieces, back="choices"). Only a piece whose
 * printed back is the promoted piece names a back: a chess disc has none
 * ("it is exchanged for the piece chosen": clumsy, Capablanca review). */
static void promotion_choice_words(const struct variant *v, const struct piece *p, int back_shows,
                                   char **buf)
{
    char *captured = compose_captured_promotion_words(v, p); /* where, to what, at once */
    if (captured) {
        str_cat_free(buf, str_printf(" <i>%s</i>", captured));
        free(captured);
        return;
    }
    str_cat(buf, p->compulsory ? " <i>Must promote to " : " <i>May promote to ");
    for (int c = 0; c < p->nchoices; c++) {
        if (c > 0)
            str_cat(buf, c == p->nchoices - 1 ? " or " : ", ");
        str_cat_free(buf, markup_printf("%s", p->choices[c]->name));
    }
    if (p->compulsory) {
        str_cat(buf, " ");
        str_cat_free(buf, compose_promotion_where(v, p));
    }
    if (p->promotes_captured && p->nchoices == 1) /* "only to a piece its side has lost"
                                                     read as a choice (Sittuyin review) */
        str_cat_free(buf, markup_printf(", and only once its side has lost its %s, which comes "
                                        "back in its place.</i>", p->choices[0]->name));
    else if (p->promotes_captured) /* no spare: a lost piece comes back */
        str_cat(buf, ", and only to a piece its side has lost, which comes back in its place.</i>");
    else if (back_shows && piece_back_choices(v, p))
        str_cat_free(buf, markup_printf("; its back shows the %s and, at its foot, the others: "
                                        "for one of those it is exchanged.</i>",
                                        p->promotes_to->name));
    else if (back_shows && p->nchoices > 1)
        str_cat_free(buf, markup_printf("; its back shows the %s: for another it is exchanged.</i>",
                                        p->promotes_to->name));
    else if (back_shows) /* "Back, Veteran:" follows: not "; its back shows the Veteran" */
        str_cat(buf, ".</i>");
    else if (p->nchoices > 1)
        str_cat(buf, "; the piece chosen takes its place.</i>");
    else
        str_cat_free(buf, markup_printf("; a %s takes its place.</i>", p->promotes_to->name));
}

/* A figure drawn on a disc in place of a glyph (not an animal drawn on a
 * diagram face, which the faces beside the words show large). */
static int disc_figure(const struct piece *p)
{
    return p->figure > FIGURE_NONE && p->figure <= FIGURE_CROWN;
}

/* Where the drawn figures go in the name's line (issue 30, Sittuyin's
 * review: the General's and Elephant's entries alone had no figure beside
 * the name): in the room compose_gallery_text left, each centred in its
 * em, standing on the first line's baseline, 0.9 of the room's em tall
 * (GALLERY_HEAD_BIG of the words'). */
static void head_figures(const struct layout *lo, const struct piece *p, struct item_gallery_row *g)
{
    g->head_figure = FIGURE_NONE;
    const char *room = g->markup ? strstr(g->markup, GALLERY_FIGURE_ROOM) : NULL;
    if (!disc_figure(p) || p->glyph[0] || !room)
        return;
    double em = GALLERY_HEAD_BIG * g->size_pt / PT_PER_MM;
    for (int k = 0; k < 2 && room; k++) {
        char *before = xstrndup(g->markup, (size_t)(room - g->markup));
        str_cat(&before, "</big></big>"); /* opened before the room */
        g->head_x[k] = g->text_x + text_width(lo, before, g->size_pt) + em / 2;
        free(before);
        room = strstr(room + strlen(GALLERY_FIGURE_ROOM), GALLERY_FIGURE_ROOM);
    }
    g->head_h = 0.9 * em;
    g->head_y = g->text_y + text_first_baseline(lo, g->markup, g->size_pt, g->text_w) - 0.5 * g->head_h;
    g->head_figure = p->figure;
}

/* What option k, when the players switch it on, changes in p's moves
 * (malloc'd), or NULL where it changes none. */
static char *option_said(const struct variant *v, const struct piece *p, int k)
{
    int changes = 0;
    for (int i = 0; p && i < p->nmoves; i++)
        changes |= p->moves[i].option_index == k && p->moves[i].option;
    if (!changes)
        return NULL;
    char moves[1024];
    compose_moves_beyond(v, p, NULL, 1u << k, moves, sizeof moves);
    return xstrdup(moves);
}

/* Each option's change to a front (back NULL: after the front's moves) or
 * to its back (after the back's): a back's leaps hobble as its front's do
 * and say so too (issue 30, Jungi review: the Unicorn's and Emperor's said
 * nothing). Where front and back change alike, once, after the back. */
static void option_words(const struct variant *v, const struct piece *front,
                         const struct piece *back, int after_back, char **buf)
{
    for (int k = 0; k < v->noptions; k++) {
        char *f = option_said(v, front, k), *b = option_said(v, back, k);
        int alike = f && b && !strcmp(f, b);
        if (!after_back && f && !alike)
            str_cat_free(buf, markup_printf(" <i>With %s:</i> %s", v->options[k].name, f));
        if (after_back && b)
            str_cat_free(buf, markup_printf(" <i>With %s%s:</i> %s", v->options[k].name,
                                            alike ? ", front and back" : "", b));
        free(f);
        free(b);
    }
}

/* A growing string: a long name or many tables are never cut. */
char *compose_gallery_text(const struct variant *v, int piece)
{
    const struct piece *p = &v->pieces[piece];
    char moves[1024];
    int side = p->side == SIDE_BOTH ? SIDE_FIRST : p->side;
    int spares = piece_spares(v, piece, side), placed = p->count - spares;
    char *buf = spares > 0
        ? markup_printf("<b>%s</b> <small>×%d and %d spare%s</small>", p->name, placed, spares,
                        spares == 1 ? "" : "s")
        : markup_printf("<b>%s</b> <small>×%d</small>", p->name, p->count);
    if (p->side != SIDE_BOTH) /* different armies: whose */
        str_cat_free(&buf, markup_printf(" <small>(%s only)</small>", v->sides[p->side].name));
    /* figures GALLERY_HEAD_BIG of the words: at 6 pt they read as script */
    int big = disc_figure(p) || compose_chess_figure(p->glyph[0]);
    if (disc_figure(p) && !p->glyph[0]) /* room for the drawn figures */
        str_cat(&buf, "  <big><big>" GALLERY_FIGURE_ROOM " / " GALLERY_FIGURE_ROOM "</big></big>");
    else if (p->glyph[0]) {
        str_cat_free(&buf, big ? markup_printf("  <big><big>%s", p->glyph[0])
                               : markup_printf("  %s", p->glyph[0]));
        if (p->glyph[1] && strcmp(p->glyph[1], p->glyph[0]))
            str_cat_free(&buf, markup_printf(" / %s", p->glyph[1]));
        str_cat(&buf, big ? "</big></big>" : "");
    }
    /* a piece the count gives nothing (Shogi's King, value="0") prints no
       figure: "0 points" read as the piece's worth (player review); the
       count named where it is one rule's (Shogi's "5 points at impasse":
       a bare "5 points" read as the piece's worth, issue 30) */
    if (p->value > 0) {
        str_cat_free(&buf, str_printf("  <small>%d point%s", p->value, p->value == 1 ? "" : "s"));
        if (v->value_label)
            str_cat_free(&buf, markup_printf(" %s", v->value_label));
        str_cat(&buf, "</small>");
    }
    str_cat(&buf, "\n");
    int promotes = p->promotes_to && piece_back_of(v, p) == BACK_PROMOTED;
    char *see;
    compose_moves_words(v, p, NULL, 0, moves, sizeof moves);
    str_cat_free(&buf, str_printf("%s%s", promotes ? "<b>Front:</b> " : "", moves));
    const char *ck = compose_royal_name(v); /* not "a piece that castles": vague */
    if (p->castling_partner)
        str_cat_free(&buf, markup_printf(" Castling: while neither has moved, the %s may move "
                                         "towards it, and it then jumps over the %s to the "
                                         "square the %s crossed.", ck, ck, ck));
    if (p->castling_partner == 2) /* where it stands is not where a chess player looks */
        str_cat(&buf, " It need not stand in the corner: the castling piece moves towards the "
                      "nearest one on its row.");
    if (p->castling_partner && v->opposite_castling)
        str_cat(&buf, " No player may castle towards the side of the board on which the other "
                      "player has already castled.");
    for (int i = 0; i < p->nmoves; i++) {
        const char *zone = p->moves[i].in_zone;
        int seen = 0;
        for (int j = 0; j < i; j++)
            seen |= p->moves[j].in_zone && zone && !strcmp(p->moves[j].in_zone, zone);
        if (!zone || p->moves[i].option || seen)
            continue;
        char *where = compose_zone_moves(v, p, zone, -1, moves, sizeof moves);
        str_cat_free(&buf, markup_printf(" <i>%s:</i> %s", where, moves));
        free(where);
    }
    if (p->confine)
        str_cat_free(&buf, markup_printf(" Never leaves its %s.", compose_zone_words(v, p->confine)));
    if (p->rule)
        str_cat_free(&buf, markup_printf(" %s", p->rule));
    option_words(v, p, promotes ? p->promotes_to : NULL, 0, &buf);
    if (promotes) {
        /* when it promotes is said of the front, before its back: under the
           back's moves it would read as the promoted piece's rule */
        const struct piece *q = p->promotes_to;
        if (p->nchoices > 1 || p->compulsory || p->promotes_captured)
            promotion_choice_words(v, p, 1, &buf);
        if (p->promotion_rule) /* how, once it is said when and to what */
            str_cat_free(&buf, markup_printf(" <i>%s</i>", p->promotion_rule));
        char *forced = compose_forced_promotion_words(v, p);
        if (forced)
            str_cat_free(&buf, markup_printf(" <i>%s</i>", forced));
        free(forced);
        char *limit = compose_promotion_rule_words(v, p);
        if (limit)
            str_cat_free(&buf, markup_printf(" <i>%s</i>", limit));
        free(limit);
        compose_moves_words(v, q, NULL, 0, moves, sizeof moves);
        str_cat_free(&buf, markup_printf("\n<b>Back, %s:</b> %s", q->name, moves));
        if (q->rule) /* a form that exists only as this back has no entry of its own */
            str_cat_free(&buf, markup_printf(" %s", q->rule));
        option_words(v, p, q, 1, &buf);
    } else if (p->promotes_to && (see = compose_promotion_see_below(v, p))) {
        str_cat_free(&buf, see);
    } else if (p->promotes_to) {
        /* promotes, its back not the promoted piece: the choice in words */
        if (p->nchoices > 1 || p->compulsory || p->promotes_captured)
            promotion_choice_words(v, p, 0, &buf);
        else
            str_cat_free(&buf, markup_printf(" <i>Promotes to %s.</i>", p->promotes_to->name));
        if (p->promotion_rule)
            str_cat_free(&buf, markup_printf(" <i>%s</i>", p->promotion_rule));
        char *limit = compose_promotion_rule_words(v, p);
        if (limit)
            str_cat_free(&buf, markup_printf(" <i>%s</i>", limit));
        free(limit);
    }
    /* the words at the gallery size: read at the table, not small print */
    return buf;
}

int compose_gallery_fronts_only(const struct variant *v)
{
    if (!faces_show_moves(v))
        return 0;
    for (int i = 0; i < v->npieces; i++)
        if (v->pieces[i].count > 0 && piece_back_of(v, &v->pieces[i]) != BACK_OTHER_SIDE)
            return 0;
    return 1;
}

/* How many faces an entry shows: two (a disc's both sides; a fold-over
 * piece's front and back), one where every piece is a single card
 * (Sittuyin's) or every back repeats its front's grid in the other side's
 * colour (the rotation game's tiles: the cover shows both colours). A
 * single card among fold-over pieces keeps the back's place empty, so
 * that the entries' diagrams stay in one column. */
static int gallery_faces(const struct variant *v)
{
    if (v->components.form == FORM_DISC)
        return 2;
    if (compose_gallery_fronts_only(v))
        return 1;
    for (int i = 0; i < v->npieces; i++)
        if (v->pieces[i].count > 0 && !piece_single_card(v, &v->pieces[i]))
            return 2;
    return 1;
}

/* Widths of an entry's faces and of its diagrams (none: 0). */
static double faces_width(const struct variant *v, const struct layout *lo, int piece)
{
    double f = compose_gallery_face_named(v, lo, piece);
    return gallery_faces(v) * ((v->components.form == FORM_DISC ? f * 0.8 : f) + GALLERY_GAP);
}

static double diagrams_width(const struct variant *v, const struct piece *p)
{
    const struct piece_diagram *d[2];
    const char *caps[2];
    int n = compose_gallery_diagrams(v, p, d, caps);
    return n == 1 ? compose_gallery_box(v, p) + GALLERY_GAP + 1
                  : n * (compose_gallery_face(v) + GALLERY_GAP + 1);
}

/* Width of the pictures at the left of an entry. */
static double pictures_width(const struct variant *v, const struct layout *lo, const struct piece *p)
{
    return faces_width(v, lo, (int)(p - v->pieces)) + diagrams_width(v, p) + 2;
}

/* Where an entry's words begin beside its pictures, from its left edge:
 * after the widest pictures of the entries whose words go beside them in
 * a column w wide, so that every entry's words start at one x (Janggi's
 * Elephant and Horse, one diagram each, began theirs 2 cm left of the
 * others': a ragged column down the page). */
static double words_left(const struct variant *v, const struct layout *lo, const struct piece *p,
                         double w)
{
    double x = pictures_width(v, lo, p);
    for (int i = 0; i < v->npieces; i++) {
        double pw = pictures_width(v, lo, &v->pieces[i]);
        if (v->pieces[i].count > 0 && pw > x && w - pw >= GALLERY_MIN_WORDS)
            x = pw;
    }
    return x;
}

int compose_gallery_picture_rows(const struct variant *v, const struct layout *lo, int piece,
                                 double w)
{
    const struct piece *p = &v->pieces[piece];
    return diagrams_width(v, p) > 0 && pictures_width(v, lo, p) > w ? 2 : 1;
}

int compose_gallery_columns(const struct variant *v, const struct layout *lo, double width)
{
    /* fronts only: as many a row as keep the words GALLERY_MIN_WORDS wide
       under them, at most four (the rotation game's seven tiles on two
       rows, where front and back took four rows and a sheet more) */
    if (compose_gallery_fronts_only(v)) {
        double col = fmax(faces_width(v, lo, -1), GALLERY_MIN_WORDS);
        int n = (int)((width + 2 * GALLERY_GAP) / (col + 2 * GALLERY_GAP) + 1e-9);
        return n < 1 ? 1 : n > 4 ? 4 : n;
    }
    /* faces that show the moves need no separate diagrams: two entries a
       row, the words under the faces, where two entries' faces fit side by
       side (not on an A6 page) */
    return faces_show_moves(v) && (width - 2 * GALLERY_GAP) / 2 >= faces_width(v, lo, -1) ? 2 : 1;
}

/* The words go under the pictures where the faces show the moves (entries
 * two a row), or where the words beside them would be narrower than
 * GALLERY_MIN_WORDS (two diagrams on an A5 page). */
int compose_gallery_words_under(const struct variant *v, const struct layout *lo, int piece,
                                double w)
{
    return faces_show_moves(v) || w - pictures_width(v, lo, &v->pieces[piece]) < GALLERY_MIN_WORDS;
}

static double entry_width(const struct variant *v, const struct layout *lo, double width)
{
    return compose_gallery_columns(v, lo, width) == 2 ? (width - 2 * GALLERY_GAP) / 2 : width;
}

/* An entry's height with its faces face mm. */
static double entry_height_at(const struct layout *lo, const struct variant *v, int piece, double w,
                              double face)
{
    char *buf = compose_gallery_text(v, piece);
    /* the faces and their labels, and the diagrams' row under them */
    double box = compose_gallery_box(v, &v->pieces[piece]); /* a lone large grid's */
    double ph = compose_gallery_picture_rows(v, lo, piece, w) == 2 ? face + 5 + fmax(face, box) + 5
                                                                   : fmax(face + 5, box + 1);
    double h;
    if (compose_gallery_words_under(v, lo, piece, w))
        h = ph + 1 + text_height(lo, buf, GALLERY_PT, w);
    else
        h = fmax(ph, text_height(lo, buf, GALLERY_PT, w - words_left(v, lo, &v->pieces[piece], w))) + 1;
    free(buf);
    return h;
}

double compose_gallery_entry_height(const struct layout *lo, const struct variant *v,
                           int piece, double w)
{
    return entry_height_at(lo, v, piece, w, compose_gallery_face_named(v, lo, piece));
}

double compose_gallery_row_face(const struct variant *v, const struct layout *lo, int left,
                                int right)
{
    double f = compose_gallery_face_named(v, lo, left);
    return right >= 0 ? fmax(f, compose_gallery_face_named(v, lo, right)) : f;
}

double compose_gallery_row_height(const struct layout *lo, const struct variant *v,
                          int left, int right, double width)
{
    double face = compose_gallery_row_face(v, lo, left, right);
    double w = entry_width(v, lo, width), h = entry_height_at(lo, v, left, w, face);
    if (right >= 0) {
        double hr = entry_height_at(lo, v, right, w, face);
        h = hr > h ? hr : h;
    }
    return h;
}

/* Two entries side by side in columns w wide, the words under the pictures:
 * the row's height, or 0 where either's pictures need more than one row. */
double compose_gallery_pair_height(const struct layout *lo, const struct variant *v,
                                   int left, int right, double w)
{
    if (pictures_width(v, lo, &v->pieces[left]) > w || pictures_width(v, lo, &v->pieces[right]) > w)
        return 0;
    double face = compose_gallery_row_face(v, lo, left, right);
    return fmax(entry_height_at(lo, v, left, w, face), entry_height_at(lo, v, right, w, face));
}

int compose_gallery_captions_check(const struct variant *v, const struct layout *lo,
                                   struct report *r)
{
    /* as draw/booklet_gallery.c prints it: shrunk to the diagram's width
       and its gap */
    const double pt = GALLERY_LABEL_PT, room = compose_gallery_face(v) + GALLERY_GAP;
    int errors = 0, gallery = 0;
    /* printed only under a diagram the gallery draws, where the rules hold
       <piece-gallery/> (the cards' words wrap a caption as text) */
    for (int s = 0; s < v->nrules; s++)
        for (int b = 0; b < v->rules[s].nblocks; b++)
            gallery |= v->rules[s].blocks[b].kind == BLOCK_GALLERY;
    for (int i = 0; gallery && i < v->npieces; i++) {
        const struct piece_diagram *dg[2];
        const char *caps[2];
        int nd = v->pieces[i].count > 0 ? compose_gallery_diagrams(v, &v->pieces[i], dg, caps) : 0;
        for (int d = 0; d < nd; d++) {
            const struct piece_diagram *pd = dg[d];
            if (!pd->caption || caps[d] || pd->grid.size == 0)
                continue;
            char *m = markup_printf("%s", pd->caption);
            double w = text_width(lo, m, pt), at = w > room ? pt * room / w : pt;
            free(m);
            /* under MIN_TEXT_PT printed at the size that fits, with a
               warning (older sets did so); under MIN_PRINTED_PT refused */
            if (at < MIN_PRINTED_PT - 1e-9) {
                report_error(r, pd->line, "piece '%s': the caption \"%s\" fits under its "
                             "diagram only at %.1f pt (captions are printed at 6 pt or more, "
                             "never under 3 pt): shorten it to about %d characters",
                             v->pieces[i].id, pd->caption, at, compose_fitting_chars(pd->caption, at));
                errors++;
            } else if (at < MIN_TEXT_PT - 1e-9)
                report_warning(r, pd->line, "piece '%s': the caption \"%s\" fits under its "
                               "diagram only at %.1f pt, under the 6 pt a player reads easily, "
                               "and is printed so small: shorten it to about %d characters",
                               v->pieces[i].id, pd->caption, at,
                               compose_fitting_chars(pd->caption, at));
        }
    }
    return errors;
}

/* The caption under a face: the side's name for discs, else "front" and
 * what the back the composer decided is ("back: Dragon King"); the
 * piece's short name where the full one would be shrunk below
 * MIN_TEXT_PT to fit room_w ("back: Bia Ngai" for Makruk's "Bia Ngai
 * (promoted Bia)"). malloc'd. */
static char *face_caption(const struct layout *lo, const struct variant *v,
                          const struct item_gallery_row *g, int labels, int k, double pt,
                          double room_w)
{
    const struct face *fc = k ? &g->back : &g->front;
    char out[160];
    if (!labels || compose_gallery_fronts_only(v))
        snprintf(out, sizeof out, "%s", v->sides[fc->side].name);
    else if (g->single) /* what a player needs: why it has no back (not "single card",
                           which read as a count: issue 30, Makruk's seventh review) */
        snprintf(out, sizeof out, "%s", v->pieces[g->piece].promotes ? "no back" : "never promotes");
    else if (!k)
        snprintf(out, sizeof out, "front");
    else if (fc->kind == FACE_PROMOTED || (fc->kind == FACE_FRONT && fc->piece != g->piece)) {
        const struct piece *q = &v->pieces[fc->piece];
        snprintf(out, sizeof out, "back: %s", q->name);
        char *m = markup_printf("%s", out);
        if (q->short_name && text_width(lo, m, pt) * MIN_TEXT_PT > room_w * pt)
            snprintf(out, sizeof out, "back: %s", q->short_name);
        free(m);
    }
    else if (fc->kind == FACE_HIDDEN_BACK)
        snprintf(out, sizeof out, "back: hidden");
    else if (fc->kind == FACE_FRONT)
        snprintf(out, sizeof out, "back: %s", v->sides[fc->side].name);
    else
        snprintf(out, sizeof out, "back: name only"); /* "plain" read as blank (player review) */
    return xstrdup(out);
}

void compose_gallery_resolve(const struct layout *lo, const struct variant *v, struct item *it,
                             int labels)
{
    struct item_gallery_row *g = &it->gallery;
    const struct piece *p = &v->pieces[g->piece];
    double f = fmax(compose_gallery_face_named(v, lo, g->piece), g->face), x = it->x, top = it->y + 0.5;
    int disc = v->components.form == FORM_DISC;
    g->face = f;
    g->face_w = disc ? f * 0.8 : f;
    g->cut = disc ? GALLERY_CUT_CIRCLE
              : v->components.shape != SHAPE_PENTAGON ? GALLERY_CUT_RECT
              : GALLERY_CUT_NONE; /* a koma is its own outline */
    g->face_cy = top + f / 2;
    g->face_caption_y = top + f + 2.5;
    g->single = !disc && (piece_single_card(v, p) || compose_gallery_fronts_only(v));
    for (int k = 0; k < gallery_faces(v); k++) {
        double s = g->face_w;
        g->face_x[k] = x;
        x += s + GALLERY_GAP;
        if (k && g->single)
            continue; /* no back: its place left empty */
        g->face_caption[k] = face_caption(lo, v, g, labels, k, GALLERY_LABEL_PT, s + GALLERY_GAP);
        compose_face_label(v, lo, s, k ? &g->back : &g->front);
    }
    x += 2;
    if (g->picture_rows == 2) { /* a narrow column: the diagrams under the faces */
        x = it->x;
        top += f + 5;
    }
    g->diagram_y = top;
    g->mark_mm = GALLERY_MARK_MM;
    const struct piece_diagram *dg[2];
    const char *caps[2];
    int nd = compose_gallery_diagrams(v, p, dg, caps), most = 1;
    double box = fmax(f, compose_gallery_box(v, p)); /* f: grown for its names */
    g->diagram_room = box;
    /* an entry's diagrams share one cell size (Tori Shogi's Falcon, 5 x 5,
       and its Eagle, 7 x 7, were drawn at two): the largest grid fills f */
    for (int d = 0; d < nd; d++)
        most = dg[d]->grid.size > most ? dg[d]->grid.size : most;
    for (int d = 0; d < nd; d++) {
        const struct piece_diagram *pd = dg[d];
        if (pd->grid.size == 0)
            continue;
        int n = g->ndiagrams++;
        g->diagram[n] = &pd->grid;
        g->diagram_size[n] = box * pd->grid.size / most;
        g->diagram_promoted[n] = caps[d] != NULL;
        g->diagram_x[n] = x;
        const char *cap = pd->caption ? pd->caption
                          : pd->in_zone ? compose_zone_words(v, pd->in_zone) : NULL;
        /* with a back's diagram beside it, each says whose moves it draws,
           the same words for every piece: "back: Tokin" under one and
           "back" under another where the name did not fit read as two
           things (player review); the face beside names the back in full */
        if (caps[d])
            cap = "back's moves";
        else if (!cap && nd == 2 && caps[1])
            cap = "front's moves";
        g->diagram_caption[n] = cap ? xstrdup(cap) : NULL;
        x += box + GALLERY_GAP + 1;
    }
    if (g->picture_rows) { /* two entries a row, or a narrow page: the words under the pictures */
        g->text_x = it->x;
        g->text_y = top + fmax(f, box) + 5;
        g->text_w = it->w;
    } else {
        g->text_x = it->x + words_left(v, lo, p, it->w);
        g->text_w = it->x + it->w - g->text_x;
        /* level with the faces' middle where the words are shorter than
           them: words at the top of a tall row read as floating (player
           review: Shatranj, Tori Shogi, Grand) */
        char *words = compose_gallery_text(v, g->piece);
        double th = text_height(lo, words, GALLERY_PT, g->text_w);
        free(words);
        g->text_y = top + fmax(0, (f - th) / 2);
    }
    head_figures(lo, p, g);
}
