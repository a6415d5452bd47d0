/* output.c: writes composed documents as PDF, PNG or SVG (write.h). Each
 * format is a cairo surface that draw_page paints; what they share is the
 * care around it: a temporary file renamed only when complete (a failure
 * or a kill never leaves a half-written file), fixed metadata and
 * renumbered SVG ids (the same input gives the same bytes), and every
 * failure reported through a struct report. */
#define _POSIX_C_SOURCE 200809L
#include "write.h"

#include <dirent.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <cairo-pdf.h>
#include <cairo-svg.h>

#include "draw/draw.h"
#include "base/base.h"
#include "write-imp.h"
#include "text/text.h"

/* Fixed dates make the same inputs give byte-identical PDFs. */
#define FIXED_DATE "2024-01-01T00:00:00Z"

static cairo_status_t write_stream(void *closure, const unsigned char *data, unsigned int len)
{
    return write_tempfile_write(closure, data, len) == 0 ? CAIRO_STATUS_SUCCESS
                                                   : CAIRO_STATUS_WRITE_ERROR;
}

/* For the SVG, drawn in memory first. */
static cairo_status_t write_memstream(void *closure, const unsigned char *data, unsigned int len)
{
    return fwrite(data, 1, len, closure) == len ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_WRITE_ERROR;
}

/* What one file holds: a whole document (PDF) or one page (PNG, SVG). */
struct job {
    const struct document *doc;
    const struct layout *lo;
    const struct page *pg;
    int dpi;
    struct report *r; /* where failures are reported */
};

/* Reports a failed drawing of t's file; returns 0 or -1. A failed write
 * is reported by write_tempfile_close, with the system's reason. */
static int drawing_status(const struct tempfile *t, cairo_status_t st)
{
    if (st == CAIRO_STATUS_SUCCESS)
        return 0;
    if (!t->err)
        report_file_error(t->r, t->path, "drawing failed: %s", cairo_status_to_string(st));
    return -1;
}

/* Finishes and frees cr and its surface; returns 0 or -1. */
static int finish_surface(const struct tempfile *t, cairo_t *cr, cairo_surface_t *s)
{
    cairo_status_t st = cairo_status(cr);
    cairo_destroy(cr);
    cairo_surface_finish(s);
    if (st == CAIRO_STATUS_SUCCESS)
        st = cairo_surface_status(s);
    cairo_surface_destroy(s);
    return drawing_status(t, st);
}

/* Title and fixed dates, so the same inputs give the same bytes. */
static void set_metadata(cairo_surface_t *s, const struct document *doc)
{
    char *title = str_printf("%s: %s", doc->look.title, doc->name);
    cairo_pdf_surface_set_metadata(s, CAIRO_PDF_METADATA_TITLE, title);
    free(title);
    cairo_pdf_surface_set_metadata(s, CAIRO_PDF_METADATA_CREATOR, "pnpgen");
    cairo_pdf_surface_set_metadata(s, CAIRO_PDF_METADATA_CREATE_DATE, FIXED_DATE);
    cairo_pdf_surface_set_metadata(s, CAIRO_PDF_METADATA_MOD_DATE, FIXED_DATE);
}

static int draw_pdf(struct tempfile *f, const struct job *j)
{
    const struct document *doc = j->doc;
    cairo_surface_t *s = cairo_pdf_surface_create_for_stream(write_stream, f,
                                                             doc->pages[0].w * PT_PER_MM,
                                                             doc->pages[0].h * PT_PER_MM);
    set_metadata(s, doc);
    cairo_t *cr = cairo_create(s);
    for (int i = 0; i < doc->npages; i++) {
        const struct page *pg = &doc->pages[i];
        cairo_pdf_surface_set_size(s, pg->w * PT_PER_MM, pg->h * PT_PER_MM);
        cairo_save(cr);
        cairo_scale(cr, PT_PER_MM, PT_PER_MM);
        draw_page(cr, j->lo, doc, pg);
        cairo_restore(cr);
        cairo_show_page(cr);
    }
    return finish_surface(f, cr, s);
}

/* The A5 booklet imposed on A4 landscape sides (impose.c), two pages a side. */
static int draw_pdf_imposed(struct tempfile *f, const struct job *j)
{
    const struct document *doc = j->doc;
    cairo_surface_t *s = cairo_pdf_surface_create_for_stream(write_stream, f,
                                                             WRITE_SHEET_WIDTH * PT_PER_MM,
                                                             WRITE_SHEET_HEIGHT * PT_PER_MM);
    set_metadata(s, doc);
    cairo_t *cr = cairo_create(s);
    int sides = write_impose_padded(doc->npages) / 2;
    for (int side = 0; side < sides; side++) {
        cairo_save(cr);
        cairo_scale(cr, PT_PER_MM, PT_PER_MM);
        write_impose_render_side(cr, j->lo, doc, side);
        cairo_restore(cr);
        cairo_show_page(cr);
    }
    return finish_surface(f, cr, s);
}

/* One page on a white image surface, dpi pixels per inch, as PNG. */
static int draw_png(struct tempfile *f, const struct job *j)
{
    const struct page *pg = j->pg;
    double scale = j->dpi / MM_PER_INCH;
    cairo_surface_t *s = cairo_image_surface_create(CAIRO_FORMAT_RGB24, write_page_pixels(pg->w, j->dpi),
                                                    write_page_pixels(pg->h, j->dpi));
    cairo_t *cr = cairo_create(s);
    cairo_set_source_rgb(cr, 1, 1, 1);
    cairo_paint(cr);
    cairo_scale(cr, scale, scale);
    draw_page(cr, j->lo, j->doc, pg);
    cairo_surface_flush(s);
    cairo_status_t st = cairo_status(cr);
    if (st == CAIRO_STATUS_SUCCESS)
        st = cairo_surface_write_to_png_stream(s, write_stream, f);
    cairo_destroy(cr);
    cairo_surface_destroy(s);
    return drawing_status(f, st);
}

/* Index of `old` in the list, added at the end when new. */
static size_t renumber(long **list, size_t *n, long old)
{
    for (size_t i = 0; i < *n; i++)
        if ((*list)[i] == old)
            return i;
    *list = xrealloc(*list, *n + 1, sizeof **list);
    (*list)[*n] = old;
    return (*n)++;
}

/* cairo 1.16 names an SVG's surfaces and images ("surface2031") after a
 * counter shared by the whole process, so a page's ids would depend on what
 * was drawn before it. Writes svg with those ids renumbered from 1 in order
 * of first use, so each file depends on its page alone. */
static int write_svg_renumbered(const char *svg, size_t n, struct tempfile *f)
{
    static const char *const prefix[] = {"surface", "image"};
    long *seen[2] = {NULL, NULL};
    size_t nseen[2] = {0, 0};
    size_t start = 0;
    int rc = 0;
    for (size_t i = 0; i < n && rc == 0; i++) {
        if (svg[i] != '"' && svg[i] != '#')
            continue;
        for (int p = 0; p < 2; p++) {
            size_t len = strlen(prefix[p]), d = i + 1 + len;
            if (d >= n || strncmp(svg + i + 1, prefix[p], len) != 0 ||
                svg[d] < '0' || svg[d] > '9')
                continue;
            long old = 0;
            while (d < n && svg[d] >= '0' && svg[d] <= '9')
                old = old * 10 + (svg[d++] - '0');
            char num[24];
            int nlen = snprintf(num, sizeof num, "%zu", renumber(&seen[p], &nseen[p], old) + 1);
            if (write_tempfile_write(f, svg + start, i + 1 + len - start) != 0 ||
                write_tempfile_write(f, num, (size_t)nlen) != 0)
                rc = -1;
            start = d;
            i = d - 1;
            break;
        }
    }
    if (rc == 0 && write_tempfile_write(f, svg + start, n - start) != 0)
        rc = -1;
    free(seen[0]);
    free(seen[1]);
    return rc;
}

/* One page as SVG, in points like the PDF, drawn in memory and then
 * written with stable ids. */
static int draw_svg(struct tempfile *f, const struct job *j)
{
    const struct page *pg = j->pg;
    char *buf = NULL;
    size_t len = 0;
    FILE *mem = open_memstream(&buf, &len);
    if (!mem)
        xout_of_memory();
    cairo_surface_t *s = cairo_svg_surface_create_for_stream(write_memstream, mem, pg->w * PT_PER_MM,
                                                             pg->h * PT_PER_MM);
    cairo_t *cr = cairo_create(s);
    cairo_scale(cr, PT_PER_MM, PT_PER_MM);
    draw_page(cr, j->lo, j->doc, pg);
    cairo_show_page(cr);
    int rc = finish_surface(f, cr, s);
    if (fclose(mem) != 0)
        rc = -1;
    if (rc == 0)
        rc = write_svg_renumbered(buf, len, f);
    free(buf);
    return rc;
}

/* Writes `path` through a temporary file in its folder, renamed into place
 * only when draw succeeded; returns 0 or -1 after printing an error. */
static int write_atomic(const char *path, int (*draw)(struct tempfile *, const struct job *),
                        const struct job *j)
{
    struct tempfile t;
    if (write_tempfile_open(&t, path, j->r) != 0)
        return -1;
    int ok = draw(&t, j) == 0;
    /* a character drawn as a box is an error, never a silent substitution */
    char first[200];
    if (ok && text_missing_glyphs(first, sizeof first) > 0) {
        report_file_error(j->r, path, "%s is in no installed font", first);
        ok = 0;
    }
    if (write_tempfile_close(&t, ok) != 0) {
        report_file_error(j->r, path, "not written");
        return -1;
    }
    return 0;
}

int write_pdf(const char *path, const struct document *doc, const struct layout *lo,
              struct report *r)
{
    if (doc->npages == 0) {
        report_file_error(r, path, "nothing to write");
        return -1;
    }
    struct job j = {doc, lo, NULL, 0, r};
    return write_atomic(path, draw_pdf, &j);
}

int write_pdf_imposed_a5(const char *path, const struct document *doc, const struct layout *lo,
                         struct report *r)
{
    if (doc->npages == 0) {
        report_file_error(r, path, "nothing to write");
        return -1;
    }
    struct job j = {doc, lo, NULL, 0, r};
    return write_atomic(path, draw_pdf_imposed, &j);
}

int write_page_pixels(double mm, int dpi)
{
    return (int)lround(mm / MM_PER_INCH * dpi);
}

static int png_page_fits(const struct page *pg, int dpi)
{
    long w = write_page_pixels(pg->w, dpi), h = write_page_pixels(pg->h, dpi);
    return w <= PNG_MAX_SIDE && h <= PNG_MAX_SIDE && w * h <= PNG_MAX_PIXELS;
}

int write_png_check_pages(const struct document *doc, const char *what, int dpi,
                          struct report *r)
{
    for (int i = 0; i < doc->npages; i++) {
        const struct page *pg = &doc->pages[i];
        if (png_page_fits(pg, dpi))
            continue;
        int best = dpi;
        while (best > PNG_DPI_MIN && !png_page_fits(pg, best))
            best--;
        report_file_error(r, "pnpgen", "--png %d: page %d of the %s would be %d x %d pixels; "
                "at most %ld pixels and %d a side: %d dpi at most for this page; "
                "nothing written", dpi, i + 1, what, write_page_pixels(pg->w, dpi),
                write_page_pixels(pg->h, dpi), PNG_MAX_PIXELS, PNG_MAX_SIDE, best);
        return -1;
    }
    return 0;
}

/* Writes each page as DIR/<prefix>-pNN.EXT; stops at the first failure. */
static int write_pages(const char *dir, const char *prefix, const char *ext,
                       int (*draw)(struct tempfile *, const struct job *), const struct job *base)
{
    size_t len = strlen(dir) + strlen(prefix) + strlen(ext) + 32;
    char *path = xmalloc(len);
    int rc = 0;
    for (int i = 0; i < base->doc->npages && rc == 0; i++) {
        struct job j = *base;
        j.pg = &base->doc->pages[i];
        snprintf(path, len, "%s/%s-p%02d.%s", dir, prefix, i + 1, ext);
        rc = write_atomic(path, draw, &j);
    }
    free(path);
    return rc;
}

int write_png_pages(const char *dir, const char *prefix, const struct document *doc,
                    const struct layout *lo, int dpi, struct report *r)
{
    if (dpi < PNG_DPI_MIN || dpi > PNG_DPI_MAX) {
        report_file_error(r, "pnpgen", "--png %d: the resolution must be %d to %d dpi", dpi,
                          PNG_DPI_MIN, PNG_DPI_MAX);
        return -1;
    }
    struct job j = {doc, lo, NULL, dpi, r};
    return write_pages(dir, prefix, "png", draw_png, &j);
}

int write_svg_pages(const char *dir, const char *prefix, const struct document *doc,
                    const struct layout *lo, struct report *r)
{
    struct job j = {doc, lo, NULL, 0, r};
    return write_pages(dir, prefix, "svg", draw_svg, &j);
}

/* DIR/<prefix>-pNN.<ext> past npages: pages of an earlier, longer version
 * of the document, which a glob of the folder would mix with the new. */
void write_remove_stale_pages(const char *dir, const char *prefix, const char *ext, int npages)
{
    size_t plen = strlen(prefix);
    DIR *d = opendir(dir);
    struct dirent *e;
    while (d && (e = readdir(d)) != NULL) {
        const char *n = e->d_name;
        if (strncmp(n, prefix, plen) != 0 || strncmp(n + plen, "-p", 2) != 0)
            continue;
        const char *p = n + plen + 2, *digits = p;
        long page = 0;
        while (*p >= '0' && *p <= '9' && p - digits < 6)
            page = page * 10 + (*p++ - '0');
        if (p - digits < 2 || *p != '.' || strcmp(p + 1, ext) != 0 || page <= npages)
            continue;
        char *path = str_printf("%s/%s", dir, n);
        unlink(path);
        free(path);
    }
    if (d)
        closedir(d);
}
