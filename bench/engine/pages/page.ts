import type { ComponentType, ReactElement, ReactNode } from 'react';
import type { BenchForm } from '../generate';

/** One page of the benchmark: the element to mount and how to find the element the keys go to. */
export interface BenchPage {
  build(form: BenchForm): { element: ReactElement; compileMs?: number };
  /**
   * What an application mounts once around all its forms (the engine's ChakraProvider): mounted
   * before the clock starts, as it is long before any form opens in the platform.
   */
  Shell?: ComponentType<{ children?: ReactNode }>;
  target(path: readonly (string | number)[]): HTMLElement | null;
  /** Brings the target into the rendered rows first (a windowed sub-table renders only the rows in view). */
  reveal?(path: readonly (string | number)[]): void;
}
