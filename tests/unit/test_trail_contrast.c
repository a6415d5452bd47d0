/* test_trail_contrast.c: a path leap's trail reads on both sides (issue 30,
 * Jungi review: North's grey faces lost the dotted trails). Every face of
 * Jungi's pieces as A4 prints it, drawn at PX per mm: each trail dot (a
 * small round inked piece inside the diagram, 0.2 to 0.5 mm) stands at
 * least TRAIL_CONTRAST darker than the ground right round it (the median
 * of a ring 0.05 to 0.12 mm out from its edge). On grey cells that ground
 * was the cells' 0.65 grey, where a 0.29 mm dot sinks into the halftone
 * (old code: 0.65 at best on North, 1.0 on South); now a white lane. */
#include <cairo.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "compose/compose.h"
#include "compose/document.h"
#include "load/load.h"
#include "model/model.h"
#include "test.h"

#define PX 50.0
#define TRAIL_CONTRAST 0.85

struct seen {
    int dots[2];      /* per side */
    double least[2];  /* the least contrast per side */
};

/* The trail dots inside the box (x0, y0, x1, y1) px of a face's image. */
static void face_dots(cairo_surface_t *img, int x0, int y0, int x1, int y1, int side,
                      struct seen *s)
{
    const unsigned char *d = cairo_image_surface_get_data(img);
    int stride = cairo_image_surface_get_stride(img), w = x1 - x0, h = y1 - y0;
    unsigned char *mark = calloc((size_t)(w * h), 1);
    int *stack = malloc(sizeof *stack * (size_t)(w * h));
    double *ring = malloc(sizeof *ring * 4096);
    for (int i = 0; i < w * h; i++) {
        if (mark[i] || test_luma(d, stride, x0 + i % w, y0 + i / w) >= 0.5)
            continue;
        int top = 0, n = 0, bx0 = w, by0 = h, bx1 = -1, by1 = -1;
        double darkest = 1;
        stack[top++] = i;
        mark[i] = 1;
        while (top) {
            int p = stack[--top], x = p % w, y = p / w;
            n++;
            bx0 = x < bx0 ? x : bx0, bx1 = x > bx1 ? x : bx1;
            by0 = y < by0 ? y : by0, by1 = y > by1 ? y : by1;
            darkest = fmin(darkest, test_luma(d, stride, x0 + x, y0 + y));
            for (int dy = -1; dy <= 1; dy++)
                for (int dx = -1; dx <= 1; dx++) {
                    int nx = x + dx, ny = y + dy;
                    if (nx >= 0 && ny >= 0 && nx < w && ny < h && !mark[ny * w + nx] &&
                        test_luma(d, stride, x0 + nx, y0 + ny) < 0.5) {
                        mark[ny * w + nx] = 1;
                        stack[top++] = ny * w + nx;
                    }
                }
        }
        double bw = (bx1 - bx0 + 1) / PX, bh = (by1 - by0 + 1) / PX;
        if (bw < 0.2 || bw > 0.5 || bh < 0.2 || bh > 0.5 || fabs(bw - bh) > 0.08 ||
            n < 0.6 * (bx1 - bx0 + 1) * (by1 - by0 + 1))
            continue; /* not a dot: a mark, a line, a letter */
        double cx = (bx0 + bx1) / 2.0, cy = (by0 + by1) / 2.0, r = fmax(bw, bh) / 2 * PX;
        int nr = 0;
        for (int y = (int)(cy - r - 0.12 * PX); y <= (int)(cy + r + 0.12 * PX); y++)
            for (int x = (int)(cx - r - 0.12 * PX); x <= (int)(cx + r + 0.12 * PX); x++) {
                double dist = hypot(x - cx, y - cy);
                if (x >= 0 && y >= 0 && x < w && y < h && dist >= r + 0.05 * PX &&
                    dist <= r + 0.12 * PX && nr < 4096)
                    ring[nr++] = test_luma(d, stride, x0 + x, y0 + y);
            }
        qsort(ring, (size_t)nr, sizeof *ring, test_by_value);
        double contrast = (nr ? ring[nr / 2] : 0) - darkest;
        s->dots[side]++;
        s->least[side] = fmin(s->least[side], contrast);
    }
    free(ring);
    free(stack);
    free(mark);
}

void test_trail_contrast(void)
{
    const char *path = "piecedefs/jungi.xml";
    struct layout lo;
    struct variant v;
    struct composed c;
    if (test_compose_shipped_a4(path, &lo, &v, &c) != 0)
        return;
    struct seen s = {{0, 0}, {1, 1}};
    int done[64][2][2] = {{{0}}}; /* each piece's face once per side */
    int pg = 0, i = -1;
    const struct item *it;
    while ((it = test_doc_next(&c.components, ITEM_FOLD, &pg, &i))) {
        const struct face *faces[2];
        int nf = test_fold_faces(it, faces);
        for (int k = 0; k < nf; k++) {
            const struct face *f = faces[k];
            int side = f->side == SIDE_SECOND;
            if (f->piece < 0 || f->piece >= 64 || done[f->piece][side][k])
                continue;
            done[f->piece][side][k] = 1;
            double D = it->w;
            cairo_surface_t *img = test_face_image(&lo, &c.components.look, f, D, (int)(D * PX), PX);
            const struct face_plan *fp = &f->plan;
            face_dots(img, (int)((fp->gx + D / 2) * PX), (int)((fp->gy + D / 2) * PX),
                      (int)((fp->gx + D / 2 + fp->cell * fp->cols) * PX),
                      (int)((fp->gy + D / 2 + fp->cell * fp->rows) * PX), side, &s);
            cairo_surface_destroy(img);
        }
    }
    for (int side = 0; side < 2; side++)
        fprintf(stderr, "  %s: %d trail dots, least contrast %.2f (%.2f)\n",
                v.sides[side].name, s.dots[side], s.least[side], TRAIL_CONTRAST);
    CHECK(s.dots[0] >= 20 && s.dots[1] >= 20);
    CHECK(s.least[0] >= TRAIL_CONTRAST && s.least[1] >= TRAIL_CONTRAST);
    test_shipped_free(&lo, &v, &c);
}
