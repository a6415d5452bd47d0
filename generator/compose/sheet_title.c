/* sheet_title.c: the size of a component sheet's title, shared by the
 * sheets (compose_sheets.c) and the extras (compose_extras.c). */
#include "compose-imp.h"

#include "text/text.h"

/* 11 pt, smaller (to TITLE_MIN_PT) when a long name would wrap past its
 * band into what the sheet holds. */
double compose_title_size(const struct layout *lo, const char *markup, double w, double band)
{
    double size = 11;
    while (size > TITLE_MIN_PT && text_height(lo, markup, size, w) > band)
        size -= 0.5;
    return size;
}
