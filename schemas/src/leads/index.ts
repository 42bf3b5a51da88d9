export * from './messages';
export * from './normalise';
export * from './forms';
export * from './submission';
export * from './profile';
