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

/// Compresses a horizontal band of an image on its own, so the bands of one image can be compressed
/// in parallel and joined: the band's first row unfiltered and the others with Up (a band needs no
/// row of another), as raw deflate data at zlib level 1 with the run-length strategy, ending the deflate stream when
/// `final` and on a byte boundary otherwise. `drop_alpha` 1 writes RGB (every pixel must be opaque),
/// 0 RGBA. Returns 0 with `*out` (release with `bc_png_free`), `*out_size` and the Adler-32 of the
/// band's filtered bytes; -2 when `drop_alpha` is 1 but a pixel is not opaque; -1 on failure.
int bc_png_compress_band(const uint8_t *rgba, uint32_t width, uint32_t height, size_t stride, int drop_alpha, int final, uint8_t **out, size_t *out_size, uint32_t *adler);

/// The Adler-32 of two byte strings joined, from each one's (zlib's adler32_combine).
uint32_t bc_png_adler_combine(uint32_t first, uint32_t second, size_t second_length);

/// Writes a PNG around `stream`, a complete zlib stream (RFC 1950) of filtered 8-bit RGB (or RGBA
/// with `has_alpha`) rows. Returns and reports as `bc_png_encode` does.
int bc_png_encode_stream(const uint8_t *stream, size_t stream_size, uint32_t width, uint32_t height, int has_alpha,
                         uint8_t **out, size_t *out_size, char *error, size_t error_size);

/// Inflates the zlib stream held in `count` pieces (`data + starts[i]`, `lengths[i]` bytes: a PNG's IDAT
/// chunks), throwing the output away, and stops as soon as it passes `limit` bytes. Returns the bytes
/// the stream inflates to (at most `limit`), `limit + 1` when it holds more, or -1 when zlib finds the
/// stream damaged or cut short (left for libpng to report). Used before decoding, because libpng
/// inflates every byte of a stream that goes on after the image's last row.
int64_t bc_png_inflated_size(const uint8_t *data, const size_t *starts, const size_t *lengths, size_t count, uint64_t limit);

/// Encodes 8-bit RGBA rows as the smallest PNG of a few tries, for files kept long (goldens): an indexed
/// (palette) image, with PLTE and tRNS and 1, 2, 4 or 8 bits a pixel, when the image has at most 256
/// colours (unfiltered, then adaptive filters), else RGB (every pixel opaque) or RGBA with the Up, Paeth
/// and adaptive filters; always zlib level 9; the smallest file wins (the first of equals), so the output
/// is deterministic. The decoded pixels are the image's. Sets `*palette_used`; returns as `bc_png_encode`.
int bc_png_encode_smallest(const uint8_t *rgba, uint32_t width, uint32_t height, size_t stride, int *palette_used,
                           uint8_t **out, size_t *out_size, char *error, size_t error_size);

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
