/* util.h: allocation that exits cleanly on exhaustion, and word splitting. */
#ifndef PNPGEN_UTIL_H
#define PNPGEN_UTIL_H

#include <stddef.h>

void *xmalloc(size_t n);
void *xcalloc(size_t n, size_t size);
void *xrealloc(void *p, size_t n, size_t size);
char *xstrdup(const char *s);
char *xstrndup(const char *s, size_t n);
/* Appends one element to a growing array: *items has *n used of *cap. */
void *grow(void *items, int *n, int *cap, size_t size);

/* Splits s at white space into a NULL-terminated malloc'd array of malloc'd
 * words; *count receives their number. */
char **split_words(const char *s, int *count);
void free_words(char **w, int count);

/* Appends s to the string in buf (of size len), cutting it to fit. */
void str_append(char *buf, size_t len, const char *s);

/* Number of UTF-8 characters; -1 when s is not valid UTF-8. */
long utf8_length(const char *s);

/* Reads "#rrggbb" into three values from 0 to 1; returns 0, or -1 when s
 * is not of that form. */
int parse_hex_colour(const char *s, double rgb[3]);

#endif
