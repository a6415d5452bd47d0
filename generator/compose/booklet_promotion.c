/* booklet_promotion.c: a piece's promotion in the players' words, for the
 * gallery and the quick-reference cards: where a compulsory promotion
 * happens, where an optional one is forced, how many of a promoted piece a
 * player may have (promotion-limit), how a promoted piece turns back
 * (demotes) and which way up a piece may be dropped (drop-promoted). */
#include "compose-imp.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/base.h"
#include "rules/rules.h"

static const char *ordinal_suffix(int n)
{
    if (n % 100 >= 11 && n % 100 <= 13)
        return "th";
    return n % 10 == 1 ? "st" : n % 10 == 2 ? "nd" : n % 10 == 3 ? "rd" : "th";
}

/* The whole board is p's zone. */
static int everywhere(const struct variant *v, const struct piece *p)
{
    const struct zone *z = variant_find_zone(v, p->promotion_zone ? p->promotion_zone : "promotion",
                                             SIDE_FIRST);
    return z && z->rect && z->x0 == 0 && z->y0 == 0 && z->x1 == v->board.files - 1 &&
           z->y1 == v->board.ranks - 1;
}

char *compose_promotion_where(const struct variant *v, const struct piece *p)
{
    if (p->by_capture) /* promotion-move="capture" */
        return xstrdup(everywhere(v, p) ? "with every capture it makes"
                                        : "by a capture that starts or ends in its promotion zone");
    const struct zone *z = variant_find_zone(v, p->promotion_zone ? p->promotion_zone : "promotion",
                                             SIDE_FIRST);
    int ranks = v->board.ranks;
    if (!z || !z->rect || z->x0 != 0 || z->x1 != v->board.files - 1 || z->y0 < 0)
        return xstrdup("on entering its promotion zone");
    int depth = z->y1 - z->y0 + 1;
    if (depth == ranks) /* the whole board: every move promotes it */
        return xstrdup("with every move it makes");
    if (z->y1 == ranks - 1)
        /* a zone of several ranks: what counts is where a move ends, in the
           words a rules section uses for it ("on reaching the last 3
           ranks" read as another rule beside Jungi's "ends a move inside
           your promotion zone": issue 30, Jungi review) */
        return depth == 1 ? xstrdup("on reaching the last rank")
                          : xstrdup("on ending a move in its promotion zone");
    if (depth == 1)
        return str_printf("on reaching its %d%s rank", z->y0 + 1, ordinal_suffix(z->y0 + 1));
    return xstrdup("on entering its promotion zone");
}


char *compose_optional_promotion_where(const struct variant *v, const struct piece *p)
{
    /* A piece that may step back out of its zone may promote on leaving it
       too in some games (Shogi) and not in others: the words would be
       false for one of them, and the gallery tells it. */
    if (p->compulsory || p->by_capture || !rules_piece_never_retreats(p))
        return NULL;
    const struct zone *z = variant_find_zone(v, p->promotion_zone ? p->promotion_zone : "promotion",
                                             SIDE_FIRST);
    int ranks = v->board.ranks;
    if (!z || !z->rect || z->x0 != 0 || z->x1 != v->board.files - 1 || z->y0 <= 0 ||
        z->y1 != ranks - 1)
        return NULL;
    int depth = z->y1 - z->y0 + 1;
    return depth == 1 ? xstrdup("on reaching the last rank")
                      : str_printf("on any move that ends in the last %d ranks", depth);
}

char *compose_promotion_rule_words(const struct variant *v, const struct piece *p)
{
    char *s = NULL;
    const struct piece *q = p->promotes_to;
    const char *move = p->by_capture ? "capture" : "move";
    if (p->by_capture && !p->compulsory && q)
        str_cat(&s, "Promotes only by a capture that starts or ends in its promotion zone.");
    if (p->demotes && q && p->nchoices == 1) /* the promoted side turns back */
        str_cat_free(&s, p->compulsory && everywhere(v, p)
            ? str_printf("%sIts back, the %s, must turn back into the %s with its next %s: the "
                         "piece is turned over with every %s.", s ? " " : "", q->name, p->name,
                         move, move)
            : str_printf("%sIts back, the %s, %s turn back into the %s with %s %s that starts or "
                         "ends in its promotion zone.", s ? " " : "", q->name,
                         p->compulsory ? "must" : "may", p->name, p->compulsory ? "any" : "a", move));
    if (v->drop_promoted && v->drops && q && v->components.form != FORM_DISC &&
        piece_back_of(v, p) == BACK_PROMOTED)
        str_cat_free(&s, str_printf("%sMay be dropped either side up, as the %s or as the %s.",
                                    s ? " " : "", p->name, q->name));
    for (int c = 0; c < p->nchoices; c++) {
        int n = p->choices[c]->promotion_limit;
        char many[16];
        snprintf(many, sizeof many, "%d", n);
        if (n)
            str_cat_free(&s, str_printf("%sNever promotes to %s while its player already has %s "
                                        "on the board.", s ? " " : "", p->choices[c]->name,
                                        n == 1 ? "one" : many));
    }
    return s;
}

char *compose_forced_promotion_words(const struct variant *v, const struct piece *p)
{
    if (p->forced_promotion_ranks == 1)
        return xstrdup("Must promote on the last rank.");
    if (p->forced_promotion_ranks > 1)
        return str_printf("Must promote on the last %d ranks.", p->forced_promotion_ranks);
    int gaps, dead = p->stuck_allowed ? rules_piece_dead_ranks(v, p, &gaps) : 0;
    if (dead >= 1 && p->compulsory) /* a move there promotes it: only a drop leaves it so */
        return dead == 1 ? xstrdup("Dropped on the last rank, it stays there, unable to move.")
                         : str_printf("Dropped on the last %d ranks, it stays there, unable to "
                                      "move.", dead);
    if (dead == 1) /* stuck="allowed": it stays there, unpromoted */
        return xstrdup("May stay on the last rank, where it cannot move.");
    if (dead > 1)
        return str_printf("May stay on the last %d ranks, where it cannot move.", dead);
    return NULL;
}

/* "its 8th or 9th rank", "its 10th rank", "its 7th to 9th ranks": counted
 * from its own side, so the words hold for both players. */
static char *rank_span(int y0, int y1)
{
    if (y0 == y1)
        return str_printf("its %d%s rank", y0 + 1, ordinal_suffix(y0 + 1));
    return str_printf(y1 == y0 + 1 ? "its %d%s or %d%s rank" : "its %d%s to %d%s ranks", y0 + 1,
                      ordinal_suffix(y0 + 1), y1 + 1, ordinal_suffix(y1 + 1));
}

/* Promotion only to a captured piece, optional in the zone and forced on its
 * last ranks (Grand Chess): where it may, where it must, to what, and that
 * with nothing captured it may not enter the forced ranks, in two sentences.
 * NULL when the zone is not whole ranks up to the far edge. */
char *compose_captured_promotion_words(const struct variant *v, const struct piece *p)
{
    const struct zone *z = variant_find_zone(v, p->promotion_zone ? p->promotion_zone : "promotion",
                                             SIDE_FIRST);
    int ranks = v->board.ranks, f = p->forced_promotion_ranks;
    if (!p->promotes_captured || p->compulsory || p->by_capture || f <= 0 || !z || !z->rect ||
        z->x0 != 0 || z->x1 != v->board.files - 1 || z->y1 != ranks - 1 ||
        z->y1 - z->y0 + 1 <= f)
        return NULL;
    char *may = rank_span(z->y0, ranks - 1 - f), *must = rank_span(ranks - f, ranks - 1);
    int others = 0; /* every kind but p and a royal: "(not a Pawn)" says it */
    for (int i = 0; i < v->npieces; i++)
        others += &v->pieces[i] != p && !v->pieces[i].royal && v->pieces[i].count > 0;
    char *kinds = NULL;
    if (others == p->nchoices)
        kinds = markup_printf("one of its side's captured pieces (not a %s)", p->name);
    for (int c = 0; !kinds && c < p->nchoices; c++) /* "a Queen or Rook of its side's ..." */
        str_cat_free(&kinds, markup_printf("%s%s", c == 0 ? "a " : c == p->nchoices - 1 ? " or " : ", ",
                                           p->choices[c]->name));
    if (others != p->nchoices)
        str_cat(&kinds, " of its side that has been captured");
    char *s = str_printf("May promote on %s and must on %s, only to %s, which comes back in its "
                         "place; while there is none, it may not step onto %s.", may, must, kinds,
                         must);
    free(may);
    free(must);
    free(kinds);
    return s;
}

/* Where the rules have a section of their own titled "Promotion", after
 * the gallery, a piece that promotes only to a captured piece (Grand's
 * Pawn, Sittuyin's), whose promotion takes a paragraph, is sent there
 * rather than told twice (issue 30, Grand review: the Pawn's entry said
 * it all again): the gallery's words for it, else NULL. The cards keep it
 * in full: they are read alone. */
char *compose_promotion_see_below(const struct variant *v, const struct piece *p)
{
    int gallery = -1, after = 0;
    for (int s = 0; p->promotes_captured && s < v->nrules; s++) {
        for (int b = 0; b < v->rules[s].nblocks; b++)
            gallery = v->rules[s].blocks[b].kind == BLOCK_GALLERY ? s : gallery;
        after |= gallery >= 0 && s > gallery && v->rules[s].title &&
                 !strcmp(v->rules[s].title, "Promotion");
    }
    if (!after)
        return NULL;
    if (p->nchoices == 1)
        return markup_printf(" <i>Promotes to %s once its side has lost its %s: see Promotion, "
                             "below.</i>", p->choices[0]->name, p->choices[0]->name);
    return xstrdup(" <i>Promotes to a piece its side has lost: see Promotion, below.</i>");
}
