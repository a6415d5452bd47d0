/* layout.h: page geometry and print settings, loaded from layouts/<name>.xml
 * (layout.c). All lengths in millimetres. Defaults live in the layout file,
 * not in code. */
#ifndef PNPGEN_LAYOUT_H
#define PNPGEN_LAYOUT_H

#include <stddef.h>

#include "report.h"

/* The ruler's end labels, centred on its end ticks, reach this far (mm)
 * past its scale: rulers are placed this far inside the margin. */
#define RULER_PAD 2.0

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
    char *font_latin;          /* Pango family for Latin text and symbols */
    char *font_cjk;            /* Pango family for CJK glyphs */
    int booklet_a5;            /* set by `render --booklet a5`, never by the
                                  file: this is the A5 page of a booklet
                                  imposed on A4 sheets (impose.h) */
};

/* Loads a layout file. On error prints `file:line: error: ...` to stderr and
 * returns -1 (2 is the caller's exit code for unreadable input). */
int layout_load(const char *path, struct layout *out);
/* The same for a layout held in memory (len bytes); `name` stands for the
 * file; messages go through r (r->file should be name). */
int layout_load_memory(const char *buf, size_t len, const char *name, struct layout *out,
                       struct report *r);
void layout_free(struct layout *l);

#endif
