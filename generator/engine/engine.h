/* engine.h: the bridge between pnpgen's definitions and Fairy-Stockfish's
 * variants.ini, the file the engine (and the sites and GUIs built on it)
 * reads variants from. `pnpgen import` turns its sections into
 * definitions; `pnpgen export` writes a definition as a section the engine
 * loads, so a designer can play a game before printing it.
 *
 * What the engine's own built-in variants are (the parents a section may
 * name) is recorded as data in engine/builtins.ini, in the engine's own
 * format, transcribed from its source (src/variant.cpp). */
#ifndef PNPGEN_ENGINE_H
#define PNPGEN_ENGINE_H

#include <stdio.h>
#include "base/base.h"
#include "model/model.h"

/* What an import did, for the exit code: sections written, refused, and
 * whether the file could be read at all. */
struct engine_import_result {
    int written, refused;
    int unreadable;
};

/* Reads the variants.ini file `path` and writes DIR/<section>.xml for the
 * sections named (all when nnames is 0). A section that cannot be imported
 * faithfully is refused with `file:line: error: [section] key: why`, never
 * written wrong; each written definition has been loaded and validated. */
void engine_import(const char *path, char *const *names, int nnames, const char *outdir,
                   struct engine_import_result *res);

/* Writes the variant as one variants.ini section named by its id. What the
 * engine cannot say is written as a '#' comment in the section and warned
 * about through r. Returns 0, or -1 when the section could not be written
 * so that the engine plays the same game (each reason reported). */
int engine_export(const struct variant *v, FILE *out, struct report *r);

#endif
