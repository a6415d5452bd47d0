/* report.h: diagnostics in `file:line: error: message` form (or
 * `file:line:column:` where the column is known), counted so that a stage
 * can report every problem before giving up. A report may hold its messages
 * and print them sorted by line (report_flush), so that the errors of the
 * loader and of the validator come out in the order of the file. */
#ifndef PNPGEN_REPORT_H
#define PNPGEN_REPORT_H

#include <stdio.h>

struct report_msg;

struct report {
    const char *file;
    int errors, warnings;
    FILE *out; /* where messages go; NULL means stderr (tests capture them) */
    int hold;  /* 1: keep messages until report_flush */
    struct report_msg *held; int nheld, cap;
};

void report_error(struct report *r, int line, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
void report_warning(struct report *r, int line, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
/* The same with a column (1-based; 0: unknown). */
void report_error_at(struct report *r, int line, int column, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
void report_warning_at(struct report *r, int line, int column, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
/* Calls look(message, ctx) for each held message, in order. */
void report_scan(struct report *r, int (*look)(const char *message, void *ctx), void *ctx);
/* Drops the held messages that a test rejects (schema noise once a clearer
 * message exists); adjusts the counts. */
void report_drop(struct report *r, int (*reject)(const char *message, void *ctx), void *ctx);
/* Passes the messages held in `from` on to `to` (held or printed there, as
 * `to` has it), in the order they were made, and forgets them. */
void report_forward(struct report *from, struct report *to);
/* Prints the held messages sorted by line (messages without a line first,
 * ties in the order they were made) and forgets them. */
void report_flush(struct report *r);

#endif
