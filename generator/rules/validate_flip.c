/* validate_flip.c: placing by outflanking (placing-rule="outflank"), the
 * opening squares placed first (<zone id="opening">) and pieces that
 * change sides (<variant flip>): each has what it needs to happen, and a
 * piece that changes sides can be turned over to show its new owner. */
#include "rules-imp.h"

#include <string.h>

/* A piece of each side stands on the board at the start. */
static int both_sides_on_board(const struct variant *v)
{
    int on[MAX_SIDES] = {0, 0};
    for (int i = 0; i < v->nsetup; i++)
        if (v->setup[i].side >= 0 && v->setup[i].side < MAX_SIDES)
            on[v->setup[i].side] = 1;
    return on[SIDE_FIRST] && on[SIDE_SECOND];
}

void rules_check_flip(const struct variant *v, struct report *r)
{
    const struct zone *open = variant_find_zone(v, "opening", SIDE_FIRST);
    int line = v->free_line[SIDE_FIRST] ? v->free_line[SIDE_FIRST] : v->free_line[SIDE_SECOND];
    if (open && v->free_rule == PLACING_ANYWHERE)
        report_error(r, open->line, "zone 'opening' (the squares filled before any other) is for "
                     "a game placed by a rule (<setup placing-rule=\"outflank\">, \"gravity\"): "
                     "anywhere else a piece may go on any empty square anyway");
    else if (open && open->side != SIDE_BOTH)
        report_error(r, open->line, "zone 'opening' is for both sides: the first pieces of either "
                     "go there (leave out side=\"...\")");
    else if (open && open->mark == ZMARK_NONE)
        report_error(r, open->line, "zone 'opening' is not marked: the players must see the squares "
                     "placed first (mark=\"outline\")");
    if (v->free_rule == PLACING_OUTFLANK && !open && !both_sides_on_board(v))
        report_error(r, line, "<setup placing-rule=\"outflank\">: a piece is placed only where it "
                     "encloses enemy pieces against one of its own, but the board starts without "
                     "pieces of both sides and no zone 'opening' says where the first go, so "
                     "nothing could ever be placed");
    if (v->flip == FLIP_NONE)
        return;
    for (int i = 0; i < v->npieces; i++) {
        const struct piece *p = &v->pieces[i];
        int back = p->back >= 0 ? p->back : (int)v->components.back;
        if (p->count > 0 && back != BACK_OTHER_SIDE)
            report_error(r, p->line, "piece '%s': <variant flip=\"...\"> turns enemy pieces over to "
                         "change their side, so a piece's back is the same piece in the other "
                         "side's colours (back=\"other-side\" on the piece or <components>)", p->id);
        if (p->count > 0 && p->royal)
            report_error(r, p->line, "piece '%s' is royal, but <variant flip=\"...\"> may turn it "
                         "over to the other side (the engine refuses kings with flipping too)", p->id);
    }
}
