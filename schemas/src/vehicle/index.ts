export * from './fields';
export * from './vehicle';
export * from './typesense';
export * from './orama';
export * from './json-shapes';
