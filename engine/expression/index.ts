/** Calculate-field formulas: compile once, evaluate on form values, find cycles between them. */
export { compileCalculation, dependencyPaths, evaluateCalculation, roundResult, type CompiledCalculation } from './calculation';
export * from './cycles';
export * from './references';
export { compileArithmetic, decimalOf, decimalSum, type Arithmetic, type Decimal } from './math';
