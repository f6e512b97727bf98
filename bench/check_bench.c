/*
 * bench/check_bench.c - how fast prism-check checks, and that the time is
 * linear in the input.
 *
 * Generates translation units of about 10k, 100k and 1M lines by
 * repeating a device function and a kernel that use every common
 * construct (group, partition, claim, split, shared allocation, calls,
 * loops, expressions), each copy with its own names, and times:
 *
 *   check_speed/full/N    front end + type system (what `make check` runs)
 *   check_speed/parse/N   front end only (lexer, #if/#define, parser)
 *   check_speed/emit/N    full check, then the checked translation unit
 *                         written out (what `prism-check -o` adds: the
 *                         barrier plan and the emitter; goal: within 2x
 *                         of full, flat across N)
 *
 * Reported: wall time per run (memory faults included, so real time),
 * lines_per_second, peak_bytes_per_line: how much the peak resident size
 * (getrusage ru_maxrss) of a fresh process grows while it checks the input
 * once, per line (a child `check_bench --memory-probe MODE N` measures it,
 * so that no earlier run's peak hides it), and arena_bytes_per_line: what
 * the checker allocated, without the arena's chunk rounding.  The goal is >= 500k lines/s,
 * flat across N.  The input must check clean; a diagnostic fails the run.
 *
 *   $(BUILD)/bench/check_bench --benchmark_out=check.json --benchmark_out_format=json
 */
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <unistd.h>

#include "gbench.h"
#include "prism_check.h"

/* One unit of input: 55 lines, names suffixed with %1$d. */
static const char unit[] =
    "PRISM_DEVICE(void, f%1$d, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0),\n"
    "             PRISM_PARAM(const float *, a, THREAD(32)),\n"
    "             PRISM_PARAM(float *, c, THREAD(32)),\n"
    "             PRISM_PARAM(int, ld, THREAD(32)))\n"
    "{\n"
    "    PRISM_AT(THREAD(1)) const int x = (int)PRISM_ID(THREAD(1));\n"
    "    PRISM_AT(THREAD(1)) const int row = x / 4;\n"
    "    PRISM_AT(THREAD(1)) const int col = x %% 4;\n"
    "    float acc[4];\n"
    "    for (int i = 0; i < 4; i++) {\n"
    "        acc[i] = a[(row + i) * ld + col] * 2.0f + (float)i;\n"
    "    }\n"
    "    /* Each lane writes its own elements. */\n"
    "    PRISM_PARTITION(c_th, c, THREAD(1), row * ld + col) {\n"
    "        PRISM_GROUP(THREAD(1)) {\n"
    "            c_th[0] = acc[0] + acc[1];\n"
    "            c_th[1] = acc[2] - acc[3];\n"
    "        }\n"
    "    }\n"
    "}\n"
    "\n"
    "PRISM_KERNEL(k%1$d, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(1024),\n"
    "             PRISM_PARAM(const float *, in, GRID(1)),\n"
    "             PRISM_PARAM(float *, out, GRID(1)),\n"
    "             PRISM_PARAM(int, n, GRID(1)))\n"
    "{\n"
    "    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 128;\n"
    "    PRISM_PARTITION(out_blk, out, BLOCK(1), base) {\n"
    "        PRISM_GROUP(BLOCK(1)) {\n"
    "            PRISM_SHARED(float, tile, 128);\n"
    "            PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));\n"
    "            PRISM_PARTITION(tile_th, tile, THREAD(1), t) {\n"
    "                PRISM_GROUP(THREAD(1)) {\n"
    "                    if (t < 128)\n"
    "                        tile_th[0] = base + t < n ? in[base + t] : 0.0f;\n"
    "                }\n"
    "            }\n"
    "            PRISM_CLAIM(tile_w, tile, THREAD(32)) {\n"
    "                PRISM_SPLIT(WARP) {\n"
    "                    PRISM_CASE(1) {\n"
    "                        PRISM_CALL(f%1$d, tile_w, tile_w, 4);\n"
    "                    }\n"
    "                }\n"
    "            }\n"
    "            PRISM_PARTITION(o_th, out_blk, THREAD(1), t) {\n"
    "                PRISM_GROUP(THREAD(1)) {\n"
    "                    if (t < 128 && base + t < n)\n"
    "                        o_th[0] = tile[t];\n"
    "                }\n"
    "            }\n"
    "        }\n"
    "    }\n"
    "}\n"
    "\n";

enum { UNIT_LINES = 55 };

typedef struct {
    char *text;
    size_t len;
    int64_t lines;
} Source;

/* At least `lines` lines of distinct copies of the unit. */
static Source generate(int64_t lines)
{
    Source s = {0};
    int64_t copies = (lines + UNIT_LINES - 1) / UNIT_LINES;
    size_t cap = (size_t)copies * (sizeof(unit) + 64) + 1;
    s.text = malloc(cap);
    if (!s.text)
        abort();
    for (int64_t i = 0; i < copies; i++) {
        int n = snprintf(s.text + s.len, cap - s.len, unit, (int)i);
        if (n < 0 || (size_t)n >= cap - s.len)
            abort();
        s.len += (size_t)n;
    }
    s.lines = copies * UNIT_LINES;
    return s;
}

static FILE *sink;

static long maxrss_kib(void)
{
    struct rusage ru;
    return getrusage(RUSAGE_SELF, &ru) == 0 ? ru.ru_maxrss : -1;
}

/*
 * --memory-probe full|parse N: check N generated lines once and print the
 * growth of the peak resident size over what the source text itself takes,
 * in bytes per line.
 */
static int memory_probe(const char *mode, const char *n)
{
    Source src = generate(strtoll(n, NULL, 10));
    diag_set_stream(sink);
    long before = maxrss_kib();
    Program *prog = parse_program_text("bench.cu", src.text, src.len, NULL);
    if (strcmp(mode, "full") == 0 && prog && diag_error_count() == 0)
        check_program(prog);
    long after = maxrss_kib();
    if (diag_error_count() || before < 0 || after < 0)
        return 1;
    printf("%.1f %.1f\n", (double)(after - before) * 1024.0 / (double)src.lines,
           (double)arena_used() / (double)src.lines);
    return 0;
}

/* Peak and arena bytes per line of one check, from a fresh process; -1 if unknown. */
static void bytes_per_line(bool full, int64_t lines, double *peak, double *arena)
{
    *peak = *arena = -1;
    char self[4096], cmd[4200];
    ssize_t n = readlink("/proc/self/exe", self, sizeof self - 1);
    if (n <= 0)
        return;
    self[n] = '\0';
    snprintf(cmd, sizeof cmd, "'%s' --memory-probe %s %lld", self, full ? "full" : "parse",
             (long long)lines);
    FILE *p = popen(cmd, "r");
    if (!p)
        return;
    double a, b;
    bool ok = fscanf(p, "%lf %lf", &a, &b) == 2;
    if (pclose(p) == 0 && ok) {
        *peak = a;
        *arena = b;
    }
}

enum { PARSE, FULL, EMIT };

static void run(gb_state_t *st, int mode)
{
    bool full = mode != PARSE;
    Source src = generate(gb_arg(st, 0));
    diag_set_stream(sink);
    int errors = 0;
    while (gb_keep_running(st)) {
        Program *prog = parse_program_text("bench.cu", src.text, src.len, NULL);
        if (full && prog && diag_error_count() == 0)
            check_program(prog);
        if (mode == EMIT && prog && diag_error_count() == 0)
            emit_program(prog, sink);
        errors += diag_error_count();
        prism_reset();
    }
    if (errors)
        gb_skip_with_error(st, "the generated source does not check clean");
    gb_counter(st, "lines_per_second", (double)src.lines, GB_RATE_PER_ITER);
    gb_counter(st, "lines", (double)src.lines, GB_PLAIN);
    double peak, arena;
    bytes_per_line(full, gb_arg(st, 0), &peak, &arena);
    gb_counter(st, "peak_bytes_per_line", peak, GB_PLAIN);
    gb_counter(st, "arena_bytes_per_line", arena, GB_PLAIN);
    gb_items_processed(st, gb_iterations_done(st) * src.lines);
    free(src.text);
}

static void bm_full(gb_state_t *st, void *user)
{
    (void)user;
    run(st, FULL);
}

static void bm_emit(gb_state_t *st, void *user)
{
    (void)user;
    run(st, EMIT);
}

static void bm_parse(gb_state_t *st, void *user)
{
    (void)user;
    run(st, PARSE);
}

int main(int argc, char **argv)
{
    sink = fopen("/dev/null", "w");
    if (!sink)
        return 1;
    if (argc == 4 && strcmp(argv[1], "--memory-probe") == 0)
        return memory_probe(argv[2], argv[3]);
    static const int64_t sizes[] = {10000, 100000, 1000000};
    gb_bench_t *full = gb_register("check_speed/full", bm_full, NULL);
    gb_bench_t *parse = gb_register("check_speed/parse", bm_parse, NULL);
    gb_bench_t *emit = gb_register("check_speed/emit", bm_emit, NULL);
    gb_bench_t *all[] = {full, parse, emit};
    for (int b = 0; b < 3; b++) {
        for (int i = 0; i < 3; i++)
            gb_args(all[b], &sizes[i], 1);
        gb_arg_name(all[b], "lines");
        gb_real_time(all[b]);
        gb_unit(all[b], GB_MS);
        gb_repetitions(all[b], 3, 0);
        gb_min_warmup_time(all[b], 0.5); /* the first run maps the arena */
    }
    int rc = gb_main(argc, argv);
    fclose(sink);
    return rc;
}
