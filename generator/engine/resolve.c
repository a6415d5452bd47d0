/* resolve.c: one section of variants.ini with everything it inherits, as
 * the engine builds it: the parent's variant first (a section of the file
 * or one of the engine's built-in variants), then the section's own keys
 * over it. A section without a parent starts from the engine's defaults
 * with no pieces ([engine-base] of builtins.ini). */
#include "engine-imp.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#define MAX_CHAIN 32

static const struct ini_section *lookup(const struct ini_file *f, const struct ini_file *b,
                                        const char *name, int *builtin)
{
    const struct ini_section *s = engine_ini_find(f, name);
    *builtin = 0;
    if (!s) {
        s = engine_ini_find(b, name);
        *builtin = s != NULL;
    }
    return s;
}

/* Keys of "x:y" pairs that the engine sets type by type, so that a child
 * adds to its parent's pairs and overrides only the types it names. */
static int pairwise(const char *key)
{
    return !strcmp(key, "promotedPieceType") || !strcmp(key, "promotionLimit");
}

/* The parent's pairs whose first letter the child does not name, then the
 * child's; kept in g->merged for the game's life. */
static const char *merge_pairs(struct engine_game *g, const char *old, const char *new)
{
    char *out = NULL;
    int nw;
    char **o = str_split_words(old, &nw);
    int nn;
    char **c = str_split_words(new, &nn);
    for (int i = 0; i < nw; i++) {
        int named = 0;
        for (int j = 0; j < nn; j++)
            named |= c[j][0] == o[i][0];
        if (!named) {
            str_cat(&out, o[i]);
            str_cat(&out, " ");
        }
    }
    str_cat(&out, new);
    str_free_words(o, nw);
    str_free_words(c, nn);
    g->merged = xrealloc(g->merged, (size_t)g->nmerged + 1, sizeof *g->merged);
    g->merged[g->nmerged++] = out;
    return out;
}

/* Keys the engine reads under two names, the older and the newer, into
 * one setting: the one set last (nearest the leaf) holds. */
static const char *other_name(const char *key)
{
    static const char *const pairs[][2] = {
        {"whiteDropRegion", "dropRegionWhite"}, {"blackDropRegion", "dropRegionBlack"},
    };
    for (size_t i = 0; i < sizeof pairs / sizeof pairs[0]; i++)
        for (int k = 0; k < 2; k++)
            if (!strcmp(pairs[i][k], key))
                return pairs[i][1 - k];
    return NULL;
}

static void set_value(struct engine_game *g, const struct ini_section *s, const struct ini_entry *e)
{
    const char *other = other_name(e->key);
    for (int i = 0; other && i < g->nkv; i++)
        if (!strcmp(g->kv[i].key, other)) {
            memmove(&g->kv[i], &g->kv[i + 1], (size_t)(g->nkv - i - 1) * sizeof *g->kv);
            g->nkv--;
            break;
        }
    for (int i = 0; i < g->nkv; i++)
        if (!strcmp(g->kv[i].key, e->key)) {
            const char *v = pairwise(e->key) ? merge_pairs(g, g->kv[i].v.value, e->value) : e->value;
            g->kv[i].v = (struct engine_value){v, s->file, s->name, e->line};
            return;
        }
    g->kv = xgrow(g->kv, &g->nkv, &g->kvcap, sizeof *g->kv);
    struct engine_kv *kv = &g->kv[g->nkv - 1];
    kv->key = e->key;
    kv->v = (struct engine_value){e->value, s->file, s->name, e->line};
}

static void remove_piece(struct engine_game *g, int i)
{
    free(g->pieces[i].betza);
    memmove(&g->pieces[i], &g->pieces[i + 1], (size_t)(g->npieces - i - 1) * sizeof g->pieces[0]);
    g->npieces--;
}

static int is_custom_key(const char *key)
{
    if (strncmp(key, "customPiece", 11) || !key[11])
        return 0;
    for (const char *p = key + 11; *p; p++)
        if (*p < '0' || *p > '9')
            return 0;
    int n = atoi(key + 11);
    return n >= 1 && n <= 25;
}

/* A piece key: `type = L`, `type = -`, `customPieceN = L:betza`, `king =
 * L:betza` (a royal custom piece). Returns 1 when key is a piece key. */
static int piece_key(struct engine_game *g, const struct ini_section *s, const struct ini_entry *e,
                     struct report *r, int *bad)
{
    const struct engine_piece_type *t = engine_piece_type_find(e->key);
    int custom = is_custom_key(e->key);
    if (!t && !custom)
        return 0;
    char was = 0;
    for (int i = 0; i < g->npieces; i++)
        if (!strcmp(g->pieces[i].key, e->key)) {
            was = g->pieces[i].letter;
            remove_piece(g, i);
            break;
        }
    const char *v = e->value;
    /* a type given a new letter: lists set before name it by the old one
       (the engine reads them as types, not letters) */
    if (was && isalpha((unsigned char)v[0]) && tolower((unsigned char)v[0]) != was &&
        g->nrenamed < (int)(sizeof g->renamed / sizeof g->renamed[0])) {
        g->renamed[g->nrenamed][0] = was;
        g->renamed[g->nrenamed++][1] = (char)tolower((unsigned char)v[0]);
    }
    if (!v[0] || v[0] == '-')
        return 1;
    char c = v[0];
    if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'))) {
        report_error(r, e->line, "[%s] %s: '%c' is not a piece letter (a to z, or '-' for none)",
                     s->name, e->key, c);
        *bad = 1;
        return 1;
    }
    if (c >= 'A' && c <= 'Z')
        c = (char)(c - 'A' + 'a');
    const char *betza = t ? t->betza : NULL;
    if (custom || (v[1] == ':')) {
        if (v[1] != ':') {
            report_error(r, e->line, "[%s] %s: write the letter, a colon and the moves "
                         "(e.g. 'a:NB'), not '%s'", s->name, e->key, v);
            *bad = 1;
            return 1;
        }
        betza = v + 2;
    }
    for (int i = 0; i < g->npieces; i++)
        if (g->pieces[i].letter == c) {
            remove_piece(g, i);
            break;
        }
    if (g->npieces == ENGINE_MAX_PIECES) {
        report_error(r, e->line, "[%s] more than %d piece types", s->name, ENGINE_MAX_PIECES);
        *bad = 1;
        return 1;
    }
    struct engine_piece *p = &g->pieces[g->npieces++];
    p->letter = c;
    p->key = t ? t->key : e->key;
    p->betza = xstrdup(betza);
    p->royal = !strcmp(e->key, "king");
    p->from = s->file;
    p->line = e->line;
    return 1;
}

static int mobility_key(const char *key)
{
    return !strncmp(key, "mobilityRegionWhite", 19) || !strncmp(key, "mobilityRegionBlack", 19);
}

int engine_resolve(const struct ini_file *f, const struct ini_file *b, const char *name,
                   struct engine_game *g, struct report *r)
{
    memset(g, 0, sizeof *g);
    g->name = name;
    const struct ini_section *chain[MAX_CHAIN];
    int n = 0, builtin = 0;
    const struct ini_section *late = NULL;
    const struct ini_section *s = lookup(f, b, name, &builtin);
    if (!s) {
        report_error(r, 0, "no section [%s] in the file", name);
        return -1;
    }
    g->sec = s;
    while (s) {
        for (int i = 0; i < n; i++)
            if (chain[i] == s) {
                char path[512] = "";
                for (int j = i; j < n; j++) {
                    str_append(path, sizeof path, chain[j]->name);
                    str_append(path, sizeof path, " -> ");
                }
                str_append(path, sizeof path, s->name);
                report_error(r, g->sec->line, "[%s] its parents form a cycle: %s", name, path);
                return -1;
            }
        if (n == MAX_CHAIN) {
            report_error(r, g->sec->line, "[%s] more than %d generations of parents", name, MAX_CHAIN);
            return -1;
        }
        chain[n++] = s;
        if (builtin && !g->builtin && strcmp(s->name, "engine-base"))
            g->builtin = s->name;
        const char *parent = s->parent ? s->parent : (builtin ? NULL : "engine-base");
        if (!parent)
            break;
        int pb = 0;
        const struct ini_section *p = lookup(f, b, parent, &pb);
        if (!p) {
            report_error(r, s->line, "[%s] parent '%s' is neither a section of this file nor a "
                         "built-in variant of the engine that pnpgen knows", s->name, parent);
            return -1;
        }
        if (!pb && p > s && s->file == p->file && !late)
            late = s;
        builtin = pb;
        s = p;
    }
    if (late) {
        report_error(r, late->line, "[%s] parent [%s] comes later in the file: the engine "
                     "reads sections in order and would not find it", late->name, late->parent);
        return -1;
    }
    int bad = 0;
    for (int i = n - 1; i >= 0; i--) {
        const struct ini_section *c = chain[i];
        struct report quiet = {.file = c->file, .hold = 1};
        struct report *rr = c->file == f->path ? r : &quiet;
        for (int j = 0; j < c->n; j++) {
            const struct ini_entry *e = &c->e[j];
            if (piece_key(g, c, e, rr, &bad))
                continue;
            if (!engine_key_known(e->key) && !mobility_key(e->key)) {
                const char *sugg = NULL;
                report_error(rr, e->line, "[%s] unknown key '%s': the engine reads no such "
                             "key%s%s%s", c->name, e->key, sugg ? "; did you mean '" : "",
                             sugg ? sugg : "", sugg ? "'?" : "");
                bad = 1;
                continue;
            }
            set_value(g, c, e);
        }
        report_flush(&quiet);
    }
    return bad ? -1 : 0;
}

void engine_game_free(struct engine_game *g)
{
    for (int i = 0; i < g->npieces; i++)
        free(g->pieces[i].betza);
    free(g->kv);
    for (int i = 0; i < g->nmerged; i++)
        free(g->merged[i]);
    free(g->merged);
    memset(g, 0, sizeof *g);
}

const struct engine_value *engine_game_get(const struct engine_game *g, const char *key)
{
    for (int i = 0; i < g->nkv; i++)
        if (!strcmp(g->kv[i].key, key))
            return &g->kv[i].v;
    return NULL;
}

const char *engine_game_str(const struct engine_game *g, const char *key, const char *dflt)
{
    const struct engine_value *v = engine_game_get(g, key);
    return v ? v->value : dflt;
}

int engine_game_bool(const struct engine_game *g, const char *key, int dflt)
{
    const struct engine_value *v = engine_game_get(g, key);
    return v ? !strcmp(v->value, "true") : dflt;
}

const struct engine_piece *engine_game_piece(const struct engine_game *g, char letter)
{
    if (letter >= 'A' && letter <= 'Z')
        letter = (char)(letter - 'A' + 'a');
    for (int i = 0; i < g->npieces; i++)
        if (g->pieces[i].letter == letter)
            return &g->pieces[i];
    return NULL;
}
