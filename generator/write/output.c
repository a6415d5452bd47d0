/* output.c: writes composed documents as PDF, PNG or SVG (write.h). */
#define _POSIX_C_SOURCE 200809L
#include "write.h"

#include <dirent.h>
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/stat.h>
#include <cairo-pdf.h>
#include <cairo-svg.h>

#include "draw/draw.h"
#include "base/base.h"
#include "text/text.h"

/* Fixed dates make the same inputs give byte-identical PDFs. */
#define FIXED_DATE "2024-01-01T00:00:00Z"

static cairo_status_t write_stream(void *closure, const unsigned char *data, unsigned int len)
{
    FILE *f = closure;
    return fwrite(data, 1, len, f) == len ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_WRITE_ERROR;
}

/* What one file holds: a whole document (PDF) or one page (PNG, SVG). */
struct job {
    const struct document *doc;
    const struct layout *lo;
    const struct variant *v;
    const struct page *pg;
    int dpi;
    struct report *r; /* where failures are reported */
};

/* Reports a failed drawing; returns 0 or -1. */
static int drawing_status(cairo_status_t st, struct report *r)
{
    if (st == CAIRO_STATUS_SUCCESS)
        return 0;
    report_file_error(r, "pnpgen", "drawing failed: %s", cairo_status_to_string(st));
    return -1;
}

/* Finishes and frees cr and its surface; returns 0 or -1. */
static int finish_surface(cairo_t *cr, cairo_surface_t *s, struct report *r)
{
    cairo_status_t st = cairo_status(cr);
    cairo_destroy(cr);
    cairo_surface_finish(s);
    if (st == CAIRO_STATUS_SUCCESS)
        st = cairo_surface_status(s);
    cairo_surface_destroy(s);
    return drawing_status(st, r);
}

static int draw_pdf(FILE *f, const struct job *j)
{
    const struct document *doc = j->doc;
    const struct variant *v = j->v;
    cairo_surface_t *s = cairo_pdf_surface_create_for_stream(write_stream, f,
                                                             doc->pages[0].w * PT_PER_MM,
                                                             doc->pages[0].h * PT_PER_MM);
    char title[256];
    snprintf(title, sizeof title, "%s: %s", v->name, doc->name);
    cairo_pdf_surface_set_metadata(s, CAIRO_PDF_METADATA_TITLE, title);
    cairo_pdf_surface_set_metadata(s, CAIRO_PDF_METADATA_CREATOR, "pnpgen");
    cairo_pdf_surface_set_metadata(s, CAIRO_PDF_METADATA_CREATE_DATE, FIXED_DATE);
    cairo_pdf_surface_set_metadata(s, CAIRO_PDF_METADATA_MOD_DATE, FIXED_DATE);
    cairo_t *cr = cairo_create(s);
    for (int i = 0; i < doc->npages; i++) {
        const struct page *pg = &doc->pages[i];
        cairo_pdf_surface_set_size(s, pg->w * PT_PER_MM, pg->h * PT_PER_MM);
        cairo_save(cr);
        cairo_scale(cr, PT_PER_MM, PT_PER_MM);
        draw_page(cr, j->lo, v, pg);
        cairo_restore(cr);
        cairo_show_page(cr);
    }
    return finish_surface(cr, s, j->r);
}

/* One page on a white image surface, dpi pixels per inch, as PNG. */
static int draw_png(FILE *f, const struct job *j)
{
    const struct page *pg = j->pg;
    double scale = j->dpi / MM_PER_INCH;
    cairo_surface_t *s = cairo_image_surface_create(CAIRO_FORMAT_RGB24, write_page_pixels(pg->w, j->dpi),
                                                    write_page_pixels(pg->h, j->dpi));
    cairo_t *cr = cairo_create(s);
    cairo_set_source_rgb(cr, 1, 1, 1);
    cairo_paint(cr);
    cairo_scale(cr, scale, scale);
    draw_page(cr, j->lo, j->v, pg);
    cairo_surface_flush(s);
    cairo_status_t st = cairo_status(cr);
    if (st == CAIRO_STATUS_SUCCESS)
        st = cairo_surface_write_to_png_stream(s, write_stream, f);
    cairo_destroy(cr);
    cairo_surface_destroy(s);
    return drawing_status(st, j->r);
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
static int write_svg_renumbered(const char *svg, size_t n, FILE *f)
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
            if (fwrite(svg + start, 1, i + 1 + len - start, f) != i + 1 + len - start ||
                fprintf(f, "%zu", renumber(&seen[p], &nseen[p], old) + 1) < 0)
                rc = -1;
            start = d;
            i = d - 1;
            break;
        }
    }
    if (rc == 0 && fwrite(svg + start, 1, n - start, f) != n - start)
        rc = -1;
    free(seen[0]);
    free(seen[1]);
    return rc;
}

/* One page as SVG, in points like the PDF, drawn in memory and then
 * written with stable ids. */
static int draw_svg(FILE *f, const struct job *j)
{
    const struct page *pg = j->pg;
    char *buf = NULL;
    size_t len = 0;
    FILE *mem = open_memstream(&buf, &len);
    if (!mem)
        xout_of_memory();
    cairo_surface_t *s = cairo_svg_surface_create_for_stream(write_stream, mem, pg->w * PT_PER_MM,
                                                             pg->h * PT_PER_MM);
    cairo_t *cr = cairo_create(s);
    cairo_scale(cr, PT_PER_MM, PT_PER_MM);
    draw_page(cr, j->lo, j->v, pg);
    cairo_show_page(cr);
    int rc = finish_surface(cr, s, j->r);
    if (fclose(mem) != 0)
        rc = -1;
    if (rc == 0)
        rc = write_svg_renumbered(buf, len, f);
    free(buf);
    return rc;
}

/* A process killed while writing `path` leaves its temporary file
 * `path`.tmp.XXXXXX behind (mkstemp's six characters). The next write of
 * the same file removes such leftovers; other files are never touched. */
static void remove_stale_temps(const char *path)
{
    const char *slash = strrchr(path, '/');
    char *dir = slash ? xstrndup(path, (size_t)(slash - path)) : xstrdup(".");
    if (slash && slash == path) {
        free(dir);
        dir = xstrdup("/");
    }
    const char *base = slash ? slash + 1 : path;
    size_t blen = strlen(base);
    DIR *d = opendir(dir);
    struct dirent *e;
    while (d && (e = readdir(d)) != NULL) {
        const char *n = e->d_name;
        if (strlen(n) == blen + 11 && strncmp(n, base, blen) == 0 &&
            strncmp(n + blen, ".tmp.", 5) == 0) {
            size_t len = strlen(dir) + strlen(n) + 2;
            char *stale = xmalloc(len);
            snprintf(stale, len, "%s/%s", dir, n);
            unlink(stale);
            free(stale);
        }
    }
    if (d)
        closedir(d);
    free(dir);
}

/* Writes `path` through a temporary file in its folder, renamed into place
 * only when draw succeeded; returns 0 or -1 after printing an error. */
static int write_atomic(const char *path, int (*draw)(FILE *, const struct job *),
                        const struct job *j)
{
    remove_stale_temps(path);
    size_t len = strlen(path) + 16;
    char *tmp = xmalloc(len);
    snprintf(tmp, len, "%s.tmp.XXXXXX", path);
    int fd = mkstemp(tmp);
    if (fd < 0) {
        report_file_error(j->r, path, "cannot create a temporary file: %s", strerror(errno));
        free(tmp);
        return -1;
    }
    fchmod(fd, 0644); /* mkstemp makes 0600; the output is for sharing */
    FILE *f = fdopen(fd, "wb");
    int rc = f ? draw(f, j) : -1;
    if (f) {
        if (fflush(f) != 0 || fsync(fileno(f)) != 0)
            rc = -1;
        if (fclose(f) != 0)
            rc = -1;
    } else {
        close(fd);
    }
    /* a character drawn as a box is an error, never a silent substitution */
    char first[200];
    if (rc == 0 && text_missing_glyphs(first, sizeof first) > 0) {
        fprintf(stderr, "%s: error: %s is in no installed font\n", path, first);
        rc = -1;
    }
    if (rc == 0 && rename(tmp, path) != 0) {
        report_file_error(j->r, path, "cannot rename the finished file: %s", strerror(errno));
        rc = -1;
    }
    if (rc != 0) {
        unlink(tmp);
        report_file_error(j->r, path, "not written");
    }
    free(tmp);
    return rc;
}

int write_pdf(const char *path, const struct document *doc, const struct layout *lo,
              const struct variant *v, struct report *r)
{
    if (doc->npages == 0) {
        report_file_error(r, path, "nothing to write");
        return -1;
    }
    struct job j = {doc, lo, v, NULL, 0, r};
    return write_atomic(path, draw_pdf, &j);
}

int write_page_pixels(double mm, int dpi)
{
    return (int)lround(mm / MM_PER_INCH * dpi);
}

/* Writes each page as DIR/<prefix>-pNN.EXT; stops at the first failure. */
static int write_pages(const char *dir, const char *prefix, const char *ext,
                       int (*draw)(FILE *, const struct job *), const struct job *base)
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
                    const struct layout *lo, const struct variant *v, int dpi, struct report *r)
{
    if (dpi < PNG_DPI_MIN || dpi > PNG_DPI_MAX) {
        report_file_error(r, "pnpgen", "--png %d: the resolution must be %d to %d dpi", dpi,
                          PNG_DPI_MIN, PNG_DPI_MAX);
        return -1;
    }
    struct job j = {doc, lo, v, NULL, dpi, r};
    return write_pages(dir, prefix, "png", draw_png, &j);
}

int write_svg_pages(const char *dir, const char *prefix, const struct document *doc,
                    const struct layout *lo, const struct variant *v, struct report *r)
{
    struct job j = {doc, lo, v, NULL, 0, r};
    return write_pages(dir, prefix, "svg", draw_svg, &j);
}
