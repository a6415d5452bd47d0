/* validate_promoted.c: pieces set up showing their promoted side (<place
 * promoted="yes">), limits on how many of a promoted piece a player may
 * have (<piece promotion-limit>), promotion by capture only (<piece
 * promotion-move>), promoted pieces that turn back (<piece demotes>) and
 * drops either side up (<variant drop-promoted>): a piece
 * can only start or be dropped promoted where its printed back is what it
 * promotes to, a limit must be on a piece that something promotes to, and
 * a piece turns back from one promoted form. */
#include "rules-imp.h"

#include <string.h>

static int promotes_to(const struct piece *p, const struct piece *to)
{
    for (int c = 0; c < p->nchoices; c++)
        if (p->choices[c] == to)
            return 1;
    return 0;
}

void rules_check_promoted(const struct variant *v, struct report *r)
{
    for (int i = 0; i < v->nsetup; i++) {
        const struct placement *pl = &v->setup[i];
        const struct piece *p = &v->pieces[pl->piece];
        if (!pl->promoted)
            continue;
        char sq[32];
        variant_square_name(v, pl->x, pl->y, sq, sizeof sq);
        if (!p->promotes_to)
            report_error(r, pl->line, "setup: piece '%s' on %s starts promoted (promoted=\"yes\"), "
                         "but it promotes to nothing (promotes=\"...\")", p->id, sq);
        else if (v->components.form == FORM_DISC || piece_back_of(v, p) != BACK_PROMOTED)
            report_error(r, pl->line, "setup: piece '%s' on %s starts promoted, showing its "
                         "promoted side, but %s; give it fold-over pieces whose back shows '%s' "
                         "(form=\"fold\" back=\"promoted\")", p->id, sq,
                         v->components.form == FORM_DISC ? "a disc has no back to show"
                                                         : "its back does not show what it promotes to",
                         p->promotes_to->id);
    }
    int turns = 0; /* a piece whose back is what it promotes to */
    for (int i = 0; i < v->npieces; i++) {
        const struct piece *p = &v->pieces[i];
        turns |= p->promotes_to && p->count > 0 && v->components.form != FORM_DISC &&
                 piece_back_of(v, p) == BACK_PROMOTED;
        if (p->by_capture && !p->nchoices)
            report_error(r, p->line, "piece '%s': promotion-move=\"capture\" says which moves "
                         "promote it, but it promotes to nothing (promotes=\"...\")", p->id);
        if (p->demotes && p->nchoices != 1)
            report_error(r, p->line, "piece '%s': demotes=\"yes\" turns its promoted form back into "
                         "it, but it promotes to %s (promotes=\"...\" with one piece)", p->id,
                         p->nchoices ? "several pieces" : "nothing");
    }
    if (v->drop_promoted && !v->drops)
        report_error(r, v->line, "<variant drop-promoted=\"yes\">: pieces are dropped either side "
                     "up only in a game with drops (drops=\"yes\")");
    else if (v->drop_promoted && !turns)
        report_error(r, v->line, "<variant drop-promoted=\"yes\">: no piece has its promoted form "
                     "on its back to be dropped that side up (promotes=\"...\" on fold-over "
                     "pieces with back=\"promoted\")");
    for (int i = 0; i < v->npieces; i++) {
        const struct piece *q = &v->pieces[i];
        if (!q->promotion_limit)
            continue;
        int target = 0;
        for (int j = 0; j < v->npieces && !target; j++)
            target = j != i && promotes_to(&v->pieces[j], q);
        if (!target)
            report_error(r, q->line, "piece '%s' has promotion-limit=\"%d\", but no piece promotes "
                         "to it: the limit belongs on a piece that others become (promotes=\"%s\" "
                         "on them), or leave it out", q->id, q->promotion_limit, q->id);
    }
}
