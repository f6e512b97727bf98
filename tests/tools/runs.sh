# shellcheck shell=bash
# tests/tools/runs.sh - many sync_case_run() programs in one process (sourced).
#
# A program built for the emulator's race detector spends most of a short
# run making TSan fibers, one per GPU thread (about a millisecond each, in
# page faults of TSan's thread state); the emulator pools them for the
# whole process.  So the suites that run hundreds of small programs under
# the detector link many into one binary and run them in turn:
#
#   runs_entry OBJ SYM     renames OBJ's sync_case_run to SYM and makes
#                          every other symbol it defines local, so objects
#                          built from one source (conservative, checked)
#                          or from many link together
#   runs_batch DIR CC LIBS NAME:SYM:OBJ...
#                          links tests/sync/run_main.c ($RUN_MAIN, its
#                          object), a table of the entries and the objects
#                          into DIR/bin (CC: the compiler and its sanitizer;
#                          LIBS after the objects), runs every NAME, and
#                          leaves each run's output in DIR/NAME.out and its
#                          exit status alone in DIR/NAME.rc
#
# A run's status alone is what run_main.c would have returned for it: 66
# (the detector's exitcode) when it drew a report, 1 after a failed launch,
# else 0.  A run that kills the process (a crash, a timeout, halt_on_error)
# gets the process's status, and the runs after it go on in a new process.
# Reports belong to the run whose "== run NAME ==" line is above them.
# TSan reports a stack pair or an address once a process, so a run that
# comes out clean after another run of its process drew a report is run
# again in a process of its own (with the other such runs; again until no
# run is in doubt).  RUNS_TIMEOUT: seconds a run (default 120).

runs_entry() { # OBJ SYM (objcopy renames before it filters: one run does both)
    objcopy --redefine-sym sync_case_run="$2" --keep-global-symbol="$2" "$1"
}

# What makes a run's status alone 66 or 1 (runs_status and runs_process's awk).
RUNS_RACE_RE='WARNING: ThreadSanitizer'
RUNS_FAIL_RE='^sync case: (launch status|no entry)'

runs_status() { # OUT: the run's status alone
    if grep -q "$RUNS_RACE_RE" "$1"; then echo 66
    elif grep -qE "$RUNS_FAIL_RE" "$1"; then echo 1
    else echo 0; fi
}

runs_batch() { # DIR "CC" "LIBS" NAME:SYM:OBJ...
    local dir=$1 cc=$2 libs=$3 e name sym obj objs=() names=() decls="" rows=""
    shift 3
    mkdir -p "$dir"
    for e in "$@"; do
        name=${e%%:*} sym=${e#*:} sym=${sym%%:*} obj=${e#*:*:}
        names+=("$name")
        case " ${objs[*]} " in *" $obj "*) ;; *) objs+=("$obj") ;; esac
        decls+="int $sym(void);"$'\n'
        rows+="    {\"$name\", $sym},"$'\n'
    done
    printf 'struct sync_case { const char *name; int (*run)(void); };\n%sconst struct sync_case sync_cases[] = {\n%s};\nconst unsigned sync_ncases = %d;\n' \
        "$decls" "$rows" $# >"$dir/table.c"
    # shellcheck disable=SC2086
    if ! gcc -std=c17 -c "$dir/table.c" -o "$dir/table.o" 2>"$dir/link.err" ||
        ! $cc "$RUN_MAIN" "$dir/table.o" "${objs[@]}" $libs -o "$dir/bin" 2>>"$dir/link.err"; then
        for name in "${names[@]}"; do
            echo "sync case: link: $(head -c 300 "$dir/link.err")" >"$dir/$name.out"
            echo 1 >"$dir/$name.rc"
        done
        return 1
    fi
    while [ ${#names[@]} -gt 0 ]; do
        runs_process "$dir" "${names[@]}"
        names=("${RUNS_DOUBT[@]+"${RUNS_DOUBT[@]}"}")
    done
}

# runs_process DIR NAME...: each NAME, in as few processes as crashes allow;
# RUNS_DOUBT: the runs that came out clean after a report in their process.
runs_process() {
    local dir=$1 names rc i n start=0 last seen st name
    local -A began
    shift
    names=("$@") n=$#
    RUNS_DOUBT=()
    while [ $start -lt $n ]; do
        timeout $((${RUNS_TIMEOUT:-120} * (n - start))) "$dir/bin" "${names[@]:start}" >"$dir/out" 2>&1
        rc=$?
        # One pass splits the output by run and gives each run that began
        # its status alone (runs_status's reading), in order: no process a
        # run, for batches of hundreds.
        began=()
        while read -r name st; do began[$name]=$st; done < <(awk -v d="$dir" -v race_re="$RUNS_RACE_RE" -v fail_re="$RUNS_FAIL_RE" '
            function done_run() { if (cur) { close(cur); print name, (race ? 66 : bad ? 1 : 0) } }
            /^== run [^ ]+ ==$/ { done_run(); name = $3; cur = d "/" name ".out"; race = bad = 0; printf "" > cur; next }
            cur { print > cur }
            cur && $0 ~ race_re { race = 1 }
            cur && $0 ~ fail_re { bad = 1 }
            END { done_run() }' "$dir/out")
        # The last run that began; the ones before it ended.
        last=-1
        for ((i = start; i < n; i++)); do
            [ -n "${began[${names[i]}]+set}" ] && last=$i
        done
        if [ $last -lt 0 ]; then
            # Not even the first began: the process failed on its own.
            cp "$dir/out" "$dir/${names[start]}.out"
            last=$start
            began[${names[start]}]=$(runs_status "$dir/${names[start]}.out")
        fi
        seen=0
        for ((i = start; i <= last; i++)); do
            st=${began[${names[i]}]}
            if [ $i = $last ] && { [ $last -lt $((n - 1)) ] || { [ $rc != 0 ] && [ $rc != 1 ] && [ $rc != 66 ]; }; }; then
                # It died in this run (or the process ended early): its status is the process's.
                st=$rc
                [ "$st" = 0 ] && st=1
            fi
            echo "$st" >"$dir/${names[i]}.rc"
            [ "$st" = 0 ] && [ $seen = 1 ] && RUNS_DOUBT+=("${names[i]}")
            [ "${began[${names[i]}]}" = 66 ] && seen=1
        done
        start=$((last + 1))
    done
}
