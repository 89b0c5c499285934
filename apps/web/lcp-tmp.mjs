import { chromium } from '@playwright/test';
import { startStaticServer } from '/work/main/apps/web/build/static-server.mjs';
const server = await startStaticServer({ root: '/work/main/apps/web/dist', host: '127.0.0.1', port: 0 });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const path of ['/share', '/contact']) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.__lcp = [];
    new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lcp.push({ t: Math.round(e.startTime), size: e.size, el: (e.element?.outerHTML ?? '').slice(0, 90) }); }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto(server.url + path);
  await page.waitForTimeout(3000);
  console.log(path, JSON.stringify(await page.evaluate(() => ({ fcp: Math.round(performance.getEntriesByName('first-contentful-paint')[0]?.startTime), lcp: window.__lcp, vh: innerHeight, ready: window.harborReady })), null, 1));
  await context.close();
}
await browser.close(); await server.close();
