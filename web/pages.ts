/**
 * The pages' one script: it only enhances pages that work without it (docs/pages.md).
 * - the - and + buttons of a count step its input within its bounds
 * - "Copy" buttons copy the link, the chart's <img> and the curl line
 * - a question that takes long shows "Working" with a Cancel that stops the page's load: the
 *   server sees the connection close and the engine stops the work (src/call.ts)
 * - the answer is scrolled to and focused after a question is asked
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

/** While the next page is computed: "Working" and a Cancel that stops loading it. */
function working(form: HTMLFormElement): void {
  const status = document.getElementById('status');
  if (!status) return;
  window.setTimeout(() => {
    status.replaceChildren();
    const label = document.createElement('span');
    label.textContent = form.dataset.progress ?? 'Working';
    const bar = document.createElement('progress');
    bar.setAttribute('aria-label', label.textContent);
    const cancel = document.createElement('button');
    cancel.type = 'button';
    cancel.className = 'secondary cancel';
    cancel.textContent = form.dataset.cancel ?? 'Cancel';
    cancel.addEventListener('click', () => {
      window.stop();
      status.textContent = form.dataset.cancelled ?? 'Cancelled.';
    });
    status.append(label, bar, cancel);
  }, 300);
}

// a union's shape chosen: the form is sent, and the page comes back with that shape's fields
document.addEventListener('change', (event) => {
  const select = event.target as HTMLElement | null;
  if (select instanceof HTMLSelectElement && select.hasAttribute('data-refresh')) select.form?.requestSubmit();
});

document.addEventListener('submit', (event) => {
  const form = event.target as HTMLFormElement;
  if (form.matches('form.question')) working(form);
});

// the answer, focused after a question is asked (the form's address ends in #answer)
if (location.hash === '#answer') document.getElementById('answer')?.focus();
else if (location.hash === '' && document.getElementById('errors')) document.getElementById('errors')?.focus();
