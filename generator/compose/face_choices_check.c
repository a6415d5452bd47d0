/* face_choices_check.c: before anything is composed, each back="choices"
 * back (face_choices.c) is laid out as the sheets will print it, and a foot
 * whose words fit only under MIN_TEXT_PT, or a diagram it squeezes under
 * MIN_CELL_MM, is refused with the fix: validate and render say the same. */
#include "compose-imp.h"

#include "base/base.h"

int compose_choices_check(const struct variant *v, const struct layout *lo, double face,
                          struct report *r)
{
    int errors = 0;
    if (v->components.form == FORM_DISC || v->components.shape == SHAPE_PENTAGON)
        return 0; /* no such back: validate says so */
    for (int i = 0; i < v->npieces; i++) {
        const struct piece *p = &v->pieces[i];
        if (p->count <= 0 || !piece_back_choices(v, p))
            continue;
        /* the promoted face as the sheets print it, the foot under it */
        struct face f = {.piece = (int)(p->promotes_to - v->pieces), .side = SIDE_FIRST,
                         .kind = FACE_PROMOTED, .choices_of = i + 1};
        compose_face_label(v, lo, face, &f);
        if (f.foot_pt < MIN_TEXT_PT - 1e-9) {
            report_error(r, p->line, "piece '%s': back=\"choices\": its back's foot '%s' fits its "
                         "%.1f mm face only at %.1f pt (6 pt or more): give the pieces it may "
                         "promote to shorter abbr=\"...\", ask for larger pieces (<components "
                         "piece-size=\"...\">) or give it back=\"promoted\"", p->id, f.foot, face,
                         f.foot_pt);
            errors++;
        } else if (v->components.face == FACE_DIAGRAM && f.plan.cell < MIN_CELL_MM - 1e-9) {
            report_error(r, p->line, "piece '%s': back=\"choices\": above its back's foot, the "
                         "%s's diagram on its %.1f mm face has cells of %.1f mm (2.5 mm or "
                         "more): ask for larger pieces (<components piece-size=\"...\">) or give "
                         "it back=\"promoted\"", p->id, p->promotes_to->name, face, f.plan.cell);
            errors++;
        }
    }
    return errors;
}
