/* import_pieces.c: the pieces of an imported variant: their names (the
 * game's own where the engine's standard types have them), move tables as
 * the engine reads them, confinement, promotion and castling, and whether
 * the pieces held in hand are a free setup or a reserve;
 * import_write_pieces.c writes them, with their diagrams. */
#include "import-imp.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

struct family_name { const char *family, *key, *name, *glyph_w, *glyph_b; };

/* The names players of each game use for the engine's types, and the
 * characters printed on their pieces. */
static const struct family_name family_names[] = {
    {"xiangqi", "king", "General", "帥", "將"}, {"xiangqi", "fers", "Advisor", "仕", "士"},
    {"xiangqi", "elephant", "Elephant", "相", "象"}, {"xiangqi", "horse", "Horse", "傌", "馬"},
    {"xiangqi", "rook", "Chariot", "俥", "車"}, {"xiangqi", "cannon", "Cannon", "炮", "砲"},
    {"xiangqi", "soldier", "Soldier", "兵", "卒"},
    {"janggi", "king", "General", "楚", "漢"}, {"janggi", "wazir", "Guard", "士", "士"},
    {"janggi", "janggiElephant", "Elephant", "象", "象"}, {"janggi", "horse", "Horse", "馬", "馬"},
    {"janggi", "rook", "Chariot", "車", "車"}, {"janggi", "janggiCannon", "Cannon", "包", "包"},
    {"janggi", "soldier", "Soldier", "卒", "兵"},
    {"shogi", "king", "King", NULL, NULL}, {"shogi", "bers", "Dragon King", NULL, NULL},
    {"shogi", "shogiKnight", "Knight", NULL, NULL}, {"shogi", "shogiPawn", "Pawn", NULL, NULL},
    {"makruk", "king", "Khun", NULL, NULL}, {"makruk", "silver", "Khon", NULL, NULL},
    {"makruk", "fers", "Met", NULL, NULL}, {"makruk", "knight", "Ma", NULL, NULL},
    {"makruk", "rook", "Rua", NULL, NULL}, {"makruk", "pawn", "Bia", NULL, NULL},
};

static char *slug(const char *name)
{
    char *s = xstrdup(name);
    char *o = s;
    /* at most 30 characters: room for "-region" and "-2" within an id's 40 */
    for (const char *p = name; *p && o - s < 30; p++) {
        unsigned char c = (unsigned char)*p;
        if (isalnum(c))
            *o++ = (char)tolower(c);
        else if (o > s && o[-1] != '-')
            *o++ = '-';
    }
    while (o > s && o[-1] == '-')
        o--;
    *o = 0;
    if (!s[0]) {
        free(s);
        s = xstrdup("piece");
    }
    return s;
}

struct imp_piece *engine_imp_piece_of(struct imp *m, char letter)
{
    for (int i = 0; i < m->npieces; i++)
        if (m->pieces[i].letter && m->pieces[i].letter == tolower((unsigned char)letter))
            return &m->pieces[i];
    return NULL;
}

/* The piece of this letter in one side's army (side 0 or 1), or NULL. */
struct imp_piece *engine_imp_piece_in_army(struct imp *m, char letter, int side)
{
    for (int i = 0; i < m->npieces; i++)
        if (m->pieces[i].letter && m->pieces[i].letter == tolower((unsigned char)letter) &&
            (!m->pieces[i].army || m->pieces[i].army == side + 1))
            return &m->pieces[i];
    return NULL;
}

static void unique_id(struct imp *m, struct imp_piece *p)
{
    for (int n = 2;; n++) {
        int clash = 0;
        for (int i = 0; i < m->npieces; i++)
            if (&m->pieces[i] != p && m->pieces[i].id && !strcmp(m->pieces[i].id, p->id))
                clash = 1;
        if (!clash)
            return;
        char *base = xstrdup(p->id);
        char *dash = strrchr(base, '-');
        if (n > 2 && dash)
            *dash = 0;
        free(p->id);
        p->id = str_printf("%s-%d", base, n);
        free(base);
    }
}

/* Parses a move table; refuses what pnpgen cannot read. */
static int moves_of(struct imp *m, const char *key, const char *betza, struct moveset *ms)
{
    struct betza_error err = {0};
    moveset_init(ms);
    if (betza_parse(betza, ms, &err) != 0) {
        engine_imp_refuse(m, key, "move table '%s', at '%c': %s", betza,
                   betza[err.column] ? betza[err.column] : ' ', err.message);
        moveset_free(ms);
        return -1;
    }
    moveset_canonicalize(ms);
    return 0;
}

static const char *type_by_letter_or_key(const struct engine_game *g, const char *v)
{
    if (!v || !v[0])
        return NULL;
    if (v[1] == 0) {
        const struct engine_piece *p = engine_game_piece(g, v[0]);
        return p ? p->betza : NULL;
    }
    const struct engine_piece_type *t = engine_piece_type_find(v);
    return t ? t->betza : NULL;
}

void engine_imp_confine(struct imp *m, struct imp_piece *p, const char *key)
{
    char cap[64], kw[96], kb[96];
    snprintf(cap, sizeof cap, "%s", key);
    cap[0] = (char)toupper((unsigned char)cap[0]);
    snprintf(kw, sizeof kw, "mobilityRegionWhite%s", cap);
    snprintf(kb, sizeof kb, "mobilityRegionBlack%s", cap);
    int rw[4], rb[4];
    char *sq[2] = {NULL, NULL};
    int a = engine_imp_region(m, kw, rw, &sq[0]), b = engine_imp_region(m, kb, rb, &sq[1]);
    /* a piece of one army: only its side's key counts */
    if (p->army && a >= 0 && b >= 0 && a != b && (p->army == 1 ? a : b) == 0) {
        int side = p->army - 1;
        p->confine = str_printf("%s-region", p->id);
        char *keep = m->xml;
        m->xml = NULL;
        /* for both sides: the validator wants a zone for each (the other
           side has no such piece) */
        engine_imp_zone(m, p->confine, 2, side ? rb : rw, sq[side], "none", NULL, "region");
        str_cat_free(&m->extra_zones, m->xml);
        m->xml = keep;
        free(sq[0]);
        free(sq[1]);
        return;
    }
    if (a < 0 || b < 0 || (a == 1 && b == 1) || a != b) {
        if (a >= 0 && b >= 0 && a != b)
            engine_imp_refuse(m, a == 1 ? kb : kw, "only one side's %s is confined, and a "
                       "confinement is the same zone id for both sides in the format", p->name);
        free(sq[0]);
        free(sq[1]);
        return;
    }
    int palace = !sq[0] && !sq[1] && rw[2] - rw[0] == 2 && rw[3] - rw[1] == 2 &&
                 (m->points || m->has_palace);
    if (palace) {
        if (!m->has_palace) {
            memcpy(m->palace[0], rw, sizeof rw);
            memcpy(m->palace[1], rb, sizeof rb);
            m->has_palace = 1;
        }
        if (!memcmp(m->palace[0], rw, sizeof rw) && !memcmp(m->palace[1], rb, sizeof rb)) {
            p->confine = xstrdup("palace");
            return;
        }
    }
    /* a zone of its own */
    p->confine = str_printf("%s-region", p->id);
    char *keep = m->xml;
    m->xml = NULL;
    for (int side = 0; side < 2; side++) {
        const int *r = side ? rb : rw;
        int half = !sq[side] && r[3] - r[1] + 1 == m->ranks / 2 && m->ranks % 2 == 0;
        engine_imp_zone(m, p->confine, side, r, sq[side], "none", NULL,
                        half ? "own side of the river" : "region");
        free(sq[side]);
    }
    str_cat_free(&m->extra_zones, m->xml);
    m->xml = keep;
}

static void name_piece(struct imp *m, struct imp_piece *p)
{
    const struct engine_piece *e = p->ep;
    const struct engine_piece_type *t = engine_piece_type_find(e->key);
    const char *name = NULL;
    for (size_t i = 0; i < sizeof family_names / sizeof family_names[0]; i++)
        if (!strcmp(family_names[i].family, m->family) && !strcmp(family_names[i].key, e->key)) {
            name = family_names[i].name;
            p->glyph[0] = family_names[i].glyph_w;
            p->glyph[1] = family_names[i].glyph_b;
        }
    if (!name && t) {
        name = t->name;
        if (!strcmp(m->family, "chess")) {
            p->glyph[0] = t->glyph_w;
            p->glyph[1] = t->glyph_b;
        }
    }
    if (!name && e->royal)
        name = "King";
    if (name)
        p->name = xstrdup(name);
    else {
        const char *pt = engine_game_str(m->g, "pawnTypes", "");
        engine_imp_custom_name(e->betza, e->letter, strchr(pt, e->letter) != NULL, &p->name,
                               &p->short_name);
    }
    for (int i = 0; i < m->npieces; i++)
        if (&m->pieces[i] != p && m->pieces[i].name && !strcmp(m->pieces[i].name, p->name)) {
            /* shogi's Knight beside chess's is the Shogi Knight */
            char *n = !strncmp(e->key, "shogi", 5) ? str_printf("Shogi %s", p->name)
                    : str_printf("%s %c", p->name, toupper((unsigned char)e->letter));
            free(p->name);
            p->name = n;
            break;
        }
    p->id = slug(p->name);
    unique_id(m, p);
}

/* The moves of one engine piece, as pnpgen reads them. */
static int piece_moves(struct imp *m, struct imp_piece *p)
{
    const struct engine_piece *e = p->ep;
    const char *betza = e->betza;
    if (e->royal && !strchr(e->betza, ':')) {
        const char *kt = engine_game_str(m->g, "kingType", NULL);
        const char *b = type_by_letter_or_key(m->g, kt);
        if (kt && !b) {
            engine_imp_refuse(m, "kingType", "'%s' is not a piece of this variant", kt);
            return -1;
        }
        if (b)
            betza = b;
    }
    if (!strcmp(e->key, "pawn")) {
        int ds = engine_game_bool(m->g, "doubleStep", 1);
        const char *again = ds ? engine_imp_region_reentered(m, e->letter) : NULL;
        if (again) {
            engine_imp_refuse(m, again, "'%s': a Pawn that has moved may step two squares again from "
                              "the region's squares ahead of its start; pnpgen prints the double step "
                              "only from where the Pawns start", engine_game_str(m->g, again, ""));
            return -1;
        }
        int in = ds && engine_imp_starts_in_region(m, e->letter);
        p->betza = xstrdup(in ? "fmWfceFifmnD" : "fmWfcF");
        if (in)
            m->en_passant = 1;
        if (ds && !in && !engine_imp_starts_past_region(m, e->letter)) {
            /* some start where they may step twice, some not: the double
               step is a move of those squares (a Pawn on them never moved) */
            free(p->betza);
            p->betza = xstrdup("fmWfceF");
            p->zone_betza[0] = xstrdup("ifmnD");
            p->zone_id[0] = "double-step";
            p->zone_caption[0] = "on its start rank";
            m->double_zone = 1;
            m->en_passant = 1;
        }
    } else if (!strcmp(e->key, "soldier")) {
        int r = engine_imp_file_or_rank(engine_game_str(m->g, "soldierPromotionRank", "1"), 0);
        if (r > 1) {
            p->betza = xstrdup("fW");
            p->zone_betza[0] = xstrdup("sW");
            p->zone_id[0] = "across-river";
            p->zone_caption[0] = "across the river";
            m->soldier_rank = r;
        } else
            p->betza = xstrdup("fsW");
    } else
        p->betza = xstrdup(betza);
    if (strchr(p->betza, 'i') && strcmp(e->key, "pawn") && !engine_imp_starts_in_region(m, e->letter)) {
        engine_imp_refuse(m, e->key, "'%s' has first-move-only moves (i), which the engine allows on "
                   "the double-step ranks, but the piece does not start there", p->betza);
        return -1;
    }
    if (strchr(p->betza, 'e'))
        m->en_passant = 1;
    if (!p->betza[0] && !e->royal) { /* never moves once placed: moves="none" */
        p->immobile = 1;
        return 0;
    }
    struct moveset ms;
    if (moves_of(m, e->key, p->betza, &ms) != 0)
        return -1;
    moveset_free(&ms);
    /* the palace's diagonal lines (Janggi): the engine's own list of types */
    if (engine_game_get(m->g, "diagonalLines") && strcmp(engine_game_str(m->g, "diagonalLines", "-"), "-")) {
        const char *d = NULL, *zone = "palace";
        const char *k = e->royal ? "wazir" : e->key;
        if (e->royal && strcmp(engine_game_str(m->g, "kingType", ""), "wazir") &&
            strcmp(engine_game_str(m->g, "kingType", ""), "a"))
            k = "";
        if (!strcmp(k, "wazir"))
            d = "F";
        else if (!strcmp(k, "soldier"))
            d = "fF", zone = "enemy-palace";
        else if (!strcmp(k, "rook"))
            d = "B";
        else if (!strcmp(k, "janggiCannon"))
            d = "pB";
        if (d) {
            p->zone_betza[1] = xstrdup(d);
            p->zone_id[1] = zone;
            p->zone_along[1] = 1;
            p->zone_caption[1] = strcmp(zone, "palace") ? "enemy palace" : "in a palace";
        }
    }
    if (!strcmp(e->key, "janggiCannon"))
        p->rule = xstrdup("Never hops over a Cannon, and never captures one.");
    return 0;
}

/* The piece of p's kind in the other army (engine_imp_army_twin), or NULL. */
const struct imp_piece *engine_imp_twin_of(const struct imp *m, const struct imp_piece *p)
{
    for (int i = 0; i < m->npieces; i++) {
        const struct imp_piece *q = &m->pieces[i];
        if (q != p && !q->unused && q->letter == p->letter && q->army && q->army != p->army &&
            !strcmp(q->name, p->name))
            return q;
    }
    return NULL;
}

/* The second side's piece of p's kind, p becoming the first side's: the
 * two armies' Pawns when they have different numbers, the King of the
 * army that castles and the King of the one that does not. NULL when
 * refused (naming key). */
struct imp_piece *engine_imp_army_twin(struct imp *m, struct imp_piece *p, const char *key)
{
    if (m->npieces == IMP_MAX_PIECES) {
        engine_imp_refuse(m, key, "too many pieces");
        return NULL;
    }
    struct imp_piece *q = &m->pieces[m->npieces++];
    memset(q, 0, sizeof *q);
    q->ep = p->ep;
    q->letter = p->letter;
    q->royal = p->royal;
    q->name = xstrdup(p->name);
    char *side = slug(m->side_name[1]);
    q->id = str_printf("%s-%s", p->id, side);
    free(side);
    unique_id(m, q);
    p->army = 1;
    q->army = 2;
    q->count = p->count;
    if (piece_moves(m, q) != 0)
        return NULL;
    return q;
}

int engine_imp_make_pieces(struct imp *m)
{
    /* royal pieces first, then the engine's order */
    for (int pass = 0; pass < 2; pass++)
        for (int i = 0; i < m->g->npieces; i++) {
            const struct engine_piece *e = &m->g->pieces[i];
            if ((pass == 0) != (e->royal != 0))
                continue;
            struct imp_piece *p = &m->pieces[m->npieces++];
            memset(p, 0, sizeof *p);
            p->ep = e;
            p->letter = e->letter;
            p->royal = e->royal;
            name_piece(m, p);
            int count[2];
            engine_imp_count(m, e->letter, count);
            p->count = count[0];
            if (count[0] != count[1]) {
                /* armies that differ: a piece of one side's army (side="..."),
                   or, when both have some, one piece of each army */
                if (m->drops) {
                    engine_imp_refuse(m, "startFen", "the sides start with different armies (%d %s "
                               "for %s, %d for %s), and in a game with drops a captured piece "
                               "changes armies", count[0], p->name, m->side_name[0], count[1],
                               m->side_name[1]);
                    return -1;
                }
                p->army = count[0] ? 1 : 2;
                p->count = count[0] ? count[0] : count[1];
            }
            if (piece_moves(m, p) != 0)
                return -1;
            if (count[0] != count[1] && count[0] && count[1]) {
                p->count = count[0];
                struct imp_piece *q = engine_imp_army_twin(m, p, "startFen");
                if (!q)
                    return -1;
                q->count = count[1];
            }
        }
    return 0;
}

/* A type the engine declares but no piece starts as or becomes. */
void engine_imp_mark_unused(struct imp *m)
{
    for (int round = 0; round < 2; round++)
    for (int i = 0; i < m->npieces; i++) {
        struct imp_piece *p = &m->pieces[i];
        if (p->count || p->royal)
            continue;
        int target = 0;
        for (int j = 0; j < m->npieces; j++) {
            const char *pr = m->pieces[j].unused ? NULL : m->pieces[j].promotes;
            size_t n = strlen(p->id);
            for (const char *c = pr; c && (c = strstr(c, p->id)) != NULL; c += n)
                if ((c == pr || c[-1] == ' ') && (c[n] == 0 || c[n] == ' '))
                    target = 1;
        }
        p->unused = !target;
    }
    /* a choice of promotion that no piece starts as: one spare a side
       beside the board (not in a drop game, where a hand is in play) */
    for (int i = 0; i < m->npieces; i++) {
        struct imp_piece *p = &m->pieces[i];
        if (!p->unused && !p->count && p->letter && !m->drops && !p->royal) {
            /* in a free setup, or where a piece starts turned over, the
               first choice is the back of the piece that promotes (a spare
               would be placed too): fold-over pieces, not discs */
            int first = 0;
            for (int j = 0; (m->placing_zones || m->needs_backs) && j < m->npieces; j++) {
                const char *pr = m->pieces[j].unused ? NULL : m->pieces[j].promotes;
                size_t n = strlen(p->id);
                first |= pr && !strncmp(pr, p->id, n) && (pr[n] == 0 || pr[n] == ' ');
            }
            if (first) {
                m->needs_backs = 1;
                continue;
            }
            if (m->placing_zones) /* a free setup would place the spare too */
                engine_imp_refuse(m, "promotionPieceTypes", "a piece promotes to the %s, which "
                                  "no side starts with, and a spare beside the board would be "
                                  "placed in the free setup", p->name);
            p->count = 1;
            p->spare = 1;
        }
    }
    /* an en-passant capture (e) with no first-move double step in the game
       never happens in the engine: the table without it says the same */
    int initial = 0;
    for (int i = 0; i < m->npieces; i++) {
        const struct imp_piece *p = &m->pieces[i];
        initial |= !p->unused && (strchr(p->betza, 'i') || (p->zone_betza[0] && strchr(p->zone_betza[0], 'i')));
    }
    m->en_passant = 0;
    for (int i = 0; i < m->npieces; i++) {
        char *b = m->pieces[i].betza, *o = b;
        for (const char *c = b; !initial && *c; c++)
            if (*c != 'e')
                *o++ = *c;
        if (!initial)
            *o = 0;
        if (!m->pieces[i].unused && strchr(b, 'e'))
            m->en_passant = 1;
    }
}

void engine_imp_free_pieces(struct imp *m)
{
    for (int i = 0; i < m->npieces; i++) {
        struct imp_piece *p = &m->pieces[i];
        free(p->id);
        free(p->name);
        free(p->short_name);
        free(p->betza);
        free(p->zone_betza[0]);
        free(p->zone_betza[1]);
        free(p->confine);
        free(p->promotes);
        free(p->rule);
    }
    m->npieces = 0;
}

/* pieceDrops without capturesToHand: the pieces a side starts with in hand
 * are dropped, captured ones are not. When a player must drop while
 * holding any (mustDrop), or no piece ever moves (tic-tac-toe), and both
 * hold as many, that is the format's free setup, in turn, on the drop
 * region; otherwise they are a reserve, dropped instead of any move
 * (placing="during-play"), on each side's drop region. */
int engine_imp_free_placement(struct imp *m)
{
    int held[2] = {0, 0}, moving = 0, pawn = 0;
    for (const char *h = m->hand; h && *h; h++) {
        held[islower((unsigned char)*h) ? 1 : 0]++;
        const struct imp_piece *p = engine_imp_piece_of(m, (char)tolower((unsigned char)*h));
        pawn |= p && p->ep && !strcmp(p->ep->key, "pawn");
    }
    for (int i = 0; i < m->npieces; i++)
        moving |= !m->pieces[i].immobile && (m->pieces[i].count || m->pieces[i].royal);
    int must = engine_game_bool(m->g, "mustDrop", 0);
    const char *type = engine_game_str(m->g, "mustDropType", "*");
    if (!held[0] && !held[1])
        return 0;
    if (strcmp(type, "*") || (must && moving && held[0] != held[1])) {
        engine_imp_refuse(m, "pieceDrops", "the pieces in hand must be dropped%s, which the format "
                          "cannot say (its free setup places them all before play, in turn)",
                          strcmp(type, "*") ? " by type" : " while hands of different sizes hold any");
        return -1;
    }
    m->reserve = !must && moving;
    if (m->reserve && pawn) {
        engine_imp_refuse(m, "pieceDrops", "a Pawn in reserve may not be dropped on its first rank "
                          "or where it promotes, but the format's placing zone is one for every "
                          "piece of the reserve");
        return -1;
    }
    m->placing_side[0] = held[0] > 0;
    m->placing_side[1] = held[1] > 0;
    /* whiteDropRegion: the older name, which the engine still reads */
    const char *key[2] = {"dropRegionWhite", "dropRegionBlack"};
    if (!engine_game_get(m->g, key[0]) && engine_game_get(m->g, "whiteDropRegion"))
        key[0] = "whiteDropRegion";
    if (!engine_game_get(m->g, key[1]) && engine_game_get(m->g, "blackDropRegion"))
        key[1] = "blackDropRegion";
    int rect[2][4], got[2];
    char *sq[2] = {NULL, NULL};
    for (int side = 0; side < 2; side++)
        got[side] = engine_imp_region(m, key[side], rect[side], &sq[side]);
    if (got[0] < 0 || got[1] < 0) {
        free(sq[0]);
        free(sq[1]);
        return -1;
    }
    char *keep = m->xml;
    m->xml = NULL;
    if (got[0] == 1 && got[1] == 1 && held[0] && held[1]) {
        int all[4] = {0, 0, m->files - 1, m->ranks - 1};
        engine_imp_zone(m, "placing", 2, all, NULL, "none", NULL, "board");
    } else
        for (int side = 0; side < 2; side++) {
            if (!held[side]) {
                free(sq[side]);
                continue;
            }
            int all[4] = {0, 0, m->files - 1, m->ranks - 1};
            const int *r = got[side] == 1 ? all : rect[side];
            int back = !sq[side] && r[0] == 0 && r[2] == m->files - 1 &&
                       (side ? r[3] == m->ranks - 1 : r[1] == 0);
            int n = r[3] - r[1] + 1;
            char *name = back && n == 1 ? xstrdup("back rank") : back ? str_printf("first %d ranks", n)
                       : xstrdup("placing area");
            char *label = m->reserve ? str_printf("%s's reserve enters here", m->side_name[side]) : NULL;
            engine_imp_zone(m, "placing", side, r, sq[side], got[side] == 1 ? "none" : "outline",
                            label, name);
            free(label);
            free(name);
            free(sq[side]);
        }
    m->placing_zones = m->xml;
    m->xml = keep;
    return 0;
}
