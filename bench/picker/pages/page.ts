import type { ComponentType, ReactElement, ReactNode } from 'react';
import type { DataSource } from '../../../engine/data-source';

/**
 * One page of the picker benchmark: a field whose combobox (`[role=combobox]`) opens a dialog with a
 * search box (`aria-label` 搜索) over a windowed tree (`[role=tree] [role=treeitem]`).
 */
export interface PickerPage {
  build(dataSource: DataSource): ReactElement;
  /** Mounted once before the clock starts, as an application's provider is (the engine's ChakraProvider). */
  Shell?: ComponentType<{ children?: ReactNode }>;
}
