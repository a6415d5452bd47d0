/* booklet_key.c: the booklet's key to the board: each zone and marking the
 * board prints, in words a player can find on the board (whole ranks, a
 * named square range, or where it lies), with its swatch, kept together on
 * a page when the list is short. */
#include "compose-imp.h"

#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/base.h"
#include "text/text.h"

/* One line for the squares' two colours, however many squares are dark. */
static void put_pattern_key(struct booklet_flow *f)
{
    const struct board *b = &f->v->board;
    if (!b->dark)
        return;
    char corner[32], *list = NULL;
    variant_square_name(f->v, 0, 0, corner, sizeof corner);
    int listed = 0, shown = 0;
    for (int y = 0; y < b->ranks; y++)
        for (int x = 0; x < b->files; x++) {
            int in_pattern = b->pattern != PATTERN_NONE &&
                             ((x + y) % 2 == 0) == (b->pattern == PATTERN_CHEQUERED);
            if (!b->dark[y * b->files + x] || in_pattern)
                continue;
            listed++;
            if (shown < 12) {
                char sq[32];
                variant_square_name(f->v, x, y, sq, sizeof sq);
                str_cat(&list, shown ? " " : "");
                str_cat(&list, sq);
                shown++;
            }
        }
    char *m;
    if (b->pattern != PATTERN_NONE)
        m = markup_printf("<b>Dark and light squares</b>: the board is chequered, %s %s%s%s%s.",
                          corner, b->pattern == PATTERN_CHEQUERED ? "dark" : "light",
                          listed ? "; also dark: " : "", list ? list : "",
                          listed > shown ? " ..." : "");
    else
        m = markup_printf("<b>Dark squares</b> (%d): %s%s.", listed, list ? list : "",
                          listed > shown ? " ..." : "");
    compose_flow_item(f, m);
    free(m);
    free(list);
}

/* Does the board print its squares' names: the file names along a top or
 * bottom edge and the rank names along a side? (Xiangqi's board numbers
 * its files from each player's side and names no rank: a key that says
 * "d1 to f3" there names squares a player cannot find.) */
static int names_printed(const struct board *b, int files)
{
    char **names = files ? b->file_names : b->rank_names;
    int n = files ? b->files : b->ranks;
    for (int i = 0; names && i < b->ncoords; i++) {
        const struct coords *c = &b->coords[i];
        int along = c->edge == EDGE_BOTTOM || c->edge == EDGE_TOP;
        if (along != files || c->nlabels != n)
            continue;
        int same = 1;
        for (int k = 0; k < n && same; k++)
            same = c->labels[k] && names[k] && !strcmp(c->labels[k], names[k]);
        if (same)
            return 1;
    }
    return 0;
}

/* Where a zone is, in words, for a board that prints no square names:
 * "the middle 3 files of the 3 ranks nearest Red, " (with the comma that
 * joins it to how it is marked). */
static char *zone_in_words(const struct variant *v, const struct zone *z)
{
    const struct board *b = &v->board;
    int nf = z->x1 - z->x0 + 1, nr = z->y1 - z->y0 + 1;
    char files[64], ranks[96];
    if (nf == b->files)
        snprintf(files, sizeof files, "every file");
    else if (z->x0 == b->files - 1 - z->x1)
        snprintf(files, sizeof files, "the middle %d file%s", nf, nf == 1 ? "" : "s");
    else
        snprintf(files, sizeof files, "%d file%s", nf, nf == 1 ? "" : "s");
    const char *near = z->y0 == 0 ? v->sides[SIDE_FIRST].name
                     : z->y1 == b->ranks - 1 ? v->sides[SIDE_SECOND].name : NULL;
    if (near)
        snprintf(ranks, sizeof ranks, "the %d rank%s nearest %s", nr, nr == 1 ? "" : "s", near);
    else
        snprintf(ranks, sizeof ranks, "%d rank%s", nr, nr == 1 ? "" : "s");
    return str_printf("%s of %s, ", files, ranks);
}

/* A zone of any squares: "a1, b2, c3, " where the board names its
 * squares, else "7 squares, ". */
static char *zone_squares_words(const struct variant *v, const struct zone *z, int named)
{
    char *s = NULL, sq[32];
    int n = 0;
    for (int y = z->y0; y <= z->y1; y++)
        for (int x = z->x0; x <= z->x1; x++)
            if (variant_zone_has(z, x, y)) {
                variant_square_name(v, x, y, sq, sizeof sq);
                str_cat(&s, sq);
                str_cat(&s, ", ");
                n++;
            }
    if (!named) {
        free(s);
        s = str_printf("%d squares, ", n);
    }
    return s;
}

/* Rank names in reading order: "a" before "c", "2" before "10". */
static int rank_before(const char *a, const char *b)
{
    size_t la = strlen(a), lb = strlen(b);
    return la != lb ? la < lb : strcmp(a, b) < 0;
}

/* A zone of whole ranks: "ranks a to c, ", "ranks f and g, ", "rank 8, ". */
static char *whole_ranks_words(const struct board *b, const struct zone *z)
{
    const char *lo = b->rank_names[z->y0], *hi = b->rank_names[z->y1];
    if (rank_before(hi, lo)) {
        const char *t = lo;
        lo = hi;
        hi = t;
    }
    return z->y0 == z->y1 ? str_printf("rank %s, ", lo)
         : z->y1 - z->y0 == 1 ? str_printf("ranks %s and %s, ", lo, hi)
                               : str_printf("ranks %s to %s, ", lo, hi);
}

/* A rectangular zone across the whole board, named by its ranks. */
static int whole_ranks(const struct board *b, const struct zone *z)
{
    return z->rect && z->x0 == 0 && z->x1 == b->files - 1;
}

/* Whether a caption names a zone's whole ranks ("Sente promotes in
 * ranks a to c"), either way round: then the key does not say them
 * again after it. */
static int said_in(const char *label, const struct board *b, const struct zone *z)
{
    const char *n0 = b->rank_names[z->y0], *n1 = b->rank_names[z->y1];
    int one = z->y0 == z->y1;
    for (int i = 0; i < (one ? 1 : 4); i++) {
        const char *a = i % 2 ? n1 : n0, *c = i % 2 ? n0 : n1;
        char say[96];
        if (one)
            snprintf(say, sizeof say, "rank %s", a);
        else if (i < 2)
            snprintf(say, sizeof say, "ranks %s to %s", a, c);
        else
            snprintf(say, sizeof say, "ranks %s and %s", a, c);
        const char *at = strstr(label, say);
        if (at && !isalnum((unsigned char)at[strlen(say)])) /* "rank 1" is not "rank 10" */
            return 1;
    }
    return 0;
}

#define KEY_TOGETHER_MM 40.0 /* a short list of zones, not split over a page */
#define KEY_MARK_SQUARES_MOST 8 /* a mark on more squares is counted, not listed */

void compose_board_key(struct booklet_flow *f)
{
    const struct board *b = &f->v->board;
    char sq0[32], sq1[32];
    int named = names_printed(b, 1) && names_printed(b, 0);
    char **keys = NULL; /* each zone's line, to be kept together */
    int nkeys = 0, capkeys = 0;
    put_pattern_key(f);
    for (int i = 0; i < b->nzones; i++) {
        const struct zone *z = &b->zones[i];
        /* where drops go is a rule: said even where the board shows nothing */
        int drops = f->v->drops && !strcmp(z->id, "drop-region");
        if ((z->mark == ZMARK_NONE && !drops) || z->x0 < 0)
            continue;
        /* a zone on the same squares with the same mark as one listed
           before prints the same lines: say them once (Janggi's palace
           is also the opponent's palace, where a soldier gains moves) */
        int again = 0;
        for (int j = 0; j < i && !again && !drops; j++) {
            const struct zone *o = &b->zones[j];
            again = o->mark == z->mark && o->x0 == z->x0 && o->x1 == z->x1 &&
                    o->y0 == z->y0 && o->y1 == z->y1 && o->rect == z->rect &&
                    (z->rect || !memcmp(o->cells, z->cells, (size_t)b->files * (size_t)b->ranks));
        }
        if (again)
            continue;
        /* the dots sit where the zone's inner line crosses the board's
           lines, on the lines the board is drawn with */
        int lines[2];
        int full = compose_zone_dot_lines(b->files, z, lines);
        const char *how[] = {"", "", "shaded", "outlined", "marked by crossed diagonals"};
        /* one clause a player reads once: which line, found how ("two
           dots ... mark its edge" was "hard to parse", issue 30, Grand;
           "the line through the two dots 3 files in from each side" read
           as a file, issue 30, the shogi reviews: the dots are plain to
           see, so the words say only that the line runs across) */
        const char *dots = "edged by the line across the board that carries the two dots";
        const char *dots_alone = "its edge is the line across the board that carries the two dots";
        how[ZMARK_DOTS] = full ? dots : "marked by dots at its inner corners";
        variant_square_name(f->v, z->x0, z->y0, sq0, sizeof sq0);
        variant_square_name(f->v, z->x1, z->y1, sq1, sizeof sq1);
        const char *whose = z->side == SIDE_BOTH ? "both sides" : f->v->sides[z->side].name;
        int whole = whole_ranks(b, z);
        char *where = !z->rect ? zone_squares_words(f->v, z, named)
                    : named && whole ? whole_ranks_words(b, z)
                    : named && z->x0 == z->x1 && z->y0 == z->y1 ? str_printf("%s, ", sq0)
                    : named ? str_printf("%s to %s, ", sq0, sq1) : zone_in_words(f->v, z);
        if (z->label && where[0] && whole && said_in(z->label, b, z)) { /* the caption names them */
            where[0] = 0;
            how[ZMARK_DOTS] = full ? dots_alone : how[ZMARK_DOTS];
            how[ZMARK_TINT] = "shaded on the board";
            how[ZMARK_OUTLINE] = "a heavy line on the board outlines them";
        }
        /* crossed diagonals over the whole board are its long diagonals,
           not its ranks (Sittuyin's, on which the promotion squares lie) */
        if (z->mark == ZMARK_DIAGONALS && z->rect && z->x0 == 0 && z->y0 == 0 &&
            z->x1 == b->files - 1 && z->y1 == b->ranks - 1) {
            where[0] = 0;
            how[ZMARK_DIAGONALS] = "drawn from corner to corner of the board";
        }
        int blocked = !strcmp(z->id, "blocked"); /* a rule of the board: said here */
        size_t wl = strlen(where);
        if (!how[z->mark][0] && wl >= 2) /* unmarked: "a1 to h5." */
            where[wl - 2] = 0;
        char *m = z->label /* a caption names its side itself */
                      ? markup_printf("<b>%s</b>: %s%s.", z->label, where, how[z->mark])
                  : blocked ? markup_printf("<b>Blocked squares</b>: %s%s.", where, how[z->mark])
                  : drops && whose && z->side != SIDE_BOTH
                      ? markup_printf("<b>Where %s drops</b>: %s%s.", whose, where, how[z->mark])
                  : drops ? markup_printf("<b>Where pieces are dropped</b>: %s%s.", where, how[z->mark])
                      : markup_printf("<b>%s</b> of %s: %s%s.", z->id, whose ? whose : "", where,
                                      how[z->mark]);
        if (blocked)
            str_cat(&m, " No piece may stand on them or pass them along a line; a piece that "
                        "leaps may jump over them, and one that hops may hop over them as over a piece.");
        if (drops && z->side != SIDE_BOTH && whose) {
            char *only = markup_printf(" A piece from %s's hand may be dropped only there.", whose);
            str_cat(&m, only);
            free(only);
        } else if (drops)
            str_cat(&m, " A piece from hand may be dropped only there.");
        free(where);
        keys = xgrow(keys, &nkeys, &capkeys, sizeof *keys);
        keys[nkeys - 1] = m;
    }
    /* the zones' lines together where they are short: Dobutsu's two far
       ranks were split across a page (eighth player review) */
    double together = 0;
    for (int i = 0; i < nkeys; i++)
        together += text_height(f->lo, keys[i], f->lo->font_size, f->width - 5) + 1.2;
    if (nkeys > 1 && together <= KEY_TOGETHER_MM)
        compose_flow_need(f, together);
    for (int i = 0; i < nkeys; i++) {
        compose_flow_item(f, keys[i]);
        free(keys[i]);
    }
    free(keys);
    /* the river is a line of the list, before the marks' rows: between
       the bullets a mark's row broke the list (issue 30, Xiangqi review) */
    if (b->river)
        compose_flow_item(f, "<b>The river</b> divides the board between the two sides.");
    /* marks: one line per symbol, side and caption, beside the symbol as
       the board prints it, after the list */
    static const char *sym[][2] = {{"Position mark", "Position marks"}, {"Dot", "Dots"},
                                   {"Crown", "Crowns"}, {"Diamond", "Diamonds"},
                                   {"Cross", "Crosses"}, {"Star", "Stars"}};
    for (int i = 0; i < b->nmarks; i++) {
        const struct mark *m = &b->marks[i];
        int first = 1, n = 0;
        char *list = NULL; /* every square of the mark, never cut */
        for (int j = 0; j < b->nmarks; j++) {
            const struct mark *o = &b->marks[j];
            if (o->symbol != m->symbol || o->side != m->side ||
                (!o->label) != (!m->label) || (o->label && strcmp(o->label, m->label)))
                continue;
            if (j < i)
                first = 0;
            char sq[32];
            variant_square_name(f->v, o->x, o->y, sq, sizeof sq);
            str_cat(&list, list ? " " : "");
            str_cat(&list, sq);
            n++;
        }
        if (!first) {
            free(list);
            continue;
        }
        int sided = m->side == SIDE_FIRST || m->side == SIDE_SECOND;
        const char *sn = sided && f->v->sides[m->side].name ? f->v->sides[m->side].name : "";
        /* a long list of squares is a dump, not a sentence (issue 30: the
           rotation game's twenty start squares): the board shows them */
        int listed = named && n <= KEY_MARK_SQUARES_MOST;
        char *mk = listed ? markup_printf("<b>%s</b>%s%s on %s%s%s.", sym[m->symbol][n > 1],
                                         sided ? " of " : "", sn, list ? list : "",
                                         m->label ? ": " : "", m->label ? m->label : "")
                   : m->label ? markup_printf("<b>%s</b>%s%s (%d on the board): %s.",
                                              sym[m->symbol][n > 1], sided ? " of " : "", sn, n,
                                              m->label)
                              : markup_printf("<b>%s</b>%s%s: %d, as the board shows %s.",
                                              sym[m->symbol][n > 1], sided ? " of " : "", sn, n,
                                              n > 1 ? "them" : "it");
        free(list);
        double h = fmax(8, text_height(f->lo, mk, f->lo->font_size, f->width - 11));
        compose_flow_need(f, h);
        struct item *it = page_add_item(f->pg, ITEM_BOARD_KEY, MARGIN_X, f->y, f->width, h);
        it->key.markup = mk;
        it->key.size_pt = f->lo->font_size;
        it->key.symbol = m->symbol;
        it->key.side = m->side;
        f->y += h + 1.2;
    }
}

