/* import_supply.c: the engine's freeDrops (its built-in Ataxx family),
 * pieces dropped from a supply without end. A set prints a count, so the
 * supply becomes a hand of as many pieces as the board has empty squares
 * at the start: no game can use it up when no piece ever captures (each
 * drop fills an empty square and nothing empties one). Otherwise, or with
 * several kinds of piece to drop, refused. */
#include "import-imp.h"

#include <ctype.h>
#include <string.h>

/* A move table whose every atom is a move only (m, never c): mQ, mDmNmA. */
static int never_captures(const char *betza)
{
    int m = 0, c = 0;
    for (const char *s = betza; *s; s++) {
        if (isupper((unsigned char)*s)) {
            if (!m || c)
                return 0;
            m = c = 0;
        } else if (*s == 'm')
            m = 1;
        else if (*s == 'c')
            c = 1;
    }
    return 1;
}

int engine_imp_free_drops(struct imp *m)
{
    const struct engine_game *g = m->g;
    if (!engine_game_bool(g, "freeDrops", 0) || !engine_game_bool(g, "pieceDrops", 0))
        return 0;
    char letter = 0;
    int kinds = 0, capturing = 0;
    for (int i = 0; i < g->npieces; i++) {
        kinds++;
        letter = g->pieces[i].letter;
        capturing |= g->pieces[i].royal || !never_captures(g->pieces[i].betza ? g->pieces[i].betza : "");
    }
    if (kinds != 1 || capturing || engine_game_bool(g, "capturesToHand", 0) || (m->hand && m->hand[0])) {
        engine_imp_refuse(m, "freeDrops", "pieces are dropped from a supply without end, which a set "
                          "prints as a count only where no piece captures and one kind is dropped");
        return -1;
    }
    int empty = 0;
    for (int c = 0; c < m->files * m->ranks; c++)
        empty += !m->board[c];
    for (int k = 0; k < 2 * empty; k++)
        str_cat(&m->hand, (char[2]){k < empty ? (char)toupper((unsigned char)letter) : letter, 0});
    return 0;
}
