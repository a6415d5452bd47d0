/* test_chu_names.c: the names a diagram set's faces print (issue 30, Chu
 * Shogi and Chu Seireigi player review, 8/10 each): one size for the
 * set's names on its component sheets ("King" printed at 8 pt beside
 * "Gold General" at 6, a page of names of every size), and the booklet's
 * gallery faces naming their pieces in full ("Heav. Horse", "Treach. Fox":
 * the gallery's faces held their cells to 3.3 mm and cut the names). */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "compose/compose.h"
#include "compose/sizes.h"
#include "load/load.h"
#include "model/model.h"
#include "test.h"

/* A face whose band names its piece (not a name-only back, not a tile). */
static int band_named(const struct variant *v, const struct face *f)
{
    return f->label && !f->grid && f->piece >= 0 && f->piece < v->npieces &&
           f->kind != FACE_PLAIN_BACK && f->kind != FACE_HIDDEN_BACK;
}

struct sizes_seen {
    int sets, faces;
};

/* Every name on a diagram set's component faces at one size, the least
 * that fits them all, where that is MIN_TEXT_PT or more (fails on the old
 * code: Chu Shogi's King 7.8 pt, its Ferocious Leopard 6.0). */
static void one_size(const struct layout *lo, const char *paper, struct variant *v,
                     struct composed *c, void *ctx)
{
    struct sizes_seen *seen = ctx;
    (void)lo;
    if (v->components.face != FACE_DIAGRAM)
        return;
    double least = 1e9, most = 0;
    int n = 0;
    for (int p = 0; p < c->components.npages; p++)
        for (int k = 0; k < c->components.pages[p].nitems; k++) {
            const struct item *it = &c->components.pages[p].items[k];
            if (it->kind != ITEM_FOLD)
                continue;
            const struct face *fs[2] = {&it->fold.front, it->fold.single ? NULL : &it->fold.back};
            for (int s = 0; s < 2; s++)
                if (fs[s] && band_named(v, fs[s])) {
                    least = fmin(least, fs[s]->label_pt);
                    most = fmax(most, fs[s]->label_pt);
                    n++;
                }
        }
    if (!n || least < MIN_TEXT_PT - 1e-9)
        return;
    if (most > least + 1e-6)
        fprintf(stderr, "  %s on %s: names from %.2f to %.2f pt\n", v->id, paper, least, most);
    CHECK(most <= least + 1e-6);
    seen->sets++;
    seen->faces += n;
}

void test_names_one_size(void)
{
    struct sizes_seen seen = {0, 0};
    test_each_shipped(one_size, &seen);
    CHECK(seen.sets >= 4); /* Chu Shogi and Chu Seireigi, on A4 and on Letter */
    CHECK(seen.faces > 200);
}

/* The gallery's faces of a diagram set name their pieces in full, their
 * cells GALLERY_CELL_MM or more: an entry whose name needs it is drawn
 * larger, and the entry beside it as large (Chu Seireigi's Knight and
 * Ram's-Head Soldier, whose backs are the Heavenly Horse and the
 * Treacherous Fox, and the Lance and Pawn beside them: 24 -> 25 mm). */
static void gallery_full(const struct layout *lo, const char *paper, struct variant *v,
                         struct composed *c, void *ctx)
{
    int *faces = ctx;
    (void)lo;
    if (v->components.face != FACE_DIAGRAM)
        return;
    for (int p = 0; p < c->booklet.npages; p++)
        for (int k = 0; k < c->booklet.pages[p].nitems; k++) {
            const struct item *it = &c->booklet.pages[p].items[k];
            if (it->kind != ITEM_GALLERY_ROW)
                continue;
            for (int o = 0; o < c->booklet.pages[p].nitems; o++) {
                /* a row's entries stand level: their faces one size */
                const struct item *other = &c->booklet.pages[p].items[o];
                if (other->kind == ITEM_GALLERY_ROW && fabs(other->y - it->y) < 1e-6)
                    CHECK(fabs(other->gallery.face - it->gallery.face) < 1e-6);
            }
            const struct face *fs[2] = {&it->gallery.front,
                                        it->gallery.single ? NULL : &it->gallery.back};
            for (int s = 0; s < 2; s++) {
                const struct face *f = fs[s];
                if (!f || !band_named(v, f))
                    continue;
                const struct piece *q = &v->pieces[f->piece];
                int full = q->name && !strcmp(f->label, q->name);
                if (!full || f->plan.cell < GALLERY_CELL_MM - 1e-9)
                    fprintf(stderr, "  %s on %s: the gallery's %s prints \"%s\", cells %.2f mm\n",
                            v->id, paper, q->id, f->label, f->plan.cell);
                CHECK(full);
                CHECK(f->label_pt >= MIN_TEXT_PT - 1e-9);
                if (f->plan.cell > 0)
                    CHECK(f->plan.cell >= GALLERY_CELL_MM - 1e-9);
                (*faces)++;
            }
        }
}

void test_gallery_names_full(void)
{
    int faces = 0;
    test_each_shipped(gallery_full, &faces);
    CHECK(faces > 100);
}
