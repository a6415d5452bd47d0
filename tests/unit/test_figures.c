/* test_figures.c: what a disc of a chess-family set shows (compose_look):
 * a chess figure, or for a piece that combines two (the Archbishop, the
 * Chancellor) the two figures as one compound figure, never a bare letter
 * a player must look up (third player review, issue 30). */
#include <cairo.h>
#include <glob.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "compose/compose.h"
#include "draw/draw.h"
#include "compose/look.h"
#include "model/model.h"
#include "load/load.h"
#include "test.h"

/* a chess figure's UTF-8 (U+2654 to U+265F) at s */
static int figure_at(const char *s)
{
    const unsigned char *u = (const unsigned char *)s;
    return u[0] == 0xE2 && u[1] == 0x99 && u[2] >= 0x94 && u[2] <= 0x9F;
}

void test_figures_compound(void)
{
    glob_t defs;
    CHECK_INT(glob("piecedefs/*.xml", 0, NULL, &defs), 0);
    int compounds = 0;
    for (size_t k = 0; k < defs.gl_pathc; k++) {
        struct variant v;
        const char *path = defs.gl_pathv[k];
        struct report r = {.file = path};
        if (piecedef_load(path, &v, &r) != 0 || r.errors) {
            CHECK(!"a shipped definition loads");
            continue;
        }
        /* a chess-family set: discs whose King is a chess figure */
        int chess = 0;
        for (int i = 0; i < v.npieces; i++)
            chess |= v.components.form == FORM_DISC && v.pieces[i].royal &&
                     v.pieces[i].glyph[0] && figure_at(v.pieces[i].glyph[0]);
        if (chess) {
            struct look lk;
            compose_look(&v, &lk);
            for (int i = 0; i < lk.npieces; i++)
                for (int s = 0; s < MAX_SIDES; s++) {
                    const char *g = lk.pieces[i].glyph[s];
                    if (lk.pieces[i].figure != FIGURE_NONE) /* drawn: test_figures_own */
                        continue;
                    int one = g && figure_at(g) && !g[3];
                    int two = g && figure_at(g) && figure_at(g + 3) && !g[6];
                    if (!(one || (two && lk.pieces[i].compound[s])))
                        fprintf(stderr, "  %s: %s's disc shows '%s'\n", path, v.pieces[i].id,
                                g ? g : "(nothing)");
                    CHECK(one || (two && lk.pieces[i].compound[s]));
                    CHECK(!one || !lk.pieces[i].compound[s]);
                    compounds += two;
                }
            compose_look_free(&lk);
        }
        variant_free(&v);
    }
    /* Capablanca's Archbishop and Chancellor, Grand's Marshal and Cardinal,
       each side's */
    CHECK(compounds >= 8);
    globfree(&defs);
}

/* A modern figure says how its piece moves: a player who sees a Queen, a
 * Bishop or a Rook moves it as one. So a disc may show one only on a piece
 * that moves so (Shatranj's Firzan steps one square diagonally: the
 * Queen's figure misled a player, fourth player review). */
static const struct { const char *fig[2], *betza; } figure_says[] = {
    {{"\u2655", "\u265B"}, "Q"}, {{"\u2657", "\u265D"}, "B"}, {{"\u2656", "\u265C"}, "R"},
};

static void figures_say(const char *path, struct variant *v, void *ctx)
{
    for (int i = 0; i < v->npieces; i++)
        for (int s = 0; s < MAX_SIDES; s++)
            for (size_t f = 0; f < sizeof figure_says / sizeof *figure_says; f++) {
                const struct piece *p = &v->pieces[i];
                if (!p->glyph[s] || strcmp(p->glyph[s], figure_says[f].fig[s]) || p->figure)
                    continue;
                int as = p->nmoves == 1 && p->moves[0].betza &&
                         !strcmp(p->moves[0].betza, figure_says[f].betza);
                if (!as)
                    fprintf(stderr, "  %s: %s shows %s but moves %s\n", path, p->id,
                            figure_says[f].fig[s], p->nmoves ? p->moves[0].betza : "-");
                CHECK(as);
                ++*(int *)ctx;
            }
}

void test_figures_say_moves(void)
{
    int seen = 0;
    test_each_loaded(figures_say, &seen);
    CHECK(seen >= 18); /* Chess's, Capablanca's and Grand's, each side's */
}

/* The ink (dark on the white side's disc; light, the figure, where the
 * disc is filled: light) within `within` of the radius (inside the inner
 * ring, at 0.78), drawn at 20 px per mm: a bitmap of px x px, and the ink's
 * rows from top to bottom. */
#define FIG_PX_PER_MM 20
static unsigned char *disc_ink_within(const char *path, const char *id, int side, int light,
                                      double within, int *px, int *rows)
{
    struct variant v;
    struct layout lo;
    struct report r = {.file = path};
    CHECK_INT(piecedef_load(path, &v, &r), 0);
    CHECK_INT(layout_load("layouts/a4.xml", &lo, &(struct report){.file = "layouts/a4.xml"}), 0);
    const double D = 20;
    int n = (int)(D * FIG_PX_PER_MM);
    struct look lk;
    compose_look(&v, &lk);
    cairo_surface_t *img = test_front_image(&v, &lo, &lk, id, side, D, FIG_PX_PER_MM);
    compose_look_free(&lk);
    unsigned char *ink = calloc((size_t)n * (size_t)n, 1);
    const unsigned char *d = cairo_image_surface_get_data(img);
    int stride = cairo_image_surface_get_stride(img), top = n, bottom = -1;
    double rin = within * D / 2 * FIG_PX_PER_MM;
    for (int y = 0; y < n; y++)
        for (int x = 0; x < n; x++) {
            const unsigned char *q = d + y * stride + 4 * x;
            double dx = x + 0.5 - n / 2.0, dy = y + 0.5 - n / 2.0;
            int dark = (q[0] + q[1] + q[2] < 3 * 128) != !!light;
            ink[y * n + x] = dx * dx + dy * dy < rin * rin && dark;
            if (ink[y * n + x]) {
                top = y < top ? y : top;
                bottom = y;
            }
        }
    cairo_surface_destroy(img);
    layout_free(&lo);
    variant_free(&v);
    *px = n;
    *rows = bottom - top + 1;
    return ink;
}

static unsigned char *disc_ink(const char *path, const char *id, int side, int light, int *px,
                                int *rows)
{
    return disc_ink_within(path, id, side, light, 0.70, px, rows);
}

/* The chess family's figures fill their discs (issue 30: White's stood
 * 8-9 mm in Capablanca's 17.6 mm discs, "small"): every figure, on each
 * side, at least 0.52 of the disc's diameter tall (before: White's 0.48,
 * Black's less; now 0.54-0.62 and 0.53-0.61), and none reaching past 0.74
 * of its radius, clear of the inner ring at 0.78. */
void test_figures_fill_disc(void)
{
    static const struct { const char *path, *id; } disc[] = {
        {"piecedefs/chess.xml", "king"},          {"piecedefs/chess.xml", "queen"},
        {"piecedefs/chess.xml", "rook"},          {"piecedefs/chess.xml", "bishop"},
        {"piecedefs/chess.xml", "knight"},        {"piecedefs/chess.xml", "pawn"},
        {"piecedefs/capablanca.xml", "chancellor"}, {"piecedefs/capablanca.xml", "archbishop"},
        {"piecedefs/grand.xml", "marshal"},       {"piecedefs/grand.xml", "cardinal"},
        {"piecedefs/shatranj.xml", "firzan"},     {"piecedefs/shatranj.xml", "alfil"},
        {"piecedefs/shatranj.xml", "shah"},
    };
    for (size_t i = 0; i < sizeof disc / sizeof *disc; i++)
        for (int s = SIDE_FIRST; s <= SIDE_SECOND; s++) {
            int n = 0, rows;
            unsigned char *ink = disc_ink_within(disc[i].path, disc[i].id, s, s, 0.755, &n, &rows);
            double reach = 0, c = n / 2.0;
            for (int y = 0; y < n; y++)
                for (int x = 0; x < n; x++)
                    if (ink[y * n + x])
                        reach = fmax(reach, hypot(x + 0.5 - c, y + 0.5 - c) / c);
            double tall = (double)rows / n;
            if (tall < 0.52 || reach > 0.74)
                fprintf(stderr, "  %s, side %d's %s: %.2f of the disc tall (at least 0.52), "
                        "reaching %.2f of its radius (at most 0.74)\n", disc[i].path, s,
                        disc[i].id, tall, reach);
            CHECK(tall >= 0.52);
            CHECK(reach <= 0.74);
            free(ink);
        }
}

/* Shatranj's Firzan and Alfil have figures of their own, drawn (figure=):
 * as printed on White's disc, each differs from the chess Queen's and
 * Bishop's and from each other in at least half its ink, and stands about
 * as tall as the font's figures beside it (the Rukh, the Faras). */
void test_figures_own(void)
{
    static const struct { const char *path, *id; } disc[] = {
        {"piecedefs/shatranj.xml", "firzan"}, {"piecedefs/chess.xml", "queen"},
        {"piecedefs/shatranj.xml", "alfil"},  {"piecedefs/chess.xml", "bishop"},
        {"piecedefs/shatranj.xml", "faras"},  {"piecedefs/shatranj.xml", "rukh"},
    };
    enum { N = sizeof disc / sizeof *disc };
    unsigned char *ink[N];
    int n = 0, rows[N];
    for (int i = 0; i < N; i++)
        ink[i] = disc_ink(disc[i].path, disc[i].id, SIDE_FIRST, 0, &n, &rows[i]);
    double firzan_queen = test_ink_apart(ink[0], ink[1], n), alfil_bishop = test_ink_apart(ink[2], ink[3], n);
    double firzan_alfil = test_ink_apart(ink[0], ink[2], n);
    fprintf(stderr, "  ink apart: Firzan/Queen %.2f, Alfil/Bishop %.2f, Firzan/Alfil %.2f\n",
            firzan_queen, alfil_bishop, firzan_alfil);
    CHECK(firzan_queen >= 0.5);
    CHECK(alfil_bishop >= 0.5);
    CHECK(firzan_alfil >= 0.5);
    for (int i = 0; i < 4; i += 2) { /* the drawn figures' height, to the Faras's and Rukh's */
        double tall = fmax(rows[4], rows[5]), low = fmin(rows[4], rows[5]);
        fprintf(stderr, "  %s: %d px tall, the Faras and Rukh %d and %d\n", disc[i].id, rows[i],
                rows[4], rows[5]);
        if (!(rows[i] >= 0.85 * low && rows[i] <= 1.15 * tall))
            fprintf(stderr, "  %s: %d px tall, the font's figures %g to %g\n", disc[i].id, rows[i],
                    low, tall);
        CHECK(rows[i] >= 0.85 * low && rows[i] <= 1.15 * tall);
    }
    for (int i = 0; i < N; i++)
        free(ink[i]);
}

/* Shatranj's Shah wears a crown of its own (figure="closed-crown"), not the
 * chess King's, a Staunton crown with a Christian cross on top, wrong for
 * a Persian or Arab Shah (player review, issue 30). On each side's disc it
 * is a drawn figure whose ink differs from the chess King's in at least
 * 0.45 (White's 0.74, Black's 0.51; the King's glyph itself: 0); from the
 * Firzan's (the other head on a base, its jewel on top) in at least 0.40 (0.56 and 0.42; Black's chess
 * figures, which no player confuses, differ in 0.34 to 0.63); and it stands
 * the tallest of the set's figures, the highest piece, as the King does. */
void test_figures_shah(void)
{
    static const char *const ids[] = {"firzan", "rukh", "alfil", "faras", "baidaq"};
    struct variant v;
    struct report r = {.file = "piecedefs/shatranj.xml"};
    CHECK_INT(piecedef_load("piecedefs/shatranj.xml", &v, &r), 0);
    int at = variant_find_piece(&v, "shah");
    CHECK(at >= 0 && v.pieces[at].figure == FIGURE_CLOSED_CROWN);
    variant_free(&v);
    for (int s = SIDE_FIRST; s <= SIDE_SECOND; s++) {
        int n = 0, rows, other;
        unsigned char *shah = disc_ink("piecedefs/shatranj.xml", "shah", s, s, &n, &rows);
        unsigned char *king = disc_ink("piecedefs/chess.xml", "king", s, s, &n, &other);
        double apart = test_ink_apart(shah, king, n);
        fprintf(stderr, "  side %d: Shah/King %.2f apart, Shah %d px tall\n", s, apart, rows);
        CHECK(apart >= 0.45);
        free(king);
        for (size_t i = 0; i < sizeof ids / sizeof *ids; i++) {
            unsigned char *ink = disc_ink("piecedefs/shatranj.xml", ids[i], s, s, &n, &other);
            double d = test_ink_apart(shah, ink, n);
            if (other > rows || (i == 0 && d < 0.40))
                fprintf(stderr, "  side %d: %s %d px tall, %.2f apart from the Shah\n", s,
                        ids[i], other, d);
            CHECK(other <= rows);
            CHECK(i > 0 || d >= 0.40);
            free(ink);
        }
        free(shah);
    }
}

/* The elephant (Shatranj's Alfil, Sittuyin's Elephant) is drawn in
 * profile, as the font draws the Knight: seen from the front, two eyes
 * over a trunk between two ears, it read as a skull, most of all upside
 * down on the far side of the board (player review, issue 30). A face seen
 * from the front is its own mirror image; so on each side the figure and
 * its mirror image differ in at least PROFILE_APART of their ink (the
 * front view: 0.08 on White's disc, 0.04 on Black's; the profile 0.70 and
 * 0.45; the font's Knight 0.81 and 0.41). In profile it still differs
 * from the Knight in at least half its ink. */
#define PROFILE_APART 0.35
void test_figures_profile(void)
{
    static const struct { const char *path, *id; } disc[] = {
        {"piecedefs/shatranj.xml", "alfil"}, {"piecedefs/sittuyin.xml", "elephant"},
        {"piecedefs/chess.xml", "knight"},
    };
    for (int s = SIDE_FIRST; s <= SIDE_SECOND; s++) { /* in profile, still no Knight */
        int n = 0, rows;
        unsigned char *alfil = disc_ink(disc[0].path, disc[0].id, s, s, &n, &rows);
        unsigned char *knight = disc_ink(disc[2].path, disc[2].id, s, s, &n, &rows);
        double apart = test_ink_apart(alfil, knight, n);
        fprintf(stderr, "  side %d: Alfil/Knight %.2f apart\n", s, apart);
        CHECK(apart >= 0.5);
        free(alfil);
        free(knight);
    }
    for (size_t i = 0; i < sizeof disc / sizeof *disc; i++)
        for (int s = SIDE_FIRST; s <= SIDE_SECOND; s++) {
            int n = 0, rows;
            unsigned char *ink = disc_ink(disc[i].path, disc[i].id, s, s, &n, &rows);
            unsigned char *mirror = malloc((size_t)n * (size_t)n);
            for (int y = 0; y < n; y++)
                for (int x = 0; x < n; x++)
                    mirror[y * n + x] = ink[y * n + n - 1 - x];
            double apart = test_ink_apart(ink, mirror, n);
            fprintf(stderr, "  %s, side %d's %s: %.2f apart from its mirror image\n",
                    disc[i].path, s, disc[i].id, apart);
            CHECK(apart >= PROFILE_APART);
            free(mirror);
            free(ink);
        }
}

/* A compound's two figures are told apart at a glance: the Chancellor's
 * disc and the Archbishop's (Grand's Marshal's and Cardinal's) differ in at
 * least 40 % of their ink (the figure's: light on Black's filled disc), on
 * each side. With the Knight they share large and in front, Black's
 * differed in 26 % (White's 53 %), only in the half-hidden Rook or Bishop
 * behind it (issue 30); Black's Queen and King, or Knight and Bishop,
 * which no player confuses, differ in 53 % and 48 %. */
void test_figures_compound_apart(void)
{
    static const struct { const char *path, *rn, *bn; } sets[] = {
        {"piecedefs/capablanca.xml", "chancellor", "archbishop"},
        {"piecedefs/grand.xml", "marshal", "cardinal"},
    };
    for (size_t k = 0; k < sizeof sets / sizeof *sets; k++)
        for (int s = SIDE_FIRST; s <= SIDE_SECOND; s++) {
            int n = 0, rows;
            unsigned char *rn = disc_ink(sets[k].path, sets[k].rn, s, s, &n, &rows);
            unsigned char *bn = disc_ink(sets[k].path, sets[k].bn, s, s, &n, &rows);
            double apart = test_ink_apart(rn, bn, n);
            fprintf(stderr, "  %s, side %d: %s/%s ink apart %.2f\n", sets[k].path, s,
                    sets[k].rn, sets[k].bn, apart);
            CHECK(apart >= 0.40);
            free(rn);
            free(bn);
        }
}

/* Each part of a compound is seen whole in its outline, in its own
 * proportions (issue 30, Capablanca review: the Chancellor, a Knight's head
 * rising out of a squat tower 1.55 times widened, "hard to tell from the
 * Knight at a glance"): on each side's disc the Rook's or Bishop's outline,
 * and the Knight's, laid over the compound's at its best fit (test_part_seen),
 * falls at least 0.90 inside it. The squat tower's Rook: 0.88 on both
 * sides; the Rook whole in front of the Knight: 0.99; the Archbishop's
 * Bishop 0.99-1.00, its Knight 0.98-1.00. */
void test_figures_compound_parts(void)
{
    static const struct { const char *path, *id, *part; } sets[] = {
        {"piecedefs/capablanca.xml", "chancellor", "rook"},
        {"piecedefs/capablanca.xml", "chancellor", "knight"},
        {"piecedefs/capablanca.xml", "archbishop", "bishop"},
        {"piecedefs/capablanca.xml", "archbishop", "knight"},
        {"piecedefs/grand.xml", "marshal", "rook"},
        {"piecedefs/grand.xml", "cardinal", "bishop"},
    };
    for (size_t k = 0; k < sizeof sets / sizeof *sets; k++)
        for (int s = SIDE_FIRST; s <= SIDE_SECOND; s++) {
            int n = 0, rows;
            unsigned char *a = disc_ink(sets[k].path, sets[k].id, s, s, &n, &rows);
            unsigned char *b = disc_ink(sets[k].path, sets[k].part, s, s, &n, &rows);
            unsigned char *wa = test_silhouette(a, n), *wb = test_silhouette(b, n);
            double seen = test_part_seen(wb, wa, n);
            fprintf(stderr, "  %s, side %d: the %s seen whole in the %s: %.2f\n", sets[k].path, s,
                    sets[k].part, sets[k].id, seen);
            CHECK(seen >= 0.90);
            free(a);
            free(b);
            free(wa);
            free(wb);
        }
}

/* A compound's figure reads as neither of its parts nor as the other
 * compound across the table (issue 30, sixth review: a small Knight behind
 * a large Rook or Bishop "read as a Rook or a Bishop at 50 cm"): on each
 * side's disc the outlines (test_outlines_apart: best fit at any size and place,
 * 0.3 mm cells) of the Rook+Knight and the Rook and the Bishop+Knight,
 * and of the Bishop+Knight and the Bishop, differ in at least
 * COMPOUND_APART. Each compound is drawn round the Knight they share, so a
 * Knight fits part of it: the Rook+Knight at least KNIGHT_APART from the
 * Knight (0.37 to 0.41 with the Knight rising out of a squat tower; 0.40 to
 * 0.43 with the Rook whole in front of him) keeps the Knight's share from growing. The
 * Bishop+Knight at least BN_KNIGHT_APART from it: its Bishop, of the
 * Knight's size and tilted over his mane, gave 0.32 (White) and 0.38, and
 * a reviewer took it for a Knight at 50 cm; a tall Bishop beside a small
 * Knight gives 0.49 and 0.53. The Knight and the
 * Bishop, which no player confuses, differ in 0.37 (White), 0.40 (Black). The overlapped
 * figures gave Chancellor/Rook 0.18 and 0.31, Archbishop/Bishop 0.25 (White),
 * Chancellor/Archbishop 0.32 (Black). */
#define COMPOUND_APART 0.33
#define KNIGHT_APART 0.30
#define BN_KNIGHT_APART 0.45
void test_figures_compound_outline(void)
{
    static const struct { const char *path, *rn, *bn; } sets[] = {
        {"piecedefs/capablanca.xml", "chancellor", "archbishop"},
        {"piecedefs/grand.xml", "marshal", "cardinal"},
    };
    enum { RN, BN, ROOK, BISHOP, KNIGHT, N };
    for (size_t k = 0; k < sizeof sets / sizeof *sets; k++)
        for (int s = SIDE_FIRST; s <= SIDE_SECOND; s++) {
            const char *id[N] = {sets[k].rn, sets[k].bn, "rook", "bishop", "knight"};
            unsigned char *t[N];
            int n = 0, rows;
            for (int i = 0; i < N; i++) {
                unsigned char *ink = disc_ink(sets[k].path, id[i], s, s, &n, &rows);
                t[i] = test_silhouette(ink, n);
                free(ink);
            }
            static const int pairs[][2] = {{RN, ROOK}, {RN, KNIGHT}, {RN, BN},
                                           {BN, BISHOP}, {BN, KNIGHT}, {KNIGHT, BISHOP}};
            for (size_t p = 0; p < sizeof pairs / sizeof *pairs; p++) {
                int a = pairs[p][0], b = pairs[p][1];
                double apart = test_outlines_apart(t[a], t[b], n);
                fprintf(stderr, "  %s, side %d, outlines: %s/%s apart %.2f\n",
                        sets[k].path, s, id[a], id[b], apart);
                if (a == KNIGHT) /* the last pair is the scale */
                    continue;
                CHECK(apart >= (b != KNIGHT ? COMPOUND_APART
                                : a == BN   ? BN_KNIGHT_APART : KNIGHT_APART));
            }
            for (int i = 0; i < N; i++)
                free(t[i]);
        }
}

/* The share of ink (n x n) in strokes at least 2r + 1 px wide: what an
 * opening (erosion, then dilation, by a disc of radius r) keeps of it. */
static double ink_in_strokes(const unsigned char *ink, int n, int r)
{
    unsigned char *er = calloc((size_t)n * (size_t)n, 1), *op = calloc((size_t)n * (size_t)n, 1);
    long all = 0, kept = 0;
    for (int y = r; y < n - r; y++)
        for (int x = r; x < n - r; x++) {
            int in = 1;
            for (int dy = -r; dy <= r && in; dy++)
                for (int dx = -r; dx <= r && in; dx++)
                    if (dx * dx + dy * dy <= r * r && !ink[(y + dy) * n + x + dx])
                        in = 0;
            er[y * n + x] = (unsigned char)in;
        }
    for (int y = r; y < n - r; y++)
        for (int x = r; x < n - r; x++)
            if (er[y * n + x])
                for (int dy = -r; dy <= r; dy++)
                    for (int dx = -r; dx <= r; dx++)
                        if (dx * dx + dy * dy <= r * r)
                            op[(y + dy) * n + x + dx] = 1;
    for (long i = 0; i < (long)n * n; i++) {
        all += ink[i];
        kept += ink[i] && op[i];
    }
    free(er);
    free(op);
    return all ? (double)kept / (double)all : 0;
}

/* Chess's White figures read in draft and toner-saving print, which keep a
 * black line of 0.3 mm as a line where a hairline fades (issue 30: White's
 * figures were thin grey outlines): on White's disc at least 85 % of each
 * figure's ink is in strokes 0.35 mm wide or more (7 px at 20 px per mm).
 * Chess's six figures keep 100 %, Capablanca's compounds 95-96 %, Shatranj's
 * drawn figures 100 %. The font's outlines as they are, without
 * DISC_GLYPH_BOLDEN, keep only 36 % of the Queen's ink, 54 % of the Rook's
 * and 35 % of the Knight's; 17-legibility checks the King's ink in print. */
void test_figures_white_lines(void)
{
    static const struct { const char *path, *id; } disc[] = {
        {"piecedefs/chess.xml", "king"},          {"piecedefs/chess.xml", "queen"},
        {"piecedefs/chess.xml", "rook"},          {"piecedefs/chess.xml", "bishop"},
        {"piecedefs/chess.xml", "knight"},        {"piecedefs/chess.xml", "pawn"},
        {"piecedefs/capablanca.xml", "chancellor"}, {"piecedefs/capablanca.xml", "archbishop"},
        {"piecedefs/shatranj.xml", "firzan"},     {"piecedefs/shatranj.xml", "alfil"},
        {"piecedefs/shatranj.xml", "shah"},
    };
    for (size_t i = 0; i < sizeof disc / sizeof *disc; i++) {
        int n = 0, rows;
        unsigned char *ink = disc_ink(disc[i].path, disc[i].id, SIDE_FIRST, 0, &n, &rows);
        double kept = ink_in_strokes(ink, n, 3);
        fprintf(stderr, "  %s, White's %s: %.2f of its ink in strokes of 0.35 mm or more\n",
                disc[i].path, disc[i].id, kept);
        CHECK(kept >= 0.85);
        free(ink);
    }
}

/* The Bishop's figure stands with the others (issue 30, Chess review: "the
 * Bishop looks small next to the others"): as the font draws it,
 * DejaVu's Bishop is as tall as the others but about 0.7 of their ink, a thin spike
 * beside the Rook's block. Per side, the Bishop's figure at least
 * FIG_BISHOP_TALL of the Queen's height, and its ink at least FIG_BISHOP_INK
 * of the mean of the King's, Queen's, Rook's and Knight's (old code: White
 * 0.78, Black 0.67; now 0.99 and 0.84, 1.05 of the Queen's height). */
#define FIG_BISHOP_TALL 0.95
#define FIG_BISHOP_INK 0.80
void test_figures_bishop(void)
{
    static const char *ids[] = {"king", "queen", "rook", "bishop", "knight", "pawn"};
    for (int s = SIDE_FIRST; s <= SIDE_SECOND; s++) {
        double tall[6], ink[6];
        for (int i = 0; i < 6; i++) {
            int n = 0, rows;
            unsigned char *m = disc_ink_within("piecedefs/chess.xml", ids[i], s, s, 0.755, &n, &rows);
            long k = 0;
            for (int j = 0; j < n * n; j++)
                k += m[j];
            tall[i] = (double)rows / n;
            ink[i] = (double)k / ((double)n * n);
            free(m);
            fprintf(stderr, "  side %d %-6s: %.3f of the disc tall, ink %.4f of its square\n", s,
                    ids[i], tall[i], ink[i]);
        }
        double mean = (ink[0] + ink[1] + ink[2] + ink[4]) / 4;
        CHECK(tall[3] >= FIG_BISHOP_TALL * tall[1]);
        CHECK(ink[3] >= FIG_BISHOP_INK * mean);
    }
}

/* The Elephant does not look like the Horse across the table (issue 30,
 * Sittuyin review, session 18: "White's Elephant like the Horse from
 * 50 cm"): on each side's disc their outlines (test_outlines_apart: best
 * fit at any size and place, 0.3 mm cells) differ in at least
 * ELEPHANT_APART. Drawn as a head on a neck, in profile as the Knight
 * stands, they differed in 0.25 (White) and 0.40; the whole animal on its
 * legs differs in 0.39 and 0.48. The Knight and the Bishop, which no player
 * confuses, differ in 0.34 and 0.38 (test_figures_compound_outline). */
#define ELEPHANT_APART 0.36
void test_figures_elephant_outline(void)
{
    static const char *const sets[][3] = {
        {"piecedefs/sittuyin.xml", "elephant", "horse"},
        {"piecedefs/shatranj.xml", "alfil", "faras"},
    };
    for (size_t k = 0; k < sizeof sets / sizeof *sets; k++)
        for (int s = SIDE_FIRST; s <= SIDE_SECOND; s++) {
            int n = 0, rows;
            unsigned char *e = disc_ink(sets[k][0], sets[k][1], s, s, &n, &rows);
            unsigned char *h = disc_ink(sets[k][0], sets[k][2], s, s, &n, &rows);
            unsigned char *we = test_silhouette(e, n), *wh = test_silhouette(h, n);
            double apart = test_outlines_apart(we, wh, n);
            fprintf(stderr, "  %s, side %d: %s/%s outlines %.2f apart (at least %.2f)\n",
                    sets[k][0], s, sets[k][1], sets[k][2], apart, ELEPHANT_APART);
            CHECK(apart >= ELEPHANT_APART);
            free(e);
            free(h);
            free(we);
            free(wh);
        }
}

/* The points a figure's top edge rises to: peaks of its top profile (each
 * column's highest ink) standing at least `rise` px above the lowest point
 * between it and any higher peak (or the figure's edge). */
static int top_peaks(const unsigned char *ink, int n, int rise)
{
    int *t = malloc((size_t)n * sizeof *t), peaks = 0;
    for (int x = 0; x < n; x++) {
        t[x] = n; /* no ink: as low as the image */
        for (int y = 0; y < n; y++)
            if (ink[y * n + x]) {
                t[x] = y;
                break;
            }
    }
    for (int x = 0; x < n; x++) {
        if (t[x] >= n || (x > 0 && t[x - 1] <= t[x]))
            continue; /* not the left end of a local top */
        int left = t[x], right = t[x], k = x + 1;
        for (int j = x - 1; j >= 0 && t[j] >= t[x]; j--)
            left = t[j] > left ? t[j] : left;
        while (k < n && t[k] == t[x])
            k++;
        if (k < n && t[k] < t[x])
            continue; /* a shoulder, still rising */
        for (; k < n && t[k] >= t[x]; k++)
            right = t[k] > right ? t[k] : right;
        peaks += left - t[x] >= rise && right - t[x] >= rise;
    }
    free(t);
    return peaks;
}

/* Shatranj's Shah reads as a King, not the Queen (issue 30, Shatranj
 * review 8: its crown, three points before a dome with a pearl on top, on
 * d1, "reads as a Queen"). A Queen's crown is a row of points, a King's a
 * closed crown under one finial: on each side's disc the Shah's top edge
 * rises to as many points as the King's (1, its cross), not the Queen's
 * (White 3, Black 5); old: 3 on both. A point: at least 0.05 of the
 * figure's height above what lies between it and a higher one or the
 * figure's edge. */
void test_figures_shah_not_queen(void)
{
    static const struct { const char *path, *id; } fig[] = {
        {"piecedefs/shatranj.xml", "shah"}, {"piecedefs/chess.xml", "king"},
        {"piecedefs/chess.xml", "queen"}};
    for (int s = SIDE_FIRST; s <= SIDE_SECOND; s++) {
        int peaks[3];
        for (int i = 0; i < 3; i++) {
            int n = 0, rows;
            unsigned char *ink = disc_ink(fig[i].path, fig[i].id, s, s, &n, &rows);
            peaks[i] = top_peaks(ink, n, (int)(0.05 * rows));
            free(ink);
        }
        fprintf(stderr, "  side %d: points on top: Shah %d, King %d, Queen %d\n", s, peaks[0],
                peaks[1], peaks[2]);
        CHECK_INT(peaks[0], peaks[1]);
        CHECK(peaks[0] != peaks[2]);
    }
}
