/* validate.c: the rules validator (rules.h): diagrams against move tables
 * (validate_diagram.c), zones and references, dead ranks against
 * forced-promotion and no-drop ranks, promotion chains, the setup. Each
 * check reports every problem it finds and goes on, so that one run shows
 * them all; validate_variant turns the count into -1 at the end. */
#include "rules.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "notation/notation.h"
#include "base/base.h"
#include "rules-imp.h"

/* Does the move land on the board from (x, y) for the first player? A hop
 * or a grasshopper needs room for a screen and a square beyond it. */
static int lands(const struct variant *v, const struct move *m, int x, int y)
{
    int files = v->board.files, ranks = v->board.ranks;
    int reach = m->kind == MOVE_HOP || m->kind == MOVE_GRASS ? 2 : 1;
    int tx = x + reach * m->dx, ty = y + reach * m->dy;
    if (m->kind == MOVE_TWO_LEG) {
        int vx = x + m->via_dx, vy = y + m->via_dy;
        if (vx < 0 || vx >= files || vy < 0 || vy >= ranks)
            return 0;
    }
    return tx >= 0 && tx < files && ty >= 0 && ty < ranks;
}

/* Counts the farthest ranks on which no square gives the piece a move. Move
 * set j applies on the squares of zones[j] (NULL: everywhere). A
 * first-move-only move does not save a piece that has moved; a hop or a
 * jump does, where the board has room for it (the Janggi cannon, pR, moves
 * only by hopping). */
static int dead_run(const struct variant *v, const struct moveset *sets,
                    const struct zone *const *zones, const int *along, int nsets, int *gaps)
{
    int run = 0, in_run = 1;
    *gaps = 0;
    for (int k = 1; k <= v->board.ranks; k++) {
        int y = v->board.ranks - k, alive = 0;
        for (int x = 0; x < v->board.files && !alive; x++)
            for (int j = 0; j < nsets && !alive; j++) {
                const struct zone *zn = zones[j];
                if (zn && !variant_zone_has(zn, x, y))
                    continue;
                for (size_t i = 0; i < sets[j].n && !alive; i++) {
                    const struct move *m = &sets[j].v[i];
                    if (along && along[j] && !rules_move_along_diagonals(zn, x, y, m))
                        continue; /* off the zone's lines */
                    if (!(m->flags & MOVEFLAG_INITIAL))
                        alive = lands(v, m, x, y);
                }
            }
        if (!alive && in_run)
            run++;
        else if (!alive)
            *gaps = 1;
        else
            in_run = 0;
    }
    return run;
}

int rules_dead_ranks(const struct variant *v, const struct moveset *ms, int *gaps)
{
    const struct zone *everywhere = NULL;
    return dead_run(v, ms, &everywhere, NULL, 1, gaps);
}

static int zone_known(const struct variant *v, const char *id)
{
    return variant_find_zone(v, id, SIDE_FIRST) && variant_find_zone(v, id, SIDE_SECOND);
}

static void check_piece_moves(const struct variant *v, const struct piece *p, struct report *r)
{
    if (p->immobile && v->components.form == FORM_TILE)
        report_error(r, p->line, "piece '%s': moves=\"none\", but a tile's face is its move "
                     "grid (form=\"tile\"): give it a disc or a fold-over piece", p->id);
    if (p->immobile && p->promotes)
        report_error(r, p->line, "piece '%s': moves=\"none\" and promotes=\"%s\": a piece that "
                     "never moves never reaches a promotion zone", p->id, p->promotes);
    if (p->immobile)
        return;
    if (p->nmoves == 0)
        report_error(r, p->line, "piece '%s' has no move table", p->id);
    if (p->ndiagrams == 0)
        report_error(r, p->line, "piece '%s' has no diagram", p->id);
    struct moveset all;
    moveset_init(&all);
    int table_ok = rules_piece_moves(p, NULL, &all, r) == 0;
    moveset_free(&all);
    /* the tables of options are read in their own states */
    for (int i = 0; i < p->nmoves; i++) {
        if (!p->moves[i].option)
            continue;
        struct betza_error err;
        memset(&err, 0, sizeof err);
        moveset_init(&all);
        if (betza_parse(p->moves[i].betza ? p->moves[i].betza : "", &all, &err) != 0) {
            rules_report_betza_error(r, p, &p->moves[i], &err);
            table_ok = 0;
        }
        moveset_free(&all);
    }
    for (int i = 0; i < p->nmoves; i++) {
        const char *z = p->moves[i].in_zone;
        if (z && !zone_known(v, z))
            report_error(r, p->moves[i].line, "piece '%s': <moves in=\"%s\">: zone '%s' %s",
                         p->id, z, z, rules_zone_problem(v, z));
        if (!z)
            continue;
        /* a zone's moves must have a diagram of their own */
        int drawn = 0;
        for (int j = 0; j < p->ndiagrams; j++)
            drawn |= p->diagrams[j].in_zone && !strcmp(p->diagrams[j].in_zone, z);
        if (!drawn)
            report_error(r, p->moves[i].line, "piece '%s': the moves in zone '%s' have no <diagram in=\"%s\">",
                         p->id, z, z);
    }
    int mismatch_line = 0; /* where the last diagram disagreement was said */
    for (int j = 0; j < p->ndiagrams; j++) {
        const struct piece_diagram *d = &p->diagrams[j];
        int dup = 0;
        for (int k = 0; k < j; k++)
            dup |= (!d->in_zone && !p->diagrams[k].in_zone) ||
                   (d->in_zone && p->diagrams[k].in_zone && !strcmp(d->in_zone, p->diagrams[k].in_zone));
        if (dup)
            report_error(r, d->line, "piece '%s': a second diagram for the same moves", p->id);
        /* a zone's diagram needs the zone and moves of its own */
        int zone_moves = 0;
        for (int i = 0; d->in_zone && i < p->nmoves; i++)
            zone_moves |= p->moves[i].in_zone && !strcmp(p->moves[i].in_zone, d->in_zone);
        if (d->in_zone && !zone_known(v, d->in_zone))
            report_error(r, d->line, "piece '%s': <diagram in=\"%s\">: zone '%s' %s",
                         p->id, d->in_zone, d->in_zone, rules_zone_problem(v, d->in_zone));
        else if (d->in_zone && !zone_moves)
            report_error(r, d->line, "piece '%s': <diagram in=\"%s\"> but no <moves in=\"%s\">",
                         p->id, d->in_zone, d->in_zone);
        else if (table_ok) {
            int said = rules_check_diagram(v, p, d, r);
            if (said > mismatch_line)
                mismatch_line = said;
        }
    }
    if (mismatch_line > 0)
        report_note(r, mismatch_line, "`pnpgen moves %s %s` prints the drawn diagram beside the one "
                    "the move table implies", v->file ? v->file : "FILE", p->id);
    rules_check_along_diagonals(v, p, r);
    if (p->confine && !zone_known(v, p->confine))
        report_error(r, p->line, "piece '%s': confine=\"%s\": zone '%s' %s", p->id,
                     p->confine, p->confine, rules_zone_problem(v, p->confine));
    /* a piece that turns shows its grid turned: prove every orientation */
    if (table_ok && p->rotates)
        rules_check_rotation(p, r);
}

/* The moves a piece has only along zone z's lines (its along="diagonals"
 * tables without option), without those it has everywhere. */
static int zone_line_moves(const struct piece *p, const char *z, struct moveset *out)
{
    int rc = 0;
    for (int i = 0; i < p->nmoves; i++) {
        const struct moves *m = &p->moves[i];
        struct betza_error err;
        if (m->along_diagonals && m->in_zone && !strcmp(m->in_zone, z) && !m->option &&
            betza_parse(m->betza ? m->betza : "", out, &err) != 0)
            rc = -1;
    }
    moveset_canonicalize(out);
    return rc;
}

/* Like rules_dead_ranks, for a piece whose moves depend on the zone it stands in:
 * on each square it has its moves outside zones plus those of every zone (of
 * the first side) holding the square. Returns -1 when a table does not parse. */
int rules_piece_dead_ranks(const struct variant *v, const struct piece *p, int *gaps)
{
    struct moveset sets[1 + 16] = {{0}};
    const struct zone *zones[1 + 16] = {0};
    int along[1 + 16] = {0};
    int nsets = 0, rc = 0;
    *gaps = 0;
    for (int i = -1; i < p->nmoves && nsets < 1 + 16; i++) {
        const char *z = i < 0 ? NULL : p->moves[i].in_zone;
        if (i >= 0 && !z)
            continue;
        int seen = 0;
        for (int k = 1; z && k < nsets; k++)
            seen |= !strcmp(zones[k]->id, z);
        const struct zone *zn = z ? variant_find_zone(v, z, SIDE_FIRST) : NULL;
        if (seen || (z && !zn))
            continue;
        moveset_init(&sets[nsets]);
        zones[nsets] = zn;
        along[nsets] = i >= 0 && p->moves[i].along_diagonals;
        if (along[nsets] ? zone_line_moves(p, z, &sets[nsets]) != 0
                         : rules_piece_moves(p, z, &sets[nsets], NULL) != 0)
            rc = -1;
        /* a piece that may turn is stuck nowhere its turned moves still go */
        if (p->rotates)
            moveset_add_rotations(&sets[nsets]);
        nsets++;
    }
    int run = rc == 0 ? dead_run(v, sets, zones, along, nsets, gaps) : 0;
    for (int j = 0; j < nsets; j++)
        moveset_free(&sets[j]);
    return rc ? -1 : run;
}

/* "has no move on the last 2 ranks", "has a move on every rank" */
static const char *dead_words(int dead, char *buf, size_t len)
{
    if (dead == 0)
        snprintf(buf, len, "has a move on every rank");
    else if (dead == 1)
        snprintf(buf, len, "has no move on the last rank");
    else
        snprintf(buf, len, "has no move on the last %d ranks", dead);
    return buf;
}

/* What every piece's ranks must agree with, stuck or not. */
static void dead_common(const struct variant *v, const struct piece *p, struct report *r)
{
    if (p->compulsory && !p->promotes)
        report_error(r, p->line, "piece '%s': promotion=\"compulsory\" but it does not promote "
                     "(give promotes=\"...\")", p->id);
    if (p->promotion_zone && !p->promotes)
        report_error(r, p->line, "piece '%s': promotion-zone=\"%s\" but it does not promote",
                     p->id, p->promotion_zone);
    if (!p->promotes && p->forced_promotion_ranks)
        report_error(r, p->line, "piece '%s': forced-promotion-ranks=\"%d\" but it does not promote",
                     p->id, p->forced_promotion_ranks);
    if (!v->drops && p->no_drop_ranks)
        report_error(r, p->line, "piece '%s': no-drop-ranks=\"%d\" in a game without drops",
                     p->id, p->no_drop_ranks);
}

/* stuck="allowed": the piece may stand, or be dropped, where it has no
 * move (Sittuyin's Pawn on the last rank, Dobutsu's Chick dropped on the
 * far row); forced promotion and no-drop ranks may cover those ranks, not
 * more. */
static void dead_allowed(const struct variant *v, const struct piece *p, int dead,
                         const char *words, struct report *r)
{
    if (dead == 0)
        report_warning(r, p->line, "piece '%s' has a move on every rank, so stuck=\"allowed\" "
                       "says nothing: drop it", p->id);
    if (p->promotes && p->forced_promotion_ranks > dead)
        report_error(r, p->line, "piece '%s' %s, but forced-promotion-ranks=\"%d\" (at most "
                     "\"%d\" with stuck=\"allowed\")", p->id, words, p->forced_promotion_ranks, dead);
    if (v->drops && p->no_drop_ranks > dead)
        report_error(r, p->line, "piece '%s' %s, but no-drop-ranks=\"%d\" (at most \"%d\" with "
                     "stuck=\"allowed\")", p->id, words, p->no_drop_ranks, dead);
}

/* The default: a piece never stands where it has no move, so it must
 * promote there and may not be dropped there. */
static void dead_checked(const struct variant *v, const struct piece *p, int dead,
                         const char *words, struct report *r)
{
    if (p->compulsory && p->promotes)
        rules_check_compulsory(v, p, dead, words, r);
    /* p->promotes, not promotes_to: an unknown target is reported once, by the loader */
    if (p->promotes && !p->compulsory && p->forced_promotion_ranks != dead)
        report_error(r, p->line, "piece '%s' %s, but forced-promotion-ranks=\"%d\" (must be \"%d\"%s)",
                     p->id, words, p->forced_promotion_ranks, dead,
                     p->forced_promotion_ranks < dead
                         ? "; or stuck=\"allowed\" where standing with no move is the rule" : "");
    if (!p->promotes && dead > 0)
        report_error(r, p->line, "piece '%s' %s and does not promote: it would be stuck there "
                     "(stuck=\"allowed\" where that is the rule)", p->id, words);
    if (v->drops && p->count > 0 && p->no_drop_ranks != dead)
        report_error(r, p->line, "piece '%s' %s, but no-drop-ranks=\"%d\" (must be \"%d\"%s)",
                     p->id, words, p->no_drop_ranks, dead,
                     p->no_drop_ranks < dead ? "; or stuck=\"allowed\" where a drop there is the rule"
                                             : "");
}

static void check_dead_ranks(const struct variant *v, const struct piece *p, struct report *r)
{
    int gaps;
    if (p->immobile)
        return; /* stands wherever it is put, by the rules */
    int dead = rules_piece_dead_ranks(v, p, &gaps);
    if (dead < 0)
        return; /* the bad move table is reported elsewhere */
    char words[64];
    dead_words(dead, words, sizeof words);
    if (gaps)
        report_warning(r, p->line, "piece '%s' has no move on ranks short of the last ones", p->id);
    dead_common(v, p, r);
    if (p->stuck_allowed)
        dead_allowed(v, p, dead, words, r);
    else
        dead_checked(v, p, dead, words, r);
}

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

/* Two pieces with one abbr="..." would share a letter in the setup key. */
static void check_abbreviations(const struct variant *v, struct report *r)
{
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
                     back_name(c->back));
    for (int i = 0; i < v->npieces; i++) {
        const struct piece *p = &v->pieces[i];
        if (c->form == FORM_DISC && p->back >= 0 && p->back != BACK_NONE)
            report_error(r, p->line, "piece '%s': back=\"%s\" on a disc, which is single-sided and "
                         "prints no back", p->id, back_name((enum piece_back)p->back));
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
        check_piece_moves(v, &v->pieces[i], r);
    rules_check_promotions(v, r);
    rules_check_en_passant(v, r);
    rules_check_castling(v, r);
    for (int i = 0; i < v->npieces; i++)
        check_dead_ranks(v, &v->pieces[i], r);
    check_setup(v, r);
    check_royal_opposite(v, r);
    check_abbreviations(v, r);
    rules_check_end(v, r);
    rules_check_free_placement(v, r);
    return r->errors > before ? -1 : 0;
}
