/* draw_refcard.c: a quick-reference card (ITEM_REFCARD) for one player: a
 * heading with the side's name, then a row for each piece type that starts
 * on the board: the piece as that player's faces show it (a disc face, or
 * the movement diagram cropped as on the fold-over faces), its name, and
 * its moves in words. Everything is printed at the components' minimums or
 * larger (text 6 pt, cells 2.5 mm). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "draw-imp.h"
#include "rules/rules.h"

#define NAME_PT 8.0
#define WORDS_PT 6.5
#define PAD 2.0

/* A zone id as words: "own-half" -> "own half". */
static void zone_words(const char *id, char *buf, size_t len)
{
    snprintf(buf, len, "%s", id);
    for (char *c = buf; *c; c++)
        if (*c == '-')
            *c = ' ';
}

/* Where a zone is, for a side's card: the zone's label for that side when
 * it has one ("across the river for a Red soldier"), else "in its <id>". */
static void zone_where(const struct variant *v, const char *id, int side, char *buf, size_t len)
{
    for (int i = 0; i < v->board.nzones; i++) {
        const struct zone *z = &v->board.zones[i];
        if (z->label && !strcmp(z->id, id) && (z->side == side || z->side == SIDE_BOTH)) {
            snprintf(buf, len, "%s", z->label);
            if (buf[0] >= 'a' && buf[0] <= 'z')
                buf[0] = (char)(buf[0] - 'a' + 'A');
            return;
        }
    }
    char zw[96];
    zone_words(id, zw, sizeof zw);
    snprintf(buf, len, "In its %s", zw);
}

/* A piece's moves in words: everywhere, then in each zone where it moves
 * otherwise, and the zone that confines it. */
static void piece_words(const struct variant *v, const struct piece *p, int side, char *buf,
                        size_t len)
{
    compose_moves_words(v, p, NULL, 0, buf, len);
    for (int i = 0; i < p->nmoves; i++) {
        const char *z = p->moves[i].in_zone;
        int seen = 0;
        for (int k = 0; z && k < i; k++)
            seen |= p->moves[k].in_zone && !strcmp(p->moves[k].in_zone, z);
        if (!z || seen)
            continue;
        char zw[160], words[512];
        zone_where(v, z, side, zw, sizeof zw);
        compose_moves_words(v, p, z, 0, words, sizeof words);
        size_t n = strlen(buf);
        if (n < len)
            snprintf(buf + n, len - n, " %s: %s", zw, words); /* as the gallery writes it */
    }
    /* what it becomes, by name: the gallery and the piece's back tell the
     * promoted moves (with them, Chu Seireigi's cards no longer fit) */
    if (p->nchoices > 0) {
        size_t n = strlen(buf);
        if (n < len)
            snprintf(buf + n, len - n, "%s%s to ", n ? " " : "",
                     p->compulsory ? "Must promote" : "May promote");
        for (int c = 0; c < p->nchoices; c++) {
            const struct piece *to = p->choices[c];
            n = strlen(buf);
            if (n < len)
                snprintf(buf + n, len - n, "%s%s", c == 0 ? "" : c == p->nchoices - 1 ? " or " : ", ",
                         to->name ? to->name : to->id);
        }
        n = strlen(buf);
        if (n < len)
            snprintf(buf + n, len - n, ".");
    }
    if (p->confine) {
        char zw[96];
        zone_words(p->confine, zw, sizeof zw);
        size_t n = strlen(buf);
        if (n < len)
            snprintf(buf + n, len - n, "%sNever leaves its %s.", n ? " " : "", zw);
    }
}

void draw_refcard_item(cairo_t *cr, const struct layout *lo, const struct variant *v,
                       const struct item *it)
{
    int side = it->side >= 0 && it->side < MAX_SIDES ? it->side : SIDE_FIRST;
    double face = it->size_pt, x = it->x, y = it->y, w = it->w;
    char *head = markup_printf("<b>Quick reference</b>  %s",
                               v->sides[side].name ? v->sides[side].name : "");
    cairo_set_source_rgb(cr, 0, 0, 0);
    draw_text(cr, lo, head, 9, x + PAD, y + 1.8, w - 2 * PAD, ALIGN_LEFT);
    free(head);
    double k = it->scale >= 1 ? it->scale : 1; /* rows enlarged into the page's room */
    double row_y = y + REFCARD_HEAD + 1, art_w = 14 * k;
    for (int i = 0; i < v->npieces; i++) {
        const struct piece *p = &v->pieces[i];
        if (p->count <= 0)
            continue;
        double rh = k * compose_refcard_row_height(v, p, face, it->cols);
        /* a hairline between rows */
        cairo_set_source_rgb(cr, 0.6, 0.6, 0.6);
        cairo_set_line_width(cr, 0.15);
        cairo_move_to(cr, x + PAD, row_y);
        cairo_line_to(cr, x + w - PAD, row_y);
        cairo_stroke(cr);
        cairo_set_source_rgb(cr, 0, 0, 0);
        double cx = x + PAD + art_w / 2, cy = row_y + rh / 2;
        if (v->components.form == FORM_DISC) {
            double d = rh - 2;
            cairo_save(cr);
            cairo_translate(cr, cx, cy);
            draw_piece_face(cr, lo, v, p, side, FACE_FRONT, d, d);
            cairo_restore(cr);
        } else if (v->components.face == FACE_GLYPH && draw_face_glyph(p, side)) {
            /* the glyph the player sees on the piece */
            draw_face_cjk_label(cr, lo, draw_face_glyph(p, side), 0.55 * rh, cx, cy, art_w);
        } else if (p->ndiagrams > 0 && p->diagrams[0].grid.cells) {
            int row0, rows, col0, cols;
            compose_diagram_extent(&p->diagrams[0].grid, &row0, &rows, &col0, &cols);
            double c = k * MIN_CELL_MM;
            draw_diagram_cropped(cr, &p->diagrams[0].grid, cx - cols * c / 2, cy - rows * c / 2, c, 0);
        }
        char words[1024], *m;
        piece_words(v, p, side, words, sizeof words);
        m = markup_printf("<span size=\"%d\"><b>%s</b></span>\n%s", (int)(k * NAME_PT * 1024),
                          p->name ? p->name : p->id, words);
        double tx = x + PAD + art_w + PAD, tw = w - (tx - x) - PAD;
        /* the words grow with the row, no further than the row holds them
           (and shrink to 6 pt in a compact row) */
        double kt = k, th = text_height(lo, m, kt * WORDS_PT, tw);
        double least = MIN_TEXT_PT / WORDS_PT; /* never under 6 pt */
        while (kt > least && th > rh - 0.5) {
            kt = fmax(least, kt - 0.05);
            free(m);
            m = markup_printf("<span size=\"%d\"><b>%s</b></span>\n%s", (int)(kt * NAME_PT * 1024),
                              p->name ? p->name : p->id, words);
            th = text_height(lo, m, kt * WORDS_PT, tw);
        }
        draw_text(cr, lo, m, kt * WORDS_PT, tx, cy - fmin(th, rh) / 2, tw, ALIGN_LEFT);
        free(m);
        row_y += rh;
    }
    draw_cut_rect(cr, lo, x, y, w, it->h);
}
