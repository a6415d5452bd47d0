/* text_markup.c: Pango markup parsed once per string. A name drawn on a
 * face is laid out at several sizes while its size is searched for (the
 * rotation game: 241 layouts of 157 strings), and pango_parse_markup runs
 * GMarkup every time (14,000 instructions a string): the parse is kept
 * here and its attributes copied for each layout. Text with nothing for
 * GMarkup to do (UTF-8 with no tag, no entity, no carriage return it
 * would turn into a line feed) is its own text with no attributes, as
 * pango_parse_markup would answer (the rotation game: 82 of 241). */
#include "text_markup.h"

#include <string.h>

struct parsed {
    char *text;          /* NULL: did not parse */
    PangoAttrList *attrs;
};

static GHashTable *memo; /* markup -> struct parsed */

static void parsed_free(gpointer p)
{
    struct parsed *m = p;
    g_free(m->text);
    if (m->attrs)
        pango_attr_list_unref(m->attrs);
    g_free(m);
}

const char *text_markup_parse(const char *markup, PangoAttrList **attrs)
{
    if (!strpbrk(markup, "<&\r") && g_utf8_validate(markup, -1, NULL)) {
        *attrs = pango_attr_list_new();
        return markup;
    }
    if (!memo)
        memo = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, parsed_free);
    struct parsed *m = g_hash_table_lookup(memo, markup);
    if (!m) {
        m = g_new0(struct parsed, 1);
        if (!pango_parse_markup(markup, -1, 0, &m->attrs, &m->text, NULL, NULL))
            m->text = NULL, m->attrs = NULL;
        g_hash_table_insert(memo, g_strdup(markup), m);
    }
    if (!m->text)
        return NULL;
    *attrs = pango_attr_list_copy(m->attrs);
    if (!*attrs) /* pango_attr_list_copy(NULL) */
        *attrs = pango_attr_list_new();
    return m->text;
}

void text_markup_forget(void)
{
    if (memo)
        g_hash_table_destroy(memo);
    memo = NULL;
}
