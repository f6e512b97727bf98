# tools/install/install.mk - make install / make uninstall.
#
#   make install   [PREFIX=/usr/local] [DESTDIR=]   build what is installed, then install:
#     $PREFIX/bin/                    prism-check and every $(INSTALL_BINS) (fragments append)
#     $PREFIX/include/prism.h, prism/ the DSL's headers (all of include/): prism.h is the one to
#                                     include (prism/host.h for host code alone); the parts
#                                     that only work inside it say so with an #error
#                                     Each installed header starts with #pragma GCC system_header:
#                                     a project's warning flags judge its code, not Prism's, whether
#                                     the prefix is named by -I, -isystem, pkg-config or CMake
#                                     (prism-check marks the text it copies so: pp_pragma.c).
#     $PREFIX/include/prism-lib/      the CUB-like library: -I it, then #include "prism_lib.h".
#                                     Not under prism/: prism-check reads every file under
#                                     the prism/ beside prism.h as the DSL itself (its #defines
#                                     only, kept as an #include in the checked output), and the
#                                     library's barriers must be inferred like the user's.
#     $PREFIX/lib/                    libprism_host.a, libprism_emu.a, libprism_emu_race.a (the
#                                     race detector), libprism_cuda.a (with nvcc)
#     $PREFIX/lib/pkgconfig/          prism.pc (GPU), prism-emu.pc (emulator), prism-emu-race.pc
#     $PREFIX/lib/cmake/Prism/        find_package(Prism): PrismConfig.cmake + version file,
#                                     PrismCheckFlags.cmake, PrismCheckRun.cmake (its check step)
#     $PREFIX/share/prism/lib-m4/     the library's m4 templates (m4/, thread/, warp/, block/), for
#                                     $PREFIX/bin/prism-lib-instance: a user's type, operators or
#                                     block shapes, as `make lib-instance` (docs/LIBRARY.md)
#     $PREFIX/share/prism/install-manifest.txt   what was installed, for uninstall
#   make uninstall [PREFIX=...] [DESTDIR=]          remove exactly what the manifest lists
#
# tools/install/install.sh does the copying: it never writes through a
# symbolic link, refuses to overwrite a file an earlier Prism install did not
# put there, and uninstall removes only the manifest's files and the
# directories install created.  The examples (examples/) build against the
# result; tests/suites/70-install.sh installs into a temporary prefix.

PREFIX ?= /usr/local
DESTDIR ?=
PRISM_VERSION ?= 0.1.0
INSTALL_ROOT = $(DESTDIR)$(PREFIX)
INSTALL_MANIFEST := share/prism/install-manifest.txt
INSTALL_STAGE = $(BUILD)/install
INSTALL_BINS += $(PRISM_CHECK_BIN)
INSTALL_LIBS = $(PRISM_HOST_LIB) $(PRISM_EMU_LIB) $(RACE_EMU_LIB) $(if $(filter 1,$(HAVE_NVCC)),$(PRISM_CUDA_LIB))
INSTALL_HEADERS := include/prism.h $(sort $(wildcard include/prism/*.h include/prism/emu/*.h))
INSTALL_LIB_HEADERS := lib-cub-like/prism_lib.h \
	$(sort $(wildcard $(foreach d,thread warp block,lib-cub-like/$(d)/*.h lib-cub-like/$(d)/gen/*.h)))
INSTALL_GENERATED = $(INSTALL_STAGE)/prism.pc $(INSTALL_STAGE)/prism-emu.pc $(INSTALL_STAGE)/prism-emu-race.pc \
	$(INSTALL_STAGE)/PrismConfig.cmake $(INSTALL_STAGE)/PrismConfigVersion.cmake
# LIB_INSTANCE_TEMPLATES: lib-cub-like/lib.mk.
INSTALL_LIB_M4 = $(LIB_INSTANCE_TEMPLATES)
CUDA_LIBDIR ?= $(CUDA_HOME)/lib64

.PHONY: install uninstall
# The prefix is baked into the .pc files (pkg-config's convention), so they
# are written at each install; the CMake package finds its prefix from its
# own place.
# pkg-config reads a space in a variable as the end of a flag unless escaped.
INSTALL_EMPTY :=
INSTALL_SPACE := $(INSTALL_EMPTY) $(INSTALL_EMPTY)
INSTALL_SED = sed -e 's|@PREFIX@|$(subst $(INSTALL_SPACE),\\ ,$(PREFIX))|g' -e 's|@VERSION@|$(PRISM_VERSION)|g' \
	-e 's|@CUDA_LIBDIR@|$(CUDA_LIBDIR)|g'

# "MODE SOURCE DESTINATION" lines for install.sh (destination relative to the prefix).
install: $(INSTALL_BINS) $(INSTALL_LIBS)
	@case '$(PREFIX)' in /*) ;; *) echo "prism install: PREFIX must be an absolute path (it is written into the .pc files): '$(PREFIX)'" >&2; exit 1 ;; esac
	@mkdir -p $(INSTALL_STAGE)
	@for f in $(INSTALL_GENERATED); do $(INSTALL_SED) tools/install/$${f##*/}.in >$$f || exit 1; done
	@rm -rf $(INSTALL_STAGE)/headers
	@for f in $(INSTALL_HEADERS) $(INSTALL_LIB_HEADERS); do \
	   mkdir -p $(INSTALL_STAGE)/headers/$${f%/*} && \
	   { echo '#pragma GCC system_header /* installed: your warning flags judge your code, not this */'; cat $$f; } \
	     >$(INSTALL_STAGE)/headers/$$f || exit 1; done
	@{ for f in $(INSTALL_BINS); do echo "755 $$f bin/$${f##*/}"; done; \
	   for f in $(INSTALL_HEADERS); do echo "644 $(INSTALL_STAGE)/headers/$$f $$f"; done; \
	   for f in $(INSTALL_LIB_HEADERS); do echo "644 $(INSTALL_STAGE)/headers/$$f include/prism-lib/$${f#lib-cub-like/}"; done; \
	   for f in $(INSTALL_LIB_M4); do echo "644 $$f share/prism/lib-m4/$${f#lib-cub-like/}"; done; \
	   for f in $(INSTALL_LIBS); do echo "644 $$f lib/$${f##*/}"; done; \
	   echo "644 $(INSTALL_STAGE)/prism.pc lib/pkgconfig/prism.pc"; \
	   echo "644 $(INSTALL_STAGE)/prism-emu.pc lib/pkgconfig/prism-emu.pc"; \
	   echo "644 $(INSTALL_STAGE)/prism-emu-race.pc lib/pkgconfig/prism-emu-race.pc"; \
	   echo "644 $(INSTALL_STAGE)/PrismConfig.cmake lib/cmake/Prism/PrismConfig.cmake"; \
	   echo "644 $(INSTALL_STAGE)/PrismConfigVersion.cmake lib/cmake/Prism/PrismConfigVersion.cmake"; \
	   echo "644 tools/install/PrismCheckFlags.cmake lib/cmake/Prism/PrismCheckFlags.cmake"; \
	   echo "644 tools/install/PrismCheckRun.cmake lib/cmake/Prism/PrismCheckRun.cmake"; \
	} | bash tools/install/install.sh install '$(INSTALL_ROOT)' $(INSTALL_MANIFEST)
	@echo "installed Prism $(PRISM_VERSION) under $(INSTALL_ROOT) (manifest: $(INSTALL_MANIFEST))"

uninstall:
	@case '$(PREFIX)' in /*) ;; *) echo "prism install: PREFIX must be an absolute path (it is written into the .pc files): '$(PREFIX)'" >&2; exit 1 ;; esac
	@bash tools/install/install.sh uninstall '$(INSTALL_ROOT)' $(INSTALL_MANIFEST)
	@echo "uninstalled Prism from $(INSTALL_ROOT)"
