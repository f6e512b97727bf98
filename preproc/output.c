/*
 * output.c - writing a file prism-check was asked to write, so that a
 * failure never damages what was there before.
 *
 * The policy (docs/SPEC.md, "Output files"):
 *
 *   - The text is rendered in memory first, then written with every
 *     write() checked: stdio's fclose() can return 0 after a failed
 *     buffered write, and errno is lost by then.
 *   - A regular file (or a path that does not exist yet) is replaced
 *     atomically: the text goes to a temporary created exclusively
 *     (mkostemp: O_CREAT|O_EXCL, so a symlink planted at that name is never
 *     followed) in the same directory, is fsync'ed, and is renamed over the
 *     path only if that is still a regular file or absent.  On any failure
 *     the temporary is removed and the old file is untouched.
 *   - A character device or a FIFO (/dev/null, /dev/stdout on a terminal or
 *     a pipe, a named pipe) is written in place, opened without O_TRUNC:
 *     renaming over a device would replace it for the whole machine.  So are
 *     /dev/stdout, /dev/stderr, /dev/fd/N and /proc/...: they name an open
 *     descriptor, and replacing the file behind it would lose what the
 *     shell writes there.
 *   - A symlink named as output is refused, dangling or not: following it
 *     would replace a file the user did not name (run as root, a link
 *     planted at the output's path could point anywhere).  gcc follows it;
 *     here the user names the target itself.
 *   - Directories, block devices and sockets are refused, and so is a path
 *     that is one of the inputs (same device and inode: hard links and
 *     symlinks included), main file or included.
 *   - A regular file the user may not write is refused, as gcc does (the
 *     rename would otherwise replace a read-only file).
 *   - "-" is standard output.
 *   - A signal that ends the run while a temporary exists (SIGINT, SIGTERM,
 *     SIGHUP) removes it first.
 */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "output.h"

/* The text fn prints, in a malloc'ed buffer; NULL only when memory ran out. */
static char *render(Program *prog, void (*fn)(Program *, FILE *), size_t *len)
{
    char *buf = NULL;
    FILE *mem = open_memstream(&buf, len);
    if (!mem)
        return NULL;
    fn(prog, mem);
    bool bad = ferror(mem) != 0;
    if (fclose(mem) != 0 || bad) {
        free(buf);
        return NULL;
    }
    return buf;
}

/* Every byte, or -1 with errno from the write that failed. */
static int write_all(int fd, const char *p, size_t n)
{
    while (n > 0) {
        ssize_t w = write(fd, p, n);
        if (w < 0) {
            if (errno == EINTR)
                continue;
            return -1;
        }
        if (w == 0) { /* no progress and no error: do not spin */
            errno = EIO;
            return -1;
        }
        p += w;
        n -= (size_t)w;
    }
    return 0;
}

static bool fail(const char *path, int err)
{
    diag_fatal_io("cannot write '%s': %s", path, strerror(err));
    return false;
}

/* The input file of prog that path names (same file, however reached), or NULL. */
static const char *input_named(const char *path, Program *prog)
{
    struct stat out, in;
    if (stat(path, &out) != 0)
        return NULL;
    for (int i = 0; prog && i < prog->nfiles; i++)
        if (stat(prog->files[i]->name, &in) == 0 && in.st_dev == out.st_dev && in.st_ino == out.st_ino)
            return prog->files[i]->name;
    return NULL;
}

bool output_is_input(const char *path, const char *input)
{
    struct stat out, in;
    return stat(path, &out) == 0 && stat(input, &in) == 0 && in.st_dev == out.st_dev &&
           in.st_ino == out.st_ino;
}

static bool write_in_place(const char *path, const char *text, size_t len, bool truncate)
{
    int fd = open(path, O_WRONLY | O_NOCTTY | O_CLOEXEC | (truncate ? O_TRUNC : 0));
    if (fd < 0)
        return fail(path, errno);
    if (write_all(fd, text, len) != 0) {
        int e = errno;
        close(fd);
        return fail(path, e);
    }
    if (close(fd) != 0 && errno != EINTR)
        return fail(path, errno);
    return true;
}

/* "DIR/.BASE.XXXXXX" beside target. */
static char *temp_template(const char *target)
{
    const char *slash = strrchr(target, '/');
    size_t dirlen = slash ? (size_t)(slash - target) + 1 : 0;
    const char *base = slash ? slash + 1 : target;
    char *t = malloc(dirlen + strlen(base) + 10);
    if (!t)
        return NULL;
    memcpy(t, target, dirlen);
    strcpy(t + dirlen, ".");
    strcat(t + dirlen, base);
    strcat(t + dirlen, ".XXXXXX");
    return t;
}

/* The temporary being written, for the signal handler to remove. */
static char *volatile pending_tmp;

static void remove_pending(int sig)
{
    char *t = pending_tmp;
    if (t)
        unlink(t); /* async-signal-safe */
    signal(sig, SIG_DFL);
    raise(sig);
}

static void watch_signals(void)
{
    static bool done;
    if (done)
        return;
    done = true;
    const int sigs[] = {SIGINT, SIGTERM, SIGHUP};
    for (int i = 0; i < 3; i++) {
        struct sigaction sa, old;
        memset(&sa, 0, sizeof sa);
        sa.sa_handler = remove_pending;
        sigemptyset(&sa.sa_mask);
        /* A signal the caller ignores (nohup) stays ignored. */
        if (sigaction(sigs[i], NULL, &old) == 0 && old.sa_handler != SIG_IGN)
            sigaction(sigs[i], &sa, NULL);
    }
}

/* The mode a replacement gets: the old file's, or what open(0666) would give. */
static mode_t new_mode(const struct stat *old, bool existed)
{
    if (existed)
        return old->st_mode & 07777;
    mode_t mask = umask(0);
    umask(mask);
    return 0666 & ~mask;
}

static bool replace(const char *path, const char *target, const char *text, size_t len)
{
    struct stat old;
    bool existed = stat(target, &old) == 0;
    if (existed && access(target, W_OK) != 0)
        return fail(path, errno);
    char *tmp = temp_template(target);
    if (!tmp)
        return fail(path, ENOMEM);
    watch_signals();
    int fd = mkostemp(tmp, O_CLOEXEC);
    if (fd < 0) {
        int e = errno;
        free(tmp);
        return fail(path, e);
    }
    pending_tmp = tmp;
    int e = 0;
    if (fchmod(fd, new_mode(&old, existed)) != 0 || write_all(fd, text, len) != 0 || fsync(fd) != 0)
        e = errno;
    if (existed && !e) /* keep the owner where we may (root replacing a user's file) */
        (void)!fchown(fd, old.st_uid, old.st_gid);
    if (close(fd) != 0 && !e && errno != EINTR)
        e = errno;
    struct stat now;
    if (!e && lstat(target, &now) == 0 && !S_ISREG(now.st_mode))
        e = EEXIST; /* replaced by something else meanwhile: never rename over it */
    if (!e && rename(tmp, target) != 0)
        e = errno;
    if (e)
        unlink(tmp);
    pending_tmp = NULL;
    free(tmp);
    return e ? fail(path, e) : true;
}

bool output_write(const char *path, Program *prog, void (*fn)(Program *, FILE *))
{
    if (strcmp(path, "-") == 0) {
        size_t len = 0;
        char *text = render(prog, fn, &len);
        if (!text)
            return fail("standard output", ENOMEM);
        fflush(stdout); /* after what is already buffered there */
        bool ok = write_all(STDOUT_FILENO, text, len) == 0 || fail("standard output", errno);
        free(text);
        return ok;
    }
    const char *input = input_named(path, prog);
    if (input) {
        diag_fatal_io("cannot write '%s': it is the input file '%s'", path, input);
        return false;
    }
    struct stat lst, st;
    bool exists = lstat(path, &lst) == 0;
    if (!exists && errno != ENOENT)
        return fail(path, errno);
    if (exists && stat(path, &st) != 0) {
        /* The refusal is of the link, whatever it leads to: say so, not
         * "No such file or directory" about a name the user sees. */
        if (S_ISLNK(lst.st_mode) && errno == ENOENT) {
            diag_fatal_io("cannot write '%s': it is a symbolic link (dangling); name the file it points to if "
                          "that is the output", path);
            return false;
        }
        return fail(path, errno); /* a link loop */
    }
    size_t len = 0;
    int errors = diag_error_count();
    char *text = render(prog, fn, &len);
    if (!text)
        return fail(path, ENOMEM);
    if (diag_error_count() > errors) { /* the emitter refused (P106): keep the previous output */
        free(text);
        return true;
    }
    bool ok;
    /* Names of open descriptors, whatever they lead to. */
    bool magic = strncmp(path, "/proc/", 6) == 0 || strncmp(path, "/dev/fd/", 8) == 0 ||
                 strcmp(path, "/dev/stdout") == 0 || strcmp(path, "/dev/stderr") == 0;
    if (!exists) {
        ok = replace(path, path, text, len);
    } else if (S_ISCHR(st.st_mode) || S_ISFIFO(st.st_mode)) {
        ok = write_in_place(path, text, len, false);
    } else if (!S_ISREG(st.st_mode)) {
        ok = S_ISDIR(st.st_mode) ? fail(path, EISDIR) : (diag_fatal_io("cannot write '%s': not a regular file, character device or FIFO", path), false);
    } else if (magic) {
        ok = write_in_place(path, text, len, true);
    } else if (S_ISLNK(lst.st_mode)) {
        diag_fatal_io("cannot write '%s': it is a symbolic link; name the file it points to if that is the output",
                      path);
        ok = false;
    } else {
        ok = replace(path, path, text, len);
    }
    free(text);
    return ok;
}
