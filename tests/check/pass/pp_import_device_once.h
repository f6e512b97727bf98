/* pp_import_device_once.h - no include guard (its #ifndef has an #else): a second reading is an error */
#ifndef PP_IMPORT_DEVICE_SEEN
#define PP_IMPORT_DEVICE_SEEN 1
#define DEVICE_ONCE_SCALE 3
#else
#error "pp_import_device_once.h read a second time"
#endif
