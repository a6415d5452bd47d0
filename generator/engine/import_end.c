/* import_end.c: how an imported game ends, as the format's <end> data
 * (piecedefs/README.md): checkmate, stalemate, extinction, reaching a
 * goal, checks, repetition, the move limit, counting and lines; what <end>
 * cannot hold stays in the rules' words (import_rules.c). */
#include "import-imp.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

/* The engine's value for the player the rule names, as a result. */
static const char *result_of(const char *v)
{
    return !strcmp(v, "win") ? "win" : !strcmp(v, "loss") ? "loss" : !strcmp(v, "draw") ? "draw" : NULL;
}

static int every(const char *message, void *ctx)
{
    (void)message;
    (void)ctx;
    return 1;
}

/* The goal of flagRegion, its squares for each side, as zone "goal". */
void engine_imp_goal_zone(struct imp *m)
{
    /* whiteFlag and blackFlag: the older names the engine still reads */
    const char *w = engine_game_get(m->g, "flagRegionWhite") ? "flagRegionWhite"
                  : engine_game_get(m->g, "whiteFlag") ? "whiteFlag" : "flagRegion";
    const char *b = engine_game_get(m->g, "flagRegionBlack") ? "flagRegionBlack"
                  : engine_game_get(m->g, "blackFlag") ? "blackFlag" : w;
    struct report quiet = {.file = "", .hold = 1};
    struct report *keep = m->r;
    int was = m->refused;
    m->r = &quiet;
    int a = engine_imp_region(m, w, m->goal[0], &m->goal_sq[0]);
    int c = engine_imp_region(m, b, m->goal[1], &m->goal_sq[1]);
    m->r = keep;
    m->refused = was;   /* off the board: the words say it */
    report_drop(&quiet, every, NULL);
    m->has_goal = a == 0 && c == 0;
}

/* Pseudo-royal pieces (extinctionPseudoRoyal): no move may leave the last
 * of a kind attacked, and losing it loses. Where each side has at most one
 * of each kind named, no king besides, and having no move loses anyway
 * (stalemateValue loss, so that the engine's "no move while attacked"
 * is a loss as checkmate is), they are the format's royal pieces. */
void engine_imp_pseudo_royals(struct imp *m)
{
    const struct engine_game *g = m->g;
    const char *types = engine_game_str(g, "extinctionPieceTypes", "");
    if (!engine_game_bool(g, "extinctionPseudoRoyal", 0) || strchr(types, '*') ||
        strcmp(engine_game_str(g, "extinctionValue", "none"), "loss") ||
        atoi(engine_game_str(g, "extinctionPieceCount", "0")) != 0 ||
        engine_game_get(g, "extinctionOpponentPieceCount") || engine_game_bool(g, "blastOnCapture", 0) ||
        strcmp(engine_game_str(g, "stalemateValue", "draw"), "loss"))
        return;
    for (int i = 0; i < m->npieces; i++) {
        const struct imp_piece *p = &m->pieces[i];
        int named = p->letter && strchr(types, p->letter);
        if ((p->royal && p->count) || (named && p->count > 1))
            return;
    }
    int any = 0;
    for (int i = 0; i < m->npieces; i++) {
        struct imp_piece *p = &m->pieces[i];
        if (!p->letter || !strchr(types, p->letter) || p->immobile)
            continue;
        p->royal = 1, any = 1;
        if (!strcmp(p->name, "Commoner")) { /* a royal one is the King */
            free(p->name);
            free(p->short_name);
            p->name = xstrdup("King");
            p->short_name = NULL;
        }
    }
    m->said_extinction = any;
}

void engine_imp_write_end(struct imp *m)
{
    const struct engine_game *g = m->g;
    char *out = NULL;
    int royal = 0;
    for (int i = 0; i < m->npieces; i++)
        royal |= m->pieces[i].royal && !m->pieces[i].unused;
    const char *cv = result_of(engine_game_str(g, "checkmateValue", "loss"));
    if (royal && cv) {
        str_cat_free(&out, str_printf("    <checkmate result=\"%s\"/>\n", cv));
        m->said_checkmate = 1;
    }
    const char *sv = result_of(engine_game_str(g, "stalemateValue", "draw"));
    /* where a player passes instead, "no move" is the passing rule's
       (import_pass.c) */
    if (sv && !engine_game_bool(g, "stalematePieceCount", 0) && !engine_imp_passes_when_stuck(m)) {
        str_cat_free(&out, str_printf("    <stalemate result=\"%s\"/>\n", sv));
        m->said_stalemate = 1;
        m->draws_left |= !strcmp(sv, "draw");
    }
    const char *ev = result_of(engine_game_str(g, "extinctionValue", "none"));
    if (ev && !engine_game_bool(g, "extinctionPseudoRoyal", 0)) {
        const char *types = engine_game_str(g, "extinctionPieceTypes", "*");
        int count = atoi(engine_game_str(g, "extinctionPieceCount", "0"));
        int opp = atoi(engine_game_str(g, "extinctionOpponentPieceCount", "0"));
        char *ids = strchr(types, '*') ? xstrdup("*") : engine_imp_ids(m, NULL, types);
        if (ids && ids[0]) {
            char has[40] = "";
            if (opp > 0)
                snprintf(has, sizeof has, " opponent-has=\"%d\"", opp);
            str_cat_free(&out, str_printf("    <extinction pieces=\"%s\" count=\"%d\" result=\"%s\"%s/>\n",
                                          ids, count, ev, has));
            m->said_extinction = 1;
        }
        free(ids);
    }
    const char *fp = engine_game_str(g, "flagPiece", engine_game_str(g, "flagPieceWhite", NULL));
    if (fp && m->has_goal && !engine_game_bool(g, "flagMove", 0) &&
        !engine_game_bool(g, "flagPieceSafe", 0) && !engine_game_bool(g, "flagPieceBlockedWin", 0)) {
        char *ids = engine_imp_ids(m, NULL, fp);
        int count = atoi(engine_game_str(g, "flagPieceCount", "1"));
        if (ids && ids[0]) {
            str_cat_free(&out, str_printf("    <reach pieces=\"%s\" zone=\"goal\" count=\"%d\"/>\n",
                                          ids, count > 0 ? count : 1));
            m->said_reach = 1;
        }
        free(ids);
    }
    if (engine_game_bool(g, "checkCounting", 0)) {
        /* the FEN's "3+3": the checks each player must give */
        const char *f = strchr(engine_game_str(g, "startFen", ""), '+');
        int n = 0;
        if (f)
            for (const char *p = f - 1; p > engine_game_str(g, "startFen", "") && isdigit((unsigned char)*p); p--)
                n = *p - '0';
        if (n > 0) {
            str_cat_free(&out, str_printf("    <checks count=\"%d\"/>\n", n));
            m->said_checks = 1;
        }
    }
    /* a game of placing only never repeats a position nor runs a move
       count (import_pass.c) */
    int placing = engine_imp_placing_only(m);
    int nf = atoi(engine_game_str(g, "nFoldRule", "3"));
    if (placing)
        m->said_repetition = 1;
    else if (nf >= 2 && !strcmp(engine_game_str(g, "nFoldValue", "draw"), "draw")) {
        int pc = engine_game_bool(g, "perpetualCheckIllegal", 0);
        str_cat_free(&out, str_printf("    <repetition count=\"%d\"%s/>\n", nf,
                                      pc ? " perpetual-check=\"loss\"" : ""));
        m->said_repetition = 1;
    }
    int nm = atoi(engine_game_str(g, "nMoveRule", "50"));
    if (placing)
        m->said_move_limit = 1;
    else if (nm > 0) {
        /* the moves that start the count again: each side's nMoveRuleTypes
           (by default its pawn types, else the Pawn) */
        const char *both = engine_game_str(g, "nMoveRuleTypes", engine_game_str(g, "pawnTypes", NULL));
        const char *of[2] = {engine_game_str(g, "nMoveRuleTypesWhite", both),
                             engine_game_str(g, "nMoveRuleTypesBlack", both)};
        char *resets = NULL;
        for (int i = 0; i < m->npieces; i++) {
            const struct imp_piece *p = &m->pieces[i];
            int in = 0;
            for (int side = 0; side < 2; side++)
                if (!p->army || p->army == side + 1)
                    in |= p->letter && (of[side] ? strchr(of[side], p->letter) != NULL
                                                 : !strcmp(p->ep->key, "pawn"));
            if (!p->unused && in) {
                if (resets)
                    str_cat(&resets, " ");
                str_cat(&resets, p->id);
            }
        }
        str_cat_free(&out, str_printf("    <move-limit count=\"%d\"%s%s%s/>\n", nm,
                                      resets ? " resets=\"" : "", resets ? resets : "",
                                      resets ? "\"" : ""));
        free(resets);
        m->said_move_limit = 1;
    }
    if (!strcmp(engine_game_str(g, "countingRule", "none"), "makruk")) {
        str_cat(&out, "    <counting rule=\"makruk\"/>\n");
        m->said_counting = 1;
    }
    int cn = atoi(engine_game_str(g, "connectN", "0"));
    if (cn > 0 && cn <= (m->files > m->ranks ? m->files : m->ranks)) {
        char lines[40] = "";
        if (engine_game_bool(g, "connectHorizontal", 1))
            str_append(lines, sizeof lines, "ranks ");
        if (engine_game_bool(g, "connectVertical", 1))
            str_append(lines, sizeof lines, "files ");
        if (engine_game_bool(g, "connectDiagonal", 1))
            str_append(lines, sizeof lines, "diagonals ");
        if (lines[0]) {
            lines[strlen(lines) - 1] = 0;
            const char *r = result_of(engine_game_str(g, "connectValue", "win"));
            str_cat_free(&out, str_printf("    <connect count=\"%d\" lines=\"%s\" result=\"%s\"/>\n",
                                          cn, lines, r ? r : "win"));
            m->said_connect = 1;
        }
    }
    if (out)
        engine_imp_out(m, "  <end>\n%s  </end>\n", out);
    else if (placing) /* how it ends is all in words (import_pass.c) */
        engine_imp_out(m, "  <end/>\n");
    free(out);
}
