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

/* ---- Deflate's length symbols and canonical codes (RFC 1951) -------------------------------- */

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


/* ---- Run-length deflate --------------------------------------------------------------- */

/* What zlib's level 1 with the run-length strategy makes, without zlib: every byte a literal unless it
   starts a run of 3 or more copies of the byte before it, which is a match one byte back (RFC 1951),
   in blocks of dynamic Huffman codes built from each block's own counts. Renders are mostly runs (a
   row equal to the one above is its filter byte then zeros), so the run test goes 8 bytes at a time, a
   known repeated row is appended as its symbols without reading it, and nothing keeps a hash table:
   in zlib, sliding the unused hash chains alone took about a third of the encoding time. */

/* Symbols a block gathers before its codes are built. Measured on the 73 PNGs of `render peer-form.json`:
   blocks of 2^15 symbols made 7.80 MB, 2^13 7.23 MB, 2^12 6.95 MB (zlib's level 1 made 7.02 MB), 2^10 6.70 MB
   at a measurably higher cost in building codes. */
enum { bc_block_symbols = 1 << 12 };

typedef struct {
    bc_bytes *out;
    uint64_t bits;
    int count;
    /* The block being gathered: a literal (0…255) or a match length (3…258) + 256 per symbol. */
    uint16_t symbols[bc_block_symbols];
    size_t used;
    uint32_t frequency[286];
    int previous; /* the last byte written (-1 before the first) */
    int failed;
} bc_rle;

static inline __attribute__((always_inline)) void bc_rle_put(bc_rle *e, uint64_t value, int length) {
    e->bits |= value << e->count;
    e->count += length;
    if (e->count >= 32) {
        uint8_t bytes[4] = {(uint8_t)e->bits, (uint8_t)(e->bits >> 8), (uint8_t)(e->bits >> 16), (uint8_t)(e->bits >> 24)};
        if (!bc_append(e->out, bytes, 4)) e->failed = 1;
        e->bits >>= 32;
        e->count -= 32;
    }
}

/* The bits written so far, to a byte boundary (zero bits fill the last byte). */
static void bc_rle_align(bc_rle *e) {
    while (e->count > 0) {
        uint8_t byte = (uint8_t)e->bits;
        if (!bc_append(e->out, &byte, 1)) e->failed = 1;
        e->bits >>= 8;
        e->count = e->count > 8 ? e->count - 8 : 0;
    }
    e->bits = 0;
}

/* The `length` (1…16) low bits of `code` in reverse order (a Huffman code is sent most significant bit first). */
static uint32_t bc_reverse(uint32_t code, int length) {
    uint32_t x = code & 0xFFFF;
    x = ((x >> 1) & 0x5555) | ((x & 0x5555) << 1);
    x = ((x >> 2) & 0x3333) | ((x & 0x3333) << 2);
    x = ((x >> 4) & 0x0F0F) | ((x & 0x0F0F) << 4);
    x = ((x >> 8) & 0x00FF) | ((x & 0x00FF) << 8);
    return length > 0 ? x >> (16 - length) : 0;
}

/* Sorts `count` (at most 286) keys, each a weight above bit 16 and a symbol below, given in ascending
   symbol order, by weight then symbol: a stable radix sort on the weight's bytes. */
static void bc_sort_keys(uint64_t *keys, int count) {
    uint64_t spare[286], largest = 0;
    for (int i = 0; i < count; i++) largest |= keys[i] >> 16;
    uint64_t *from = keys, *to = spare;
    for (int shift = 16; (largest >> (shift - 16)) != 0; shift += 8) {
        int start[257] = {0};
        for (int i = 0; i < count; i++) start[((from[i] >> shift) & 0xFF) + 1]++;
        for (int b = 0; b < 256; b++) start[b + 1] += start[b];
        for (int i = 0; i < count; i++) to[start[(from[i] >> shift) & 0xFF]++] = from[i];
        uint64_t *swap = from;
        from = to;
        to = swap;
    }
    if (from != keys) memcpy(keys, from, (size_t)count * sizeof keys[0]);
}

/* Huffman code lengths of at most `limit` bits for `n` symbols (0 for a symbol of frequency 0): the
   classic merge of the two least frequent, by sorting; when a code comes out longer than `limit`, the
   frequencies are flattened (halved, keeping each above 0) and the code rebuilt. At least two symbols
   get a length, so the code is complete. */
static void bc_code_lengths(const uint32_t *frequency, int n, int limit, uint8_t *lengths) {
    uint32_t weight[286];
    for (int i = 0; i < n; i++) weight[i] = frequency[i];
    int present = 0;
    for (int i = 0; i < n; i++) present += weight[i] > 0;
    for (int i = 0; present < 2 && i < n; i++) {
        if (weight[i] == 0) {
            weight[i] = 1;
            present++;
        }
    }
    for (;;) {
        /* Leaves sorted by weight (then symbol), merged with the two-queue method. */
        uint64_t leaf[286];
        int leaves = 0;
        for (int i = 0; i < n; i++) if (weight[i]) leaf[leaves++] = ((uint64_t)weight[i] << 16) | (uint64_t)i;
        bc_sort_keys(leaf, leaves);
        /* Nodes 0..leaves-1 are leaves, the rest internal; parent[] links each to its parent. */
        uint64_t node_weight[2 * 286];
        int parent[2 * 286];
        for (int i = 0; i < leaves; i++) node_weight[i] = leaf[i] >> 16;
        int next_leaf = 0, next_internal = leaves, made = leaves;
        for (int merge = 0; merge < leaves - 1; merge++) {
            int pick[2];
            for (int k = 0; k < 2; k++) {
                const int take_leaf = next_leaf < leaves && (next_internal >= made || node_weight[next_leaf] <= node_weight[next_internal]);
                pick[k] = take_leaf ? next_leaf++ : next_internal++;
            }
            node_weight[made] = node_weight[pick[0]] + node_weight[pick[1]];
            parent[pick[0]] = made;
            parent[pick[1]] = made;
            made++;
        }
        int depth[2 * 286];
        depth[made - 1] = 0;
        for (int i = made - 2; i >= 0; i--) depth[i] = depth[parent[i]] + 1;
        int longest = 0;
        for (int i = 0; i < leaves; i++) longest = depth[i] > longest ? depth[i] : longest;
        if (longest <= limit) {
            memset(lengths, 0, (size_t)n);
            for (int i = 0; i < leaves; i++) lengths[leaf[i] & 0xFFFF] = (uint8_t)depth[i];
            return;
        }
        for (int i = 0; i < n; i++) if (weight[i]) weight[i] = (weight[i] >> 1) | 1;
    }
}

/* The length symbol (less 257) of each match length (3…258), by RFC 1951's table `bc_length_base`. */
static const uint8_t bc_length_symbol[259] = {
    0, 0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12,
    12, 12, 12, 13, 13, 13, 13, 14, 14, 14, 14, 15, 15, 15, 15, 16, 16, 16, 16, 16,
    16, 16, 16, 17, 17, 17, 17, 17, 17, 17, 17, 18, 18, 18, 18, 18, 18, 18, 18, 19,
    19, 19, 19, 19, 19, 19, 19, 20, 20, 20, 20, 20, 20, 20, 20, 20, 20, 20, 20, 20,
    20, 20, 20, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 22,
    22, 22, 22, 22, 22, 22, 22, 22, 22, 22, 22, 22, 22, 22, 22, 23, 23, 23, 23, 23,
    23, 23, 23, 23, 23, 23, 23, 23, 23, 23, 23, 24, 24, 24, 24, 24, 24, 24, 24, 24,
    24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24,
    24, 24, 24, 25, 25, 25, 25, 25, 25, 25, 25, 25, 25, 25, 25, 25, 25, 25, 25, 25,
    25, 25, 25, 25, 25, 25, 25, 25, 25, 25, 25, 25, 25, 25, 25, 26, 26, 26, 26, 26,
    26, 26, 26, 26, 26, 26, 26, 26, 26, 26, 26, 26, 26, 26, 26, 26, 26, 26, 26, 26,
    26, 26, 26, 26, 26, 26, 26, 27, 27, 27, 27, 27, 27, 27, 27, 27, 27, 27, 27, 27,
    27, 27, 27, 27, 27, 27, 27, 27, 27, 27, 27, 27, 27, 27, 27, 27, 27, 27, 28,
};

/* Writes the gathered symbols as one dynamic-Huffman block (final when `last`). */
static void bc_rle_block(bc_rle *e, int last) {
    e->frequency[256] = 1;
    uint8_t length[287];
    bc_code_lengths(e->frequency, 286, 15, length);
    length[286] = 1; /* the one distance code (one byte back) */
    uint32_t code[286];
    bc_canonical(length, 286, code);
    for (int i = 0; i < 286; i++) code[i] = bc_reverse(code[i], length[i]);
    int lit_count = 286;
    while (lit_count > 257 && length[lit_count - 1] == 0) lit_count--;
    /* The code lengths, literal/length then distance, run-length coded with 16, 17 and 18. */
    uint8_t all[287];
    memcpy(all, length, (size_t)lit_count);
    all[lit_count] = 1;
    const int total = lit_count + 1;
    uint8_t cl_symbol[287], cl_extra[287];
    int cl_used = 0;
    uint32_t cl_frequency[19] = {0};
    for (int i = 0; i < total;) {
        int run = 1;
        while (i + run < total && all[i + run] == all[i]) run++;
        if (all[i] == 0 && run >= 3) {
            int take = run > 138 ? 138 : run;
            cl_symbol[cl_used] = take >= 11 ? 18 : 17;
            cl_extra[cl_used++] = (uint8_t)(take >= 11 ? take - 11 : take - 3);
            i += take;
        } else if (all[i] != 0 && run >= 4) {
            cl_symbol[cl_used] = all[i];
            cl_extra[cl_used++] = 0;
            int take = run - 1 > 6 ? 6 : run - 1;
            cl_symbol[cl_used] = 16;
            cl_extra[cl_used++] = (uint8_t)(take - 3);
            i += 1 + take;
        } else {
            cl_symbol[cl_used] = all[i];
            cl_extra[cl_used++] = 0;
            i++;
        }
    }
    for (int i = 0; i < cl_used; i++) cl_frequency[cl_symbol[i]]++;
    uint8_t cl_length[19];
    bc_code_lengths(cl_frequency, 19, 7, cl_length);
    uint32_t cl_code[19];
    bc_canonical(cl_length, 19, cl_code);
    static const int order[19] = {16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15};
    int cl_count = 19;
    while (cl_count > 4 && cl_length[order[cl_count - 1]] == 0) cl_count--;
    bc_rle_put(e, last ? 1 : 0, 1);
    bc_rle_put(e, 2, 2);
    bc_rle_put(e, (uint64_t)(lit_count - 257), 5);
    bc_rle_put(e, 0, 5);
    bc_rle_put(e, (uint64_t)(cl_count - 4), 4);
    for (int i = 0; i < cl_count; i++) bc_rle_put(e, cl_length[order[i]], 3);
    for (int i = 0; i < cl_used; i++) {
        const int s = cl_symbol[i];
        bc_rle_put(e, bc_reverse(cl_code[s], cl_length[s]), cl_length[s]);
        if (s == 16) bc_rle_put(e, cl_extra[i], 2);
        else if (s == 17) bc_rle_put(e, cl_extra[i], 3);
        else if (s == 18) bc_rle_put(e, cl_extra[i], 7);
    }
    /* The symbols; a match's length code, its extra bits and the one distance code (a 0 bit). */
    for (size_t i = 0; i < e->used; i++) {
        const int s = e->symbols[i];
        if (s < 256) {
            bc_rle_put(e, code[s], length[s]);
        } else {
            const int match = s - 256, l = bc_length_symbol[match], symbol = 257 + l;
            uint64_t bits = code[symbol];
            int count = length[symbol];
            if (bc_length_extra[l]) {
                bits |= (uint64_t)(match - bc_length_base[l]) << count;
                count += bc_length_extra[l];
            }
            bc_rle_put(e, bits, count + 1); /* the distance code's bit is 0 */
        }
    }
    bc_rle_put(e, code[256], length[256]);
    e->used = 0;
    memset(e->frequency, 0, sizeof e->frequency);
}


static void bc_rle_symbol(bc_rle *e, int symbol) {
    if (e->used == bc_block_symbols) bc_rle_block(e, 0);
    e->symbols[e->used++] = (uint16_t)symbol;
    e->frequency[symbol < 256 ? symbol : 257 + bc_length_symbol[symbol - 256]]++;
}

/* Appends `length` bytes. */
static void bc_rle_bytes(bc_rle *e, const uint8_t *data, size_t length) {
    size_t i = 0;
    while (i < length) {
        if (e->previous >= 0 && data[i] == e->previous) {
            /* The run of copies of the previous byte, 8 at a time. */
            const uint64_t pattern = 0x0101010101010101ull * (uint8_t)e->previous;
            size_t run = 0;
            const size_t most = length - i < 258 ? length - i : 258;
            while (run + 8 <= most) {
                uint64_t word;
                memcpy(&word, data + i + run, 8);
                const uint64_t difference = word ^ pattern;
                if (difference) {
                    run += (size_t)__builtin_ctzll(difference) / 8;
                    goto counted;
                }
                run += 8;
            }
            while (run < most && data[i + run] == e->previous) run++;
        counted:
            if (run >= 3) {
                bc_rle_symbol(e, 256 + (int)run);
                i += run;
                continue;
            }
        }
        bc_rle_symbol(e, data[i]);
        e->previous = data[i];
        i++;
    }
}

/* Appends `rows` rows of `line` bytes, each the filter byte 2 and then zeros (rows equal to the row
   above under the Up filter), as the symbols `bc_rle_bytes` would give, without reading them. */
static void bc_rle_zero_rows(bc_rle *e, size_t rows, size_t line) {
    for (size_t row = 0; row < rows; row++) {
        bc_rle_symbol(e, 2);
        bc_rle_symbol(e, 0);
        size_t rest = line - 2;
        while (rest >= 3) {
            size_t take = rest < 258 ? rest : 258;
            if (rest - take > 0 && rest - take < 3) take = rest - 3; /* leave a whole match (≥ 3) */
            bc_rle_symbol(e, 256 + (int)take);
            rest -= take;
        }
        for (; rest > 0; rest--) bc_rle_symbol(e, 0);
        e->previous = 0;
    }
}

/* Ends the data: the gathered symbols as the last block (`final`), or as a block followed by an empty
   stored block, so the data ends on a byte boundary and another band's data can follow. */
static void bc_rle_finish(bc_rle *e, int final) {
    bc_rle_block(e, final);
    if (!final) {
        bc_rle_put(e, 0, 3);
        bc_rle_align(e);
        static const uint8_t empty[4] = {0x00, 0x00, 0xFF, 0xFF};
        if (!bc_append(e->out, empty, 4)) e->failed = 1;
    }
    bc_rle_align(e);
}

static void bc_rle_init(bc_rle *e, bc_bytes *out) {
    memset(e->frequency, 0, sizeof e->frequency);
    e->out = out;
    e->bits = 0;
    e->count = 0;
    e->used = 0;
    e->previous = -1;
    e->failed = 0;
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

/* `out` = `a` − `b`, byte by byte (the Up filter), 16 bytes at a time with SSE2 where available. */
static void bc_subtract(uint8_t *restrict out, const uint8_t *restrict a, const uint8_t *restrict b, size_t length) {
    size_t i = 0;
#if defined(__SSE2__)
    for (; i + 16 <= length; i += 16) {
        const __m128i x = _mm_loadu_si128((const __m128i *)(a + i)), y = _mm_loadu_si128((const __m128i *)(b + i));
        _mm_storeu_si128((__m128i *)(out + i), _mm_sub_epi8(x, y));
    }
#endif
    for (; i < length; i++) out[i] = (uint8_t)(a[i] - b[i]);
}

/* ---- The sheet's thumbnail, reduced while the rows are encoded ------------------------- */

/* The render reduced by a whole `factor` (2…16) to `rows` rows of `width` pixels, made from each row as
   the encoder passes it, so that a frame is read once for its PNG and its contact-sheet cell. The result
   is exactly `Downscale.image(_:by:plain:maximumHeight:)`'s (Sources/Raster/Sheet/Downscale.swift):
   premultiplied box averages; a block whose rows are all opaque is its plain sum over its count, by the
   same reciprocal multiply; another block is weighted by alpha pixel by pixel; a block of plain rows
   is the plain colour. */
typedef struct {
    uint32_t factor, rows, width;
    uint8_t *out;
    const uint8_t *plain;  /* NULL, or one flag per source row: the row is `plain_color` throughout */
    uint8_t plain_color[4];
    uint16_t *sums;
    int block_plain;
} bc_reduction;

static uint64_t bc_reciprocal(uint32_t divisor) { return (((uint64_t)1 << 32) + divisor - 1) / divisor; }

static void bc_reduce_row(bc_reduction *r, const uint8_t *rgba, size_t stride, uint32_t width, uint32_t height, uint32_t y) {
    const uint32_t factor = r->factor, block = y / factor;
    if (block >= r->rows) return;
    const uint32_t first = block * factor, count = height - first < factor ? height - first : factor, last = first + count - 1;
    const size_t row_bytes = (size_t)width * 4;
    if (y == first) {
        r->block_plain = r->plain != NULL;
        for (uint32_t row = first; r->block_plain && row <= last; row++) r->block_plain = r->plain[row] != 0;
        if (!r->block_plain) memset(r->sums, 0, row_bytes * sizeof(uint16_t));
    }
    if (!r->block_plain) {
        const uint8_t *line = rgba + (size_t)y * stride;
        uint16_t *sums = r->sums;
        for (size_t i = 0; i < row_bytes; i++) sums[i] += line[i];
    }
    if (y != last) return;
    uint8_t *target = r->out + (size_t)block * r->width * 4;
    if (r->block_plain) {
        for (uint32_t column = 0; column < r->width; column++) {
            if (r->plain_color[3] > 0) memcpy(target + (size_t)column * 4, r->plain_color, 4);
            else memset(target + (size_t)column * 4, 0, 4);
        }
        return;
    }
    int opaque = 1;
    for (uint32_t x = 0; x < width; x++) {
        if (r->sums[(size_t)x * 4 + 3] != count * 255) {
            opaque = 0;
            break;
        }
    }
    if (opaque) {
        uint32_t divisor = factor * count;
        uint64_t multiplier = bc_reciprocal(divisor);
        for (uint32_t column = 0; column < r->width; column++) {
            const uint32_t start = column * factor, end = start + factor < width ? start + factor : width, pixels = (end - start) * count;
            if (pixels != divisor) {
                divisor = pixels;
                multiplier = bc_reciprocal(divisor);
            }
            uint64_t red = 0, green = 0, blue = 0;
            for (uint32_t x = start; x < end; x++) {
                red += r->sums[(size_t)x * 4];
                green += r->sums[(size_t)x * 4 + 1];
                blue += r->sums[(size_t)x * 4 + 2];
            }
            uint8_t *pixel = target + (size_t)column * 4;
            pixel[0] = (uint8_t)(((red + pixels / 2) * multiplier) >> 32);
            pixel[1] = (uint8_t)(((green + pixels / 2) * multiplier) >> 32);
            pixel[2] = (uint8_t)(((blue + pixels / 2) * multiplier) >> 32);
            pixel[3] = 255;
        }
        return;
    }
    for (uint32_t column = 0; column < r->width; column++) {
        const uint32_t start = column * factor, end = start + factor < width ? start + factor : width, pixels = (end - start) * count;
        uint64_t red = 0, green = 0, blue = 0, alpha = 0;
        for (uint32_t row = first; row <= last; row++) {
            const uint8_t *line = rgba + (size_t)row * stride;
            for (uint32_t x = start; x < end; x++) {
                const uint64_t a = line[(size_t)x * 4 + 3];
                red += line[(size_t)x * 4] * a;
                green += line[(size_t)x * 4 + 1] * a;
                blue += line[(size_t)x * 4 + 2] * a;
                alpha += a;
            }
        }
        uint8_t *pixel = target + (size_t)column * 4;
        if (alpha == 0) {
            memset(pixel, 0, 4);
            continue;
        }
        pixel[0] = (uint8_t)((red + alpha / 2) / alpha);
        pixel[1] = (uint8_t)((green + alpha / 2) / alpha);
        pixel[2] = (uint8_t)((blue + alpha / 2) / alpha);
        pixel[3] = (uint8_t)((alpha + pixels / 2) / pixels);
    }
}

/* ---- The zlib stream of the image data -------------------------------------------------- */

/* The filtered rows of a band of an image as raw deflate data (`bc_rle`): None for the band's first row,
   then the Up filter (a band is compressed without the rows above it). A row equal to the row above is
   then its filter byte and zeros, appended without being read. `plain` (NULL, or a flag per row) marks
   rows of one known colour, which need not be compared; `reduction` (NULL or one) is made from the rows
   as they pass. With `final` the data ends the deflate stream; otherwise it ends on a byte boundary, so
   bands compressed on their own can be joined. `*adler` receives the Adler-32 of the band's filtered
   bytes. Returns 1, 0 on failure, or 2 when `drop_alpha` was asked for but a pixel is not opaque. */
static int bc_compress_band(const uint8_t *rgba, uint32_t width, uint32_t height, size_t stride, const uint8_t *plain, int drop_alpha, int final,
                            bc_reduction *reduction, bc_bytes *result, uLong *adler) {
    const size_t channels = drop_alpha ? 3 : 4, row_bytes = (size_t)width * channels, line = row_bytes + 1;
    bc_bytes out;
    memset(&out, 0, sizeof out);
    bc_rle *encoder = (bc_rle *)malloc(sizeof(bc_rle));
    uint8_t *current = (uint8_t *)malloc(line), *previous = (uint8_t *)malloc(row_bytes), *packed = (uint8_t *)malloc(row_bytes + 8);
    uint8_t *zero_row = (uint8_t *)calloc(line, 1);
    int ok = encoder && current && previous && packed && zero_row;
    int translucent = 0;
    uLong sum = adler32(0L, Z_NULL, 0);
    if (ok) {
        bc_rle_init(encoder, &out);
        zero_row[0] = 2;
    }
    const uLong zero_adler = ok ? adler32(adler32(0L, Z_NULL, 0), zero_row, (uInt)line) : 0;
    size_t run = 0;
    for (uint32_t y = 0; ok && y <= height; y++) {
        const uint8_t *source = rgba + (size_t)y * stride;
        /* Two plain rows in a row hold the same pixels: they need not be compared. */
        int repeated = y > 0 && y < height
            && ((plain && plain[y] && plain[y - 1]) || memcmp(source, source - stride, (size_t)width * 4) == 0);
        if (reduction && y < height) bc_reduce_row(reduction, rgba, stride, width, height, y);
        if (repeated) {
            run++;
            continue;
        }
        if (run > 0) {
            bc_rle_zero_rows(encoder, run, line);
            for (size_t i = 0; i < run; i++) sum = adler32_combine(sum, zero_adler, (z_off_t)line);
            run = 0;
        }
        if (y == height) break;
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
            bc_subtract(current + 1, row, previous, row_bytes);
        }
        memcpy(previous, row, row_bytes);
        sum = bc_adler32(sum, current, line);
        bc_rle_bytes(encoder, current, line);
    }
    if (ok) {
        bc_rle_finish(encoder, final);
        ok = !encoder->failed && !out.failed;
    }
    free(encoder);
    free(current);
    free(previous);
    free(packed);
    free(zero_row);
    if (!ok) {
        free(out.data);
        return translucent ? 2 : 0;
    }
    *result = out;
    *adler = sum;
    return 1;
}

/* The zlib stream (RFC 1950) of the filtered rows: header, one band of every row, Adler-32. */
static int bc_compress_rows(const uint8_t *rgba, uint32_t width, uint32_t height, size_t stride, const uint8_t *plain,
                            int drop_alpha, bc_reduction *reduction, bc_bytes *result) {
    bc_bytes stream, band;
    memset(&stream, 0, sizeof stream);
    memset(&band, 0, sizeof band);
    uLong adler = 0;
    static const uint8_t header[2] = {0x78, 0x01};
    if (!bc_append(&stream, header, 2)) return 0;
    int status = bc_compress_band(rgba, width, height, stride, plain, drop_alpha, 1, reduction, &band, &adler);
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
    int status = bc_compress_band(rgba, width, height, stride, NULL, drop_alpha, final, NULL, &band, &sum);
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

/* Writes the PNG: its header chunks, then `idat` (a complete zlib stream of the filtered rows) as IDAT
   chunks. Returns 0 or -1 with the message in `state`; on success the file is `state->file`. */
static int bc_png_write(bc_state *state, uint32_t width, uint32_t height, int drop_alpha, const bc_bytes *idat) {
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
    png_write_info(png, info);
    /* libpng writes the chunks (and their CRCs) around the stream made before. */
    static const png_byte idat_name[5] = {'I', 'D', 'A', 'T', '\0'};
    static const png_byte iend_name[5] = {'I', 'E', 'N', 'D', '\0'};
    const size_t chunk = 1u << 20;
    for (size_t offset = 0; offset < idat->size; offset += chunk) {
        size_t length = idat->size - offset < chunk ? idat->size - offset : chunk;
        png_write_chunk(png, idat_name, idat->data + offset, length);
    }
    png_write_chunk(png, iend_name, NULL, 0);
    png_destroy_write_struct(&png, &info);
    if (state->file.failed) {
        free(state->file.data);
        state->file.data = NULL;
        bc_message(state, "out of memory for the encoded PNG");
        return -1;
    }
    return 0;
}

int bc_png_encode(const uint8_t *rgba, uint32_t width, uint32_t height, size_t stride, const uint8_t *plain, const uint8_t *plain_color,
                  uint32_t reduction, uint32_t reduced_rows, uint8_t *reduced, uint8_t **out, size_t *out_size, char *error, size_t error_size) {
    bc_state state;
    memset(&state, 0, sizeof state);
    state.error = error;
    state.error_size = error_size;
    if (error_size > 0) error[0] = '\0';
    *out = NULL;
    *out_size = 0;
    bc_reduction reducer;
    memset(&reducer, 0, sizeof reducer);
    if (reduction >= 2 && reduction <= 16 && reduced) {
        reducer.factor = reduction;
        reducer.rows = reduced_rows;
        reducer.width = (width + reduction - 1) / reduction;
        reducer.out = reduced;
        reducer.plain = plain;
        if (plain_color) memcpy(reducer.plain_color, plain_color, 4);
        reducer.sums = (uint16_t *)malloc((size_t)width * 4 * sizeof(uint16_t));
        if (!reducer.sums) {
            bc_message(&state, "out of memory for the reduced image");
            return -1;
        }
    }
    bc_reduction *reducing = reducer.sums ? &reducer : NULL;

    /* The image data is compressed first (outside libpng's error handling, which longjmps): as RGB,
       falling back to RGBA at the first pixel that is not opaque. */
    bc_bytes idat;
    memset(&idat, 0, sizeof idat);
    int drop_alpha = 1;
    int status = bc_compress_rows(rgba, width, height, stride, plain, 1, reducing, &idat);
    if (status == 2) {
        status = bc_compress_rows(rgba, width, height, stride, plain, 0, reducing, &idat);
        drop_alpha = 0;
    }
    free(reducer.sums);
    if (status != 1) {
        bc_message(&state, "zlib could not compress the image data (out of memory?)");
        return -1;
    }
    status = bc_png_write(&state, width, height, drop_alpha, &idat);
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
    if (bc_png_write(&state, width, height, !has_alpha, &idat) != 0) return -1;
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
    png_set_compression_strategy(png, Z_DEFAULT_STRATEGY);
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

/* ---- Reading: 8-bit RGB and RGBA in one pass ------------------------------------------------ */

static uint32_t bc_be32(const uint8_t *p) { return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3]; }

/* Undoes a row's filter (RFC 2083, 6) in place: `row` has `length` bytes of `bpp`-byte pixels, `above`
   the row above, unfiltered (zeros for the first). Returns 0 for an unknown filter type. */
static int bc_unfilter(int type, uint8_t *row, const uint8_t *above, size_t length, size_t bpp) {
    switch (type) {
    case 0:
        return 1;
    case 1:
        for (size_t i = bpp; i < length; i++) row[i] = (uint8_t)(row[i] + row[i - bpp]);
        return 1;
    case 2:
        for (size_t i = 0; i < length; i++) row[i] = (uint8_t)(row[i] + above[i]);
        return 1;
    case 3:
        for (size_t i = 0; i < bpp; i++) row[i] = (uint8_t)(row[i] + (above[i] >> 1));
        for (size_t i = bpp; i < length; i++) row[i] = (uint8_t)(row[i] + ((row[i - bpp] + above[i]) >> 1));
        return 1;
    case 4:
        for (size_t i = 0; i < length; i++) {
            const int a = i >= bpp ? row[i - bpp] : 0, b = above[i], c = i >= bpp ? above[i - bpp] : 0;
            const int p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c);
            row[i] = (uint8_t)(row[i] + (pa <= pb && pa <= pc ? a : pb <= pc ? b : c));
        }
        return 1;
    default:
        return 0;
    }
}

/* Inflates into `stream`'s output until it is full or the stream ends, feeding it the IDAT pieces from
   `*piece` on. Returns 0 when the data is damaged or runs out first; `*status` is zlib's last status. */
static int bc_inflate_some(z_stream *stream, const uint8_t *file, const size_t *starts, const size_t *lengths, size_t count,
                           size_t *piece, int *status) {
    while (stream->avail_out > 0) {
        if (stream->avail_in == 0 && *piece < count) {
            stream->next_in = (Bytef *)(file + starts[*piece]);
            stream->avail_in = (uInt)lengths[*piece];
            (*piece)++;
            continue;
        }
        const uInt before_out = stream->avail_out, before_in = stream->avail_in;
        *status = inflate(stream, Z_NO_FLUSH);
        if (*status == Z_STREAM_END) return 1;
        if (*status != Z_OK && *status != Z_BUF_ERROR) return 0;
        if (stream->avail_out == before_out && stream->avail_in == before_in && stream->avail_in == 0 && *piece == count) return 0;
        if (*status == Z_BUF_ERROR && !(stream->avail_in == 0 && *piece < count)) return 0;
    }
    return 1;
}

int bc_png_decode_rgb8(const uint8_t *file, size_t file_size, const size_t *starts, const size_t *lengths, size_t count,
                       uint32_t width, uint32_t height, int channels, uint8_t *rgba) {
    if ((channels != 3 && channels != 4) || file_size < 33) return 0;
    /* The CRCs libpng would check: IHDR's and every IDAT's. */
    if (crc32(0L, file + 12, 17) != bc_be32(file + 29)) return 0;
    for (size_t piece = 0; piece < count; piece++) {
        if (starts[piece] < 4 || starts[piece] + lengths[piece] + 4 > file_size) return 0;
        if (crc32(0L, file + starts[piece] - 4, (uInt)(lengths[piece] + 4)) != bc_be32(file + starts[piece] + lengths[piece])) return 0;
    }
    const size_t row_bytes = (size_t)width * (size_t)channels, line = row_bytes + 1;
    uint8_t *rows = (uint8_t *)calloc(2, line);
    if (!rows) return 0;
    uint8_t *current = rows, *above = rows + line;
    z_stream stream;
    memset(&stream, 0, sizeof stream);
    if (inflateInit(&stream) != Z_OK) {
        free(rows);
        return 0;
    }
    size_t piece = 0;
    int status = Z_OK, ok = 1;
    for (uint32_t y = 0; ok && y < height; y++) {
        stream.next_out = current;
        stream.avail_out = (uInt)line;
        ok = bc_inflate_some(&stream, file, starts, lengths, count, &piece, &status) && stream.avail_out == 0;
        if (!ok || !bc_unfilter(current[0], current + 1, above + 1, row_bytes, (size_t)channels)) {
            ok = 0;
            break;
        }
        uint8_t *target = rgba + (size_t)y * width * 4;
        if (channels == 4) {
            memcpy(target, current + 1, row_bytes);
        } else {
            const uint8_t *source = current + 1;
            for (uint32_t x = 0; x < width; x++) {
                target[x * 4] = source[x * 3];
                target[x * 4 + 1] = source[x * 3 + 1];
                target[x * 4 + 2] = source[x * 3 + 2];
                target[x * 4 + 3] = 255;
            }
        }
        uint8_t *swap = above;
        above = current;
        current = swap;
    }
    /* The stream must end right after the last row (its Adler-32 checked) with every IDAT byte used;
       anything else is left to libpng, which reports or tolerates it. */
    if (ok && status != Z_STREAM_END) {
        uint8_t spare;
        stream.next_out = &spare;
        stream.avail_out = 1;
        ok = bc_inflate_some(&stream, file, starts, lengths, count, &piece, &status) && status == Z_STREAM_END && stream.avail_out == 1;
    }
    ok = ok && stream.avail_in == 0 && piece == count;
    inflateEnd(&stream);
    free(rows);
    return ok;
}
