// TEMPORARY (not committed): screenshots of the seller centre's new pages at 390×844 and 1366×900.
import { uploadFile } from '@wz/sdk/upload';
import { test, loginAs, nodeClient } from './fixtures';
import { startStack, type Stack } from './servers';

let stack: Stack;
test.beforeAll(async () => {
  stack = await startStack({ seller: true, sameOrigin: true });
});
test.afterAll(async () => {
  await stack?.close();
});
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

test('shots', async ({ browser }) => {
  test.setTimeout(300_000);
  const login = async (u: string) => nodeClient(stack.apiUrl, (await nodeClient(stack.apiUrl).call('login', { username: u, password: 'demo1234' })).token);
  const seller = await login('laoshi');
  const up = async () => Number((await uploadFile(seller, Object.assign(new Blob([Buffer.from(PNG, 'base64')], { type: 'image/png' }), { name: 'p.png' }), { purpose: 'listing' })).id);
  await seller.call('mallShopEntry', { shopname: '老师的小铺', main_category: 2, sub_category: 21, contact: '王老师', phone: '13900001111', address: '江苏省盐城市亭湖区文港路 8 号', licence: await up() });
  const st = await seller.call('sellerShop', {});
  await fetch(st.review_url!, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'action=approve', redirect: 'manual' });
  const pic = await up();
  const saved = await seller.call('sellerGoodsSave', { category_id: 211, title: '老师手作 纯棉帆布包 大容量通勤托特包', pics: String(pic), description: '<p>包</p>', specs: [{ name: '颜色', values: ['米白'] }], skus: [{ key: '0', price_cents: 4990, stock: 20, code: '' }], save_as: 'sale' });
  const attr = await seller.call('mallGoodsAttr', { goods_id: saved.id });
  for (const [u, key] of [['demo', 'shot-1'], ['tester', 'shot-2']] as const) {
    const b = await login(u);
    const a = await b.call('mallSaveAddress', { name: '买家', phone: '13900002222', province: '江苏省', city: '盐城市', district: '亭湖区', address: '人民路 2 号' });
    const line = await b.call('mallAddToCart', { product_id: attr.products[0]!.id, quantity: 1 });
    const o = await b.call('mallSubmitOrder', { ids: String(line.id), address_id: a.id, client_key: `e2e-${key}-0001` });
    await fetch(o.code_url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'action=pay', redirect: 'manual' });
    await b.call('mallLeaveMessage', { goods_id: saved.id, content: '请问这个包可以装下 15 寸笔记本电脑吗？有没有其他颜色？' });
    if (u === 'demo') {
      await seller.call('sellerShip', { order_number: o.order_number, carrier: '顺丰速运', tracking: 'SF1234567890' });
      await b.call('mallConfirmReceipt', { order_number: o.order_number });
      const item = (await b.call('mallOrderDetail', { order_number: o.order_number })).items[0]!;
      await b.call('mallReviewOrder', { order_number: o.order_number, item_id: item.id, score: 4, content: '包很结实，颜色正，容量也大，通勤背着刚好。就是肩带稍微有点硬，希望以后改进。' });
    } else {
      await b.call('mallApplyReturn', { order_number: o.order_number, reason: '其他', description: '买重复了，还没拆封，麻烦尽快处理，谢谢！' });
    }
  }
  await seller.call('sellerSettingsSave', { shopname: '老师的小铺', intro: '手作帆布包', phone: '13900001111', return_address: '江苏省盐城市亭湖区文港路 8 号 王老师 13900001111', account_name: '王老师', account_no: '6222020200112233' });
  const top = await seller.call('sellerClassifySave', { pid: 0, name: '帆布包' });
  await seller.call('sellerClassifySave', { pid: top.id, name: '托特包（大容量通勤款）' });
  await seller.call('sellerClassifySave', { pid: 0, name: '零钱包' });
  await seller.call('sellerFreightSave', { name: '江浙沪满 99 包邮', mode: 'piece', first: 1, first_cents: 800, next: 1, next_cents: 200, free_over_cents: 9900 });
  await seller.call('sellerFreightSave', { name: '偏远地区按重量', mode: 'weight', first: 1000, first_cents: 1500, next: 500, next_cents: 500, free_over_cents: 0 });
  await seller.call('sellerPhotoAdd', { ids: `${await up()},${await up()}`, folder: '详情图' });
  await seller.call('sellerBrandApply', { name: '老师手作', licence: await up() });

  const pages = ['storeSettle', 'sellerBrand', 'photos', 'goodClassify', 'distributMode', 'returnApplicatList', 'userComment', 'userMessage'];
  for (const [w, h] of [[390, 844], [1366, 900]]) {
    const context = await browser.newContext({ viewport: { width: w, height: h } });
    const page = await context.newPage();
    await loginAs(page, 'laoshi', 'demo1234', stack.apiUrl);
    for (const p of pages) {
      await page.goto(`${stack.portal.url}/seller/wzmall/${p}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      console.info(`${p} ${w}: horizontal overflow ${overflow}px`);
      await page.screenshot({ path: `/tmp/seller-shots/${p}-${w}.png`, fullPage: true });
    }
    await context.close();
  }
});
