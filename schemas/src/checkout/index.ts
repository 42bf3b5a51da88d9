export * from './reserve';
export * from './purchase';
