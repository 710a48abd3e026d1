#!/usr/bin/env node
/**
 * The published packages, used the way another brand would use them: packs
 * `@storefront/api-contract`, `@storefront/ui` and `@storefront/blocks`
 * (scripts/pack-packages.mjs), installs the tarballs into `examples/brand-site` (outside the npm
 * workspaces, so nothing is linked), builds it with Next.js (the build validates the document
 * against the brand's registry), serves it on 127.0.0.1:5680 and checks the page in the
 * project's Chromium (scripts/chromium.mjs): it renders on the server, axe finds no violation,
 * the brand's theme, German words, own block and override of a kit block are there, a client
 * island of the kit (the accordion) works, and the JSON Schema of the brand's registry has its block. Prints one bench
 * line per tarball (`pack <name> <bytes> bytes`), one for the page
 * (`bench page html … js … css … bytes (gzip)`) and one per measured block
 * (`bench block <type> adds html … js … css … bytes (gzip)`: its page `/bench/<type>` minus
 * `/bench/none`; a server-only block must add no JavaScript). Ends with `N passed, N failed` (checks).
 *
 * Usage: `node scripts/brand-example.mjs [--no-pack] [--storybook]` (`--no-pack` reuses
 * `.packs/`; `--storybook` also installs Storybook into the example without saving it, builds
 * the example's Storybook and checks that its stories render in the brand's theme). A step of
 * `npm test` (`brand`, after `typecheck`, beside another step). With the example's dependencies
 * already installed, about 42 s of CPU (packages 22 s: the bundles with one `tsc --noCheck` for all the declarations
 * beside them; install 3 s; `next build` 11 s, its type check of the example against the
 * packed declarations included; the checks 5 s): 1 min 35 s to 2 min 39 s of wall time on a
 * 2-core machine at load 21 to 24. From a clean clone the example's install (610 MB from npm's
 * cache, a third of it cloudinary-video-player's) and a cold `next build` add about 2 minutes
 * at that load (3 min 48 s in all). Not measured on a quiet machine.
 * Nothing reaches the network but the npm registry for the example's install (`--prefer-offline`:
 * the packages the monorepo already installed come from npm's cache).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { AxeBuilder } from '@axe-core/playwright';
import { chromium } from 'playwright';
import { chromiumArgs, findTestChromium } from './chromium.mjs';
import { formatMs, killTree, root, startChild, waitForUrl } from './lib/proc.mjs';
import { serveStatic } from './lib/static-server.mjs';
import { packAll } from './pack-packages.mjs';

const started = Date.now();
const example = path.join(root, 'examples/brand-site');
const port = 5680;
const url = `http://127.0.0.1:${port}/`;
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function step(title) {
  console.log(`\n== brand-example: ${title} (${formatMs(Date.now() - started)})`);
}

if (!process.argv.includes('--no-pack')) {
  step('build and pack the packages');
  await packAll();
}

step('install the tarballs into examples/brand-site');
// The tarballs keep their version from one pack to the next: drop the installed copies so npm
// unpacks the new ones.
rmSync(path.join(example, 'node_modules/@storefront'), { recursive: true, force: true });
execFileSync(
  npm,
  [
    'install',
    '--no-package-lock',
    '--prefer-offline',
    '--no-audit',
    '--no-fund',
    '--ignore-scripts',
  ],
  { cwd: example, stdio: 'inherit' },
);

step('next build');
execFileSync(path.join(example, 'node_modules/.bin/next'), ['build'], {
  cwd: example,
  stdio: 'inherit',
  env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
});

step(`serve on ${url} and check the page`);
const server = startChild(
  path.join(example, 'node_modules/.bin/next'),
  ['start', '-p', String(port), '-H', '127.0.0.1'],
  { cwd: example, env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } },
);
const results = [];
/** One named check: records it, prints it, and never stops the others. */
async function check(name, fn) {
  try {
    await fn();
    results.push({ name, ok: true });
    console.log(`  ok   ${name}`);
  } catch (error) {
    results.push({ name, ok: false });
    console.log(`  FAIL ${name}: ${error instanceof Error ? error.message : error}`);
  }
}
function assert(condition, message) {
  if (!condition) throw new Error(message);
}

let browser;
try {
  await waitForUrl(url, { timeoutMs: 60_000, child: server });
  browser = await chromium.launch({ executablePath: findTestChromium(), args: chromiumArgs });
  const page = await browser.newPage();

  await check('the server renders the document (no JavaScript needed)', async () => {
    const html = await (await fetch(url)).text();
    assert(html.includes('Willkommen bei Lakeside Outfitters'), 'rich text block missing');
    assert(html.includes('data-brand-block="openingHours"'), 'brand block missing');
    assert(html.includes('lang="de"'), 'html lang is not de');
  });

  const response = await page.goto(url, { waitUntil: 'networkidle' });
  await check('answers 200', async () =>
    assert(response?.status() === 200, `${response?.status()}`),
  );

  await check("the brand's theme is on the page (Lakeside colours and heading font)", async () => {
    const style = await page.evaluate(() => {
      const block = document.querySelector('[data-brand-block="openingHours"]');
      const heading = document.querySelector('[data-brand-block="openingHours"] h2');
      return {
        background: block ? getComputedStyle(block).backgroundColor : '',
        font: heading ? getComputedStyle(heading).fontFamily : '',
        color: getComputedStyle(document.body).color,
      };
    });
    assert(style.background === 'rgb(239, 232, 218)', `block background ${style.background}`);
    assert(style.font.includes('Georgia'), `heading font ${style.font}`);
    assert(style.color === 'rgb(16, 48, 47)', `text colour ${style.color}`);
  });

  await check("the brand's own block renders, in German", async () => {
    const text = (await page.locator('[data-brand-block="openingHours"]').textContent()) ?? '';
    assert(text.includes('Öffnungszeiten: Lakeside Konstanz'), text);
    assert(text.includes('Geschlossen'), text);
  });

  await check(
    "the brand's override of a kit block (richText) renders the kit's inside",
    async () => {
      const text = (await page.locator('[data-brand-override="richText"]').textContent()) ?? '';
      assert(text.includes('Willkommen bei Lakeside Outfitters'), text);
    },
  );

  await check("the kit's blocks speak German (the host's catalogue)", async () => {
    const close = page.getByRole('button', { name: 'Vorteilsleiste schließen' });
    assert((await close.count()) === 1, 'no German close button on the benefit bar');
  });

  await check("a kit island hydrates ('use client' kept): the accordion opens", async () => {
    const second = page.getByRole('button', { name: 'Kann ich Boote ausleihen?' });
    await second.click();
    await page.getByText('Kajaks und SUPs').waitFor({ state: 'visible', timeout: 5_000 });
  });

  await check("the JSON Schema of the brand's registry has its block", async () => {
    const schema = await (await fetch(new URL('content-schema.json', url))).json();
    assert(schema?.$defs?.openingHours, 'no $defs.openingHours');
    assert(schema?.$defs?.accordion, 'no $defs.accordion (the kit blocks)');
  });

  /** The gzip bytes of a page's HTML and of the scripts and stylesheets it links. */
  async function pageBytes(pathname) {
    const pageUrl = new URL(pathname, url);
    const response = await fetch(pageUrl);
    assert(response.ok, `${pathname} answers ${response.status}`);
    const html = await response.text();
    const sum = async (pattern) => {
      let bytes = 0;
      for (const [, href] of html.matchAll(pattern)) {
        const body = Buffer.from(await (await fetch(new URL(href, pageUrl))).arrayBuffer());
        bytes += gzipSync(body).length;
      }
      return bytes;
    };
    return {
      html: gzipSync(html).length,
      js: await sum(/<script[^>]+src="([^"]+)"/g),
      css: await sum(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g),
    };
  }

  await check('bench: the bytes of the page (gzip)', async () => {
    const bytes = await pageBytes('/');
    console.log(`  bench page html ${bytes.html} js ${bytes.js} css ${bytes.css} bytes (gzip)`);
    assert(bytes.css > 0, 'no stylesheet on the page');
  });

  // What one block adds to a page: /bench/<type> holds that block alone (its registry has only
  // it), /bench/none the layout and renderer with none (examples/brand-site/src/bench.tsx).
  await check('bench: the bytes one block adds to a page (gzip)', async () => {
    const base = await pageBytes('/bench/none');
    const added = {};
    for (const type of ['richText', 'openingHours', 'accordion']) {
      const bytes = await pageBytes(`/bench/${type}`);
      added[type] = {
        html: bytes.html - base.html,
        js: bytes.js - base.js,
        css: bytes.css - base.css,
      };
      console.log(
        `  bench block ${type} adds html ${added[type].html} js ${added[type].js} css ${added[type].css} bytes (gzip)`,
      );
    }
    // A server-only block ships no JavaScript; the island of the accordion does.
    assert(added.richText.js === 0, `richText adds ${added.richText.js} B of JS`);
    assert(added.openingHours.js === 0, `openingHours adds ${added.openingHours.js} B of JS`);
    assert(added.accordion.js > 0, 'the accordion adds no JS: is its island on the page?');
  });

  await check('axe finds no violation (WCAG 2.x A and AA)', async () => {
    const axe = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .setLegacyMode()
      .analyze();
    const summary = axe.violations.map(
      (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    );
    assert(summary.length === 0, summary.join('; '));
  });
} catch (error) {
  results.push({ name: 'start the example', ok: false });
  console.log(`  FAIL ${error instanceof Error ? error.message : error}`);
} finally {
  await browser?.close();
  killTree(server);
}

// The example's Storybook (examples/brand-site/.storybook): our blocks in the Lakeside theme.
// Not in `npm test` (it adds an install of Storybook and a build, about half a minute): run
// `--storybook` after a change to the packages' CSS or islands.
if (process.argv.includes('--storybook')) {
  step('Storybook: install it (not saved), build it, check the stories');
  const versions = JSON.parse(
    readFileSync(path.join(root, 'package.json'), 'utf8'),
  ).devDependencies;
  const tools = ['storybook', '@storybook/react-vite', 'vite'].map(
    (name) => `${name}@${versions[name]}`,
  );
  let storybookBrowser;
  let site;
  try {
    execFileSync(
      npm,
      [
        'install',
        '--no-save',
        '--no-package-lock',
        '--prefer-offline',
        '--no-audit',
        '--no-fund',
        '--ignore-scripts',
        ...tools,
      ],
      { cwd: example, stdio: 'inherit' },
    );
    const out = path.join(example, 'storybook-static');
    execFileSync(
      path.join(example, 'node_modules/.bin/storybook'),
      ['build', '-o', out, '--quiet'],
      {
        cwd: example,
        stdio: 'inherit',
        env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' },
      },
    );
    site = await serveStatic(out);
    storybookBrowser = await chromium.launch({
      executablePath: findTestChromium(),
      args: chromiumArgs,
    });
    const page = await storybookBrowser.newPage();
    const stories = {
      'opening-hours': 'Öffnungszeiten: Lakeside Konstanz',
      accordion: 'Kann ich Boote ausleihen?',
      'benefit-bar': 'Kostenloser Versand ab 50 €',
      'rich-text-override': 'Willkommen bei Lakeside Outfitters',
      'rich-text-of-the-kit': 'fit guide',
    };
    for (const [id, words] of Object.entries(stories)) {
      await check(`Storybook: lakeside-blocks--${id} renders in the Lakeside theme`, async () => {
        await page.goto(`${site.url}/iframe.html?id=lakeside-blocks--${id}&viewMode=story`);
        await page.getByText(words).first().waitFor({ timeout: 15_000 });
        const color = await page.evaluate(() => getComputedStyle(document.body).color);
        assert(color === 'rgb(16, 48, 47)', `text colour ${color}`);
      });
    }
  } catch (error) {
    results.push({ name: 'Storybook build', ok: false });
    console.log(`  FAIL ${error instanceof Error ? error.message : error}`);
  } finally {
    await storybookBrowser?.close();
    await site?.close();
  }
}

const failed = results.filter((r) => !r.ok).length;
console.log(`\nbrand-example took ${formatMs(Date.now() - started)}`);
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
