/*
 * adv_own_window_read_neighbour.cu - a smoothing step through a write
 * partition: each thread writes its own slot w[0] but reads w[-1] and
 * w[1], its neighbours' slots, while they write them (SPEC 6.3, P067).
 *
 * PRISM_PARTITION(w, s, THREAD(1), t + 1): thread t owns s[t + 1] only.
 * Its reads of s[t] and s[t + 2] race with threads t - 1 and t + 1
 * storing there (no barrier inside a partition): each thread sees its
 * neighbours' old or new values at random (ThreadSanitizer reported the
 * race on the port's repro of this code, race_partition_neighbour_read).  The offset is s * id + c with s = 1 and the
 * windows constant, so it is provable: a warning, exit 0.
 */
#include "prism.h"

PRISM_DEVICE(void, smooth, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(float *, s, BLOCK(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(w, s, THREAD(1), t + 1) { /* warning P067 */
        PRISM_GROUP(THREAD(1)) {
            w[0] = (w[-1] + w[0] + w[1]) / 3.0f;
        }
    }
}
/*
 * check-name: adversarial (ownership): a write partition whose units read their neighbours' slots while they write them
 *
 * check-error-start
adv_own_window_read_neighbour.cu:19:38: warning: write partition 'w' of 's' reads another unit's slot: neighbouring thread[1] units are 1 elements apart, but each reads elements -1 to 1 of its slot and writes 0 to 0, so it reads what a unit 1 elements away writes, with no barrier between [P067]
adv_own_window_read_neighbour.cu:21:22: note: read here
adv_own_window_read_neighbour.cu:21:18: note: written here
adv_own_window_read_neighbour.cu:19:38: note: at stake: a unit reads an element another unit writes: it sees the old or the new value at random
adv_own_window_read_neighbour.cu:19:38: note: fix: each unit writes only its own piece: with the offset PRISM_ID(level(n)) times the piece size, index within the piece (y[0] .. y[size - 1]); a neighbour's element is written by the neighbour, or after the scope
adv_own_window_read_neighbour.cu:19:38: note: see: prism-check --explain P067
 * check-error-end
 */
