/* piecedef_end.c: <end>, how the game is won, lost or drawn, read into
 * variant.end (model.h). Piece ids are resolved here (with a suggestion
 * for a misspelt one); zones and what a rule needs of the game (a royal
 * piece for checkmate) are checked by the validator. Without <end>, a game
 * with a royal piece ends by checkmate, as it always has. */
#include <stdlib.h>
#include <string.h>

#include "base/base.h"

#include "load-imp.h"

static const struct {
    const char *element;
    enum end_kind kind;
    enum end_result result; /* when result="..." is absent */
    int count;              /* when count="..." is absent */
} end_kinds[] = {
    {"checkmate", END_CHECKMATE, RESULT_LOSS, 0},   {"stalemate", END_STALEMATE, RESULT_DRAW, 0},
    {"bare-king", END_BARE_KING, RESULT_LOSS, 0},   {"extinction", END_EXTINCTION, RESULT_LOSS, 0},
    {"reach", END_REACH, RESULT_WIN, 1},            {"checks", END_CHECKS, RESULT_WIN, 3},
    {"repetition", END_REPETITION, RESULT_DRAW, 3}, {"move-limit", END_MOVE_LIMIT, RESULT_DRAW, 50},
    {"counting", END_COUNTING, RESULT_DRAW, 0},     {"connect", END_CONNECT, RESULT_WIN, 4},
    {"castled", END_CASTLED, RESULT_WIN, 0},
};

static int result_of(xmlNodePtr n, const char *attr, int absent)
{
    if (xml_attr_is(n, attr, "win"))
        return RESULT_WIN;
    if (xml_attr_is(n, attr, "loss"))
        return RESULT_LOSS;
    if (xml_attr_is(n, attr, "draw"))
        return RESULT_DRAW;
    return absent;
}

/* pieces="a b" (or resets="a b") as indices; "*" sets all_pieces. */
static void read_pieces(struct loader *L, xmlNodePtr n, const char *attr, struct end_rule *e)
{
    char *list = xml_attr(n, attr);
    if (!list)
        return;
    int count;
    char **w = str_split_words(list, &count);
    for (int i = 0; i < count; i++) {
        if (!strcmp(w[i], "*")) {
            e->all_pieces = 1;
            continue;
        }
        int k = variant_find_piece(L->v, w[i]);
        if (k < 0) {
            char dym[96];
            report_error(L->r, e->line, "<%s %s=\"...\">: no piece '%s'%s", (const char *)n->name,
                         attr, w[i], variant_suggest_piece(L->v, w[i], dym, sizeof dym));
            continue;
        }
        int dup = 0;
        for (int j = 0; j < e->npieces; j++)
            dup |= e->pieces[j] == k;
        if (dup) {
            report_error(L->r, e->line, "<%s %s=\"...\">: '%s' is named twice", (const char *)n->name,
                         attr, w[i]);
            continue;
        }
        e->pieces = xrealloc(e->pieces, (size_t)e->npieces + 1, sizeof *e->pieces);
        e->pieces[e->npieces++] = k;
    }
    str_free_words(w, count);
    free(list);
}

static int lines_of(xmlNodePtr n)
{
    char *s = xml_attr(n, "lines");
    if (!s)
        return LINE_RANKS | LINE_FILES | LINE_DIAGONALS;
    int count, bits = 0;
    char **w = str_split_words(s, &count);
    for (int i = 0; i < count; i++)
        bits |= !strcmp(w[i], "ranks") ? LINE_RANKS : !strcmp(w[i], "files") ? LINE_FILES
                                                                              : LINE_DIAGONALS;
    str_free_words(w, count);
    free(s);
    return bits;
}

static void load_end_rule(struct loader *L, xmlNodePtr n, int *cap)
{
    size_t k = 0;
    while (k < sizeof end_kinds / sizeof end_kinds[0] && !xml_is(n, end_kinds[k].element))
        k++;
    if (k == sizeof end_kinds / sizeof end_kinds[0])
        return;
    struct game_end *g = &L->v->end;
    g->rules = xgrow(g->rules, &g->nrules, cap, sizeof *g->rules);
    struct end_rule *e = &g->rules[g->nrules - 1];
    e->line = xml_line(n);
    e->kind = end_kinds[k].kind;
    e->result = (enum end_result)result_of(n, "result", (int)end_kinds[k].result);
    e->count = end_kinds[k].count;
    xml_attr_int(n, "count", 0, 1000, &e->count, L->r);
    if (e->kind == END_EXTINCTION)
        xml_attr_int(n, "opponent-has", 0, 1000, &e->opponent_has, L->r);
    e->perpetual_check = result_of(n, "perpetual-check", -1);
    e->reply_draws = xml_attr_is(n, "reply", "draw");
    e->safe = e->kind == END_REACH && xml_attr_is(n, "safe", "yes");
    e->zone = xml_attr(n, "zone");
    e->lines = e->kind == END_CONNECT ? lines_of(n) : 0;
    e->counting = xml_attr_is(n, "rule", "cambodian") ? COUNTING_CAMBODIAN
                : xml_attr_is(n, "rule", "asean")     ? COUNTING_ASEAN : COUNTING_MAKRUK;
    if (e->kind == END_CASTLED) { /* the schema allows only these values */
        e->queenside = xml_attr_is(n, "way", "queenside");
        e->sides = xml_attr_is(n, "side", "first") ? 1 : xml_attr_is(n, "side", "second") ? 2 : 3;
    }
    read_pieces(L, n, e->kind == END_MOVE_LIMIT ? "resets" : "pieces", e);
}

void load_end(struct loader *L, xmlNodePtr n)
{
    struct game_end *g = &L->v->end;
    g->given = 1;
    g->line = xml_line(n);
    int cap = 0;
    for (xmlNodePtr c = n->children; c; c = c->next)
        if (c->type == XML_ELEMENT_NODE)
            load_end_rule(L, c, &cap);
}

void load_end_default(struct loader *L)
{
    struct game_end *g = &L->v->end;
    if (g->given)
        return;
    for (int i = 0; i < L->v->npieces; i++)
        if (L->v->pieces[i].royal) {
            g->rules = xcalloc(1, sizeof *g->rules);
            g->nrules = 1;
            g->rules[0].kind = END_CHECKMATE;
            g->rules[0].result = RESULT_LOSS;
            g->rules[0].perpetual_check = -1;
            return;
        }
}
