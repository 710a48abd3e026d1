import { jsonLanguage } from '@codemirror/lang-json';

/** The result of reading the editor's text: a value, or a syntax error with its place. */
export type JsonEditResult =
  | { ok: true; value: unknown }
  | { ok: false; message: string; line: number; column: number };

/** Line and column (1-based) of a character offset in a text. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, Math.min(offset, text.length)));
  const lines = before.split('\n');
  return { line: lines.length, column: (lines.at(-1)?.length ?? 0) + 1 };
}

/** Offset of the first syntax error the editor's JSON grammar (Lezer) finds, if any. */
export function firstSyntaxErrorOffset(text: string): number | undefined {
  let offset: number | undefined;
  jsonLanguage.parser.parse(text).iterate({
    enter: (node) => {
      if (offset !== undefined) return false;
      if (node.type.isError) offset = node.from;
      return undefined;
    },
  });
  return offset;
}

/**
 * Parses the JSON an editor typed. A syntax error comes back with a message and the line and
 * column it is at: from the engine's message when it says (`line N column M`, `position N`),
 * else from the JSON grammar of the editor, else the end of the text. Never throws.
 */
export function parseEditedJson(text: string): JsonEditResult {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const lineColumn = /line (\d+) column (\d+)/.exec(message);
    if (lineColumn) {
      return { ok: false, message, line: Number(lineColumn[1]), column: Number(lineColumn[2]) };
    }
    const position = /position (\d+)/.exec(message);
    const at = position ? Number(position[1]) : (firstSyntaxErrorOffset(text) ?? text.length);
    return { ok: false, message, ...lineAndColumn(text, at) };
  }
}
