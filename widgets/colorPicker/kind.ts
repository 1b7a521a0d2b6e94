/**
 * Colour picker (reference 2.4): a colour as text, '#409EFF' by default, rgba with `show-alpha`, or
 * in `color-format` (hex, rgb, hsl, hsv); `predefine` swatches. Not searchable, not a list column.
 */
import type { KindDescription } from '../../engine/registry/types';
import { booleanProp, stringProp } from '../../engine/registry/read-props';
import type { ColorFormat } from './color';
import { choices, s } from '../../engine/registry/settings';
import { SIZE_CHOICES } from '../shared/choice';

export interface ColorPickerOptions {
  showAlpha: boolean;
  colorFormat?: ColorFormat;
  predefine: string[];
}

const FORMATS: readonly string[] = ['hex', 'rgb', 'hsl', 'hsv'];

export const colorPickerKind: KindDescription<string, ColorPickerOptions> = {
  key: 'colorPicker',
  palette: { group: 'basic', label: '颜色选择', inSubTable: false, omitCommon: ['placeholder'] },
  settings: [
    s.boolean('showAlpha', '透明度', { oldKey: 'show-alpha', default: false }),
    s.select('colorFormat', '颜色格式', choices(['', '默认'], ['hex', 'hex'], ['rgb', 'rgb'], ['hsl', 'hsl'], ['hsv', 'hsv']), {
      oldKey: 'color-format',
    }),
    s.strings('predefine', '预设颜色'),
    s.select('size', '尺寸', SIZE_CHOICES),
  ],
  // `size` is Element's control size; the form's size applies instead.
  props: ['showAlpha', 'colorFormat', 'predefine', 'size'],
  compile({ props }, ctx) {
    const format = stringProp(props.colorFormat);
    if (format && !FORMATS.includes(format)) ctx.report('colorFormat', `颜色格式 ${format} 不支持，按 hex 保存`);
    return {
      schema: { type: 'string' },
      options: {
        showAlpha: booleanProp(props.showAlpha),
        ...(format && FORMATS.includes(format) ? { colorFormat: format as ColorFormat } : {}),
        predefine: Array.isArray(props.predefine) ? props.predefine.filter((c): c is string => typeof c === 'string') : [],
      },
    };
  },
};
