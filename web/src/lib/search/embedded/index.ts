export { createEmbeddedEngine, type EmbeddedSearchEngine } from './embedded-engine';
