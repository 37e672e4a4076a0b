#include "png_writer.h"

#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

/* ---- Output buffer ---------------------------------------------------------------------- */

typedef struct {
    uint8_t *data;
    size_t size;
    size_t capacity;
    int failed;
} bc_bytes;

static int bc_append(bc_bytes *bytes, const uint8_t *data, size_t length) {
    if (bytes->failed) return 0;
    if (bytes->size + length > bytes->capacity) {
        size_t capacity = bytes->capacity ? bytes->capacity : 65536;
        while (capacity < bytes->size + length) capacity *= 2;
        uint8_t *grown = (uint8_t *)realloc(bytes->data, capacity);
        if (!grown) {
            bytes->failed = 1;
            return 0;
        }
        bytes->data = grown;
        bytes->capacity = capacity;
    }
    if (length) memcpy(bytes->data + bytes->size, data, length);
    bytes->size += length;
    return 1;
}

/* ---- libpng callbacks ------------------------------------------------------------------- */

typedef struct {
    bc_bytes file;
    char *error;
    size_t error_size;
} bc_state;

static void bc_message(bc_state *state, const char *message) {
    if (state->error_size > 0 && state->error[0] == '\0') {
        strncpy(state->error, message, state->error_size - 1);
        state->error[state->error_size - 1] = '\0';
    }
}

static void bc_error(png_structp png, png_const_charp message) {
    bc_message((bc_state *)png_get_error_ptr(png), message ? message : "unknown libpng error");
    png_longjmp(png, 1);
}

static void bc_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

static void bc_write(png_structp png, png_bytep bytes, png_size_t length) {
    bc_state *state = (bc_state *)png_get_io_ptr(png);
    if (!bc_append(&state->file, bytes, length)) png_error(png, "out of memory for the encoded PNG");
}

static void bc_flush(png_structp png) { (void)png; }

/* ---- A deflate block for runs of repeated rows ------------------------------------------ */

/* Renders are mostly flat colour: many rows equal the row above, and with the Up filter such a
   row is its filter byte 2 followed by zeros. Instead of passing every one of those bytes
   through zlib (and its Adler-32), a run of them is written as one deflate block of
   back-references (RFC 1951) built here, and their Adler-32 is combined arithmetically. */

typedef struct {
    bc_bytes *out;
    uint64_t bits;
    int count;
} bc_bit_writer;

static void bc_put(bc_bit_writer *w, uint32_t value, int length) {
    w->bits |= (uint64_t)value << w->count;
    w->count += length;
    while (w->count >= 8) {
        uint8_t byte = (uint8_t)(w->bits & 0xFF);
        bc_append(w->out, &byte, 1);
        w->bits >>= 8;
        w->count -= 8;
    }
}

/* A Huffman code is sent most significant bit first. */
static void bc_put_code(bc_bit_writer *w, uint32_t code, int length) {
    uint32_t reversed = 0;
    for (int i = 0; i < length; i++) reversed |= ((code >> i) & 1u) << (length - 1 - i);
    bc_put(w, reversed, length);
}

static const int bc_length_base[29] = {3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31,
                                       35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258};
static const int bc_length_extra[29] = {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2,
                                        3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0};
/* Canonical Huffman codes from code lengths (RFC 1951, 3.2.2). */
static void bc_canonical(const uint8_t *length, int n, uint32_t *codes) {
    int bl_count[16] = {0};
    for (int i = 0; i < n; i++) bl_count[length[i]]++;
    bl_count[0] = 0;
    uint32_t next_code[16] = {0}, code = 0;
    for (int bits = 1; bits < 16; bits++) {
        code = (code + (uint32_t)bl_count[bits - 1]) << 1;
        next_code[bits] = code;
    }
    for (int i = 0; i < n; i++) codes[i] = length[i] ? next_code[length[i]]++ : 0;
}

/* The length symbol (257…285) of a match length. */
static int bc_length_index(int length) {
    int l = 28;
    while (bc_length_base[l] > length) l--;
    return l;
}

/* Appends, as one non-final deflate block with its own Huffman codes and ending on a byte
   boundary, `rows` rows of `line` bytes each: filter byte 2 then zeros. Each row is the literal 2,
   the literal 0 and back-references one byte back; the codes are chosen for that alphabet alone,
   so a row costs a few bytes. */
static void bc_put_zero_rows(bc_bytes *out, size_t rows, size_t line) {
    /* One row's back-references. */
    int lengths[64], count = 0;
    size_t total = line - 2;
    while (total > 0 && count < 64) {
        size_t length = total;
        if (length > 258) length = total - 258 < 3 ? total - 3 : 258;
        lengths[count++] = (int)length;
        total -= length;
    }
    /* Literal/length code lengths: the 258-byte match (the most frequent) gets 1 bit, the other
       symbols used 2, 3, … bits, the last two the same, so the code is complete. */
    uint8_t code_length[286];
    memset(code_length, 0, sizeof code_length);
    int symbols[8], used = 0;
    symbols[used++] = 285;
    int candidates[4 + 64];
    int candidate_count = 0;
    candidates[candidate_count++] = 2;
    candidates[candidate_count++] = 0;
    candidates[candidate_count++] = 256;
    for (int i = 0; i < count; i++) candidates[candidate_count++] = 257 + bc_length_index(lengths[i]);
    for (int i = 0; i < candidate_count; i++) {
        int seen = 0;
        for (int j = 0; j < used; j++) seen |= symbols[j] == candidates[i];
        if (!seen && used < 8) symbols[used++] = candidates[i];
    }
    for (int i = 0; i < used; i++) code_length[symbols[i]] = (uint8_t)(i + 1 < used ? i + 1 : used - 1);
    if (used == 1) code_length[symbols[0]] = 1;
    uint32_t codes[286];
    bc_canonical(code_length, 286, codes);

    bc_bit_writer w = {out, 0, 0};
    bc_put(&w, 0, 1);  /* not the final block */
    bc_put(&w, 2, 2);  /* dynamic Huffman codes */
    bc_put(&w, 29, 5); /* HLIT: 286 literal/length codes */
    bc_put(&w, 0, 5);  /* HDIST: 1 distance code */
    bc_put(&w, 15, 4); /* HCLEN: all 19 code-length codes */
    /* The code-length code: 17 and 18 (runs of zeros) take 2 bits, lengths 0–7 take 4 (a complete
       code: 2 · 1/4 + 8 · 1/16 = 1). */
    static const int order[19] = {16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15};
    uint8_t cl_length[19] = {4, 4, 4, 4, 4, 4, 4, 4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 2};
    uint32_t cl_code[19];
    bc_canonical(cl_length, 19, cl_code);
    for (int i = 0; i < 19; i++) bc_put(&w, cl_length[order[i]], 3);
    /* The 286 literal/length code lengths then the one distance code length (1), run together. */
    uint8_t all[287];
    memcpy(all, code_length, 286);
    all[286] = 1;
    for (int i = 0; i < 287;) {
        if (all[i] != 0) {
            bc_put_code(&w, cl_code[all[i]], cl_length[all[i]]);
            i++;
            continue;
        }
        int zeros = 1;
        while (i + zeros < 287 && all[i + zeros] == 0 && zeros < 138) zeros++;
        if (zeros >= 11) {
            bc_put_code(&w, cl_code[18], cl_length[18]);
            bc_put(&w, (uint32_t)(zeros - 11), 7);
        } else if (zeros >= 3) {
            bc_put_code(&w, cl_code[17], cl_length[17]);
            bc_put(&w, (uint32_t)(zeros - 3), 3);
        } else {
            for (int z = 0; z < zeros; z++) bc_put_code(&w, cl_code[0], cl_length[0]);
        }
        i += zeros;
    }
    /* The rows. */
    for (size_t row = 0; row < rows; row++) {
        bc_put_code(&w, codes[2], code_length[2]);
        bc_put_code(&w, codes[0], code_length[0]);
        for (int i = 0; i < count; i++) {
            int l = bc_length_index(lengths[i]);
            bc_put_code(&w, codes[257 + l], code_length[257 + l]);
            if (bc_length_extra[l]) bc_put(&w, (uint32_t)(lengths[i] - bc_length_base[l]), bc_length_extra[l]);
            bc_put_code(&w, 0, 1); /* distance code 0: one byte back */
        }
    }
    bc_put_code(&w, codes[256], code_length[256]); /* end of block */
    /* An empty stored block brings the stream back to a byte boundary. */
    bc_put(&w, 0, 1);
    bc_put(&w, 0, 2);
    if (w.count > 0) bc_put(&w, 0, 8 - w.count);
    static const uint8_t empty[4] = {0x00, 0x00, 0xFF, 0xFF};
    bc_append(out, empty, 4);
}

/* ---- Adler-32 -------------------------------------------------------------------------- */

/* Adler-32 (RFC 1950) of `length` bytes continuing `adler`: zlib's value, computed 16 bytes at a time
   with SSE2 (in x86-64's baseline) where available. For n bytes x_j after sums (a, b):
   a' = a + sum x_j and b' = b + n·a + sum (n − j)·x_j. Split into 16-byte chunks c, the weight
   n − j is 16·(chunks after c) + (16 − i) for byte i of chunk c, so b' gathers 16 × (the sum of the
   byte sums of the chunks before each chunk) plus each chunk's bytes weighted 16…1. The vector
   lanes hold at most 8.6 MB of bytes before a 32-bit lane could overflow; blocks of 1 MiB are
   reduced modulo 65521 in 64-bit arithmetic. */
static uLong bc_adler32(uLong adler, const uint8_t *data, size_t length) {
    const uint64_t base = 65521;
    uint64_t a = adler & 0xFFFF, b = (adler >> 16) & 0xFFFF;
#if defined(__SSE2__)
    const __m128i zero = _mm_setzero_si128();
    const __m128i high_weights = _mm_setr_epi16(16, 15, 14, 13, 12, 11, 10, 9);
    const __m128i low_weights = _mm_setr_epi16(8, 7, 6, 5, 4, 3, 2, 1);
    while (length >= 16) {
        size_t block = length < ((size_t)1 << 20) ? length : ((size_t)1 << 20);
        size_t chunks = block / 16;
        __m128i sums = zero, prefix = zero, weighted = zero;
        for (size_t c = 0; c < chunks; c++) {
            __m128i bytes = _mm_loadu_si128((const __m128i *)(data + c * 16));
            prefix = _mm_add_epi64(prefix, sums);
            sums = _mm_add_epi64(sums, _mm_sad_epu8(bytes, zero));
            weighted = _mm_add_epi32(weighted, _mm_madd_epi16(_mm_unpacklo_epi8(bytes, zero), high_weights));
            weighted = _mm_add_epi32(weighted, _mm_madd_epi16(_mm_unpackhi_epi8(bytes, zero), low_weights));
        }
        uint64_t lanes[2], prefixes[2];
        uint32_t weights[4];
        _mm_storeu_si128((__m128i *)lanes, sums);
        _mm_storeu_si128((__m128i *)prefixes, prefix);
        _mm_storeu_si128((__m128i *)weights, weighted);
        const uint64_t n = chunks * 16;
        const uint64_t byte_sum = lanes[0] + lanes[1];
        const uint64_t weight_sum = (uint64_t)weights[0] + weights[1] + weights[2] + weights[3];
        b = (b + (n % base) * a + 16 * ((prefixes[0] + prefixes[1]) % base) + weight_sum) % base;
        a = (a + byte_sum) % base;
        data += n;
        length -= n;
    }
#endif
    for (size_t i = 0; i < length; i++) {
        a += data[i];
        if (a >= base) a -= base;
        b += a;
        if (b >= base) b -= base;
    }
    return (uLong)((b << 16) | a);
}

/* ---- RGBA to RGB ------------------------------------------------------------------------ */

/* Copies the R, G and B bytes of `width` RGBA pixels to `packed` (which has 8 bytes to spare) and
   returns 1 when every alpha byte is 255. Two pixels at a time as one little-endian 64-bit word
   (R0 G0 B0 A0 R1 G1 B1 A1 → R0 G0 B0 R1 G1 B1, stored as 8 bytes of which the next store
   overwrites the last 2): byte by byte this loop was most of the encoder's own time. */
static int bc_pack_rgb(const uint8_t *source, uint8_t *packed, uint32_t width) {
    uint32_t x = 0;
    int opaque = 1;
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    uint64_t alpha = ~(uint64_t)0;
    for (; x + 2 <= width; x += 2) {
        uint64_t word;
        memcpy(&word, source + (size_t)x * 4, 8);
        alpha &= word;
        const uint64_t rgb = (word & 0xFFFFFFull) | ((word >> 8) & 0xFFFFFF000000ull);
        memcpy(packed + (size_t)x * 3, &rgb, 8);
    }
    opaque = (alpha & 0xFF000000FF000000ull) == 0xFF000000FF000000ull;
#endif
    for (; x < width; x++) {
        packed[x * 3] = source[x * 4];
        packed[x * 3 + 1] = source[x * 4 + 1];
        packed[x * 3 + 2] = source[x * 4 + 2];
        opaque &= source[x * 4 + 3] == 255;
    }
    return opaque;
}

/* ---- The zlib stream of the image data -------------------------------------------------- */

typedef struct {
    z_stream z;
    bc_bytes out;
    uLong adler;
} bc_stream;

static int bc_deflate(bc_stream *s, const uint8_t *data, size_t length, int flush) {
    uint8_t buffer[65536];
    s->z.next_in = (Bytef *)data;
    s->z.avail_in = (uInt)length;
    do {
        s->z.next_out = buffer;
        s->z.avail_out = sizeof buffer;
        int status = deflate(&s->z, flush);
        if (status == Z_STREAM_ERROR) return 0;
        if (!bc_append(&s->out, buffer, sizeof buffer - s->z.avail_out)) return 0;
    } while (s->z.avail_out == 0 || s->z.avail_in > 0);
    return 1;
}

/* The filtered rows of a band of an image as raw deflate data: None for the band's first row, then
   the Up filter (a band is compressed without the rows above it). With `final` the data
   ends the deflate stream; otherwise it ends on a byte boundary (a sync flush), so bands compressed on
   their own can be joined. `*adler` receives the Adler-32 of the band's filtered bytes. Returns 1, 0 on
   failure, or 2 when `drop_alpha` was asked for but a pixel is not opaque. */
static int bc_compress_band(const uint8_t *rgba, uint32_t width, uint32_t height, size_t stride, const uint8_t *same_as_above, int drop_alpha, int level, int strategy, int final,
                            bc_bytes *result, uLong *adler) {
    const size_t channels = drop_alpha ? 3 : 4, row_bytes = (size_t)width * channels, line = row_bytes + 1;
    /* Runs are spliced in when a back-reference can reach the row above. */
    const int splice = line <= 32768 && row_bytes >= 16;
    bc_stream s;
    memset(&s, 0, sizeof s);
    if (deflateInit2(&s.z, level, Z_DEFLATED, -15, 8, strategy) != Z_OK) return 0;
    s.adler = adler32(0L, Z_NULL, 0);
    uint8_t *current = (uint8_t *)malloc(line), *previous = (uint8_t *)malloc(row_bytes), *packed = (uint8_t *)malloc(row_bytes + 8);
    uint8_t *zero_row = (uint8_t *)calloc(line, 1);
    int ok = current && previous && packed && zero_row;
    int translucent = 0;
    if (ok) zero_row[0] = 2;
    const uLong zero_adler = ok ? adler32(adler32(0L, Z_NULL, 0), zero_row, (uInt)line) : 0;
    size_t run = 0;
    for (uint32_t y = 0; ok && y <= height; y++) {
        const uint8_t *source = rgba + (size_t)y * stride;
        int repeated = y > 0 && y < height
            && ((same_as_above && same_as_above[y]) || memcmp(source, source - stride, (size_t)width * 4) == 0);
        if (repeated && splice) {
            run++;
            continue;
        }
        if (run > 0) {
            if (run >= 2) {
                ok = bc_deflate(&s, NULL, 0, Z_SYNC_FLUSH);
                if (ok) bc_put_zero_rows(&s.out, run, line);
                /* zlib's window does not hold the spliced rows: start it afresh (raw deflate, no header). */
                if (ok) ok = deflateReset(&s.z) == Z_OK;
            } else {
                ok = bc_deflate(&s, zero_row, line, Z_NO_FLUSH);
            }
            for (size_t i = 0; i < run; i++) s.adler = adler32_combine(s.adler, zero_adler, (z_off_t)line);
            run = 0;
        }
        if (!ok || y == height) break;
        const uint8_t *row = source;
        if (drop_alpha) {
            /* A repeated row equals the row above, alpha included, so checking the rows packed here
               checks every pixel. */
            if (!bc_pack_rgb(source, packed, width)) {
                translucent = 1;
                ok = 0;
                break;
            }
            row = packed;
        }
        if (y == 0) {
            current[0] = 0;
            memcpy(current + 1, row, row_bytes);
        } else {
            current[0] = 2;
            for (size_t i = 0; i < row_bytes; i++) current[i + 1] = (uint8_t)(row[i] - previous[i]);
        }
        memcpy(previous, row, row_bytes);
        s.adler = bc_adler32(s.adler, current, line);
        ok = bc_deflate(&s, current, line, Z_NO_FLUSH);
    }
    if (ok) ok = bc_deflate(&s, NULL, 0, final ? Z_FINISH : Z_SYNC_FLUSH);
    deflateEnd(&s.z);
    free(current);
    free(previous);
    free(packed);
    free(zero_row);
    if (!ok) {
        free(s.out.data);
        return translucent ? 2 : 0;
    }
    *result = s.out;
    *adler = s.adler;
    return 1;
}

/* The zlib stream (RFC 1950) of the filtered rows: header, one band of every row, Adler-32. */
static int bc_compress_rows(const uint8_t *rgba, uint32_t width, uint32_t height, size_t stride, const uint8_t *same_as_above,
                            int drop_alpha, int level, int strategy, bc_bytes *result) {
    bc_bytes stream, band;
    memset(&stream, 0, sizeof stream);
    memset(&band, 0, sizeof band);
    uLong adler = 0;
    static const uint8_t header[2] = {0x78, 0x01};
    if (!bc_append(&stream, header, 2)) return 0;
    int status = bc_compress_band(rgba, width, height, stride, same_as_above, drop_alpha, level, strategy, 1, &band, &adler);
    if (status != 1) {
        free(stream.data);
        return status;
    }
    uint8_t trailer[4] = {(uint8_t)(adler >> 24), (uint8_t)(adler >> 16), (uint8_t)(adler >> 8), (uint8_t)adler};
    int ok = bc_append(&stream, band.data, band.size) && bc_append(&stream, trailer, 4);
    free(band.data);
    if (!ok) {
        free(stream.data);
        return 0;
    }
    *result = stream;
    return 1;
}

int bc_png_compress_band(const uint8_t *rgba, uint32_t width, uint32_t height, size_t stride,
                         int drop_alpha, int final, uint8_t **out, size_t *out_size, uint32_t *adler) {
    bc_bytes band;
    memset(&band, 0, sizeof band);
    uLong sum = 0;
    *out = NULL;
    *out_size = 0;
    int status = bc_compress_band(rgba, width, height, stride, NULL, drop_alpha, 1, Z_RLE, final, &band, &sum);
    if (status != 1) return status == 2 ? -2 : -1;
    *out = band.data;
    *out_size = band.size;
    *adler = (uint32_t)sum;
    return 0;
}

uint32_t bc_png_adler_combine(uint32_t first, uint32_t second, size_t second_length) {
    return (uint32_t)adler32_combine((uLong)first, (uLong)second, (z_off_t)second_length);
}

/* ---- The PNG ---------------------------------------------------------------------------- */

/* libpng's write and info structures, reporting into `state`. Returns 0, or -1 with the message in `state`
   and nothing to free. (Each writer keeps its own `setjmp`: it must be set in the frame that calls libpng.) */
static int bc_png_create(bc_state *state, png_structp *png, png_infop *info) {
    *png = png_create_write_struct(PNG_LIBPNG_VER_STRING, state, bc_error, bc_warning);
    if (!*png) {
        bc_message(state, "libpng could not create a write structure");
        return -1;
    }
    *info = png_create_info_struct(*png);
    if (!*info) {
        png_destroy_write_struct(png, NULL);
        bc_message(state, "libpng could not create an info structure");
        return -1;
    }
    return 0;
}

/* Writes the PNG: its header chunks, then either `idat` (a complete zlib stream of the filtered rows)
   as IDAT chunks, or, when `idat` is NULL, the rows compressed by libpng itself. Returns 0 or -1 with
   the message in `state`; on success the file is `state->file`. */
static int bc_png_write(bc_state *state, uint32_t width, uint32_t height, int drop_alpha, const bc_bytes *idat,
                        const uint8_t *rgba, size_t stride, int level, int strategy, int filters) {
    png_structp png;
    png_infop info;
    if (bc_png_create(state, &png, &info) != 0) return -1;
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        free(state->file.data);
        state->file.data = NULL;
        return -1;
    }
    png_set_write_fn(png, state, bc_write, bc_flush);
    png_set_IHDR(png, info, width, height, 8, drop_alpha ? PNG_COLOR_TYPE_RGB : PNG_COLOR_TYPE_RGB_ALPHA,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_set_sRGB(png, info, PNG_sRGB_INTENT_PERCEPTUAL);
    if (!idat) {
        /* libpng compresses the rows itself only on this path. */
        png_set_compression_level(png, level);
        png_set_compression_strategy(png, strategy);
        png_set_filter(png, PNG_FILTER_TYPE_BASE, filters);
    }
    png_write_info(png, info);
    if (idat) {
        /* libpng writes the chunks (and their CRCs) around the stream made before. */
        static const png_byte idat_name[5] = {'I', 'D', 'A', 'T', '\0'};
        static const png_byte iend_name[5] = {'I', 'E', 'N', 'D', '\0'};
        const size_t chunk = 1u << 20;
        for (size_t offset = 0; offset < idat->size; offset += chunk) {
            size_t length = idat->size - offset < chunk ? idat->size - offset : chunk;
            png_write_chunk(png, idat_name, idat->data + offset, length);
        }
        png_write_chunk(png, iend_name, NULL, 0);
    } else {
        if (drop_alpha) png_set_filler(png, 0, PNG_FILLER_AFTER);
        for (uint32_t row = 0; row < height; row++) {
            png_write_row(png, (png_const_bytep)(rgba + (size_t)row * stride));
        }
        png_write_end(png, NULL);
    }
    png_destroy_write_struct(&png, &info);
    if (state->file.failed) {
        free(state->file.data);
        state->file.data = NULL;
        bc_message(state, "out of memory for the encoded PNG");
        return -1;
    }
    return 0;
}

int bc_png_encode(const uint8_t *rgba, uint32_t width, uint32_t height, size_t stride, const uint8_t *same_as_above, int drop_alpha,
                  int level, int strategy, int filters, uint8_t **out, size_t *out_size, char *error, size_t error_size) {
    bc_state state;
    memset(&state, 0, sizeof state);
    state.error = error;
    state.error_size = error_size;
    if (error_size > 0) error[0] = '\0';
    *out = NULL;
    *out_size = 0;

    /* The image data is compressed first (outside libpng's error handling, which longjmps). */
    bc_bytes idat;
    memset(&idat, 0, sizeof idat);
    const int up = filters == BC_PNG_FILTER_UP;
    if (drop_alpha < 0 && !up) {
        /* Decide here: RGB when every alpha byte is 255. */
        drop_alpha = 1;
        for (uint32_t y = 0; drop_alpha && y < height; y++) {
            const uint8_t *row = rgba + (size_t)y * stride;
            for (uint32_t x = 0; x < width; x++) {
                if (row[x * 4 + 3] != 255) {
                    drop_alpha = 0;
                    break;
                }
            }
        }
    }
    if (up) {
        /* With `drop_alpha` < 0, try RGB and fall back to RGBA at the first pixel that is not opaque. */
        int status = bc_compress_rows(rgba, width, height, stride, same_as_above, drop_alpha != 0, level, strategy, &idat);
        if (status == 2 && drop_alpha < 0) {
            status = bc_compress_rows(rgba, width, height, stride, same_as_above, 0, level, strategy, &idat);
            drop_alpha = 0;
        } else if (drop_alpha < 0) {
            drop_alpha = 1;
        }
        if (status != 1) {
            bc_message(&state, "zlib could not compress the image data (out of memory?)");
            return -1;
        }
    }
    int status = bc_png_write(&state, width, height, drop_alpha, up ? &idat : NULL, rgba, stride, level, strategy, filters);
    free(idat.data);
    if (status != 0) return -1;
    *out = state.file.data;
    *out_size = state.file.size;
    return 0;
}

int bc_png_encode_stream(const uint8_t *stream, size_t stream_size, uint32_t width, uint32_t height, int has_alpha,
                         uint8_t **out, size_t *out_size, char *error, size_t error_size) {
    bc_state state;
    memset(&state, 0, sizeof state);
    state.error = error;
    state.error_size = error_size;
    if (error_size > 0) error[0] = '\0';
    *out = NULL;
    *out_size = 0;
    bc_bytes idat = {(uint8_t *)stream, stream_size, stream_size, 0};
    if (bc_png_write(&state, width, height, !has_alpha, &idat, NULL, 0, 0, 0, 0) != 0) return -1;
    *out = state.file.data;
    *out_size = state.file.size;
    return 0;
}

void bc_png_free(uint8_t *buffer) { free(buffer); }

/* ---- Reading: how much the image data inflates to ----------------------------------------- */

int64_t bc_png_inflated_size(const uint8_t *data, const size_t *starts, const size_t *lengths, size_t count, uint64_t limit) {
    z_stream stream;
    memset(&stream, 0, sizeof stream);
    if (inflateInit(&stream) != Z_OK) return -1;
    /* Only the size is wanted here: libpng checks the Adler-32 when it decodes (about 15% less work). */
    inflateValidate(&stream, 0);
    static __thread uint8_t scratch[65536];
    uint64_t total = 0;
    int status = Z_OK;
    for (size_t piece = 0; piece < count && status != Z_STREAM_END; piece++) {
        stream.next_in = (Bytef *)(data + starts[piece]);
        stream.avail_in = (uInt)lengths[piece];
        while (stream.avail_in > 0 && status != Z_STREAM_END) {
            stream.next_out = scratch;
            stream.avail_out = sizeof scratch;
            status = inflate(&stream, Z_NO_FLUSH);
            total += sizeof scratch - stream.avail_out;
            if (total > limit) {
                inflateEnd(&stream);
                return (int64_t)limit + 1;
            }
            if (status == Z_BUF_ERROR && stream.avail_in == 0) break; /* wants the next piece */
            if (status != Z_OK && status != Z_STREAM_END && status != Z_BUF_ERROR) {
                inflateEnd(&stream);
                return -1;
            }
        }
    }
    /* Output still held back inside zlib at the end of the input. */
    while (status == Z_OK || status == Z_BUF_ERROR) {
        stream.next_out = scratch;
        stream.avail_out = sizeof scratch;
        stream.avail_in = 0;
        status = inflate(&stream, Z_NO_FLUSH);
        uInt produced = (uInt)(sizeof scratch - stream.avail_out);
        total += produced;
        if (total > limit) {
            inflateEnd(&stream);
            return (int64_t)limit + 1;
        }
        if (produced == 0) break;
    }
    inflateEnd(&stream);
    return status == Z_STREAM_END ? (int64_t)total : -1;
}

/* ---- The smallest encoding (goldens) ------------------------------------------------------ */

/* One way to lay the pixels out in a PNG: colour type, bit depth, the rows as libpng takes them
   (with png_set_packing, one byte a pixel for bit depths below 8) and the palette with its alphas. */
typedef struct {
    int color_type;
    int bit_depth;
    const uint8_t *rows;
    size_t row_bytes;
    png_color palette[256];
    png_byte alphas[256];
    int palette_size;
    int alphas_size;
} bc_layout;

/* Writes `layout` at zlib level 9 with the default strategy and `filters` into `state->file`. */
static int bc_png_write_layout(bc_state *state, uint32_t width, uint32_t height, const bc_layout *layout, int filters) {
    png_structp png;
    png_infop info;
    if (bc_png_create(state, &png, &info) != 0) return -1;
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        free(state->file.data);
        state->file.data = NULL;
        return -1;
    }
    png_set_write_fn(png, state, bc_write, bc_flush);
    png_set_IHDR(png, info, width, height, layout->bit_depth, layout->color_type, PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT,
                 PNG_FILTER_TYPE_DEFAULT);
    if (layout->color_type == PNG_COLOR_TYPE_PALETTE) {
        png_set_PLTE(png, info, layout->palette, layout->palette_size);
        if (layout->alphas_size > 0) png_set_tRNS(png, info, layout->alphas, layout->alphas_size, NULL);
    }
    png_set_sRGB(png, info, PNG_sRGB_INTENT_PERCEPTUAL);
    png_set_compression_level(png, 9);
    png_set_compression_strategy(png, BC_Z_DEFAULT_STRATEGY);
    png_set_compression_mem_level(png, 9);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, filters);
    png_write_info(png, info);
    if (layout->bit_depth < 8) png_set_packing(png);
    for (uint32_t row = 0; row < height; row++) png_write_row(png, (png_const_bytep)(layout->rows + (size_t)row * layout->row_bytes));
    png_write_end(png, NULL);
    png_destroy_write_struct(&png, &info);
    if (state->file.failed) {
        free(state->file.data);
        state->file.data = NULL;
        bc_message(state, "out of memory for the encoded PNG");
        return -1;
    }
    return 0;
}

/* The colours of the image when there are at most 256 (palette, alphas and one index a pixel in
   `indices`), the colours that are not opaque first so that tRNS covers only them, each group in
   the order the colours first appear. Returns 1 when the image has a palette, 0 when it has more
   colours, -1 when out of memory. */
static int bc_palette(const uint8_t *rgba, uint32_t width, uint32_t height, size_t stride, bc_layout *layout, uint8_t **indices) {
    enum { slots = 1024 };
    uint32_t keys[slots];
    int16_t found[slots];
    uint32_t colors[257];
    int count = 0;
    for (int slot = 0; slot < slots; slot++) found[slot] = -1;
    uint8_t *index = (uint8_t *)malloc((size_t)width * height);
    if (!index) return -1;
    /* First pass: the colours in order of appearance, each pixel's colour number. */
    for (uint32_t y = 0; y < height; y++) {
        const uint8_t *row = rgba + (size_t)y * stride;
        for (uint32_t x = 0; x < width; x++) {
            uint32_t key;
            memcpy(&key, row + (size_t)x * 4, 4);
            uint32_t slot = (key * 2654435761u) >> 22;
            while (found[slot] >= 0 && keys[slot] != key) slot = (slot + 1) & (slots - 1);
            if (found[slot] < 0) {
                if (count == 256) {
                    free(index);
                    return 0;
                }
                keys[slot] = key;
                found[slot] = (int16_t)count;
                colors[count++] = key;
            }
            index[(size_t)y * width + x] = (uint8_t)found[slot];
        }
    }
    /* The palette: colours that are not opaque first. */
    uint8_t order[256];
    int position = 0;
    for (int pass = 0; pass < 2; pass++) {
        for (int color = 0; color < count; color++) {
            const uint8_t *c = (const uint8_t *)&colors[color];
            if ((c[3] != 255) == (pass == 0)) {
                order[color] = (uint8_t)position;
                layout->palette[position].red = c[0];
                layout->palette[position].green = c[1];
                layout->palette[position].blue = c[2];
                layout->alphas[position] = c[3];
                if (c[3] != 255) layout->alphas_size = position + 1;
                position++;
            }
        }
    }
    for (size_t pixel = 0; pixel < (size_t)width * height; pixel++) index[pixel] = order[index[pixel]];
    layout->palette_size = count;
    layout->color_type = PNG_COLOR_TYPE_PALETTE;
    layout->bit_depth = count <= 2 ? 1 : count <= 4 ? 2 : count <= 16 ? 4 : 8;
    layout->rows = index;
    layout->row_bytes = width;
    *indices = index;
    return 1;
}

int bc_png_encode_smallest(const uint8_t *rgba, uint32_t width, uint32_t height, size_t stride, int *palette_used,
                           uint8_t **out, size_t *out_size, char *error, size_t error_size) {
    *out = NULL;
    *out_size = 0;
    *palette_used = 0;
    if (error_size > 0) error[0] = '\0';
    static bc_layout empty;
    bc_layout layout = empty;
    uint8_t *owned = NULL;
    int palette = bc_palette(rgba, width, height, stride, &layout, &owned);
    if (palette < 0) {
        if (error_size > 0) snprintf(error, error_size, "out of memory for the palette image");
        return -1;
    }
    int trials[3];
    int trial_count = 0;
    if (palette) {
        /* Palette images usually compress best unfiltered; an adaptive choice per row is the other try. */
        trials[trial_count++] = PNG_FILTER_NONE;
        trials[trial_count++] = PNG_ALL_FILTERS;
    } else {
        int opaque = 1;
        for (uint32_t y = 0; opaque && y < height; y++) {
            const uint8_t *row = rgba + (size_t)y * stride;
            for (uint32_t x = 0; x < width; x++) {
                if (row[x * 4 + 3] != 255) {
                    opaque = 0;
                    break;
                }
            }
        }
        layout.bit_depth = 8;
        if (opaque) {
            owned = (uint8_t *)malloc((size_t)width * height * 3);
            if (!owned) {
                if (error_size > 0) snprintf(error, error_size, "out of memory for the RGB rows");
                return -1;
            }
            for (uint32_t y = 0; y < height; y++) {
                const uint8_t *row = rgba + (size_t)y * stride;
                uint8_t *packed = owned + (size_t)y * width * 3;
                for (uint32_t x = 0; x < width; x++) memcpy(packed + (size_t)x * 3, row + (size_t)x * 4, 3);
            }
            layout.color_type = PNG_COLOR_TYPE_RGB;
            layout.rows = owned;
            layout.row_bytes = (size_t)width * 3;
        } else {
            layout.color_type = PNG_COLOR_TYPE_RGB_ALPHA;
            layout.rows = rgba;
            layout.row_bytes = stride;
        }
        trials[trial_count++] = PNG_FILTER_UP;
        trials[trial_count++] = PNG_FILTER_PAETH;
        trials[trial_count++] = PNG_ALL_FILTERS;
    }
    bc_bytes best;
    memset(&best, 0, sizeof best);
    for (int trial = 0; trial < trial_count; trial++) {
        bc_state state;
        memset(&state, 0, sizeof state);
        state.error = error;
        state.error_size = error_size;
        if (bc_png_write_layout(&state, width, height, &layout, trials[trial]) != 0) {
            free(best.data);
            free(owned);
            return -1;
        }
        /* The first of equally small files, so the choice is deterministic. */
        if (!best.data || state.file.size < best.size) {
            free(best.data);
            best = state.file;
        } else {
            free(state.file.data);
        }
    }
    free(owned);
    *palette_used = palette;
    *out = best.data;
    *out_size = best.size;
    return 0;
}
