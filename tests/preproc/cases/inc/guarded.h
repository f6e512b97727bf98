/* A guard around the whole file: read once while GUARDED_H is defined. */
#if !defined(GUARDED_H)
#define GUARDED_H
int from_guarded;
#define GUARDED 1
#endif
