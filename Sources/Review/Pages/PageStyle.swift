/// The look both pages share: system fonts, IDS-like neutrals, checkerboard behind pictures (so
/// transparency shows), and pictures drawn pixel for pixel when zoomed.
enum PageStyle {
    static let css = #"""
    :root { --ink: #242529; --muted: #6b6d74; --line: #e8e9eb; --bg: #f6f7f8; --accent: #0a5546;
            --green: #108910; --red: #de3534; --violet: #6b46c1; --amber: #b25e00; }
    * { box-sizing: border-box; }
    body { margin: 0; font: 14px/1.4 system-ui, -apple-system, "Segoe UI", sans-serif; color: var(--ink); background: var(--bg); }
    header { display: flex; align-items: center; gap: 16px; padding: 10px 16px; background: #fff; border-bottom: 1px solid var(--line);
             position: sticky; top: 0; z-index: 2; flex-wrap: wrap; }
    header h1 { font-size: 16px; margin: 0; }
    header .spacer { flex: 1; }
    button, select { font: inherit; border: 1px solid #c9cacd; background: #fff; border-radius: 6px; padding: 4px 10px; cursor: pointer; }
    button:hover { background: #f0f1f2; }
    button.primary { background: var(--accent); border-color: var(--accent); color: #fff; }
    button.danger { color: var(--red); border-color: var(--red); }
    button[aria-pressed="true"] { background: var(--ink); color: #fff; border-color: var(--ink); }
    button:disabled { opacity: .45; cursor: default; }
    kbd { font: 11px ui-monospace, monospace; border: 1px solid #c9cacd; border-bottom-width: 2px; border-radius: 4px; padding: 0 4px;
          background: #fff; color: var(--muted); }
    .badge { display: inline-block; font-size: 11px; font-weight: 600; border-radius: 10px; padding: 1px 8px; background: var(--line); }
    .badge.changed, .badge.error { background: #fde8e8; color: var(--red); }
    .badge.new { background: #efe8fb; color: var(--violet); }
    .badge.passed { background: #e5f4e5; color: var(--green); }
    .badge.recorded { background: #efe8fb; color: var(--violet); }
    .badge.accepted { background: var(--green); color: #fff; }
    .badge.rejected { background: var(--red); color: #fff; }
    .checker { background: repeating-conic-gradient(#e9e9ea 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
    img.pixelated { image-rendering: pixelated; }
    .muted { color: var(--muted); }
    pre.error { white-space: pre-wrap; color: var(--red); background: #fff5f5; border: 1px solid #f5c2c2; border-radius: 6px;
                padding: 8px; margin: 0; font: 12px/1.4 ui-monospace, monospace; }
    #toast { position: fixed; bottom: 16px; left: 50%; transform: translateX(-50%); background: var(--ink); color: #fff;
             padding: 8px 14px; border-radius: 8px; opacity: 0; transition: opacity .2s; pointer-events: none; max-width: 80vw; }
    #toast.shown { opacity: .95; }
    """#
}
