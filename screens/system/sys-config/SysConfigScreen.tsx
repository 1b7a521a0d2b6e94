/**
 * 系统配置 (menu system/sysConfig): the configuration in one form of two tabs, compiled by the engine
 * from the JNPF definition of schemas/sys-config-form.ts, saved under btn_edit; below it the
 * administrators (a user picker), saved under btn_setAdmin. Fields the caller's form grants hide are
 * not in the server's answer: they are not shown and not sent back.
 */
import '../../../widgets';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Box, Button, Card, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import type { Notice } from '../../../api';
import type { SysConfigApi } from '../../../api/sys-config';
import {
  compileJnpfForm,
  EngineForm,
  FormController,
  formKinds,
  formNeedsValidator,
  loadKinds,
  loadRjsf,
  loadValidator,
  type CompiledForm,
  type DataSource,
} from '../../../engine';
import { usePermissions } from '../../../engine/permission/Can';
import { sysConfigFormDefinition } from '../../../schemas/sys-config-form';
import {
  iconAddress,
  iconImages,
  sysConfigFields,
  sysConfigIcons,
  sysConfigReadOnly,
  type SysConfigField,
} from '../../../schemas/sys-config';
import { useBundleTranslation } from '../../use-bundle-translation';
import { SYS_CONFIG_NAMESPACE, sysConfigBundles } from './i18n';

export interface SysConfigScreenProps {
  api: SysConfigApi;
  /** The engine's data source (the user picker of the administrators). */
  form: DataSource;
  notify(notice: Notice): void;
  /** After a save: the shell shows the new title, flags and policy. */
  onSaved?(): void;
}

type Values = Record<string, string | number>;

let compiledForm: CompiledForm | undefined;
/** Compiled once, when first shown (the kinds are registered by then). */
export const sysConfigForm = (): CompiledForm => (compiledForm ??= compileJnpfForm(sysConfigFormDefinition));

let compiledAdminForm: CompiledForm | undefined;
const adminForm = (): CompiledForm =>
  (compiledAdminForm ??= compileJnpfForm({
    labelWidth: 150,
    fields: [
      { __vModel__: 'adminIds', __config__: { jnpfKey: 'userSelect', label: '超级管理员', span: 24, required: true }, multiple: true },
    ],
  }));

/** The code a form needs before a controller is made for it: its kinds, @rjsf/core and, when it needs it, ajv. */
function formReady(form: CompiledForm): Promise<unknown> {
  return Promise.all([loadKinds(formKinds(form)), loadRjsf(), formNeedsValidator(form) ? loadValidator() : undefined]);
}

const isIcon = (field: string): field is (typeof sysConfigIcons)[number] => (sysConfigIcons as readonly string[]).includes(field);

/** The form's values of a configuration: an icon's address as the image upload's list. */
export function formValuesOf(config: Values): Record<string, unknown> {
  return Object.fromEntries(Object.entries(config).map(([field, value]) => [field, isIcon(field) ? iconImages(value) : value]));
}

/** What a save sends: the fields the answer held (so the caller may see them), the read-only ones left out. */
export function bodyOf(values: Record<string, unknown>, loaded: Values): Values {
  const body: Values = {};
  for (const field of Object.keys(loaded) as SysConfigField[]) {
    if (sysConfigReadOnly.includes(field)) continue;
    const value = values[field];
    if (isIcon(field)) body[field] = iconAddress(value);
    else if (typeof value === 'string' || typeof value === 'number') body[field] = value;
  }
  return body;
}

export function SysConfigScreen({ api, form, notify, onSaved }: SysConfigScreenProps) {
  const { t } = useBundleTranslation(SYS_CONFIG_NAMESPACE, sysConfigBundles);
  const permissions = usePermissions();
  const canEdit = permissions.hasButton('btn_edit');
  const canSetAdmins = permissions.hasButton('btn_setAdmin');
  const [loaded, setLoaded] = useState<Values | null>(null);
  const [failed, setFailed] = useState(false);
  const [saving, setSaving] = useState(false);
  /** The values last read or saved: what 还原 goes back to. */
  const saved = useRef<Values | null>(null);

  const load = useCallback(
    () =>
      Promise.all([api.get(), formReady(sysConfigForm())]).then(
        ([answer]) => {
          saved.current = answer.data;
          setLoaded(answer.data);
        },
        () => setFailed(true),
      ),
    [api],
  );
  useEffect(() => {
    void load();
  }, [load]);

  const compiled = sysConfigForm();
  const controller = useMemo(() => {
    if (!loaded) return null;
    // The fields the answer leaves out are the ones the caller may not see.
    const shown = sysConfigFields.filter((field) => field in loaded);
    return new FormController(compiled, {
      initialValues: formValuesOf(loaded),
      permissions: shown.length < sysConfigFields.length ? shown : null,
    });
  }, [compiled, loaded]);

  const save = async () => {
    if (!controller || !loaded || saving) return;
    const result = controller.submit();
    if (!result.valid) {
      notify({ type: 'warning', message: t('invalid'), duration: 1500 });
      return;
    }
    setSaving(true);
    try {
      const answer = await api.update(bodyOf(result.values, loaded));
      notify({ type: 'success', message: answer.msg, duration: 1500 });
      saved.current = { ...loaded, ...bodyOf(result.values, loaded) };
      onSaved?.();
    } catch {
      // The request client showed the server's message.
    } finally {
      setSaving(false);
    }
  };

  if (failed) {
    return (
      <Box p="4">
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{t('loadFailed')}</Alert.Title>
        </Alert.Root>
        <Button
          mt="3"
          size="sm"
          onClick={() => {
            setFailed(false);
            void load();
          }}
        >
          {t('retry')}
        </Button>
      </Box>
    );
  }
  if (!loaded || !controller) {
    return (
      <Box p="6" textAlign="center">
        <Spinner size="md" aria-label={t('loading')} />
      </Box>
    );
  }
  return (
    <Stack p="3" gap="3" data-testid="sys-config-screen">
      <Card.Root variant="outline">
        <Card.Body>
          <EngineForm form={compiled} controller={controller} dataSource={form} mode={canEdit ? 'edit' : 'disabled'} />
          {canEdit ? (
            <HStack mt="4" gap="3" pl={{ base: 0, md: '150px' }}>
              <Button
                colorPalette="blue"
                size="sm"
                onClick={() => void save()}
                loading={saving}
                loadingText={t('saving')}
                data-testid="sys-config-save"
              >
                {t('save')}
              </Button>
              <Button variant="outline" size="sm" onClick={() => controller.reset(formValuesOf(saved.current ?? loaded))} disabled={saving}>
                {t('reset')}
              </Button>
            </HStack>
          ) : null}
        </Card.Body>
      </Card.Root>
      <AdminPanel api={api} form={form} notify={notify} canSetAdmins={canSetAdmins} />
    </Stack>
  );
}

function AdminPanel({
  api,
  form,
  notify,
  canSetAdmins,
}: Pick<SysConfigScreenProps, 'api' | 'form' | 'notify'> & { canSetAdmins: boolean }) {
  const { t } = useBundleTranslation(SYS_CONFIG_NAMESPACE, sysConfigBundles);
  const [adminIds, setAdminIds] = useState<string[] | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    Promise.all([api.adminList(), formReady(adminForm())]).then(
      ([answer]) => setAdminIds(answer.data.list.map((admin) => admin.id)),
      () => undefined,
    );
  }, [api]);
  const compiled = adminForm();
  const controller = useMemo(() => (adminIds ? new FormController(compiled, { initialValues: { adminIds } }) : null), [compiled, adminIds]);
  if (!controller) return null;

  const save = async () => {
    const result = controller.submit();
    if (!result.valid || saving) return;
    setSaving(true);
    try {
      const ids = Array.isArray(result.values.adminIds) ? result.values.adminIds.map(String) : [];
      notify({ type: 'success', message: (await api.setAdminList({ adminIds: ids })).msg, duration: 1500 });
      setAdminIds(ids);
    } catch {
      // The request client showed the server's message.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card.Root variant="outline" data-testid="sys-config-admins">
      <Card.Body>
        <Heading size="sm" mb="1">
          {t('admins')}
        </Heading>
        <Text fontSize="sm" color="fg.muted" mb="3">
          {t('adminsHint')}
        </Text>
        <EngineForm form={compiled} controller={controller} dataSource={form} mode={canSetAdmins ? 'edit' : 'read'} />
        {canSetAdmins ? (
          <HStack mt="3" pl={{ base: 0, md: '150px' }}>
            <Button size="sm" colorPalette="blue" onClick={() => void save()} loading={saving}>
              {t('saveAdmins')}
            </Button>
          </HStack>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}
