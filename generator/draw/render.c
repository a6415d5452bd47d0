/* render.c: draws each placed item of a page with the draw_* functions. */
#include "draw-imp.h"

#include <stdlib.h>

#include <math.h>
#include <stdio.h>


static void render_fold(cairo_t *cr, const struct layout *lo, const struct variant *v,
                        const struct item *it)
{
    const struct piece *p = &v->pieces[it->piece];
    double face = it->w, fold_y = it->y + it->h / 2;
    const struct piece *bp = it->face_back == FACE_PROMOTED && p->promotes_to ? p->promotes_to : p;
    int back_side = piece_back_of(v, p) == BACK_OTHER_SIDE ? 1 - it->side : it->side;
    for (int back = 0; back < 2; back++) {
        struct affine a;
        cairo_matrix_t m;
        compose_fold_face_matrix(it, back, &a);
        cairo_matrix_init(&m, a.xx, a.yx, a.xy, a.yy, a.x0, a.y0);
        cairo_save(cr);
        cairo_transform(cr, &m);
        if (back)
            draw_piece_face(cr, lo, v, bp, back_side, it->face_back, face, face);
        else
            draw_piece_face(cr, lo, v, p, it->side, it->face_front, face, face);
        cairo_restore(cr);
    }
    draw_fold_line(cr, lo, it->x, fold_y, it->x + it->w, fold_y);
}

static void render_cut_grid(cairo_t *cr, const struct layout *lo, const struct item *it)
{
    double cw = it->w / it->cols, ch = it->h / it->rows, ext = 3;
    cairo_set_source_rgb(cr, 0, 0, 0);
    cairo_set_line_width(cr, lo->cut_width);
    /* lines run 3 mm past the grid so a long cut starts on a mark */
    for (int i = 0; i <= it->cols; i++) {
        cairo_move_to(cr, it->x + i * cw, it->y - ext);
        cairo_line_to(cr, it->x + i * cw, it->y + it->h + ext);
    }
    for (int j = 0; j <= it->rows; j++) {
        cairo_move_to(cr, it->x - ext, it->y + j * ch);
        cairo_line_to(cr, it->x + it->w + ext, it->y + j * ch);
    }
    cairo_stroke(cr);
}

static void render_hand(cairo_t *cr, const struct layout *lo, const struct variant *v,
                        const struct item *it)
{
    const char *name = it->side >= 0 && v->sides[it->side].name ? v->sides[it->side].name : "";
    char *title = markup_printf("<b>Hand: %s</b>  <small>captured pieces</small>", name);
    cairo_set_source_rgb(cr, 0, 0, 0);
    draw_text(cr, lo, title, 9, it->x + 4, it->y + 2.5, it->w - 8, ALIGN_LEFT);
    free(title);
    double cell = (it->w - 8) / it->cols;
    cairo_set_line_width(cr, 0.2);
    cairo_set_source_rgb(cr, 0.7, 0.7, 0.7);
    for (int r = 0; r < it->rows; r++)
        for (int c = 0; c < it->cols; c++) {
            cairo_rectangle(cr, it->x + 4 + c * cell + 0.8, it->y + 9 + r * cell + 0.8,
                            cell - 1.6, cell - 1.6);
        }
    cairo_stroke(cr);
    if (it->side == SIDE_SECOND) {
        /* the second side's tray is shaded, as its pieces are */
        cairo_set_source_rgb(cr, 0.85, 0.85, 0.85);
        cairo_rectangle(cr, it->x + 1, it->y + 1, 2, it->h - 2);
        cairo_rectangle(cr, it->x + it->w - 3, it->y + 1, 2, it->h - 2);
        cairo_fill(cr);
    }
    draw_cut_rect(cr, lo, it->x, it->y, it->w, it->h);
}

void draw_page(cairo_t *cr, const struct layout *lo, const struct variant *v,
                 const struct page *pg)
{
    cairo_set_source_rgb(cr, 1, 1, 1);
    cairo_paint(cr);
    for (int i = 0; i < pg->nitems; i++) {
        const struct item *it = &pg->items[i];
        cairo_save(cr);
        cairo_set_source_rgb(cr, 0, 0, 0);
        switch (it->kind) {
        case ITEM_TITLE:
            draw_text(cr, lo, it->markup, it->size_pt, it->x, it->y, it->w, ALIGN_LEFT);
            break;
        case ITEM_TEXT:
            draw_text(cr, lo, it->markup, it->size_pt, it->x, it->y, it->w, (enum text_align)it->align);
            break;
        case ITEM_RULER:
            draw_ruler(cr, lo, it->x, it->y);
            break;
        case ITEM_BOARD_TILE:
            draw_board_tile(cr, lo, v, &it->tile);
            break;
        case ITEM_TILE_MAP:
            draw_tile_map(cr, lo, &it->tile, it->x, it->y, it->w, it->h);
            break;
        case ITEM_DISC:
            cairo_translate(cr, it->x + it->w / 2, it->y + it->h / 2);
            draw_piece_face(cr, lo, v, &v->pieces[it->piece], it->side, FACE_FRONT, it->w, it->h);
            draw_cut_circle(cr, lo, 0, 0, it->w / 2);
            break;
        case ITEM_FOLD:
            render_fold(cr, lo, v, it);
            break;
        case ITEM_CUT_GRID:
            render_cut_grid(cr, lo, it);
            break;
        case ITEM_HAND:
            render_hand(cr, lo, v, it);
            break;
        case ITEM_CHIP:
            draw_chip_item(cr, lo, v, it);
            break;
        case ITEM_SCREEN:
            draw_screen_item(cr, lo, v, it);
            break;
        default:
            draw_booklet_item(cr, lo, v, it);
            break;
        }
        cairo_restore(cr);
    }
}
