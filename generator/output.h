/* output.h: writing composed documents: PDF (and, later, PNG and SVG). A
 * file is written to a temporary name in its folder and renamed only when
 * complete, so a failure never leaves a truncated file or spoils an older
 * one. */
#ifndef PNPGEN_OUTPUT_H
#define PNPGEN_OUTPUT_H

#include "compose.h"

/* Writes doc as the PDF `path`. Returns 0, or -1 after printing an error. */
int write_pdf(const char *path, const struct document *doc, const struct layout *lo,
              const struct variant *v);

#endif
