/*
 * once.c - which files said #pragma once, and whether a file about to be
 * read is one of them, as gcc decides it: the same file by any name (a
 * symbolic or a hard link: the same device and inode), or a file with the
 * same size, modification time and contents (gcc's test, which takes a
 * copy made with `cp -p` for the file itself).  A file read twice where
 * the compilers read it once is a redefinition in the emitted copy.
 */
#include <string.h>
#include <sys/stat.h>

#include "prism_check.h"

typedef struct Once Once;
struct Once {
    Once *next;
    const char *path;
    struct stat st;
};

static Once *onces;

void once_reset(void)
{
    onces = NULL;
}

void once_mark(const char *path)
{
    struct stat st;
    if (!path || stat(path, &st) != 0)
        return;
    for (Once *o = onces; o; o = o->next)
        if (o->st.st_dev == st.st_dev && o->st.st_ino == st.st_ino)
            return;
    Once *o = NEW(Once);
    o->path = arena_strdup(path);
    o->st = st;
    o->next = onces;
    onces = o;
}

/* The two files' bytes are equal (both read whole; either unreadable: not the same). */
static bool same_contents(const char *a, const char *b)
{
    size_t na = 0, nb = 0;
    const char *why;
    char *ta = pp_read_file(a, &na, &why);
    char *tb = ta ? pp_read_file(b, &nb, &why) : NULL;
    return tb && na == nb && memcmp(ta, tb, na) == 0;
}

bool once_seen(const char *path)
{
    struct stat st;
    if (!onces || stat(path, &st) != 0)
        return false;
    for (Once *o = onces; o; o = o->next) {
        if (o->st.st_dev == st.st_dev && o->st.st_ino == st.st_ino)
            return true;
        if (o->st.st_size == st.st_size && o->st.st_mtime == st.st_mtime && same_contents(o->path, path))
            return true;
    }
    return false;
}
