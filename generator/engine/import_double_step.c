/* import_double_step.c: where the engine's double-step region agrees
 * with pnpgen's double step (a first move, or a move of the start
 * squares): which pieces start in it, past it, or can come back to it. */
#include "import-imp.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

/* Does every piece of this letter start ahead of its side's double-step
 * ranks, where a piece stepping only forward never comes back to them? */
int engine_imp_starts_past_region(struct imp *m, char letter)
{
    unsigned char *set = xcalloc((size_t)m->files * (size_t)m->ranks, 1);
    int ok = !m->hand || !strchr(m->hand, letter);
    for (int side = 0; ok && side < 2; side++) {
        const char *v = engine_game_str(m->g, side ? "doubleStepRegionBlack" : "doubleStepRegionWhite", "");
        if (engine_region(v, m->files, m->ranks, set) != 0)
            ok = 0;
        int far = side ? m->ranks : -1; /* the region's rank nearest the opponent */
        for (int i = 0; i < m->files * m->ranks; i++)
            if (set[i])
                far = side ? (i / m->files < far ? i / m->files : far)
                           : (i / m->files > far ? i / m->files : far);
        char want = side ? letter : (char)toupper((unsigned char)letter);
        for (int i = 0; ok && i < m->files * m->ranks; i++)
            if (m->board[i] == want && (side ? i / m->files >= far : i / m->files <= far))
                ok = 0;
    }
    free(set);
    return ok;
}

/* The engine lets a piece step twice from any square of the double-step
 * region, moved or not; pnpgen prints the double step as a first move, or
 * a move of the start squares. Those agree only while no piece that has
 * moved can stand in the region: no region square ahead of a side's
 * rearmost piece of this letter. Returns the key of the first side whose
 * region reaches ahead (a piece re-enters it), or NULL. */
const char *engine_imp_region_reentered(struct imp *m, char letter)
{
    unsigned char *set = xcalloc((size_t)m->files * (size_t)m->ranks, 1);
    const char *bad = NULL;
    for (int side = 0; !bad && side < 2; side++) {
        const char *key = side ? "doubleStepRegionBlack" : "doubleStepRegionWhite";
        memset(set, 0, (size_t)m->files * (size_t)m->ranks);
        if (engine_region(engine_game_str(m->g, key, ""), m->files, m->ranks, set) != 0)
            continue;
        char want = side ? letter : (char)toupper((unsigned char)letter);
        int rear = -1; /* the rank of the side's rearmost piece of this letter */
        for (int i = 0; i < m->files * m->ranks; i++)
            if (m->board[i] == want && (rear < 0 || (side ? i / m->files > rear : i / m->files < rear)))
                rear = i / m->files;
        for (int i = 0; rear >= 0 && !bad && i < m->files * m->ranks; i++)
            if (set[i] && (side ? i / m->files < rear : i / m->files > rear))
                bad = key;
    }
    free(set);
    return bad;
}

/* Does every piece of this letter start inside its side's double-step
 * region (where the engine allows its i moves)? */
int engine_imp_starts_in_region(struct imp *m, char letter)
{
    unsigned char *set = xcalloc((size_t)m->files * (size_t)m->ranks, 1);
    int ok = 1;
    for (int side = 0; side < 2; side++) {
        const char *v = engine_game_str(m->g, side ? "doubleStepRegionBlack" : "doubleStepRegionWhite", "");
        if (engine_region(v, m->files, m->ranks, set) != 0)
            ok = 0;
        char want = side ? letter : (char)toupper((unsigned char)letter);
        for (int i = 0; ok && i < m->files * m->ranks; i++)
            if (m->board[i] == want && !set[i])
                ok = 0;
        for (const char *h = m->hand; ok && h && *h; h++)
            if (*h == want)
                ok = 0;
    }
    free(set);
    return ok;
}
