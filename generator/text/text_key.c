/* text_key.c: the layout cache's key (text_key.h), hashed and compared
 * where it lies. */
#include "text_key.h"

#include <stdint.h>
#include <string.h>

static uint64_t hash_bytes(uint64_t h, const char *s, size_t n)
{
    const uint64_t k = 0x9E3779B97F4A7C15u;
    for (; n >= 8; s += 8, n -= 8) {
        uint64_t w;
        memcpy(&w, s, 8);
        h = (h ^ w) * k;
        h ^= h >> 29;
    }
    uint64_t w = 0;
    memcpy(&w, s, n);
    h = (h ^ w ^ ((uint64_t)n << 56)) * k;
    return h ^ (h >> 32);
}

guint text_key_hash(const struct layout_key *k)
{
    uint64_t h = hash_bytes(0x243F6A8885A308D3u, k->markup, strlen(k->markup));
    h = hash_bytes(h, k->families, strlen(k->families));
    h = hash_bytes(h, k->lang, strlen(k->lang));
    h = (h ^ (uint64_t)(unsigned)k->size) * 0x9E3779B97F4A7C15u;
    h = (h ^ ((uint64_t)(unsigned)k->wrap << 8 | (uint64_t)(unsigned)k->align)) * 0x9E3779B97F4A7C15u;
    return (guint)(h ^ (h >> 32));
}

guint text_key_hash_of(gconstpointer p)
{
    return ((const struct layout_key *)p)->hash;
}

gboolean text_key_equal(gconstpointer pa, gconstpointer pb)
{
    const struct layout_key *a = pa, *b = pb;
    return a->hash == b->hash && a->size == b->size && a->wrap == b->wrap &&
           a->align == b->align && !strcmp(a->markup, b->markup) &&
           !strcmp(a->families, b->families) && !strcmp(a->lang, b->lang);
}

struct layout_key *text_key_keep(const struct layout_key *k)
{
    size_t lf = strlen(k->families) + 1, ll = strlen(k->lang) + 1, lm = strlen(k->markup) + 1;
    struct layout_key *kept = g_malloc(sizeof *kept + lf + ll + lm);
    char *p = (char *)(kept + 1);
    *kept = *k;
    kept->families = memcpy(p, k->families, lf);
    kept->lang = memcpy(p + lf, k->lang, ll);
    kept->markup = memcpy(p + lf + ll, k->markup, lm);
    return kept;
}

