export * from './reserve';
