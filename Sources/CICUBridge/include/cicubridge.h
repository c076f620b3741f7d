#ifndef CICUBRIDGE_H
#define CICUBRIDGE_H
#include <stdint.h>

/* The few ICU calls Typesetting makes, in plain C types. ICU exports its functions under
   versioned names (ubidi_open_72) through macros Swift cannot see, and its headers clash with
   the copy Foundation carries; behind these functions neither reaches Swift, and the package
   builds against any ICU release. Text is UTF-16; offsets are UTF-16 code units. */

/* Bidi (UAX #9). `requestedLevel` is 0 (left to right), 1 (right to left) or
   CICU_BIDI_AUTO (the first strong character decides, rules P2 and P3; left to right when there
   is none). Writes one level per code unit into `levels` (which holds `length`) and returns the
   paragraph's level, or -1 when ICU fails (it fails only when it cannot allocate). */
#define CICU_BIDI_AUTO 0xfe
int cicu_bidi_levels(const uint16_t *text, int32_t length, uint8_t requestedLevel, uint8_t *levels);

/* Rule L2: visualOrder[i] = the logical index shown at visual position i. */
void cicu_bidi_reorder_visual(const uint8_t *levels, int32_t length, int32_t *visualOrder);

/* Line breaking (UAX #14) with the root locale's rules. Writes the break positions after the
   start (the text's end included) into `positions` and whether each is mandatory (LB4/LB5) into
   `mandatory`, both holding `length`; returns how many, or -1 when ICU fails. */
int32_t cicu_line_breaks(const uint16_t *text, int32_t length, int32_t *positions, uint8_t *mandatory);

#endif
