/* import_promote.c: what an imported piece becomes and where: promotion
 * of pawns (promotionPieceTypes) and of pieces (promotedPieceType), the
 * ranks where a piece must promote or may not be dropped, castling and
 * confinement to a region. */
#include "import-imp.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

static int dead_of(struct imp *m, const char *betza)
{
    struct moveset ms;
    struct betza_error err;
    moveset_init(&ms);
    int dead = 0;
    if (betza_parse(betza, &ms, &err) == 0) {
        dead = m->ranks;
        for (size_t i = 0; i < ms.n; i++) {
            int dy = ms.v[i].dy;
            if (ms.v[i].kind == MOVE_TWO_LEG && ms.v[i].via_dy < dy)
                dy = ms.v[i].via_dy;
            if (dy <= 0 || ms.v[i].kind == MOVE_CASTLE) {
                dead = 0;
                break;
            }
            if (dy < dead)
                dead = dy;
        }
        if (!ms.n)
            dead = 0;
    }
    moveset_free(&ms);
    return dead;
}

/* Letters listed in a key ("qrbn", "q r b n") as the ids of pieces of
 * the set; NULL when one is none, refused naming `key` when it is given. */
char *engine_imp_ids(struct imp *m, const char *key, const char *letters)
{
    char *ids = NULL;
    for (const char *c = letters; *c; c++) {
        if (!isalpha((unsigned char)*c))
            continue;
        struct imp_piece *p = engine_imp_piece_of(m, *c);
        for (int k = m->g->nrenamed - 1; !p && k >= 0; k--) /* named before a new letter */
            if (m->g->renamed[k][0] == *c)
                p = engine_imp_piece_of(m, m->g->renamed[k][1]);
        if (!p || p->unused) {
            if (key)
                engine_imp_refuse(m, key, "'%c' is not a piece of this variant", *c);
            free(ids);
            return NULL;
        }
        if (ids)
            str_cat(&ids, " ");
        str_cat(&ids, p->id);
    }
    return ids;
}

/* The promoted form of a piece the engine promotes to type `to`: that
 * piece itself when none start on the board (the shogi Dragon), else a
 * piece of its own moving the same (the Tokin moves as a Gold). */
static struct imp_piece *promoted_form(struct imp *m, struct imp_piece *from, struct imp_piece *to)
{
    if (!to->count)
        return to;
    if (m->npieces == IMP_MAX_PIECES)
        return NULL;
    struct imp_piece *p = &m->pieces[m->npieces++];
    memset(p, 0, sizeof *p);
    const char *key = from->ep->key;
    const char *n = !strcmp(key, "shogiPawn") ? "Tokin" : !strcmp(key, "silver") ? "Promoted Silver"
      : !strcmp(key, "lance") ? "Promoted Lance" : !strcmp(key, "shogiKnight") ? "Promoted Knight"
      : NULL;
    p->name = n ? xstrdup(n) : str_printf("Promoted %s", from->name);
    p->id = NULL;
    char *s = xstrdup(p->name);
    for (char *c = s; *c; c++)
        *c = *c == ' ' ? '-' : (char)tolower((unsigned char)*c);
    p->id = s;
    p->betza = xstrdup(to->betza);
    p->ep = to->ep;
    return p;
}

/* The next "letter:count" of a promotionLimit list ("q:1 g:1") from c:
 * where the list goes on after it, or NULL at its end. */
const char *engine_imp_next_limit(const char *c, char *letter, int *n)
{
    while (*c == ' ')
        c++;
    if (!c[0] || c[1] != ':')
        return NULL;
    *letter = c[0];
    *n = atoi(c + 2);
    for (c += 2; *c && *c != ' ';)
        c++;
    return c;
}

/* promotionLimit "q:1 g:1": for the piece a promotedPieceType makes, the
 * piece's promotion-limit (the engine counts that type on the board, so a
 * form of its own, a Tokin beside the Gold, cannot say it); the limits of
 * a pawn's choices stay in the rules' words (import_rules.c). */
static int promotion_limits(struct imp *m)
{
    const char *c = engine_game_str(m->g, "promotionLimit", "");
    char letter;
    int n;
    while ((c = engine_imp_next_limit(c, &letter, &n))) {
        struct imp_piece *p = engine_imp_piece_of(m, letter);
        if (p && p->limit == -2) {
            engine_imp_refuse(m, "promotionLimit", "'%c': the %s counts with the pieces promoted "
                              "to it, which pnpgen prints as a piece of their own", letter, p->name);
            return -1;
        }
        if (p && p->limit == -1 && n > 0)
            p->limit = n;
    }
    for (int i = 0; i < m->npieces; i++)
        if (m->pieces[i].limit < 0)
            m->pieces[i].limit = 0;
    return 0;
}

/* pieceDemotion: every promoted piece may turn back (must, where its
 * promotion is mandatory), which pnpgen says of each piece promoted by
 * promotedPieceType (demotes="yes"); the engine turns back a pawn's
 * promoted piece too, which pnpgen's choices cannot say. */
static int demotions(struct imp *m)
{
    if (!engine_game_bool(m->g, "pieceDemotion", 0))
        return 0;
    for (int i = 0; i < m->npieces; i++) {
        struct imp_piece *p = &m->pieces[i];
        if (p->promotes && !p->turns) {
            engine_imp_refuse(m, "pieceDemotion", "the %s promotes by promotionPieceTypes, and the "
                              "engine turns its promoted piece back too, which pnpgen cannot say",
                              p->name);
            return -1;
        }
        p->demotes = p->turns;
    }
    return 0;
}

/* piecePromotionOnCapture: a piece of promotedPieceType promotes (and
 * turns back) only by capturing (promotion-move="capture"). */
static void by_capture(struct imp *m)
{
    for (int i = 0; i < m->npieces; i++)
        m->pieces[i].by_capture = m->pieces[i].turns &&
                                  engine_game_bool(m->g, "piecePromotionOnCapture", 0);
}

/* "+F" in startFen: the engine sets up the Fers's promoted type (a Queen
 * in Shogun) only where promotedPieceType gives it one; pnpgen sets up a
 * fold-over piece turned over, its back showing that promoted form. */
static int started_promoted(struct imp *m)
{
    for (int i = 0; i < m->files * m->ranks; i++) {
        if (!m->fen_promoted[i])
            continue;
        struct imp_piece *p = engine_imp_piece_of(m, (char)tolower((unsigned char)m->board[i]));
        if (!p || !p->turns) {
            engine_imp_refuse(m, "startFen", "'+%c' starts promoted, but promotedPieceType gives it "
                              "nothing to promote to", m->board[i]);
            return -1;
        }
        m->needs_backs = 1;
    }
    return 0;
}

static void promotion_zone(struct imp *m)
{
    int a = engine_imp_region(m, "promotionRegionWhite", m->promo[0], &m->promo_sq[0]);
    int b = engine_imp_region(m, "promotionRegionBlack", m->promo[1], &m->promo_sq[1]);
    if (a == 0 && b == 0)
        m->has_promo = 1;
    else if ((a == 0) != (b == 0) && a >= 0 && b >= 0) /* one side's is off this board */
        engine_imp_refuse(m, a == 0 ? "promotionRegionBlack" : "promotionRegionWhite", "only one "
                          "side has squares to promote on, and pnpgen's promotion zone is for both");
}

/* A promotion choice key as the engine holds it: an ancestor's list (the
 * built-in chess's "qrbn") loses the types this section removes ("queen
 * = -": the engine's remove_piece takes them out of the choices too); the
 * section's own list is read as written. Freed by the caller; NULL when
 * unset. */
static char *choices_key(struct imp *m, const char *key, const char *unset)
{
    const struct engine_value *v = engine_game_get(m->g, key);
    if (!v)
        return unset ? xstrdup(unset) : NULL;
    char *out = xstrdup(v->value);
    if (v->section && !strcmp(v->section, m->g->name))
        return out;
    char *o = out;
    for (const char *c = v->value; *c; c++) {
        int known = !isalpha((unsigned char)*c);
        for (int i = 0; !known && i < m->g->npieces; i++)
            known = m->g->pieces[i].letter == tolower((unsigned char)*c);
        for (int k = 0; !known && k < m->g->nrenamed; k++)
            known = m->g->renamed[k][0] == tolower((unsigned char)*c);
        if (known)
            *o++ = *c;
    }
    *o = '\0';
    if (!strcmp(v->value, "-") || out[strspn(out, " ")])
        return out;
    free(out);
    return xstrdup("-"); /* every choice removed: nothing to promote to */
}

static int promotions_of(struct imp *m, const char *const pawn_of[2], const char *const choices_of[2]);

int engine_imp_promotions(struct imp *m)
{
    /* each side's pawn types and choices: the per-side keys, else the
       keys for both (the engine's defaults: its Pawn, promotionPieceTypes) */
    const char *both_pawns = engine_game_str(m->g, "promotionPawnTypes",
                                             engine_game_str(m->g, "pawnTypes", NULL));
    char *both_choices = choices_key(m, "promotionPieceTypes", "");
    const char *pawn_of[2] = {engine_game_str(m->g, "promotionPawnTypesWhite", both_pawns),
                              engine_game_str(m->g, "promotionPawnTypesBlack", both_pawns)};
    char *white = choices_key(m, "promotionPieceTypesWhite", both_choices);
    char *black = choices_key(m, "promotionPieceTypesBlack", both_choices);
    const char *choices_of[2] = {white, black};
    int rc = promotions_of(m, pawn_of, choices_of);
    free(both_choices);
    free(white);
    free(black);
    return rc;
}

/* Each pawn type's choices, each piece's promoted form. */
static int promotions_of(struct imp *m, const char *const pawn_of[2], const char *const choices_of[2])
{
    int npawn = m->npieces;
    for (int i = 0; i < npawn; i++) {
        struct imp_piece *p = &m->pieces[i];
        int pawn[2];
        for (int side = 0; side < 2; side++)
            pawn[side] = pawn_of[side] ? strchr(pawn_of[side], p->letter) != NULL
                                       : !strcmp(p->ep->key, "pawn");
        /* a piece of both armies must promote alike for both; one side's
           piece as its side does */
        int side = p->army ? p->army - 1 : 0;
        if (!p->army && (pawn[0] != pawn[1] || (pawn[0] && strcmp(choices_of[0], choices_of[1])))) {
            engine_imp_refuse(m, pawn[0] != pawn[1] ? "promotionPawnTypesWhite" : "promotionPieceTypesWhite",
                              "the sides' %s promote%s differently, which the format cannot say",
                              p->name, pawn[0] != pawn[1] ? "" : " to different pieces");
            return -1;
        }
        int is_pawn = pawn[side] && p->count; /* a pawn type none starts as plays no part */
        const char *choices = choices_of[side];
        /* a pawn type with nothing to become, which must promote on
           entering its zone, may never enter it (the engine's movegen) */
        p->barred = is_pawn && (!strcmp(choices, "-") || !choices[0]) &&
                    engine_game_bool(m->g, "mandatoryPawnPromotion", 1);
        if (is_pawn && strcmp(choices, "-") && choices[0]) {
            /* the Queen first where there is one: what a Pawn's back shows */
            char order[64];
            struct imp_piece *q = NULL;
            for (int k = 0; k < m->npieces; k++)
                if (m->pieces[k].letter && !strcmp(m->pieces[k].ep->key, "queen"))
                    q = &m->pieces[k];
            snprintf(order, sizeof order, "%s", choices);
            char *at = q ? strchr(order, q->letter) : NULL;
            if (at) {
                memmove(order + 1, order, (size_t)(at - order));
                order[0] = q->letter;
            }
            char *ids = engine_imp_ids(m, "promotionPieceTypes", order);
            if (!ids)
                continue;
            if (!m->has_promo)
                promotion_zone(m);
            if (!m->has_promo) {
                free(ids);
                continue;
            }
            p->promotes = ids;
            p->compulsory = engine_game_bool(m->g, "mandatoryPawnPromotion", 1);
            if (!p->compulsory)
                p->forced = dead_of(m, p->betza);
        }
    }
    const char *pp = engine_game_str(m->g, "promotedPieceType", NULL);
    for (const char *c = pp; c && *c;) {
        while (*c == ' ')
            c++;
        if (!c[0] || !c[1] || c[1] != ':' || !c[2])
            break;
        struct imp_piece *from = engine_imp_piece_of(m, c[0]), *to = engine_imp_piece_of(m, c[2]);
        if (!from || c[2] == '-') { /* a type the variant dropped, or no promotion */
            c += 3;
            continue;
        }
        if (!to) {
            engine_imp_refuse(m, "promotedPieceType", "'%.3s' names a piece this variant lacks", c);
            return -1;
        }
        c += 3;
        if (!m->has_promo)
            promotion_zone(m);
        struct imp_piece *form = promoted_form(m, from, to);
        if (!form) {
            engine_imp_refuse(m, "promotedPieceType", "too many pieces");
            return -1;
        }
        from->turns = 1;
        form->limit = -1; /* a piece promotion's form: promotionLimit may say how many */
        if (form != to)
            to->limit = -2; /* a form of its own (the Tokin): the engine counts both */
        free(from->promotes);
        from->promotes = xstrdup(form->id);
        from->compulsory = 0;
        if (engine_game_bool(m->g, "mandatoryPiecePromotion", 0))
            from->compulsory = 1;
        else
            from->forced = dead_of(m, from->betza);
    }
    if (promotion_limits(m) != 0 || started_promoted(m) != 0 || demotions(m) != 0)
        return -1;
    by_capture(m);
    for (int i = 0; i < m->npieces; i++) {
        struct imp_piece *p = &m->pieces[i];
        int w[4];
        char *sq = NULL;
        if (p->barred && !p->promotes && p->count && engine_imp_region(m, "promotionRegionWhite", w, &sq) == 0) {
            engine_imp_refuse(m, "promotionPieceTypes", "the %s must promote on entering its "
                       "zone and has nothing to become, so the engine never lets it enter; the "
                       "format has no rule that keeps a piece off squares", p->name);
            free(sq);
            return -1;
        }
        free(sq);
    }
    /* a piece with no move on the far ranks that does not promote: stuck */
    for (int i = 0; i < m->npieces; i++) {
        struct imp_piece *p = &m->pieces[i];
        int dead = dead_of(m, p->betza);
        if (p->zone_betza[0] || p->zone_betza[1])
            dead = 0;
        if (dead && !p->promotes && !p->royal) {
            /* the engine lets it stand there, stuck, unless immobilityIllegal
               keeps it off those ranks: a rule of moves the format lacks */
            if (engine_game_bool(m->g, "immobilityIllegal", 0)) {
                engine_imp_refuse(m, "immobilityIllegal", "the %s has no move on the last %d "
                           "rank%s and may not enter them, and the format has no rule that keeps a "
                           "piece off ranks", p->name, dead, dead == 1 ? "" : "s");
                return -1;
            }
            p->stuck = 1;
            if (m->drops && p->ep && !strcmp(p->ep->key, "pawn") &&
                !engine_game_bool(m->g, "promotionZonePawnDrops", 0))
                p->nodrop = dead;
            continue;
        }
        if (m->drops && p->demotes && !engine_game_bool(m->g, "immobilityIllegal", 0))
            p->stuck = dead > 0; /* dropped there it stays (Chennis): it never promotes in place */
        else if (m->drops)
            p->nodrop = dead;
    }
    return 0;
}

/* Is the piece of this letter a castling partner: one of castlingRookPieces,
 * else the engine's rook? */
static int is_partner(const struct imp *m, const char *rp, char letter)
{
    if (rp)
        return strchr(rp, letter) != NULL;
    for (int i = 0; i < m->npieces; i++)
        if (m->pieces[i].letter == letter && m->pieces[i].ep && !strcmp(m->pieces[i].ep->key, "rook"))
            return 1;
    return 0;
}

/* Castling: the engine's king moves from castlingKingFile to the
 * kingside or queenside file; pnpgen's O<n> is the same n both ways. */
int engine_imp_castling(struct imp *m)
{
    if (!engine_game_bool(m->g, "castling", 1))
        return 0;
    const char *rights = m->castle_rights ? m->castle_rights : "-";
    if (!strcmp(rights, "-") || !rights[0])
        return 0;
    /* a field with no letter is no castling field (a FEN that skips it,
       "w 0 1"): the engine reads no rights from it */
    int letters = 0;
    for (const char *c = rights; *c; c++)
        letters |= isalpha((unsigned char)*c) != 0;
    if (!letters)
        return 0;
    for (const char *c = rights; *c; c++)
        if (!strchr("KQkq", *c)) {
            engine_imp_refuse(m, "startFen", "castling rights '%s' name files (Shredder or gating "
                       "rights), which the format cannot say", rights);
            return -1;
        }
    const char *kp = engine_game_str(m->g, "castlingKingPiece", NULL);
    struct imp_piece *king = NULL;
    for (int i = 0; i < m->npieces; i++)
        if (kp ? m->pieces[i].letter == kp[0] : m->pieces[i].royal)
            king = &m->pieces[i];
    if (!king) {
        engine_imp_refuse(m, "castling", "no piece castles");
        return -1;
    }
    /* both ways, for each side with its rights, its castling piece and a
       partner for it in its army */
    const char *rp = engine_game_str(m->g, "castlingRookPieces",
                                     engine_game_str(m->g, "castlingRookPiece", NULL));
    int can[2];
    for (int side = 0; side < 2; side++) {
        int partner = 0;
        for (int i = 0; i < m->npieces; i++) {
            const struct imp_piece *p = &m->pieces[i];
            partner |= p->count && (!p->army || p->army == side + 1) &&
                       (rp ? (p->letter && strchr(rp, p->letter) != NULL)
                           : (p->ep && !strcmp(p->ep->key, "rook") && p->letter));
        }
        int k = strchr(rights, side ? 'k' : 'K') != NULL, q = strchr(rights, side ? 'q' : 'Q') != NULL;
        can[side] = partner && engine_imp_piece_in_army(m, king->letter, side) && (k || q);
        if (can[side] && !(k && q)) {
            engine_imp_refuse(m, "startFen", "castling rights '%s' give one way only: pnpgen's "
                       "castling is both ways", rights);
            return -1;
        }
    }
    if (!can[0] && !can[1])
        return 0;
    /* each castling side's King: where it stands on its castling rank
       (the second side's counted from its own edge), how far it goes in
       the engine's board terms, and so its own left and right */
    int cr = atoi(engine_game_str(m->g, "castlingRank", "1"));
    if (cr < 1 || cr > m->ranks) {
        engine_imp_refuse(m, "castlingRank", "rank %d is not on the board", cr);
        return -1;
    }
    int kf0 = engine_imp_file_or_rank(engine_game_str(m->g, "castlingKingFile", "e"), 1);
    int ks = engine_imp_file_or_rank(engine_game_str(m->g, "castlingKingsideFile", "g"), 1);
    int qs = engine_imp_file_or_rank(engine_game_str(m->g, "castlingQueensideFile", "c"), 1);
    int left[2] = {0, 0}, right[2] = {0, 0}, kfs[2] = {0, 0};
    for (int side = 0; side < 2; side++) {
        if (!can[side])
            continue;
        int row = side ? m->ranks - cr : cr - 1, kf = kf0;
        char want = side ? king->letter : (char)toupper((unsigned char)king->letter);
        for (int x = 0; x < m->files; x++)
            if (m->board[row * m->files + x] == want)
                kf = x + 1;
        if (ks <= kf || qs >= kf) {
            engine_imp_refuse(m, "castlingKingsideFile", "the King on the %c-file castles to the "
                       "%c- and %c-files, not one each way", 'a' + kf - 1, 'a' + ks - 1, 'a' + qs - 1);
            return -1;
        }
        kfs[side] = kf;
        /* the second side's own right is the board's a-file side */
        right[side] = side ? kf - qs : ks - kf;
        left[side] = side ? ks - kf : kf - qs;
    }
    /* a King of each side's own when only one side castles (Orda's Black,
       whose army has no Rook) or when the two castle as mirror images
       (Active Chess: both Kings on the d-file go 3 squares to the g-file,
       1 to the c-file), the other side's a King of its own */
    struct imp_piece *kings[2] = {king, king};
    int differ = can[0] && can[1] && (left[0] != left[1] || right[0] != right[1]);
    if ((can[0] != can[1] || differ) && !king->army) {
        struct imp_piece *twin = engine_imp_army_twin(m, king, "castling");
        if (!twin)
            return -1;
        kings[0] = king, kings[1] = twin;
    } else if (king->army) {
        struct imp_piece *twin = (struct imp_piece *)engine_imp_twin_of(m, king);
        kings[king->army - 1] = king;
        kings[2 - king->army] = twin ? twin : king;
    }
    for (int side = 0; side < 2; side++) {
        if (!can[side] || (side && can[0] && kings[1] == kings[0]))
            continue;
        struct imp_piece *k = kings[side];
        char *b = left[side] == right[side] ? str_printf("%sisO%d", k->betza, left[side])
                                            : str_printf("%silO%dirO%d", k->betza, left[side], right[side]);
        free(k->betza);
        k->betza = b;
    }
    m->castler = kings[can[0] ? 0 : 1]->name;
    if (differ && can[0] && can[1] && right[0] == left[1])
        m->castle_east = right[0], m->castle_west = left[0];
    /* the engine castles with the outermost Rook on each side of the King,
       pnpgen with the one at the edge, or else (castling-partner="inner")
       the nearest: the same Rook when it is the only one on that side */
    int inner = 0;
    for (int side = 0; side < 2; side++)
        for (int dir = -1; can[side] && dir <= 1; dir += 2) {
            int row = side ? m->ranks - cr : cr - 1, rooks = 0, outer = -1;
            for (int x = kfs[side] - 1 + dir; x >= 0 && x < m->files; x += dir) {
                char c = m->board[row * m->files + x];
                if (c && (side ? islower((unsigned char)c) : isupper((unsigned char)c)) &&
                    is_partner(m, rp, (char)tolower((unsigned char)c)))
                    rooks++, outer = x;
            }
            int edge = outer == (dir > 0 ? m->files - 1 : 0);
            if (rooks > 1 && !edge) {
                engine_imp_refuse(m, "startFen", "%d Rooks on one side of a King: the "
                           "engine castles with the outermost, pnpgen with the nearest", rooks);
                return -1;
            }
            int reach = dir > 0 ? (side ? left[side] : right[side]) : (side ? right[side] : left[side]);
            if (rooks && abs(outer - (kfs[side] - 1)) <= reach) {
                engine_imp_refuse(m, "startFen", "the Rook on %c%d stands within the King's castling "
                           "move; pnpgen's castling piece stops short of its partner", 'a' + outer,
                           row + 1);
                return -1;
            }
            inner |= rooks && !edge;
        }
    for (int i = 0; i < m->npieces; i++) {
        struct imp_piece *p = &m->pieces[i];
        if (p->letter && is_partner(m, rp, p->letter))
            p->partner = inner ? 2 : 1;
    }
    m->castling = 1;
    return 0;
}

/* mobilityRegion keys: the piece never leaves its zone. */
void engine_imp_confinements(struct imp *m)
{
    for (int i = 0; i < m->npieces; i++) {
        struct imp_piece *p = &m->pieces[i];
        if (!p->letter)
            continue;
        engine_imp_confine(m, p, p->ep->key);
    }
    /* diagonalLines: pnpgen draws them as a palace's crossed lines, its
       corners and centre; other lines are refused */
    const char *dl = engine_game_str(m->g, "diagonalLines", "-");
    if (m->refused || !strcmp(dl, "-") || !dl[0])
        return;
    size_t cells = (size_t)m->files * (size_t)m->ranks;
    unsigned char *set = xcalloc(cells, 1), *want = xcalloc(cells, 1);
    int ok = engine_region(dl, m->files, m->ranks, set) == 0 && m->has_palace;
    for (int side = 0; ok && side < 2; side++) {
        const int *r = m->palace[side];
        int pts[5][2] = {{r[0], r[1]}, {r[2], r[1]}, {r[0] + 1, r[1] + 1}, {r[0], r[3]}, {r[2], r[3]}};
        for (int k = 0; k < 5; k++)
            want[pts[k][1] * m->files + pts[k][0]] = 1;
    }
    if (!ok || memcmp(set, want, cells))
        engine_imp_refuse(m, "diagonalLines", "'%s' are not the corners and centres of the "
                          "palaces, the only diagonal lines pnpgen draws", dl);
    free(set);
    free(want);
}
