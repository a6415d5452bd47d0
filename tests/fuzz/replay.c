/* replay.c: feeds each file named on the command line (or each file in a
 * named folder) to a harness's LLVMFuzzerTestOneInput, without libFuzzer,
 * so that make check replays the saved crashing inputs under ASan+UBSan.
 * Prints one line per file; exits 0 when every input ran (a crash aborts). */
#define _POSIX_C_SOURCE 200809L
#include "fuzz.h"

#include <dirent.h>
#include <sys/stat.h>

static int run_file(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        fprintf(stderr, "%s: cannot read\n", path);
        return 1;
    }
    size_t cap = 4096, len = 0;
    uint8_t *buf = malloc(cap);
    size_t n;
    while (buf && (n = fread(buf + len, 1, cap - len, f)) > 0) {
        len += n;
        if (len == cap)
            buf = realloc(buf, cap *= 2);
    }
    fclose(f);
    if (!buf)
        return 1;
    /* a copy of exactly len bytes, so ASan sees any read past the end */
    uint8_t *exact = malloc(len ? len : 1);
    memcpy(exact, buf, len);
    free(buf);
    LLVMFuzzerTestOneInput(exact, len);
    free(exact);
    printf("replayed %s\n", path);
    return 0;
}

int main(int argc, char **argv)
{
    int bad = 0;
    for (int i = 1; i < argc; i++) {
        struct stat st;
        if (stat(argv[i], &st) == 0 && S_ISDIR(st.st_mode)) {
            DIR *d = opendir(argv[i]);
            struct dirent *e;
            while (d && (e = readdir(d)) != NULL) {
                if (e->d_name[0] == '.')
                    continue;
                size_t l = strlen(argv[i]) + strlen(e->d_name) + 2;
                char *p = malloc(l);
                snprintf(p, l, "%s/%s", argv[i], e->d_name);
                bad |= run_file(p);
                free(p);
            }
            if (d)
                closedir(d);
        } else {
            bad |= run_file(argv[i]);
        }
    }
    return bad;
}
