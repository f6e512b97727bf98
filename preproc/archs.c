/*
 * archs.c - one check per configuration the build compiles.
 *
 * nvcc compiles a .cu file once for the host and once per target
 * architecture, with __CUDA_ARCH__ undefined, then set to 800, 900, ... (and
 * the other __CUDA_ARCH_* macros of that target: cuda_device_defines); the
 * emulator build (gcc -x c) sees it undefined too.  Code under
 * `#if __CUDA_ARCH__ ...` is what the GPU runs, so a file whose own
 * conditionals test __CUDA_ARCH__ or another __CUDA_ARCH_* name
 * (include.c notes the first) is checked
 * again for each device pass, and its checked output must be the same
 * text in every configuration: one emitted file serves them all, so
 * barriers that only one configuration needs cannot be written (P106).
 * Files that do not test __CUDA_ARCH__ read the same in every pass and are
 * checked once.  The architectures are --cuda-arch's list, by default the
 * Makefile's CUDA_ARCHS (PRISM_CUDA_ARCHS, "sm_80 sm_90a").
 */
#include <stdlib.h>
#include <string.h>

#include "prism_check.h"

#ifndef PRISM_CUDA_ARCHS
#define PRISM_CUDA_ARCHS "sm_80 sm_90a"
#endif

/*
 * One device pass as an int: the __CUDA_ARCH__ value plus ARCH_SPECIFIC
 * for an arch-specific target ("sm_90a": 901) or ARCH_FAMILY for a family
 * one ("sm_100f": 1002); 0 when s is no architecture.  "compute_80", "80":
 * 800.  Strict: an optional sm_ or compute_, two or three digits naming a
 * compute capability from 3.0 to 19.9, an optional a or f, nothing else (a
 * typo must not become some other pass, or none).
 */
enum { ARCH_SPECIFIC = 1, ARCH_FAMILY = 2 };
static int arch_value(const char *s, size_t n)
{
    static const char *prefixes[] = {"sm_", "compute_"};
    for (int k = 0; k < 2; k++) {
        size_t pl = strlen(prefixes[k]);
        if (n > pl && strncmp(s, prefixes[k], pl) == 0) {
            s += pl, n -= pl;
            break;
        }
    }
    int kind = 0;
    if (n > 0 && (s[n - 1] == 'a' || s[n - 1] == 'f')) {
        kind = s[n - 1] == 'a' ? ARCH_SPECIFIC : ARCH_FAMILY;
        n--;
    }
    if (n < 2 || n > 3)
        return 0;
    int v = 0;
    for (size_t i = 0; i < n; i++) {
        if (s[i] < '0' || s[i] > '9')
            return 0;
        v = v * 10 + (s[i] - '0');
    }
    return v >= 30 && v <= 199 ? v * 10 + kind : 0;
}

int cuda_arch_number(int arch)
{
    return arch - arch % 10;
}

/* Ascending, each number once, as nvcc writes it (red team rt20: 90a,80 is 800,900). */
const char *cuda_arch_list(const int *archs, int narchs)
{
    char *list = NULL;
    for (int prev = -1;;) {
        int next = -1;
        for (int k = 0; k < narchs; k++) {
            int v = cuda_arch_number(archs[k]);
            if (v > prev && (next < 0 || v < next))
                next = v;
        }
        if (next < 0)
            return list ? list : "";
        list = list ? arena_printf("%s,%d", list, next) : arena_printf("%d", next);
        prev = next;
    }
}

/*
 * The macros nvcc's device pass for `arch` defines (nvcc --dryrun shows
 * them): __CUDA_ARCH__, __CUDA_ARCH_LIST__ (every pass of the build), and
 * for sm_90a-style targets __CUDA_ARCH_FEAT_SM90_ALL,
 * __CUDA_ARCH_SPECIFIC__ and __CUDA_ARCH_FAMILY_SPECIFIC__ (family
 * targets: the last only).  Hopper code tests __CUDA_ARCH_FEAT_SM90_ALL
 * to use wgmma; without it the checker would prove the other branch.
 */
int cuda_device_defines(const int *archs, int narchs, int i, const char **defs)
{
    int v = cuda_arch_number(archs[i]), n = 0;
    defs[n++] = arena_printf("__CUDA_ARCH__=%d", v);
    defs[n++] = arena_printf("__CUDA_ARCH_LIST__=%s", cuda_arch_list(archs, narchs));
    if (archs[i] % 10 == ARCH_SPECIFIC) {
        defs[n++] = arena_printf("__CUDA_ARCH_FEAT_SM%d_ALL=1", v / 10);
        defs[n++] = arena_printf("__CUDA_ARCH_SPECIFIC__=%d", v);
    }
    if (archs[i] % 10 != 0)
        defs[n++] = arena_printf("__CUDA_ARCH_FAMILY_SPECIFIC__=%d", v);
    return n;
}

/* The device pass whose macros stand for nvcc's device passes where the checker runs none: the first
 * arch-specific one (sm_90a: __CUDA_ARCH_FEAT_SM90_ALL), else the last; -1 for none. */
int cuda_representative_arch(const int *archs, int narchs)
{
    for (int i = 0; i < narchs; i++)
        if (archs[i] % 10 == ARCH_SPECIFIC)
            return i;
    return narchs - 1;
}

int parse_cuda_archs(const char *list, int *out, int max)
{
    int n = 0;
    if (!list)
        list = PRISM_CUDA_ARCHS;
    if (strcmp(list, "none") == 0)
        return 0;
    for (const char *p = list; *p;) {
        size_t len = strcspn(p, ", ");
        if (len) {
            /* CMake's CUDA_ARCHITECTURES spelling, 80-real or 90a-virtual: the
             * same device pass (prism_add_kernel passes the target's list). */
            size_t alen = len;
            if (alen > 5 && strncmp(p + alen - 5, "-real", 5) == 0)
                alen -= 5;
            else if (alen > 8 && strncmp(p + alen - 8, "-virtual", 8) == 0)
                alen -= 8;
            int v = arch_value(p, alen);
            if (!v || n == max)
                return -1;
            out[n++] = v;
        }
        p += len;
        p += strspn(p, ", ");
    }
    /* An empty list (an unset make variable) is not "none": say so. */
    return n ? n : -1;
}

/* The checked output of prog as a string (malloc'd), or NULL. */
static char *render(Program *prog, void (*emit)(Program *, FILE *))
{
    char *text = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&text, &len);
    if (!f)
        return NULL;
    emit(prog, f);
    if (fclose(f) != 0) {
        free(text);
        return NULL;
    }
    return text;
}

/*
 * An #include only a device pass reads (under #ifdef __CUDA_ARCH__) stays a
 * directive in the one emitted file, which nvcc's device pass then reads:
 * its Prism scopes keep their conservative barriers.  The directive names
 * the file the device pass read, by its absolute path (IncludeSite.path),
 * since the emitted copy is compiled from another directory (the driver's
 * temporary one, CMake's build tree) where the name as written would find
 * another file or none.  So the comparison below is of what the host view
 * emits there too: that directive, not the header's text.  The main file's
 * own barriers are still compared.
 */
static void same_includes_as(Program *dev, const Program *host)
{
    for (int i = 0; i < dev->nincludes; i++) {
        struct IncludeSite *d = &dev->includes[i];
        if (d->as_written)
            continue; /* a directive that stays already (a skipped branch's, a rewritten #include_next) */
        bool in_host = false;
        for (int k = 0; k < host->nincludes && !in_host; k++) {
            const struct IncludeSite *h = &host->includes[k];
            in_host = !h->as_written && h->from && d->from && strcmp(h->from->name, d->from->name) == 0 &&
                      h->pos - h->from->base == d->pos - d->from->base;
        }
        /* (one that read nothing, its file read before and once or guarded, stays nothing: as a directive
         * the compile would read the file again, whose text the copy holds: red team rt33) */
        d->as_written = !in_host && (d->to || d->lang);
        d->drop = !in_host && !d->to && !d->lang;
    }
}

/*
 * The mirror image: an #include the host view read and a device pass did
 * not (under #ifndef __CUDA_ARCH__) stays a directive too, naming the file
 * the host view read, so that each pass reads what the checker read for
 * it.  Its text was checked in the host view; nvcc's device passes skip
 * it, and the host pass compiles no device code from it.
 */
static void host_only_includes(Program *host, const Program *dev)
{
    for (int i = 0; i < host->nincludes; i++) {
        struct IncludeSite *h = &host->includes[i];
        if (h->as_written || h->lang || !h->from || !h->path)
            continue;
        bool in_dev = false;
        for (int k = 0; k < dev->nincludes && !in_dev; k++) {
            const struct IncludeSite *d = &dev->includes[k];
            in_dev = !d->as_written && d->from && strcmp(h->from->name, d->from->name) == 0 &&
                     h->pos - h->from->base == d->pos - d->from->base;
        }
        h->as_written = !in_dev;
    }
}

/*
 * The directives that stay as written in `from`, with the file they name,
 * given to `to` at the same place of each reading of the same file there
 * (the host view skipped them, another device pass may too): every view
 * then emits the same directive.
 */
static void adopt_written_includes(Program *to, const Program *from)
{
    for (int i = 0; i < from->nincludes; i++) {
        const struct IncludeSite *d = &from->includes[i];
        /* the directives that stay, and those of one view that read nothing, which every view drops */
        bool drop = d->drop;
        if ((!d->as_written && !drop) || !d->path || !d->from)
            continue;
        uint32_t off = d->pos - d->from->base;
        for (int f = 0; f < to->nfiles; f++) {
            File *tf = to->files[f];
            if (!tf->base || off >= tf->size || strcmp(tf->name, d->from->name) != 0)
                continue;
            bool have = false;
            for (int k = 0; k < to->nincludes && !have; k++)
                have = to->includes[k].from == tf && to->includes[k].pos == tf->base + off;
            if (!have)
                program_add_include(to, (struct IncludeSite){.from = tf, .pos = tf->base + off, .name_end = d->name_end,
                                                           .lang = d->lang, .as_written = !drop, .path = d->path,
                                                           .import = d->import, .drop = drop});
        }
    }
}

/* Where two views' emitted texts part: the line each writes there, as a note at `at`. */
static void note_first_difference(Token *at, const char *host, const char *dev, int arch)
{
    const char *a = host, *b = dev, *la = host, *lb = dev;
    for (; *a && *a == *b; a++, b++)
        if (*a == '\n')
            la = a + 1, lb = b + 1;
    int na = (int)strcspn(la, "\n"), nb = (int)strcspn(lb, "\n");
    note(at, "the host view writes '%.*s' where __CUDA_ARCH__=%d writes '%.*s'", na > 160 ? 160 : na, la, arch,
         nb > 160 ? 160 : nb, lb);
}

bool check_device_passes(const char *path, const FrontendOptions *fe, const int *archs, int narchs, Program *host,
                         void (*emit)(Program *, FILE *), Program **devs)
{
    bool same = true;
    Program **progs = devs ? devs : NEW_ARRAY(Program *, narchs > 0 ? narchs : 1);
    bool *ok = NEW_ARRAY(bool, narchs > 0 ? narchs : 1);
    for (int i = 0; i < narchs; i++) {
        FrontendOptions dev = *fe;
        const char **defs = NEW_ARRAY(const char *, fe->n_defines + 5);
        for (int k = 0; k < fe->n_defines; k++)
            defs[k] = fe->defines[k];
        dev.defines = defs;
        dev.n_defines = fe->n_defines + cuda_device_defines(archs, narchs, i, defs + fe->n_defines);
        int before = diag_error_count();
        include_reset();
        parse_reset();
        diag_device_pass(true);
        Program *prog = parse_program(path, &dev);
        progs[i] = prog;
        if (prog && diag_error_count() == before)
            check_program(prog);
        diag_device_pass(false);
        ok[i] = prog && diag_error_count() == before;
        if (!ok[i]) {
            if (prog && prog->cuda_arch_test)
                note(prog->cuda_arch_test, "in the device pass for sm_%d%s, __CUDA_ARCH__=%d (--cuda-arch)",
                     cuda_arch_number(archs[i]) / 10, archs[i] % 10 == ARCH_SPECIFIC ? "a"
                                                      : archs[i] % 10 == ARCH_FAMILY ? "f" : "",
                     cuda_arch_number(archs[i]));
            same = false;
        }
    }
    if (!emit)
        return same;
    /* Every view's emitted file names the device-only and host-only headers alike (above). */
    for (int i = 0; i < narchs; i++)
        if (ok[i])
            host_only_includes(host, progs[i]);
    for (int i = 0; i < narchs; i++)
        if (ok[i]) {
            same_includes_as(progs[i], host);
            adopt_written_includes(host, progs[i]);
        }
    for (int i = 0; i < narchs; i++)
        if (ok[i])
            adopt_written_includes(progs[i], host);
    char *want = render(host, emit);
    for (int i = 0; i < narchs && want; i++) {
        if (!ok[i])
            continue;
        char *got = render(progs[i], emit);
        if (got && strcmp(got, want) != 0) {
            diag(DIAG_ERROR, progs[i]->cuda_arch_test, "P106",
                 "the checked output for __CUDA_ARCH__=%d differs from the host view's: one emitted file cannot "
                 "hold barriers that only some passes need", cuda_arch_number(archs[i]));
            note_first_difference(progs[i]->cuda_arch_test, want, got, cuda_arch_number(archs[i]));
            same = false;
        }
        free(got);
    }
    free(want);
    return same;
}
