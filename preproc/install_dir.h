/*
 * install_dir.h - where an installed Prism keeps its headers, found from
 * the running executable (prism-check, prism-cc, prism-nvcc alike).
 */
#ifndef PRISM_INSTALL_DIR_H
#define PRISM_INSTALL_DIR_H

/*
 * An executable in PREFIX/bin beside PREFIX/include/prism.h: PREFIX/include
 * followed by `sub` ("" or "/prism-lib"), as nvcc finds its own headers;
 * NULL in a build tree or wherever prism.h is not there.  The string is
 * the caller's to free.
 */
char *install_include_dir(const char *sub);

#endif
