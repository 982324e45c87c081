/**
 * Screenshots of pages as readers see them, for reviewing content and layout.
 *   npx tsx scripts/screenshots.ts --base http://127.0.0.1:3000 --out shots "/" "/Admin Users/Role"
 * Writes <out>/<route>-<desktop|phone>-<light|dark>.png for each route.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {chromium} from '@playwright/test';
import {encodeRoute} from './lib/routes';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from './chromium';

const {values, positionals} = parseArgs({
  allowPositionals: true,
  options: {
    base: {type: 'string', default: 'http://127.0.0.1:3000'},
    out: {type: 'string', default: 'screenshots'},
    'full-page': {type: 'boolean', default: false},
  },
});

const viewports = {desktop: {width: 1280, height: 800}, phone: {width: 390, height: 844}};

async function main() {
  fs.mkdirSync(values.out!, {recursive: true});
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  for (const [device, viewport] of Object.entries(viewports)) {
    for (const theme of ['light', 'dark']) {
      const context = await browser.newContext({viewport});
      await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
      const page = await context.newPage();
      for (const route of positionals.length ? positionals : ['/']) {
        await page.goto(values.base + encodeRoute(route), {waitUntil: 'networkidle'});
        const name =
          (route.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'home') + `-${device}-${theme}.png`;
        await page.screenshot({path: path.join(values.out!, name), fullPage: values['full-page']});
        console.log(path.join(values.out!, name));
      }
      await context.close();
    }
  }
  await browser.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
