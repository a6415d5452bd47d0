/* report.c: see report.h. Messages go to stderr. */
#include "report.h"

#include <stdarg.h>
#include <stdio.h>

static void report_v(struct report *r, int line, const char *kind,
                     const char *fmt, va_list ap)
{
    if (line > 0)
        fprintf(stderr, "%s:%d: %s: ", r->file, line, kind);
    else
        fprintf(stderr, "%s: %s: ", r->file, kind);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
}

void report_error(struct report *r, int line, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    report_v(r, line, "error", fmt, ap);
    va_end(ap);
    r->errors++;
}

void report_warning(struct report *r, int line, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    report_v(r, line, "warning", fmt, ap);
    va_end(ap);
    r->warnings++;
}
