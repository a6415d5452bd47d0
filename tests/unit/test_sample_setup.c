/* test_sample_setup.c: a <sample-setup> is drawn as a setup picture
 * (issue 30, Sittuyin review: its booklet gave the sample setups as words
 * only, and a player sets up from a picture). Sittuyin's booklet holds a
 * second setup picture besides the cover's, with all 32 men on the board
 * and none dashed (no hand beside it), and keeps its 4 pages (A4 and
 * Letter). The validator refuses a sample that does not place exactly each
 * side's hand on empty squares of its zone. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "compose/compose.h"
#include "compose/document.h"
#include "load/load.h"
#include "model/model.h"
#include "rules/rules.h"
#include "test.h"

void test_sample_setup_picture(void)
{
    static const char *const layouts[] = {"layouts/a4.xml", "layouts/letter.xml"};
    for (size_t k = 0; k < sizeof layouts / sizeof *layouts; k++) {
        struct layout lo;
        struct variant v;
        struct composed c;
        CHECK_INT(layout_load(layouts[k], &lo, &(struct report){.file = layouts[k]}), 0);
        if (test_compose_shipped("piecedefs/sittuyin.xml", &lo, &v, &c) != 0) {
            layout_free(&lo);
            continue;
        }
        int pictures = 0, full = 0;
        for (int pg = 0; pg < c.booklet.npages; pg++)
            for (int i = 0; i < c.booklet.pages[pg].nitems; i++) {
                const struct item *it = &c.booklet.pages[pg].items[i];
                if (it->kind != ITEM_SETUP)
                    continue;
                pictures++;
                int dashed = 0;
                for (int p = 0; p < it->setup.npieces; p++)
                    dashed += it->setup.pieces[p].dashed;
                full += it->setup.npieces == 32 && dashed == 0;
            }
        fprintf(stderr, "  %s: %d setup pictures, %d with all 32 men on the board; %d pages\n",
                layouts[k], pictures, full, c.booklet.npages);
        CHECK(pictures >= 2);
        CHECK(full >= 1);
        CHECK_INT(c.booklet.npages, 4);
        compose_set_free(&c);
        variant_free(&v);
        layout_free(&lo);
    }
}

/* Sittuyin with one of its sample's <place>s changed: the errors found. */
static int errors_with(const char *from, const char *to, char **msgs)
{
    FILE *f = fopen("piecedefs/sittuyin.xml", "rb");
    CHECK(f != NULL);
    if (!f)
        return -1;
    static char buf[1 << 16], out[1 << 16];
    size_t n = fread(buf, 1, sizeof buf - 1, f);
    fclose(f);
    buf[n] = 0;
    const char *at = strstr(buf, from);
    CHECK(at != NULL);
    if (!at)
        return -1;
    snprintf(out, sizeof out, "%.*s%s%s", (int)(at - buf), buf, to, at + strlen(from));
    size_t len = 0;
    FILE *m = open_memstream(msgs, &len);
    struct report r = {.file = "sittuyin.xml", .out = m};
    struct variant v;
    if (piecedef_load_memory(out, strlen(out), "sittuyin.xml", &v, &r) == 0) {
        validate_variant(&v, &r);
        variant_free(&v);
    }
    fclose(m);
    return r.errors;
}

void test_sample_setup_checked(void)
{
    static const struct { const char *from, *to, *says; } cases[] = {
        {"", "", NULL}, /* as shipped: valid */
        {"piece=\"general\" at=\"e3\"", "piece=\"general\" at=\"e4\"", "e4 is already taken"},
        {"piece=\"general\" at=\"e3\"", "piece=\"general\" at=\"e5\"", "outside White's zone"},
        {"piece=\"horse\" at=\"c2 g3\"", "piece=\"horse\" at=\"c2\"", "places 1 White 'horse'"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        char *msgs = NULL;
        int errors = errors_with(cases[i].from[0] ? cases[i].from : "<sample-setup",
                                 cases[i].to[0] ? cases[i].to : "<sample-setup", &msgs);
        fprintf(stderr, "  %s: %d errors%s%s", cases[i].says ? cases[i].says : "as shipped",
                errors, msgs && *msgs ? ": " : "\n", msgs ? msgs : "");
        if (cases[i].says) {
            CHECK(errors >= 1);
            CHECK(msgs && strstr(msgs, cases[i].says));
        } else
            CHECK_INT(errors, 0);
        free(msgs);
    }
}
