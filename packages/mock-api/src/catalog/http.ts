import { findLocaleByTag } from '@storefront/api-contract';
import type { FastifyRequest } from 'fastify';
import type * as z from 'zod';
import { ApiHttpError } from '../errors';
import type { ViewContext } from './repository';

/** Options the catalogue routes share. */
export interface CatalogRoutesOptions {
  db: import('../db/client').Database;
  /** Media base URL (e.g. `http://127.0.0.1:4000/media`) of a request. */
  mediaBaseUrl: (request: FastifyRequest) => string;
}

function parse<T extends z.ZodType>(schema: T, value: unknown, what: string): z.infer<T> {
  const parsed = schema.safeParse(value ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const path = issue?.path.join('.');
    throw new ApiHttpError(
      400,
      'API400',
      `Invalid ${what}${path ? ` ${path}` : ''}: ${issue?.message}`,
    );
  }
  return parsed.data;
}

/** Validates the query; 400 `API400` naming the first bad parameter. */
export const parseQuery = <T extends z.ZodType>(schema: T, request: FastifyRequest) =>
  parse(schema, request.query, 'query');

/** Validates the JSON body; 400 `API400` naming the first bad field. */
export const parseBody = <T extends z.ZodType>(schema: T, request: FastifyRequest) =>
  parse(schema, request.body, 'body');

/** The view context of a request: currency and language from its `locale` query. */
export function viewContext(request: FastifyRequest, mediaBaseUrl: string): ViewContext {
  const tag = (request.query as Record<string, string | undefined>).locale ?? 'en-US';
  const locale = findLocaleByTag(tag);
  if (!locale) throw new ApiHttpError(400, 'API400', 'Invalid query parameter: locale');
  return {
    currency: locale.currency,
    localeTag: locale.tag,
    language: locale.language,
    media: (path) => `${mediaBaseUrl}/${path}`,
  };
}

/** Earth distance between two points in km, rounded to 1 decimal (haversine). */
export function distanceKm(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return Math.round(2 * 6371 * Math.asin(Math.sqrt(h)) * 10) / 10;
}

/**
 * A fastify route path from a contract path builder called with `:param` placeholders
 * (the builders URL-encode segments, so `:` arrives as `%3A`).
 */
export const routePath = (path: string) => path.replaceAll('%3A', ':');
