/** Reading the designer's store from components: a selector's result, re-rendered only when it changes. */
import { createContext, useContext, useSyncExternalStore } from 'react';
import type { DesignerState, DesignerStore } from './designer-store';

export const DesignerContext = createContext<DesignerStore | null>(null);

export function useDesignerStore(): DesignerStore {
  const store = useContext(DesignerContext);
  if (!store) throw new Error('useDesignerStore must be used inside the form designer');
  return store;
}

/** What `select` reads of the state; the component re-renders when it is no longer `Object.is` the last. */
export function useDesigner<T>(select: (state: DesignerState) => T): T {
  const store = useDesignerStore();
  return useSyncExternalStore(store.subscribe, () => select(store.getState()));
}
