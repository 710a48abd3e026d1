export { insertCatalog, seedCatalogIfEmpty } from './catalog/seed';
export { type Database, type DatabaseHandle, openDatabase } from './db/client';
export { dropAll, insertContent, readSeedDocuments, seedIfEmpty } from './db/seed';
export { type SeedSummary, seedAll } from './db/seedAll';
export { readSeedExperiences, seedExperiencesIfEmpty } from './decisions/repository';
export { ApiHttpError, mockApiAppId } from './errors';
export { registerCatalogRoutes } from './routes/catalog';
export { type BuildServerOptions, buildServer } from './server';
export { insertSocial, readSocialSeed, seedSocialIfEmpty } from './social/seed';
