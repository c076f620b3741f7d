/// The live catalog page: a grid of every description's and library component's picture, with
/// the variant controls (text size, direction, pseudo-locale, token contexts) above, drawn again
/// when the server reports a saved file (server-sent events on `/events`).
enum CatalogPage {
    static func html(title: String) -> String {
        Page.document(title: title, css: css, header: #"""
          <form id="variants" aria-label="Variant"></form>
          <span class="spacer"></span>
          <span id="status" class="muted">connecting…</span>
        """#, body: #"<main id="catalog"><p class="muted">Drawing…</p></main>"#, script: script)
    }

    static let css = #"""
    #variants { display: flex; gap: 12px; flex-wrap: wrap; }
    #variants label { font-size: 12px; color: var(--muted); display: flex; gap: 4px; align-items: center; }
    main { padding: 16px; }
    main h2 { font-size: 14px; margin: 20px 0 8px; color: var(--muted); font-weight: 600; }
    .grid { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; }
    .card { background: #fff; border: 1px solid var(--line); border-radius: 8px; padding: 10px; max-width: 100%; }
    .card.flash { animation: flash 1s; }
    @keyframes flash { from { box-shadow: 0 0 0 3px var(--accent); } to { box-shadow: 0 0 0 0 transparent; } }
    .card .name { font-weight: 600; font-size: 13px; word-break: break-all; }
    .card .file { font-size: 11px; color: var(--muted); margin-bottom: 8px; }
    .card img { display: block; max-width: 100%; height: auto; }
    .card.bad { border-color: #f5c2c2; max-width: 640px; }
    """#

    static let script = #"""
    let last = {};
    const labels = { textSize: 'Text size', direction: 'Direction', pseudoLocale: 'Pseudo-locale' };

    // An axis's first value is its default (sent as nothing); a token modifier gets a "default"
    // entry first, which leaves each description in its own (or its resolver's default) context.
    function select(name, label, values, context) {
      const options = context ? [el('option', { value: '', textContent: 'default' })] : [];
      const s = el('select', { name: name, id: 'variant-' + name },
        options.concat(values.map((v, i) => el('option', { value: i === 0 && !context ? '' : v, textContent: v }))));
      if (context) s.dataset.context = name;
      s.onchange = draw;
      return el('label', { textContent: label + ' ' }, [s]);
    }

    async function setUp() {
      const v = await (await fetch('/api/variants')).json();
      const form = $('variants');
      for (const [axis, values] of Object.entries(v.axes)) form.append(select(axis, labels[axis] || axis, values, false));
      for (const [modifier, contexts] of Object.entries(v.contexts)) form.append(select(modifier, modifier, contexts, true));
      listen();
    }

    function query() {
      const q = new URLSearchParams();
      for (const s of $('variants').querySelectorAll('select')) {
        if (s.dataset.context) { if (s.value) q.append('context', s.name + '=' + s.value); }
        else if (s.value) q.set(s.name, s.value);
      }
      // The server reads %20 as a space but not '+' (a context named "high contrast").
      return q.toString().replace(/\+/g, '%20');
    }

    let latest = 0;
    async function draw(changedFiles) {
      // Draws can overlap (a variant changed while a save is being drawn): only the newest
      // request's answer is shown, whatever order the answers arrive in.
      const ticket = ++latest;
      const response = await fetch('/api/catalog?' + query());
      const body = await response.json();
      if (ticket !== latest) return;
      const main = $('catalog');
      if (!response.ok) { main.replaceChildren(el('pre', { className: 'error', textContent: body.error })); return; }
      const groups = new Map();
      for (const item of body.items) {
        const group = item.library ? 'Library ' + item.library + ' (' + item.file + ')' : 'Descriptions';
        if (!groups.has(group)) groups.set(group, []);
        groups.get(group).push(item);
      }
      const sections = [];
      for (const [group, items] of groups) {
        sections.push(el('h2', { textContent: group }));
        sections.push(el('div', { className: 'grid' }, items.map((item) => card(item, changedFiles))));
      }
      main.replaceChildren(...(sections.length ? sections : [el('p', { className: 'muted', textContent: 'No descriptions or libraries in the folders served.' })]));
      main.dataset.generation = body.generation;
      main.dataset.variant = body.variant;
      $('status').textContent = body.items.length + ' pictures' + (body.errors ? ', ' + body.errors + ' with errors' : '') +
        ' · drawn ' + new Date().toLocaleTimeString();
    }

    function card(item, changedFiles) {
      const key = item.file + '|' + item.name;
      const body = item.error ? el('pre', { className: 'error', textContent: item.error })
                              : el('img', { src: item.image, width: item.width, height: item.height, alt: item.name });
      const c = el('div', { className: 'card' + (item.error ? ' bad' : '') }, [
        el('div', { className: 'name', textContent: item.name }), el('div', { className: 'file', textContent: item.file }), body]);
      c.dataset.name = item.name; c.dataset.file = item.file;
      const was = last[key]; last[key] = item.image || item.error;
      if (changedFiles && was !== undefined && was !== last[key]) c.classList.add('flash');
      return c;
    }

    function listen() {
      const source = new EventSource('/events');
      // Drawn on every (re)connection: a save while the stream was down is not missed.
      source.onopen = () => { $('status').dataset.live = 'yes'; draw(); };
      source.addEventListener('change', (e) => {
        const change = JSON.parse(e.data);
        draw(change.files);
        toast('Saved: ' + change.files.join(', '));
      });
      source.onerror = () => { $('status').dataset.live = 'no'; $('status').textContent = 'server stopped or unreachable; retrying…'; };
    }
    setUp();
    """#
}
