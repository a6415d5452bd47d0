/* piecedef_reach.c: <components diagram-reach="N">: a piece's diagrams are
 * drawn within N squares of it (diagram_fold), so each must fold without
 * loss; one that cannot is an error at its <diagram>, with the fix. */
#include "load-imp.h"

void load_reach_check(struct loader *L, struct piece *p)
{
    int reach = L->v->components.diagram_reach;
    p->face_reach = reach;
    for (int i = 0; reach > 0 && i < p->ndiagrams; i++) {
        const struct diagram *g = &p->diagrams[i].grid;
        struct diagram folded;
        char why[200];
        if (!g->cells || g->size <= 2 * reach + 1)
            continue;
        if (diagram_fold(g, reach, &folded, why, sizeof why) != 0)
            report_error(L->r, p->diagrams[i].line,
                         "piece '%s': <components diagram-reach=\"%d\">: %s: write "
                         "diagram-reach larger, or leave it out to draw the diagram whole",
                         p->id, reach, why);
        diagram_free(&folded);
    }
}
