#define BIAS 0 /* the header sets it: a comment left open before its #include would swallow this line up to here */
