/**
 * 方案管理: the data rules of one menu (JNPF ModuleDataAuthorizeScheme), opened from the 数据 row of
 * 权限授权. Lists the rules with add, edit and delete (confirmed); every change is saved at once and
 * reported through `onChanged`, so the authorisation dialog behind shows the rules as they now are.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Badge, Button, Dialog, Flex, HStack, Portal, Spinner, Table, Text } from '@chakra-ui/react';
import type { Notice } from '../../api';
import { moduleSchemeCalls, type ModuleScheme, type RuleField } from '../../api/module-scheme-client';
import type { ResourceClient } from '../../api/resource-client';
import type { DataSource } from '../../engine';
import type { EngineLanguage } from '../../engine/i18n/messages';
import { ConfirmDialog } from '../../engine/page/kit/ConfirmDialog';
import { KIT_PALETTE } from '../../engine/page/kit';
import { useBundleTranslation } from '../use-bundle-translation';
import { AUTHORIZE_NAMESPACE, authorizeBundles } from './i18n';
import { conditionSummary } from './scheme-form';
import { SchemeFormDialog } from './SchemeFormDialog';

export interface SchemeManagerDialogProps {
  menu: { id: string; fullName: string };
  client: ResourceClient;
  formSource: DataSource;
  notify(notice: Notice): void;
  onClose(): void;
  /** After a rule was added, changed or deleted. */
  onChanged(): void;
}

interface Loaded {
  rules: ModuleScheme[];
  fields: RuleField[];
}

const languages: readonly EngineLanguage[] = ['zh', 'en', 'zhtw'];

export default function SchemeManagerDialog({ menu, client, formSource, notify, onClose, onChanged }: SchemeManagerDialogProps) {
  const { t, i18n } = useBundleTranslation(AUTHORIZE_NAMESPACE, authorizeBundles);
  const language = languages.find((candidate) => candidate === i18n.language) ?? 'zh';
  const calls = useMemo(() => moduleSchemeCalls(client), [client]);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  /** The rule dialog: a rule's id to edit it, '' to add one. */
  const [editing, setEditing] = useState<string | null>(null);
  const [removing, setRemoving] = useState<ModuleScheme | null>(null);

  const load = useCallback(
    () =>
      Promise.all([calls.list(menu.id), calls.fields(menu.id)]).then(
        ([rules, fields]) => setLoaded({ rules, fields }),
        () => onClose(),
      ),
    [calls, menu.id, onClose],
  );
  useEffect(() => {
    void load();
  }, [load]);

  const changed = () => {
    void load();
    onChanged();
  };
  const closeForm = useCallback(() => setEditing(null), []);

  const remove = async (rule: ModuleScheme) => {
    try {
      const { msg } = await calls.remove(rule.id);
      notify({ type: 'success', message: msg, duration: 1500 });
      changed();
    } catch {
      // The request client showed the server's message.
    } finally {
      setRemoving(null);
    }
  };

  return (
    <Dialog.Root open onOpenChange={(details) => !details.open && onClose()} placement="center" scrollBehavior="inside" lazyMount>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content width="800px" maxW="calc(100vw - 2rem)" data-testid="scheme-manager-dialog">
            <Dialog.Header>
              <Dialog.Title>{t('schemesTitle', { name: menu.fullName })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body minH="240px">
              <HStack justify="flex-end" mb="2">
                <Button size="xs" colorPalette={KIT_PALETTE} disabled={!loaded} onClick={() => setEditing('')}>
                  {t('addScheme')}
                </Button>
              </HStack>
              {!loaded ? (
                <Flex justify="center" py="10">
                  <Spinner aria-label={t('loading')} />
                </Flex>
              ) : (
                <Table.Root size="sm" variant="outline" aria-label={t('schemesTitle', { name: menu.fullName })}>
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>{t('schemeName')}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t('schemeCode')}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t('scope')}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t('conditions')}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t('state')}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t('actions')}</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {loaded.rules.length === 0 && (
                      <Table.Row>
                        <Table.Cell colSpan={6}>
                          <Text color="fg.muted" textAlign="center">
                            {t('noSchemes')}
                          </Text>
                        </Table.Cell>
                      </Table.Row>
                    )}
                    {loaded.rules.map((rule) => (
                      <Table.Row key={rule.id} data-testid={`scheme-${rule.enCode}`}>
                        <Table.Cell>{rule.fullName}</Table.Cell>
                        <Table.Cell>{rule.enCode}</Table.Cell>
                        <Table.Cell>{t(`scopeNames.${rule.scope}`)}</Table.Cell>
                        <Table.Cell fontSize="xs">
                          {rule.scope === 'custom' ? conditionSummary(rule, loaded.fields, language, { and: t('and'), or: t('or') }) : ''}
                        </Table.Cell>
                        <Table.Cell>
                          <Badge size="sm" colorPalette={rule.enabledMark === 1 ? 'green' : 'gray'}>
                            {t(rule.enabledMark === 1 ? 'enabled' : 'disabled')}
                          </Badge>
                        </Table.Cell>
                        <Table.Cell whiteSpace="nowrap">
                          <Button size="xs" variant="plain" colorPalette={KIT_PALETTE} onClick={() => setEditing(rule.id)}>
                            {t('edit')}
                          </Button>
                          <Button size="xs" variant="plain" colorPalette="red" onClick={() => setRemoving(rule)}>
                            {t('remove')}
                          </Button>
                        </Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" size="sm" onClick={onClose}>
                {t('close')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
      {loaded && editing !== null && (
        <SchemeFormDialog
          ruleId={editing || undefined}
          moduleId={menu.id}
          fields={loaded.fields}
          calls={calls}
          formSource={formSource}
          language={language}
          notify={notify}
          onClose={closeForm}
          onSaved={() => {
            closeForm();
            changed();
          }}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t('confirmTitle')}
        message={t('confirmRemove', { name: removing?.fullName ?? '' })}
        confirmLabel={t('save')}
        cancelLabel={t('cancel')}
        onConfirm={() => (removing ? remove(removing) : undefined)}
        onCancel={() => setRemoving(null)}
      />
    </Dialog.Root>
  );
}
