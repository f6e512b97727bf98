/*
 * vec.c - a growable, NULL-terminable argument vector.  The strings are
 * borrowed (argv, literals, or owned by tmp.c), never copied.
 */
#include <stdio.h>
#include <stdlib.h>

#include "driver.h"

static void reserve(Vec *a, int n)
{
    if (n <= a->cap)
        return;
    int cap = a->cap ? a->cap * 2 : 16;
    while (cap < n)
        cap *= 2;
    a->v = realloc(a->v, (size_t)cap * sizeof *a->v);
    if (!a->v) {
        perror("prism driver");
        exit(2);
    }
    a->cap = cap;
}

void vec_push(Vec *a, const char *s)
{
    reserve(a, a->n + 2); /* room for the terminator */
    a->v[a->n++] = s;
}

void vec_cat(Vec *a, const Vec *b)
{
    for (int i = 0; i < b->n; i++)
        vec_push(a, b->v[i]);
}

const char *const *vec_end(Vec *a)
{
    reserve(a, a->n + 1);
    a->v[a->n] = NULL;
    return a->v;
}

void vec_free(Vec *a)
{
    free(a->v);
    *a = (Vec){0};
}
