/** Formatting helpers of spec 000 section 9, free of React so any layer may use them. */
export * from './language';
export * from './date-format';
export * from './relative-time';
export * from './numbers';
export * from './amount-chinese';
export * from './formula';
