/**
 * A controller's fields drawn one at a time wherever the caller puts them, outside the form's layout:
 * the cells of a table row being edited. Each is the field as the form draws it (its kind's edit
 * view, the form's rules, options and grants through the controller), without the label column: the
 * label is kept for assistive technology only, and the first error shows under the control.
 * `LooseFields` gives its children what the form would give (controller, store, data source, language);
 * ids are `<idPrefix>_<field>`, so the caller can find and focus a field.
 */
import { useMemo, type CSSProperties, type ReactNode } from 'react';
import type { UiSchema } from '@rjsf/utils';
import type { DataSource } from '../data-source';
import { EngineLanguageContext } from '../i18n/context';
import type { EngineLanguage } from '../i18n/messages';
import { fieldKinds, type KindRegistry } from '../registry/registry';
import type { FormController } from '../state/controller';
import { FormStoreContext, useFieldErrors } from '../state/hooks';
import { EngineContext, useEngine, type EngineContextValue } from './context';
import { labelId } from './FieldShell';
import { KindField } from './kind-field';
import { WidgetSizeContext, widgetSizeOf } from './widget-size';

export interface LooseFieldsProps {
  controller: FormController;
  dataSource: DataSource;
  /** Starts every field's DOM id (`<idPrefix>_<field>`). */
  idPrefix: string;
  language?: EngineLanguage;
  registry?: KindRegistry;
  children: ReactNode;
}

/** The DOM id of a loose field's control. */
export const looseFieldId = (idPrefix: string, name: string) => `${idPrefix}_${name}`;

export function LooseFields({ controller, dataSource, idPrefix, language = 'zh', registry = fieldKinds, children }: LooseFieldsProps) {
  const { form } = controller;
  const engine = useMemo<EngineContextValue>(
    () => ({ controller, form, mode: 'edit', dataSource, registry, domId: (path) => [idPrefix, ...path].join('_') }),
    [controller, form, dataSource, registry, idPrefix],
  );
  return (
    <EngineContext.Provider value={engine}>
      <FormStoreContext.Provider value={controller.store}>
        <EngineLanguageContext.Provider value={language}>
          <WidgetSizeContext.Provider value={widgetSizeOf(form.settings.size)}>{children}</WidgetSizeContext.Provider>
        </EngineLanguageContext.Provider>
      </FormStoreContext.Provider>
    </EngineContext.Provider>
  );
}

const visuallyHidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};

/** The top-level field `name` of the surrounding `LooseFields`: its kind's edit view and its first error. */
export function LooseField({ name }: { name: string }) {
  const { form, domId } = useEngine();
  const errors = useFieldErrors([name]);
  const field = form.fields.get(name);
  if (!field) return null;
  const id = domId([name]);
  const error = errors?.[0];
  return (
    <div className="ef-item" data-invalid={error ? '' : undefined}>
      <div className="ef-control">
        <label id={labelId(id)} htmlFor={id} style={visuallyHidden}>
          {field.label}
        </label>
        <KindField
          fieldPathId={{ $id: id, path: [name] }}
          uiSchema={form.uiSchema[name] as UiSchema | undefined}
          schema={field.schema ?? {}}
          name={name}
          required={field.required}
          disabled={false}
          readonly={false}
        />
        {error && (
          <div className="ef-error" id={`${id}__error`} role="alert">
            {error}
          </div>
        )}
      </div>
    </div>
  );
}
