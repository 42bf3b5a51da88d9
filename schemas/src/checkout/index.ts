export * from './constants';
export * from './reserve';
export * from './purchase';
