/**
 * Finds a control on the screen by the name a person (or a screen reader) knows it by: its
 * aria-label, its label, or its text. A lesson names the control of each step this way, so
 * the script never depends on how a table builds its panels.
 */
const CONTROLS =
  'button, input, select, textarea, [role="button"], [role="checkbox"], [role="radio"], [role="option"], [role="tab"]';

function normal(text: string): string {
  return text.replace(/\s+/g, ' ').trim().toLowerCase();
}

/** The accessible name of `element`, as far as a lesson needs: aria-label, aria-labelledby, a label, then its text. */
export function accessibleName(element: Element): string {
  const label = element.getAttribute('aria-label');
  if (label) return normal(label);
  const labelledBy = element.getAttribute('aria-labelledby');
  if (labelledBy) {
    const text = labelledBy
      .split(/\s+/)
      .map((id) => element.ownerDocument.getElementById(id)?.textContent ?? '')
      .join(' ');
    if (text.trim()) return normal(text);
  }
  const labels = (element as HTMLInputElement).labels;
  if (labels && labels.length > 0) return normal(labels[0]!.textContent ?? '');
  return normal(element.textContent ?? '');
}

/** The first enabled, visible control under `root` named `name`, outside `except`. */
export function findControl(
  root: ParentNode,
  name: string,
  except?: Element | null,
): HTMLElement | null {
  const wanted = normal(name);
  for (const element of root.querySelectorAll<HTMLElement>(CONTROLS)) {
    if (except?.contains(element)) continue;
    if ((element as HTMLButtonElement).disabled) continue;
    if (element.getClientRects().length === 0) continue;
    if (accessibleName(element) === wanted) return element;
  }
  return null;
}
