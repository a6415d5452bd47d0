/* load.h: reading pnpgen's inputs, the only stage that sees libxml2. A
 * piece definition (piecedefs/<variant>.xml) and a page layout
 * (layouts/<name>.xml) are parsed safely (no network, no entity expansion,
 * no DTDs, bounded size), checked against their embedded RelaxNG schema and
 * built into the plain structs of model.h.
 *
 * Failure: a file that does not match its schema is reported through r
 * and the call returns -1, one that cannot be read at all (missing, not a
 * regular file, a read error) LOAD_UNREADABLE; the model is then not
 * usable but may be released with variant_free / layout_free. Problems of
 * meaning (an unknown square, a zone off the board) are reported and
 * counted in r->errors while the load goes on, and the call returns 0: the
 * model stays usable, so that the validator can report its own findings
 * in the same run. */
#ifndef PNPGEN_LOAD_H
#define PNPGEN_LOAD_H

#include <stddef.h>

#include "base/base.h"
#include "model/model.h"

#define LOAD_UNREADABLE (-2)

/* A piece definition (piecedef.c). Returns 0 when the file was read and
 * matches the schema; -1 when it is not well-formed or not schema-valid;
 * LOAD_UNREADABLE when it could not be read. */
int piecedef_load(const char *path, struct variant *v, struct report *r);
/* The same for a definition held in memory (len bytes); `name` stands for
 * the file in the model and in messages (r->file should be the same). */
int piecedef_load_memory(const char *buf, size_t len, const char *name, struct variant *v,
                         struct report *r);

/* A layout file (layout.c); the same convention (the _memory forms never
 * return LOAD_UNREADABLE). */
int layout_load(const char *path, struct layout *out, struct report *r);
int layout_load_memory(const char *buf, size_t len, const char *name, struct layout *out,
                       struct report *r);
/* Orders the fonts for text in language `lang` (NULL: none given): the
 * first font, then the font whose language matches lang (or its primary
 * subtag: "ja-JP" takes "ja"), then the rest. With no match, glyphs on
 * faces use the "zh" font, else the second font, else the first. */
void layout_choose_language(struct layout *l, const char *lang);
void layout_free(struct layout *l);

/* The data directory of the shipped layouts and schemas (layout_find.c):
 * $PNPGEN_DATADIR when set, else the one compiled in (make install puts
 * them there). */
const char *layout_data_dir(void);
/* The default layout for definition `def` (layouts/a4.xml beside the
 * definition's folder, in the current folder, in the data directory or
 * beside the binary): the first that exists, to be freed; NULL after
 * saying on stderr where it looked. */
char *layout_find_default(const char *def);
/* The definitions' schema for an editor (the href of <?xml-model?> in
 * `pnpgen new`'s file): the data directory's piecedefs/piecedef.rng, else
 * the source tree's beside the binary (absolute paths), else
 * "piecedef.rng"; to be freed. */
char *layout_find_schema(void);

/* Releases libxml2's global state (parser and error tables) at exit
 * (xmlload.c). */
void xml_cleanup(void);

#endif
