#include "png_writer.h"

#include <png.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    uint8_t *data;
    size_t size;
    size_t capacity;
    int out_of_memory;
    char *error;
    size_t error_size;
} bc_state;

static void bc_error(png_structp png, png_const_charp message) {
    bc_state *state = (bc_state *)png_get_error_ptr(png);
    if (state->error_size > 0) {
        strncpy(state->error, message ? message : "unknown libpng error", state->error_size - 1);
        state->error[state->error_size - 1] = '\0';
    }
    png_longjmp(png, 1);
}

static void bc_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

static void bc_write(png_structp png, png_bytep bytes, png_size_t length) {
    bc_state *state = (bc_state *)png_get_io_ptr(png);
    if (state->size + length > state->capacity) {
        size_t capacity = state->capacity ? state->capacity : 65536;
        while (capacity < state->size + length) capacity *= 2;
        uint8_t *grown = (uint8_t *)realloc(state->data, capacity);
        if (!grown) {
            state->out_of_memory = 1;
            png_error(png, "out of memory for the encoded PNG");
        }
        state->data = grown;
        state->capacity = capacity;
    }
    memcpy(state->data + state->size, bytes, length);
    state->size += length;
}

static void bc_flush(png_structp png) { (void)png; }

int bc_png_encode(const uint8_t *rgba, uint32_t width, uint32_t height, size_t stride, int drop_alpha,
                  int level, int strategy, int filters, uint8_t **out, size_t *out_size, char *error, size_t error_size) {
    bc_state state = {0};
    state.error = error;
    state.error_size = error_size;
    if (error_size > 0) error[0] = '\0';
    *out = NULL;
    *out_size = 0;

    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &state, bc_error, bc_warning);
    if (!png) {
        if (error_size > 0) strncpy(error, "libpng could not create a write structure", error_size - 1);
        return -1;
    }
    png_infop info = png_create_info_struct(png);
    if (!info) {
        png_destroy_write_struct(&png, NULL);
        if (error_size > 0) strncpy(error, "libpng could not create an info structure", error_size - 1);
        return -1;
    }
    /* volatile: modified between setjmp and a possible longjmp. */
    uint8_t *volatile result = NULL;
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        free(state.data);
        (void)result;
        return -1;
    }
    png_set_write_fn(png, &state, bc_write, bc_flush);
    png_set_IHDR(png, info, width, height, 8, drop_alpha ? PNG_COLOR_TYPE_RGB : PNG_COLOR_TYPE_RGB_ALPHA,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_set_sRGB(png, info, PNG_sRGB_INTENT_PERCEPTUAL);
    png_set_compression_level(png, level);
    png_set_compression_strategy(png, strategy);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, filters);
    png_write_info(png, info);
    if (drop_alpha) png_set_filler(png, 0, PNG_FILLER_AFTER);
    for (uint32_t row = 0; row < height; row++) {
        png_write_row(png, (png_const_bytep)(rgba + (size_t)row * stride));
    }
    png_write_end(png, NULL);
    png_destroy_write_struct(&png, &info);
    result = state.data;
    *out = result;
    *out_size = state.size;
    return 0;
}

void bc_png_free(uint8_t *buffer) { free(buffer); }
