/* test_animals.c: Dobutsu shogi's faces show their animals (fifth player
 * review, issue 30: "Dobutsu has no animals"), drawn large with the move
 * marks in a ring round them (plan_face_ring.c, draw_animal.c). Read from
 * the faces as composed for A4 and drawn alone, with an ink ledger:
 *  - each move of the validated diagram is one mark, on the side of the
 *    animal where its square lies, and nothing else is marked;
 *  - no mark reaches into the animal's box;
 *  - the ring's cells are at least MIN_CELL_MM, its marks MIN_MARK_MM, the
 *    animal's box at least ANIMAL_MIN_SHARE of the face tall: at the
 *    table a 23 mm face gives an animal of 9 mm, as tall as the chess
 *    figures on a 20 mm disc (test_figures_own), which are read from
 *    across the board;
 *  - the five animals are told apart: any two differ in at least half
 *    their ink (as test_figures_own holds Shatranj's figures). */
#include <cairo.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "compose/compose.h"
#include "draw/draw.h"
#include "load/load.h"
#include "model/model.h"
#include "test.h"

#define ANIMAL_MIN_SHARE 0.35
#define PX_PER_MM 20
#define CLEAR_MM 1.3 /* an animal's ink from the marks round it: more than a mark (1.2 mm) */

/* The marks a face prints, in face coordinates (origin its centre). */
static struct ink_ledger face_marks(const struct layout *lo, const struct look *lk,
                                    const struct face *f, double D)
{
    cairo_surface_t *s = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, NULL);
    cairo_t *cr = cairo_create(s);
    struct ink_ledger l;
    draw_ink_ledger_attach(cr, &l);
    draw_face(cr, lo, lk, f, D, D);
    cairo_destroy(cr);
    cairo_surface_destroy(s);
    return l;
}

/* The dark pixels of a face inside its animal's box, at PX_PER_MM. */
static unsigned char *animal_ink(const struct layout *lo, const struct look *lk,
                                 const struct face *f, double D, int *n)
{
    int px = (int)(D * PX_PER_MM);
    cairo_surface_t *img = test_face_image(lo, lk, f, D, px, PX_PER_MM);
    const unsigned char *d = cairo_image_surface_get_data(img);
    int stride = cairo_image_surface_get_stride(img);
    unsigned char *ink = calloc((size_t)px * (size_t)px, 1);
    const struct face_plan *fp = &f->plan;
    for (int y = 0; y < px; y++)
        for (int x = 0; x < px; x++) {
            double mx = (x + 0.5) / PX_PER_MM - D / 2, my = (y + 0.5) / PX_PER_MM - D / 2;
            const unsigned char *q = d + y * stride + 4 * x;
            ink[y * px + x] = mx >= fp->fig_x && mx <= fp->fig_x + fp->fig_w && my >= fp->fig_y &&
                              my <= fp->fig_y + fp->fig_h && q[0] + q[1] + q[2] < 3 * 128;
        }
    cairo_surface_destroy(img);
    *n = px;
    return ink;
}

/* One face: its marks against its diagram and its animal's box. */
static void check_face(const struct variant *v, const struct layout *lo, const struct look *lk,
                       const struct face *f, double D)
{
    const struct piece *p = &v->pieces[f->piece];
    const struct face_plan *fp = &f->plan;
    CHECK(fp->ring >= MIN_CELL_MM);
    CHECK(fp->fig_h >= ANIMAL_MIN_SHARE * D && fp->fig_w >= ANIMAL_MIN_SHARE * D);
    struct diagram merged = {0};
    const struct diagram *d = piece_face_diagram(p, &merged);
    int n = d->size, c = n / 2, want = 0, found = 0;
    struct ink_ledger l = face_marks(lo, lk, f, D);
    for (int dr = -1; dr <= 1; dr++)
        for (int dc = -1; dc <= 1; dc++) {
            const struct diagram_cell *cl = &d->cells[(c + dr) * n + c + dc];
            if ((dr || dc) && (cl->shape != CELL_EMPTY || cl->shape2 != CELL_EMPTY))
                want++;
        }
    for (int i = 0; i < l.n; i++) {
        const struct ink_entry *e = &l.e[i];
        if (e->kind != INK_MARK || e->y0 < fp->dy - 1e-6)
            continue; /* the band's arrow, plus sign and crown */
        found++;
        CHECK(e->size >= MIN_MARK_MM - 1e-9);
        /* outside the animal's box */
        int inside = e->x1 > fp->fig_x && e->x0 < fp->fig_x + fp->fig_w && e->y1 > fp->fig_y &&
                     e->y0 < fp->fig_y + fp->fig_h;
        if (inside)
            fprintf(stderr, "  %s: a mark at (%.1f, %.1f) in the animal's box\n", p->id,
                    (e->x0 + e->x1) / 2, (e->y0 + e->y1) / 2);
        CHECK(!inside);
        /* on the side of the animal its square is: that cell is a move */
        double mx = (e->x0 + e->x1) / 2, my = (e->y0 + e->y1) / 2;
        int dc = mx < fp->fig_x ? -1 : mx > fp->fig_x + fp->fig_w ? 1 : 0;
        int dr = my < fp->fig_y ? -1 : my > fp->fig_y + fp->fig_h ? 1 : 0;
        const struct diagram_cell *cl = &d->cells[(c + dr) * n + c + dc];
        CHECK((dr || dc) && (cl->shape != CELL_EMPTY || cl->shape2 != CELL_EMPTY));
    }
    if (found != want)
        fprintf(stderr, "  %s: %d marks for %d moves\n", p->id, found, want);
    CHECK_INT(found, want);
    draw_ink_ledger_free(&l);
    diagram_free(&merged);
}

#define DOBUTSU "piecedefs/dobutsu.xml"

void test_animals_faces(void)
{
    struct layout lo;
    struct variant v;
    struct composed c;
    if (test_compose_shipped_a4(DOBUTSU, &lo, &v, &c) != 0)
        return;
    const struct face *seen[FIGURE_COUNT] = {0};
    double D = 0;
    int faces = 0;
    const struct item *it;
    for (int pg = 0, i = -1; (it = test_doc_next(&c.components, ITEM_FOLD, &pg, &i));)
        for (int k = 0; k < 2; k++) {
            const struct face *f = k ? &it->fold.back : &it->fold.front;
            if (f->kind != FACE_FRONT && f->kind != FACE_PROMOTED)
                continue;
            enum piece_figure fig = v.pieces[f->piece].figure;
            CHECK(FIGURE_IS_ANIMAL(fig));
            D = it->w;
            check_face(&v, &lo, &c.components.look, f, D);
            if (FIGURE_IS_ANIMAL(fig))
                seen[fig] = f;
            faces++;
        }
    CHECK(faces >= 10); /* two armies' Lion, Giraffe, Elephant, Chick and Hen */
    unsigned char *ink[FIGURE_COUNT] = {0};
    int n = 0;
    for (int a = FIGURE_LION; a < FIGURE_COUNT; a++) {
        CHECK(seen[a] != NULL);
        if (seen[a])
            ink[a] = animal_ink(&lo, &c.components.look, seen[a], D, &n);
    }
    /* each animal CLEAR_MM clear of every mark round it: the Hen's toes
       touched the dot behind her (eighth player review) */
    for (int a = FIGURE_LION; a < FIGURE_COUNT; a++) {
        if (!ink[a])
            continue;
        const struct face_plan *fp = &seen[a]->plan;
        struct ink_ledger l = face_marks(&lo, &c.components.look, seen[a], D);
        int near = 0;
        for (int i = 0; i < l.n; i++) {
            const struct ink_entry *e = &l.e[i];
            if (e->kind != INK_MARK || e->y0 < fp->dy - 1e-6)
                continue;
            int x0 = (int)floor((e->x0 - CLEAR_MM + D / 2) * PX_PER_MM);
            int x1 = (int)ceil((e->x1 + CLEAR_MM + D / 2) * PX_PER_MM);
            int y0 = (int)floor((e->y0 - CLEAR_MM + D / 2) * PX_PER_MM);
            int y1 = (int)ceil((e->y1 + CLEAR_MM + D / 2) * PX_PER_MM);
            for (int y = y0 < 0 ? 0 : y0; y < y1 && y < n; y++)
                for (int x = x0 < 0 ? 0 : x0; x < x1 && x < n; x++)
                    near += ink[a][y * n + x];
        }
        if (near)
            fprintf(stderr, "  %s: %d px of ink within %.1f mm of a mark\n", piece_figure_name(a),
                    near, CLEAR_MM);
        CHECK_INT(near, 0);
        draw_ink_ledger_free(&l);
    }
    for (int a = FIGURE_LION; a < FIGURE_COUNT; a++)
        for (int b = a + 1; b < FIGURE_COUNT; b++) {
            if (!ink[a] || !ink[b])
                continue;
            double apart = test_ink_apart(ink[a], ink[b], n);
            fprintf(stderr, "  ink apart: %s/%s %.2f\n", piece_figure_name(a), piece_figure_name(b), apart);
            CHECK(apart >= 0.5);
        }
    for (int a = 0; a < FIGURE_COUNT; a++)
        free(ink[a]);
    test_shipped_free(&lo, &v, &c);
}

/* The Hen reads as a hen, not a hornbill (player review, issue 30: a long
 * beak and a comb of round knobs): read from her ink on the A4 face,
 *  - her comb stands in points: some row of the top tenth of her ink
 *    crosses at least 3 separate runs of ink (the knobs: 2 at most);
 *  - her beak is short, a wattle hanging under it: the beak's tip stands
 *    out beyond everything below it by at most BEAK_MAX of her height
 *    (before: 0.10);
 *  - her tail is a fan of feathers. */
#define BEAK_MAX 0.06
void test_animals_hen(void)
{
    struct layout lo;
    struct variant v;
    struct composed c;
    if (test_compose_shipped_a4(DOBUTSU, &lo, &v, &c) != 0)
        return;
    const struct face *hen = NULL;
    double D = 0;
    for (int pg = 0; pg < c.components.npages && !hen; pg++)
        for (int i = 0; i < c.components.pages[pg].nitems && !hen; i++) {
            const struct item *it = &c.components.pages[pg].items[i];
            for (int k = 0; it->kind == ITEM_FOLD && k < 2 && !hen; k++) {
                const struct face *f = k ? &it->fold.back : &it->fold.front;
                if (v.pieces[f->piece].figure == FIGURE_HEN && f->kind == FACE_PROMOTED)
                    hen = f, D = it->w;
            }
        }
    CHECK(hen != NULL);
    if (hen) {
        int n = 0;
        unsigned char *ink = animal_ink(&lo, &c.components.look, hen, D, &n);
        int top = n, bottom = -1, tip_x = -1, tip_y = 0;
        for (int y = 0; y < n; y++)
            for (int x = 0; x < n; x++)
                if (ink[y * n + x]) {
                    top = y < top ? y : top;
                    bottom = y;
                    if (x > tip_x)
                        tip_x = x, tip_y = y;
                }
        int tall = bottom - top + 1, points = 0;
        for (int y = top; y < top + tall / 10; y++) {
            int runs = 0;
            for (int x = 0; x < n; x++)
                runs += ink[y * n + x] && (x == 0 || !ink[y * n + x - 1]);
            points = runs > points ? runs : points;
        }
        int below = -1; /* the rightmost ink below the beak */
        for (int y = tip_y + tall / 20; y <= bottom; y++)
            for (int x = 0; x < n; x++)
                if (ink[y * n + x] && x > below)
                    below = x;
        /* her tail a fan of feathers, not one sweep (ninth review: a
           blob): some row of her upper 0.3, behind her middle, crosses 2
           runs of ink or more, apart by 0.06 of her height (more than a
           white line) */
        int left = n, right = -1, fan = 0;
        for (int y = top; y <= bottom; y++)
            for (int x = 0; x < n; x++)
                if (ink[y * n + x])
                    left = x < left ? x : left, right = x > right ? x : right;
        for (int y = top; y < top + 3 * tall / 10; y++) {
            int runs = 0, last = -n;
            for (int x = left; x < (left + right) / 2; x++)
                if (ink[y * n + x]) {
                    runs += x - last > 0.06 * tall;
                    last = x;
                }
            fan = runs > fan ? runs : fan;
        }
        fprintf(stderr, "  hen: tail crosses %d runs\n", fan);
        CHECK(fan >= 2);
        double beak = (double)(tip_x - below) / tall;
        fprintf(stderr, "  hen: comb %d points, beak %.3f of her height beyond what is below it\n",
                points, beak);
        CHECK(points >= 3);
        CHECK(beak <= BEAK_MAX);
        free(ink);
    }
    test_shipped_free(&lo, &v, &c);
}

/* The tiles as large as the paper allows (player review, issue 30: "larger
 * tiles"): pieces-grow lets Dobutsu's 30 mm pieces grow, and its cells with
 * them, while the components stay on 2 sheets. On A4 they are at least
 * 33 mm (before: 30, the board page 19 % blank below the Gote hand), on
 * Letter and A4-or-Letter at least 30; on every paper a piece fits its
 * square (at most the cell) and fills most of it (at least 0.9). */
void test_animals_size(void)
{
    static const struct { const char *layout; double least; } papers[] = {
        {"layouts/a4.xml", 33}, {"layouts/letter.xml", 30}, {"layouts/a4-letter-safe.xml", 30},
    };
    for (size_t k = 0; k < sizeof papers / sizeof *papers; k++) {
        struct layout lo;
        struct variant v;
        struct composed c;
        CHECK_INT(layout_load(papers[k].layout, &lo, &(struct report){.file = papers[k].layout}), 0);
        if (test_compose_shipped(DOBUTSU, &lo, &v, &c) != 0) {
            layout_free(&lo);
            continue;
        }
        double least = INFINITY, most = 0;
        const struct item *it;
        for (int pg = 0, i = -1; (it = test_doc_next(&c.components, ITEM_FOLD, &pg, &i));)
            least = fmin(least, it->w), most = fmax(most, it->w);
        fprintf(stderr, "  %s: pieces %.1f to %.1f mm, cells %.1f mm, %d sheets\n",
                papers[k].layout, least, most, c.board.cell, c.components.npages);
        CHECK(least >= papers[k].least - 1e-6);
        CHECK(most <= c.board.cell + 1e-6);
        CHECK(least >= 0.9 * c.board.cell);
        CHECK_INT(c.components.npages, 2);
        test_shipped_free(&lo, &v, &c);
    }
}

/* The face of each animal on A4 (NULL where none); D its size. */
static void animal_faces(const struct variant *v, const struct composed *c,
                         const struct face *seen[FIGURE_COUNT], double *D)
{
    const struct item *it;
    for (int pg = 0, i = -1; (it = test_doc_next(&c->components, ITEM_FOLD, &pg, &i));)
        for (int k = 0; k < 2; k++) {
            const struct face *f = k ? &it->fold.back : &it->fold.front;
            enum piece_figure fig = v->pieces[f->piece].figure;
            if ((f->kind == FACE_FRONT || f->kind == FACE_PROMOTED) && FIGURE_IS_ANIMAL(fig))
                seen[fig] = f, *D = it->w;
        }
}

/* The colour most of a face's pixels have (its ground), 0 to 1. */
static void face_ground(const struct layout *lo, const struct look *lk, const struct face *f,
                        double D, double rgb[3])
{
    int px = (int)(D * PX_PER_MM);
    cairo_surface_t *img = test_face_image(lo, lk, f, D, px, PX_PER_MM);
    const unsigned char *d = cairo_image_surface_get_data(img);
    int stride = cairo_image_surface_get_stride(img), nc = 0;
    unsigned col[256], cnt[256];
    for (int y = 0; y < px; y++)
        for (int x = 0; x < px; x++) {
            const unsigned char *q = d + y * stride + 4 * x;
            unsigned c = (unsigned)q[2] << 16 | (unsigned)q[1] << 8 | q[0]; /* BGRA */
            int k = 0;
            while (k < nc && col[k] != c)
                k++;
            if (k == nc && nc < 256)
                col[nc] = c, cnt[nc++] = 0;
            if (k < nc)
                cnt[k]++;
        }
    int best = 0;
    for (int k = 1; k < nc; k++)
        if (cnt[k] > cnt[best])
            best = k;
    rgb[0] = (col[best] >> 16 & 0xff) / 255.0;
    rgb[1] = (col[best] >> 8 & 0xff) / 255.0;
    rgb[2] = (col[best] & 0xff) / 255.0;
    cairo_surface_destroy(img);
}

/* A child tells the animals apart at a glance (ninth player review, issue
 * 30: "everything is black and white"): each animal's tile is coloured
 * (its ground's channels at least TILE_CHROMA apart), light enough for the
 * black silhouette (grey at least TILE_LIGHTEST), and any two tiles differ
 * in grey by TILE_TONE_APART, so they differ in black-and-white print too.
 * The Hen's comb and wattle are red: at least HEN_RED_MM2 of red ink. */
#define TILE_CHROMA 0.12
#define TILE_LIGHTEST 0.65
#define TILE_TONE_APART 0.05
#define HEN_RED_MM2 0.5
void test_animals_tiles(void)
{
    struct layout lo;
    struct variant v;
    struct composed c;
    if (test_compose_shipped_a4(DOBUTSU, &lo, &v, &c) != 0)
        return;
    const struct face *seen[FIGURE_COUNT] = {0};
    double D = 0, tone[FIGURE_COUNT] = {0};
    animal_faces(&v, &c, seen, &D);
    for (int a = FIGURE_LION; a < FIGURE_COUNT; a++) {
        CHECK(seen[a] != NULL);
        if (!seen[a])
            continue;
        double g[3];
        face_ground(&lo, &c.components.look, seen[a], D, g);
        double hi = fmax(g[0], fmax(g[1], g[2])), lo_ = fmin(g[0], fmin(g[1], g[2]));
        tone[a] = 0.2126 * g[0] + 0.7152 * g[1] + 0.0722 * g[2];
        fprintf(stderr, "  %s tile: rgb %.2f %.2f %.2f, grey %.3f\n", piece_figure_name(a), g[0],
                g[1], g[2], tone[a]);
        CHECK(hi - lo_ >= TILE_CHROMA);
        CHECK(tone[a] >= TILE_LIGHTEST);
    }
    for (int a = FIGURE_LION; a < FIGURE_COUNT; a++)
        for (int b = a + 1; b < FIGURE_COUNT; b++)
            if (seen[a] && seen[b])
                CHECK(fabs(tone[a] - tone[b]) >= TILE_TONE_APART);
    if (seen[FIGURE_HEN]) {
        int px = (int)(D * PX_PER_MM), red = 0;
        cairo_surface_t *img = test_face_image(&lo, &c.components.look, seen[FIGURE_HEN], D, px,
                                               PX_PER_MM);
        const unsigned char *d = cairo_image_surface_get_data(img);
        int stride = cairo_image_surface_get_stride(img);
        for (int y = 0; y < px; y++)
            for (int x = 0; x < px; x++) {
                const unsigned char *q = d + y * stride + 4 * x;
                red += q[2] > 160 && q[1] < 90 && q[0] < 90;
            }
        cairo_surface_destroy(img);
        double mm2 = red / (double)(PX_PER_MM * PX_PER_MM);
        fprintf(stderr, "  hen: %.2f mm2 of red\n", mm2);
        CHECK(mm2 >= HEN_RED_MM2);
    }
    test_shipped_free(&lo, &v, &c);
}

/* The key says where the dots are, as the faces draw them (ninth player
 * review: the Chick's dot is not "at the edge", as the key said): beside
 * the animal, the forward ones under the name band, within a ring cell of
 * it. */
void test_animals_key(void)
{
    struct layout lo;
    struct variant v;
    struct composed c;
    if (test_compose_shipped_a4(DOBUTSU, &lo, &v, &c) != 0)
        return;
    char *key = compose_legend_animal_words(&v);
    fprintf(stderr, "  key: %s\n", key);
    CHECK(strstr(key, "at the edge") == NULL);
    CHECK(strstr(key, "beside the animal") != NULL);
    CHECK(strstr(key, "under the name band: forward") != NULL);
    free(key);
    const struct face *seen[FIGURE_COUNT] = {0};
    double D = 0;
    animal_faces(&v, &c, seen, &D);
    const struct face *chick = seen[FIGURE_CHICK];
    CHECK(chick != NULL);
    if (chick) {
        const struct face_plan *fp = &chick->plan;
        struct ink_ledger l = face_marks(&lo, &c.components.look, chick, D);
        int forward = 0;
        for (int i = 0; i < l.n; i++) {
            const struct ink_entry *e = &l.e[i];
            if (e->kind != INK_MARK || e->y0 < fp->dy - 1e-6)
                continue;
            forward++;
            CHECK(e->y1 <= fp->fig_y + 1e-6);          /* above the animal */
            CHECK(e->y0 - (fp->band_y + fp->band_h) <= fp->ring); /* under the band */
        }
        CHECK_INT(forward, 1);
        draw_ink_ledger_free(&l);
    }
    test_shipped_free(&lo, &v, &c);
}
