/**
 * The dialog of one data rule: the rule definition's JSON Schema form, compiled and rendered by the
 * engine (as the other admin dialogs), with the conditions editor over the menu's fields. Saving creates
 * or updates the rule; the server checks the conditions against the menu and answers why it refuses.
 */
import { useEffect, useMemo, useState } from 'react';
import { Button, Center, Dialog, Portal, Spinner } from '@chakra-ui/react';
import type { Notice } from '../../api';
import type { ModuleSchemeCalls, RuleField } from '../../api/module-scheme-client';
import {
  EngineForm,
  FormController,
  formKinds,
  formNeedsValidator,
  loadKinds,
  loadRjsf,
  loadValidator,
  type DataSource,
} from '../../engine';
import type { EngineLanguage } from '../../engine/i18n/messages';
import { KIT_PALETTE } from '../../engine/page/kit';
import { useBundleTranslation } from '../use-bundle-translation';
import { AUTHORIZE_NAMESPACE, authorizeBundles } from './i18n';
import { schemeBody, schemeForm } from './scheme-form';

export interface SchemeFormDialogProps {
  /** The rule being edited; none to create one. */
  ruleId?: string;
  moduleId: string;
  fields: readonly RuleField[];
  calls: ModuleSchemeCalls;
  formSource: DataSource;
  language: EngineLanguage;
  notify(notice: Notice): void;
  onClose(): void;
  onSaved(): void;
}

export function SchemeFormDialog({
  ruleId,
  moduleId,
  fields,
  calls,
  formSource,
  language,
  notify,
  onClose,
  onSaved,
}: SchemeFormDialogProps) {
  const { t } = useBundleTranslation(AUTHORIZE_NAMESPACE, authorizeBundles);
  const form = useMemo(() => schemeForm(fields), [fields]);
  const [controller, setController] = useState<FormController | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    const record = ruleId ? calls.info(ruleId) : Promise.resolve({ moduleId });
    const ready = Promise.all([loadKinds(formKinds(form)), loadRjsf(), formNeedsValidator(form) ? loadValidator() : undefined]);
    Promise.all([record, ready]).then(
      ([values]) => live && setController(new FormController(form, { initialValues: values as Record<string, unknown>, language })),
      () => live && onClose(),
    );
    return () => {
      live = false;
    };
  }, [calls, form, ruleId, moduleId, language, onClose]);

  const save = async () => {
    if (!controller || busy || !controller.submit().valid) return;
    setBusy(true);
    try {
      const body = schemeBody(controller.getValues(), moduleId);
      const { msg } = ruleId ? await calls.update(ruleId, body) : await calls.create(body);
      notify({ type: 'success', message: msg, duration: 1500 });
      onSaved();
    } catch {
      // The request client showed the server's message; the dialog stays to correct it.
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
          <Dialog.Content w="full" maxW="min(720px, 95vw)" data-testid="scheme-form-dialog">
            <Dialog.Header>
              <Dialog.Title>{t(ruleId ? 'editScheme' : 'newScheme')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {controller ? (
                <EngineForm form={controller.form} controller={controller} dataSource={formSource} language={language} />
              ) : (
                <Center py="8">
                  <Spinner size="sm" aria-label={t('loading')} />
                </Center>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button size="sm" variant="outline" onClick={onClose} disabled={busy}>
                {t('cancel')}
              </Button>
              <Button size="sm" colorPalette={KIT_PALETTE} loading={busy} disabled={!controller} onClick={() => void save()}>
                {t('save')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
