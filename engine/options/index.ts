export * from './source-config';
export * from './normalize-options';
export * from './use-field-options';
