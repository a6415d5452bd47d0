/* booklet_gallery.c: draws the gallery's entries (compose/booklet_gallery.c
 * decides their words and sizes): the front and the printed back side by
 * side, each labelled ("back: Dragon King"), the movement diagrams where
 * the faces do not already show them, and the words beside or below. */
#include "draw-imp.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/base.h"

/* The label under a face: the side's name for discs, else "front" and
 * what the back the composer decided is ("back: Dragon King"); the
 * piece's short name where the full one would be shrunk below
 * MIN_TEXT_PT to fit room_w ("back: Bia Ngai" for Makruk's "Bia Ngai
 * (promoted Bia)"). */
#define MIN_TEXT_PT 6.0 /* the smallest text a player is asked to read */

static void face_label(const struct layout *lo, const struct variant *v, const struct item *it,
                       int k, double pt, double room_w, char *out, size_t len)
{
    const struct face *fc = k ? &it->back : &it->front;
    if (!it->cols)
        snprintf(out, len, "%s", v->sides[fc->side].name);
    else if (!k)
        snprintf(out, len, "front");
    else if (fc->kind == FACE_PROMOTED || (fc->kind == FACE_FRONT && fc->piece != it->piece)) {
        const struct piece *q = &v->pieces[fc->piece];
        snprintf(out, len, "back: %s", q->name);
        char *m = markup_printf("%s", out);
        if (q->short_name && text_width(lo, m, pt) * MIN_TEXT_PT > room_w * pt)
            snprintf(out, len, "back: %s", q->short_name);
        free(m);
    }
    else if (fc->kind == FACE_HIDDEN_BACK)
        snprintf(out, len, "back: hidden");
    else if (fc->kind == FACE_FRONT)
        snprintf(out, len, "back: %s", v->sides[fc->side].name);
    else
        snprintf(out, len, "back: plain");
}

void draw_gallery_row(cairo_t *cr, const struct layout *lo, const struct variant *v,
                      const struct item *it)
{
    const struct piece *p = &v->pieces[it->piece];
    double f = compose_gallery_face(v), x = it->x, top = it->y + 0.5;
    int disc = v->components.form == FORM_DISC;
    for (int k = 0; k < 2; k++) {
        char label[160];
        double s = disc ? f * 0.8 : f;
        face_label(lo, v, it, k, GALLERY_LABEL_PT, s + GALLERY_GAP, label, sizeof label);
        double cy = top + f / 2;
        cairo_save(cr);
        cairo_translate(cr, x + s / 2, cy);
        draw_face(cr, lo, v, k ? &it->back : &it->front, s, s);
        cairo_restore(cr);
        if (disc)
            draw_cut_circle(cr, lo, x + s / 2, cy, s / 2);
        else if (v->components.shape != SHAPE_PENTAGON) /* a koma is its own outline */
            draw_cut_rect(cr, lo, x, cy - s / 2, s, s);
        cairo_set_source_rgb(cr, 0, 0, 0);
        draw_plain_label(cr, lo, label, GALLERY_LABEL_PT, x + s / 2, top + f + 2.5, 0,
                         s + GALLERY_GAP);
        x += s + GALLERY_GAP;
    }
    x += 2;
    if (it->rows == 2) { /* a narrow column: the diagrams under the faces */
        x = it->x;
        top += f + 5;
    }
    const struct piece_diagram *dg[2];
    const char *caps[2];
    int nd = compose_gallery_diagrams(v, p, dg, caps), most = 1;
    /* an entry's diagrams share one cell size (Tori Shogi's Falcon, 5 x 5,
       and its Eagle, 7 x 7, were drawn at two): the largest grid fills f */
    for (int d = 0; d < nd; d++)
        most = dg[d]->grid.size > most ? dg[d]->grid.size : most;
    for (int d = 0; d < nd; d++) {
        const struct piece_diagram *pd = dg[d];
        if (pd->grid.size == 0)
            continue;
        cairo_set_source_rgb(cr, 0, 0, 0);
        /* the back's diagram: a promoted face's piece, outlined with a dot */
        double s = f * pd->grid.size / most;
        draw_diagram(cr, &pd->grid, x + (f - s) / 2, top + (f - s) / 2, s, caps[d] != NULL);
        char back[160];
        const char *cap = pd->caption ? pd->caption
                          : pd->in_zone ? compose_zone_words(v, pd->in_zone) : NULL;
        if (caps[d]) {
            /* "back: Eagle" where it fits under the diagram at its size
               (about 19 characters), else "back": a long name would be
               shrunk below 6 pt, and the face beside says it in full */
            snprintf(back, sizeof back, "back: %s", caps[d]);
            cap = strlen(back) <= 19 ? back : "back";
        }
        if (cap)
            draw_plain_label(cr, lo, cap, GALLERY_LABEL_PT, x + f / 2, top + f + 2.5, 0,
                             f + GALLERY_GAP);
        x += f + GALLERY_GAP + 1;
    }
    cairo_set_source_rgb(cr, 0, 0, 0);
    if (it->rows) /* two entries a row, or a narrow page: the words under the pictures */
        draw_text(cr, lo, it->markup, it->size_pt, it->x, top + f + 5, it->w, ALIGN_LEFT);
    else
        draw_text(cr, lo, it->markup, it->size_pt, x, top, it->x + it->w - x, ALIGN_LEFT);
}
