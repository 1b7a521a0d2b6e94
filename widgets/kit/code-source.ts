/**
 * Where a barcode or QR code takes its text (reference 2.4): `static` text, or the value of the
 * `relation` field (`relationField`), re-read as that field changes.
 */
import { stringProp } from '../../engine/registry/read-props';
import { choices, s, type PropSetting } from '../../engine/registry/settings';
import type { FieldScope, FieldSource } from '../../engine/registry/types';
import { useOptionalRelatedValue } from './store-values';

export interface CodeSourceOptions {
  dataType: 'static' | 'relation';
  staticText?: string;
  relationField?: string;
}

export const CODE_SOURCE_PROPS = ['dataType', 'staticText', 'relationField'] as const;

/** The designer's settings of the code's text: fixed, or another field's value. */
export const CODE_SOURCE_SETTINGS: readonly PropSetting[] = [
  s.select('dataType', '数据来源', choices(['static', '固定文本'], ['relation', '组件联动']), { group: 'data', default: 'static' }),
  s.string('staticText', '固定文本', { group: 'data', when: { key: 'dataType', in: ['static', undefined] } }),
  s.of('field', 'relationField', '联动组件', { when: { key: 'dataType', in: ['relation'] } }),
];

export function compileCodeSource({ props }: FieldSource, report: (key: string, message: string) => void): CodeSourceOptions {
  const dataType = stringProp(props.dataType) ?? 'static';
  if (dataType !== 'static' && dataType !== 'relation')
    report('dataType', `数据来源 ${dataType} 不支持（只支持 static 和 relation），按固定文本显示`);
  const relation = dataType === 'relation';
  return {
    dataType: relation ? 'relation' : 'static',
    ...(relation ? { relationField: stringProp(props.relationField) } : { staticText: stringProp(props.staticText) }),
  };
}

export function codeSourceDependencies(options: CodeSourceOptions): string[] {
  return options.dataType === 'relation' && options.relationField ? [options.relationField] : [];
}

/** The text to encode: the static text, or the related field's value as text ('' when empty). */
export function useCodeText(options: CodeSourceOptions, scope: FieldScope): string {
  const related = useOptionalRelatedValue(options.dataType === 'relation' ? options.relationField : undefined, scope);
  if (options.dataType === 'static') return options.staticText ?? '';
  if (related === undefined || related === null) return '';
  return typeof related === 'object' ? JSON.stringify(related) : String(related);
}
