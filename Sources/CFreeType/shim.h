#ifndef CFREETYPE_SHIM_H
#define CFREETYPE_SHIM_H
/* Macro includes work in a header (not in a module map), hence this shim. */
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_OUTLINE_H
#include FT_MULTIPLE_MASTERS_H
#include FT_ADVANCES_H
#include FT_SFNT_NAMES_H
#include FT_TRUETYPE_TABLES_H
#include FT_TRUETYPE_IDS_H

/* Function-like macros are not imported into Swift. */
static inline FT_Int32 cft_load_target_normal(void) { return FT_LOAD_TARGET_NORMAL; }
static inline int cft_has_multiple_masters(FT_Face face) { return FT_HAS_MULTIPLE_MASTERS(face) ? 1 : 0; }
#endif
