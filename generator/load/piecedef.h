/* piecedef.h: loads a piece definition (piecedefs/<variant>.xml) into the
 * model, after checking it against the embedded piecedef.rng schema. */
#ifndef PNPGEN_PIECEDEF_H
#define PNPGEN_PIECEDEF_H

#include <stddef.h>

#include "model/model.h"
#include "base/report.h"

/* Returns 0 when the file was read and matches the schema (semantic
 * problems such as an unknown square are reported and counted in r, and the
 * model stays usable); 2 when it is unreadable or not schema-valid. */
int piecedef_load(const char *path, struct variant *v, struct report *r);
/* The same for a definition held in memory (len bytes); `name` stands for
 * the file in the model and in messages (r->file should be the same). */
int piecedef_load_memory(const char *buf, size_t len, const char *name, struct variant *v,
                         struct report *r);

/* Releases libxml2's global state (parser and error tables) at exit
 * (xmlload.c). */
void xml_cleanup(void);

#endif
