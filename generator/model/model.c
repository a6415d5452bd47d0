/* model.c: look-ups on the model (pieces, zones, square names, a piece's
 * back and orientations) and releasing it. The model is plain data that
 * the loader fills; the few questions every later stage asks of it are
 * answered here, once, so that no stage re-derives them its own way. */
#include "model.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/base.h"

int variant_find_piece(const struct variant *v, const char *id)
{
    for (int i = 0; id && i < v->npieces; i++)
        if (v->pieces[i].id && strcmp(v->pieces[i].id, id) == 0)
            return i;
    return -1;
}

unsigned variant_en_passant_traits(const struct variant *v, const struct piece **who,
                                   const struct moves **table)
{
    unsigned all = 0;
    *who = NULL;
    *table = NULL;
    for (int i = 0; i < v->npieces; i++)
        for (int k = 0; k < v->pieces[i].nmoves; k++) {
            unsigned t = betza_en_passant_traits(v->pieces[i].moves[k].betza);
            if ((t & 1) && !*who) {
                *who = &v->pieces[i];
                *table = &v->pieces[i].moves[k];
            }
            all |= t;
        }
    return all;
}

int variant_closest_piece(const struct variant *v, const char *id)
{
    const char **names = xcalloc((size_t)v->npieces + 1, sizeof *names);
    for (int i = 0; i < v->npieces; i++)
        names[i] = v->pieces[i].id;
    const char *near = str_closest(id, names, v->npieces);
    free(names);
    return near ? variant_find_piece(v, near) : -1;
}

const struct end_rule *variant_end_rule(const struct variant *v, enum end_kind kind)
{
    for (int i = 0; i < v->end.nrules; i++)
        if (v->end.rules[i].kind == kind)
            return &v->end.rules[i];
    return NULL;
}

/* "; did you mean 'x'?" for the closest of n names, or "". */
static const char *suggest(const char *id, const char **names, int n, char *buf, size_t len)
{
    const char *near = str_closest(id, names, n);
    if (near)
        snprintf(buf, len, "; did you mean '%s'?", near);
    else
        snprintf(buf, len, "%s", "");
    free(names);
    return buf;
}

const char *variant_suggest_piece(const struct variant *v, const char *id, char *buf, size_t len)
{
    const char **names = xcalloc((size_t)v->npieces + 1, sizeof *names);
    for (int i = 0; i < v->npieces; i++)
        names[i] = v->pieces[i].id;
    return suggest(id, names, v->npieces, buf, len);
}

const char *variant_suggest_zone(const struct variant *v, const char *id, char *buf, size_t len)
{
    const char **names = xcalloc((size_t)v->board.nzones + 1, sizeof *names);
    for (int i = 0; i < v->board.nzones; i++)
        names[i] = v->board.zones[i].id;
    return suggest(id, names, v->board.nzones, buf, len);
}

const char *variant_suggest_option(const struct variant *v, const char *id, char *buf, size_t len)
{
    const char **names = xcalloc((size_t)v->noptions + 1, sizeof *names);
    for (int i = 0; i < v->noptions; i++)
        names[i] = v->options[i].id;
    return suggest(id, names, v->noptions, buf, len);
}

double piece_size_scale(const struct variant *v, const struct piece *p)
{
    static const double disc[] = {1.0, 0.86, 0.74}, fold[] = {1.0, 0.93, 0.86};
    if (!p || p->size < SIZE_LARGE || p->size > SIZE_SMALL)
        return 1.0;
    return v->components.form == FORM_DISC ? disc[p->size] : fold[p->size];
}

enum piece_back piece_back_of(const struct variant *v, const struct piece *p)
{
    if (p && p->back >= 0)
        return (enum piece_back)p->back;
    return v->components.back;
}

int piece_starts_turned(const struct variant *v, int piece)
{
    for (int i = 0; i < v->nsetup; i++)
        if (v->setup[i].promoted && v->pieces[v->setup[i].piece].promotes_to == &v->pieces[piece])
            return 1;
    return 0;
}

int piece_back_choices(const struct variant *v, const struct piece *p)
{
    int choices = p && p->back >= 0 ? p->back_choices : v->components.back_choices;
    return choices && piece_back_of(v, p) == BACK_PROMOTED && p->nchoices > 1;
}

int piece_single_card(const struct variant *v, const struct piece *p)
{
    return v->components.form != FORM_DISC && v->components.shape != SHAPE_PENTAGON &&
           piece_back_of(v, p) == BACK_NONE;
}

int variant_zone_has(const struct zone *z, int x, int y)
{
    if (z->x0 < 0 || x < z->x0 || x > z->x1 || y < z->y0 || y > z->y1)
        return 0;
    return z->rect || (z->cells && z->cells[y * z->files + x]);
}

const struct zone *variant_find_zone(const struct variant *v, const char *id, int side)
{
    for (int i = 0; id && i < v->board.nzones; i++) {
        const struct zone *z = &v->board.zones[i];
        if (z->id && strcmp(z->id, id) == 0 && (z->side == side || z->side == SIDE_BOTH))
            return z;
    }
    return NULL;
}

void variant_square_name(const struct variant *v, int x, int y, char *buf, size_t len)
{
    const struct board *b = &v->board;
    if (x >= 0 && x < b->files && y >= 0 && y < b->ranks && b->file_names && b->rank_names)
        snprintf(buf, len, "%s%s", b->file_names[x], b->rank_names[y]);
    else
        snprintf(buf, len, "(%d,%d)", x, y);
}

static void free_board(struct board *b)
{
    str_free_words(b->file_names, b->files);
    free(b->dark);
    str_free_words(b->rank_names, b->ranks);
    for (int i = 0; i < b->ncoords; i++)
        str_free_words(b->coords[i].labels, b->coords[i].nlabels);
    free(b->coords);
    for (int i = 0; i < b->nzones; i++) {
        free(b->zones[i].id);
        free(b->zones[i].label);
        free(b->zones[i].name);
        free(b->zones[i].cells);
    }
    free(b->zones);
    /* the squares of one <mark> element share its label */
    for (int i = 0; i < b->nmarks; i++)
        if (b->marks[i].label && (i == 0 || b->marks[i - 1].label != b->marks[i].label))
            free(b->marks[i].label);
    free(b->marks);
    if (b->river)
        free(b->river->text);
    free(b->river);
}

static void free_piece(struct piece *p)
{
    free(p->id);
    free(p->name);
    free(p->short_name);
    free(p->rule);
    free(p->promotion_rule);
    free(p->abbr);
    for (int s = 0; s < MAX_SIDES; s++)
        free(p->glyph[s]);
    free(p->promotes);
    free(p->choices);
    free(p->promotion_zone);
    free(p->confine);
    for (int i = 0; i < p->nmoves; i++) {
        free(p->moves[i].betza);
        free(p->moves[i].in_zone);
        free(p->moves[i].option);
    }
    free(p->moves);
    for (int i = 0; i < p->ndiagrams; i++) {
        free(p->diagrams[i].text);
        free(p->diagrams[i].in_zone);
        free(p->diagrams[i].caption);
        diagram_free(&p->diagrams[i].grid);
    }
    free(p->diagrams);
}

void variant_free(struct variant *v)
{
    free(v->file);
    free(v->id);
    free(v->name);
    free(v->subtitle);
    free(v->players);
    free(v->age);
    free(v->playing_time);
    free(v->warning);
    free(v->turn);
    free(v->value_label);
    free(v->lang);
    for (int s = 0; s < MAX_SIDES; s++) {
        free(v->sides[s].name);
        free(v->sides[s].colour);
    }
    free_board(&v->board);
    for (int i = 0; i < v->npieces; i++)
        free_piece(&v->pieces[i]);
    free(v->pieces);
    free(v->setup);
    free(v->start_hand);
    for (int s = 0; s < MAX_SIDES; s++)
        free(v->free_zone[s]);
    free(v->hands);
    for (int i = 0; i < v->components.nchips; i++) {
        free(v->components.chips[i].id);
        free(v->components.chips[i].label_front);
        free(v->components.chips[i].label_back);
    }
    free(v->components.chips);
    if (v->components.screen)
        free(v->components.screen->text);
    free(v->components.screen);
    for (int i = 0; i < v->nrules; i++) {
        for (int j = 0; j < v->rules[i].nblocks; j++) {
            free(v->rules[i].blocks[j].markup);
            free(v->rules[i].blocks[j].fig_pieces);
            free(v->rules[i].blocks[j].fig_caption);
            free(v->rules[i].blocks[j].sample);
        }
        free(v->rules[i].blocks);
        free(v->rules[i].title);
    }
    free(v->rules);
    for (int i = 0; i < v->nnotes; i++)
        free(v->notes[i]);
    free(v->notes);
    for (int i = 0; i < v->ndesigner_notes; i++)
        free(v->designer_notes[i]);
    free(v->designer_notes);
    for (int i = 0; i < v->noptions; i++) {
        free(v->options[i].id);
        free(v->options[i].name);
        free(v->options[i].text);
    }
    free(v->options);
    for (int i = 0; i < v->end.nrules; i++) {
        free(v->end.rules[i].pieces);
        free(v->end.rules[i].zone);
    }
    free(v->end.rules);
    memset(v, 0, sizeof *v);
}

int piece_count(const struct piece *p, int side)
{
    return p->side == SIDE_BOTH || p->side == side ? p->count : 0;
}

int piece_spares(const struct variant *v, int piece, int side)
{
    int placed = 0;
    for (int i = 0; i < v->nsetup; i++)
        placed += v->setup[i].piece == piece && v->setup[i].side == side;
    for (int i = 0; i < v->nstart_hand && v->free_zone[side]; i++)
        placed += v->start_hand[i].piece == piece && v->start_hand[i].side == side;
    return v->drops || placed == 0 ? 0 : piece_count(&v->pieces[piece], side) - placed;
}

int variant_pieces_either_side(const struct variant *v)
{
    const struct side *a = &v->sides[SIDE_FIRST], *b = &v->sides[SIDE_SECOND];
    if (!v->drops || a->filled != b->filled ||
        strcmp(a->colour ? a->colour : "", b->colour ? b->colour : ""))
        return 0;
    for (int i = 0; i < v->npieces; i++)
        if (v->pieces[i].side != SIDE_BOTH)
            return 0;
    return 1;
}

int piece_orientations(const struct piece *p)
{
    return p->rotates ? 4 : 1;
}

static const struct diagram *face_grid(const struct piece *p, struct diagram *merged);

/* The diagram a face shows: the piece's diagram for everywhere, with the
 * moves it has only in a zone added, framed (diagram_overlay), and drawn
 * within the piece's face_reach (diagram_fold). Returns the grid to draw;
 * *merged holds what must be freed. */
const struct diagram *piece_face_diagram(const struct piece *p, struct diagram *merged)
{
    const struct diagram *d = face_grid(p, merged);
    struct diagram folded;
    char why[200];
    if (!d || p->face_reach < 1 || d->size <= 2 * p->face_reach + 1 ||
        diagram_fold(d, p->face_reach, &folded, why, sizeof why) != 0)
        return d;
    diagram_free(merged);
    *merged = folded;
    return merged;
}

static const struct diagram *face_grid(const struct piece *p, struct diagram *merged)
{
    const struct diagram *d = NULL;
    memset(merged, 0, sizeof *merged);
    for (int i = 0; i < p->ndiagrams && !d; i++)
        if (!p->diagrams[i].in_zone && p->diagrams[i].grid.cells)
            d = &p->diagrams[i].grid;
    if (!d)
        return p->ndiagrams ? &p->diagrams[0].grid : NULL;
    for (int i = 0; i < p->ndiagrams; i++) {
        struct diagram next;
        if (!p->diagrams[i].in_zone || !p->diagrams[i].grid.cells ||
            diagram_overlay(d, &p->diagrams[i].grid, &next) != 0)
            continue;
        diagram_free(merged);
        *merged = next;
        d = merged;
    }
    return d;
}

const char *piece_face_glyph(const struct piece *p, int side)
{
    int other = side == SIDE_FIRST ? SIDE_SECOND : SIDE_FIRST;
    if (p->glyph[side] && *p->glyph[side]) return p->glyph[side];
    if (p->glyph[other] && *p->glyph[other]) return p->glyph[other];
    return NULL;
}
