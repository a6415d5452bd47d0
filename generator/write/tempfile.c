/* tempfile.c: files written under a temporary name (write-imp.h). */
#define _POSIX_C_SOURCE 200809L
#include "write-imp.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/file.h>
#include <sys/stat.h>

#include "base/base.h"

/* The temporary file being written, removed by a terminating signal. One at
 * a time: pnpgen writes its files one after the other. */
static char *volatile live_tmp;

/* Within a set (write_set_begin .. write_set_end) finished files wait
 * under their temporary names, newest first, to be put in place together:
 * a render that fails half way (out of memory while writing the booklet)
 * leaves every old file as it was, not a new components PDF beside an old
 * booklet. A node is complete before it is linked, so a signal handler can
 * walk the list. */
struct pending {
    char *tmp, *path;
    struct pending *next;
};
static struct pending *volatile pending;
static int deferring;

static void remove_live(void)
{
    char *tmp = live_tmp;
    if (tmp)
        unlink(tmp);
    for (struct pending *p = pending; p; p = p->next)
        unlink(p->tmp);
}

static void remove_live_and_die(int sig)
{
    remove_live();
    signal(sig, SIG_DFL);
    raise(sig);
}

static void install_signal_cleanup(void)
{
    static int installed;
    if (installed)
        return;
    installed = 1;
    base_on_fatal(remove_live); /* out of memory */
    /* Over `ulimit -f` a write fails with EFBIG, reported as any failed
       write (the old file kept), rather than killing pnpgen by SIGXFSZ */
    signal(SIGXFSZ, SIG_IGN);
    static const int sigs[] = {SIGINT, SIGTERM, SIGHUP};
    for (size_t i = 0; i < sizeof sigs / sizeof sigs[0]; i++) {
        struct sigaction sa, old;
        memset(&sa, 0, sizeof sa);
        sa.sa_handler = remove_live_and_die;
        sigemptyset(&sa.sa_mask);
        /* a signal the caller chose to ignore stays ignored */
        if (sigaction(sigs[i], NULL, &old) == 0 && old.sa_handler != SIG_IGN)
            sigaction(sigs[i], &sa, NULL);
    }
}

/* A name `<final>.tmp.<pid>.XXXXXX` whose final name is `base` (or, with
 * prefix, starts with it): returns the pid, or -1. */
static long temp_owner(const char *name, const char *base, size_t blen, int prefix)
{
    if (strncmp(name, base, blen) != 0)
        return -1;
    const char *t = prefix ? strstr(name + blen, ".tmp.") : name + blen;
    if (!t || strncmp(t, ".tmp.", 5) != 0)
        return -1;
    const char *p = t + 5, *digits = p;
    long pid = 0;
    while (*p >= '0' && *p <= '9' && p - digits < 10)
        pid = pid * 10 + (*p++ - '0');
    if (p == digits || *p != '.' || strlen(p + 1) != 6 || pid <= 0)
        return -1;
    return pid;
}

/* Removes `dir`/`name` when no process holds its lock. */
static void remove_if_unlocked(const char *dir, const char *name)
{
    size_t len = strlen(dir) + strlen(name) + 2;
    char *stale = xmalloc(len);
    snprintf(stale, len, "%s/%s", dir, name);
    int fd = open(stale, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
    if (fd >= 0) {
        struct stat st;
        if (fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && flock(fd, LOCK_EX | LOCK_NB) == 0)
            unlink(stale);
        close(fd);
    }
    free(stale);
}

/* Leftovers in dir of dead writers of `base` (or of any file whose name
 * starts with it); other files are never touched. */
static void remove_dead_temps(const char *dir, const char *base, int prefix)
{
    size_t blen = strlen(base);
    DIR *d = opendir(dir);
    struct dirent *e;
    while (d && (e = readdir(d)) != NULL) {
        long pid = temp_owner(e->d_name, base, blen, prefix);
        if (pid > 0 && pid != (long)getpid() && kill((pid_t)pid, 0) != 0 && errno == ESRCH)
            remove_if_unlocked(dir, e->d_name);
    }
    if (d)
        closedir(d);
}

static void remove_stale_temps(const char *path)
{
    const char *slash = strrchr(path, '/');
    char *dir = !slash ? xstrdup(".") : slash == path ? xstrdup("/")
                                                      : xstrndup(path, (size_t)(slash - path));
    remove_dead_temps(dir, slash ? slash + 1 : path, 0);
    free(dir);
}

void write_remove_dead_temps(const char *dir, const char *prefix)
{
    remove_dead_temps(dir, prefix, 1);
}

int write_tempfile_open(struct tempfile *t, const char *path, struct report *r)
{
    memset(t, 0, sizeof *t);
    t->path = path;
    t->r = r;
    install_signal_cleanup();
    remove_stale_temps(path);
    size_t len = strlen(path) + 40;
    t->tmp = xmalloc(len);
    snprintf(t->tmp, len, "%s.tmp.%ld.XXXXXX", path, (long)getpid());
    int fd = mkstemp(t->tmp);
    if (fd < 0) {
        report_file_error(r, path, "cannot create a file in its folder: %s", strerror(errno));
        free(t->tmp);
        t->tmp = NULL;
        return -1;
    }
    live_tmp = t->tmp;
    /* the lock says "alive" to other processes' stale-file cleanup */
    flock(fd, LOCK_EX | LOCK_NB);
    fchmod(fd, 0644); /* mkstemp makes 0600; the output is for sharing */
    t->f = fdopen(fd, "wb");
    if (!t->f) {
        report_file_error(r, path, "cannot write: %s", strerror(errno));
        close(fd);
        write_tempfile_close(t, 0);
        return -1;
    }
    return 0;
}

int write_tempfile_write(struct tempfile *t, const void *data, size_t n)
{
    if (t->err)
        return -1;
    if (fwrite(data, 1, n, t->f) != n) {
        t->err = errno ? errno : EIO;
        return -1;
    }
    return 0;
}

int write_tempfile_close(struct tempfile *t, int ok)
{
    if (t->f) {
        if (ok && !t->err && fflush(t->f) != 0)
            t->err = errno;
        if (ok && !t->err && fsync(fileno(t->f)) != 0)
            t->err = errno;
        if (fclose(t->f) != 0 && ok && !t->err)
            t->err = errno;
        t->f = NULL;
    }
    int rc = ok ? 0 : -1;
    if (t->err) {
        report_file_error(t->r, t->path, "cannot write: %s", strerror(t->err));
        rc = -1;
    }
    if (rc == 0 && deferring) {
        struct pending *p = xmalloc(sizeof *p);
        p->tmp = t->tmp;
        p->path = xstrdup(t->path);
        p->next = pending;
        pending = p;
        live_tmp = NULL;
        t->tmp = NULL;
        return 0;
    }
    if (rc == 0 && rename(t->tmp, t->path) != 0) {
        report_file_error(t->r, t->path, "cannot put the finished file in place: %s",
                          strerror(errno));
        rc = -1;
    }
    if (t->tmp) {
        if (rc != 0)
            unlink(t->tmp);
        live_tmp = NULL;
        free(t->tmp);
        t->tmp = NULL;
    }
    return rc;
}

void write_set_begin(void)
{
    deferring = 1;
}

/* The pending files in the order they were written. */
static struct pending *take_pending(void)
{
    struct pending *list = pending, *rev = NULL;
    pending = NULL;
    while (list) {
        struct pending *next = list->next;
        list->next = rev;
        rev = list;
        list = next;
    }
    return rev;
}

int write_set_end(int ok, struct report *r)
{
    deferring = 0;
    int rc = ok ? 0 : -1;
    for (struct pending *p = take_pending(), *next; p; p = next) {
        next = p->next;
        if (rc == 0 && rename(p->tmp, p->path) != 0) {
            report_file_error(r, p->path, "cannot put the finished file in place: %s",
                              strerror(errno));
            rc = -1;
        }
        if (rc != 0)
            unlink(p->tmp);
        free(p->tmp);
        free(p->path);
        free(p);
    }
    return rc;
}
