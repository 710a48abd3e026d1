// @vitest-environment node
// Keeps ARCHITECTURE.md true: the paths and names it points a newcomer to exist, every
// workspace package is on its map, and (once none of the packages in its "Package faces" table
// exports "./*" any more) its entry points and the `*.client.ts(x)` naming rule match the code.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const doc = readFileSync(path.join(root, 'ARCHITECTURE.md'), 'utf8');

/** The lines of the section whose `## ` heading starts with `title`, up to the next `## `. */
function section(title) {
  const lines = doc.split('\n');
  const start = lines.findIndex((line) => line.startsWith('## ') && line.includes(title));
  if (start < 0) throw new Error(`ARCHITECTURE.md has no section "${title}"`);
  const end = lines.findIndex((line, index) => index > start && line.startsWith('## '));
  return lines.slice(start + 1, end < 0 ? undefined : end);
}

/** The body rows of the first Markdown table in `lines`, as arrays of trimmed cells. */
function tableRows(lines) {
  return lines
    .filter((line) => line.startsWith('|'))
    .slice(2)
    .map((line) =>
      line
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim()),
    );
}

/** The `code` spans of a Markdown text (fenced blocks left out). */
const codeSpans = (text) =>
  [...text.replace(/^```[\s\S]*?^```/gm, '').matchAll(/`([^`\n]+)`/g)].map((match) => match[1]);

/** `a/{x,y}/b` → `a/x/b`, `a/y/b` (one brace group is enough for this page). */
function expandBraces(value) {
  const match = /\{([^}]*)\}/.exec(value);
  if (!match) return [value];
  return match[1].split(',').flatMap((part) => expandBraces(value.replace(match[0], part)));
}

const skippedDirs = new Set(['node_modules', '.next', '.turbo', 'storybook-static', 'dist']);

/** Source files under `target` (a file or a folder), tests and stories left out. */
function sourceFiles(target) {
  if (!existsSync(target)) return [];
  if (statSync(target).isFile()) return [target];
  return readdirSync(target, { withFileTypes: true }).flatMap((entry) => {
    if (skippedDirs.has(entry.name)) return [];
    const full = path.join(target, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx|mjs)$/.test(entry.name) && !/\.(test|stories)\.[a-z]+$/.test(entry.name)
      ? [full]
      : [];
  });
}

/** Whether some source file under `target` exports `name` (a declaration or an export list). */
function exportsName(target, name) {
  const declaration = new RegExp(
    `export\\s+(?:declare\\s+)?(?:default\\s+)?(?:async\\s+)?(?:function\\*?|const|let|class|interface|type|enum)\\s+${name}\\b`,
  );
  const list = new RegExp(`export\\s+(?:type\\s+)?\\{[^}]*\\b${name}\\b[^}]*\\}`);
  return sourceFiles(target).some((file) => {
    const text = readFileSync(file, 'utf8');
    return declaration.test(text) || list.test(text);
  });
}

/** The workspace package folders (root package.json `workspaces`, one `*` each). */
const workspaceDirs = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'))
  .workspaces.flatMap((pattern) => {
    const parent = pattern.replace(/\/\*$/, '');
    return readdirSync(path.join(root, parent), { withFileTypes: true })
      .filter(
        (entry) =>
          entry.isDirectory() && existsSync(path.join(root, parent, entry.name, 'package.json')),
      )
      .map((entry) => `${parent}/${entry.name}`);
  })
  .sort();

const manifestOf = (dir) => JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8'));

describe('ARCHITECTURE.md', () => {
  const whereRows = tableRows(section('Where to find'));

  it('names, in "Where to find", only paths that exist', () => {
    expect(whereRows.length).toBeGreaterThan(20);
    const missing = whereRows
      .map(([, where]) => codeSpans(where)[0])
      .filter((where) => !where || !existsSync(path.join(root, where)));
    expect(missing).toEqual([]);
  });

  it('names, in "Where to find", only names exported under their path', () => {
    const missing = whereRows.flatMap(([, where, names]) => {
      const target = path.join(root, codeSpans(where)[0] ?? '');
      return codeSpans(names ?? '')
        .filter((name) => !exportsName(target, name))
        .map((name) => `${name} in ${codeSpans(where)[0]}`);
    });
    expect(missing).toEqual([]);
  });

  it('points to repository paths that exist, wherever it names one', () => {
    const rooted = /^(packages|apps|scripts|e2e|bench|visual|\.storybook)\//;
    const missing = codeSpans(doc)
      .filter((span) => rooted.test(span) && !/[*<> ]/.test(span))
      .flatMap(expandBraces)
      .filter((where) => !existsSync(path.join(root, where)));
    expect([...new Set(missing)]).toEqual([]);
  });

  it('draws every workspace package on the map and in the package table', () => {
    const diagram = section('The house').join('\n');
    const packageRows = tableRows(section('The house')).map(([cell]) => codeSpans(cell)[0]);
    expect(workspaceDirs.length).toBeGreaterThan(5);
    for (const dir of workspaceDirs) {
      expect(diagram, `${dir} in the diagram`).toContain(`| ${dir}`);
      expect(packageRows, `${dir} in the package table`).toContain(dir);
    }
  });

  // The rule that no package exports a pattern, and the naming of client modules, are
  // scripts/entries.test.ts's; this keeps the doc's table equal to the exports.
  const faceRows = tableRows(section('Package faces'));

  it('lists exactly the entry points each package exports', () => {
    expect(faceRows.length).toBeGreaterThan(3);
    for (const [cell, entries] of faceRows) {
      const dir = codeSpans(cell)[0];
      const { name, exports } = manifestOf(dir);
      const documented = codeSpans(entries).map((entry) => `.${entry.slice(name.length)}`);
      expect(documented.sort(), dir).toEqual(Object.keys(exports).sort());
    }
  });
});
