/* piecedef.c: reads a piece definition into the model (see piecedefs/README.md
 * for the format). The schema has already fixed the structure, so this file
 * only converts values, resolves names (squares, zones, pieces) and reports
 * what the schema cannot see, each with its source line. */
#include "load.h"
#include "load-imp.h"

#include <stdlib.h>
#include <string.h>

#include "base/base.h"

extern const char schema_piecedef[];
extern const size_t schema_piecedef_len;

/* back="..." on <components> or <piece>; -1 when absent. "choices" is the
 * promoted back naming the other choices too (piece_back_choices). */
static int back_of(xmlNodePtr n)
{
    static const struct { const char *name; enum piece_back back; } table[] = {
        {"none", BACK_NONE}, {"promoted", BACK_PROMOTED}, {"hidden", BACK_HIDDEN},
        {"other-side", BACK_OTHER_SIDE}, {"plain", BACK_PLAIN}, {"choices", BACK_PROMOTED},
    };
    for (size_t i = 0; i < sizeof table / sizeof table[0]; i++)
        if (xml_attr_is(n, "back", table[i].name))
            return (int)table[i].back;
    return -1;
}

static enum emblem emblem_of(xmlNodePtr n, const char *attr)
{
    static const struct { const char *name; enum emblem e; } table[] = {
        {"blank", EMBLEM_BLANK}, {"shield", EMBLEM_SHIELD}, {"crest", EMBLEM_CREST},
        {"crown", EMBLEM_CROWN}, {"star", EMBLEM_STAR},
    };
    for (size_t i = 0; i < sizeof table / sizeof table[0]; i++)
        if (xml_attr_is(n, attr, table[i].name))
            return table[i].e;
    return EMBLEM_BLANK;
}

/* A length in mm: a number from lo to hi. */
static void mm_attr(struct loader *L, xmlNodePtr n, const char *attr, double lo, double hi,
                    double *out)
{
    char *s = xml_attr(n, attr);
    if (!s)
        return;
    char *end;
    double d = strtod(s, &end);
    if (end == s || *end || d < lo || d > hi)
        report_error(L->r, xml_line(n), "%s=\"%s\": a length in mm from %g to %g", attr, s, lo, hi);
    else
        *out = d;
    free(s);
}

static void load_chip(struct loader *L, xmlNodePtr n)
{
    struct components *c = &L->v->components;
    int cap = c->nchips;
    c->chips = xgrow(c->chips, &c->nchips, &cap, sizeof *c->chips);
    struct chip *ch = &c->chips[c->nchips - 1];
    ch->line = xml_line(n);
    ch->id = xml_attr(n, "id");
    ch->count = 1;
    xml_attr_int(n, "count", 1, MAX_SETUP, &ch->count, L->r);
    ch->per_side = !xml_attr_is(n, "per", "game");
    ch->front = emblem_of(n, "front");
    ch->back = emblem_of(n, "back");
    ch->label_front = xml_attr(n, "label-front");
    ch->label_back = xml_attr(n, "label-back");
    mm_attr(L, n, "size", 10, 80, &ch->size);
    for (int i = 0; i < c->nchips - 1; i++)
        if (c->chips[i].id && ch->id && !strcmp(c->chips[i].id, ch->id))
            report_error(L->r, ch->line, "chip '%s' is defined twice", ch->id);
}

static void load_screen(struct loader *L, xmlNodePtr n)
{
    struct components *c = &L->v->components;
    if (c->screen) {
        report_error(L->r, xml_line(n), "a second <screen>");
        return;
    }
    struct screen *s = xcalloc(1, sizeof *s);
    c->screen = s;
    s->line = xml_line(n);
    s->height = 60;
    if (!xml_attr_is(n, "width", "board"))
        mm_attr(L, n, "width", 20, 1000, &s->width);
    mm_attr(L, n, "height", 20, 150, &s->height);
    s->depth = s->height / 2;
    mm_attr(L, n, "depth", 5, 150, &s->depth);
    if (s->depth >= 2 * s->height)
        report_error(L->r, s->line, "screen: depth must be less than twice the height");
    /* printed in one piece from top to bottom: flap, base, two walls */
    if (10 + s->depth + 2 * s->height > 250)
        report_error(L->r, s->line, "screen: 2 x height + depth must be at most 240 mm to fit a page");
    s->text = xml_attr(n, "text");
}

static void load_components(struct loader *L, xmlNodePtr n)
{
    struct components *c = &L->v->components;
    c->line = xml_line(n);
    c->form = xml_attr_is(n, "form", "fold") ? FORM_FOLD
            : xml_attr_is(n, "form", "tile") ? FORM_TILE : FORM_DISC;
    c->face = xml_attr_is(n, "face", "diagram") ? FACE_DIAGRAM : FACE_GLYPH;
    int back = back_of(n);
    c->back = back < 0 ? BACK_NONE : (enum piece_back)back;
    c->back_choices = xml_attr_is(n, "back", "choices");
    c->shape = c->form == FORM_DISC ? SHAPE_DISC : SHAPE_SQUARE;
    if (xml_attr_is(n, "shape", "pentagon"))
        c->shape = SHAPE_PENTAGON;
    else if (xml_attr_is(n, "shape", "square"))
        c->shape = SHAPE_SQUARE;
    else if (xml_attr_is(n, "shape", "disc"))
        c->shape = SHAPE_DISC;
    else if (xml_attr_is(n, "shape", "octagon"))
        c->shape = SHAPE_OCTAGON;
    int round = c->shape == SHAPE_DISC || c->shape == SHAPE_OCTAGON;
    if (round != (c->form == FORM_DISC) ||
        (c->shape == SHAPE_PENTAGON && c->form != FORM_FOLD))
        report_error(L->r, c->line, "<components form=\"%s\" shape=\"%s\">: discs and octagons are "
                     "form=\"disc\", pentagons form=\"fold\", squares form=\"fold\" or \"tile\"",
                     c->form == FORM_DISC ? "disc" : c->form == FORM_FOLD ? "fold" : "tile",
                     c->shape == SHAPE_DISC ? "disc" : c->shape == SHAPE_SQUARE ? "square"
                     : c->shape == SHAPE_OCTAGON ? "octagon" : "pentagon");
    /* the piece in a diagram's centre looks like the game's pieces: a
       koma for pentagons and for square pieces of a game with drops (the
       shogi family), a disc for discs and for the chess family's squares;
       diagram-piece says it where the default is wrong (Chu Shogi: koma) */
    c->diagram_disc = round || (c->shape == SHAPE_SQUARE && !L->v->drops);
    if (xml_attr_is(n, "diagram-piece", "koma"))
        c->diagram_disc = 0;
    else if (xml_attr_is(n, "diagram-piece", "disc"))
        c->diagram_disc = 1;
    xml_attr_double(n, "piece-size", 8, 120, &c->piece_size, L->r);
    c->pieces_grow = xml_attr_is(n, "pieces-grow", "yes");
    xml_attr_int(n, "diagram-reach", 2, 12, &c->diagram_reach, L->r);
    c->cards_sheet = xml_attr_is(n, "cards", "sheet");
    c->latin = xml_attr_is(n, "latin", "yes");
    for (xmlNodePtr k = n->children; k; k = k->next) {
        if (xml_is(k, "chip"))
            load_chip(L, k);
        else if (xml_is(k, "screen"))
            load_screen(L, k);
    }
}

static void load_diagram(struct loader *L, struct piece *p, xmlNodePtr n)
{
    int cap = p->ndiagrams;
    p->diagrams = xgrow(p->diagrams, &p->ndiagrams, &cap, sizeof *p->diagrams);
    struct piece_diagram *d = &p->diagrams[p->ndiagrams - 1];
    d->line = xml_line(n);
    xmlChar *raw = xmlNodeGetContent(n);
    d->text = xstrdup(raw ? (const char *)raw : "");
    xmlFree(raw);
    d->in_zone = xml_attr(n, "in");
    d->caption = xml_attr(n, "caption");
    struct diagram_error err;
    memset(&err, 0, sizeof err);
    if (diagram_parse(d->text, &d->grid, &err) != 0) {
        /* err.line counts lines of the text, which starts on the tag's line */
        if (err.column >= 0)
            report_error(L->r, d->line + err.line, "piece '%s': diagram column %d: %s",
                         p->id, err.column + 1, err.message);
        else
            report_error(L->r, d->line + err.line, "piece '%s': diagram: %s", p->id, err.message);
        memset(&d->grid, 0, sizeof d->grid);
    }
    d->grid.points = L->v->board.cells == CELLS_POINTS; /* the <board> comes first */
    d->grid.disc_piece = L->v->components.diagram_disc; /* and <components> */
    d->grid.octagon_piece = L->v->components.shape == SHAPE_OCTAGON;
    /* a palace diagram drawn from a corner, where a hop along the
       diagonal starts (the Janggi Cannon's needs the centre as its screen) */
    char *from = xml_attr(n, "from");
    if (from && strcmp(from, "corner") && strcmp(from, "centre"))
        report_error(L->r, d->line, "piece '%s': <diagram from=\"%s\">: write \"centre\" or "
                     "\"corner\"", p->id, from);
    d->grid.zone_corner = from && !strcmp(from, "corner");
    free(from);
}

static void load_piece(struct loader *L, xmlNodePtr n)
{
    struct variant *v = L->v;
    if (v->npieces >= MAX_PIECE_TYPES) {
        report_error(L->r, xml_line(n), "more than %d piece types", MAX_PIECE_TYPES);
        return;
    }
    int cap = v->npieces;
    v->pieces = xgrow(v->pieces, &v->npieces, &cap, sizeof *v->pieces);
    struct piece *p = &v->pieces[v->npieces - 1];
    p->line = xml_line(n);
    p->id = xml_attr(n, "id");
    p->name = xml_attr(n, "name");
    p->short_name = xml_attr(n, "short");
    p->rule = xml_attr(n, "rule");
    p->promotion_rule = xml_attr(n, "promotion-rule");
    p->abbr = xml_attr(n, "abbr");
    p->count = 1;
    p->value = -1;
    p->side = xml_attr_side(n, "side");
    xml_attr_int(n, "count", 0, MAX_SETUP, &p->count, L->r);
    xml_attr_int(n, "value", 0, 1000, &p->value, L->r);
    xml_attr_int(n, "forced-promotion-ranks", 0, MAX_BOARD, &p->forced_promotion_ranks, L->r);
    xml_attr_int(n, "no-drop-ranks", 0, MAX_BOARD, &p->no_drop_ranks, L->r);
    xml_attr_int(n, "promotion-limit", 1, MAX_SETUP, &p->promotion_limit, L->r);
    p->royal = xml_attr_yes(n, "royal");
    p->castling_partner = xml_attr_yes(n, "castling-partner") ? 1
                        : xml_attr_is(n, "castling-partner", "inner") ? 2 : 0;
    p->stuck_allowed = xml_attr_is(n, "stuck", "allowed");
    p->size = xml_attr_is(n, "size", "medium") ? SIZE_MEDIUM
            : xml_attr_is(n, "size", "small") ? SIZE_SMALL : SIZE_LARGE;
    char *fig = xml_attr(n, "figure");
    p->figure = piece_figure_named(fig);
    free(fig);
    p->rotates = xml_attr_yes(n, "rotates");
    p->immobile = xml_attr_is(n, "moves", "none");
    p->back = back_of(n);
    p->back_choices = xml_attr_is(n, "back", "choices");
    p->promotes = xml_attr(n, "promotes");
    p->compulsory = xml_attr_is(n, "promotion", "compulsory");
    p->demotes = xml_attr_yes(n, "demotes");
    p->by_capture = xml_attr_is(n, "promotion-move", "capture");
    p->promotes_captured = xml_attr_is(n, "promotion-choice", "captured");
    p->promotion_zone = xml_attr(n, "promotion-zone");
    p->confine = xml_attr(n, "confine");
    if (p->name && p->name[0] == '\0')
        report_error(L->r, p->line, "piece '%s' has an empty name", p->id);
    for (xmlNodePtr c = n->children; c; c = c->next) {
        if (xml_is(c, "glyph")) {
            int side = xml_attr_side(c, "side");
            char *t = xml_text(c);
            int stack = xml_attr_yes(c, "stack") ? 1 : xml_attr_is(c, "stack", "no") ? 0 : -1;
            for (int s = 0; s < MAX_SIDES; s++)
                if (side == SIDE_BOTH || side == s) {
                    free(p->glyph[s]);
                    p->glyph[s] = xstrdup(t);
                    p->glyph_stack[s] = stack;
                }
            free(t);
        } else if (xml_is(c, "moves")) {
            int mcap = p->nmoves;
            p->moves = xgrow(p->moves, &p->nmoves, &mcap, sizeof *p->moves);
            struct moves *m = &p->moves[p->nmoves - 1];
            m->line = xml_line(c);
            m->betza = xml_attr(c, "betza");
            m->in_zone = xml_attr(c, "in");
            m->option = xml_attr(c, "option");
            m->option_index = -1; /* resolved with the options, see resolve_options */
            m->along_diagonals = xml_attr_is(c, "along", "diagonals");
        } else if (xml_is(c, "diagram")) {
            load_diagram(L, p, c);
        }
    }
    load_reach_check(L, p);
    load_zone_lines(L, p);
}

static void add_placement(struct loader *L, int line, int piece, int side, int x, int y, int promoted)
{
    struct variant *v = L->v;
    if (v->nsetup >= MAX_SETUP) {
        if (!L->setup_full++)
            report_error(L->r, line, "more than %d pieces in the setup", MAX_SETUP);
        return;
    }
    int cap = v->nsetup;
    v->setup = xgrow(v->setup, &v->nsetup, &cap, sizeof *v->setup);
    struct placement *pl = &v->setup[v->nsetup - 1];
    pl->line = line;
    pl->piece = piece;
    pl->side = side;
    pl->x = x;
    pl->y = y;
    pl->promoted = promoted;
}

/* A piece that starts the game in its side's hand (<place in="hand">). */
static void add_hand_placement(struct loader *L, int line, int piece, int side)
{
    struct variant *v = L->v;
    if (v->nstart_hand >= MAX_SETUP) {
        if (!L->hand_full++)
            report_error(L->r, line, "more than %d pieces in hand in the setup", MAX_SETUP);
        return;
    }
    int cap = v->nstart_hand;
    v->start_hand = xgrow(v->start_hand, &v->nstart_hand, &cap, sizeof *v->start_hand);
    struct placement *pl = &v->start_hand[v->nstart_hand - 1];
    pl->line = line;
    pl->piece = piece;
    pl->side = side;
    pl->x = pl->y = -1;
}

/* The second side's setup as the first side's turned 180 degrees
 * (mirror = 0) or reflected across the middle rank (mirror = 1, files
 * kept). Placement happens after every <setup> is read, so order in the
 * file does not matter. */
static void rotate_setup(struct loader *L, int from, int to, int line, int mirror)
{
    struct variant *v = L->v;
    int n = v->nsetup;
    for (int i = 0; i < n; i++) {
        struct placement p = v->setup[i];
        if (p.side == from)
            add_placement(L, line, p.piece, to, mirror ? p.x : v->board.files - 1 - p.x,
                          v->board.ranks - 1 - p.y, p.promoted);
    }
    for (int i = 0; i < v->npieces; i++) /* and what could not be placed */
        v->pieces[i].unread[to] += v->pieces[i].unread[from];
    int nh = v->nstart_hand; /* the pieces in hand go along */
    for (int i = 0; i < nh; i++) {
        struct placement p = v->start_hand[i];
        if (p.side == from)
            add_hand_placement(L, line, p.piece, to);
    }
}

static void load_setup(struct loader *L, xmlNodePtr n, xmlNodePtr *rotated)
{
    int side = xml_attr_side(n, "side");
    if (xml_attr_is(n, "royals", "offset"))
        L->v->royals_offset = 1;
    if (side != SIDE_BOTH && xmlHasProp(n, (const xmlChar *)"free-placement")) {
        L->v->free_zone[side] = xml_attr(n, "free-placement");
        L->v->free_line[side] = xml_line(n);
    }
    load_placing(L, n);
    if (xml_attr_is(n, "rotate", "first") || xml_attr_is(n, "rotate", "second") ||
        xml_attr_is(n, "mirror", "first")) {
        *rotated = n;
        return;
    }
    for (xmlNodePtr c = n->children; c; c = c->next) {
        if (!xml_is(c, "place"))
            continue;
        char *id = xml_attr(c, "piece"), *at = xml_attr(c, "at");
        int piece = variant_find_piece(L->v, id);
        int meant = piece; /* the piece a count check charges this <place> to */
        if (piece < 0) {
            char dym[96];
            report_error(L->r, xml_line(c), "setup names unknown piece '%s'%s", id,
                         variant_suggest_piece(L->v, id, dym, sizeof dym));
            meant = variant_closest_piece(L->v, id);
            if (meant < 0)
                L->v->unknown_placed = 1;
        }
        if (xml_attr_is(c, "in", "hand")) {
            int held = 1;
            xml_attr_int(c, "count", 1, MAX_SETUP, &held, L->r);
            for (int i = 0; i < held && piece >= 0; i++)
                add_hand_placement(L, xml_line(c), piece, side);
            if (piece < 0 && meant >= 0 && side != SIDE_BOTH)
                L->v->pieces[meant].unread[side] += held;
        }
        int count;
        char **w = str_split_words(at, &count);
        char what[96];
        snprintf(what, sizeof what, "setup: piece '%s'", id ? id : "");
        L->what = what;
        for (int i = 0; i < count; i++) {
            int x, y;
            if (load_square(L, xml_line(c), w[i], &x, &y) == 0 && piece >= 0)
                add_placement(L, xml_line(c), piece, side, x, y, xml_attr_yes(c, "promoted"));
            else if (meant >= 0 && side != SIDE_BOTH)
                L->v->pieces[meant].unread[side]++;
        }
        L->what = NULL;
        str_free_words(w, count);
        free(id);
        free(at);
    }
}

static void load_side(struct loader *L, xmlNodePtr n)
{
    int s = xml_attr_side(n, "id");
    if (s == SIDE_BOTH)
        return;
    struct side *side = &L->v->sides[s];
    free(side->name);
    free(side->colour);
    side->name = xml_attr(n, "name");
    side->colour = xml_attr(n, "colour");
    side->filled = xml_attr_is(n, "print", "filled");
}

/* <option id="..." name="..." path-leaps="lame|leap">explanation</option> */
static void load_option(struct loader *L, xmlNodePtr n)
{
    struct variant *v = L->v;
    if (v->noptions >= MAX_OPTIONS) {
        report_error(L->r, xml_line(n), "more than %d options", MAX_OPTIONS);
        return;
    }
    int cap = v->noptions;
    v->options = xgrow(v->options, &v->noptions, &cap, sizeof *v->options);
    struct option *o = &v->options[v->noptions - 1];
    o->line = xml_line(n);
    o->id = xml_attr(n, "id");
    o->name = xml_attr(n, "name");
    o->text = xml_text(n);
    o->lame_paths = xml_attr_is(n, "path-leaps", "lame");
    for (int i = 0; i + 1 < v->noptions; i++)
        if (o->id && v->options[i].id && !strcmp(o->id, v->options[i].id))
            report_error(L->r, o->line, "option '%s' is defined twice", o->id);
}

/* Every <moves option="..."> names a declared option. */
static void resolve_options(struct loader *L)
{
    struct variant *v = L->v;
    for (int i = 0; i < v->npieces; i++)
        for (int j = 0; j < v->pieces[i].nmoves; j++) {
            struct moves *m = &v->pieces[i].moves[j];
            m->option_index = -1;
            if (!m->option)
                continue;
            for (int k = 0; k < v->noptions; k++)
                if (v->options[k].id && !strcmp(v->options[k].id, m->option))
                    m->option_index = k;
            if (m->option_index < 0) {
                char dym[96];
                report_error(L->r, m->line, "piece '%s': no <option id=\"%s\">%s",
                             v->pieces[i].id, m->option,
                             variant_suggest_option(v, m->option, dym, sizeof dym));
            }
        }
}

static void resolve_promotions(struct loader *L)
{
    struct variant *v = L->v;
    for (int i = 0; i < v->npieces; i++) {
        struct piece *p = &v->pieces[i];
        if (!p->promotes && p->promotion_rule) /* it would be printed nowhere */
            report_error(L->r, p->line, "piece '%s': promotion-rule=\"...\" needs promotes=\"...\": "
                         "say how a piece that never promotes moves in rule=\"...\"", p->id);
        if (!p->promotes)
            continue;
        /* promotes="queen rook": one or several ids, the first is the main one */
        char *ids = xstrdup(p->promotes), *save = NULL;
        for (char *id = strtok_r(ids, " \t\r\n", &save); id; id = strtok_r(NULL, " \t\r\n", &save)) {
            int t = variant_find_piece(v, id);
            if (t < 0) {
                char dym[96];
                report_error(L->r, p->line, "piece '%s': promotes to unknown piece '%s'%s", p->id, id,
                             variant_suggest_piece(v, id, dym, sizeof dym));
                continue;
            }
            int dup = 0;
            for (int k = 0; k < p->nchoices; k++)
                dup |= p->choices[k] == &v->pieces[t];
            if (dup) {
                report_error(L->r, p->line, "piece '%s': promotes lists '%s' twice", p->id, id);
                continue;
            }
            p->choices = xrealloc(p->choices, (size_t)(p->nchoices + 1), sizeof *p->choices);
            p->choices[p->nchoices++] = &v->pieces[t];
        }
        free(ids);
        p->promotes_to = p->nchoices ? p->choices[0] : NULL;
    }
}

/* e without <variant en-passant>: earlier releases read such files, so
 * where a piece has a first-move double step the right is taken to be
 * that step's (as in chess), with a warning that says so; without one the
 * validator still asks. */
static void infer_en_passant(struct loader *L)
{
    struct variant *v = L->v;
    if (v->en_passant != EP_UNSET)
        return;
    const struct piece *who;
    const struct moves *table;
    unsigned all = variant_en_passant_traits(v, &who, &table);
    if (!who || !(all & 2))
        return;
    v->en_passant = EP_DOUBLE_STEP;
    report_warning(L->r, table->line, "piece '%s': move table \"%s\" captures en passant (e), "
                   "and <variant> does not say who gives the right: taken as "
                   "en-passant=\"double-step\" (a first-move double step, as in chess); write it "
                   "on <variant>, or en-passant=\"any-pass\" if any piece passing over gives it",
                   who->id, table->betza);
}

static void load_variant(struct loader *L, xmlNodePtr root)
{
    struct variant *v = L->v;
    v->line = xml_line(root);
    v->id = xml_attr(root, "id");
    v->name = xml_attr(root, "name");
    v->subtitle = xml_attr(root, "subtitle");
    v->players = xml_attr(root, "players");
    v->age = xml_attr(root, "age");
    v->playing_time = xml_attr(root, "playing-time");
    v->warning = xml_attr(root, "warning");
    v->turn = xml_attr(root, "turn");
    v->value_label = xml_attr(root, "value-label");
    v->lang = xml_attr(root, "lang");
    v->drops = xml_attr_yes(root, "drops");
    v->first_to_move = xml_attr_is(root, "first", "second") ? SIDE_SECOND : SIDE_FIRST;
    v->must_capture = xml_attr_is(root, "must-capture", "yes");
    v->drop_promoted = xml_attr_yes(root, "drop-promoted");
    v->opposite_castling = xml_attr_is(root, "opposite-castling", "yes");
    v->flip = xml_attr_is(root, "flip", "lines") ? FLIP_LINES
            : xml_attr_is(root, "flip", "around-linked") ? FLIP_AROUND_LINKED : FLIP_NONE;
    v->en_passant = xml_attr_is(root, "en-passant", "double-step") ? EP_DOUBLE_STEP
                    : xml_attr_is(root, "en-passant", "any-pass")  ? EP_ANY_PASS : EP_UNSET;
    xmlNodePtr rotated = NULL;
    int ncap = 0, hcap = 0, dcap = 0;
    for (xmlNodePtr c = root->children; c; c = c->next) {
        if (xml_is(c, "note") && xml_attr_is(c, "audience", "designer")) {
            v->designer_notes = xgrow(v->designer_notes, &v->ndesigner_notes, &dcap,
                                      sizeof *v->designer_notes);
            v->designer_notes[v->ndesigner_notes - 1] = xml_text(c);
        } else if (xml_is(c, "note")) {
            v->notes = xgrow(v->notes, &v->nnotes, &ncap, sizeof *v->notes);
            v->notes[v->nnotes - 1] = xml_text(c);
        } else if (xml_is(c, "option"))
            load_option(L, c);
        else if (xml_is(c, "side"))
            load_side(L, c);
        else if (xml_is(c, "board"))
            load_board(L, c);
        else if (xml_is(c, "components"))
            load_components(L, c);
        else if (xml_is(c, "piece"))
            load_piece(L, c);
        else if (xml_is(c, "setup"))
            load_setup(L, c, &rotated);
        else if (xml_is(c, "hand")) {
            v->hands = xgrow(v->hands, &v->nhands, &hcap, sizeof *v->hands);
            struct hand *h = &v->hands[v->nhands - 1];
            h->line = xml_line(c);
            h->side = xml_attr_side(c, "side");
            h->slots = 20;
            xml_attr_int(c, "slots", 1, 200, &h->slots, L->r);
        } else if (xml_is(c, "end"))
            load_end(L, c);
        else if (xml_is(c, "rules"))
            load_rules(L, c);
    }
    if (rotated) {
        int to = xml_attr_side(rotated, "side");
        int mirror = xml_attr_is(rotated, "mirror", "first");
        int from = mirror || xml_attr_is(rotated, "rotate", "first") ? SIDE_FIRST : SIDE_SECOND;
        if (to == from || to == SIDE_BOTH)
            report_error(L->r, xml_line(rotated), "a setup can only be rotated from the other side");
        else
            rotate_setup(L, from, to, xml_line(rotated), mirror);
        if (to != from && to != SIDE_BOTH && !v->free_zone[to] && v->free_zone[from]) {
            v->free_zone[to] = xstrdup(v->free_zone[from]); /* turned with the rest */
            v->free_line[to] = xml_line(rotated);
        }
    }
    load_placing_check(L);
    resolve_promotions(L);
    resolve_options(L);
    load_end_default(L);
    infer_en_passant(L);
    piecedef_check_printed(v, L->r);
}

/* The common part of piecedef_load and piecedef_load_memory. */
static int load_document(xmlDocPtr doc, struct variant *v, struct report *r)
{
    if (!doc)
        return -1;
    /* libxml2's schema messages are held, explained in words, and the
       vague ones dropped once a clearer message names the fault */
    struct report schema = {.file = r->file, .out = r->out, .hold = 1};
    if (xml_validate(doc, schema_piecedef, schema_piecedef_len, "piecedef.rng", &schema) != 0) {
        load_explain_schema(xmlDocGetRootElement(doc), &schema);
        load_drop_schema_noise(&schema);
        report_forward(&schema, r);
        xmlFreeDoc(doc);
        return -1;
    }
    if (piecedef_check_limits(xmlDocGetRootElement(doc), r) != 0) {
        xmlFreeDoc(doc);
        return -1;
    }
    struct loader L = {.v = v, .r = r};
    load_variant(&L, xmlDocGetRootElement(doc));
    xmlFreeDoc(doc);
    return 0;
}

int piecedef_load(const char *path, struct variant *v, struct report *r)
{
    memset(v, 0, sizeof *v);
    v->file = xstrdup(path);
    int unreadable;
    int rc = load_document(xml_load(path, r, &unreadable), v, r);
    return rc != 0 && unreadable ? LOAD_UNREADABLE : rc;
}

int piecedef_load_memory(const char *buf, size_t len, const char *name, struct variant *v,
                         struct report *r)
{
    memset(v, 0, sizeof *v);
    v->file = xstrdup(name);
    return load_document(xml_load_memory(buf, len, r), v, r);
}
