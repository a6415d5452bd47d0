/* piecedef_placing.c: how a <setup> places the pieces its side holds in
 * hand (placing="in-turn|at-once|side-after-side|during-play",
 * placing-rule="..."), and,
 * once every setup is read, that both sides place the same way. */
#include <string.h>

#include "base/base.h"

#include "load-imp.h"

static const char *const rule_names[] = {"anywhere", "gravity", "outflank", "apart"};

void load_placing(struct loader *L, xmlNodePtr n)
{
    struct variant *v = L->v;
    if (xml_attr_is(n, "placing", "at-once"))
        v->free_at_once = 1;
    if (xml_attr_is(n, "placing", "during-play"))
        v->free_during_play = 1;
    if (xml_attr_is(n, "placing", "side-after-side"))
        v->free_side_after_side = 1;
    if (xmlHasProp(n, (const xmlChar *)"placing"))
        L->placing_line = xml_line(n);
    enum { NRULES = sizeof rule_names / sizeof rule_names[0] };
    for (int k = 0; k < NRULES; k++) /* the schema allows no other value */
        if (xml_attr_is(n, "placing-rule", rule_names[k])) {
            int was = v->free_rule;
            if (L->rule_line && was >= 0 && was < NRULES && was != k)
                report_error(L->r, xml_line(n), "<setup placing-rule=\"%s\">: the other setup says "
                             "\"%s\": both sides place by the same rule", rule_names[k], rule_names[was]);
            else
                v->free_rule = k;
            L->rule_line = xml_line(n);
        }
}

void load_placing_check(struct loader *L)
{
    const struct variant *v = L->v;
    int placing = v->free_zone[SIDE_FIRST] || v->free_zone[SIDE_SECOND];
    if (L->placing_line && !placing)
        report_error(L->r, L->placing_line, "<setup placing=\"...\"> without free-placement=\"...\": "
                     "there is nothing to place");
    else if (v->free_at_once + v->free_during_play + v->free_side_after_side > 1)
        report_error(L->r, L->placing_line, "<setup placing=\"...\">: the two setups place in "
                     "different ways (\"%s\" and \"%s\"): both sides place the same way",
                     v->free_at_once ? "at-once" : "side-after-side",
                     v->free_during_play ? "during-play" : "side-after-side");
    if (L->rule_line && !placing)
        report_error(L->r, L->rule_line, "<setup placing-rule=\"...\"> without free-placement=\"...\": "
                     "there is nothing to place");
    else if (v->free_rule == PLACING_GRAVITY && v->free_at_once)
        report_error(L->r, L->rule_line, "<setup placing-rule=\"gravity\"> with placing=\"at-once\": "
                     "a piece falls onto those placed before it, so the players place in turn "
                     "(placing=\"in-turn\" or \"during-play\")");
}
