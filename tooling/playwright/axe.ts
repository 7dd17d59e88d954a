import type { Page } from '@playwright/test';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const axeSource = require.resolve('axe-core/axe.min.js');

interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * Runs axe-core in the page (real layout, so colour contrast included) and lists the violations.
 * `disabledRules` is for fragments that are not whole pages (stories have no landmarks or h1).
 */
export async function axeViolations(page: Page, disabledRules: string[] = []): Promise<string[]> {
  await page.addScriptTag({ path: axeSource });
  for (let attempt = 1; ; attempt++) {
    try {
      return await runAxe(page, disabledRules);
    } catch (error) {
      // Another axe run (e.g. a dev tool's) still in flight: wait for it, then run ours.
      if (attempt >= 20 || !String(error).includes('Axe is already running')) throw error;
      await page.waitForTimeout(250);
    }
  }
}

async function runAxe(page: Page, disabledRules: string[]): Promise<string[]> {
  const violations = await page.evaluate(async (disabled) => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: { exclude: string[][] },
            options: { rules: Record<string, { enabled: boolean }> },
          ) => Promise<{ violations: AxeViolation[] }>;
        };
      }
    ).axe;
    const rules = Object.fromEntries(disabled.map((id) => [id, { enabled: false }]));
    // react-aria's live announcer keeps announcements for a few seconds after their subject is
    // gone (a pressed button on a page already left): library-owned, hidden, self-clearing.
    const context = { exclude: [['[data-live-announcer]']] };
    const results = await axe.run(context, { rules });
    return results.violations.map((violation) => ({
      id: violation.id,
      help: violation.help,
      nodes: violation.nodes.map((node) => ({ target: node.target })),
    }));
  }, disabledRules);
  return violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
}
