/*
 * libc_names.c - macros the C library's headers define, which the checker
 * never reads (system headers are skipped, SPEC 13) and the compilers
 * always may: nvcc includes <limits.h>, <stdint.h>, <math.h>, ... before
 * every .cu through cuda_runtime.h.  An #if on one of them, in a checked
 * body, is read as undefined by the checker and as defined by gcc and
 * nvcc (P107, pp_taint.c).  The names are C17's (7.x of the headers device
 * code uses) and glibc's common extensions of them (M_PI, PATH_MAX, the
 * POSIX errno values), and those of the POSIX headers a host part of a
 * .cu file includes (unistd.h, sys/param.h, signal.h, fcntl.h, sys/wait.h,
 * sys/stat.h, sys/mman.h, pthread.h, ...).
 */
#include <string.h>

#include "prism_check.h"

typedef struct {
    const char *header;
    const char *const *names;
} Header;

static const char *const limits_h[] = {
    "CHAR_BIT", "SCHAR_MIN", "SCHAR_MAX", "UCHAR_MAX", "CHAR_MIN", "CHAR_MAX", "MB_LEN_MAX", "SHRT_MIN",
    "SHRT_MAX", "USHRT_MAX", "INT_MIN", "INT_MAX", "UINT_MAX", "LONG_MIN", "LONG_MAX", "ULONG_MAX", "LLONG_MIN",
    "LLONG_MAX", "ULLONG_MAX", "SSIZE_MAX", "PATH_MAX", "NAME_MAX", "PIPE_BUF", "LONG_BIT", "WORD_BIT",
    "CHAR_WIDTH", "SCHAR_WIDTH", "UCHAR_WIDTH", "SHRT_WIDTH", "USHRT_WIDTH", "INT_WIDTH", "UINT_WIDTH",
    "LONG_WIDTH", "ULONG_WIDTH", "LLONG_WIDTH", "ULLONG_WIDTH", NULL,
};
static const char *const stdint_h[] = {
    "INTPTR_MIN", "INTPTR_MAX", "UINTPTR_MAX", "INTMAX_MIN", "INTMAX_MAX", "UINTMAX_MAX", "PTRDIFF_MIN",
    "PTRDIFF_MAX", "SIG_ATOMIC_MIN", "SIG_ATOMIC_MAX", "SIZE_MAX", "WCHAR_MIN", "WCHAR_MAX", "WINT_MIN",
    "WINT_MAX", "INTMAX_C", "UINTMAX_C", "INTPTR_WIDTH", "UINTPTR_WIDTH", "INTMAX_WIDTH", "UINTMAX_WIDTH",
    "PTRDIFF_WIDTH", "SIZE_WIDTH", NULL,
};
static const char *const float_h[] = {
    "FLT_RADIX", "FLT_ROUNDS", "FLT_EVAL_METHOD", "DECIMAL_DIG", NULL,
};
static const char *const math_h[] = {
    "HUGE_VAL", "HUGE_VALF", "HUGE_VALL", "INFINITY", "NAN", "FP_INFINITE", "FP_NAN", "FP_NORMAL",
    "FP_SUBNORMAL", "FP_ZERO", "FP_FAST_FMA", "FP_FAST_FMAF", "FP_FAST_FMAL", "FP_ILOGB0", "FP_ILOGBNAN",
    "MATH_ERRNO", "MATH_ERREXCEPT", "math_errhandling", "isfinite", "isinf", "isnan", "isnormal", "signbit",
    "fpclassify", "isgreater", "isgreaterequal", "isless", "islessequal", "islessgreater", "isunordered", NULL,
};
static const char *const stddef_h[] = {"NULL", "offsetof", NULL};
static const char *const stdbool_h[] = {"bool", "true", "false", NULL};
static const char *const errno_h[] = {
    "errno", "EDOM", "ERANGE", "EILSEQ", "EPERM", "ENOENT", "EINTR", "EIO", "EBADF", "EAGAIN", "ENOMEM",
    "EACCES", "EFAULT", "EBUSY", "EEXIST", "EINVAL", "ENOSPC", "ENOSYS", "EOVERFLOW", "ETIMEDOUT", "ENOTSUP",
    NULL,
};
static const char *const stdio_h[] = {
    "EOF", "BUFSIZ", "FILENAME_MAX", "FOPEN_MAX", "L_tmpnam", "TMP_MAX", "SEEK_SET", "SEEK_CUR", "SEEK_END",
    "stdin", "stdout", "stderr", "P_tmpdir", "_IOFBF", "_IOLBF", "_IONBF", "L_ctermid", NULL,
};
static const char *const stdlib_h[] = {"EXIT_SUCCESS", "EXIT_FAILURE", "RAND_MAX", "MB_CUR_MAX", NULL};
static const char *const other_h[] = {
    "assert", "va_start", "va_arg", "va_end", "va_copy", "alignas", "alignof", "noreturn", "CLOCKS_PER_SEC",
    "TIME_UTC", "WEOF", NULL,
};

/* POSIX's and glibc's headers a host part of a .cu file includes (red team rt22: STDERR_FILENO, MAX, SIGINT). */
static const char *const unistd_h[] = {
    "STDIN_FILENO", "STDOUT_FILENO", "STDERR_FILENO", "F_OK", "R_OK", "W_OK", "X_OK", "SEEK_DATA", "SEEK_HOLE",
    "_POSIX_VERSION", "_POSIX2_VERSION", "_XOPEN_VERSION", "_SC_PAGESIZE", "_SC_PAGE_SIZE", "_SC_NPROCESSORS_ONLN",
    "_SC_NPROCESSORS_CONF", "_SC_CLK_TCK", "_SC_OPEN_MAX", "_PC_PATH_MAX", "_PC_NAME_MAX", NULL,
};
static const char *const param_h[] = {
    "MAX", "MIN", "MAXPATHLEN", "MAXHOSTNAMELEN", "MAXSYMLINKS", "NBBY", "HZ", "NOFILE", "NGROUPS", "howmany",
    "roundup", "powerof2", "setbit", "clrbit", "isset", "isclr", "BYTE_ORDER", "LITTLE_ENDIAN", "BIG_ENDIAN",
    "PDP_ENDIAN", "DEV_BSIZE", "EXEC_PAGESIZE", "CANBSIZ", NULL,
};
static const char *const signal_h[] = {
    "SIGABRT", "SIGALRM", "SIGBUS", "SIGCHLD", "SIGCLD", "SIGCONT", "SIGFPE", "SIGHUP", "SIGILL", "SIGINT",
    "SIGKILL", "SIGPIPE", "SIGQUIT", "SIGSEGV", "SIGSTOP", "SIGTERM", "SIGTRAP", "SIGTSTP", "SIGTTIN", "SIGTTOU",
    "SIGUSR1", "SIGUSR2", "SIGWINCH", "SIGXCPU", "SIGXFSZ", "SIGSYS", "SIGPROF", "SIGVTALRM", "SIGURG", "SIGPOLL",
    "SIGIO", "SIGPWR", "SIGSTKFLT", "SIGIOT", "SIGRTMIN", "SIGRTMAX", "SIG_DFL", "SIG_IGN", "SIG_ERR", "SIG_BLOCK",
    "SIG_UNBLOCK", "SIG_SETMASK", "NSIG", "_NSIG", "SA_RESTART", "SA_SIGINFO", "SA_NOCLDSTOP", "SA_NOCLDWAIT",
    "SA_ONSTACK", "SA_RESETHAND", "SA_NODEFER", "SIGSTKSZ", "MINSIGSTKSZ", NULL,
};
static const char *const fcntl_h[] = {
    "O_RDONLY", "O_WRONLY", "O_RDWR", "O_ACCMODE", "O_CREAT", "O_EXCL", "O_NOCTTY", "O_TRUNC", "O_APPEND",
    "O_NONBLOCK", "O_NDELAY", "O_DSYNC", "O_SYNC", "O_RSYNC", "O_DIRECTORY", "O_NOFOLLOW", "O_CLOEXEC", "O_DIRECT",
    "O_TMPFILE", "O_PATH", "O_LARGEFILE", "O_NOATIME", "O_ASYNC", "F_GETFD", "F_SETFD", "F_GETFL", "F_SETFL",
    "F_GETLK", "F_SETLK", "F_SETLKW", "F_DUPFD", "F_DUPFD_CLOEXEC", "FD_CLOEXEC", "AT_FDCWD",
    "AT_SYMLINK_NOFOLLOW", "AT_REMOVEDIR", "AT_EMPTY_PATH", NULL,
};
static const char *const sys_h[] = {
    /* <sys/wait.h> */
    "WEXITSTATUS", "WIFEXITED", "WIFSIGNALED", "WTERMSIG", "WIFSTOPPED", "WSTOPSIG", "WIFCONTINUED", "WNOHANG",
    "WUNTRACED", "WCONTINUED", "WCOREDUMP",
    /* <sys/stat.h> */
    "S_IRWXU", "S_IRUSR", "S_IWUSR", "S_IXUSR", "S_IRWXG", "S_IRGRP", "S_IWGRP", "S_IXGRP", "S_IRWXO", "S_IROTH",
    "S_IWOTH", "S_IXOTH", "S_ISUID", "S_ISGID", "S_ISVTX", "S_IFMT", "S_IFDIR", "S_IFREG", "S_IFLNK", "S_IFCHR",
    "S_IFBLK", "S_IFIFO", "S_IFSOCK", "S_ISDIR", "S_ISREG", "S_ISLNK", "S_ISCHR", "S_ISBLK", "S_ISFIFO", "S_ISSOCK",
    /* <sys/mman.h> */
    "PROT_READ", "PROT_WRITE", "PROT_EXEC", "PROT_NONE", "MAP_SHARED", "MAP_PRIVATE", "MAP_ANONYMOUS", "MAP_ANON",
    "MAP_FIXED", "MAP_FAILED", "MAP_NORESERVE", "MAP_POPULATE", "MAP_HUGETLB", "MAP_STACK", "MS_SYNC", "MS_ASYNC",
    "MS_INVALIDATE", "MADV_DONTNEED", "MADV_WILLNEED", "MADV_NORMAL", "MADV_SEQUENTIAL", "MADV_RANDOM",
    /* <pthread.h>, <dirent.h>, <time.h>'s POSIX part, <locale.h>, <setjmp.h>, <endian.h> */
    "PTHREAD_MUTEX_INITIALIZER", "PTHREAD_COND_INITIALIZER", "PTHREAD_RWLOCK_INITIALIZER", "PTHREAD_ONCE_INIT",
    "PTHREAD_CREATE_JOINABLE", "PTHREAD_CREATE_DETACHED", "PTHREAD_STACK_MIN", "PTHREAD_CANCELED", "DT_DIR",
    "DT_REG", "DT_LNK", "DT_UNKNOWN", "DT_FIFO", "DT_SOCK", "DT_CHR", "DT_BLK", "CLOCK_REALTIME",
    "CLOCK_MONOTONIC", "CLOCK_MONOTONIC_RAW", "CLOCK_PROCESS_CPUTIME_ID", "CLOCK_THREAD_CPUTIME_ID",
    "CLOCK_BOOTTIME", "TIMER_ABSTIME", "LC_ALL", "LC_CTYPE", "LC_NUMERIC", "LC_TIME", "LC_COLLATE", "LC_MONETARY",
    "LC_MESSAGES", "setjmp", "sigsetjmp", "htobe16", "htole16", "be16toh", "le16toh", "htobe32", "htole32",
    "be32toh", "le32toh", "htobe64", "htole64", "be64toh", "le64toh", NULL,
};

static const Header headers[] = {
    {"<limits.h>", limits_h}, {"<stdint.h>", stdint_h}, {"<float.h>", float_h},
    {"<math.h>", math_h},     {"<stddef.h>", stddef_h}, {"<stdbool.h>", stdbool_h},
    {"<errno.h>", errno_h},   {"<stdio.h>", stdio_h},   {"<stdlib.h>", stdlib_h},
    {"<assert.h>, <stdarg.h>, <stdalign.h>, <time.h>, ...", other_h},
    {"<unistd.h>", unistd_h}, {"<sys/param.h>", param_h}, {"<signal.h>", signal_h},
    {"<fcntl.h>", fcntl_h},   {"<sys/wait.h>, <sys/stat.h>, <sys/mman.h>, <pthread.h>, ...", sys_h},
};

/* s[0..len) is prefix p followed by one of the words in list (NULL-terminated). */
static bool prefix_then(const char *s, int len, const char *p, const char *const *list)
{
    int n = (int)strlen(p);
    if (len <= n || memcmp(s, p, (size_t)n))
        return false;
    for (; *list; list++)
        if ((int)strlen(*list) == len - n && !memcmp(s + n, *list, (size_t)(len - n)))
            return true;
    return false;
}

/* (U)INT8_MAX, INT_LEAST16_MIN, UINT_FAST64_WIDTH, INT32_C, ...: <stdint.h>'s families. */
static bool stdint_family(const char *s, int len)
{
    static const char *const widths[] = {"8", "16", "32", "64", NULL};
    static const char *const kinds[] = {"_MIN", "_MAX", "_WIDTH", "_C", NULL};
    const char *e = s + len;
    if (e - s > 0 && *s == 'U')
        s++;
    if (e - s < 3 || memcmp(s, "INT", 3))
        return false;
    s += 3;
    if (e - s >= 6 && !memcmp(s, "_LEAST", 6))
        s += 6;
    else if (e - s >= 5 && !memcmp(s, "_FAST", 5))
        s += 5;
    for (const char *const *w = widths; *w; w++) {
        int n = (int)strlen(*w);
        if (e - s > n && !memcmp(s, *w, (size_t)n) && prefix_then(s, (int)(e - s), *w, kinds))
            return true;
    }
    return false;
}

/* PRId32, SCNxMAX, PRIuPTR, PRIdLEAST8, ...: <inttypes.h>'s format macros. */
static bool inttypes_family(const char *s, int len)
{
    static const char *const rest[] = {"8",  "16",     "32",     "64",     "LEAST8", "LEAST16", "LEAST32", "LEAST64",
                                       "FAST8", "FAST16", "FAST32", "FAST64", "MAX",    "PTR",     NULL};
    if (len < 5 || (memcmp(s, "PRI", 3) && memcmp(s, "SCN", 3)) || !strchr("diouxX", s[3]))
        return false;
    return prefix_then(s + 3, len - 3, (char[]){s[3], 0}, rest);
}

/* FLT_MAX, DBL_EPSILON, LDBL_MANT_DIG, ...: <float.h>'s per-type limits. */
static bool float_family(const char *s, int len)
{
    static const char *const what[] = {"MANT_DIG", "DIG",     "MIN_EXP",     "MIN_10_EXP",  "MAX_EXP",  "MAX_10_EXP",
                                       "MAX",      "EPSILON", "MIN",         "TRUE_MIN",    "DECIMAL_DIG",
                                       "HAS_SUBNORM", "NORM_MAX", "SNAN", NULL};
    return prefix_then(s, len, "FLT_", what) || prefix_then(s, len, "DBL_", what) ||
           prefix_then(s, len, "LDBL_", what);
}

/* M_PI, M_SQRT1_2l, M_Ef, ...: glibc <math.h>'s constants, in each of its spellings. */
static bool math_constant(const char *s, int len)
{
    static const char *const base[] = {"E",    "LOG2E", "LOG10E", "LN2",      "LN10",    "PI",        "PI_2",
                                       "PI_4", "1_PI",  "2_PI",   "2_SQRTPI", "SQRT2",   "SQRT1_2",   NULL};
    for (int cut = len; cut > 2 && cut >= len - 5; cut--) {
        /* After the name: nothing, l (long double), or f with digits or x (glibc's _FloatN ones). */
        bool suffix_ok = cut == len || (s[cut] == 'l' && cut + 1 == len) || s[cut] == 'f';
        for (int k = cut + 1; suffix_ok && cut < len && s[cut] == 'f' && k < len; k++)
            suffix_ok = (s[k] >= '0' && s[k] <= '9') || s[k] == 'x';
        if (suffix_ok && prefix_then(s, cut, "M_", base))
            return true;
    }
    return false;
}

const char *libc_macro_header(const char *s, int len)
{
    if (stdint_family(s, len))
        return "<stdint.h>";
    if (inttypes_family(s, len))
        return "<inttypes.h>";
    if (float_family(s, len))
        return "<float.h>";
    if (math_constant(s, len))
        return "<math.h>";
    if (len > 3 && !memcmp(s, "FE_", 3))
        return "<fenv.h>";
    for (size_t h = 0; h < sizeof headers / sizeof *headers; h++)
        for (const char *const *n = headers[h].names; *n; n++)
            if ((int)strlen(*n) == len && !memcmp(*n, s, (size_t)len))
                return headers[h].header;
    return NULL;
}
