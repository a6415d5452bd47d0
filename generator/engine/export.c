/* export.c: `pnpgen export`: a definition as one variants.ini section
 * that Fairy-Stockfish loads, down to the release Debian ships (11.1, which
 * knows only its built-in piece types: every piece is matched to one by
 * its move table). The keys are the ones that release reads and later ones
 * still accept. What the engine cannot say is a comment and a warning;
 * a piece no type of the engine moves like refuses the export. */
#include "engine-imp.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "rules/rules.h"

struct exp_piece {
    const struct engine_piece_type *type;
    int custom;         /* customPieceN, when no built-in type moves alike */
    char *betza;        /* its move table then */
    char letter;
    int alias;          /* a promoted form moving as another piece: that piece's index */
};

/* The piece's moves outside every zone, with a double step (ifmnD) left
 * out: the engine gives that to its pawn by a key. */
static int base_moves(const struct piece *p, struct moveset *ms, int *double_step)
{
    moveset_init(ms);
    if (rules_piece_moves(p, NULL, ms, NULL) != 0)
        return -1;
    *double_step = 0;
    size_t o = 0;
    for (size_t i = 0; i < ms->n; i++) {
        const struct move *m = &ms->v[i];
        if ((m->flags & MOVEFLAG_INITIAL) && m->dx == 0 && m->dy == 2 && m->kind == MOVE_LAME &&
            m->mode == MODE_MOVE) {
            *double_step = 1;
            continue;
        }
        if (m->kind == MOVE_CASTLE)
            continue;
        ms->v[o++] = *m;
    }
    ms->n = o;
    moveset_canonicalize(ms);
    return 0;
}

static int palace_hopper(const struct piece *p)
{
    for (int m = 0; m < p->nmoves; m++)
        if (p->moves[m].along_diagonals && !strcmp(p->moves[m].betza, "pB"))
            return 1;
    return 0;
}

/* Does piece q move as the move set ms (outside every zone)? */
static int same_table(const struct piece *q, const struct moveset *ms)
{
    struct moveset b;
    int ds = 0;
    int same = base_moves(q, &b, &ds) == 0 && moveset_compare(ms, &b, NULL, 0) == 0;
    moveset_free(&b);
    return same;
}

static const struct engine_piece_type *match_type(const struct piece *p, const struct moveset *ms,
                                                  int double_step, int pseudo)
{
    if (p->royal && !pseudo)
        return engine_piece_type_find("king");
    if (p->immobile)
        return engine_piece_type_find("immobile");
    for (int i = 0; i < engine_npiece_types; i++) {
        const struct engine_piece_type *t = &engine_piece_types[i];
        if (!strcmp(t->key, "king") || !strcmp(t->key, "commoner"))
            continue;
        if (!strcmp(t->key, "pawn")) {
            if (engine_same_moves(ms, "fmWfcF") || engine_same_moves(ms, "fmWfceF"))
                return t;
            continue;
        }
        if (double_step)
            continue;
        /* the engine's Janggi Cannon never hops over or takes a Cannon: only
           a piece with the palace-line hop of Janggi's is one */
        if (!strcmp(t->key, "janggiCannon") && !palace_hopper(p))
            continue;
        if (engine_same_moves(ms, t->betza))
            return t;
    }
    return NULL;
}

static char free_letter(const struct exp_piece *e, int n, const struct piece *p)
{
    const char *tries[3] = {p->abbr, p->id, p->name};
    for (int k = 0; k < 3; k++)
        for (const char *c = tries[k]; c && *c; c++) {
            char l = (char)tolower((unsigned char)*c);
            if (l < 'a' || l > 'z')
                continue;
            int used = 0;
            for (int i = 0; i < n; i++)
                used |= e[i].letter == l;
            if (!used)
                return l;
        }
    for (char l = 'a'; l <= 'z'; l++) {
        int used = 0;
        for (int i = 0; i < n; i++)
            used |= e[i].letter == l;
        if (!used)
            return l;
    }
    return 0;
}

static void region(FILE *out, const char *key, const struct zone *z)
{
    fprintf(out, "%s =", key);
    for (int y = z->y0; y <= z->y1; y++)
        for (int x = z->x0; x <= z->x1; x++)
            if (variant_zone_has(z, x, y))
                fprintf(out, " %c%d", 'a' + x, y + 1);
    fputc('\n', out);
}

static void fen(FILE *out, const struct variant *v, const struct exp_piece *e)
{
    int files = v->board.files, ranks = v->board.ranks;
    char *sq = xcalloc((size_t)files * (size_t)ranks, 1);
    for (int i = 0; i < v->nsetup; i++) {
        const struct placement *pl = &v->setup[i];
        char l = e[pl->piece].letter;
        sq[pl->y * files + pl->x] = pl->side == SIDE_FIRST ? (char)toupper((unsigned char)l) : l;
    }
    for (int y = ranks - 1; y >= 0; y--) {
        int gap = 0;
        for (int x = 0; x < files; x++) {
            char c = sq[y * files + x];
            if (!c) {
                gap++;
                continue;
            }
            if (gap)
                fprintf(out, "%d", gap);
            gap = 0;
            fputc(c, out);
        }
        if (gap)
            fprintf(out, "%d", gap);
        if (y)
            fputc('/', out);
    }
    free(sq);
}

static void say(FILE *out, struct report *r, const struct variant *v, const char *what)
{
    fprintf(out, "# not for the engine: %s\n", what);
    report_warning(r, v->line, "export: %s", what);
}

static const char *value_of(enum end_result r)
{
    return r == RESULT_WIN ? "win" : r == RESULT_LOSS ? "loss" : "draw";
}

/* The end of the game (<end>) as the engine's keys; what it has no key for
 * is said. Without <end>, the rules text says it. */
static void end_keys(FILE *out, struct report *r, const struct variant *v,
                     const struct exp_piece *e, const int *checks)
{
    (void)checks;
    if (!v->end.given) {
        say(out, r, v, "how the game is won and drawn is in the definition's rules text (no "
            "<end>); the engine plays its defaults (checkmate wins, stalemate and repetition draw)");
    }
    int stalemate = 0, repetition = 0, limit = 0;
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
                fputc(e[er->pieces[k]].letter, out);
            fprintf(out, "\nextinctionPieceCount = %d\n", er->count);
            break;
        case END_REACH: {
            const struct zone *zw = variant_find_zone(v, er->zone, SIDE_FIRST);
            const struct zone *zb = variant_find_zone(v, er->zone, SIDE_SECOND);
            if (er->npieces != 1 || er->count != 1 || er->result != RESULT_WIN || !zw || !zb) {
                say(out, r, v, "a goal reached by several kinds of piece, by more than one piece "
                    "or for another result than a win");
                break;
            }
            /* the engine never leaves a royal piece where it can be taken, so
               a royal piece's goal is reached safely (the try) there anyway */
            if (er->safe && !v->pieces[er->pieces[0]].royal) {
                say(out, r, v, "a goal reached only where the piece cannot be captured at once, "
                    "by a piece that is not royal");
                break;
            }
            fprintf(out, "flagPiece = %c\n", e[er->pieces[0]].letter);
            region(out, "whiteFlag", zw);
            region(out, "blackFlag", zb);
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
                say(out, r, v, "a counting rule other than Makruk's");
            break;
        case END_CONNECT:
            fprintf(out, "connectN = %d\n", er->count);
            break;
        case END_BARE_KING:
            snprintf(why, sizeof why, "a bare King %s", value_of(er->result));
            say(out, r, v, why);
            break;
        }
    }
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
 * one a turn, before any piece moves (mustDrop), on the zone's squares. */
static void free_setup(FILE *out, struct report *r, const struct variant *v)
{
    fprintf(out, "pieceDrops = true\ncapturesToHand = false\nmustDrop = true\n");
    static const char *const key[MAX_SIDES] = {"whiteDropRegion", "blackDropRegion"};
    for (int s = 0; s < MAX_SIDES; s++) {
        const struct zone *z = v->free_zone[s] ? variant_find_zone(v, v->free_zone[s], s) : NULL;
        if (z)
            region(out, key[s], z);
    }
    if (v->free_at_once)
        say(out, r, v, "both sides place their pieces at once, unseen; the engine places them in "
            "turn, one a move");
}

/* The diagonal points of a palace: its corners and its centre. */
static void diagonal_points(FILE *out, const struct variant *v)
{
    int any = 0;
    for (int i = 0; i < v->board.nzones; i++) {
        const struct zone *z = &v->board.zones[i];
        if (z->mark != ZMARK_DIAGONALS || z->x1 - z->x0 != 2 || z->y1 - z->y0 != 2 ||
            strcmp(z->id, "palace"))
            continue;
        if (!any)
            fprintf(out, "diagonalLines =");
        any = 1;
        int pts[5][2] = {{z->x0, z->y0}, {z->x1, z->y0}, {z->x0 + 1, z->y0 + 1}, {z->x0, z->y1}, {z->x1, z->y1}};
        for (int k = 0; k < 5; k++)
            fprintf(out, " %c%d", 'a' + pts[k][0], pts[k][1] + 1);
    }
    if (any)
        fputc('\n', out);
}

/* What the engine's palace lines add to a type, as pnpgen writes it. */
static const char *diagonal_moves_of(const char *key)
{
    return !strcmp(key, "wazir") || !strcmp(key, "king") ? "F" : !strcmp(key, "soldier") ? "fF"
         : !strcmp(key, "rook") ? "B" : !strcmp(key, "janggiCannon") ? "pB" : NULL;
}

int engine_export(const struct variant *v, FILE *out, struct report *r)
{
    int n = v->npieces, bad = 0, diagonals = 0, soldier_rank = 0, double_rank = 0, ncustom = 0;
    int mandatory = 0;
    char *royal_betza = NULL;
    struct exp_piece *e = xcalloc((size_t)n + 1, sizeof *e);
    const struct engine_piece_type *king_moves = NULL;
    fprintf(out, "# %s: exported by pnpgen export from %s\n[%s]\n", v->name, v->file, v->id);
    /* royal pieces of several kinds (Chak's King and the Divine King it
       becomes): the engine has one king, so they are its pseudo-royal
       pieces, each moving as its own type */
    int nroyal = 0;
    for (int i = 0; i < n; i++)
        nroyal += v->pieces[i].royal;
    int pseudo = nroyal > 1;
    for (int i = 0; i < n; i++) {
        const struct piece *p = &v->pieces[i];
        struct moveset ms;
        int ds = 0;
        e[i].alias = -1;
        if (base_moves(p, &ms, &ds) != 0) {
            moveset_free(&ms);
            bad = 1;
            continue;
        }
        e[i].type = match_type(p, &ms, ds, pseudo);
        if (p->royal && !pseudo) {
            for (int t = 0; t < engine_npiece_types && !king_moves; t++)
                if (strcmp(engine_piece_types[t].key, "king") &&
                    strcmp(engine_piece_types[t].key, "pawn") && engine_same_moves(&ms, engine_piece_types[t].betza))
                    king_moves = &engine_piece_types[t];
            if (!king_moves) {
                /* a royal piece of its own: 'king = k:...' (12 and later) */
                for (int m = 0; m < p->nmoves; m++)
                    if (!p->moves[m].in_zone && !p->moves[m].option)
                        str_cat(&royal_betza, p->moves[m].betza);
            }
        }
        if (ds)
            for (int k = 0; k < v->nsetup; k++)
                if (v->setup[k].piece == i) {
                    /* the rank as its side counts them (the engine mirrors it) */
                    int rank = v->setup[k].side == SIDE_FIRST ? v->setup[k].y + 1
                                                               : v->board.ranks - v->setup[k].y;
                    if (double_rank && double_rank != rank)
                        bad = 1, report_error(r, p->line, "export: '%s' steps twice from several ranks", p->id);
                    double_rank = rank;
                }
        /* moves inside zones: the soldier's river, the palace lines */
        for (int m = 0; m < p->nmoves; m++) {
            const struct moves *mv = &p->moves[m];
            if (!mv->in_zone)
                continue;
            const struct zone *z = variant_find_zone(v, mv->in_zone, SIDE_FIRST);
            if (mv->along_diagonals && e[i].type) {
                const char *k = p->royal && king_moves ? king_moves->key : e[i].type->key;
                const char *want = diagonal_moves_of(k);
                if (want && !strcmp(want, mv->betza)) {
                    diagonals = 1;
                    continue;
                }
            }
            if (!strcmp(mv->betza, "sW") && z && z->x0 == 0 && z->x1 == v->board.files - 1 &&
                z->y1 == v->board.ranks - 1 && engine_same_moves(&ms, "fW")) {
                e[i].type = engine_piece_type_find("soldier");
                soldier_rank = z->y0 + 1;
                continue;
            }
            bad = 1;
            report_error(r, mv->line, "export: the engine has no piece type with the moves "
                         "'%s' of '%s' inside zone '%s'", mv->betza, p->id, mv->in_zone);
        }
        /* a promoted form moving as a piece of the set is that piece to the
           engine, and so is one side's piece moving as the other side's
           (the Pawns of armies of different sizes) */
        if (!e[i].type || (p->count == 0 && !p->royal))
            for (int j = 0; j < i; j++)
                if (!p->royal && v->pieces[j].count && e[j].type == e[i].type && e[i].type) {
                    e[i].alias = j;
                    break;
                }
        for (int j = 0; j < i && e[i].alias < 0 && p->side != SIDE_BOTH; j++)
            if (v->pieces[j].side != SIDE_BOTH && v->pieces[j].side != p->side &&
                e[j].alias < 0 && p->royal == v->pieces[j].royal && same_table(&v->pieces[j], &ms))
                e[i].alias = j;
        if (!e[i].type && e[i].alias < 0) {
            /* a custom piece: its move tables outside zones, as written */
            for (int m = 0; m < p->nmoves; m++)
                if (!p->moves[m].in_zone && !p->moves[m].option)
                    str_cat(&e[i].betza, p->moves[m].betza);
            e[i].custom = ++ncustom;
            if (ncustom > 25) {
                bad = 1;
                report_error(r, p->line, "export: more than 25 pieces of their own, the most the "
                             "engine reads");
            }
        }
        moveset_free(&ms);
    }
    for (int i = 0; !bad && i < n; i++) {
        if (e[i].alias >= 0)
            continue;
        for (int j = 0; j < i; j++)
            if (e[j].alias < 0 && e[i].type && e[j].type == e[i].type) {
                bad = 1;
                report_error(r, v->pieces[i].line, "export: '%s' and '%s' move alike, and the "
                             "engine has one piece type for both", v->pieces[j].id, v->pieces[i].id);
            }
        e[i].letter = free_letter(e, i, &v->pieces[i]);
    }
    for (int i = 0; i < n; i++)
        if (e[i].alias >= 0)
            e[i].letter = e[e[i].alias].letter;
    if (bad) {
        free(royal_betza);
        for (int i = 0; i < n; i++)
            free(e[i].betza);
        free(e);
        return -1;
    }
    fprintf(out, "maxFile = %d\nmaxRank = %d\n", v->board.files, v->board.ranks);
    int has_wazir = 0;
    for (int i = 0; i < n; i++)
        if (e[i].alias < 0 && e[i].custom) {
            if (e[i].custom == 1)
                fprintf(out, "# customPiece: Fairy-Stockfish 12 and later; 11 does not read it\n");
            fprintf(out, "customPiece%d = %c:%s\n", e[i].custom, e[i].letter, e[i].betza);
        } else if (e[i].alias < 0 && v->pieces[i].royal && royal_betza) {
            fprintf(out, "# a royal piece of its own: Fairy-Stockfish 12 and later\n"
                    "king = %c:%s\n", e[i].letter, royal_betza);
        } else if (e[i].alias < 0 && v->pieces[i].royal && king_moves &&
                   strcmp(king_moves->key, "commoner")) {
            /* later releases read the royal's moves here; 11 reads kingType below */
            fprintf(out, "king = %c:%s\n", e[i].letter, king_moves->betza);
        } else if (e[i].alias < 0) {
            fprintf(out, "%s = %c\n", e[i].type->key, e[i].letter);
            has_wazir |= !strcmp(e[i].type->key, "wazir");
        }
    if (king_moves && strcmp(king_moves->key, "commoner")) {
        char wl = 0;
        for (int i = 0; i < n; i++)
            if (e[i].alias < 0 && e[i].type == king_moves)
                wl = e[i].letter;
        if (!wl) {
            wl = free_letter(e, n, &(struct piece){.id = "w"});
            fprintf(out, "%s = %c\n", king_moves->key, wl);
        }
        fprintf(out, "# kingType: for Fairy-Stockfish 11 (later releases read 'king = k:...')\n"
                "kingType = %c\n", wl);
    }
    (void)has_wazir;
    /* the start */
    /* castling: the piece with an O move, the sides whose army has it */
    int castle = 0, king_x = -1, castler = -1;
    for (int i = 0; i < n; i++)
        for (int m = 0; m < v->pieces[i].nmoves; m++) {
            const char *o = strchr(v->pieces[i].moves[m].betza, 'O');
            if (o)
                castle = atoi(o + 1), castler = i;
        }
    for (int k = 0; k < v->nsetup; k++)
        if (v->setup[k].piece == castler && (king_x < 0 || v->setup[k].side == SIDE_FIRST))
            king_x = v->setup[k].x;
    char rights[8] = "-";
    if (castle && castler >= 0)
        snprintf(rights, sizeof rights, "%s%s", piece_count(&v->pieces[castler], SIDE_FIRST) ? "KQ" : "",
                 piece_count(&v->pieces[castler], SIDE_SECOND) ? "kq" : "");
    fprintf(out, "startFen = ");
    fen(out, v, e);
    if (v->drops || v->free_zone[SIDE_FIRST] || v->free_zone[SIDE_SECOND]) {
        fputc('[', out);
        for (int k = 0; k < v->nstart_hand; k++) {
            char l = e[v->start_hand[k].piece].letter;
            fputc(v->start_hand[k].side == SIDE_FIRST ? toupper((unsigned char)l) : l, out);
        }
        fputc(']', out);
    }
    const struct end_rule *ck = variant_end_rule(v, END_CHECKS);
    int checks = ck ? ck->count : 0;
    if (checks)
        fprintf(out, " %c %s - %d+%d 0 1\n", v->first_to_move == SIDE_SECOND ? 'b' : 'w', rights,
                checks, checks);
    else
        fprintf(out, " %c %s - 0 1\n", v->first_to_move == SIDE_SECOND ? 'b' : 'w', rights);
    if (v->drops)
        fprintf(out, "pieceDrops = true\ncapturesToHand = true\n");
    else if (v->free_zone[SIDE_FIRST] || v->free_zone[SIDE_SECOND])
        free_setup(out, r, v);
    /* promotion */
    const char *zid = NULL;
    int forced = 0;
    char choices[64] = "", promoted[256] = "";
    for (int i = 0; i < n; i++) {
        const struct piece *p = &v->pieces[i];
        if (!p->nchoices)
            continue;
        zid = p->promotion_zone ? p->promotion_zone : "promotion";
        forced |= p->forced_promotion_ranks > 0 || p->no_drop_ranks > 0;
        if (e[i].type && !strcmp(e[i].type->key, "pawn")) {
            for (int c = 0; c < p->nchoices; c++) {
                char l[2] = {e[p->choices[c] - v->pieces].letter, 0};
                str_append(choices, sizeof choices, l);
            }
            fprintf(out, "mandatoryPawnPromotion = %s\n", p->compulsory ? "true" : "false");
        } else {
            char pair[8];
            snprintf(pair, sizeof pair, "%s%c:%c", promoted[0] ? " " : "", e[i].letter,
                     e[p->choices[0] - v->pieces].letter);
            str_append(promoted, sizeof promoted, pair);
            mandatory |= p->compulsory;
        }
    }
    fprintf(out, "promotionPieceTypes = %s\n", choices[0] ? choices : "-");
    /* a Pawn that never promotes walks onto the last rank and stays there
       (stuck="allowed"): with promotion compulsory and nothing to become,
       the engine would keep it off that rank */
    for (int i = 0; !choices[0] && i < n; i++)
        if (e[i].alias < 0 && e[i].type && !strcmp(e[i].type->key, "pawn") && v->pieces[i].count) {
            fprintf(out, "mandatoryPawnPromotion = false\n");
            break;
        }
    if (promoted[0])
        fprintf(out, "promotedPieceType = %s\n", promoted);
    if (mandatory)
        fprintf(out, "mandatoryPiecePromotion = true\n");
    if (zid) {
        const struct zone *z = variant_find_zone(v, zid, SIDE_FIRST);
        const struct zone *zb = variant_find_zone(v, zid, SIDE_SECOND);
        if (z && z->rect && z->x0 == 0 && z->x1 == v->board.files - 1 && z->y1 == v->board.ranks - 1)
            fprintf(out, "promotionRank = %d\n", z->y0 + 1);
        else if (z && zb) {
            /* any squares: the keys of Fairy-Stockfish 12 and later */
            fprintf(out, "# promotionRegion: Fairy-Stockfish 12 and later; 11 reads promotionRank\n");
            region(out, "promotionRegionWhite", z);
            region(out, "promotionRegionBlack", zb);
        } else
            say(out, r, v, "the promotion zone is not the last ranks of the board");
    }
    if (forced)
        fprintf(out, "immobilityIllegal = true\n");
    fprintf(out, "doubleStep = %s\n", double_rank ? "true" : "false");
    if (double_rank)
        fprintf(out, "doubleStepRank = %d\n", double_rank);
    if (castle && king_x >= 0)
        fprintf(out, "castling = true\ncastlingKingsideFile = %c\ncastlingQueensideFile = %c\n",
                'a' + king_x + castle, 'a' + king_x - castle);
    else
        fprintf(out, "castling = false\n");
    if (soldier_rank)
        fprintf(out, "soldierPromotionRank = %d\n", soldier_rank);
    if (diagonals)
        diagonal_points(out, v);
    /* confinement */
    for (int i = 0; i < n; i++) {
        const struct piece *p = &v->pieces[i];
        if (!p->confine || e[i].alias >= 0)
            continue;
        char cap[64];
        if (e[i].custom)
            snprintf(cap, sizeof cap, "customPiece%d", e[i].custom);
        else
            snprintf(cap, sizeof cap, "%s", e[i].type->key);
        cap[0] = (char)toupper((unsigned char)cap[0]);
        for (int s = 0; s < 2; s++) {
            const struct zone *z = variant_find_zone(v, p->confine, s);
            char key[96];
            snprintf(key, sizeof key, "mobilityRegion%s%s", s ? "Black" : "White", cap);
            if (z)
                region(out, key, z);
        }
    }
    if (pseudo) {
        fprintf(out, "extinctionValue = loss\nextinctionPseudoRoyal = true\nextinctionPieceTypes = ");
        for (int i = 0; i < n; i++)
            if (v->pieces[i].royal && e[i].alias < 0)
                fputc(e[i].letter, out);
        fputc('\n', out);
        const struct end_rule *sm = variant_end_rule(v, END_STALEMATE);
        if (!sm || sm->result != RESULT_LOSS)
            say(out, r, v, "royal pieces of several kinds are the engine's pseudo-royal pieces, and "
                "a player left without a move while one is attacked gets the stalemate result, not "
                "a checkmate's loss");
    }
    end_keys(out, r, v, e, &checks);
    (void)checks;
    for (int i = 0; i < n; i++)
        if (v->pieces[i].rule) {
            char *w = str_printf("'%s': %s", v->pieces[i].id, v->pieces[i].rule);
            say(out, r, v, w);
            free(w);
        }
    for (int i = 0; i < n; i++)
        free(e[i].betza);
    free(royal_betza);
    free(e);
    return 0;
}
