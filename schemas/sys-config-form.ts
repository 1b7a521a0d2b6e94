/**
 * The 系统配置 screen's form as a stored JNPF field definition (reference 2.1 to 2.4), compiled by the
 * engine (`compileJnpfForm`): two tabs, 基本设置 and 安全设置, one field per key of
 * ./sys-config.ts with the same bounds (a test checks that every editable key has its field).
 * The icons are image uploads of one image (the screen turns the address into the upload's value and back).
 */
import { sysConfigProperties, type SysConfigField } from './sys-config';

type Field = Record<string, unknown>;

function input(field: SysConfigField, span: number, extra: Field = {}): Field {
  const schema = sysConfigProperties[field] as { title: string; minLength?: number; maxLength: number };
  const required = Boolean(schema.minLength);
  return {
    __vModel__: field,
    __config__: { jnpfKey: 'input', label: schema.title, span, required, layout: 'colFormItem' },
    placeholder: required ? `请输入${schema.title}` : '',
    maxlength: schema.maxLength,
    clearable: !required,
    ...extra,
  };
}

function number(field: SysConfigField, span: number, unit = '', tipLabel = ''): Field {
  const schema = sysConfigProperties[field] as { title: string; minimum: number; maximum: number };
  return {
    __vModel__: field,
    __config__: {
      jnpfKey: 'inputNumber',
      label: schema.title,
      span,
      required: true,
      layout: 'colFormItem',
      ...(tipLabel ? { tipLabel } : {}),
    },
    placeholder: `请输入${schema.title}`,
    min: schema.minimum,
    max: schema.maximum,
    precision: 0,
    controls: true,
    ...(unit ? { addonAfter: unit } : {}),
  };
}

function toggle(field: SysConfigField, span = 8, tipLabel = ''): Field {
  return {
    __vModel__: field,
    __config__: {
      jnpfKey: 'switch',
      label: sysConfigProperties[field].title,
      span,
      layout: 'colFormItem',
      ...(tipLabel ? { tipLabel } : {}),
    },
    activeValue: 1,
    inactiveValue: 0,
    activeTxt: '开',
    inactiveTxt: '关',
  };
}

function radio(field: SysConfigField, span: number, options: [string | number, string][]): Field {
  return {
    __vModel__: field,
    __config__: {
      jnpfKey: 'radio',
      label: sysConfigProperties[field].title,
      span,
      required: true,
      layout: 'colFormItem',
      dataType: 'static',
    },
    options: options.map(([id, fullName]) => ({ id, fullName })),
    props: { value: 'id', label: 'fullName' },
  };
}

function select(field: SysConfigField, span: number, options: [string, string][]): Field {
  return {
    __vModel__: field,
    __config__: {
      jnpfKey: 'select',
      label: sysConfigProperties[field].title,
      span,
      required: true,
      layout: 'colFormItem',
      dataType: 'static',
    },
    placeholder: `请选择${sysConfigProperties[field].title}`,
    clearable: false,
    options: options.map(([id, fullName]) => ({ id, fullName })),
    props: { value: 'id', label: 'fullName' },
  };
}

function image(field: SysConfigField, span: number): Field {
  return {
    __vModel__: field,
    __config__: { jnpfKey: 'uploadImg', label: sysConfigProperties[field].title, span, layout: 'colFormItem' },
    limit: 1,
    fileSize: 2,
    sizeUnit: 'MB',
    showTip: true,
    tipText: '一张图片，不超过 2 MB',
  };
}

const group = (content: string): Field => ({ __config__: { jnpfKey: 'groupTitle', span: 24, layout: 'colFormItem' }, content });

const basic: Field[] = [
  input('title', 12),
  input('sysName', 12),
  input('sysVersion', 12, { readonly: true, clearable: false }),
  input('companyName', 12),
  input('copyright', 24),
  image('logoIcon', 8),
  image('loginIcon', 8),
  image('navigationIcon', 8),
  group('界面默认值（用户未自行设置时使用）'),
  radio('layoutType', 24, [
    ['classic', '侧边导航'],
    ['functional', '顶部导航'],
    ['blend', '混合导航'],
    ['plain', '简约导航'],
  ]),
  radio('slideClass', 12, [
    ['dark', '暗色'],
    ['light', '亮色'],
  ]),
  select('themeClass', 12, [
    ['blue', '拂晓蓝'],
    ['purple', '酱紫'],
    ['azure', '极客蓝'],
    ['ocean', '明青'],
    ['green', '极光绿'],
    ['yellow', '日暮黄'],
    ['orange', '火山橙'],
    ['red', '薄暮红'],
  ]),
  toggle('showSettings'),
  toggle('tagsView'),
  toggle('tagsIcon'),
  toggle('fixedHeader'),
  toggle('sidebarLogo'),
  toggle('useCache'),
  toggle('showLanguage'),
  toggle('showSearch'),
  toggle('errorLog'),
];

const security: Field[] = [
  group('登录与会话'),
  radio('singleLogin', 12, [
    [1, '单一登录（后登录者使先登录者下线）'],
    [2, '同时登录'],
  ]),
  number('tokenTimeout', 12, '分钟'),
  toggle('lastLoginTimeSwitch', 12, '登录后提示上次登录的时间和地点'),
  toggle('enableVerificationCode', 12),
  number('verificationCodeNumber', 12, '位'),
  group('登录失败锁定'),
  number('passwordErrorsNumber', 8, '次', '设置3以下值表示不启用锁定'),
  radio('lockType', 8, [
    [1, '账号锁定'],
    [2, '延时登录'],
  ]),
  number('lockTime', 8, '分钟', '延时登录时锁定的时长'),
  group('密码策略'),
  toggle('passwordStrengthLimit', 12, '关闭时不检查下列规则'),
  toggle('mandatoryModificationOfInitialPassword', 12, '管理员设置或重置的密码，用户首次登录时必须修改'),
  toggle('passwordLengthMin', 12),
  number('passwordLengthMinNumber', 12, '位'),
  toggle('containsNumbers', 6),
  toggle('includeLowercaseLetters', 6),
  toggle('includeUppercaseLetters', 6),
  toggle('containsCharacters', 6),
];

export const sysConfigTabs = { basic: '基本设置', security: '安全设置' } as const;

export const sysConfigFormDefinition = {
  size: 'default',
  labelPosition: 'right',
  labelWidth: 150,
  gutter: 15,
  fields: [
    {
      __config__: {
        jnpfKey: 'tab',
        label: '系统配置',
        span: 24,
        layout: 'rowFormItem',
        active: 0,
        children: [
          { title: sysConfigTabs.basic, name: 'basic', __config__: { jnpfKey: 'tabItem', children: basic } },
          { title: sysConfigTabs.security, name: 'security', __config__: { jnpfKey: 'tabItem', children: security } },
        ],
      },
      type: '',
      tabPosition: 'top',
    },
  ],
};
