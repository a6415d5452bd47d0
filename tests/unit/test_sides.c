/* test_sides.c: the two sides of every shipped set, as the composer prints
 * their pieces' faces and heads them on the sheets (issue 30: the sides at
 * a glance). */
#include <glob.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "compose/compose.h"
#include "model/model.h"
#include "load/load.h"
#include "items.h"
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
    /* grey cells in a black frame read grey, where the front is seen
       (the crest game's men stand face down, their hatched backs up) */
    if (f->cells_ink > 0 && f->cells_ink < f->ground_ink && v->components.back != BACK_HIDDEN)
        return 0.5;
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

/* Does a piece sheet's text head an army with side s's name: a group's
 * heading ("<b>Sente</b>") or a page's title or label ("pieces, South")? */
static int names_army(const struct variant *v, const char *text, int s)
{
    const char *name = v->sides[s].name;
    if (!text || !name)
        return 0;
    char heading[128], title[128];
    snprintf(heading, sizeof heading, "<b>%s</b>", name);
    snprintf(title, sizeof title, "pieces, %s", name);
    return !strcmp(text, heading) || strstr(text, title) != NULL;
}

/* fn(path, v, doc, ctx) for the component sheets of every shipped set on
 * A4. */
static void each_set_components(void (*fn)(const char *, const struct variant *,
                                           const struct document *, void *),
                                void *ctx)
{
    glob_t defs;
    CHECK_INT(glob("piecedefs/*.xml", 0, NULL, &defs), 0);
    struct layout lo;
    CHECK_INT(layout_load("layouts/a4.xml", &lo, &(struct report){.file = "layouts/a4.xml"}), 0);
    for (size_t k = 0; k < defs.gl_pathc; k++) {
        struct variant v;
        struct board_plan bp;
        struct document doc;
        const char *path = defs.gl_pathv[k];
        if (piecedef_load(path, &v, &(struct report){.file = path}) != 0) {
            CHECK(!"a shipped definition loads");
            continue;
        }
        CHECK_INT(plan_board(&v, &lo, &bp), 0);
        compose_components(&v, &lo, &bp, &doc);
        fn(path, &v, &doc, ctx);
        document_free(&doc);
        plan_board_free(&bp);
        variant_free(&v);
    }
    layout_free(&lo);
    globfree(&defs);
}

/* Where both sides' pieces print alike in a game with drops (Dobutsu,
 * Chu Seireigi, the shogi sets), each printed army is either player's: a
 * captured piece changes sides. The sheets then head no army with a side's
 * name (Dobutsu's said 'Sente' and 'Gote' over identical pieces, fourth
 * player review) and head each "Pieces for one player: set N of 2" ("Army 1
 * of 2, either player's" was unclear, issue 30 player review); sets whose
 * armies differ keep their sides' names. */
struct army_counts {
    int either_sets, named_sets;
};

static void either_army(const char *path, const struct variant *v, const struct document *doc,
                        void *ctx)
{
    struct army_counts *n = ctx;
    /* alike: a drop game, one print style and colour, every piece both
       sides', and every front on the sheets in one tone */
    int alike = v->drops && v->sides[0].filled == v->sides[1].filled &&
                !strcmp(v->sides[0].colour ? v->sides[0].colour : "",
                        v->sides[1].colour ? v->sides[1].colour : "");
    for (int i = 0; i < v->npieces; i++)
        alike &= v->pieces[i].side == SIDE_BOTH;
    double tone = -1;
    int named = 0, either = 0;
    for (int i = 0; i < doc->npages; i++) {
        const struct page *pg = &doc->pages[i];
        int pieces = 0;
        for (int j = 0; j < pg->nitems; j++) {
            int s = -1;
            double t = front_tone(v, &pg->items[j], &s);
            if (t < 0)
                continue;
            pieces = 1;
            alike &= tone < 0 || t == tone;
            tone = t;
        }
        if (!pieces)
            continue;
        for (int s = 0; s < MAX_SIDES; s++) {
            named += names_army(v, pg->label, s);
            for (int j = 0; j < pg->nitems; j++)
                named += names_army(v, item_markup(&pg->items[j]), s);
        }
        for (int j = 0; j < pg->nitems; j++)
            either += item_markup(&pg->items[j]) &&
                      (strstr(item_markup(&pg->items[j]), "Pieces for one player: set ") ||
                       strstr(item_markup(&pg->items[j]), "one player&apos;s set ") ||
                       strstr(item_markup(&pg->items[j]), "one player's set "));
    }
    if (alike && (named || !either))
        fprintf(stderr, "  %s: armies print alike, but %d headings name a side, %d say "
                "'Pieces for one player'\n", path, named, either);
    CHECK(!alike || (named == 0 && either > 0));
    CHECK(alike || either == 0);
    n->either_sets += alike;
    n->named_sets += !alike && named > 0;
}

void test_sides_either_army(void)
{
    struct army_counts n = {0, 0};
    each_set_components(either_army, &n);
    CHECK(n.either_sets >= 5); /* Dobutsu, Chu Seireigi, Shogi, Minishogi, Tori Shogi */
    CHECK(n.named_sets >= 1);  /* Makruk's White and Black, Chu Shogi's */
}

/* The booklet's "White (...) sits at the bottom" says how each side's
 * fold-over pieces look as printed: a black card (tone 1: Makruk's Black),
 * a grey one under a black band (Jungi's North, Chu Shogi's Sente) or a
 * white one. It said "solid name bands" of every dark side after their
 * faces turned black or grey, then "black pieces" of the grey ones (issue
 * 30). */
void test_sides_told_in_words(void)
{
    glob_t defs;
    CHECK_INT(glob("piecedefs/*.xml", 0, NULL, &defs), 0);
    struct layout lo;
    CHECK_INT(layout_load("layouts/a4.xml", &lo, &(struct report){.file = "layouts/a4.xml"}), 0);
    int told = 0;
    for (size_t k = 0; k < defs.gl_pathc; k++) {
        struct variant v;
        struct board_plan bp;
        struct document doc, book;
        const char *path = defs.gl_pathv[k];
        if (piecedef_load(path, &v, &(struct report){.file = path}) != 0) {
            CHECK(!"a shipped definition loads");
            continue;
        }
        if (v.components.form != FORM_FOLD || v.components.shape == SHAPE_PENTAGON ||
            v.sides[0].filled == v.sides[1].filled) {
            variant_free(&v);
            continue;
        }
        CHECK_INT(plan_board(&v, &lo, &bp), 0);
        compose_components(&v, &lo, &bp, &doc);
        compose_booklet(&v, &lo, &bp, &doc, &book);
        double tone[2] = {-1, -1};
        for (int i = 0; i < doc.npages; i++)
            for (int j = 0; j < doc.pages[i].nitems; j++) {
                int s = -1;
                double t = front_tone(&v, &doc.pages[i].items[j], &s);
                if (t >= 0 && s >= 0 && s < 2)
                    tone[s] = fmax(tone[s], t);
            }
        const char *says = NULL;
        for (int i = 0; i < book.npages && !says; i++)
            for (int j = 0; j < book.pages[i].nitems && !says; j++) {
                const char *m = item_markup(&book.pages[i].items[j]);
                if (m && strstr(m, "sits at the bottom"))
                    says = m;
            }
        CHECK(says != NULL);
        for (int s = 0; s < 2 && says; s++) {
            char want[160];
            snprintf(want, sizeof want, "%s (%s pieces", v.sides[s].name,
                     tone[s] >= 0.99 ? "black" : tone[s] > 0 ? "grey" : "white");
            if (!strstr(says, want))
                fprintf(stderr, "  %s: face tone %.2f, but the booklet says '%s'\n", path,
                        tone[s], says);
            CHECK(strstr(says, want) != NULL);
        }
        told++;
        document_free(&book);
        document_free(&doc);
        plan_board_free(&bp);
        variant_free(&v);
    }
    CHECK(told >= 4); /* Chu Shogi, crest, Jungi, Makruk (Sittuyin's pieces are figure discs) */
    layout_free(&lo);
    globfree(&defs);
}

/* The back of a fold-over piece that never promotes prints in its front's
 * tone: Chu Shogi's Gote King, Lion and Queen had white hatched backs on
 * black pieces, which a player took for a misprint (issue 30); Shogi's
 * King and Gold keep their face colour on the back. */
struct back_counts {
    int plain, dark;
};

static void plain_back(const char *path, const struct variant *v, const struct document *doc,
                       void *ctx)
{
    struct back_counts *n = ctx;
    for (int i = 0; i < doc->npages; i++)
        for (int j = 0; j < doc->pages[i].nitems; j++) {
            const struct item *it = &doc->pages[i].items[j];
            if (it->kind != ITEM_FOLD || it->fold.single || it->fold.front.grid ||
                it->fold.back.kind != FACE_PLAIN_BACK)
                continue;
            n->plain++;
            n->dark += it->fold.front.ground_ink > 0;
            if (it->fold.back.ground_ink != it->fold.front.ground_ink) {
                fprintf(stderr, "  %s: %s's plain back tone %.2f, front %.2f\n", path,
                        v->pieces[it->fold.front.piece].name, it->fold.back.ground_ink,
                        it->fold.front.ground_ink);
                CHECK(!"a plain back prints in its front's tone");
            }
        }
}

void test_sides_plain_back(void)
{
    struct back_counts n = {0, 0};
    each_set_components(plain_back, &n);
    CHECK(n.plain >= 6 && n.dark >= 3); /* Chu Shogi's King, Lion, Queen a side */
}

/* A player cutting out one army finds it on as few sheets as the set
 * allows: on A4 every shipped set's armies lie on at most two component
 * sheets each (today 1 or 2 in every set). Jungi's North lay on all three
 * of its sheets (15 pieces beside board tile 1, 4 beside tile 2, 8 on the
 * pieces page) while South lay on one (tenth player review); now each
 * tile's page holds one army (compose_components). */
#define ARMY_SHEETS_MOST 2

static void army_sheets(const char *path, const struct variant *v, const struct document *doc,
                        void *ctx)
{
    int *sets = ctx;
    (void)v;
    for (int s = 0; s < MAX_SIDES; s++) {
        int n = compose_army_sheets(doc, s);
        if (n > ARMY_SHEETS_MOST)
            fprintf(stderr, "  %s: army %d on %d sheets\n", path, s + 1, n);
        CHECK(n >= 1 && n <= ARMY_SHEETS_MOST);
    }
    (*sets)++;
}

void test_sides_army_sheets(void)
{
    int sets = 0;
    each_set_components(army_sheets, &sets);
    CHECK(sets >= 17);
}

/* In a drop game whose square fold-overs print alike, each face's header
 * band along its forward edge is solid black (struct face band_solid), so
 * that across the board a player's pieces are the squares dark along
 * their far edge: Chu Seireigi's pieces were told apart only by a 3 mm
 * arrow in an open band (player review, 6.5 of 10). Every front and
 * promoted face of such a set; and no other set's light side, but the
 * crest game's men (their band shows a man lying crosswise). */
struct band_counts {
    int sets, faces;
};

static void forward_band(const char *path, const struct variant *v, const struct document *doc,
                         void *ctx)
{
    struct band_counts *n = ctx;
    int owner = v->drops && v->components.form == FORM_FOLD &&
                v->components.shape == SHAPE_SQUARE && !v->sides[0].filled &&
                !v->sides[1].filled && v->components.back != BACK_OTHER_SIDE;
    int open = 0, faces = 0;
    const struct item *it;
    for (int pg = 0, i = -1; (it = test_doc_next(doc, ITEM_FOLD, &pg, &i));) {
        const struct face *fs[2];
        for (int s = 0, nf = test_fold_faces(it, fs); s < nf; s++) {
            const struct face *f = fs[s];
            if (f->grid || (f->kind != FACE_FRONT && f->kind != FACE_PROMOTED) || f->side < 0 ||
                f->side >= MAX_SIDES)
                continue;
            /* men that may lie crosswise (back="hidden": the crest game)
               print their band opposite the face's edges: solid on the
               light side, white on the dark (test_crosswise.c) */
            int filled = v->sides[f->side].filled;
            int crosswise = v->components.back == BACK_HIDDEN && f->kind == FACE_FRONT;
            int want = crosswise ? !filled : owner || filled;
            faces++;
            open += f->band_solid != want || f->band_light != (crosswise && filled);
        }
    }
    if (open)
        fprintf(stderr, "  %s: %d of %d faces' bands %s\n", path, open, faces,
                owner ? "open where the band shows the owner" : "solid on a light side");
    CHECK(open == 0);
    n->sets += owner && faces > 0;
    n->faces += owner ? faces : 0;
}

void test_sides_forward_band(void)
{
    struct band_counts n = {0, 0};
    each_set_components(forward_band, &n);
    CHECK(n.sets >= 2); /* Chu Seireigi, Dobutsu */
    CHECK(n.faces > 100);
}

/* A promoted side named as a piece that starts the game prints its name
 * hollow, and no front does: Chu Shogi's promoted Rook read "Dragon King"
 * in the same black letters as a Dragon King's front, a promoted Dragon
 * King "Soaring Eagle" as little apart (issue 30, player review 7.5 of
 * 10). Within such a set every promoted name is hollow, so that hollow
 * means promoted; elsewhere none. */
struct hollow_counts {
    int alike, faces;
};

static void promoted_hollow(const char *path, const struct variant *v, const struct document *doc,
                            void *ctx)
{
    struct hollow_counts *n = ctx;
    int set = compose_promoted_names_hollow(v), wrong = 0;
    const struct item *it;
    for (int pg = 0, i = -1; (it = test_doc_next(doc, ITEM_FOLD, &pg, &i));) {
        const struct face *fs[2];
        for (int s = 0, nf = test_fold_faces(it, fs); s < nf; s++) {
            const struct face *f = fs[s];
            if (f->grid || !f->label || f->caption || f->piece < 0)
                continue;
            int promoted = f->kind == FACE_PROMOTED, alike = 0;
            for (int k = 0; promoted && k < v->npieces; k++)
                alike |= v->pieces[k].count > 0 &&
                         (!strcmp(v->pieces[k].name, f->label) ||
                          (v->pieces[k].short_name && !strcmp(v->pieces[k].short_name, f->label)));
            wrong += f->name_hollow != (promoted && set);
            n->alike += alike;
            n->faces += alike && f->name_hollow;
        }
    }
    if (wrong)
        fprintf(stderr, "  %s: %d faces' names hollow where they should not be or not where "
                        "they should\n", path, wrong);
    CHECK_INT(wrong, 0);
}

void test_sides_promoted_hollow(void)
{
    struct hollow_counts n = {0, 0};
    each_set_components(promoted_hollow, &n);
    /* every promoted face named as a starting piece is hollow, and there
       are such faces (Chu Shogi's Dragon Kings, Dragon Horses, Lions ...) */
    CHECK(n.alike > 20);
    CHECK_INT(n.faces, n.alike);
}

/* A royal piece that moves as another starting piece has its faces framed,
 * thick and black, and no other face is: Jungi's King and Queen showed the
 * same grid, told apart by the name in the band only (issue 30, player
 * review 7.5 of 10). Counts Jungi's framed Kings: one a side. */
static void royal_frames(const char *path, const struct variant *v, const struct document *doc,
                         void *ctx)
{
    int *framed = ctx, wrong = 0;
    for (int i = 0; i < doc->npages; i++)
        for (int j = 0; j < doc->pages[i].nitems; j++) {
            const struct item *it = &doc->pages[i].items[j];
            if (it->kind != ITEM_FOLD)
                continue;
            const struct face *fs[2] = {&it->fold.front, it->fold.single ? NULL : &it->fold.back};
            for (int s = 0; s < 2; s++) {
                const struct face *f = fs[s];
                if (!f || f->piece < 0 || f->piece >= v->npieces)
                    continue;
                const struct piece *p = &v->pieces[f->piece];
                int want = f->kind == FACE_FRONT && !f->grid && p->royal && strstr(path, "jungi");
                wrong += f->royal_frame != want;
                *framed += want && f->royal_frame;
            }
        }
    char *words = compose_royal_frame_words(v); /* the sheets say so where, only where */
    wrong += !words != !strstr(path, "jungi");
    free(words);
    if (wrong)
        fprintf(stderr, "  %s: %d faces framed wrongly\n", path, wrong);
    CHECK_INT(wrong, 0);
}

void test_sides_royal_frame(void)
{
    int framed = 0;
    each_set_components(royal_frames, &framed);
    CHECK_INT(framed, 2);
}

/* Where a shogi set's two sides print apart, Sente, who moves first, is
 * the dark one: Sente is Black in English shogi books (issue 30, player
 * review: Chu Shogi drew Sente white and Gote black). */
static void sente_dark(const char *path, struct variant *v, void *ctx)
{
    (void)path;
    for (int s = 0; s < MAX_SIDES; s++)
        if (v->sides[s].name && strcmp(v->sides[s].name, "Sente") == 0
            && v->sides[s].filled != v->sides[!s].filled) {
            ++*(int *)ctx;
            CHECK(v->sides[s].filled);
        }
}

void test_sides_sente_dark(void)
{
    int apart = 0;
    test_each_loaded(sente_dark, &apart);
    CHECK(apart >= 1); /* Chu Shogi */
}
