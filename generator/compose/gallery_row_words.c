/* gallery_row_words.c: the words of a gallery row's entries start level.
 * Where entries stand side by side with their words under their pictures,
 * each entry's words began under its own pictures, so a piece with a taller
 * diagram had its words lower than its neighbour's (issue 30, Capablanca
 * review: the King's words, under its 7 x 7 castling diagram, sat lower
 * than the Queen's). The row's words now start under the tallest pictures,
 * and the row is as tall as that needs. */
#include "compose-imp.h"

#include <math.h>
#include <stdlib.h>

#include "text/text.h"

/* Where an entry's words start below its top, as compose_gallery_resolve
 * puts them under pictures of faces `face` (the row's) mm. */
static double words_top(const struct layout *lo, const struct variant *v, int piece, double w,
                        double face)
{
    double f = fmax(compose_gallery_face_named(v, lo, piece), face);
    double box = fmax(f, compose_gallery_box(v, &v->pieces[piece]));
    int rows = compose_gallery_picture_rows(v, lo, piece, w);
    return 0.5 + (rows == 2 ? f + 5 : 0) + box + 5;
}

double compose_gallery_level_height(const struct layout *lo, const struct variant *v,
                                    const int *pieces, int n, double w, double face)
{
    double top = 0, words = 0;
    for (int k = 0; k < n; k++) {
        if (!compose_gallery_words_under(v, lo, pieces[k], w))
            return 0;
        char *m = compose_gallery_text(v, pieces[k]);
        words = fmax(words, text_height(lo, m, GALLERY_PT, w));
        free(m);
        top = fmax(top, words_top(lo, v, pieces[k], w, face));
    }
    /* 0.5 below the words: as compose_gallery_row_height allows where
       the faces are the tallest pictures (the words start 5.5 below them) */
    return n > 1 ? top + words + 0.5 : 0;
}

void compose_gallery_level_words(struct item *entries, int n)
{
    double y = -1e9;
    for (int k = 0; k < n; k++) {
        if (!entries[k].gallery.picture_rows)
            return; /* words beside pictures: each level with its own faces */
        y = fmax(y, entries[k].gallery.text_y);
    }
    for (int k = 0; k < n; k++) {
        struct item_gallery_row *g = &entries[k].gallery;
        g->head_y += y - g->text_y; /* the figures at the words' head go with them */
        g->text_y = y;
    }
}
