#ifndef BUTTONCHECK_PNG_WRITER_H
#define BUTTONCHECK_PNG_WRITER_H

#include <stddef.h>
#include <stdint.h>

/// Encodes 8-bit RGBA rows (4 bytes a pixel, `stride` bytes a row) as a PNG: 8-bit RGB when every pixel
/// is opaque (found while the rows are compressed), else RGBA; the Up filter (the first row unfiltered),
/// then deflate as zlib's run-length strategy makes it (literals, and runs as matches one byte back, in
/// dynamic Huffman blocks), by this file's own encoder: a row equal to the row above is not read again.
/// `plain` (NULL, or one flag per row) marks rows the caller knows are all `plain_color` (RGBA, straight
/// alpha); two such rows in a row are then not compared, so a flag set on a row that is not plain writes
/// the wrong image.
///
/// With `reduction` from 2 to 16, the same pass also reduces the image for a contact sheet into
/// `reduced` (`reduced_rows` rows of ⌈width / reduction⌉ pixels, RGBA), exactly as Swift's
/// `Downscale.image(_:by:plain:maximumHeight:)` does, so the frame is read once; 0 reduces nothing.
///
/// libpng reports errors by longjmp; this function keeps the setjmp and every libpng call in C,
/// so no jump ever crosses a Swift frame. On success it returns 0 and sets `*out` to a buffer of
/// `*out_size` bytes to release with `bc_png_free`; on failure it returns -1 and writes a
/// NUL-terminated message into `error` (at most `error_size` bytes).
int bc_png_encode(const uint8_t *rgba, uint32_t width, uint32_t height, size_t stride, const uint8_t *plain, const uint8_t *plain_color,
                  uint32_t reduction, uint32_t reduced_rows, uint8_t *reduced, uint8_t **out, size_t *out_size, char *error, size_t error_size);

/// Compresses a horizontal band of an image on its own, so the bands of one image can be compressed
/// in parallel and joined: the band's first row unfiltered and the others with Up (a band needs no
/// row of another), as raw deflate data made as `bc_png_encode` makes it, ending the deflate stream when
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

/// Decodes the image data of a non-interlaced 8-bit RGB (`channels` 3) or RGBA (4) PNG held in `file`
/// (`file_size` bytes; its IDAT chunks' data at `starts[i]`, `lengths[i]` bytes) into `rgba`, 4 bytes a
/// pixel (alpha 255 for RGB), in one pass: the CRCs of IHDR and every IDAT, one inflate (its Adler-32
/// checked), the row filters undone. Returns 1, or 0 when anything is unusual (a CRC, Adler-32 or filter
/// error, too little data, data after the last row): then decode through libpng, which reports or
/// tolerates it. For files with no chunks but IHDR, IDAT, IEND and colour-space chunks, whose pixels
/// are then libpng's.
int bc_png_decode_rgb8(const uint8_t *file, size_t file_size, const size_t *starts, const size_t *lengths, size_t count,
                       uint32_t width, uint32_t height, int channels, uint8_t *rgba);

/// Encodes 8-bit RGBA rows as the smallest PNG of a few tries, for files kept long (goldens): an indexed
/// (palette) image, with PLTE and tRNS and 1, 2, 4 or 8 bits a pixel, when the image has at most 256
/// colours (unfiltered, then adaptive filters), else RGB (every pixel opaque) or RGBA with the Up, Paeth
/// and adaptive filters; always zlib level 9; the smallest file wins (the first of equals), so the output
/// is deterministic. The decoded pixels are the image's. Sets `*palette_used`; returns as `bc_png_encode`.
int bc_png_encode_smallest(const uint8_t *rgba, uint32_t width, uint32_t height, size_t stride, int *palette_used,
                           uint8_t **out, size_t *out_size, char *error, size_t error_size);

/// Releases a buffer returned by `bc_png_encode`.
void bc_png_free(uint8_t *buffer);

#endif
