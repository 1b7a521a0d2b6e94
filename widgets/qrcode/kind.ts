/**
 * QR code (reference 2.4, spec 002 sections 4.3, 9.2): `size` (V2 component, 40 by default) or the
 * designer's `width` (100), the lowest error correction ('L'), dark and light colours; the text is
 * static or another field's value. No value of its own.
 */
import type { KindDescription } from '../../engine/registry/types';
import { firstPresent, numberProp, stringProp } from '../../engine/registry/read-props';
import {
  CODE_SOURCE_PROPS,
  CODE_SOURCE_SETTINGS,
  codeSourceDependencies,
  compileCodeSource,
  type CodeSourceOptions,
} from '../kit/code-source';
import { s } from '../../engine/registry/settings';

export interface QrcodeOptions extends CodeSourceOptions {
  size: number;
  colorDark: string;
  colorLight: string;
}

export const qrcodeKind: KindDescription<undefined, QrcodeOptions> = {
  key: 'qrcode',
  palette: { group: 'basic', label: '二维码' },
  settings: [
    s.number('width', '尺寸', { aliases: ['size'], default: 100, min: 10 }),
    s.color('colorDark', '前景色', { default: '#000000' }),
    s.color('colorLight', '背景色', { default: '#ffffff' }),
    ...CODE_SOURCE_SETTINGS,
  ],
  valueless: true,
  props: ['size', 'width', 'colorDark', 'colorLight', ...CODE_SOURCE_PROPS],
  compile(source, ctx) {
    const { props } = source;
    const size = numberProp(firstPresent(props, 'size', 'width'));
    return {
      options: {
        ...compileCodeSource(source, ctx.report),
        size: size !== undefined && size > 0 ? size : 40,
        colorDark: stringProp(props.colorDark) ?? '#000000',
        colorLight: stringProp(props.colorLight) ?? '#ffffff',
      },
    };
  },
  dependsOn: (field) => codeSourceDependencies(field.options),
};
