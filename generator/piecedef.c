/* piecedef.c: reads a piece definition into the model (see piecedefs/README.md
 * for the format). The schema has already fixed the structure, so this file
 * only converts values, resolves names (squares, zones, pieces) and reports
 * what the schema cannot see, each with its source line. */
#include "piecedef.h"

#include <stdlib.h>
#include <string.h>

#include "util.h"
#include "xmlload.h"

extern const char schema_piecedef[];
extern const size_t schema_piecedef_len;

#define MAX_BOARD 40
#define MAX_PIECE_TYPES 200
#define MAX_SETUP 1000

struct loader {
    struct variant *v;
    struct report *r;
    const char *what; /* what a square name belongs to, for messages ("zone 'palace'"), or NULL */
    int setup_full, hand_full; /* the setup limit was reported (once is enough) */
};

static int side_of(xmlNodePtr n, const char *attr)
{
    char *s = xml_attr(n, attr);
    int side = SIDE_BOTH;
    if (s && strcmp(s, "first") == 0)
        side = SIDE_FIRST;
    else if (s && strcmp(s, "second") == 0)
        side = SIDE_SECOND;
    free(s);
    return side;
}

static int yes(xmlNodePtr n, const char *attr)
{
    return xml_attr_is(n, attr, "yes");
}

/* The text of an element with runs of white space folded to one space. */
static char *text_of(xmlNodePtr n)
{
    xmlChar *raw = xmlNodeGetContent(n);
    char **w;
    int count;
    w = split_words(raw ? (const char *)raw : "", &count);
    xmlFree(raw);
    size_t len = 1;
    for (int i = 0; i < count; i++)
        len += strlen(w[i]) + 1;
    char *out = xmalloc(len), *p = out;
    for (int i = 0; i < count; i++) {
        if (i)
            *p++ = ' ';
        size_t l = strlen(w[i]);
        memcpy(p, w[i], l);
        p += l;
    }
    *p = '\0';
    free_words(w, count);
    return out;
}

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
static int parse_square(struct loader *L, int line, const char *s, int *x, int *y)
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
static int parse_rank_range(struct loader *L, int line, const char *attr, const char *s,
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
        w = split_words(s, &count);
        free(s);
        if (count == want)
            return w;
        report_error(L->r, xml_line(n), "%s lists %d names for %d %s", attr, count, want,
                     first_letter ? "files" : "ranks");
        free_words(w, count);
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
    b->coords = grow(b->coords, &b->ncoords, &cap, sizeof *b->coords);
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
        c->labels = split_words(s, &c->nlabels);
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
    c->upside_down = yes(n, "upside-down");
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

static void load_zone(struct loader *L, xmlNodePtr n)
{
    struct board *b = &L->v->board;
    int cap = b->nzones;
    b->zones = grow(b->zones, &b->nzones, &cap, sizeof *b->zones);
    struct zone *z = &b->zones[b->nzones - 1];
    z->line = xml_line(n);
    z->id = xml_attr(n, "id");
    z->side = side_of(n, "side");
    z->mark = zone_mark_of(n);
    z->label = xml_attr(n, "label");
    char *ranks = xml_attr(n, "ranks");
    char *from = xml_attr(n, "from"), *to = xml_attr(n, "to");
    z->x0 = z->y0 = z->x1 = z->y1 = -1;
    if (ranks) {
        char what[96];
        snprintf(what, sizeof what, "zone '%s'", z->id ? z->id : "");
        L->what = what;
        if (parse_rank_range(L, z->line, "ranks", ranks, &z->y0, &z->y1) == 0) {
            z->x0 = 0;
            z->x1 = b->files - 1;
        }
        L->what = NULL;
    } else if (from && to) {
        int ax, ay, bx, by;
        char what[96];
        snprintf(what, sizeof what, "zone '%s'", z->id ? z->id : "");
        L->what = what;
        if (parse_square(L, z->line, from, &ax, &ay) == 0 &&
            parse_square(L, z->line, to, &bx, &by) == 0) {
            z->x0 = ax < bx ? ax : bx;
            z->x1 = ax < bx ? bx : ax;
            z->y0 = ay < by ? ay : by;
            z->y1 = ay < by ? by : ay;
        }
        L->what = NULL;
    } else {
        report_error(L->r, z->line, "zone '%s' needs ranks=\"...\" or from=\"...\" to=\"...\"", z->id);
    }
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
    char **w = split_words(at, &count);
    /* one copy of the label, shared by this element's squares (model.c
       frees it once) */
    char *label = xml_attr(n, "label");
    int used = 0;
    for (int i = 0; i < count; i++) {
        int x, y;
        if (parse_square(L, xml_line(n), w[i], &x, &y) != 0)
            continue;
        b->marks = grow(b->marks, &b->nmarks, &cap, sizeof *b->marks);
        struct mark *m = &b->marks[b->nmarks - 1];
        m->line = xml_line(n);
        m->symbol = mark_symbol_of(sym);
        m->side = side_of(n, "side");
        m->x = x;
        m->y = y;
        m->label = label;
        used = 1;
    }
    if (!used)
        free(label);
    free_words(w, count);
    free(at);
    free(sym);
}

static void load_board(struct loader *L, xmlNodePtr n)
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
            if (after && parse_rank_range(L, b->river->line, "after-rank", after, &y0, &y1) == 0)
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

/* back="..." on <components> or <piece>; -1 when absent. */
static int back_of(xmlNodePtr n)
{
    static const struct { const char *name; enum piece_back back; } table[] = {
        {"none", BACK_NONE}, {"promoted", BACK_PROMOTED}, {"hidden", BACK_HIDDEN},
        {"other-side", BACK_OTHER_SIDE}, {"plain", BACK_PLAIN},
    };
    for (size_t i = 0; i < sizeof table / sizeof table[0]; i++)
        if (xml_attr_is(n, "back", table[i].name))
            return (int)table[i].back;
    return -1;
}

static enum emblem emblem_of(xmlNodePtr n, const char *attr)
{
    static const struct { const char *name; enum emblem e; } table[] = {
        {"blank", EMBLEM_BLANK}, {"shield", EMBLEM_SHIELD}, {"crest", EMBLEM_CREST},
        {"crown", EMBLEM_CROWN}, {"star", EMBLEM_STAR},
    };
    for (size_t i = 0; i < sizeof table / sizeof table[0]; i++)
        if (xml_attr_is(n, attr, table[i].name))
            return table[i].e;
    return EMBLEM_BLANK;
}

/* A length in mm: a number from lo to hi. */
static void mm_attr(struct loader *L, xmlNodePtr n, const char *attr, double lo, double hi,
                    double *out)
{
    char *s = xml_attr(n, attr);
    if (!s)
        return;
    char *end;
    double d = strtod(s, &end);
    if (end == s || *end || d < lo || d > hi)
        report_error(L->r, xml_line(n), "%s=\"%s\": a length in mm from %g to %g", attr, s, lo, hi);
    else
        *out = d;
    free(s);
}

static void load_chip(struct loader *L, xmlNodePtr n)
{
    struct components *c = &L->v->components;
    int cap = c->nchips;
    c->chips = grow(c->chips, &c->nchips, &cap, sizeof *c->chips);
    struct chip *ch = &c->chips[c->nchips - 1];
    ch->line = xml_line(n);
    ch->id = xml_attr(n, "id");
    ch->count = 1;
    xml_attr_int(n, "count", 1, MAX_SETUP, &ch->count, L->r);
    ch->per_side = !xml_attr_is(n, "per", "game");
    ch->front = emblem_of(n, "front");
    ch->back = emblem_of(n, "back");
    ch->label_front = xml_attr(n, "label-front");
    ch->label_back = xml_attr(n, "label-back");
    mm_attr(L, n, "size", 10, 80, &ch->size);
    for (int i = 0; i < c->nchips - 1; i++)
        if (c->chips[i].id && ch->id && !strcmp(c->chips[i].id, ch->id))
            report_error(L->r, ch->line, "chip '%s' is defined twice", ch->id);
}

static void load_screen(struct loader *L, xmlNodePtr n)
{
    struct components *c = &L->v->components;
    if (c->screen) {
        report_error(L->r, xml_line(n), "a second <screen>");
        return;
    }
    struct screen *s = xcalloc(1, sizeof *s);
    c->screen = s;
    s->line = xml_line(n);
    s->height = 60;
    if (!xml_attr_is(n, "width", "board"))
        mm_attr(L, n, "width", 20, 1000, &s->width);
    mm_attr(L, n, "height", 20, 150, &s->height);
    s->depth = s->height / 2;
    mm_attr(L, n, "depth", 5, 150, &s->depth);
    if (s->depth >= 2 * s->height)
        report_error(L->r, s->line, "screen: depth must be less than twice the height");
    /* printed in one piece from top to bottom: flap, base, two walls */
    if (10 + s->depth + 2 * s->height > 250)
        report_error(L->r, s->line, "screen: 2 x height + depth must be at most 240 mm to fit a page");
    s->text = xml_attr(n, "text");
}

static void load_components(struct loader *L, xmlNodePtr n)
{
    struct components *c = &L->v->components;
    c->line = xml_line(n);
    c->form = xml_attr_is(n, "form", "fold") ? FORM_FOLD
            : xml_attr_is(n, "form", "tile") ? FORM_TILE : FORM_DISC;
    c->face = xml_attr_is(n, "face", "diagram") ? FACE_DIAGRAM : FACE_GLYPH;
    int back = back_of(n);
    c->back = back < 0 ? BACK_NONE : (enum piece_back)back;
    for (xmlNodePtr k = n->children; k; k = k->next) {
        if (xml_is(k, "chip"))
            load_chip(L, k);
        else if (xml_is(k, "screen"))
            load_screen(L, k);
    }
}

static void load_diagram(struct loader *L, struct piece *p, xmlNodePtr n)
{
    int cap = p->ndiagrams;
    p->diagrams = grow(p->diagrams, &p->ndiagrams, &cap, sizeof *p->diagrams);
    struct piece_diagram *d = &p->diagrams[p->ndiagrams - 1];
    d->line = xml_line(n);
    xmlChar *raw = xmlNodeGetContent(n);
    d->text = xstrdup(raw ? (const char *)raw : "");
    xmlFree(raw);
    d->in_zone = xml_attr(n, "in");
    d->caption = xml_attr(n, "caption");
    struct diagram_error err;
    memset(&err, 0, sizeof err);
    if (diagram_parse(d->text, &d->grid, &err) != 0) {
        /* err.line counts lines of the text, which starts on the tag's line */
        if (err.column >= 0)
            report_error(L->r, d->line + err.line, "piece '%s': diagram column %d: %s",
                         p->id, err.column + 1, err.message);
        else
            report_error(L->r, d->line + err.line, "piece '%s': diagram: %s", p->id, err.message);
        memset(&d->grid, 0, sizeof d->grid);
    }
}

static void load_piece(struct loader *L, xmlNodePtr n)
{
    struct variant *v = L->v;
    if (v->npieces >= MAX_PIECE_TYPES) {
        report_error(L->r, xml_line(n), "more than %d piece types", MAX_PIECE_TYPES);
        return;
    }
    int cap = v->npieces;
    v->pieces = grow(v->pieces, &v->npieces, &cap, sizeof *v->pieces);
    struct piece *p = &v->pieces[v->npieces - 1];
    p->line = xml_line(n);
    p->id = xml_attr(n, "id");
    p->name = xml_attr(n, "name");
    p->short_name = xml_attr(n, "short");
    p->count = 1;
    p->value = -1;
    xml_attr_int(n, "count", 0, MAX_SETUP, &p->count, L->r);
    xml_attr_int(n, "value", 0, 1000, &p->value, L->r);
    xml_attr_int(n, "forced-promotion-ranks", 0, MAX_BOARD, &p->forced_promotion_ranks, L->r);
    xml_attr_int(n, "no-drop-ranks", 0, MAX_BOARD, &p->no_drop_ranks, L->r);
    p->royal = yes(n, "royal");
    p->rotates = yes(n, "rotates");
    p->back = back_of(n);
    p->promotes = xml_attr(n, "promotes");
    p->confine = xml_attr(n, "confine");
    if (p->name && p->name[0] == '\0')
        report_error(L->r, p->line, "piece '%s' has an empty name", p->id);
    for (xmlNodePtr c = n->children; c; c = c->next) {
        if (xml_is(c, "glyph")) {
            int side = side_of(c, "side");
            char *t = text_of(c);
            for (int s = 0; s < MAX_SIDES; s++)
                if (side == SIDE_BOTH || side == s) {
                    free(p->glyph[s]);
                    p->glyph[s] = xstrdup(t);
                }
            free(t);
        } else if (xml_is(c, "moves")) {
            int mcap = p->nmoves;
            p->moves = grow(p->moves, &p->nmoves, &mcap, sizeof *p->moves);
            struct moves *m = &p->moves[p->nmoves - 1];
            m->line = xml_line(c);
            m->betza = xml_attr(c, "betza");
            m->in_zone = xml_attr(c, "in");
            m->option = xml_attr(c, "option");
            m->option_index = -1; /* resolved with the options, see resolve_options */
        } else if (xml_is(c, "diagram")) {
            load_diagram(L, p, c);
        }
    }
}

static void add_placement(struct loader *L, int line, int piece, int side, int x, int y)
{
    struct variant *v = L->v;
    if (v->nsetup >= MAX_SETUP) {
        if (!L->setup_full++)
            report_error(L->r, line, "more than %d pieces in the setup", MAX_SETUP);
        return;
    }
    int cap = v->nsetup;
    v->setup = grow(v->setup, &v->nsetup, &cap, sizeof *v->setup);
    struct placement *pl = &v->setup[v->nsetup - 1];
    pl->line = line;
    pl->piece = piece;
    pl->side = side;
    pl->x = x;
    pl->y = y;
}

/* A piece that starts the game in its side's hand (<place in="hand">). */
static void add_hand_placement(struct loader *L, int line, int piece, int side)
{
    struct variant *v = L->v;
    if (v->nstart_hand >= MAX_SETUP) {
        if (!L->hand_full++)
            report_error(L->r, line, "more than %d pieces in hand in the setup", MAX_SETUP);
        return;
    }
    int cap = v->nstart_hand;
    v->start_hand = grow(v->start_hand, &v->nstart_hand, &cap, sizeof *v->start_hand);
    struct placement *pl = &v->start_hand[v->nstart_hand - 1];
    pl->line = line;
    pl->piece = piece;
    pl->side = side;
    pl->x = pl->y = -1;
}

/* The second side's setup as the first side's turned 180 degrees. Placement
 * happens after every <setup> is read, so order in the file does not matter. */
static void rotate_setup(struct loader *L, int from, int to, int line)
{
    struct variant *v = L->v;
    int n = v->nsetup;
    for (int i = 0; i < n; i++) {
        struct placement p = v->setup[i];
        if (p.side == from)
            add_placement(L, line, p.piece, to, v->board.files - 1 - p.x, v->board.ranks - 1 - p.y);
    }
    int nh = v->nstart_hand; /* the pieces in hand go along */
    for (int i = 0; i < nh; i++) {
        struct placement p = v->start_hand[i];
        if (p.side == from)
            add_hand_placement(L, line, p.piece, to);
    }
}

static void load_setup(struct loader *L, xmlNodePtr n, xmlNodePtr *rotated)
{
    int side = side_of(n, "side");
    if (xml_attr_is(n, "rotate", "first") || xml_attr_is(n, "rotate", "second")) {
        *rotated = n;
        return;
    }
    for (xmlNodePtr c = n->children; c; c = c->next) {
        if (!xml_is(c, "place"))
            continue;
        char *id = xml_attr(c, "piece"), *at = xml_attr(c, "at");
        int piece = variant_find_piece(L->v, id);
        if (piece < 0)
            report_error(L->r, xml_line(c), "setup names unknown piece '%s'", id);
        if (xml_attr_is(c, "in", "hand")) {
            int held = 1;
            xml_attr_int(c, "count", 1, MAX_SETUP, &held, L->r);
            for (int i = 0; i < held && piece >= 0; i++)
                add_hand_placement(L, xml_line(c), piece, side);
        }
        int count;
        char **w = split_words(at, &count);
        char what[96];
        snprintf(what, sizeof what, "setup: piece '%s'", id ? id : "");
        L->what = what;
        for (int i = 0; i < count; i++) {
            int x, y;
            if (parse_square(L, xml_line(c), w[i], &x, &y) == 0 && piece >= 0)
                add_placement(L, xml_line(c), piece, side, x, y);
        }
        L->what = NULL;
        free_words(w, count);
        free(id);
        free(at);
    }
}

/* <piece-figure piece="ids" side=".." rotations="1-4" stack="yes|no"
 * caption=".."/>: pieces drawn turned (each in its first `rotations`
 * orientations) or stacked one on another. */
static void load_figure(struct loader *L, xmlNodePtr c, struct block *blk)
{
    blk->kind = BLOCK_FIGURE;
    char *ids = xml_attr(c, "piece");
    int count;
    char **w = split_words(ids, &count);
    blk->fig_pieces = xcalloc((size_t)count + 1, sizeof *blk->fig_pieces);
    for (int i = 0; i < count; i++) {
        int p = variant_find_piece(L->v, w[i]);
        if (p < 0)
            report_error(L->r, xml_line(c), "piece-figure names unknown piece '%s'", w[i]);
        else
            blk->fig_pieces[blk->nfig_pieces++] = p;
    }
    free_words(w, count);
    free(ids);
    blk->fig_side = side_of(c, "side") == SIDE_SECOND ? SIDE_SECOND : SIDE_FIRST;
    blk->fig_turns = 1;
    xml_attr_int(c, "rotations", 1, 4, &blk->fig_turns, L->r);
    blk->fig_stack = yes(c, "stack");
    blk->fig_caption = xml_attr(c, "caption");
}

/* Converts the inline content of <p> or <item> to Pango markup. */
static void append_markup(xmlNodePtr n, char **buf, size_t *len, size_t *cap)
{
    for (xmlNodePtr c = n->children; c; c = c->next) {
        const char *open = NULL, *close = NULL;
        if (c->type == XML_TEXT_NODE) {
            for (const char *s = (const char *)c->content; s && *s; s++) {
                const char *rep = NULL;
                char one[2] = {*s, 0};
                if (*s == '&') rep = "&amp;";
                else if (*s == '<') rep = "&lt;";
                else if (*s == '>') rep = "&gt;";
                else if (*s == '\n' || *s == '\t' || *s == '\r') rep = " ";
                else rep = one;
                size_t l = strlen(rep);
                /* fold runs of spaces, as XML indentation is not content */
                if (rep[0] == ' ' && *len > 0 && (*buf)[*len - 1] == ' ')
                    continue;
                while (*len + l + 1 > *cap) {
                    *cap = *cap ? *cap * 2 : 256;
                    *buf = xrealloc(*buf, *cap, 1);
                }
                memcpy(*buf + *len, rep, l);
                *len += l;
                (*buf)[*len] = '\0';
            }
            continue;
        }
        if (xml_is(c, "b")) { open = "<b>"; close = "</b>"; }
        else if (xml_is(c, "i")) { open = "<i>"; close = "</i>"; }
        else continue;
        size_t need = strlen(open) + 1;
        while (*len + need > *cap) { *cap = *cap ? *cap * 2 : 256; *buf = xrealloc(*buf, *cap, 1); }
        memcpy(*buf + *len, open, strlen(open) + 1);
        *len += strlen(open);
        append_markup(c, buf, len, cap);
        need = strlen(close) + 1;
        while (*len + need > *cap) { *cap = *cap ? *cap * 2 : 256; *buf = xrealloc(*buf, *cap, 1); }
        memcpy(*buf + *len, close, strlen(close) + 1);
        *len += strlen(close);
    }
}

static char *markup_of(xmlNodePtr n)
{
    char *buf = NULL;
    size_t len = 0, cap = 0;
    append_markup(n, &buf, &len, &cap);
    if (!buf)
        return xstrdup("");
    /* trim the space left by indentation at both ends */
    char *start = buf;
    while (*start == ' ')
        start++;
    size_t l = strlen(start);
    while (l > 0 && start[l - 1] == ' ')
        l--;
    char *out = xstrndup(start, l);
    free(buf);
    return out;
}

static void load_rules(struct loader *L, xmlNodePtr n)
{
    static const struct { const char *name; enum block_kind kind; } generated[] = {
        {"setup-diagram", BLOCK_SETUP}, {"piece-gallery", BLOCK_GALLERY},
        {"legend", BLOCK_LEGEND}, {"board-key", BLOCK_ZONES},
        {"printing-guide", BLOCK_PRINTING},
    };
    struct variant *v = L->v;
    for (xmlNodePtr s = n->children; s; s = s->next) {
        if (!xml_is(s, "section"))
            continue;
        int cap = v->nrules;
        v->rules = grow(v->rules, &v->nrules, &cap, sizeof *v->rules);
        struct section *sec = &v->rules[v->nrules - 1];
        sec->line = xml_line(s);
        sec->title = xml_attr(s, "title");
        int bcap = 0;
        for (xmlNodePtr c = s->children; c; c = c->next) {
            if (c->type != XML_ELEMENT_NODE)
                continue;
            struct block blk = {.line = xml_line(c), .kind = BLOCK_PARA, .markup = NULL};
            if (xml_is(c, "p") || xml_is(c, "item")) {
                blk.kind = xml_is(c, "p") ? BLOCK_PARA : BLOCK_ITEM;
                blk.markup = markup_of(c);
            } else if (xml_is(c, "piece-figure")) {
                load_figure(L, c, &blk);
            } else {
                int known = 0;
                for (size_t i = 0; i < sizeof generated / sizeof generated[0]; i++)
                    if (xml_is(c, generated[i].name)) {
                        blk.kind = generated[i].kind;
                        known = 1;
                    }
                if (!known)
                    continue;
            }
            sec->blocks = grow(sec->blocks, &sec->nblocks, &bcap, sizeof *sec->blocks);
            sec->blocks[sec->nblocks - 1] = blk;
        }
    }
}

static void load_side(struct loader *L, xmlNodePtr n)
{
    int s = side_of(n, "id");
    if (s == SIDE_BOTH)
        return;
    struct side *side = &L->v->sides[s];
    free(side->name);
    free(side->colour);
    side->name = xml_attr(n, "name");
    side->colour = xml_attr(n, "colour");
    side->filled = xml_attr_is(n, "print", "filled");
}

/* <option id="..." name="..." path-leaps="lame|leap">explanation</option> */
static void load_option(struct loader *L, xmlNodePtr n)
{
    struct variant *v = L->v;
    if (v->noptions >= MAX_OPTIONS) {
        report_error(L->r, xml_line(n), "more than %d options", MAX_OPTIONS);
        return;
    }
    int cap = v->noptions;
    v->options = grow(v->options, &v->noptions, &cap, sizeof *v->options);
    struct option *o = &v->options[v->noptions - 1];
    o->line = xml_line(n);
    o->id = xml_attr(n, "id");
    o->name = xml_attr(n, "name");
    o->text = text_of(n);
    o->lame_paths = xml_attr_is(n, "path-leaps", "lame");
    for (int i = 0; i + 1 < v->noptions; i++)
        if (o->id && v->options[i].id && !strcmp(o->id, v->options[i].id))
            report_error(L->r, o->line, "option '%s' is defined twice", o->id);
}

/* Every <moves option="..."> names a declared option. */
static void resolve_options(struct loader *L)
{
    struct variant *v = L->v;
    for (int i = 0; i < v->npieces; i++)
        for (int j = 0; j < v->pieces[i].nmoves; j++) {
            struct moves *m = &v->pieces[i].moves[j];
            m->option_index = -1;
            if (!m->option)
                continue;
            for (int k = 0; k < v->noptions; k++)
                if (v->options[k].id && !strcmp(v->options[k].id, m->option))
                    m->option_index = k;
            if (m->option_index < 0)
                report_error(L->r, m->line, "piece '%s': no <option id=\"%s\">",
                             v->pieces[i].id, m->option);
        }
}

static void resolve_promotions(struct loader *L)
{
    struct variant *v = L->v;
    for (int i = 0; i < v->npieces; i++) {
        struct piece *p = &v->pieces[i];
        if (!p->promotes)
            continue;
        int t = variant_find_piece(v, p->promotes);
        if (t < 0)
            report_error(L->r, p->line, "piece '%s': promotes to unknown piece '%s'", p->id, p->promotes);
        else
            p->promotes_to = &v->pieces[t];
    }
}

static void load_variant(struct loader *L, xmlNodePtr root)
{
    struct variant *v = L->v;
    v->line = xml_line(root);
    v->id = xml_attr(root, "id");
    v->name = xml_attr(root, "name");
    v->subtitle = xml_attr(root, "subtitle");
    v->drops = yes(root, "drops");
    v->first_to_move = xml_attr_is(root, "first", "second") ? SIDE_SECOND : SIDE_FIRST;
    xmlNodePtr rotated = NULL;
    int ncap = 0, hcap = 0;
    for (xmlNodePtr c = root->children; c; c = c->next) {
        if (xml_is(c, "note")) {
            v->notes = grow(v->notes, &v->nnotes, &ncap, sizeof *v->notes);
            v->notes[v->nnotes - 1] = text_of(c);
        } else if (xml_is(c, "option"))
            load_option(L, c);
        else if (xml_is(c, "side"))
            load_side(L, c);
        else if (xml_is(c, "board"))
            load_board(L, c);
        else if (xml_is(c, "components"))
            load_components(L, c);
        else if (xml_is(c, "piece"))
            load_piece(L, c);
        else if (xml_is(c, "setup"))
            load_setup(L, c, &rotated);
        else if (xml_is(c, "hand")) {
            v->hands = grow(v->hands, &v->nhands, &hcap, sizeof *v->hands);
            struct hand *h = &v->hands[v->nhands - 1];
            h->line = xml_line(c);
            h->side = side_of(c, "side");
            h->slots = 20;
            xml_attr_int(c, "slots", 1, 200, &h->slots, L->r);
        } else if (xml_is(c, "rules"))
            load_rules(L, c);
    }
    if (rotated) {
        int to = side_of(rotated, "side");
        int from = xml_attr_is(rotated, "rotate", "first") ? SIDE_FIRST : SIDE_SECOND;
        if (to == from || to == SIDE_BOTH)
            report_error(L->r, xml_line(rotated), "a setup can only be rotated from the other side");
        else
            rotate_setup(L, from, to, xml_line(rotated));
    }
    resolve_promotions(L);
    resolve_options(L);
}

static int id_ok(const char *s)
{
    size_t n = strlen(s);
    return n >= 1 && n <= 40 && strspn(s, "abcdefghijklmnopqrstuvwxyz0123456789-") == n;
}

static int number_ok(const char *s, int lo, int hi)
{
    size_t n = strlen(s);
    if (n == 0 || n > 9 || strspn(s, "0123456789") != n)
        return 0;
    long v = strtol(s, NULL, 10);
    return v >= lo && v <= hi;
}

static int printed_ok(const char *s)
{
    if (strpbrk(s, "\n\r"))
        return 0;
    for (; *s; s++)
        if (*s != ' ' && *s != '\t')
            return 1;
    return 0;
}

static int colour_ok(const char *s)
{
    return strlen(s) == 7 && s[0] == '#' && strspn(s + 1, "0123456789abcdefABCDEF") == 6;
}

/* libxml2's RelaxNG messages name the element but not the attribute ("Element
 * piece failed to validate attributes"); after a schema failure this names
 * the common culprits: a malformed id or colour, a missing required attribute. */
static void explain_schema(xmlNodePtr n, struct report *r)
{
    static const char *const id_attrs[] = {"id", "piece", "promotes", "confine", "in"};
    static const struct { const char *element, *attr; } required[] = {
        {"variant", "id"}, {"variant", "name"}, {"side", "id"}, {"side", "name"},
        {"side", "colour"}, {"side", "print"}, {"board", "files"}, {"board", "ranks"},
        {"board", "cells"}, {"piece", "id"}, {"piece", "name"}, {"piece", "count"},
        {"moves", "betza"}, {"place", "piece"}, {"zone", "id"},
    };
    /* whole-number attributes and their ranges, as piecedef.rng has them */
    static const struct { const char *element, *attr; int lo, hi; } whole[] = {
        {"board", "files", 1, MAX_BOARD}, {"board", "ranks", 1, MAX_BOARD},
        {"piece", "count", 0, MAX_SETUP}, {"piece", "value", 0, 1000},
        {"piece", "forced-promotion-ranks", 0, MAX_BOARD}, {"piece", "no-drop-ranks", 0, MAX_BOARD},
        {"chip", "count", 1, MAX_SETUP}, {"place", "count", 1, MAX_SETUP},
        {"hand", "slots", 1, 200}, {"piece-figure", "rotations", 1, 4},
    };
    /* printed texts: at least one visible character, no line break */
    static const char *const printed[] = {"name", "short", "subtitle", "caption", "title",
                                          "label", "label-front", "label-back"};
    for (; n; n = n->next) {
        if (n->type != XML_ELEMENT_NODE)
            continue;
        const char *el = (const char *)n->name;
        for (size_t i = 0; i < sizeof id_attrs / sizeof id_attrs[0]; i++) {
            char *val = xml_attr(n, id_attrs[i]);
            if (val && !id_ok(val))
                report_error(r, xml_line(n), "<%s %s=\"%s\">: ids are 1 to 40 lower-case letters, digits and '-'",
                             el, id_attrs[i], val);
            free(val);
        }
        for (size_t i = 0; i < sizeof whole / sizeof whole[0]; i++) {
            if (strcmp(el, whole[i].element) != 0)
                continue;
            char *val = xml_attr(n, whole[i].attr);
            if (val && !number_ok(val, whole[i].lo, whole[i].hi))
                report_error(r, xml_line(n), "<%s %s=\"%.40s\">: a whole number from %d to %d",
                             el, whole[i].attr, val, whole[i].lo, whole[i].hi);
            free(val);
        }
        for (size_t i = 0; i < sizeof printed / sizeof printed[0]; i++) {
            char *val = xml_attr(n, printed[i]);
            if (val && !printed_ok(val))
                report_error(r, xml_line(n), "<%s %s=\"%.40s\">: a printed text needs a visible "
                             "character and no line break", el, printed[i], val);
            free(val);
        }
        char *colour = xml_attr(n, "colour");
        if (colour && !colour_ok(colour))
            report_error(r, xml_line(n), "<%s colour=\"%s\">: a colour is written #rrggbb", el, colour);
        free(colour);
        for (size_t i = 0; i < sizeof required / sizeof required[0]; i++) {
            if (strcmp(el, required[i].element) != 0)
                continue;
            char *val = xml_attr(n, required[i].attr);
            if (!val)
                report_error(r, xml_line(n), "<%s> needs the attribute %s=\"...\"", el, required[i].attr);
            free(val);
        }
        if (!strcmp(el, "setup") && xmlHasProp(n, (const xmlChar *)"rotate") &&
            !(xml_attr_is(n, "side", "second") && xml_attr_is(n, "rotate", "first")))
            report_error(r, xml_line(n), "<setup rotate=\"...\">: only <setup side=\"second\" rotate=\"first\"/> "
                         "turns a setup (the first side's, 180 degrees)");
        explain_schema(n->children, r);
    }
}

/* The common part of piecedef_load and piecedef_load_memory. */
static int load_document(xmlDocPtr doc, struct variant *v, struct report *r)
{
    if (!doc)
        return 2;
    if (xml_validate(doc, schema_piecedef, schema_piecedef_len, "piecedef.rng", r) != 0) {
        explain_schema(xmlDocGetRootElement(doc), r);
        xmlFreeDoc(doc);
        return 2;
    }
    struct loader L = {v, r, NULL, 0, 0};
    load_variant(&L, xmlDocGetRootElement(doc));
    xmlFreeDoc(doc);
    return 0;
}

int piecedef_load(const char *path, struct variant *v, struct report *r)
{
    memset(v, 0, sizeof *v);
    v->file = xstrdup(path);
    return load_document(xml_load(path, r), v, r);
}

int piecedef_load_memory(const char *buf, size_t len, const char *name, struct variant *v,
                         struct report *r)
{
    memset(v, 0, sizeof *v);
    v->file = xstrdup(name);
    return load_document(xml_load_memory(buf, len, r), v, r);
}
