/* test_look.c: what the composer decides for draw/ of how a set prints
 * (compose/look.h and the faces' glyph words): the board's zones with
 * their squares spelt out, each piece's glyph and its stacking, and the
 * size of a glyph set in a row (Makruk's Thai words). */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "compose/compose-imp.h"
#include "load/load.h"
#include "model/model.h"
#include "test.h"

static int load(const char *path, struct variant *v)
{
    struct report r = {.file = path};
    return piecedef_load(path, v, &r) == 0 && r.errors == 0 ? 0 : -1;
}

/* The look's board: every zone that prints, in order, on exactly the
 * squares the model's zone has; the marks and coordinates as they are. */
static void board_art_matches(const char *path)
{
    struct variant v;
    if (load(path, &v) != 0) {
        CHECK(!"loads");
        return;
    }
    struct look lk;
    compose_look(&v, &lk);
    const struct board *b = &v.board;
    const struct board_art *a = &lk.board;
    CHECK(a->files == b->files && a->ranks == b->ranks && a->cells == b->cells);
    int k = 0;
    for (int i = 0; i < b->nzones; i++) {
        const struct zone *z = &b->zones[i];
        if (z->mark == ZMARK_NONE)
            continue;
        if (k >= a->nzones) {
            CHECK(!"a printed zone left out");
            break;
        }
        const struct zone_art *za = &a->zones[k++];
        CHECK(za->mark == z->mark && za->rect == z->rect && za->x0 == z->x0 && za->y1 == z->y1);
        int differ = 0;
        for (int y = 0; y < b->ranks; y++)
            for (int x = 0; x < b->files; x++)
                differ += !za->in[y * b->files + x] != !variant_zone_has(z, x, y);
        CHECK_INT(differ, 0);
    }
    CHECK_INT(k, a->nzones);
    CHECK_INT(a->nmarks, b->nmarks);
    CHECK_INT(a->ncoords, b->ncoords);
    CHECK_INT(a->river, b->river ? b->river->after_rank : -1);
    compose_look_free(&lk);
    variant_free(&v);
}

void test_compose_look_art(void)
{
    /* rectangles with dots and diagonals (Xiangqi's and Janggi's palaces),
       zones of single squares outlined (Sittuyin's promotion squares) */
    const char *sets[] = {"piecedefs/xiangqi.xml", "piecedefs/janggi.xml", "piecedefs/jungi.xml",
                          "piecedefs/shogi.xml", "piecedefs/sittuyin.xml"};
    for (size_t i = 0; i < sizeof sets / sizeof *sets; i++)
        board_art_matches(sets[i]);

    /* stacking: a koma's two characters and a Xiangqi name of two CJK
       characters stack; one character, a Thai word, Latin letters
       (unless the definition says stack) do not */
    CHECK_INT(compose_glyph_stacked("香車", -1), 1);
    CHECK_INT(compose_glyph_stacked("王", -1), 0);
    CHECK_INT(compose_glyph_stacked("เบี้ย", -1), 0);
    CHECK_INT(compose_glyph_stacked("Ab", -1), 0);
    CHECK_INT(compose_glyph_stacked("Ab", 1), 1);
    CHECK_INT(compose_glyph_stacked("香車", 0), 0);
    CHECK_INT(compose_glyph_stacked(NULL, -1), 0);

    /* a koma's look: its glyph as the definition gives it, stacked */
    struct variant v;
    CHECK_INT(load("piecedefs/shogi.xml", &v), 0);
    struct look lk;
    compose_look(&v, &lk);
    int stacked = 0;
    for (int i = 0; i < lk.npieces; i++) {
        CHECK_STR(lk.pieces[i].id, v.pieces[i].id);
        if (v.pieces[i].glyph[0] && utf8_length(v.pieces[i].glyph[0]) == 2)
            stacked += lk.pieces[i].stacked[0];
        CHECK(lk.pieces[i].words != NULL);
    }
    CHECK(stacked > 0);
    compose_look_free(&lk);
    variant_free(&v);
}

/* Makruk's fold-over faces print Thai words: the composer chooses the size,
 * the largest from the face's em down that the diagram's room holds on at
 * most two lines; a smaller room takes a smaller size. A piece with a
 * figure has its word in the band, fitted by its ink, never under 6 pt. */
void test_compose_glyph_word(void)
{
    struct layout lo;
    CHECK_INT(layout_load("layouts/a4.xml", &lo, &(struct report){.file = "layouts/a4.xml"}), 0);
    struct variant v;
    CHECK_INT(load("piecedefs/makruk.xml", &v), 0);
    int faces = 0;
    for (int p = 0; p < v.npieces; p++) {
        if (v.pieces[p].count == 0 || !piece_face_glyph(&v.pieces[p], SIDE_FIRST))
            continue;
        struct face f = {.piece = p, .side = SIDE_FIRST, .kind = FACE_FRONT};
        compose_face_label(&v, &lo, 22, &f);
        const struct face_plan *fp = &f.plan;
        if (f.word_band) { /* a piece with a figure: its word in the band, by its ink */
            char *m = markup_printf("<span font_family=\"%s\">%s</span>", text_glyph_family(&lo),
                                    piece_face_glyph(&v.pieces[p], SIDE_FIRST));
            double iw, ih;
            text_ink_size(&lo, m, f.word_pt, &iw, &ih);
            fprintf(stderr, "  %s: word %.1f pt in the band, ink %.2f of %.2f mm, %.2f of %.2f mm\n",
                    v.pieces[p].id, f.word_pt, iw, f.name_room, ih, fp->band_h);
            CHECK(f.word_pt >= MIN_TEXT_PT - 1e-9);
            CHECK(iw <= f.name_room + 0.02 && ih <= fp->band_h + 0.02);
            CHECK_NEAR(ih, f.word_h, 0.02);
            free(m);
            faces++;
            continue;
        }
        double em = 0.8 * fmin(fp->dw, fp->dh), w = 0.86 * fp->dw;
        CHECK(f.word_pt > MIN_TEXT_PT && f.word_pt <= em * PT_PER_MM + 1e-9);
        char *m = markup_printf("<span font_family=\"%s\">%s</span>", text_glyph_family(&lo),
                                piece_face_glyph(&v.pieces[p], SIDE_FIRST));
        int lines;
        double *tops = text_line_tops(&lo, m, f.word_pt, w, &lines);
        CHECK(lines <= 2);
        CHECK(tops[lines] <= fp->dh + 1e-9);
        CHECK_NEAR(tops[lines], f.word_h, 1e-9);
        free(tops);
        /* half the room: no larger, and fits it */
        double pt, th;
        compose_glyph_word(&lo, piece_face_glyph(&v.pieces[p], SIDE_FIRST), em, w / 2, fp->dh / 2,
                           &pt, &th);
        CHECK(pt <= f.word_pt);
        CHECK(th <= fp->dh / 2 + 1e-9 || pt <= MIN_TEXT_PT);
        free(m);
        faces++;
    }
    CHECK(faces >= 5);
    variant_free(&v);
    layout_free(&lo);
}
