/* An include guard with a reserved name, as many projects write them. */
#ifndef _PP_RESERVED_GUARD_H
#define _PP_RESERVED_GUARD_H
#define GUARDED_SCALE 2
#endif
