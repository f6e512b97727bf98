/*
 * pp_digraph_tokens.cu - the digraphs <: :> <% %> are [ ] { } (C17 6.4.6p3):
 * gcc and nvcc accept them anywhere, and so does the checker.  Spelling
 * them in a macro's # keeps the digraph.
 */
#include "prism.h"
#define STR(x) #x
static const char spelt[] = STR(<:); /* "<:", as gcc and nvcc spell it */
PRISM_KERNEL(k, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0), PRISM_PARAM(float *, x, GRID(1)))
<%
    PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(w, x, THREAD(1), i) <%
        PRISM_GROUP(THREAD(1)) <% float t = w<:0:>; w<:0:> = t * 2.0f; %>
    %>
%>
/*
 * check-name: the digraphs <: :> <% %> read as [ ] { }
 * check-command: prism-check --cuda-arch=none -o /dev/null $file
 */
