/* output.c: see output.h. */
#define _POSIX_C_SOURCE 200809L
#include "output.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/stat.h>
#include <cairo-pdf.h>

#include "render.h"
#include "util.h"

#define MM_TO_PT (72.0 / 25.4)
/* Fixed dates make the same inputs give byte-identical PDFs. */
#define FIXED_DATE "2024-01-01T00:00:00Z"

static cairo_status_t write_stream(void *closure, const unsigned char *data, unsigned int len)
{
    FILE *f = closure;
    return fwrite(data, 1, len, f) == len ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_WRITE_ERROR;
}

static int draw_pdf(FILE *f, const struct document *doc, const struct layout *lo,
                    const struct variant *v)
{
    cairo_surface_t *s = cairo_pdf_surface_create_for_stream(write_stream, f,
                                                             doc->pages[0].w * MM_TO_PT,
                                                             doc->pages[0].h * MM_TO_PT);
    char title[256];
    snprintf(title, sizeof title, "%s: %s", v->name, doc->name);
    cairo_pdf_surface_set_metadata(s, CAIRO_PDF_METADATA_TITLE, title);
    cairo_pdf_surface_set_metadata(s, CAIRO_PDF_METADATA_CREATOR, "pnpgen");
    cairo_pdf_surface_set_metadata(s, CAIRO_PDF_METADATA_CREATE_DATE, FIXED_DATE);
    cairo_pdf_surface_set_metadata(s, CAIRO_PDF_METADATA_MOD_DATE, FIXED_DATE);
    cairo_t *cr = cairo_create(s);
    for (int i = 0; i < doc->npages; i++) {
        const struct page *pg = &doc->pages[i];
        cairo_pdf_surface_set_size(s, pg->w * MM_TO_PT, pg->h * MM_TO_PT);
        cairo_save(cr);
        cairo_scale(cr, MM_TO_PT, MM_TO_PT);
        render_page(cr, lo, v, pg);
        cairo_restore(cr);
        cairo_show_page(cr);
    }
    cairo_status_t st = cairo_status(cr);
    cairo_destroy(cr);
    cairo_surface_finish(s);
    if (st == CAIRO_STATUS_SUCCESS)
        st = cairo_surface_status(s);
    cairo_surface_destroy(s);
    if (st != CAIRO_STATUS_SUCCESS) {
        fprintf(stderr, "pnpgen: error: drawing failed: %s\n", cairo_status_to_string(st));
        return -1;
    }
    return 0;
}

int write_pdf(const char *path, const struct document *doc, const struct layout *lo,
              const struct variant *v)
{
    if (doc->npages == 0) {
        fprintf(stderr, "%s: error: nothing to write\n", path);
        return -1;
    }
    size_t len = strlen(path) + 16;
    char *tmp = xmalloc(len);
    snprintf(tmp, len, "%s.tmp.XXXXXX", path);
    int fd = mkstemp(tmp);
    if (fd < 0) {
        fprintf(stderr, "%s: error: cannot create a temporary file: %s\n", path, strerror(errno));
        free(tmp);
        return -1;
    }
    fchmod(fd, 0644); /* mkstemp makes 0600; a PDF is for sharing */
    FILE *f = fdopen(fd, "wb");
    int rc = f ? draw_pdf(f, doc, lo, v) : -1;
    if (f) {
        if (fflush(f) != 0 || fsync(fileno(f)) != 0)
            rc = -1;
        if (fclose(f) != 0)
            rc = -1;
    } else {
        close(fd);
    }
    if (rc == 0 && rename(tmp, path) != 0) {
        fprintf(stderr, "%s: error: cannot rename the finished file: %s\n", path, strerror(errno));
        rc = -1;
    }
    if (rc != 0) {
        unlink(tmp);
        fprintf(stderr, "%s: error: not written\n", path);
    }
    free(tmp);
    return rc;
}
