/* booklet_draw.c: draws the booklet's generated blocks: the gallery rows
 * (faces, diagrams, moves in words), the setup diagram and the legend. */
#include "draw-imp.h"


#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/base.h"
#include "rules/rules.h"
#include "notation/notation.h"

/* Appends markup made by markup_printf to buf and frees it. */
static void append_markup(char *buf, size_t len, char *m)
{
    str_append(buf, len, m);
    free(m);
}

static void render_gallery_row(cairo_t *cr, const struct layout *lo, const struct variant *v,
                               const struct item *it)
{
    const struct piece *p = &v->pieces[it->piece];
    double x = it->x, cy = it->y + GALLERY_FACE / 2 + 1, face = GALLERY_FACE;
    int disc = v->components.form == FORM_DISC;
    /* faces: both sides' discs, or the front and the back */
    for (int k = 0; k < 2; k++) {
        const struct piece *fp = p;
        int side = disc ? k : SIDE_FIRST;
        enum face_kind kind = FACE_FRONT;
        if (!disc && k == 1) {
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
        double s = disc ? face * 0.8 : face;
        cairo_save(cr);
        cairo_translate(cr, x + s / 2, cy);
        draw_piece_face(cr, lo, v, fp, side, kind, s, s);
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
    /* words */
    char buf[2048], moves[1024];
    struct moveset ms;
    moveset_init(&ms);
    rules_piece_moves(p, NULL, &ms, NULL);
    moveset_in_words(&ms, moves, sizeof moves);
    moveset_free(&ms);
    char *head = p->count ? markup_printf("<b>%s</b> <small>×%d</small>", p->name, p->count)
                          : markup_printf("<b>%s</b> <small>(promoted only)</small>", p->name);
    snprintf(buf, sizeof buf, "%s", head);
    free(head);
    if (p->glyph[0]) {
        str_append(buf, sizeof buf, "  ");
        append_markup(buf, sizeof buf, markup_printf("%s", p->glyph[0]));
        if (p->glyph[1] && strcmp(p->glyph[1], p->glyph[0])) {
            str_append(buf, sizeof buf, " / ");
            append_markup(buf, sizeof buf, markup_printf("%s", p->glyph[1]));
        }
    }
    if (p->promotes_to) {
        char *part = markup_printf("\nPromotes to <b>%s</b>.", p->promotes_to->name);
        str_append(buf, sizeof buf, part);
        free(part);
    }
    if (p->value >= 0) {
        char part[64];
        snprintf(part, sizeof part, " %d point%s.", p->value, p->value == 1 ? "" : "s");
        str_append(buf, sizeof buf, p->promotes_to ? part : "\n");
        if (!p->promotes_to)
            str_append(buf, sizeof buf, part + 1);
    }
    str_append(buf, sizeof buf, "\n<small>");
    str_append(buf, sizeof buf, moves);
    if (p->confine) {
        append_markup(buf, sizeof buf, markup_printf(" Never leaves its %s.", p->confine));
    }
    for (int i = 0; i < p->nmoves; i++)
        if (p->moves[i].in_zone && !p->moves[i].option) {
            char *part;
            const char *cap = NULL;
            for (int d = 0; d < p->ndiagrams; d++)
                if (p->diagrams[d].in_zone && p->diagrams[d].caption &&
                    !strcmp(p->diagrams[d].in_zone, p->moves[i].in_zone))
                    cap = p->diagrams[d].caption;
            if (cap) {
                part = markup_printf(" %c%s, it also has %s.",
                                     cap[0] >= 'a' && cap[0] <= 'z' ? cap[0] - 32 : cap[0], cap + 1,
                                     p->moves[i].betza);
            } else {
                part = markup_printf(" In zone %s it also has %s.", p->moves[i].in_zone,
                                     p->moves[i].betza);
            }
            append_markup(buf, sizeof buf, part);
        }
    /* tables that replace these while an option is on */
    for (int i = 0; i < p->nmoves; i++)
        if (p->moves[i].option && p->moves[i].option_index >= 0) {
            const struct option *o = &v->options[p->moves[i].option_index];
            append_markup(buf, sizeof buf, markup_printf(" With %s: %s.", o->name ? o->name : o->id,
                                                         p->moves[i].betza));
        }
    append_markup(buf, sizeof buf, markup_printf(" Betza: %s", p->nmoves ? p->moves[0].betza : ""));
    str_append(buf, sizeof buf, "</small>");
    cairo_set_source_rgb(cr, 0, 0, 0);
    draw_text(cr, lo, buf, 8.5, x, it->y + 1, it->x + it->w - x, ALIGN_LEFT);
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
        if (piece_back_of(v, &v->pieces[pl->piece]) == BACK_HIDDEN) {
            /* a piece that starts face down: its back, with its kind small
               in a corner */
            double fs = cell * 0.9, ang = pl->side == SIDE_SECOND ? M_PI : 0;
            cairo_save(cr);
            cairo_translate(cr, cx, cy);
            cairo_rotate(cr, ang);
            cairo_set_source_rgb(cr, 1, 1, 1);
            cairo_rectangle(cr, -fs / 2, -fs / 2, fs, fs);
            cairo_fill(cr);
            draw_piece_face(cr, lo, v, &v->pieces[pl->piece], pl->side, FACE_HIDDEN_BACK, fs, fs);
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
    struct diagram_cell cells[64];
    double row_y[33];
    int n = compose_legend_cells(v, cells, 64);
    double colw = it->w / 2;
    compose_legend_rows(lo, v, cells, n, colw, row_y);
    for (int i = 0; i < n; i++) {
        double x = it->x + (i % 2) * colw, y = it->y + row_y[i / 2];
        int dx = 0, dy = 1;
        cairo_set_source_rgb(cr, 0, 0, 0);
        cairo_set_line_width(cr, 0.2);
        cairo_rectangle(cr, x, y, 7, 7);
        cairo_stroke(cr);
        if (v->components.form == FORM_TILE && cells[i].shape2 == CELL_EMPTY &&
            (cells[i].shape == CELL_STEP || cells[i].shape == CELL_SLIDE))
            draw_tile_key(cr, v, SIDE_FIRST, cells[i].shape, x, y, 7); /* as the tiles print it */
        else
            draw_diagram_symbol(cr, &cells[i], dx, dy, x, y, 7);
        char words[512];
        compose_legend_words(v, &cells[i], words, sizeof words);
        char *m = markup_printf("%s", words);
        draw_text(cr, lo, m, 8, x + 9, y + 0.5, colw - 11, ALIGN_LEFT);
        free(m);
    }
}
