/* validate_placement.c: a free setup phase (<setup free-placement="zone">):
 * the zone exists for the side, the side holds pieces in hand to place,
 * and they fit on the zone's squares the setup leaves empty (a reserve,
 * placed during play, need not: squares empty as the game goes on); a
 * zone placed by gravity has a square a piece can fall onto. */
#include "rules-imp.h"

#include <string.h>

static int zone_free_squares(const struct variant *v, const struct zone *z)
{
    int n = 0;
    for (int y = z->y0; y <= z->y1; y++)
        for (int x = z->x0; x <= z->x1; x++) {
            int taken = 0;
            for (int i = 0; i < v->nsetup && !taken; i++)
                taken = v->setup[i].x == x && v->setup[i].y == y;
            const struct zone *b = variant_find_zone(v, "blocked", SIDE_FIRST);
            taken |= b && b->x0 >= 0 && variant_zone_has(b, x, y);
            n += variant_zone_has(z, x, y) && !taken;
        }
    return n;
}

/* placing-rule="gravity": a piece goes on the bottom rank or just above
 * a piece, so the zone needs such a square or nothing is ever placed. */
static int gravity_can_start(const struct variant *v, const struct zone *z)
{
    for (int y = z->y0; y <= z->y1; y++)
        for (int x = z->x0; x <= z->x1; x++) {
            if (!variant_zone_has(z, x, y))
                continue;
            if (y == 0)
                return 1;
            for (int i = 0; i < v->nsetup; i++)
                if (v->setup[i].x == x && v->setup[i].y == y - 1)
                    return 1;
        }
    return 0;
}

void rules_check_free_placement(const struct variant *v, struct report *r)
{
    for (int s = 0; s < MAX_SIDES; s++) {
        const char *id = v->free_zone[s];
        if (!id)
            continue;
        int line = v->free_line[s], held = 0;
        for (int i = 0; i < v->nstart_hand; i++)
            held += v->start_hand[i].side == s;
        const struct zone *z = variant_find_zone(v, id, s);
        if (!z) {
            char dym[96];
            report_error(r, line, "<setup free-placement=\"%s\">: no zone '%s' for %s%s", id, id,
                         v->sides[s].name, variant_suggest_zone(v, id, dym, sizeof dym));
        } else if (held == 0) {
            report_error(r, line, "<setup free-placement=\"%s\">: %s holds no piece to place "
                         "(the pieces placed before play are <place ... in=\"hand\">)", id,
                         v->sides[s].name);
        } else if (!v->free_during_play && z->x0 >= 0 && zone_free_squares(v, z) < held) {
            report_error(r, line, "<setup free-placement=\"%s\">: %s places %d pieces, but the "
                         "zone has %d empty squares", id, v->sides[s].name, held,
                         zone_free_squares(v, z));
        } else if (v->free_rule == PLACING_GRAVITY && z->x0 >= 0 && !gravity_can_start(v, z)) {
            report_error(r, line, "<setup free-placement=\"%s\"> with placing-rule=\"gravity\": no "
                         "square of zone '%s' is on the bottom rank or just above a piece, so no "
                         "piece could ever be placed there", id, id);
        }
    }
}

/* Blocked squares (<zone id="blocked">): out of play for both sides, so
 * printed (marked) and never a piece's start square. */
void rules_check_blocked(const struct variant *v, struct report *r)
{
    for (int i = 0; i < v->board.nzones; i++) {
        const struct zone *z = &v->board.zones[i];
        if (strcmp(z->id, "blocked") || z->x0 < 0)
            continue;
        if (z->side != SIDE_BOTH)
            report_error(r, z->line, "zone 'blocked' is for both sides: no piece of either may "
                         "enter it (leave out side=\"...\")");
        if (z->mark == ZMARK_NONE)
            report_error(r, z->line, "zone 'blocked' is not marked: the players must see the "
                         "squares no piece may enter (mark=\"outline\", and a cross <mark> on each)");
        for (int k = 0; k < v->nsetup; k++) {
            const struct placement *pl = &v->setup[k];
            char sq[32];
            if (!variant_zone_has(z, pl->x, pl->y))
                continue;
            variant_square_name(v, pl->x, pl->y, sq, sizeof sq);
            report_error(r, pl->line, "piece '%s' starts on %s, a blocked square (zone 'blocked' "
                         "at line %d)", v->pieces[pl->piece].id, sq, z->line);
        }
    }
}

/* Where pieces from hand may be dropped (<zone id="drop-region">): a rule
 * of a game with drops, so a zone of that id elsewhere is only decoration
 * (a warning: it was not an error before the id meant anything). A game
 * that places its pieces (<setup free-placement>) says where in its own
 * zone, and the engine has one region for both: the two cannot differ. */
void rules_check_drop_region(const struct variant *v, struct report *r)
{
    int key = 0; /* the booklet says where drops go in its board key */
    for (int s = 0; s < v->nrules; s++)
        for (int b = 0; b < v->rules[s].nblocks; b++)
            key |= v->rules[s].blocks[b].kind == BLOCK_ZONES;
    for (int i = 0; i < v->board.nzones; i++) {
        const struct zone *z = &v->board.zones[i];
        if (strcmp(z->id, "drop-region"))
            continue;
        if (!v->drops)
            report_warning(r, z->line, "zone 'drop-region' in a game without drops: it says where "
                           "captured pieces are dropped, and none are (set drops=\"yes\" on "
                           "<variant>, or give the zone another id)");
        else if (z->side != SIDE_BOTH && (v->free_zone[z->side]))
            report_error(r, z->line, "zone 'drop-region' in a game whose %s places pieces "
                         "(<setup free-placement>): the placing zone already says where pieces "
                         "from hand go; leave one of the two out", v->sides[z->side].name);
        else if (z->side == SIDE_BOTH && (v->free_zone[SIDE_FIRST] || v->free_zone[SIDE_SECOND]))
            report_error(r, z->line, "zone 'drop-region' in a game whose players place pieces "
                         "(<setup free-placement>): the placing zone already says where pieces "
                         "from hand go; leave one of the two out");
        else if (!key)
            report_error(r, z->line, "zone 'drop-region': the booklet says where pieces are "
                         "dropped in its board key, and <rules> has none (put <board-key/> in a "
                         "section, as after <setup-diagram/>)");
    }
}

/* A <sample-setup> places exactly what each side holds to place, each piece
 * on an empty square of its side's zone (free-placement): a sample a player
 * copies must be a start the rules allow. */
void rules_check_samples(const struct variant *v, struct report *r)
{
    for (int s = 0; s < v->nrules; s++)
        for (int b = 0; b < v->rules[s].nblocks; b++) {
            const struct block *blk = &v->rules[s].blocks[b];
            if (blk->kind != BLOCK_SAMPLE)
                continue;
            for (int k = 0; k < blk->nsample; k++) {
                const struct placement *pl = &blk->sample[k];
                const char *id = v->free_zone[pl->side];
                const struct zone *z = id ? variant_find_zone(v, id, pl->side) : NULL;
                char sq[32];
                variant_square_name(v, pl->x, pl->y, sq, sizeof sq);
                int taken = 0;
                for (int i = 0; i < v->nsetup; i++)
                    taken |= v->setup[i].x == pl->x && v->setup[i].y == pl->y;
                for (int i = 0; i < k; i++)
                    taken |= blk->sample[i].x == pl->x && blk->sample[i].y == pl->y;
                if (!id)
                    report_error(r, pl->line, "sample-setup: %s places no pieces (its <setup> has "
                                 "no free-placement=\"...\")", v->sides[pl->side].name);
                else if (taken)
                    report_error(r, pl->line, "sample-setup: %s is already taken", sq);
                else if (z && !variant_zone_has(z, pl->x, pl->y))
                    report_error(r, pl->line, "sample-setup: %s is outside %s's zone '%s'", sq,
                                 v->sides[pl->side].name, id);
            }
            for (int side = 0; side < MAX_SIDES; side++)
                for (int p = 0; p < v->npieces; p++) {
                    int held = 0, placed = 0;
                    for (int i = 0; i < v->nstart_hand; i++)
                        held += v->start_hand[i].side == side && v->start_hand[i].piece == p;
                    for (int i = 0; i < blk->nsample; i++)
                        placed += blk->sample[i].side == side && blk->sample[i].piece == p;
                    if (held != placed && (held || placed))
                        report_error(r, blk->line, "sample-setup: places %d %s '%s', but %s holds "
                                     "%d to place", placed, v->sides[side].name, v->pieces[p].id,
                                     v->sides[side].name, held);
                }
        }
}
