/* engine-imp.h: what the files of engine/ share. Private to engine/. */
#ifndef PNPGEN_ENGINE_IMP_H
#define PNPGEN_ENGINE_IMP_H

#include "base/base.h"
#include "notation/notation.h"
#include "engine.h"

/* ---- ini.c: variants.ini as the engine reads it: "[name]" or
 * "[name:parent]" headers, "key = value" lines, '#' comment lines ---- */
struct ini_entry {
    char *key, *value;
    int line;
};
struct ini_section {
    char *name, *parent;  /* parent NULL when none */
    int line;
    const char *file;     /* for messages: the ini file, or the built-ins */
    struct ini_entry *e; int n, cap;
};
struct ini_file {
    char *path;
    struct ini_section *s; int n, cap;
};
/* Parses text; lines that are neither a header, a key, a comment nor blank
 * are reported as errors through r. Returns 0 or -1. */
int engine_ini_parse(const char *text, const char *path, struct ini_file *out, struct report *r);
void engine_ini_free(struct ini_file *f);
const struct ini_section *engine_ini_find(const struct ini_file *f, const char *name);
/* The entry for key in one section, or NULL. */
const struct ini_entry *engine_ini_get(const struct ini_section *s, const char *key);

/* ---- facts.c: the engine's vocabulary, as data ---- */
/* One of the engine's built-in piece types: its key in variants.ini, its
 * moves as the engine's source gives them, and a name for players. */
struct engine_piece_type {
    const char *key;     /* "shogiKnight" */
    const char *betza;   /* "fN" */
    const char *name;    /* "Knight" */
    const char *glyph_w, *glyph_b; /* chess figures where it has them, or NULL */
};
extern const struct engine_piece_type engine_piece_types[];
extern const int engine_npiece_types;
const struct engine_piece_type *engine_piece_type_find(const char *key);
/* Does the engine read this key (besides piece and customPieceN keys)? */
int engine_key_known(const char *key);
/* The built-in variants the engine has, as ini text (builtins.ini). */
extern const char engine_builtins_ini[];
extern const size_t engine_builtins_ini_len;
/* A move table's canonical move set (freed by the caller, also on
 * failure); 0, or -1 when pnpgen cannot read it. */
int engine_table(const char *betza, struct moveset *ms);
/* Does the table betza give exactly the moves of a? */
int engine_same_moves(const struct moveset *a, const char *betza);
/* The usual English name of a custom piece's move table, or NULL. */
const char *engine_betza_name(const char *betza);

/* ---- resolve.c: one section with everything it inherits ---- */
#define ENGINE_MAX_PIECES 64
struct engine_piece {
    char letter;          /* lower case, as in the FEN of the second side */
    const char *key;      /* "rook", "customPiece3", "king" */
    char *betza;          /* the engine's move table */
    int royal;            /* the king (or a custom royal) */
    const char *from;     /* where it was declared: file */
    int line;
};
struct engine_value {
    const char *value;
    const char *file;
    const char *section;
    int line;
};
struct engine_game {
    const char *name;
    const struct ini_section *sec;
    const char *builtin;   /* the nearest built-in ancestor ("crazyhouse"), or NULL */
    /* every key the chain sets, leaf last wins, piece keys excluded */
    struct engine_kv { const char *key; struct engine_value v; } *kv; int nkv, kvcap;
    struct engine_piece pieces[ENGINE_MAX_PIECES]; int npieces;
    char **merged; int nmerged; /* values made by merging a parent's pairs */
    char renamed[32][2]; int nrenamed; /* a built-in type's old letter, its new one */
};
/* Resolves `name` from f (falling back to the built-ins b). Reports a
 * cycle of parents, a missing parent, unknown keys. Returns 0 or -1. */
int engine_resolve(const struct ini_file *f, const struct ini_file *b, const char *name,
                   struct engine_game *g, struct report *r);
void engine_game_free(struct engine_game *g);
const struct engine_value *engine_game_get(const struct engine_game *g, const char *key);
const char *engine_game_str(const struct engine_game *g, const char *key, const char *dflt);
int engine_game_bool(const struct engine_game *g, const char *key, int dflt);
const struct engine_piece *engine_game_piece(const struct engine_game *g, char letter);

/* ---- import_xml.c: one resolved game written as a definition ---- */
/* Returns the definition's text (caller frees), or NULL when refused (each
 * reason reported through r at the line of the key). */
char *engine_game_to_xml(const struct engine_game *g, struct report *r);

/* ---- squares.c: the engine's square lists ("*8 a1 b2") and FENs ---- */
/* Fills set (files*ranks bytes, set[y*files+x]) from a region value;
 * returns 0, or -1 when it names a square off the board. */
int engine_region(const char *value, int files, int ranks, unsigned char *set);

/* ---- export_castling.c: castling (O moves) as the engine's keys ---- */
struct exp_castling {
    int has[2];           /* the side has a castling piece on the board */
    int x[2], y[2];       /* where it stands */
    int east[2], west[2]; /* how far it castles towards the h-file, the a-file side */
    char rights[8];       /* the FEN's castling field */
};
void engine_export_castling_plan(const struct variant *v, struct exp_castling *c);
/* castling, castlingKingsideFile, ...: what both sides cannot share is said */
void engine_export_castling(FILE *out, struct report *r, const struct variant *v,
                            const struct exp_castling *c);

/* ---- export_keys.c ---- */
/* "key = a1 b1 ...": the zone's squares. */
void engine_export_region(FILE *out, const char *key, const struct zone *z);
/* A '#' comment in the section and a warning: what the engine is not told. */
void engine_export_say(FILE *out, struct report *r, const struct variant *v, const char *what);
/* The end of the game as the engine's keys; letter[i] is piece i's. */
void engine_export_end(FILE *out, struct report *r, const struct variant *v, const char *letter);
/* pieceDemotion, dropPromoted, and promotionLimit: each promotion-limit="N"
 * as "letter:N". */
void engine_export_promotion_keys(FILE *out, struct report *r, const struct variant *v,
                                  const char *letter);
/* A free setup: drops that must be made, on the zones' squares. */
void engine_export_free_setup(FILE *out, struct report *r, const struct variant *v);

#endif
