/* draw_coord_label.c: one coordinate on a board's edge. A label that,
 * turned round, reads as another number (6 and 9, 16 and 91, ...) is
 * underlined, as on dice: each player reads the edge printed for them,
 * but sees the other's upside down, where an unmarked 6 read as 9 (issue
 * 30, Jungi review). */
#include "draw-imp.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "base/base.h"
#include "text/text.h"

int draw_coord_turns_into_other(const char *s)
{
    static const char from[] = "01689", to[] = "01986";
    size_t n = strlen(s);
    if (n == 0 || strspn(s, from) != n)
        return 0;
    char turned[16];
    if (n >= sizeof turned)
        return 0;
    for (size_t i = 0; i < n; i++)
        turned[i] = to[strchr(from, s[n - 1 - i]) - from];
    turned[n] = 0;
    return strcmp(turned, s) != 0 && turned[0] != '0';
}

void draw_coord_label(cairo_t *cr, const struct layout *lo, const char *text, double size_pt,
                      double cx, double cy, double angle, double max_w)
{
    draw_plain_label(cr, lo, text, size_pt, cx, cy, angle, max_w);
    if (!draw_coord_turns_into_other(text))
        return;
    /* the bar under the figures' ink, in the label's own frame (centred by
       its ink, as draw_label centres it), so that it turns with them */
    char *m = markup_printf("%s", text);
    double w = 0, h = 0;
    text_ink_size(lo, m, size_pt, &w, &h);
    free(m);
    if (max_w > 0 && w > max_w) /* draw_label scales a wide label to fit */
        h *= max_w / w, w = max_w;
    double line = fmax(0.12 * h, 0.2);
    cairo_save(cr);
    cairo_translate(cr, cx, cy);
    cairo_rotate(cr, angle);
    cairo_set_line_width(cr, line);
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
    double y = h / 2 + 0.18 * h + line / 2;
    cairo_move_to(cr, -w / 2, y);
    cairo_line_to(cr, w / 2, y);
    cairo_stroke(cr);
    cairo_restore(cr);
}
