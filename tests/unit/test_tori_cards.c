/* test_tori_cards.c: Tori Shogi's quick-reference cards tell the promoted
 * backs' moves in words and carry a key to their marks, and on A4 its
 * board, pieces and hands print on 2 sheets (ninth player review, issue
 * 30: the cards gave no words for the Eagle and the Goose and no key, the
 * last session finding no room at A4; 3 component sheets where 2 would
 * do). Hands of 7 slots fit under the board and the pieces; the cards
 * take a sheet of their own (cards="sheet"), which a player may leave
 * unprinted. On A4, Letter and A4-or-Letter:
 *  - every card is at a rich level (the backs' moves in words), and the
 *    Falcon's words name the Eagle's moves;
 *  - the cards' page holds the key (an ITEM_LEGEND);
 *  - on A4 no board, piece or hand shares the cards' page, and those are
 *    on 2 pages; the booklet's printing guide says the cards' sheet may be
 *    left unprinted. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "compose/compose.h"
#include "compose/document.h"
#include "load/load.h"
#include "model/model.h"
#include "test.h"

static int play_part(enum item_kind k)
{
    return k == ITEM_BOARD_TILE || k == ITEM_FOLD || k == ITEM_HAND;
}

void test_tori_cards(void)
{
    static const char *const papers[] = {"layouts/a4.xml", "layouts/letter.xml",
                                         "layouts/a4-letter-safe.xml"};
    for (size_t k = 0; k < sizeof papers / sizeof *papers; k++) {
        struct layout lo;
        struct variant v;
        struct composed c;
        CHECK_INT(layout_load(papers[k], &lo, &(struct report){.file = papers[k]}), 0);
        if (test_compose_shipped("piecedefs/tori-shogi.xml", &lo, &v, &c) != 0) {
            layout_free(&lo);
            continue;
        }
        int cards = 0, keyed = 0, last_play = -1, shared = 0;
        for (int pg = 0; pg < c.components.npages; pg++) {
            const struct page *p = &c.components.pages[pg];
            int card = 0, key = 0, play = 0;
            for (int i = 0; i < p->nitems; i++) {
                const struct item *it = &p->items[i];
                if (it->kind == ITEM_REFCARD) {
                    card = 1;
                    cards++;
                    CHECK(refcard_rich(it->refcard.level));
                    for (int q = 0; q < v.npieces; q++)
                        if (!strcmp(v.pieces[q].id, "falcon")) {
                            char *w = compose_refcard_words(&v, &v.pieces[q], it->refcard.side,
                                                            it->refcard.level);
                            CHECK(strstr(w, "Eagle: Slides") != NULL);
                            free(w);
                        }
                }
                key |= it->kind == ITEM_LEGEND;
                play |= play_part(it->kind);
            }
            keyed += card && key;
            shared |= card && play;
            if (play)
                last_play = pg;
        }
        fprintf(stderr, "  %s: %d cards, %d of their pages keyed, play parts on %d pages, %s\n",
                papers[k], cards, keyed, last_play + 1, shared ? "shared" : "cards alone");
        CHECK_INT(cards, 2);
        CHECK_INT(keyed, 1);
        if (k == 0) {
            CHECK_INT(last_play + 1, 2);
            CHECK(!shared);
            /* the booklet says the cards' sheet may be left unprinted */
            int said = 0;
            for (int pg = 0; pg < c.booklet.npages; pg++)
                for (int i = 0; i < c.booklet.pages[pg].nitems; i++) {
                    const struct item *it = &c.booklet.pages[pg].items[i];
                    said |= it->kind == ITEM_TEXT && it->text.markup &&
                            strstr(it->text.markup, "Sheet 3 holds only the quick-reference cards");
                }
            CHECK(said);
        }
        compose_set_free(&c);
        variant_free(&v);
        layout_free(&lo);
    }
}

/* Minishogi on Letter and A4-or-Letter printed no card (ninth player
 * review: its pages leave 22 and 63 mm, two wide cards need 45 each): one
 * wide card for both players, its header naming no side, inside the page;
 * on A4 the two cards, one a player, as before. */
void test_shared_card(void)
{
    static const struct { const char *layout; int cards, shared; } papers[] = {
        {"layouts/letter.xml", 1, 1}, {"layouts/a4-letter-safe.xml", 1, 1}, {"layouts/a4.xml", 2, 0},
    };
    for (size_t k = 0; k < sizeof papers / sizeof *papers; k++) {
        struct layout lo;
        struct variant v;
        struct composed c;
        CHECK_INT(layout_load(papers[k].layout, &lo, &(struct report){.file = papers[k].layout}), 0);
        if (test_compose_shipped("piecedefs/minishogi.xml", &lo, &v, &c) != 0) {
            layout_free(&lo);
            continue;
        }
        int cards = 0, shared = 0;
        for (int pg = 0; pg < c.components.npages; pg++)
            for (int i = 0; i < c.components.pages[pg].nitems; i++) {
                const struct item *it = &c.components.pages[pg].items[i];
                if (it->kind != ITEM_REFCARD)
                    continue;
                cards++;
                shared += it->refcard.shared;
                CHECK(!it->refcard.shared || strstr(it->refcard.header, "both players"));
                CHECK(it->y + it->h <= c.components.pages[pg].h - lo.margin + 1e-9);
            }
        fprintf(stderr, "  %s: %d cards, %d shared\n", papers[k].layout, cards, shared);
        CHECK_INT(cards, papers[k].cards);
        CHECK_INT(shared, papers[k].shared);
        compose_set_free(&c);
        variant_free(&v);
        layout_free(&lo);
    }
}
