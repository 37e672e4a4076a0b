#ifndef BUTTONCHECK_PNG_WRITER_H
#define BUTTONCHECK_PNG_WRITER_H

#include <stddef.h>
#include <stdint.h>

/// Encodes 8-bit RGBA rows (4 bytes a pixel, `stride` bytes a row) as a PNG through libpng's full
/// write API, so the zlib level, strategy and row filters can be chosen. With `drop_alpha` 1 the
/// file is 8-bit RGB (the alpha bytes are skipped: use it only when every pixel is opaque), with 0
/// RGBA, and with -1 RGB exactly when every pixel is opaque (found while the rows are compressed).
/// `same_as_above` (NULL, or one flag per row) marks rows the caller knows equal the row above, which
/// are then not compared; a flag set on a row that differs writes the wrong image.
///
/// libpng reports errors by longjmp; this function keeps the setjmp and every libpng call in C,
/// so no jump ever crosses a Swift frame. On success it returns 0 and sets `*out` to a buffer of
/// `*out_size` bytes to release with `bc_png_free`; on failure it returns -1 and writes a
/// NUL-terminated message into `error` (at most `error_size` bytes).
int bc_png_encode(const uint8_t *rgba, uint32_t width, uint32_t height, size_t stride, const uint8_t *same_as_above, int drop_alpha,
                  int level, int strategy, int filters, uint8_t **out, size_t *out_size, char *error, size_t error_size);

/// Releases a buffer returned by `bc_png_encode`.
void bc_png_free(uint8_t *buffer);

/// zlib's strategies and libpng's filter masks, as plain values for Swift.
enum {
    BC_Z_DEFAULT_STRATEGY = 0,
    BC_Z_FILTERED = 1,
    BC_Z_HUFFMAN_ONLY = 2,
    BC_Z_RLE = 3,
    BC_PNG_FILTER_NONE = 0x08,
    BC_PNG_FILTER_SUB = 0x10,
    BC_PNG_FILTER_UP = 0x20,
    BC_PNG_FILTER_AVG = 0x40,
    BC_PNG_FILTER_PAETH = 0x80,
};

#endif
