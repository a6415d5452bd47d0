/* import.c: `pnpgen import`: each section of a variants.ini resolved,
 * written as a definition, loaded and validated back before it is kept;
 * a section that cannot be imported faithfully is refused, never written
 * wrong. */
#include "import-imp.h"

#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "load/load.h"
#include "rules/rules.h"

static const char *family_of(const char *b)
{
    static const struct { const char *builtin, *family; } f[] = {
        {"xiangqi", "xiangqi"}, {"minixiangqi", "xiangqi"}, {"janggi", "janggi"},
        {"shogi", "shogi"}, {"minishogi", "shogi"}, {"gorogoro", "shogi"}, {"makruk", "makruk"},
    };
    for (size_t i = 0; b && i < sizeof f / sizeof f[0]; i++)
        if (!strcmp(f[i].builtin, b))
            return f[i].family;
    return b ? "chess" : "";
}

static char *id_of(const char *name)
{
    char *s = xmalloc(strlen(name) + 2);
    char *o = s;
    for (const char *p = name; *p && o - s < 40; p++) {
        unsigned char c = (unsigned char)*p;
        *o++ = isalnum(c) ? (char)tolower(c) : '-';
    }
    *o = 0;
    if (!s[0])
        strcpy(s, "variant");
    return s;
}

/* Where the Soldier also steps sideways: "across the river" where the
 * board draws a river just before it (xiangqi); else its last ranks, which
 * a board without a river (Crowded Xiangqi's five ranks) gives no name. */
static const char *soldier_zone_name(const struct imp *m)
{
    static const char *const last[] = {"on its last rank", "on its last two ranks",
        "on its last three ranks", "on its last four ranks", "on its last five ranks",
        "on its last six ranks"};
    int river = m->points && m->ranks % 2 == 0;
    int n = m->ranks - m->soldier_rank + 1;
    if ((river && m->soldier_rank == m->ranks / 2 + 1) || n < 1 || n > 6)
        return "across the river";
    return last[n - 1];
}

static void write_board(struct imp *m)
{
    const char *pattern = m->points ? "" : !strcmp(m->family, "chess") ? " pattern=\"chequered\"" : "";
    engine_imp_out(m, "  <board files=\"%d\" ranks=\"%d\" cells=\"%s\"%s>\n", m->files, m->ranks,
            m->points ? "points" : "squares", pattern);
    engine_imp_out(m, "    <coords edge=\"bottom\"/>\n    <coords edge=\"left\"/>\n"
            "    <coords edge=\"top\" upside-down=\"yes\"/>\n    <coords edge=\"right\" upside-down=\"yes\"/>\n");
    if (m->points && m->ranks % 2 == 0 && (m->soldier_rank || !strcmp(m->family, "xiangqi")))
        engine_imp_out(m, "    <river after-rank=\"%d\"/>\n", m->ranks / 2);
    if (m->has_promo) {
        const char *mark = m->promo[0][3] - m->promo[0][1] > 0 ? "dots" : "none";
        for (int side = 0; side < 2; side++) {
            char *label = str_printf("%s promotes here", m->side_name[side]);
            engine_imp_zone(m, "promotion", side, m->promo[side], m->promo_sq[side], mark, label,
                            "promotion zone");
            free(label);
        }
    }
    if (m->has_palace) {
        for (int side = 0; side < 2; side++) {
            char *label = str_printf("%s's palace", m->side_name[side]);
            engine_imp_zone(m, "palace", side, m->palace[side], NULL, "diagonals", label, "palace");
            free(label);
        }
        int enemy = 0;
        for (int i = 0; i < m->npieces; i++)
            enemy |= m->pieces[i].zone_id[1] && !strcmp(m->pieces[i].zone_id[1], "enemy-palace");
        if (enemy) {
            engine_imp_zone(m, "enemy-palace", 0, m->palace[1], NULL, "diagonals", NULL, "opponent's palace");
            engine_imp_zone(m, "enemy-palace", 1, m->palace[0], NULL, "diagonals", NULL, "opponent's palace");
        }
    }
    if (m->soldier_rank) {
        int r0[4] = {0, m->soldier_rank - 1, m->files - 1, m->ranks - 1};
        int r1[4] = {0, 0, m->files - 1, m->ranks - m->soldier_rank};
        const char *name = soldier_zone_name(m);
        engine_imp_zone(m, "across-river", 0, r0, NULL, "none", NULL, name);
        engine_imp_zone(m, "across-river", 1, r1, NULL, "none", NULL, name);
        for (int i = 0; i < m->npieces; i++)
            if (m->pieces[i].zone_id[0] && !strcmp(m->pieces[i].zone_id[0], "across-river"))
                m->pieces[i].zone_caption[0] = name;
    }
    for (int side = 0; m->double_zone && side < 2; side++) {
        int r[4];
        char *sq = NULL;
        if (engine_imp_region(m, side ? "doubleStepRegionBlack" : "doubleStepRegionWhite", r, &sq) == 0)
            engine_imp_zone(m, "double-step", side, r, sq, "none", NULL, "start rank");
        free(sq);
    }
    if (m->placing_rule && strcmp(engine_game_str(m->g, "enclosingDropStart", "-"), "-")) {
        int r[4];
        char *sq = NULL;
        /* squares filled at the start (reversi's four) leave no opening
           rule to tell: the key would list squares nobody places on */
        int open = 0;
        if (engine_imp_region(m, "enclosingDropStart", r, &sq) == 0)
            for (int y = r[1]; y <= r[3]; y++)
                for (int x = r[0]; x <= r[2]; x++)
                    open |= sq != NULL || !m->board[y * m->files + x];
        if (open)
            engine_imp_zone(m, "opening", 2, r, sq, "outline", "Opening squares, filled first", "opening squares");
        free(sq);
    }
    if (m->blocked) {
        int none[4] = {0, 0, 0, 0};
        engine_imp_zone(m, "blocked", 2, none, m->blocked, "outline", NULL, "blocked squares");
        /* a cross on each: an outline alone is faint on a chequered board */
        engine_imp_out(m, "    <mark at=\"%s\" symbol=\"cross\" label=\"blocked\"/>\n", m->blocked);
    }
    if (m->extra_zones)
        engine_imp_out(m, "%s", m->extra_zones);
    if (m->placing_zones)
        engine_imp_out(m, "%s", m->placing_zones);
    for (int side = 0; m->drops && side < 2; side++) { /* the board key says it */
        static const char *const key[2][2] = {{"dropRegionWhite", "whiteDropRegion"},
                                              {"dropRegionBlack", "blackDropRegion"}};
        int r[4];
        char *sq = NULL;
        const char *k = engine_game_get(m->g, key[side][0]) ? key[side][0] : key[side][1];
        if (engine_imp_region(m, k, r, &sq) == 0)
            engine_imp_zone(m, "drop-region", side, r, sq, "none", NULL, "drop region");
        free(sq);
    }
    if (m->has_goal)
        for (int side = 0; side < 2; side++) { /* the key: "White's goal: a8 to h8" */
            char *label = str_printf("%s's goal", m->side_name[side]);
            engine_imp_zone(m, "goal", side, m->goal[side], m->goal_sq[side], "outline", label, "goal");
            free(label);
        }
    engine_imp_out(m, "  </board>\n");
}

char *engine_game_to_xml(const struct engine_game *g, struct report *r)
{
    struct imp m = {.g = g, .r = r};
    m.files = engine_imp_file_or_rank(engine_game_str(g, "maxFile", "8"), 1);
    m.ranks = engine_imp_file_or_rank(engine_game_str(g, "maxRank", "8"), 0);
    m.family = family_of(g->builtin);
    m.points = !strcmp(m.family, "xiangqi") || !strcmp(m.family, "janggi");
    m.side_name[0] = !strcmp(m.family, "xiangqi") ? "Red" : !strcmp(m.family, "janggi") ? "Cho"
                   : !strcmp(m.family, "shogi") ? "Sente" : "White";
    m.side_name[1] = !strcmp(m.family, "janggi") ? "Han" : !strcmp(m.family, "shogi") ? "Gote" : "Black";
    char *dn = xstrdup(g->name);
    dn[0] = (char)toupper((unsigned char)dn[0]);
    m.display_name = engine_imp_esc(dn);
    free(dn);
    if (m.files < 1 || m.files > 26 || m.ranks < 1 || m.ranks > MAX_BOARD)
        engine_imp_refuse(&m, "maxFile", "a board of %d x %d is out of range", m.files, m.ranks);
    engine_imp_check_keys(&m);
    if (!m.refused && engine_imp_read_fen(&m) == 0 && engine_imp_free_drops(&m) == 0) {
        int drops = engine_game_bool(g, "pieceDrops", 0), to_hand = engine_game_bool(g, "capturesToHand", 0);
        m.drops = drops && to_hand;
        if (m.drops && engine_game_bool(g, "mustDrop", 0))
            engine_imp_refuse(&m, "mustDrop", "a player must drop while holding captured pieces, "
                              "which the format cannot say");
        const char *ed = engine_game_str(g, "enclosingDrop", "none");
        m.placing_rule = !strcmp(ed, "top") || engine_game_bool(g, "dropOnTop", 0) ? "gravity"
                       : !strcmp(ed, "reversi") ? "outflank" : !strcmp(ed, "snort") ? "apart" : NULL;
        const char *fe = engine_game_str(g, "flipEnclosedPieces", "none");
        m.flip = !strcmp(fe, "reversi") ? "lines" : !strcmp(fe, "quadwrangle") ? "around-linked" : NULL;
        if (!m.refused && engine_imp_make_pieces(&m) == 0 &&
            (!drops || to_hand || engine_imp_free_placement(&m) == 0)) {
            if (m.placing_rule && !m.placing_zones)
                engine_imp_refuse(&m, engine_game_get(g, "dropOnTop") ? "dropOnTop" : "enclosingDrop",
                                  "'%s' (%s): the format places so only pieces placed from hand, not "
                                  "captured ones dropped", engine_game_get(g, "dropOnTop") ? "true" : ed,
                                  m.placing_rule[0] == 'g'
                                      ? "a dropped piece falls to the lowest empty square of its file"
                                  : m.placing_rule[0] == 'a' ? "no drop on a square that shares a side with an enemy piece"
                                      : "a drop must enclose a line of enemy pieces against one's own");
            engine_imp_confinements(&m);
            if (!m.refused && engine_imp_promotions(&m) == 0)
                engine_imp_castling(&m);
            engine_imp_pseudo_royals(&m);
        }
    }
    char *out = NULL;
    if (!m.refused) {
        engine_imp_mark_unused(&m);
        engine_imp_goal_zone(&m);
    }
    if (!m.refused) {
        m.glyph_faces = !m.needs_backs;
        for (int i = 0; i < m.npieces; i++)
            if (!m.pieces[i].glyph[0] && (m.pieces[i].count || m.pieces[i].letter))
                m.glyph_faces = 0;
        char *id = id_of(g->name);
        char *file = engine_imp_esc(g->sec->file), *sec = engine_imp_esc(g->name);
        engine_imp_out(&m, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!-- imported by pnpgen import "
                "from %s, section [%s] -->\n", file, strstr(sec, "--") ? id : sec);
        free(sec);
        engine_imp_out(&m, "<variant id=\"%s\" name=\"%s\" subtitle=\"Fairy-Stockfish's variant '%s'\" "
                "lang=\"en\" drops=\"%s\"%s first=\"%s\"%s%s%s%s%s%s>\n", id, m.display_name, id,
                m.drops ? "yes" : "no",
                m.drops && engine_game_bool(g, "dropPromoted", 0) ? " drop-promoted=\"yes\"" : "",
                m.black_first ? "second" : "first",
                engine_game_bool(g, "mustCapture", 0) ? " must-capture=\"yes\"" : "",
                m.castling && engine_game_bool(g, "oppositeCastling", 0) ? " opposite-castling=\"yes\"" : "",
                m.flip ? " flip=\"" : "", m.flip ? m.flip : "", m.flip ? "\"" : "",
                m.en_passant ? " en-passant=\"double-step\"" : "");
        engine_imp_out(&m, "  <note>Imported from Fairy-Stockfish's variants.ini, section [%s]: the "
                "moves are the engine's, and the rules the engine plays are said in words where "
                "the pieces cannot show them.</note>\n", id);
        free(file);
        free(id);
        const char *n0 = m.side_name[0], *n1 = m.side_name[1];
        /* with drops a captured fold-over changes sides: both print alike
           and point at their opponent (validate warns otherwise); a disc
           shows its owner only by its tone */
        int alike = m.drops && !m.glyph_faces;
        engine_imp_out(&m, "  <side id=\"first\" name=\"%s\" colour=\"#f4efe1\" print=\"outline\"/>\n"
                "  <side id=\"second\" name=\"%s\" colour=\"%s\" print=\"%s\"/>\n", n0, n1,
                alike ? "#f4efe1" : "#2b2b2b", alike ? "outline" : "filled");
        write_board(&m);
        if (m.glyph_faces && !m.flip)
            engine_imp_out(&m, "  <components form=\"disc\" face=\"glyph\" back=\"none\"/>\n");
        else /* pieces that change sides turn over to the other side's colours */
            engine_imp_out(&m, "  <components form=\"fold\" face=\"diagram\" back=\"%s\"/>\n",
                           m.flip ? "other-side" : "promoted");
        engine_imp_write_pieces(&m);
        engine_imp_write_setup(&m);
        if (m.drops) {
            int total = 0;
            for (int i = 0; i < m.npieces; i++)
                total += m.pieces[i].count;
            engine_imp_out(&m, "  <hand side=\"first\" slots=\"%d\"/>\n  <hand side=\"second\" slots=\"%d\"/>\n",
                    total, total);
        }
        engine_imp_write_end(&m);
        engine_imp_write_rules(&m);
        engine_imp_out(&m, "</variant>\n");
        out = m.xml;
        m.xml = NULL;
    }
    free(m.xml);
    free(m.board);
    free(m.hand);
    free(m.fen_promoted);
    free(m.castle_rights);
    free(m.extra_zones);
    free(m.blocked);
    free(m.placing_zones);
    for (int side = 0; side < 2; side++) {
        free(m.promo_sq[side]);
        free(m.goal_sq[side]);
    }
    free(m.display_name);
    engine_imp_free_pieces(&m);
    return out;
}

static char *read_all(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    char *buf = NULL;
    size_t n = 0, cap = 0;
    for (;;) {
        if (n + 4096 + 1 > cap) {
            cap = cap ? cap * 2 : 65536;
            buf = xrealloc(buf, cap, 1);
        }
        size_t got = fread(buf + n, 1, cap - n - 1, f);
        n += got;
        if (got == 0)
            break;
    }
    int bad = ferror(f);
    fclose(f);
    if (bad) {
        free(buf);
        return NULL;
    }
    buf[n] = 0;
    if (strlen(buf) != n) {
        free(buf);
        errno = EINVAL;
        return NULL;
    }
    return buf;
}

/* Loads and validates the written definition; 0 when it is clean. */
static int check_definition(const char *xml, const char *path, struct report *r)
{
    struct variant v;
    struct report vr = {.file = path, .hold = 1};
    int rc = piecedef_load_memory(xml, strlen(xml), path, &v, &vr);
    if (rc == 0)
        rc = validate_variant(&v, &vr);
    if (vr.errors)
        rc = -1;
    if (rc != 0)
        report_error(r, 0, "the definition written for this section does not validate (a "
                     "fault of pnpgen import; its messages follow)");
    report_flush(&vr);
    variant_free(&v);
    return rc;
}

static int import_one(const struct ini_file *f, const struct ini_file *b, const char *name,
                      const char *outdir, struct report *r)
{
    struct engine_game g;
    int rc = -1;
    if (engine_resolve(f, b, name, &g, r) == 0) {
        char *xml = engine_game_to_xml(&g, r);
        if (xml) {
            char *id = id_of(name);
            char *path = str_printf("%s/%s.xml", outdir, id);
            if (check_definition(xml, path, r) == 0) {
                FILE *o = fopen(path, "w");
                if (!o || fputs(xml, o) < 0 || fclose(o) != 0) {
                    report_file_error(r, path, "cannot write: %s", strerror(errno));
                    if (o)
                        remove(path);
                } else
                    rc = 0;
            }
            free(path);
            free(id);
            free(xml);
        }
    }
    engine_game_free(&g);
    return rc;
}

void engine_import(const char *path, char *const *names, int nnames, const char *outdir,
                   struct engine_import_result *res)
{
    memset(res, 0, sizeof *res);
    struct report r = {.file = path};
    char *text = read_all(path);
    if (!text) {
        report_file_error(&r, path, "cannot read: %s", strerror(errno));
        res->unreadable = 1;
        return;
    }
    struct ini_file f, b;
    struct report br = {.file = "engine/builtins.ini"};
    engine_ini_parse(engine_builtins_ini, "engine/builtins.ini", &b, &br);
    if (engine_ini_parse(text, path, &f, &r) != 0 || f.n == 0) {
        if (f.n == 0 && !r.errors)
            report_error(&r, 0, "no [section] in the file: is it a variants.ini?");
        res->unreadable = 1;
    } else if (nnames == 0) {
        for (int i = 0; i < f.n; i++) {
            if (engine_ini_find(&f, f.s[i].name) != &f.s[i])
                continue; /* the engine keeps the first of a name */
            if (import_one(&f, &b, f.s[i].name, outdir, &r) == 0)
                res->written++;
            else
                res->refused++;
        }
    } else
        for (int i = 0; i < nnames; i++) {
            if (!engine_ini_find(&f, names[i])) {
                report_error(&r, 0, "no section [%s] in the file", names[i]);
                res->refused++;
            } else if (import_one(&f, &b, names[i], outdir, &r) == 0)
                res->written++;
            else
                res->refused++;
        }
    engine_ini_free(&f);
    engine_ini_free(&b);
    free(text);
}
