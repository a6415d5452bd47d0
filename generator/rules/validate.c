/* validate.c: the rules validator (rules.h): validate_variant runs every
 * check, and the checks of the set as a whole live here: the board, the
 * components, the setup, the royal pieces facing each other, the
 * abbreviations. A piece's moves are checked in validate_moves.c, its
 * diagrams in validate_diagram.c, its dead ranks in validate_dead.c, promotion, en
 * passant and castling in validate_rules.c, free placement and the end of
 * the game in validate_placement.c and validate_end.c. Each check reports
 * every problem it finds and goes on, so that one run shows them all;
 * validate_variant turns the count into -1 at the end. */
#include "rules.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "notation/notation.h"
#include "base/base.h"
#include "rules-imp.h"

static void check_setup(const struct variant *v, struct report *r)
{
    const struct board *b = &v->board;
    int *owner = xcalloc((size_t)b->files * (size_t)b->ranks, sizeof *owner);
    for (int i = 0; i < v->nsetup; i++) {
        const struct placement *pl = &v->setup[i];
        int *cell = &owner[pl->y * b->files + pl->x];
        if (*cell) {
            char sq[32];
            variant_square_name(v, pl->x, pl->y, sq, sizeof sq);
            const struct placement *other = &v->setup[*cell - 1];
            report_error(r, pl->line, "square %s holds two pieces: the %s side's '%s' and the %s side's '%s' (line %d)",
                         sq, pl->side ? "second" : "first", v->pieces[pl->piece].id,
                         other->side ? "second" : "first", v->pieces[other->piece].id, other->line);
        } else {
            *cell = i + 1;
        }
    }
    free(owner);
    for (int p = 0; p < v->npieces; p++)
        for (int s = 0; s < MAX_SIDES; s++) {
            int n = 0;
            for (int i = 0; i < v->nsetup; i++)
                n += v->setup[i].piece == p && v->setup[i].side == s;
            int held = 0; /* pieces that start in hand count as set up */
            for (int i = 0; i < v->nstart_hand; i++)
                held += v->start_hand[i].piece == p && v->start_hand[i].side == s;
            int want = piece_count(&v->pieces[p], s);
            /* <place>s the loader reported and dropped count as placed:
               the count is not what is wrong */
            int unread = v->pieces[p].unread[s];
            if (n + held + unread < want && v->unknown_placed)
                continue;
            if (n + held + unread != want && want == 0 && v->pieces[p].count > 0)
                report_error(r, v->pieces[p].line, "piece '%s' belongs to the %s side's army "
                             "(side=\"%s\"), but the %s setup places %d", v->pieces[p].id,
                             s ? "first" : "second", s ? "first" : "second", s ? "second" : "first",
                             n + held);
            else if (n + held + unread != want)
                report_error(r, v->pieces[p].line, "piece '%s': count=\"%d\" but the %s setup places %d%s",
                             v->pieces[p].id, v->pieces[p].count, s ? "second" : "first", n + held,
                             held ? " (counting those that start in hand)" : "");
        }
}

/* A royal piece that does not face its counterpart across the board (a
 * chess setup turned 180 degrees puts Black's King opposite White's Queen)
 * is most likely a slip: worth a warning, not an error. */
static void check_royal_opposite(const struct variant *v, struct report *r)
{
    for (int p = 0; p < v->npieces; p++) {
        if (!v->pieces[p].royal)
            continue;
        const struct placement *at[MAX_SIDES] = {NULL, NULL};
        int n[MAX_SIDES] = {0, 0};
        for (int i = 0; i < v->nsetup; i++)
            if (v->setup[i].piece == p && v->setup[i].side >= 0 && v->setup[i].side < MAX_SIDES) {
                at[v->setup[i].side] = &v->setup[i];
                n[v->setup[i].side]++;
            }
        if (n[0] != 1 || n[1] != 1 || at[0]->x == at[1]->x || v->royals_offset)
            continue;
        char sq0[32], sq1[32];
        variant_square_name(v, at[0]->x, at[0]->y, sq0, sizeof sq0);
        variant_square_name(v, at[1]->x, at[1]->y, sq1, sizeof sq1);
        report_warning(r, at[1]->line, "setup: the second side's royal '%s' stands on %s, not on the "
                       "file of the first side's on %s (a setup turned 180 degrees reverses the "
                       "files; <setup side=\"second\" mirror=\"first\"/> keeps them; royals=\"offset\" "
                       "says it is meant)",
                       v->pieces[p].id, sq1, sq0);
    }
}

/* A short name that is its name less the last letter ("Bo" for "Bow")
 * saves a letter and reads as another name: a player finds "Bo" on the
 * tile and "Bow" in the booklet (issue 30, player review of the rotation
 * game). A warning: the face still prints. */
static void check_near_short(const struct piece *p, struct report *r)
{
    const char *s = p->short_name, *n = p->name;
    if (s && n && strlen(n) == strlen(s) + 1 && !strncmp(n, s, strlen(s)))
        report_warning(r, p->line, "piece '%s': short=\"%s\" is its name \"%s\" less one "
                       "letter, and reads as another piece's name; print the name in full or "
                       "choose a name whose short form differs more", p->id, s, n);
}

/* Two pieces with one abbr="..." would share a letter in the setup key. */
static void check_abbreviations(const struct variant *v, struct report *r)
{
    for (int i = 0; i < v->npieces; i++)
        check_near_short(&v->pieces[i], r);
    for (int i = 0; i < v->npieces; i++)
        for (int j = 0; j < i && v->pieces[i].abbr; j++)
            if (v->pieces[j].abbr && !strcmp(v->pieces[i].abbr, v->pieces[j].abbr) &&
                !(v->pieces[i].side != SIDE_BOTH && v->pieces[j].side != SIDE_BOTH &&
                  v->pieces[i].side != v->pieces[j].side)) /* one kind in two armies */
                report_error(r, v->pieces[i].line, "piece '%s': abbr=\"%s\" is also the abbreviation of piece '%s'",
                             v->pieces[i].id, v->pieces[i].abbr, v->pieces[j].id);
    /* a face too small for the name prints the short one: two kinds that
       could print the same word would be told apart by nothing */
    for (int i = 0; i < v->npieces; i++)
        for (int j = 0; j < i; j++) {
            const struct piece *a = &v->pieces[i], *b = &v->pieces[j];
            /* one side's piece and the other's (the Pawns of armies of
               different sizes) are told apart by their sides */
            if (a->side != SIDE_BOTH && b->side != SIDE_BOTH && a->side != b->side)
                continue;
            const char *na[2] = {a->short_name, a->name}, *nb[2] = {b->short_name, b->name};
            const char *same = NULL;
            for (int x = 0; x < 2 && !same; x++)
                for (int y = 0; y < 2 && !same; y++)
                    if (na[x] && nb[y] && !strcmp(na[x], nb[y]))
                        same = na[x];
            if (same)
                report_error(r, a->line, "pieces '%s' and '%s' (line %d) may both print \"%s\" on "
                             "their faces; give one another name or short=\"...\"", a->id, b->id,
                             b->line, same);
        }
}

static void check_board(const struct variant *v, struct report *r)
{
    const struct board *b = &v->board;
    for (int i = 0; i < b->nzones; i++) {
        const struct zone *z = &b->zones[i];
        if (z->x0 < 0 || z->y0 < 0 || z->x1 >= b->files || z->y1 >= b->ranks)
            continue; /* already reported by the loader */
        for (int j = 0; j < i; j++)
            if (!strcmp(b->zones[j].id, z->id) &&
                (b->zones[j].side == z->side || b->zones[j].side == SIDE_BOTH || z->side == SIDE_BOTH)) {
                report_error(r, z->line, "zone '%s' is defined twice for the same side (first at line %d); "
                             "a zone of any shape is one <zone> listing its squares=\"...\"",
                             z->id, b->zones[j].line);
                break;
            }
        if (!z->rect && (z->mark == ZMARK_DOTS || z->mark == ZMARK_DIAGONALS))
            report_error(r, z->line, "zone '%s': mark=\"%s\" is drawn on a rectangle, and these squares "
                         "are not one; mark them with mark=\"tint\" or \"outline\"", z->id,
                         z->mark == ZMARK_DOTS ? "dots" : "diagonals");
    }
    if (v->drops && v->nhands == 0)
        report_warning(r, v->line, "a game with drops but no <hand>");
    int royals = 0;
    for (int i = 0; i < v->npieces; i++)
        royals += v->pieces[i].royal && v->pieces[i].count > 0;
    if (royals == 0 && !v->end.given) /* <end> says how such a game ends */
        report_warning(r, v->line, "no royal piece (royal=\"yes\"), and no <end> says how the "
                       "game is won");
}

static const char *back_name(enum piece_back b)
{
    static const char *names[] = {"none", "promoted", "hidden", "other-side", "plain"};
    return b >= BACK_NONE && b <= BACK_PLAIN ? names[b] : "?";
}

/* An animal figure (figure="lion" ...) is drawn large on a diagram face,
 * its move marks in a ring of the eight squares round it (plan_face_ring.c):
 * so the face must be a fold-over diagram face, and every move within one
 * square, where the ring has room for it. */
static void check_animal_figure(const struct variant *v, const struct piece *p, struct report *r)
{
    const struct components *c = &v->components;
    if (!FIGURE_IS_ANIMAL(p->figure))
        return;
    if (c->form != FORM_FOLD || c->face != FACE_DIAGRAM || c->shape == SHAPE_PENTAGON) {
        report_error(r, p->line, "piece '%s': figure=\"%s\" is an animal drawn on a fold-over "
                     "diagram face (<components form=\"fold\" face=\"diagram\">), its moves "
                     "round it; give it a <glyph> instead", p->id, piece_figure_name(p->figure));
        return;
    }
    struct diagram merged = {0};
    const struct diagram *d = piece_face_diagram(p, &merged);
    int n = d && d->cells ? d->size : 0, m = n / 2, far = 0;
    for (int row = 0; row < n; row++)
        for (int col = 0; col < n; col++) {
            const struct diagram_cell *cl = &d->cells[row * n + col];
            far |= (abs(row - m) > 1 || abs(col - m) > 1) &&
                   (cl->shape != CELL_EMPTY || cl->shape2 != CELL_EMPTY);
        }
    diagram_free(&merged);
    if (far)
        report_error(r, p->line, "piece '%s': figure=\"%s\" draws the moves in a ring of the "
                     "eight squares round the animal, but this piece moves further; leave out "
                     "figure= so its face shows the whole diagram", p->id, piece_figure_name(p->figure));
}

/* back="choices" names the pieces after the first a piece may promote to:
 * said of a piece with one or none it names nothing (on <components> it
 * applies only to the pieces with a choice), and a koma's back prints its
 * promoted glyph alone (a disc's back is refused with the others). */
static void check_back_choices(const struct variant *v, const struct piece *p, struct report *r)
{
    const struct components *c = &v->components;
    if (c->form == FORM_DISC)
        return;
    if (p->back_choices && p->nchoices < 2 && !p->promotes)
        report_error(r, p->line, "piece '%s': back=\"choices\" names the other pieces a piece may "
                     "promote to, but '%s' does not promote: give it back=\"plain\"", p->id, p->id);
    else if (p->back_choices && p->nchoices == 1)
        report_error(r, p->line, "piece '%s': back=\"choices\" names the other pieces a piece may "
                     "promote to, but '%s' promotes only to '%s': give it back=\"promoted\"",
                     p->id, p->id, p->choices[0]->id);
    else if (c->shape == SHAPE_PENTAGON && piece_back_choices(v, p))
        report_error(r, p->line, "piece '%s': back=\"choices\" on a koma (shape=\"pentagon\"), "
                     "whose back prints its promoted glyph alone: give it back=\"promoted\" and "
                     "name the other choices in the rules", p->id);
}

/* What the pieces print: a disc is single-sided, so a back it cannot print
 * is refused rather than left off; a glyph face needs a glyph (a koma
 * prints its name instead, as documented; a square face would print
 * nothing). */
static void check_components(const struct variant *v, struct report *r)
{
    const struct components *c = &v->components;
    if (c->form == FORM_DISC && c->back != BACK_NONE)
        report_error(r, c->line, "<components form=\"disc\" back=\"%s\">: a disc is single-sided and "
                     "prints no back; write back=\"none\", or form=\"fold\" for pieces with a back",
                     c->back_choices ? "choices" : back_name(c->back));
    for (int i = 0; i < v->npieces; i++) {
        const struct piece *p = &v->pieces[i];
        if (c->form == FORM_DISC && p->back >= 0 && p->back != BACK_NONE)
            report_error(r, p->line, "piece '%s': back=\"%s\" on a disc, which is single-sided and "
                         "prints no back", p->id,
                         p->back_choices ? "choices" : back_name((enum piece_back)p->back));
        check_back_choices(v, p, r);
        /* a figure takes a glyph's place: on a disc, or on a fold-over
           glyph face whose glyph, a word, then names it in the band */
        int fold_glyph = c->form == FORM_FOLD && c->face == FACE_GLYPH && c->shape != SHAPE_PENTAGON;
        if (p->figure != FIGURE_NONE && !FIGURE_IS_ANIMAL(p->figure) &&
            !(c->form == FORM_DISC && c->face == FACE_GLYPH && !FIGURE_IS_FONT(p->figure)) &&
            !fold_glyph)
            report_error(r, p->line, "piece '%s': figure=\"%s\" is drawn on %s only "
                         "(<components form=\"%s\" face=\"glyph\">); give it a <glyph> instead",
                         p->id, piece_figure_name(p->figure),
                         FIGURE_IS_FONT(p->figure) ? "fold-over glyph faces" : "discs or fold-over glyph faces",
                         FIGURE_IS_FONT(p->figure) ? "fold" : "disc|fold");
        check_animal_figure(v, p, r);
        if (c->face == FACE_GLYPH && c->shape != SHAPE_PENTAGON && c->form != FORM_DISC &&
            !(p->glyph[SIDE_FIRST] && *p->glyph[SIDE_FIRST]) &&
            !(p->glyph[SIDE_SECOND] && *p->glyph[SIDE_SECOND]))
            report_error(r, p->line, "piece '%s' has no <glyph>, and with <components "
                         "face=\"glyph\"> its face would print nothing but its name, small; give "
                         "it a <glyph> or use face=\"diagram\"", p->id);
    }
    if (v->drops && c->form == FORM_DISC)
        report_warning(r, c->line, "<components form=\"disc\"> in a game with drops: a captured "
                       "piece changes sides, and a disc shows its owner only by its colour; "
                       "fold-over pieces or koma show it by the way they point");
    /* A captured piece changes sides and its captor drops it: a fold-over
       whose face tone names its first owner would then stand in the wrong
       army, and its back (the promoted side) cannot carry the other tone.
       Real drop sets (shogi's koma, Dobutsu's animals) look alike on both
       sides and show the owner by the way a piece points. Stones that never
       move capture nothing, and a tile whose back is the other side's face
       changes colour by turning over. */
    int capturing = 0;
    for (int i = 0; i < v->npieces; i++)
        capturing |= !v->pieces[i].immobile;
    if (v->drops && capturing && c->form != FORM_DISC && c->back != BACK_OTHER_SIDE &&
        v->sides[SIDE_FIRST].filled != v->sides[SIDE_SECOND].filled)
        report_warning(r, c->line, "sides printed one filled and one "
                       "outlined in a game with drops: a captured piece changes sides but "
                       "keeps its tone; print both sides alike (print=\"outline\") and let "
                       "the way a piece points show its owner, or use back=\"other-side\"");
    if (!v->drops && v->nhands > 0)
        report_warning(r, v->hands[0].line, "a <hand> in a game without drops (drops=\"no\"): "
                       "captured pieces leave the game, so its tray holds nothing a player uses; "
                       "spares go in the setup as <place in=\"hand\">");
}

int validate_variant(const struct variant *v, struct report *r)
{
    int before = r->errors;
    check_board(v, r);
    check_components(v, r);
    for (int i = 0; i < v->npieces; i++)
        rules_check_piece_moves(v, &v->pieces[i], r);
    rules_check_promotions(v, r);
    rules_check_en_passant(v, r);
    rules_check_castling(v, r);
    for (int i = 0; i < v->npieces; i++)
        rules_check_dead_ranks(v, &v->pieces[i], r);
    check_setup(v, r);
    check_royal_opposite(v, r);
    check_abbreviations(v, r);
    rules_check_end(v, r);
    rules_check_free_placement(v, r);
    rules_check_samples(v, r);
    rules_check_blocked(v, r);
    rules_check_drop_region(v, r);
    rules_check_flip(v, r);
    rules_check_promoted(v, r);
    return r->errors > before ? -1 : 0;
}
