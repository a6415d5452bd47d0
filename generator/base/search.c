/* search.c: the first of a run of candidates that passes a test which,
 * once passed, stays passed (base.h). Shrink-to-fit loops try font sizes
 * from the largest down, and every size tried is a text laid out and
 * shaped; a binary search lays out about log2(n) of n sizes. */
#include "base.h"

int base_search_first(int lo, int hi, int (*passes)(int i, void *arg), void *arg)
{
    while (lo < hi) {
        int mid = lo + (hi - lo) / 2;
        if (passes(mid, arg))
            hi = mid;
        else
            lo = mid + 1;
    }
    return lo;
}
