/* Writes the PNG decoder's test fixtures with libpng itself, one per colour type and bit depth,
 * each next to a .rgba file: the straight RGBA8 pixels a correct decoder must produce.
 *
 *   cc scripts/make-png-fixtures.c -o /tmp/make-png-fixtures $(pkg-config --cflags --libs libpng16)
 *   /tmp/make-png-fixtures Tests/PNGCodecTests/Fixtures
 *
 * Every source image is built so that its expected 8-bit value is known without libpng:
 * low bit depths scale by 255 / (2^d - 1); 16-bit samples are v * 257 plus a little noise
 * that rounds away (scaling 16 to 8 bits is round(v16 * 255 / 65535)). */
#include <png.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { W = 9, H = 7 };

static void write_png(const char *dir, const char *name, int color, int depth, int interlace,
                      png_bytep *rows, png_colorp palette, int npal, png_bytep trans, int ntrans,
                      png_color_16p trans_color, const unsigned char *expected_rgba) {
    char path[1024];
    snprintf(path, sizeof path, "%s/%s.png", dir, name);
    FILE *f = fopen(path, "wb");
    if (!f) { perror(path); exit(1); }
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
    png_infop info = png_create_info_struct(png);
    if (setjmp(png_jmpbuf(png))) { fprintf(stderr, "libpng failed on %s\n", name); exit(1); }
    png_init_io(png, f);
    png_set_IHDR(png, info, W, H, depth, color, interlace, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    if (palette) png_set_PLTE(png, info, palette, npal);
    if (trans || trans_color) png_set_tRNS(png, info, trans, ntrans, trans_color);
    png_write_info(png, info);
    png_write_image(png, rows);
    png_write_end(png, info);
    png_destroy_write_struct(&png, &info);
    fclose(f);
    snprintf(path, sizeof path, "%s/%s.rgba", dir, name);
    f = fopen(path, "wb");
    fwrite(expected_rgba, 1, W * H * 4, f);
    fclose(f);
}

/* Packs samples of `depth` bits (< 8) big-endian into a row, as PNG stores them. */
static void pack(png_bytep row, const int *samples, int n, int depth) {
    memset(row, 0, (n * depth + 7) / 8);
    for (int i = 0; i < n; i++) {
        int bit = i * depth;
        row[bit / 8] |= (unsigned char)(samples[i] << (8 - depth - bit % 8));
    }
}

int main(int argc, char **argv) {
    const char *dir = argc > 1 ? argv[1] : ".";
    static unsigned char data[H][W * 8];
    png_bytep rows[H];
    unsigned char expected[W * H * 4];
    for (int y = 0; y < H; y++) rows[y] = data[y];

    /* Gray at 1, 2, 4, 8 and 16 bits. */
    int depths[] = { 1, 2, 4, 8, 16 };
    for (int k = 0; k < 5; k++) {
        int d = depths[k], max = (1 << (d > 8 ? 8 : d)) - 1;
        for (int y = 0; y < H; y++) {
            int samples[W];
            for (int x = 0; x < W; x++) {
                int v = (x * 3 + y * 5) % (max + 1);
                int v8 = v * 255 / max;
                samples[x] = v;
                unsigned char *e = expected + (y * W + x) * 4;
                e[0] = e[1] = e[2] = (unsigned char)v8; e[3] = 255;
                if (d == 16) { int v16 = v8 * 257 + (x % 3) * 40; data[y][2 * x] = v16 >> 8; data[y][2 * x + 1] = v16 & 255; }
                else if (d == 8) data[y][x] = (unsigned char)v;
            }
            if (d < 8) pack(rows[y], samples, W, d);
        }
        char name[32]; snprintf(name, sizeof name, "gray%d", d);
        write_png(dir, name, PNG_COLOR_TYPE_GRAY, d, PNG_INTERLACE_NONE, rows, NULL, 0, NULL, 0, NULL, expected);
    }

    /* Gray 8 with a tRNS colour key: value 0 becomes transparent. */
    for (int y = 0; y < H; y++) for (int x = 0; x < W; x++) {
        int v = ((x + y) % 3) * 100;
        data[y][x] = (unsigned char)v;
        unsigned char *e = expected + (y * W + x) * 4;
        e[0] = e[1] = e[2] = (unsigned char)v; e[3] = v == 0 ? 0 : 255;
    }
    png_color_16 key = { 0 }; key.gray = 0;
    write_png(dir, "gray8-trns", PNG_COLOR_TYPE_GRAY, 8, PNG_INTERLACE_NONE, rows, NULL, 0, NULL, 0, &key, expected);

    /* Gray + alpha at 8 and 16 bits. */
    for (int d = 8; d <= 16; d += 8) {
        for (int y = 0; y < H; y++) for (int x = 0; x < W; x++) {
            int g = (x * 29 + y * 7) & 255, a = (y * 40 + x * 3) & 255;
            unsigned char *e = expected + (y * W + x) * 4;
            e[0] = e[1] = e[2] = (unsigned char)g; e[3] = (unsigned char)a;
            if (d == 8) { data[y][2 * x] = g; data[y][2 * x + 1] = a; }
            else { int g16 = g * 257, a16 = a * 257; data[y][4 * x] = g16 >> 8; data[y][4 * x + 1] = g16 & 255; data[y][4 * x + 2] = a16 >> 8; data[y][4 * x + 3] = a16 & 255; }
        }
        write_png(dir, d == 8 ? "gray-alpha8" : "gray-alpha16", PNG_COLOR_TYPE_GRAY_ALPHA, d, PNG_INTERLACE_NONE, rows, NULL, 0, NULL, 0, NULL, expected);
    }

    /* RGB and RGBA at 8 and 16 bits, and RGBA 8 interlaced (Adam7). */
    for (int alpha = 0; alpha <= 1; alpha++) for (int d = 8; d <= 16; d += 8) for (int il = 0; il <= (alpha && d == 8); il++) {
        int ch = alpha ? 4 : 3;
        for (int y = 0; y < H; y++) for (int x = 0; x < W; x++) {
            int c[4] = { (x * 31) & 255, (y * 37) & 255, (x * y * 11 + 5) & 255, alpha ? ((x + y * W) * 4) & 255 : 255 };
            unsigned char *e = expected + (y * W + x) * 4;
            for (int i = 0; i < 4; i++) e[i] = (unsigned char)c[i];
            for (int i = 0; i < ch; i++) {
                if (d == 8) data[y][x * ch + i] = (unsigned char)c[i];
                else { int v16 = c[i] * 257 + (i == 3 ? 0 : (x % 2) * 100); data[y][2 * (x * ch + i)] = v16 >> 8; data[y][2 * (x * ch + i) + 1] = v16 & 255; }
            }
        }
        char name[32]; snprintf(name, sizeof name, "%s%d%s", alpha ? "rgba" : "rgb", d, il ? "-interlaced" : "");
        write_png(dir, name, alpha ? PNG_COLOR_TYPE_RGBA : PNG_COLOR_TYPE_RGB, d, il ? PNG_INTERLACE_ADAM7 : PNG_INTERLACE_NONE, rows, NULL, 0, NULL, 0, NULL, expected);
    }

    /* Palette at 1, 2, 4 and 8 bits; the 8-bit one with per-entry alpha (tRNS), and interlaced. */
    for (int k = 0; k < 5; k++) {
        int d = k < 4 ? depths[k] : 8, n = 1 << d, with_alpha = k >= 3, il = k == 4;
        png_color pal[256]; png_byte trans[256];
        for (int i = 0; i < n; i++) {
            pal[i].red = (png_byte)(i * 47 + 3); pal[i].green = (png_byte)(i * 91 + 50); pal[i].blue = (png_byte)(255 - i * 13);
            trans[i] = (png_byte)(with_alpha ? (i * 67) & 255 : 255);
        }
        for (int y = 0; y < H; y++) {
            int samples[W];
            for (int x = 0; x < W; x++) {
                int i = (x * 5 + y * 3) % n;
                samples[x] = i;
                if (d == 8) data[y][x] = (unsigned char)i;
                unsigned char *e = expected + (y * W + x) * 4;
                e[0] = pal[i].red; e[1] = pal[i].green; e[2] = pal[i].blue; e[3] = trans[i];
            }
            if (d < 8) pack(rows[y], samples, W, d);
        }
        char name[32]; snprintf(name, sizeof name, "palette%d%s%s", d, with_alpha ? "-trns" : "", il ? "-interlaced" : "");
        write_png(dir, name, PNG_COLOR_TYPE_PALETTE, d, il ? PNG_INTERLACE_ADAM7 : PNG_INTERLACE_NONE, rows, pal, n,
                  with_alpha ? trans : NULL, with_alpha ? n : 0, NULL, expected);
    }
    return 0;
}
