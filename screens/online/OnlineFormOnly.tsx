/**
 * The page of a form-only definition (web type 1, 纯表单; JNPF 3.4.7 `dynamicModel/form`): the released
 * form itself, `fullScreenWidth` wide in the middle of the page, with 确 定 (`confirmButtonText`) and
 * 重 置 at the top right. 确 定 validates and creates a record (the create call: grants, system fields,
 * bill numbers as for a list's form), shows the server's message for 1.5 s, then an empty form for the
 * next one; 重 置 empties the form to its defaults. With `useBtnPermission` on and no `btn_add`, the page
 * says the user may not add and shows no form (docs/online-runtime.md "Form only").
 */
import '../../widgets';
import { useMemo, useState } from 'react';
import { Box, Button, Center, Flex, HStack, Spinner, Text } from '@chakra-ui/react';
import type { Notice } from '../../api';
import type { OnlineClient } from '../../api/online-client';
import { EngineForm, type DataSource } from '../../engine';
import { toFormatLanguage } from '../../engine/format';
import { KIT_PALETTE } from '../../engine/page/kit';
import { usePermissions } from '../../engine/permission/Can';
import { useBundleTranslation } from '../use-bundle-translation';
import type { OnlineModel } from './online-model';
import { formPermissionCodes, savedValues } from './record-form';
import { cssWidth } from './RecordFrame';
import { useRecordForm } from './use-record-form';
import { WEB_TYPES_NAMESPACE, webTypeBundles } from './webtype-i18n';

export interface OnlineFormOnlyProps {
  model: OnlineModel;
  client: OnlineClient;
  /** The menu the page is shown in: its grants apply. */
  menuId?: string;
  formSource: DataSource;
  notify(notice: Notice): void;
}

/** How long the saved message shows before the next empty form (as JNPF's page waits for its message). */
const SAVED_TOAST = 1500;

export function OnlineFormOnly(props: OnlineFormOnlyProps) {
  const { t } = useBundleTranslation(WEB_TYPES_NAMESPACE, webTypeBundles);
  const { model } = props;
  const permissions = usePermissions();
  const { columnData } = model;
  const mayAdd = !columnData.useBtnPermission || permissions.hasButton('btn_add');
  // Each round is a fresh form: after a save, and on 重 置.
  const [round, setRound] = useState(0);
  return (
    <Box p="3" data-testid="online-form-only">
      {mayAdd ? (
        <FormRound key={round} {...props} onDone={() => setRound((value) => value + 1)} />
      ) : (
        <Center minH="30vh" p="6">
          <Text color="fg.muted">{t('noAdd')}</Text>
        </Center>
      )}
    </Box>
  );
}

function FormRound({ model, client, menuId, formSource, notify, onDone }: OnlineFormOnlyProps & { onDone(): void }) {
  const { t, i18n } = useBundleTranslation(WEB_TYPES_NAMESPACE, webTypeBundles);
  const language = toFormatLanguage(i18n.language);
  const { form, columnData, modelId, fullName } = model;
  const permissions = usePermissions();
  const formCodes = useMemo(
    () => (columnData.useFormPermission ? formPermissionCodes(form, permissions.hasForm) : null),
    [columnData.useFormPermission, form, permissions],
  );
  const controller = useRecordForm({ form, load: async () => undefined, permissions: formCodes, language, onFail: () => undefined });
  const [busy, setBusy] = useState(false);
  const extra = form.settings.extra;
  const confirmText = typeof extra.confirmButtonText === 'string' && extra.confirmButtonText ? extra.confirmButtonText : t('confirm');

  const save = async () => {
    if (!controller || busy || !controller.submit().valid) return;
    setBusy(true);
    try {
      const body = { data: JSON.stringify(savedValues(controller.getValues(), formCodes)), ...(menuId ? { menuId } : {}) };
      const answer = await client.create(modelId, body);
      if (answer.msg) notify({ type: 'success', message: answer.msg, duration: SAVED_TOAST });
      await new Promise((resolve) => setTimeout(resolve, answer.msg ? SAVED_TOAST : 0));
      onDone();
    } catch {
      // The client has said why (a refusal keeps what was typed).
      setBusy(false);
    }
  };

  return (
    <>
      <Flex justify="space-between" align="center" gap="3" pb="2" mb="3" borderBottomWidth="1px">
        <Text fontSize="md" fontWeight="medium">
          {fullName}
        </Text>
        <HStack gap="2">
          <Button size="sm" colorPalette={KIT_PALETTE} loading={busy} disabled={!controller} onClick={() => void save()}>
            {confirmText}
          </Button>
          <Button size="sm" variant="outline" disabled={busy || !controller} onClick={onDone}>
            {t('reset')}
          </Button>
        </HStack>
      </Flex>
      <Box mx="auto" w="full" maxW={cssWidth(form.settings.fullScreenWidth, '100%')}>
        {controller ? (
          <EngineForm form={form} controller={controller} dataSource={formSource} language={language} />
        ) : (
          <Center py="8">
            <Spinner size="sm" />
          </Center>
        )}
      </Box>
    </>
  );
}
