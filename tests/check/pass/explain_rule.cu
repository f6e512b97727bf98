/*
 * explain_rule.cu - --list-rules names the rules this corpus relies on
 *
 * A check of the runner's stdout comparison as much as of the checker.
 */
/*
 * check-name: --list-rules names the read-up and flow rules
 * check-command: prism-check --list-rules | grep -E '^P03[02] '
 *
 * check-output-start
P030  flow: a narrower value flows into a broader variable
P032  read up: a condition, or an &&, || or ?: guarding a call or side effect, reads a value narrower than the code perspective
 * check-output-end
 *
 * check-error-start
 * check-error-end
 */
