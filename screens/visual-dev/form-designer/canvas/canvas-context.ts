/** What every canvas part reads: the registry, the data source the widgets draw with, and the form's label settings. */
import { createContext, useContext } from 'react';
import type { DataSource } from '../../../../engine/data-source';
import type { KindRegistry } from '../../../../engine/registry/registry';

export interface CanvasContextValue {
  registry: KindRegistry;
  dataSource: DataSource;
  /**
   * The form's settings a field's drawing depends on (label width and position, size, suffix), as
   * JSON text: fields compile again only when it changes, not on every edit of the form.
   */
  labelSettings: string;
}

export const CanvasContext = createContext<CanvasContextValue | null>(null);

export function useCanvas(): CanvasContextValue {
  const value = useContext(CanvasContext);
  if (!value) throw new Error('useCanvas must be used inside the canvas');
  return value;
}

/** The label settings of a definition's form-level keys (see `labelSettings`). */
export function labelSettingsOf(form: Readonly<Record<string, unknown>>): string {
  const { labelWidth, labelPosition, size, labelSuffix, colon } = form;
  return JSON.stringify({ labelWidth, labelPosition, size, labelSuffix, colon });
}
