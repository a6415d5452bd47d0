/* test_sides.c: the two sides of every shipped set, as the composer prints
 * their pieces' faces (issue 30: the sides at a glance). */
#include <glob.h>
#include <math.h>
#include <stdio.h>

#include "compose/compose.h"
#include "model/model.h"
#include "load/load.h"
#include "test.h"

/* The tone of a placed piece's front, 0 (white) to about 1 (black): a
 * disc's dark ground, a move-grid tile's filled frame, a fold-over's ground
 * ink or a koma's dark bleed. -1: not a piece. */
static double front_tone(const struct variant *v, const struct item *it, int *side)
{
    if (it->kind == ITEM_DISC) {
        *side = it->disc.side;
        return it->disc.dark ? 1 : 0;
    }
    if (it->kind != ITEM_FOLD)
        return -1;
    const struct face *f = &it->fold.front;
    *side = it->fold.side;
    if (f->grid)
        return v->sides[f->side].filled ? 1 : 0;
    return f->ground_ink + (it->fold.bleed[0] > 0 ? 1 : 0);
}

/* Sides that keep their pieces differ in tone on every front, so a player
 * tells the armies apart across the board (not only by a band). A game
 * with drops is the exception, as in every real shogi set: a captured piece
 * changes sides and its captor drops it, and a fold-over cannot change its
 * tone (its back is its promoted face), so there both sides' fronts print
 * in one tone and the way a piece points shows its owner; a tile whose back
 * is the other side's front (back="other-side") turns over to change sides
 * and keeps the two tones. Stones that never move capture nothing. */
void test_sides_tone(void)
{
    glob_t defs;
    CHECK_INT(glob("piecedefs/*.xml", 0, NULL, &defs), 0);
    struct layout lo;
    CHECK_INT(layout_load("layouts/a4.xml", &lo, &(struct report){.file = "layouts/a4.xml"}), 0);
    int alike_sets = 0, differ_sets = 0;
    for (size_t k = 0; k < defs.gl_pathc; k++) {
        struct variant v;
        struct board_plan bp;
        struct document doc;
        const char *path = defs.gl_pathv[k];
        struct report r = {.file = path};
        if (piecedef_load(path, &v, &r) != 0 || r.errors) {
            CHECK(!"a shipped definition loads");
            continue;
        }
        CHECK_INT(plan_board(&v, &lo, &bp), 0);
        compose_components(&v, &lo, &bp, &doc);
        int capturing = 0;
        for (int i = 0; i < v.npieces; i++)
            capturing |= !v.pieces[i].immobile;
        int alike = v.drops && capturing && v.components.back != BACK_OTHER_SIDE;
        double lo_t[2] = {INFINITY, INFINITY}, hi_t[2] = {-INFINITY, -INFINITY};
        int n[2] = {0, 0};
        for (int i = 0; i < doc.npages; i++)
            for (int j = 0; j < doc.pages[i].nitems; j++) {
                int s = -1;
                double t = front_tone(&v, &doc.pages[i].items[j], &s);
                if (t < 0 || s < 0 || s >= 2)
                    continue;
                lo_t[s] = fmin(lo_t[s], t);
                hi_t[s] = fmax(hi_t[s], t);
                n[s]++;
            }
        if (n[0] && n[1]) {
            int ok = alike ? lo_t[0] == hi_t[0] && lo_t[1] == hi_t[1] && lo_t[0] == lo_t[1]
                           : hi_t[0] < lo_t[1] || hi_t[1] < lo_t[0];
            if (!ok)
                fprintf(stderr, "  %s: fronts %.2f-%.2f against %.2f-%.2f, want %s\n", path,
                        lo_t[0], hi_t[0], lo_t[1], hi_t[1], alike ? "alike" : "apart");
            CHECK(ok);
            alike_sets += alike;
            differ_sets += !alike;
        }
        document_free(&doc);
        plan_board_free(&bp);
        variant_free(&v);
    }
    CHECK(alike_sets >= 5 && differ_sets >= 10); /* the shogi family; the rest */
    layout_free(&lo);
    globfree(&defs);
}
