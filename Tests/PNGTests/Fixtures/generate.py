#!/usr/bin/env python3
"""Generates the PNG decoding fixtures for Tests/PNGTests.

Run from anywhere:  python3 Tests/PNGTests/Fixtures/generate.py
Needs only the Python standard library (zlib, struct, json); it writes the PNG
chunks by hand so that every colour type, bit depth, tRNS variant and Adam7
interlacing can be produced exactly. The output is deterministic: running it
again rewrites byte-identical files.

Outputs, next to this script:
  <name>.png       valid fixtures; every one passes `pngcheck`.
  expected.json    for each valid fixture: width, height and the RGBA8 pixels
                   (hex, row-major, straight alpha) that PNG.decode must return.
  corrupt/*.png    invalid files for the error tests (pngcheck rejects them).

Naming: <colour type>-<bit depth>[-trns][-i].png, with colour type one of
gray, rgb, palette, graya, rgba; -trns means a tRNS chunk; -i means Adam7
interlaced. Extra files cover gamma (gAMA / sRGB chunks) and all 65536
16-bit sample values.

Expected values are computed here, independently of libpng:
  * bit depths 1, 2, 4: v * 255 / (2^d - 1)   (exact: bit replication)
  * bit depth 16:       (v * 255 + 32767) // 65535   (rounded scaling)
  * no gamma conversion, whatever gAMA says (PNG.decode drops gAMA).
  * tRNS: a pixel whose raw samples equal the tRNS colour gets alpha 0 and
    keeps its colour; palette entries take their tRNS alpha (255 if absent).
"""
import json
import os
import struct
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
W, H = 9, 7  # not a multiple of 8: partial bytes at depths < 8, uneven Adam7 passes

COLOR_TYPES = {"gray": 0, "rgb": 2, "palette": 3, "graya": 4, "rgba": 6}
CHANNELS = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}
ADAM7 = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4),
         (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]


def chunk(kind, data):
    body = kind + data
    return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))


def hash3(x, y, c):
    """A small deterministic integer hash, well spread over 32 bits."""
    h = (x * 73856093) ^ (y * 19349663) ^ (c * 83492791) ^ 0x9E3779B9
    h = (h * 2654435761) & 0xFFFFFFFF
    return h ^ (h >> 15)


def samples(width, height, channels, depth, limit=None):
    """Raw samples [y][x][c]; pixel (0,0) is all zeros, pixel (1,0) all maximum."""
    top = (1 << depth) - 1 if limit is None else limit - 1
    rows = []
    for y in range(height):
        row = []
        for x in range(width):
            if (x, y) == (0, 0):
                px = [0] * channels
            elif (x, y) == (1, 0):
                px = [top] * channels
            else:
                px = [hash3(x, y, c) % (top + 1) for c in range(channels)]
            row.append(px)
        rows.append(row)
    return rows


def pack_row(pixels, depth):
    """Packs a row of pixels (lists of samples) into bytes at the given depth."""
    flat = [s for px in pixels for s in px]
    if depth == 8:
        return bytes(flat)
    if depth == 16:
        return b"".join(struct.pack(">H", s) for s in flat)
    out, acc, nbits = bytearray(), 0, 0
    for s in flat:
        acc = (acc << depth) | s
        nbits += depth
        if nbits == 8:
            out.append(acc)
            acc, nbits = 0, 0
    if nbits:
        out.append(acc << (8 - nbits))
    return bytes(out)


def paeth(a, b, c):
    p = a + b - c
    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
    if pa <= pb and pa <= pc:
        return a
    return b if pb <= pc else c


def filter_row(kind, row, prior, bpp):
    """Applies PNG filter `kind` (0-4) to one packed row."""
    out = bytearray([kind])
    for i, v in enumerate(row):
        a = row[i - bpp] if i >= bpp else 0
        b = prior[i] if prior is not None else 0
        c = prior[i - bpp] if (prior is not None and i >= bpp) else 0
        pred = [0, a, b, (a + b) // 2, paeth(a, b, c)][kind]
        out.append((v - pred) & 0xFF)
    return bytes(out)


def image_data(rows, depth, channels, interlaced, only_filter=None):
    """The uncompressed IDAT stream; filter types cycle 0..4 row by row unless only_filter."""
    bpp = max(1, channels * depth // 8)
    height, width = len(rows), len(rows[0])
    passes = ADAM7 if interlaced else [(0, 0, 1, 1)]
    out, counter = bytearray(), 0
    for x0, y0, dx, dy in passes:
        xs = list(range(x0, width, dx))
        if not xs:
            continue  # an empty pass has no bytes at all, not even filter bytes
        prior = None
        for y in range(y0, height, dy):
            packed = pack_row([rows[y][x] for x in xs], depth)
            out += filter_row(counter % 5 if only_filter is None else only_filter, packed, prior, bpp)
            counter += 1
            prior = packed
    return bytes(out)


def png(width, height, depth, ctype, interlaced, rows, extra_before=b"",
        plte=None, trns=None, idat_split=1, only_filter=None):
    ihdr = struct.pack(">IIBBBBB", width, height, depth, ctype, 0, 0, 1 if interlaced else 0)
    out = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + extra_before
    if plte is not None:
        out += chunk(b"PLTE", b"".join(bytes(c) for c in plte))
    if trns is not None:
        out += chunk(b"tRNS", trns)
    data = zlib.compress(image_data(rows, depth, CHANNELS[ctype], interlaced, only_filter), 9)
    step = -(-len(data) // idat_split)
    for i in range(0, len(data), step):
        out += chunk(b"IDAT", data[i:i + step])
    return out + chunk(b"IEND", b"")


def scale(v, depth):
    if depth == 16:
        return (v * 255 + 32767) // 65535
    return v * 255 // ((1 << depth) - 1)


def expected_rgba(rows, depth, ctype, palette=None, palette_alpha=None, trns_key=None):
    out = bytearray()
    for row in rows:
        for px in row:
            if ctype == 3:
                r, g, b = palette[px[0]]
                a = palette_alpha[px[0]] if palette_alpha and px[0] < len(palette_alpha) else 255
                out += bytes([r, g, b, a])
                continue
            s = [scale(v, depth) for v in px]
            if ctype == 0:
                rgba = [s[0], s[0], s[0], 255]
            elif ctype == 2:
                rgba = s + [255]
            elif ctype == 4:
                rgba = [s[0], s[0], s[0], s[1]]
            else:
                rgba = s
            if trns_key is not None and px == trns_key:
                rgba[3] = 0
            out += bytes(rgba)
    return out.hex().upper()


def make_palette(count):
    return [tuple(hash3(i, 99, c) % 256 for c in range(3)) for i in range(count)]


def main():
    fixtures, expected = {}, {}

    def add(name, data, width, height, rgba_hex):
        fixtures[name + ".png"] = data
        expected[name + ".png"] = {"width": width, "height": height, "rgba": rgba_hex}

    for cname, ctype in COLOR_TYPES.items():
        depths = {0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16]}[ctype]
        for depth in depths:
            for interlaced in (False, True):
                suffix = "-i" if interlaced else ""
                if ctype == 3:
                    # 8-bit palettes are not full (200 of 256 entries) on purpose.
                    count = 200 if depth == 8 else 1 << depth
                    palette = make_palette(count)
                    rows = samples(W, H, 1, 8 if depth == 8 else depth, limit=count)
                    data = png(W, H, depth, ctype, interlaced, rows, plte=palette)
                    add(f"{cname}-{depth}{suffix}", data, W, H,
                        expected_rgba(rows, depth, ctype, palette))
                    continue
                rows = samples(W, H, CHANNELS[ctype], depth)
                data = png(W, H, depth, ctype, interlaced, rows,
                           idat_split=3 if depth == 16 else 1)
                add(f"{cname}-{depth}{suffix}", data, W, H, expected_rgba(rows, depth, ctype))

    # tRNS variants. The transparent colour is that of pixel (2,0), so it occurs.
    for ctype, cname, depth in [(0, "gray", 1), (0, "gray", 4), (0, "gray", 8), (0, "gray", 16),
                                (2, "rgb", 8), (2, "rgb", 16)]:
        for interlaced in (False, True):
            rows = samples(W, H, CHANNELS[ctype], depth)
            key = rows[0][2]
            trns = b"".join(struct.pack(">H", v) for v in key)
            data = png(W, H, depth, ctype, interlaced, rows, trns=trns)
            add(f"{cname}-{depth}-trns{'-i' if interlaced else ''}", data, W, H,
                expected_rgba(rows, depth, ctype, trns_key=key))
    for depth in (2, 8):
        for interlaced in (False, True):
            count = 4 if depth == 2 else 200
            palette = make_palette(count)
            # tRNS shorter than the palette: alpha 0, partial alphas, then opaque by default.
            alphas = [0, 128, 255] if depth == 2 else [0] + [(i * 37) % 256 for i in range(1, 100)]
            rows = samples(W, H, 1, 8 if depth == 8 else depth, limit=count)
            data = png(W, H, depth, 3, interlaced, rows, plte=palette, trns=bytes(alphas))
            add(f"palette-{depth}-trns{'-i' if interlaced else ''}", data, W, H,
                expected_rgba(rows, depth, 3, palette, alphas))

    # Gamma: gAMA 1.0 (linear) and gAMA 1/1.8 on 8- and 16-bit data; an sRGB chunk on 16-bit.
    # PNG.decode ignores gAMA, so the expected values are plain scaling.
    gama_linear = chunk(b"gAMA", struct.pack(">I", 100000))
    gama_18 = chunk(b"gAMA", struct.pack(">I", 55556))
    srgb = chunk(b"sRGB", b"\x00")
    for name, extra, ctype, depth in [("rgb-8-gama100000", gama_linear, 2, 8),
                                      ("rgb-16-gama100000", gama_linear, 2, 16),
                                      ("rgba-8-gama55556", gama_18, 6, 8),
                                      ("palette-8-gama100000", gama_linear, 3, 8),
                                      ("gray-16-srgb", srgb, 0, 16)]:
        if ctype == 3:
            palette = make_palette(200)
            rows = samples(W, H, 1, 8, limit=200)
            data = png(W, H, 8, 3, False, rows, extra_before=extra, plte=palette)
            add(name, data, W, H, expected_rgba(rows, 8, 3, palette))
            continue
        rows = samples(W, H, CHANNELS[ctype], depth)
        data = png(W, H, depth, ctype, False, rows, extra_before=extra)
        add(name, data, W, H, expected_rgba(rows, depth, ctype))

    # Every 16-bit sample value once: 256x256 gray, value = y * 256 + x (too big for
    # expected.json; the test checks it against the rounding formula directly).
    rows = [[[y * 256 + x] for x in range(256)] for y in range(256)]
    fixtures["gray-16-all-values.png"] = png(256, 256, 16, 0, False, rows, only_filter=1)

    # Tiny interlaced images where most Adam7 passes are empty.
    for (w, h) in [(1, 1), (3, 2)]:
        rows = samples(w, h, 4, 8)
        add(f"rgba-8-i-{w}x{h}", png(w, h, 8, 6, True, rows), w, h, expected_rgba(rows, 8, 6))

    # Corrupt files (the tests make more by flipping and truncating bytes of valid ones).
    rows = samples(4, 4, 3, 8)
    good_ihdr = struct.pack(">IIBBBBB", 4, 4, 8, 2, 0, 0, 0)
    sig = b"\x89PNG\r\n\x1a\n"
    idat = chunk(b"IDAT", zlib.compress(image_data(rows, 8, 3, False)))
    iend = chunk(b"IEND", b"")
    raw = zlib.compress(image_data(rows, 8, 3, False))
    bad_adler = raw[:-1] + bytes([raw[-1] ^ 0xFF])
    corrupt = {
        # Bit depth 3 does not exist.
        "bad-ihdr-depth.png": sig + chunk(b"IHDR", struct.pack(">IIBBBBB", 4, 4, 3, 2, 0, 0, 0)) + idat + iend,
        # Width 0 is not allowed.
        "bad-ihdr-width0.png": sig + chunk(b"IHDR", struct.pack(">IIBBBBB", 0, 4, 8, 2, 0, 0, 0)) + idat + iend,
        # IHDR then IEND, no image data.
        "no-idat.png": sig + chunk(b"IHDR", good_ihdr) + iend,
        # The zlib stream's Adler-32 checksum is wrong (chunk CRC is right).
        "bad-adler.png": sig + chunk(b"IHDR", good_ihdr) + chunk(b"IDAT", bad_adler) + iend,
        # 100000 x 100000 declared (10^10 pixels): must be refused before allocating.
        "huge-dimensions.png": sig + chunk(b"IHDR", struct.pack(">IIBBBBB", 100000, 100000, 8, 6, 0, 0, 0)) + idat + iend,
        # The IHDR CRC is wrong.
        "bad-ihdr-crc.png": sig + chunk(b"IHDR", good_ihdr)[:-1] + b"\x00" + idat + iend,
        # A 1x1 RGBA image (one red pixel) whose IDAT stream goes on for 64 MiB of zeros after its one
        # row: 65 KB that libpng would inflate to the end (issue 26, item 6).
        "excess-image-data.png": sig + chunk(b"IHDR", struct.pack(">IIBBBBB", 1, 1, 8, 6, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(b"\x00\xff\x00\x00\xff" + bytes(64 << 20), 9)) + iend,
        # The same image with 10 bytes after its row: libpng warns ("Too much image data") and decodes it.
        "small-excess-image-data.png": sig + chunk(b"IHDR", struct.pack(">IIBBBBB", 1, 1, 8, 6, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(b"\x00\xff\x00\x00\xff" + bytes(10), 9)) + iend,
    }

    os.makedirs(os.path.join(HERE, "corrupt"), exist_ok=True)
    for name, data in sorted(fixtures.items()):
        with open(os.path.join(HERE, name), "wb") as f:
            f.write(data)
    for name, data in sorted(corrupt.items()):
        with open(os.path.join(HERE, "corrupt", name), "wb") as f:
            f.write(data)
    with open(os.path.join(HERE, "expected.json"), "w") as f:
        json.dump(expected, f, indent=1, sort_keys=True)
        f.write("\n")
    print(f"wrote {len(fixtures)} fixtures, {len(corrupt)} corrupt files, expected.json")


if __name__ == "__main__":
    main()
