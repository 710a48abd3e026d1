import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { errorCodes } from '@storefront/api-contract';
import compile from 'icu-minify/compile';
import { createTranslator, IntlErrorCode } from 'next-intl';
import formatCompiled from 'use-intl/format-message/format-only';
import { describe, expect, it } from 'vitest';

/**
 * Keeps the message catalogues honest (design: "Messages"): every language has the same keys,
 * no key is left unused by its package's source, every message is valid ICU. The catalogues are
 * read from disk (`<package>/src/messages/<language>/<namespace>.json`), so a namespace added
 * later is checked without touching this test.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

type Messages = { [key: string]: string | Messages };

/** One package's (or the app's) catalogues: language → namespace → messages. */
interface Owner {
  name: string;
  /** The source the keys must be used in (the catalogues' own folder left out). */
  sources: string[];
  catalogues: Record<string, Record<string, Messages>>;
}

function readCatalogues(messagesDir: string): Record<string, Record<string, Messages>> {
  const byLanguage: Record<string, Record<string, Messages>> = {};
  for (const language of readdirSync(messagesDir)) {
    const dir = path.join(messagesDir, language);
    if (!statSync(dir).isDirectory()) continue;
    const namespaces: Record<string, Messages> = {};
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
      namespaces[file.replace(/\.json$/, '')] = JSON.parse(
        readFileSync(path.join(dir, file), 'utf8'),
      ) as Messages;
    }
    byLanguage[language] = namespaces;
  }
  return byLanguage;
}

/** Product source files of a folder: `.ts`/`.tsx`, without tests, stories and fixtures' copies. */
function sourceFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name === 'node_modules' || entry.name === '.next' || entry.name === 'messages')
        continue;
      files.push(...sourceFiles(full));
    } else if (
      /\.tsx?$/.test(entry.name) &&
      !/\.(test|stories)\.tsx?$/.test(entry.name) &&
      !entry.name.endsWith('.d.ts')
    ) {
      files.push(full);
    }
  }
  return files;
}

const read = (files: string[]) => files.map((f) => readFileSync(f, 'utf8')).join('\n');

const storefrontSources = [
  ...sourceFiles(path.join(root, 'apps/storefront/app')),
  ...sourceFiles(path.join(root, 'apps/storefront/src')),
];

const owners: Owner[] = [
  {
    name: 'commerce',
    // the storefront hosts commerce's islands: a namespace may be named there (IntlIsland)
    sources: [...sourceFiles(path.join(root, 'packages/commerce/src')), ...storefrontSources],
    catalogues: readCatalogues(path.join(root, 'packages/commerce/src/messages')),
  },
  {
    name: 'blocks',
    sources: [...sourceFiles(path.join(root, 'packages/blocks/src')), ...storefrontSources],
    catalogues: readCatalogues(path.join(root, 'packages/blocks/src/messages')),
  },
  {
    name: 'storefront',
    sources: storefrontSources,
    catalogues: readCatalogues(path.join(root, 'apps/storefront/src/messages')),
  },
];

/** Leaf key paths of a message tree, e.g. `header.cart`. */
function leafKeys(messages: Messages, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : leafKeys(value, `${prefix}${key}.`),
  );
}

/** Every `[namespace, key path, message]` of a language's catalogues. */
function entries(catalogues: Record<string, Messages>): [string, string, string][] {
  return Object.entries(catalogues).flatMap(([namespace, messages]) =>
    leafKeys(messages).map((key): [string, string, string] => {
      const message = key
        .split('.')
        .reduce<string | Messages | undefined>(
          (node, part) => (typeof node === 'object' ? node[part] : undefined),
          messages,
        );
      return [namespace, key, String(message)];
    }),
  );
}

const keysOf = (catalogues: Record<string, Messages> | undefined) =>
  new Set(entries(catalogues ?? {}).map(([namespace, key]) => `${namespace}:${key}`));

/** The host's words for the blocks: a subset of the blocks' English defaults. */
const hostBlockNamespaces = new Set(['blocks']);

describe('message catalogues', () => {
  it('have an English catalogue in every package that ships words', () => {
    for (const owner of owners) expect(Object.keys(owner.catalogues)).toContain('en');
  });

  it('give every language the same keys as English (commerce, storefront)', () => {
    for (const owner of owners) {
      const english = owner.catalogues.en ?? {};
      for (const [language, catalogues] of Object.entries(owner.catalogues)) {
        if (language === 'en') continue;
        const own = Object.fromEntries(
          Object.entries(catalogues).filter(([ns]) => !hostBlockNamespaces.has(ns)),
        );
        const ownEnglish = Object.fromEntries(
          Object.entries(english).filter(
            ([ns]) => Object.hasOwn(own, ns) || !hostBlockNamespaces.has(ns),
          ),
        );
        const ownKeys = keysOf(own);
        const englishKeys = keysOf(ownEnglish);
        const missing = [...englishKeys].filter((k) => !ownKeys.has(k));
        const extra = [...ownKeys].filter((k) => !englishKeys.has(k));
        expect({ owner: owner.name, language, missing, extra }).toEqual({
          owner: owner.name,
          language,
          missing: [],
          extra: [],
        });
      }
    }
  });

  it("words the blocks in French with keys of the blocks' English defaults only", () => {
    const blocksEnglish = keysOf(owners.find((o) => o.name === 'blocks')?.catalogues.en);
    const storefront = owners.find((o) => o.name === 'storefront');
    for (const [language, catalogues] of Object.entries(storefront?.catalogues ?? {})) {
      const hostBlocks = Object.fromEntries(
        Object.entries(catalogues).filter(([ns]) => hostBlockNamespaces.has(ns)),
      );
      const unknown = [...keysOf(hostBlocks)].filter((k) => !blocksEnglish.has(k));
      expect({ language, unknown }).toEqual({ language, unknown: [] });
    }
  });

  it('word every error code of spec 1 §8 / spec 2 §8, and nothing else', () => {
    const codes = new Set<string>(errorCodes);
    for (const [language, catalogues] of Object.entries(owners[0]?.catalogues ?? {})) {
      const { withDetails = {}, ...plain } = (catalogues.errors ?? {}) as Messages;
      expect({ language, missing: [...codes].filter((c) => !Object.hasOwn(plain, c)) }).toEqual({
        language,
        missing: [],
      });
      const unknown = [...Object.keys(plain), ...Object.keys(withDetails)].filter(
        (c) => !codes.has(c),
      );
      expect({ language, unknown }).toEqual({ language, unknown: [] });
    }
  });

  it('leave no key unused: each is named in its package’s source (namespace and key)', () => {
    for (const owner of owners) {
      const source = read(owner.sources);
      const quoted = (text: string) =>
        source.includes(`'${text}'`) ||
        source.includes(`"${text}"`) ||
        source.includes(`\`${text}\``);
      const unused: string[] = [];
      for (const [namespace, key] of entries(owner.catalogues.en ?? {})) {
        if (namespace === 'errors') continue; // keyed by the server's codes (test above)
        const namespaceUsed =
          quoted(namespace) ||
          source.includes(`'${namespace}.`) ||
          source.includes(`"${namespace}.`);
        const parts = key.split('.');
        // the key path or any of its tails (a translator bound to a deeper namespace), or a
        // template literal building it (`status.${code}`)
        const keyUsed =
          parts.some((_, i) => quoted(parts.slice(i).join('.'))) ||
          parts
            .slice(0, -1)
            .some((_, i) => source.includes(`\`${parts.slice(i, -1).join('.')}.\${`));
        if (!namespaceUsed || !keyUsed) unused.push(`${owner.name} ${namespace}:${key}`);
      }
      expect(unused).toEqual([]);
    }
  });

  it('are valid ICU messages in every language', () => {
    for (const owner of owners) {
      for (const [language, catalogues] of Object.entries(owner.catalogues)) {
        for (const [namespace, key, message] of entries(catalogues)) {
          const invalid: string[] = [];
          const t = createTranslator({
            locale: language,
            messages: { [namespace]: catalogues[namespace] as Messages },
            namespace,
            onError: (error) => {
              if (error.code === IntlErrorCode.INVALID_MESSAGE) invalid.push(error.message);
            },
            getMessageFallback: () => '',
          });
          t(key as never);
          expect({ at: `${owner.name} ${language} ${namespace}:${key}`, message, invalid }).toEqual(
            {
              at: `${owner.name} ${language} ${namespace}:${key}`,
              message,
              invalid: [],
            },
          );
        }
      }
    }
  });

  it('format the same once compiled as the built app ships them (next.config.ts)', () => {
    const formatters = {
      getNumberFormat: (locale: string, options?: Intl.NumberFormatOptions) =>
        new Intl.NumberFormat(locale, options),
      getPluralRules: (locale: string, options?: Intl.PluralRulesOptions) =>
        new Intl.PluralRules(locale, options),
      getDateTimeFormat: (locale: string, options?: Intl.DateTimeFormatOptions) =>
        new Intl.DateTimeFormat(locale, options),
    };
    const differing: string[] = [];
    for (const owner of owners) {
      for (const [language, catalogues] of Object.entries(owner.catalogues)) {
        for (const [namespace, key, message] of entries(catalogues)) {
          const full = createTranslator({
            locale: language,
            messages: { [namespace]: catalogues[namespace] as Messages },
            namespace,
          });
          for (const values of sampleValues(parse(message))) {
            const expected = full(key as never, values as never);
            const actual = formatCompiled(`${namespace}.${key}`, compile(message), values, {
              locale: language,
              formatters,
              timeZone: 'UTC',
            } as never);
            if (actual !== expected)
              differing.push(
                `${owner.name} ${language} ${namespace}:${key} ${actual} ≠ ${expected}`,
              );
          }
        }
      }
    }
    expect(differing).toEqual([]);
  });
});

/**
 * Argument values that walk a message's branches: each plural with 0, 1, 2 and 5, selects with
 * `other`, dates at the epoch, other arguments as their name.
 */
type SampleValues = Record<string, string | number | Date>;

function sampleValues(ast: MessageFormatElement[]): SampleValues[] {
  const values: SampleValues = {};
  const counts: string[] = [];
  const visit = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.argument) values[element.value] ??= element.value;
      if (element.type === TYPE.number || element.type === TYPE.plural) {
        values[element.value] = 1;
        counts.push(element.value);
      }
      if (element.type === TYPE.date || element.type === TYPE.time)
        values[element.value] = new Date(0);
      if (element.type === TYPE.select) values[element.value] = 'other';
      if (element.type === TYPE.plural || element.type === TYPE.select)
        for (const option of Object.values(element.options)) visit(option.value);
    }
  };
  visit(ast);
  if (counts.length === 0) return [values];
  return [0, 1, 2, 5].map((n) => ({
    ...values,
    ...Object.fromEntries(counts.map((name) => [name, n])),
  }));
}
