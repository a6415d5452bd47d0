/* fonts.h: the layout's fonts installed, and a definition's characters in
 * them (fonts.c). Both report through r as `file:line: error:` and return
 * -1 on any error, 0 when all is well. */
#ifndef PNPGEN_FONTS_H
#define PNPGEN_FONTS_H

#include "model/layout.h"
#include "model/model.h"
#include "base/report.h"

/* 1 when fontconfig resolves `family` to that family itself, not a fallback. */
int fonts_installed(const char *family);
/* Every <font> of the layout is installed; r->file should be the layout's. */
int fonts_verify(const struct layout *lo, struct report *r);
/* Every string the definition prints has a glyph in the layout's fonts, as
 * ordered for the definition's language; r->file should be the definition's. */
int fonts_check_variant(const struct variant *v, const struct layout *lo, struct report *r);

#endif
