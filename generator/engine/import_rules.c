/* import_rules.c: the keys of an imported section that no element of the
 * format holds: each is either said in the rules' words (how the game is
 * won, repetition, compulsory capture, ...) or, when pnpgen could not
 * print it faithfully, refused with the reason. And the booklet's text. */
#include "import-imp.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Keys the board, pieces, setup and promotion of the definition hold. */
static const char *const held[] = {
    "maxRank", "maxFile", "startFen", "pieceToCharTable", "pocketSize", "promotionRegionWhite",
    "promotionRegionBlack", "promotionPieceTypes", "promotionPieceTypesWhite",
    "promotionPieceTypesBlack", "promotionPawnTypesWhite", "promotionPawnTypesBlack",
    "nMoveRuleTypes", "nMoveRuleTypesWhite", "nMoveRuleTypesBlack", "mandatoryPawnPromotion", "mandatoryPiecePromotion",
    "promotedPieceType", "pieceDrops", "capturesToHand", "doubleStep", "doubleStepRegionWhite",
    "doubleStepRegionBlack", "castling", "castlingKingsideFile", "castlingQueensideFile",
    "castlingKingFile", "castlingKingPiece", "castlingRookPieces", "castlingRookPiece",
    "kingType", "soldierPromotionRank", "diagonalLines", "pawnTypes", "promotionPawnTypes",
    "immobilityIllegal", "mustDrop", "mustDropType", "variantTemplate", "nnueAlias", "pieceValueMg",
    "pieceValueEg",
    "endgameEval", "castlingRank", "enPassantRegion", "oppositeCastling", "pieceDemotion", "dropPromoted", "piecePromotionOnCapture",
};
/* Keys said in the rules' words (rules_words below). */
static const char *const worded[] = {
    "stalemateValue", "checkmateValue", "extinctionValue", "extinctionPieceTypes",
    "extinctionPieceCount", "extinctionPseudoRoyal", "extinctionOpponentPieceCount", "castlingWins", "flagPiece", "flagPieceWhite",
    "flagPieceBlack", "flagRegionWhite", "flagRegionBlack", "flagRegion", "flagMove", "whiteFlag",
    "blackFlag",
    "checkCounting", "nMoveRule", "nFoldRule", "nFoldValue", "nFoldValueAbsolute",
    "perpetualCheckIllegal", "mustCapture", "checking", "dropNoDoubled",
    "shogiPawnDropMateIllegal", "flyingGeneral", "bikjangRule", "materialCounting",
    "countingRule", "chasingRule", "pass", "passWhite", "passBlack", "dropChecks",
    "moveRepetitionIllegal", "extinctionClaim", "dropNoDoubledCount", "stalematePieceCount",
    "shogiDoubledPawn", "blastOnCapture", "blastImmuneTypes", "connectN", "connectHorizontal",
    "connectVertical", "connectDiagonal", "connectValue", "connectNxN", "wallingRule", "passOnStalemate",
    "passOnStalemateWhite", "passOnStalemateBlack", "flagPieceCount", "flagPieceSafe",
    "promotionLimit", "firstRankPawnDrops", "promotionZonePawnDrops", "dropRegionWhite",
    "dropRegionBlack", "whiteDropRegion", "blackDropRegion", "adjudicateFullBoard",
};

static int listed(const char *const *list, size_t n, const char *key)
{
    for (size_t i = 0; i < n; i++)
        if (!strcmp(list[i], key))
            return 1;
    return 0;
}

static int is_default(const char *value)
{
    return !strcmp(value, "false") || !strcmp(value, "0") || !strcmp(value, "none") ||
           !strcmp(value, "-") || !value[0];
}

/* What each value of the engine's EnclosingRule means (enclosingDrop:
 * where a drop may go; flipEnclosedPieces: which enemy pieces change
 * sides), as src/position.h and position.cpp apply it. */
static const char *enclosing_meaning(const char *key, const char *value)
{
    static const struct { const char *key, *value, *what; } w[] = {
        {"enclosingDrop", "top", "a dropped piece falls to the lowest empty square of its file"},
        {"enclosingDrop", "anyside", "a dropped piece slides in from an edge of the board until it meets a piece"},
        {"enclosingDrop", "reversi", "a drop must enclose a line of enemy pieces against one's own"},
        {"enclosingDrop", "ataxx", "a drop only on a square touching one's own piece, by a side or a corner"},
        {"enclosingDrop", "snort", "no drop on a square that shares a side with an enemy piece"},
        {"flipEnclosedPieces", "reversi", "enemy pieces a drop encloses in a line change sides"},
        {"flipEnclosedPieces", "ataxx", "enemy pieces next to where a piece lands change sides"},
        {"flipEnclosedPieces", "quadwrangle", "enemy pieces next to where a piece lands change sides, "
                                              "after a move or a drop beside one's own piece"},
    };
    for (size_t i = 0; i < sizeof w / sizeof w[0]; i++)
        if (!strcmp(w[i].key, key) && !strcmp(w[i].value, value))
            return w[i].what;
    return NULL;
}

/* What each refused key means, for the message. */
static const char *meaning(const char *key, const char *value)
{
    if (enclosing_meaning(key, value))
        return enclosing_meaning(key, value);
    static const struct { const char *key, *what; } w[] = {
        {"blastOnCapture", "captures explode (atomic chess)"},
        {"gating", "pieces enter from hand behind a piece that leaves the back rank"},
        {"seirawanGating", "pieces enter from hand behind a piece that leaves the back rank"},
        {"wallingRule", "squares are walled off after each move"},

        {"connectN", "getting pieces in a row wins"},
        {"twoBoards", "two boards played together (bughouse)"},
        {"chess960", "the back rank is shuffled"},
        {"mustDrop", "a player must drop while pieces remain in hand"},
        {"dropRegionWhite", "drops only on some squares"},
        {"dropRegionBlack", "drops only on some squares"},
        {"tripleStepRegionWhite", "pawns step three squares"},
        {"petrifyOnCaptureTypes", "capturing pieces turn to stone"},
        {"sittuyinPromotion", "promotion by a move of its own"},
        {"passOnStalemate", "a player without a move passes"},
        {"piecePromotionOnCapture", "pieces promote only when capturing"},
        {"pieceDemotion", "promoted pieces may demote"},
        {"dropPromoted", "pieces are dropped promoted"},
        {"promotionLimit", "how many of each piece a pawn may become"},
        {"oppositeCastling", "castling only to the side the opponent has not"},
        {"cambodianMoves", "the King's and Met's first leaps"},
        {"makpongRule", "the King may not move out of check"},
        {"castlingDroppedPiece", "dropped pieces may castle"},
        {"dropOppositeColoredBishop", "Bishops dropped on squares of both colours"},
        {"firstRankPawnDrops", "pawns dropped on the first rank"},
        {"promotionZonePawnDrops", "pawns dropped in the promotion zone"},
        {"wallOrMove", "a player walls off a square or moves"},
        {"dupleCheck", "checks against several royal pieces"},
    };
    for (size_t i = 0; i < sizeof w / sizeof w[0]; i++)
        if (!strcmp(w[i].key, key))
            return w[i].what;
    return NULL;
}

void engine_imp_check_keys(struct imp *m)
{
    for (int i = 0; i < m->g->nkv; i++) {
        const char *key = m->g->kv[i].key, *value = m->g->kv[i].v.value;
        if (listed(held, sizeof held / sizeof held[0], key) ||
            listed(worded, sizeof worded / sizeof worded[0], key) ||
            !strncmp(key, "mobilityRegion", 14))
            continue;
        if ((!strcmp(key, "enclosingDrop") &&
             (!strcmp(value, "top") || !strcmp(value, "reversi") || !strcmp(value, "snort"))) ||
            !strcmp(key, "dropOnTop") || !strcmp(key, "enclosingDropStart") || !strcmp(key, "freeDrops") ||
            (!strcmp(key, "flipEnclosedPieces") && (!strcmp(value, "reversi") || !strcmp(value, "quadwrangle"))))
            continue; /* placing-rule="gravity|outflank|apart" (pieces placed from hand),
                         zone 'opening', flip="lines|around-linked", freeDrops (import_supply.c) */
        if (is_default(value))
            continue;
        const char *what = meaning(key, value);
        engine_imp_refuse(m, key, "'%s'%s%s%s: pnpgen cannot print this rule faithfully yet", value,
                   what ? " (" : "", what ? what : "", what ? ")" : "");
    }
    const char *wr = engine_game_str(m->g, "wallingRule", "none");
    if (strcmp(wr, "none") && strcmp(wr, "arrow") && strcmp(wr, "past") && strcmp(wr, "duck"))
        engine_imp_refuse(m, "wallingRule", "walling rule '%s': pnpgen cannot print it faithfully yet", wr);
}

static const char *number_word(int n)
{
    static const char *w[] = {"no", "one", "two", "three", "four", "five", "six", "seven"};
    return n >= 0 && n < 8 ? w[n] : "many";
}

/* "the King, the Queen or the Rook" from a list of letters ('*': all). */
static char *names_of(struct imp *m, const char *letters, const char *conj)
{
    if (!letters || strchr(letters, '*'))
        return xstrdup("all their pieces");
    char *out = NULL;
    int n = 0, total = 0;
    for (const char *c = letters; *c; c++)
        total += isalpha((unsigned char)*c) && engine_imp_piece_of(m, *c) != NULL;
    for (const char *c = letters; *c; c++) {
        struct imp_piece *p = isalpha((unsigned char)*c) ? engine_imp_piece_of(m, *c) : NULL;
        if (!p)
            continue;
        n++;
        char *e = engine_imp_esc(p->name);
        char *part = str_printf("%s<b>%s</b>", n == 1 ? "" : n == total ? conj : ", ", e);
        free(e);
        str_cat_free(&out, part);
    }
    return out ? out : xstrdup("pieces");
}

/* Extinction (position.cpp): the game ends when a player has no more
 * than `count` of any one kind listed, board and hand together: "who has
 * lost their <b>King</b> or all their <b>Rooks</b>", "left with no more
 * than 3 <b>Commoners</b>". */
static char *lost_words(struct imp *m, const char *letters, int count)
{
    if (!letters || strchr(letters, '*'))
        return count ? str_printf("left with no more than %d pieces", count)
                     : xstrdup("who has lost all their pieces");
    char *out = NULL;
    for (const char *c = letters; *c; c++) {
        struct imp_piece *p = isalpha((unsigned char)*c) ? engine_imp_piece_of(m, *c) : NULL;
        if (!p || p->unused || (out && strstr(out, p->name)))
            continue;
        char *e = engine_imp_esc(p->name), *many = str_plural(e);
        char *part = count ? str_printf("%s%d <b>%s</b>", out ? " or " : "", count, count == 1 ? e : many)
                   : p->count == 1 ? str_printf("%stheir <b>%s</b>", out ? " or " : "", e)
                                   : str_printf("%sall their <b>%s</b>", out ? " or " : "", many);
        str_cat_free(&out, part);
        free(e);
        free(many);
    }
    char *s = !out ? xstrdup("who has lost all their pieces")
            : count ? str_printf("left with no more than %s", out) : str_printf("who has lost %s", out);
    free(out);
    return s;
}

static const char *outcome(const char *v)
{
    return !strcmp(v, "win") ? "wins" : !strcmp(v, "loss") ? "loses" : "draws";
}

static void item(struct imp *m, const char *text)
{
    engine_imp_out(m, "      <item>%s</item>\n", text);
}

/* Rules of one true-or-false key, said when the key has `when`. */
static const struct { const char *key; int dflt, when; const char *text; } said[] = {
    {"flagPieceSafe", 0, 1,
     "<b>Safe arrival.</b> A piece reaching the goal wins only if the opponent cannot capture it there."},
    {"checkCounting", 0, 1,
     "<b>Checks.</b> A player who has given check the number of times the game sets (three in a three-check game) wins."},
    {"checking", 1, 0,
     "<b>No checks:</b> no move may put the opponent's King in check."},
    {"flyingGeneral", 0, 1,
     "<b>Facing Generals.</b> The two Generals may never stand on one file with no piece between them."},
    {"bikjangRule", 0, 1,
     "<b>Bikjang.</b> When the Generals face each other on an open file, the player to move must break it, or the game ends by counting points."},
    {"perpetualCheckIllegal", 0, 1,
     "<b>Perpetual check</b> is not allowed: a player may not repeat the position by checking again and again."},
    {"shogiPawnDropMateIllegal", 0, 1,
     "<b>Drops.</b> A Pawn may not be dropped to give checkmate."},
    {"dropChecks", 1, 0,
     "<b>Drops.</b> A dropped piece may not give check."},
};

static void words_of_more(struct imp *m)
{
    const struct engine_game *g = m->g;
    char *s;
    if (engine_game_bool(g, "blastOnCapture", 0)) {
        const char *imm = engine_game_str(g, "blastImmuneTypes", "");
        char *who = imm[0] && strcmp(imm, "-") ? names_of(m, imm, " and ") : NULL;
        s = str_printf("<b>Explosions.</b> Every capture explodes: the capturing piece, the "
                       "captured one and every piece on the eight squares around them leave the "
                       "board, except Pawns next to it%s%s.", who ? " and " : "", who ? who : "");
        item(m, s);
        free(s);
        free(who);
    }
    int cn = atoi(engine_game_str(g, "connectN", "0"));
    if (cn > 0 && !m->said_connect) {
        int h = engine_game_bool(g, "connectHorizontal", 1), v = engine_game_bool(g, "connectVertical", 1),
            d = engine_game_bool(g, "connectDiagonal", 1);
        s = str_printf("<b>In a row.</b> A player who gets %d of their pieces in an unbroken line "
                       "(%s%s%s%s%s) %s.", cn, h ? "across" : "", h && (v || d) ? ", " : "",
                       v ? "up and down" : "", v && d ? ", " : "", d ? "diagonally" : "",
                       !strcmp(engine_game_str(g, "connectValue", "win"), "loss") ? "loses" : "wins");
        item(m, s);
        free(s);
    }
    int sq = atoi(engine_game_str(g, "connectNxN", "0"));
    if (sq > 1) {
        s = str_printf("<b>In a square.</b> A player who gets %d of their pieces in a square "
                       "block, %d by %d, %s too.", sq * sq, sq, sq,
                       !strcmp(engine_game_str(g, "connectValue", "win"), "loss") ? "loses" : "wins");
        item(m, s);
        free(s);
    }
    if ((cn > 0 || sq > 1) && m->placing_zones && !engine_imp_placing_only(m)) {
        s = str_printf("<b>While placing.</b> A %s made while the pieces are being placed ends "
                       "the game at once, as it does later in play.",
                       sq > 1 ? "line or a square" : "line");
        item(m, s);
        free(s);
    }
    const char *wr = engine_game_str(g, "wallingRule", "none");
    if (!strcmp(wr, "arrow"))
        item(m, "<b>Arrows.</b> After moving, the piece shoots an arrow from where it lands, "
                "moving like a Queen over empty squares; the square it lands on is walled off "
                "for the rest of the game (mark it with a counter).");
    else if (!strcmp(wr, "past"))
        item(m, "<b>Trails.</b> The square a piece moves from is walled off for the rest of "
                "the game (mark it with a counter): no piece may enter it again.");
    else if (!strcmp(wr, "duck"))
        item(m, "<b>The duck.</b> After moving, the player moves the duck (a counter no piece "
                "may enter or capture) to any other empty square.");
    int fc = atoi(engine_game_str(g, "flagPieceCount", "1"));
    if (fc > 1 && !m->said_reach) { /* <reach count> says it */
        s = str_printf("<b>How many.</b> The goal is reached only when %d such pieces stand "
                       "there.", fc);
        item(m, s);
        free(s);
    }
    const char *pl = engine_game_str(g, "promotionLimit", "");
    if (pl[0] && strcmp(pl, "-")) {
        char *list = NULL, letter;
        int n;
        for (const char *c = pl; (c = engine_imp_next_limit(c, &letter, &n));) {
            struct imp_piece *p = engine_imp_piece_of(m, letter);
            if (p && !p->limit) { /* a promoted form's is its promotion-limit */
                char *e = engine_imp_esc(p->name);
                char *part = str_printf("%s%d %s", list ? ", " : "", n, e);
                str_cat_free(&list, part);
                free(e);
            }
        }
        s = str_printf("<b>Limits.</b> A Pawn may promote only to a piece the player has fewer "
                       "of on the board than: %s.", list ? list : "");
        if (list)
            item(m, s);
        free(s);
        free(list);
    }
    if (m->drops) {
        struct imp_piece *pawn = NULL;
        for (int i = 0; i < m->npieces; i++)
            if (m->pieces[i].ep && !strcmp(m->pieces[i].ep->key, "pawn") && m->pieces[i].letter)
                pawn = &m->pieces[i];
        if (pawn && !engine_game_bool(g, "firstRankPawnDrops", 0))
            item(m, "<b>Drops.</b> A Pawn may not be dropped on its player's first rank.");
        if (pawn && !engine_game_bool(g, "promotionZonePawnDrops", 0))
            item(m, "<b>Drops.</b> A Pawn may not be dropped where it would promote.");
    }
}

static void words_of_winning(struct imp *m)
{
    const struct engine_game *g = m->g;
    struct imp_piece *royal = NULL;
    for (int i = 0; i < m->npieces; i++)
        if (m->pieces[i].royal)
            royal = &m->pieces[i];
    char *s;
    if (royal && !m->said_checkmate) {
        char *n = engine_imp_esc(royal->name);
        const char *cv = engine_game_str(g, "checkmateValue", "loss");
        s = str_printf("<b>Checkmate.</b> A %s that could be captured on the next move is in "
                       "check, and no move may leave one's own %s in check. A player who is "
                       "checkmated (in check with no move out of it) %s.", n, n,
                       !strcmp(cv, "loss") ? "loses" : outcome(cv));
        item(m, s);
        free(s);
        free(n);
    }
    engine_imp_words_of_no_move(m);
    const char *ev = engine_game_str(g, "extinctionValue", "none");
    if (strcmp(ev, "none") && !m->said_extinction) {
        int cnt = atoi(engine_game_str(g, "extinctionPieceCount", "0"));
        char *who = lost_words(m, engine_game_str(g, "extinctionPieceTypes", "*"), cnt);
        s = str_printf("<b>Losing pieces.</b> A player %s %s.", who, outcome(ev));
        item(m, s);
        free(s);
        free(who);
        if (engine_game_bool(g, "extinctionPseudoRoyal", 0))
            item(m, "No move may leave such a piece where the opponent could capture it.");
    }
    const char *fp = engine_game_str(g, "flagPiece", engine_game_str(g, "flagPieceWhite", NULL));
    const char *fw = engine_game_str(g, "flagRegionWhite", engine_game_str(g, "whiteFlag",
                                     engine_game_str(g, "flagRegion", NULL)));
    if (fp && fw && strcmp(fw, "-") && fw[0] && !m->said_reach) {
        char *who = names_of(m, fp, " or ");
        const char *fb = engine_game_str(g, "flagRegionBlack", engine_game_str(g, "blackFlag", fw));
        char *ew = engine_imp_region_words(fw), *eb = engine_imp_region_words(fb);
        /* flagMove (position.cpp): the win counts at the player's next
           turn; a King arriving second, on the very next move, draws
           against White's, a King arriving first for Black wins at once */
        char *flag_move = !engine_game_bool(g, "flagMove", 0) ? NULL
            : !strcmp(fp, "k") ? str_printf(" (when %s gets there first, %s may still draw by getting "
                                            "there with the very next move)", m->side_name[0], m->side_name[1])
            : xstrdup(" (if it still stands there when its player's next turn comes: the opponent "
                      "has one move to dislodge it)");
        /* the squares are outlined on the board, named in its key; the
           engine's "*8" is no player's word */
        char *where = m->has_goal ? xstrdup(" (outlined on the board)")
                                  : str_printf(" (for %s, %s; for %s, %s)", m->side_name[0], ew, m->side_name[1], eb);
        s = str_printf("<b>Reaching the goal.</b> A player who brings %s%s to their goal%s wins%s%s.",
                       strchr(fp, '*') ? "a piece" : strlen(fp) > 1 ? "a " : "their ",
                       strchr(fp, '*') ? "" : who, m->has_goal ? where : "", m->has_goal ? "" : where,
                       flag_move ? flag_move : "");
        item(m, s);
        free(s);
        free(where);
        free(flag_move);
        free(who);
        free(ew);
        free(eb);
    }
    words_of_more(m);
    for (size_t i = 0; i < sizeof said / sizeof said[0]; i++)
        if (engine_game_bool(g, said[i].key, said[i].dflt) == said[i].when &&
            !(m->said_checks && !strcmp(said[i].key, "checkCounting")) &&
            !(m->said_repetition && !strcmp(said[i].key, "perpetualCheckIllegal")))
            item(m, said[i].text);
    if (strcmp(engine_game_str(g, "chasingRule", "none"), "none"))
        item(m, "<b>Perpetual chasing</b> of an unprotected piece is not allowed either.");
    if (strcmp(engine_game_str(g, "dropNoDoubled", "-"), "-")) {
        struct imp_piece *p = engine_imp_piece_of(m, engine_game_str(g, "dropNoDoubled", "-")[0]);
        if (p) {
            char *n = engine_imp_esc(p->name);
            s = str_printf("<b>Drops.</b> A %s may not be dropped on a file that already holds "
                           "an unpromoted %s of its player.", n, n);
            item(m, s);
            free(s);
            free(n);
        }
    }
    int nm = atoi(engine_game_str(g, "nMoveRule", "50"));
    if (nm > 0 && !m->said_move_limit) {
        s = str_printf("<b>%d moves.</b> After %d moves of each player with no capture and no "
                       "Pawn move, the game is drawn.", nm, nm);
        item(m, s);
        free(s);
    }
    int nf = atoi(engine_game_str(g, "nFoldRule", "3"));
    if (nf > 0 && !m->said_repetition) {
        const char *fv = engine_game_str(g, "nFoldValue", "draw");
        /* nFoldValueAbsolute: the value is White's, whoever moves
           (minishogi: Sente loses) */
        char first_loses[80], first_wins[80];
        snprintf(first_loses, sizeof first_loses, "lost by %s", m->side_name[0]);
        snprintf(first_wins, sizeof first_wins, "won by %s", m->side_name[0]);
        s = str_printf("<b>Repetition.</b> When the same position comes up the %s time, the "
                       "game is %s.", nf == 3 ? "third" : nf == 4 ? "fourth" : nf == 2 ? "second" : "fifth",
                       !strcmp(fv, "draw") ? "drawn"
                       : engine_game_bool(g, "nFoldValueAbsolute", 0)
                           ? (!strcmp(fv, "loss") ? first_loses : first_wins)
                           : (!strcmp(fv, "loss") ? "lost by the player to move then, not the one whose move repeated it"
                                                  : "won by the player to move then, not the one whose move repeated it"));
        item(m, s);
        free(s);
    }
    if (!strcmp(engine_game_str(g, "countingRule", "none"), "makruk") && !m->said_counting)
        item(m, "<b>Counting.</b> When one side has no Bia left, the defending player counts "
                "moves aloud; reaching the limit the material allows draws the game.");
    engine_imp_words_of_counting(m);
}

void engine_imp_write_rules(struct imp *m)
{
    char *name = engine_imp_esc(m->g->name);
    engine_imp_out(m, "  <rules>\n    <section title=\"The game\">\n");
    engine_imp_out(m, "      <p><b>%s</b> is a game for two players on a board of %d files and %d "
            "ranks, as Fairy-Stockfish plays it (section [%s] of its variants.ini). %s moves "
            "first, then the players take turns.</p>\n", m->display_name, m->files, m->ranks, name,
            m->side_name[m->black_first ? 1 : 0]);
    free(name);
    engine_imp_out(m, "    </section>\n    <section title=\"Setting up\">\n      <setup-diagram/>\n"
            "      <board-key/>\n    </section>\n");
    if (engine_imp_placing_only(m)) /* no move to show: no diagram, no capture */
        engine_imp_out(m, "    <section title=\"The pieces\">\n      <p>A piece never moves: it "
                "stays on the square where it is placed%s.</p>\n      <piece-gallery/>\n",
                m->flip ? ", though it may be turned over to change sides" : "");
    else
        engine_imp_out(m, "    <section title=\"How the pieces move\">\n      <p>Each diagram shows where a "
                "piece may go from the square marked by the piece; forward is up. %s</p>\n"
                "      <legend/>\n      <piece-gallery/>\n",
                engine_imp_never_captures(m) ? "No piece ever captures: a piece moves only to an empty square."
                                             : "A piece captures by moving onto an enemy piece, unless its "
                                               "diagram says otherwise.");
    if (m->drops)
        engine_imp_out(m, "      <p><b>Drops.</b> A captured piece goes to the captor's hand. Instead of "
                "moving, a player may put a piece from their hand on any empty square, as their "
                "own piece.</p>\n");
    if (m->castling) {
        char *k = engine_imp_esc(m->castler ? m->castler : "King");
        engine_imp_out(m, "      <p><b>Castling.</b> Once in a game, if neither has moved and the squares "
                "between are empty, the %s moves towards a Rook as drawn and the Rook jumps over "
                "it to the square the %s crossed. The %s may not castle out of, through or "
                "into check.</p>\n", k, k, k);
        if (m->castle_east)
            engine_imp_out(m, "      <p>Both %ss castle alike on the board: %s square%s towards the "
                    "%c-file, %s towards the a-file. Each side's %s is drawn from its own side of "
                    "the board, so the two diagrams are mirror images.</p>\n", k,
                    number_word(m->castle_east), m->castle_east == 1 ? "" : "s", 'a' + m->files - 1,
                    number_word(m->castle_west), k);
        free(k);
    }
    if (m->en_passant)
        engine_imp_out(m, "      <p><b>En passant.</b> A Pawn that steps two squares past an enemy Pawn "
                "may be captured by it on the very next move, as if it had stepped one.</p>\n");
    engine_imp_out(m, "    </section>\n    <section title=\"How the game ends\">\n      <how-to-win/>\n");
    words_of_winning(m);
    engine_imp_out(m, "    </section>\n    <section title=\"Making the set\">\n      <printing-guide/>\n"
            "    </section>\n  </rules>\n");
}
