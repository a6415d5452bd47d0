/* booklet_setup.c: the booklet's setup block: the start position on the
 * real board (codes where a piece's face is a small diagram) and the lines
 * under it: the key of codes, who sits where, what starts in hand or is
 * placed before play. Where the booklet is set closer (booklet.c), the
 * block refers to the cover's picture, the same position larger (with the
 * codes and their key, where it has codes), and keeps its other lines. */
#include "compose-imp.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/base.h"
#include "text/text.h"

/* How a side's pieces look. A fold-over piece of the dark side is a black
 * card under a glyph (Makruk's Black), or a grey face of diagram cells
 * under a black band (Jungi's North, Chu Shogi's Sente), as face_tone (compose_face.c) prints
 * them and the cover draws them, not a white card told only by its solid
 * name band; a koma's two sides differ only in that band. */
static const char *side_look(const struct variant *v, int side)
{
    if (v->components.form == FORM_FOLD && v->components.shape != SHAPE_PENTAGON)
        return !v->sides[side].filled ? "white pieces"
             /* men face down (the crest game) show their dark hatched backs */
             : v->components.face == FACE_GLYPH || v->components.back == BACK_HIDDEN
                 ? "black pieces" : "grey pieces, black band";
    if (v->components.form == FORM_FOLD)
        return v->sides[side].filled ? "solid name bands" : "white name bands";
    if (v->components.form == FORM_TILE) /* draw_tile.c: a dark tile, or a light one */
        return v->sides[side].filled ? "dark tiles" : "light tiles";
    return v->sides[side].filled ? "filled" : "outlined";
}

/* A free setup phase in words: "Placed before play (dashed, beside the
 * board): Red: ...; Black: .... Each player puts these pieces on empty
 * squares of their own camp, the players taking turns, one piece at a
 * time; then Red moves first." Where no piece ever moves, placing is the
 * whole game, and said so. A reserve (placing="during-play"): "In
 * reserve (...): ...; instead of a move, a player may put one of them on
 * an empty square of their own back rank, at any turn of the game." */
/* Side after side (Sittuyin), plainly, each thing said once (issue 30:
 * the player review found the old words went round in circles): "Beside
 * the board (dashed) are the pieces each player places before play: King,
 * General, ... each. White places all of theirs first, on empty squares of
 * their own side; then Black places theirs, having seen White's. Then
 * White moves first." */
static char *side_after_side_words(const struct variant *v, const char *held)
{
    char *a = compose_held_words_of(v, SIDE_FIRST), *b = compose_held_words_of(v, SIDE_SECOND);
    int same = a && b && !strcmp(a, b);
    char *s = same ? markup_printf("Beside the board (dashed) are the pieces each player places "
                                   "before play: %s each. ", a)
                   : markup_printf("Beside the board (dashed) are the pieces each player places "
                                   "before play: %s. ", held ? held : "");
    free(a);
    free(b);
    int f = v->first_to_move;
    const char *where = compose_zone_words(v, v->free_zone[f] ? v->free_zone[f] : v->free_zone[1 - f]);
    str_cat_free(&s, markup_printf("%s places all of theirs first, on empty squares of %s%s; then "
                                   "%s places theirs, having seen %s's. Then %s moves first.",
                                   v->sides[f].name, strncmp(where, "own ", 4) ? "their own " : "their ",
                                   where,
                                   v->sides[1 - f].name, v->sides[f].name, v->sides[f].name));
    return s;
}

static char *free_placement_words(const struct variant *v, const char *held)
{
    int reserve = v->free_during_play;
    /* where no piece ever moves (tic-tac-toe, reversi), placing is not a
       phase before play but the play itself: no "then White moves first" */
    int whole = !reserve && !v->free_at_once;
    for (int p = 0; p < v->npieces; p++)
        whole &= v->pieces[p].count == 0 || v->pieces[p].immobile;
    int plain = !reserve && !whole && v->free_side_after_side;
    char *s = plain ? side_after_side_words(v, held)
            : str_printf(reserve ? "In reserve (dashed, beside the board): %s. "
                         : whole ? "Beside the board at the start (dashed): %s. "
                         : compose_start_hand_rows(v)
                             ? "Placed before play (dashed, by each player's edge of the board): %s. "
                             : "Placed before play (dashed, beside the board): %s. ", held ? held : "");
    const char *a = v->free_zone[SIDE_FIRST], *b = v->free_zone[SIDE_SECOND];
    const struct zone *z = variant_find_zone(v, a ? a : b, a ? SIDE_FIRST : SIDE_SECOND);
    const char *where = compose_zone_words(v, a ? a : b);
    /* a side's own zone is "their own ..." ("their own side", where its
       name is "own side") */
    int own = z && z->side != SIDE_BOTH;
    const char *whose = !own ? "the" : strncmp(where, "own ", 4) ? "their own" : "their";
    const char *put = reserve ? "Instead of a move, a player may put one of them on an empty square"
                      : whole ? "Placing them is the whole game: the players take turns, each putting "
                                "one of their pieces on an empty square"
                              : "Each player puts them on empty squares";
    if (!plain) { /* who puts them where, and in which order */
        if (a && b && !strcmp(a, b))
            str_cat_free(&s, markup_printf("%s of %s %s%s", put, whose, where, z && z->name ? "" : " zone"));
        else
            for (int side = 0; side < MAX_SIDES; side++)
                if (v->free_zone[side]) { /* the side's own zone's name */
                    const struct zone *zs = variant_find_zone(v, v->free_zone[side], side);
                    str_cat_free(&s, markup_printf(reserve ? "%sInstead of a move, %s may put one on an empty square of the %s%s"
                                                           : "%s%s puts them on empty squares of the %s%s",
                                                   side && a ? "; " : "", v->sides[side].name,
                                                   zs && zs->name ? zs->name : v->free_zone[side],
                                                   zs && zs->name ? "" : " zone"));
                }
        if (reserve)
            str_cat(&s, ", at any turn of the game.");
        else if (whole)
            str_cat(&s, ".");
        else {
            if (v->free_side_after_side) { /* the first to move places first */
                int f = v->first_to_move;
                str_cat_free(&s, markup_printf(", %s all of theirs first, then %s, in view of %s's; ",
                                               v->sides[f].name, v->sides[1 - f].name, v->sides[f].name));
            } else
                str_cat(&s, v->free_at_once ? ", both at once, out of sight of each other; "
                                            : ", the players taking turns, one piece at a time; ");
            str_cat_free(&s, markup_printf("then %s moves first.", v->sides[v->first_to_move].name));
        }
    }
    if (v->free_rule == PLACING_GRAVITY)
        str_cat(&s, " A piece goes only on the bottom rank or on the square just above another "
                    "piece: think of it as dropped into its file from the top, falling until it "
                    "lands on the bottom edge or on a piece.");
    else if (v->free_rule == PLACING_OUTFLANK)
        str_cat(&s, " A piece goes only where it encloses enemy pieces: in a straight line from "
                    "it (across, up and down or diagonal), one or more enemy pieces, then a piece "
                    "of its player's, with no empty square between.");
    else if (v->free_rule == PLACING_APART)
        str_cat(&s, " A piece never goes on a square that shares a side with an enemy piece "
                    "(touching one only at a corner is allowed).");
    const struct zone *open = variant_find_zone(v, "opening", SIDE_FIRST);
    if (open && open->x0 >= 0 && v->free_rule != PLACING_ANYWHERE) {
        char *list = compose_zone_squares(v, open);
        str_cat_free(&s, markup_printf(" While any of the opening squares (%s) is empty, pieces "
                                       "go only there, and the rule above does not apply.", list ? list : ""));
        free(list);
    }
    return s;
}

/* The key of the setup picture's codes, "<b>K</b> King, <b>Q</b> Queen, ...",
 * a growing string (the caller frees it); NULL where it shows no code. */
char *compose_setup_key(const struct variant *v)
{
    char *key = NULL;
    char (*codes)[PIECE_CODE_LEN] = compose_piece_codes(v);
    for (int p = 0; p < v->npieces; p++) {
        int turned = v->pieces[p].count == 0 && piece_starts_turned(v, p), face_up = 0;
        for (int i = 0; i < v->nsetup; i++) /* a piece only set up turned shows no code of its own */
            face_up |= v->setup[i].piece == p && !v->setup[i].promoted;
        for (int i = 0; i < v->nstart_hand; i++)
            face_up |= v->start_hand[i].piece == p;
        if ((v->pieces[p].count == 0 && !turned) || (v->pieces[p].count > 0 && !face_up) ||
            !compose_setup_uses_code(v, p))
            continue;
        /* one kind in two armies (side="first", side="second"), one code
           and one name: said once */
        int again = 0;
        for (int q = 0; q < p && v->pieces[p].abbr; q++)
            again |= v->pieces[q].count > 0 && v->pieces[q].abbr && compose_setup_uses_code(v, q) &&
                     !strcmp(v->pieces[q].abbr, v->pieces[p].abbr) &&
                     !strcmp(v->pieces[q].name, v->pieces[p].name);
        if (again)
            continue;
        str_cat_free(&key, markup_printf("%s<b>%s</b> %s", key ? ", " : "", codes[p],
                                         v->pieces[p].name));
        for (int i = 0; turned && i < v->npieces; i++) /* whose back it is */
            if (v->pieces[i].promotes_to == &v->pieces[p] && v->pieces[i].count > 0) {
                str_cat_free(&key, markup_printf(" (a %s turned over)", v->pieces[i].name));
                break;
            }
    }
    free(codes);
    return key;
}

/* "The Ferz starts turned over (d1, d8), showing its promoted side, the
 * Queen: ..." for each piece set up promoted (<place promoted="yes">); a
 * growing string, NULL where none is. */
static char *turned_words(const struct variant *v)
{
    char *s = NULL;
    for (int p = 0; p < v->npieces; p++) {
        char *at = NULL;
        for (int i = 0; i < v->nsetup; i++)
            if (v->setup[i].promoted && v->setup[i].piece == p) {
                char sq[32];
                variant_square_name(v, v->setup[i].x, v->setup[i].y, sq, sizeof sq);
                str_cat_free(&at, str_printf("%s%s", at ? ", " : "", sq));
            }
        if (!at || !v->pieces[p].promotes_to)
            continue;
        const char *n = v->pieces[p].name, *q = v->pieces[p].promotes_to->name;
        str_cat_free(&s, markup_printf("%sThe %s starts turned over (%s), showing its promoted side: "
                                       "it is a %s from the first move%s", s ? " " : "", n, at, q,
                                       v->drops ? "" : "."));
        if (v->drops)
            str_cat_free(&s, markup_printf(", and when captured it goes to the captor's hand as a "
                                           "%s, as every promoted piece does.", n));
        free(at);
    }
    return s;
}

/* The lines under the setup diagram: the key of codes (unless the cover
 * carries it), how face-down pieces are shown, who sits where, what starts
 * in hand. Each a growing string (the caller frees them): a long name is
 * never cut. */
static int setup_captions(const struct variant *v, int with_key, char *lines[5])
{
    int n = 0;
    char *key = with_key ? compose_setup_key(v) : NULL;
    if (key)
        lines[n++] = key;
    char *turned = turned_words(v);
    if (turned)
        lines[n++] = turned;
    int hidden = 0;
    for (int i = 0; i < v->nsetup; i++)
        hidden |= piece_back_of(v, &v->pieces[v->setup[i].piece]) == BACK_HIDDEN;
    if (hidden)
        lines[n++] = str_printf("Pieces that start face down are shown by their backs, as the "
                                "players see them: which one stands where is its owner's secret.");
    /* sides printed alike (shogi) are told apart by which way they face */
    int alike = v->sides[0].filled == v->sides[1].filled;
    lines[n++] = alike
        ? markup_printf("%s sits at the bottom, %s at the top; the pieces look alike and each "
                        "points at its opponent.", v->sides[0].name, v->sides[1].name)
        : markup_printf("%s (%s) sits at the bottom, %s (%s) at the top.",
                        v->sides[0].name, side_look(v, 0), v->sides[1].name, side_look(v, 1));
    if (v->nstart_hand > 0) {
        /* pieces that start in hand: drawn beside the board, and in words */
        char *held = compose_held_words(v);
        /* without drops there is no hand: such pieces are spares (chess's
           second Queen, for a promoted Pawn), unless placed before play */
        if (v->free_zone[SIDE_FIRST] || v->free_zone[SIDE_SECOND])
            lines[n++] = free_placement_words(v, held);
        else {
            /* the same for both: said once (a review read "White: Queen;
               Black: Queen." as machine output, and session 20's "Spare
               pieces, drawn dashed beside the board, for each player:
               Queen." as a form) */
            char *one = compose_held_words_of(v, SIDE_FIRST), *other = compose_held_words_of(v, SIDE_SECOND);
            int same = one && other && !strcmp(one, other);
            lines[n++] = same ? str_printf(v->drops ? "In hand at the start, drawn dashed beside the "
                                                      "board, for each player: %s."
                                                    : "Beside the board, drawn dashed: each "
                                                      "player's spare %s.", one)
                              : str_printf(v->drops ? "In hand at the start (dashed, beside the "
                                                      "board): %s."
                                                    : "Spare pieces (dashed, beside the board): %s.",
                                           held ? held : "");
            free(one);
            free(other);
        }
        free(held);
    }
    return n;
}

void compose_booklet_setup(struct booklet_flow *f, const struct board_plan *bp)
{
    char *lines[5];
    int on_cover = flow_how(f, BOOKLET_SETUP_ON_COVER);
    int n = setup_captions(f->v, !on_cover, lines);
    if (on_cover) {
        /* the cover's picture is this diagram, larger: say so, and what it
           does not (who sits where, what starts in hand) */
        /* one paragraph of the section's text, not captions under a
           picture that is not here (the seventh review read small lines
           after the setup words as a stray block) */
        char *para = str_printf("%s", f->cover_coded ? "The picture on the cover shows the pieces "
                                                      "as they start, each by its code, with the key "
                                                      "under it."
                                                    : "The picture on the cover shows the pieces as "
                                                      "they start.");
        for (int i = 0; i < n; i++) {
            str_cat(&para, " ");
            str_cat(&para, lines[i]);
            free(lines[i]);
        }
        compose_flow_text(f, para, f->lo->font_size, 0, 2);
        free(para);
        return;
    }
    double bw, bh, maxw = f->width * 0.9, maxh = 150;
    compose_setup_picture_size(f->v, f->lo, bp->cell, &bw, &bh);
    double captions = 3;
    for (int i = 0; i < n; i++)
        captions += text_height(f->lo, lines[i], f->lo->font_size - 1, f->width) + 2;
    /* rather a smaller diagram on this page than half a page left blank
       (down to 8 mm a rank, and 75 mm); the diagram and its captions stay
       on one page */
    double room = compose_flow_bottom(f) - f->y - captions;
    if (f->pg && room >= fmax(75, 8 * f->v->board.ranks) && room < maxh)
        maxh = room;
    /* never taller than a fresh page holds with its captions (a landscape
       A5 page's column is shorter than 150 mm) */
    maxh = fmin(maxh, compose_flow_bottom(f) - compose_flow_top(f) - captions);
    double k = fmin(1, fmin(maxw / bw, maxh / bh)); /* bw, bh: with the hands */
    compose_flow_need(f, bh * k + captions);
    compose_flow_board_picture(f, bp, maxw, maxh, 1);
    for (int i = 0; i < n; i++) {
        compose_flow_text(f, lines[i], f->lo->font_size - 1, 0, 2);
        free(lines[i]);
    }
    f->y += 1;
}

/* A <sample-setup>: the start with the placed pieces where the sample puts
 * them, drawn as the setup picture is, on the real board, no hand beside it
 * (issue 30, Sittuyin review: the samples were words only, and a player
 * sets up from a picture). Smaller than the setup diagram (SAMPLE_MAX_W of
 * the column, SAMPLE_MAX_H tall): it shows one way, not the rules. */
void compose_booklet_sample(struct booklet_flow *f, const struct board_plan *bp,
                            const struct block *blk)
{
    const struct variant *v = f->v;
    struct variant w = *v; /* the same set, its hands placed as the sample says */
    w.setup = xcalloc((size_t)(v->nsetup + blk->nsample) + 1, sizeof *w.setup);
    memcpy(w.setup, v->setup, (size_t)v->nsetup * sizeof *w.setup);
    memcpy(w.setup + v->nsetup, blk->sample, (size_t)blk->nsample * sizeof *w.setup);
    w.nsetup = v->nsetup + blk->nsample;
    w.nstart_hand = 0;
    char *cap = blk->fig_caption ? markup_printf("<b>Sample setup: %s.</b> ", blk->fig_caption)
                                 : str_printf("<b>Sample setup.</b> ");
    str_cat_free(&cap, markup_printf("%s (%s) at the bottom, %s (%s) at the top.", v->sides[0].name,
                                side_look(v, 0), v->sides[1].name, side_look(v, 1)));
    double captions = text_height(f->lo, cap, f->lo->font_size - 1, f->width) + 3;
    double bw, bh, maxw = f->width * SAMPLE_MAX_W, maxh = SAMPLE_MAX_H;
    f->v = &w;
    compose_setup_picture_size(&w, f->lo, bp->cell, &bw, &bh);
    double k = fmin(1, fmin(maxw / bw, maxh / bh));
    compose_flow_need(f, bh * k + captions);
    compose_flow_board_picture(f, bp, maxw, maxh, 1)->setup.sample = 1;
    f->v = v;
    compose_flow_text(f, cap, f->lo->font_size - 1, 0, 2);
    free(cap);
    free(w.setup);
    f->y += 1;
}
