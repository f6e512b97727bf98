/*
 * parse_decl.c - declarations: specifiers, declarators, initializers,
 * typedefs (struct, union and enum bodies are parse_tag.c's).
 *
 * Attributes and CUDA qualifiers that do not matter for checking
 * (__attribute__, __align__, __launch_bounds__, __forceinline__) are
 * skipped where C allows them.
 */
#include <string.h>

#include "prism_check.h"

/*
 * declspec = (storage | qualifier | cuda-qualifier | attribute | "PRISM_AT" "(" persp ")"
 *            | specifier-macro | type-specifier)+
 *
 * The basic type words are counted into one type as C allows them in any
 * order ("unsigned long int", "long unsigned").
 */
Type *declspec(Token **rest, Token *tok, DeclAttr *attr)
{
    Type *ty = NULL;
    bool is_const = false, is_volatile = false, is_unsigned = false, is_signed = false;
    int longs = 0, shorts = 0;
    TypeKind basic = TY_INT;
    bool has_basic = false;
    Token *start = tok, *static_tok = NULL, *shared_tok = NULL;
    if (attr)
        attr->persp.level = PL_NONE;

    bool layout_odd = false; /* Type.layout_unknown */
    for (;;) {
        Token *before_attr = tok;
        tok = skip_attributes(tok);
        layout_odd |= tok != before_attr;
        if (equal(tok, "PRISM_AT")) {
            Token *at = tok;
            tok = skip(tok->next, "(");
            Persp p = persp(&tok, tok, false);
            tok = skip(tok, ")");
            if (attr) {
                if (attr->persp.level != PL_NONE && !attr->persp.poisoned) {
                    diag(DIAG_ERROR, at, "P100", "a second PRISM_AT in one declaration");
                    note(attr->persp.tok, "the first is here");
                }
                attr->persp = p;
            } else {
                syntax_error(at, "PRISM_AT is not allowed in a type name");
            }
            continue;
        }
        if (equal(tok, "PRISM_UNSAFE") && attr) {
            attr->is_unsafe = true;
            tok = tok->next;
            continue;
        }
        if (tok->kind != TK_IDENT)
            break;
        if (equal(tok, "const") || equal(tok, "__const") || equal(tok, "__const__")) {
            is_const = true;
        } else if (equal(tok, "volatile") || equal(tok, "__volatile__")) {
            is_volatile = true;
        } else if (equal(tok, "restrict") || equal(tok, "__restrict__") || equal(tok, "__restrict") ||
                   equal(tok, "_Atomic") || equal(tok, "auto") || equal(tok, "register") ||
                   equal(tok, "_Noreturn") || equal(tok, "_Thread_local") || equal(tok, "thread_local") ||
                   equal(tok, "__thread") || equal(tok, "__forceinline__") || equal(tok, "__noinline__") ||
                   equal(tok, "__managed__") || equal(tok, "__grid_constant__") || equal(tok, "_Complex")) {
            /* accepted, no effect on checking (but a complex number is two) */
            layout_odd |= equal(tok, "_Complex");
        } else if (equal(tok, "static")) {
            if (attr) attr->is_static = true;
            static_tok = tok;
        } else if (equal(tok, "extern")) {
            if (attr) attr->is_extern = true;
            if (tok->next->kind == TK_STR) { /* extern "C": external_decl checked a leading one */
                if (!attr || !attr->linkage || tok != start)
                    diag(DIAG_ERROR, tok, "P100",
                         "a linkage specification ('extern %.*s') must begin a declaration at file scope",
                         tok->next->len, tok->next->loc);
                tok = tok->next;
            }
        } else if (equal(tok, "inline") || equal(tok, "__inline__") || equal(tok, "__inline")) {
            if (attr) attr->is_inline = true;
        } else if (equal(tok, "typedef")) {
            if (attr) attr->is_typedef = true;
            else syntax_error(tok, "'typedef' is not allowed here");
        } else if (equal(tok, "__device__")) {
            if (attr) attr->is_device = true;
        } else if (equal(tok, "__global__")) {
            if (attr) attr->is_global = true;
        } else if (equal(tok, "__host__")) {
            if (attr) attr->is_host = true;
        } else if (equal(tok, "__shared__")) {
            if (attr) attr->is_cuda_shared = true;
            shared_tok = tok;
        } else if (equal(tok, "__constant__")) {
            if (attr) attr->is_cuda_constant = true;
        } else if (equal(tok, "void") || equal(tok, "_Bool") || equal(tok, "bool") || equal(tok, "char") ||
                   equal(tok, "int") || equal(tok, "float") || equal(tok, "double") || equal(tok, "__int128")) {
            if (ty || (has_basic && !equal(tok, "int") && !equal(tok, "double"))) {
                syntax_error(tok, "two or more data types in declaration specifiers");
                break;
            }
            if (!(has_basic && (equal(tok, "int") || equal(tok, "double")))) {
                basic = equal(tok, "void") ? TY_VOID : equal(tok, "_Bool") || equal(tok, "bool") ? TY_BOOL
                        : equal(tok, "char") ? TY_CHAR : equal(tok, "float") ? TY_FLOAT
                        : equal(tok, "double") ? TY_DOUBLE : equal(tok, "__int128") ? TY_LONG : TY_INT;
                layout_odd |= equal(tok, "__int128");
            } else if (equal(tok, "double")) {
                basic = TY_DOUBLE;
            }
            has_basic = true;
        } else if (equal(tok, "short")) {
            shorts++;
            has_basic = true;
        } else if (equal(tok, "long")) {
            longs++;
            has_basic = true;
        } else if (equal(tok, "unsigned")) {
            is_unsigned = true;
        } else if (equal(tok, "signed") || equal(tok, "__signed__") || equal(tok, "__signed")) {
            is_signed = true;
        } else if (equal(tok, "struct") || equal(tok, "union")) {
            if (ty || has_basic) {
                syntax_error(tok, "two or more data types in declaration specifiers");
                break;
            }
            ty = struct_union(&tok, tok);
            continue;
        } else if (equal(tok, "enum")) {
            if (ty || has_basic) {
                syntax_error(tok, "two or more data types in declaration specifiers");
                break;
            }
            ty = enum_specifier(&tok, tok);
            continue;
        } else if ((equal(tok, "typeof") || equal(tok, "__typeof__") || equal(tok, "__typeof")) &&
                   equal(tok->next, "(")) {
            Token *t = tok;
            tok = tok->next->next;
            if (is_typename(tok))
                ty = typename_(&tok, tok);
            else {
                expr(&tok, tok);
                ty = new_type(TY_NAMED, t);
                ty->name = t;
            }
            tok = skip(tok, ")");
            continue;
        } else if (spec_macro(tok)) {
            /* PRISM_HOST_API, PRISM_DEVFN, ...: specifiers by another name */
        } else if (!ty && !has_basic && !is_unsigned && !is_signed && !is_keyword(tok) &&
                   (!is_prism_name(tok) || equal(tok, "PRISM_TENSOR_MAP"))) {
            /* A typedef name, or an unknown name in a type's place (PRISM_TENSOR_MAP is a type: prism/hopper.h). */
            Symbol *s = lookup(tok);
            if (s && s->kind != SYM_TYPEDEF)
                break;
            if (!s && tok != start && !(tok->next->kind == TK_IDENT || equal(tok->next, "*") ||
                                        equal(tok->next, "&") || equal(tok->next, ")")))
                break;
            if (s && s->diverges)
                divergent_use(tok, s);
            if (s && s->ty) {
                ty = NEW(Type);
                *ty = *s->ty;
                ty->typedef_sym = s;
                ty->tok = tok;
            } else {
                ty = new_type(TY_NAMED, tok);
                ty->name = tok;
            }
        } else {
            break;
        }
        tok = tok->next;
    }

    if (tok == start) {
        syntax_error(tok, "expected a type before '%.*s'", tok->len, tok->loc);
    }
    if (!ty) {
        layout_odd |= longs && basic == TY_DOUBLE; /* long double */
        if (longs)
            basic = basic == TY_DOUBLE ? TY_DOUBLE : TY_LONG;
        else if (shorts)
            basic = TY_SHORT;
        ty = new_type(has_basic || is_unsigned || is_signed ? basic : TY_INT, start);
        ty->is_unsigned = is_unsigned;
    } else if (has_basic || is_unsigned || is_signed) {
        syntax_error(start, "two or more data types in declaration specifiers");
    }
    ty->is_const |= is_const;
    ty->is_volatile |= is_volatile;
    if (layout_odd && !ty->layout_unknown) {
        if (ty->kind == TY_STRUCT || ty->kind == TY_ENUM) { /* the tag's own type is shared: mark a copy */
            Type *c = NEW(Type);
            *c = *ty;
            ty = c;
        }
        ty->layout_unknown = true;
    }
    /*
     * The emulator's __shared__ is `static _Thread_local` (prism/emu/emu.h),
     * so `static __shared__`, legal CUDA, would say static twice: the
     * emitted file spells this __shared__ as one emit.c defines without
     * static for the emulator (red team A3 9).  Inside a macro's expansion
     * there is no token of the file to respell: said here, not left to the
     * emulator's compiler as "duplicate static".
     */
    if (attr && static_tok && shared_tok && !shared_tok->exp)
        parse_rewrite(shared_tok, "PRISM__SHARED_AFTER_STATIC");
    else if (attr && static_tok && shared_tok) {
        Macro *m = tok_macro(shared_tok);
        diag(DIAG_ERROR, shared_tok, "P100",
             "'static __shared__' with __shared__ from macro '%s': the emulator's build spells __shared__ with "
             "its own static and cannot respell it inside a macro; drop the 'static' (a __shared__ variable of a "
             "function lives for the block without it)",
             m ? m->name : "?");
    }
    *rest = tok;
    return ty;
}

/* ---- declarators ------------------------------------------------------------------ */

/* pointers = ("*" ("const" | "volatile" | "restrict" | attribute)*)* */
static Type *pointers(Token **rest, Token *tok, Type *ty)
{
    while (equal(tok, "*") || equal(tok, "&")) {
        ty = pointer_to(ty);
        ty->tok = tok;
        tok = tok->next;
        for (;;) {
            tok = skip_attributes(tok);
            if (equal(tok, "const") || equal(tok, "__const"))
                ty->is_const = true;
            else if (equal(tok, "volatile") || equal(tok, "__volatile__"))
                ty->is_volatile = true;
            else if (equal(tok, "restrict") || equal(tok, "__restrict__") || equal(tok, "__restrict"))
                ty->is_restrict = true;
            else if (equal(tok, "_Atomic"))
                ;
            else
                break;
            tok = tok->next;
        }
    }
    *rest = tok;
    return ty;
}

/* param-list = "(" ("void" | param ("," param)* ("," "...")?)? ")" */
static Type *func_params(Token **rest, Token *tok, Type *ret)
{
    Type *fn = new_type(TY_FUNC, tok);
    fn->base = ret;
    tok = tok->next; /* '(' */
    push_scope();    /* prototype scope: parameter names do not leak */
    while (!equal(tok, ")") && tok->kind != TK_EOF) {
        if (equal(tok, "...")) {
            tok = tok->next;
            break;
        }
        DeclAttr attr = {0};
        Type *base = declspec(&tok, tok, &attr);
        Token *name = NULL;
        declarator(&tok, tok, base, &name);
        if (parse_failed())
            break;
        if (!equal(tok, ","))
            break;
        tok = tok->next;
    }
    pop_scope();
    *rest = skip(tok, ")");
    return fn;
}

/* array-dims = ("[" ("static" | qualifier)* const-expr? "]")* */
static Type *type_suffix(Token **rest, Token *tok, Type *ty)
{
    if (equal(tok, "("))
        return func_params(rest, tok, ty);
    if (equal(tok, "[")) {
        Token *lb = tok;
        tok = tok->next;
        while (equal(tok, "static") || equal(tok, "const") || equal(tok, "restrict") || equal(tok, "__restrict__"))
            tok = tok->next;
        Node *len = NULL;
        if (!equal(tok, "]"))
            len = conditional(&tok, tok);
        tok = skip(tok, "]");
        if (!nest_enter(lb)) {
            *rest = tok;
            return ty;
        }
        ty = type_suffix(&tok, tok, ty);
        nest_leave();
        Type *arr = new_type(TY_ARRAY, lb);
        arr->base = ty;
        arr->array_len_expr = len;
        int64_t v;
        if (len && const_eval(len, &v) && v >= 0)
            arr->array_len = v;
        *rest = tok;
        return arr;
    }
    *rest = tok;
    return ty;
}

/*
 * declarator = pointers ("(" declarator ")" | ident)? type-suffix attribute*
 *
 * In `int (*p)[4]` the suffix after the parentheses applies before the
 * declarator inside them.  The inner declarator is parsed once around a
 * placeholder base type; the suffix is read; then the placeholder is
 * replaced by the real base.  (Parsing the inner part twice, as chibicc
 * does, is exponential in the nesting depth: a fuzzer found that.)
 * *name is NULL for an abstract declarator.
 */
Type *declarator(Token **rest, Token *tok, Type *ty, Token **name)
{
    *name = NULL;
    if (!nest_enter(tok)) {
        *rest = tok;
        return ty;
    }
    ty = pointers(&tok, tok, ty);
    tok = skip_attributes(tok);
    if (equal(tok, "(") && !is_typename(tok->next) && !equal(tok->next, ")")) {
        Type *hole = new_type(TY_VOID, tok);
        Type *inner = declarator(&tok, tok->next, hole, name);
        tok = skip(tok, ")");
        ty = type_suffix(&tok, tok, ty);
        /* Plug the outer type into the hole at the bottom of the inner chain. */
        if (inner == hole) {
            inner = ty;
        } else {
            Type *t = inner;
            while (t->base && t->base != hole)
                t = t->base;
            t->base = ty;
        }
        *rest = skip_attributes(tok);
        nest_leave();
        return inner;
    }
    if (tok->kind == TK_IDENT && !is_keyword(tok)) {
        *name = tok;
        tok = tok->next;
    }
    ty = type_suffix(&tok, tok, ty);
    *rest = skip_attributes(tok);
    nest_leave();
    return ty;
}

/* type-name = declspec abstract-declarator */
Type *typename_(Token **rest, Token *tok)
{
    Type *base = declspec(&tok, tok, NULL);
    Token *name;
    Type *ty = declarator(&tok, tok, base, &name);
    if (name)
        syntax_error(name, "unexpected name '%.*s' in a type", name->len, name->loc);
    *rest = tok;
    return ty;
}

/* ---- declarations ------------------------------------------------------------------- */

/*
 * initializer = "{" (designation? initializer ("," designation? initializer)* ","?)? "}"
 *             | assign
 * designation = ("." ident | "[" const-expr "]")+ "="
 */
Node *initializer(Token **rest, Token *tok)
{
    if (!equal(tok, "{"))
        return assign(rest, tok);
    Node *list = new_node(ND_INIT_LIST, tok);
    if (!nest_enter(tok)) {
        *rest = recover(tok);
        return list;
    }
    tok = tok->next;
    Node head = {0}, *cur = &head;
    while (!equal(tok, "}") && tok->kind != TK_EOF && !parse_failed()) {
        Node *item;
        if (equal(tok, ".") || equal(tok, "[")) {
            item = new_node(ND_DESIG, tok);
            if (equal(tok, ".")) {
                if (tok->next->kind != TK_IDENT)
                    syntax_error(tok->next, "expected a member name after '.'");
                item->name = tok->next;
                tok = tok->next->next;
            } else {
                item->lhs = conditional(&tok, tok->next);
                tok = skip(tok, "]");
            }
            /* Nested designators (.a.b, [1][2]) keep the first. */
            while (equal(tok, ".") || equal(tok, "[")) {
                if (equal(tok, "."))
                    tok = tok->next->next;
                else {
                    conditional(&tok, tok->next);
                    tok = skip(tok, "]");
                }
            }
            tok = skip(tok, "=");
            item->rhs = initializer(&tok, tok);
        } else {
            item = initializer(&tok, tok);
        }
        cur = cur->next = item;
        list->nargs++;
        if (!equal(tok, ","))
            break;
        tok = tok->next;
    }
    list->args = head.next;
    nest_leave();
    *rest = skip(tok, "}");
    return list;
}

/*
 * declaration = declspec (declarator ("=" initializer)? ("," declarator ("=" initializer)?)*)? ";"
 *
 * base and attr come from a declspec the caller already read.  Returns an
 * ND_DECL whose body lists one ND_DECLARATOR per declared name.
 */
Node *declaration(Token **rest, Token *tok, Type *base, DeclAttr *attr)
{
    Node *decl = new_node(ND_DECL, tok);
    Node head = {0}, *cur = &head;
    bool first = true;
    while (!equal(tok, ";") && tok->kind != TK_EOF) {
        if (!first)
            tok = skip(tok, ",");
        first = false;
        if (parse_failed())
            break;
        Token *name = NULL;
        Token *start = tok;
        Type *ty = declarator(&tok, tok, base, &name);
        if (!name) {
            syntax_error(start, "expected a name in the declaration before '%.*s'", start->len, start->loc);
            break;
        }
        tok = skip_attributes(tok);
        if (attr->is_typedef && attribute_between(start, tok)) {
            /* typedef float v4f __attribute__((vector_size(16))): not four bytes */
            Type *c = NEW(Type);
            *c = *ty;
            c->layout_unknown = true;
            ty = c;
        }
        Node *d = new_node(ND_DECLARATOR, name);
        Symbol *sym = declare(name, attr->is_typedef ? SYM_TYPEDEF : ty->kind == TY_FUNC ? SYM_FUNC : SYM_VAR, ty);
        sym->persp = attr->persp;
        sym->is_static = attr->is_static;
        sym->is_extern = attr->is_extern;
        /* A static or extern local is one variable for every thread of the
         * grid, not a register: memory, as a file-scope one (SPEC 6.1). */
        if (sym->kind == SYM_VAR && (attr->is_static || attr->is_extern))
            sym->is_global = true;
        sym->is_cuda_shared = attr->is_cuda_shared;
        sym->is_cuda_constant = attr->is_cuda_constant;
        sym->decl = d;
        d->sym = sym;
        if (equal(tok, "=")) {
            if (attr->is_typedef)
                syntax_error(tok, "a typedef cannot have an initializer");
            /* nvcc refuses it; the emulator's __shared__ (a thread-local static)
             * would start each block with what the last one left (red team e1). */
            else if (attr->is_cuda_shared)
                diag(DIAG_ERROR, tok, "P100",
                     "a __shared__ variable cannot have an initializer (nvcc: \"initializer not allowed for "
                     "__shared__ variable\"): each block's copy starts undefined");
            if (attr->is_cuda_shared && !attr->is_typedef)
                diag_fix("declare it without the initializer and set it in the kernel from one thread before the "
                         "others read it (PRISM_ONE { x = 0; }, or in PRISM_UNSAFE: if (threadIdx.x == 0) x = 0; "
                         "__syncthreads();)");
            d->init = initializer(&tok, tok->next);
        }
        cur = cur->next = d;
        if (parse_failed())
            break;
    }
    decl->body = head.next;
    *rest = skip(tok, ";");
    return decl;
}

/* static-assert = ("_Static_assert" | "static_assert") "(" const-expr ("," string)? ")" ";" */
Node *static_assert_(Token **rest, Token *tok)
{
    Node *n = new_node(ND_STATIC_ASSERT, tok);
    tok = skip(tok->next, "(");
    n->lhs = conditional(&tok, tok);
    if (equal(tok, ",")) {
        tok = tok->next;
        while (tok->kind == TK_STR)
            tok = tok->next;
    }
    tok = skip(tok, ")");
    *rest = skip(tok, ";");
    int64_t v;
    if (!parse_failed() && const_require(n->lhs, "a static assertion", &v) && v == 0)
        diag(DIAG_ERROR, n->tok, "P100", "static assertion failed");
    return n;
}

