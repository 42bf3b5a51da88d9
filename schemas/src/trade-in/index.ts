export * from './questions';
export * from './api';
