/**
 * The property panel: the selected field's settings (common ones, then its kind's, in sections),
 * generated from the kind's description (engine/registry/settings.ts); its structure (panes, grid rows,
 * columns and merged cells) for containers; its JSON. With nothing selected, the form's settings.
 */
import { useCallback, useMemo } from 'react';
import { Box, Heading, Stack, Tabs, Text } from '@chakra-ui/react';
import type { DataSource } from '../../../engine/data-source';
import type { PropSetting, SettingGroup } from '../../../engine/registry/settings';
import type { JnpfField } from '../../../engine/registry/types';
import { readAt, readSetting, writeAt, writeSetting } from './model/addresses';
import { settingShown, settingsFor } from './model/applicable';
import { findNode, type DesignDoc, type DesignNode } from './model/document';
import { FORM_SETTINGS } from './model/form-settings';
import type { EditorContext } from './editors/editor-types';
import { SettingRow } from './editors/SettingRow';
import { FieldJson } from './FieldJson';
import { StructureActions } from './StructureActions';
import type { DesignerServices } from './services';
import { useDesigner, useDesignerStore } from './use-designer';

/**
 * One onChange per setting key that lasts as long as `write` does, so an unchanged row of the panel
 * is not drawn again on each keystroke in another (SettingRow.tsx).
 */
function useChangers(
  settings: readonly { key: string }[],
  write: (key: string, value: unknown) => void,
): ReadonlyMap<string, (value: unknown) => void> {
  return useMemo(() => new Map(settings.map(({ key }) => [key, (value: unknown) => write(key, value)])), [settings, write]);
}

const GROUPS: [SettingGroup, string][] = [
  ['common', '常用'],
  ['data', '数据'],
  ['look', '外观'],
  ['rules', '校验'],
  ['advanced', '高级'],
];

export interface PropertyPanelProps {
  services: DesignerServices;
  dataSource: DataSource;
}

export function PropertyPanel(props: PropertyPanelProps) {
  const selected = useDesigner((state) => state.selected);
  const doc = useDesigner((state) => state.history.present);
  const place = selected ? findNode(doc, selected) : undefined;
  return (
    <Box data-testid="designer-properties" h="full" display="flex" flexDirection="column" minH="0">
      {place ? <FieldPanel {...props} doc={doc} node={place.node} /> : <FormPanel {...props} doc={doc} />}
    </Box>
  );
}

function Sections({
  settings,
  shown,
  row,
}: {
  settings: PropSetting[];
  shown(setting: PropSetting): boolean;
  row(setting: PropSetting): React.ReactNode;
}) {
  return (
    <Stack gap="4">
      {GROUPS.map(([group, title]) => {
        const items = settings.filter((setting) => setting.group === group && shown(setting));
        if (items.length === 0) return null;
        return (
          <Stack key={group} gap="2" role="group" aria-label={title}>
            <Heading size="xs" color="fg.muted">
              {title}
            </Heading>
            {items.map((setting) => row(setting))}
          </Stack>
        );
      })}
    </Stack>
  );
}

function FieldPanel({ doc, node, services, dataSource }: PropertyPanelProps & { doc: DesignDoc; node: DesignNode }) {
  const store = useDesignerStore();
  const { registry } = store;
  const kind = registry.get(String(node.field.__config__.jnpfKey));
  const settings = useMemo(() => (kind ? settingsFor(kind) : []), [kind]);
  const { generation } = doc;
  const byKey = useMemo(() => new Map(settings.map((setting) => [setting.key, setting])), [settings]);
  const write = useCallback(
    (key: string, value: unknown, mergeKey?: string) =>
      store.updateField(
        node.id,
        (field: JnpfField) => (byKey.get(key) ? writeSetting(field, byKey.get(key)!, value, generation) : writeAt(field, key, value)),
        mergeKey,
      ),
    [store, node.id, byKey, generation],
  );
  const changeOf = useChangers(
    settings,
    useCallback((key: string, value: unknown) => write(key, value, `${node.id}:${key}`), [write, node.id]),
  );
  const ctx: EditorContext = {
    doc,
    node,
    registry,
    services,
    dataSource,
    read: (key) => (byKey.get(key) ? readSetting(node.field, byKey.get(key)!, generation) : readAt(node.field, key)),
    write: (key, value) => write(key, value),
  };
  return (
    <Tabs.Root defaultValue="settings" size="sm" variant="line" display="flex" flexDirection="column" minH="0" flex="1">
      <Tabs.List px="2">
        <Tabs.Trigger value="settings">字段属性</Tabs.Trigger>
        <Tabs.Trigger value="json">字段 JSON</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="settings" flex="1" overflowY="auto" px="3" pb="6">
        <Text fontSize="sm" fontWeight="medium" mb="3">
          {kind?.palette?.label ?? String(node.field.__config__.jnpfKey)}
        </Text>
        {!kind && (
          <Text fontSize="xs" color="fg.warning" mb="3">
            字段类型 {String(node.field.__config__.jnpfKey)} 不受支持：它原样保留，可在字段 JSON 中修改。
          </Text>
        )}
        <StructureActions node={node} />
        <Sections
          settings={settings}
          shown={(setting) => settingShown(setting, node.field, settings, generation)}
          row={(setting) => (
            <SettingRow
              key={setting.key}
              setting={setting}
              value={readSetting(node.field, setting, generation)}
              onChange={changeOf.get(setting.key)!}
              ctx={ctx}
            />
          )}
        />
      </Tabs.Content>
      <Tabs.Content value="json" flex="1" overflowY="auto" px="3">
        <FieldJson node={node} />
      </Tabs.Content>
    </Tabs.Root>
  );
}

function FormPanel({ doc, services, dataSource }: PropertyPanelProps & { doc: DesignDoc }) {
  const store = useDesignerStore();
  const changeOf = useChangers(
    FORM_SETTINGS,
    useCallback((key: string, value: unknown) => store.setFormSetting(key, value, `form:${key}`), [store]),
  );
  const ctx: EditorContext = {
    doc,
    registry: store.registry,
    services,
    dataSource,
    read: (key) => readAt(doc.form, key),
    write: (key, value) => store.setFormSetting(key, value),
  };
  return (
    <Box flex="1" overflowY="auto" px="3" py="2" pb="6">
      <Text fontSize="sm" fontWeight="medium" mb="3">
        表单属性
      </Text>
      <Sections
        settings={[...FORM_SETTINGS]}
        shown={(setting) => settingShown(setting, doc.form as JnpfField, FORM_SETTINGS, doc.generation)}
        row={(setting) => (
          <SettingRow
            key={setting.key}
            setting={setting}
            value={readAt(doc.form, setting.key)}
            onChange={changeOf.get(setting.key)!}
            ctx={ctx}
          />
        )}
      />
    </Box>
  );
}
