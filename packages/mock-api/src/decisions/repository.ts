import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { asc, eq, sql } from 'drizzle-orm';
import * as z from 'zod';
import type { Database } from '../db/client';
import { type PersonalisationExperienceRow, personalisationExperiences } from '../db/schema';

/** Seed file of the decision engine's experiences. */
export const seedExperiencesFile = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../seed/experiences.json',
);

const seedSchema = z.array(
  z.object({
    id: z.string().min(1),
    brand: z.string().min(1),
    name: z.string().min(1),
    label: z.string().min(1),
    component: z.string().min(1),
    actionId: z.string().min(1),
    position: z.number().int().default(0),
    variants: z
      .array(
        z.object({
          variantId: z.string().min(1),
          label: z.string().min(1),
          weight: z.number().int().positive(),
          items: z.array(z.unknown()).default([]),
        }),
      )
      .min(1),
  }),
);

/**
 * Reads and validates the seed experiences.
 * @throws Error naming the first invalid field
 */
export async function readSeedExperiences(file: string = seedExperiencesFile) {
  const parsed = seedSchema.safeParse(JSON.parse(await readFile(file, 'utf8')));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`seed/experiences.json: ${issue?.path.join('.')} ${issue?.message}`);
  }
  return parsed.data;
}

/**
 * Loads the seed experiences when the table is empty.
 * @returns the number of experiences written (0 when the table had rows)
 */
export async function seedExperiencesIfEmpty(db: Database, file?: string): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(personalisationExperiences);
  if ((row?.n ?? 0) > 0) return 0;
  const experiences = await readSeedExperiences(file);
  if (experiences.length > 0) await db.insert(personalisationExperiences).values(experiences);
  return experiences.length;
}

/** The experiences of a brand, in `position` then id order. */
export function listExperiences(
  db: Database,
  brand: string,
): Promise<PersonalisationExperienceRow[]> {
  return db
    .select()
    .from(personalisationExperiences)
    .where(eq(personalisationExperiences.brand, brand))
    .orderBy(asc(personalisationExperiences.position), asc(personalisationExperiences.id));
}
