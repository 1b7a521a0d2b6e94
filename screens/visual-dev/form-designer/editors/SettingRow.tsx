/**
 * One setting in the property panel: its label and the editor its type gets. The editors are chosen
 * here by type only, so a kind's settings need no designer code.
 */
import { memo, useId, type ComponentType } from 'react';
import { Box, Text } from '@chakra-ui/react';
import type { SettingType } from '../../../../engine/registry/settings';
import {
  BooleanEditor,
  ColorEditor,
  JsonEditor,
  NumberEditor,
  SelectEditor,
  StringEditor,
  StringsEditor,
  TextEditor,
} from './basic-editors';
import type { SettingEditorProps } from './editor-types';
import { ExpressionEditor } from './ExpressionEditor';
import {
  ChildFieldsEditor,
  DefaultValueEditor,
  FieldEditor,
  FieldNameEditor,
  OptionPropsEditor,
  TemplateJsonEditor,
  VisibilityEditor,
} from './field-editors';
import { ColumnsEditor, OptionsEditor, RegListEditor } from './list-editors';
import { BillRuleEditor, DictionaryEditor, FormFieldEditor, FunctionEditor, InterfaceEditor, PrintTemplateEditor } from './lookup-editors';

export const EDITORS: Record<SettingType, ComponentType<SettingEditorProps>> = {
  string: StringEditor,
  text: TextEditor,
  number: NumberEditor,
  boolean: BooleanEditor,
  select: SelectEditor,
  color: ColorEditor,
  json: JsonEditor,
  strings: StringsEditor,
  options: OptionsEditor,
  optionProps: OptionPropsEditor,
  dictionary: DictionaryEditor,
  interface: InterfaceEditor,
  templateJson: TemplateJsonEditor,
  billRule: BillRuleEditor,
  visualDev: FunctionEditor,
  formField: FormFieldEditor,
  columns: ColumnsEditor,
  field: FieldEditor,
  childFields: ChildFieldsEditor,
  expression: ExpressionEditor,
  regList: RegListEditor,
  visibility: VisibilityEditor,
  defaultValue: DefaultValueEditor,
  fieldName: FieldNameEditor,
  printTemplate: PrintTemplateEditor,
};

type SettingRowProps = Omit<SettingEditorProps, 'id'>;

/** Editors that read only their setting, value and onChange (basic-editors.tsx), not `ctx`. */
const CONTEXT_FREE = new Set<SettingType>(['string', 'text', 'number', 'boolean', 'select', 'color', 'json', 'strings']);

/**
 * A row draws again when its setting, value or onChange changes, or `ctx` for editors that read it:
 * `ctx` is new on every edit of the document, and a keystroke in one box must not redraw every row
 * (the panel passes an onChange per setting that lasts while the field is selected).
 */
const sameRow = (a: SettingRowProps, b: SettingRowProps) =>
  a.setting === b.setting &&
  Object.is(a.value, b.value) &&
  a.onChange === b.onChange &&
  (a.ctx === b.ctx || CONTEXT_FREE.has(b.setting.type));

export const SettingRow = memo(function SettingRow(props: SettingRowProps) {
  const id = `s${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const Editor = EDITORS[props.setting.type];
  const inline = props.setting.type === 'boolean';
  return (
    <Box data-setting={props.setting.key} display={inline ? 'flex' : 'block'} alignItems="center" justifyContent="space-between" gap="2">
      <Text asChild fontSize="xs" color="fg.muted" mb={inline ? 0 : '1'}>
        <label htmlFor={id} id={`${id}-label`}>
          {props.setting.label}
        </label>
      </Text>
      <Editor id={id} {...props} />
      {props.setting.hint && !inline && (
        <Text fontSize="2xs" color="fg.subtle" mt="0.5">
          {props.setting.hint}
        </Text>
      )}
    </Box>
  );
}, sameRow);
