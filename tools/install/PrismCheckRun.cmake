# PrismCheckRun.cmake - prism_add_kernel's build step:
#   cmake -DPRISM_FLAGS=<file> -DPRISM_NVCC=0|1 -DPRISM_HOST_CC=<cc> -P PrismCheckRun.cmake -- prism-check ARGS...
# runs prism-check with the flags the checked copy's compile gets, which
# <file> (written by file(GENERATE) for the target, its configuration and
# its language) holds once CMake has evaluated their generator expressions:
# $<COMPILE_LANGUAGE:C> definitions and the target's COMPILE_OPTIONS are
# known only there, not in a custom command.  Options the check cannot
# follow stop the build, naming where they came from.
include("${CMAKE_CURRENT_LIST_DIR}/PrismCheckFlags.cmake")
include("${PRISM_FLAGS}")

# A specs file gives gcc's preprocessor macros no flag shows (`*cpp: + -DX`).
# The flags' -specs and -B are refused (PrismCheckFlags.cmake), but gcc also
# finds one named `specs` in the directories of $GCC_EXEC_PREFIX and
# $LIBRARY_PATH at the compile this step stands for: ask the compiler
# (nvcc's host compiler) which it reads, as `gcc -v` says, as the drivers do.
if(PRISM_HOST_CC)
  execute_process(COMMAND "${PRISM_HOST_CC}" -v -E -x c /dev/null -o /dev/null
    OUTPUT_QUIET ERROR_VARIABLE probe RESULT_VARIABLE probe_rc)
  if(probe MATCHES "Reading specs from ([^\n]*)")
    message(FATAL_ERROR "prism_add_kernel(${_prism_target} ${_prism_source}): ${PRISM_HOST_CC} reads the specs "
      "file ${CMAKE_MATCH_1} (found through $GCC_EXEC_PREFIX or $LIBRARY_PATH): it can define macros the check "
      "does not see; remove it or unset the variable")
  endif()
endif()

set(cmd)
set(seen OFF)
foreach(k RANGE 1 ${CMAKE_ARGC})
  if(seen AND k LESS CMAKE_ARGC)
    list(APPEND cmd "${CMAKE_ARGV${k}}")
  elseif("${CMAKE_ARGV${k}}" STREQUAL "--")
    set(seen ON)
  endif()
endforeach()
list(POP_FRONT cmd checker)

# The compile line's order: definitions, include directories, then the
# flags (CMAKE_<LANG>_FLAGS[_<CONFIG>], the target's options, the file's).
# CMake writes the target's definitions (its kind's DEFINE_SYMBOL among
# them) as one sorted set, then the file's, sorted: of a macro defined twice
# the last in that order is the compiler's (red team rt31: MODE=1;MODE=0
# compiled with MODE=1).  nvcc reads each -D value as a comma-separated
# list (-DTILE=16,MODE=1 defines MODE); gcc does not.
set(args)
set(tdefs ${_prism_kind_defs} ${_prism_defs})
set(sdefs ${_prism_src_defs})
foreach(v IN ITEMS tdefs sdefs)
  if(${v})
    list(REMOVE_DUPLICATES ${v})
    list(SORT ${v})
  endif()
endforeach()
foreach(d IN LISTS tdefs sdefs)
  set(ds "${d}")
  if(PRISM_NVCC)
    string(REPLACE "," ";" ds "${d}")
  endif()
  foreach(x IN LISTS ds)
    if(NOT x STREQUAL "")
      list(APPEND args "-D${x}")
    endif()
  endforeach()
endforeach()
# CMAKE_INCLUDE_CURRENT_DIR's directories first; under
# CMAKE_INCLUDE_DIRECTORIES_PROJECT_BEFORE the target's directories inside
# the project's trees before the rest (PrismConfig.cmake).
set(incs ${_prism_incs})
if(DEFINED _prism_project_dirs)
  set(inside)
  set(outside)
  foreach(d IN LISTS _prism_incs)
    set(in OFF)
    foreach(top IN LISTS _prism_project_dirs)
      string(LENGTH "${top}/" n)
      string(SUBSTRING "${d}/" 0 ${n} head)
      if(head STREQUAL "${top}/")
        set(in ON)
      endif()
    endforeach()
    if(in)
      list(APPEND inside "${d}")
    else()
      list(APPEND outside "${d}")
    endif()
  endforeach()
  set(incs ${inside} ${outside})
endif()
foreach(d IN LISTS _prism_cur_incs incs _prism_src_incs)
  list(APPEND args "-I${d}")
endforeach()
foreach(d IN LISTS _prism_std_incs)
  list(APPEND args "-isystem" "${d}")
endforeach()
list(APPEND args ${_prism_lang_args} ${_prism_target_flags_args} ${_prism_kind_args})
# The environment's include list the compile reads: gcc's C
# $C_INCLUDE_PATH, nvcc's C++ $CPLUS_INCLUDE_PATH (prism-check reads $CPATH
# itself).
if(PRISM_NVCC)
  list(APPEND args "--include-env=c++")
else()
  list(APPEND args "--include-env=c")
endif()
set(archs ${_prism_lang_archs})
# nvcc reads $NVCC_PREPEND_FLAGS before its arguments and $NVCC_APPEND_FLAGS
# after them, at the build that compiles the checked copy: this one.
if(PRISM_NVCC)
  foreach(v IN ITEMS NVCC_PREPEND_FLAGS NVCC_APPEND_FLAGS)
    separate_arguments(words UNIX_COMMAND "$ENV{${v}}")
    _prism_check_words("${words}" 1 "the environment's ${v}" a x err)
    if(err)
      message(FATAL_ERROR "prism_add_kernel(${_prism_target} ${_prism_source}): ${err}")
    endif()
    if(v STREQUAL "NVCC_PREPEND_FLAGS")
      list(PREPEND args ${a})
    else()
      set(env_append ${a})
    endif()
    list(APPEND archs ${x})
  endforeach()
endif()
foreach(what IN ITEMS opts src_opts)
  # SHELL: options are shell words (target_compile_options(... "SHELL:-D X")).
  set(words)
  foreach(o IN LISTS _prism_${what})
    if(o MATCHES "^SHELL:(.*)$")
      separate_arguments(sw UNIX_COMMAND "${CMAKE_MATCH_1}")
      list(APPEND words ${sw})
    else()
      list(APPEND words "${o}")
    endif()
  endforeach()
  if(what STREQUAL "opts")
    set(origin "the target's compile options (target_compile_options, add_compile_options, linked targets' INTERFACE_COMPILE_OPTIONS)")
  else()
    set(origin "the checked file's COMPILE_OPTIONS")
  endif()
  _prism_check_words("${words}" "${PRISM_NVCC}" "${origin}" a x err)
  if(err)
    message(FATAL_ERROR "prism_add_kernel(${_prism_target} ${_prism_source}): ${err}")
  endif()
  list(APPEND args ${a})
  list(APPEND archs ${x})
endforeach()
if(PRISM_NVCC)
  list(APPEND args ${env_append})
endif()
if(PRISM_NVCC)
  # nvcc builds CMake's passes (CUDA_ARCHITECTURES; OFF: none of its own)
  # and every one the flags add.
  foreach(a IN LISTS _prism_archs)
    if(NOT a MATCHES "^(OFF|FALSE|NO|0|)$")
      list(APPEND archs "${a}")
    endif()
  endforeach()
  if(NOT archs)
    # No architecture from CMake or the flags: nvcc builds its own default
    # (sm_75 for nvcc 13), which only it can say (red team rt31: the check
    # ran prism-check's default instead).  Its --dryrun lists each device
    # pass's preprocessing with -D__CUDA_ARCH__ (the drivers ask it so).
    execute_process(COMMAND "${CMAKE_COMMAND}" -E env --unset=NVCC_PREPEND_FLAGS --unset=NVCC_APPEND_FLAGS
      "${PRISM_NVCC_EXE}" --dryrun -c -x cu /dev/null -o /dev/null
      OUTPUT_VARIABLE dry ERROR_VARIABLE dry2 RESULT_VARIABLE dry_rc)
    string(APPEND dry "\n${dry2}")
    string(REGEX REPLACE "[][;]" "," dry "${dry}")
    string(REPLACE "\n" ";" dry "${dry}")
    foreach(line IN LISTS dry)
      if(line MATCHES "^#\\$ " AND line MATCHES " -E " AND line MATCHES " -D__CUDA_ARCH__=([0-9]+)")
        math(EXPR a "${CMAKE_MATCH_1} / 10")
        if(line MATCHES " -D__CUDA_ARCH_SPECIFIC__=")
          string(APPEND a "a")
        elseif(line MATCHES " -D__CUDA_ARCH_FAMILY_SPECIFIC__=")
          string(APPEND a "f")
        endif()
        list(APPEND archs "${a}")
      endif()
    endforeach()
    if(NOT dry_rc EQUAL 0 OR NOT archs)
      message(FATAL_ERROR "prism_add_kernel(${_prism_target} ${_prism_source}): no architecture is given (CUDA_ARCHITECTURES "
        "OFF, no -arch or -gencode) and ${PRISM_NVCC_EXE} --dryrun did not list its default's device passes (exit "
        "${dry_rc}); set CUDA_ARCHITECTURES")
    endif()
    list(REMOVE_DUPLICATES archs)
  endif()
  list(JOIN archs "," a)
  list(APPEND args "--cuda-arch=${a}")
endif()

execute_process(COMMAND "${checker}" ${args} ${cmd} RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "prism-check rejected ${_prism_source} (exit ${rc})")
endif()
