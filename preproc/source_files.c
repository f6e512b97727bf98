/*
 * source_files.c - which files the checker reads, and reading them: a
 * regular file whole (or standard input, once), whether a path is one of
 * the DSL's own headers, and the folder quoted includes are searched from.
 * include.c decides what to read; this is how.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "prism_check.h"

/*
 * "-" is standard input, as for gcc.  Read once and kept: each device pass
 * (archs.c) reads the input file again, and the arenas are reset between
 * files.
 */
static char *stdin_text;
static size_t stdin_size;
static const char *stdin_why;

static char *read_stdin(size_t *size, const char **why)
{
    if (!stdin_text && !stdin_why) {
        size_t cap = 1 << 16, n = 0;
        char *buf = malloc(cap);
        while (buf) {
            n += fread(buf + n, 1, cap - n, stdin);
            if (n < cap)
                break;
            if (cap > LIMIT_FILE_BYTES) {
                stdin_why = "file too large";
                break;
            }
            char *grown = realloc(buf, cap * 2);
            if (!grown)
                free(buf);
            buf = grown;
            cap *= 2;
        }
        if (!buf)
            stdin_why = "out of memory";
        else if (ferror(stdin))
            stdin_why = strerror(errno);
        if (stdin_why)
            free(buf);
        else
            stdin_text = buf, stdin_size = n;
    }
    if (stdin_why) {
        *why = stdin_why;
        return NULL;
    }
    char *copy = arena_alloc(stdin_size + 1);
    memcpy(copy, stdin_text, stdin_size);
    copy[stdin_size] = '\0';
    *size = stdin_size;
    return copy;
}

/*
 * Read a regular file whole.  Returns NULL with *why set (an errno-like
 * message) when it cannot be read or is too large.
 */
char *pp_read_file(const char *path, size_t *size, const char **why)
{
    if (strcmp(path, "-") == 0)
        return read_stdin(size, why);
    FILE *fp = fopen(path, "rb");
    if (!fp) {
        *why = strerror(errno);
        return NULL;
    }
    struct stat st;
    if (fstat(fileno(fp), &st) != 0 || !S_ISREG(st.st_mode)) {
        *why = "not a regular file";
        fclose(fp);
        return NULL;
    }
    if ((unsigned long long)st.st_size > LIMIT_FILE_BYTES) {
        *why = "file too large";
        fclose(fp);
        return NULL;
    }
    size_t cap = (size_t)st.st_size + 1, n = 0;
    char *buf = arena_alloc(cap + 1);
    for (;;) {
        size_t got = fread(buf + n, 1, cap - n, fp);
        n += got;
        if (got == 0 || n == cap)
            break;
    }
    if (n == cap) { /* grew while we read: refuse rather than chase it */
        *why = "file changed while being read";
        fclose(fp);
        return NULL;
    }
    fclose(fp);
    buf[n] = '\0';
    *size = n;
    return buf;
}

bool pp_file_exists(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 && S_ISREG(st.st_mode);
}

/*
 * The headers that make up the language: their code is the DSL's own and
 * is not checked, so the set is closed.  A file is one of them only if it
 * is prism.h beside a prism/ directory, or has one of these names inside
 * that directory: a user's header that happens to live there (a copied
 * install, a project folder named prism/) is checked like any other.
 * tests/suites/21-preproc.sh fails when include/prism/ gains a header
 * this list lacks.
 */
static const char *const lang_headers[] = {
    "ctx.h",         "cuda.h",     "host.h",       "intrinsics.h", "launch.h",    "pp.h",
    "scopes.h",      "signature.h", "sync.h",      "hopper.h",     "hopper_cuda.h", "pipeline.h",
    "tensor_map.h",  "emu/atomics.h", "emu/bits.h", "emu/emu.h",   "emu/hopper.h", "emu/vector_types.h",
    "emu/warp.h",    "emu/half.h", "emu/cuda_fp16.h", "emu/simd.h", "emu/mathx.h", "emu/dpx.h",
};

static bool is_lang_header_name(const char *rel)
{
    for (size_t i = 0; i < sizeof lang_headers / sizeof *lang_headers; i++)
        if (strcmp(rel, lang_headers[i]) == 0)
            return true;
    return false;
}

bool pp_is_lang_file(const char *path)
{
    const char *slash = strrchr(path, '/');
    const char *base = slash ? slash + 1 : path;
    if (strcmp(base, "prism.h") == 0) {
        char *dir = arena_printf("%.*sprism", (int)(base - path), path);
        struct stat st;
        return stat(dir, &st) == 0 && S_ISDIR(st.st_mode);
    }
    for (const char *p = path; (p = strstr(p, "prism/")); p++) {
        if (p != path && p[-1] != '/')
            continue;
        if (!is_lang_header_name(p + strlen("prism/")))
            continue;
        char *top = arena_printf("%.*sprism.h", (int)(p - path), path);
        if (pp_file_exists(top))
            return true;
    }
    return false;
}

char *pp_dir_of(const char *path)
{
    const char *slash = strrchr(path, '/');
    return slash ? arena_strndup(path, (size_t)(slash - path)) : arena_strdup(".");
}
