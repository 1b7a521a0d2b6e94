/**
 * The template editor's basics: the resource form's fields it shows (four to a row), the source type
 * chosen there followed as it changes, and the sources a template may be bound to (released forms with
 * a form, enabled data interfaces), by name.
 */
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { dataInterfacePath } from '../../api/data-interface';
import type { PrintSourceType } from '../../api/print-dev';
import type { ResourceClient } from '../../api/resource-client';
import { visualDevPaths, type VisualDevSelectorNode } from '../../api/visual-dev';
import { compileSchemaForm, type CompiledForm, type FormController } from '../../engine';
import { printDevResource } from '../../schemas/resources/print-dev';

export const basicFields = ['fullName', 'enCode', 'category', 'type', 'sortCode', 'enabledMark', 'description'] as const;

let basicForm: CompiledForm | undefined;
/** The basics of the resource's form, four to a row (compiled once, when first shown). */
export function basicInfoForm(): CompiledForm {
  const { schema, uiSchema } = printDevResource.form;
  const properties = schema.properties as Record<string, object>;
  const spans: Record<string, number> = { fullName: 6, enCode: 6, category: 6, type: 6, sortCode: 6, enabledMark: 6, description: 12 };
  return (basicForm ??= compileSchemaForm(
    {
      type: 'object',
      required: schema.required.filter((name) => (basicFields as readonly string[]).includes(name)),
      properties: Object.fromEntries(basicFields.map((name) => [name, properties[name]!])),
    },
    {
      'ui:order': [...basicFields],
      'ui:form': uiSchema['ui:form'],
      ...Object.fromEntries(
        basicFields.map((name) => {
          const ui = (uiSchema as Record<string, { 'ui:options'?: object }>)[name] ?? {};
          return [name, { ...ui, 'ui:options': { ...ui['ui:options'], span: spans[name] } }];
        }),
      ),
    },
  ));
}

export interface SourceOption {
  id: string;
  fullName: string;
}

const noStore = () => () => undefined;

/** The source type chosen in the basic form, followed as it changes. */
export function useSourceType(controller: FormController | undefined): PrintSourceType {
  const subscribe = useCallback((listener: () => void) => controller?.store.subscribe(['type'], listener) ?? noStore(), [controller]);
  return Number(useSyncExternalStore(subscribe, () => controller?.store.get(['type'])) ?? 1) === 2 ? 2 : 1;
}

/** The released forms (with a form: web types 1 and 2) and the enabled data interfaces, named. */
export function useSources(client: ResourceClient) {
  const [forms, setForms] = useState<SourceOption[]>([]);
  const [interfaces, setInterfaces] = useState<SourceOption[]>([]);
  useEffect(() => {
    let current = true;
    client
      .at(visualDevPaths.base)
      .get<{ list: VisualDevSelectorNode[] }>('/Selector', { webType: '1,2', isRelease: 1 })
      .then(
        ({ list }) =>
          current &&
          setForms(list.flatMap((category) => (category.children ?? []).map((form) => ({ id: form.id, fullName: form.fullName })))),
        () => undefined,
      );
    client
      .at(dataInterfacePath)
      .all()
      .then(
        (rows) => current && setInterfaces(rows.map((row) => ({ id: String(row.id), fullName: String(row.fullName ?? row.id) }))),
        () => undefined,
      );
    return () => {
      current = false;
    };
  }, [client]);
  return { forms, interfaces };
}
