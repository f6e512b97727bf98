/* Included by pp_skipped_include.h: its names read differently too. */
#define EXTRA_SYNC 1
