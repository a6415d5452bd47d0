/* util.c: allocation that aborts on exhaustion, and small string helpers
 * (base.h). Every allocation of pnpgen comes through here, so running out
 * of memory has one message and one way out (xout_of_memory, memory.c), and no
 * caller anywhere tests for NULL. The string helpers (splitting words,
 * appending with truncation, UTF-8 length, colours) sit here because
 * several stages need them and none owns them. */
#include "base.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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

int utf8_cjk_count(const char *s, int *all_cjk)
{
    int n = 0;
    *all_cjk = 1;
    for (const unsigned char *p = (const unsigned char *)s; *p; n++) {
        unsigned cp;
        int len;
        if (*p < 0x80) { cp = *p; len = 1; }
        else if ((*p & 0xe0) == 0xc0) { cp = *p & 0x1f; len = 2; }
        else if ((*p & 0xf0) == 0xe0) { cp = *p & 0x0f; len = 3; }
        else { cp = *p & 0x07; len = 4; }
        for (int i = 1; i < len && p[i]; i++)
            cp = (cp << 6) | (p[i] & 0x3f);
        if (cp < 0x2e80)
            *all_cjk = 0;
        for (int i = 0; i < len && *p; i++)
            p++;
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

void str_cat(char **dst, const char *s)
{
    size_t used = *dst ? strlen(*dst) : 0, add = strlen(s);
    *dst = xrealloc(*dst, used + add + 1, 1);
    memcpy(*dst + used, s, add + 1);
}

void str_cat_free(char **dst, char *s)
{
    str_cat(dst, s);
    free(s);
}

char *str_printf(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    if (n < 0)
        n = 0;
    char *out = xmalloc((size_t)n + 1);
    va_start(ap, fmt);
    vsnprintf(out, (size_t)n + 1, fmt, ap);
    va_end(ap);
    return out;
}

/* The next code point of UTF-8 text (already checked by the XML reader);
 * advances *p. */
static unsigned next_code_point(const unsigned char **p)
{
    const unsigned char *s = *p;
    unsigned cp = *s++;
    int extra = cp < 0x80 ? 0 : cp < 0xE0 ? 1 : cp < 0xF0 ? 2 : 3;
    if (extra)
        cp &= 0x3F >> extra;
    for (; extra > 0 && (*s & 0xC0) == 0x80; extra--)
        cp = cp << 6 | (*s++ & 0x3F);
    *p = s;
    return cp;
}

int utf8_is_line_break(unsigned cp)
{
    return cp == '\n' || cp == '\r' || cp == 0x0B || cp == 0x0C || cp == 0x85 ||
           cp == 0x2028 || cp == 0x2029;
}

/* Spaces of every kind (Unicode Z), controls, format characters (Cf: zero
 * widths, direction marks, soft hyphen, ...) and the Hangul fillers. */
int utf8_is_invisible(unsigned cp)
{
    static const unsigned ranges[][2] = {
        {0x00, 0x20},       {0x7F, 0xA0},       {0xAD, 0xAD},       {0x115F, 0x1160},
        {0x1680, 0x1680},   {0x180E, 0x180E},   {0x2000, 0x200F},   {0x2028, 0x202F},
        {0x205F, 0x2064},   {0x2066, 0x206F},   {0x3000, 0x3000},   {0x3164, 0x3164},
        {0xFEFF, 0xFEFF},   {0xFFA0, 0xFFA0},   {0xFFF9, 0xFFFB},   {0x1D173, 0x1D17A},
        {0xE0001, 0xE0001}, {0xE0020, 0xE007F}, {0x600, 0x605},     {0x61C, 0x61C},
        {0x6DD, 0x6DD},     {0x70F, 0x70F},
    };
    for (size_t i = 0; i < sizeof ranges / sizeof ranges[0]; i++)
        if (cp >= ranges[i][0] && cp <= ranges[i][1])
            return 1;
    return 0;
}

int utf8_line_fault(const char *s, char *why, size_t len)
{
    const unsigned char *p = (const unsigned char *)s;
    int visible = 0;
    long at = 0;
    while (*p) {
        unsigned cp = next_code_point(&p);
        at++;
        if (utf8_is_line_break(cp)) {
            if (why)
                snprintf(why, len, "a line break (U+%04X) at character %ld", cp, at);
            return -1;
        }
        if (!utf8_is_invisible(cp))
            visible = 1;
    }
    if (!visible && why)
        snprintf(why, len, "no visible character (only spaces, zero-width or format characters)");
    return visible ? 0 : -1;
}

/* Edit distance counting a swap of two neighbours as one edit, as a
 * typist makes it ("pwan" is one edit from "pawn", not two): the optimal
 * string alignment distance, cut off above `limit` (returns limit + 1). */
static size_t edit_distance(const char *a, const char *b, size_t limit)
{
    size_t la = strlen(a), lb = strlen(b);
    if (la > 64 || lb > 64 || (la > lb ? la - lb : lb - la) > limit)
        return limit + 1;
    size_t d[65][65];
    for (size_t j = 0; j <= lb; j++)
        d[0][j] = j;
    for (size_t i = 1; i <= la; i++) {
        d[i][0] = i;
        for (size_t j = 1; j <= lb; j++) {
            size_t best = d[i - 1][j - 1] + (a[i - 1] != b[j - 1]);
            if (d[i - 1][j] + 1 < best)
                best = d[i - 1][j] + 1;
            if (d[i][j - 1] + 1 < best)
                best = d[i][j - 1] + 1;
            if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] &&
                d[i - 2][j - 2] + 1 < best)
                best = d[i - 2][j - 2] + 1;
            d[i][j] = best;
        }
    }
    return d[la][lb];
}

const char *str_closest(const char *word, const char *const *candidates, int n)
{
    if (!word)
        return NULL;
    size_t limit = strlen(word) <= 4 ? 1 : 2, best_d = limit + 1;
    const char *best = NULL;
    for (int i = 0; i < n; i++) {
        if (!candidates[i] || !strcmp(candidates[i], word))
            continue;
        size_t d = edit_distance(word, candidates[i], limit);
        if (d < best_d) {
            best_d = d;
            best = candidates[i];
        }
    }
    return best;
}

char *utf8_make_valid(const char *s)
{
    char *out = xstrdup(s);
    unsigned char *p = (unsigned char *)out;
    while (*p) {
        int extra = *p < 0x80 ? 0 : (*p >> 5) == 6 ? 1 : (*p >> 4) == 14 ? 2 : (*p >> 3) == 30 ? 3 : -1;
        int ok = extra >= 0;
        for (int i = 1; ok && i <= extra; i++)
            ok = (p[i] & 0xC0) == 0x80;
        if (!ok) {
            *p++ = '?';
            continue;
        }
        p += 1 + extra;
    }
    return out;
}

/* The English plural of a piece's name (of its last word): "Stones",
 * "Horses", "Ferzes", "Ladies", "Boatmen". */
char *str_plural(const char *name)
{
    size_t n = strlen(name);
    if (n >= 3 && !strcmp(name + n - 3, "man"))
        return str_printf("%.*smen", (int)(n - 3), name);
    if (n >= 2 && name[n - 1] == 'y' && !strchr("aeiou", name[n - 2]))
        return str_printf("%.*sies", (int)(n - 1), name);
    if (n >= 1 && (strchr("sxz", name[n - 1]) ||
                   (n >= 2 && (!strcmp(name + n - 2, "ch") || !strcmp(name + n - 2, "sh")))))
        return str_printf("%ses", name);
    return str_printf("%ss", name);
}

