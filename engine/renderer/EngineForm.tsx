/**
 * Renders a compiled form on @rjsf/core with the engine's templates and field kinds. Values live in
 * the form's controller (its store), not in RJSF's state: RJSF lays the form out once and each
 * field subscribes to its own path. Modes: edit, disabled, read (detail) from the same schema.
 * The views of the kinds the form uses load first (kinds load lazily, registry.ts), @rjsf/core itself
 * (./rjsf.ts) and ajv when the form needs it (../validation/ajv.ts): until they are in, an empty box of
 * one control's height stands in, never a field without its widget. With `plain`, a flat form of kinds
 * (a search bar) is drawn without RJSF (./plain-fields.tsx) and never waits for it.
 */
import { createElement, useContext, useEffect, useId, useMemo } from 'react';
import { Box } from '@chakra-ui/react';
import { I18nContext } from 'react-i18next';
import { formKinds } from '../compiler/form-kinds';
import type { CompiledForm } from '../compiler/types';
import type { DataSource } from '../data-source';
import { toFormatLanguage } from '../format';
import { EngineLanguageContext } from '../i18n/context';
import type { EngineLanguage } from '../i18n/messages';
import { fieldKinds, type KindRegistry } from '../registry/registry';
import type { FormMode } from '../registry/types';
import { FormController } from '../state/controller';
import { FormStoreContext } from '../state/hooks';
import type { DataPath } from '../state/paths';
import { EngineContext, type EngineContextValue } from './context';
import { formStyles, stylesForForm } from './form-styles';
import { drawsWithoutRjsf, PlainFields } from './plain-fields';
import { loadedRjsfForm } from './rjsf';
import type { RjsfFormProps } from './RjsfForm';
import { useKindsLoaded, useRjsfLoaded, useValidatorLoaded } from './use-kinds';
import { CONTROL_HEIGHT, WidgetSizeContext, widgetSizeOf } from './widget-size';

export interface EngineFormProps {
  form: CompiledForm;
  dataSource: DataSource;
  mode?: FormMode;
  /** Give one to submit, reset or read values from outside; otherwise the form makes its own. */
  controller?: FormController;
  /** Values to start from (a loaded record); defaults of the schema fill the rest. Ignored with `controller`. */
  initialValues?: Record<string, unknown>;
  /** The form-permission list (codes by __vModel__, sub-table columns as table-field); absent = all shown. */
  permissions?: readonly string[] | null;
  /** Language of messages and widget words; defaults to the surrounding i18next language, else zh. */
  language?: EngineLanguage;
  registry?: KindRegistry;
  /** Called after every change with all values and the changed path. */
  onValuesChange?: (values: Record<string, unknown>, path: DataPath) => void;
  /** Draw a flat form of kinds without RJSF (./plain-fields.tsx), as search bars do; other forms still use RJSF. */
  plain?: boolean;
}

const ID_SEPARATOR = '_';
/** How many frames a reveal waits for the element to appear (a pane switching, a windowed row drawn). */
const REVEAL_FRAMES = 30;

export function EngineForm(props: EngineFormProps) {
  const { form, registry = fieldKinds, mode = 'edit', plain = false } = props;
  const kindsReady = useKindsLoaded(registry, formKinds(form));
  const validatorReady = useValidatorLoaded(form);
  // A flat form of registered kinds only; anything else (a kind not registered: its notice) goes to RJSF.
  const withoutRjsf = plain && drawsWithoutRjsf(form, registry);
  const rjsfReady = useRjsfLoaded(!withoutRjsf);
  if (!kindsReady || !validatorReady || !rjsfReady) {
    // Values are safe meanwhile: they live in the controller, made when the form renders.
    return (
      <div
        className="engine-form-loading"
        data-mode={mode}
        aria-busy="true"
        style={{ minHeight: CONTROL_HEIGHT[widgetSizeOf(form.settings.size)] }}
      />
    );
  }
  return <LoadedEngineForm {...props} plain={withoutRjsf} />;
}

function LoadedEngineForm({
  form,
  dataSource,
  mode = 'edit',
  controller: given,
  initialValues,
  permissions,
  language: wanted,
  registry = fieldKinds,
  onValuesChange,
  plain,
}: EngineFormProps) {
  const i18n = useContext(I18nContext)?.i18n;
  const language = wanted ?? toFormatLanguage(i18n?.language);
  // A form of its own when not given one; a new compiled form means a new controller. The starting
  // values, language and permissions of that moment seed it (later changes go through effects).
  const own = useMemo(
    () => (given ? null : new FormController(form, { initialValues, registry, language, permissions })),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [given, form, registry],
  );
  const controller = given ?? own!;
  if (controller.form !== form) throw new Error('EngineForm: the controller was made for another compiled form');

  useEffect(() => controller.setLanguage(language), [controller, language]);
  useEffect(() => {
    if (permissions !== undefined) controller.setPermissions(permissions);
  }, [controller, permissions]);
  useEffect(
    () => (onValuesChange ? controller.store.subscribeAll((path) => onValuesChange(controller.getValues(), path)) : undefined),
    [controller, onValuesChange],
  );

  const idPrefix = `ef${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  useEffect(
    () =>
      controller.onReveal((path) => {
        // Containers switch to the pane first (same event), a windowed sub-table scrolls to the row and
        // draws it: focus once they have rendered, waiting a few frames for an element not there yet.
        const id = [idPrefix, ...path].join(ID_SEPARATOR);
        let frames = 0;
        const focus = () => {
          const element = document.getElementById(id);
          if (!element) {
            if (++frames < REVEAL_FRAMES) requestAnimationFrame(focus);
            return;
          }
          element.scrollIntoView?.({ block: 'center' });
          element.focus?.({ preventScroll: true });
        };
        requestAnimationFrame(focus);
      }),
    [controller, idPrefix],
  );

  // RJSF gets the starting data once per controller; afterwards each field reads the store.
  const formData = useMemo(() => controller.getValues(), [controller]);
  const engine = useMemo<EngineContextValue>(
    () => ({ controller, form, mode, dataSource, registry, domId: (path) => [idPrefix, ...path].join(ID_SEPARATOR) }),
    [controller, form, mode, dataSource, registry, idPrefix],
  );
  const size = widgetSizeOf(form.settings.size);
  const styles = useMemo(
    () => stylesForForm(form, registry, formStyles(form.settings.labelWidth, form.settings.gutter, CONTROL_HEIGHT[size])),
    [form, size, registry],
  );

  return (
    <EngineContext.Provider value={engine}>
      <FormStoreContext.Provider value={controller.store}>
        <EngineLanguageContext.Provider value={language}>
          <WidgetSizeContext.Provider value={size}>
            <Box className="engine-form" data-mode={mode} data-form-style={form.settings.formStyle} css={styles}>
              {plain ? (
                <PlainFields key={controllerKey(controller)} form={form} mode={mode} idPrefix={idPrefix} idSeparator={ID_SEPARATOR} />
              ) : (
                <RjsfFormView
                  key={controllerKey(controller)}
                  form={form}
                  registry={registry}
                  mode={mode}
                  formData={formData}
                  idPrefix={idPrefix}
                  idSeparator={ID_SEPARATOR}
                />
              )}
            </Box>
          </WidgetSizeContext.Provider>
        </EngineLanguageContext.Provider>
      </FormStoreContext.Provider>
    </EngineContext.Provider>
  );
}

/** The RJSF form of ./RjsfForm.tsx, loaded before this renders (EngineForm waits for it). */
function RjsfFormView(props: RjsfFormProps) {
  // The same component every time (the loaded module's), so React keeps its state across renders.
  return createElement(loadedRjsfForm(), props);
}

const controllerKeys = new WeakMap<FormController, number>();
let nextControllerKey = 0;
/** A React key per controller: another controller remounts RJSF with its data. */
function controllerKey(controller: FormController): number {
  if (!controllerKeys.has(controller)) controllerKeys.set(controller, ++nextControllerKey);
  return controllerKeys.get(controller)!;
}
