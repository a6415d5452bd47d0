/* test_face.c: the planned layout of fold-over faces (compose_face.c):
 * cropped grids, the header band's distance from the cut and fold lines,
 * name sizes and diagram cells against the legibility minimums. */
#include <cairo.h>
#include <glob.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/base.h"
#include "compose/compose.h"
#include "draw/draw.h"
#include "model/model.h"
#include "load/load.h"
#include "test.h"

static int load(const char *path, struct variant *v)
{
    struct report r = {.file = path};
    return piecedef_load(path, v, &r) == 0 && r.errors == 0 ? 0 : -1;
}

static const struct piece *find(const struct variant *v, const char *id)
{
    for (int i = 0; i < v->npieces; i++)
        if (!strcmp(v->pieces[i].id, id))
            return &v->pieces[i];
    return NULL;
}

/* The diagram of piece `id` of the set at `path` crops to the 3 x 3 with
 * the piece in its middle. */
static void centred_3x3(const char *path, const char *id)
{
    struct variant v;
    int row0, rows, col0, cols;
    CHECK_INT(load(path, &v), 0);
    const struct piece *p = find(&v, id);
    int c = p->diagrams[0].grid.size / 2;
    compose_diagram_extent(&p->diagrams[0].grid, &row0, &rows, &col0, &cols);
    CHECK_INT(rows, 3);
    CHECK_INT(cols, 3);
    CHECK_INT(row0, c - 1);
    CHECK_INT(col0, c - 1);
    variant_free(&v);
}

void test_face_cropped_grids(void)
{
    struct variant v;
    CHECK_INT(load("piecedefs/jungi.xml", &v), 0);
    int row0, rows, col0, cols;
    /* the Jungi pawn moves forward only (two steps at first): no back rows,
       three columns for its diagonal captures */
    const struct piece *p = find(&v, "pawn");
    CHECK(p != NULL);
    compose_diagram_extent(&p->diagrams[0].grid, &row0, &rows, &col0, &cols);
    CHECK_INT(row0, 0);
    CHECK_INT(rows, 3);
    CHECK_INT(col0, 1);
    CHECK_INT(cols, 3);
    /* the king steps one square and leaps two forward: 3 wide, 4 tall */
    p = find(&v, "king");
    compose_diagram_extent(&p->diagrams[0].grid, &row0, &rows, &col0, &cols);
    CHECK_INT(rows, 4);
    CHECK_INT(cols, 3);
    variant_free(&v);
    /* a Chu lance slides forward only: still the 3 x 3 round the piece, the
       piece in its middle, not a strip of one column and two rows */
    centred_3x3("piecedefs/chu-seireigi.xml", "lance");
    /* the Dobutsu Chick (one step forward): its face and its reference
       card's diagram are the 3 x 3 centred on it */
    centred_3x3("piecedefs/dobutsu.xml", "chick");
    /* no moves at all (a diagram of the piece alone): the 3 x 3 round it;
       a grid of one cell stays one cell */
    struct diagram_cell cells[9] = {{0}};
    struct diagram one = {.size = 3, .cells = cells};
    compose_diagram_extent(&one, &row0, &rows, &col0, &cols);
    CHECK(row0 == 0 && rows == 3 && col0 == 0 && cols == 3);
    one.size = 1;
    compose_diagram_extent(&one, &row0, &rows, &col0, &cols);
    CHECK(row0 == 0 && rows == 1 && col0 == 0 && cols == 1);
}

/* <components diagram-reach="2"> (Jungi): every face diagram is drawn
 * within 5 x 5, and the fold loses nothing: each marking drawn two squares
 * out with a number, put back that many squares out along its line, gives
 * the diagram as written, cell for cell (the validator proves that one
 * against the move table). The Grutslæn's four three-square leaps are
 * numbered 3; the Elephant's face carries its zone-only charge, numbered. */
void test_face_reach(void)
{
    struct variant v;
    CHECK_INT(load("piecedefs/jungi.xml", &v), 0);
    CHECK_INT(v.components.diagram_reach, 2);
    int folded_any = 0;
    for (int i = 0; i < v.npieces; i++) {
        const struct piece *p = &v.pieces[i];
        struct diagram merged;
        const struct diagram *f = piece_face_diagram(p, &merged);
        CHECK(f && f->size <= 5);
        for (int d = 0; d < p->ndiagrams; d++) {
            const struct diagram *g = &p->diagrams[d].grid;
            struct diagram out;
            char why[200];
            CHECK_INT(diagram_fold(g, 2, &out, why, sizeof why), 0);
            int n = g->size, h = n / 2, m = out.size, r = m / 2, same = 1, far = 0;
            struct diagram_cell *back = xcalloc((size_t)(n * n), sizeof *back);
            for (int row = 0; row < m; row++)
                for (int col = 0; col < m; col++) {
                    struct diagram_cell c = out.cells[row * m + col];
                    int k = diagram_far_of(c.flags | c.flags2), dx = col - r, dy = r - row;
                    c.flags &= ~CELL_FAR_MASK;
                    c.flags2 &= ~CELL_FAR_MASK;
                    if (k) {
                        far++;
                        dx = dx / r * k;
                        dy = dy / r * k;
                    }
                    back[(h - dy) * n + h + dx] = c;
                }
            for (int c = 0; c < n * n; c++)
                same &= !memcmp(&back[c], &g->cells[c], sizeof back[c]);
            CHECK(same);
            if (!strcmp(p->id, "grutslaen"))
                CHECK_INT(far, 4);
            folded_any += far;
            free(back);
            diagram_free(&out);
        }
        if (!strcmp(p->id, "elephant")) { /* the charge, forward, two out, numbered 3 */
            const struct diagram_cell *c = &f->cells[0 * f->size + f->size / 2];
            CHECK_INT(c->shape, CELL_JUMP);
            CHECK_INT(diagram_far_of(c->flags), 3);
            CHECK(c->flags & CELL_FLAG_ZONE_ONLY);
        }
        diagram_free(&merged);
    }
    CHECK_INT(folded_any, 9); /* Grutslæn 4, Archmagister 4, the charge */
    variant_free(&v);
}

/* Every face of every set (every definition in piecedefs/, so a new set is held to
 * the same minimums) on every shipped layout: the band (the dark side's
 * mark) keeps SIDE_MARK_INSET from the fold and the side cuts, the diagram
 * keeps ART_INSET from the cuts and stays below the band, grids up to 5 x 5
 * get cells of MIN_CELL_MM or more, and every name the composer chose for a
 * placed face fits at MIN_TEXT_PT. */
void test_face_plans(void)
{
    glob_t defs, layouts;
    CHECK_INT(glob("piecedefs/*.xml", 0, NULL, &defs), 0);
    CHECK_INT(glob("layouts/*.xml", 0, NULL, &layouts), 0);
    CHECK(defs.gl_pathc >= 6 && layouts.gl_pathc >= 4);
    for (size_t l = 0; l < layouts.gl_pathc; l++) {
        struct layout lo;
        const char *lp = layouts.gl_pathv[l];
        CHECK_INT(layout_load(lp, &lo, &(struct report){.file = lp}), 0);
        for (size_t k = 0; k < defs.gl_pathc; k++) {
            struct variant v;
            struct board_plan bp;
            if (load(defs.gl_pathv[k], &v) != 0) {
                CHECK(!"a shipped definition loads");
                continue;
            }
            CHECK_INT(plan_board(&v, &lo, &bp), 0);
            double F = compose_piece_face_size(&v, &lo, &bp), h = F / 2;
            int fold = v.components.form != FORM_DISC && v.components.shape != SHAPE_PENTAGON &&
                       v.components.face == FACE_DIAGRAM;
            for (int i = 0; fold && i < v.npieces; i++) {
                const struct piece *p = &v.pieces[i];
                for (int d = 0; d < p->ndiagrams; d++) {
                    struct face_plan fp;
                    plan_fold_face(F, &p->diagrams[d].grid, &fp);
                    CHECK(fp.band_y >= -h + SIDE_MARK_INSET - 1e-9);
                    CHECK(fp.band_x >= -h + SIDE_MARK_INSET - 1e-9);
                    CHECK(fp.band_x + fp.band_w <= h - SIDE_MARK_INSET + 1e-9);
                    CHECK(fp.name_pt >= MIN_TEXT_PT - 1e-9);
                    CHECK(fp.gy >= fp.band_y + fp.band_h);
                    CHECK(fp.gx >= -h + ART_INSET - 1e-9);
                    CHECK(fp.gx + fp.cols * fp.cell <= h - ART_INSET + 1e-9);
                    CHECK(fp.gy + fp.rows * fp.cell <= h - ART_INSET + 1e-9);
                    if (fp.rows <= 5 && fp.cols <= 5) {
                        if (fp.cell < MIN_CELL_MM - 1e-9)
                            fprintf(stderr, "  %s on %s: %s grid %dx%d cell %.2f mm\n",
                                    defs.gl_pathv[k], lp, p->id, fp.cols, fp.rows, fp.cell);
                        CHECK(fp.cell >= MIN_CELL_MM - 1e-9);
                    } else { /* a larger grid: as large as the room allows */
                        CHECK_NEAR(fp.cell, fmin(fmin(fp.dw / fp.cols, fp.dh / fp.rows),
                                                 fmin(fp.dw, fp.dh) / 3), 1e-9);
                    }
                }
            }
            /* the names the composer chose for the placed faces */
            struct document doc;
            compose_components(&v, &lo, &bp, &doc);
            for (int i = 0; i < doc.npages; i++)
                for (int j = 0; j < doc.pages[i].nitems; j++) {
                    const struct item *it = &doc.pages[i].items[j];
                    if (it->kind != ITEM_FOLD)
                        continue;
                    for (int b = 0; b < 2; b++) {
                        const struct face *f = b ? &it->fold.back : &it->fold.front;
                        if (f->label && f->label_pt < MIN_TEXT_PT - 1e-9)
                            fprintf(stderr, "  %s on %s: '%s' at %.2f pt\n", defs.gl_pathv[k], lp,
                                    f->label, f->label_pt);
                        CHECK(!f->label || f->label_pt >= MIN_TEXT_PT - 1e-9);
                    }
                }
            document_free(&doc);
            plan_board_free(&bp);
            variant_free(&v);
        }
        layout_free(&lo);
    }
    globfree(&defs);
    globfree(&layouts);
}

/* The sheets each set's components take (before the extras were packed
 * into the room the boards and pieces leave: Chu Seireigi 7, crest 3,
 * Jungi 2, the rotation game 3, Xiangqi 2). A change that takes another
 * sheet must say so here: Jungi's quick-reference cards take a sheet of
 * their own (<components cards="sheet">, 63862c9), within its goal of 6. */
void test_face_sheet_counts(void)
{
    static const struct { const char *def; int sheets; } sets[] = {
        {"piecedefs/chu-seireigi.xml", 6}, {"piecedefs/crest.xml", 3}, {"piecedefs/jungi.xml", 3},
        {"piecedefs/rotation.xml", 2}, {"piecedefs/xiangqi.xml", 2}, {"piecedefs/shogi.xml", 3},
    };
    struct layout lo;
    CHECK_INT(layout_load("layouts/a4.xml", &lo, &(struct report){.file = "layouts/a4.xml"}), 0);
    for (size_t k = 0; k < sizeof sets / sizeof sets[0]; k++) {
        struct variant v;
        struct board_plan bp;
        struct document doc;
        CHECK_INT(load(sets[k].def, &v), 0);
        CHECK_INT(plan_board(&v, &lo, &bp), 0);
        compose_components(&v, &lo, &bp, &doc);
        if (doc.npages > sets[k].sheets)
            fprintf(stderr, "  %s: %d sheets\n", sets[k].def, doc.npages);
        CHECK(doc.npages <= sets[k].sheets);
        /* every page keeps its blocks above the footer and inside the margins */
        for (int i = 0; i < doc.npages; i++)
            for (int j = 0; j < doc.pages[i].nitems; j++) {
                const struct item *it = &doc.pages[i].items[j];
                if (it->kind == ITEM_TEXT || it->kind == ITEM_TITLE)
                    continue;
                CHECK(it->x >= lo.margin - 1e-9 && it->x + it->w <= doc.pages[i].w - lo.margin + 1e-9);
                CHECK(it->y >= lo.margin - 1e-9 && it->y + it->h <= doc.pages[i].h - lo.margin + 1e-9);
            }
        document_free(&doc);
        plan_board_free(&bp);
        variant_free(&v);
    }
    layout_free(&lo);
}

/* disc-cut="square": every disc of every disc set lies in a cell of a
 * shared cut grid (straight cuts, a paper trimmer), at least 1 mm inside
 * the cell's edges, so a cut 1 mm off the line leaves the disc whole. */
void test_face_square_discs(void)
{
    glob_t defs;
    CHECK_INT(glob("piecedefs/*.xml", 0, NULL, &defs), 0);
    struct layout lo;
    CHECK_INT(layout_load("layouts/a4.xml", &lo, &(struct report){.file = "layouts/a4.xml"}), 0);
    lo.disc_square = 1;
    int discs = 0;
    for (size_t k = 0; k < defs.gl_pathc; k++) {
        struct variant v;
        struct board_plan bp;
        struct document doc;
        if (load(defs.gl_pathv[k], &v) != 0)
            continue;
        if (v.components.form != FORM_DISC || plan_board(&v, &lo, &bp) != 0) {
            variant_free(&v);
            continue;
        }
        compose_components(&v, &lo, &bp, &doc);
        for (int i = 0; i < doc.npages; i++) {
            const struct page *pg = &doc.pages[i];
            for (int j = 0; j < pg->nitems; j++) {
                const struct item *d = &pg->items[j];
                if (d->kind != ITEM_DISC)
                    continue;
                discs++;
                int inside = 0;
                for (int g = 0; g < pg->nitems && !inside; g++) {
                    const struct item *cg = &pg->items[g];
                    if (cg->kind != ITEM_CUT_GRID)
                        continue;
                    double cw = cg->w / cg->cut_grid.cols, ch = cg->h / cg->cut_grid.rows;
                    int c = (int)((d->x - cg->x) / cw), r = (int)((d->y - cg->y) / ch);
                    if (c < 0 || r < 0 || c >= cg->cut_grid.cols || r >= cg->cut_grid.rows)
                        continue;
                    double x0 = cg->x + c * cw, y0 = cg->y + r * ch;
                    inside = d->x >= x0 + 1 - 1e-9 && d->y >= y0 + 1 - 1e-9 &&
                             d->x + d->w <= x0 + cw - 1 + 1e-9 && d->y + d->h <= y0 + ch - 1 + 1e-9;
                }
                CHECK(inside);
            }
        }
        document_free(&doc);
        plan_board_free(&bp);
        variant_free(&v);
    }
    CHECK(discs >= 32); /* Xiangqi at least */
    layout_free(&lo);
    globfree(&defs);
}

/* The rotation game's tile names on A4 are TILE_NAME_PT or more (they were
 * MIN_TEXT_PT, "Sp" and "Bo" tiny in their 4 mm centre cells), each within
 * 0.9 of its cell's width (compose_face.c measures it). */
void test_face_tile_names(void)
{
    struct layout lo;
    struct variant v;
    struct board_plan bp;
    struct document doc;
    CHECK_INT(layout_load("layouts/a4.xml", &lo, &(struct report){.file = "layouts/a4.xml"}), 0);
    CHECK_INT(load("piecedefs/rotation.xml", &v), 0);
    CHECK_INT(plan_board(&v, &lo, &bp), 0);
    compose_components(&v, &lo, &bp, &doc);
    int named = 0;
    for (int i = 0; i < doc.npages; i++)
        for (int j = 0; j < doc.pages[i].nitems; j++) {
            const struct item *it = &doc.pages[i].items[j];
            if (it->kind != ITEM_FOLD)
                continue;
            for (int b = 0; b < 2; b++) {
                const struct face *f = b ? &it->fold.back : &it->fold.front;
                if (!f->label)
                    continue;
                named++;
                if (f->label_pt < TILE_NAME_PT - 1e-9)
                    fprintf(stderr, "  rotation: '%s' at %.2f pt\n", f->label, f->label_pt);
                CHECK(f->label_pt >= TILE_NAME_PT - 1e-9);
            }
        }
    CHECK_INT(named, 2 * 24); /* 12 tiles a side, a name on both faces */
    document_free(&doc);
    plan_board_free(&bp);
    variant_free(&v);
    layout_free(&lo);
}

/* piece-size="MM" (piecedef.rng): the board's cells are made to match the
 * pieces asked for, "on one page where it holds them, else on tiles". It
 * used to shrink the cells to fit one page with a warning (the pieces
 * smaller than asked): Jungi asking 24 mm pieces got 18.9 mm ones on A4. */
void test_face_piece_size_tiles(void)
{
    struct layout lo;
    CHECK_INT(layout_load("layouts/a4.xml", &lo, &(struct report){.file = "layouts/a4.xml"}), 0);
    static const struct { double asked; int tiles; } want[] = {{18, 1}, {24, 2}};
    for (size_t i = 0; i < sizeof want / sizeof *want; i++) {
        struct variant v;
        struct board_plan bp;
        CHECK_INT(load("piecedefs/jungi.xml", &v), 0);
        v.components.piece_size = want[i].asked;
        CHECK_INT(plan_board(&v, &lo, &bp), 0);
        double face = compose_piece_face_size(&v, &lo, &bp);
        if (fabs(face - want[i].asked) > 0.01 || bp.ntiles != want[i].tiles)
            fprintf(stderr, "  jungi piece-size=%g: %.2f mm pieces, %d tiles (want %d)\n",
                    want[i].asked, face, bp.ntiles, want[i].tiles);
        CHECK(fabs(face - want[i].asked) <= 0.01);
        CHECK_INT(bp.ntiles, want[i].tiles);
        plan_board_free(&bp);
        variant_free(&v);
    }
    layout_free(&lo);
}

/* Jungi's faces read at the table (issue 30: "a player will reach for the
 * booklet every move"; 19 mm pieces had 2.5 mm cells and 1.0 mm marks). A
 * player reads the pieces at about 50 cm, where 1 minute of arc is
 * 0.145 mm: a 20/20 eye just names a letter of 5' (0.73 mm), and reading
 * at a glance, in table light, by players whose eyes are not perfect,
 * takes about twice that threshold and more. FACE_CELL_MM, 3.0 mm (21'),
 * holds a mark of 10' or more with a mark's width of white to each
 * neighbour, so that neighbouring marks stay apart (the Magister's star
 * and dot fused at 2.5 mm). Read from the composed pages' ink ledger, on
 * A4 and Letter, every diagram cell on every fold-over face. */
#define FACE_CELL_MM 3.0

static int is_fold(const struct item *it)
{
    return it->kind == ITEM_FOLD;
}

void test_face_cells_read_at_table(void)
{
    static const char *papers[] = {"layouts/a4.xml", "layouts/letter.xml"};
    for (size_t i = 0; i < sizeof papers / sizeof *papers; i++) {
        struct layout lo;
        struct variant v;
        struct composed c;
        CHECK_INT(layout_load(papers[i], &lo, &(struct report){.file = papers[i]}), 0);
        if (test_compose_shipped("piecedefs/jungi.xml", &lo, &v, &c) != 0) {
            layout_free(&lo);
            continue;
        }
        double cell = test_least_ink(&lo, &c.components, INK_CELL, is_fold, NULL);
        if (cell < FACE_CELL_MM - 1e-9)
            fprintf(stderr, "  jungi on %s: a face's diagram cell of %.2f mm (%.1f mm or more)\n",
                    papers[i], cell, FACE_CELL_MM);
        CHECK(cell >= FACE_CELL_MM - 1e-9 && cell < 1e9);
        compose_set_free(&c);
        variant_free(&v);
        layout_free(&lo);
    }
}
