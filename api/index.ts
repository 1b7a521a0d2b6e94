export * from './envelope';
export * from './session';
export * from './current-user';
export * from './http-client';
export * from './oauth';
export * from './current-user-client';
