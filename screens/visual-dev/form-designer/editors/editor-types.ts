/** What every setting editor is given: the setting, its value now, where to write, and the designer around it. */
import type { DataSource } from '../../../../engine/data-source';
import type { KindRegistry } from '../../../../engine/registry/registry';
import type { PropSetting } from '../../../../engine/registry/settings';
import type { JnpfField } from '../../../../engine/registry/types';
import type { DesignDoc, DesignNode } from '../model/document';
import type { DesignerServices } from '../services';

export interface EditorContext {
  doc: DesignDoc;
  /** The field edited; absent for the form's own settings. */
  node?: DesignNode;
  registry: KindRegistry;
  services: DesignerServices;
  dataSource: DataSource;
  /** Reads another setting of the same field (a `source`): its value now. */
  read(key: string): unknown;
  /** Writes another setting of the same field (a `nameKey`). */
  write(key: string, value: unknown): void;
}

export interface SettingEditorProps {
  /** DOM id of the editor's first control (its label points at it). */
  id: string;
  setting: PropSetting;
  value: unknown;
  onChange(value: unknown): void;
  ctx: EditorContext;
}

/** A field's data key when it has one. */
export const vModelOf = (field: JnpfField): string | undefined =>
  typeof field.__vModel__ === 'string' && field.__vModel__ !== '' ? field.__vModel__ : undefined;
