/**
 * Editors that pick an item the server knows: a dictionary type, a data interface, a bill rule, a
 * released function, one of its fields, a print template. The choices load when the editor shows;
 * a stored id not among them stays, shown as itself, and without any choices the id can be typed.
 */
import { useEffect, useState } from 'react';
import { Input, NativeSelect } from '@chakra-ui/react';
import type { NamedItem } from '../services';
import type { EditorContext, SettingEditorProps } from './editor-types';

/** The items `load` answers (reloaded when `key` changes); undefined while loading. */
export function useLookup<T>(load: () => Promise<T[]>, key: string): T[] | undefined {
  const [state, setState] = useState<{ key: string; items: T[] } | undefined>();
  useEffect(() => {
    let current = true;
    load().then(
      (items) => current && setState({ key, items }),
      () => current && setState({ key, items: [] }),
    );
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for what `load` reads
  }, [key]);
  return state?.key === key ? state.items : undefined;
}

interface LookupSelectProps extends SettingEditorProps {
  items: NamedItem[] | undefined;
  /** Called with the chosen item (undefined when cleared). */
  onPick?(item: NamedItem | undefined): void;
}

export function LookupSelect({ id, value, onChange, items, onPick }: LookupSelectProps) {
  const current = value === undefined || value === null ? '' : String(value);
  if (items && items.length === 0)
    return <Input id={id} size="xs" value={current} placeholder="输入 id" onChange={(e) => onChange(e.target.value || undefined)} />;
  const known = current === '' || (items ?? []).some((item) => item.id === current);
  return (
    <NativeSelect.Root size="xs" disabled={!items}>
      <NativeSelect.Field
        id={id}
        value={current}
        onChange={(e) => {
          const item = items?.find((entry) => entry.id === e.target.value);
          onChange(e.target.value || undefined);
          onPick?.(item);
        }}
      >
        <option value="">{items ? '请选择' : '加载中…'}</option>
        {!known && <option value={current}>{current}</option>}
        {(items ?? []).map((item) => (
          <option key={item.id} value={item.id}>
            {item.fullName}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** Writes the chosen item's name where the setting says (`nameKey`: interfaceName, propsName, ruleName). */
const nameWriter = (ctx: EditorContext, nameKey: string | undefined) => (item: NamedItem | undefined) => {
  if (nameKey) ctx.write(nameKey, item?.fullName);
};

export function DictionaryEditor(props: SettingEditorProps) {
  const items = useLookup(() => props.ctx.services.dictionaryTypes(), 'dictionary');
  return <LookupSelect {...props} items={items} />;
}

export function InterfaceEditor(props: SettingEditorProps) {
  const items = useLookup(() => props.ctx.services.interfaces(), 'interfaces');
  return <LookupSelect {...props} items={items} onPick={nameWriter(props.ctx, props.setting.nameKey)} />;
}

export function BillRuleEditor(props: SettingEditorProps) {
  const items = useLookup(() => props.ctx.services.billRules(), 'billRules');
  return <LookupSelect {...props} items={items} onPick={nameWriter(props.ctx, props.setting.nameKey)} />;
}

export function FunctionEditor(props: SettingEditorProps) {
  const items = useLookup(() => props.ctx.services.functions(), 'functions');
  return <LookupSelect {...props} items={items} onPick={nameWriter(props.ctx, props.setting.nameKey)} />;
}

export function PrintTemplateEditor(props: SettingEditorProps) {
  const items = useLookup(() => props.ctx.services.printTemplates(), 'printTemplates');
  return <LookupSelect {...props} items={items} />;
}

/** A field of the function the `source` setting names (a relation form's display field). */
export function FormFieldEditor(props: SettingEditorProps) {
  const model = String(props.ctx.read(props.setting.source ?? '') ?? '');
  const fields = useLookup(
    async () =>
      model ? (await props.ctx.services.functionFields(model)).map((f) => ({ id: f.vmodel, fullName: `${f.label}（${f.vmodel}）` })) : [],
    model,
  );
  return <LookupSelect {...props} items={fields} />;
}
