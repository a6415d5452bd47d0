/* base.h: what every stage of pnpgen stands on: allocation, reporting
 * problems, and small string helpers. libc only.
 *
 * THE ERROR CONVENTION (every folder of generator/ follows it):
 *
 * - Allocation never visibly fails. xmalloc and its kin, and in the
 *   release build every library's malloc too (memory.c), print
 *   "pnpgen: error: out of memory" and exit 3, in one place, so no caller
 *   checks for NULL and no out-of-memory path can be mistaken for a rule
 *   error or a bad input.
 * - Every other failure is reported through a struct report, in the form
 *   `file:line: error: message`, and the function returns -1 (0 when it
 *   succeeded). A stage that can go on after a problem (the loader, the
 *   validator) reports every problem, counted in r->errors, before it
 *   returns -1, so one run shows them all.
 * - A parser of one string in notation/ (a Betza move table, a diagram)
 *   does not know the file or the line it came from: it returns -1 and
 *   fills a small error struct (column and words), which its caller
 *   reports with the line.
 * - Exit codes exist only in main.c, which maps what a command returned
 *   to 0 (clean), 1 (rule errors) or 2 (unreadable input, failed write);
 *   the one exception is 3, out of memory, which ends the process from
 *   wherever memory ran out (BASE_EXIT_OUT_OF_MEMORY).
 *
 * Ownership: a function that returns a pointer says whether the caller
 * frees it; a struct filled by a *_load or *_init is released by the
 * matching *_free, also after a failure. */
#ifndef PNPGEN_BASE_H
#define PNPGEN_BASE_H

#include <stddef.h>
#include <stdio.h>

/* ---- units: lengths are millimetres; font sizes and PDF pages are in
 * points ---- */
#define MM_PER_INCH 25.4
#define PT_PER_MM (72.0 / MM_PER_INCH)
#define MM_PER_PT (MM_PER_INCH / 72.0)

/* ---- allocation (util.c, memory.c) ---- */
#define BASE_EXIT_OUT_OF_MEMORY 3
/* Runs the cleanup given to base_on_fatal, prints "pnpgen: error: out of
 * memory" and exits with BASE_EXIT_OUT_OF_MEMORY: what every allocator here
 * calls on failure, and what a caller of another allocating library
 * function (open_memstream) calls. Safe on any thread. */
void xout_of_memory(void) __attribute__((noreturn));
/* The same for another fatal lack of resources: "pnpgen: error: MESSAGE
 * (DETAIL)" (detail may be NULL). */
void base_fatal(const char *message, const char *detail) __attribute__((noreturn));
/* The one function a fatal end runs first (write/ removes the temporary
 * file being written); NULL for none. It must be async-signal-safe. */
void base_on_fatal(void (*cleanup)(void));
/* At the start of main, before any thread: one malloc arena and small
 * thread stacks, so that pango's font threads do not multiply the address
 * space a render needs (memory.c). */
void base_memory_init(void);
void *xmalloc(size_t n);
void *xcalloc(size_t n, size_t size);
void *xrealloc(void *p, size_t n, size_t size);
char *xstrdup(const char *s);
char *xstrndup(const char *s, size_t n);
/* Appends one element to a growing array: *items has *n used of *cap. */
void *xgrow(void *items, int *n, int *cap, size_t size);

/* Splits s at white space into a NULL-terminated malloc'd array of malloc'd
 * words; *count receives their number. */
char **str_split_words(const char *s, int *count);
void str_free_words(char **w, int count);

/* Appends s to the string in buf (of size len), cutting it to fit: only
 * for text pnpgen writes itself, never for user text or markup. */
void str_append(char *buf, size_t len, const char *s);
/* Growing strings, for anything that holds user text or markup: append s
 * to the malloc'd *dst (NULL: empty), reallocating; the _free form frees s
 * after. str_printf is snprintf into a malloc'd string of the right size. */
void str_cat(char **dst, const char *s);
void str_cat_free(char **dst, char *s);
char *str_printf(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

/* Number of UTF-8 characters; -1 when s is not valid UTF-8. */
long utf8_length(const char *s);
/* Characters of s, and in *all_cjk whether every one of them is CJK
 * (U+2E80 and above: ideographs, kana, hangul), as a glyph is stacked. */
int utf8_cjk_count(const char *s, int *all_cjk);
/* A malloc'd copy of s with each byte that is not part of a valid UTF-8
 * sequence replaced by '?': a file name to print (Linux names are bytes). */
char *utf8_make_valid(const char *s);
/* Unicode line and paragraph breaks (LF, CR, VT, FF, NEL, U+2028, U+2029). */
int utf8_is_line_break(unsigned cp);
/* Characters that print nothing: spaces of every kind, controls, format
 * characters (zero-width space, direction marks, ...), Hangul fillers. */
int utf8_is_invisible(unsigned cp);
/* A printed one-line text (valid UTF-8): 0 when it has no line break and at
 * least one visible character, else -1 with what is wrong written to why
 * (which may be NULL). */
int utf8_line_fault(const char *s, char *why, size_t len);

/* The candidate closest to `word` by edit distance, when it is close
 * enough to be a likely typing slip (at most 1 edit for words of up to 4
 * characters, 2 for longer ones, never the word itself); else NULL. For
 * "did you mean 'rook'?" after an unknown reference. */
const char *str_closest(const char *word, const char *const *candidates, int n);
/* The English plural of a name (its last word), malloc'd: "Stones",
 * "Horses", "Ferzes", "Ladies", "Boatmen". */
char *str_plural(const char *name);

/* The first i in [lo, hi) for which passes(i, arg) holds, or hi when
 * none does, for a test that holds for every i after the first that
 * passes (a text that fits at one size fits at every smaller one):
 * a binary search, passes is called about log2(hi - lo) times (search.c). */
int base_search_first(int lo, int hi, int (*passes)(int i, void *arg), void *arg);

/* Reads "#rrggbb" into three values from 0 to 1; returns 0, or -1 when s
 * is not of that form. */
int colour_parse_hex(const char *s, double rgb[3]);

/* ---- markup (markup.c): the one path from user text to Pango markup ---- */
/* Like snprintf into a malloc'd string, but every %s (and %c) argument is
 * escaped for Pango markup (& < > ' " and control characters, as GLib's
 * g_markup_escape_text does); the format itself is trusted markup. Knows
 * %s %c %d %i %u %x %f %g %e %% with flags, width, precision and l or z.
 * The caller frees the result. */
char *markup_printf(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
/* Markup s (malloc'd, taken) with its last space outside a tag made a
 * no-break space, so that its last word never wraps onto a line alone
 * (issue 30, Capablanca review: the cover's foot ended with "book." by
 * itself); s itself when it has no such space. The caller frees it. */
char *markup_tie_last_word(char *s);

/* ---- reports (report.c): problems in `file:line: error: message` form
 * (`file:line:column:` where the column is known), counted so that a stage
 * can report every problem before giving up. A report may hold its
 * messages and print them sorted by line (report_flush), so that the
 * loader's and the validator's errors come out in the order of the file.
 * ---- */
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
/* `file:line: note: message`: more about the error just reported (where
 * to look, what to run), counted as neither error nor warning; held and
 * sorted with its error (same line, after it). */
void report_note(struct report *r, int line, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
/* Calls look(message, ctx) for each held message, in order. */
void report_scan(struct report *r, int (*look)(const char *message, void *ctx), void *ctx);
/* Drops the held messages that reject() accepts (schema noise once a
 * clearer message exists); adjusts the counts. */
void report_drop(struct report *r, int (*reject)(const char *message, void *ctx), void *ctx);
/* Passes the messages held in `from` on to `to` (held or printed there, as
 * `to` has it), in the order they were made, and forgets them. */
void report_forward(struct report *from, struct report *to);
/* Prints the held messages sorted by line (messages without a line first,
 * ties in the order they were made) and forgets them. */
void report_flush(struct report *r);
/* An error about another file than r->file (an output file, a folder):
 * `file: error: message`, counted in r. */
void report_file_error(struct report *r, const char *file, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

#endif
