#include "cpngsafe.h"
#include <png.h>
#include <zlib.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

typedef struct { char *buf; size_t len; } error_sink;

static void copy_message(error_sink *e, const char *msg) {
    if (e && e->buf && e->len) { strncpy(e->buf, msg ? msg : "unknown libpng error", e->len - 1); e->buf[e->len - 1] = 0; }
}
static void on_error(png_structp png, png_const_charp msg) {
    copy_message((error_sink *)png_get_error_ptr(png), msg);
    png_longjmp(png, 1);
}
static void on_warning(png_structp png, png_const_charp msg) { (void)png; (void)msg; }

/* ---- encoding: a growable memory sink ---- */
typedef struct { uint8_t *data; size_t len, cap; } byte_sink;

static void on_write(png_structp png, png_bytep bytes, size_t n) {
    byte_sink *s = (byte_sink *)png_get_io_ptr(png);
    if (s->len + n > s->cap) {
        size_t cap = s->cap ? s->cap : 65536;
        while (cap < s->len + n) cap *= 2;
        uint8_t *p = realloc(s->data, cap);
        if (!p) png_error(png, "out of memory while writing PNG");
        s->data = p; s->cap = cap;
    }
    memcpy(s->data + s->len, bytes, n);
    s->len += n;
}
static void on_flush(png_structp png) { (void)png; }

int cpngsafe_encode(const uint8_t *pixels, uint32_t width, uint32_t height, size_t stride,
                    int channels, int zlib_level, int filters, uint32_t pixels_per_metre,
                    uint8_t **out, size_t *out_len, char *errbuf, size_t errbuf_len) {
    error_sink err = { errbuf, errbuf_len };
    byte_sink sink = { 0 };
    if (channels != 3 && channels != 4) { copy_message(&err, "channels must be 3 or 4"); return CPNGSAFE_ERROR; }
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &err, on_error, on_warning);
    if (!png) { copy_message(&err, "png_create_write_struct failed"); return CPNGSAFE_ERROR; }
    png_infop info = png_create_info_struct(png);
    if (!info) { png_destroy_write_struct(&png, NULL); copy_message(&err, "png_create_info_struct failed"); return CPNGSAFE_ERROR; }
    /* Locals changed after setjmp must be volatile or live in memory that setjmp does not restore:
       sink is only read through its address, so it is safe. */
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        free(sink.data);
        return CPNGSAFE_ERROR;
    }
    png_set_write_fn(png, &sink, on_write, on_flush);
    png_set_IHDR(png, info, width, height, 8, channels == 4 ? PNG_COLOR_TYPE_RGBA : PNG_COLOR_TYPE_RGB,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    if (pixels_per_metre > 0) png_set_pHYs(png, info, pixels_per_metre, pixels_per_metre, PNG_RESOLUTION_METER);
    png_set_compression_level(png, zlib_level);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, filters);
    png_write_info(png, info);
    for (uint32_t y = 0; y < height; y++) png_write_row(png, pixels + (size_t)y * stride);
    png_write_end(png, info);
    png_destroy_write_struct(&png, &info);
    *out = sink.data;
    *out_len = sink.len;
    return CPNGSAFE_OK;
}

/* ---- decoding: a memory source ---- */
typedef struct { const uint8_t *data; size_t len, pos; } byte_source;

static void on_read(png_structp png, png_bytep bytes, size_t n) {
    byte_source *s = (byte_source *)png_get_io_ptr(png);
    if (n > s->len - s->pos) png_error(png, "file is truncated (read beyond end of data)");
    memcpy(bytes, s->data + s->pos, n);
    s->pos += n;
}

int cpngsafe_decode(const uint8_t *data, size_t len, uint64_t max_pixels,
                    cpngsafe_info *info_out, uint8_t **out, char *errbuf, size_t errbuf_len) {
    error_sink err = { errbuf, errbuf_len };
    byte_source src = { data, len, 0 };
    /* volatile: assigned after setjmp and read in the error path */
    uint8_t *volatile pixels = NULL;
    png_bytep *volatile rows = NULL;
    *out = NULL;
    memset(info_out, 0, sizeof *info_out);
    if (len < 8 || png_sig_cmp(data, 0, 8) != 0) { copy_message(&err, len == 0 ? "file is empty" : "not a PNG file (bad signature)"); return CPNGSAFE_ERROR; }
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &err, on_error, on_warning);
    if (!png) { copy_message(&err, "png_create_read_struct failed"); return CPNGSAFE_ERROR; }
    png_infop info = png_create_info_struct(png);
    if (!info) { png_destroy_read_struct(&png, NULL, NULL); copy_message(&err, "png_create_info_struct failed"); return CPNGSAFE_ERROR; }
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_read_struct(&png, &info, NULL);
        free(rows);
        free(pixels);
        return CPNGSAFE_ERROR;
    }
    png_set_read_fn(png, &src, on_read);
    /* libpng's own sanity limits; our pixel limit below is the one users configure. */
    png_set_user_limits(png, 0x7fffffff, 0x7fffffff);
    png_read_info(png, info);

    png_uint_32 w, h; int depth, color, interlace;
    png_get_IHDR(png, info, &w, &h, &depth, &color, &interlace, NULL, NULL);
    info_out->width = w; info_out->height = h;
    info_out->bit_depth = depth; info_out->color_type = color;
    info_out->interlaced = interlace != PNG_INTERLACE_NONE;
    png_uint_32 rx, ry; int unit;
    if (png_get_pHYs(png, info, &rx, &ry, &unit) && unit == PNG_RESOLUTION_METER) { info_out->ppm_x = rx; info_out->ppm_y = ry; }
    if ((uint64_t)w * (uint64_t)h > max_pixels) {
        png_destroy_read_struct(&png, &info, NULL);
        return CPNGSAFE_TOO_LARGE;
    }

    /* Normalise everything to 8-bit RGBA, with no gamma processing: values are taken as sRGB. */
    if (color == PNG_COLOR_TYPE_PALETTE) png_set_palette_to_rgb(png);
    if (color == PNG_COLOR_TYPE_GRAY && depth < 8) png_set_expand_gray_1_2_4_to_8(png);
    if (png_get_valid(png, info, PNG_INFO_tRNS)) png_set_tRNS_to_alpha(png);
    if (depth == 16) png_set_scale_16(png);
    if (color == PNG_COLOR_TYPE_GRAY || color == PNG_COLOR_TYPE_GRAY_ALPHA) png_set_gray_to_rgb(png);
    png_set_add_alpha(png, 0xff, PNG_FILLER_AFTER);
    png_set_interlace_handling(png);
    png_read_update_info(png, info);
    if (png_get_rowbytes(png, info) != (size_t)w * 4) png_error(png, "unexpected row size after conversion to RGBA");

    pixels = malloc((size_t)w * h * 4);
    rows = malloc(sizeof(png_bytep) * h);
    if (!pixels || !rows) png_error(png, "out of memory for the decoded image");
    for (png_uint_32 y = 0; y < h; y++) rows[y] = pixels + (size_t)y * w * 4;
    png_read_image(png, rows);
    png_read_end(png, NULL);
    png_destroy_read_struct(&png, &info, NULL);
    free(rows);
    *out = pixels;
    return CPNGSAFE_OK;
}

void cpngsafe_free(void *p) { free(p); }
const char *cpngsafe_libpng_version(void) { return png_get_libpng_ver(NULL); }
const char *cpngsafe_zlib_version(void) { return zlibVersion(); }
