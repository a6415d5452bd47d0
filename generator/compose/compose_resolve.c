/* compose_resolve.c: the last pass over the composed components, once
 * every item's place is final (pages fill, cards grow, text moves down):
 * what each fold piece, disc, hand tray and quick-reference card paints,
 * so that draw/ only follows it. */
#include "compose-imp.h"

#include <math.h>

#include "text/text.h"

void compose_fold_face_matrix(const struct item *it, int back, struct affine *m)
{
    double face = it->w, cx = it->x + it->w / 2, fold_y = it->y + it->h / 2;
    if (it->fold.single) { /* the front alone, upright, filling the item */
        *m = (struct affine){1, 0, 0, 1, cx, it->y + face / 2};
        return;
    }
    if (it->fold.base_fold) {
        /* the front above the fold, its base (y = +face/2) on it; the back
           below, turned 180 degrees, its base on the fold too */
        if (back) /* (x, y) -> (cx - x, fold_y + face/2 - y) */
            *m = (struct affine){-1, 0, 0, -1, cx, fold_y + face / 2};
        else
            *m = (struct affine){1, 0, 0, 1, cx, fold_y - face / 2};
        return;
    }
    if (back) /* (x, y) -> (cx - x, fold_y - face/2 - y) */
        *m = (struct affine){-1, 0, 0, -1, cx, fold_y - face / 2};
    else
        *m = (struct affine){1, 0, 0, 1, cx, fold_y + face / 2};
}

double compose_hand_header_band(const struct layout *lo, const char *markup, double w)
{
    return fmax(7.5, 1.8 + text_height(lo, markup, HAND_HEADER_PT, w - 8) + 1.2);
}

/* A fold piece: where each face is printed, its fold line, and for a koma
 * the cut round both pentagons, which meet along their base: the printed
 * face's points (plan_koma_outline) scaled by the piece's size class,
 * above the fold as they are (y measured from the base), below it
 * mirrored. */
static void resolve_fold(const struct variant *v, struct item *it)
{
    struct item_fold *f = &it->fold;
    double face = it->w, fold_y = it->y + it->h / 2;
    for (int back = 0; back < 2; back++)
        compose_fold_face_matrix(it, back, &f->face_at[back]);
    f->fold_y = fold_y;
    f->fold_x0 = it->x;
    f->fold_x1 = it->x + it->w;
    f->ncut = 0;
    if (!f->base_fold)
        return;
    /* the faces' outlines stop at the fold, which the fold line draws dashed:
       stroked along it they hid the dashes, and the fold read as a cut */
    f->front.open_base = f->back.open_base = !f->single;
    double k = piece_size_scale(v, &v->pieces[f->front.piece]), pts[5][2];
    plan_koma_outline(face * k, face * k, pts);
    double hw = pts[2][0], half = pts[2][1];
    double cx = it->x + it->w / 2;
    static const int up[] = {4, 0, 1}, down[] = {1, 0, 4}; /* shoulder, point, shoulder */
    f->cut[f->ncut][0] = cx - hw;
    f->cut[f->ncut++][1] = fold_y;
    for (int i = 0; i < 3; i++) {
        f->cut[f->ncut][0] = cx + pts[up[i]][0];
        f->cut[f->ncut++][1] = fold_y - (half - pts[up[i]][1]);
    }
    f->cut[f->ncut][0] = cx + hw;
    f->cut[f->ncut++][1] = fold_y;
    for (int i = 0; i < 3; i++) {
        f->cut[f->ncut][0] = cx + pts[down[i]][0];
        f->cut[f->ncut++][1] = fold_y + (half - pts[down[i]][1]);
    }
    f->fold_x0 = cx - hw;
    f->fold_x1 = cx + hw;
}

static int side_dark(const struct variant *v, int side)
{
    return side >= 0 && side < MAX_SIDES && v->sides[side].filled;
}

void compose_resolve_components(const struct variant *v, const struct layout *lo,
                                struct document *doc, int words)
{
    for (int i = 0; i < doc->npages; i++)
        for (int j = 0; j < doc->pages[i].nitems; j++) {
            struct item *it = &doc->pages[i].items[j];
            switch (it->kind) {
            case ITEM_FOLD:
                if (words) {
                    compose_face_label(v, lo, it->w, &it->fold.front);
                    if (!it->fold.single)
                        compose_face_label(v, lo, it->w, &it->fold.back);
                }
                resolve_fold(v, it);
                /* a dark koma is filled to its cut: it bleeds */
                for (int k = 0; k < 2 && it->fold.ncut; k++)
                    it->fold.bleed[k] = side_dark(v, k ? it->fold.back.side : it->fold.front.side)
                                        ? lo->bleed : 0;
                break;
            case ITEM_DISC:
                if (words)
                    compose_face_label(v, lo, fmin(it->w, it->h), &it->disc.face);
                it->disc.dark = side_dark(v, it->disc.side);
                /* a dark disc cut round bleeds; one on a square tile is cut
                   by the grid, clear of its circle */
                it->disc.bleed = it->disc.dark && !lo->disc_square ? fmax(DISC_BLEED, lo->bleed) : 0;
                it->disc.r = piece_size_scale(v, &v->pieces[it->disc.piece]) * it->w / 2;
                break;
            case ITEM_HAND:
                it->hand.dark = side_dark(v, it->hand.side);
                it->hand.band = compose_hand_header_band(lo, it->hand.markup, it->w);
                break;
            case ITEM_REFCARD:
                if (words)
                    compose_refcard_resolve(lo, v, it);
                break;
            case ITEM_BOARD_TILE: case ITEM_RULER: case ITEM_TEXT: case ITEM_TITLE:
            case ITEM_CUT_GRID: case ITEM_SETUP: case ITEM_GALLERY_ROW: case ITEM_LEGEND:
            case ITEM_BOARD_KEY: case ITEM_TILE_MAP: case ITEM_CHIP: case ITEM_SCREEN:
            case ITEM_FIGURE: case ITEM_THUMB: case ITEM_CROP_MARKS: case ITEM_DESIGN_DIAGRAM:
                break; /* decided when placed */
            }
        }
}
