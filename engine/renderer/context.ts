/** What every part of a rendered form can reach: its controller, compiled form, mode and data source. */
import { createContext, useContext } from 'react';
import type { CompiledForm } from '../compiler/types';
import type { DataSource } from '../data-source';
import type { KindRegistry } from '../registry/registry';
import type { FormMode } from '../registry/types';
import type { FormController } from '../state/controller';
import type { DataPath } from '../state/paths';

export interface EngineContextValue {
  controller: FormController;
  form: CompiledForm;
  mode: FormMode;
  dataSource: DataSource;
  registry: KindRegistry;
  /** DOM id of the element that edits a path (RJSF's scheme: `<prefix>_<step>_<step>`). */
  domId: (path: DataPath) => string;
}

export const EngineContext = createContext<EngineContextValue | null>(null);

export function useEngine(): EngineContextValue {
  const engine = useContext(EngineContext);
  if (!engine) throw new Error('useEngine must be used inside EngineForm');
  return engine;
}
