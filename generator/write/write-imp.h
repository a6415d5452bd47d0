/* write-imp.h (private to write/): a file written beside its final name and renamed into place
 * only when complete. The temporary name is `<path>.tmp.<pid>.XXXXXX`; the
 * writer holds an flock on it while it lives. A leftover of a process that
 * died (kill -9, power loss) is removed by the next write of the same path,
 * but only when its owner's pid is gone and no process holds its lock, so
 * renders running in parallel into one folder never delete each other's
 * files. SIGINT, SIGTERM and SIGHUP remove the live temporary file before
 * the process ends (tempfile.c). */
#ifndef PNPGEN_WRITE_IMP_H
#define PNPGEN_WRITE_IMP_H

#include <stdio.h>

#include <cairo.h>

#include "base/base.h"
#include "write.h"

struct tempfile {
    const char *path; /* the final name */
    char *tmp;        /* the temporary name */
    FILE *f;          /* open for writing */
    int err;          /* errno of the first failed write, or 0 */
    struct report *r; /* where failures are reported */
};

/* Creates the temporary file for `path`; returns 0, or -1 after reporting
 * "path: error: ..." with the system's reason through r. */
int write_tempfile_open(struct tempfile *t, const char *path, struct report *r);

/* Writes n bytes, remembering the first failure's errno; returns 0 or -1. */
int write_tempfile_write(struct tempfile *t, const void *data, size_t n);

/* ok != 0: flushes, syncs and renames the file into place; returns 0, or -1
 * after reporting an error. ok == 0: removes the temporary file and returns
 * -1. A failed write, then or earlier, is reported as "path: error: cannot
 * write: <the system's reason>". Either way t is released. */
int write_tempfile_close(struct tempfile *t, int ok);

/* Draws side `side` of the imposed `doc` (A5 pages) onto cr, whose user
 * space is millimetres with (0,0) at the top-left corner of the A4
 * landscape side (impose.c). Pages past doc->npages are blank; the front
 * of every sheet carries the fold mark. */
void write_impose_render_side(cairo_t *cr, const struct layout *lo, const struct document *doc,
                              int side);

#endif
