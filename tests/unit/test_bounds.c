/* test_bounds.c: the definition with every printed text at its longest
 * (tests/defs/good/longest-texts.xml), composed on A4, Letter and paper
 * 110 mm wide (with a 50 mm ruler): each
 * sheet title fits its band, each hand tray's header ends above its slots
 * and the tray holds them, each booklet text box is as tall as its text,
 * each row of a <piece-figure> and each stack fits the column, each
 * quick-reference card's rows lie in it, and every item lies on the paper. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "compose/compose.h"
#include "model/model.h"
#include "load/load.h"
#include "text/text.h"
#include "test.h"

static void check_items(const struct layout *lo, const struct document *doc)
{
    for (int p = 0; p < doc->npages; p++)
        for (int i = 0; i < doc->pages[p].nitems; i++) {
            const struct item *it = &doc->pages[p].items[i];
            CHECK(it->x >= 0 && it->x + it->w <= lo->paper_w + 0.01);
            CHECK(it->y >= 0 && it->y + it->h <= lo->paper_h + 0.01);
            switch (it->kind) {
            case ITEM_TITLE:
                CHECK(text_height(lo, it->text.markup, it->text.size_pt, it->w) <= it->h + 0.01);
                CHECK(it->text.size_pt >= TITLE_MIN_PT);
                break;
            case ITEM_HAND: {
                double band = compose_hand_header_band(lo, it->hand.markup, it->w);
                /* the header (from 2.5 mm) ends above the slots */
                CHECK(2.5 + text_height(lo, it->hand.markup, HAND_HEADER_PT, it->w - 8) <= band);
                CHECK(band + it->hand.rows * (it->w - 8) / it->hand.cols <= it->h + 0.01);
                break;
            }
            case ITEM_TEXT:
                if (it->h > 0 && it->text.clip_h == 0 && doc->duplex) /* booklet boxes */
                    CHECK(text_height(lo, it->text.markup, it->text.size_pt, it->w) <= it->h + 0.01);
                break;
            case ITEM_FIGURE: {
                const struct block *b = it->figure.block;
                double span = b->fig_stack ? FIG_FACE + (it->figure.count - 1) * it->figure.step
                                           : it->figure.count * it->figure.step - FIG_GAP;
                CHECK(span <= it->w + 0.01);
                CHECK(!b->fig_stack || span <= it->h + 0.01);
                break;
            }
            case ITEM_REFCARD: {
                /* compose decided every row: inside the card, one after
                   the other, words at 6 pt or more, every disc one size */
                const struct item_refcard *c = &it->refcard;
                CHECK(c->header && c->nrows > 0);
                double y = c->nrows ? c->rows[0].y : 0;
                for (int k = 0; k < c->nrows; k++) {
                    const struct refcard_row *r = &c->rows[k];
                    if (k > 0 && r->x > c->rows[k - 1].x)
                        y = c->rows[0].y; /* a wide card's second column */
                    CHECK_NEAR(r->y, y, 1e-9);
                    y += r->h;
                    CHECK(r->y > it->y && y <= it->y + it->h + 0.01);
                    CHECK(r->markup && r->text_pt >= MIN_TEXT_PT - 1e-9);
                    CHECK(r->text_x > it->x && r->text_x + r->text_w < it->x + it->w);
                    CHECK(r->text_x > r->x && r->text_x + r->text_w < r->x + r->w);
                    CHECK(r->art != REFCARD_ART_DISC || r->size == c->rows[0].size);
                }
                break;
            }
            default:
                break;
            }
        }
}

/* A4's layout on paper 110 mm wide, where a long title needs three lines
 * at 11 pt. */
static int load_narrow(struct layout *lo)
{
    FILE *f = fopen("layouts/a4.xml", "rb");
    if (!f)
        return -1;
    static char buf[16384];
    size_t n = fread(buf, 1, sizeof buf - 1, f);
    fclose(f);
    buf[n] = 0;
    char *w = strstr(buf, "width=\"210\"");
    if (!w)
        return -1;
    memcpy(w, "width=\"110\"", 11);
    char *r = strstr(buf, "length=\"100\""); /* a ruler as long fits no more */
    if (!r)
        return -1;
    memcpy(r, "length=\"050\"", 12);
    return layout_load_memory(buf, n, "narrow", lo, &(struct report){.file = "narrow"});
}

void test_bounds_longest_texts(void)
{
    static const char *const layouts[] = {"layouts/a4.xml", "layouts/letter.xml", "narrow"};
    const char *path = "tests/defs/good/longest-texts.xml";
    for (size_t l = 0; l < sizeof layouts / sizeof layouts[0]; l++) {
        struct layout lo;
        struct variant v;
        struct board_plan bp;
        struct document comp, book;
        int rc = !strcmp(layouts[l], "narrow")
                     ? load_narrow(&lo)
                     : layout_load(layouts[l], &lo, &(struct report){.file = layouts[l]});
        CHECK_INT(rc, 0);
        if (rc != 0)
            continue;
        CHECK_INT(piecedef_load(path, &v, &(struct report){.file = path}), 0);
        CHECK_INT(plan_board(&v, &lo, &bp), 0);
        compose_components(&v, &lo, &bp, &comp);
        compose_booklet(&v, &lo, &bp, &comp, &book);
        int hands = 0;
        for (int p = 0; p < comp.npages; p++)
            for (int i = 0; i < comp.pages[p].nitems; i++)
                hands += comp.pages[p].items[i].kind == ITEM_HAND;
        CHECK_INT(hands, 2);
        check_items(&lo, &comp);
        check_items(&lo, &book);
        document_free(&book);
        document_free(&comp);
        plan_board_free(&bp);
        variant_free(&v);
        layout_free(&lo);
    }
}
