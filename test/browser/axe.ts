import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe with the WCAG 2.2 AA rules, run in the page itself (legacy mode). The default mode opens a
 * blank page for every audit to merge the frames' results, which nearly doubled each audit on CI's
 * two cores (0.6–1.6 s more); it exists for cross-origin frames, and the only frame our pages hold
 * is YouTube's player, which no audited state loads
 * (docs/decisions/0224-axe-in-the-page.md).
 */
function wcag(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).withTags(WCAG).setLegacyMode(true);
}

/**
 * Runs axe on the page as it is now, or only on the elements `within` selects; returns one line
 * per violation, labelled with the state.
 */
export async function audit(
  page: Page,
  state: string,
  within: readonly string[] = [],
): Promise<string[]> {
  const result = await within
    .reduce((builder, selector) => builder.include(selector), wcag(page))
    .analyze();
  return result.violations.map(
    (v) =>
      `${state}: ${v.id} (${v.nodes.length}) ${v.help} — ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  );
}
