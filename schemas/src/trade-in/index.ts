export * from './questions';
export * from './constants';
export * from './api';
