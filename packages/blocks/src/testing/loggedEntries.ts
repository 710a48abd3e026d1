import type { MockInstance } from 'vitest';

/**
 * Test helper: the JSON log lines a console spy received, parsed (lines that are not JSON,
 * such as React's own warnings, are left out). Assert with `toContainEqual` rather than on the
 * first call: other output may come first when test files share a worker.
 */
export function loggedEntries(spy: MockInstance): unknown[] {
  return spy.mock.calls.flatMap(([line]) => {
    try {
      return [JSON.parse(String(line)) as unknown];
    } catch {
      return [];
    }
  });
}
