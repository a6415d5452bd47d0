/* model.c: look-ups on the model and releasing it. */
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

enum piece_back piece_back_of(const struct variant *v, const struct piece *p)
{
    if (p && p->back >= 0)
        return (enum piece_back)p->back;
    return v->components.back;
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
    str_free_words(b->rank_names, b->ranks);
    for (int i = 0; i < b->ncoords; i++)
        str_free_words(b->coords[i].labels, b->coords[i].nlabels);
    free(b->coords);
    for (int i = 0; i < b->nzones; i++) {
        free(b->zones[i].id);
        free(b->zones[i].label);
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
    for (int s = 0; s < MAX_SIDES; s++)
        free(p->glyph[s]);
    free(p->promotes);
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
        }
        free(v->rules[i].blocks);
        free(v->rules[i].title);
    }
    free(v->rules);
    for (int i = 0; i < v->nnotes; i++)
        free(v->notes[i]);
    free(v->notes);
    for (int i = 0; i < v->noptions; i++) {
        free(v->options[i].id);
        free(v->options[i].name);
        free(v->options[i].text);
    }
    free(v->options);
    memset(v, 0, sizeof *v);
}

int piece_orientations(const struct piece *p)
{
    return p->rotates ? 4 : 1;
}
