/* cli_render_one.c: one definition's set rendered, for render (one set or
 * several: cli_render_many.c) and watch: validate, compose for the layout,
 * write the component sheets, the booklet and the designers' document (PDF,
 * and PNG or SVG pages when asked), all three put in place together. */
#define _POSIX_C_SOURCE 200809L
#include "cli.h"

#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "text/text.h"
#include "write/write.h"

/* Creates dir and its missing parents (renders in parallel may create them
 * at the same moment: a folder that appeared meanwhile is fine). Returns 0,
 * or -1 after reporting which folder could not be made and why. */
static int make_dirs(const char *dir, struct report *r)
{
    char *p = xstrdup(dir);
    int rc = 0;
    for (char *s = p + 1; rc == 0; s++) {
        if (*s != '/' && *s != '\0')
            continue;
        char c = *s;
        *s = '\0';
        struct stat st;
        if (mkdir(p, 0755) != 0) {
            int err = errno;
            if (err != EEXIST || stat(p, &st) != 0 || !S_ISDIR(st.st_mode)) {
                report_file_error(r, dir, "cannot create the folder %s: %s", p,
                                  strerror(err == EEXIST ? ENOTDIR : err));
                rc = -1;
            }
        }
        *s = c;
        if (c == '\0')
            break;
    }
    free(p);
    return rc;
}

/* --booklet a5 prints on A4 sheets: the layout must be A4 (either way
 * round). Returns 0, or -1 after reporting through r. */
static int check_booklet_a5_paper(const struct layout *lo, struct report *r)
{
    double s = fmin(lo->paper_w, lo->paper_h), l = fmax(lo->paper_w, lo->paper_h);
    if (fabs(s - WRITE_SHEET_HEIGHT) < 0.01 && fabs(l - WRITE_SHEET_WIDTH) < 0.01)
        return 0;
    report_file_error(r, lo->file, "--booklet a5 prints on A4 sheets, and this layout's paper "
                      "is %g x %g mm; use an A4 layout", lo->paper_w, lo->paper_h);
    return -1;
}

/* Composes and writes the set's three documents into outdir: an exit code. */
static int render_set(const struct variant *v, const struct layout *lo, const char *outdir,
                      const struct cli_render_options *o)
{
    struct report r = {.file = v->file};
    /* the A5 booklet is composed on A5 pages (text reflowed, not shrunk) */
    struct layout a5 = *lo;
    a5.paper_w = WRITE_A5_WIDTH;
    a5.paper_h = WRITE_A5_HEIGHT;
    a5.booklet_a5 = 1;
    const struct layout *book_lo = o->booklet_a5 ? &a5 : lo;
    struct composed c;
    if (compose_set(v, lo, book_lo, &c, &r) != 0)
        return CLI_RULES;
    struct document *comp = &c.components, *book = &c.booklet, *design = &c.design;
    if (o->booklet_a5) {
        free(book->name);
        book->name = xstrdup("booklet-a5");
    }
    int rc = CLI_OK;
    if (o->png_dpi && (write_png_check_pages(comp, "components", o->png_dpi, &r) != 0 ||
                       write_png_check_pages(book, "booklet", o->png_dpi, &r) != 0 ||
                       write_png_check_pages(design, "design", o->png_dpi, &r) != 0))
        rc = CLI_INPUT;
    if (rc == CLI_OK && make_dirs(outdir, &r) != 0)
        rc = CLI_INPUT;
    const struct document *docs[] = {comp, book, design};
    const struct layout *los[] = {lo, book_lo, lo};
    enum { NDOCS = sizeof docs / sizeof docs[0] };
    /* what a render of this set killed mid-write left; then the set's
       files, put in place together when all are written */
    char *prefix_id = str_printf("%s-", v->id);
    if (rc == CLI_OK)
        write_remove_dead_temps(outdir, prefix_id);
    free(prefix_id);
    write_set_begin();
    for (int i = 0; i < NDOCS && rc == CLI_OK; i++) {
        char *path = str_printf("%s/%s-%s.pdf", outdir, v->id, docs[i]->name);
        const char *prefix = path + strlen(outdir) + 1; /* <id>-<doc>.pdf */
        int imposed = docs[i] == book && o->booklet_a5;
        if ((imposed ? write_pdf_imposed_a5(path, docs[i], los[i], &r)
                     : write_pdf(path, docs[i], los[i], &r)) != 0)
            rc = CLI_INPUT;
        path[strlen(path) - 4] = '\0';
        /* pictures of the pages in reading order, not imposed */
        if (rc == CLI_OK && o->png_dpi &&
            write_png_pages(outdir, prefix, docs[i], los[i], o->png_dpi, &r) != 0)
            rc = CLI_INPUT;
        if (rc == CLI_OK && o->svg && write_svg_pages(outdir, prefix, docs[i], los[i], &r) != 0)
            rc = CLI_INPUT;
        free(path);
    }
    if (write_set_end(rc == CLI_OK, &r) != 0 && rc == CLI_OK)
        rc = CLI_INPUT;
    for (int i = 0; i < NDOCS && rc == CLI_OK; i++) {
        char *prefix = str_printf("%s-%s", v->id, docs[i]->name);
        if (o->png_dpi)
            write_remove_stale_pages(outdir, prefix, "png", docs[i]->npages);
        if (o->svg)
            write_remove_stale_pages(outdir, prefix, "svg", docs[i]->npages);
        free(prefix);
    }
    compose_set_free(&c);
    return rc;
}

int cli_render_file(const char *def, const struct cli_render_options *o, char **dir_out)
{
    /* the layouts of a set rendered before (watch, several sets): their
       memory and their count of missing characters; the fonts stay loaded */
    text_cache_clear();
    struct cli_set set;
    int rc = cli_set_load(def, o->layout_path, &set);
    if (rc == CLI_OK && !cli_id_is_file_name(set.v.id)) {
        /* the schema's id pattern refuses such an id; this guards the paths
           built from it should that ever change */
        fprintf(stderr, "%s:%d: error: variant id is not a safe file name\n", def, set.v.line);
        rc = CLI_RULES;
    }
    if (rc == CLI_OK && o->booklet_a5 &&
        check_booklet_a5_paper(&set.lo, &(struct report){.file = set.layout_path}) != 0)
        rc = CLI_INPUT;
    char *dir = NULL;
    if (rc == CLI_OK) {
        dir = o->outdir ? xstrdup(o->outdir) : str_printf("output/%s", set.v.id);
        rc = render_set(&set.v, &set.lo, dir, o);
    }
    if (rc != CLI_OK)
        fprintf(stderr, "%s: nothing rendered\n", def);
    if (dir_out)
        *dir_out = dir;
    else
        free(dir);
    cli_set_free(&set);
    return rc;
}
