import AxeBuilder from '@axe-core/playwright';
import { test } from '@playwright/test';
import { expect, login } from './helpers';

test.describe.configure({ mode: 'parallel' });

const pages: [string, string, string][] = [
  ['teacher detail', '/teacher/teacherDetail?id=1&type=3', 'list[aria-label="操作"]'],
  ['video courseware detail', '/teacher/videoCoursewareDetail?id=2&type=2', 'video'],
  ['school detail', '/teacher/schoolDetail?id=1&type=1', 'h2'],
];

for (const [name, url, ready] of pages) {
  test(`axe: ${name} has no serious or critical violations`, async ({ page }) => {
    await login(page);
    await page.goto(url);
    await page.locator(ready.startsWith('list') ? 'ul[aria-label="操作"]' : ready).first().waitFor();
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page }).analyze();
    const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}
