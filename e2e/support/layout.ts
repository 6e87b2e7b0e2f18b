import type { Page } from 'playwright-core';

/**
 * What a person sees as broken whatever a screen reader says: controls drawn over each other, a page that scrolls
 * sideways, a table whose last columns (an administrator's actions) are out of view on a desktop, and text cut off
 * without an ellipsis (a long unbroken name). Each problem is a readable line.
 */
export async function layoutProblems(page: Page, { tableMustFit }: { tableMustFit: boolean }): Promise<string[]> {
  return page.evaluate(
    ({ tableMustFit }) => {
      const problems: string[] = [];
      const describe = (element: Element) => {
        const text = (element as HTMLElement).innerText?.trim().replace(/\s+/g, ' ').slice(0, 40);
        const label = element.getAttribute('aria-label') ?? element.getAttribute('name') ?? element.getAttribute('href');
        return `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}> "${text || label || ''}"`;
      };
      const shown = (element: Element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
      };

      // Controls drawn over each other: overlapping by more than 4 px both ways, neither inside the other.
      const controls = [...document.querySelectorAll('button, a[href], input:not([type="hidden"]), select, textarea, [role="button"], [role="combobox"]')].filter(shown);
      const boxes = controls.map((element) => element.getBoundingClientRect());
      for (let i = 0; i < controls.length; i++) {
        for (let j = i + 1; j < controls.length; j++) {
          const [a, b] = [controls[i]!, controls[j]!];
          if (a.contains(b) || b.contains(a)) continue;
          const [boxA, boxB] = [boxes[i]!, boxes[j]!];
          const across = Math.min(boxA.right, boxB.right) - Math.max(boxA.left, boxB.left);
          const down = Math.min(boxA.bottom, boxB.bottom) - Math.max(boxA.top, boxB.top);
          if (across > 4 && down > 4) problems.push(`${describe(a)} and ${describe(b)} overlap by ${Math.round(across)} x ${Math.round(down)} px`);
        }
      }

      const root = document.documentElement;
      if (root.scrollWidth > root.clientWidth) {
        const widest = [...document.body.querySelectorAll('*')]
          .filter((element) => element.getBoundingClientRect().right > root.clientWidth + 1 && shown(element))
          .sort((a, b) => b.getBoundingClientRect().right - a.getBoundingClientRect().right)[0];
        problems.push(`the page scrolls sideways: ${root.scrollWidth} px of content in ${root.clientWidth} px${widest ? `, widest ${describe(widest)}` : ''}`);
      }

      if (tableMustFit) {
        for (const table of document.querySelectorAll('table')) {
          const box = table.parentElement!;
          if (shown(table) && box.scrollWidth > box.clientWidth + 1) {
            problems.push(`table "${table.getAttribute('aria-label') ?? ''}" scrolls sideways: ${box.scrollWidth} px of content in ${box.clientWidth} px`);
          }
        }
      }

      // Text cut off by its box without an ellipsis saying so.
      for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
        const ownText = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '');
        // A box of a pixel or two is text for screen readers only (visually hidden), cut on purpose.
        if (!ownText || element.clientWidth < 3 || element.scrollWidth <= element.clientWidth + 1 || !shown(element)) continue;
        const style = getComputedStyle(element);
        if (style.overflowX !== 'visible' && style.textOverflow !== 'ellipsis') {
          problems.push(`${describe(element)} is cut off: ${element.scrollWidth} px of text in ${element.clientWidth} px, without an ellipsis`);
        }
      }
      return problems;
    },
    { tableMustFit },
  );
}
