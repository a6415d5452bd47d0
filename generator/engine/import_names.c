/* import_names.c: names for the engine's custom pieces, which it gives
 * none: the classic name of the move table (compared as moves, so "FW" is
 * the Commoner as "WF" is), a direction and an atom ("Forward Knight"),
 * a piece that moves as one and captures as another ("Queen capturing as
 * Knight"), the game's pawn, the chess piece its letter stands for, and
 * only last its letter ("X-piece"); and the short forms small faces print. */
#include "import-imp.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

static const char *atom_name(char c)
{
    switch (c) {
    case 'K': return "King"; case 'Q': return "Queen"; case 'R': return "Rook";
    case 'B': return "Bishop"; case 'N': return "Knight"; case 'W': return "Wazir";
    case 'F': return "Ferz"; case 'D': return "Dabbaba"; case 'A': return "Alfil";
    case 'H': return "Threeleaper"; case 'C': case 'L': return "Camel";
    case 'Z': case 'J': return "Zebra"; case 'G': return "Tripper";
    default: return NULL;
    }
}

/* A name for a table without m and c parts: its classic name, or a
 * direction and an atom. Static text or NULL. */
static const char *plain_name(const char *betza, char *buf, size_t size)
{
    const char *n = engine_betza_name(betza);
    if (n)
        return n;
    struct moveset ms;
    if (engine_table(betza, &ms) != 0 || !ms.n) {
        moveset_free(&ms);
        return NULL;
    }
    static const char *const tables[] = {
        "K", "Q", "R", "B", "N", "W", "F", "D", "A", "H", "C", "Z", "G", "NN", "BN", "RN", "QN",
        "KN", "RF", "BW", "WfF", "FfW", "WA", "FD", "WD", "FA", "NW", "NF", "gQ", "nN", "nA", "KNAD",
        "FsfW",
    };
    static const struct { const char *mod, *word; } dirs[] = {
        {"f", "Forward"}, {"b", "Backward"}, {"s", "Sideways"}, {"v", "Vertical"},
        {"fh", "Forward"}, {"bh", "Backward"}, {"fs", "Forward and Sideways"},
    };
    const char *found = NULL;
    for (size_t t = 0; !found && t < sizeof tables / sizeof tables[0]; t++)
        if (engine_same_moves(&ms, tables[t]))
            found = engine_betza_name(tables[t]);
    for (size_t d = 0; !found && d < sizeof dirs / sizeof dirs[0]; d++)
        for (const char *a = "KQRBNWFDACZ"; !found && *a; a++) {
            char t[8];
            snprintf(t, sizeof t, "%s%c", dirs[d].mod, *a);
            if (engine_same_moves(&ms, t)) {
                snprintf(buf, size, "%s %s", dirs[d].word, atom_name(*a));
                found = buf;
            }
        }
    moveset_free(&ms);
    return found;
}

/* The table without its parts of one modality: `keep` 'm' keeps the moves
 * that only move, 'c' those that only capture, each without that letter. */
static char *part(const char *betza, char keep, int *other)
{
    char *out = NULL;
    *other = 0;
    for (const char *p = betza; *p;) {
        const char *start = p;
        while (*p && islower((unsigned char)*p))
            p++;
        while (*p && (isupper((unsigned char)*p) || isdigit((unsigned char)*p)))
            p++;
        char comp[64];
        snprintf(comp, sizeof comp, "%.*s", (int)(p - start), start);
        size_t mods = strspn(comp, "abcdefghijklmnopqrstuvwxyz");
        char *m = memchr(comp, 'm', mods), *c = memchr(comp, 'c', mods);
        if (!m == !c) { /* moves and captures alike, or both letters */
            *other = 1;
            continue;
        }
        char *mine = keep == 'm' ? m : c;
        if (!mine)
            continue;
        memmove(mine, mine + 1, strlen(mine));
        str_cat(&out, comp);
    }
    return out;
}

/* "Fwd Knight" for "Forward Knight": the direction shortened for small
 * faces, the atom kept; NULL for other names. */
static char *short_direction(const char *name)
{
    static const char *const dirs[][2] = {
        {"Forward and Sideways ", "F+S "}, {"Forward ", "Fwd "}, {"Backward ", "Back "},
        {"Sideways ", "Side "}, {"Vertical ", "Vert "},
    };
    for (size_t i = 0; i < sizeof dirs / sizeof dirs[0]; i++)
        if (!strncmp(name, dirs[i][0], strlen(dirs[i][0])))
            return str_printf("%s%s", dirs[i][1], name + strlen(dirs[i][0]));
    return NULL;
}

void engine_imp_custom_name(const char *betza, char letter, int pawn, char **name, char **short_name)
{
    char buf[96], mbuf[96], cbuf[96];
    *short_name = NULL;
    const char *n = plain_name(betza, buf, sizeof buf);
    if (n) {
        *name = xstrdup(n);
        *short_name = short_direction(n);
        return;
    }
    /* the game's pawn type (pawnTypes), or a 'p' that moves and captures
       apart, forward: the game's pawn too */
    if (pawn || (letter == 'p' && strchr(betza, 'f') && (strchr(betza, 'm') || strchr(betza, 'c')))) {
        *name = xstrdup("Pawn");
        return;
    }
    /* moves as one piece, captures as another */
    int other_m, other_c;
    char *mv = part(betza, 'm', &other_m), *cp = part(betza, 'c', &other_c);
    const char *mn = mv && !other_m ? plain_name(mv, mbuf, sizeof mbuf) : NULL;
    const char *cn = cp && !other_c ? plain_name(cp, cbuf, sizeof cbuf) : NULL;
    /* as a way of moving beside another, the Commoner's step is the King's,
       and the Pawn's (fW) a forward Wazir's: a Pawn captures otherwise */
    if (mn && cn && !strcmp(cn, "Pawn"))
        cn = "Forward Wazir";
    if (mn && cn && !strcmp(mn, "Pawn"))
        mn = "Forward Wazir";
    if (mn && cn && !strcmp(mn, "Commoner"))
        mn = "King";
    if (mn && cn && !strcmp(cn, "Commoner"))
        cn = "King";
    struct moveset a, b;
    moveset_init(&a);
    moveset_init(&b);
    int alike = mv && cp && engine_table(mv, &a) == 0 && engine_table(cp, &b) == 0 &&
                moveset_compare(&a, &b, NULL, 0) == 0;
    moveset_free(&a);
    moveset_free(&b);
    if (mn && alike && !other_m && !other_c) {
        *name = xstrdup(mn); /* mQ2cQ2: moves and captures alike */
    } else if (mn && cp && cp[0] == 'p' && !strcmp(cp + 1, mv) && atom_name(mv[0]) && !mv[1]) {
        *name = str_printf("%s Cannon", atom_name(mv[0])); /* mBcpB: on diagonals */
    } else if ((mn && !cp && !other_m) || (cn && !mv && !other_c)) {
        *name = xstrdup(mn ? mn : cn); /* its diagram shows it only moves (captures) */
    } else if (mn && cn) {
        *name = str_printf("%s capturing as %s", mn, cn);
        /* small faces: "Queen/N", the capture by the atom's initial */
        const char *sm = strrchr(mn, ' '), *sc = strrchr(cn, ' ');
        const char *cw = sc ? sc + 1 : cn;
        *short_name = str_printf("%.6s/%c", sm ? sm + 1 : mn, !strcmp(cw, "Knight") ? 'N' : cw[0]);
    } else
        *name = NULL;
    free(mv);
    free(cp);
    if (*name)
        return;
    /* a hopper: "Hopping Bishop" */
    if (betza[0] == 'p' && atom_name(betza[1]) && !betza[2]) {
        *name = str_printf("Hopping %s", atom_name(betza[1]));
        return;
    }
    /* the chess piece its letter stands for, when it has that piece's moves */
    static const char *const chess[] = {"nNKnight", "bBBishop", "rRRook", "qQQueen", "kKKing"};
    for (size_t i = 0; i < sizeof chess / sizeof chess[0]; i++)
        if (chess[i][0] == letter && strchr(betza, chess[i][1])) {
            *name = xstrdup(chess[i] + 2);
            return;
        }
    /* the names of its atoms joined ("Knight-Camel") */
    char *out = NULL;
    int plain = betza[0] != 0;
    for (const char *p = betza; *p; p++)
        if (!atom_name(*p))
            plain = 0;
    for (const char *p = betza; plain && *p; p++) {
        if (out)
            str_cat(&out, "-");
        str_cat(&out, atom_name(*p));
    }
    if (plain && strlen(betza) <= 3) {
        *name = out;
        return;
    }
    free(out);
    *name = str_printf("%c-piece", toupper((unsigned char)letter));
}

/* A shorter name for small faces (at most 8 characters, as a face of 19 mm
 * holds at 6 pt): "+Queen" for "Promoted Queen", the first word of
 * several, else the last ("Horse" for "Dragon Horse" beside the "Dragon"),
 * the first letters of one long word; distinct from every other piece's. */
void engine_imp_short_names(struct imp *m)
{
    /* "Pawn H", named apart from a Pawn that then plays no part: "Pawn" */
    for (int i = 0; i < m->npieces; i++) {
        struct imp_piece *p = &m->pieces[i];
        size_t n = strlen(p->name);
        if (p->unused || n < 3 || p->name[n - 2] != ' ' || !p->letter ||
            p->name[n - 1] != toupper((unsigned char)p->letter))
            continue;
        int used = 0, clash = 0;
        for (int j = 0; j < m->npieces; j++) {
            const struct imp_piece *q = &m->pieces[j];
            if (q == p || strncmp(q->name, p->name, n - 2) || (q->name[n - 2] && q->name[n - 2] != ' '))
                continue;
            clash = 1;
            /* the other army's piece of that name is the same kind only
               if it moves alike (Shinobi's Knight is not its Shogi Knight) */
            used |= !q->unused && !(q->army && p->army && q->army != p->army && !strcmp(q->betza, p->betza));
        }
        if (clash && !used)
            p->name[n - 2] = 0;
    }
    for (int i = 0; i < m->npieces; i++) {
        struct imp_piece *p = &m->pieces[i];
        if (p->unused || p->short_name || (strlen(p->name) <= 8 && strcmp(p->name, "Commoner")))
            continue;
        const char *sp = strpbrk(p->name, " -");
        if (!strcmp(p->name, "Commoner"))
            p->short_name = xstrdup("Man"); /* its other usual name */
        else if (!strcmp(p->name, "Dragon Horse"))
            p->short_name = xstrdup("Horse"); /* as shogi players say, "Dragon" the King */
        else if (!strncmp(p->name, "Shogi ", 6))
            p->short_name = str_printf("S.%.6s", p->name + 6); /* "S.Knight" */
        else if (!strncmp(p->name, "Promoted ", 9))
            p->short_name = str_printf("+%.7s", p->name + 9);
        else if (sp && sp - p->name <= 8)
            p->short_name = xstrndup(p->name, (size_t)(sp - p->name));
        else
            p->short_name = str_printf("%.6s.", p->name);
    }
    /* no two pieces may print the same word: the piece whose short form
       it is takes its last word, or else its first letters and its letter */
    for (int i = 0; i < m->npieces; i++)
        for (int j = 0; j < m->npieces; j++) {
            struct imp_piece *p = &m->pieces[i], *q = &m->pieces[j];
            if (i == j || p->unused || q->unused || !p->short_name ||
                (p->army && q->army && p->army != q->army))
                continue; /* the two armies' pieces are told apart by their sides */
            if (strcmp(p->short_name, q->name) && (i < j || !q->short_name ||
                                                  strcmp(p->short_name, q->short_name)))
                continue;
            const char *last = strrchr(p->name, ' ');
            int free_last = last && strlen(last + 1) >= 3 && strlen(last + 1) <= 8 &&
                            strcmp(last + 1, p->short_name);
            for (int k = 0; free_last && k < m->npieces; k++)
                if (k != i && !m->pieces[k].unused && (!strcmp(m->pieces[k].name, last + 1) ||
                    (m->pieces[k].short_name && !strcmp(m->pieces[k].short_name, last + 1))))
                    free_last = 0;
            char *n = free_last ? xstrdup(last + 1)
                    : str_printf("%.4s %c", p->short_name, p->letter ? toupper((unsigned char)p->letter) : '+');
            free(p->short_name);
            p->short_name = n;
        }
}
