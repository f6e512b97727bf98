/* adv_run_include_line_comment.h - nothing but a guard: what matters is the comment on the line that includes it. */
#ifndef ADV_RUN_INCLUDE_LINE_COMMENT_H
#define ADV_RUN_INCLUDE_LINE_COMMENT_H
#endif
