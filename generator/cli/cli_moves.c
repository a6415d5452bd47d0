/* cli_moves.c: `pnpgen moves`: a piece's expanded move set, its drawn
 * diagram and the diagram its move table implies, in every combination of
 * options: what a designer reads when a diagram and a table disagree. */
#include "cli.h"

#include <stdio.h>
#include <stdlib.h>

#include "load/load.h"
#include "notation/notation.h"
#include "rules/rules.h"

/* One diagram of a piece with the options of `on` set: its moves, and how
 * the drawn diagram compares. Returns 0, or -1 after the move table's
 * errors. */
static int print_diagram(const struct variant *v, const struct piece *pc,
                         const struct piece_diagram *pd, unsigned on, struct report *r)
{
    int rc = 0;
    struct moveset ms;
    moveset_init(&ms);
    if (rules_diagram_moves(pc, pd, on, &ms, on ? NULL : r) != 0)
        rc = -1;
    char state[160];
    rules_options_state_name(v, on, state, sizeof state);
    if (!state[0] && v->noptions)
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
        diagram_moves_paths(&pd->grid, rules_options_lame_paths(v, on), &dm);
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
    return rc;
}

static int run(int argc, char **argv)
{
    static const struct cli_option longopts[] = {CLI_HELP_OPTION, CLI_END_OPTIONS};
    int c, rc = CLI_OK;
    while ((c = cli_next_option(&cli_moves, argc, argv, "", longopts, &rc)) >= 0)
        ;
    if (c == CLI_STOP)
        return rc;
    if (cli_operands(&cli_moves, argc, argv, 2, 2, "a definition and a piece, DEF.xml PIECE") < 0)
        return CLI_INPUT;
    const char *path = argv[optind], *id = argv[optind + 1];
    struct variant v;
    struct report r = {.file = path};
    int loaded = piecedef_load(path, &v, &r);
    if (loaded != 0) {
        variant_free(&v);
        return loaded == LOAD_UNREADABLE ? CLI_INPUT : CLI_RULES;
    }
    int p = variant_find_piece(&v, id);
    if (p < 0) {
        char dym[96];
        fprintf(stderr, "%s: error: no piece '%s'%s\n", path, id,
                variant_suggest_piece(&v, id, dym, sizeof dym));
        rc = CLI_RULES;
    }
    /* every diagram in every combination of options (all off first) */
    for (int d = 0; p >= 0 && d < v.pieces[p].ndiagrams; d++)
        for (unsigned on = 0; on < (1u << v.noptions); on++)
            if (print_diagram(&v, &v.pieces[p], &v.pieces[p].diagrams[d], on, &r) != 0)
                rc = CLI_RULES;
    variant_free(&v);
    return rc;
}

const struct cli_command cli_moves = {
    "moves", run,
    "  pnpgen moves DEF.xml PIECE\n"
    "      print a piece's expanded move set, its drawn diagram and the diagram\n"
    "      its move table implies, in every combination of options\n",
};
