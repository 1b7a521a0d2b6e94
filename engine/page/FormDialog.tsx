/**
 * A page dialog: loads the record (edit) and the option lists, renders the form with EngineForm,
 * keeps computed fields current, validates and saves. Success shows the server's message; when it
 * closes the dialog closes and the list refreshes (spec 001 section 8). A failed save only resets
 * the busy state (the data source already showed why).
 */
import { useEffect, useState } from 'react';
import { Button, Center, Dialog, Portal, Spinner } from '@chakra-ui/react';
import { KIT_PALETTE } from './kit';
import { formKinds } from '../compiler/form-kinds';
import { loadKinds } from '../registry/registry';
import { EngineForm } from '../renderer/EngineForm';
import { loadRjsf } from '../renderer/rjsf';
import { FormController } from '../state/controller';
import { formNeedsValidator, loadValidator } from '../validation/ajv';
import { resolveBindings, type BindingScope } from './bindings';
import { compileDialogForm, derivedValues } from './dialog-form';
import type { PageRow } from './page-data-source';
import { toastThen, usePageEnv } from './page-env';
import type { DialogConfig } from './schema-types';

export interface DialogRequest {
  name: string;
  mode: 'create' | 'edit';
  id?: string;
  row?: PageRow;
  initial: Record<string, unknown>;
  scope: BindingScope;
}

export interface FormDialogProps {
  config: DialogConfig;
  request: DialogRequest;
  onClose(): void;
  /** After a save, once its message closed. */
  onSaved(): void;
}

export function FormDialog({ config, request, onClose, onSaved }: FormDialogProps) {
  const env = usePageEnv();
  const [controller, setController] = useState<FormController | null>(null);
  const [busy, setBusy] = useState(false);
  const { mode, id, row, scope } = request;
  const context = { node: scope.node ?? null, pageParams: scope.param ?? {} };

  useEffect(() => {
    let current = true;
    const record =
      mode === 'edit' && config.load
        ? env.source.call(config.load, { id, row, ...context }).then((o) => o.data as Record<string, unknown>)
        : Promise.resolve(mode === 'edit' ? row : undefined);
    const options = Object.entries(config.optionSources ?? {}).map(([field, source]) =>
      env.source
        .call(source.call, { id, row, params: resolveBindings(source.params, scope), ...context })
        .then((o) => [field, o.data] as const),
    );
    Promise.all([record, Promise.all(options)]).then(
      async ([loaded, lists]) => {
        if (!current) return;
        const form = compileDialogForm(config, mode, Object.fromEntries(lists), scope);
        // The form's kinds, @rjsf/core (and ajv, when the form needs it) load behind the spinner, so the dialog
        // opens on the whole form; if their code cannot be fetched the dialog closes, as when the record cannot.
        const ready = await Promise.all([
          loadKinds(formKinds(form)),
          loadRjsf(),
          formNeedsValidator(form) ? loadValidator() : undefined,
        ]).then(
          () => true,
          () => false,
        );
        if (!current) return;
        if (!ready) return onClose();
        const values = { ...request.initial, ...(loaded ?? {}) };
        const made = new FormController(form, {
          initialValues: { ...values, ...derivedValues(config, env.handlers, values) },
          language: env.language,
        });
        setController(made);
      },
      () => current && onClose(),
    );
    return () => {
      current = false;
    };
    // One load per opening: the request is new each time the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [request]);

  useEffect(() => {
    if (!controller || !config.derive) return;
    const derived = new Set(Object.keys(config.derive));
    return controller.store.subscribeAll((path) => {
      if (derived.has(String(path[0]))) return;
      for (const [field, value] of Object.entries(derivedValues(config, env.handlers, controller.getValues())))
        controller.change([field], value);
    });
  }, [controller, config, env.handlers]);

  const save = async () => {
    if (!controller || busy || !controller.submit().valid) return;
    setBusy(true);
    try {
      const call = mode === 'create' ? config.save.create : config.save.update;
      const outcome = await env.source.call(call, { id, row, values: controller.getValues(), ...context });
      await toastThen(env, outcome.msg, config.toast ?? 1500);
      onSaved();
    } catch {
      setBusy(false);
    }
  };

  return (
    <Dialog.Root
      open
      onOpenChange={(details) => !details.open && !busy && onClose()}
      closeOnInteractOutside={false}
      placement="center"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content w="full" maxW={`min(${config.width ?? 600}px, 95vw)`} data-testid={`dialog-${request.name}`}>
            <Dialog.Header>
              <Dialog.Title>{env.text(config.title[mode])}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {controller ? (
                <EngineForm form={controller.form} controller={controller} dataSource={env.source.form} language={env.language} />
              ) : (
                <Center py="8">
                  <Spinner size="sm" aria-label={env.word('loading')} />
                </Center>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button size="sm" variant="outline" onClick={onClose} disabled={busy}>
                {env.word('cancel')}
              </Button>
              <Button size="sm" colorPalette={KIT_PALETTE} loading={busy} disabled={!controller} onClick={() => void save()}>
                {env.word('confirm')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
