/* render.c: draws a composed page (draw_page, draw.h): one switch over the
 * placed items, each handed to the draw_* function for its kind, plus the
 * small items (fold pieces, cut grids, hands) that need no file of their
 * own. Everything an item shows was decided by compose/; this file only
 * places the drawing at the item's position. */
#include "draw-imp.h"

#include <stdlib.h>

#include <math.h>
#include <stdio.h>


static void koma_cut_path(cairo_t *cr, const struct item_fold *f)
{
    cairo_new_path(cr);
    cairo_move_to(cr, f->cut[0][0], f->cut[0][1]);
    for (int i = 1; i < f->ncut; i++)
        cairo_line_to(cr, f->cut[i][0], f->cut[i][1]);
    cairo_close_path(cr);
}

/* A dark koma's fill past its cut, on the side of the fold of its front
 * (above) or back (below) only, outside the cut only. */
static void koma_bleed(cairo_t *cr, const struct item *it, int back)
{
    const struct item_fold *f = &it->fold;
    double b = f->bleed[back];
    if (b <= 0)
        return;
    double x0 = it->x - 2 * b, y0 = back ? f->fold_y : it->y - 2 * b;
    double w = it->w + 4 * b, h = it->h / 2 + 2 * b;
    cairo_save(cr);
    cairo_new_path(cr);
    cairo_rectangle(cr, x0, y0, w, h);
    cairo_clip(cr);
    koma_cut_path(cr, f);
    cairo_rectangle(cr, x0, y0, w, h);
    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD);
    cairo_clip(cr);
    koma_cut_path(cr, f);
    cairo_set_source_rgb(cr, KOMA_DARK_GREY, KOMA_DARK_GREY, KOMA_DARK_GREY);
    cairo_set_line_width(cr, 2 * b);
    cairo_stroke(cr);
    cairo_restore(cr);
}

static void render_fold(cairo_t *cr, const struct layout *lo, const struct look *lk,
                        const struct item *it)
{
    const struct item_fold *f = &it->fold;
    double face = it->w;
    for (int back = 0; back < (f->single ? 1 : 2); back++) { /* a single card: no back */
        const struct affine *a = &f->face_at[back];
        cairo_matrix_t m;
        cairo_matrix_init(&m, a->xx, a->yx, a->xy, a->yy, a->x0, a->y0);
        cairo_save(cr);
        cairo_transform(cr, &m);
        draw_face(cr, lo, lk, back ? &f->back : &f->front, face, face);
        cairo_restore(cr);
    }
    if (f->ncut) { /* a koma: cut round both pentagons */
        int bleeds = f->bleed[0] > 0 || f->bleed[1] > 0;
        for (int back = 0; back < 2 && bleeds; back++)
            koma_bleed(cr, it, back);
        koma_cut_path(cr, f);
        if (bleeds) { /* grey, to show on the dark fill */
            cairo_set_source_rgb(cr, 0.6, 0.6, 0.6);
            cairo_set_line_width(cr, lo->cut_width);
            cairo_stroke(cr);
        } else {
            draw_cut_path(cr, lo);
        }
    }
    if (!f->single)
        draw_fold_line_tone(cr, lo, f->fold_x0, f->fold_y, f->fold_x1, f->fold_y,
                            f->front.ground_full ? CUT_ON_DARK_GREY : 0);
}

/* A disc: a dark side's disc bleeds past its cut circle (an octagonal
 * disc's: past its octagon, flat for flat) as far as the
 * composer decided (d->bleed), so that cutting up to that much off the line
 * leaves no white rim, and its cut line is printed grey to show on the
 * black. */
static void render_disc(cairo_t *cr, const struct layout *lo, const struct look *lk,
                        const struct item *it)
{
    const struct item_disc *d = &it->disc;
    if (lo->disc_square) { /* on its square tile: the sheet's cut grid cuts it */
        draw_face(cr, lo, lk, &d->face, it->w, it->h);
        return;
    }
    int octagon = lk->shape == SHAPE_OCTAGON;
    if (d->dark) {
        if (octagon) /* the bleed follows the cut, its flats bleed out */
            draw_octagon_path(cr, 0, 0, d->r + d->bleed);
        else {
            cairo_new_path(cr);
            cairo_arc(cr, 0, 0, d->r + d->bleed, 0, 2 * M_PI);
        }
        cairo_set_source_rgb(cr, 0, 0, 0);
        cairo_fill(cr);
    }
    draw_face(cr, lo, lk, &d->face, it->w, it->h);
    if (d->dark) {
        if (octagon) {
            draw_octagon_path(cr, 0, 0, d->r);
            cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER);
        } else {
            cairo_new_path(cr);
            cairo_arc(cr, 0, 0, d->r, 0, 2 * M_PI);
        }
        cairo_set_source_rgb(cr, 0.6, 0.6, 0.6);
        cairo_set_line_width(cr, lo->cut_width);
        cairo_stroke(cr);
    } else {
        draw_cut_outline(cr, lo, lk->shape, 0, 0, d->r);
    }
}

/* A sheet's cut grid; over pieces black to their cuts (dark), drawn after
 * them: their black bleeds DISC_BLEED past the grid's edge, so that a cut
 * that much off the line leaves no white rim, and the lines are grey to
 * show on the black, as a dark disc's cut circle. */
static void render_cut_grid(cairo_t *cr, const struct layout *lo, const struct item *it)
{
    double cw = it->w / it->cut_grid.cols, ch = it->h / it->cut_grid.rows, ext = CUT_GRID_RUN;
    double grey = 0;
    if (it->cut_grid.dark) {
        double b = DISC_BLEED;
        cairo_save(cr);
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD);
        cairo_new_path(cr);
        cairo_rectangle(cr, it->x - b, it->y - b, it->w + 2 * b, it->h + 2 * b);
        cairo_rectangle(cr, it->x, it->y, it->w, it->h);
        cairo_set_source_rgb(cr, 0, 0, 0);
        cairo_fill(cr);
        cairo_restore(cr);
        grey = CUT_ON_DARK_GREY;
    }
    cairo_set_source_rgb(cr, grey, grey, grey);
    cairo_set_line_width(cr, lo->cut_width);
    for (int i = 0; i <= it->cut_grid.cols; i++) {
        cairo_move_to(cr, it->x + i * cw, it->y - CUT_GRID_RUN_TOP);
        cairo_line_to(cr, it->x + i * cw, it->y + it->h + ext);
    }
    for (int j = 0; j <= it->cut_grid.rows; j++) {
        cairo_move_to(cr, it->x - ext, it->y + j * ch);
        cairo_line_to(cr, it->x + it->w + ext, it->y + j * ch);
    }
    cairo_stroke(cr);
}

/* Crop marks: hairlines as thin as the cut lines, in black. */
static void render_crop_marks(cairo_t *cr, const struct layout *lo, const struct item *it)
{
    cairo_set_source_rgb(cr, 0, 0, 0);
    cairo_set_line_width(cr, lo->cut_width);
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
    for (int i = 0; i < it->crop.n; i++) {
        const struct crop_mark *m = &it->crop.marks[i];
        cairo_move_to(cr, m->x0, m->y0);
        cairo_line_to(cr, m->x1, m->y1);
    }
    cairo_stroke(cr);
}

static void render_hand(cairo_t *cr, const struct layout *lo, const struct look *lk,
                        const struct item *it)
{
    double top = it->hand.band; /* where the slots start */
    /* a koma set's tray is wooden like its board (a komadai), its slots
       on the tone, a white rim inside the cut line */
    if (lk->board.wood) {
        cairo_set_source_rgb(cr, BOARD_WOOD_RGB);
        cairo_rectangle(cr, it->x + 1.5, it->y + top - 1, it->w - 3, it->h - top - 0.5);
        cairo_fill(cr);
    }
    /* a side whose pieces are printed dark has its tray's header on a
       solid band, as its pieces have theirs (grey bars at the tray's ends
       once said so, and read as glue flaps) */
    int dark = it->hand.dark;
    if (dark) {
        cairo_set_source_rgb(cr, 0, 0, 0);
        cairo_rectangle(cr, it->x + 1.5, it->y + 1.5, it->w - 3, top - 2);
        cairo_fill(cr);
    }
    cairo_set_source_rgb(cr, dark, dark, dark);
    draw_text(cr, lo, it->hand.markup, HAND_HEADER_PT, it->x + 4, it->y + 1.8, it->w - 8, ALIGN_LEFT);
    double cell = (it->w - 8) / it->hand.cols;
    cairo_set_line_width(cr, 0.2);
    cairo_set_source_rgb(cr, 0.7, 0.7, 0.7);
    for (int k = 0; k < it->hand.slots; k++) {
        int r = k / it->hand.cols, c = k % it->hand.cols;
        cairo_rectangle(cr, it->x + 4 + c * cell + 0.8, it->y + top + r * cell + 0.8,
                        cell - 1.6, cell - 1.6);
    }
    cairo_stroke(cr);
    draw_cut_rect(cr, lo, it->x, it->y, it->w, it->h);
}

/* ITEM_THUMB, a component page drawn small in the booklet: the page
 * itself, scaled, clipped to its box, framed. Here rather than with the
 * booklet's other items, so that drawing a page stays in one file. */
static void render_thumb(cairo_t *cr, const struct layout *lo, const struct document *doc,
                         const struct item *it)
{
    const struct page *pg = it->thumb.page;
    double k = it->w / pg->w;
    cairo_save(cr);
    cairo_rectangle(cr, it->x, it->y, it->w, it->h);
    cairo_clip(cr);
    cairo_translate(cr, it->x, it->y);
    cairo_scale(cr, k, k);
    /* the page is another document's (the components'), of the same set
       and so in the same look */
    struct ink_ledger *ledger = draw_ink_ledger_of(cr);
    if (ledger) /* what the thumbnail prints is noted as this item's, not as
                   the items of the booklet page that share their indices */
        ledger->in_thumb = 1;
    draw_page(cr, lo, doc, pg); /* its items are never thumbnails */
    if (ledger)
        ledger->in_thumb = 0;
    cairo_restore(cr);
    cairo_set_source_rgb(cr, 0.4, 0.4, 0.4);
    cairo_set_line_width(cr, 0.3);
    cairo_rectangle(cr, it->x, it->y, it->w, it->h);
    cairo_stroke(cr);
}

void draw_page(cairo_t *cr, const struct layout *lo, const struct document *doc,
               const struct page *pg)
{
    const struct look *lk = &doc->look;
    cairo_set_source_rgb(cr, 1, 1, 1);
    cairo_paint(cr);
    struct ink_ledger *ledger = draw_ink_ledger_of(cr);
    for (int i = 0; i < pg->nitems; i++) {
        const struct item *it = &pg->items[i];
        if (ledger && !ledger->in_thumb)
            ledger->item = i;
        cairo_save(cr);
        cairo_set_source_rgb(cr, 0, 0, 0);
        switch (it->kind) {
        case ITEM_TITLE:
            draw_text(cr, lo, it->text.markup, it->text.size_pt, it->x, it->y, it->w, ALIGN_LEFT);
            break;
        case ITEM_TEXT:
            if (it->text.clip_h > 0) /* one page's slice of a long text: whole lines */
                draw_text_slice(cr, lo, it->text.markup, it->text.size_pt, it->x, it->y, it->w,
                                it->text.clip_top, it->text.clip_h);
            else
                draw_text(cr, lo, it->text.markup, it->text.size_pt, it->x, it->y, it->w,
                          (enum text_align)it->text.align);
            break;
        case ITEM_RULER:
            draw_ruler(cr, lo, it->x, it->y, it->w);
            break;
        case ITEM_BOARD_TILE:
            draw_board_tile(cr, lo, lk, &it->tile);
            break;
        case ITEM_TILE_MAP:
            draw_tile_map(cr, lo, &it->tile, it->x, it->y, it->w, it->h);
            break;
        case ITEM_DISC:
            cairo_translate(cr, it->x + it->w / 2, it->y + it->h / 2);
            render_disc(cr, lo, lk, it);
            break;
        case ITEM_FOLD:
            render_fold(cr, lo, lk, it);
            break;
        case ITEM_CUT_GRID:
            render_cut_grid(cr, lo, it);
            break;
        case ITEM_HAND:
            render_hand(cr, lo, lk, it);
            break;
        case ITEM_CHIP:
            draw_chip_item(cr, lo, lk, it);
            break;
        case ITEM_SCREEN:
            draw_screen_item(cr, lo, it);
            break;
        case ITEM_THUMB:
            render_thumb(cr, lo, doc, it);
            break;
        case ITEM_REFCARD:
            draw_refcard_item(cr, lo, lk, it);
            break;
        case ITEM_CROP_MARKS:
            render_crop_marks(cr, lo, it);
            break;
        case ITEM_GALLERY_ROW:
            draw_gallery_row(cr, lo, lk, it);
            break;
        case ITEM_LEGEND:
            draw_legend(cr, lo, lk, it);
            break;
        case ITEM_BOARD_KEY:
            draw_board_key(cr, lo, lk, it);
            break;
        case ITEM_SETUP:
            draw_setup_board(cr, lo, lk, it);
            break;
        case ITEM_FIGURE:
            draw_figure(cr, lo, lk, it);
            break;
        case ITEM_DESIGN_DIAGRAM:
            draw_design_diagram(cr, lo, it);
            break;
        } /* no default: -Wswitch-enum refuses a kind nobody draws */
        cairo_restore(cr);
    }
}
