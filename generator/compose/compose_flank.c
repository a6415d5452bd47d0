/* compose_flank.c: two pieces that are each other's mirror image (Tori
 * Shogi's Left and Right Quail) are told apart at a glance by the side of
 * the board each starts on: its front carries a dark corner on that side
 * (struct piece_art's flank). Their characters (左鶉, 右鶉) differ in one
 * small stroke group, which does not read across the table (issue 30). */
#include "compose-imp.h"

/* whether cell (r, c) of a and cell (r, n-1-c) of b mark the same move */
static int cell_mirrors(const struct diagram *a, const struct diagram *b, int r, int c)
{
    int n = a->size;
    const struct diagram_cell *x = &a->cells[r * n + c], *y = &b->cells[r * n + n - 1 - c];
    return x->shape == y->shape && x->mode == y->mode && x->shape2 == y->shape2 &&
           x->mode2 == y->mode2;
}

/* a and b are mirror images left to right; with a == b: a is symmetric */
static int mirrored(const struct diagram *a, const struct diagram *b)
{
    if (!a->cells || !b->cells || a->size != b->size)
        return 0;
    for (int r = 0; r < a->size; r++)
        for (int c = 0; c < a->size; c++)
            if (!cell_mirrors(a, b, r, c))
                return 0;
    return 1;
}

/* -1: the first side places piece i only left of the board's middle, 1:
   only right of it, 0: neither (both, on the middle file, or not at all) */
static int start_flank(const struct variant *v, int i)
{
    int left = 0, right = 0, files = v->board.files;
    for (int k = 0; k < v->nsetup; k++) {
        const struct placement *pl = &v->setup[k];
        if (pl->piece != i || pl->side != SIDE_FIRST)
            continue;
        left |= 2 * pl->x + 1 < files;
        right |= 2 * pl->x + 1 > files;
    }
    return left == right ? 0 : left ? -1 : 1;
}

void compose_look_flank(const struct variant *v, struct look *lk)
{
    for (int i = 0; i < v->npieces; i++) {
        const struct piece *p = &v->pieces[i];
        lk->pieces[i].flank = 0;
        if (p->ndiagrams < 1 || mirrored(&p->diagrams[0].grid, &p->diagrams[0].grid))
            continue;
        for (int j = 0; j < v->npieces; j++) {
            const struct piece *q = &v->pieces[j];
            if (j == i || q->ndiagrams < 1 || !mirrored(&p->diagrams[0].grid, &q->diagrams[0].grid))
                continue;
            int a = start_flank(v, i), b = start_flank(v, j);
            if (a && b && a != b)
                lk->pieces[i].flank = a;
        }
    }
}
