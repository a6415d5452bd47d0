/* bench.c: how fast pnpgen renders, against the floor of what cairo alone
 * needs to write the same drawing.
 *   bench [-n RUNS] DEF.xml...
 * For each definition, in a child process of its own (so that its peak RSS
 * is its own): RUNS times the whole pipeline (load, validate, compose, draw,
 * PDF into memory), then RUNS times the floor: the same pages, recorded once
 * on cairo recording surfaces, replayed into the same three PDFs with no model, validation
 * or layout work. The pages are those of the three documents pnpgen render
 * writes (components, booklet, design): compose_set composes all three, so
 * a pipeline that paid for the design's composing but left its pages out of
 * both sides measured work the floor had no pages for. Prints one line per
 * set and a total, medians of the runs; the ratio is of wall time, the CPU
 * ratio of CPU time on both sides (steadier on a machine with other work).
 *   bench -i DEF.xml...   (run under valgrind --tool=callgrind)
 * Instead of timing: one warm-up render, then callgrind counts the
 * instructions of one warm pipeline and of one replay of its floor, each
 * dumped under its own name ("pipeline shogi.xml", "floor shogi.xml"):
 * figures that do not move with what else the machine is doing
 * (tests/bench/instr.sh, make bench COUNT=instr). */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/time.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#if defined __has_include
#if __has_include(<valgrind/callgrind.h>)
#include <valgrind/callgrind.h>
#endif
#endif
#ifndef CALLGRIND_ZERO_STATS /* no valgrind headers: -i counts nothing */
#define CALLGRIND_ZERO_STATS
#define CALLGRIND_DUMP_STATS_AT(s) ((void)(s))
#endif
#include <cairo-pdf.h>
#include <cairo.h>

#include "text/text.h"
#include "compose/compose.h"
#include "draw/draw.h"
#include "model/model.h"
#include "load/load.h"
#include "rules/rules.h"

#define MM_TO_PT (72.0 / 25.4)
#define MAX_RUNS 64
#define NDOCS 3 /* components, booklet, design */

struct result {
    int ok, pages;
    double wall, cpu, floor_wall, floor_cpu; /* seconds, medians */
    double validate;              /* seconds, median of load + validate */
    long pdf_bytes;
};

static double now(clockid_t clock)
{
    struct timespec ts;
    clock_gettime(clock, &ts);
    return ts.tv_sec + ts.tv_nsec / 1e9;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

static double median(double *v, int n)
{
    qsort(v, (size_t)n, sizeof *v, cmp_double);
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

static cairo_status_t count_bytes(void *closure, const unsigned char *data, unsigned int len)
{
    (void)data;
    *(long *)closure += len;
    return CAIRO_STATUS_SUCCESS;
}

/* Loads (and, when asked, validates) a set and composes both documents
 * through compose's entry point, as pnpgen render does. */
struct loaded {
    struct variant v;
    struct composed c;
};

static int load_compose(const char *def, const struct layout *lo, int check, struct loaded *l)
{
    struct report r = {.file = def};
    if (piecedef_load(def, &l->v, &r) != 0 || (check && validate_variant(&l->v, &r) != 0) ||
        compose_set(&l->v, lo, lo, &l->c, &r) != 0) {
        variant_free(&l->v);
        return -1;
    }
    return 0;
}

static void loaded_free(struct loaded *l)
{
    compose_set_free(&l->c);
    variant_free(&l->v);
}

/* The pipeline as `pnpgen render` runs it, writing into a byte counter. */
static long render_all(const char *def, const struct layout *lo, int *pages)
{
    struct loaded l;
    long bytes = 0;
    text_cache_clear(); /* each run starts cold, as one pnpgen render does */
    if (load_compose(def, lo, 1, &l) != 0)
        return -1;
    *pages = 0;
    const struct document *docs[NDOCS] = {&l.c.components, &l.c.booklet, &l.c.design};
    for (int d = 0; d < NDOCS; d++) {
        cairo_surface_t *s = cairo_pdf_surface_create_for_stream(count_bytes, &bytes, 595, 842);
        cairo_t *cr = cairo_create(s);
        for (int i = 0; i < docs[d]->npages; i++) {
            const struct page *pg = &docs[d]->pages[i];
            cairo_pdf_surface_set_size(s, pg->w * MM_TO_PT, pg->h * MM_TO_PT);
            cairo_save(cr);
            cairo_scale(cr, MM_TO_PT, MM_TO_PT);
            draw_page(cr, lo, docs[d], pg);
            cairo_restore(cr);
            cairo_show_page(cr);
            (*pages)++;
        }
        cairo_destroy(cr);
        cairo_surface_finish(s);
        cairo_surface_destroy(s);
    }
    loaded_free(&l);
    return bytes;
}

/* The floor: every page recorded once, then only replayed into the same
 * three PDFs the pipeline writes (each document embeds its own fonts and
 * has its own file structure, on both sides). */
struct recorded {
    cairo_surface_t **pages;
    double *w, *h;
    int *doc; /* the document (0 components, 1 booklet, 2 design) of each page */
    int n;
};

static int record_pages(const char *def, const struct layout *lo, struct recorded *rec)
{
    struct loaded l;
    memset(rec, 0, sizeof *rec);
    if (load_compose(def, lo, 0, &l) != 0)
        return -1;
    int total = l.c.components.npages + l.c.booklet.npages + l.c.design.npages;
    rec->pages = calloc((size_t)total, sizeof *rec->pages);
    rec->w = calloc((size_t)total, sizeof *rec->w);
    rec->h = calloc((size_t)total, sizeof *rec->h);
    rec->doc = calloc((size_t)total, sizeof *rec->doc);
    const struct document *docs[NDOCS] = {&l.c.components, &l.c.booklet, &l.c.design};
    for (int d = 0; d < NDOCS; d++)
        for (int i = 0; i < docs[d]->npages; i++) {
            const struct page *pg = &docs[d]->pages[i];
            cairo_rectangle_t ext = {0, 0, pg->w * MM_TO_PT, pg->h * MM_TO_PT};
            cairo_surface_t *s = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, &ext);
            cairo_t *cr = cairo_create(s);
            cairo_scale(cr, MM_TO_PT, MM_TO_PT);
            draw_page(cr, lo, docs[d], pg);
            cairo_destroy(cr);
            rec->pages[rec->n] = s;
            rec->w[rec->n] = ext.width;
            rec->h[rec->n] = ext.height;
            rec->doc[rec->n] = d;
            rec->n++;
        }
    loaded_free(&l);
    return 0;
}

static void replay(const struct recorded *rec)
{
    long bytes = 0;
    for (int d = 0; d < NDOCS; d++) {
        cairo_surface_t *s = cairo_pdf_surface_create_for_stream(count_bytes, &bytes, 595, 842);
        cairo_t *cr = cairo_create(s);
        for (int i = 0; i < rec->n; i++) {
            if (rec->doc[i] != d)
                continue;
            cairo_pdf_surface_set_size(s, rec->w[i], rec->h[i]);
            cairo_set_source_surface(cr, rec->pages[i], 0, 0);
            cairo_paint(cr);
            cairo_show_page(cr);
        }
        cairo_destroy(cr);
        cairo_surface_finish(s);
        cairo_surface_destroy(s);
    }
}

static void free_recorded(struct recorded *rec)
{
    for (int i = 0; i < rec->n; i++)
        cairo_surface_destroy(rec->pages[i]);
    free(rec->pages);
    free(rec->w);
    free(rec->h);
    free(rec->doc);
}

static struct result measure(const char *def, const struct layout *lo, int runs)
{
    struct result res = {0};
    double wall[MAX_RUNS], cpu[MAX_RUNS], fl[MAX_RUNS], flc[MAX_RUNS], val[MAX_RUNS];
    /* one unmeasured run loads the fonts: what is measured is a set rendered
       in a process that has rendered before (pnpgen render A.xml B.xml ...,
       watch); a process of its own for the set adds the loading (bench.sh) */
    if (render_all(def, lo, &res.pages) < 0)
        return res;
    for (int i = 0; i < runs; i++) {
        double w0 = now(CLOCK_MONOTONIC), c0 = now(CLOCK_PROCESS_CPUTIME_ID);
        res.pdf_bytes = render_all(def, lo, &res.pages);
        wall[i] = now(CLOCK_MONOTONIC) - w0;
        cpu[i] = now(CLOCK_PROCESS_CPUTIME_ID) - c0;
        struct variant v;
        struct report r = {.file = def};
        double v0 = now(CLOCK_MONOTONIC);
        piecedef_load(def, &v, &r);
        validate_variant(&v, &r);
        val[i] = now(CLOCK_MONOTONIC) - v0;
        variant_free(&v);
    }
    struct recorded rec;
    if (record_pages(def, lo, &rec) != 0)
        return res;
    for (int i = 0; i < runs; i++) {
        double w0 = now(CLOCK_MONOTONIC), c0 = now(CLOCK_PROCESS_CPUTIME_ID);
        replay(&rec);
        fl[i] = now(CLOCK_MONOTONIC) - w0;
        flc[i] = now(CLOCK_PROCESS_CPUTIME_ID) - c0;
    }
    free_recorded(&rec);
    res.wall = median(wall, runs);
    res.cpu = median(cpu, runs);
    res.floor_wall = median(fl, runs);
    res.floor_cpu = median(flc, runs);
    res.validate = median(val, runs);
    res.ok = 1;
    return res;
}

/* -i: the instructions of one warm pipeline and one replay of its floor,
 * each a callgrind dump of its own. */
static int count_instructions(const char *def, const struct layout *lo)
{
    const char *name = strrchr(def, '/') ? strrchr(def, '/') + 1 : def;
    char label[300];
    int pages;
    if (render_all(def, lo, &pages) < 0)
        return -1;
    CALLGRIND_ZERO_STATS;
    render_all(def, lo, &pages);
    snprintf(label, sizeof label, "pipeline %s", name);
    CALLGRIND_DUMP_STATS_AT(label);
    struct recorded rec;
    if (record_pages(def, lo, &rec) != 0)
        return -1;
    CALLGRIND_ZERO_STATS;
    replay(&rec);
    snprintf(label, sizeof label, "floor %s", name);
    CALLGRIND_DUMP_STATS_AT(label);
    free_recorded(&rec);
    return 0;
}

int main(int argc, char **argv)
{
    int runs = 5, first = 1;
    if (argc > 2 && !strcmp(argv[1], "-i")) {
        struct layout lo;
        if (layout_load("layouts/a4.xml", &lo, &(struct report){.file = "layouts/a4.xml"}) != 0)
            return 2;
        int failed = 0;
        for (int a = 2; a < argc; a++)
            if (count_instructions(argv[a], &lo) != 0) {
                fprintf(stderr, "bench: %s failed\n", argv[a]);
                failed = 1;
            }
        layout_free(&lo);
        return failed;
    }
    if (argc > 2 && !strcmp(argv[1], "-n")) {
        runs = atoi(argv[2]);
        first = 3;
    }
    if (runs < 1 || runs > MAX_RUNS || first >= argc) {
        fputs("usage: bench [-n RUNS] DEF.xml...\n       bench -i DEF.xml... (under callgrind)\n", stderr);
        return 2;
    }
    struct layout lo;
    if (layout_load("layouts/a4.xml", &lo, &(struct report){.file = "layouts/a4.xml"}) != 0)
        return 2;
    printf("%-22s %5s %9s %9s %9s %9s %7s %9s %7s %9s %8s %9s\n", "set", "pages", "wall ms",
           "cpu ms", "ms/page", "floor ms", "ratio", "floor cpu", "cpu rt", "valid. ms", "RSS MB",
           "PDF KB");
    struct result total = {0};
    long max_rss = 0;
    int failed = 0;
    for (int a = first; a < argc; a++) {
        int fd[2];
        if (pipe(fd) != 0)
            return 2;
        fflush(stdout);
        pid_t pid = fork();
        if (pid == 0) {
            close(fd[0]);
            struct result r = measure(argv[a], &lo, runs);
            ssize_t w = write(fd[1], &r, sizeof r);
            _exit(w == (ssize_t)sizeof r ? 0 : 1);
        }
        close(fd[1]);
        struct result r = {0};
        ssize_t got = read(fd[0], &r, sizeof r);
        close(fd[0]);
        struct rusage ru;
        int status;
        wait4(pid, &status, 0, &ru);
        const char *name = strrchr(argv[a], '/') ? strrchr(argv[a], '/') + 1 : argv[a];
        if (got != (ssize_t)sizeof r || !r.ok) {
            printf("%-22s failed\n", name);
            failed = 1;
            continue;
        }
        double rss = ru.ru_maxrss / 1024.0;
        printf("%-22s %5d %9.1f %9.1f %9.2f %9.1f %7.2f %9.1f %7.2f %9.2f %8.1f %9.1f\n", name,
               r.pages, r.wall * 1e3, r.cpu * 1e3, r.wall * 1e3 / r.pages, r.floor_wall * 1e3,
               r.wall / r.floor_wall, r.floor_cpu * 1e3, r.cpu / r.floor_cpu, r.validate * 1e3,
               rss, r.pdf_bytes / 1024.0);
        total.pages += r.pages;
        total.wall += r.wall;
        total.cpu += r.cpu;
        total.floor_wall += r.floor_wall;
        total.floor_cpu += r.floor_cpu;
        total.validate += r.validate;
        total.pdf_bytes += r.pdf_bytes;
        if (ru.ru_maxrss > max_rss)
            max_rss = ru.ru_maxrss;
    }
    if (total.pages)
        printf("%-22s %5d %9.1f %9.1f %9.2f %9.1f %7.2f %9.1f %7.2f %9.2f %8.1f %9.1f\n", "total",
               total.pages, total.wall * 1e3, total.cpu * 1e3, total.wall * 1e3 / total.pages,
               total.floor_wall * 1e3, total.wall / total.floor_wall, total.floor_cpu * 1e3,
               total.cpu / total.floor_cpu, total.validate * 1e3, max_rss / 1024.0,
               total.pdf_bytes / 1024.0);
    printf("(medians of %d runs after one warm-up; RSS is each set's own process peak)\n", runs);
    layout_free(&lo);
    return failed;
}
