/* report.c: `file:line: error: message` reports, counted (base.h). A
 * stage reports every problem it finds and counts it in the struct report
 * rather than stopping at the first, so one run of `pnpgen validate` shows
 * all of them; the caller decides from r->errors what to do. A report may
 * hold its messages and print them sorted by line (report_flush), so the
 * loader's and the validator's come out in the order of the file. Messages
 * go to r->out (a test can capture them) or stderr. */
#include "base.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

enum { KIND_ERROR, KIND_WARNING, KIND_NOTE };

struct report_msg {
    int line, column, warning; /* KIND_* */
    int order;   /* when it was made: sorting keeps ties in this order */
    char *text;  /* the message after "error: " */
};

static void print_one(struct report *r, int line, int column, int warning, const char *text)
{
    FILE *out = r->out ? r->out : stderr;
    const char *kind = warning == KIND_NOTE ? "note" : warning ? "warning" : "error";
    if (line > 0 && column > 0)
        fprintf(out, "%s:%d:%d: %s: %s\n", r->file, line, column, kind, text);
    else if (line > 0)
        fprintf(out, "%s:%d: %s: %s\n", r->file, line, kind, text);
    else
        fprintf(out, "%s: %s: %s\n", r->file, kind, text);
}

static void report_v(struct report *r, int line, int column, int warning,
                     const char *fmt, va_list ap)
{
    char buf[1024];
    vsnprintf(buf, sizeof buf, fmt, ap);
    if (warning == KIND_WARNING)
        r->warnings++;
    else if (warning == KIND_ERROR)
        r->errors++;
    if (!r->hold) {
        print_one(r, line, column, warning, buf);
        return;
    }
    r->held = xgrow(r->held, &r->nheld, &r->cap, sizeof *r->held);
    struct report_msg *m = &r->held[r->nheld - 1];
    m->line = line > 0 ? line : 0;
    m->column = column;
    m->warning = warning;
    m->order = r->nheld - 1;
    m->text = xstrdup(buf);
}

void report_error(struct report *r, int line, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    report_v(r, line, 0, 0, fmt, ap);
    va_end(ap);
}

void report_warning(struct report *r, int line, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    report_v(r, line, 0, 1, fmt, ap);
    va_end(ap);
}

void report_error_at(struct report *r, int line, int column, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    report_v(r, line, column, 0, fmt, ap);
    va_end(ap);
}

void report_warning_at(struct report *r, int line, int column, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    report_v(r, line, column, 1, fmt, ap);
    va_end(ap);
}

void report_note(struct report *r, int line, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    report_v(r, line, 0, KIND_NOTE, fmt, ap);
    va_end(ap);
}

void report_scan(struct report *r, int (*look)(const char *message, void *ctx), void *ctx)
{
    for (int i = 0; i < r->nheld; i++)
        look(r->held[i].text, ctx);
}

void report_drop(struct report *r, int (*reject)(const char *message, void *ctx), void *ctx)
{
    int kept = 0;
    for (int i = 0; i < r->nheld; i++) {
        struct report_msg *m = &r->held[i];
        if (reject(m->text, ctx)) {
            if (m->warning == KIND_WARNING)
                r->warnings--;
            else if (m->warning == KIND_ERROR)
                r->errors--;
            free(m->text);
        } else {
            r->held[kept++] = *m;
        }
    }
    r->nheld = kept;
}

static int by_line(const void *a, const void *b)
{
    const struct report_msg *x = a, *y = b;
    if (x->line != y->line)
        return x->line < y->line ? -1 : 1;
    return x->order < y->order ? -1 : x->order > y->order;
}

void report_forward(struct report *from, struct report *to)
{
    for (int i = 0; i < from->nheld; i++) {
        struct report_msg *m = &from->held[i];
        if (m->warning == KIND_NOTE)
            report_note(to, m->line, "%s", m->text);
        else if (m->warning)
            report_warning_at(to, m->line, m->column, "%s", m->text);
        else
            report_error_at(to, m->line, m->column, "%s", m->text);
        free(m->text);
    }
    free(from->held);
    from->held = NULL;
    from->nheld = from->cap = 0;
}

void report_flush(struct report *r)
{
    if (r->nheld > 1)
        qsort(r->held, (size_t)r->nheld, sizeof *r->held, by_line);
    for (int i = 0; i < r->nheld; i++) {
        print_one(r, r->held[i].line, r->held[i].column, r->held[i].warning, r->held[i].text);
        free(r->held[i].text);
    }
    free(r->held);
    r->held = NULL;
    r->nheld = r->cap = 0;
}

/* Not held: an output file's problem comes when it happens. */
void report_file_error(struct report *r, const char *file, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    FILE *out = r->out ? r->out : stderr;
    fprintf(out, "%s: error: ", file);
    vfprintf(out, fmt, ap);
    fputc('\n', out);
    va_end(ap);
    r->errors++;
}
