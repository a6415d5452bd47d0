/* import_write_pieces.c: the <piece> elements of an imported definition:
 * each used piece with its names, setup-key letter, army, promotion and
 * confinement, its move tables and the diagrams drawn from them (what
 * `pnpgen moves` implies). import_pieces.c decides them; this writes them. */
#include "import-imp.h"

#include <stdlib.h>
#include <string.h>

/* The diagram a move table implies, indented for the definition. */
static char *diagram_of(const char *betza, const char *extra)
{
    struct moveset ms;
    struct betza_error err;
    moveset_init(&ms);
    if (betza_parse(betza, &ms, &err) != 0 || (extra && betza_parse(extra, &ms, &err) != 0)) {
        moveset_free(&ms);
        return NULL;
    }
    moveset_canonicalize(&ms);
    struct diagram d;
    diagram_from_moves(&ms, DIAGRAM_MAX_SIZE, &d);
    char *text = diagram_to_text(&d);
    diagram_free(&d);
    moveset_free(&ms);
    char *out = NULL;
    for (char *line = text; line && *line;) {
        char *nl = strchr(line, '\n');
        size_t n = nl ? (size_t)(nl - line) : strlen(line);
        char *l = str_printf("      %.*s\n", (int)n, line);
        str_cat_free(&out, l);
        line += n + (nl ? 1 : 0);
    }
    free(text);
    return out;
}

/* The letter both armies' pieces of one kind show in the setup key (N for
 * the Knight, as chess writes it), or 0 for a piece with no twin. */
static char twin_letter(const struct imp *m, const struct imp_piece *p)
{
    if (p->unused || !p->army || p->short_name || strchr(p->name, ' ') || !engine_imp_twin_of(m, p))
        return 0;
    return !strcmp(p->name, "Knight") ? 'N' : p->name[0];
}

void engine_imp_write_pieces(struct imp *m)
{
    engine_imp_short_names(m);
    for (int i = 0; i < m->npieces; i++) {
        struct imp_piece *p = &m->pieces[i];
        if (p->unused)
            continue;
        char *name = engine_imp_esc(p->name);
        engine_imp_out(m, "  <piece id=\"%s\" name=\"%s\" count=\"%d\"", p->id, name, p->count);
        free(name);
        if (p->short_name) {
            char *sn = engine_imp_esc(p->short_name);
            engine_imp_out(m, " short=\"%s\"", sn);
            free(sn);
        }
        /* "Queen/N" is "Q/N" in the setup diagram's key, where no other
           piece's short form makes the same */
        const char *slash = p->short_name ? strchr(p->short_name, '/') : NULL;
        char first = slash && !strncmp(p->short_name, "Knight", 6) ? 'N' : p->short_name ? p->short_name[0] : 0;
        int abbr_free = slash && slash[1];
        for (int k = 0; abbr_free && k < m->npieces; k++) {
            const char *o = m->pieces[k].short_name, *os = o ? strchr(o, '/') : NULL;
            abbr_free = k == i || m->pieces[k].unused || !os || o[0] != p->short_name[0] || os[1] != slash[1];
        }
        if (abbr_free)
            engine_imp_out(m, " abbr=\"%c/%c\"", first, slash[1]);
        else if (twin_letter(m, p)) {
            /* one kind, one letter in both armies, unless an earlier kind
               took it (the King K, the Knight N) */
            int taken = 0;
            for (int k = 0; k < i; k++)
                taken |= m->pieces[k].letter != p->letter && twin_letter(m, &m->pieces[k]) == twin_letter(m, p);
            if (!taken)
                engine_imp_out(m, " abbr=\"%c\"", twin_letter(m, p));
        }
        if (p->army)
            engine_imp_out(m, " side=\"%s\"", p->army == 2 ? "second" : "first");
        if (p->royal)
            engine_imp_out(m, " royal=\"yes\"");
        if (p->confine)
            engine_imp_out(m, " confine=\"%s\"", p->confine);
        if (p->promotes)
            engine_imp_out(m, " promotes=\"%s\"%s%s%s", p->promotes,
                    p->compulsory ? " promotion=\"compulsory\"" : "",
                    p->by_capture ? " promotion-move=\"capture\"" : "", p->demotes ? " demotes=\"yes\"" : "");
        if (p->forced && !p->compulsory)
            engine_imp_out(m, " forced-promotion-ranks=\"%d\"", p->forced);
        if (p->nodrop)
            engine_imp_out(m, " no-drop-ranks=\"%d\"", p->nodrop);
        if (p->limit > 0)
            engine_imp_out(m, " promotion-limit=\"%d\"", p->limit);
        if (p->stuck)
            engine_imp_out(m, " stuck=\"allowed\"");
        if (p->partner)
            engine_imp_out(m, " castling-partner=\"%s\"", p->partner == 2 ? "inner" : "yes");
        if (p->rule) {
            char *r = engine_imp_esc(p->rule);
            engine_imp_out(m, " rule=\"%s\"", r);
            free(r);
        }
        if (p->immobile) {
            engine_imp_out(m, " moves=\"none\"/>\n");
            continue;
        }
        engine_imp_out(m, ">\n");
        for (int s = 0; s < 2; s++)
            if (p->glyph[s] && m->glyph_faces)
                engine_imp_out(m, "    <glyph side=\"%s\">%s</glyph>\n", s ? "second" : "first", p->glyph[s]);
        engine_imp_out(m, "    <moves betza=\"%s\"/>\n", p->betza);
        for (int z = 0; z < 2; z++)
            if (p->zone_betza[z])
                engine_imp_out(m, "    <moves betza=\"%s\" in=\"%s\"%s/>\n", p->zone_betza[z], p->zone_id[z],
                        p->zone_along[z] ? " along=\"diagonals\"" : "");
        char *d = diagram_of(p->betza, NULL);
        engine_imp_out(m, "    <diagram>\n%s    </diagram>\n", d ? d : "");
        free(d);
        for (int z = 0; z < 2; z++)
            if (p->zone_betza[z]) {
                /* drawn from the palace's centre: along its diagonals a
                   slide goes one point there and a hop nowhere (the
                   validator cuts them to the lines so, e53a122) */
                const char *there = p->zone_betza[z];
                if (p->zone_along[z] && !strcmp(there, "B"))
                    there = "F";
                else if (p->zone_along[z] && !strcmp(there, "pB"))
                    there = NULL;
                d = diagram_of(p->betza, there);
                engine_imp_out(m, "    <diagram in=\"%s\" caption=\"%s\">\n%s    </diagram>\n", p->zone_id[z],
                        p->zone_caption[z], d ? d : "");
                free(d);
            }
        engine_imp_out(m, "  </piece>\n");
    }
}
