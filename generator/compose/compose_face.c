/* compose_face.c: each placed face as the composer decides it
 * (compose_face_label): its name (compose_face_name.c), its layout
 * (compose_face_plan.c) and the tone its side prints in; and a koma's
 * outline. */
#include "compose-imp.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "base/base.h"
#include "notation/notation.h"
#include "rules/rules.h"
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
    f->tab_w = plan_arrow_tab_width(f->plan.tab_h, promoted);
    f->name_room = plan_fold_name_room(&f->plan, promoted, p->royal, &f->name_x);
}

/* Does a fold-over's forward edge alone show whose it is? A game with
 * drops whose sides print alike on square pieces (Chu Seireigi, Dobutsu):
 * a captured piece changes sides, so no tone can tell the armies apart
 * (test_sides.c), and a square, unlike a koma, does not point. The header
 * band along the forward edge is then solid black on every face: across
 * the board a player's pieces are the squares dark along their far edge
 * (Chu Seireigi's fifth player review: a 3 mm arrow was all that told). */
int compose_fold_points_owner(const struct variant *v)
{
    if (!v->drops || v->components.form != FORM_FOLD || v->components.shape != SHAPE_SQUARE ||
        v->components.back == BACK_OTHER_SIDE)
        return 0;
    const struct side *a = &v->sides[0], *b = &v->sides[1];
    return !a->filled && !b->filled && a->colour && b->colour && !strcmp(a->colour, b->colour);
}

static int same_moves(const struct piece *a, const struct piece *b)
{
    struct moveset x, y;
    moveset_init(&x);
    moveset_init(&y);
    int same = rules_piece_moves(a, NULL, &x, NULL) == 0 && rules_piece_moves(b, NULL, &y, NULL) == 0 &&
               x.n == y.n && x.n > 0;
    for (size_t i = 0; same && i < x.n; i++) {
        const struct move *m = &x.v[i], *n = &y.v[i];
        same = m->dx == n->dx && m->dy == n->dy && m->kind == n->kind && m->mode == n->mode &&
               m->flags == n->flags && m->range == n->range && m->via_dx == n->via_dx &&
               m->via_dy == n->via_dy && m->via_mode == n->via_mode;
    }
    moveset_free(&x);
    moveset_free(&y);
    return same;
}

const struct piece *compose_royal_lookalike(const struct variant *v, const struct piece *p)
{
    if (!p->royal || v->components.form != FORM_FOLD) /* a disc's figure tells it (Janggi's General) */
        return NULL;
    const struct piece *like = NULL;
    if (compose_lookalike_memo_get(v, p, &like))
        return like;
    for (int k = 0; k < v->npieces && !like; k++)
        if (v->pieces[k].count > 0 && !v->pieces[k].royal && same_moves(p, &v->pieces[k]))
            like = &v->pieces[k];
    compose_lookalike_memo_put(v, p, like);
    return like;
}

char *compose_royal_frame_words(const struct variant *v)
{
    for (int i = 0; i < v->npieces; i++) {
        const struct piece *p = &v->pieces[i], *q = compose_royal_lookalike(v, p);
        if (p->count > 0 && q) {
            /* and how that is: Jungi's Queen only steps (issue 30 review:
               "moves as the Queen" read as a long-range mover) */
            char words[512];
            compose_moves_words(v, p, NULL, 0, words, sizeof words);
            if (words[0] >= 'A' && words[0] <= 'Z')
                words[0] = (char)(words[0] - 'A' + 'a');
            return str_printf(" The %s's face has a thick black frame: its capture ends the game. "
                              "It moves as the %s does: %s", p->name, q->name, words);
        }
    }
    return NULL;
}

/* Are promoted sides' names printed hollow? Where a promoted form is also a
 * piece that starts the game (Chu Shogi: the promoted Rook is a Dragon
 * King, and so is the Dragon King's front), a back named alike read as the
 * real piece (issue 30, player review); sets print the promoted name in
 * red, which black-and-white print cannot, so the name is set apart: first
 * outlined round grey, now printed reversed on a plate in its band
 * (draw_fold.c), which reads as well as a front's name. */
int compose_promoted_names_hollow(const struct variant *v)
{
    if (v->components.form != FORM_FOLD || v->components.shape == SHAPE_PENTAGON ||
        !compose_prints_band_name(v))
        return 0;
    for (int i = 0; i < v->npieces; i++) {
        const struct piece *p = &v->pieces[i], *q = p->promotes_to;
        if (p->count == 0 || !q || piece_back_of(v, p) != BACK_PROMOTED)
            continue;
        for (int k = 0; k < v->npieces; k++)
            if (v->pieces[k].count > 0 && v->pieces[k].name && q->name &&
                !strcmp(v->pieces[k].name, q->name))
                return 1;
    }
    return 0;
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
    f->ground_full = 0;
    f->band_solid = f->band_light = 0;
    /* Jungi's King and Queen move alike and showed the same grid, told
       apart by the name in the band only (issue 30, player review) */
    f->royal_frame = v->components.form == FORM_FOLD && !f->grid && f->piece >= 0 &&
                     f->piece < v->npieces && (f->kind == FACE_FRONT || f->kind == FACE_PROMOTED) &&
                     compose_royal_lookalike(v, &v->pieces[f->piece]) != NULL;
    f->name_hollow = f->kind == FACE_PROMOTED && !f->grid && f->label && !f->caption &&
                     compose_promoted_names_hollow(v);
    if (f->side < 0 || f->side >= MAX_SIDES || f->kind == FACE_HIDDEN_BACK)
        return;
    const struct side *sd = &v->sides[f->side];
    f->band_solid = v->components.form == FORM_FOLD && !f->grid &&
                    f->kind != FACE_PLAIN_BACK &&
                    (sd->filled || compose_fold_points_owner(v));
    /* hidden men turned up lie crosswise until they move (the crest
       game): the forward band in the tone opposite the face's edges, so
       that a crosswise man shows its stripe along a side and not across
       (issue 30, player review: on square tiles a crosswise man looked
       like one that had moved); the King's front too, which with the
       dark side's black rim tells the two Kings apart */
    if (v->components.form == FORM_FOLD && v->components.back == BACK_HIDDEN && !f->grid &&
        f->kind == FACE_FRONT) {
        f->band_solid = !sd->filled;
        f->band_light = sd->filled;
    }
    if (v->components.form == FORM_DISC) {
        double rgb[3];
        if (!sd->filled && colour_parse_hex(sd->colour, rgb) == 0 &&
            0.299 * rgb[0] + 0.587 * rgb[1] + 0.114 * rgb[2] > 0.8) /* Rec. 601 luma */
            f->bolden = DISC_GLYPH_BOLDEN;
        return;
    }
    if (!sd->filled || f->grid || v->components.shape == SHAPE_PENTAGON)
        return;
    if (v->components.face == FACE_GLYPH) {
        f->ground_ink = 1;
        f->ground_full = compose_fold_ground_full(v, f->side);
    } else {
        f->ground_ink = 1 - FOLD_DIAGRAM_GROUND;
        /* a crest man's: black to its cuts (compose_fold_ground_full) */
        f->ground_full = f->kind == FACE_FRONT && compose_fold_ground_full(v, f->side);
        /* a plain back has no cells to keep grey */
        f->cells_ink = f->kind == FACE_PLAIN_BACK ? 0
                     : 1 - (v->components.back == BACK_HIDDEN ? FOLD_DIAGRAM_CELLS_LIGHT
                                                             : FOLD_DIAGRAM_CELLS);
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
              compose_grid_tile(v, &v->pieces[f->piece]);
    if (v->components.shape == SHAPE_PENTAGON)
        plan_koma_outline(face, face, f->koma);
    /* the name first: one on two lines takes a taller band */
    if (compose_prints_band_name(v) && f->kind != FACE_HIDDEN_BACK && f->piece >= 0 &&
        f->piece < v->npieces) {
        const struct piece *p = &v->pieces[f->piece];
        if (f->kind == FACE_FRONT && compose_grid_tile(v, p))
            compose_tile_face_name(lo, p, plan_tile_face_cell(p, v->sides[f->side].filled != 0, face),
                                   &f->label, &f->label_pt, &f->label_break);
        else
            compose_set_fold_face_name(v, lo, p, face, f->kind == FACE_PROMOTED, &f->label,
                                       &f->label_pt, &f->label_break);
    }
    face_layout(v, face, f);
    compose_face_name_room(v, lo, f);
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
