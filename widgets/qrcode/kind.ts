/**
 * QR code (reference 2.4, spec 002 sections 4.3, 9.2): `size` (V2 component, 40 by default) or the
 * designer's `width` (100), the lowest error correction ('L'), dark and light colours; the text is
 * static or another field's value. No value of its own.
 */
import type { KindDescription } from '../../engine/registry/types';
import { firstPresent, numberProp, stringProp } from '../../engine/registry/read-props';
import { CODE_SOURCE_PROPS, codeSourceDependencies, compileCodeSource, type CodeSourceOptions } from '../kit/code-source';

export interface QrcodeOptions extends CodeSourceOptions {
  size: number;
  colorDark: string;
  colorLight: string;
}

export const qrcodeKind: KindDescription<undefined, QrcodeOptions> = {
  key: 'qrcode',
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
