/* No include guard: read again at every #include, as the compilers do. */
int from_header;
#define FROM_HEADER 3
