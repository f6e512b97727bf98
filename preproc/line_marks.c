/*
 * line_marks.c - #line: the file names and line numbers the user asked for.
 *
 * Generated sources (a parser generator's output, a template expanded by a
 * script) say with #line where each part came from; gcc and nvcc report
 * their errors there, and so must the checker, or a user is sent to the
 * generated file's physical lines.  The physical positions stay what the
 * tokens carry: only what is shown changes.
 */
#include "prism_check.h"

struct LineMark {
    int from;         /* the first physical line it numbers */
    int line;         /* that line's number */
    const char *name; /* its file's name */
};

void file_add_line_mark(File *f, int from, int line, const char *name)
{
    const char *prev = f->nmarks ? f->marks[f->nmarks - 1].name : f->name;
    if (f->nmarks == f->capmarks) { /* the arena frees nothing: grow by doubling */
        f->capmarks = f->capmarks ? 2 * f->capmarks : 8;
        struct LineMark *m = arena_alloc(sizeof *m * (size_t)f->capmarks);
        for (int i = 0; i < f->nmarks; i++)
            m[i] = f->marks[i];
        f->marks = m;
    }
    f->marks[f->nmarks++] = (struct LineMark){from, line, name ? name : prev};
}

const char *file_display(const File *f, int *line)
{
    int lo = 0, hi = f->nmarks; /* the first mark past *line */
    while (lo < hi) {
        int mid = (lo + hi) / 2;
        if (f->marks[mid].from <= *line)
            lo = mid + 1;
        else
            hi = mid;
    }
    if (lo == 0)
        return f->name;
    const struct LineMark *m = &f->marks[lo - 1];
    *line = m->line + (*line - m->from);
    return m->name;
}
