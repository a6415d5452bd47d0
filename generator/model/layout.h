/* layout.h: page geometry and print settings, loaded from layouts/<name>.xml
 * (layout.c). All lengths in millimetres. Defaults live in the layout file,
 * not in code. */
#ifndef PNPGEN_LAYOUT_H
#define PNPGEN_LAYOUT_H

#include <stddef.h>

#include "base/report.h"

#define LAYOUT_MAX_FONTS 16

/* One font family the layout relies on, for one language (a BCP 47 tag
 * such as "en", "zh", "ja", "ko", "th"). `package` is the Debian package
 * that installs it, named in the error when the family is missing. */
struct layout_font {
    int line;
    char *lang, *family, *package;
};

struct layout {
    char *file;
    char *name;
    double paper_w, paper_h;   /* portrait */
    double margin;             /* no ink closer than this to the paper edge */
    double ruler;              /* length of the calibration ruler, 0 for none */
    double cut_width;          /* solid cut lines */
    double fold_width;         /* dotted fold lines */
    double fold_dash;          /* length of a fold line's dash and gap */
    double cell;               /* preferred board cell (or point spacing) */
    double min_cell;           /* smallest cell kept on a one-page board */
    double tile_overlap;       /* glue flap carried by a board tile */
    double label_band;         /* room for coordinates around the board */
    double piece_fill;         /* piece size as a fraction of the cell */
    double fold_gap;           /* distance between the fold line and the art */
    double gutter;             /* space between cut pieces on a sheet */
    double font_size;          /* booklet body text, in points */
    struct layout_font *fonts; /* <font> elements in file order; fonts[0] sets */
    int nfonts;                /* Latin text, digits and symbols */
    /* Chosen for one definition by layout_choose_language: */
    char *lang;                /* its language tag ("ja"), or NULL */
    char *families;            /* Pango family list: fonts[0], the language's
                                  font, then the others in file order */
    char *glyph_family;        /* the family for glyphs on disc faces */
};

/* Loads a layout file. On error prints `file:line: error: ...` to stderr and
 * returns -1 (2 is the caller's exit code for unreadable input). */
int layout_load(const char *path, struct layout *out);
/* The same for a layout held in memory (len bytes); `name` stands for the
 * file; messages go through r (r->file should be name). */
int layout_load_memory(const char *buf, size_t len, const char *name, struct layout *out,
                       struct report *r);
/* Orders the fonts for text in language `lang` (NULL: none given): the
 * first font, then the font whose language matches lang (or its primary
 * subtag: "ja-JP" takes "ja"), then the rest. With no match, glyphs on
 * faces use the "zh" font, else the second font, else the first. */
void layout_choose_language(struct layout *l, const char *lang);
void layout_free(struct layout *l);

#endif
