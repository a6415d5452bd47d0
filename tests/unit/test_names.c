/* test_names.c: a face name that would print under 6 pt: on two lines,
 * on larger pieces where the page holds the board larger, or at the size
 * the definition asks for (piecedef piece-size="MM"); issue 28 item 8. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "compose/compose.h"
#include "load/load.h"
#include "model/model.h"
#include "text/text.h"
#include "test.h"

static void a4(struct layout *lo)
{
    struct report r = {.file = "layouts/a4.xml"};
    CHECK_INT(layout_load("layouts/a4.xml", lo, &r), 0);
}

/* mini.xml with one string replaced, loaded from memory. */
static int load_mini_with(const char *from, const char *to, struct variant *v)
{
    FILE *f = fopen("tests/defs/good/mini.xml", "rb");
    static char buf[8192], out[8400];
    size_t n = f ? fread(buf, 1, sizeof buf - 1, f) : 0;
    if (f)
        fclose(f);
    buf[n] = '\0';
    const char *at = strstr(buf, from);
    if (!at)
        return -1;
    snprintf(out, sizeof out, "%.*s%s%s", (int)(at - buf), buf, to, at + strlen(from));
    struct report r = {.file = "mini-with"};
    return piecedef_load_memory(out, strlen(out), "mini-with", v, &r) == 0 && !r.errors ? 0 : -1;
}

/* mini.xml so changed, composed on A4 with no error and no warning. */
static void compose_mini_with(const char *from, const char *to, struct layout *lo,
                              struct variant *v, struct composed *c)
{
    a4(lo);
    CHECK_INT(load_mini_with(from, to, v), 0);
    struct report r = {.file = "mini-with"};
    CHECK_INT(compose_set(v, lo, NULL, c, &r), 0);
    CHECK_INT(r.errors + r.warnings, 0);
}

/* Names that would print under 6 pt at the layout's cell make the pieces
 * larger where the page holds the board larger (issue 28 item 8): mini's
 * Pawn named "Standardbearer", one word, would be 5.4 pt on its 23.2 mm
 * face; and a definition asks for its piece size with piece-size="MM". */
void test_compose_piece_size(void)
{
    struct layout lo;
    struct variant v;
    struct composed c;
    compose_mini_with("name=\"Pawn\"", "name=\"Standardbearer\"", &lo, &v, &c);
    double face = compose_piece_face_size(&v, &lo, &c.board);
    CHECK(c.board.cell > lo.cell + 1);
    CHECK_INT(c.board.ntiles, 1);
    CHECK(compose_face_names_min_pt(&v, &lo, face) >= MIN_TEXT_PT - 1e-9);
    /* every face the sheets print has the grown size */
    int faces = 0;
    for (int p = 0; p < c.components.npages; p++)
        for (int i = 0; i < c.components.pages[p].nitems; i++) {
            const struct item *it = &c.components.pages[p].items[i];
            if (it->kind == ITEM_FOLD && it->fold.front.piece == variant_find_piece(&v, "pawn")) {
                CHECK(it->fold.front.label_pt >= MIN_TEXT_PT - 1e-9);
                faces++;
            }
        }
    CHECK(faces > 0);
    compose_set_free(&c);
    variant_free(&v);

    layout_free(&lo);
    compose_mini_with("back=\"promoted\"/>", "back=\"promoted\" piece-size=\"30\"/>", &lo, &v, &c);
    CHECK_NEAR(v.components.piece_size, 30, 1e-9);
    CHECK_NEAR(compose_piece_face_size(&v, &lo, &c.board), 30, 1e-6);
    compose_set_free(&c);
    variant_free(&v);
    layout_free(&lo);
}

/* A name of several words that fits one line only under 6 pt goes on two
 * lines in a taller band (issue 28 item 8): mini's "Pawn of the Eastern
 * Gate" (3.3 pt on one line of its 23.2 mm face) prints at 6 pt or more,
 * broken at a space, each line inside the name's room, with no warning and
 * no larger piece; its diagram keeps cells of MIN_CELL_MM or more, as the
 * Horse's 5 x 5 one does under "Horse of the Western Gate". */
void test_compose_name_two_lines(void)
{
    struct layout lo;
    struct variant v;
    struct composed c;
    compose_mini_with("name=\"Pawn\"", "name=\"Pawn of the Eastern Gate\"", &lo, &v, &c);
    /* the board may grow round them (compose_grow.c), the pieces not */
    CHECK_NEAR(compose_piece_face_size(&v, &lo, &c.board), lo.cell * lo.piece_fill, 1e-9);
    int pawn = variant_find_piece(&v, "pawn"), faces = 0;
    for (int p = 0; p < c.components.npages; p++)
        for (int i = 0; i < c.components.pages[p].nitems; i++) {
            const struct item *it = &c.components.pages[p].items[i];
            if (it->kind != ITEM_FOLD || it->fold.front.piece != pawn)
                continue;
            const struct face *f = &it->fold.front;
            faces++;
            CHECK(f->label_break > 0 && f->label[f->label_break] == ' ');
            CHECK(f->label_pt >= MIN_TEXT_PT - 1e-9);
            CHECK(f->plan.band_h >= 2 * NAME_LINE * MIN_TEXT_PT * MM_PER_PT - 1e-9);
            CHECK(f->plan.cell >= MIN_CELL_MM - 1e-9);
            char *l1 = xstrndup(f->label, (size_t)f->label_break);
            char *m1 = text_face_name_markup(l1), *m2 = text_face_name_markup(f->label + f->label_break + 1);
            CHECK(text_width(&lo, m1, f->label_pt) <= f->name_room + 1e-6);
            CHECK(text_width(&lo, m2, f->label_pt) <= f->name_room + 1e-6);
            free(m1);
            free(m2);
            free(l1);
        }
    CHECK(faces > 0);
    compose_set_free(&c);
    variant_free(&v);
    layout_free(&lo);
    /* a 5 x 5 diagram under a two-line band keeps legible cells */
    compose_mini_with("name=\"Horse\"", "name=\"Horse of the Western Gate\"", &lo, &v, &c);
    int horse = variant_find_piece(&v, "horse");
    faces = 0;
    for (int p = 0; p < c.components.npages; p++)
        for (int i = 0; i < c.components.pages[p].nitems; i++) {
            const struct item *it = &c.components.pages[p].items[i];
            if (it->kind == ITEM_FOLD && it->fold.front.piece == horse) {
                CHECK(it->fold.front.label_break > 0);
                CHECK(it->fold.front.plan.cell >= MIN_CELL_MM - 1e-9);
                faces++;
            }
        }
    CHECK(faces > 0);
    compose_set_free(&c);
    variant_free(&v);
    layout_free(&lo);
}

/* Where a one-word name may break with a hyphen (text_hyphen_points): at a
 * syllable, two letters or more before and three after, a pair read as one
 * sound kept whole; never inside a name of several words or of letters
 * outside ASCII. */
void test_text_hyphen_points(void)
{
    int at[8];
    CHECK_INT(text_hyphen_points("Emperor", at, 8), 2);
    CHECK_INT(at[0], 2); /* Em-peror */
    CHECK_INT(at[1], 4); /* Empe-ror */
    CHECK_INT(text_hyphen_points("Elephant", at, 8), 1);
    CHECK_INT(at[0], 3); /* Ele-phant, not Elep-hant */
    CHECK_INT(text_hyphen_points("Archbishop", at, 8), 2);
    CHECK_INT(at[0], 4); /* Arch-bishop */
    CHECK_INT(at[1], 6); /* Archbi-shop */
    CHECK_INT(text_hyphen_points("Queen", at, 8), 0);
    CHECK_INT(text_hyphen_points("Gold General", at, 8), 0);
    CHECK_INT(text_hyphen_points("Impératrice", at, 8), 0);
    char *two = text_two_lines("Emperor", -2);
    CHECK_STR(two, "Em-\nperor");
    free(two);
    two = text_two_lines("Gold General", 4);
    CHECK_STR(two, "Gold\nGeneral");
    free(two);
}

/* A move-grid tile's name that fits its centre cell on one line only under
 * 3 pt goes on two, hyphenated (issue 28 item 8): the rotation game's
 * Emperor with short="Emperor" (2.6 pt on one line, refused before) prints
 * at 3 pt or more, each line inside 0.9 of the cell, both lines under the
 * crown (TILE_NAME_ROYAL_H of the cell), with one warning. */
void test_compose_tile_name_two_lines(void)
{
    static char buf[16384], out[16500];
    size_t n = test_read_file("piecedefs/rotation.xml", buf, sizeof buf - 1);
    const char *at = strstr(buf, "short=\"Em\"");
    CHECK(n > 0 && at);
    if (!at)
        return;
    snprintf(out, sizeof out, "%.*sshort=\"Emperor\"%s", (int)(at - buf), buf, at + strlen("short=\"Em\""));
    struct layout lo;
    struct variant v;
    struct composed c;
    a4(&lo);
    struct report r = {.file = "rotation-with"};
    CHECK_INT(piecedef_load_memory(out, strlen(out), "rotation-with", &v, &r), 0);
    CHECK_INT(compose_set(&v, &lo, NULL, &c, &r), 0);
    CHECK_INT(r.errors, 0);
    CHECK_INT(r.warnings, 1);
    int emperor = variant_find_piece(&v, "emperor"), faces = 0;
    for (int p = 0; p < c.components.npages; p++)
        for (int i = 0; i < c.components.pages[p].nitems; i++) {
            const struct item *it = &c.components.pages[p].items[i];
            if (it->kind != ITEM_FOLD)
                continue;
            for (int k = 0; k < 2; k++) {
                const struct face *f = k ? &it->fold.back : &it->fold.front;
                if (f->piece != emperor || !f->grid)
                    continue;
                double cell = f->tile_gu / 3;
                faces++;
                CHECK(f->label_break < 0);
                CHECK(f->label_pt >= MIN_PRINTED_PT && f->label_pt > 3.0);
                CHECK(2 * NAME_LINE * f->label_pt * MM_PER_PT <= TILE_NAME_ROYAL_H * cell + 1e-9);
                char *two = text_two_lines(f->label, f->label_break), *nl = strchr(two, '\n');
                CHECK(nl != NULL);
                if (nl) {
                    *nl = 0;
                    char *m1 = text_face_name_markup(two), *m2 = text_face_name_markup(nl + 1);
                    CHECK(text_width(&lo, m1, f->label_pt) <= 0.90 * cell + 1e-6);
                    CHECK(text_width(&lo, m2, f->label_pt) <= 0.90 * cell + 1e-6);
                    free(m1);
                    free(m2);
                }
                free(two);
            }
        }
    CHECK(faces > 0);
    compose_set_free(&c);
    variant_free(&v);
    layout_free(&lo);
}

/* A diagram face, whose band is the only place its name is printed, names
 * its piece in full on A4 and Letter: Jungi's backs printed "Cmdr" and
 * "Emp." (tenth player review) where the full name wanted 0.4 and 0.2 mm
 * more than the band's gaps left; a name now takes gaps of 0.25 mm beside
 * it before a short name, and is set up to 0.06 em tighter before that
 * (Jungi's Archmagister, 1.3 mm wider at 6 pt than that room, printed
 * "Archmag"; on two lines its back's cells would fall under 3 mm): the set
 * name fits its room, no tighter than that. A move-grid tile (the rotation
 * game) names its piece by a two-letter code in its centre cell, by design.
 * Chu Seireigi's Heavenly Horse and Treacherous Fox printed "Heav. Horse"
 * and "Treach. Fox" (issue 30): on two lines, where the arrow box now
 * keeps a one-line band's size, their cells are 3.01 mm. */

static void face_names_full(const struct layout *lo, const char *paper, struct variant *v,
                            struct composed *c, void *ctx)
{
    int *faces = ctx;
    if (v->components.face != FACE_DIAGRAM)
        return;
    const struct item *it;
    for (int pg = 0, i = -1; (it = test_doc_next(&c->components, ITEM_FOLD, &pg, &i));) {
        const struct face *fs[2];
        for (int s = 0, n = test_fold_faces(it, fs); s < n; s++) {
            const struct face *f = fs[s];
            if (!f->label || f->grid || f->piece < 0 || f->piece >= v->npieces ||
                f->kind == FACE_PLAIN_BACK || f->kind == FACE_HIDDEN_BACK)
                continue;
            const struct piece *q = &v->pieces[f->piece];
            int full = q->name && !strcmp(f->label, q->name);
            (*faces)++;
            CHECK(f->label_track <= 0);
            CHECK(-f->label_track <= 0.06 * f->label_pt * MM_PER_PT + 1e-9);
            if (f->label_track < 0) {
                char *m = text_face_name_markup_track(f->label, f->label_track);
                CHECK(text_width(lo, m, f->label_pt) <= f->name_room + 1e-6);
                CHECK(f->label_pt >= MIN_TEXT_PT - 1e-9);
                free(m);
            }
            if (!full)
                fprintf(stderr, "  %s on %s: %s printed \"%s\"\n", v->id, paper, q->id,
                        f->label);
            CHECK(full);
        }
    }
}

void test_names_diagram_faces_full(void)
{
    int faces = 0;
    test_each_shipped(face_names_full, &faces);
    CHECK(faces > 100);
}
