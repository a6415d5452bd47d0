/* face_choices.c: the back of a piece that may promote to one of several
 * (back="choices", piece_back_choices). A flat paper piece can show one
 * piece on its back, and chess players play it as a real set is played:
 * the Pawn turned over is the usual choice, the Queen (as an upturned Rook
 * stands for a second Queen), and for any other it is exchanged for that
 * piece. So the back shows the first choice, marked as promoted like any
 * promoted back, and a foot under its diagram or glyph names the others
 * ("or Rook, Bishop, Knight"; where the names do not fit at MIN_TEXT_PT,
 * their abbreviations "or R B N", as the setup picture codes them): no
 * back claims the piece can only become a Queen.
 *
 * The foot is a white box across the face, SIDE_MARK_INSET from the cut
 * (as the header band is), its words black on both sides so they read on a
 * dark face; the diagram's room ends above it (compose_face_label plans
 * its grid again). face_choices_check.c refuses a foot that does not fit. */
#include "compose-imp.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "base/base.h"
#include "text/text.h"

#define FOOT_PAD 0.35  /* mm: the words from the box's top and bottom, */
#define FOOT_PAD_X 0.25 /* and from its ends */
#define FOOT_GAP 0.4   /* mm: the diagram's room above the box */
#define FOOT_LINE 1.2  /* the box's line of words, in ems */

/* "or Rook, Bishop, Knight" (abbr 0) or "or R B N": the choices after the
 * first, in the order promotes names them; 0, or -1 where buf is too short. */
static int foot_words(const struct variant *v, const struct piece *p, int abbr, char *buf,
                      size_t len)
{
    size_t used = (size_t)snprintf(buf, len, "or");
    for (int c = 1; c < p->nchoices && used < len; c++) {
        char code[32];
        const char *name = p->choices[c]->name ? p->choices[c]->name : p->choices[c]->id;
        if (abbr) {
            compose_piece_abbreviation(v, (int)(p->choices[c] - v->pieces), code, sizeof code);
            name = code;
        }
        used += (size_t)snprintf(buf + used, len - used, "%s %s", c > 1 && !abbr ? "," : "", name);
    }
    return used < len ? 0 : -1;
}

int compose_choices_words(const struct variant *v, const struct layout *lo, const struct piece *p,
                          double room, double base_pt, char *buf, size_t len, double *pt)
{
    room -= 2 * FOOT_PAD_X;
    *pt = 0;
    buf[0] = '\0';
    for (int abbr = 0; abbr < 2; abbr++) {
        char words[FACE_FOOT_MAX];
        if (foot_words(v, p, abbr, words, sizeof words) != 0)
            continue;
        char *m = text_face_name_markup(words);
        double w = text_width(lo, m, base_pt), at = w > room ? base_pt * room / w : base_pt;
        free(m);
        if (at > *pt) {
            snprintf(buf, len, "%s", words);
            *pt = at;
        }
        if (at >= MIN_TEXT_PT - 1e-9)
            return 0;
    }
    return -1;
}

void plan_choices_foot(double face, double pt, struct face_plan *fp, double *x, double *y,
                       double *w, double *h)
{
    *h = FOOT_LINE * pt * MM_PER_PT + 2 * FOOT_PAD;
    *x = fp->band_x;
    *w = fp->band_w;
    *y = face / 2 - fp->inset - *h;
    fp->dh = fmax(0, *y - FOOT_GAP - fp->dy);
}
