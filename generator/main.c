/* main.c: the pnpgen command line. */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "notation/notation.h"
#include "compose/compose.h"
#include "model/model.h"
#include "write/write.h"
#include "load/load.h"
#include "base/base.h"
#include "rules/rules.h"
#include "text/text.h"

enum { EXIT_OK = 0, EXIT_RULES = 1, EXIT_INPUT = 2 };

static void usage(FILE *f)
{
    fputs("usage:\n"
          "  pnpgen render DEF.xml [--layout LAYOUT.xml] [-o DIR] [--png DPI] [--svg]\n"
          "      validate, then write DIR/<id>-components.pdf and DIR/<id>-booklet.pdf\n"
          "      (default DIR: output/<id>; default layout: layouts/a4.xml beside piecedefs/)\n"
          "      --png DPI  also write every page as DIR/<id>-<doc>-pNN.png (10 to 1200 dpi)\n"
          "      --svg      also write every page as DIR/<id>-<doc>-pNN.svg\n"
          "  pnpgen validate [--layout LAYOUT.xml] DEF.xml...\n"
          "      check definitions, and that the layout's fonts are installed and print\n"
          "      every character; exit 0 clean, 1 rule errors, 2 unreadable input or fonts\n"
          "  pnpgen moves DEF.xml PIECE\n"
          "      print a piece's expanded move set, its drawn diagram and the diagram\n"
          "      its move table implies\n"
          "  pnpgen --help\n", f);
}

/* Loads and validates; returns an exit code. */
static int load_checked(const char *path, struct variant *v)
{
    struct report r = {path, 0, 0, NULL};
    int rc = piecedef_load(path, v, &r);
    if (rc != 0)
        return EXIT_INPUT;
    validate_variant(v, &r);
    return r.errors ? EXIT_RULES : EXIT_OK;
}

static char *default_layout(const char *def);

/* The layout for a definition: loaded, its fonts ordered for the
 * definition's language and proved installed, and every character the
 * definition prints proved to be in them. 0, or -1 after the errors. */
static int load_layout_for(const struct variant *v, const char *path, struct layout *lo)
{
    struct report lr = {path, 0, 0, NULL}, vr = {v->file, 0, 0, NULL};
    if (layout_load(path, lo, &lr) != 0)
        return -1;
    layout_choose_language(lo, v->lang);
    if (text_fonts_verify(lo, &lr) != 0)
        return -1;
    return text_fonts_cover(v, lo, &vr);
}

static int cmd_validate(int argc, char **argv)
{
    int worst = EXIT_OK;
    const char *layout_path = NULL;
    if (argc >= 2 && !strcmp(argv[0], "--layout")) {
        layout_path = argv[1];
        argc -= 2;
        argv += 2;
    }
    if (argc < 1) {
        usage(stderr);
        return EXIT_INPUT;
    }
    for (int i = 0; i < argc; i++) {
        struct variant v;
        int rc = load_checked(argv[i], &v);
        if (rc == EXIT_OK) {
            /* what the render would print must have a font */
            char *lp = layout_path ? xstrdup(layout_path) : default_layout(argv[i]);
            struct layout lo;
            if (load_layout_for(&v, lp, &lo) != 0)
                rc = EXIT_INPUT;
            layout_free(&lo);
            free(lp);
        }
        variant_free(&v);
        if (rc > worst)
            worst = rc;
    }
    return worst;
}

/* layouts/a4.xml in the folder beside the definition's folder. */
static char *default_layout(const char *def)
{
    const char *slash = strrchr(def, '/');
    size_t dir = slash ? (size_t)(slash - def) : 0;
    size_t len = dir + 32;
    char *path = xmalloc(len);
    if (slash)
        snprintf(path, len, "%.*s/../layouts/a4.xml", (int)dir, def);
    else
        snprintf(path, len, "../layouts/a4.xml");
    struct stat st;
    if (stat(path, &st) != 0)
        snprintf(path, len, "layouts/a4.xml");
    return path;
}

static int make_dirs(const char *dir)
{
    char *p = xstrdup(dir);
    for (char *s = p + 1; *s; s++) {
        if (*s != '/')
            continue;
        *s = '\0';
        if (mkdir(p, 0755) != 0 && errno != EEXIST) {
            free(p);
            return -1;
        }
        *s = '/';
    }
    int rc = mkdir(p, 0755) != 0 && errno != EEXIST ? -1 : 0;
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

/* What `render` writes besides the PDFs. */
struct extras {
    int png_dpi; /* 0: no PNG */
    int svg;
};

static int render_set(struct variant *v, const struct layout *lo, const char *outdir,
                      const struct extras *ex)
{
    struct report r = {v->file, 0, 0, NULL};
    struct board_plan bp;
    if (plan_board(v, lo, &bp) != 0) {
        report_error(&r, v->board.line, "a board cell of %.1f mm does not fit the page", lo->cell);
        return EXIT_RULES;
    }
    double need;
    if (compose_pieces_fit(v, lo, &bp, &need) != 0) {
        report_error(&r, v->components.line ? v->components.line : v->line,
                     "a piece of %.1f mm (board cell %.1f mm) does not fit the page", need, bp.cell);
        plan_board_free(&bp);
        return EXIT_RULES;
    }
    struct document comp, book;
    compose_components(v, lo, &bp, &comp);
    compose_booklet(v, lo, &bp, &comp, &book);
    int rc = EXIT_OK;
    if (make_dirs(outdir) != 0) {
        report_file_error(&r, outdir, "cannot create the folder: %s", strerror(errno));
        rc = EXIT_INPUT;
    }
    const struct document *docs[] = {&comp, &book};
    for (int i = 0; i < 2 && rc == EXIT_OK; i++) {
        size_t len = strlen(outdir) + strlen(v->id) + strlen(docs[i]->name) + 8;
        char *path = xmalloc(len);
        snprintf(path, len, "%s/%s-%s.pdf", outdir, v->id, docs[i]->name);
        const char *prefix = path + strlen(outdir) + 1; /* <id>-<doc>.pdf */
        if (write_pdf(path, docs[i], lo, v, &r) != 0)
            rc = EXIT_INPUT;
        path[strlen(path) - 4] = '\0';
        if (rc == EXIT_OK && ex->png_dpi &&
            write_png_pages(outdir, prefix, docs[i], lo, v, ex->png_dpi, &r) != 0)
            rc = EXIT_INPUT;
        if (rc == EXIT_OK && ex->svg && write_svg_pages(outdir, prefix, docs[i], lo, v, &r) != 0)
            rc = EXIT_INPUT;
        free(path);
    }
    document_free(&comp);
    document_free(&book);
    plan_board_free(&bp);
    return rc;
}

static int cmd_render(int argc, char **argv)
{
    const char *def = NULL, *layout_path = NULL, *outdir = NULL;
    struct extras ex = {0, 0};
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
        } else if (!strcmp(argv[i], "--svg"))
            ex.svg = 1;
        else if (!strcmp(argv[i], "-o") && i + 1 < argc)
            outdir = argv[++i];
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
    struct variant v;
    int rc = load_checked(def, &v);
    if (rc != EXIT_OK) {
        fprintf(stderr, "%s: nothing rendered\n", def);
        variant_free(&v);
        return rc;
    }
    if (!id_is_file_name(v.id)) {
        /* the schema's id pattern refuses such an id; this guards the paths
           built from it should that ever change */
        fprintf(stderr, "%s:%d: error: variant id is not a safe file name; nothing rendered\n",
                def, v.line);
        variant_free(&v);
        return EXIT_INPUT;
    }
    char *lp = layout_path ? xstrdup(layout_path) : default_layout(def);
    struct layout lo;
    if (load_layout_for(&v, lp, &lo) != 0) {
        fprintf(stderr, "%s: nothing rendered\n", def);
        rc = EXIT_INPUT;
    } else {
        char *dir = NULL;
        if (!outdir) {
            size_t len = strlen(v.id) + 16;
            dir = xmalloc(len);
            snprintf(dir, len, "output/%s", v.id);
        }
        rc = render_set(&v, &lo, outdir ? outdir : dir, &ex);
        free(dir);
    }
    layout_free(&lo);
    free(lp);
    variant_free(&v);
    return rc;
}

static int cmd_moves(int argc, char **argv)
{
    if (argc != 2) {
        usage(stderr);
        return EXIT_INPUT;
    }
    struct variant v;
    struct report r = {argv[0], 0, 0, NULL};
    if (piecedef_load(argv[0], &v, &r) != 0) {
        variant_free(&v);
        return EXIT_INPUT;
    }
    int p = variant_find_piece(&v, argv[1]);
    int rc = EXIT_OK;
    if (p < 0) {
        fprintf(stderr, "%s: error: no piece '%s'\n", argv[0], argv[1]);
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
    if (argc < 2 || !strcmp(argv[1], "--help") || !strcmp(argv[1], "-h")) {
        usage(argc < 2 ? stderr : stdout);
        return argc < 2 ? EXIT_INPUT : EXIT_OK;
    }
    if (!strcmp(argv[1], "render"))
        rc = cmd_render(argc - 2, argv + 2);
    else if (!strcmp(argv[1], "validate"))
        rc = cmd_validate(argc - 2, argv + 2);
    else if (!strcmp(argv[1], "moves"))
        rc = cmd_moves(argc - 2, argv + 2);
    else {
        fprintf(stderr, "pnpgen: error: unknown command '%s'\n", argv[1]);
        usage(stderr);
        rc = EXIT_INPUT;
    }
    cleanup_libraries();
    return rc;
}
