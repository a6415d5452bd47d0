/* import_xml.c: one resolved variants.ini section written as a pnpgen
 * definition: the board (with the palaces and river the engine's regions
 * imply), a piece per type with its real name and its diagrams drawn from
 * its move table, the setup read from startFen, promotion, drops and
 * castling. What the format cannot say faithfully is refused, naming the
 * key (imp_refuse); the rules' words come from import_rules.c. */
#include "import-imp.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

void engine_imp_refuse(struct imp *m, const char *key, const char *fmt, ...)
{
    char why[400];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(why, sizeof why, fmt, ap);
    va_end(ap);
    const struct engine_value *v = key ? engine_game_get(m->g, key) : NULL;
    int line = m->g->sec->line;
    if (v && v->file == m->g->sec->file)
        line = v->line;
    if (key && v && strcmp(v->section, m->g->name))
        report_error(m->r, line, "[%s] %s (from [%s]): %s", m->g->name, key, v->section, why);
    else
        report_error(m->r, line, "[%s] %s%s%s", m->g->name, key ? key : "", key ? ": " : "", why);
    m->refused = 1;
}

void engine_imp_out(struct imp *m, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    char *s = xmalloc((size_t)n + 1);
    va_start(ap, fmt);
    vsnprintf(s, (size_t)n + 1, fmt, ap);
    va_end(ap);
    str_cat_free(&m->xml, s);
}

/* Text for an attribute or element: & < > " escaped. */
char *engine_imp_esc(const char *s)
{
    char *o = NULL;
    for (; *s; s++) {
        char c[2] = {*s, 0};
        str_cat(&o, *s == '&' ? "&amp;" : *s == '<' ? "&lt;" : *s == '>' ? "&gt;"
                    : *s == '"' ? "&quot;" : c);
    }
    return o ? o : xstrdup("");
}

int engine_imp_file_or_rank(const char *v, int is_file)
{
    if (!v || !*v)
        return -1;
    if (isdigit((unsigned char)v[0]))
        return atoi(v);
    if (is_file && isalpha((unsigned char)v[0]))
        return tolower((unsigned char)v[0]) - 'a' + 1;
    return -1;
}

/* ---- the board ---- */

/* A region as a rectangle: 0 with its corners, -1 when it is not one. */
int engine_imp_rect(const unsigned char *set, int files, int ranks, int *x0, int *y0, int *x1, int *y1)
{
    *x0 = files, *y0 = ranks, *x1 = -1, *y1 = -1;
    int n = 0;
    for (int y = 0; y < ranks; y++)
        for (int x = 0; x < files; x++)
            if (set[y * files + x]) {
                n++;
                if (x < *x0) *x0 = x;
                if (x > *x1) *x1 = x;
                if (y < *y0) *y0 = y;
                if (y > *y1) *y1 = y;
            }
    if (!n || n != (*x1 - *x0 + 1) * (*y1 - *y0 + 1))
        return -1;
    return 0;
}

/* The squares of a set, "a1 b2 c3", rank by rank from the first. */
static char *squares_of(const unsigned char *set, int files, int ranks)
{
    char *out = NULL;
    for (int y = 0; y < ranks; y++)
        for (int x = 0; x < files; x++)
            if (set[y * files + x]) {
                char sq[16];
                snprintf(sq, sizeof sq, "%s%c%d", out ? " " : "", 'a' + x, y + 1);
                str_cat(&out, sq);
            }
    return out;
}

/* Reads a region key for one side: a rectangle into rect, or, when
 * squares is given, any other set of squares as "a1 b2" in *squares (rect
 * then its bounding box); without squares, what is not a rectangle is
 * refused. Returns 0, 1 when the key is unset or empty, -1 refused. */
int engine_imp_region(struct imp *m, const char *key, int rect[4], char **squares)
{
    const char *v = engine_game_str(m->g, key, NULL);
    if (squares)
        *squares = NULL;
    if (!v)
        return 1;
    unsigned char *set = xcalloc((size_t)m->files * (size_t)m->ranks, 1);
    int rc = 0;
    if (engine_region(v, m->files, m->ranks, set) != 0) {
        engine_imp_refuse(m, key, "'%s' names a square off the %d x %d board", v, m->files, m->ranks);
        rc = -1;
    } else if (engine_imp_rect(set, m->files, m->ranks, &rect[0], &rect[1], &rect[2], &rect[3]) != 0) {
        int any = 0;
        for (int i = 0; i < m->files * m->ranks; i++)
            any |= set[i];
        if (!any)
            rc = 1;
        else if (squares)
            *squares = squares_of(set, m->files, m->ranks);
        else {
            engine_imp_refuse(m, key, "'%s' is not a rectangle of squares, where pnpgen needs one", v);
            rc = -1;
        }
    }
    free(set);
    return rc;
}

void engine_imp_zone(struct imp *m, const char *id, int side, const int rect[4], const char *squares,
                     const char *mark, const char *label, const char *name)
{
    char *l = label ? engine_imp_esc(label) : NULL, *n = name ? engine_imp_esc(name) : NULL;
    char *where = squares ? str_printf("squares=\"%s\"", squares)
                          : str_printf("from=\"%c%d\" to=\"%c%d\"", 'a' + rect[0], rect[1] + 1,
                                       'a' + rect[2], rect[3] + 1);
    /* dots and a palace's diagonals need a rectangle: squares are outlined */
    if (squares && (!strcmp(mark, "dots") || !strcmp(mark, "diagonals")))
        mark = "outline";
    engine_imp_out(m, "    <zone id=\"%s\" side=\"%s\" %s mark=\"%s\"%s%s%s%s%s%s/>\n",
            id, side == 2 ? "both" : side ? "second" : "first", where,
            mark, l ? " label=\"" : "", l ? l : "", l ? "\"" : "", n ? " name=\"" : "", n ? n : "",
            n ? "\"" : "");
    free(where);
    free(l);
    free(n);
}

/* ---- the setup: startFen ---- */

/* Reads the FEN's board and hand into m->board / m->hand; refuses a FEN
 * that disagrees with the board or names a piece the variant lacks. */
int engine_imp_read_fen(struct imp *m)
{
    const char *fen = engine_game_str(m->g, "startFen", "");
    size_t cells = (size_t)m->files * (size_t)m->ranks;
    m->board = xcalloc(cells, sizeof *m->board);
    m->fen_promoted = xcalloc(cells, 1);
    int x = 0, y = m->ranks - 1;
    const char *p = fen;
    for (; *p && *p != ' ' && *p != '['; p++) {
        char c = *p;
        if (c == '/') {
            if (x != m->files) {
                engine_imp_refuse(m, "startFen", "rank %d of the FEN has %d squares, but the board has "
                           "%d files", y + 1, x, m->files);
                return -1;
            }
            if (--y < 0)
                break;
            x = 0;
        } else if (isdigit((unsigned char)c)) {
            x += (int)strtol(p, (char **)&p, 10);
            p--;
        } else if (c == '+' || c == '~') {
            if (c == '+')
                m->next_promoted = 1;
        } else if (c == '*') { /* a wall: zone 'blocked' */
            if (x >= m->files) {
                engine_imp_refuse(m, "startFen", "rank %d of the FEN has more than %d squares", y + 1,
                                  m->files);
                return -1;
            }
            char sq[16];
            snprintf(sq, sizeof sq, "%s%c%d", m->blocked ? " " : "", 'a' + x, y + 1);
            str_cat(&m->blocked, sq);
            x++;
        } else if (isalpha((unsigned char)c)) {
            const struct engine_piece *pc = engine_game_piece(m->g, c);
            if (!pc) {
                engine_imp_refuse(m, "startFen", "'%c' is not the letter of a piece of this variant", c);
                return -1;
            }
            if (x >= m->files) {
                engine_imp_refuse(m, "startFen", "rank %d of the FEN has more than %d squares", y + 1,
                           m->files);
                return -1;
            }
            m->board[y * m->files + x] = c;
            m->fen_promoted[y * m->files + x] = (unsigned char)m->next_promoted;
            m->next_promoted = 0;
            x++;
        } else {
            engine_imp_refuse(m, "startFen", "unexpected '%c' in the FEN's board", c);
            return -1;
        }
    }
    if (y != 0 || x != m->files) {
        engine_imp_refuse(m, "startFen", "the FEN's board has %d ranks, but the board has %d (maxRank)",
                   m->ranks - y, m->ranks);
        return -1;
    }
    if (*p == '[') {
        for (p++; *p && *p != ']'; p++)
            if (isalpha((unsigned char)*p)) {
                if (!engine_game_piece(m->g, *p)) {
                    engine_imp_refuse(m, "startFen", "'%c' in hand is not a piece of this variant", *p);
                    return -1;
                }
                str_cat(&m->hand, (char[2]){*p, 0});
            }
        if (*p == ']')
            p++;
    }
    while (*p == ' ')
        p++;
    m->black_first = *p == 'b';
    while (*p && *p != ' ')
        p++;
    while (*p == ' ')
        p++;
    m->castle_rights = xstrndup(p, strcspn(p, " "));
    return 0;
}

/* How many pieces of this letter each side has at the start (board and
 * hand; "+F", a Fers that starts promoted, is a Fers set up turned over). */
void engine_imp_count(const struct imp *m, char letter, int count[2])
{
    count[0] = count[1] = 0;
    size_t cells = (size_t)m->files * (size_t)m->ranks;
    for (size_t i = 0; i < cells; i++)
        if (m->board[i] && tolower((unsigned char)m->board[i]) == letter)
            count[islower((unsigned char)m->board[i]) ? 1 : 0]++;
    for (const char *h = m->hand; h && *h; h++)
        if (tolower((unsigned char)*h) == letter)
            count[islower((unsigned char)*h) ? 1 : 0]++;
}

void engine_imp_write_setup(struct imp *m)
{
    for (int side = 0; side < 2; side++) {
        /* royals not on one file (Makruk's Khun faces the Met): said so */
        int rx[2] = {-1, -1};
        for (int i = 0; i < m->npieces; i++)
            for (int c = 0; m->pieces[i].royal && m->pieces[i].letter && c < m->files * m->ranks; c++)
                if (tolower((unsigned char)m->board[c]) == m->pieces[i].letter && m->board[c])
                    rx[islower((unsigned char)m->board[c]) ? 1 : 0] = c % m->files;
        int placing = m->placing_zones && m->placing_side[side];
        engine_imp_out(m, "  <setup side=\"%s\"%s%s%s%s%s>\n", side ? "second" : "first",
                       !side && rx[0] >= 0 && rx[1] >= 0 && rx[0] != rx[1] ? " royals=\"offset\"" : "",
                       !placing ? ""
                       : m->reserve ? " free-placement=\"placing\" placing=\"during-play\""
                       : " free-placement=\"placing\" placing=\"in-turn\"",
                       placing && m->placing_rule ? " placing-rule=\"" : "",
                       placing && m->placing_rule ? m->placing_rule : "",
                       placing && m->placing_rule ? "\"" : "");
        for (int i = 0; i < m->npieces; i++) {
            char letter = m->pieces[i].letter;
            if (!letter || m->pieces[i].unused || (m->pieces[i].army && m->pieces[i].army != side + 1))
                continue;
            char want = side ? letter : (char)toupper((unsigned char)letter);
            for (int up = 0; up < 2; up++) { /* then those that start promoted */
                char *at = NULL;
                for (int y = 0; y < m->ranks; y++)
                    for (int x = 0; x < m->files; x++)
                        if (m->board[y * m->files + x] == want && m->fen_promoted[y * m->files + x] == up) {
                            char sq[16];
                            snprintf(sq, sizeof sq, "%s%c%d", at ? " " : "", 'a' + x, y + 1);
                            str_cat(&at, sq);
                        }
                if (at)
                    engine_imp_out(m, "    <place piece=\"%s\" at=\"%s\"%s/>\n", m->pieces[i].id, at,
                                   up ? " promoted=\"yes\"" : "");
                free(at);
            }
            int inhand = m->pieces[i].spare;
            for (const char *h = m->hand; h && *h; h++)
                inhand += *h == want;
            if (inhand)
                engine_imp_out(m, "    <place piece=\"%s\" in=\"hand\" count=\"%d\"/>\n", m->pieces[i].id,
                        inhand);
        }
        engine_imp_out(m, "  </setup>\n");
    }
}

