/* piecedef_board.c: the <board> of a definition: names of files and ranks,
 * squares read by name, coordinates, zones, marks and the river. */
#include "load-imp.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/base.h"

static int name_index(char **names, int n, const char *s, size_t len)
{
    for (int i = 0; i < n; i++)
        if (strlen(names[i]) == len && strncmp(names[i], s, len) == 0)
            return i;
    return -1;
}

/* Reads a square name: a file name followed by a rank name. Every split of
 * the word is tried, so "12l" and "e10" both work; an ambiguous name is an
 * error rather than a guess. */
int load_square(struct loader *L, int line, const char *s, int *x, int *y)
{
    const struct board *b = &L->v->board;
    size_t len = strlen(s);
    int found = 0;
    for (size_t k = 1; k < len; k++) {
        int fx = name_index(b->file_names, b->files, s, k);
        int ry = name_index(b->rank_names, b->ranks, s + k, len - k);
        if (fx >= 0 && ry >= 0) {
            *x = fx;
            *y = ry;
            found++;
        }
    }
    if (found == 1)
        return 0;
    report_error(L->r, line, found ? "%s%ssquare '%s' is ambiguous" : "%s%sno square '%s' on this board",
                 L->what ? L->what : "", L->what ? ": " : "", s);
    return -1;
}

/* "i-l" or "b": a range of rank names, in either order. */
int load_rank_range(struct loader *L, int line, const char *attr, const char *s,
                            int *y0, int *y1)
{
    const struct board *b = &L->v->board;
    const char *dash = strchr(s, '-');
    size_t la = dash ? (size_t)(dash - s) : strlen(s);
    int a = name_index(b->rank_names, b->ranks, s, la);
    int c = dash ? name_index(b->rank_names, b->ranks, dash + 1, strlen(dash + 1)) : a;
    if (a < 0 || c < 0) {
        const char *bad = a < 0 ? s : dash + 1;
        int badlen = a < 0 ? (int)la : (int)strlen(dash + 1);
        report_error(L->r, line, "%s%s%s=\"%s\": no rank '%.*s' on this board (ranks %s to %s)",
                     L->what ? L->what : "", L->what ? ": " : "", attr, s, badlen, bad,
                     b->rank_names[0], b->rank_names[b->ranks - 1]);
        return -1;
    }
    *y0 = a < c ? a : c;
    *y1 = a < c ? c : a;
    return 0;
}

static char **names_or_default(xmlNodePtr n, const char *attr, int want,
                               int first_letter, struct loader *L)
{
    char *s = xml_attr(n, attr);
    char **w;
    int count;
    if (s) {
        w = str_split_words(s, &count);
        free(s);
        if (count == want)
            return w;
        report_error(L->r, xml_line(n), "%s lists %d names for %d %s", attr, count, want,
                     first_letter ? "files" : "ranks");
        str_free_words(w, count);
    }
    w = xcalloc((size_t)want + 1, sizeof *w);
    for (int i = 0; i < want; i++) {
        char buf[16];
        if (first_letter && want <= 26)
            snprintf(buf, sizeof buf, "%c", 'a' + i);
        else
            snprintf(buf, sizeof buf, "%d", i + 1);
        w[i] = xstrdup(buf);
    }
    return w;
}

static void load_coords(struct loader *L, xmlNodePtr n)
{
    struct board *b = &L->v->board;
    int cap = b->ncoords;
    b->coords = xgrow(b->coords, &b->ncoords, &cap, sizeof *b->coords);
    struct coords *c = &b->coords[b->ncoords - 1];
    c->line = xml_line(n);
    char *edge = xml_attr(n, "edge");
    c->edge = !strcmp(edge, "top") ? EDGE_TOP : !strcmp(edge, "left") ? EDGE_LEFT
            : !strcmp(edge, "right") ? EDGE_RIGHT : EDGE_BOTTOM;
    free(edge);
    int along_files = c->edge == EDGE_TOP || c->edge == EDGE_BOTTOM;
    int want = along_files ? b->files : b->ranks;
    char **names = along_files ? b->file_names : b->rank_names;
    char *s = xml_attr(n, "labels");
    if (s) {
        c->labels = str_split_words(s, &c->nlabels);
        if (c->nlabels != want)
            report_error(L->r, c->line, "labels lists %d labels for %d %s", c->nlabels,
                         want, along_files ? "files" : "ranks");
        free(s);
    } else {
        c->labels = xcalloc((size_t)want + 1, sizeof *c->labels);
        c->nlabels = want;
        for (int i = 0; i < want; i++)
            c->labels[i] = xstrdup(names[i]);
    }
    c->upside_down = xml_attr_yes(n, "upside-down");
}

static enum zone_mark zone_mark_of(xmlNodePtr n)
{
    char *m = xml_attr(n, "mark");
    enum zone_mark z = ZMARK_NONE;
    if (m) {
        z = !strcmp(m, "dots") ? ZMARK_DOTS : !strcmp(m, "tint") ? ZMARK_TINT
          : !strcmp(m, "outline") ? ZMARK_OUTLINE : !strcmp(m, "diagonals") ? ZMARK_DIAGONALS
          : ZMARK_NONE;
        free(m);
    }
    return z;
}

/* squares="a1 b2 h8": any set of squares; a set that fills its bounding
 * rectangle is kept as that rectangle (rect), as ranks= or from= to= give. */
static void load_zone_squares(struct loader *L, struct zone *z, const char *squares)
{
    const struct board *b = &L->v->board;
    char what[96];
    snprintf(what, sizeof what, "zone '%s'", z->id ? z->id : "");
    L->what = what;
    int count, n = 0, bad = 0;
    char **w = str_split_words(squares, &count);
    unsigned char *cells = xcalloc((size_t)b->files * (size_t)b->ranks, 1);
    for (int i = 0; i < count; i++) {
        int x, y;
        if (load_square(L, z->line, w[i], &x, &y) != 0) {
            bad = 1;
            continue;
        }
        if (cells[y * b->files + x]) {
            report_error(L->r, z->line, "zone '%s': square %s is listed twice", z->id, w[i]);
            bad = 1;
        }
        cells[y * b->files + x] = 1;
        n++;
        if (n == 1 || x < z->x0) z->x0 = x;
        if (n == 1 || x > z->x1) z->x1 = x;
        if (n == 1 || y < z->y0) z->y0 = y;
        if (n == 1 || y > z->y1) z->y1 = y;
    }
    L->what = NULL;
    str_free_words(w, count);
    if (bad || n == 0) {
        z->x0 = z->y0 = z->x1 = z->y1 = -1;
        free(cells);
    } else if (n == (z->x1 - z->x0 + 1) * (z->y1 - z->y0 + 1)) {
        free(cells); /* the whole rectangle */
    } else {
        z->cells = cells;
    }
}

static void load_zone(struct loader *L, xmlNodePtr n)
{
    struct board *b = &L->v->board;
    int cap = b->nzones;
    b->zones = xgrow(b->zones, &b->nzones, &cap, sizeof *b->zones);
    struct zone *z = &b->zones[b->nzones - 1];
    z->line = xml_line(n);
    z->id = xml_attr(n, "id");
    z->side = xml_attr_side(n, "side");
    z->mark = zone_mark_of(n);
    z->label = xml_attr(n, "label");
    z->name = xml_attr(n, "name");
    char *ranks = xml_attr(n, "ranks");
    char *from = xml_attr(n, "from"), *to = xml_attr(n, "to"), *squares = xml_attr(n, "squares");
    z->x0 = z->y0 = z->x1 = z->y1 = -1;
    z->files = b->files;
    if (ranks) {
        char what[96];
        snprintf(what, sizeof what, "zone '%s'", z->id ? z->id : "");
        L->what = what;
        if (load_rank_range(L, z->line, "ranks", ranks, &z->y0, &z->y1) == 0) {
            z->x0 = 0;
            z->x1 = b->files - 1;
        }
        L->what = NULL;
    } else if (from && to) {
        int ax, ay, bx, by;
        char what[96];
        snprintf(what, sizeof what, "zone '%s'", z->id ? z->id : "");
        L->what = what;
        if (load_square(L, z->line, from, &ax, &ay) == 0 &&
            load_square(L, z->line, to, &bx, &by) == 0) {
            z->x0 = ax < bx ? ax : bx;
            z->x1 = ax < bx ? bx : ax;
            z->y0 = ay < by ? ay : by;
            z->y1 = ay < by ? by : ay;
        }
        L->what = NULL;
    } else if (squares) {
        load_zone_squares(L, z, squares);
    } else {
        report_error(L->r, z->line, "zone '%s' needs ranks=\"...\", from=\"...\" to=\"...\" or "
                     "squares=\"...\"", z->id);
    }
    z->rect = z->x0 >= 0 && !z->cells;
    free(squares);
    free(ranks);
    free(from);
    free(to);
}

static enum mark_symbol mark_symbol_of(const char *s)
{
    static const struct { const char *name; enum mark_symbol sym; } table[] = {
        {"corners", MSYM_CORNERS}, {"dot", MSYM_DOT}, {"crown", MSYM_CROWN},
        {"diamond", MSYM_DIAMOND}, {"cross", MSYM_CROSS}, {"star", MSYM_STAR},
    };
    for (size_t i = 0; i < sizeof table / sizeof table[0]; i++)
        if (s && !strcmp(s, table[i].name))
            return table[i].sym;
    return MSYM_DOT;
}

static void load_marks(struct loader *L, xmlNodePtr n)
{
    struct board *b = &L->v->board;
    char *at = xml_attr(n, "at"), *sym = xml_attr(n, "symbol");
    int count, cap = b->nmarks;
    char **w = str_split_words(at, &count);
    /* one copy of the label, shared by this element's squares (model.c
       frees it once) */
    char *label = xml_attr(n, "label");
    int used = 0;
    for (int i = 0; i < count; i++) {
        int x, y;
        if (load_square(L, xml_line(n), w[i], &x, &y) != 0)
            continue;
        b->marks = xgrow(b->marks, &b->nmarks, &cap, sizeof *b->marks);
        struct mark *m = &b->marks[b->nmarks - 1];
        m->line = xml_line(n);
        m->symbol = mark_symbol_of(sym);
        m->side = xml_attr_side(n, "side");
        m->x = x;
        m->y = y;
        m->label = label;
        used = 1;
    }
    if (!used)
        free(label);
    str_free_words(w, count);
    free(at);
    free(sym);
}

/* A name given twice among the files (or ranks) would make `a1` mean the
 * first of them silently. */
static void check_unique_names(struct loader *L, int line, const char *attr, char **names, int n)
{
    for (int i = 0; i < n; i++)
        for (int j = 0; j < i; j++)
            if (!strcmp(names[i], names[j])) {
                report_error(L->r, line, "%s names '%s' twice (positions %d and %d)", attr,
                             names[i], j + 1, i + 1);
                return;
            }
}

struct square_name {
    char *text;
    int file, rank;
};

static int compare_square_names(const void *a, const void *b)
{
    return strcmp(((const struct square_name *)a)->text, ((const struct square_name *)b)->text);
}

/* Every square is named file then rank ("a1"): two squares must never get
 * the same name ("a" "a1" with "11" "1": "a11"). */
static void check_square_names(struct loader *L, int line)
{
    const struct board *b = &L->v->board;
    int n = b->files * b->ranks;
    struct square_name *sq = xcalloc((size_t)n, sizeof *sq);
    for (int x = 0; x < b->files; x++)
        for (int y = 0; y < b->ranks; y++) {
            struct square_name *q = &sq[x * b->ranks + y];
            size_t len = strlen(b->file_names[x]) + strlen(b->rank_names[y]) + 1;
            q->text = xmalloc(len);
            snprintf(q->text, len, "%s%s", b->file_names[x], b->rank_names[y]);
            q->file = x;
            q->rank = y;
        }
    qsort(sq, (size_t)n, sizeof *sq, compare_square_names);
    for (int i = 1; i < n; i++)
        if (!strcmp(sq[i].text, sq[i - 1].text)) {
            report_error(L->r, line, "square name '%s' is both file '%s' rank '%s' and file '%s' "
                         "rank '%s'", sq[i].text, b->file_names[sq[i - 1].file],
                         b->rank_names[sq[i - 1].rank], b->file_names[sq[i].file],
                         b->rank_names[sq[i].rank]);
            break;
        }
    for (int i = 0; i < n; i++)
        free(sq[i].text);
    free(sq);
}

/* pattern="chequered|chequered-light" and dark="squares": which squares
 * are dark. A pattern needs squares to colour: a points board has none. */
static void load_pattern(struct loader *L, xmlNodePtr n)
{
    struct board *b = &L->v->board;
    b->pattern = xml_attr_is(n, "pattern", "chequered") ? PATTERN_CHEQUERED
               : xml_attr_is(n, "pattern", "chequered-light") ? PATTERN_CHEQUERED_LIGHT
               : PATTERN_NONE;
    char *dark = xml_attr(n, "dark");
    if (b->pattern == PATTERN_NONE && !dark)
        return;
    if (b->cells == CELLS_POINTS) {
        report_error(L->r, b->line, "pattern=\"...\" and dark=\"...\" colour squares, and a "
                     "board of points has none");
        free(dark);
        return;
    }
    b->dark = xcalloc((size_t)b->files * (size_t)b->ranks, 1);
    for (int y = 0; y < b->ranks; y++)
        for (int x = 0; x < b->files; x++)
            if (b->pattern != PATTERN_NONE)
                b->dark[y * b->files + x] = ((x + y) % 2 == 0) == (b->pattern == PATTERN_CHEQUERED);
    int count;
    char **w = str_split_words(dark, &count);
    L->what = "dark squares";
    for (int i = 0; i < count; i++) {
        int x, y;
        if (load_square(L, b->line, w[i], &x, &y) == 0) {
            b->dark[y * b->files + x] = 1;
            b->ndark_listed++;
        }
    }
    L->what = NULL;
    str_free_words(w, count);
    free(dark);
}

void load_board(struct loader *L, xmlNodePtr n)
{
    struct board *b = &L->v->board;
    b->line = xml_line(n);
    xml_attr_int(n, "files", 1, MAX_BOARD, &b->files, L->r);
    xml_attr_int(n, "ranks", 1, MAX_BOARD, &b->ranks, L->r);
    if (b->files < 1 || b->ranks < 1) {
        b->files = b->ranks = 1; /* keeps later stages safe after the error */
    }
    b->cells = xml_attr_is(n, "cells", "points") ? CELLS_POINTS : CELLS_SQUARES;
    b->file_names = names_or_default(n, "file-names", b->files, 1, L);
    b->rank_names = names_or_default(n, "rank-names", b->ranks, 0, L);
    int before = L->r->errors;
    check_unique_names(L, b->line, "file-names", b->file_names, b->files);
    check_unique_names(L, b->line, "rank-names", b->rank_names, b->ranks);
    if (L->r->errors == before)
        check_square_names(L, b->line);
    load_pattern(L, n);
    for (xmlNodePtr c = n->children; c; c = c->next) {
        if (xml_is(c, "coords"))
            load_coords(L, c);
        else if (xml_is(c, "zone"))
            load_zone(L, c);
        else if (xml_is(c, "mark"))
            load_marks(L, c);
        else if (xml_is(c, "river")) {
            free(b->river ? b->river->text : NULL);
            free(b->river);
            b->river = xcalloc(1, sizeof *b->river);
            b->river->line = xml_line(c);
            b->river->text = xml_attr(c, "text");
            char *after = xml_attr(c, "after-rank");
            int y0, y1;
            b->river->after_rank = -1;
            if (after && load_rank_range(L, b->river->line, "after-rank", after, &y0, &y1) == 0)
                b->river->after_rank = y0;
            if (b->river->after_rank < 0 || b->river->after_rank >= b->ranks - 1) {
                if (after)
                    report_error(L->r, b->river->line, "the river must lie between two ranks");
                b->river->after_rank = -1;
            }
            free(after);
        }
    }
}
