#!/usr/bin/env python3
"""Where the CPU time of a `pixelproof test` run goes, by phase, from `perf record -g` files.

    for i in $(seq 10); do
      perf record -q -F 4999 -g -o golden-$i.data .build/release/pixelproof test --catalog all --quiet
    done
    scripts/bench/golden_run_phases.py golden-*.data

Figures are CPU ms a run (the mean over the files given). Each sample goes to the innermost frame
of its call chain that names a phase, so font faces loaded while drawing count as font loading
and a golden decoded inside a check as decoding. zlib keeps no frame pointers: perf often cannot
unwind a sample taken inside it and gives no chain, so a sample is read a second time without its
chain for its library alone (zlib and libpng are golden decoding: a verify run encodes nothing).
Samples of the main thread outside `main` are process start and exit: the exec, the dynamic
loader, the Swift runtime's set-up and teardown.
"""
import subprocess
import sys
from collections import defaultdict

# (phase, substrings of a frame's symbol or library); the first phase matched from the innermost
# frame outward wins.
PHASES = [
    ("golden decode", ["PNGImageFile", "PNGDecoder", "cpngsafe_decode", "libpng16", "libz.so"]),
    ("encode", ["PNGEncoder", "cpngsafe_encode"]),
    ("diff", ["PixelDiffer", "RGBAImageV", "GoldenStore"]),
    ("font loading", ["FontLibrary", "FontRegistry", "FontFace", "FontBlob"]),
    ("render", ["Renderer", "RasterBackend", "SceneBuilder"]),
    ("parse (catalog and descriptions)", ["CatalogO5items", "DescriptionParser", "DescriptionFile", "SnapshotDiscovery", "Yams"]),
    ("report", ["ReportWriter", "SnapshotReport", "Console", "GoldenCheck"]),
]
# Phases of a chain no frame above names (perf lost the way up): FreeType and HarfBuzz are then
# glyphs drawn and text shaped (fonts loaded show FontFace above them when the chain is whole).
LIBRARY_PHASES = [("render", ["libfreetype", "libharfbuzz"])]
FIELDS = "pid,tid,period,ip,sym,dso"


def phase_of(frames, in_main):
    for table in (PHASES, LIBRARY_PHASES):
        for sym, dso in frames:
            for phase, needles in table:
                if any(n in sym or n in dso for n in needles):
                    return phase
    return "other, in main" if in_main else "process start and exit"


def frame(text):
    body = text.strip().split(" ", 1)[1] if " " in text.strip() else ""
    sym, _, dso = body.rpartition(" (")
    return sym, dso.rstrip(")")


def samples(data):
    """(pid, tid, period, frames innermost first) for every sample in one perf.data file."""
    chained = subprocess.run(["perf", "script", "-i", data, "-F", FIELDS], capture_output=True, text=True).stdout
    leaves = subprocess.run(["perf", "script", "-i", data, "-F", FIELDS, "-G"], capture_output=True, text=True).stdout
    blocks = [b for b in chained.split("\n\n") if b.strip()]
    lines = [l for l in leaves.split("\n") if l.strip()]
    if len(blocks) != len(lines):
        sys.exit(f"{data}: perf script gave {len(blocks)} chains but {len(lines)} samples")
    for block, leaf in zip(blocks, lines):
        head, *chain = block.split("\n")
        parts = head.replace("/", " ").split()
        frames = [frame(l) for l in chain]
        if not frames:  # no chain: the sample's own place only
            frames = [frame(" ".join(leaf.replace("/", " ", 1).split()[3:]))]
        yield int(parts[0]), int(parts[1]), int(parts[2]), frames


def main(files):
    if not files:
        sys.exit(__doc__)
    totals = defaultdict(float)
    for data in files:
        for pid, tid, period, frames in samples(data):
            # The main thread's id is the process id; other threads run inside the run.
            in_main = tid != pid or any("PixelproofMain_main" in s for s, _ in frames)
            totals[phase_of(frames, in_main)] += period
    whole = sum(totals.values())
    print(f"| phase | CPU ms a run (mean of {len(files)}) | share |")
    print("|---|---|---|")
    for phase, ns in sorted(totals.items(), key=lambda kv: -kv[1]):
        print(f"| {phase} | {ns / 1e6 / len(files):.1f} | {100 * ns / whole:.0f}% |")
    print(f"| all | {whole / 1e6 / len(files):.1f} | |")


if __name__ == "__main__":
    main(sys.argv[1:])
