/* util.c: allocation that aborts on exhaustion, and small string helpers
 * (base.h). */
#include "base.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The one place allocation failure goes: a message, then abort. Not an
 * exit code (those belong to main.c) and not a report (the input was not
 * at fault); there is no sane way to go on. */
void xout_of_memory(void)
{
    fputs("pnpgen: error: out of memory\n", stderr);
    abort();
}

void *xmalloc(size_t n)
{
    void *p = malloc(n ? n : 1);
    if (!p)
        xout_of_memory();
    return p;
}

void *xcalloc(size_t n, size_t size)
{
    void *p = calloc(n ? n : 1, size ? size : 1);
    if (!p)
        xout_of_memory();
    return p;
}

void *xrealloc(void *p, size_t n, size_t size)
{
    if (size && n > (size_t)-1 / size)
        xout_of_memory();
    size_t bytes = n * size;
    void *q = realloc(p, bytes ? bytes : 1);
    if (!q)
        xout_of_memory();
    return q;
}

char *xstrdup(const char *s)
{
    return xstrndup(s, strlen(s));
}

char *xstrndup(const char *s, size_t n)
{
    char *p = xmalloc(n + 1);
    memcpy(p, s, n);
    p[n] = '\0';
    return p;
}

void *xgrow(void *items, int *n, int *cap, size_t size)
{
    if (*n == *cap) {
        *cap = *cap ? *cap * 2 : 8;
        items = xrealloc(items, (size_t)*cap, size);
    }
    memset((char *)items + (size_t)*n * size, 0, size);
    (*n)++;
    return items;
}

static int is_space(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

char **str_split_words(const char *s, int *count)
{
    int n = 0, cap = 0;
    char **w = NULL;
    while (s && *s) {
        while (is_space(*s))
            s++;
        if (!*s)
            break;
        const char *start = s;
        while (*s && !is_space(*s))
            s++;
        w = xgrow(w, &n, &cap, sizeof *w);
        w[n - 1] = xstrndup(start, (size_t)(s - start));
    }
    w = xrealloc(w, (size_t)n + 1, sizeof *w);
    w[n] = NULL;
    *count = n;
    return w;
}

void str_free_words(char **w, int count)
{
    if (!w)
        return;
    for (int i = 0; i < count; i++)
        free(w[i]);
    free(w);
}

long utf8_length(const char *s)
{
    long n = 0;
    const unsigned char *p = (const unsigned char *)s;
    while (*p) {
        int extra = *p < 0x80 ? 0 : (*p >> 5) == 6 ? 1 : (*p >> 4) == 14 ? 2 : (*p >> 3) == 30 ? 3 : -1;
        if (extra < 0)
            return -1;
        p++;
        for (int i = 0; i < extra; i++, p++)
            if ((*p & 0xC0) != 0x80)
                return -1;
        n++;
    }
    return n;
}

static int hex_digit(char c)
{
    return c >= '0' && c <= '9' ? c - '0'
         : c >= 'a' && c <= 'f' ? c - 'a' + 10
         : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
}

int colour_parse_hex(const char *s, double rgb[3])
{
    if (!s || s[0] != '#' || strlen(s) != 7)
        return -1;
    for (int i = 0; i < 3; i++) {
        int hi = hex_digit(s[1 + 2 * i]), lo = hex_digit(s[2 + 2 * i]);
        if (hi < 0 || lo < 0)
            return -1;
        rgb[i] = (hi * 16 + lo) / 255.0;
    }
    return 0;
}

void str_append(char *buf, size_t len, const char *s)
{
    size_t used = strlen(buf);
    if (used + 1 < len)
        snprintf(buf + used, len - used, "%s", s);
}
