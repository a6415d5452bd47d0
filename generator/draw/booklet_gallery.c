/* booklet_gallery.c: draws the gallery's entries (compose/booklet_gallery.c
 * decides their words and sizes): the front and the printed back side by
 * side, each labelled ("back: Dragon King"), the movement diagrams where
 * the faces do not already show them, and the words beside or below. */
#include "draw-imp.h"

#include <stdio.h>
#include <string.h>

#include "base/base.h"

#define GAP 3.0

static int faces_show_moves(const struct variant *v)
{
    return v->components.face == FACE_DIAGRAM;
}

static void draw_entry(cairo_t *cr, const struct layout *lo, const struct variant *v,
                         int piece, double x0, double y0, double w)
{
    const struct piece *p = &v->pieces[piece];
    double f = compose_gallery_face(v), x = x0, top = y0 + 0.5;
    int disc = v->components.form == FORM_DISC;
    for (int k = 0; k < 2; k++) {
        const struct piece *fp = p;
        int side = disc ? k : SIDE_FIRST;
        enum face_kind kind = FACE_FRONT;
        char label[160];
        snprintf(label, sizeof label, "%s", disc ? v->sides[k].name : "front");
        if (!disc && k == 1) {
            compose_back_label(v, p, label, sizeof label);
            enum piece_back back = piece_back_of(v, p);
            if (back == BACK_PROMOTED && p->promotes_to) {
                fp = p->promotes_to;
                kind = FACE_PROMOTED;
            } else if (back == BACK_HIDDEN) {
                kind = FACE_HIDDEN_BACK;
            } else if (back == BACK_OTHER_SIDE) {
                side = SIDE_SECOND;
            } else {
                kind = FACE_PLAIN_BACK;
            }
        }
        double s = disc ? f * 0.8 : f;
        double cy = top + f / 2;
        cairo_save(cr);
        cairo_translate(cr, x + s / 2, cy);
        draw_piece_face(cr, lo, v, fp, side, kind, s, s);
        cairo_restore(cr);
        if (disc)
            draw_cut_circle(cr, lo, x + s / 2, cy, s / 2);
        else
            draw_cut_rect(cr, lo, x, cy - s / 2, s, s);
        cairo_set_source_rgb(cr, 0, 0, 0);
        draw_plain_label(cr, lo, label, 6.5, x + s / 2, top + f + 2.5, 0, s + GAP);
        x += s + GAP;
    }
    x += 2;
    if (!faces_show_moves(v))
        for (int d = 0; d < p->ndiagrams && d < 2; d++) {
            const struct piece_diagram *pd = &p->diagrams[d];
            if (pd->grid.size == 0)
                continue;
            cairo_set_source_rgb(cr, 0, 0, 0);
            draw_diagram(cr, &pd->grid, x, top, f, 0);
            if (pd->caption || pd->in_zone) {
                draw_plain_label(cr, lo, pd->caption ? pd->caption
                                                     : compose_zone_words(v, pd->in_zone),
                                 6.5, x + f / 2, top + f + 2.5, 0, f + GAP);
            }
            x += f + GAP + 1;
        }
    char buf[4096];
    compose_gallery_text(v, piece, buf, sizeof buf);
    cairo_set_source_rgb(cr, 0, 0, 0);
    if (compose_gallery_columns(v) == 2)
        draw_text(cr, lo, buf, GALLERY_PT, x0, top + f + 5, w, ALIGN_LEFT);
    else
        draw_text(cr, lo, buf, GALLERY_PT, x, top, x0 + w - x, ALIGN_LEFT);
}

void draw_gallery_row(cairo_t *cr, const struct layout *lo, const struct variant *v,
                        const struct item *it)
{
    double w = compose_gallery_columns(v) == 2 ? (it->w - 2 * GAP) / 2 : it->w;
    draw_entry(cr, lo, v, it->piece, it->x, it->y, w);
    if (it->cols >= 0)
        draw_entry(cr, lo, v, it->cols, it->x + w + 2 * GAP, it->y, w);
}
