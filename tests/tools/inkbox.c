/* inkbox.c: where the ink of a rasterised page lies.
 *
 *   inkbox PAGE.png DPI
 *     Prints "W H L T R B": the page's width and height and the distance
 *     of its ink from the left, top, right and bottom paper edge, all in
 *     millimetres (two decimals), or "W H blank" for a page with no ink.
 *     A pixel is ink when any channel is below INK (anti-aliased edges of
 *     hairlines included). The distances are lower bounds: an inked pixel
 *     counts as inked across its whole width, so a mark that ends exactly
 *     at the margin may read up to one pixel (25.4 / DPI mm) closer.
 *
 * Exit 2 on unreadable input or a bad DPI. The test suite reads the
 * rendered pages with it: every mark at least the layout's margin from the
 * paper edge, whatever the paper. */
#include <stdio.h>
#include <stdlib.h>
#include <cairo.h>

#include "pngload.h"

#define INK 250 /* darker than this in any channel is ink */

int main(int argc, char **argv)
{
    if (argc != 3) {
        fputs("usage: inkbox PAGE.png DPI\n", stderr);
        return 2;
    }
    char *end;
    double dpi = strtod(argv[2], &end);
    if (*end || dpi < 10 || dpi > 1200) {
        fprintf(stderr, "inkbox: bad resolution '%s'\n", argv[2]);
        return 2;
    }
    /* onto white RGB24, so grey, alpha and colour PNGs read alike */
    cairo_surface_t *rgb = png_onto_white("inkbox", argv[1], 0, 0);
    if (!rgb)
        return 2;
    int w = cairo_image_surface_get_width(rgb), h = cairo_image_surface_get_height(rgb);
    const unsigned char *data = cairo_image_surface_get_data(rgb);
    int stride = cairo_image_surface_get_stride(rgb);
    int x0 = w, y0 = h, x1 = -1, y1 = -1;
    for (int y = 0; y < h; y++) {
        const unsigned int *row = (const unsigned int *)(const void *)(data + (size_t)y * stride);
        for (int x = 0; x < w; x++) {
            unsigned int p = row[x];
            if (((p >> 16) & 255) < INK || ((p >> 8) & 255) < INK || (p & 255) < INK) {
                if (x < x0) x0 = x;
                if (x > x1) x1 = x;
                if (y < y0) y0 = y;
                if (y > y1) y1 = y;
            }
        }
    }
    cairo_surface_destroy(rgb);
    double mm = 25.4 / dpi;
    printf("%.2f %.2f", w * mm, h * mm);
    if (x1 < 0)
        printf(" blank\n");
    else
        printf(" %.2f %.2f %.2f %.2f\n", x0 * mm, y0 * mm, (w - 1 - x1) * mm, (h - 1 - y1) * mm);
    return 0;
}
