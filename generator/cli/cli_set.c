/* cli_set.c: a definition loaded and validated, with the layout it is
 * printed on: what validate, render, measure, pieces and watch start from,
 * and where load and validation results become exit codes. */
#define _POSIX_C_SOURCE 200809L
#include "cli.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "load/load.h"
#include "rules/rules.h"
#include "text/text.h"

int cli_load_definition(const char *path, struct variant *v)
{
    /* the loader's and the validator's errors, printed in line order */
    struct report r = {.file = path, .hold = 1};
    int rc = piecedef_load(path, v, &r);
    if (rc == 0)
        validate_variant(v, &r);
    report_flush(&r);
    if (rc == LOAD_UNREADABLE)
        return CLI_INPUT;
    return rc != 0 || r.errors ? CLI_RULES : CLI_OK;
}


/* The layout for a definition: loaded, its fonts ordered for the
 * definition's language and proved installed, and every character the
 * definition prints proved to be in them. An exit code: a wrong layout is
 * 1, one that cannot be read or fonts that are missing 2. */
static int load_layout_for(const struct variant *v, const char *path, struct layout *lo)
{
    struct report lr = {.file = path}, vr = {.file = v->file};
    int rc = layout_load(path, lo, &lr);
    if (rc != 0)
        return rc == LOAD_UNREADABLE ? CLI_INPUT : CLI_RULES;
    layout_choose_language(lo, v->lang);
    if (text_fonts_verify(lo, &lr) != 0 || text_fonts_cover(v, lo, &vr) != 0)
        return CLI_INPUT;
    return CLI_OK;
}

int cli_set_load(const char *def, const char *layout_path, struct cli_set *s)
{
    memset(&s->lo, 0, sizeof s->lo);
    s->layout_path = NULL;
    int rc = cli_load_definition(def, &s->v);
    if (rc != CLI_OK)
        return rc;
    s->layout_path = layout_path ? xstrdup(layout_path) : layout_find_default(def);
    if (!s->layout_path)
        return CLI_INPUT;
    return load_layout_for(&s->v, s->layout_path, &s->lo);
}

void cli_set_free(struct cli_set *s)
{
    layout_free(&s->lo);
    free(s->layout_path);
    variant_free(&s->v);
}

int cli_id_is_file_name(const char *id)
{
    size_t n = id ? strlen(id) : 0;
    return n >= 1 && n <= 40 && strspn(id, "abcdefghijklmnopqrstuvwxyz0123456789-") == n;
}
