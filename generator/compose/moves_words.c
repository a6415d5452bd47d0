/* moves_words.c: a piece's moves in the players' words, and the memo that
 * says them once per composing. The quick-reference cards ask again and
 * again (whether two pieces move alike is asked for each pair, in each
 * try of the board's and the cards' sizes): Minishogi's 2,000 askings for
 * about 20 distinct answers were 32M of its 275M instructions (issue 32).
 * The memo lives from compose_words_memo_begin to _end, around one
 * compose_set, while its variant cannot change; asked outside one, the
 * words are worked out each time. */
#include "compose-imp.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/base.h"
#include "rules/rules.h"

const char *compose_castling_partner(const struct variant *v)
{
    const char *name = NULL;
    for (int i = 0; i < v->npieces; i++)
        if (v->pieces[i].castling_partner && v->pieces[i].count > 0) {
            if (name && strcmp(name, v->pieces[i].name))
                return NULL;
            name = v->pieces[i].name;
        }
    return name;
}

const char *compose_royal_name(const struct variant *v)
{
    const char *name = NULL;
    for (int i = 0; i < v->npieces; i++)
        if (v->pieces[i].royal && v->pieces[i].count > 0) {
            if (name && strcmp(name, v->pieces[i].name))
                return "piece that castles";
            name = v->pieces[i].name;
        }
    return name ? name : "piece that castles";
}

/* Does a piece of v leap as a knight and to no other square two away
 * (Jungi's Horseman), so that its words say the leap out, "two squares
 * straight and one to the side"? Then every list of leaps says it so
 * too: a booklet names a move one way (issue 30, Jungi review: its
 * Emperor jumped "a knight's move"). */
static int knight_alone(const struct variant *v)
{
    for (int i = 0; i < v->npieces; i++) {
        struct moveset ms;
        moveset_init(&ms);
        rules_piece_moves_opt(&v->pieces[i], NULL, 0, &ms, NULL);
        int knights = 0, other = 0;
        for (size_t k = 0; k < ms.n; k++) {
            const struct move *m = &ms.v[k];
            int x = abs(m->dx), y = abs(m->dy);
            if ((x > 1 || y > 1) && x + y == 3 && x && y)
                knights++;
            else if (x > 1 || y > 1)
                other++;
        }
        moveset_free(&ms);
        if (knights == 8 && !other)
            return 1;
    }
    return 0;
}

void compose_moveset_words(const struct variant *v, const struct piece *p,
                           const struct moveset *ms, char *out, size_t len)
{
    /* the variant's words, not the validator's (issue 30, player reviews):
       a game whose en passant is any passing piece's (Jungi) calls it what
       its rules call it, as a chess player reads "en passant" as the pawns'
       rule only; a King castles "with a Rook"; a board of points has
       points */
    char with[128];
    const char *partner = compose_castling_partner(v);
    if (partner)
        snprintf(with, sizeof with, "a %s", partner);
    /* when en passant may be taken, said where it is (issue 30, Chess
       review: the Pawn's card named it without its condition) */
    char when[200];
    snprintf(when, sizeof when, "right after an enemy %s moves two %ss to stand beside it, it "
             "may take that %s as if it had moved one", p->name,
             v->board.cells == CELLS_POINTS ? "point" : "square", p->name);
    struct move_words w = {
        .square = v->board.cells == CELLS_POINTS ? "point" : NULL,
        .en_passant = v->en_passant == EP_ANY_PASS ? "makes transit captures" : NULL,
        .en_passant_when = v->en_passant == EP_DOUBLE_STEP ? when : NULL,
        .partner = partner ? with : NULL,
        .knight = knight_alone(v) ? NULL : "a knight's move",
    };
    moveset_in_words(ms, &w, out, len);
}

static void moves_in_words(const struct variant *v, const struct piece *p, const char *zone,
                           unsigned options, char *out, size_t len)
{
    if (p->immobile) {
        snprintf(out, len, "Never moves once placed.");
        return;
    }
    struct moveset ms;
    moveset_init(&ms);
    /* a palace's lines go no further than they run (issue 30: the Janggi
       Chariot "slides any distance" there read as more than two points) */
    int reach = 0;
    for (int d = 0; zone && d < p->ndiagrams; d++)
        if (p->diagrams[d].in_zone && !strcmp(p->diagrams[d].in_zone, zone))
            reach = p->diagrams[d].grid.zone_lines;
    if (reach > 0)
        rules_palace_moves(p, zone, options, reach, PALACE_ANY, &ms);
    else
        rules_piece_moves_opt(p, zone, options, &ms, NULL);
    compose_moveset_words(v, p, &ms, out, len);
    moveset_free(&ms);
}

/* One answer: its question (the piece, zone, options and room) and words. */
struct words_entry {
    const struct piece *p;
    char *zone;
    unsigned options;
    size_t len;
    char *words;
};

/* One measured height: its question (a layout, a piece, a width and two
 * small numbers) and its answer. */
struct height_entry {
    const struct layout *lo;
    const struct piece *p;
    double w;
    int a, b;
    double h;
};

/* What is kept of one piece: the piece a royal one moves as (0 not yet
 * asked, else 1 + its index, or -1 for none), and its card row's least
 * height by the diagrams asked for (known[d]). */
#define ROW_MEMO_DIAGRAMS 3
struct piece_memo {
    int like;
    char known[ROW_MEMO_DIAGRAMS];
    double need[ROW_MEMO_DIAGRAMS];
};

static struct {
    const struct variant *v; /* the variant being composed; NULL: no memo */
    struct words_entry *e;
    int n, cap;
    struct height_entry *he;
    int hn, hcap;
    struct piece_memo *per; /* by piece index, once one is kept */
} memo;

void compose_words_memo_begin(const struct variant *v)
{
    compose_words_memo_end();
    memo.v = v;
}

void compose_words_memo_end(void)
{
    for (int i = 0; i < memo.n; i++) {
        free(memo.e[i].zone);
        free(memo.e[i].words);
    }
    free(memo.e);
    free(memo.he);
    free(memo.per);
    memset(&memo, 0, sizeof memo);
}

/* Only the variant's own pieces, as compose_moves_words. */
static int height_memo_for(const struct variant *v, const struct piece *p)
{
    return v == memo.v && p >= v->pieces && p < v->pieces + v->npieces;
}

int compose_height_memo_get(const struct layout *lo, const struct variant *v, const struct piece *p,
                            double w, int a, int b, double *h)
{
    for (int i = 0; height_memo_for(v, p) && i < memo.hn; i++) {
        const struct height_entry *e = &memo.he[i];
        if (e->lo == lo && e->p == p && e->w == w && e->a == a && e->b == b) {
            *h = e->h;
            return 1;
        }
    }
    return 0;
}

void compose_height_memo_put(const struct layout *lo, const struct variant *v,
                             const struct piece *p, double w, int a, int b, double h)
{
    if (!height_memo_for(v, p))
        return;
    if (memo.hn == memo.hcap) {
        memo.hcap = memo.hcap ? 2 * memo.hcap : 64;
        memo.he = xrealloc(memo.he, (size_t)memo.hcap, sizeof *memo.he);
    }
    memo.he[memo.hn++] = (struct height_entry){lo, p, w, a, b, h};
}

/* The kept of piece p of v, made on the first ask; NULL outside a memo. */
static struct piece_memo *piece_memo(const struct variant *v, const struct piece *p)
{
    if (!height_memo_for(v, p))
        return NULL;
    if (!memo.per)
        memo.per = xcalloc((size_t)v->npieces, sizeof *memo.per);
    return &memo.per[p - v->pieces];
}

int compose_lookalike_memo_get(const struct variant *v, const struct piece *p,
                               const struct piece **like)
{
    const struct piece_memo *m = piece_memo(v, p);
    if (!m || m->like == 0)
        return 0;
    *like = m->like > 0 ? &v->pieces[m->like - 1] : NULL;
    return 1;
}

void compose_lookalike_memo_put(const struct variant *v, const struct piece *p,
                                const struct piece *like)
{
    struct piece_memo *m = piece_memo(v, p);
    if (m)
        m->like = like ? (int)(like - v->pieces) + 1 : -1;
}

int compose_row_need_memo_get(const struct variant *v, const struct piece *p, int diagrams,
                              double *need)
{
    const struct piece_memo *m = diagrams >= 0 && diagrams < ROW_MEMO_DIAGRAMS ? piece_memo(v, p)
                                                                              : NULL;
    if (!m || !m->known[diagrams])
        return 0;
    *need = m->need[diagrams];
    return 1;
}

void compose_row_need_memo_put(const struct variant *v, const struct piece *p, int diagrams,
                               double need)
{
    struct piece_memo *m = diagrams >= 0 && diagrams < ROW_MEMO_DIAGRAMS ? piece_memo(v, p) : NULL;
    if (m) {
        m->known[diagrams] = 1;
        m->need[diagrams] = need;
    }
}

static int same_zone(const char *a, const char *b)
{
    return a == b || (a && b && !strcmp(a, b));
}

void compose_moves_words(const struct variant *v, const struct piece *p, const char *zone,
                         unsigned options, char *out, size_t len)
{
    /* only the variant's own pieces: the gallery asks about a stack copy
       of one with its moves narrowed (a new question at an old address) */
    if (v != memo.v || len == 0 || p < v->pieces || p >= v->pieces + v->npieces) {
        moves_in_words(v, p, zone, options, out, len);
        return;
    }
    for (int i = 0; i < memo.n; i++) {
        const struct words_entry *e = &memo.e[i];
        if (e->p == p && e->options == options && e->len == len && same_zone(e->zone, zone)) {
            memcpy(out, e->words, strlen(e->words) + 1);
            return;
        }
    }
    moves_in_words(v, p, zone, options, out, len);
    if (memo.n == memo.cap) {
        memo.cap = memo.cap ? 2 * memo.cap : 32;
        memo.e = xrealloc(memo.e, (size_t)memo.cap, sizeof *memo.e);
    }
    memo.e[memo.n++] = (struct words_entry){p, zone ? xstrdup(zone) : NULL, options, len,
                                            xstrdup(out)};
}
