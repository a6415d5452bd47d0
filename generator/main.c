/* main.c: the pnpgen command line: render, validate, moves. It runs the
 * stages in order (load, rules, compose, write) and is the only place that
 * turns their results into exit codes: 0 clean, 1 rule errors, 2
 * unreadable input or a failed write. */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include "notation/notation.h"
#include "compose/compose.h"
#include "model/model.h"
#include "write/write.h"
#include "load/load.h"
#include "base/base.h"
#include "rules/rules.h"
#include "text/text.h"
#include "engine/engine.h"

enum { EXIT_OK = 0, EXIT_RULES = 1, EXIT_INPUT = 2 };

/* Each command's help: `pnpgen CMD --help` prints one, `pnpgen --help` all. */
static const struct command_help {
    const char *name, *text;
} helps[] = {
    {"new",
     "  pnpgen new ID [-o PATH]\n"
     "      write a starting definition for a new game to ID.xml (or PATH): a small\n"
     "      complete game, commented, that validates and renders as it stands.\n"
     "      ID: 1 to 40 lower-case letters, digits and '-'. An existing file is\n"
     "      never overwritten.\n"},
    {"validate",
     "  pnpgen validate DEF.xml... [--layout LAYOUT.xml]\n"
     "      check definitions against the schema and the rules (diagrams against\n"
     "      move tables, references, setup), and that the layout's fonts print every\n"
     "      character they use; every error of a file, sorted by line.\n"
     "      Exit 0 clean, 1 rule errors, 2 unreadable input.\n"
     "      --layout FILE  the layout whose fonts are checked (default as render's)\n"},
    {"render",
     "  pnpgen render DEF.xml [--layout LAYOUT.xml] [-o DIR] [--booklet a5] [--png DPI]\n"
     "               [--svg]\n"
     "      validate, then write DIR/<id>-components.pdf and DIR/<id>-booklet.pdf\n"
     "      for the players, and DIR/<id>-design.pdf (move tables, diagrams and\n"
     "      the validator's verdict) for designers\n"
     "      --booklet a5   write the booklet as DIR/<id>-booklet-a5.pdf instead: A5\n"
     "                     pages, two to a side of A4 landscape, in saddle-stitch\n"
     "                     order (an A4 layout only)\n"
     "      -o DIR         the output folder (default output/<id>)\n"
     "      --layout FILE  page geometry and fonts (default layouts/a4.xml, looked\n"
     "                     for beside the definition's folder, in the current\n"
     "                     folder and beside pnpgen's own folder)\n"
     "      --png DPI      also write every page as DIR/<id>-<doc>-pNN.png (10 to 1200)\n"
     "      --svg          also write every page as DIR/<id>-<doc>-pNN.svg\n"},
    {"measure",
     "  pnpgen measure DEF.xml [--layout LAYOUT.xml] [--faces]\n"
     "      the component pages as printed: sheets, the smallest text (pt), the\n"
     "      smallest diagram mark and grid cell (mm) and the emptiest page (share of\n"
     "      the printable area), page by page and for the set\n"
     "      --faces        also where each piece's front face is printed\n"},
    {"import",
     "  pnpgen import FILE.ini [VARIANT...] [-o DIR]\n"
     "      write DIR/<variant>.xml (default DIR: the current folder) for each\n"
     "      section of a Fairy-Stockfish variants.ini, or for those named; each is\n"
     "      validated before it is written. A section that cannot be imported\n"
     "      faithfully is refused, naming the section, the key and why.\n"
     "      Exit 0 all written, 1 some refused, 2 the file cannot be read.\n"},
    {"export",
     "  pnpgen export DEF.xml [-o FILE]\n"
     "      write the definition as a variants.ini section named by its id, for\n"
     "      Fairy-Stockfish (setoption name VariantPath value FILE); what the engine\n"
     "      cannot say is a comment in the section and a warning.\n"
     "      Exit 0 written, 1 the engine would play another game (not written),\n"
     "      2 unreadable input or a failed write.\n"},
    {"moves",
     "  pnpgen moves DEF.xml PIECE\n"
     "      print a piece's expanded move set, its drawn diagram and the diagram\n"
     "      its move table implies, in every combination of options\n"},
};

static void usage(FILE *f)
{
    fputs("usage:\n", f);
    for (size_t i = 0; i < sizeof helps / sizeof helps[0]; i++)
        fputs(helps[i].text, f);
    fputs("  pnpgen --help, pnpgen COMMAND --help\n", f);
}

/* `pnpgen CMD --help` (or -h) anywhere among the arguments: the command's
 * help on stdout. Returns 1 when it was asked for. */
static int command_help(const char *cmd, int argc, char **argv)
{
    for (int i = 0; i < argc; i++)
        if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) {
            for (size_t k = 0; k < sizeof helps / sizeof helps[0]; k++)
                if (!strcmp(helps[k].name, cmd))
                    fputs(helps[k].text, stdout);
            return 1;
        }
    return 0;
}

/* Loads and validates; returns an exit code. */
static int load_checked(const char *path, struct variant *v)
{
    /* the loader's and the validator's errors, printed in line order */
    struct report r = {.file = path, .hold = 1};
    int rc = piecedef_load(path, v, &r);
    if (rc == 0)
        validate_variant(v, &r);
    report_flush(&r);
    if (rc != 0)
        return EXIT_INPUT;
    return r.errors ? EXIT_RULES : EXIT_OK;
}

static char *default_layout(const char *def);

/* The layout for a definition: loaded, its fonts ordered for the
 * definition's language and proved installed, and every character the
 * definition prints proved to be in them. 0, or -1 after the errors. */
static int load_layout_for(const struct variant *v, const char *path, struct layout *lo)
{
    struct report lr = {.file = path}, vr = {.file = v->file};
    if (layout_load(path, lo, &lr) != 0)
        return -1;
    layout_choose_language(lo, v->lang);
    if (text_fonts_verify(lo, &lr) != 0)
        return -1;
    return text_fonts_cover(v, lo, &vr);
}

/* A definition, loaded and validated, with its layout (layout_path, or
 * the default one) loaded for it: what validate, render and measure start
 * from. Returns an exit code; free with loaded_set_free whatever it
 * returns. */
struct loaded_set {
    struct variant v;
    struct layout lo;
    char *layout_path;
};

static int load_set(const char *def, const char *layout_path, struct loaded_set *s)
{
    memset(&s->lo, 0, sizeof s->lo);
    s->layout_path = NULL;
    int rc = load_checked(def, &s->v);
    if (rc != EXIT_OK)
        return rc;
    s->layout_path = layout_path ? xstrdup(layout_path) : default_layout(def);
    if (!s->layout_path || load_layout_for(&s->v, s->layout_path, &s->lo) != 0)
        return EXIT_INPUT;
    return EXIT_OK;
}

static void loaded_set_free(struct loaded_set *s)
{
    layout_free(&s->lo);
    free(s->layout_path);
    variant_free(&s->v);
}

static int cmd_validate(int argc, char **argv)
{
    int worst = EXIT_OK;
    if (command_help("validate", argc, argv))
        return EXIT_OK;
    /* --layout before, between or after the definitions, as render takes it */
    const char *layout_path = NULL;
    const char **defs = xcalloc((size_t)argc + 1, sizeof *defs);
    int ndefs = 0;
    for (int i = 0; i < argc; i++) {
        if (!strcmp(argv[i], "--layout") && i + 1 < argc && !layout_path)
            layout_path = argv[++i];
        else if (argv[i][0] != '-')
            defs[ndefs++] = argv[i];
        else {
            fprintf(stderr, "pnpgen: error: unexpected argument '%s'\n", argv[i]);
            usage(stderr);
            free(defs);
            return EXIT_INPUT;
        }
    }
    if (ndefs < 1) {
        usage(stderr);
        free(defs);
        return EXIT_INPUT;
    }
    for (int i = 0; i < ndefs; i++) {
        /* with its layout: what the render would print must have a font */
        struct loaded_set set;
        int rc = load_set(defs[i], layout_path, &set);
        loaded_set_free(&set);
        if (rc > worst)
            worst = rc;
    }
    free(defs);
    return worst;
}

/* The default layout, layouts/a4.xml: beside the definition's folder
 * (piecedefs/../layouts), in the current folder, or beside the folder of
 * the pnpgen binary (build/../layouts), the first that exists. NULL after
 * saying where it looked. */
static char *default_layout(const char *def)
{
    const char *slash = strrchr(def, '/');
    char *tried[3] = {NULL, NULL, NULL};
    size_t dir = slash ? (size_t)(slash - def) : 0;
    tried[0] = xmalloc(dir + 32);
    if (slash)
        snprintf(tried[0], dir + 32, "%.*s/../layouts/a4.xml", (int)dir, def);
    else
        snprintf(tried[0], dir + 32, "../layouts/a4.xml");
    tried[1] = xstrdup("layouts/a4.xml");
    char exe[4096];
    ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
    if (n > 0) {
        exe[n] = '\0';
        char *s = strrchr(exe, '/');
        if (s) {
            *s = '\0';
            size_t len = strlen(exe) + 32;
            tried[2] = xmalloc(len);
            snprintf(tried[2], len, "%s/../layouts/a4.xml", exe);
        }
    }
    char *found = NULL;
    for (int i = 0; i < 3 && !found; i++) {
        struct stat st;
        if (tried[i] && stat(tried[i], &st) == 0) {
            found = tried[i];
            tried[i] = NULL;
        }
    }
    if (!found)
        fprintf(stderr, "pnpgen: error: cannot read layouts/a4.xml (the default layout, looked for "
                "beside the definition's folder as %s, in the current folder and beside pnpgen as "
                "%s): No such file or directory; give --layout\n",
                tried[0], tried[2] ? tried[2] : "(unknown)");
    for (int i = 0; i < 3; i++)
        free(tried[i]);
    return found;
}

/* Creates dir and its missing parents (renders in parallel may create them
 * at the same moment: a folder that appeared meanwhile is fine). Returns 0,
 * or -1 after reporting which folder could not be made and why. */
static int make_dirs(const char *dir, struct report *r)
{
    char *p = xstrdup(dir);
    int rc = 0;
    for (char *s = p + 1; rc == 0; s++) {
        if (*s != '/' && *s != '\0')
            continue;
        char c = *s;
        *s = '\0';
        struct stat st;
        if (mkdir(p, 0755) != 0) {
            int err = errno;
            if (err != EEXIST || stat(p, &st) != 0 || !S_ISDIR(st.st_mode)) {
                report_file_error(r, dir, "cannot create the folder %s: %s", p,
                                  strerror(err == EEXIST ? ENOTDIR : err));
                rc = -1;
            }
        }
        *s = c;
        if (c == '\0')
            break;
    }
    free(p);
    return rc;
}

/* Output files are named after the variant id: 1 to 40 lower-case letters,
 * digits and '-', as the schema has it (no path separator, no dot, no
 * control character). */
static int id_is_file_name(const char *id)
{
    size_t n = id ? strlen(id) : 0;
    return n >= 1 && n <= 40 && strspn(id, "abcdefghijklmnopqrstuvwxyz0123456789-") == n;
}

/* What `render` writes besides the PDFs, and in which form. */
struct extras {
    int png_dpi; /* 0: no PNG */
    int svg;
    int booklet_a5; /* the booklet as an imposed A5 booklet */
};

/* --booklet a5 prints on A4 sheets: the layout must be A4 (either way
 * round). Returns 0, or -1 after reporting through r. */
static int check_booklet_a5_paper(const struct layout *lo, struct report *r)
{
    double s = fmin(lo->paper_w, lo->paper_h), l = fmax(lo->paper_w, lo->paper_h);
    if (fabs(s - WRITE_SHEET_HEIGHT) < 0.01 && fabs(l - WRITE_SHEET_WIDTH) < 0.01)
        return 0;
    report_file_error(r, lo->file, "--booklet a5 prints on A4 sheets, and this layout's paper "
                      "is %g x %g mm; use an A4 layout", lo->paper_w, lo->paper_h);
    return -1;
}

/* The board planned for the layout's paper, and proof that the pieces and
 * their names fit it: what render and measure need before composing.
 * Returns 0, or -1 after the errors (nothing to free). */
static int plan_for_paper(const struct variant *v, const struct layout *lo, struct board_plan *bp)
{
    struct report r = {.file = v->file};
    if (plan_board(v, lo, bp) != 0) {
        report_error(&r, v->board.line, "a board cell of %.1f mm does not fit the page", lo->cell);
        return -1;
    }
    double need;
    if (compose_pieces_fit(v, lo, bp, &need) != 0) {
        report_error(&r, v->components.line ? v->components.line : v->line,
                     "a piece of %.1f mm (board cell %.1f mm) does not fit the page", need, bp->cell);
        plan_board_free(bp);
        return -1;
    }
    double room;
    if (compose_screen_fits(v, lo, bp, &need, &room) != 0) {
        const struct screen *s = v->components.screen;
        report_error(&r, s->line ? s->line : v->components.line,
                     "a screen of %.1f mm (walls %.1f mm high, base %.1f mm deep) does not fit the "
                     "page, which holds %.1f mm; use a taller paper or lower walls",
                     need, s->height, s->depth, room);
        plan_board_free(bp);
        return -1;
    }
    if (compose_face_names_check(v, lo, compose_piece_face_size(v, lo, bp), &r) != 0 ||
        compose_gallery_captions_check(v, lo, &r) != 0) {
        plan_board_free(bp);
        return -1;
    }
    return 0;
}

static int render_set(struct variant *v, const struct layout *lo, const char *outdir,
                      const struct extras *ex)
{
    struct report r = {.file = v->file};
    struct board_plan bp;
    if (plan_for_paper(v, lo, &bp) != 0)
        return EXIT_RULES;
    struct document comp, book, design;
    compose_components(v, lo, &bp, &comp);
    compose_design(v, lo, &design);
    /* the A5 booklet is composed on A5 pages (text reflowed, not shrunk) */
    struct layout a5 = *lo;
    a5.paper_w = WRITE_A5_WIDTH;
    a5.paper_h = WRITE_A5_HEIGHT;
    a5.booklet_a5 = 1;
    const struct layout *book_lo = ex->booklet_a5 ? &a5 : lo;
    compose_booklet(v, book_lo, &bp, &comp, &book);
    if (ex->booklet_a5) {
        free(book.name);
        book.name = xstrdup("booklet-a5");
    }
    int rc = EXIT_OK;
    if (ex->png_dpi && (write_png_check_pages(&comp, "components", ex->png_dpi, &r) != 0 ||
                        write_png_check_pages(&book, "booklet", ex->png_dpi, &r) != 0 ||
                        write_png_check_pages(&design, "design", ex->png_dpi, &r) != 0))
        rc = EXIT_INPUT;
    if (rc == EXIT_OK && make_dirs(outdir, &r) != 0)
        rc = EXIT_INPUT;
    const struct document *docs[] = {&comp, &book, &design};
    const struct layout *los[] = {lo, book_lo, lo};
    /* what a render of this set killed mid-write left; then the set's
       files, put in place together when all are written */
    char *prefix_id = str_printf("%s-", v->id);
    if (rc == EXIT_OK)
        write_remove_dead_temps(outdir, prefix_id);
    free(prefix_id);
    write_set_begin();
    for (int i = 0; i < 3 && rc == EXIT_OK; i++) {
        size_t len = strlen(outdir) + strlen(v->id) + strlen(docs[i]->name) + 8;
        char *path = xmalloc(len);
        snprintf(path, len, "%s/%s-%s.pdf", outdir, v->id, docs[i]->name);
        const char *prefix = path + strlen(outdir) + 1; /* <id>-<doc>.pdf */
        int imposed = docs[i] == &book && ex->booklet_a5;
        if ((imposed ? write_pdf_imposed_a5(path, docs[i], los[i], v, &r)
                     : write_pdf(path, docs[i], los[i], v, &r)) != 0)
            rc = EXIT_INPUT;
        path[strlen(path) - 4] = '\0';
        /* pictures of the pages in reading order, not imposed */
        if (rc == EXIT_OK && ex->png_dpi &&
            write_png_pages(outdir, prefix, docs[i], los[i], v, ex->png_dpi, &r) != 0)
            rc = EXIT_INPUT;
        if (rc == EXIT_OK && ex->svg && write_svg_pages(outdir, prefix, docs[i], los[i], v, &r) != 0)
            rc = EXIT_INPUT;
        free(path);
    }
    if (write_set_end(rc == EXIT_OK, &r) != 0 && rc == EXIT_OK)
        rc = EXIT_INPUT;
    for (int i = 0; i < 3 && rc == EXIT_OK; i++) {
        char *prefix = str_printf("%s-%s", v->id, docs[i]->name);
        if (ex->png_dpi)
            write_remove_stale_pages(outdir, prefix, "png", docs[i]->npages);
        if (ex->svg)
            write_remove_stale_pages(outdir, prefix, "svg", docs[i]->npages);
        free(prefix);
    }
    document_free(&comp);
    document_free(&book);
    document_free(&design);
    plan_board_free(&bp);
    return rc;
}

static int cmd_render(int argc, char **argv)
{
    const char *def = NULL, *layout_path = NULL, *outdir = NULL;
    struct extras ex = {0, 0, 0};
    if (command_help("render", argc, argv))
        return EXIT_OK;
    for (int i = 0; i < argc; i++) {
        if (!strcmp(argv[i], "--layout") && i + 1 < argc)
            layout_path = argv[++i];
        else if (!strcmp(argv[i], "--png") && i + 1 < argc) {
            char *end;
            long dpi = strtol(argv[++i], &end, 10);
            if (*end || end == argv[i] || dpi < PNG_DPI_MIN || dpi > PNG_DPI_MAX) {
                fprintf(stderr, "pnpgen: error: --png '%s': give a resolution of %d to %d dpi\n",
                        argv[i], PNG_DPI_MIN, PNG_DPI_MAX);
                return EXIT_INPUT;
            }
            ex.png_dpi = (int)dpi;
        } else if (!strcmp(argv[i], "--booklet") && i + 1 < argc) {
            const char *form = argv[++i];
            if (strcmp(form, "a5") != 0) {
                fprintf(stderr, "pnpgen: error: --booklet '%s': the one booklet form is a5 "
                        "(without --booklet the booklet has the layout's pages)\n", form);
                return EXIT_INPUT;
            }
            ex.booklet_a5 = 1;
        } else if (!strcmp(argv[i], "--svg"))
            ex.svg = 1;
        else if (!strcmp(argv[i], "-o") && i + 1 < argc) {
            outdir = argv[++i];
            if (!outdir[0]) {
                fprintf(stderr, "pnpgen: error: -o '': give the name of a folder\n");
                return EXIT_INPUT;
            }
        }
        else if (argv[i][0] != '-' && !def)
            def = argv[i];
        else {
            fprintf(stderr, "pnpgen: error: unexpected argument '%s'\n", argv[i]);
            usage(stderr);
            return EXIT_INPUT;
        }
    }
    if (!def) {
        usage(stderr);
        return EXIT_INPUT;
    }
    struct loaded_set set;
    int rc = load_set(def, layout_path, &set);
    if (rc == EXIT_OK && !id_is_file_name(set.v.id)) {
        /* the schema's id pattern refuses such an id; this guards the paths
           built from it should that ever change */
        fprintf(stderr, "%s:%d: error: variant id is not a safe file name\n", def, set.v.line);
        rc = EXIT_INPUT;
    }
    if (rc == EXIT_OK && ex.booklet_a5 &&
        check_booklet_a5_paper(&set.lo, &(struct report){.file = set.layout_path}) != 0)
        rc = EXIT_INPUT;
    if (rc != EXIT_OK) {
        fprintf(stderr, "%s: nothing rendered\n", def);
    } else {
        char *dir = NULL;
        if (!outdir) {
            size_t len = strlen(set.v.id) + 16;
            dir = xmalloc(len);
            snprintf(dir, len, "output/%s", set.v.id);
        }
        rc = render_set(&set.v, &set.lo, outdir ? outdir : dir, &ex);
        free(dir);
    }
    loaded_set_free(&set);
    return rc;
}

static int cmd_measure(int argc, char **argv)
{
    const char *def = NULL, *layout_path = NULL;
    int faces = 0;
    if (command_help("measure", argc, argv))
        return EXIT_OK;
    for (int i = 0; i < argc; i++) {
        if (!strcmp(argv[i], "--layout") && i + 1 < argc)
            layout_path = argv[++i];
        else if (!strcmp(argv[i], "--faces"))
            faces = 1;
        else if (argv[i][0] != '-' && !def)
            def = argv[i];
        else {
            fprintf(stderr, "pnpgen: error: unexpected argument '%s'\n", argv[i]);
            return EXIT_INPUT;
        }
    }
    if (!def) {
        usage(stderr);
        return EXIT_INPUT;
    }
    struct loaded_set set;
    int rc = load_set(def, layout_path, &set);
    struct variant *v = &set.v;
    const struct layout *lo = &set.lo;
    struct board_plan bp;
    if (rc == EXIT_OK && plan_for_paper(v, lo, &bp) != 0)
        rc = EXIT_RULES;
    else if (rc == EXIT_OK) {
        struct document doc;
        struct write_measure m;
        compose_components(v, lo, &bp, &doc);
        write_measure_document(lo, v, &doc, &m, stdout);
        if (faces)
            write_measure_faces(v, &doc, stdout);
        char text[48], mark[48], cell[48], big[48];
        printf("%s: sheets %d, smallest text %s, smallest mark %s, smallest cell %s, "
               "larger grids' cell %s, emptiest page %d: %.0f%%\n",
               v->id, m.sheets, write_measure_least(text, sizeof text, m.text_pt, "pt", m.text_page),
               write_measure_least(mark, sizeof mark, m.mark_mm, "mm", m.mark_page),
               write_measure_least(cell, sizeof cell, m.cell_mm, "mm", m.cell_page),
               write_measure_least(big, sizeof big, m.big_cell_mm, "mm", m.big_cell_page),
               m.empty_page, 100 * m.empty);
        document_free(&doc);
        plan_board_free(&bp);
    }
    if (rc != EXIT_OK)
        fprintf(stderr, "%s: nothing measured\n", def);
    loaded_set_free(&set);
    return rc;
}

static int cmd_moves(int argc, char **argv)
{
    if (command_help("moves", argc, argv))
        return EXIT_OK;
    if (argc != 2) {
        usage(stderr);
        return EXIT_INPUT;
    }
    struct variant v;
    struct report r = {.file = argv[0]};
    if (piecedef_load(argv[0], &v, &r) != 0) {
        variant_free(&v);
        return EXIT_INPUT;
    }
    int p = variant_find_piece(&v, argv[1]);
    int rc = EXIT_OK;
    if (p < 0) {
        char dym[96];
        fprintf(stderr, "%s: error: no piece '%s'%s\n", argv[0], argv[1],
                variant_suggest_piece(&v, argv[1], dym, sizeof dym));
        rc = EXIT_RULES;
    }
    /* every diagram in every combination of options (all off first) */
    for (int d = 0; p >= 0 && d < v.pieces[p].ndiagrams; d++)
        for (unsigned on = 0; on < (1u << v.noptions); on++) {
        const struct piece *pc = &v.pieces[p];
        const struct piece_diagram *pd = &pc->diagrams[d];
        struct moveset ms;
        moveset_init(&ms);
        if (rules_piece_moves_opt(pc, pd->in_zone, on, &ms, on ? NULL : &r) != 0)
            rc = EXIT_RULES;
        char state[160];
        rules_options_state_name(&v, on, state, sizeof state);
        if (!state[0] && v.noptions)
            snprintf(state, sizeof state, "with no option");
        printf("%s%s%s%s%s: %zu moves\n", pc->name, pd->in_zone ? " in zone " : "",
               pd->in_zone ? pd->in_zone : "", state[0] ? ", " : "", state, ms.n);
        for (size_t i = 0; i < ms.n; i++) {
            char buf[128];
            move_describe(&ms.v[i], buf, sizeof buf);
            printf("  %s\n", buf);
        }
        if (pd->grid.size) {
            if (on == 0) {
                char *drawn = diagram_to_text(&pd->grid);
                printf("drawn diagram:\n%s", drawn);
                free(drawn);
            }
            struct moveset dm;
            moveset_init(&dm);
            diagram_moves_paths(&pd->grid, rules_options_lame_paths(&v, on), &dm);
            moveset_canonicalize(&dm);
            size_t n = moveset_compare(&dm, &ms, NULL, 0);
            if (n)
                printf("the drawn diagram differs on %zu square%s\n", n, n == 1 ? "" : "s");
            else
                printf("the drawn diagram matches\n");
            moveset_free(&dm);
        }
        struct diagram implied;
        diagram_from_moves(&ms, DIAGRAM_MAX_SIZE, &implied);
        char *text = diagram_to_text(&implied);
        printf("diagram the move table implies:\n%s\n", text);
        free(text);
        diagram_free(&implied);
        moveset_free(&ms);
    }
    variant_free(&v);
    return rc;
}

/* The sanitizer build never calls FcFini() (see text_shutdown): what
 * fontconfig keeps stays reachable through its configuration, but parts are
 * addressed by offsets, so LeakSanitizer counts the configuration's
 * patterns as lost. tests/lsan.supp names that one allocation site. */
#if defined(__SANITIZE_ADDRESS__)
#define LEAK_CHECKED_BUILD 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define LEAK_CHECKED_BUILD 1
#endif
#endif
#ifdef LEAK_CHECKED_BUILD
/* The sanitizer build carries tests/lsan.supp's one line, so that it runs
 * clean wherever it is started, not only from tests/run.sh. */
const char *__lsan_default_suppressions(void);
const char *__lsan_default_suppressions(void)
{
    return "leak:libfontconfig.so\n";
}
const char *__lsan_default_options(void);
const char *__lsan_default_options(void)
{
    return "print_suppressions=0";
}
#endif

extern const char template_new_variant[];

/* "my-game" -> "My game": the printed name the template starts with. */
static char *name_from_id(const char *id)
{
    char *name = xstrdup(id);
    for (char *p = name; *p; p++)
        if (*p == '-')
            *p = ' ';
    if (name[0] >= 'a' && name[0] <= 'z')
        name[0] = (char)(name[0] - 'a' + 'A');
    return name;
}

/* Writes the template with @ID@ and @NAME@ filled in; never overwrites. */
static int cmd_new(int argc, char **argv)
{
    const char *id = NULL, *path = NULL;
    if (command_help("new", argc, argv))
        return EXIT_OK;
    for (int i = 0; i < argc; i++) {
        if (!strcmp(argv[i], "-o") && i + 1 < argc)
            path = argv[++i];
        else if (argv[i][0] != '-' && !id)
            id = argv[i];
        else {
            fprintf(stderr, "pnpgen: error: unexpected argument '%s'\n", argv[i]);
            fputs(helps[0].text, stderr);
            return EXIT_INPUT;
        }
    }
    if (!id) {
        fputs(helps[0].text, stderr);
        return EXIT_INPUT;
    }
    if (!id_is_file_name(id)) {
        fprintf(stderr, "pnpgen: error: '%s' is not an id: use 1 to 40 lower-case letters, digits "
                "and '-'\n", id);
        return EXIT_INPUT;
    }
    char *own = NULL;
    if (!path) {
        own = xmalloc(strlen(id) + 8);
        sprintf(own, "%s.xml", id);
        path = own;
    }
    char *name = name_from_id(id);
    int rc = EXIT_OK;
    int fd = open(path, O_WRONLY | O_CREAT | O_EXCL, 0644);
    FILE *f = fd >= 0 ? fdopen(fd, "w") : NULL;
    if (!f) {
        fprintf(stderr, "%s: error: cannot write: %s\n", path,
                errno == EEXIST ? "the file exists (pnpgen new never overwrites)" : strerror(errno));
        if (fd >= 0)
            close(fd);
        rc = EXIT_INPUT;
    } else {
        for (const char *t = template_new_variant; *t; t++) {
            if (!strncmp(t, "@ID@", 4)) {
                fputs(id, f);
                t += 3;
            } else if (!strncmp(t, "@NAME@", 6)) {
                fputs(name, f);
                t += 5;
            } else
                fputc(*t, f);
        }
        if (fclose(f) != 0) {
            fprintf(stderr, "%s: error: cannot write: %s\n", path, strerror(errno));
            rc = EXIT_INPUT;
        } else
            printf("wrote %s: check it with `pnpgen validate %s`, print it with "
                   "`pnpgen render %s`\n", path, path, path);
    }
    free(name);
    free(own);
    return rc;
}

static int cmd_import(int argc, char **argv)
{
    if (command_help("import", argc, argv))
        return EXIT_OK;
    const char *file = NULL, *dir = ".";
    char **names = xcalloc((size_t)argc + 1, sizeof *names);
    int nnames = 0;
    for (int i = 0; i < argc; i++) {
        if (!strcmp(argv[i], "-o") && i + 1 < argc)
            dir = argv[++i];
        else if (argv[i][0] != '-' && !file)
            file = argv[i];
        else if (argv[i][0] != '-')
            names[nnames++] = argv[i];
        else {
            fprintf(stderr, "pnpgen: error: unexpected argument '%s'\n", argv[i]);
            free(names);
            return EXIT_INPUT;
        }
    }
    if (!file) {
        usage(stderr);
        free(names);
        return EXIT_INPUT;
    }
    if (mkdir(dir, 0777) != 0 && errno != EEXIST) {
        fprintf(stderr, "%s: error: cannot make the folder: %s\n", dir, strerror(errno));
        free(names);
        return EXIT_INPUT;
    }
    struct engine_import_result res;
    engine_import(file, names, nnames, dir, &res);
    free(names);
    if (res.unreadable)
        return EXIT_INPUT;
    fprintf(stderr, "pnpgen import: %d section%s written to %s, %d refused\n", res.written,
            res.written == 1 ? "" : "s", dir, res.refused);
    return res.refused ? EXIT_RULES : EXIT_OK;
}

static int cmd_export(int argc, char **argv)
{
    if (command_help("export", argc, argv))
        return EXIT_OK;
    const char *def = NULL, *path = NULL;
    for (int i = 0; i < argc; i++) {
        if (!strcmp(argv[i], "-o") && i + 1 < argc)
            path = argv[++i];
        else if (argv[i][0] != '-' && !def)
            def = argv[i];
        else {
            fprintf(stderr, "pnpgen: error: unexpected argument '%s'\n", argv[i]);
            return EXIT_INPUT;
        }
    }
    if (!def) {
        usage(stderr);
        return EXIT_INPUT;
    }
    struct variant v;
    int rc = load_checked(def, &v);
    if (rc != EXIT_OK) {
        variant_free(&v);
        return rc;
    }
    char *text = NULL;
    size_t len = 0;
    FILE *mem = open_memstream(&text, &len);
    if (!mem)
        xout_of_memory();
    struct report r = {.file = def};
    int ok = engine_export(&v, mem, &r) == 0;
    fclose(mem);
    variant_free(&v);
    if (!ok) {
        free(text);
        return EXIT_RULES;
    }
    FILE *out = path ? fopen(path, "w") : stdout;
    if (!out || fwrite(text, 1, len, out) != len || (path && fclose(out) != 0)) {
        fprintf(stderr, "%s: error: cannot write: %s\n", path ? path : "stdout", strerror(errno));
        free(text);
        return EXIT_INPUT;
    }
    free(text);
    return EXIT_OK;
}

/* Releases the libraries' global caches so that LeakSanitizer sees only
 * real leaks. */
static void cleanup_libraries(void)
{
    text_shutdown();
    xml_cleanup();
}

int main(int argc, char **argv)
{
    int rc;
    base_memory_init();
    if (argc < 2 || !strcmp(argv[1], "--help") || !strcmp(argv[1], "-h")) {
        usage(argc < 2 ? stderr : stdout);
        return argc < 2 ? EXIT_INPUT : EXIT_OK;
    }
    if (!strcmp(argv[1], "render"))
        rc = cmd_render(argc - 2, argv + 2);
    else if (!strcmp(argv[1], "validate"))
        rc = cmd_validate(argc - 2, argv + 2);
    else if (!strcmp(argv[1], "measure"))
        rc = cmd_measure(argc - 2, argv + 2);
    else if (!strcmp(argv[1], "moves"))
        rc = cmd_moves(argc - 2, argv + 2);
    else if (!strcmp(argv[1], "import"))
        rc = cmd_import(argc - 2, argv + 2);
    else if (!strcmp(argv[1], "export"))
        rc = cmd_export(argc - 2, argv + 2);
    else if (!strcmp(argv[1], "new"))
        rc = cmd_new(argc - 2, argv + 2);
    else {
        fprintf(stderr, "pnpgen: error: unknown command '%s'\n", argv[1]);
        usage(stderr);
        rc = EXIT_INPUT;
    }
    cleanup_libraries();
    return rc;
}
