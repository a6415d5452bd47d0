/* test_booklet.c: the composed booklet of every shipped set: a cover with
 * the set's picture and no page number; no blank page; the setup diagram
 * on the same page as its captions; one gallery entry per physical piece
 * (none for a promoted form); Chu Seireigi's gallery on at most three pages;
 * a picture of every component page in the printing guide; everything on
 * the paper; setup codes that tell apart every piece on the board at the
 * start; the start position not drawn twice unless the second shows codes;
 * the gallery's words in one column; a palace's lines named once in the board key. Every definition in
 * piecedefs/ is checked, so a new set is too. */
#define _POSIX_C_SOURCE 200809L
#include <glob.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/base.h"
#include "compose/compose.h"
#include "model/model.h"
#include "load/load.h"
#include "text/text.h"
#include "test.h"
#include "items.h"


/* Is this item the page number at the foot of a page? */
static int page_number(const struct layout *lo, const struct item *it)
{
    return it->kind == ITEM_TEXT && it->y > lo->paper_h - 20 && it->text.markup &&
           strspn(it->text.markup, "0123456789") == strlen(it->text.markup) && it->text.markup[0];
}

static int page_has(const struct page *pg, enum item_kind kind, const char *text)
{
    for (int i = 0; i < pg->nitems; i++)
        if (pg->items[i].kind == kind &&
            (!text || (item_markup(&pg->items[i]) && strstr(item_markup(&pg->items[i]), text))))
            return 1;
    return 0;
}

/* No two pieces that start on the board share a setup code; a piece with
 * abbr="..." has it as its code. */
static void check_codes(const struct variant *v)
{
    char (*code)[32] = calloc((size_t)v->npieces, sizeof *code);
    for (int i = 0; i < v->npieces; i++) {
        compose_piece_abbreviation(v, i, code[i], sizeof code[i]);
        if (v->pieces[i].abbr)
            CHECK_STR(code[i], v->pieces[i].abbr);
        for (int j = 0; j < i; j++)
            if (v->pieces[i].count > 0 && v->pieces[j].count > 0 && !strcmp(code[i], code[j])) {
                fprintf(stderr, "%s: '%s' and '%s' share the code %s\n", v->name,
                        v->pieces[j].id, v->pieces[i].id, code[i]);
                CHECK(0);
            }
    }
    free(code);
}

/* Is this item a heading (bold alone, larger than the body text)? */
static int heading(const struct layout *lo, const struct item *it)
{
    if (it->kind != ITEM_TEXT)
        return 0;
    size_t n = it->text.markup ? strlen(it->text.markup) : 0;
    return n > 7 && !strncmp(it->text.markup, "<b>", 3) &&
           !strcmp(it->text.markup + n - 4, "</b>") && it->text.size_pt > lo->font_size;
}

/* The pieces beside a setup picture (dashed: in hand, spare or placed
 * before play) stand each under its own side's heading, so that nobody
 * reads one side's for the other's: the heading nearest each piece (of
 * those whose width covers it) is its side's, no piece of the other side
 * stands between them, and no two pieces overlap. Where each side has
 * columns of its own, its pieces are below its heading. All inside the
 * picture; two headings on one line do not overlap. */
/* The words in a picture of the board read at the table: its coordinates
 * and captions at least MIN_TEXT_PT on the page, however far the picture is
 * scaled down (Chu Seireigi's rank letters were 4.1 pt on its cover). */
static void check_setup_text(const char *id, const struct layout *lo, const struct item *it)
{
    const struct item_setup *s = &it->setup;
    double coords = tile_coords_pt(&s->tile, lo->label_band) * s->scale;
    if (coords < MIN_TEXT_PT - 1e-9)
        fprintf(stderr, "%s: the setup's coordinates print at %.2f pt\n", id, coords);
    CHECK(coords >= MIN_TEXT_PT - 1e-9);
    for (int l = 0; l < s->nlabels; l++)
        CHECK(s->labels[l].pt * s->scale >= MIN_TEXT_PT - 1e-9);
}

static void check_setup_hands(const char *id, const struct item *it)
{
    const struct item_setup *s = &it->setup;
    for (int i = 0; i < s->npieces; i++) {
        const struct setup_piece *p = &s->pieces[i];
        CHECK(p->cx + p->size / 2 <= it->w / s->scale + 0.01);
        for (int j = 0; j < i; j++) {
            const struct setup_piece *q = &s->pieces[j];
            if (fabs(p->cx - q->cx) < (p->size + q->size) / 2 - 0.01 &&
                fabs(p->cy - q->cy) < (p->size + q->size) / 2 - 0.01) {
                fprintf(stderr, "%s: setup pieces %d and %d overlap\n", id, j, i);
                CHECK(0);
            }
        }
        if (!p->dashed)
            continue;
        const struct setup_label *near = NULL, *own = NULL;
        for (int l = 0; l < s->nlabels; l++) {
            const struct setup_label *sl = &s->labels[l];
            if (sl->side == p->face.side)
                own = sl;
            if (fabs(sl->cx - p->cx) <= sl->max_w / 2 &&
                (!near || fabs(sl->cy - p->cy) < fabs(near->cy - p->cy)))
                near = sl;
        }
        if (!own || near != own) {
            fprintf(stderr, "%s: a dashed piece of side %d at (%.1f, %.1f) is nearest %s\n", id,
                    p->face.side, p->cx, p->cy, near ? near->text : "no heading");
            CHECK(0);
            continue;
        }
        /* each side its own columns, side by side (a drop game's hands,
           one each side of the board, keep the shared column's order) */
        int columns = s->nlabels == 2 && fabs(s->labels[0].cx - s->labels[1].cx) > 0.01 &&
                      (s->labels[0].cx > s->tile.cut_x1) == (s->labels[1].cx > s->tile.cut_x1);
        if (columns)
            CHECK(p->cy > own->cy);
        for (int j = 0; j < s->npieces; j++) {
            const struct setup_piece *q = &s->pieces[j];
            if (q->dashed && q->face.side != p->face.side && fabs(q->cx - p->cx) < p->size &&
                (q->cy - own->cy) * (q->cy - p->cy) < 0) {
                fprintf(stderr, "%s: a piece of side %d between side %d's heading and piece\n",
                        id, q->face.side, p->face.side);
                CHECK(0);
            }
        }
    }
    if (s->nlabels == 2 && fabs(s->labels[0].cy - s->labels[1].cy) < s->labels[0].pt * 0.353)
        CHECK(fabs(s->labels[0].cx - s->labels[1].cx) >=
              (s->labels[0].max_w + s->labels[1].max_w) / 2 - 0.01);
}

/* The gallery's diagrams of a page share one cell size (issue 30: Tori
 * Shogi's 3 x 3 Phoenix was drawn in cells 5/3 those of the 5 x 5
 * Pheasant on the same page), except on a page where the largest grid
 * would leave a smaller one under 3/5 of its box (Janggi's 7 x 7 Elephant
 * beside its 3 x 3 General); the Shogi family's and Chess's pages never
 * are such a page. Every cell is at least MIN_CELL_MM. */
static void check_gallery_cells(const char *id, const struct document *book)
{
    int strict = !strcmp(id, "tori-shogi.xml") || !strcmp(id, "shogi.xml") ||
                 !strcmp(id, "chess.xml");
    for (int i = 0; i < book->npages; i++) {
        const struct page *pg = &book->pages[i];
        double small = 0, big = 0;
        int least = 0, most = 0, points = 0;
        for (int j = 0; j < pg->nitems; j++) {
            const struct item_gallery_row *g = &pg->items[j].gallery;
            for (int d = 0; pg->items[j].kind == ITEM_GALLERY_ROW && d < g->ndiagrams; d++) {
                int n = g->diagram[d]->size;
                double cell = g->diagram_size[d] / n;
                CHECK(cell >= MIN_CELL_MM - 1e-9);
                small = small == 0 || cell < small ? cell : small;
                big = cell > big ? cell : big;
                least = least == 0 || n < least ? n : least;
                most = n > most ? n : most;
                points |= g->diagram[d]->points;
            }
        }
        if (most == 0)
            continue;
        if (strict)
            CHECK(least * 5 >= most * 3);
        /* on points a small grid keeps its box under 3/4 (Xiangqi's 3 x 3) */
        int shared = least * 5 >= most * 3 && (!points || least * 4 >= most * 3);
        if (shared && big - small > 1e-9) {
            fprintf(stderr, "%s: booklet page %d: gallery cells %.2f to %.2f mm\n", id, i + 1,
                    small, big);
            CHECK(big - small <= 1e-9);
        }
    }
}

static void check_booklet(const char *path, const char *layout)
{
    const char *id = strrchr(path, '/') + 1;
    struct layout lo;
    struct variant v;
    struct board_plan bp;
    struct document comp, book;
    CHECK_INT(layout_load(layout, &lo, &(struct report){.file = layout}), 0);
    CHECK_INT(piecedef_load(path, &v, &(struct report){.file = path}), 0);
    CHECK_INT(plan_board(&v, &lo, &bp), 0);
    compose_components(&v, &lo, &bp, &comp);
    compose_booklet(&v, &lo, &bp, &comp, &book);
    check_gallery_cells(id, &book);

    /* the cover: the name, the picture of the set, no page number */
    const struct page *cover = &book.pages[0];
    CHECK(page_has(cover, ITEM_TEXT, v.name));
    CHECK(page_has(cover, ITEM_SETUP, NULL));
    /* who can play it and for how long, as on a shop's box (issue 30: the
       rotation game's, the crest game's and Jungi's covers said only
       "2 players") */
    CHECK(v.age && page_has(cover, ITEM_TEXT, "age "));
    CHECK(v.playing_time && page_has(cover, ITEM_TEXT, v.playing_time));
    for (int i = 0; i < cover->nitems; i++)
        CHECK(!page_number(&lo, &cover->items[i]));

    int thumbs = 0, gallery_pages = 0, setup_ok = 0;
    double words_at = -1;
    int *seen = calloc((size_t)v.npieces, sizeof *seen);
    for (int p = 0; p < book.npages; p++) {
        const struct page *pg = &book.pages[p];
        int content = 0, gallery = 0;
        for (int i = 0; i < pg->nitems; i++) {
            const struct item *it = &pg->items[i];
            content += !page_number(&lo, it);
            if (it->kind == ITEM_SETUP) {
                check_setup_hands(id, it);
                check_setup_text(id, &lo, it);
            }
            /* on the paper, inside its 20 mm side margins */
            CHECK(it->x >= 19.9 && it->x + it->w <= lo.paper_w - 19.9);
            CHECK(it->y >= 0 && it->y + it->h <= lo.paper_h - 10);
            thumbs += it->kind == ITEM_THUMB;
            /* the words beside the gallery's pictures begin at one x in
               their column, whatever the pictures (Janggi's one-diagram
               Elephant and Horse began theirs 2 cm left of the others') */
            if (it->kind == ITEM_GALLERY_ROW && !it->gallery.picture_rows) {
                double at = it->gallery.text_x - it->x;
                if (words_at < 0)
                    words_at = at;
                if (fabs(at - words_at) > 1e-6)
                    fprintf(stderr, "%s on %s: page %d: gallery words at %.1f mm, others at %.1f\n",
                            id, layout, p + 1, at, words_at);
                CHECK(fabs(at - words_at) <= 1e-6);
            }
            if (it->kind == ITEM_GALLERY_ROW) {
                gallery = 1;
                seen[it->gallery.piece]++; /* each entry is an item of its own */
            }
        }
        CHECK(content > 0); /* no blank page */
        /* no page ends with a heading: it goes over with what follows */
        const struct item *last = NULL;
        for (int i = 0; i < pg->nitems; i++)
            if (!page_number(&lo, &pg->items[i]) && (!last || pg->items[i].y > last->y))
                last = &pg->items[i];
        if (last && heading(&lo, last))
            fprintf(stderr, "%s on %s: page %d ends with the heading %s\n", id, layout, p + 1,
                    item_markup(last));
        CHECK(!last || !heading(&lo, last));
        /* a bullet sits on the baseline of its item's first line, also
           where a Thai or CJK word makes that line taller (Makruk) */
        for (int i = 0; i + 1 < pg->nitems; i++) {
            const struct item *b = &pg->items[i], *t = &pg->items[i + 1];
            if (b->kind != ITEM_TEXT || !b->text.markup || strcmp(b->text.markup, "•") ||
                t->kind != ITEM_TEXT || !t->text.markup || t->text.clip_h > 0)
                continue;
            double yb = b->y + text_first_baseline(&lo, b->text.markup, b->text.size_pt, 0);
            double yt = t->y + text_first_baseline(&lo, t->text.markup, t->text.size_pt, t->w);
            if (fabs(yb - yt) > 0.05)
                fprintf(stderr, "%s page %d: bullet baseline %.2f mm, its text's %.2f mm\n",
                        id, p + 1, yb, yt);
            CHECK(fabs(yb - yt) <= 0.05);
        }
        gallery_pages += gallery;
        /* the rules' setup diagram (coded) shares its page with its
           captions; or, in a booklet set closer, the captions say that
           the cover shows it, and the cover's picture shows the codes
           with their key under it, where the setup uses codes */
        for (int i = 0; i < pg->nitems; i++)
            if (p > 0 && pg->items[i].kind == ITEM_SETUP && pg->items[i].setup.coded == 1 &&
                !pg->items[i].setup.sample) /* a <sample-setup>'s is another start */
                setup_ok += page_has(pg, ITEM_TEXT, "sits at the bottom");
        if (page_has(pg, ITEM_TEXT, "picture on the cover shows")) {
            CHECK(page_has(pg, ITEM_TEXT, "sits at the bottom"));
            int coded = -1;
            for (int q = 0; q < v.npieces && coded < 0; q++)
                if (v.pieces[q].count > 0 && compose_setup_uses_code(&v, q))
                    coded = q;
            int cover_coded = 0;
            for (int i = 0; i < cover->nitems; i++)
                cover_coded |= cover->items[i].kind == ITEM_SETUP && cover->items[i].setup.coded == 1;
            CHECK(coded >= 0 || !cover_coded);
            CHECK(!cover_coded || page_has(cover, ITEM_TEXT, v.pieces[coded].name));
            CHECK_INT(page_has(pg, ITEM_TEXT, "by its code"), cover_coded);
            setup_ok++;
        }
    }
    CHECK_INT(setup_ok, 1);
    /* the start position is drawn once: after the cover's picture, a
       second only where it adds what the cover's does not, the codes of
       pieces the cover shows by their faces (Shatranj drew the same
       picture on the cover and on page 2) */
    int coded_set = 0, cover_codes = 0, again = 0;
    for (int q = 0; q < v.npieces; q++)
        coded_set |= v.pieces[q].count > 0 && compose_setup_uses_code(&v, q);
    for (int i = 0; i < cover->nitems; i++)
        cover_codes |= cover->items[i].kind == ITEM_SETUP && cover->items[i].setup.coded == 1;
    for (int p = 1; p < book.npages; p++)
        for (int i = 0; i < book.pages[p].nitems; i++)
            again += book.pages[p].items[i].kind == ITEM_SETUP && !book.pages[p].items[i].setup.sample;
    if (again && !(coded_set && !cover_codes))
        fprintf(stderr, "%s on %s: the cover's picture of the start drawn again\n", id, layout);
    CHECK(!again || (coded_set && !cover_codes));
    CHECK_INT(thumbs, comp.npages);
    for (int i = 0; i < v.npieces; i++)
        CHECK_INT(seen[i], v.pieces[i].count > 0 ? 1 : 0);
    check_codes(&v);
    if (!strcmp(id, "chu-seireigi.xml"))
        CHECK(gallery_pages >= 2 && gallery_pages <= 3);
    /* Janggi's palaces are also the opponent's palaces (a zone each side):
       the board key names each palace's lines once */
    if (!strcmp(id, "janggi.xml")) {
        int d1 = 0, d8 = 0;
        for (int p = 0; p < book.npages; p++)
            for (int i = 0; i < book.pages[p].nitems; i++) {
                const struct item *it = &book.pages[p].items[i];
                if (it->kind == ITEM_TEXT && it->text.markup && strstr(it->text.markup, "diagonals")) {
                    d1 += strstr(it->text.markup, "d1 to f3") != NULL;
                    d8 += strstr(it->text.markup, "d8 to f10") != NULL;
                }
            }
        CHECK_INT(d1, 1);
        CHECK_INT(d8, 1);
    }
    /* Xiangqi's board numbers its files and names no rank: its key names
       no square ("palace: d1 to f3" could not be found on it) */
    if (!strcmp(id, "xiangqi.xml")) {
        int squares = 0, marks = 0;
        for (int p = 0; p < book.npages; p++)
            for (int i = 0; i < book.pages[p].nitems; i++) {
                const char *m = item_markup(&book.pages[p].items[i]);
                squares += m && (strstr(m, "d1 to f3") || strstr(m, "on b3"));
                marks += m && strstr(m, "Position marks</b> (14 on the board): where the Cannons") != NULL;
            }
        CHECK_INT(squares, 0);
        CHECK_INT(marks, 1);
    }
    /* the board key's captioned zones on one page: Dobutsu's two far ranks
       were split across pages 2 and 3 (eighth player review) */
    int key_first = -1, key_last = -1, keys = 0;
    for (int z = 0; z < v.board.nzones; z++) {
        if (!v.board.zones[z].label || v.board.zones[z].mark == ZMARK_NONE)
            continue;
        char *want = markup_printf("<b>%s</b>:", v.board.zones[z].label);
        for (int p = 0; p < book.npages; p++)
            for (int i = 0; i < book.pages[p].nitems; i++) {
                const char *m = item_markup(&book.pages[p].items[i]);
                if (book.pages[p].items[i].kind == ITEM_TEXT && m && !strncmp(m, want, strlen(want))) {
                    if (key_first < 0 || p < key_first)
                        key_first = p;
                    if (p > key_last)
                        key_last = p;
                    keys++;
                }
            }
        free(want);
    }
    if (keys >= 2 && keys <= 4 && key_first != key_last)
        fprintf(stderr, "%s: the board key's %d zones on pages %d to %d\n", id, keys,
                key_first + 1, key_last + 1);
    CHECK(keys < 2 || keys > 4 || key_first == key_last);
    free(seen);
    document_free(&book);
    document_free(&comp);
    plan_board_free(&bp);
    variant_free(&v);
    layout_free(&lo);
}

void test_booklet_every_set(void)
{
    glob_t g;
    CHECK_INT(glob("piecedefs/*.xml", 0, NULL, &g), 0);
    CHECK(g.gl_pathc >= 6);
    for (size_t i = 0; i < g.gl_pathc; i++) {
        check_booklet(g.gl_pathv[i], "layouts/a4.xml");
        check_booklet(g.gl_pathv[i], "layouts/letter.xml");
    }
    globfree(&g);
}

/* A piece whose printed back is the piece it promotes to shows that
 * piece's diagram beside its own (Tori shogi's Falcon and the Eagle); a
 * piece with two diagrams of its own, or a plain back, shows only its own. */
void test_booklet_back_diagram(void)
{
    struct variant v;
    const struct piece_diagram *d[2] = {NULL, NULL};
    const char *caps[2] = {NULL, NULL};
    CHECK_INT(piecedef_load("piecedefs/tori-shogi.xml", &v,
                            &(struct report){.file = "piecedefs/tori-shogi.xml"}), 0);
    int falcon = variant_find_piece(&v, "falcon"), eagle = variant_find_piece(&v, "eagle");
    int phoenix = variant_find_piece(&v, "phoenix");
    CHECK(falcon >= 0 && eagle >= 0 && phoenix >= 0);
    if (falcon >= 0 && eagle >= 0 && phoenix >= 0) {
        CHECK_INT(compose_gallery_diagrams(&v, &v.pieces[falcon], d, caps), 2);
        CHECK(d[1] == &v.pieces[eagle].diagrams[0]);
        CHECK(caps[0] == NULL && caps[1] && !strcmp(caps[1], "Eagle"));
        CHECK_INT(compose_gallery_diagrams(&v, &v.pieces[phoenix], d, caps), 1);
    }
    variant_free(&v);
    CHECK_INT(piecedef_load("piecedefs/xiangqi.xml", &v,
                            &(struct report){.file = "piecedefs/xiangqi.xml"}), 0);
    int soldier = variant_find_piece(&v, "soldier");
    CHECK(soldier >= 0);
    if (soldier >= 0) {
        CHECK_INT(compose_gallery_diagrams(&v, &v.pieces[soldier], d, caps), 2);
        CHECK(caps[1] == NULL);
    }
    variant_free(&v);
}

/* A booklet explains each diagram symbol once (issue 30, Shatranj review,
 * session 18: "the symbols are explained twice"): where a set prints the
 * diagram key (<legend/>), its own words do not say the symbols again
 * ("Step (dot): ...", "A hollow dot is a move that may not capture, a
 * cross (×) a capture only."), as seven sets' did. */
void test_booklet_symbols_once(void)
{
    static const char *const again[] = {"(dot)", "(arrow)", "(arrows)", "(star)", "hollow dot ",
                                        "a cross (×)", "a cross only"};
    glob_t g;
    if (test_shipped(&g) != 0)
        return;
    static char text[1 << 20];
    for (size_t k = 0; k < g.gl_pathc; k++) {
        test_read_file(g.gl_pathv[k], text, sizeof text - 1);
        if (!strstr(text, "<legend"))
            continue;
        for (size_t i = 0; i < sizeof again / sizeof *again; i++) {
            if (strstr(text, again[i]))
                fprintf(stderr, "  %s: its words say \"%s\" beside the key\n", g.gl_pathv[k],
                        again[i]);
            CHECK(strstr(text, again[i]) == NULL);
        }
    }
    globfree(&g);
}
