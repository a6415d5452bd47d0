/* test_gallery_words.c: the booklet gallery's words on each piece's moves
 * are printed at GALLERY_WORDS_MIN_PT or more in every shipped set, on
 * A4 and Letter; the seventh player review found them at 6.7 pt (8 pt
 * set small), read as small print. */
#include <glob.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "compose/compose.h"
#include "compose/document.h"
#include "compose/sizes.h"
#include "load/load.h"
#include "model/model.h"
#include "text/text.h"
#include "test.h"

static void gallery_words_least(const char *layout)
{
    glob_t g;
    if (test_shipped(&g))
        return;
    struct layout lo;
    CHECK_INT(layout_load(layout, &lo, &(struct report){.file = layout}), 0);
    for (size_t i = 0; i < g.gl_pathc; i++) {
        struct variant v;
        struct composed c;
        if (test_compose_shipped(g.gl_pathv[i], &lo, &v, &c))
            continue;
        int rows = 0;
        double least = 99;
        for (int p = 0; p < c.booklet.npages; p++)
            for (int k = 0; k < c.booklet.pages[p].nitems; k++) {
                const struct item *it = &c.booklet.pages[p].items[k];
                const char *words = it->kind == ITEM_GALLERY_ROW ? strchr(it->gallery.markup, '\n') : NULL;
                if (!words || !words[1])
                    continue; /* the first line is the name, its count and points */
                rows++;
                double pt = text_smallest_pt(text_pango_layout(&lo, words + 1, it->gallery.size_pt, 0,
                                                               ALIGN_LEFT), it->gallery.size_pt);
                least = pt < least ? pt : least;
            }
        if (least < GALLERY_WORDS_MIN_PT - 1e-9)
            fprintf(stderr, "%s on %s: gallery words at %.2f pt\n", g.gl_pathv[i], layout, least);
        CHECK(rows > 0);
        CHECK(least >= GALLERY_WORDS_MIN_PT - 1e-9);
        compose_set_free(&c);
        variant_free(&v);
    }
    layout_free(&lo);
    globfree(&g);
}

void test_gallery_words_least(void)
{
    gallery_words_least("layouts/a4.xml");
    gallery_words_least("layouts/letter.xml");
}

/* A promoted side's diagram in the gallery is named as its face's caption
 * names it, in full: Shogi's read "back: +Silver" under the diagram beside
 * "back: Promoted Silver" under the face (ninth player review). */
void test_gallery_back_names_full(void)
{
    glob_t g;
    CHECK_INT(glob("piecedefs/*.xml", 0, NULL, &g), 0);
    int named = 0;
    for (size_t i = 0; i < g.gl_pathc; i++) {
        struct variant v;
        CHECK_INT(piecedef_load(g.gl_pathv[i], &v, &(struct report){.file = g.gl_pathv[i]}), 0);
        for (int k = 0; k < v.npieces; k++) {
            const struct piece_diagram *out[2];
            const char *caps[2] = {NULL, NULL};
            int n = compose_gallery_diagrams(&v, &v.pieces[k], out, caps);
            for (int d = 0; d < n; d++) {
                if (!caps[d])
                    continue;
                const struct piece *q = v.pieces[k].promotes_to;
                named++;
                if (!q || strcmp(caps[d], q->name))
                    fprintf(stderr, "  %s %s: its back's diagram says \"%s\"\n", g.gl_pathv[i],
                            v.pieces[k].id, caps[d]);
                CHECK(q && !strcmp(caps[d], q->name));
            }
        }
        variant_free(&v);
    }
    globfree(&g);
    CHECK(named >= 10); /* Shogi's, Minishogi's, Tori Shogi's ... */
}

/* In a set whose faces show the moves (face="diagram"), the gallery gives
 * each piece's moves in words under its picture; an item of the same
 * section opening with a piece's name says them again (issue 30: the
 * crest game's booklet gave the Rook, Bishop, Knight and King twice on one
 * page, and the cards a third time). */
void test_gallery_words_once(void)
{
    glob_t g;
    if (test_shipped(&g))
        return;
    for (size_t i = 0; i < g.gl_pathc; i++) {
        struct variant v;
        CHECK_INT(piecedef_load(g.gl_pathv[i], &v, &(struct report){.file = g.gl_pathv[i]}), 0);
        for (int s = 0; v.components.face == FACE_DIAGRAM && s < v.nrules; s++) {
            const struct section *sec = &v.rules[s];
            int gallery = 0;
            for (int b = 0; b < sec->nblocks; b++)
                gallery |= sec->blocks[b].kind == BLOCK_GALLERY;
            for (int b = 0; gallery && b < sec->nblocks; b++) {
                const struct block *bl = &sec->blocks[b];
                for (int p = 0; bl->kind == BLOCK_ITEM && bl->markup && p < v.npieces; p++) {
                    char lead[128];
                    snprintf(lead, sizeof lead, "<b>%s:</b>", v.pieces[p].name);
                    if (!strncmp(bl->markup, lead, strlen(lead)))
                        fprintf(stderr, "%s:%d: the %s's moves again beside the gallery\n",
                                g.gl_pathv[i], bl->line, v.pieces[p].name);
                    CHECK(strncmp(bl->markup, lead, strlen(lead)) != 0);
                }
            }
        }
        variant_free(&v);
    }
    globfree(&g);
}

/* A gallery entry with its back's diagram captions both diagrams the same
 * way in every set: "front's moves" and "back's moves" (a player review of
 * Shogi read "back: Tokin" under one and "back" under the next, where
 * "back: Promoted Silver" did not fit); and no piece says "0 points" (the
 * King's, read as its worth: the impasse count gives it nothing). */
void test_gallery_back_caption_alike(void)
{
    glob_t g;
    if (test_shipped(&g))
        return;
    struct layout lo;
    CHECK_INT(layout_load("layouts/a4.xml", &lo, &(struct report){.file = "layouts/a4.xml"}), 0);
    int backs = 0;
    for (size_t i = 0; i < g.gl_pathc; i++) {
        struct variant v;
        struct composed c;
        if (test_compose_shipped(g.gl_pathv[i], &lo, &v, &c))
            continue;
        for (int p = 0; p < c.booklet.npages; p++)
            for (int k = 0; k < c.booklet.pages[p].nitems; k++) {
                const struct item_gallery_row *r = &c.booklet.pages[p].items[k].gallery;
                if (c.booklet.pages[p].items[k].kind != ITEM_GALLERY_ROW)
                    continue;
                if (strstr(r->markup, " 0 points"))
                    fprintf(stderr, "%s: \"0 points\" in %.40s\n", g.gl_pathv[i], r->markup);
                CHECK(!strstr(r->markup, " 0 points"));
                int promoted = 0;
                for (int d = 0; d < r->ndiagrams; d++)
                    promoted |= r->diagram_promoted[d];
                for (int d = 0; promoted && d < r->ndiagrams; d++) {
                    const char *cap = r->diagram_caption[d], *want =
                        r->diagram_promoted[d] ? "back's moves" : "front's moves";
                    if (!cap || strcmp(cap, want))
                        fprintf(stderr, "%s: a diagram captioned \"%s\", not \"%s\"\n",
                                g.gl_pathv[i], cap ? cap : "(none)", want);
                    CHECK(cap && !strcmp(cap, want));
                    backs += r->diagram_promoted[d];
                }
            }
        compose_set_free(&c);
        variant_free(&v);
    }
    CHECK(backs >= 10);
    layout_free(&lo);
    globfree(&g);
}

/* Words beside a gallery entry's pictures that are shorter than its faces
 * stand level with the faces' middle, longer ones from their top: words
 * at the top of a tall row read as floating (player review of Shatranj,
 * Tori Shogi and Grand Chess), on A4 and Letter, every shipped set. */
static void words_level(const struct layout *lo, const char *paper, struct variant *v,
                        struct composed *c, void *ctx)
{
    int *rows = ctx;
    for (int p = 0; p < c->booklet.npages; p++)
        for (int k = 0; k < c->booklet.pages[p].nitems; k++) {
            const struct item *it = &c->booklet.pages[p].items[k];
            const struct item_gallery_row *g = &it->gallery;
            if (it->kind != ITEM_GALLERY_ROW || g->picture_rows)
                continue;
            double th = text_height(lo, g->markup, g->size_pt, g->text_w);
            double top = g->face_cy - g->face / 2;
            double want = th < g->face ? g->face_cy - th / 2 : top;
            if (fabs(g->text_y - want) > 0.01)
                fprintf(stderr, "  %s on %s: %s's words at %.2f mm, %.2f wanted\n", v->id, paper,
                        v->pieces[g->piece].name, g->text_y, want);
            CHECK(fabs(g->text_y - want) <= 0.01);
            (*rows)++;
        }
}

void test_gallery_words_level(void)
{
    int rows = 0;
    test_each_shipped(words_level, &rows);
    CHECK(rows > 50);
}
