/* report.h: diagnostics in `file:line: error: message` form, counted so that
 * a stage can report every problem before giving up. */
#ifndef PNPGEN_REPORT_H
#define PNPGEN_REPORT_H

#include <stdio.h>

struct report {
    const char *file;
    int errors, warnings;
    FILE *out; /* where messages go; NULL means stderr (tests capture them) */
};

void report_error(struct report *r, int line, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
void report_warning(struct report *r, int line, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

#endif
