/* booklet_codes.c: the codes that stand for pieces in the booklet's setup
 * diagram ("K" King, "Kr" Kirin, "RHS" Ram's-Head Soldier), which pieces
 * the diagram shows by their code, and the size of the board picture. */
#include "compose-imp.h"

#include <stdio.h>
#include <string.h>

/* Single letters and two-letter codes: initials of a name of several words
 * ("Ram's-Head Soldier": "RHS"), else the first letter and a later one,
 * chosen so that no two pieces share a code ("King" K, "Kirin" Kr). */
static int code_taken(const struct variant *v, int upto, const char *code);

static void candidate_codes(const struct piece *p, char out[][8], int *n)
{
    const char *name = p->short_name ? p->short_name : p->name ? p->name : p->id;
    char init[8] = "";
    size_t k = 0;
    int start = 1, words = 0;
    for (const char *s = name; *s && k < 3; s++) {
        if (*s == ' ' || *s == '-') {
            start = 1;
            continue;
        }
        if (start && ((*s >= 'A' && *s <= 'Z') || (*s >= 'a' && *s <= 'z'))) {
            init[k++] = (char)(*s >= 'a' && *s <= 'z' ? *s - 32 : *s);
            words++;
        }
        start = 0;
    }
    init[k] = '\0';
    *n = 0;
    if (words > 1)
        snprintf(out[(*n)++], 8, "%s", init);
    else if (init[0])
        snprintf(out[(*n)++], 8, "%c", init[0]);
    /* the first letter and each later letter in turn, consonants first */
    for (int pass = 0; pass < 2 && init[0]; pass++)
        for (const char *s = name + 1; *s && *n < 40; s++) {
            int c = *s;
            if (c < 'a' || c > 'z')
                continue;
            int vowel = strchr("aeiouy", c) != NULL;
            if (vowel != pass)
                continue;
            snprintf(out[(*n)++], 8, "%c%c", init[0], c);
        }
}

/* A code is the piece's abbr="..." where the definition gives one; the
 * codes made from names avoid every abbr. */
static int abbr_taken(const struct variant *v, const char *code)
{
    for (int i = 0; i < v->npieces; i++)
        if (v->pieces[i].abbr && !strcmp(v->pieces[i].abbr, code))
            return 1;
    return 0;
}

static void code_of(const struct variant *v, int piece, char *buf, size_t len)
{
    if (v->pieces[piece].abbr) {
        snprintf(buf, len, "%s", v->pieces[piece].abbr);
        return;
    }
    char cand[48][8];
    int n;
    candidate_codes(&v->pieces[piece], cand, &n);
    for (int i = 0; i < n; i++)
        if (!code_taken(v, piece, cand[i]) && !abbr_taken(v, cand[i])) {
            snprintf(buf, len, "%s", cand[i]);
            return;
        }
    snprintf(buf, len, "%s%d", n ? cand[0] : "?", piece + 1);
}

static int code_taken(const struct variant *v, int upto, const char *code)
{
    for (int i = 0; i < upto; i++) {
        if (v->pieces[i].count == 0)
            continue; /* promoted forms are never on the board at the start */
        char other[64];
        code_of(v, i, other, sizeof other);
        if (!strcmp(other, code))
            return 1;
    }
    return 0;
}

void compose_piece_abbreviation(const struct variant *v, int piece, char *buf, size_t len)
{
    code_of(v, piece, buf, len);
}

int compose_setup_uses_code(const struct variant *v, int piece)
{
    const struct piece *p = &v->pieces[piece];
    if (piece_back_of(v, p) == BACK_HIDDEN)
        return 1;
    if (v->components.form == FORM_DISC)
        return 0;
    if (v->components.form == FORM_TILE && v->components.face == FACE_DIAGRAM &&
        p->ndiagrams && p->diagrams[0].grid.size == 3)
        return 0; /* a grid tile's face is its own picture */
    return v->components.face == FACE_DIAGRAM;
}

void compose_whole_board_size(const struct variant *v, const struct layout *lo, double cell,
                      double *w, double *h)
{
    *w = v->board.files * cell + 2 * lo->label_band;
    *h = v->board.ranks * cell + 2 * lo->label_band;
}
