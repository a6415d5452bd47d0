/* design.c: composes the designers' document, <id>-design.pdf: how the set
 * is made (the definition's file, the command), the definition's notes for
 * designers, and for every piece its move tables in XBetza with each of its
 * diagrams drawn beside them and the validator's verdict on it. None of
 * this is printed in the players' booklet. */
#include "compose-imp.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/base.h"
#include "rules/rules.h"
#include "text/text.h"

#define DESIGN_PT 9.0

/* Is the piece only ever a promoted form (printed on the backs)? */
static int only_promoted(const struct variant *v, const struct piece *p)
{
    if (p->count > 0)
        return 0;
    for (int i = 0; i < v->npieces; i++)
        if (v->pieces[i].promotes_to == p)
            return 1;
    return 0;
}

/* The move tables, one a line, each with the zone or option it needs. */
static char *tables_markup(const struct piece *p)
{
    char *buf = xstrdup("");
    for (int t = 0; t < p->nmoves; t++) {
        const struct moves *mv = &p->moves[t];
        str_cat_free(&buf, markup_printf("%s<tt>%s</tt>", t ? "\n" : "", mv->betza ? mv->betza : ""));
        if (mv->in_zone)
            str_cat_free(&buf, markup_printf("  <i>in zone %s</i>", mv->in_zone));
        if (mv->option)
            str_cat_free(&buf, markup_printf("  <i>with option %s</i>", mv->option));
    }
    if (p->immobile) /* moves="none": the engines' empty table */
        str_cat(&buf, "<i>none (never moves)</i>");
    else if (!p->nmoves)
        str_cat(&buf, "<i>no move table</i>");
    return buf;
}

/* What the validator found for one diagram, in words. */
static char *verdict_markup(const struct variant *v, const struct piece *p, int d)
{
    const struct piece_diagram *pd = &p->diagrams[d];
    int moves, states, differ = rules_diagram_agreement(v, p, pd, &moves, &states);
    char *m = markup_printf("<b>Diagram %d</b> (line %d)%s%s: ", d + 1, pd->line,
                            pd->in_zone ? ", in zone " : "", pd->in_zone ? pd->in_zone : "");
    if (differ < 0)
        str_cat(&m, "not drawn (it did not parse).");
    else if (differ == 0)
        str_cat_free(&m, str_printf("the validator compared it with the move table%s and found it "
                                    "shows exactly its %d move%s%s.",
                                    states > 1 ? "s in every option state" : "", moves,
                                    moves == 1 ? "" : "s", states > 1 ? " (options off)" : ""));
    else
        str_cat_free(&m, str_printf("the validator found %d square%s on which it and the move "
                                    "table disagree: run <tt>pnpgen validate</tt>.",
                                    differ, differ == 1 ? "" : "s"));
    return m;
}

static void put_piece(struct booklet_flow *f, int piece)
{
    const struct variant *v = f->v;
    const struct piece *p = &v->pieces[piece];
    char *head = markup_printf("<b>%s</b>  <small>id %s", p->name, p->id);
    if (p->count > 0 && p->side != SIDE_BOTH) /* different armies */
        str_cat_free(&head, markup_printf(", %d for %s only", p->count, v->sides[p->side].name));
    else if (p->count > 0)
        str_cat_free(&head, str_printf(", %d a side", p->count));
    else if (only_promoted(v, p))
        str_cat(&head, ", a promoted form");
    if (p->promotes_to)
        str_cat_free(&head, markup_printf(", promotes to %s", p->promotes_to->id));
    str_cat(&head, "</small>\n");
    char *tables = tables_markup(p);
    str_cat(&head, tables);
    free(tables);
    double text_w = f->width - DESIGN_DIAGRAM_MM - 4;
    if (p->ndiagrams == 0) {
        compose_flow_text(f, head, DESIGN_PT, 0, 3);
        free(head);
        return;
    }
    for (int d = 0; d < p->ndiagrams; d++) {
        char *words = verdict_markup(v, p, d);
        char *m = d ? words : str_printf("%s\n%s", head, words);
        if (d == 0)
            free(words);
        double h = fmax(DESIGN_DIAGRAM_MM, text_height(f->lo, m, DESIGN_PT, text_w));
        struct item *it = compose_flow_block(f, ITEM_DESIGN_DIAGRAM, h);
        it->design.diagram = &p->diagrams[d].grid;
        it->design.promoted = only_promoted(v, p);
        it->design.markup = m;
        it->design.size_pt = DESIGN_PT;
        f->y += 1;
    }
    free(head);
}

void compose_design(const struct variant *v, const struct layout *lo, struct document *doc)
{
    memset(doc, 0, sizeof *doc);
    doc->name = xstrdup("design");
    struct booklet_flow f = {.v = v, .lo = lo, .doc = doc,
                             .width = lo->paper_w - 2 * compose_flow_margin_x(lo)};
    compose_flow_new_page(&f);
    char *m = markup_printf("%s: for designers", v->name);
    compose_flow_heading(&f, m, 14);
    free(m);
    /* the definition's own file name, wherever it was kept (not the path it
       was given by: the same file renders the same document from any folder) */
    const char *slash = v->file ? strrchr(v->file, '/') : NULL;
    char *file = utf8_make_valid(slash ? slash + 1 : v->file ? v->file : "");
    m = markup_printf("This set is generated by pnpgen from the definition <b>%s</b>: in the "
                      "folder that holds it, <tt>pnpgen render %s</tt> writes <b>%s-components.pdf</b> "
                      "and <b>%s-booklet.pdf</b> for the players and <b>%s-design.pdf</b> (this "
                      "document) into output/%s/. Before anything is drawn the validator proves "
                      "that every movement diagram shows exactly what its piece's move table says "
                      "(below, each diagram beside its tables in XBetza notation).",
                      file, file, v->id, v->id, v->id, v->id);
    free(file);
    compose_flow_text(&f, m, DESIGN_PT, 0, 2);
    free(m);
    for (int i = 0; i < v->ndesigner_notes; i++) {
        m = markup_printf("%s", v->designer_notes[i]);
        compose_flow_item(&f, m);
        free(m);
    }
    f.y += 2;
    compose_flow_heading(&f, "Pieces, move tables and diagrams", 12);
    for (int p = 0; p < v->npieces; p++)
        put_piece(&f, p);
}
