/* test_cover_tokens.c: the cover draws the pieces as they print (issue 30,
 * Jungi review: the cover drew North's pieces solid black, the printed
 * pieces are grey faces under a black band). Every shipped set on A4 and
 * Letter whose cover stands pieces as tokens: the cover is drawn at PX_MM
 * px/mm, and a side's tokens' mean grey (Rec. 601 luma) is within
 * TONE_APART of their faces', each drawn alone at its token's size (a
 * side's tone, not each piece's: a white token stands for faces of a
 * few marks and faces dense with them). Fails on the old code: Jungi's
 * North tokens read 0.06 beside faces of 0.47 (Chu Shogi's Sente 0.09 beside
 * 0.57). Jungi's setup words call North's pieces what they look like. */
#include <cairo.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "compose/compose.h"
#include "draw/draw.h"
#include "model/model.h"
#include "test.h"

#define PX_MM 12.0
#define TONE_APART 0.15

/* The mean luma of the square of side `size` mm centred on cx, cy (mm). */
static double mean_luma(cairo_surface_t *s, double cx, double cy, double size)
{
    int w = cairo_image_surface_get_width(s), h = cairo_image_surface_get_height(s);
    int x0 = (int)ceil((cx - size / 2) * PX_MM), x1 = (int)floor((cx + size / 2) * PX_MM);
    int y0 = (int)ceil((cy - size / 2) * PX_MM), y1 = (int)floor((cy + size / 2) * PX_MM);
    const unsigned char *d = cairo_image_surface_get_data(s);
    int stride = cairo_image_surface_get_stride(s), n = 0;
    double sum = 0;
    for (int y = y0; y < y1; y++)
        for (int x = x0; x < x1; x++)
            if (x >= 0 && y >= 0 && x < w && y < h)
                sum += test_luma(d, stride, x, y), n++;
    return n ? sum / n : 1;
}

static void cover_tones(const struct layout *lo, const char *paper, struct variant *v,
                        struct composed *c, void *ctx)
{
    int *seen = ctx;
    const struct page *pg = &c->booklet.pages[0];
    const struct item *it;
    cairo_surface_t *page = NULL;
    double token[MAX_SIDES] = {0, 0}, face[MAX_SIDES] = {0, 0};
    int n[MAX_SIDES] = {0, 0};
    for (int k = -1; (it = test_page_next(pg, ITEM_SETUP, &k));) {
        const struct item_setup *s = &it->setup;
        for (int i = 0; i < s->npieces; i++) {
            const struct setup_piece *sp = &s->pieces[i];
            int side = sp->face.side;
            if (sp->style != SETUP_TOKEN || side < 0 || side >= MAX_SIDES)
                continue;
            if (!page) {
                page = cairo_image_surface_create(CAIRO_FORMAT_RGB24, (int)ceil(pg->w * PX_MM),
                                                  (int)ceil(pg->h * PX_MM));
                cairo_t *cr = cairo_create(page);
                cairo_set_source_rgb(cr, 1, 1, 1);
                cairo_paint(cr);
                cairo_scale(cr, PX_MM, PX_MM);
                draw_page(cr, lo, &c->booklet, pg);
                cairo_destroy(cr);
                cairo_surface_flush(page);
            }
            double size = sp->size * s->scale;
            token[side] += mean_luma(page, it->x + s->scale * sp->cx, it->y + s->scale * sp->cy,
                                     size);
            cairo_surface_t *f = test_face_image(lo, &c->booklet.look, &sp->face, size,
                                                 (int)(size * PX_MM), PX_MM);
            face[side] += mean_luma(f, size / 2, size / 2, size);
            cairo_surface_destroy(f);
            n[side]++;
        }
    }
    for (int side = 0; side < MAX_SIDES; side++) {
        if (!n[side])
            continue;
        double t = token[side] / n[side], f = face[side] / n[side];
        fprintf(stderr, "  %s on %s, %s: tokens read %.2f, their faces %.2f\n", v->id, paper,
                v->sides[side].name, t, f);
        CHECK(fabs(t - f) <= TONE_APART);
        seen[!strcmp(v->id, "jungi") && side == SIDE_SECOND] += n[side];
    }
    if (page)
        cairo_surface_destroy(page);
    /* and the setup's words say what the cover shows (they said "black
       pieces") */
    if (!strcmp(v->id, "jungi")) {
        int says = 0;
        for (int p = 0; p < c->booklet.npages; p++)
            for (int i = 0; i < c->booklet.pages[p].nitems; i++) {
                const struct item *t = &c->booklet.pages[p].items[i];
                says |= t->kind == ITEM_TEXT && strstr(t->text.markup, "North (grey pieces, black band)");
            }
        CHECK(says);
    }
}

void test_cover_tokens_as_printed(void)
{
    int seen[2] = {0, 0};
    test_each_shipped(cover_tones, seen);
    fprintf(stderr, "  cover tokens: Jungi's North %d, others %d\n", seen[1], seen[0]);
    CHECK(seen[1] >= 27); /* Jungi's North on one paper at least */
}
