/**
 * Editors that read the form around the field: the data key (checked against its scope), another
 * field to follow, columns of the sub-table, where the field shows, a data interface's parameters
 * mapped to values or fields, the option props, and the default value typed in the field's own widget.
 */
import { useEffect, useMemo, useState } from 'react';
import { Checkbox, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { compileJnpfForm, FormController } from '../../../../engine';
import { LooseField, LooseFields } from '../../../../engine/renderer/LooseFields';
import type { JnpfField } from '../../../../engine/registry/types';
import { walk } from '../model/document';
import { fieldNameProblem, scopeOf } from '../model/field-names';
import type { EditorContext, SettingEditorProps } from './editor-types';
import { vModelOf } from './editor-types';
import { useLookup } from './lookup-editors';

export function FieldNameEditor({ id, value, onChange, ctx }: SettingEditorProps) {
  const [draft, setDraft] = useState(String(value ?? ''));
  const [shown, setShown] = useState(value);
  if (!Object.is(shown, value)) {
    setShown(value);
    setDraft(String(value ?? ''));
  }
  const problem = ctx.node ? fieldNameProblem(ctx.doc, ctx.node.id, draft, ctx.registry) : undefined;
  return (
    <>
      <Input
        id={id}
        size="xs"
        value={draft}
        aria-invalid={problem ? true : undefined}
        onChange={(e) => {
          const next = e.target.value.trim();
          setDraft(next);
          if (ctx.node && !fieldNameProblem(ctx.doc, ctx.node.id, next, ctx.registry)) onChange(next);
        }}
      />
      {problem && (
        <Text fontSize="xs" color="fg.error" role="alert">
          {problem}
        </Text>
      )}
    </>
  );
}

/** The data fields a field may follow: the form's (`name`), and in a sub-table its row's (`table-name`). */
function followable(ctx: EditorContext, pick: readonly string[] | undefined): { id: string; fullName: string }[] {
  const self = ctx.node;
  const table = self ? scopeOf(ctx.doc, self.id, ctx.registry) : null;
  const tableName = table ? vModelOf([...walk(ctx.doc.fields)].find((p) => p.node.id === table)!.node.field) : undefined;
  const out: { id: string; fullName: string }[] = [];
  for (const { node } of walk(ctx.doc.fields)) {
    const name = vModelOf(node.field);
    if (!name || node.id === self?.id) continue;
    const kind = ctx.registry.canonical(String(node.field.__config__.jnpfKey)) ?? '';
    if (pick && !pick.includes(kind)) continue;
    const scope = scopeOf(ctx.doc, node.id, ctx.registry);
    const label = String(node.field.__config__.label ?? name);
    if (scope === null) out.push({ id: name, fullName: `${label}（${name}）` });
    else if (scope === table && tableName) out.push({ id: `${tableName}-${name}`, fullName: `${label}（本行）` });
  }
  return out;
}

export function FieldEditor({ id, setting, value, onChange, ctx }: SettingEditorProps) {
  const choices = followable(ctx, setting.pick);
  const current = value === undefined || value === null ? '' : String(value);
  return (
    <NativeSelect.Root size="xs">
      <NativeSelect.Field id={id} value={current} onChange={(e) => onChange(e.target.value || undefined)}>
        <option value="">请选择</option>
        {current && !choices.some((c) => c.id === current) && <option value={current}>{current}</option>}
        {choices.map((choice) => (
          <option key={choice.id} value={choice.id}>
            {choice.fullName}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** Several of the node's own children (a sub-table's columns), by data key. */
export function ChildFieldsEditor({ id, setting, value, onChange, ctx }: SettingEditorProps) {
  const chosen = Array.isArray(value) ? value.map(String) : [];
  const columns = (ctx.node?.children ?? []).filter((child) => {
    const kind = ctx.registry.canonical(String(child.field.__config__.jnpfKey)) ?? '';
    return vModelOf(child.field) && (!setting.pick || setting.pick.includes(kind));
  });
  if (columns.length === 0)
    return (
      <Text id={id} fontSize="xs" color="fg.muted">
        子表中还没有可选的列
      </Text>
    );
  return (
    <Stack gap="1" role="group" id={id}>
      {columns.map((column) => {
        const name = vModelOf(column.field)!;
        return (
          <Checkbox.Root
            key={column.id}
            size="sm"
            checked={chosen.includes(name)}
            onCheckedChange={(details) => onChange(details.checked === true ? [...chosen, name] : chosen.filter((n) => n !== name))}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{String(column.field.__config__.label ?? name)}</Checkbox.Label>
          </Checkbox.Root>
        );
      })}
    </Stack>
  );
}

const ENDS = [
  ['pc', '电脑端'],
  ['app', '手机端'],
] as const;

export function VisibilityEditor({ id, value, onChange }: SettingEditorProps) {
  const chosen = Array.isArray(value) ? value.map(String) : [];
  return (
    <HStack gap="3" role="group" id={id}>
      {ENDS.map(([end, label]) => (
        <Checkbox.Root
          key={end}
          size="sm"
          checked={chosen.includes(end)}
          onCheckedChange={(details) =>
            onChange(
              details.checked === true
                ? ENDS.map(([e]) => e).filter((e) => e === end || chosen.includes(e))
                : chosen.filter((c) => c !== end),
            )
          }
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{label}</Checkbox.Label>
        </Checkbox.Root>
      ))}
    </HStack>
  );
}

export function OptionPropsEditor({ id, value, onChange }: SettingEditorProps) {
  const props = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const parts = [
    ['label', '显示属性', 'fullName'],
    ['value', '值属性', 'id'],
    ['children', '下级属性', 'children'],
  ] as const;
  return (
    <HStack gap="1">
      {parts.map(([key, label, placeholder], index) => (
        <Input
          key={key}
          id={index === 0 ? id : undefined}
          size="xs"
          aria-label={label}
          placeholder={placeholder}
          value={typeof props[key] === 'string' ? (props[key] as string) : ''}
          onChange={(e) => onChange({ ...props, [key]: e.target.value })}
        />
      ))}
    </HStack>
  );
}

type Param = Record<string, unknown> & { field?: unknown };

/** Each parameter of the interface the `source` setting names: a fixed value, or a form field's value. */
export function TemplateJsonEditor({ id, setting, value, onChange, ctx }: SettingEditorProps) {
  const interfaceId = String(ctx.read(setting.source ?? '') ?? '');
  const declared = useLookup(() => (interfaceId ? ctx.services.interfaceParameters(interfaceId) : Promise.resolve([])), interfaceId);
  const stored = (Array.isArray(value) ? value : []) as Param[];
  const fields = followable(ctx, undefined);
  if (!interfaceId)
    return (
      <Text id={id} fontSize="xs" color="fg.muted">
        请先选择数据接口
      </Text>
    );
  const names = [...new Set([...(declared ?? []).map((p) => p.field), ...stored.map((p) => String(p.field ?? ''))])].filter(Boolean);
  if (declared && names.length === 0)
    return (
      <Text id={id} fontSize="xs" color="fg.muted">
        该接口没有参数
      </Text>
    );
  const write = (name: string, change: Partial<Param>) => {
    const existing = stored.find((p) => p.field === name);
    const base: Param = existing ?? { field: name, dataType: declared?.find((p) => p.field === name)?.dataType ?? 'varchar' };
    const next = { ...base, ...change };
    onChange(existing ? stored.map((p) => (p === existing ? next : p)) : [...stored, next]);
  };
  return (
    <Stack gap="1" role="group" id={id}>
      {names.map((name) => {
        const param = stored.find((p) => p.field === name);
        const relation = typeof param?.relationField === 'string' ? param.relationField : '';
        return (
          <HStack key={name} gap="1">
            <Text fontSize="xs" minW="16" title={name}>
              {name}
            </Text>
            <NativeSelect.Root size="xs" width="40%">
              <NativeSelect.Field
                aria-label={`参数 ${name} 取自`}
                value={relation}
                onChange={(e) => write(name, { relationField: e.target.value || undefined })}
              >
                <option value="">固定值</option>
                {fields.map((field) => (
                  <option key={field.id} value={field.id}>
                    {field.fullName}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            {!relation && (
              <Input
                size="xs"
                aria-label={`参数 ${name} 的值`}
                value={param?.defaultValue === undefined || param.defaultValue === null ? '' : String(param.defaultValue)}
                onChange={(e) => write(name, { defaultValue: e.target.value })}
              />
            )}
          </HStack>
        );
      })}
    </Stack>
  );
}

/** The field as the default value's widget draws it: not required, no default of its own. */
function widgetField(field: JnpfField): string {
  const { defaultValue: _default, required: _required, regList: _rules, ...config } = field.__config__;
  return JSON.stringify({ ...field, __config__: config });
}

/** The default value typed in the field's own widget (its kind's edit view); the value is what that widget gives. */
export function DefaultValueEditor({ id, value, onChange, ctx }: SettingEditorProps) {
  const field = ctx.node?.field;
  const name = field ? vModelOf(field) : undefined;
  const key = field ? widgetField(field) : '';
  const form = useMemo(() => (key ? compileJnpfForm({ fields: [JSON.parse(key)] }) : undefined), [key]);
  // A new controller when the field changes otherwise; its value starts at the stored default.
  const controller = useMemo(
    () => (form && name ? new FormController(form, { initialValues: value === undefined ? {} : { [name]: value } }) : undefined),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the value seeds the controller; later values come from it
    [form, name],
  );
  useEffect(() => {
    if (!controller || !name) return;
    return controller.store.subscribeAll(() => onChange(controller.getValues()[name]));
  }, [controller, name, onChange]);
  if (!form || !controller || !name)
    return (
      <Text id={id} fontSize="xs" color="fg.muted">
        先设置字段名
      </Text>
    );
  return (
    <div role="group" aria-labelledby={`${id}-label`}>
      <LooseFields controller={controller} dataSource={ctx.dataSource} idPrefix={id}>
        <LooseField name={name} />
      </LooseFields>
    </div>
  );
}
