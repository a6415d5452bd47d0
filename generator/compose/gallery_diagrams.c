/* gallery_diagrams.c: which diagrams a piece's gallery entry draws and
 * the size of the entry's faces, apart from the gallery's words and
 * places (booklet_gallery.c): a fold face's name asks for the size too
 * (compose_face_name.c), and the gallery names its faces, so the two
 * files would call each other. */
#include "compose-imp.h"

#include <math.h>

static int faces_show_moves(const struct variant *v)
{
    return v->components.face == FACE_DIAGRAM;
}

/* Face size: faces that carry the diagram are drawn larger; and the box
 * of a diagram beside them is as large, so that the largest grid drawn
 * (a diagram-reach fold draws fewer rows) has cells of GALLERY_CELL_MM. */
double compose_gallery_face(const struct variant *v)
{
    double f = faces_show_moves(v) ? GALLERY_FACE + 2 : GALLERY_FACE;
    int most = 0, reach = v->components.diagram_reach;
    for (int i = 0; i < v->npieces; i++) {
        const struct piece_diagram *dg[2];
        const char *caps[2];
        int nd = compose_gallery_diagrams(v, &v->pieces[i], dg, caps);
        for (int d = 0; d < nd; d++) {
            int n = dg[d]->grid.size;
            n = reach > 0 && n > 2 * reach + 1 ? 2 * reach + 1 : n;
            most = n > most ? n : most;
        }
    }
    return fmax(f, most * GALLERY_CELL_MM);
}

int compose_gallery_diagrams(const struct variant *v, const struct piece *p,
                             const struct piece_diagram *out[2], const char *caps[2])
{
    int n = 0;
    if (faces_show_moves(v))
        return 0;
    for (int d = 0; d < p->ndiagrams && n < 2; d++) {
        caps[n] = NULL;
        out[n++] = &p->diagrams[d];
    }
    /* the back's moves drawn too: words alone are hard to follow for a
       promoted piece that moves unlike anything on the front */
    const struct piece *q = p->promotes_to;
    if (n == 1 && q && piece_back_of(v, p) == BACK_PROMOTED && q->ndiagrams > 0 &&
        q->diagrams[0].grid.size > 0) {
        /* the name in full, as the face's caption beside it says it: under
           the diagram it is "back: " and the name where that fits, else
           "back"; a short name there ("+Silver") read as another piece's
           (ninth player review) */
        caps[n] = q->name;
        out[n++] = &q->diagrams[0];
    }
    return n;
}

/* A piece's only diagram on a grid larger than every other piece's is drawn
 * at their cells, not squeezed into the face's box (issue 30, Janggi review:
 * the Elephant's 7 x 7, 3.3 mm cells beside the Horse's 5 x 5 at 4.6 mm,
 * its marks and ringed way small): the next-largest grid's cell, where
 * that is 5 x 5 or larger, in a box up to GALLERY_BOX_MAX of the face's.
 * Else the face's size. */
double compose_gallery_box(const struct variant *v, const struct piece *p)
{
    double f = compose_gallery_face(v);
    const struct piece_diagram *dg[2];
    const char *caps[2];
    if (v->components.diagram_reach > 0 || compose_gallery_diagrams(v, p, dg, caps) != 1)
        return f;
    int n = dg[0]->grid.size, next = 0;
    for (int i = 0; i < v->npieces; i++) {
        const struct piece *q = &v->pieces[i];
        const struct piece_diagram *qd[2];
        int nd = q != p && q->count > 0 ? compose_gallery_diagrams(v, q, qd, caps) : 0;
        for (int d = 0; d < nd; d++)
            next = qd[d]->grid.size > next ? qd[d]->grid.size : next;
    }
    /* only past 5 x 5: a 3 x 3 grid's cells are a third of the face, far
       larger than a pattern needs (Makruk's Ma, 5 x 5, stays in its box) */
    if (next < 5 || n <= next)
        return f;
    return fmin(f * n / next, f * GALLERY_BOX_MAX);
}
