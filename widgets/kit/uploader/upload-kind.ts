/**
 * The description (eager: no React, no upload code) shared by the upload kinds `uploadFz` (alias
 * `uploadFile`) and `uploadImg` (reference 2.4; spec 002 sections 3.2, 5.2, 5.3 and 9.1): their props,
 * options and stored value, an array of `{name, fileId, url, …}` as JNPF stores it. Not searchable.
 */
import { defaultFileSizeLimit, defaultPathType, sizeUnits, type SizeUnit } from '../../../api/files';
import { booleanProp, numberProp, stringProp } from '../../../engine/registry/read-props';
import type { KindDescription } from '../../../engine/registry/types';
import { choices, s, type PropSetting } from '../../../engine/registry/settings';

export interface UploadFieldOptions {
  /** Most files the field holds; 0: any number. Single-file mode at 1. */
  limit: number;
  /** Largest file in `sizeUnit`; 0: any size. */
  fileSize: number;
  sizeUnit: SizeUnit;
  /** Types taken (file-rules.ts); '' every type. */
  accept: string;
  buttonText?: string;
  showTip: boolean;
  tipText?: string;
  /** The upload `type` (`annex` for files, `annexpic` for images). */
  type: string;
  pathType: string;
  /** With `pathType` 'selfPath': whether the user's account names a folder (0/1), and the folder. */
  isAccount?: string;
  folder?: string;
}

const props = ['accept', 'fileSize', 'sizeUnit', 'limit', 'buttonText', 'showTip', 'tipText', 'pathType', 'isAccount', 'folder'] as const;

/** The designer's settings of the upload kinds (reference 2.4 defaults: 10 MB, 9 files). */
const uploadSettings = (withButtonText: boolean): PropSetting[] => [
  s.string('accept', '文件类型', { group: 'data', hint: '如 .pdf,.docx；留空为不限' }),
  s.number('fileSize', '文件大小', { group: 'data', default: 10, min: 0 }),
  s.select('sizeUnit', '大小单位', choices(['KB', 'KB'], ['MB', 'MB'], ['GB', 'GB']), { group: 'data', default: 'MB' }),
  s.number('limit', '最多文件数', { group: 'data', default: 9, min: 0, hint: '0 为不限' }),
  ...(withButtonText ? [s.string('buttonText', '按钮文字', { default: '点击上传' })] : []),
  s.boolean('showTip', '显示提示', { default: false }),
  s.string('tipText', '提示文字', { when: { key: 'showTip', truthy: true } }),
  s.select('pathType', '存储路径', choices(['defaultPath', '默认路径'], ['selfPath', '自定义路径']), {
    group: 'data',
    default: 'defaultPath',
  }),
  s.select('isAccount', '按用户分目录', choices([0, '否'], [1, '是']), { group: 'data', when: { key: 'pathType', in: ['selfPath'] } }),
  s.string('folder', '文件夹', { group: 'data', when: { key: 'pathType', in: ['selfPath'] } }),
];

export function uploadKind<V>(
  key: string,
  aliases: string[],
  type: string,
  withButtonText: boolean,
): KindDescription<V[], UploadFieldOptions> {
  return {
    key,
    aliases,
    groupLabel: true,
    settings: uploadSettings(withButtonText),
    props: withButtonText ? props : props.filter((prop) => prop !== 'buttonText'),
    emptyValue: [],
    isEmpty: (value) => !Array.isArray(value) || value.length === 0,
    compile({ props: p, config }, ctx) {
      const unitText = stringProp(p.sizeUnit)?.toUpperCase() ?? 'MB';
      const sizeUnit = (unitText in sizeUnits ? unitText : 'MB') as SizeUnit;
      if (!(unitText in sizeUnits)) ctx.report('sizeUnit', `大小单位 ${String(p.sizeUnit)} 不支持，按 MB 计`);
      const limit = numberProp(p.limit);
      const fileSize = numberProp(p.fileSize);
      const pathType = stringProp(p.pathType) ?? defaultPathType;
      const selfPath = pathType === 'selfPath';
      const isAccount = p.isAccount === undefined || p.isAccount === null ? undefined : booleanProp(p.isAccount) ? '1' : '0';
      const folder = stringProp(p.folder);
      const buttonText = withButtonText ? stringProp(p.buttonText) : undefined;
      const tipText = stringProp(p.tipText);
      const options: UploadFieldOptions = {
        limit: limit !== undefined && limit > 0 ? Math.floor(limit) : 0,
        fileSize: fileSize === undefined ? defaultFileSizeLimit : Math.max(0, fileSize),
        sizeUnit,
        accept: stringProp(p.accept) ?? '',
        ...(buttonText ? { buttonText } : {}),
        showTip: booleanProp(p.showTip),
        ...(tipText ? { tipText } : {}),
        type,
        pathType,
        ...(selfPath && isAccount !== undefined ? { isAccount } : {}),
        ...(selfPath && folder ? { folder } : {}),
      };
      return {
        schema: { type: 'array', items: { type: 'object' } },
        options,
        ...(Array.isArray(config.defaultValue) ? {} : { defaultValue: [] }),
      };
    },
  };
}
