export { type Database, type DatabaseHandle, openDatabase } from './db/client';
export { dropAll, insertContent, readSeedDocuments, seedIfEmpty } from './db/seed';
export { ApiHttpError, mockApiAppId } from './errors';
export { type BuildServerOptions, buildServer } from './server';
export { readSeedExperiences, seedExperiencesIfEmpty } from './decisions/repository';
