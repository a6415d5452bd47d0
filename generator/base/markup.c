/* markup.c: the one way user text becomes Pango markup (base.h).
 *
 * Text from a definition (a piece's name, a zone's label, a side's name)
 * may hold '&' or '<'. Put into markup unescaped, it makes the whole
 * string fail to parse, and Pango then prints it raw, tags and all. So
 * nothing builds markup with snprintf: markup_printf takes a format that
 * is trusted markup and escapes every string argument, exactly as GLib's
 * g_markup_escape_text does (the five XML entities and the control
 * characters as &#x..;), so output made through either is the same bytes.
 * libc only: compose/ builds markup and never sees GLib. */
#include "base.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct buf {
    char *s;
    size_t n, cap;
};

static void put(struct buf *b, const char *s, size_t n)
{
    if (b->n + n + 1 > b->cap) {
        size_t cap = b->cap ? b->cap : 64;
        while (b->n + n + 1 > cap)
            cap *= 2;
        b->s = xrealloc(b->s, cap, 1);
        b->cap = cap;
    }
    memcpy(b->s + b->n, s, n);
    b->n += n;
    b->s[b->n] = '\0';
}

/* A byte copied as it is: not one of the five entities' characters, not
 * a control character (tab, line feed and carriage return are kept) and
 * not the lead byte 0xc2 of a C1 control. */
static int plain_byte(unsigned c)
{
    return c >= 0x20 ? c != '&' && c != '<' && c != '>' && c != '\'' && c != '"' && c != 0x7f &&
                           c != 0xc2
                     : c == '\t' || c == '\n' || c == '\r';
}

static void put_escaped(struct buf *b, const char *s)
{
    const unsigned char *p = (const unsigned char *)(s ? s : "");
    char ent[16];
    while (*p) {
        /* the plain bytes at once (byte by byte, Shogi's markup cost 1.8M
           instructions) */
        const unsigned char *q = p;
        while (*q && plain_byte(*q))
            q++;
        if (q > p) {
            put(b, (const char *)p, (size_t)(q - p));
            p = q;
            continue;
        }
        unsigned c = *p;
        const char *e = NULL;
        size_t skip = 1;
        switch (c) {
        case '&': e = "&amp;"; break;
        case '<': e = "&lt;"; break;
        case '>': e = "&gt;"; break;
        case '\'': e = "&apos;"; break;
        case '"': e = "&quot;"; break;
        default:
            if ((c >= 0x1 && c <= 0x8) || (c >= 0xb && c <= 0xc) || (c >= 0xe && c <= 0x1f) ||
                c == 0x7f) {
                snprintf(ent, sizeof ent, "&#x%x;", c);
                e = ent;
            } else if (c == 0xc2 && p[1] >= 0x80 && p[1] <= 0x9f && p[1] != 0x85) {
                /* the C1 controls U+0080..U+009F but NEL, as GLib escapes them */
                snprintf(ent, sizeof ent, "&#x%x;", p[1]);
                e = ent;
                skip = 2;
            }
        }
        if (e)
            put(b, e, strlen(e));
        else
            put(b, (const char *)p, 1);
        p += skip;
    }
}

/* Each conversion is formatted alone with the spec copied from fmt (one
 * checked conversion, its argument fetched with the type it names), so the
 * format is not a literal there. */
#pragma GCC diagnostic ignored "-Wformat-nonliteral"

char *markup_printf(const char *fmt, ...)
{
    struct buf b = {NULL, 0, 0};
    va_list ap;
    va_start(ap, fmt);
    put(&b, "", 0);
    for (const char *f = fmt; *f;) {
        if (*f != '%') {
            const char *next = strchr(f, '%');
            size_t n = next ? (size_t)(next - f) : strlen(f);
            put(&b, f, n);
            f += n;
            continue;
        }
        /* one conversion: %[flags][width][.precision][length]conv */
        const char *start = f++;
        while (*f && strchr("-+ #0", *f)) f++;
        while (*f >= '0' && *f <= '9') f++;
        if (*f == '.') {
            f++;
            while (*f >= '0' && *f <= '9') f++;
        }
        int lng = 0, size = 0;
        if (*f == 'l') { lng = 1; f++; }
        else if (*f == 'z') { size = 1; f++; }
        char spec[32], out[128];
        size_t len = (size_t)(f - start) + 1;
        if (!*f || len >= sizeof spec)
            break; /* a malformed format: keep what was built */
        memcpy(spec, start, len);
        spec[len] = '\0';
        int n = 0;
        switch (*f) {
        case '%': put(&b, "%", 1); break;
        case 's': put_escaped(&b, va_arg(ap, const char *)); break;
        case 'd': case 'i':
            n = lng ? snprintf(out, sizeof out, spec, va_arg(ap, long))
                    : size ? snprintf(out, sizeof out, spec, va_arg(ap, size_t))
                           : snprintf(out, sizeof out, spec, va_arg(ap, int));
            break;
        case 'u': case 'x':
            n = lng ? snprintf(out, sizeof out, spec, va_arg(ap, unsigned long))
                    : size ? snprintf(out, sizeof out, spec, va_arg(ap, size_t))
                           : snprintf(out, sizeof out, spec, va_arg(ap, unsigned));
            break;
        case 'f': case 'g': case 'e':
            n = snprintf(out, sizeof out, spec, va_arg(ap, double));
            break;
        case 'c': {
            char ch[2] = {(char)va_arg(ap, int), '\0'};
            put_escaped(&b, ch);
            break;
        }
        default:
            break; /* unknown conversion: dropped, as the format is ours */
        }
        if (n > 0)
            put(&b, out, (size_t)n < sizeof out ? (size_t)n : sizeof out - 1);
        f++;
    }
    va_end(ap);
    return b.s;
}

char *markup_tie_last_word(char *s)
{
    size_t at = 0, n = strlen(s);
    int in_tag = 0, found = 0;
    for (size_t i = 0; i < n; i++) {
        if (s[i] == '<')
            in_tag = 1;
        else if (s[i] == '>')
            in_tag = 0;
        else if (s[i] == ' ' && !in_tag && i > 0 && s[i - 1] != ' ' && s[i + 1] && s[i + 1] != ' ')
            at = i, found = 1;
    }
    if (!found)
        return s;
    char *t = xmalloc(n + 2);
    memcpy(t, s, at);
    memcpy(t + at, "\xc2\xa0", 2);
    memcpy(t + at + 2, s + at + 1, n - at); /* the rest and its NUL */
    free(s);
    return t;
}
