#!/usr/bin/env python3
"""Generate scenes.json: a neutral, renderer-independent description of the
benchmark scenes.  Deterministic (fixed seeds, Python's Mersenne Twister via
random.Random), so re-running it reproduces scenes.json byte for byte.

Coordinates are LOGICAL units; a renderer multiplies everything (positions,
sizes, radii, stroke widths, blur sigmas, font sizes) by the scene's `scale`.
Colours are [r, g, b, a] with 8-bit straight (non-premultiplied) sRGB
components.  See README.md for the exact semantics of every op.
"""
import json
import math
import os
import random

SEED = 20261121
HERE = os.path.dirname(os.path.abspath(__file__))
FONT_REL = "../../Fonts/LexendDeca[wght].ttf"  # relative to scenes.json: the repository's bundled font


def r3(v):
    return round(float(v), 3)


def css_linear(x, y, w, h, angle_deg, stops):
    """CSS linear-gradient(<angle>) for a w x h box at (x, y).

    0deg points up, 90deg to the right, 135deg to the bottom-right.
    Gradient line goes through the box centre, direction (sin a, -cos a),
    length |w sin a| + |h cos a| so the 0% / 100% lines touch the corners.
    """
    a = math.radians(angle_deg)
    dx, dy = math.sin(a), -math.cos(a)
    length = abs(w * math.sin(a)) + abs(h * math.cos(a))
    cx, cy = x + w / 2.0, y + h / 2.0
    return {
        "type": "linear",
        "angle_deg": angle_deg,
        "x0": r3(cx - dx * length / 2), "y0": r3(cy - dy * length / 2),
        "x1": r3(cx + dx * length / 2), "y1": r3(cy + dy * length / 2),
        "stops": stops,
    }


def rand_rgb(rng, lo=0, hi=255):
    return [rng.randint(lo, hi), rng.randint(lo, hi), rng.randint(lo, hi)]


def scene_pills(seed):
    rng = random.Random(seed)
    W, H = 1600, 1200
    ops = []
    for _ in range(2000):
        w = rng.randint(120, 240)
        h = rng.randint(32, 56)
        x = r3(rng.uniform(0, W - w))
        y = r3(rng.uniform(0, H - h))
        ops.append({"op": "fill_rrect", "x": x, "y": y, "w": w, "h": h,
                    "r": h / 2.0, "color": rand_rgb(rng) + [255]})
    return {"name": "pills", "width": W, "height": H, "scale": 1,
            "background": [255, 255, 255, 255], "ops": ops,
            "summary": "2,000 AA pills (radius = h/2), opaque solid colours, source-over"}


def scene_gradients(seed):
    rng = random.Random(seed)
    W, H = 1600, 1200
    ops = []
    for i in range(400):
        w, h, rad = 240, 140, 24
        x = r3(rng.uniform(0, W - w))
        y = r3(rng.uniform(0, H - h))
        # ~30% of the rects are translucent; all 3 stops share the alpha so
        # premultiplied vs straight interpolation gives identical results.
        a = rng.randint(128, 230) if rng.random() < 0.3 else 255
        mid = round(rng.uniform(0.3, 0.7), 2)
        stops = [[0.0, rand_rgb(rng) + [a]], [mid, rand_rgb(rng) + [a]],
                 [1.0, rand_rgb(rng) + [a]]]
        ops.append({"op": "fill_rrect", "x": x, "y": y, "w": w, "h": h,
                    "r": rad, "gradient": css_linear(x, y, w, h, 135, stops)})
    return {"name": "gradients", "width": W, "height": H, "scale": 1,
            "background": [255, 255, 255, 255], "ops": ops,
            "summary": "400 rounded rects r=24 240x140, 3-stop linear gradient at 135deg (CSS), ~30% translucent"}


def scene_shadows(seed):
    rng = random.Random(seed)
    W, H = 1600, 1200
    ops = []
    for _ in range(150):
        w, h, rad = 160, 100, 12
        x = r3(rng.uniform(10, W - w - 10))
        y = r3(rng.uniform(0, H - h - 30))
        # CSS: box-shadow: 0 10px 15px rgba(0,0,0,0.10) -> sigma = 15/2
        ops.append({"op": "shadow_rrect", "x": x, "y": y, "w": w, "h": h,
                    "r": rad, "dx": 0, "dy": 10, "blur": 15, "sigma": 7.5,
                    "color": [0, 0, 0, 26]})
        ops.append({"op": "fill_rrect", "x": x, "y": y, "w": w, "h": h,
                    "r": rad, "color": [255, 255, 255, 255]})
    return {"name": "shadows", "width": W, "height": H, "scale": 1,
            "background": [248, 250, 252, 255], "ops": ops,
            "summary": "150 white cards 160x100 r=12, each after its Gaussian drop shadow (0,10) sigma 7.5 black 10%"}


def scene_strokes(seed):
    rng = random.Random(seed)
    W, H = 1600, 1200
    ops = []
    for i in range(1000):
        sw = rng.choice([1.0, 1.5, 2.0])
        col = rand_rgb(rng) + [255]
        if i % 2 == 0:
            r = round(rng.uniform(6, 40), 2)
            cx = r3(rng.uniform(r + 2, W - r - 2))
            cy = r3(rng.uniform(r + 2, H - r - 2))
            ops.append({"op": "stroke_circle", "cx": cx, "cy": cy, "r": r,
                        "stroke_width": sw, "color": col})
        else:
            w = rng.randint(60, 200)
            h = rng.randint(20, 44)
            x = r3(rng.uniform(2, W - w - 2))
            y = r3(rng.uniform(2, H - h - 2))
            ops.append({"op": "stroke_rrect", "x": x, "y": y, "w": w, "h": h,
                        "r": h / 2.0, "stroke_width": sw, "color": col})
    return {"name": "strokes", "width": W, "height": H, "scale": 1,
            "background": [255, 255, 255, 255], "ops": ops,
            "summary": "1,000 stroked outlines (500 circles, 500 pills), widths 1/1.5/2, centred strokes"}


def scene_catalog2x(seed):
    rng = random.Random(seed)
    W, H, S = 750, 2400, 2
    ops = []
    fills = [[37, 99, 235], [22, 163, 74], [220, 38, 38], [15, 23, 42],
             [124, 58, 237], [234, 88, 12]]
    # 60 buttons: 3 columns x 20 rows, 210x44 pills. Every 3rd is an
    # "outline" button (white + 1px #cbd5e1 border), every 5th a "secondary"
    # one (#f1f5f9 + 1px #e2e8f0 border); the rest solid.
    for i in range(60):
        col, row = i % 3, i // 3
        x, y, w, h = 30 + col * 235, 30 + row * 52, 210, 44
        kind = "outline" if i % 3 == 1 else ("secondary" if i % 5 == 0 else "solid")
        if kind == "solid":
            ops.append({"op": "fill_rrect", "x": x, "y": y, "w": w, "h": h,
                        "r": h / 2, "color": rng.choice(fills) + [255]})
        else:
            bg = [255, 255, 255, 255] if kind == "outline" else [241, 245, 249, 255]
            bc = [203, 213, 225, 255] if kind == "outline" else [226, 232, 240, 255]
            ops.append({"op": "fill_rrect", "x": x, "y": y, "w": w, "h": h,
                        "r": h / 2, "color": bg})
            # CSS 1px border = stroke of width 1 centred on the box inset by 0.5
            ops.append({"op": "stroke_rrect", "x": x + 0.5, "y": y + 0.5,
                        "w": w - 1, "h": h - 1, "r": h / 2 - 0.5,
                        "stroke_width": 1.0, "color": bc})
    # 80 badges: 8 per row x 10 rows, height 22, radius 11, tinted fills.
    tints = [[219, 234, 254], [220, 252, 231], [254, 226, 226],
             [254, 243, 199], [237, 233, 254], [241, 245, 249]]
    for i in range(80):
        col, row = i % 8, i // 8
        w = rng.randint(48, 82)
        x, y, h = 30 + col * 88, 1080 + row * 32, 22
        ops.append({"op": "fill_rrect", "x": x, "y": y, "w": w, "h": h,
                    "r": 11, "color": rng.choice(tints) + [255]})
    # 20 gradient cards with shadows: 4 columns x 5 rows, 165x160 r=16,
    # CSS box-shadow: 0 8px 24px rgba(15,23,42,0.18) -> sigma 12.
    for i in range(20):
        col, row = i % 4, i // 4
        x, y, w, h = 24 + col * 180, 1440 + row * 185, 165, 160
        ops.append({"op": "shadow_rrect", "x": x, "y": y, "w": w, "h": h,
                    "r": 16, "dx": 0, "dy": 8, "blur": 24, "sigma": 12.0,
                    "color": [15, 23, 42, 46]})
        stops = [[0.0, rand_rgb(rng, 60, 255) + [255]],
                 [0.5, rand_rgb(rng, 60, 255) + [255]],
                 [1.0, rand_rgb(rng, 60, 255) + [255]]]
        ops.append({"op": "fill_rrect", "x": x, "y": y, "w": w, "h": h,
                    "r": 16, "gradient": css_linear(x, y, w, h, 135, stops)})
    return {"name": "catalog2x", "width": W, "height": H, "scale": S,
            "background": [248, 250, 252, 255], "ops": ops,
            "summary": "component sheet at scale 2 (1500x4800 px): 60 buttons (some 1px borders), 80 badges, 20 gradient cards with shadows"}


def scene_text(seed):
    rng = random.Random(seed)
    W, H = 1600, 1200
    labels = ["Continue", "Add to cart", "$12.99", "Sign in", "Checkout",
              "Free shipping", "Save 20%", "Learn more"]
    ops = []
    for _ in range(2000):
        ops.append({"op": "text", "text": rng.choice(labels),
                    "x": r3(rng.uniform(0, W - 200)),
                    "y": r3(rng.uniform(26, H - 8)),
                    "size": rng.randint(12, 24),
                    "weight": rng.choice([400, 600]),
                    "color": rand_rgb(rng, 0, 160) + [255]})
    return {"name": "text", "width": W, "height": H, "scale": 1,
            "background": [255, 255, 255, 255], "ops": ops,
            "font_file": FONT_REL,
            "summary": "2,000 short labels, Lexend Deca variable font wght 400/600, 12..24 px, baseline-left origin, no kerning"}


# iOS's continuous corner per unit radius (UIKit's published profile, symmetric), in the corner's
# frame: (distance back along the arriving edge, distance along the leaving edge).
CONTINUOUS = [("C", (1.08849323, 0), (0.86840689, 0), (0.66993427, 0.06549600)), ("L", (0.63149399, 0.07491100)),
              ("C", (0.37282392, 0.16905899), (0.16905899, 0.37282392), (0.07491100, 0.63149399)),
              ("L", (0.06549600, 0.66993427)), ("C", (0, 0.86840689), (0, 1.08849323), (0, 1.52866483))]


def continuous_d(x, y, w, h, r):
    """A continuous-corner rounded rect as absolute SVG path data (M, L, C, Z), so every peer draws
    the same curves whether or not it has such a corner."""
    e = 1.52866483
    corners = [((x + w, y), (1, 0), (0, 1)), ((x + w, y + h), (0, 1), (-1, 0)),
               ((x, y + h), (-1, 0), (0, -1)), ((x, y), (0, -1), (1, 0))]

    def place(c, p):
        (px, py), (ax, ay), (lx, ly) = c
        return (r3(px - p[0] * r * ax + p[1] * r * lx), r3(py - p[0] * r * ay + p[1] * r * ly))

    def pt(q):
        return f"{q[0]:g} {q[1]:g}"
    d = ["M" + pt(place(corners[3], (0, e)))]
    for c in corners:
        d.append("L" + pt(place(c, (e, 0))))
        for seg in CONTINUOUS:
            d.append(seg[0] + " ".join(pt(place(c, q)) for q in seg[1:]))
    return " ".join(d) + " Z"


def scene_squircles(seed):
    """A page of cards with iOS's continuous corners: 400 filled, 1 in 4 also outlined."""
    rng = random.Random(seed)
    W, H = 1600, 1200
    ops = []
    for i in range(400):
        w, h = rng.randint(140, 280), rng.randint(70, 170)
        r = rng.randint(8, 22)
        x, y = r3(rng.uniform(0, W - w)), r3(rng.uniform(0, H - h))
        d = continuous_d(x, y, w, h, r)
        ops.append({"op": "fill_path", "d": d, "color": rand_rgb(rng, 120, 255) + [255]})
        if i % 4 == 0:
            ops.append({"op": "stroke_path", "d": d, "stroke_width": 1, "join": "miter", "miter_limit": 4,
                        "cap": "butt", "color": rand_rgb(rng, 0, 120) + [255]})
    return {"name": "squircles", "width": W, "height": H, "scale": 1, "background": [248, 250, 252, 255], "ops": ops}


def scene_dashes(seed):
    """Dashed and miter-joined strokes: zigzags (sharp turns, some past the miter limit) and
    dashed rectangles."""
    rng = random.Random(seed)
    W, H = 1600, 1200
    ops = []
    for i in range(500):
        x, y = rng.uniform(0, W - 200), rng.uniform(40, H - 40)
        pts = [(x, y)]
        for _ in range(rng.randint(3, 6)):
            x += rng.uniform(15, 40)
            y = min(H - 5, max(5, y + rng.choice([-1, 1]) * rng.uniform(20, 60)))
            pts.append((x, y))
        d = "M" + " L".join(f"{r3(px):g} {r3(py):g}" for px, py in pts)
        op = {"op": "stroke_path", "d": d, "stroke_width": rng.choice([2, 3, 4, 6]), "join": "miter",
              "miter_limit": 4, "cap": "butt", "color": rand_rgb(rng) + [255]}
        if i % 2 == 0:
            op["dashes"] = [rng.randint(4, 14), rng.randint(3, 8)]
            op["dash_offset"] = rng.randint(0, 10)
        ops.append(op)
    for _ in range(200):
        w, h = rng.randint(60, 200), rng.randint(40, 120)
        x, y = r3(rng.uniform(0, W - w)), r3(rng.uniform(0, H - h))
        ops.append({"op": "stroke_path", "d": f"M{x:g} {y:g} L{r3(x + w):g} {y:g} L{r3(x + w):g} {r3(y + h):g} L{x:g} {r3(y + h):g} Z",
                    "stroke_width": 2, "join": "miter", "miter_limit": 4, "cap": "butt",
                    "dashes": [6, 4], "dash_offset": 0, "color": rand_rgb(rng, 0, 160) + [255]})
    return {"name": "dashes", "width": W, "height": H, "scale": 1, "background": [255, 255, 255, 255], "ops": ops}


def scene_blend_layers(seed):
    """Cards blended onto a busy page: 150 opaque pills behind, then 300 layers of one card each,
    each composited with a blend mode (CSS mix-blend-mode names, cycling through 15 modes).  One
    shape per layer, so a per-draw blend mode (Canvas 2D's globalCompositeOperation) draws the same
    picture as a layer.  A layer's "bounds" [x, y, w, h] is where its content draws (before any
    blur), as a toolkit knows it; renderers may size the layer by it."""
    rng = random.Random(seed)
    W, H = 1600, 1200
    modes = ["multiply", "screen", "overlay", "darken", "lighten", "color-dodge", "color-burn",
             "hard-light", "soft-light", "difference", "exclusion", "hue", "saturation", "color", "luminosity"]
    ops = []
    for _ in range(150):
        w, h = rng.randint(120, 240), rng.randint(32, 56)
        ops.append({"op": "fill_rrect", "x": r3(rng.uniform(0, W - w)), "y": r3(rng.uniform(0, H - h)),
                    "w": w, "h": h, "r": h / 2.0, "color": rand_rgb(rng) + [255]})
    for i in range(300):
        w, h = rng.randint(100, 180), rng.randint(70, 120)
        x, y = r3(rng.uniform(0, W - w)), r3(rng.uniform(0, H - h))
        ops.append({"op": "push_layer", "blend": modes[i % len(modes)], "bounds": [x, y, w, h]})
        ops.append({"op": "fill_rrect", "x": x, "y": y, "w": w, "h": h, "r": 16, "color": rand_rgb(rng) + [255]})
        ops.append({"op": "pop_layer"})
    return {"name": "blend_layers", "width": W, "height": H, "scale": 1, "background": [255, 255, 255, 255], "ops": ops}


def scene_blurs(seed):
    """Layer blur and background blur (a material): 200 opaque pills behind, 60 blurred layers of
    one card each (blur 8 = sigma 4), then 24 frosted panels: the backdrop inside the rounded rect
    blurred (blur 30 = sigma 15, edge pixels repeated past the canvas) and saturated x1.8, then a
    white 35% tint on top."""
    rng = random.Random(seed)
    W, H = 1600, 1200
    ops = []
    for _ in range(200):
        w, h = rng.randint(120, 240), rng.randint(32, 56)
        ops.append({"op": "fill_rrect", "x": r3(rng.uniform(0, W - w)), "y": r3(rng.uniform(0, H - h)),
                    "w": w, "h": h, "r": h / 2.0, "color": rand_rgb(rng) + [255]})
    for _ in range(60):
        w, h = rng.randint(80, 160), rng.randint(50, 100)
        x, y = r3(rng.uniform(0, W - w)), r3(rng.uniform(0, H - h))
        ops.append({"op": "push_layer", "blur": 8, "sigma": 4.0, "bounds": [x, y, w, h]})
        ops.append({"op": "fill_rrect", "x": x, "y": y, "w": w, "h": h, "r": 16, "color": rand_rgb(rng) + [255]})
        ops.append({"op": "pop_layer"})
    for _ in range(24):
        w, h = 260, 160
        x, y = r3(rng.uniform(0, W - w)), r3(rng.uniform(0, H - h))
        ops.append({"op": "backdrop_rrect", "x": x, "y": y, "w": w, "h": h, "r": 24,
                    "blur": 30, "sigma": 15.0, "saturation": 1.8})
        ops.append({"op": "fill_rrect", "x": x, "y": y, "w": w, "h": h, "r": 24, "color": [255, 255, 255, 89]})
    return {"name": "blurs", "width": W, "height": H, "scale": 1, "background": [248, 250, 252, 255], "ops": ops}


def scene_conic(seed):
    """400 rounded squares filled with conic gradients (CSS conic-gradient(from <a>deg at centre)):
    4 stops, the last the first's colour so the turn is seamless; 0deg = up, clockwise."""
    rng = random.Random(seed)
    W, H = 1600, 1200
    ops = []
    for _ in range(400):
        s = rng.randint(90, 180)
        x, y = r3(rng.uniform(0, W - s)), r3(rng.uniform(0, H - s))
        c0 = rand_rgb(rng) + [255]
        stops = [[0.0, c0], [0.33, rand_rgb(rng) + [255]], [0.66, rand_rgb(rng) + [255]], [1.0, c0]]
        ops.append({"op": "fill_rrect", "x": x, "y": y, "w": s, "h": s, "r": 20,
                    "gradient": {"type": "conic", "cx": r3(x + s / 2), "cy": r3(y + s / 2),
                                 "from_deg": rng.randint(0, 359), "stops": stops}})
    return {"name": "conic", "width": W, "height": H, "scale": 1, "background": [255, 255, 255, 255], "ops": ops}


def main():
    gens = [scene_pills, scene_gradients, scene_shadows, scene_strokes,
            scene_catalog2x, scene_text, scene_squircles, scene_dashes,
            scene_blend_layers, scene_blurs, scene_conic]
    scenes = [g(SEED + i) for i, g in enumerate(gens)]
    doc = {"format": "raster-peer-scenes/1", "seed": SEED,
           "units": "logical px; device px = logical * scale",
           "color": "[r,g,b,a] 8-bit straight-alpha sRGB",
           "scenes": scenes}
    path = os.path.join(HERE, "scenes.json")
    with open(path, "w") as f:
        json.dump(doc, f, separators=(",", ":"))
        f.write("\n")
    for s in scenes:
        print(f"{s['name']:10s} {s['width']*s['scale']}x{s['height']*s['scale']} ops={len(s['ops'])}")


if __name__ == "__main__":
    main()
