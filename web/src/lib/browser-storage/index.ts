export { browserStorage, isRecord, memoryStore, parseJson, readJson, writeJson, type KeyValueStore } from './storage';
export { createLocalStore, type LocalStore } from './local-store';
