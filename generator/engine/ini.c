/* ini.c: reads variants.ini the way Fairy-Stockfish does: a section starts
 * at "[name]" or "[name:parent]", each "key = value" line sets a key (the
 * key's trailing blanks and the value's leading ones dropped), a line
 * starting with '#' is a comment. Lines are kept with their numbers, so
 * every later message can point at one. */
#include "engine-imp.h"

#include <stdlib.h>
#include <string.h>

static char *trimmed(const char *s, size_t n)
{
    while (n && (s[0] == ' ' || s[0] == '\t')) {
        s++;
        n--;
    }
    while (n && (s[n - 1] == ' ' || s[n - 1] == '\t' || s[n - 1] == '\r'))
        n--;
    return xstrndup(s, n);
}

static void add_section(struct ini_file *f, const char *head, size_t n, int line)
{
    f->s = xgrow(f->s, &f->n, &f->cap, sizeof *f->s);
    struct ini_section *s = &f->s[f->n - 1];
    char *all = trimmed(head, n);
    char *colon = strchr(all, ':');
    if (colon) {
        s->parent = trimmed(colon + 1, strlen(colon + 1));
        *colon = 0;
        s->name = trimmed(all, strlen(all));
        free(all);
    } else
        s->name = all;
    s->line = line;
    s->file = f->path;
}

int engine_ini_parse(const char *text, const char *path, struct ini_file *out, struct report *r)
{
    memset(out, 0, sizeof *out);
    out->path = xstrdup(path);
    int line = 0, bad = 0;
    for (const char *p = text; *p;) {
        const char *end = strchr(p, '\n');
        size_t n = end ? (size_t)(end - p) : strlen(p);
        line++;
        const char *q = p;
        while (q < p + n && (*q == ' ' || *q == '\t'))
            q++;
        size_t rest = n - (size_t)(q - p);
        if (rest == 0 || *q == '#' || *q == ';' || *q == '\r')
            ; /* blank or comment */
        else if (*q == '[') {
            const char *close = memchr(q, ']', rest);
            if (!close || close == q + 1) {
                report_error(r, line, "a section header needs a name between '[' and ']'");
                bad = 1;
            } else
                add_section(out, q + 1, (size_t)(close - q - 1), line);
        } else {
            const char *eq = memchr(q, '=', rest);
            if (!eq || eq == q) {
                report_error(r, line, "'%.*s' is neither 'key = value', a '[section]' nor a "
                             "'#' comment", (int)(rest > 60 ? 60 : rest), q);
                bad = 1;
            } else if (!out->n) {
                report_error(r, line, "key '%.*s' before the first [section]",
                             (int)(eq - q), q);
                bad = 1;
            } else {
                struct ini_section *s = &out->s[out->n - 1];
                s->e = xgrow(s->e, &s->n, &s->cap, sizeof *s->e);
                struct ini_entry *e = &s->e[s->n - 1];
                e->key = trimmed(q, (size_t)(eq - q));
                e->value = trimmed(eq + 1, (size_t)(p + n - eq - 1));
                e->line = line;
            }
        }
        p += n;
        if (*p == '\n')
            p++;
    }
    return bad ? -1 : 0;
}

void engine_ini_free(struct ini_file *f)
{
    for (int i = 0; i < f->n; i++) {
        struct ini_section *s = &f->s[i];
        for (int j = 0; j < s->n; j++) {
            free(s->e[j].key);
            free(s->e[j].value);
        }
        free(s->e);
        free(s->name);
        free(s->parent);
    }
    free(f->s);
    free(f->path);
    memset(f, 0, sizeof *f);
}

/* The engine keeps the first section of a name ("already exists" for the
 * others): so does this. */
const struct ini_section *engine_ini_find(const struct ini_file *f, const char *name)
{
    for (int i = 0; f && i < f->n; i++)
        if (!strcmp(f->s[i].name, name))
            return &f->s[i];
    return NULL;
}

/* The last line that sets a key wins, as in the engine's map. */
const struct ini_entry *engine_ini_get(const struct ini_section *s, const char *key)
{
    for (int i = s->n - 1; i >= 0; i--)
        if (!strcmp(s->e[i].key, key))
            return &s->e[i];
    return NULL;
}
