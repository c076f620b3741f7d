import GoldenRun
import PixelDiff

/// What both pages share: the document around them, the look (system fonts, IDS-like neutrals, a
/// checkerboard behind pictures so transparency shows, pictures drawn pixel for pixel when
/// zoomed) and the few script helpers.
enum Page {
    /// A whole page: `header` inside the sticky bar after the title, `body` below it, then a toast
    /// line and the script (after the shared helpers). `meta` goes into the head (the write token).
    static func document(title: String, meta: String = "", css: String, header: String, body: String, script: String) -> String {
        #"""
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8">
        \#(meta)
        <title>\#(Markup.escape(title))</title>
        <style>\#(Page.css)\#(css)</style></head>
        <body>
        <header>
          <h1>\#(Markup.escape(title))</h1>
          \#(header)
        </header>
        \#(body)
        <div id="toast" role="status"></div>
        <script>\#(helpers)\#(script)</script>
        </body></html>
        """#
    }

    /// `$(id)`, `el(tag, props, children)` (DOM nodes, never HTML strings, so names from files
    /// cannot inject markup) and `toast(text)`.
    static let helpers = #"""
    'use strict';
    const $ = (id) => document.getElementById(id);
    function el(tag, props, children) {
      const node = document.createElement(tag);
      Object.assign(node, props || {});
      for (const child of children || []) node.append(child);
      return node;
    }
    function toast(text) {
      const t = $('toast'); t.textContent = text; t.classList.add('shown');
      clearTimeout(toast.timer); toast.timer = setTimeout(() => t.classList.remove('shown'), 2500);
    }

    """#

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
