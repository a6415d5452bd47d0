/* booklet_codes.c: the codes that stand for pieces in the booklet's setup
 * diagram ("K" King, "Kr" Kirin, "RHS" Ram's-Head Soldier), which pieces
 * the diagram shows by their code, and the size of the board picture. */
#include "compose-imp.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/base.h"

/* Single letters and two-letter codes: initials of a name of several words
 * ("Ram's-Head Soldier": "RHS"), else the first letter and a later one,
 * chosen so that no two pieces share a code ("King" K, "Kirin" Kr). */
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

/* The codes are chosen in piece order, each avoiding the codes of the
 * pieces before it that stand on the board at the start (a promoted form
 * only as the back of a piece set up turned over), so one pass over the
 * pieces decides them all.
 * (Deciding each earlier code afresh for every candidate took time
 * exponential in the number of pieces: 4 s for Chu Seireigi.) */
char (*compose_piece_codes(const struct variant *v))[PIECE_CODE_LEN]
{
    int np = v->npieces;
    char (*code)[PIECE_CODE_LEN] = xcalloc((size_t)np + 1, sizeof *code);
    char *on = xcalloc((size_t)np + 1, 1); /* on the board at the start */
    for (int i = 0; i < np; i++)
        on[i] = v->pieces[i].count > 0 || piece_starts_turned(v, i);
    for (int i = 0; i < np; i++) {
        const struct piece *p = &v->pieces[i];
        if (p->abbr) {
            snprintf(code[i], sizeof code[i], "%s", p->abbr);
            continue;
        }
        char cand[48][8];
        int n;
        candidate_codes(p, cand, &n);
        snprintf(code[i], sizeof code[i], "%s%d", n ? cand[0] : "?", i + 1);
        for (int c = 0; c < n; c++) {
            int taken = abbr_taken(v, cand[c]);
            for (int j = 0; j < i && !taken; j++)
                taken = on[j] && !strcmp(code[j], cand[c]);
            if (!taken) {
                memcpy(code[i], cand[c], sizeof cand[c]);
                break;
            }
        }
    }
    free(on);
    return code;
}

void compose_piece_abbreviation(const struct variant *v, int piece, char *buf, size_t len)
{
    char (*code)[PIECE_CODE_LEN] = compose_piece_codes(v);
    snprintf(buf, len, "%s", code[piece]);
    free(code);
}

int compose_setup_uses_code(const struct variant *v, int piece)
{
    const struct piece *p = &v->pieces[piece];
    if (piece_back_of(v, p) == BACK_HIDDEN)
        return 0; /* face down: nobody, the reader too, sees which man it is */
    if (v->components.form == FORM_DISC)
        return 0;
    if (v->components.back == BACK_HIDDEN)
        return 0; /* the men shown by their real backs: the King by its real front (the
                     crest game's review, issue 30: a name-only token read as its back) */
    if (v->components.form == FORM_TILE && v->components.face == FACE_DIAGRAM &&
        p->ndiagrams && p->diagrams[0].grid.size == 3)
        return 0; /* a grid tile's face is its own picture */
    if (FIGURE_IS_ANIMAL(p->figure))
        return 0; /* an animal reads at any size: the picture shows it, as the tiles do */
    return v->components.face == FACE_DIAGRAM;
}

void compose_whole_board_size(const struct variant *v, const struct layout *lo, double cell,
                      double *w, double *h)
{
    *w = v->board.files * cell + 2 * lo->label_band;
    *h = v->board.ranks * cell + 2 * lo->label_band;
}
