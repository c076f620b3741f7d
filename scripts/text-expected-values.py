#!/usr/bin/env python3
"""Independent expected values for Tests/TypesettingTests, from uharfbuzz (PyPI), not from our code.

Run: python3 scripts/text-expected-values.py
Prints glyph ids, clusters and advances in 1/65536 px (font scale = size * 65536, as
Pixelproof's shaper uses) for the strings the tests check. Paste changes into the tests by hand.
"""
import uharfbuzz as hb

LEXEND = "Fonts/LexendDeca[wght].ttf"
DEJAVU = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"


def shape(path, text, size, weight=None, features=None):
    face = hb.Face(hb.Blob.from_file_path(path))
    font = hb.Font(face)
    if weight is not None:
        font.set_variations({"wght": weight})
    font.scale = (size * 65536, size * 65536)
    buf = hb.Buffer()
    buf.add_str(text)
    buf.guess_segment_properties()
    hb.shape(font, buf, features or {})
    gids = [i.codepoint for i in buf.glyph_infos]
    clusters = [i.cluster for i in buf.glyph_infos]
    adv = [p.x_advance for p in buf.glyph_positions]
    return buf.direction, gids, clusters, adv


print("uharfbuzz", hb.__version__)
for text, size, weight, feats in [
    ("Continue", 18, 400, None), ("Continue", 18, 600, None), ("office", 16, 400, None),
    ("office", 16, 400, {"liga": False}), ("AV", 16, 400, None), ("AV", 16, 400, {"kern": False}),
    ("Details", 14, 600, None), ("0123 1111", 16, 400, None), ("0123 1111", 16, 400, {"tnum": True}),
    ("\u2026", 14, 400, None),
]:
    d, g, c, a = shape(LEXEND, text, size, weight, feats)
    print(repr(text), size, weight, feats, d, "gids", g, "clusters", c, "adv", a, "sum", sum(a), sum(a) / 65536)
for text in ["\u05e9\u05dc\u05d5\u05dd", "\u0645\u0631\u062d\u0628\u0627"]:
    d, g, c, a = shape(DEJAVU, text, 16)
    print(repr(text), "DejaVu 16", d, "gids", g, "clusters", c, "adv", a)
