/**
 * The list's buttons (reference 3.1 `btnsList`, `columnBtnsList`): JNPF's toolbar and row buttons, each
 * ticked on or off and renamed; and the four permission switches that put the list's buttons, columns,
 * form fields and rows under the menu's grants (`use*Permission`).
 */
import type { TFunction } from 'i18next';
import { Box, chakra, Stack, Text } from '@chakra-ui/react';
import { smallControl } from './designer-styles';
import {
  permissionKeys,
  withButton,
  withButtonLabel,
  withSetting,
  type ButtonListKey,
  type DesignButton,
  type Json,
  type ListDesign,
} from './list-model';
import { CheckSetting, Section } from './setting-controls';

export interface ButtonSettingsProps {
  design: ListDesign;
  t: TFunction;
  onEdit(change: (columnData: Json) => Json): void;
}

function ButtonRows({
  title,
  listKey,
  buttons,
  design,
  t,
  onEdit,
}: ButtonSettingsProps & { title: string; listKey: ButtonListKey; buttons: DesignButton[] }) {
  return (
    <Box as="fieldset">
      <Text as="legend" fontSize="xs" color="fg.muted" mb="1">
        {title}
      </Text>
      <Stack gap="1">
        {buttons.map((button) => (
          <Box key={button.value} display="grid" gridTemplateColumns="84px 1fr" alignItems="center" gap="2">
            <CheckSetting
              label={t(`buttonNames.${button.value}`)}
              checked={button.on}
              onChange={(on) => onEdit((columnData) => withButton(columnData, listKey, button.value, on, design.generation))}
            />
            <chakra.input
              {...smallControl}
              aria-label={t('buttonLabel', { label: t(`buttonNames.${button.value}`) })}
              value={button.label}
              disabled={!button.on}
              onChange={(event) => {
                const label = event.target.value;
                onEdit((columnData) => withButtonLabel(columnData, listKey, button.value, label));
              }}
            />
          </Box>
        ))}
      </Stack>
    </Box>
  );
}

export function ButtonSettings(props: ButtonSettingsProps) {
  const { design, t, onEdit } = props;
  return (
    <>
      <Section title={t('buttons')}>
        <ButtonRows {...props} title={t('toolbarButtons')} listKey="btnsList" buttons={design.toolbar} />
        <ButtonRows {...props} title={t('rowButtons')} listKey="columnBtnsList" buttons={design.row} />
      </Section>
      <Section title={t('permissions')}>
        {permissionKeys.map((key) => (
          <CheckSetting
            key={key}
            label={t(key)}
            checked={design.permissions[key]}
            onChange={(on) => onEdit((columnData) => withSetting(columnData, key, on))}
          />
        ))}
      </Section>
    </>
  );
}
