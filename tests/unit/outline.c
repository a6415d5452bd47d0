/* outline.c: figures' outlines as a player sees them across the table,
 * for the figure tests (see test.h). */
#include <math.h>
#include <stdlib.h>

#include "test.h"

/* A figure's outline as a player reads it across the table, where inner
 * lines blur: the ink (n x n, 20 px per mm) with every hole filled (White's
 * outlined figure becomes its silhouette). */
unsigned char *test_silhouette(const unsigned char *ink, int n)
{
    /* the ground: what the image's border reaches through uninked pixels */
    unsigned char *out = calloc((size_t)n * (size_t)n, 1);
    int *stack = malloc(sizeof(int) * (size_t)n * (size_t)n), sp = 0;
    for (int i = 0; i < n; i++) {
        int edge[4] = {i, (n - 1) * n + i, i * n, i * n + n - 1};
        for (int e = 0; e < 4; e++)
            if (!ink[edge[e]] && !out[edge[e]])
                out[edge[e]] = 1, stack[sp++] = edge[e];
    }
    while (sp) {
        int p = stack[--sp], x = p % n, y = p / n;
        int nb[4] = {x > 0 ? p - 1 : -1, x < n - 1 ? p + 1 : -1, y > 0 ? p - n : -1,
                     y < n - 1 ? p + n : -1};
        for (int e = 0; e < 4; e++)
            if (nb[e] >= 0 && !ink[nb[e]] && !out[nb[e]])
                out[nb[e]] = 1, stack[sp++] = nb[e];
    }
    free(stack);
    for (long i = 0; i < (long)n * n; i++)
        out[i] = !out[i];
    return out;
}

/* How far apart two outlines (n x n silhouettes) read at the table: at
 * 50 cm the eye resolves about 2 arc minutes, 0.3 mm, so both are seen in
 * cells of 0.3 mm (6 px); b is then laid over a at every size from 0.6 to
 * 1.2 times and every place within 3 mm, and the best fit counts (a small
 * Rook behind a Knight still reads as a Rook): test_ink_apart of a and b
 * so fitted. */
#define CELL_PX 6
double test_outlines_apart(const unsigned char *a, const unsigned char *b, int n)
{
    int m = n / CELL_PX, reach = 10;
    unsigned char *ca = calloc((size_t)m * (size_t)m, 1), *cb = calloc((size_t)m * (size_t)m, 1);
    unsigned char *sb = calloc((size_t)m * (size_t)m, 1);
    for (int y = 0; y < m; y++)
        for (int x = 0; x < m; x++)
            ca[y * m + x] = a[(y * CELL_PX + CELL_PX / 2) * n + x * CELL_PX + CELL_PX / 2];
    double best = 1;
    for (double k = 0.6; k <= 1.2001; k += 0.1) {
        for (int y = 0; y < m; y++) /* b at k times, about the disc's centre */
            for (int x = 0; x < m; x++) {
                int px = (int)floor(n / 2.0 + ((x + 0.5) * CELL_PX - n / 2.0) / k);
                int py = (int)floor(n / 2.0 + ((y + 0.5) * CELL_PX - n / 2.0) / k);
                sb[y * m + x] = px >= 0 && px < n && py >= 0 && py < n && b[py * n + px];
            }
        for (int dy = -reach; dy <= reach; dy++)
            for (int dx = -reach; dx <= reach; dx++) {
                for (int y = 0; y < m; y++)
                    for (int x = 0; x < m; x++) {
                        int sx = x - dx, sy = y - dy;
                        cb[y * m + x] = sx >= 0 && sx < m && sy >= 0 && sy < m && sb[sy * m + sx];
                    }
                double d = test_ink_apart(ca, cb, m);
                best = d < best ? d : best;
            }
    }
    free(ca);
    free(cb);
    free(sb);
    return best;
}

/* How whole a part's outline (n x n silhouette) is seen in a compound's:
 * in 0.3 mm cells, the part laid over the whole at every size from 0.6 to
 * 1.2 times and every place within 3 mm, the largest share of the part's
 * cells that the whole inks. */
double test_part_seen(const unsigned char *part, const unsigned char *whole, int n)
{
    int m = n / CELL_PX, reach = 10;
    unsigned char *cw = calloc((size_t)m * (size_t)m, 1), *sp = calloc((size_t)m * (size_t)m, 1);
    for (int y = 0; y < m; y++)
        for (int x = 0; x < m; x++)
            cw[y * m + x] = whole[(y * CELL_PX + CELL_PX / 2) * n + x * CELL_PX + CELL_PX / 2];
    double best = 0;
    for (double k = 0.6; k <= 1.2001; k += 0.1) {
        long all = 0;
        for (int y = 0; y < m; y++)
            for (int x = 0; x < m; x++) {
                int px = (int)floor(n / 2.0 + ((x + 0.5) * CELL_PX - n / 2.0) / k);
                int py = (int)floor(n / 2.0 + ((y + 0.5) * CELL_PX - n / 2.0) / k);
                sp[y * m + x] = px >= 0 && px < n && py >= 0 && py < n && part[py * n + px];
                all += sp[y * m + x];
            }
        for (int dy = -reach; dy <= reach && all; dy++)
            for (int dx = -reach; dx <= reach; dx++) {
                long in = 0;
                for (int y = 0; y < m; y++)
                    for (int x = 0; x < m; x++) {
                        int wx = x + dx, wy = y + dy;
                        in += sp[y * m + x] && wx >= 0 && wx < m && wy >= 0 && wy < m &&
                              cw[wy * m + wx];
                    }
                best = fmax(best, (double)in / (double)all);
            }
    }
    free(cw);
    free(sp);
    return best;
}

