/** Calculate-field formulas: compile once, evaluate on form values, find cycles between them. */
export * from './calculation';
export * from './cycles';
export { decimalOf, decimalSum, type Decimal } from './math';
