_Pragma("once")
int from_pragma_op_once;
#define OP_ONCE 1
