/* test_designer.c: what a designer declares reaches the page: a board
 * pattern is drawn on the board and in the booklet's setup diagram (read
 * back from rendered pixels), a mirrored setup keeps the files, abbr="..."
 * names the piece in the setup key, and the board key gives the pattern one
 * line. */
#define _POSIX_C_SOURCE 200809L
#include <cairo.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "compose/compose.h"
#include "draw/draw.h"
#include "model/model.h"
#include "load/load.h"
#include "test.h"
#include "items.h"

#define DEF "tests/defs/good/chequered.xml"
#define PX_PER_MM 4.0

/* The grey level (0 black, 1 white) of page point (x, y) mm. */
static double grey_at(cairo_surface_t *s, double x, double y)
{
    int px = (int)(x * PX_PER_MM), py = (int)(y * PX_PER_MM);
    unsigned char *d = cairo_image_surface_get_data(s);
    int stride = cairo_image_surface_get_stride(s);
    unsigned int pix = *(unsigned int *)(d + py * stride + px * 4);
    return ((pix >> 8) & 0xff) / 255.0; /* green channel */
}

/* Renders one item of a page alone (the fewer fonts a unit test loads, the
 * fewer cached at exit, where FcFini checks that none is in use). */
static cairo_surface_t *render(const struct layout *lo, const struct document *doc,
                               const struct page *full, const struct item *it)
{
    struct page one = *full, *pg = &one;
    one.items = (struct item *)it;
    one.nitems = 1;
    cairo_surface_t *s = cairo_image_surface_create(CAIRO_FORMAT_RGB24, (int)(pg->w * PX_PER_MM),
                                                    (int)(pg->h * PX_PER_MM));
    cairo_t *cr = cairo_create(s);
    cairo_scale(cr, PX_PER_MM, PX_PER_MM);
    draw_page(cr, lo, doc, pg);
    cairo_destroy(cr);
    cairo_surface_flush(s);
    return s;
}

/* Is square (x, y) drawn dark, sampled near its lower-left corner (clear of
 * a piece in the middle)? */
static int dark_at(cairo_surface_t *s, double ox, double oy_bottom, double cell, int x, int y)
{
    double px = ox + (x + 0.12) * cell, py = oy_bottom - (y + 0.12) * cell;
    return grey_at(s, px, py) < 0.9;
}

static void pattern_and_mirror(void)
{
    struct variant v;
    struct report r = {.file = DEF};
    CHECK_INT(piecedef_load(DEF, &v, &r), 0);
    CHECK(v.board.dark != NULL);
    if (!v.board.dark) {
        variant_free(&v);
        return;
    }
    /* chequered with a1 dark, plus b1 and d1 */
    CHECK_INT(v.board.dark[0], 1);              /* a1 */
    CHECK_INT(v.board.dark[1], 1);              /* b1: listed */
    CHECK_INT(v.board.dark[5], 0);              /* a2 */
    CHECK_INT(v.board.dark[6], 1);              /* b2 */
    CHECK_INT(v.board.ndark_listed, 2);
    /* mirrored: the second King on the first King's file, far rank */
    int king = variant_find_piece(&v, "king"), kx[2] = {-1, -1}, ky[2] = {-1, -1};
    for (int i = 0; i < v.nsetup; i++)
        if (v.setup[i].piece == king) {
            kx[v.setup[i].side] = v.setup[i].x;
            ky[v.setup[i].side] = v.setup[i].y;
        }
    CHECK_INT(kx[0], 3);
    CHECK_INT(kx[1], 3);
    CHECK_INT(ky[1], 4);
    char ab[32];
    compose_piece_abbreviation(&v, variant_find_piece(&v, "horse"), ab, sizeof ab);
    CHECK_STR(ab, "H");

    struct layout lo;
    struct report lr = {.file = "layouts/a4.xml"};
    CHECK_INT(layout_load("layouts/a4.xml", &lo, &lr), 0);
    struct board_plan bp;
    CHECK_INT(plan_board(&v, &lo, &bp), 0);
    struct document comp, book;
    compose_components(&v, &lo, &bp, &comp);
    compose_booklet(&v, &lo, &bp, &comp, &book);
    int boards = 0, setups = 0, keys = 0, abbr_key = 0;
    for (int p = 0; p < comp.npages; p++)
        for (int i = 0; i < comp.pages[p].nitems; i++) {
            const struct item *it = &comp.pages[p].items[i];
            if (it->kind != ITEM_BOARD_TILE)
                continue;
            cairo_surface_t *s = render(&lo, &comp, &comp.pages[p], it);
            for (int y = 0; y < 5; y++)
                for (int x = 0; x < 5; x++)
                    CHECK_INT(dark_at(s, it->tile.ox, it->tile.oy, it->tile.cell, x, y),
                              v.board.dark[y * 5 + x]);
            cairo_surface_destroy(s);
            boards++;
        }
    int drawn_again = 0;
    for (int p = 1; p < book.npages; p++)
        for (int i = 0; i < book.pages[p].nitems; i++)
            drawn_again |= book.pages[p].items[i].kind == ITEM_SETUP;
    for (int p = 0; p < book.npages; p++)
        for (int i = 0; i < book.pages[p].nitems; i++) {
            const struct item *it = &book.pages[p].items[i];
            if (item_markup(it) && strstr(item_markup(it), "the board is chequered"))
                keys++;
            if (item_markup(it) && strstr(item_markup(it), "<b>H</b> Horse"))
                abbr_key++;
            if (it->kind != ITEM_SETUP || (p == 0 && drawn_again))
                continue; /* the setup diagram; the cover's picture where the
                             rules refer to it instead of drawing it again */
            /* draw_setup_board: the whole board's tile at its scale */
            double k = it->setup.scale, cell = k * it->setup.tile.cell, ox = it->x + k * it->setup.tile.ox,
                   oy = it->y + k * it->setup.tile.oy;
            cairo_surface_t *s = render(&lo, &book, &book.pages[p], it);
            for (int y = 0; y < 5; y++)
                for (int x = 0; x < 5; x++)
                    CHECK_INT(dark_at(s, ox, oy, cell, x, y), v.board.dark[y * 5 + x]);
            cairo_surface_destroy(s);
            setups++;
        }
    CHECK_INT(boards, 1);
    CHECK_INT(setups, 1);
    CHECK_INT(keys, 1);     /* one line for the pattern, not one per square */
    /* the setup key names abbr="H" exactly when the diagram shows the Horse
       by its code (discs are drawn as their real faces, with no key) */
    CHECK_INT(abbr_key, compose_setup_uses_code(&v, variant_find_piece(&v, "horse")));
    document_free(&comp);
    document_free(&book);
    plan_board_free(&bp);
    layout_free(&lo);
    variant_free(&v);
}

/* Composing a booklet and rendering it loads fonts that cairo and
 * fontconfig keep cached to the end of the process, where the sanitizer
 * build's FcFini() asserts (now and then) that no cache is in use. The test
 * runs in a child process, which reports its counts and leaves with
 * _exit(), so the unit runner's own shutdown stays as it was. */
void test_designer_pattern_and_mirror(void)
{
    int fd[2];
    CHECK_INT(pipe(fd), 0);
    fflush(stdout);
    fflush(stderr);
    pid_t pid = fork();
    if (pid == 0) {
        close(fd[0]);
        test_passed = test_failed = 0;
        pattern_and_mirror();
        int counts[2] = {test_passed, test_failed};
        ssize_t w = write(fd[1], counts, sizeof counts);
        fflush(stderr);
        _exit(w == (ssize_t)sizeof counts ? 0 : 1);
    }
    close(fd[1]);
    int counts[2] = {0, 0}, status = 0;
    ssize_t got = read(fd[0], counts, sizeof counts);
    close(fd[0]);
    waitpid(pid, &status, 0);
    CHECK(got == (ssize_t)sizeof counts && WIFEXITED(status) && WEXITSTATUS(status) == 0);
    test_passed += counts[0];
    test_failed += counts[1];
}

/* Shogi's koma: every piece a fold item joined at its base (no shared cut
 * grid); folded about the fold line, each point of the back lies behind
 * the front's mirror point, the base on the fold, the point away from it. */
void test_designer_koma_fold(void)
{
    struct variant v;
    struct report r = {.file = "piecedefs/shogi.xml"};
    CHECK_INT(piecedef_load("piecedefs/shogi.xml", &v, &r), 0);
    struct layout lo;
    struct report lr = {.file = "layouts/a4.xml"};
    CHECK_INT(layout_load("layouts/a4.xml", &lo, &lr), 0);
    struct board_plan bp;
    CHECK_INT(plan_board(&v, &lo, &bp), 0);
    struct document comp;
    compose_components(&v, &lo, &bp, &comp);
    int koma = 0, grids = 0;
    for (int p = 0; p < comp.npages; p++)
        for (int i = 0; i < comp.pages[p].nitems; i++) {
            const struct item *it = &comp.pages[p].items[i];
            grids += it->kind == ITEM_CUT_GRID;
            if (it->kind != ITEM_FOLD)
                continue;
            koma += it->fold.base_fold;
            struct affine front, back;
            compose_fold_face_matrix(it, 0, &front);
            compose_fold_face_matrix(it, 1, &back);
            double fold = it->y + it->h / 2, half = it->w / 2, px, py, qx, qy;
            affine_apply(&front, 0, half, &px, &py);
            CHECK_NEAR(py, fold, 1e-9);          /* the front's base on the fold */
            affine_apply(&front, 0, -half, &px, &py);
            CHECK(py < fold);                    /* its point above it */
            affine_apply(&back, 0, half, &px, &py);
            CHECK_NEAR(py, fold, 1e-9);          /* the back's base on the fold */
            static const double pts[][2] = {{0, 0}, {-3, 4}, {5, -7}};
            for (size_t k = 0; k < sizeof pts / sizeof pts[0]; k++) {
                affine_apply(&back, pts[k][0], pts[k][1], &px, &py);
                affine_apply(&front, -pts[k][0], pts[k][1], &qx, &qy);
                CHECK_NEAR(qx, px, 1e-9);
                CHECK_NEAR(qy, 2 * fold - py, 1e-9);
            }
        }
    CHECK_INT(koma, 40);
    CHECK_INT(grids, 0);
    CHECK(piece_size_scale(&v, &v.pieces[variant_find_piece(&v, "pawn")]) <
          piece_size_scale(&v, &v.pieces[variant_find_piece(&v, "king")]));
    document_free(&comp);
    plan_board_free(&bp);
    layout_free(&lo);
    variant_free(&v);
}
