import type { Page } from '@playwright/test';

/** What the browser can focus, as a selector; visibility is checked per element. */
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface CoveredControl {
  control: string;
  coveredBy: string;
}

/**
 * Focuses every visible control of the page in document order, as Tab would, letting the page
 * react (sticky header, the newsletter bar expanding on scroll) for a few frames, and reports each one whose centre is then
 * under another element (WCAG 2.2 2.4.11, focus not obscured). Run with reduced motion so focus
 * scrolling is immediate.
 */
export async function controlsCoveredWhenFocused(page: Page): Promise<CoveredControl[]> {
  return page.evaluate(async (selector) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const frames = async () => {
      for (let i = 0; i < 4; i++) await frame();
    };
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
    const shown = (element: HTMLElement) => {
      const box = element.getBoundingClientRect();
      return box.width > 2 && box.height > 2 && element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true });
    };
    const covered: { control: string; coveredBy: string }[] = [];
    for (const element of [...document.querySelectorAll<HTMLElement>(selector)]) {
      if (!element.isConnected || !shown(element)) continue;
      element.focus();
      await frames();
      if (document.activeElement !== element || !shown(element)) continue;
      const box = element.getBoundingClientRect();
      const x = Math.min(Math.max(box.left + box.width / 2, 0), innerWidth - 1);
      const y = Math.min(Math.max(box.top + box.height / 2, 0), innerHeight - 1);
      const hit = document.elementFromPoint(x, y);
      const own =
        hit !== null &&
        (element.contains(hit) ||
          hit.contains(element) ||
          [...((element as HTMLInputElement).labels ?? [])].some((label) => label.contains(hit)));
      if (!own) covered.push({ control: describe(element), coveredBy: hit ? describe(hit) : 'nothing (off screen)' });
    }
    (document.activeElement as HTMLElement | null)?.blur();
    return covered;
  }, FOCUSABLE);
}

/**
 * Reports every control that some scroll position would bring under one of the given fixed corner
 * controls: the corners are measured once scrolled (back to top shows then) and at the end of the
 * page (a bar at the foot may have grown), and each control's place in the page is checked against
 * every scroll position the page allows.
 */
export async function controlsUnderCorners(page: Page, cornerSelectors: string[]): Promise<CoveredControl[]> {
  return page.evaluate(
    async ({ selector, corners }) => {
      const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const describe = (element: Element) =>
        `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
      const isFixed = (element: Element | null): boolean =>
        element !== null && (getComputedStyle(element).position === 'fixed' || isFixed(element.parentElement));
      const found = new Map<string, string>();
      const maxScroll = () => document.documentElement.scrollHeight - innerHeight;
      for (const y of [1, maxScroll()]) {
        window.scrollTo({ top: y, behavior: 'instant' });
        await frames();
        const cornerElements = corners.flatMap((c) => [...document.querySelectorAll<HTMLElement>(c)]).filter((c) => c.checkVisibility());
        for (const corner of cornerElements) {
          const c = corner.getBoundingClientRect();
          for (const element of document.querySelectorAll<HTMLElement>(selector)) {
            if (isFixed(element) || !element.checkVisibility({ checkVisibilityCSS: true })) continue;
            const e = element.getBoundingClientRect();
            if (e.width <= 2 || e.height <= 2 || e.left >= c.right || e.right <= c.left) continue;
            // The scroll positions at which the control's box and the corner's box overlap.
            const top = e.top + scrollY;
            const from = Math.max(0, top - c.bottom);
            const to = Math.min(maxScroll(), top + e.height - c.top);
            if (from < to) found.set(describe(element), describe(corner));
          }
        }
      }
      return [...found].map(([control, coveredBy]) => ({ control, coveredBy }));
    },
    { selector: FOCUSABLE, corners: cornerSelectors },
  );
}
