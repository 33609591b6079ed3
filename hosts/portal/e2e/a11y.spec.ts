import AxeBuilder from '@axe-core/playwright';
import { test, expect } from './fixtures';

for (const [name, url, ready] of [
  ['home', '/', '[data-tplnum="TJ10"]'],
  ['search', '/search?keyword=老师', '[data-testid="search-results"]'],
  ['login', '/login', 'form[aria-label="账号密码登录"]'],
  // a listing detail, a listing board and the mall, each on its own section's styles
  ['house detail', '/house/newfang/info/detail/1', 'html[data-app="ready"] h1'],
  ['idle detail', '/idle/detail?id=1', 'html[data-app="ready"] h1'],
  ['logistics board', '/logistics/index/qiyun/hy', 'html[data-app="ready"] h1'],
  ['mall goods detail', '/wzmall/businessEvaluation?id=1', 'html[data-app="ready"] #goods-title'],
] as const) {
  test(`axe: ${name} has no serious or critical violations`, async ({ page }) => {
    await page.goto(url);
    await page.locator(ready).waitFor();
    const results = await new AxeBuilder({ page }).analyze();
    const bad = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
    expect(bad).toEqual([]);
  });
}
