/* test_zone_dots.c: a promotion zone's two dots stand apart. Across the
 * whole board they sit a third of the way in from each side, as on a shogi
 * board; on Minishogi's 5 files that put them one square apart (lines 2
 * and 3), "cramped" in the player review (issue 30). Every shipped set's
 * dotted zone across the board: its dots on board lines inside the board,
 * at least MIN_APART squares apart, the same distance in from each side;
 * Minishogi's one file in, three apart. */
#include <string.h>

#include "compose/compose.h"
#include "compose/compose-imp.h"
#include "load/load.h"
#include "model/model.h"
#include "test.h"

#define MIN_APART 2

void test_zone_dots_apart(void)
{
    glob_t g;
    if (test_shipped(&g))
        return;
    int zones = 0;
    for (size_t i = 0; i < g.gl_pathc; i++) {
        struct variant v;
        if (piecedef_load(g.gl_pathv[i], &v, &(struct report){.file = g.gl_pathv[i]}) != 0) {
            CHECK(!"a shipped definition loads");
            continue;
        }
        for (int k = 0; k < v.board.nzones; k++) {
            const struct zone *z = &v.board.zones[k];
            int lines[2];
            if (z->mark != ZMARK_DOTS || !z->rect ||
                !compose_zone_dot_lines(v.board.files, z, lines))
                continue;
            zones++;
            if (lines[1] - lines[0] < MIN_APART)
                fprintf(stderr, "  %s: dots on lines %d and %d of %d files\n", g.gl_pathv[i],
                        lines[0], lines[1], v.board.files);
            CHECK(lines[0] >= 1 && lines[1] <= v.board.files - 1);
            CHECK(lines[1] - lines[0] >= MIN_APART);
            CHECK_INT(lines[0], v.board.files - lines[1]);
            if (strstr(g.gl_pathv[i], "minishogi")) {
                CHECK_INT(lines[0], 1);
                CHECK_INT(lines[1], 4);
            }
        }
        variant_free(&v);
    }
    CHECK(zones >= 6); /* Shogi's, Minishogi's, Tori Shogi's two each, and more */
    globfree(&g);
}

/* Dots on a chequered board stand on corners already dark with squares:
 * Grand's four dots went unseen and its key's "two dots ... mark its edge"
 * was "hard to parse" (issue 30, Grand review). A zone across a board with
 * dark squares is outlined or tinted, never dotted; Grand's promotion zones
 * are marked (outlined). */
static void chequered_no_dots(const char *path, struct variant *v, void *ctx)
{
    int *grand = ctx;
    for (int k = 0; k < v->board.nzones; k++) {
        const struct zone *z = &v->board.zones[k];
        if (z->mark == ZMARK_DOTS && v->board.dark)
            fprintf(stderr, "  %s: zone %s dotted on a chequered board\n", path, z->id);
        CHECK(!(z->mark == ZMARK_DOTS && v->board.dark));
        if (strstr(path, "grand") && !strcmp(z->id, "promotion")) {
            CHECK(z->mark == ZMARK_OUTLINE || z->mark == ZMARK_TINT);
            (*grand)++;
        }
    }
}

void test_zone_dots_not_chequered(void)
{
    int grand = 0;
    test_each_loaded(chequered_no_dots, &grand);
    CHECK_INT(grand, 2);
}
