/// The review page: the snapshots on the left (filters, selection, decisions), the chosen one on
/// the right (side by side, flip, wipe; zoom to pixels with the changed region outlined) and the
/// Accept / Reject actions, all driven by `/api/report`, `/api/accept` and `/api/reject`.
enum ReviewPage {
    /// `token` nil: the page asks for it at the first decision (`--token-file`).
    static func html(token: WriteToken?, title: String) -> String {
        Page.document(title: title, meta: #"<meta name="pixelproof-token" content="\#(token?.value ?? "")">"#, css: css, header: #"""
          <nav id="filters" aria-label="Filter"></nav>
          <span class="spacer"></span>
          <span id="selection" class="muted"></span>
          <button id="accept-selected" class="primary" disabled>Accept selected</button>
          <button id="reject-selected" class="danger" disabled>Reject selected</button>
        """#, body: #"""
        <main>
          <aside><label class="muted"><input type="checkbox" id="check-all"> select all shown</label><ul id="list"></ul></aside>
          <section id="detail"><p class="muted">No snapshot to show.</p></section>
        </main>
        <p id="keys" class="muted"><kbd>j</kbd>/<kbd>k</kbd> next / previous · <kbd>a</kbd> accept · <kbd>r</kbd> reject ·
          <kbd>f</kbd> flip · <kbd>1</kbd> <kbd>2</kbd> <kbd>3</kbd> side by side / flip / wipe · <kbd>z</kbd> zoom to the change ·
          <kbd>x</kbd> select</p>
        """#, script: script)
    }

    static let css = #"""
    main { display: grid; grid-template-columns: minmax(240px, 320px) 1fr; min-height: calc(100vh - 90px); }
    aside { border-right: 1px solid var(--line); background: #fff; padding: 8px 0; overflow-y: auto; max-height: calc(100vh - 90px); }
    aside > label { display: block; padding: 0 12px 6px; font-size: 12px; }
    #list { list-style: none; margin: 0; padding: 0; }
    #list li { display: flex; gap: 8px; align-items: center; padding: 6px 12px; cursor: pointer; border-left: 3px solid transparent; }
    #list li:hover { background: var(--bg); }
    #list li.current { background: #eef5f3; border-left-color: var(--accent); }
    #list li .name { flex: 1; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
    #filters button { margin-right: 4px; }
    #detail { padding: 16px 20px; min-width: 0; }
    #detail h2 { font-size: 16px; margin: 0 0 4px; word-break: break-all; }
    .toolbar { display: flex; gap: 8px; align-items: center; margin: 12px 0; flex-wrap: wrap; }
    .toolbar .spacer { flex: 1; }
    .stages { display: flex; gap: 16px; align-items: flex-start; }
    .stages figure { margin: 0; flex: 0 1 auto; min-width: 0; max-width: 720px; }
    .stages figcaption { font-size: 12px; color: var(--muted); margin-bottom: 4px; }
    .stage { position: relative; overflow: auto; max-height: 70vh; border: 1px solid var(--line); }
    .stage .frame { position: relative; display: inline-block; vertical-align: top; line-height: 0; max-width: 100%; }
    .stage img { display: block; }
    .stage .over { position: absolute; left: 0; top: 0; }
    .outline { position: absolute; border: 2px solid var(--red); box-shadow: 0 0 0 1px #fff; pointer-events: none; }
    #keys { padding: 4px 16px; margin: 0; font-size: 12px; }
    """#

    static let script = #"""
    // Without a token in the page (--token-file), the reviewer pastes it once; this tab keeps it.
    let token = document.querySelector('meta[name=pixelproof-token]').content || sessionStorage.getItem('pixelproof-token') || '';
    function askForToken() {
      token = (prompt('The write token (in the file given with --token-file):') || '').trim();
      sessionStorage.setItem('pixelproof-token', token);
    }
    const kinds = [['changed', 'Changed'], ['new', 'New'], ['error', 'Errors'], ['passed', 'Passed'], ['recorded', 'Recorded'], ['all', 'All']];
    let report = { counts: {}, items: [] }, filter = null, current = null, checked = new Set();
    let mode = 'side', zoom = 'fit', showing = 'actual', wipe = 50;

    function shown() { return report.items.filter((i) => filter === 'all' || i.kind === filter); }
    function item() { return report.items.find((i) => i.name === current); }

    async function load() {
      const response = await fetch('/api/report');
      report = await response.json();
      if (filter === null) filter = ['changed', 'new', 'error'].find((k) => report.counts[k] > 0) || 'all';
      if (!shown().some((i) => i.name === current)) current = shown().length ? shown()[0].name : null;
      render();
    }

    function render() { renderFilters(); renderList(); renderDetail(); renderSelection(); }

    function renderFilters() {
      const nav = $('filters'); nav.replaceChildren();
      for (const [kind, label] of kinds) {
        const count = kind === 'all' ? report.items.length : (report.counts[kind] || 0);
        if (count === 0 && kind !== 'all' && kind !== filter) continue;
        const b = el('button', { textContent: label + ' ' + count });
        b.dataset.filter = kind;
        b.setAttribute('aria-pressed', String(kind === filter));
        b.onclick = () => { filter = kind; checked.clear(); current = shown().length ? shown()[0].name : null; render(); };
        nav.append(b);
      }
    }

    function renderList() {
      const list = $('list'); list.replaceChildren();
      for (const i of shown()) {
        const box = el('input', { type: 'checkbox', checked: checked.has(i.name), disabled: !i.canDecide, title: 'select' });
        box.onclick = (e) => { e.stopPropagation(); toggle(i.name); };
        const li = el('li', { className: i.name === current ? 'current' : '' }, [
          box, el('span', { className: 'name', textContent: i.name, title: i.name }),
          el('span', { className: 'badge ' + (i.decision || i.kind), textContent: i.decision || i.kind })]);
        li.dataset.name = i.name;
        li.onclick = () => show(i.name);
        list.append(li);
      }
      $('check-all').checked = shown().some((i) => i.canDecide) && shown().filter((i) => i.canDecide).every((i) => checked.has(i.name));
    }

    function renderSelection() {
      const n = checked.size;
      $('selection').textContent = n ? n + ' selected' : '';
      $('accept-selected').disabled = $('reject-selected').disabled = n === 0;
    }

    function metricsLine(i) {
      const m = i.metrics;
      if (!m) return i.message || '';
      const pct = (m.ratio * 100).toFixed(3).replace(/\.?0+$/, '');
      let text = m.width + '×' + m.height + ' px · ' + m.mismatched + ' pixel' + (m.mismatched === 1 ? '' : 's') + ' differ (' + pct + ' %)';
      text += ' · largest channel delta ' + m.maxDelta;
      if (m.bbox) text += ' · within x ' + m.bbox.x + ' y ' + m.bbox.y + ', ' + m.bbox.width + '×' + m.bbox.height;
      return text;
    }

    function modeButton(name, label, key) {
      const b = el('button', { textContent: label + ' ' }, [el('kbd', { textContent: key })]);
      b.dataset.mode = name;
      b.setAttribute('aria-pressed', String(mode === name));
      b.onclick = () => { mode = name; renderDetail(); };
      return b;
    }

    function renderDetail() {
      const detail = $('detail'), i = item();
      if (!i) { detail.replaceChildren(el('p', { className: 'muted', textContent: 'No snapshot to show.' })); return; }
      const zoomSelect = el('select', { id: 'zoom', title: 'zoom' }, ['fit', '1', '2', '4', '8', '16'].map((z) =>
        el('option', { value: z, textContent: z === 'fit' ? 'Fit' : z + '×', selected: z === zoom })));
      zoomSelect.onchange = () => { zoom = zoomSelect.value; renderDetail(); };
      const accept = el('button', { className: 'primary', id: 'accept', disabled: !i.canDecide, textContent: 'Accept ' }, [el('kbd', { textContent: 'a' })]);
      const reject = el('button', { className: 'danger', id: 'reject', disabled: !i.canDecide, textContent: 'Reject ' }, [el('kbd', { textContent: 'r' })]);
      accept.onclick = () => decide('accept', [i.name]);
      reject.onclick = () => decide('reject', [i.name]);
      const toolbar = el('div', { className: 'toolbar' }, [modeButton('side', 'Side by side', '1'), modeButton('flip', 'Flip', '2'),
        modeButton('wipe', 'Wipe', '3'), el('label', { textContent: 'Zoom ' }, [zoomSelect]),
        el('button', { id: 'zoom-change', textContent: 'Zoom to change ', disabled: !(i.metrics && i.metrics.bbox) }, [el('kbd', { textContent: 'z' })]),
        el('span', { className: 'spacer' }), accept, reject]);
      toolbar.querySelector('#zoom-change').onclick = zoomToChange;
      const head = el('div', {}, [el('h2', { textContent: i.name }),
        el('div', {}, [el('span', { className: 'badge ' + i.kind, textContent: i.kind }), ' ',
          i.decision ? el('span', { className: 'badge ' + i.decision, id: 'decision', textContent: i.decision }) : '',
          ' ', el('span', { className: 'muted', id: 'metrics', textContent: metricsLine(i) })]),
        el('div', { className: 'muted', textContent: 'golden: ' + i.golden })]);
      detail.replaceChildren(head, toolbar, stages(i));
      if (i.kind === 'error' && i.message) detail.append(el('pre', { className: 'error', textContent: i.message }));
      const findings = (i.message || '').split('\n').filter((line) => line.startsWith('accessibility: '));
      if (i.kind !== 'error' && findings.length) detail.append(el('pre', { className: 'audit', textContent: findings.join('\n') }));
    }

    function picture(src, alt) {
      const img = el('img', { src: src, alt: alt, className: zoom === 'fit' ? '' : 'pixelated', draggable: false });
      img.addEventListener('load', () => sizeImage(img));
      return img;
    }
    function sizeImage(img) {
      if (zoom === 'fit') { img.style.maxWidth = '100%'; img.style.width = ''; }
      else { img.style.maxWidth = 'none'; img.style.width = (img.naturalWidth * Number(zoom) / devicePixelRatio) + 'px'; }
      placeOutline(img.closest('.frame'));
    }
    function placeOutline(frame) {
      const i = item(), img = frame && frame.querySelector('img');
      if (!frame || !img || !img.naturalWidth || !i || !i.metrics || !i.metrics.bbox) return;
      const s = img.clientWidth / img.naturalWidth, b = i.metrics.bbox;
      let box = frame.querySelector('.outline');
      if (!box) { box = el('div', { className: 'outline' }); frame.append(box); }
      Object.assign(box.style, { left: (b.x * s - 2) + 'px', top: (b.y * s - 2) + 'px', width: (b.width * s + 4) + 'px', height: (b.height * s + 4) + 'px' });
    }
    // The checkerboard is behind the picture only (not beside it), and a box is as wide as its
    // picture: a lone passed snapshot is not stretched across the page.
    function frame(children) { return el('div', { className: 'stage' }, [el('div', { className: 'frame checker' }, children)]); }

    function stages(i) {
      const im = i.images || {};
      if (mode === 'side' || !im.expected || !im.actual) {
        const figures = [['expected', 'Expected (golden)'], ['actual', 'Actual'], ['diff', 'Diff']]
          .filter(([k]) => im[k] && !(k === 'actual' && im.actual === im.expected && i.kind !== 'new'))
          .map(([k, label]) => el('figure', {}, [el('figcaption', { textContent: label }), frame([picture(im[k], label)])]));
        return el('div', { className: 'stages', id: 'stages' }, figures);
      }
      if (mode === 'flip') {
        const img = picture(im[showing], showing);
        img.id = 'flip-image';
        const b = el('button', { id: 'flip', textContent: 'Showing ' + showing + ' · flip ' }, [el('kbd', { textContent: 'f' })]);
        b.onclick = flip;
        return el('div', {}, [el('div', { className: 'toolbar' }, [b]), frame([img])]);
      }
      const under = picture(im.expected, 'expected'), over = picture(im.actual, 'actual');
      over.classList.add('over'); over.id = 'wipe-over';
      over.style.clipPath = 'inset(0 ' + (100 - wipe) + '% 0 0)';
      const slider = el('input', { type: 'range', min: 0, max: 100, value: wipe, id: 'wipe' });
      slider.oninput = () => { wipe = Number(slider.value); over.style.clipPath = 'inset(0 ' + (100 - wipe) + '% 0 0)'; };
      return el('div', {}, [el('div', { className: 'toolbar' }, [el('span', { className: 'muted', textContent: 'actual ◀' }), slider,
        el('span', { className: 'muted', textContent: '▶ expected' })]), frame([under, over])]);
    }

    function flip() {
      const i = item(); if (!i || !i.images || !i.images.expected || !i.images.actual) return;
      mode = 'flip'; showing = showing === 'actual' ? 'expected' : 'actual'; renderDetail();
    }

    function zoomToChange() {
      const i = item(); if (!i || !i.metrics || !i.metrics.bbox) return;
      const b = i.metrics.bbox, stage = document.querySelector('.stage');
      const room = stage ? stage.clientWidth * devicePixelRatio : 800;
      zoom = String([16, 8, 4, 2, 1].find((z) => b.width * z <= room * 0.6) || 1);
      renderDetail();
      document.querySelectorAll('.stage').forEach((s) => {
        const img = s.querySelector('img');
        const scroll = () => { const k = img.clientWidth / img.naturalWidth; s.scrollLeft = b.x * k - 40; s.scrollTop = b.y * k - 40; };
        if (img.complete) scroll(); else img.addEventListener('load', scroll);
      });
    }

    // Another snapshot starts fitted: its change may be anywhere (z zooms to it).
    function show(name) {
      if (name !== current) { zoom = 'fit'; showing = 'actual'; }
      current = name;
      render();
    }

    function toggle(name) {
      if (checked.has(name)) checked.delete(name); else checked.add(name);
      renderList(); renderSelection();
    }

    let busy = false;
    async function decide(action, names) {
      // One decision at a time: a double click or a held key must not move past unseen snapshots.
      if (busy) return;
      busy = true;
      try { await send(action, names); } finally { busy = false; }
    }

    async function send(action, names) {
      if (!token) askForToken();
      const response = await fetch('/api/' + action, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Pixelproof-Token': token },
        body: JSON.stringify({ names: names }) });
      const body = await response.json();
      if (response.status === 403) { token = ''; sessionStorage.removeItem('pixelproof-token'); }
      if (body.review) report = body.review;
      const results = body.results || [];
      const failed = results.filter((r) => r.error);
      if (!response.ok && !results.length) toast(body.error || ('HTTP ' + response.status));
      else if (failed.length) toast(failed[0].error);
      else toast(results.length === 1 ? (action === 'accept' ? 'Accepted ' : 'Rejected ') + results[0].name + (results[0].golden ? ' (golden ' + results[0].golden + ')' : '')
                                       : (action === 'accept' ? 'Accepted ' : 'Rejected ') + results.length + ' snapshots');
      for (const r of results) if (!r.error) checked.delete(r.name);
      if (names.length === 1 && !failed.length) next(1, true); else render();
    }

    function next(step, undecided) {
      const list = shown(); let at = list.findIndex((i) => i.name === current);
      for (let n = 0; n < list.length; n++) {
        at = Math.min(Math.max(at + step, 0), list.length - 1);
        if (!undecided || !list[at].decision || n === list.length - 1) break;
      }
      if (list[at]) show(list[at].name); else render();
      const li = document.querySelector('#list li.current'); if (li) li.scrollIntoView({ block: 'nearest' });
    }

    $('check-all').onchange = (e) => { for (const i of shown()) if (i.canDecide) { if (e.target.checked) checked.add(i.name); else checked.delete(i.name); } renderList(); renderSelection(); };
    $('accept-selected').onclick = () => decide('accept', [...checked]);
    $('reject-selected').onclick = () => decide('reject', [...checked]);
    document.addEventListener('keydown', (e) => {
      if (e.repeat || e.target.matches('input[type=text], select, textarea') || e.metaKey || e.ctrlKey || e.altKey) return;
      const i = item();
      switch (e.key) {
        case 'j': next(1); break;
        case 'k': next(-1); break;
        case 'a': if (i && i.canDecide) decide('accept', [i.name]); break;
        case 'r': if (i && i.canDecide) decide('reject', [i.name]); break;
        case 'f': flip(); break;
        case '1': mode = 'side'; renderDetail(); break;
        case '2': mode = 'flip'; renderDetail(); break;
        case '3': mode = 'wipe'; renderDetail(); break;
        case 'z': zoomToChange(); break;
        case 'x': if (i && i.canDecide) toggle(i.name); break;
        default: return;
      }
      e.preventDefault();
    });
    window.addEventListener('resize', () => document.querySelectorAll('.frame').forEach(placeOutline));
    load();
    """#
}
