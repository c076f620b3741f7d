#include "cicubridge.h"
#include <unicode/ubidi.h>
#include <unicode/ubrk.h>
#include <unicode/udat.h>
#include <unicode/uloc.h>
#include <unicode/unum.h>
#include <unicode/unumberformatter.h>
#include <unicode/upluralrules.h>
#include <string.h>

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

int32_t cicu_plural_category(const char *locale, double number, int32_t fractionDigits, char *keyword, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    UPluralRules *rules = uplrules_open(locale, &status);
    if (U_FAILURE(status)) return -1;
    UChar buffer[16];
    int32_t length;
    if (fractionDigits > 0) {
        /* The visible fraction digits decide ("1.0" is other in English): select on the number
           as it is shown, formatted with exactly that many fraction digits. */
        UChar skeleton[32];
        int32_t skeletonLength = 0;
        skeleton[skeletonLength++] = '.';
        for (int32_t i = 0; i < fractionDigits && i < 20; i++) skeleton[skeletonLength++] = '0';
        UNumberFormatter *formatter = unumf_openForSkeletonAndLocale(skeleton, skeletonLength, "en", &status);
        UFormattedNumber *formatted = unumf_openResult(&status);
        unumf_formatDouble(formatter, number, formatted, &status);
        length = uplrules_selectFormatted(rules, formatted, buffer, 16, &status);
        unumf_closeResult(formatted);
        unumf_close(formatter);
    } else {
        length = uplrules_select(rules, number, buffer, 16, &status);
    }
    uplrules_close(rules);
    if (U_FAILURE(status) || length < 0 || length >= capacity || length >= 16) return -1;
    for (int32_t i = 0; i < length; i++) keyword[i] = (char)buffer[i];
    keyword[length] = 0;
    return length;
}

int32_t cicu_format_number(const char *locale, int style, const uint16_t *currency, double number,
                           int32_t minFraction, int32_t maxFraction, int grouping, uint16_t *out, int32_t capacity) {
    UNumberFormatStyle icuStyle = style == CICU_NUMBER_CURRENCY ? UNUM_CURRENCY : style == CICU_NUMBER_PERCENT ? UNUM_PERCENT : UNUM_DECIMAL;
    UErrorCode status = U_ZERO_ERROR;
    UNumberFormat *format = unum_open(icuStyle, NULL, 0, locale, NULL, &status);
    if (U_FAILURE(status)) return -1;
    if (currency != NULL) unum_setTextAttribute(format, UNUM_CURRENCY_CODE, (const UChar *)currency, 3, &status);
    if (minFraction >= 0) unum_setAttribute(format, UNUM_MIN_FRACTION_DIGITS, minFraction);
    if (maxFraction >= 0) unum_setAttribute(format, UNUM_MAX_FRACTION_DIGITS, maxFraction);
    if (!grouping) unum_setAttribute(format, UNUM_GROUPING_USED, 0);
    int32_t length = U_SUCCESS(status) ? unum_formatDouble(format, number, (UChar *)out, capacity, NULL, &status) : -1;
    unum_close(format);
    if (U_FAILURE(status) || status == U_STRING_NOT_TERMINATED_WARNING) return -1;
    return length;
}

int32_t cicu_format_date(const char *locale, int dateStyle, int timeStyle, const uint16_t *timeZone, int32_t timeZoneLength,
                         double millisecondsSince1970, uint16_t *out, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    UDateFormat *format = udat_open((UDateFormatStyle)timeStyle, (UDateFormatStyle)dateStyle, locale,
                                    (const UChar *)timeZone, timeZoneLength, NULL, 0, &status);
    if (U_FAILURE(status)) return -1;
    int32_t length = udat_format(format, millisecondsSince1970, (UChar *)out, capacity, NULL, &status);
    udat_close(format);
    if (U_FAILURE(status) || status == U_STRING_NOT_TERMINATED_WARNING) return -1;
    return length;
}

int cicu_locale_is_right_to_left(const char *locale) {
    return uloc_isRightToLeft(locale) ? 1 : 0;
}
