/**
 * Barcode (reference 2.4, spec 002 sections 4.3, 5.4, 9.2): JsBarcode, CODE128 by default, bar width
 * 4, height 40, margin 5, the text not shown; drawn only when the text is letters and digits. The
 * text is static or another field's value. No value of its own.
 */
import type { KindDescription } from '../../engine/registry/types';
import { numberProp, stringProp } from '../../engine/registry/read-props';
import {
  CODE_SOURCE_PROPS,
  CODE_SOURCE_SETTINGS,
  codeSourceDependencies,
  compileCodeSource,
  type CodeSourceOptions,
} from '../kit/code-source';
import { s } from '../../engine/registry/settings';

export interface BarcodeOptions extends CodeSourceOptions {
  format: string;
  lineColor: string;
  background: string;
  width: number;
  height: number;
}

/** JsBarcode's spelling of the formats it knows; definitions write them in lower case ('code128'). */
const FORMATS = [
  'CODE128',
  'CODE128A',
  'CODE128B',
  'CODE128C',
  'CODE39',
  'CODE93',
  'EAN13',
  'EAN8',
  'EAN5',
  'EAN2',
  'UPC',
  'ITF14',
  'ITF',
  'MSI',
  'MSI10',
  'MSI11',
  'MSI1010',
  'MSI1110',
  'pharmacode',
  'codabar',
];

export const barcodeKind: KindDescription<undefined, BarcodeOptions> = {
  key: 'barcode',
  palette: { group: 'basic', label: '条形码' },
  settings: [
    s.select(
      'format',
      '编码格式',
      FORMATS.map((f) => ({ value: f.toLowerCase(), label: f })),
      { default: 'code128' },
    ),
    s.color('lineColor', '条码颜色', { default: '#000000' }),
    s.color('background', '背景色', { default: '#ffffff' }),
    s.number('width', '条宽', { default: 4, min: 1 }),
    s.number('height', '高度', { default: 40, min: 10 }),
    ...CODE_SOURCE_SETTINGS,
  ],
  valueless: true,
  props: ['format', 'lineColor', 'background', 'width', 'height', ...CODE_SOURCE_PROPS],
  compile(source, ctx) {
    const { props } = source;
    const wanted = stringProp(props.format) ?? 'CODE128';
    const format = FORMATS.find((f) => f.toLowerCase() === wanted.toLowerCase());
    if (!format) ctx.report('format', `条码格式 ${wanted} 不支持，按 CODE128 绘制`);
    return {
      options: {
        ...compileCodeSource(source, ctx.report),
        format: format ?? 'CODE128',
        lineColor: stringProp(props.lineColor) ?? '#000000',
        background: stringProp(props.background) ?? '#ffffff',
        width: numberProp(props.width) ?? 4,
        height: numberProp(props.height) ?? 40,
      },
    };
  },
  dependsOn: (field) => codeSourceDependencies(field.options),
};
