#!/usr/bin/env python3
"""Generates the pixelmatch cross-check fixtures for GoldensTests.

Writes pairs of small PNGs (NAME-a.png, NAME-b.png), the diff image the reference pixelmatch
draws at the default options (NAME-diff.png), and expected.json with the mismatch counts the
reference gives for thresholds 0, 0.05, 0.1 and 0.3, with and without includeAA.

The reference is pixelmatch-py (PyPI `pixelmatch`), a port of mapbox pixelmatch 5.1; its counts
are those of pixelmatch 5.x and 6.x (later releases changed only how diffs are drawn, not what
is counted, until 7.0 changed transparent-pixel handling). The counts are computed from the
PNG files as written, read back, so they apply to exactly the bytes the Swift test decodes.

Usage (from this directory):
    python3 -m venv /tmp/pmvenv && /tmp/pmvenv/bin/pip install pixelmatch==0.4.0 pillow
    /tmp/pmvenv/bin/python generate.py
"""

import json
import os
import random
from importlib.metadata import version

from PIL import Image, ImageDraw, ImageFont
from pixelmatch import pixelmatch

HERE = os.path.dirname(os.path.abspath(__file__))
SCALE = 4  # supersampling factor for anti-aliased shapes
THRESHOLDS = [0, 0.05, 0.1, 0.3]


def supersampled(size, background, paint):
    """Draws with `paint(draw, scale)` at SCALE× and box-filters down: anti-aliased edges."""
    w, h = size
    big = Image.new("RGBA", (w * SCALE, h * SCALE), background)
    paint(ImageDraw.Draw(big), SCALE)
    return big.resize(size, Image.Resampling.BOX)


def font(size):
    return ImageFont.load_default(size=size)


def text_shift():
    def paint(dx):
        def draw(d, s):
            d.text((4 * s + dx * s, 3 * s), "Sign in", fill=(20, 20, 20, 255), font=font(14 * s))
        return draw
    a = supersampled((64, 24), (255, 255, 255, 255), paint(0))
    b = supersampled((64, 24), (255, 255, 255, 255), paint(0.5))
    return a, b


def circle_subpixel():
    def paint(cx, r):
        def draw(d, s):
            d.ellipse(((cx - r) * s, (24 - r) * s, (cx + r) * s, (24 + r) * s), fill=(0, 122, 255, 255))
        return draw
    a = supersampled((48, 48), (242, 242, 247, 255), paint(24, 15))
    b = supersampled((48, 48), (242, 242, 247, 255), paint(24.25, 15.25))
    return a, b


def noise_perturbed():
    rng = random.Random(7)
    a = Image.new("RGBA", (32, 32))
    b = Image.new("RGBA", (32, 32))
    pa, pb = a.load(), b.load()
    for y in range(32):
        for x in range(32):
            c = tuple(rng.randrange(256) for _ in range(3))
            pa[x, y] = c + (255,)
            if rng.random() < 0.5:
                spread = rng.choice((3, 12, 30, 60))
                c = tuple(max(0, min(255, v + rng.randint(-spread, spread))) for v in c)
            pb[x, y] = c + (255,)
    return a, b


def gradient_hue():
    a = Image.new("RGBA", (64, 16))
    b = Image.new("RGBA", (64, 16))
    pa, pb = a.load(), b.load()
    for y in range(16):
        for x in range(64):
            r, g, bl = 4 * x, 255 - 3 * x, 16 * y
            pa[x, y] = (r, g, bl, 255)
            pb[x, y] = (min(255, r + x // 2), g, max(0, bl - y - x // 4), 255)
    return a, b


def alpha_shapes():
    def paint(alpha, shift):
        def draw(d, s):
            d.ellipse((6 * s, 6 * s, 30 * s, 30 * s), fill=(255, 59, 48, alpha))
            d.rectangle(((18 + shift) * s, 18 * s, (42 + shift) * s, 40 * s), fill=(52, 199, 89, alpha // 2))
        return draw
    a = supersampled((48, 48), (0, 0, 0, 0), paint(200, 0))
    b = supersampled((48, 48), (0, 0, 0, 0), paint(180, 1))
    # Fully transparent pixels of different colours compare equal (both are white once blended).
    pb = b.load()
    for x in range(0, 48, 3):
        if pb[x, 46][3] == 0:
            pb[x, 46] = (x * 5, 255 - x * 5, 128, 0)
    return a, b


def button_label():
    def paint(radius, label):
        def draw(d, s):
            d.rounded_rectangle((2 * s, 2 * s, 61 * s, 29 * s), radius=radius * s, fill=(0, 122, 255, 255))
            d.text((11 * s, 8 * s), "Continue", fill=label, font=font(12 * s))
        return draw
    a = supersampled((64, 32), (255, 255, 255, 255), paint(8, (255, 255, 255, 255)))
    b = supersampled((64, 32), (255, 255, 255, 255), paint(10, (235, 240, 255, 255)))
    return a, b


def thin_lines():
    def paint(offset):
        def draw(d, s):
            for k in range(0, 48, 9):
                d.line(((k + offset) * s, 0, (k + offset + 20) * s, 48 * s), fill=(60, 60, 67, 255), width=s)
        return draw
    a = supersampled((48, 48), (255, 255, 255, 255), paint(0))
    b = supersampled((48, 48), (255, 255, 255, 255), paint(1))
    return a, b


def block_and_specks():
    rng = random.Random(11)
    a = Image.new("RGBA", (40, 40), (209, 209, 214, 255))
    b = a.copy()
    ImageDraw.Draw(a).rectangle((8, 10, 23, 25), fill=(88, 86, 214, 255))
    ImageDraw.Draw(b).rectangle((10, 10, 25, 25), fill=(88, 86, 214, 255))
    pb = b.load()
    for _ in range(5):
        x, y = rng.randrange(40), rng.randrange(40)
        pb[x, y] = (rng.randrange(256), rng.randrange(256), rng.randrange(256), 255)
    return a, b


CASES = [
    ("text-shift", text_shift),
    ("circle-subpixel", circle_subpixel),
    ("noise-perturbed", noise_perturbed),
    ("gradient-hue", gradient_hue),
    ("alpha-shapes", alpha_shapes),
    ("button-label", button_label),
    ("thin-lines", thin_lines),
    ("block-and-specks", block_and_specks),
]


def raw(image):
    return list(image.convert("RGBA").tobytes())


def main():
    cases = []
    for name, make in CASES:
        a, b = make()
        files = {"a": f"{name}-a.png", "b": f"{name}-b.png", "diff": f"{name}-diff.png"}
        a.save(os.path.join(HERE, files["a"]))
        b.save(os.path.join(HERE, files["b"]))
        # Measure what was written, read back.
        a = Image.open(os.path.join(HERE, files["a"]))
        b = Image.open(os.path.join(HERE, files["b"]))
        w, h = a.size
        da, db = raw(a), raw(b)
        counts = []
        for include_aa in (False, True):
            for threshold in THRESHOLDS:
                n = pixelmatch(da, db, w, h, None, threshold=threshold, includeAA=include_aa)
                counts.append({"threshold": threshold, "includeAA": include_aa, "mismatched": n})
        diff = [0] * len(da)
        default_count = pixelmatch(da, db, w, h, diff)
        Image.frombytes("RGBA", (w, h), bytes(diff)).save(os.path.join(HERE, files["diff"]))
        cases.append({
            "name": name, "a": files["a"], "b": files["b"], "diff": files["diff"],
            "width": w, "height": h, "defaultMismatched": default_count, "counts": counts,
        })
        print(name, [c["mismatched"] for c in counts])
    document = {
        "reference": f"pixelmatch-py {version('pixelmatch')} (port of mapbox pixelmatch 5.1)",
        "cases": cases,
    }
    with open(os.path.join(HERE, "expected.json"), "w") as f:
        json.dump(document, f, indent=2, sort_keys=True)
        f.write("\n")


if __name__ == "__main__":
    main()
