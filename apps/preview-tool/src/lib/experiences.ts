/** An experience found in the shown documents, with the variants an editor can force. */
export interface ExperienceOption {
  experienceId: string;
  variants: { name: string; variantId: string }[];
}

type Json = Record<string, unknown>;
const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The experience blocks (spec 3 §3 "Experience") anywhere in the documents' slots, nested
 * wrappers included, each once by `experienceId` with its variants' `name` and `variantId`
 * (variants without both are skipped). Malformed nodes are ignored; never throws.
 */
export function collectExperiences(documents: readonly unknown[]): ExperienceOption[] {
  const found = new Map<string, Map<string, string>>();
  const visit = (value: unknown, depth: number) => {
    if (depth > 40) return;
    if (Array.isArray(value)) {
      for (const item of value) visit(item, depth + 1);
      return;
    }
    if (!isRecord(value)) return;
    const fields = value.fields;
    if (
      value.type === 'experience' &&
      isRecord(fields) &&
      typeof fields.experienceId === 'string'
    ) {
      const id = fields.experienceId.trim();
      const variants = found.get(id) ?? new Map<string, string>();
      for (const variant of Array.isArray(fields.variants) ? fields.variants : []) {
        if (!isRecord(variant)) continue;
        const { name, variantId } = variant;
        if (typeof name === 'string' && typeof variantId === 'string' && name && variantId) {
          variants.set(variantId, name);
        }
      }
      if (id) found.set(id, variants);
    }
    for (const child of Object.values(value)) visit(child, depth + 1);
  };
  for (const document of documents) visit(isRecord(document) ? document.slots : undefined, 0);
  return [...found].map(([experienceId, variants]) => ({
    experienceId,
    variants: [...variants].map(([variantId, name]) => ({ name, variantId })),
  }));
}
