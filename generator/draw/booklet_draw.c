/* booklet_draw.c: draws the booklet's generated blocks: the gallery rows
 * (the two faces, the diagrams, and the words compose/booklet_gallery.c
 * wrote), the setup diagram, the board key and the legend (its entries
 * decided by compose/booklet.c). One dispatcher, draw_booklet_item, for
 * the item kinds only the booklet has. */
#include "draw-imp.h"


#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/base.h"
#include "notation/notation.h"

static void render_gallery_row(cairo_t *cr, const struct layout *lo, const struct variant *v,
                               const struct item *it)
{
    const struct piece *p = &v->pieces[it->piece];
    double x = it->x, cy = it->y + GALLERY_FACE / 2 + 1, face = GALLERY_FACE;
    int disc = v->components.form == FORM_DISC;
    /* the two faces the composer chose: both sides' discs, or front and back */
    for (int k = 0; k < 2; k++) {
        double s = disc ? face * 0.8 : face;
        cairo_save(cr);
        cairo_translate(cr, x + s / 2, cy);
        draw_face(cr, lo, v, k ? &it->back : &it->front, s, s);
        cairo_restore(cr);
        if (disc)
            draw_cut_circle(cr, lo, x + s / 2, cy, s / 2);
        else
            draw_cut_rect(cr, lo, x, cy - s / 2, s, s);
        x += s + 3;
    }
    x += 2;
    for (int d = 0; d < p->ndiagrams && d < 2; d++) {
        const struct piece_diagram *pd = &p->diagrams[d];
        if (pd->grid.size == 0)
            continue;
        cairo_set_source_rgb(cr, 0, 0, 0);
        draw_diagram(cr, &pd->grid, x, it->y + 1, face, 0);
        if (pd->caption || pd->in_zone) {
            draw_plain_label(cr, lo, pd->caption ? pd->caption : pd->in_zone, 6.5, x + face / 2,
                             it->y + face + 3.5, 0, face + 4);
        }
        x += face + 4;
    }
    cairo_set_source_rgb(cr, 0, 0, 0);
    if (it->rows) /* a narrow page: the words under the pictures */
        draw_text(cr, lo, it->markup, it->size_pt, it->x, it->y + GALLERY_ROW, it->w, ALIGN_LEFT);
    else
        draw_text(cr, lo, it->markup, it->size_pt, x, it->y + 1, it->x + it->w - x, ALIGN_LEFT);
}

static void render_setup(cairo_t *cr, const struct layout *lo, const struct variant *v,
                         const struct item *it)
{
    const struct board *b = &v->board;
    double cell = (it->w - 12) / b->files;
    double ox = it->x + 6, oy = it->y + 6;
    int points = b->cells == CELLS_POINTS;
    draw_setup_tints(cr, v, ox, oy, cell);
    draw_setup_hands(cr, lo, v, ox + b->files * cell + 4, oy, cell);
    cairo_set_source_rgb(cr, 0, 0, 0);
    cairo_set_line_width(cr, 0.2);
    for (int x = 0; x <= b->files - points; x++) {
        double px = ox + (x + 0.5 * points) * cell;
        cairo_move_to(cr, px, oy + 0.5 * points * cell);
        cairo_line_to(cr, px, oy + (b->ranks - 0.5 * points) * cell);
    }
    for (int y = 0; y <= b->ranks - points; y++) {
        double py = oy + (y + 0.5 * points) * cell;
        cairo_move_to(cr, ox + 0.5 * points * cell, py);
        cairo_line_to(cr, ox + (b->files - 0.5 * points) * cell, py);
    }
    cairo_stroke(cr);
    /* coordinates along the bottom and left */
    for (int x = 0; x < b->files; x++)
        draw_plain_label(cr, lo, b->file_names[x], 6, ox + (x + 0.5) * cell, oy + b->ranks * cell + 3, 0, cell);
    for (int y = 0; y < b->ranks; y++)
        draw_plain_label(cr, lo, b->rank_names[y], 6, ox - 3, oy + (b->ranks - y - 0.5) * cell, 0, 6);
    /* the board's marks, small, so that free marked squares show */
    for (int i = 0; i < b->nmarks; i++)
        draw_mark_symbol(cr, v, b->marks[i].symbol, b->marks[i].side,
                         ox + (b->marks[i].x + 0.5) * cell,
                         oy + (b->ranks - b->marks[i].y - 0.5) * cell, cell * 0.8);
    for (int i = 0; i < v->nsetup; i++) {
        const struct placement *pl = &v->setup[i];
        double cx = ox + (pl->x + 0.5) * cell, cy = oy + (b->ranks - pl->y - 0.5) * cell;
        struct face front, back;
        compose_piece_faces(v, pl->piece, pl->side, &front, &back);
        if (back.kind == FACE_HIDDEN_BACK) {
            /* a piece that starts face down: its back, with its kind small
               in a corner */
            double fs = cell * 0.9, ang = pl->side == SIDE_SECOND ? M_PI : 0;
            cairo_save(cr);
            cairo_translate(cr, cx, cy);
            cairo_rotate(cr, ang);
            cairo_set_source_rgb(cr, 1, 1, 1);
            cairo_rectangle(cr, -fs / 2, -fs / 2, fs, fs);
            cairo_fill(cr);
            draw_face(cr, lo, v, &back, fs, fs);
            cairo_new_path(cr);
            cairo_arc(cr, fs * 0.3, fs * 0.3, fs * 0.2, 0, 2 * M_PI);
            cairo_set_source_rgb(cr, 1, 1, 1);
            cairo_fill_preserve(cr);
            cairo_set_source_rgb(cr, 0, 0, 0);
            cairo_set_line_width(cr, 0.2);
            cairo_stroke(cr);
            char hab[16];
            const char *hl = draw_setup_label(v, pl->piece, pl->side, hab, sizeof hab);
            draw_plain_label(cr, lo, hl, cell * 0.55, fs * 0.3, fs * 0.3, 0, fs * 0.34);
            cairo_restore(cr);
            continue;
        }
        draw_setup_piece(cr, lo, v, pl->piece, pl->side, cx, cy, cell, 0);
    }
}

void draw_booklet_item(cairo_t *cr, const struct layout *lo, const struct variant *v,
                         const struct item *it)
{
    switch (it->kind) {
    case ITEM_GALLERY_ROW:
        render_gallery_row(cr, lo, v, it);
        break;
    case ITEM_LEGEND:
        draw_legend(cr, lo, v, it);
        break;
    case ITEM_BOARD_KEY:
        /* a board cell with the mark, then the words */
        cairo_set_source_rgb(cr, 0, 0, 0);
        cairo_set_line_width(cr, 0.2);
        cairo_rectangle(cr, it->x + 0.5, it->y, 7.5, 7.5);
        cairo_stroke(cr);
        draw_mark_symbol(cr, v, (enum mark_symbol)it->rows, it->side, it->x + 4.25, it->y + 3.75, 7.5);
        cairo_set_source_rgb(cr, 0, 0, 0);
        draw_text(cr, lo, it->markup, it->size_pt, it->x + 11, it->y + 0.6, it->w - 11, ALIGN_LEFT);
        break;
    case ITEM_SETUP:
        render_setup(cr, lo, v, it);
        break;
    case ITEM_FIGURE:
        draw_figure(cr, lo, v, it);
        break;
    default:
        break;
    }
}

void draw_legend(cairo_t *cr, const struct layout *lo, const struct variant *v,
                          const struct item *it)
{
    double colw = it->w / 2;
    for (int i = 0; i < it->nentries; i++) {
        const struct legend_entry *e = &it->entries[i];
        double x = it->x + e->x, y = it->y + e->y;
        int dx = 0, dy = 1;
        cairo_set_source_rgb(cr, 0, 0, 0);
        cairo_set_line_width(cr, 0.2);
        cairo_rectangle(cr, x, y, 7, 7);
        cairo_stroke(cr);
        if (v->components.form == FORM_TILE && e->cell.shape2 == CELL_EMPTY &&
            (e->cell.shape == CELL_STEP || e->cell.shape == CELL_SLIDE))
            draw_tile_key(cr, v, SIDE_FIRST, e->cell.shape, x, y, 7); /* as the tiles print it */
        else
            draw_diagram_symbol(cr, &e->cell, dx, dy, x, y, 7);
        draw_text(cr, lo, e->markup, 8, x + 9, y + 0.5, colw - 11, ALIGN_LEFT);
    }
}
