/* No include guard: prism-check reads each file once anyway. */
int from_header;
#define FROM_HEADER 3
