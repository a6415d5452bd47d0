/* text_markup.h: Pango markup parsed once per string (text_markup.c), for
 * text.c's layouts. */
#ifndef PNPGEN_TEXT_MARKUP_H
#define PNPGEN_TEXT_MARKUP_H

#include <pango/pango.h>

/* The text of `markup` (owned here, valid until text_markup_forget) and in
 * *attrs a new list of its attributes, the caller's to change and unref;
 * NULL (and *attrs untouched) when it does not parse. The same as
 * pango_parse_markup(markup, -1, 0, attrs, &text, NULL, NULL). */
const char *text_markup_parse(const char *markup, PangoAttrList **attrs);
/* Forgets every string parsed (text_cache_clear). */
void text_markup_forget(void);

#endif
