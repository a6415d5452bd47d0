/* text_key.h: the key text.c's layout cache is looked up by (text_key.c). */
#ifndef PNPGEN_TEXT_KEY_H
#define PNPGEN_TEXT_KEY_H

#include <glib.h>

/* The cache's key: fonts, language, size, wrap width, alignment and
 * markup. Every measurement and every drawn text looks its layout up here
 * (Shogi: 3,993 look-ups for 221 layouts), so a look-up builds nothing: the
 * key is compared where it lies, by a hash taken eight bytes at a time.
 * The key as one string (g_strdup_printf, then by hand with snprintf for
 * the numbers) and GLib's string hash cost Shogi's warm render 12M of its
 * 381M instructions. */
struct layout_key {
    const char *families, *lang, *markup;
    int size, wrap, align;
    guint hash;
};

guint text_key_hash(const struct layout_key *k);
/* GHashTable's hash and equality of two keys (the hash kept in the key). */
guint text_key_hash_of(gconstpointer p);
gboolean text_key_equal(gconstpointer pa, gconstpointer pb);
/* The key kept in the cache: one g_malloc'd block holding the struct and
 * its strings. */
struct layout_key *text_key_keep(const struct layout_key *k);

#endif
