/* pngdiff.c: compares two rasterised pages.
 *   pngdiff OLD.png NEW.png [DIFF.png]
 * A pixel counts as changed when its grey level moved by more than
 * TOLERANCE (anti-aliasing noise stays below it). Prints
 * "N pixels changed (P%)" and exits 0 when at most MAX_CHANGED pixels
 * changed, 1 when more did or the sizes differ, 2 on unreadable input.
 * DIFF.png, when given and the pages differ, shows the changed pixels in
 * red over a faded copy of the new page. */
#include <stdio.h>
#include <stdlib.h>
#include <cairo.h>

#define TOLERANCE 64
#define MAX_CHANGED 3

static int grey(const unsigned char *row, int x)
{
    unsigned px = ((const unsigned *)row)[x];
    return (int)((((px >> 16) & 255) * 30 + ((px >> 8) & 255) * 59 + (px & 255) * 11) / 100);
}

static cairo_surface_t *load(const char *path)
{
    cairo_surface_t *png = cairo_image_surface_create_from_png(path);
    if (cairo_surface_status(png) != CAIRO_STATUS_SUCCESS) {
        fprintf(stderr, "pngdiff: cannot read %s\n", path);
        cairo_surface_destroy(png);
        return NULL;
    }
    /* draw onto white RGB24 so every input format reads the same way */
    int w = cairo_image_surface_get_width(png), h = cairo_image_surface_get_height(png);
    cairo_surface_t *rgb = cairo_image_surface_create(CAIRO_FORMAT_RGB24, w, h);
    cairo_t *cr = cairo_create(rgb);
    cairo_set_source_rgb(cr, 1, 1, 1);
    cairo_paint(cr);
    cairo_set_source_surface(cr, png, 0, 0);
    cairo_paint(cr);
    cairo_destroy(cr);
    cairo_surface_destroy(png);
    cairo_surface_flush(rgb);
    return rgb;
}

int main(int argc, char **argv)
{
    if (argc < 3 || argc > 4) {
        fputs("usage: pngdiff OLD.png NEW.png [DIFF.png]\n", stderr);
        return 2;
    }
    cairo_surface_t *a = load(argv[1]), *b = load(argv[2]);
    if (!a || !b) {
        if (a) cairo_surface_destroy(a);
        if (b) cairo_surface_destroy(b);
        return 2;
    }
    int w = cairo_image_surface_get_width(a), h = cairo_image_surface_get_height(a);
    if (w != cairo_image_surface_get_width(b) || h != cairo_image_surface_get_height(b)) {
        printf("page size changed: %dx%d -> %dx%d\n", w, h,
               cairo_image_surface_get_width(b), cairo_image_surface_get_height(b));
        cairo_surface_destroy(a);
        cairo_surface_destroy(b);
        return 1;
    }
    int sa = cairo_image_surface_get_stride(a), sb = cairo_image_surface_get_stride(b);
    unsigned char *da = cairo_image_surface_get_data(a), *db = cairo_image_surface_get_data(b);
    cairo_surface_t *diff = cairo_image_surface_create(CAIRO_FORMAT_RGB24, w, h);
    int sd = cairo_image_surface_get_stride(diff);
    unsigned char *dd = cairo_image_surface_get_data(diff);
    long changed = 0;
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++) {
            int ga = grey(da + y * sa, x), gb = grey(db + y * sb, x);
            unsigned *out = (unsigned *)(dd + y * sd) + x;
            if (abs(ga - gb) > TOLERANCE) {
                changed++;
                *out = 0xFF0000u;
            } else {
                unsigned faded = (unsigned)(192 + gb / 4);
                *out = faded << 16 | faded << 8 | faded;
            }
        }
    cairo_surface_mark_dirty(diff);
    printf("%ld pixels changed (%.3f%%)\n", changed, 100.0 * changed / ((double)w * h));
    if (changed > MAX_CHANGED && argc == 4)
        cairo_surface_write_to_png(diff, argv[3]);
    cairo_surface_destroy(diff);
    cairo_surface_destroy(a);
    cairo_surface_destroy(b);
    cairo_debug_reset_static_data();
    return changed > MAX_CHANGED ? 1 : 0;
}
