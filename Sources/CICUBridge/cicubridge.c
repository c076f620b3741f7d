#include "cicubridge.h"
#include <unicode/ubidi.h>
#include <unicode/ubrk.h>

_Static_assert(CICU_BIDI_AUTO == UBIDI_DEFAULT_LTR, "CICU_BIDI_AUTO is ICU's UBIDI_DEFAULT_LTR");

int cicu_bidi_levels(const uint16_t *text, int32_t length, uint8_t requestedLevel, uint8_t *levels) {
    UErrorCode status = U_ZERO_ERROR;
    UBiDi *bidi = ubidi_openSized(length, 0, &status);
    if (U_FAILURE(status)) return -1;
    ubidi_setPara(bidi, (const UChar *)text, length, requestedLevel, NULL, &status);
    const UBiDiLevel *resolved = U_SUCCESS(status) ? ubidi_getLevels(bidi, &status) : NULL;
    int paragraphLevel = -1;
    if (U_SUCCESS(status) && resolved != NULL) {
        for (int32_t i = 0; i < length; i++) levels[i] = resolved[i];
        paragraphLevel = ubidi_getParaLevel(bidi);
    }
    ubidi_close(bidi);
    return paragraphLevel;
}

void cicu_bidi_reorder_visual(const uint8_t *levels, int32_t length, int32_t *visualOrder) {
    ubidi_reorderVisual(levels, length, visualOrder);
}

int32_t cicu_line_breaks(const uint16_t *text, int32_t length, int32_t *positions, uint8_t *mandatory) {
    UErrorCode status = U_ZERO_ERROR;
    UBreakIterator *iterator = ubrk_open(UBRK_LINE, "", (const UChar *)text, length, &status);
    if (U_FAILURE(status)) return -1;
    int32_t count = 0;
    for (int32_t p = ubrk_next(iterator); p != UBRK_DONE && count < length; p = ubrk_next(iterator)) {
        positions[count] = p;
        mandatory[count] = ubrk_getRuleStatus(iterator) >= UBRK_LINE_HARD;
        count++;
    }
    ubrk_close(iterator);
    return count;
}
