/**
 * The pages' one script: it only enhances pages that work without it (docs/pages.md).
 * - the - and + buttons of a count step its input within its bounds
 * - "Copy" buttons copy the link, the chart's <img> and the curl line
 * - Cancel, beside a sampled answer's progress (the page is sent as it is made), stops the
 *   page's load: the server sees the connection close and the engine stops the work (src/call.ts)
 * - a union's shape chosen sends the form, so that the page shows that shape's fields
 * - the answer is focused after a question is asked, the table's moment after a move
 *
 * It is a classic script in the page's head, not deferred: its handlers (on the document) work
 * while the rest of the page, its progress and its answer, is still arriving.
 */
const root = document.documentElement;
root.classList.add('js');

function stepper(button: HTMLButtonElement): void {
  const input = document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLInputElement | null;
  if (!input) return;
  const by = Number(button.dataset.step);
  if (input.value === '') input.value = input.placeholder || input.min || '0';
  else if (by > 0) input.stepUp();
  else input.stepDown();
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

async function copy(button: HTMLButtonElement): Promise<void> {
  const source = document.getElementById(button.dataset.copy ?? '') as HTMLInputElement | HTMLTextAreaElement | null;
  if (!source) return;
  const text = source.id === 'share-link' ? location.href : source.value;
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    source.select();
    document.execCommand('copy');
  }
  const form = document.querySelector<HTMLFormElement>('form.question');
  const status = document.getElementById('status');
  if (status) status.textContent = form?.dataset.copied ?? 'Copied';
}

document.addEventListener('click', (event) => {
  const target = event.target as HTMLElement | null;
  const button = target?.closest('button');
  if (!button) return;
  if (button.classList.contains('step')) stepper(button as HTMLButtonElement);
  else if (button.dataset.copy) void copy(button as HTMLButtonElement);
});

/** Cancel: stops loading the page (the server sees the connection close and stops the work). */
function stop(form: HTMLFormElement | null): void {
  window.stop();
  const running = document.getElementById('running');
  if (running) running.hidden = true;
  const status = document.getElementById('status');
  if (status) status.textContent = form?.dataset.cancelled ?? 'Cancelled.';
}

document.addEventListener('click', (event) => {
  const button = (event.target as HTMLElement | null)?.closest('button[data-stop]');
  if (button) stop(document.querySelector<HTMLFormElement>('form.question'));
});

// a union's shape chosen: the form is sent, and the page comes back with that shape's fields
document.addEventListener('change', (event) => {
  const select = event.target as HTMLElement | null;
  if (select instanceof HTMLSelectElement && select.hasAttribute('data-refresh')) select.form?.requestSubmit();
});

// once the page is whole, its progress is done
window.addEventListener('load', () => {
  const running = document.getElementById('running');
  if (running) running.hidden = true;
});

// the answer, focused after a question is asked (the form's address ends in #answer); else the errors
document.addEventListener('DOMContentLoaded', () => {
  if (location.hash === '#answer') document.getElementById('answer')?.focus();
  // the table page after a move: the moment it opens on
  else if (location.hash === '#now') document.getElementById('now')?.focus();
  else if (location.hash === '') document.getElementById('errors')?.focus();
});

/**
 * Live update: with the box ticked, a change to the form asks the page's own address (the form's
 * GET, which the server answers 303 to the canonical address, then the page) and puts its answer
 * and errors in place of these; the address becomes the new question's. A newer change aborts the
 * older request (and so the server's work on it).
 */
let live: AbortController | undefined;
let timer: number | undefined;

async function update(form: HTMLFormElement): Promise<void> {
  live?.abort();
  const controller = new AbortController();
  live = controller;
  const query = new URLSearchParams(new FormData(form) as unknown as Record<string, string>).toString();
  let res: Response;
  try {
    res = await fetch(`${form.action}?${query}`, { signal: controller.signal, headers: { accept: 'text/html' } });
  } catch {
    return;
  }
  const text = await res.text().catch(() => '');
  if (controller.signal.aborted || text === '') return;
  const next = new DOMParser().parseFromString(text, 'text/html');
  for (const selector of ['#answer', '.error-summary', '#running']) {
    for (const old of document.querySelectorAll(selector)) old.remove();
  }
  const status = document.getElementById('status');
  const summary = next.querySelector('main > .error-summary');
  if (summary) form.before(document.importNode(summary, true));
  const after = [...next.querySelectorAll('#answer, #status ~ .error-summary')];
  for (const node of after.reverse()) status?.after(document.importNode(node, true));
  const url = new URL(res.url);
  history.replaceState(null, '', url.pathname + url.search);
}

document.addEventListener('DOMContentLoaded', () => {
  const form = document.querySelector<HTMLFormElement>('form.question');
  const actions = form?.querySelector('.actions');
  if (!form || !actions) return;
  const label = document.createElement('label');
  label.className = 'toggle live';
  const box = document.createElement('input');
  box.type = 'checkbox';
  box.id = 'live';
  const span = document.createElement('span');
  span.textContent = form.dataset.live ?? 'Update as I change the form';
  label.append(box, span);
  actions.append(label);
  const changed = (event: Event) => {
    if (!box.checked || event.target === box) return;
    if ((event.target as HTMLElement).hasAttribute('data-refresh')) return;
    window.clearTimeout(timer);
    timer = window.setTimeout(() => void update(form), 500);
  };
  form.addEventListener('input', changed);
  form.addEventListener('change', changed);
  box.addEventListener('change', () => {
    if (box.checked) void update(form);
  });
});
