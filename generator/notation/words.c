/* words.c: a move set in plain English for the booklet's gallery, derived
 * from the move table itself so that it cannot disagree with the diagram
 * the validator proved. Moves are grouped by kind, modality and first-move
 * flag; directions are named by the largest symmetric group that fits
 * ("in any direction", "orthogonally", "diagonally forward"). */
#include "notation.h"

#include "base/base.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Joins parts as "a", "a or b", "a, b or c". */
static void join_or(char parts[][96], int n, char *out, size_t len)
{
    /* a list whose parts say "and" keeps its last part apart: "two squares
       diagonally, two squares straight and one to the side, or two
       squares orthogonally" */
    int ands = 0;
    for (int i = 0; i < n; i++)
        ands |= strstr(parts[i], " and ") != NULL;
    out[0] = '\0';
    for (int i = 0; i < n; i++) {
        if (i)
            str_append(out, len, i < n - 1 ? ", " : ands && n > 2 ? ", or " : " or ");
        str_append(out, len, parts[i]);
    }
}

/* Bit of an adjacent direction: 0 F, 1 B, 2 L, 3 R, 4 FL, 5 FR, 6 BL, 7 BR. */
static int dir_bit(int dx, int dy)
{
    static const int bits[3][3] = {{6, 1, 7}, {2, -1, 3}, {4, 0, 5}};
    return bits[dy + 1][dx + 1];
}

static void adjacent_words(unsigned dirs, char *out, size_t len)
{
    char parts[8][96];
    int n = 0;
    if (dirs == 0xFF) {
        snprintf(out, len, "in any direction");
        return;
    }
    unsigned ortho = dirs & 0x0F, diag = dirs >> 4;
    if (ortho == 0x0F) {
        snprintf(parts[n++], 96, "orthogonally");
    } else {
        if ((ortho & 3) == 3)
            snprintf(parts[n++], 96, "straight forward or back");
        else if (ortho & 1)
            snprintf(parts[n++], 96, "straight forward");
        else if (ortho & 2)
            snprintf(parts[n++], 96, "straight back");
        if ((ortho & 12) == 12)
            snprintf(parts[n++], 96, "sideways");
        else if (ortho & 4)
            snprintf(parts[n++], 96, "left");
        else if (ortho & 8)
            snprintf(parts[n++], 96, "right");
    }
    if (diag == 0x0F) {
        snprintf(parts[n++], 96, "diagonally");
    } else {
        if ((diag & 3) == 3)
            snprintf(parts[n++], 96, "diagonally forward");
        else if (diag & 1)
            snprintf(parts[n++], 96, "diagonally forward-left");
        else if (diag & 2)
            snprintf(parts[n++], 96, "diagonally forward-right");
        if ((diag & 12) == 12)
            snprintf(parts[n++], 96, "diagonally back");
        else if (diag & 4)
            snprintf(parts[n++], 96, "diagonally back-left");
        else if (diag & 8)
            snprintf(parts[n++], 96, "diagonally back-right");
    }
    join_or(parts, n, out, len);
}

static const char *number(int n);

/* What the board's places are called: "square", or the variant's word
 * ("point" on a board of points). */
static const char *place(const struct move_words *w)
{
    return w && w->square ? w->square : "square";
}

/* The name of a leap by its shape (short side a <= long side b); alone:
 * the only shape of its phrase. */
static const char *shape_name(int a, int b, int alone, const struct move_words *w, char *buf,
                              size_t len)
{
    if (a == 0)
        snprintf(buf, len, "%s %ss orthogonally", b == 2 ? "two" : b == 3 ? "three" : "several",
                 place(w));
    else if (a == b)
        snprintf(buf, len, "%s %ss diagonally", a == 2 ? "two" : a == 3 ? "three" : "several",
                 place(w));
    else if (a == 1 && b == 2) {
        /* said, not named ("Jumps a knight's move" explained nothing to a
           beginner, issue 30, player review); named in a list of leaps
           only where the set says it so (w->knight: Chu's Lion, whose
           longer words would cost Chu Shogi's booklet a sheet) */
        if (w && w->knight && !alone)
            snprintf(buf, len, "%s", w->knight);
        else
            snprintf(buf, len, "two %ss straight and one to the side", place(w));
    }
    else
        /* "3 and 2 squares obliquely" read as a puzzle (sixth player review) */
        snprintf(buf, len, "%s %ss one way and %s the other", number(b), place(w), number(a));
    if (b > 3 && (a == 0 || a == b))
        snprintf(buf, len, "%d %ss %s", b, place(w), a == 0 ? "orthogonally" : "diagonally");
    return buf;
}

static const char *number(int n)
{
    static const char *words[] = {"no", "one", "two", "three", "four", "five"};
    return n >= 0 && n <= 5 ? words[n] : "many";
}

/* One leap, or a leap and its mirror image: "two squares straight forward",
 * "one across and two forward", "one left and two back". */
static void leap_phrase(int dx, int dy, int mirrored, const struct move_words *w, char *out,
                        size_t len)
{
    const char *along = dy > 0 ? "forward" : "back";
    const char *side = dx < 0 ? "left" : "right";
    int ax = abs(dx), ay = abs(dy);
    if (dy == 0)
        snprintf(out, len, "%s %s%s %s", number(ax), place(w), ax == 1 ? "" : "s",
                 mirrored ? "sideways" : side); /* one: castling O1 */
    else if (dx == 0)
        snprintf(out, len, "%s %s%s straight %s", number(ay), place(w), ay == 1 ? "" : "s", along);
    else if (ax == ay)
        snprintf(out, len, "%s %ss diagonally %s%s%s", number(ax), place(w), along,
                 mirrored ? "" : "-", mirrored ? "" : side);
    else if (mirrored)
        snprintf(out, len, "%s across and %s %s", number(ax), number(ay), along);
    else
        snprintf(out, len, "%s %s and %s %s", number(ax), side, number(ay), along);
}

static int shape_of(const struct move *m, int *a, int *b)
{
    int x = abs(m->dx), y = abs(m->dy);
    *a = x < y ? x : y;
    *b = x < y ? y : x;
    return *a * 100 + *b;
}

/* Leaps, grouped by shape: a shape present in every orientation gets its
 * name ("two squares diagonally"), the rest are named pair by pair. */
static void leap_words(const struct move *const *mv, int n, const struct move_words *w,
                       char *out, size_t len)
{
    char parts[32][96];
    int np = 0;
    int done[64] = {0};
    if (n > 64)
        n = 64;
    for (int i = 0; i < n && np < 32; i++) {
        if (done[i])
            continue;
        int a, b, aj, bj;
        int key = shape_of(mv[i], &a, &b), total = (a == 0 || a == b) ? 4 : 8, count = 0;
        for (int j = i; j < n; j++)
            count += shape_of(mv[j], &aj, &bj) == key;
        if (count == total) {
            for (int j = i; j < n; j++)
                if (shape_of(mv[j], &aj, &bj) == key)
                    done[j] = 1;
            shape_name(a, b, count == n, w, parts[np++], 96);
            continue;
        }
        for (int j = i; j < n && np < 32; j++) {
            if (done[j] || shape_of(mv[j], &aj, &bj) != key)
                continue;
            done[j] = 1;
            int mirrored = 0;
            for (int k = j + 1; k < n && mv[j]->dx != 0; k++)
                if (!done[k] && mv[k]->dx == -mv[j]->dx && mv[k]->dy == mv[j]->dy) {
                    done[k] = 1;
                    mirrored = 1;
                }
            leap_phrase(mv[j]->dx, mv[j]->dy, mirrored, w, parts[np++], 96);
        }
    }
    join_or(parts, np, out, len);
}

static void mode_words(unsigned mode, const struct move_words *w, char *buf, size_t len)
{
    unsigned mc = mode & (MODE_MOVE | MODE_CAPTURE);
    char only[64];
    snprintf(only, sizeof only, " (to an empty %s only)", place(w));
    str_append(buf, len, mc == MODE_MOVE ? only : mc == MODE_CAPTURE ? " (only to capture)" : "");
}

/* The verb for a move: the same verb, mode and flags make one phrase. */
static int group_of(const struct move *m)
{
    int adjacent = abs(m->dx) <= 1 && abs(m->dy) <= 1;
    switch (m->kind) {
    case MOVE_SLIDE: return !adjacent ? 9 : m->range ? 1 : 0; /* a rider (NN): 9 */
    case MOVE_HOP: return 2;
    case MOVE_LEAP: return adjacent ? 3 : 4;
    case MOVE_LAME: return 5;
    case MOVE_GRASS: return 6;
    case MOVE_CASTLE: return 7;
    case MOVE_HOP_TO: return 10;
    default: return 8;
    }
}

static int mode_key(unsigned mode)
{
    unsigned mc = mode & (MODE_MOVE | MODE_CAPTURE);
    return mc == (MODE_MOVE | MODE_CAPTURE) ? 0 : mc == MODE_MOVE ? 1 : 2;
}

/* Whether a group's moves are named by directions, else by leap vectors. */
static int group_adjacent(int g)
{
    return g <= 3 || g == 6;
}

/* The verb a group's phrase opens with. */
static void group_verb(int g, const struct move_words *w, char *out, size_t len)
{
    switch (g) {
    case 0: snprintf(out, len, "Slides any distance"); break;
    case 1: snprintf(out, len, "Slides a few %ss", place(w)); break;
    case 2: snprintf(out, len, "Hops over exactly one piece and goes on any distance"); break;
    case 3: snprintf(out, len, "Steps one %s", place(w)); break;
    case 4: case 9: /* riders: "Jumps two squares straight and one to the side, again and again ..." */
        snprintf(out, len, "Jumps");
        break;
    case 5: snprintf(out, len, "Goes, unless a piece blocks its path,"); break;
    case 6: snprintf(out, len, "Goes to the first piece in its way and lands just beyond it,"); break;
    case 7:
        snprintf(out, len, "Castles with %s, moving",
                 w && w->partner ? w->partner : "its castling partner");
        break;
    case 10: snprintf(out, len, "Hops over exactly one piece on its line to land"); break; /* pR2 */
    default: out[0] = '\0'; /* two-leg moves: counted by moveset_in_words */
    }
}

/* A first move only, two squares straight forward, blocked by a piece
 * between, onto an empty square: the Pawn's double step (ifmnD). */
static int first_double_step(const struct move *const *mv, int n, const struct move *m)
{
    if (n != 1 || m->kind != MOVE_LAME || (m->mode & (MODE_MOVE | MODE_CAPTURE)) != MODE_MOVE ||
        !(m->flags & MOVEFLAG_INITIAL) || (m->mode & MODE_EP))
        return 0;
    return mv[0]->dx == 0 && mv[0]->dy == 2;
}

/* One phrase: every unused move of m's group with m's mode and flags; an
 * e.p. clause left to the caller where defer_ep. */
static void describe_group(const struct moveset *ms, char *used, size_t first,
                           const struct move_words *w, int defer_ep, char *buf, size_t len)
{
    const struct move *m = &ms->v[first], *same[64];
    int g = group_of(m), n = 0, adjacent = group_adjacent(g);
    unsigned dirs = 0;
    for (size_t j = first; j < ms->n && n < 64; j++) {
        const struct move *o = &ms->v[j];
        if (used[j] || group_of(o) != g || o->mode != m->mode || o->flags != m->flags)
            continue;
        used[j] = 1;
        same[n++] = o;
        if (adjacent && abs(o->dx) <= 1 && abs(o->dy) <= 1 && (o->dx || o->dy))
            dirs |= 1u << dir_bit(o->dx, o->dy);
    }
    char where[512], verb[160], more[160];
    if (adjacent)
        adjacent_words(dirs, where, sizeof where);
    else
        leap_words(same, n, w, where, sizeof where);
    /* a knight's leap alone says what makes it a jump (below) */
    int a, b, knight = n == 8;
    for (int i = 0; i < n; i++)
        knight &= shape_of(same[i], &a, &b) == 102;
    if (buf[0])
        str_append(buf, len, ". ");
    if (first_double_step(same, n, m)) {
        /* the Pawn's double step, as a player says it (issue 30, Chess
           review: "Goes, unless a piece blocks its path, two squares
           straight forward (to an empty square only), as its first move
           only" was three of the card's thirteen lines) */
        snprintf(more, sizeof more, "Its first move may be two %ss forward, if both are empty",
                 place(w));
        str_append(buf, len, more);
        return;
    }
    group_verb(g, w, verb, sizeof verb);
    str_append(buf, len, verb);
    str_append(buf, len, " ");
    str_append(buf, len, where);
    if (g == 9) { /* a rider: the leap again and again along its line */
        snprintf(more, sizeof more, ", again and again in the same direction, while each %s it "
                 "lands on before the last is empty", place(w));
        str_append(buf, len, more);
    }
    if (m->kind == MOVE_CASTLE) { /* the verb says it: unmoved, to an empty square */
        snprintf(more, sizeof more, ", while neither has moved and the %ss between are empty",
                 place(w));
        str_append(buf, len, more);
        return;
    }
    mode_words(m->mode, w, buf, len);
    if (knight && g == 4) /* what makes it a jump */
        str_append(buf, len, ", over any piece between");
    if (m->flags & MOVEFLAG_INITIAL)
        str_append(buf, len, ", as its first move only");
    if ((m->mode & MODE_EP) && !defer_ep) {
        snprintf(more, sizeof more, ", and %s%s",
                 w && w->en_passant ? w->en_passant : "captures en passant",
                 w && w->en_passant_when ? ": " : " there");
        str_append(buf, len, more);
        if (w && w->en_passant_when)
            str_append(buf, len, w->en_passant_when);
    }
}

/* A step onto an empty square and a step to capture, with no flags, said
 * as one sentence (issue 30, Chess review: the Pawn's card took two, "Steps
 * one square straight forward (to an empty square only). Steps one square
 * diagonally forward (only to capture)."): "Steps one square straight
 * forward to an empty square, or one square diagonally forward to
 * capture". The capture's e.p. clause, where it is not said after the
 * double step, keeps the two sentences. Returns 0 where the moves are not
 * such a pair. */
static int step_pair(const struct moveset *ms, char *used, size_t first, const struct move_words *w,
                     int defer_ep, char *buf, size_t len)
{
    const struct move *m = &ms->v[first];
    size_t cap = ms->n;
    for (size_t j = 0; j < ms->n && cap == ms->n; j++)
        if (!used[j] && group_of(&ms->v[j]) == 3 && mode_key(ms->v[j].mode) == 2 && !ms->v[j].flags)
            cap = j;
    if (group_of(m) != 3 || mode_key(m->mode) != 1 || m->flags || cap == ms->n ||
        ((ms->v[cap].mode & MODE_EP) && !defer_ep))
        return 0;
    unsigned dirs[2] = {0, 0};
    for (size_t j = 0; j < ms->n; j++) {
        const struct move *o = &ms->v[j];
        int k = o->mode == m->mode ? 0 : o->mode == ms->v[cap].mode ? 1 : -1;
        if (used[j] || k < 0 || group_of(o) != 3 || o->flags || !(o->dx || o->dy))
            continue;
        used[j] = 1;
        dirs[k] |= 1u << dir_bit(o->dx, o->dy);
    }
    char a[256], b[256], phrase[640];
    adjacent_words(dirs[0], a, sizeof a);
    adjacent_words(dirs[1], b, sizeof b);
    /* "straight" is said by the other half's "diagonally" */
    const char *to = !strcmp(a, "straight forward") && strstr(b, "diagonally") ? "forward" : a;
    snprintf(phrase, sizeof phrase, "%sSteps one %s %s to an empty %s, or one %s to capture",
             buf[0] ? ". " : "", place(w), to, place(w), b);
    str_append(buf, len, phrase);
    return 1;
}

void moveset_in_words(const struct moveset *ms, const struct move_words *w, char *buf,
                      size_t len)
{
    buf[0] = '\0';
    size_t two_legs = 0, passes = 0;
    char *used = xcalloc(ms->n ? ms->n : 1, 1);
    for (size_t i = 0; i < ms->n; i++) {
        const struct move *m = &ms->v[i];
        if (m->kind == MOVE_TWO_LEG && !m->dx && !m->dy && m->via_mode == MODE_MOVE)
            passes++; /* out to an empty square and back: a pass */
        else
            two_legs += group_of(m) == 8;
    }
    /* slides and riders, then steps, then leaps; within each, moves that both move and
       capture, then move-only, then capture-only */
    static const int order[] = {0, 1, 9, 2, 10, 3, 4, 5, 6, 7}; /* riders after slides */
    /* an e.p. capture that depends on a first move's double step is said
       after that step (issue 30, Chess review: the Pawn's e.p. clause came
       before the double step it depends on) */
    int initial = 0, ep = 0;
    for (size_t i = 0; i < ms->n; i++) {
        initial |= (ms->v[i].flags & MOVEFLAG_INITIAL) != 0;
        ep |= (ms->v[i].mode & MODE_EP) != 0;
    }
    int defer_ep = ep && initial && w && w->en_passant_when;
    for (size_t o = 0; o < sizeof order / sizeof order[0]; o++)
        for (int key = 0, g = order[o]; key < 3; key++)
            for (size_t i = 0; i < ms->n; i++) {
                const struct move *m = &ms->v[i];
                if (used[i] || group_of(m) != g || mode_key(m->mode) != key)
                    continue;
                if (step_pair(ms, used, i, w, defer_ep, buf, len))
                    continue;
                describe_group(ms, used, i, w, defer_ep, buf, len);
            }
    free(used);
    if (defer_ep) {
        str_append(buf, len, buf[0] ? ". " : "");
        str_append(buf, len, "En passant: ");
        str_append(buf, len, w->en_passant_when);
    }
    char part[128];
    if (two_legs) {
        snprintf(part, sizeof part, "%sSteps twice in one turn through the ringed %ss",
                 buf[0] ? ". " : "", place(w));
        str_append(buf, len, part);
    }
    if (passes) {
        snprintf(part, sizeof part, "%sMay pass the turn: out to an empty ringed %s and "
                 "straight back", buf[0] ? ". " : "", place(w));
        str_append(buf, len, part);
    }
    if (buf[0])
        str_append(buf, len, ".");
}
