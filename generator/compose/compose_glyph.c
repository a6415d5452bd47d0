/* compose_glyph.c: how a piece's glyph is set, decided for draw/: its
 * characters one above the other (a koma's two, a stacked Xiangqi name)
 * or in a row, or two chess figures drawn as one compound figure (the
 * Archbishop's Bishop and Knight); and the size of a glyph that is a word (Makruk's Thai
 * names) on a fold-over face: the largest that its room holds on one
 * line, or two broken where its script breaks words (เบี้ย|หงาย). A search
 * over text sizes is layout, so it is the composer's, not draw/'s. */
#include "compose-imp.h"

#include <stdlib.h>

#include "base/base.h"

int compose_glyph_stacked(const char *glyph, int stack)
{
    int cjk = 0, n = glyph ? utf8_cjk_count(glyph, &cjk) : 0;
    if (stack >= 0)
        return stack && n > 1;
    return cjk && n >= 2 && n <= 4;
}

/* A chess figure (U+2654 to U+265F, White's then Black's): its code point,
   and how many bytes its UTF-8 takes (3), or 0. */
static unsigned chess_figure(const char *s, int *len)
{
    const unsigned char *u = (const unsigned char *)s;
    unsigned cp = u[0] == 0xE2 && (u[1] & 0xC0) == 0x80 && (u[2] & 0xC0) == 0x80
                  ? ((u[1] & 0x3Fu) << 6) | (u[2] & 0x3Fu) | 0x2000u : 0;
    *len = 3;
    return cp >= 0x2654 && cp <= 0x265F ? cp : 0;
}

int compose_glyph_compound(const char *glyph)
{
    int a, b;
    if (!glyph || !*glyph || !chess_figure(glyph, &a))
        return 0;
    return chess_figure(glyph + a, &b) && glyph[a + b] == '\0';
}

int compose_glyph_figure(const char *glyph)
{
    int a;
    return glyph && *glyph && chess_figure(glyph, &a) && glyph[a] == '\0';
}

struct word_fit {
    const struct layout *lo;
    const char *markup;
    const double *pt; /* the sizes tried, largest first */
    double w, h;
};

static double word_height(const struct word_fit *f, int i, int *lines)
{
    double *tops = text_line_tops_aligned(f->lo, f->markup, f->pt[i], f->w, ALIGN_CENTER, lines);
    double th = tops[*lines];
    free(tops);
    return th;
}

static int word_fits(int i, void *arg)
{
    const struct word_fit *f = arg;
    int n;
    double th = word_height(f, i, &n);
    return n <= 2 && th <= f->h;
}

void compose_glyph_word(const struct layout *lo, const char *glyph, double em, double w, double h,
                        double *pt_out, double *h_out)
{
    char *m = markup_printf("<span font_family=\"%s\">%s</span>", text_glyph_family(lo), glyph);
    /* the sizes from em down by 5 % a step while over MIN_TEXT_PT, and the
       first at or under it, where a word that fits nowhere is printed */
    int n = 0, cap = 0;
    double *pt = NULL;
    for (double s = em * PT_PER_MM;; s *= 0.95) {
        pt = xgrow(pt, &n, &cap, sizeof *pt);
        pt[n - 1] = s;
        if (!(s > MIN_TEXT_PT))
            break;
    }
    struct word_fit f = {lo, m, pt, w, h};
    int at = base_search_first(0, n - 1, word_fits, &f), lines;
    /* the height of the last size tried: past the end, the one before */
    *h_out = at > 0 && at == n - 1 ? word_height(&f, at - 1, &lines)
           : at < n - 1 ? word_height(&f, at, &lines) : 0;
    *pt_out = pt[at];
    free(pt);
    free(m);
}

/* A chess figure, U+2654 to U+265F (its first character). */
int compose_chess_figure(const char *g)
{
    const unsigned char *u = (const unsigned char *)g;
    return u && u[0] == 0xE2 && u[1] == 0x99 && u[2] >= 0x94 && u[2] <= 0x9F;
}
