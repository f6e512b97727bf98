# PrismCheckFlags.cmake - the words of a compile line as prism-check's options.
#
# prism_add_kernel reads every source of flags the compiler of a checked copy
# gets (CMAKE_<LANG>_FLAGS, their per-configuration variants, the target's
# COMPILE_OPTIONS, the checked file's own): a -D the compiler sees and the
# checker does not makes the build compile code nobody checked.  Included by
# PrismConfig.cmake (configure time: the variables) and by PrismCheckRun.cmake
# (build time: the options, known only once generator expressions are
# evaluated).
#
# _prism_check_words(<words> <nvcc> <origin> <out> <archs> <err>)
#   <words>  the compiler's words (a list), <nvcc> true for nvcc's spelling;
#   <out>    gets the -D/-U/-I/-isystem/-include and --host-flag options for
#            prism-check;
#   <archs>  the device passes the words add (-gencode arch=, -arch);
#   <err>    a sentence naming <origin> and the word the check cannot follow,
#            or empty.  Every other word does not change what the
#            preprocessor reads (or only what the checker never reads: where
#            system headers are) and is left to the compiler.
function(_prism_check_words words nvcc origin out_var arch_var err_var)
  # RAW: the words of a string CMake writes into the build as it is (a flag
  # variable, COMPILE_FLAGS), not of an option list, which it quotes.
  # (list(FIND), not IN_LIST: PrismCheckRun.cmake runs with no policies set)
  list(FIND ARGN RAW raw)
  if(raw LESS 0)
    set(raw OFF)
  else()
    set(raw ON)
  endif()
  set(out)
  set(archs)
  set(err)
  # Options whose effect the checker cannot reproduce: a file of macros, a
  # directory searched in another order or only for "" includes, the
  # preprocessor's own options, options read from a file, gcc's specs files
  # (-specs, or a specs file in a -B directory: more -D for cc1).
  # (gcc's long spellings too, and --sysroot, which moves every system
  # header: red team rt30)
  set(refuse "^(-specs|--specs|-B|--prefix|-imacros|--imacros|-idirafter|--include-directory-after|-iquote|-iprefix|--include-prefix|-iwithprefix|--include-with-prefix|-nostdinc|--no-standard-includes|-undef|--sysroot|-isysroot|-trigraphs|-traditional|-I-$|-funsigned-char|-fno-signed-char|-fshort-enums|-fpack-struct|-fshort-wchar|-fms-extensions|-fplan9-extensions|-fexec-charset=([^Uu]|[Uu][^Tt])|-fwide-exec-charset|-finput-charset=([^Uu]|[Uu][^Tt])|-Wp,|-Xpreprocessor|--preprocessor-options|-Xcudafe|--cudafe-options|--options-file|-optf|@)")
  list(LENGTH words n)
  set(i 0)
  set(pedantic OFF)
  while(i LESS n AND NOT err)
    list(GET words ${i} w)
    math(EXPR i "${i} + 1")
    set(opt "")
    # gcc -Wpedantic calls the checked copy's GNU line markers (# N "FILE" 3,
    # Prism's headers' text) an extension: the check writes #line instead.
    if(NOT nvcc AND w MATCHES "^(-Wpedantic|-pedantic|-pedantic-errors|-Werror=pedantic)$")
      set(pedantic ON)
      continue()
    elseif(NOT nvcc AND w STREQUAL "-Wno-pedantic")
      set(pedantic OFF)
      continue()
    endif()
    if(w MATCHES "[$`]" AND raw)
      # A flag variable's words are written into the build as they are: make
      # (and the shell) expand $(VAR), ${VAR} and `cmd` when the compile runs
      # (red team rt31).
      set(err "${origin} holds '${w}', which the build's make or shell expands when the compiler runs, to a value prism-check cannot know; give the flags their value in CMake")
      break()
    endif()
    _prism_gcc_long("${w}" ${nvcc} g)
    if(w MATCHES "^(-D|-U|-I)(.*)$" AND NOT w STREQUAL "-I-")
      set(opt "${CMAKE_MATCH_1}")
      set(v "${CMAKE_MATCH_2}")
    elseif(w MATCHES "^--include-directory(=.*)?$")
      # gcc's long -I
      set(opt "-I")
      set(v "${CMAKE_MATCH_1}")
      if(v MATCHES "^=(.*)$")
        set(v "${CMAKE_MATCH_1}")
      endif()
    elseif(w MATCHES "^(--define-macro|--undefine-macro|--include-path|--system-include|--pre-include|--include|--generate-code|--gpu-architecture|--compiler-options|-gencode|-arch|-Xcompiler|-include|-isystem)(=.*)?$")
      # (--include: gcc's long -include, which nvcc hands its host compiler
      # for every pass; red team rt31)
      set(opt "${CMAKE_MATCH_1}")
      set(v "${CMAKE_MATCH_2}")
      if(v MATCHES "^=(.*)$")
        set(v "${CMAKE_MATCH_1}")
      endif()
    elseif(w MATCHES "${refuse}")
      set(err "${origin} holds '${w}', which changes what the compiler's preprocessor reads in a way prism-check cannot follow")
      break()
    elseif(g)
      set(err "${origin} holds '${w}', which gcc reads as ${g}; write that (prism_add_kernel reads gcc's short spellings and refuses the ones it cannot follow)")
      break()
    elseif(nvcc AND w MATCHES "^(-rdc|--relocatable-device-code|-dc|--device-c|-dlto|--dlink-time-opt|-G|--device-debug|--extended-lambda|--expt-extended-lambda|--expt-relaxed-constexpr|-default-stream|--default-stream|-std|--std|-ewp|--extensible-whole-program|-allow-unsupported-compiler|--allow-unsupported-compiler|-ccbin|--compiler-bindir)(=.*)?$")
      # An nvcc option that changes the macros its passes see (-rdc's
      # __CUDACC_RDC__, -std=c++20's __cplusplus): the checker's
      # `nvcc --dryrun` gets it (SPEC 13.1; red team rt28).
      set(nv "${w}")
      if(NOT CMAKE_MATCH_2 AND w MATCHES "^(-rdc|--relocatable-device-code|-default-stream|--default-stream|-std|--std|-ccbin|--compiler-bindir)$" AND i LESS n)
        list(GET words ${i} v)
        math(EXPR i "${i} + 1")
        set(nv "${w}=${v}")
      endif()
      list(APPEND out "--nvcc-flag=${nv}")
      continue()
    elseif(w MATCHES "^-O" OR (NOT nvcc AND w MATCHES "^(-f|-m|-std=|-ansi$|-pthread$)"))
      # A flag that may define a macro a system header tests (-O2's
      # __OPTIMIZE__): the host compilers the checker asks about those
      # headers get it too (SPEC 13.1).
      list(APPEND out "--host-flag=${w}")
      continue()
    else()
      continue()
    endif()
    # The option as the user wrote it, for messages: one word (-arch=native)
    # or two (-arch native).
    set(shown "${w}")
    if(v STREQUAL "")
      if(NOT i LESS n)
        set(err "${origin} ends with '${w}' and no value")
        break()
      endif()
      list(GET words ${i} v)
      math(EXPR i "${i} + 1")
      set(shown "${w} ${v}")
    endif()
    # nvcc reads the values of -D, -U and -I as comma-separated lists.
    set(vals "${v}")
    if(nvcc AND opt MATCHES "^(-D|-U|-I|--define-macro|--undefine-macro|--include-path|--system-include)$")
      string(REPLACE "," ";" vals "${v}")
    endif()
    if(opt MATCHES "^(-D|--define-macro)$")
      foreach(x IN LISTS vals)
        list(APPEND out "-D${x}")
      endforeach()
    elseif(opt MATCHES "^(-U|--undefine-macro)$")
      foreach(x IN LISTS vals)
        list(APPEND out "-U${x}")
      endforeach()
    elseif(opt MATCHES "^(-I|--include-path)$")
      foreach(x IN LISTS vals)
        list(APPEND out "-I${x}")
      endforeach()
    elseif(opt MATCHES "^(-isystem|--system-include)$")
      foreach(x IN LISTS vals)
        list(APPEND out "-isystem" "${x}")
      endforeach()
    elseif(opt MATCHES "^(-include|--pre-include|--include)$")
      list(APPEND out "-include" "${v}")
    elseif(NOT nvcc)
      # -gencode, -arch, -Xcompiler are nvcc's; gcc has none of them.
    elseif(opt MATCHES "^(-gencode|--generate-code)$")
      # One device pass per virtual architecture: arch=compute_90,code=sm_90.
      if(NOT v MATCHES "arch=([A-Za-z0-9_]+)")
        set(err "${origin} holds '${shown}' with no arch=compute_NN for the checker's device pass")
        break()
      endif()
      list(APPEND archs "${CMAKE_MATCH_1}")
    elseif(opt MATCHES "^(-arch|--gpu-architecture)$")
      if(v MATCHES "^(all|all-major|native)$")
        set(err "${origin} holds '${shown}', which names no fixed list of device passes for the checker; name the architectures (CUDA_ARCHITECTURES, e.g. 80-real;90a-real)")
        break()
      endif()
      list(APPEND archs "${v}")
    else()
      # -Xcompiler: the host compiler's words; nvcc's device passes never see
      # them, and the checker has one set of macros for every pass.
      string(REPLACE "," ";" hw "${v}")
      foreach(x IN LISTS hw)
        _prism_gcc_long("${x}" 0 gx)
        if(x MATCHES "^(-D|-U|-I|-include|-isystem|--define-macro|--undefine-macro|--include)" OR x MATCHES "${refuse}" OR gx)
          set(err "${origin} holds '${shown}': '${x}' reaches nvcc's host pass only, and the checker reads every pass with one set of macros; give it to nvcc itself (${x} without ${opt})")
          break()
        elseif(x MATCHES "^(-O|-f|-m|-std=|-ansi$|-pthread$)")
          list(APPEND out "--host-flag=${x}")
        endif()
      endforeach()
    endif()
  endwhile()
  if(pedantic)
    list(APPEND out "--plain-line-markers")
  endif()
  set(${out_var} "${out}" PARENT_SCOPE)
  set(${arch_var} "${archs}" PARENT_SCOPE)
  set(${err_var} "${err}" PARENT_SCOPE)
endfunction()

# _prism_gcc_long(<word> <nvcc> <out>): <out> gets the short option gcc reads
# for a long one prism_add_kernel does not follow, or is empty (red team
# rt31).  gcc reads `--name` by its option map (an unambiguous beginning of a
# name is the name: --trig is -trigraphs) and any other `--x` as -fx
# (--unsigned-char: -funsigned-char).  For gcc's own words every long option
# but the ones read before this (--define-macro, --include, ...) and a few
# that change nothing the check reads is one; for nvcc's, whose own long
# options are many, the ones it hands the host compiler that change what its
# preprocessor reads.
function(_prism_gcc_long w nvcc out_var)
  set(g "")
  if(w MATCHES "^--([A-Za-z][^=]*)(=.*)?$")
    set(n "${CMAKE_MATCH_1}")
    set(harmless "coverage;save-temps;param;verbose;version;all-warnings;extra-warnings;no-warnings;debug;pipe;static;shared;pie;pass-exit-codes;no-canonical-prefixes")
    set(map "trigraphs:-trigraphs" "traditional:-traditional" "traditional-cpp:-traditional-cpp"
      "include-barrier:-I-" "include-prefix:-iprefix" "include-with-prefix-before:-iwithprefixbefore"
      "include-with-prefix-after:-iwithprefix" "no-standard-includes:-nostdinc" "language:-x" "comments:-C"
      "comments-in-macros:-CC" "optimize:-O" "pedantic:-pedantic" "pedantic-errors:-pedantic-errors" "ansi:-ansi"
      "machine:-m" "no-integrated-cpp:-no-integrated-cpp" "no-line-commands:-P" "preprocess:-E" "trace-includes:-H"
      "for-linker:-Xlinker" "for-assembler:-Wa" "library-directory:-L" "dump:-d" "assemble:-S" "compile:-c"
      "entry:-e" "force-link:-u" "profile:-p" "time:-time" "std:-std=")
    set(as "-f${n}")
    string(LENGTH "${n}" len)
    foreach(m IN LISTS map)
      string(REPLACE ":" ";" m "${m}")
      list(GET m 0 name)
      list(GET m 1 short)
      string(LENGTH "${name}" nlen)
      if(len LESS_EQUAL nlen)
        string(SUBSTRING "${name}" 0 ${len} head)
        if(head STREQUAL n)
          set(as "${short}")
          break()
        endif()
      endif()
    endforeach()
    if(n MATCHES "^(machine-|warn-)(.*)$")
      set(as "-m${CMAKE_MATCH_2}")
      if(CMAKE_MATCH_1 STREQUAL "warn-")
        set(as "-W${CMAKE_MATCH_2}")
      endif()
    endif()
    if(NOT nvcc)
      list(FIND harmless "${n}" k)
      if(k LESS 0)
        set(g "${as}")
      endif()
    elseif(as MATCHES "^(-trigraphs|-traditional|-I-|-iprefix|-iwithprefix|-nostdinc|-funsigned-char|-fno-signed-char|-fshort-enums|-fpack-struct|-fshort-wchar|-fms-extensions|-fplan9-extensions|-fexec-charset|-fwide-exec-charset|-finput-charset)")
      set(g "${as}")
    endif()
  endif()
  set(${out_var} "${g}" PARENT_SCOPE)
endfunction()

# _prism_check_launcher(<words> <origin> <err>): <err> gets a sentence when
# the launcher's words give the compile an environment of its own, which
# prism-check does not see: VAR=value (env's, cmake -E env's, the shell's),
# and env's options (-S/--split-string, which holds VAR=value too, -u, -i,
# -C) or cmake -E env's (--unset=, --modify) (red team rt31).
function(_prism_check_launcher words origin err_var)
  set(err "")
  set(in_env OFF)
  foreach(w IN LISTS words)
    get_filename_component(base "${w}" NAME)
    if(w MATCHES "^[A-Za-z_][A-Za-z0-9_]*=")
      set(err "${origin} sets '${w}' for the compile alone, which prism-check does not see; set it in the build's environment instead")
      break()
    elseif(in_env AND w MATCHES "^-" AND NOT w STREQUAL "--")
      set(err "${origin} runs env with '${w}', which changes the compile's environment where prism-check does not see it; set the environment of the build instead")
      break()
    elseif(base STREQUAL "env")
      set(in_env ON)
    elseif(in_env)
      set(in_env OFF)
    endif()
  endforeach()
  set(${err_var} "${err}" PARENT_SCOPE)
endfunction()
