#!/usr/bin/env python3
"""Reference picture of the blend_layers scene, and each peer's distance from it.

Peers disagree on blend_layers more than on the other scenes (Skia and Pixelproof: mean 0.30,
1.5 % of pixels off by more than 8, some by 255).  This script draws the scene a third way, from
the W3C Compositing and Blending Level 1 formulas in float64, each pixel's coverage from an
S x S grid of samples (default 8 x 8) and every shape rounded to 8 bits as it is drawn (as every
peer stores its canvas), and reports, for every out/<peer>-blend_layers.png present:
  interior  pixels at least 1.5 px from every shape's edge: largest difference and how many are
            off by more than 1 (there the picture depends on the formulas alone);
  all       mean absolute difference, % of pixels off by more than 8, pixels off by more than 100.

Usage: python3 blend_reference.py [S]     (numpy, Pillow; about a minute)
"""
import json
import os
import sys

import numpy as np
from PIL import Image

HERE = os.path.dirname(os.path.abspath(__file__))


def lum(c):
    return 0.3 * c[..., 0] + 0.59 * c[..., 1] + 0.11 * c[..., 2]


def clip_color(c):
    l = lum(c)[..., None]
    n = c.min(-1, keepdims=True)
    x = c.max(-1, keepdims=True)
    with np.errstate(divide="ignore", invalid="ignore"):
        c = np.where(n < 0, l + (c - l) * l / (l - n), c)
        c = np.where(x > 1, l + (c - l) * (1 - l) / (x - l), c)
    return c


def set_lum(c, l):
    return clip_color(c + (l - lum(c))[..., None])


def sat(c):
    return c.max(-1) - c.min(-1)


def set_sat(c, s):
    hi = c.max(-1, keepdims=True)
    lo = c.min(-1, keepdims=True)
    with np.errstate(divide="ignore", invalid="ignore"):
        return np.where(hi > lo, (c - lo) * s[..., None] / (hi - lo), 0)


def blend(mode, b, s):
    """B(Cb, Cs) on straight colours, as the specification writes it."""
    with np.errstate(divide="ignore", invalid="ignore"):
        if mode == "multiply": return b * s
        if mode == "screen": return b + s - b * s
        if mode == "overlay": return blend("hard-light", s, b)
        if mode == "darken": return np.minimum(b, s)
        if mode == "lighten": return np.maximum(b, s)
        if mode == "color-dodge": return np.where(b == 0, 0, np.where(s >= 1, 1, np.minimum(1, b / (1 - s))))
        if mode == "color-burn": return np.where(b >= 1, 1, np.where(s <= 0, 0, 1 - np.minimum(1, (1 - b) / s)))
        if mode == "hard-light": return np.where(s <= 0.5, b * 2 * s, blend("screen", b, 2 * s - 1))
        if mode == "soft-light":
            d = np.where(b <= 0.25, ((16 * b - 12) * b + 4) * b, np.sqrt(b))
            return np.where(s <= 0.5, b - (1 - 2 * s) * b * (1 - b), b + (2 * s - 1) * (d - b))
        if mode == "difference": return abs(b - s)
        if mode == "exclusion": return b + s - 2 * b * s
        if mode == "hue": return set_lum(set_sat(s, sat(b)), lum(b))
        if mode == "saturation": return set_lum(set_sat(b, sat(s)), lum(b))
        if mode == "color": return set_lum(s, lum(b))
        if mode == "luminosity": return set_lum(b, lum(s))
    raise ValueError(mode)


def rrect_distance(px, py, x, y, w, h, r):
    qx = abs(px - (x + w / 2)) - (w / 2 - r)
    qy = abs(py - (y + h / 2)) - (h / 2 - r)
    return np.hypot(np.maximum(qx, 0), np.maximum(qy, 0)) + np.minimum(np.maximum(qx, qy), 0) - r


def main():
    samples = int(sys.argv[1]) if len(sys.argv) > 1 else 8
    scenes = json.load(open(os.path.join(HERE, "scenes.json")))["scenes"]
    scene = next(s for s in scenes if s["name"] == "blend_layers")
    width, height = scene["width"], scene["height"]
    image = np.ones((height, width, 3))   # the scene's white background, opaque throughout
    near_edge = np.zeros((height, width), bool)
    mode = None
    for op in scene["ops"]:
        if op["op"] == "push_layer":
            mode = op["blend"]
            continue
        if op["op"] == "pop_layer":
            mode = None
            continue
        x, y, w, h, r = op["x"], op["y"], op["w"], op["h"], op["r"]
        x0, y0 = max(0, int(x) - 1), max(0, int(y) - 1)
        x1, y1 = min(width, int(x + w) + 2), min(height, int(y + h) + 2)
        py, px = (np.mgrid[y0 * samples:y1 * samples, x0 * samples:x1 * samples] + 0.5) / samples
        inside = rrect_distance(px, py, x, y, w, h, r) < 0
        coverage = inside.reshape(y1 - y0, samples, x1 - x0, samples).mean(axis=(1, 3))[..., None]
        cy, cx = np.mgrid[y0:y1, x0:x1] + 0.5
        near_edge[y0:y1, x0:x1] |= abs(rrect_distance(cx, cy, x, y, w, h, r)) < 1.5
        backdrop = image[y0:y1, x0:x1]
        source = np.broadcast_to(np.array(op["color"][:3]) / 255.0, backdrop.shape)
        # An opaque card over an opaque backdrop: co = B(Cb, Cs) where covered, mixed by coverage.
        painted = source if mode is None else blend(mode, backdrop, source)
        mixed = backdrop * (1 - coverage) + painted * coverage
        image[y0:y1, x0:x1] = np.round(np.clip(mixed, 0, 1) * 255) / 255
    reference = image * 255
    interior = ~near_edge
    print(f"blend_layers reference: W3C formulas, {samples}x{samples} samples a pixel, 8 bits after each shape")
    for name in sorted(os.listdir(os.path.join(HERE, "out"))):
        if not name.endswith("-blend_layers.png"):
            continue
        peer = np.asarray(Image.open(os.path.join(HERE, "out", name)).convert("RGB")).astype(float)
        d = np.abs(peer - reference)
        worst = d.max(-1)
        print(f"{name.split('-')[0]:8s} interior: max {worst[interior].max():5.0f}, off by >1: {int((worst[interior] > 1).sum()):6d}"
              f" | all: mean {d.mean():.3f}, >8: {100 * (worst > 8).mean():.3f} %, >100: {int((worst > 100).sum())}")


if __name__ == "__main__":
    main()
