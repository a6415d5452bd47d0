/* betza.c: parses XBetza move tables into a moveset, reading every string
 * the way XBoard and Fairy-Stockfish do, or refusing it with what to write.
 *
 * A move is: modifier groups separated by 'a' (one group per leg), an atom,
 * an optional range (or the atom doubled: NN rides like N0). Single-leg
 * moves may use any of the atoms W F D N A H C Z G K Q R B. Directions on
 * an oblique atom name pairs (fN is the two forward-most moves) and two
 * letters name one move (frN is (+2,+1), rfN is (+1,+2)); see
 * oblique_term(). Multi-leg moves (a) need a W, F or K atom and turn in the
 * eight king directions. See piecedefs/diagram-symbols.md for the drawn
 * equivalents. */
#include "notation.h"

#include <stdio.h>
#include <string.h>

#include "notation-imp.h"

/* ---- reading the text ---- */

static int is_dir(char c) { return c && strchr("fblrvsh", c) != NULL; }

static int read_modifier(const char *s, int pos, struct parsed_move *pm,
                         struct betza_error *err)
{
    char c = s[pos];
    struct leg *leg = &pm->legs[pm->nlegs - 1];
    if (is_dir(c)) {
        if (leg->ndirs == MAX_DIRS)
            return betza_fail(err, pos, "too many direction modifiers (at most %d)", MAX_DIRS);
        if (leg->ndirs == 0)
            leg->dir_col = pos;
        leg->dirs[leg->ndirs++] = c;
        return 0;
    }
    switch (c) {
    case 'm': leg->mode |= MODE_MOVE; return 0;
    case 'c': leg->mode |= MODE_CAPTURE; return 0;
    case 'e': leg->mode |= MODE_EP; return 0;
    case 'p': leg->hop = 1; return 0;
    case 'g': leg->grass = 1; return 0;
    case 'i': pm->flags |= MOVEFLAG_INITIAL; return 0;
    case 'n': pm->lame = 1; pm->lame_col = pos; return 0;
    case 'a':
        if (pm->nlegs == MAX_LEGS)
            return betza_fail(err, pos, "too many legs (at most %d)", MAX_LEGS);
        pm->nlegs++;
        return 0;
    case 'j':
        return betza_fail(err, pos, "modifier 'j' (must jump) is not supported: for a hop "
                    "write p (pR), for a leap write the atom (D, not jD)");
    case 'd':
        return betza_fail(err, pos, "modifier 'd' (capture an own piece) is not supported: "
                    "describe the rule in the rules text");
    case 't':
        return betza_fail(err, pos, "modifier 't' (may not capture royals, or hop own pieces "
                    "only) is not supported: drop it and say so in the rules text");
    case 'y':
        return betza_fail(err, pos, "modifier 'y' (slider and leaper change over) is not "
                    "supported: write the bent move's legs with 'a' (e.g. mafsW), or "
                    "describe it in the rules text");
    case 'o':
        return betza_fail(err, pos, "modifier 'o' (wrap around the board) is not supported: "
                    "describe the cylinder board in the rules text");
    case 'u': case 'q': case 'z':
        return betza_fail(err, pos, "modifier '%c' (Betza 2.0 or circular and crooked riders) "
                    "is not supported: write each leg with 'a', or the leaps one by one", c);
    case '@':
        return betza_fail(err, pos, "atom '@' (drop) is not supported: say where a piece may be "
                    "dropped with no-drop-ranks=\"N\"");
    case ' ': case '\t': case '\n': case '\r':
        return betza_fail(err, pos, "space inside a move (between modifiers and atom)");
    default:
        if (c >= 'a' && c <= 'z')
            return betza_fail(err, pos, "unknown modifier '%c'", c);
        if (c >= '0' && c <= '9')
            return betza_fail(err, pos, "range without atom");
        return betza_fail(err, pos, "unexpected character '%c'", c);
    }
}

static int check_atom(char c, int pos, struct betza_error *err)
{
    if (strchr("WFDNAHCZGKQRBO", c))
        return 0;
    if (c == 'L')
        return betza_fail(err, pos, "atom 'L' is ambiguous: write C for the (3,1) camel");
    if (c == 'J')
        return betza_fail(err, pos, "atom 'J' is ambiguous: write Z for the (3,2) zebra");
    if (c == 'U')
        return betza_fail(err, pos, "atom 'U' (universal leaper) is not supported: list the "
                    "leaps it may make (e.g. WFDNAHCZG)");
    if (c == 'I')
        return betza_fail(err, pos, "atom 'I' (imitator) is not supported: describe it in the "
                    "rules text");
    if (c == 'X')
        return betza_fail(err, pos, "extended atom 'X' is not supported: write the longer leap's "
                    "path with 'a' legs");
    return betza_fail(err, pos, "unknown atom '%c'", c);
}

static int read_range(const char *s, int *pos, struct parsed_move *pm,
                      struct betza_error *err)
{
    int start = *pos;
    if (s[*pos] < '0' || s[*pos] > '9')
        return 0;
    pm->has_range = 1;
    pm->exact = s[*pos] == '0' && s[*pos + 1] >= '0' && s[*pos + 1] <= '9';
    if (pm->exact)
        (*pos)++;
    int digits = 0;
    pm->range = 0;
    while (s[*pos] >= '0' && s[*pos] <= '9') {
        if (++digits > 2)
            return betza_fail(err, start, "range has more than 2 digits");
        pm->range = pm->range * 10 + (s[*pos] - '0');
        (*pos)++;
    }
    if (pm->exact && pm->range == 0)
        return betza_fail(err, start, "exact range 00 is meaningless");
    if (pm->range > BETZA_MAX_RANGE)
        return betza_fail(err, start, "range %d is longer than any board allows (at most %d)",
                    pm->range, BETZA_MAX_RANGE);
    if (s[*pos] == 'X')
        return betza_fail(err, *pos, "extended atom 'X' is not supported: write the longer "
                    "leap's path with 'a' legs");
    return 0;
}

/* A doubled leaper rides (NN = N0, WW = W0 = R); a doubled slider or
 * king has no meaning. */
static int read_doubled(const char *s, int *pos, struct parsed_move *pm,
                        struct betza_error *err)
{
    static const char *const instead[][2] = {
        {"K", "Q (or K0)"}, {"R", "R"}, {"B", "B"}, {"Q", "Q"}};
    for (size_t i = 0; i < sizeof instead / sizeof instead[0]; i++)
        if (pm->atom == instead[i][0][0])
            return betza_fail(err, *pos, "'%c%c' is not an atom: write %s", pm->atom, pm->atom,
                        instead[i][1]);
    (*pos)++;
    pm->has_range = 1;
    pm->range = 0;
    if (s[*pos] >= '0' && s[*pos] <= '9')
        return betza_fail(err, *pos, "'%c%c' already rides without limit: write %c%c for a range",
                    pm->atom, pm->atom, pm->atom, s[*pos]);
    return 0;
}

/* Reads one move starting at *pos. */
static int read_move(const char *s, int *pos, struct parsed_move *pm,
                     struct betza_error *err)
{
    memset(pm, 0, sizeof *pm);
    pm->nlegs = 1;
    while (!(s[*pos] >= 'A' && s[*pos] <= 'Z')) {
        if (s[*pos] == '\0')
            return betza_fail(err, *pos, "modifiers without atom at the end");
        if (read_modifier(s, *pos, pm, err))
            return -1;
        (*pos)++;
    }
    if (check_atom(s[*pos], *pos, err))
        return -1;
    pm->atom = s[*pos];
    pm->atom_col = (*pos)++;
    if (s[*pos] == pm->atom) /* the old rider notation: NN is N0, WW is R */
        return read_doubled(s, pos, pm, err);
    return read_range(s, pos, pm, err);
}

/* A slide of range k > 1 along a unit vector is the step plus the lame
 * leaps along the line; writing it so keeps W2 and WnD the same set. */
static int add_limited_slide(struct moveset *out, struct move m, struct betza_error *err,
                             int col)
{
    int k = m.range;
    for (int j = 1; j <= k; j++) {
        struct move s = m;
        s.kind = j == 1 ? MOVE_LEAP : MOVE_LAME;
        s.dx = j * m.dx;
        s.dy = j * m.dy;
        s.range = 0;
        if (betza_add(out, s, err, col))
            return -1;
    }
    return 0;
}

static int add_one_vector(const struct parsed_move *pm, const struct component *comp,
                          int x, int y, struct moveset *out, struct betza_error *err)
{
    const struct leg *leg = &pm->legs[0];
    int unit = comp->a == 1;
    int rider = comp->slider || (pm->has_range && !pm->exact && pm->range != 1);
    int range = pm->has_range ? pm->range : 0;
    struct move m = {x, y, MOVE_LEAP, betza_final_mode(leg->mode), pm->flags, 0, 0, 0, 0};
    if (leg->grass) {
        if (!rider || !unit || range != 0)
            return betza_fail(err, pm->atom_col, "'g' (grasshopper) needs an unlimited slider: "
                        "write gQ, gR or gB (with directions, e.g. fgR)");
        if (leg->hop)
            return betza_fail(err, pm->atom_col, "'p' and 'g' together mean nothing: write pR "
                        "(lands anywhere beyond the screen) or gR (just beyond it)");
        m.kind = MOVE_GRASS;
        return betza_add(out, m, err, pm->atom_col);
    }
    if (leg->hop) {
        if (!rider)
            return betza_fail(err, pm->atom_col, "'p' (hop) needs a slider or rider, not '%c'", pm->atom);
        m.kind = MOVE_HOP;
        m.range = range;
        return betza_add(out, m, err, pm->atom_col);
    }
    if (pm->exact) {
        if (!unit)
            return betza_fail(err, pm->atom_col,
                        "an exact range (leading 0) is supported only on W, F, K, R, B and Q");
        m.kind = pm->range == 1 ? MOVE_LEAP : MOVE_LAME;
        m.dx = x * pm->range;
        m.dy = y * pm->range;
        return betza_add(out, m, err, pm->atom_col);
    }
    if (rider) {
        m.kind = MOVE_SLIDE;
        m.range = range;
        if (unit && range > 1)
            return add_limited_slide(out, m, err, pm->atom_col);
        return betza_add(out, m, err, pm->atom_col);
    }
    if (pm->lame && !unit) {
        if (move_lame_path(x, y, NULL, 0) < 0)
            return betza_fail(err, pm->lame_col, "'n' on atom '%c': its lame path is not defined: "
                        "'n' works on straight and diagonal leaps and on N, C and Z", pm->atom);
        m.kind = MOVE_LAME;
    }
    return betza_add(out, m, err, pm->atom_col);
}

static int expand_single_leg(const struct parsed_move *pm, struct moveset *out,
                             struct betza_error *err)
{
    struct component comps[2];
    int ncomp = betza_atom_components(pm->atom, comps);
    int vecs[2][8][2], nvec[2], sel[2][8];
    if (betza_select_vectors(&pm->legs[0], comps, ncomp, vecs, nvec, sel, pm->atom, err))
        return -1;
    for (int c = 0; c < ncomp; c++)
        for (int k = 0; k < nvec[c]; k++)
            if (sel[c][k] && add_one_vector(pm, &comps[c], vecs[c][k][0], vecs[c][k][1], out, err))
                return -1;
    return 0;
}

/* Castling, O<n>: the king moves n squares sideways towards the partner at
 * the board's edge; always a first move, never a capture. */
static int expand_castling(const struct parsed_move *pm, struct moveset *out,
                           struct betza_error *err)
{
    const struct leg *leg = &pm->legs[0];
    int left = 0, right = 0;
    if (pm->nlegs > 1 || pm->lame || leg->hop || leg->grass)
        return betza_fail(err, pm->atom_col, "castling (O) takes no legs, 'n', 'p' or 'g': "
                          "write isO2");
    if (!pm->has_range || pm->exact || pm->range < 1)
        return betza_fail(err, pm->atom_col, "'O' needs the number of squares the king moves: "
                          "write O2 (the chess king's castling)");
    if (leg->mode & (MODE_CAPTURE | MODE_EP))
        return betza_fail(err, pm->atom_col, "castling (O) never captures: drop 'c' and 'e'");
    for (int i = 0; i < leg->ndirs; i++) {
        char d = leg->dirs[i];
        if (d != 's' && d != 'l' && d != 'r')
            return betza_fail(err, leg->dir_col, "castling goes sideways along the king's rank: "
                              "write sO2 (both sides), lO2 or rO2, not '%c'", d);
        left |= d != 'r';
        right |= d != 'l';
    }
    if (leg->ndirs == 0)
        left = right = 1;
    for (int side = -1; side <= 1; side += 2) {
        struct move m = {side * pm->range, 0, MOVE_CASTLE, MODE_MOVE, MOVEFLAG_INITIAL, 0, 0, 0, 0};
        if ((side < 0 ? left : right) && betza_add(out, m, err, pm->atom_col))
            return -1;
    }
    return 0;
}

int betza_parse(const char *s, struct moveset *out, struct betza_error *err)
{
    size_t len = strlen(s);
    int pos = 0, moves = 0;
    if (len > BETZA_MAX_LEN)
        return betza_fail(err, BETZA_MAX_LEN, "move table longer than %d characters", BETZA_MAX_LEN);
    for (;;) {
        while (s[pos] == ' ' || s[pos] == '\t' || s[pos] == '\n' || s[pos] == '\r')
            pos++;
        if (s[pos] == '\0')
            break;
        struct parsed_move pm;
        if (read_move(s, &pos, &pm, err))
            return -1;
        if (pm.atom == 'O' ? expand_castling(&pm, out, err)
            : pm.nlegs == 1 ? expand_single_leg(&pm, out, err)
                            : betza_expand_multi_leg(&pm, out, err))
            return -1;
        moves++;
    }
    if (moves == 0)
        return betza_fail(err, 0, "empty move table");
    return 0;
}
