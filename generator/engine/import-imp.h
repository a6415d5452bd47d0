/* import-imp.h: what the importer's files share (import*.c). Private. */
#ifndef PNPGEN_ENGINE_IMPORT_IMP_H
#define PNPGEN_ENGINE_IMPORT_IMP_H

#include "engine-imp.h"

/* One piece of the definition being written. */
struct imp_piece {
    char letter;                 /* the engine's letter, lower case; 0 for a
                                    promoted form made here */
    const struct engine_piece *ep;
    char *id, *name;
    char *short_name;            /* for small faces, or NULL */
    char *betza;                 /* the move table as pnpgen reads it */
    char *zone_betza[2];         /* extra moves inside a zone, or NULL */
    const char *zone_id[2];
    int zone_along[2];           /* along="diagonals" */
    const char *zone_caption[2];
    char *confine;               /* zone id, or NULL */
    char *promotes;              /* ids, space-separated, or NULL */
    int compulsory, forced, nodrop, partner, royal, count;
    int stuck;                   /* stuck="allowed": the engine lets it stand with no move */
    int army;                    /* 0: both sides'; 1 or 2: the first's or second's only */
    int immobile;                /* moves="none": the engine's immobile piece */
    int barred;                  /* a pawn type the engine keeps out of its promotion zone */
    int unused;                  /* never in the game: left out */
    int spare;                   /* one a side beside the board, to promote to */
    int turns;                   /* promotes by promotedPieceType (turns over) */
    int demotes;                 /* pieceDemotion: its promoted form turns back */
    int by_capture;              /* piecePromotionOnCapture: only a capture promotes it */
    int limit;                   /* promotion-limit: promotionLimit of a piece the
                                    engine's promotedPieceType makes, or 0 */
    const char *glyph[2];
    char *rule;                  /* words the move table cannot say, or NULL */
};

#define IMP_MAX_PIECES (ENGINE_MAX_PIECES * 2)

struct imp {
    const struct engine_game *g;
    struct report *r;
    int refused;
    int files, ranks;
    const char *side_name[2];     /* "White", "Black"; "Red" in xiangqi, ... */
    const char *family;          /* "chess", "shogi", "xiangqi", "janggi", "makruk", or "" */
    char *xml;
    char *board, *hand;          /* FEN letters per square; the hands */
    unsigned char *fen_promoted;
    int next_promoted, black_first;
    char *castle_rights;
    struct imp_piece pieces[IMP_MAX_PIECES]; int npieces;
    int drops, castling, en_passant, points, river;
    int palace[2][4], has_palace;
    int promo[2][4], has_promo;
    char *promo_sq[2];            /* the promotion zone's squares when not a rectangle */
    int soldier_rank;             /* soldierPromotionRank, or 0 */
    int double_zone;              /* the Pawn's double step is a move of zone "double-step" */
    int glyph_faces;              /* every piece has its characters */
    int needs_backs;              /* a promoted form printed only on a back: no discs */
    int goal[2][4], has_goal;     /* flagRegion as zone "goal" */
    char *goal_sq[2];
    int said_checkmate, said_stalemate, said_extinction, said_reach, said_checks,
        said_repetition, said_move_limit, said_counting, said_connect; /* in <end> */
    int said_count, draws_left;  /* counting said in words; a draw by no move left (import_pass.c) */
    const char *castler;          /* the castling piece's name */
    int castle_east, castle_west; /* how far both sides' Kings castle, in board terms,
                                     when their diagrams are mirror images; else 0 */
    char *display_name;           /* "Shogun", escaped for XML */
    char *extra_zones;           /* <zone> lines of confinements */
    char *placing_zones;         /* <zone> lines where pieces in hand are placed, or NULL */
    char *blocked;               /* the FEN's walls ('*'): squares, or NULL */
    int reserve;                 /* placing="during-play": dropped instead of any move */
    int placing_side[2];         /* the side holds pieces to place */
    const char *placing_rule;    /* placing-rule= from enclosingDrop (top, reversi), or NULL */
    const char *flip;            /* flip= from flipEnclosedPieces (reversi, quadwrangle), or NULL */
};

void engine_imp_refuse(struct imp *m, const char *key, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
void engine_imp_out(struct imp *m, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
char *engine_imp_esc(const char *s);
int engine_imp_file_or_rank(const char *v, int is_file);
int engine_imp_rect(const unsigned char *set, int files, int ranks, int *x0, int *y0, int *x1, int *y1);
int engine_imp_region(struct imp *m, const char *key, int rect[4], char **squares);
/* A <zone> line: side 0 first, 1 second, 2 both; squares (when not NULL)
 * rather than the rectangle. */
void engine_imp_zone(struct imp *m, const char *id, int side, const int rect[4], const char *squares,
                     const char *mark, const char *label, const char *name);
int engine_imp_read_fen(struct imp *m);
const char *engine_imp_next_limit(const char *c, char *letter, int *n);
/* import_double_step.c: the double-step region against where the pieces
 * of a letter start (1 yes, 0 no), and the region key that a piece which
 * has moved can come back to (NULL where none can). */
int engine_imp_starts_in_region(struct imp *m, char letter);
int engine_imp_starts_past_region(struct imp *m, char letter);
const char *engine_imp_region_reentered(struct imp *m, char letter);
void engine_imp_count(const struct imp *m, char letter, int count[2]);
void engine_imp_write_setup(struct imp *m);

/* import_pieces.c */
int engine_imp_make_pieces(struct imp *m);
void engine_imp_write_pieces(struct imp *m);
void engine_imp_free_pieces(struct imp *m);
/* Leaves out what never plays; spares for promotion; en passant. */
void engine_imp_mark_unused(struct imp *m);
struct imp_piece *engine_imp_piece_of(struct imp *m, char letter);
struct imp_piece *engine_imp_piece_in_army(struct imp *m, char letter, int side);
struct imp_piece *engine_imp_army_twin(struct imp *m, struct imp_piece *p, const char *key);
const struct imp_piece *engine_imp_twin_of(const struct imp *m, const struct imp_piece *p);
void engine_imp_confine(struct imp *m, struct imp_piece *p, const char *key);
/* Pieces in hand that are dropped, not captured ones: a free setup. */
int engine_imp_free_placement(struct imp *m);
/* import_names.c: a custom piece's name (and a short form, or NULL) from
 * its move table; pawn: the game's pawn type */
void engine_imp_custom_name(const char *betza, char letter, int pawn, char **name, char **short_name);
/* The short forms of long names, no two pieces printing the same word. */
void engine_imp_short_names(struct imp *m);
/* import_supply.c: freeDrops as a hand no game uses up, or refused */
int engine_imp_free_drops(struct imp *m);
/* import_promote.c */
int engine_imp_promotions(struct imp *m);
char *engine_imp_ids(struct imp *m, const char *key, const char *letters);
int engine_imp_castling(struct imp *m);
void engine_imp_confinements(struct imp *m);

/* import_end.c: the end of the game as <end> data */
void engine_imp_pseudo_royals(struct imp *m);
void engine_imp_goal_zone(struct imp *m);
void engine_imp_write_end(struct imp *m);

/* import_rules.c: the keys no part of the format says, and the words */
void engine_imp_check_keys(struct imp *m);
void engine_imp_write_rules(struct imp *m);
/* import_pass.c: passing, two passes, no move, the full board and counting
 * in words; whether a side passes when stuck (1 White, 2 Black, 3 both);
 * whether every piece stays where it is placed (no repetition, no move
 * limit can ever end the game). */
void engine_imp_words_of_no_move(struct imp *m);
void engine_imp_words_of_counting(struct imp *m);
int engine_imp_passes_when_stuck(const struct imp *m);
int engine_imp_placing_only(const struct imp *m);
int engine_imp_never_captures(const struct imp *m);
/* squares.c: a region in words ("on ranks 1 to 5", "on a1, b2"), malloc'd. */
char *engine_imp_region_words(const char *region);

#endif
