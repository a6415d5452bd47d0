/* test_choices.c: a back="choices" back (issue 28 item 5): a Pawn that may
 * promote to a Queen, Rook, Bishop or Knight shows the Queen on its back
 * and, at its foot, the others, for which it is exchanged. The composed
 * geometry is read: the foot's words print at MIN_TEXT_PT or more inside
 * their box, the box inside the face clear of the cut by the side mark's
 * inset, the diagram wholly above it with cells of MIN_CELL_MM or more. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "compose/compose.h"
#include "load/load.h"
#include "model/model.h"
#include "text/text.h"
#include "test.h"

/* piecedefs/chess.xml on fold-over diagram pieces with this back, composed
 * on A4; returns the composer's result. */
static int compose_chess_fold(const char *back, struct layout *lo, struct variant *v,
                              struct composed *c, struct report *r)
{
    static char buf[32768], out[33000];
    const char *disc = "<components form=\"disc\" face=\"glyph\" back=\"none\"/>";
    size_t n = test_read_file("piecedefs/chess.xml", buf, sizeof buf - 1);
    const char *at = strstr(buf, disc);
    CHECK(n > 0 && at);
    if (!at)
        return -1;
    snprintf(out, sizeof out, "%.*s<components form=\"fold\" face=\"diagram\" back=\"%s\"/>%s",
             (int)(at - buf), buf, back, at + strlen(disc));
    struct report lr = {.file = "layouts/a4.xml"};
    CHECK_INT(layout_load("layouts/a4.xml", lo, &lr), 0);
    CHECK_INT(piecedef_load_memory(out, strlen(out), "chess-fold", v, r), 0);
    return compose_set(v, lo, NULL, c, r);
}

void test_compose_choices_back(void)
{
    struct layout lo;
    struct variant v;
    struct composed c;
    struct report r = {.file = "chess-fold"};
    CHECK_INT(compose_chess_fold("choices", &lo, &v, &c, &r), 0);
    CHECK_INT(r.errors + r.warnings, 0);
    int pawn = variant_find_piece(&v, "pawn"), queen = variant_find_piece(&v, "queen"), backs = 0;
    CHECK(piece_back_choices(&v, &v.pieces[pawn]));
    CHECK(!piece_back_choices(&v, &v.pieces[queen])); /* it does not promote */
    for (int p = 0; p < c.components.npages; p++)
        for (int i = 0; i < c.components.pages[p].nitems; i++) {
            const struct item *it = &c.components.pages[p].items[i];
            if (it->kind != ITEM_FOLD)
                continue;
            const struct face *f = &it->fold.back;
            if (it->fold.piece != pawn) {
                CHECK_STR(f->foot, ""); /* no other back has a foot */
                continue;
            }
            backs++;
            CHECK_INT(f->piece, queen);
            CHECK_INT(f->choices_of, pawn + 1);
            CHECK_STR(f->foot, "or R B N");
            CHECK(f->foot_pt >= MIN_TEXT_PT - 1e-9);
            char *m = text_face_name_markup(f->foot);
            CHECK(text_width(&lo, m, f->foot_pt) <= f->foot_w + 1e-6);
            free(m);
            CHECK(f->foot_h >= f->foot_pt * MM_PER_PT);
            double face = f->plan.band_w + 2 * f->plan.inset;
            CHECK(f->foot_x >= -face / 2 + SIDE_MARK_INSET - 1e-9);
            CHECK(f->foot_x + f->foot_w <= face / 2 - SIDE_MARK_INSET + 1e-9);
            CHECK(f->foot_y + f->foot_h <= face / 2 - SIDE_MARK_INSET + 1e-9);
            /* the Queen's diagram wholly above the foot, legible */
            CHECK(f->plan.gy + f->plan.rows * f->plan.cell <= f->foot_y + 1e-9);
            CHECK(f->plan.gy >= f->plan.band_y + f->plan.band_h - 1e-9);
            CHECK(f->plan.cell >= MIN_CELL_MM - 1e-9);
        }
    CHECK_INT(backs, 16); /* eight Pawns a side */
    compose_set_free(&c);
    variant_free(&v);
    layout_free(&lo);

    /* back="promoted" as before: the Queen alone, with no foot */
    struct report r2 = {.file = "chess-fold"};
    CHECK_INT(compose_chess_fold("promoted", &lo, &v, &c, &r2), 0);
    CHECK_INT(r2.errors + r2.warnings, 0);
    pawn = variant_find_piece(&v, "pawn");
    CHECK(!piece_back_choices(&v, &v.pieces[pawn]));
    backs = 0;
    for (int p = 0; p < c.components.npages; p++)
        for (int i = 0; i < c.components.pages[p].nitems; i++) {
            const struct item *it = &c.components.pages[p].items[i];
            if (it->kind == ITEM_FOLD && it->fold.piece == pawn) {
                CHECK_STR(it->fold.back.foot, "");
                CHECK_INT(it->fold.back.choices_of, 0);
                backs++;
            }
        }
    CHECK_INT(backs, 16);
    compose_set_free(&c);
    variant_free(&v);
    layout_free(&lo);
}
