/* piecedef_zone_lines.c: a diagram drawn in a zone whose diagonal lines
 * carry moves (Janggi's and Xiangqi's palace, mark="diagonals") draws those
 * lines round the piece, as the board does, so that a player sees which
 * points the diagonal steps run along (the centre and the corners, not the
 * middle of an edge). The zone is the diagram's in="...", or, for a
 * diagram without one, the zone the piece is confined to (confine="...")
 * when no other diagram of the piece is drawn in that zone (Xiangqi's
 * General and Advisor; Janggi's General keeps a plain diagram beside its
 * palace one). The piece stands at the zone's centre, or with
 * from="corner" on its back-left corner. */
#include <string.h>

#include "load-imp.h"

/* How many cells out from its centre the zone's diagonals reach; 0 when
 * it draws none, or is not an odd square (its centre would be no point). */
static int zone_reach(const struct variant *v, const char *id)
{
    const struct zone *z = id ? variant_find_zone(v, id, SIDE_FIRST) : NULL;
    if (!z || z->mark != ZMARK_DIAGONALS || !z->rect || z->x0 < 0)
        return 0;
    int w = z->x1 - z->x0, h = z->y1 - z->y0;
    return w == h && w % 2 == 0 ? w / 2 : 0;
}

void load_zone_lines(struct loader *L, struct piece *p)
{
    int confined_drawn = 0; /* a diagram of its own for the confining zone */
    for (int i = 0; i < p->ndiagrams; i++)
        confined_drawn |= p->confine && p->diagrams[i].in_zone &&
                          !strcmp(p->diagrams[i].in_zone, p->confine);
    for (int i = 0; i < p->ndiagrams; i++) {
        struct piece_diagram *d = &p->diagrams[i];
        const char *zone = d->in_zone ? d->in_zone : confined_drawn ? NULL : p->confine;
        d->grid.zone_lines = zone_reach(L->v, zone);
        if (d->grid.zone_corner && (!d->in_zone || !d->grid.zone_lines))
            report_error(L->r, d->line, "piece '%s': <diagram from=\"corner\"> needs in=\"zone\", "
                         "a square zone with drawn diagonals (mark=\"diagonals\"): the corner "
                         "is that zone's", p->id);
    }
}
