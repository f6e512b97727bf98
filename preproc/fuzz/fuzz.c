/*
 * preproc/fuzz/fuzz.c - libFuzzer harness over prism-check's front end and
 * checking passes (make fuzz FUZZ_SECONDS=N; clang-14 with
 * -fsanitize=fuzzer,address,undefined).
 *
 * Each input is one translation unit named fuzz.cu.  It may include the
 * DSL and library headers from the source tree (so seeds from the check
 * corpus reach the type system), but nothing else: includes are
 * sandboxed to relative names under those directories.  The run mirrors
 * the driver: front end, then, on a clean parse, the type system, the
 * synchronization report and the emitter, all writing to /dev/null.
 * Everything is dropped with prism_reset() after each input, so memory
 * stays bounded by one input.  -DPRISM_FUZZ_NO_SYNC (make fuzz
 * FUZZ_DEFS=-DPRISM_FUZZ_NO_SYNC) leaves the synchronization pass out, to
 * fuzz the front end and type system alone.  A crash, a sanitizer report, a timeout or
 * the RSS limit is a bug: bad input must only ever produce diagnostics.
 */
#include <stdint.h>
#include <stdlib.h>

#include "prism_check.h"

#ifndef PRISM_SOURCE_DIR
#define PRISM_SOURCE_DIR "."
#endif

static FILE *sink;
static const char *dirs[] = {PRISM_SOURCE_DIR "/include", PRISM_SOURCE_DIR "/kernels",
                             PRISM_SOURCE_DIR "/lib-cub-like"};

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (!sink) {
        sink = fopen("/dev/null", "w");
        if (!sink)
            abort();
        diag_set_color(0);
    }
    diag_set_stream(sink);
    FrontendOptions opt = {0};
    opt.include_dirs = dirs;
    opt.n_include_dirs = 3;
    opt.sandbox_includes = true;
    Program *prog = parse_program_text("fuzz.cu", (const char *)data, size, &opt);
    if (prog) {
        dump_program(prog, sink);
        if (diag_error_count() == 0) {
            check_program(prog);
            if (diag_error_count() == 0) {
#ifndef PRISM_FUZZ_NO_SYNC
                sync_report(prog, sink, true);
                sync_graph(prog, sink);
                emit_program(prog, sink);
#endif
            }
        }
    }
    prism_reset();
    return 0;
}
