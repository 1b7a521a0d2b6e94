/**
 * Cell kinds of page columns: text, number, dateTime, tag, status and switch. `registerCellKind` adds
 * more (later issues register the field kinds' list cells for compiled online-development lists).
 */
import type { ComponentType } from 'react';
import { Badge } from '@chakra-ui/react';
import { formatDate, DATE_TIME_FORMAT } from '../format/date-format';
import { thousands } from '../format/numbers';
import { isOn } from './bindings';
import { ToggleSwitch } from './kit';
import type { PageRow } from './page-data-source';
import { usePageEnv } from './page-env';
import type { ColumnConfig, LocalText } from './schema-types';

export interface CellProps {
  value: unknown;
  row: PageRow;
  column: ColumnConfig;
  /** Runs the column's action for this row; absent when the column has none or the user may not use it. */
  onAction?: () => void;
}

const cellKinds = new Map<string, ComponentType<CellProps>>();

export function registerCellKind(key: string, component: ComponentType<CellProps>): void {
  cellKinds.set(key, component);
}

export function cellKind(key: string | undefined): ComponentType<CellProps> {
  return cellKinds.get(key ?? 'text') ?? TextCell;
}

function TextCell({ value }: CellProps) {
  return <>{value === null || value === undefined ? '' : String(value)}</>;
}

function NumberCell({ value, column }: CellProps) {
  if (value === null || value === undefined || value === '') return null;
  return <>{column.options?.thousands ? thousands(value as number) : String(value)}</>;
}

function DateTimeCell({ value, column }: CellProps) {
  const format = typeof column.options?.format === 'string' ? column.options.format : DATE_TIME_FORMAT;
  return <>{formatDate(value as number | string | null, format)}</>;
}

interface TagOption {
  label: LocalText;
  color?: string;
}

/** `options.map`: value → {label, color}; a value not in the map shows as text. */
function TagCell({ value, column }: CellProps) {
  const env = usePageEnv();
  const map = (column.options?.map ?? {}) as Record<string, TagOption>;
  const option = map[String(value)];
  if (!option) return <TextCell value={value} row={{}} column={column} />;
  return (
    <Badge colorPalette={option.color ?? 'gray'} variant="subtle">
      {env.text(option.label)}
    </Badge>
  );
}

/** enabledMark: 1 enabled (green), else disabled (red). */
function StatusCell({ value }: CellProps) {
  const env = usePageEnv();
  const on = isOn(value);
  return (
    <Badge colorPalette={on ? 'green' : 'red'} variant="subtle">
      {env.word(on ? 'enabled' : 'disabled')}
    </Badge>
  );
}

/** A flag shown as the shared switch with its state in words; switching runs the column's action (which confirms). */
function SwitchCell({ value, column, onAction }: CellProps) {
  const env = usePageEnv();
  const on = isOn(value);
  return (
    <ToggleSwitch
      checked={on}
      aria-label={env.text(column.label)}
      disabled={!onAction}
      onChange={() => onAction?.()}
      stateText={env.word(on ? 'enabled' : 'disabled')}
    />
  );
}

registerCellKind('text', TextCell);
registerCellKind('number', NumberCell);
registerCellKind('dateTime', DateTimeCell);
registerCellKind('tag', TagCell);
registerCellKind('status', StatusCell);
registerCellKind('switch', SwitchCell);
