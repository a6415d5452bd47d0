/* report.c: `file:line: error: message` reports, counted (base.h). */
#include "base.h"

#include <stdarg.h>
#include <stdio.h>

static void report_v(struct report *r, const char *file, int line, const char *kind,
                     const char *fmt, va_list ap)
{
    FILE *out = r->out ? r->out : stderr;
    if (line > 0)
        fprintf(out, "%s:%d: %s: ", file, line, kind);
    else
        fprintf(out, "%s: %s: ", file, kind);
    vfprintf(out, fmt, ap);
    fputc('\n', out);
}

void report_error(struct report *r, int line, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    report_v(r, r->file, line, "error", fmt, ap);
    va_end(ap);
    r->errors++;
}

void report_warning(struct report *r, int line, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    report_v(r, r->file, line, "warning", fmt, ap);
    va_end(ap);
    r->warnings++;
}

void report_file_error(struct report *r, const char *file, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    report_v(r, file, 0, "error", fmt, ap);
    va_end(ap);
    r->errors++;
}
