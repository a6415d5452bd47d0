/* face_word.c: a fold-over face whose glyph is a word set in a row
 * (Makruk's Thai words), and the name printed under it.
 *
 * A player who cannot read the word tells the pieces apart by their names:
 * so the name is not the band's small print (about 1.7 mm capitals on A4)
 * but set large under the word, its capitals at least WORD_NAME_CAP_MM
 * tall (issue 30, sixth review: "a player who cannot read Thai cannot tell
 * the pieces apart at the table"); on one line when it fits the face, else
 * on two. It is the piece's short name, as the booklet's text calls it.
 * The band keeps the arrow and the crown. The word takes the rest; or,
 * for a piece with a figure (figure="spire": Makruk's carved pieces, the
 * seventh review's "Khun and Khon differ by one Thai letter"), the figure
 * takes it and the word names the piece in the band, between the arrow
 * and the crown, as large as the band holds. */
#include "compose-imp.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "sizes.h"
#include "text/text.h"

#define CAP_PER_EM 0.73 /* DejaVu Sans Bold's capitals, in ems */
#define NAME_GAP 0.4    /* mm between the word's room and the name */
#define FIGURE_NAME_GAP 0.3 /* and between a figure's room and its name */
#define BAND_WORD_INK 0.9 /* a word in the band: its ink's height, of the band's */

/* the name's width on its widest line at pt, broken at brk (0: one line) */
static double name_width(const struct layout *lo, const char *name, int brk, double pt)
{
    char *two = text_two_lines(name, brk);
    double w = 0;
    for (char *line = two; line;) {
        char *nl = strchr(line, '\n');
        if (nl)
            *nl = '\0';
        char *m = text_face_name_markup(line);
        w = fmax(w, text_width(lo, m, pt));
        free(m);
        line = nl ? nl + 1 : NULL;
    }
    free(two);
    return w;
}

/* The name's size and break: one line at the largest size up to
 * most_cap (mm, its capitals) that fits w, else two lines at a space; 0
 * when neither holds least_cap. */
static double name_fit(const struct layout *lo, const char *name, double w, double least_cap,
                       double most_cap, int *brk)
{
    const double pt_of_cap = 1 / CAP_PER_EM / MM_PER_PT;
    double lo_pt = least_cap * pt_of_cap, hi_pt = most_cap * pt_of_cap;
    const char *sp = strchr(name, ' ');
    int cand[2] = {0, sp ? (int)(sp - name) : 0};
    for (int c = 0; c < 2; c++) {
        if (c == 1 && !cand[1])
            break;
        double one = name_width(lo, name, cand[c], hi_pt);
        double pt = one > w ? hi_pt * w / one : hi_pt;
        if (pt >= lo_pt - 1e-9) {
            *brk = cand[c];
            return pt;
        }
    }
    return 0;
}

/* A word's ink at 10 pt: its width and height. */
static void word_ink(const struct layout *lo, const char *g, double *w, double *h)
{
    char *m = markup_printf("<span font_family=\"%s\">%s</span>", text_glyph_family(lo), g);
    text_ink_size(lo, m, 10, w, h);
    free(m);
}

/* A word in the band: fitted by ink (Garuda's line is nearly twice its
 * size, its letters' ink far less), as large as w holds and the band's
 * h holds the tallest of the set's words in bands on this side (every
 * word of a set set alike, however its marks stand), never under
 * MIN_TEXT_PT; *h_out its ink's height. */
static void band_word(const struct variant *v, const struct layout *lo, int side, const char *g,
                      double w, double h, double *pt_out, double *h_out)
{
    double iw, ih, tall = 0;
    word_ink(lo, g, &iw, &ih);
    for (int i = 0; i < v->npieces; i++) {
        const char *o = piece_face_glyph(&v->pieces[i], side);
        double ow, oh;
        if (!o || v->pieces[i].figure == FIGURE_NONE || FIGURE_IS_ANIMAL(v->pieces[i].figure))
            continue;
        word_ink(lo, o, &ow, &oh);
        tall = fmax(tall, oh);
    }
    tall = fmax(tall, ih);
    double pt = 10 * fmin(iw > 0 ? w / iw : 1, tall > 0 ? h / tall : 1);
    *pt_out = fmax(MIN_TEXT_PT, pt);
    *h_out = ih * *pt_out / 10;
}

void compose_face_word(const struct variant *v, const struct layout *lo, struct face *f)
{
    f->caption = 0;
    f->caption_y = 0;
    f->word_band = 0;
    if (v->components.face != FACE_GLYPH || f->grid || f->piece < 0 || f->piece >= v->npieces ||
        (f->kind != FACE_FRONT && f->kind != FACE_PROMOTED) ||
        v->components.shape == SHAPE_PENTAGON || v->components.form == FORM_DISC)
        return;
    const struct piece *p = &v->pieces[f->piece];
    int side = f->side < 0 || f->side >= MAX_SIDES ? SIDE_FIRST : f->side;
    const char *g = piece_face_glyph(p, side);
    int stack = p->glyph[side] ? p->glyph_stack[side] : p->glyph_stack[1 - side];
    if (!g || compose_glyph_stacked(g, stack))
        return;
    struct face_plan *fp = &f->plan;
    int brk = 0;
    /* the short name (Khun, Met, Ruea), the one the booklet uses: the same
       on every paper, and no gloss that misleads (the Met is no Queen) */
    const char *name = p->short_name && *p->short_name ? p->short_name : f->label;
    /* under a figure the name is secondary: the figure tells the piece
       (eighth review: "the name is the dominant mark, the figure 7 mm") */
    int figure = p->figure != FIGURE_NONE && !FIGURE_IS_ANIMAL(p->figure);
    double least = figure ? FIGURE_NAME_CAP_MM : WORD_NAME_CAP_MM;
    double most = figure ? FIGURE_NAME_CAP_MM : WORD_NAME_MAX_CAP_MM;
    double pt = name && !f->foot[0] ? name_fit(lo, name, fp->band_w - NAME_GAP, least, most, &brk) : 0;
    if (pt > 0) {
        /* a figure's name on a line of its own ink's height, no more (its
           room is the figure's) */
        double h = (brk ? 2 * NAME_LINE : figure ? FIGURE_NAME_LINE : 1.2) * pt * MM_PER_PT;
        double gap = figure ? FIGURE_NAME_GAP : NAME_GAP;
        /* on the dark side's ground, clear of its edge; a figure's name
           as far from the cut as the band (the ground there reaches the
           cut: compose_fold_ground_full) */
        double bottom = fmin(fp->dy + fp->dh, fp->band_y + fp->band_w - (figure ? 0 : NAME_GAP));
        double word = bottom - h - gap - fp->dy;
        if (word >= 0.33 * fp->dh) { /* the word keeps a third */
            fp->dh = word;
            f->caption = 1;
            f->caption_y = bottom - h / 2;
            f->label = name;
            f->label_pt = pt;
            f->label_break = brk;
        }
    }
    if (figure && f->caption) {
        f->word_band = 1;
        band_word(v, lo, side, g, f->name_room, BAND_WORD_INK * fp->band_h, &f->word_pt,
                  &f->word_h);
        return;
    }
    compose_glyph_word(lo, g, 0.8 * fmin(fp->dw, fp->dh), 0.86 * fp->dw, fp->dh, &f->word_pt,
                       &f->word_h);
}
