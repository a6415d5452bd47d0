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

/* The earlier piece that is piece i's kind in the other side's army (the
 * Pawns of armies of different sizes, the King that castles and the one
 * that does not): one side's only, moving alike outside every zone but
 * for castling. -1 when none. */
static int army_twin(const struct variant *v, int i)
{
    const struct piece *p = &v->pieces[i];
    if (p->side == SIDE_BOTH)
        return -1;
    struct moveset a;
    int ds = 0, twin = -1;
    if (base_moves(p, &a, &ds) == 0)
        for (int j = 0; j < i && twin < 0; j++) {
            const struct piece *q = &v->pieces[j];
            struct moveset b;
            if (q->side != SIDE_BOTH && q->side != p->side && q->royal == p->royal &&
                base_moves(q, &b, &ds) == 0 && moveset_compare(&a, &b, NULL, 0) == 0)
                twin = j;
            if (q->side != SIDE_BOTH && q->side != p->side && q->royal == p->royal)
                moveset_free(&b);
        }
    moveset_free(&a);
    return twin;
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
        if (!strcmp(t->key, "pawn")) { /* whose promoted piece never turns back */
            if (!p->demotes && (engine_same_moves(ms, "fmWfcF") || engine_same_moves(ms, "fmWfceF")))
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

static void fen(FILE *out, const struct variant *v, const struct exp_piece *e)
{
    int files = v->board.files, ranks = v->board.ranks;
    char *sq = xcalloc((size_t)files * (size_t)ranks, 1);
    unsigned char *up = xcalloc((size_t)files * (size_t)ranks, 1); /* '+': starts promoted */
    for (int i = 0; i < v->nsetup; i++) {
        const struct placement *pl = &v->setup[i];
        char l = e[pl->piece].letter;
        sq[pl->y * files + pl->x] = pl->side == SIDE_FIRST ? (char)toupper((unsigned char)l) : l;
        up[pl->y * files + pl->x] = (unsigned char)pl->promoted;
    }
    /* blocked squares: the engine's walls, '*' (Fairy-Stockfish 12 and later) */
    const struct zone *bz = variant_find_zone(v, "blocked", SIDE_FIRST);
    for (int y = 0; bz && bz->x0 >= 0 && y < ranks; y++)
        for (int x = 0; x < files; x++)
            if (variant_zone_has(bz, x, y) && !sq[y * files + x])
                sq[y * files + x] = '*';
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
            if (up[y * files + x])
                fputc('+', out);
            fputc(c, out);
        }
        if (gap)
            fprintf(out, "%d", gap);
        if (y)
            fputc('/', out);
    }
    free(up);
    free(sq);
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
    const char *double_zone = NULL;
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
        nroyal += v->pieces[i].royal && army_twin(v, i) < 0;
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
                    strcmp(engine_piece_types[t].key, "pawn") &&
                    engine_same_moves(&ms, engine_piece_types[t].betza))
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
            /* a double step from the squares where it stands: the
               engine's double-step region */
            if (!strcmp(mv->betza, "ifmnD") && e[i].type && !strcmp(e[i].type->key, "pawn")) {
                double_zone = mv->in_zone;
                continue;
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
        if (e[i].alias < 0 && army_twin(v, i) >= 0 && e[army_twin(v, i)].alias < 0)
            e[i].alias = army_twin(v, i);
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
    /* castling: each side's piece with an O move, where it stands */
    struct exp_castling castling;
    engine_export_castling_plan(v, &castling);
    const char *rights = castling.rights;
    const struct zone *blocked = variant_find_zone(v, "blocked", SIDE_FIRST);
    if (blocked && blocked->x0 >= 0)
        fprintf(out, "# '*' in startFen: a blocked square, a wall of Fairy-Stockfish 12 and later; 11 misreads it\n");
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
    if (v->drops) {
        fprintf(out, "pieceDrops = true\ncapturesToHand = true\n");
        /* the older names: Fairy-Stockfish 11.1 reads only these */
        static const char *const key[MAX_SIDES] = {"whiteDropRegion", "blackDropRegion"};
        for (int s = 0; s < MAX_SIDES; s++) {
            const struct zone *z = variant_find_zone(v, "drop-region", s);
            if (z && z->x0 >= 0)
                engine_export_region(out, key[s], z);
        }
        /* one drop rule serves the whole game: a placing phase before
           play cannot be told apart from the drops of captured pieces */
        if (v->free_zone[SIDE_FIRST] || v->free_zone[SIDE_SECOND])
            engine_export_say(out, r, v, "the pieces held at the start are placed on the placing "
                              "zone before play; the engine drops them when a player likes, "
                              "wherever a captured piece may go");
    } else if (v->free_zone[SIDE_FIRST] || v->free_zone[SIDE_SECOND]) {
        engine_export_free_setup(out, r, v);
        int pawn = 0; /* the engine drops no Pawn on its first rank or where it promotes */
        for (int k = 0; k < v->nstart_hand; k++)
            pawn |= e[v->start_hand[k].piece].type && !strcmp(e[v->start_hand[k].piece].type->key, "pawn");
        if (pawn)
            engine_export_say(out, r, v, "the engine places no Pawn from hand on its first rank or "
                              "in its promotion zone, which the placing zone may hold");
    }
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
    char *letters = xcalloc((size_t)n + 1, 1);
    for (int i = 0; i < n; i++)
        letters[i] = e[i].letter;
    engine_export_promotion_keys(out, r, v, letters);
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
            engine_export_region(out, "promotionRegionWhite", z);
            engine_export_region(out, "promotionRegionBlack", zb);
        } else
            engine_export_say(out, r, v, "the promotion zone is not the last ranks of the board");
    }
    if (forced)
        fprintf(out, "immobilityIllegal = true\n");
    fprintf(out, "doubleStep = %s\n", double_rank || double_zone ? "true" : "false");
    if (double_rank)
        fprintf(out, "doubleStepRank = %d\n", double_rank);
    const struct zone *dz[2] = {variant_find_zone(v, double_zone, SIDE_FIRST),
                                variant_find_zone(v, double_zone, SIDE_SECOND)};
    if (double_zone && dz[0] && dz[1]) {
        /* one whole rank, the same for both as each counts them: the key
           every release reads; else the regions of 12 and later */
        int whole = dz[0]->rect && dz[1]->rect && dz[0]->y0 == dz[0]->y1 && dz[1]->y0 == dz[1]->y1 &&
                    dz[0]->x0 == 0 && dz[0]->x1 == v->board.files - 1 && dz[1]->x0 == 0 &&
                    dz[1]->x1 == v->board.files - 1 && dz[1]->y0 == v->board.ranks - 1 - dz[0]->y0;
        if (whole)
            fprintf(out, "doubleStepRank = %d\n", dz[0]->y0 + 1);
        else {
            fprintf(out, "# doubleStepRegion: Fairy-Stockfish 12 and later\n");
            engine_export_region(out, "doubleStepRegionWhite", dz[0]);
            engine_export_region(out, "doubleStepRegionBlack", dz[1]);
        }
    }
    engine_export_castling(out, r, v, &castling);
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
                engine_export_region(out, key, z);
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
            engine_export_say(out, r, v, "royal pieces of several kinds are the engine's pseudo-royal pieces, and "
                "a player left without a move while one is attacked gets the stalemate result, not "
                "a checkmate's loss");
    }
    engine_export_end(out, r, v, letters);
    free(letters);
    for (int i = 0; i < n; i++)
        if (v->pieces[i].rule) {
            char *w = str_printf("'%s': %s", v->pieces[i].id, v->pieces[i].rule);
            engine_export_say(out, r, v, w);
            free(w);
        }
    for (int i = 0; i < n; i++)
        free(e[i].betza);
    free(royal_betza);
    free(e);
    return 0;
}
