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

/* Localization (ICU's i18n library). A locale is a BCP 47 or ICU identifier ("de", "ar-EG",
   "pt_BR"), NUL-terminated.

   The CLDR plural category of `number` in `locale` ("zero", "one", "two", "few", "many" or
   "other"), written NUL-terminated into `keyword` (which holds `capacity`); returns its length, or
   -1 when ICU fails. `fractionDigits` is how many fraction digits the number is shown with (0 for
   an integer argument): CLDR's rules tell "1" from "1.0" (English: one, other). */
int32_t cicu_plural_category(const char *locale, double number, int32_t fractionDigits, char *keyword, int32_t capacity);

/* A number formatted as the locale writes it: its digits, separators and signs. `style` is one of
   the CICU_NUMBER_* below; `currency` is an ISO 4217 code (UTF-16, 3 units) for the currency style,
   NULL otherwise. `minFraction`/`maxFraction` set the fraction digits when >= 0 (otherwise the
   style's own); `grouping` 0 turns the thousands separators off. Writes UTF-16 into `out` (which
   holds `capacity`) and returns the length, or -1 when ICU fails or `out` is too short. */
#define CICU_NUMBER_DECIMAL 1
#define CICU_NUMBER_CURRENCY 2
#define CICU_NUMBER_PERCENT 3
int32_t cicu_format_number(const char *locale, int style, const uint16_t *currency, double number,
                           int32_t minFraction, int32_t maxFraction, int grouping, uint16_t *out, int32_t capacity);

/* A moment (milliseconds since 1970 UTC) as the locale writes it, in `timeZone` (UTF-16, e.g.
   "UTC"). `dateStyle` and `timeStyle` are ICU's UDateFormatStyle values (-1 none, 0 full, 1 long,
   2 medium, 3 short). Returns the UTF-16 length written into `out`, or -1. */
int32_t cicu_format_date(const char *locale, int dateStyle, int timeStyle, const uint16_t *timeZone, int32_t timeZoneLength,
                         double millisecondsSince1970, uint16_t *out, int32_t capacity);

/* Whether the locale's script is written right to left (ar, he, fa, ur, …), by CLDR's data. */
int cicu_locale_is_right_to_left(const char *locale);

#endif
