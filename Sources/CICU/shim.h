#ifndef CICU_SHIM_H
#define CICU_SHIM_H
/* ICU's C API, read only by CICUBridge's C file: Swift never imports these headers, because
   Foundation on Linux carries its own copy of ICU's headers and the two clash in one Swift module. */
#include <unicode/ubidi.h>
#include <unicode/ubrk.h>
#endif
