/* test_diagram_piece.c: the piece in a movement diagram's centre looks like
 * the game's pieces (issue 30): a koma, the shogi pentagon, in the shogi
 * family; a counter, a black disc with a white ring, in the chess family
 * (discs, and Makruk's, Sittuyin's, the crest game's and Jungi's cards)
 * and on points. Read from the loaded diagrams, and from a face drawn as
 * printed: across the centre cell, a disc is white at a quarter cell above
 * its middle (its ring) and black a third of a cell to the right, where a
 * pentagon is black above its middle and no longer black to the right. */
#include <cairo.h>
#include <stdio.h>
#include <string.h>

#include "compose/compose.h"
#include "draw/draw.h"
#include "load/load.h"
#include "model/model.h"
#include "notation/notation.h"
#include "test.h"

#define PX 20.0 /* pixels per mm */

static int load_set(const char *id, struct variant *v)
{
    char path[64];
    snprintf(path, sizeof path, "piecedefs/%s.xml", id);
    struct report r = {.file = path};
    return piecedef_load(path, v, &r) == 0 && r.errors == 0 ? 0 : -1;
}

/* The grey (0 black .. 255 white) of the pixel at (x, y) mm. */
static int grey_at(cairo_surface_t *s, double x, double y)
{
    int stride = cairo_image_surface_get_stride(s);
    const unsigned char *d = cairo_image_surface_get_data(s);
    int i = (int)(y * PX), j = (int)(x * PX);
    return d[i * stride + 4 * j + 1]; /* ARGB32: green, opaque white ground */
}

/* The centre of the first piece's front face, drawn at `face` mm: its
 * grey at the piece's middle and a third of a cell to its right. */
static void centre_greys(const char *id, int *above, int *right)
{
    struct layout lo;
    struct variant v;
    CHECK_INT(layout_load("layouts/a4.xml", &lo, &(struct report){.file = "layouts/a4.xml"}), 0);
    CHECK_INT(load_set(id, &v), 0);
    double face = 25;
    int px = (int)(face * PX);
    cairo_surface_t *s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, px, px);
    cairo_t *cr = cairo_create(s);
    cairo_set_source_rgb(cr, 1, 1, 1);
    cairo_paint(cr);
    cairo_scale(cr, PX, PX);
    cairo_translate(cr, face / 2, face / 2);
    struct face f = {.piece = 0, .side = SIDE_FIRST, .kind = FACE_FRONT};
    compose_face_label(&v, &lo, face, &f);
    struct look lk;
    compose_look(&v, &lk);
    draw_face(cr, &lo, &lk, &f, face, face);
    compose_look_free(&lk);
    cairo_destroy(cr);
    cairo_surface_flush(s);
    const struct face_plan *fp = &f.plan;
    int c = v.pieces[0].diagrams[0].grid.size / 2;
    double cx = face / 2 + fp->gx + (c - fp->col0 + 0.5) * fp->cell;
    double cy = face / 2 + fp->gy + (c - fp->row0 + 0.5) * fp->cell;
    *above = grey_at(s, cx, cy); /* the middle */
    *right = grey_at(s, cx + 0.33 * fp->cell, cy);
    cairo_surface_destroy(s);
    variant_free(&v);
    layout_free(&lo);
}

void test_diagram_piece_by_family(void)
{
    static const struct {
        const char *id;
        int disc;
    } sets[] = {
        {"chess", 1}, {"capablanca", 1}, {"grand", 1}, {"shatranj", 1}, {"makruk", 1},
        {"sittuyin", 1}, {"crest", 1}, {"jungi", 1}, {"xiangqi", 1}, {"janggi", 1},
        {"shogi", 0}, {"minishogi", 0}, {"tori-shogi", 0}, {"dobutsu", 0}, {"chu-shogi", 0},
        {"chu-seireigi", 0},
    };
    for (size_t k = 0; k < sizeof sets / sizeof *sets; k++) {
        struct variant v;
        CHECK_INT(load_set(sets[k].id, &v), 0);
        int n = 0, wrong = 0;
        for (int i = 0; i < v.npieces; i++)
            for (int d = 0; d < v.pieces[i].ndiagrams; d++, n++)
                wrong += v.pieces[i].diagrams[d].grid.disc_piece != sets[k].disc;
        if (wrong)
            fprintf(stderr, "%s: %d of %d diagrams with the other family's piece\n", sets[k].id,
                    wrong, n);
        CHECK(n > 0);
        CHECK_INT(wrong, 0);
        variant_free(&v);
    }
    /* as printed: Jungi's first piece (a disc) and Chu Shogi's first piece (a
       koma), both on a diagram face */
    int above, right;
    centre_greys("jungi", &above, &right);
    CHECK(above > 200); /* the white triangle (a ring once: read as the twice mark) */
    CHECK(right < 60);  /* the disc's black */
    centre_greys("chu-shogi", &above, &right);
    CHECK(above < 60);  /* inside the pentagon */
    CHECK(right > 150); /* past its side: the cell's light shade */
}
