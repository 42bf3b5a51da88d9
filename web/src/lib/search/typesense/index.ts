export { createTypesenseEngine, type TypesenseEngine, type TypesenseEngineOptions } from './engine';
