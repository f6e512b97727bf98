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
set(args)
foreach(d IN LISTS _prism_kind_defs _prism_defs _prism_src_defs)
  list(APPEND args "-D${d}")
endforeach()
foreach(d IN LISTS _prism_incs _prism_src_incs)
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
  if(archs)
    list(JOIN archs "," a)
    list(APPEND args "--cuda-arch=${a}")
  endif()
endif()

execute_process(COMMAND "${checker}" ${args} ${cmd} RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "prism-check rejected ${_prism_source} (exit ${rc})")
endif()
