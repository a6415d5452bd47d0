/* memory.c: running out of memory, wherever it happens, ends pnpgen with
 * one message and one exit code (base.h), the file being written removed.
 *
 * pnpgen's own allocations check for NULL (xmalloc and its kin), but the
 * libraries under it do not all: fontconfig and pango's font threads
 * dereference a failed malloc (SIGSEGV, no word), GSlice and GLib abort
 * with their own words. So in the release build the process's malloc,
 * calloc, realloc and aligned allocators are these wrappers around glibc's
 * own (__libc_malloc, ...): the executable's definitions come first in
 * symbol lookup, so every library's allocation comes here, and a failure
 * ends the process cleanly instead of returning NULL to code that would
 * crash on it. free is glibc's, the memory being glibc's.
 *
 * The sanitizer and fuzzing builds keep their runtime's allocator (which
 * reports its own failures): no wrappers there.
 *
 * base_memory_init also lowers what pnpgen asks of the address space:
 * pango 1.50 starts two threads for every font pattern (FcFontSetMatch and
 * FcFontSetSort), each with a stack of `ulimit -s` (8 MB) and, under
 * glibc, a malloc arena that reserves 64 MB; a render of Chu Seireigi
 * peaked at 300 MB of address space for 27 MB of memory used, and under a
 * `ulimit -v` of 100 to 160 MB the threads failed to start or their
 * allocations failed. One arena and 1 MB thread stacks bring the peak to
 * about 80 MB (README, "Memory"). */
#define _GNU_SOURCE
#include "base.h"

#include <errno.h>
#include <malloc.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#if defined(__SANITIZE_ADDRESS__) || defined(FUZZING_BUILD_MODE_UNSAFE_FOR_PRODUCTION)
#define SANITIZER_ALLOCATOR 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(memory_sanitizer)
#define SANITIZER_ALLOCATOR 1
#endif
#endif

/* A thread's stack: pango's font threads sort and match font sets, a few
 * kilobytes deep; FcInit parses fontconfig's files. */
#define THREAD_STACK_BYTES (1024 * 1024)

static void (*volatile on_fatal)(void);

void base_on_fatal(void (*cleanup)(void))
{
    on_fatal = cleanup;
}

/* No stdio: the failure may have come from inside a stdio call holding
 * stderr's lock, on another thread. */
static void say(const char *s)
{
    size_t n = strlen(s);
    while (n > 0) {
        ssize_t w = write(STDERR_FILENO, s, n);
        if (w <= 0 && errno != EINTR)
            return;
        if (w > 0) {
            s += w;
            n -= (size_t)w;
        }
    }
}

void base_fatal(const char *message, const char *detail)
{
    void (*cleanup)(void) = on_fatal;
    on_fatal = NULL;
    if (cleanup)
        cleanup();
    say("pnpgen: error: ");
    say(message);
    if (detail && *detail) {
        say(" (");
        say(detail);
        say(")");
    }
    say("; README.md, \"Memory\", gives what a render needs\n");
    _exit(BASE_EXIT_OUT_OF_MEMORY);
}

void xout_of_memory(void)
{
    base_fatal("out of memory", NULL);
}

void base_memory_init(void)
{
    mallopt(M_ARENA_MAX, 1);
    pthread_attr_t attr;
    if (pthread_getattr_default_np(&attr) == 0) {
        pthread_attr_setstacksize(&attr, THREAD_STACK_BYTES);
        pthread_setattr_default_np(&attr);
        pthread_attr_destroy(&attr);
    }
}

#ifndef SANITIZER_ALLOCATOR
void *__libc_malloc(size_t n);
void *__libc_calloc(size_t n, size_t size);
void *__libc_realloc(void *p, size_t n);
void *__libc_memalign(size_t align, size_t n);

void *malloc(size_t n)
{
    void *p = __libc_malloc(n);
    if (!p && n)
        xout_of_memory();
    return p;
}

void *calloc(size_t n, size_t size)
{
    void *p = __libc_calloc(n, size);
    if (!p && n && size)
        xout_of_memory();
    return p;
}

/* realloc(p, 0) frees p and may return NULL: not a failure. */
void *realloc(void *p, size_t n)
{
    void *q = __libc_realloc(p, n);
    if (!q && n)
        xout_of_memory();
    return q;
}

void *memalign(size_t align, size_t n)
{
    void *p = __libc_memalign(align, n);
    if (!p && n && errno == ENOMEM)
        xout_of_memory();
    return p;
}

void *aligned_alloc(size_t align, size_t n)
{
    return memalign(align, n);
}

int posix_memalign(void **out, size_t align, size_t n)
{
    if (align < sizeof(void *) || (align & (align - 1)) != 0)
        return EINVAL;
    void *p = memalign(align, n);
    if (!p && n)
        return ENOMEM;
    *out = p;
    return 0;
}
#endif
