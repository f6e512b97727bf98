/*
 * libc_names.c - macros the C library's headers define, which the checker
 * never reads (system headers are skipped, SPEC 13) and the compilers
 * always may: nvcc includes <limits.h>, <stdint.h>, <math.h>, ... before
 * every .cu through cuda_runtime.h.  An #if on one of them, in a checked
 * body, is read as undefined by the checker and as defined by gcc and
 * nvcc (P107, pp_taint.c).  The names are C17's (7.x of the headers device
 * code uses) and glibc's common extensions of them (M_PI, PATH_MAX, the
 * POSIX errno values).
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
    "stdin", "stdout", "stderr", NULL,
};
static const char *const stdlib_h[] = {"EXIT_SUCCESS", "EXIT_FAILURE", "RAND_MAX", "MB_CUR_MAX", NULL};
static const char *const other_h[] = {
    "assert", "va_start", "va_arg", "va_end", "va_copy", "alignas", "alignof", "noreturn", "CLOCKS_PER_SEC",
    "TIME_UTC", "WEOF", NULL,
};

static const Header headers[] = {
    {"<limits.h>", limits_h}, {"<stdint.h>", stdint_h}, {"<float.h>", float_h},
    {"<math.h>", math_h},     {"<stddef.h>", stddef_h}, {"<stdbool.h>", stdbool_h},
    {"<errno.h>", errno_h},   {"<stdio.h>", stdio_h},   {"<stdlib.h>", stdlib_h},
    {"<assert.h>, <stdarg.h>, <stdalign.h>, <time.h>, ...", other_h},
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
