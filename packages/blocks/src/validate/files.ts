import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { BlockRegistry } from '../registry/registry';
import {
  type ContentProblem,
  type ValidateContentOptions,
  validateContent,
} from './validateContent';

/**
 * Every `.json` file a path names: the file itself, or the files found recursively in a folder
 * (sorted; `node_modules` and dot entries skipped). A missing path yields none.
 */
export function findJsonFiles(target: string): string[] {
  const stat = statSync(target, { throwIfNoEntry: false });
  if (!stat) return [];
  if (stat.isFile()) return [target];
  return readdirSync(target, { withFileTypes: true })
    .filter((entry) => entry.name !== 'node_modules' && !entry.name.startsWith('.'))
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const full = path.join(target, entry.name);
      if (entry.isDirectory()) return findJsonFiles(full);
      return entry.name.endsWith('.json') ? [full] : [];
    });
}

/** One problem as the command prints it: `file › document › block path › field path: message`. */
export function formatProblem(file: string, problem: ContentProblem): string {
  return `${file} › ${problem.documentId} › ${problem.blockPath || '(document)'} › ${
    problem.fieldPath || '(whole)'
  }: ${problem.message}`;
}

/** The outcome of {@link validateContentFiles}: printed lines and the process exit code. */
export interface ContentFilesReport {
  /** One line per problem, then the one-line summary. */
  lines: string[];
  /** 0 all valid, 1 a problem found, 2 no file found. */
  exitCode: 0 | 1 | 2;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * `validate-content`: validates every content file of the given files and
 * folders (each a document or an array of documents, see `validateContent`) and reports each
 * problem with file, document id, block path, field path and message, then a summary line.
 * A file that is not JSON is one problem. Paths are shown relative to `cwd`.
 */
export function validateContentFiles(
  targets: readonly string[],
  registry: BlockRegistry,
  options: ValidateContentOptions = {},
  cwd = process.cwd(),
): ContentFilesReport {
  const files = targets.flatMap(findJsonFiles);
  if (files.length === 0) {
    return {
      lines: [`validate-content: no .json file found in ${targets.join(', ')}`],
      exitCode: 2,
    };
  }
  const lines: string[] = [];
  let documents = 0;
  let blocks = 0;
  let problems = 0;
  const badDocuments = new Set<string>();
  for (const file of files) {
    const shown = path.relative(cwd, file) || file;
    let content: unknown;
    try {
      content = JSON.parse(readFileSync(file, 'utf8'));
    } catch (error) {
      problems += 1;
      badDocuments.add(`${shown}:(file)`);
      lines.push(`${shown} › (file) › (document) › (whole): ${(error as Error).message}`);
      continue;
    }
    const result = validateContent(content, registry, options);
    documents += result.documents;
    blocks += result.blocks;
    problems += result.problems.length;
    for (const problem of result.problems) {
      badDocuments.add(`${shown}:${problem.documentId}`);
      lines.push(formatProblem(shown, problem));
    }
  }
  const counted = `${plural(files.length, 'file')}, ${plural(documents, 'document')}, ${plural(blocks, 'block')}`;
  lines.push(
    problems === 0
      ? `validate-content: ${counted}: all valid`
      : `validate-content: ${counted}: ${plural(problems, 'problem')} in ${plural(badDocuments.size, 'document')}`,
  );
  return { lines, exitCode: problems === 0 ? 0 : 1 };
}
