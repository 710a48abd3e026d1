import { chromium } from 'playwright';
import zlib from 'node:zlib';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const u of process.argv.slice(2)) {
  const p = await b.newPage();
  const rows = [];
  p.on('response', async (r) => { if (r.request().resourceType() === 'script') { const body = await r.body().catch(() => Buffer.alloc(0)); rows.push([r.url().split('/').pop(), zlib.gzipSync(body).length, body.length, body.toString('utf8')]); } });
  await p.goto(u, { waitUntil: 'networkidle' });
  await p.waitForTimeout(500);
  rows.sort((a, b) => b[1] - a[1]);
  console.log(u, rows.reduce((s, r) => s + r[1], 0));
  for (const r of rows) console.log(String(r[1]).padStart(7), String(r[2]).padStart(8), r[0]);
  globalThis.rows = rows;
  await p.close();
}
await b.close();
