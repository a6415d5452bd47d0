/* facts.c: the engine's vocabulary as data: its built-in piece types (the
 * keys of variants.ini that give a piece a letter) with their moves as the
 * engine's source defines them (src/piece.cpp), and every other key its
 * parser reads (src/parser.cpp). Names are the ones players use. */
#include "engine-imp.h"

#include <string.h>

#include "notation/notation.h"

const struct engine_piece_type engine_piece_types[] = {
    {"pawn", "fmWfceFifmnD", "Pawn", "\u2659", "\u265F"},
    {"knight", "N", "Knight", "\u2658", "\u265E"},
    {"bishop", "B", "Bishop", "\u2657", "\u265D"},
    {"rook", "R", "Rook", "\u2656", "\u265C"},
    {"queen", "Q", "Queen", "\u2655", "\u265B"},
    {"fers", "F", "Ferz", NULL, NULL},
    {"alfil", "A", "Alfil", NULL, NULL},
    {"fersAlfil", "FA", "Fers-Alfil", NULL, NULL},
    {"silver", "FfW", "Silver General", NULL, NULL},
    {"aiwok", "RNF", "Ai-Wok", NULL, NULL},
    {"bers", "RF", "Dragon", NULL, NULL},
    {"archbishop", "BN", "Archbishop", NULL, NULL},
    {"chancellor", "RN", "Chancellor", NULL, NULL},
    {"amazon", "QN", "Amazon", NULL, NULL},
    {"knibis", "mNcB", "Knight-Bishop", NULL, NULL},
    {"biskni", "mBcN", "Bishop-Knight", NULL, NULL},
    {"kniroo", "mNcR", "Knight-Rook", NULL, NULL},
    {"rookni", "mRcN", "Rook-Knight", NULL, NULL},
    {"shogiPawn", "fW", "Pawn", NULL, NULL},
    {"lance", "fR", "Lance", NULL, NULL},
    {"shogiKnight", "fN", "Knight", NULL, NULL},
    {"gold", "WfF", "Gold General", NULL, NULL},
    {"dragonHorse", "BW", "Dragon Horse", NULL, NULL},
    {"clobber", "cW", "Clobber stone", NULL, NULL},
    {"breakthrough", "fmWfF", "Pawn", NULL, NULL},
    {"immobile", "", "Stone", NULL, NULL},
    {"cannon", "mRcpR", "Cannon", NULL, NULL},
    {"janggiCannon", "pR", "Cannon", NULL, NULL},
    {"soldier", "fsW", "Soldier", NULL, NULL},
    {"horse", "nN", "Horse", NULL, NULL},
    {"elephant", "nA", "Elephant", NULL, NULL},
    {"janggiElephant", "nZ", "Elephant", NULL, NULL},
    {"banner", "RcpRnN", "Banner", NULL, NULL},
    {"wazir", "W", "Wazir", NULL, NULL},
    {"commoner", "K", "Commoner", NULL, NULL},
    {"centaur", "KN", "Centaur", NULL, NULL},
    {"king", "K", "King", "\u2654", "\u265A"},
};
const int engine_npiece_types = (int)(sizeof engine_piece_types / sizeof engine_piece_types[0]);

const struct engine_piece_type *engine_piece_type_find(const char *key)
{
    for (int i = 0; i < engine_npiece_types; i++)
        if (!strcmp(engine_piece_types[i].key, key))
            return &engine_piece_types[i];
    return NULL;
}

/* The keys of src/parser.cpp other than piece names, customPieceN and
 * mobilityRegion<Colour><Piece>, sorted. */
static const char *const keys[] = {
    "adjudicateFullBoard", "bikjangRule", "blackDropRegion", "blackFlag", "blastImmuneTypes",
    "blastOnCapture", "cambodianMoves", "capturesToHand", "castling", "castlingDroppedPiece",
    "castlingKingFile", "castlingKingPiece", "castlingKingPieceBlack", "castlingKingPieceWhite",
    "castlingKingsideFile", "castlingQueensideFile", "castlingRank", "castlingRookKingsideFile",
    "castlingRookPiece", "castlingRookPieces", "castlingRookPiecesBlack",
    "castlingRookPiecesWhite", "castlingRookQueensideFile", "castlingWins", "chasingRule",
    "checkCounting", "checking", "checkmateValue", "chess960", "collinearN", "connectDiagonal",
    "connectHorizontal", "connectN", "connectNxN", "connectPieceTypes", "connectRegion1Black",
    "connectRegion1White", "connectRegion2Black", "connectRegion2White", "connectValue",
    "connectVertical", "countingRule", "diagonalLines", "doubleStep", "doubleStepRank",
    "doubleStepRankMin", "doubleStepRegionBlack", "doubleStepRegionWhite", "dropChecks",
    "dropLoop", "dropNoDoubled", "dropNoDoubledCount", "dropOnTop", "dropOppositeColoredBishop",
    "dropPromoted", "dropRegionBlack", "dropRegionWhite", "dupleCheck", "enPassantRegion",
    "enPassantRegionBlack", "enPassantRegionWhite", "enPassantTypes", "enPassantTypesBlack",
    "enPassantTypesWhite", "enclosingDrop", "enclosingDropStart", "endgameEval",
    "extinctionClaim", "extinctionOpponentPieceCount", "extinctionPieceCount",
    "extinctionPieceTypes", "extinctionPseudoRoyal", "extinctionValue", "firstRankPawnDrops",
    "flagMove", "flagPiece", "flagPieceBlack", "flagPieceBlockedWin", "flagPieceCount",
    "flagPieceSafe", "flagPieceWhite", "flagRegion", "flagRegionBlack", "flagRegionWhite",
    "flipEnclosedPieces", "flyingGeneral", "freeDrops", "gating", "immobilityIllegal",
    "kingType", "makpongRule", "mandatoryPawnPromotion", "mandatoryPiecePromotion",
    "materialCounting", "maxFile", "maxRank", "mobilityRegion", "moveRepetitionIllegal",
    "mustCapture", "mustDrop", "mustDropType", "mutuallyImmuneTypes", "nFoldRule", "nFoldValue",
    "nFoldValueAbsolute", "nMoveRule", "nMoveRuleTypes", "nMoveRuleTypesBlack",
    "nMoveRuleTypesWhite", "nnueAlias", "oppositeCastling", "pass", "passBlack",
    "passOnStalemate", "passOnStalemateBlack", "passOnStalemateWhite", "passWhite", "pawnTypes",
    "perpetualCheckIllegal", "petrifyBlastPieces", "petrifyOnCaptureTypes", "pieceDemotion",
    "pieceDrops", "piecePromotionOnCapture", "pieceToCharTable", "pieceValueEg", "pieceValueMg",
    "pocketSize", "promotedPieceType", "promotionLimit", "promotionPawnTypes",
    "promotionPawnTypesBlack", "promotionPawnTypesWhite", "promotionPieceTypes",
    "promotionPieceTypesBlack", "promotionPieceTypesWhite", "promotionRank",
    "promotionRegionBlack", "promotionRegionWhite", "promotionZonePawnDrops", "seirawanGating",
    "shatarMateRule", "shogiDoubledPawn", "shogiPawnDropMateIllegal", "sittuyinPromotion",
    "sittuyinRookDrop", "soldierPromotionRank", "stalematePieceCount", "stalemateValue",
    "startFen", "tripleStepRegionBlack", "tripleStepRegionWhite", "twoBoards",
    "variantTemplate", "wallOrMove", "wallingRegion", "wallingRegionBlack",
    "wallingRegionWhite", "wallingRule", "whiteDropRegion", "whiteFlag",
};

int engine_key_known(const char *key)
{
    int lo = 0, hi = (int)(sizeof keys / sizeof keys[0]) - 1;
    while (lo <= hi) {
        int mid = (lo + hi) / 2, c = strcmp(key, keys[mid]);
        if (!c)
            return 1;
        if (c < 0)
            hi = mid - 1;
        else
            lo = mid + 1;
    }
    return 0;
}

/* Names of the move tables of the classic fairy pieces, for custom pieces
 * that are one of them (the engine gives custom pieces no name). A custom
 * piece that moves as a King is not royal (a royal one is the King): the
 * Commoner. */
static const struct { const char *betza, *name; } named[] = {
    {"K", "Commoner"}, {"Q", "Queen"}, {"R", "Rook"}, {"B", "Bishop"}, {"N", "Knight"},
    {"W", "Wazir"}, {"F", "Ferz"}, {"D", "Dabbaba"}, {"A", "Alfil"}, {"H", "Threeleaper"},
    {"C", "Camel"}, {"Z", "Zebra"}, {"G", "Tripper"}, {"NN", "Nightrider"},
    {"BN", "Archbishop"}, {"NB", "Archbishop"}, {"RN", "Chancellor"}, {"NR", "Chancellor"},
    {"QN", "Amazon"}, {"NQ", "Amazon"}, {"KN", "Centaur"}, {"NK", "Centaur"},
    {"RF", "Dragon King"}, {"FR", "Dragon King"}, {"BW", "Dragon Horse"}, {"WB", "Dragon Horse"},
    {"WF", "Commoner"}, {"FW", "Commoner"}, {"WfF", "Gold General"}, {"FfW", "Silver General"},
    {"fR", "Lance"}, {"fW", "Pawn"}, {"WA", "Waffle"}, {"FD", "Alibaba"}, {"AD", "Alibaba"},
    {"DA", "Alibaba"}, {"WD", "Woody Rook"}, {"FA", "Fers-Alfil"}, {"NW", "Vicar"},
    {"NF", "Knight-Ferz"}, {"pR", "Cannon"}, {"mRcpR", "Cannon"}, {"gQ", "Grasshopper"},
    {"nN", "Horse"}, {"nA", "Elephant"}, {"R4", "Short Rook"},
    {"B4", "Short Bishop"}, {"Q2", "Short Queen"}, {"R2", "Short Rook"}, {"B2", "Short Bishop"},
    {"KNAD", "Lion"}, {"FsfW", "Drunk Elephant"},
};

const char *engine_betza_name(const char *betza)
{
    for (size_t i = 0; i < sizeof named / sizeof named[0]; i++)
        if (!strcmp(named[i].betza, betza))
            return named[i].name;
    return NULL;
}

int engine_table(const char *betza, struct moveset *ms)
{
    struct betza_error err;
    moveset_init(ms);
    if (betza_parse(betza, ms, &err) != 0)
        return -1;
    moveset_canonicalize(ms);
    return 0;
}

int engine_same_moves(const struct moveset *a, const char *betza)
{
    struct moveset b;
    int same = engine_table(betza, &b) == 0 && moveset_compare(a, &b, NULL, 0) == 0;
    moveset_free(&b);
    return same;
}
