/* pagestat.c: how faces print in black and white, for the check that the
 * two sides of a set can be told apart on a grey printout.
 *
 *   pagestat PAGE.png DPI [X Y W H]...
 *     For each rectangle given (in mm from the page's top left corner)
 *     prints "grey G B1 ... B36": its mean grey level as a black-and-white
 *     printer renders it (Rec. 601 luma, 0 black to 1 white), then the
 *     means of its 6 x 6 blocks, row by row: two faces that print alike
 *     have alike blocks.
 * Exit 2 on unreadable input or a bad DPI. (Ink inside the margin is
 * inkbox.c's job.) */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cairo.h>

#include "pngload.h"

#define BLOCKS 6 /* a face is compared block by block */

static double luma(const unsigned char *p)
{
    /* CAIRO_FORMAT_RGB24: native-endian 32-bit words */
    unsigned v;
    memcpy(&v, p, sizeof v);
    double r = (v >> 16) & 255, g = (v >> 8) & 255, b = v & 255;
    return (0.299 * r + 0.587 * g + 0.114 * b) / 255.0;
}

int main(int argc, char **argv)
{
    if (argc < 3 || (argc - 3) % 4) {
        fprintf(stderr, "usage: pagestat PAGE.png DPI [X Y W H]...\n");
        return 2;
    }
    char *end;
    double dpi = strtod(argv[2], &end);
    if (*end || dpi < 10 || dpi > 1200) {
        fprintf(stderr, "pagestat: bad resolution '%s'\n", argv[2]);
        return 2;
    }
    cairo_surface_t *s = png_onto_white("pagestat", argv[1], 0, 0);
    if (!s)
        return 2;
    double px = dpi / 25.4; /* pixels per mm */
    int w = cairo_image_surface_get_width(s), h = cairo_image_surface_get_height(s);
    int stride = cairo_image_surface_get_stride(s);
    const unsigned char *d = cairo_image_surface_get_data(s);
    for (int k = 3; k + 3 < argc; k += 4) {
        double rx = atof(argv[k]), ry = atof(argv[k + 1]), rw = atof(argv[k + 2]), rh = atof(argv[k + 3]);
        /* the mean, then the means of BLOCKS x BLOCKS blocks, row by row */
        double all = 0, block[BLOCKS * BLOCKS] = {0};
        long n = 0, bn[BLOCKS * BLOCKS] = {0};
        int y0r = (int)(ry * px), y1r = (int)((ry + rh) * px);
        int x0r = (int)(rx * px), x1r = (int)((rx + rw) * px);
        if (y1r <= y0r || x1r <= x0r)
            continue;
        for (int y = y0r < 0 ? 0 : y0r; y < y1r && y < h; y++)
            for (int x = x0r < 0 ? 0 : x0r; x < x1r && x < w; x++) {
                double g = luma(d + (size_t)y * stride + 4 * (size_t)x);
                int bi = (y - y0r) * BLOCKS / (y1r - y0r), bj = (x - x0r) * BLOCKS / (x1r - x0r);
                all += g;
                n++;
                block[bi * BLOCKS + bj] += g;
                bn[bi * BLOCKS + bj]++;
            }
        printf("grey %.4f", n ? all / n : 1.0);
        for (int b = 0; b < BLOCKS * BLOCKS; b++)
            printf(" %.3f", bn[b] ? block[b] / bn[b] : 1.0);
        printf("\n");
    }
    cairo_surface_destroy(s);
    return 0;
}
