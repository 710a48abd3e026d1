import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { registerAddressAndCardRoutes } from './addresses';
import { registerProfileRoutes } from './profile';
import { registerRequestRoutes } from './requests';

/** The consumer service (spec 2 §7, base /consumers-v3) and contact us. */
export function registerConsumerRoutes(app: FastifyInstance, db: Database): void {
  registerProfileRoutes(app, db);
  registerAddressAndCardRoutes(app, db);
  registerRequestRoutes(app, db);
}
