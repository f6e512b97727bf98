/*
 * columns.c - which column a byte of a source line is in, as a reader counts.
 *
 * The tokens carry byte columns; a line with non-ASCII text in it (a
 * comment in German, a string in Japanese) puts its bytes and its
 * characters apart.  gcc (-fdiagnostics-column-unit=display, its default)
 * prints the display column: one per UTF-8 character, two for the wide
 * East Asian ones, none for combining marks, a tab to the next multiple of
 * its -ftabstop (8).  The caret must land under the character, and the
 * `file:line:col:` prefix must agree with gcc's for the same line.  SARIF
 * counts what its columnKind says: Unicode code points, a tab one.
 *
 * Bytes that are not UTF-8 count one each, as gcc counts them.
 */
#include "prism_check.h"

#define TABSTOP 8 /* gcc's -ftabstop default */

/* The code point at *p (advancing *p past it), or -1 for a byte that starts
 * none.  The text is NUL-terminated (a file's contents are): a sequence cut
 * short ends at a byte that continues none. */
static int32_t decode(const unsigned char **p)
{
    const unsigned char *s = *p;
    int n = s[0] >= 0xF0 && s[0] <= 0xF4 ? 3 : s[0] >= 0xE0 && s[0] < 0xF0 ? 2 : s[0] >= 0xC2 && s[0] < 0xE0 ? 1 : 0;
    if (s[0] < 0x80 || n == 0) {
        *p = s + 1;
        return s[0] < 0x80 ? s[0] : -1;
    }
    int32_t cp = s[0] & (0x3F >> n);
    for (int i = 1; i <= n; i++) {
        if ((s[i] & 0xC0) != 0x80) {
            *p = s + 1;
            return -1;
        }
        cp = (cp << 6) | (s[i] & 0x3F);
    }
    *p = s + n + 1;
    return cp;
}

/* Columns a code point takes in a terminal: gcc's table, in its main ranges. */
static int width(int32_t cp)
{
    static const int32_t zero[][2] = {{0x0300, 0x036F}, {0x200B, 0x200F}, {0xFE00, 0xFE0F}};
    static const int32_t wide[][2] = {
        {0x1100, 0x115F},   {0x231A, 0x231B},   {0x2329, 0x232A},   {0x2E80, 0x303E}, {0x3041, 0x33FF},
        {0x3400, 0x4DBF},   {0x4E00, 0x9FFF},   {0xA000, 0xA4CF},   {0xAC00, 0xD7A3}, {0xF900, 0xFAFF},
        {0xFE30, 0xFE4F},   {0xFF00, 0xFF60},   {0xFFE0, 0xFFE6},   {0x1F300, 0x1F64F},
        {0x1F900, 0x1F9FF}, {0x20000, 0x2FFFD}, {0x30000, 0x3FFFD},
    };
    for (size_t i = 0; i < sizeof zero / sizeof *zero; i++)
        if (cp >= zero[i][0] && cp <= zero[i][1])
            return 0;
    for (size_t i = 0; i < sizeof wide / sizeof *wide; i++)
        if (cp >= wide[i][0] && cp <= wide[i][1])
            return 2;
    return 1;
}

int text_column(const char *line, const char *loc, bool code_points)
{
    const unsigned char *p = (const unsigned char *)line, *end = (const unsigned char *)loc;
    int col = 0;
    while (p < end) {
        int32_t cp = decode(&p);
        if (code_points)
            col++;
        else if (cp == '\t')
            col = (col / TABSTOP + 1) * TABSTOP;
        else
            col += cp < 0 ? 1 : width(cp);
    }
    return col + 1;
}

void text_pad_to(FILE *out, const char *line, const char *loc)
{
    const unsigned char *p = (const unsigned char *)line, *end = (const unsigned char *)loc;
    while (p < end) {
        int32_t cp = decode(&p);
        if (cp == '\t')
            fputc('\t', out); /* the line above keeps its tabs: so does the caret's */
        else
            for (int w = cp < 0 ? 1 : width(cp); w > 0; w--)
                fputc(' ', out);
    }
}
