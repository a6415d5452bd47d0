/* export_keys.c: what `pnpgen export` writes besides the pieces and the
 * start: squares as the engine lists them, the end of the game (<end>) as
 * its keys, a free setup as drops that must be made, and the comments
 * (and warnings) for what the engine cannot be told. */
#include "engine-imp.h"

#include <stdlib.h>
#include <string.h>

void engine_export_region(FILE *out, const char *key, const struct zone *z)
{
    fprintf(out, "%s =", key);
    for (int y = z->y0; y <= z->y1; y++)
        for (int x = z->x0; x <= z->x1; x++)
            if (variant_zone_has(z, x, y))
                fprintf(out, " %c%d", 'a' + x, y + 1);
    fputc('\n', out);
}

void engine_export_say(FILE *out, struct report *r, const struct variant *v, const char *what)
{
    fprintf(out, "# not for the engine: %s\n", what);
    report_warning(r, v->line, "export: %s", what);
}

void engine_export_promotion_keys(FILE *out, struct report *r, const struct variant *v,
                                  const char *letter)
{
    /* the engine turns every promoted piece back, or none; promotes by
       capture every piece, or none */
    int demote = 0, keep = 0, capture = 0, any_move = 0;
    for (int i = 0; i < v->npieces; i++)
        if (v->pieces[i].promotes_to && v->pieces[i].nchoices == 1) {
            demote |= v->pieces[i].demotes;
            keep |= !v->pieces[i].demotes;
            capture |= v->pieces[i].by_capture;
            any_move |= !v->pieces[i].by_capture;
        }
    if (capture)
        fprintf(out, "piecePromotionOnCapture = true\n");
    if (capture && any_move)
        engine_export_say(out, r, v, "some pieces promote only by capturing (promotion-move=\"capture\") "
                          "and others by any move; the engine promotes every one only by capturing");
    if (demote)
        fprintf(out, "pieceDemotion = true\n");
    if (demote && keep)
        engine_export_say(out, r, v, "some promoted pieces turn back (demotes=\"yes\") and others "
                          "do not; the engine turns every one back");
    if (v->drop_promoted && v->drops)
        fprintf(out, "dropPromoted = true\n");
    int any = 0;
    for (int i = 0; i < v->npieces; i++)
        if (v->pieces[i].promotion_limit) {
            fprintf(out, "%s%c:%d", any ? " " : "promotionLimit = ", letter[i],
                    v->pieces[i].promotion_limit);
            any = 1;
        }
    if (any)
        fputc('\n', out);
}

static const char *value_of(enum end_result r)
{
    return r == RESULT_WIN ? "win" : r == RESULT_LOSS ? "loss" : "draw";
}

/* The end of the game (<end>) as the engine's keys; what it has no key for
 * is said. Without <end>, the rules text says it. */
void engine_export_end(FILE *out, struct report *r, const struct variant *v, const char *letter)
{
    if (v->must_capture)
        fprintf(out, "mustCapture = true\n");
    if (v->flip == FLIP_LINES)
        fprintf(out, "flipEnclosedPieces = reversi\n# Fairy-Stockfish 11.1 turns no piece over\n");
    else if (v->flip == FLIP_AROUND_LINKED)
        fprintf(out, "flipEnclosedPieces = quadwrangle\n# Fairy-Stockfish 11.1 turns no piece over\n");
    if (!v->end.given) {
        engine_export_say(out, r, v, "how the game is won and drawn is in the definition's rules text (no "
            "<end>); the engine plays its defaults (checkmate wins, stalemate and repetition draw)");
    }
    int stalemate = 0, repetition = 0, limit = 0;
    char wins[8] = ""; /* castlingWins: K Q k q, in that order */
    for (int i = 0; i < v->end.nrules; i++) {
        const struct end_rule *er = &v->end.rules[i];
        char why[160];
        switch (er->kind) {
        case END_CHECKMATE:
            fprintf(out, "checkmateValue = %s\n", value_of(er->result));
            break;
        case END_STALEMATE:
            fprintf(out, "stalemateValue = %s\n", value_of(er->result));
            stalemate = 1;
            break;
        case END_EXTINCTION:
            fprintf(out, "extinctionValue = %s\nextinctionPieceTypes = ", value_of(er->result));
            if (er->all_pieces)
                fputc('*', out);
            for (int k = 0; k < er->npieces; k++)
                fputc(letter[er->pieces[k]], out);
            fprintf(out, "\nextinctionPieceCount = %d\n", er->count);
            if (er->opponent_has)
                fprintf(out, "extinctionOpponentPieceCount = %d\n", er->opponent_has);
            break;
        case END_REACH: {
            const struct zone *zw = variant_find_zone(v, er->zone, SIDE_FIRST);
            const struct zone *zb = variant_find_zone(v, er->zone, SIDE_SECOND);
            if (er->npieces != 1 || er->count != 1 || er->result != RESULT_WIN || !zw || !zb) {
                engine_export_say(out, r, v, "a goal reached by several kinds of piece, by more than one piece "
                    "or for another result than a win");
                break;
            }
            /* the engine never leaves a royal piece where it can be taken, so
               a royal piece's goal is reached safely (the try) there anyway */
            if (er->safe && !v->pieces[er->pieces[0]].royal) {
                engine_export_say(out, r, v, "a goal reached only where the piece cannot be "
                                  "captured at once, by a piece that is not royal");
                break;
            }
            fprintf(out, "flagPiece = %c\n", letter[er->pieces[0]]);
            engine_export_region(out, "whiteFlag", zw);
            engine_export_region(out, "blackFlag", zb);
            break;
        }
        case END_CHECKS:
            fprintf(out, "checkCounting = true\n");
            break;
        case END_REPETITION:
            fprintf(out, "nFoldRule = %d\nnFoldValue = %s\n", er->count,
                    value_of(er->result == RESULT_DRAW ? RESULT_DRAW
                             : er->result == RESULT_WIN ? RESULT_LOSS : RESULT_WIN));
            if (er->perpetual_check == RESULT_LOSS)
                fprintf(out, "perpetualCheckIllegal = true\n");
            repetition = 1;
            break;
        case END_MOVE_LIMIT:
            fprintf(out, "nMoveRule = %d\n", er->count);
            limit = 1;
            break;
        case END_COUNTING:
            if (er->counting == COUNTING_MAKRUK)
                fprintf(out, "countingRule = makruk\n");
            else
                engine_export_say(out, r, v, "a counting rule other than Makruk's");
            break;
        case END_CONNECT:
            fprintf(out, "connectN = %d\n", er->count);
            break;
        case END_CASTLED:
            for (int s = 0; s < MAX_SIDES; s++)
                if (er->sides >> s & 1) {
                    char c = er->queenside ? 'Q' : 'K';
                    c = s == SIDE_FIRST ? c : (char)(c - 'A' + 'a');
                    if (!strchr(wins, c))
                        wins[strlen(wins)] = c;
                }
            break;
        case END_BARE_KING:
            snprintf(why, sizeof why, "a bare King %s", value_of(er->result));
            engine_export_say(out, r, v, why);
            break;
        }
    }
    if (wins[0])
        fprintf(out, "# castlingWins: Fairy-Stockfish 11.1 does not read it (2023's engines do)\n"
                     "castlingWins = %s\n", wins);
    if (v->end.given) {
        if (!stalemate)
            fprintf(out, "stalemateValue = draw\n");
        if (!repetition)
            fprintf(out, "nFoldRule = 0\n");
        if (!limit)
            fprintf(out, "nMoveRule = 0\n");
    }
}

/* A free setup (<setup free-placement>): the pieces in hand are dropped,
 * one a turn, before any piece moves (mustDrop), on the zone's squares; a
 * reserve (placing="during-play") is dropped instead of any move; by
 * gravity (placing-rule="gravity") on the bottom rank or on a piece, by
 * outflanking where it encloses enemy pieces; zone 'opening' first. */
void engine_export_free_setup(FILE *out, struct report *r, const struct variant *v)
{
    fprintf(out, "pieceDrops = true\ncapturesToHand = false\n%s",
            v->free_during_play ? "" : "mustDrop = true\n");
    static const char *const key[MAX_SIDES] = {"whiteDropRegion", "blackDropRegion"};
    for (int s = 0; s < MAX_SIDES; s++) {
        const struct zone *z = v->free_zone[s] ? variant_find_zone(v, v->free_zone[s], s) : NULL;
        if (z)
            engine_export_region(out, key[s], z);
    }
    if (v->free_side_after_side)
        engine_export_say(out, r, v, "one side places all its pieces, then the other; the engine places "
            "them in turn, one a move");
    if (v->free_at_once)
        engine_export_say(out, r, v, "both sides place their pieces at once, unseen; the engine places them in "
            "turn, one a move");
    if (v->free_rule == PLACING_GRAVITY) /* the current engine's name; 11.1 has only the older one */
        fprintf(out, "enclosingDrop = top\n# Fairy-Stockfish 11.1 reads this rule as dropOnTop = true\n");
    else if (v->free_rule == PLACING_APART)
        fprintf(out, "enclosingDrop = snort\n# Fairy-Stockfish 11.1 has no rule of where a drop may go\n");
    else if (v->free_rule == PLACING_OUTFLANK)
        fprintf(out, "enclosingDrop = reversi\n# Fairy-Stockfish 11.1 has no rule of where a drop encloses\n");
    const struct zone *open = variant_find_zone(v, "opening", SIDE_FIRST);
    if (open && v->free_rule != PLACING_ANYWHERE)
        engine_export_region(out, "enclosingDropStart", open);
}
