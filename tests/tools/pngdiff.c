/* pngdiff.c: compares two rasterised pages.
 *
 *   pngdiff OLD.png NEW.png [DIFF.png]
 *     The golden check. A pixel counts as changed when a colour channel
 *     moved by more than TOLERANCE (rounding noise of anti-aliasing stays
 *     far below it). The page fails when the changed pixels together moved
 *     more than MAX_INK grey levels, one pixel turned from white to black:
 *     at the low resolution of the references a small mark (a diagram dot
 *     turned into a ring) spreads over several grey pixels, none of which
 *     may move by much, so the sum is what shows it. Prints "N pixels
 *     changed (P%), ink moved I (limit L)" (I and L in pixels turned from
 *     white to black) and exits 0 when the page passes, 1 when it fails or
 *     the sizes differ. DIFF.png, when given and the page fails, shows
 *     reference | now | changes side by side, as --side-by-side does, the
 *     changed pixels in red over a faded copy of the new page.
 *
 *   pngdiff --side-by-side OLD.png NEW.png OUT.png
 *     For reviewing a change: any moved pixel counts. Prints
 *     "P% pixels changed (N pixels)" and exits 0 when the pages are
 *     identical (OUT.png not written), 1 when they differ: OUT.png then
 *     shows old | new | changes, the changes panel as above with the
 *     BLOCK x BLOCK squares around changed pixels tinted so that a change
 *     of a few pixels stands out on a whole page. Pages of different sizes
 *     are compared on white padding.
 *
 * Exit 2 on unreadable input or a failed write. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cairo.h>

#include "pngload.h"

#define TOLERANCE 16
#define MAX_INK 255
#define BLOCK 12  /* side-by-side: tint around changes, in pixels */
#define GAP 8     /* side-by-side: space between panels */
#define HEADER 18 /* side-by-side: the panel titles */

static cairo_surface_t *load(const char *path, int w, int h)
{
    return png_onto_white("pngdiff", path, w, h);
}

static int width(cairo_surface_t *s) { return cairo_image_surface_get_width(s); }
static int height(cairo_surface_t *s) { return cairo_image_surface_get_height(s); }
static unsigned *pixel(cairo_surface_t *s, int x, int y)
{
    return (unsigned *)(cairo_image_surface_get_data(s) + y * cairo_image_surface_get_stride(s)) + x;
}

/* The largest change of one colour channel. */
static int delta(unsigned a, unsigned b)
{
    int d = 0;
    for (int sh = 0; sh <= 16; sh += 8) {
        int c = abs((int)((a >> sh) & 255) - (int)((b >> sh) & 255));
        if (c > d)
            d = c;
    }
    return d;
}

static unsigned faded(unsigned px, int tint)
{
    unsigned g = (((px >> 16) & 255) * 30 + ((px >> 8) & 255) * 59 + (px & 255) * 11) / 100;
    unsigned f = 192 + g / 4;
    return tint ? 255u << 16 | (f * 3 / 4) << 8 | (f * 3 / 4) : f << 16 | f << 8 | f;
}

/* Compares a and b (same size) pixel by pixel; returns the number of
 * pixels that moved by more than tol, adds up how far they moved in *ink,
 * and draws the changes panel into diff (same size, may be NULL). */
static long compare(cairo_surface_t *a, cairo_surface_t *b, int tol, long *ink,
                    cairo_surface_t *diff)
{
    int w = width(a), h = height(a);
    int bw = (w + BLOCK - 1) / BLOCK, bh = (h + BLOCK - 1) / BLOCK;
    char *block = calloc((size_t)bw * bh, 1);
    long changed = 0;
    *ink = 0;
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++) {
            int d = delta(*pixel(a, x, y), *pixel(b, x, y));
            if (d > tol) {
                changed++;
                *ink += d;
                block[y / BLOCK * bw + x / BLOCK] = 1;
            }
        }
    for (int y = 0; diff && y < h; y++)
        for (int x = 0; x < w; x++) {
            unsigned pb = *pixel(b, x, y);
            *pixel(diff, x, y) = delta(*pixel(a, x, y), pb) > tol
                                     ? 0xFF0000u
                                     : faded(pb, block[y / BLOCK * bw + x / BLOCK]);
        }
    if (diff)
        cairo_surface_mark_dirty(diff);
    free(block);
    return changed;
}

static int write_png(cairo_surface_t *s, const char *path)
{
    if (cairo_surface_write_to_png(s, path) == CAIRO_STATUS_SUCCESS)
        return 0;
    fprintf(stderr, "pngdiff: cannot write %s\n", path);
    return -1;
}

static void panel(cairo_t *cr, cairo_surface_t *s, int i, const char *title)
{
    double x = i * (width(s) + GAP);
    cairo_set_source_surface(cr, s, x, HEADER);
    cairo_paint(cr);
    cairo_set_source_rgb(cr, 0, 0, 0);
    cairo_move_to(cr, x + 4, HEADER - 5);
    cairo_show_text(cr, title);
}

/* old | new | changes, with their titles, written to out. */
static int write_sheet(cairo_surface_t *a, cairo_surface_t *b, cairo_surface_t *diff,
                       const char *const titles[3], const char *out)
{
    int w = width(a), h = height(a);
    cairo_surface_t *sheet = cairo_image_surface_create(CAIRO_FORMAT_RGB24, 3 * w + 2 * GAP, h + HEADER);
    cairo_t *cr = cairo_create(sheet);
    cairo_set_source_rgb(cr, 0.6, 0.6, 0.6);
    cairo_paint(cr);
    cairo_select_font_face(cr, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
    cairo_set_font_size(cr, 12);
    panel(cr, a, 0, titles[0]);
    panel(cr, b, 1, titles[1]);
    panel(cr, diff, 2, titles[2]);
    cairo_destroy(cr);
    int rc = write_png(sheet, out);
    cairo_surface_destroy(sheet);
    return rc;
}

static int golden(const char *old, const char *new, const char *out)
{
    cairo_surface_t *a = load(old, 0, 0), *b = load(new, 0, 0);
    int rc = 2;
    if (a && b && (width(a) != width(b) || height(a) != height(b))) {
        printf("page size changed: %dx%d -> %dx%d\n", width(a), height(a), width(b), height(b));
        rc = 1;
    } else if (a && b) {
        cairo_surface_t *diff = cairo_image_surface_create(CAIRO_FORMAT_RGB24, width(a), height(a));
        long ink;
        long changed = compare(a, b, TOLERANCE, &ink, diff);
        printf("%ld pixels changed (%.3f%%), ink moved %.1f (limit %.1f)\n", changed,
               100.0 * changed / ((double)width(a) * height(a)), ink / 255.0, MAX_INK / 255.0);
        rc = ink > MAX_INK ? 1 : 0;
        static const char *const titles[3] = {"reference", "now", "changes"};
        if (rc && out && write_sheet(a, b, diff, titles, out) != 0)
            rc = 2;
        cairo_surface_destroy(diff);
    }
    if (a)
        cairo_surface_destroy(a);
    if (b)
        cairo_surface_destroy(b);
    return rc;
}

static int side_by_side(const char *old, const char *new, const char *out)
{
    cairo_surface_t *a0 = load(old, 0, 0), *b0 = load(new, 0, 0);
    if (!a0 || !b0) {
        if (a0)
            cairo_surface_destroy(a0);
        if (b0)
            cairo_surface_destroy(b0);
        return 2;
    }
    int w = width(a0) > width(b0) ? width(a0) : width(b0);
    int h = height(a0) > height(b0) ? height(a0) : height(b0);
    int resized = width(a0) != width(b0) || height(a0) != height(b0);
    cairo_surface_destroy(a0);
    cairo_surface_destroy(b0);
    cairo_surface_t *a = load(old, w, h), *b = load(new, w, h);
    cairo_surface_t *diff = cairo_image_surface_create(CAIRO_FORMAT_RGB24, w, h);
    long ink;
    long changed = a && b ? compare(a, b, 0, &ink, diff) : 0;
    int rc = !a || !b ? 2 : changed || resized ? 1 : 0;
    if (rc == 1) {
        double pct = 100.0 * changed / ((double)w * h);
        printf("%.2g%% pixels changed (%ld pixels)%s\n", pct, changed,
               resized ? "; page size changed" : "");
        static const char *const titles[3] = {"base", "new", "changes"};
        if (write_sheet(a, b, diff, titles, out) != 0)
            rc = 2;
    } else if (rc == 0) {
        printf("0%% pixels changed (0 pixels)\n");
    }
    cairo_surface_destroy(diff);
    if (a)
        cairo_surface_destroy(a);
    if (b)
        cairo_surface_destroy(b);
    return rc;
}

int main(int argc, char **argv)
{
    int rc;
    if (argc == 5 && !strcmp(argv[1], "--side-by-side"))
        rc = side_by_side(argv[2], argv[3], argv[4]);
    else if ((argc == 3 || argc == 4) && argv[1][0] != '-')
        rc = golden(argv[1], argv[2], argc == 4 ? argv[3] : NULL);
    else {
        fputs("usage: pngdiff OLD.png NEW.png [DIFF.png]\n"
              "       pngdiff --side-by-side OLD.png NEW.png OUT.png\n", stderr);
        return 2;
    }
    cairo_debug_reset_static_data();
    return rc;
}
