/* pngload.h: a PNG read onto white RGB24 of at least w x h pixels (0: its
 * own size), so that grey, alpha and colour PNGs of any size read alike.
 * Shared by the page tools (inkbox.c, pngdiff.c, pagestat.c); NULL after
 * saying on stderr, as `tool: cannot read PATH`, that it cannot be read. */
#ifndef PNPGEN_PNGLOAD_H
#define PNPGEN_PNGLOAD_H

#include <stdio.h>
#include <cairo.h>

static cairo_surface_t *png_onto_white(const char *tool, const char *path, int w, int h)
{
    cairo_surface_t *png = cairo_image_surface_create_from_png(path);
    if (cairo_surface_status(png) != CAIRO_STATUS_SUCCESS) {
        fprintf(stderr, "%s: cannot read %s\n", tool, path);
        cairo_surface_destroy(png);
        return NULL;
    }
    int pw = cairo_image_surface_get_width(png), ph = cairo_image_surface_get_height(png);
    cairo_surface_t *rgb = cairo_image_surface_create(CAIRO_FORMAT_RGB24, pw > w ? pw : w,
                                                      ph > h ? ph : h);
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

#endif
