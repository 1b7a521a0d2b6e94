/**
 * Colour picker (reference 2.4): a colour as text, '#409EFF' by default, rgba with `show-alpha`, or
 * in `color-format` (hex, rgb, hsl, hsv); `predefine` swatches. Not searchable, not a list column.
 */
import type { KindDescription } from '../../engine/registry/types';
import { booleanProp, stringProp } from '../../engine/registry/read-props';
import type { ColorFormat } from './color';

export interface ColorPickerOptions {
  showAlpha: boolean;
  colorFormat?: ColorFormat;
  predefine: string[];
}

const FORMATS: readonly string[] = ['hex', 'rgb', 'hsl', 'hsv'];

export const colorPickerKind: KindDescription<string, ColorPickerOptions> = {
  key: 'colorPicker',
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
