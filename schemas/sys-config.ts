/**
 * 系统配置 (spec 001 sections 3 and 7 "System config", reference 4.7): every key of the stored
 * configuration with its type and bounds. `PUT /api/system/SysConfig` is validated with
 * {@link sysConfigBodySchema} (a key not listed is refused; a body may hold any subset of the keys:
 * the keys it leaves out keep their stored values), and answers {@link sysConfigMessages} when a value
 * is wrong. The screen's form (./sys-config-form.ts) has the same bounds.
 */
import type { FormMessages } from './form-rules';
import type { SchemaValue } from './schema-values';

const text = <L extends string>(title: L, maxLength: number, minLength = 0) => ({ type: 'string', title, minLength, maxLength }) as const;
const int = <L extends string>(title: L, minimum: number, maximum: number) => ({ type: 'integer', title, minimum, maximum }) as const;
/**
 * An icon: the address of an image stored by the image upload (`/api/file/Image/{type}/{name}`), or
 * empty. Nothing else: the address is drawn on the sign-in page for anyone.
 */
const icon = <L extends string>(title: L) =>
  ({ type: 'string', title, maxLength: 500, pattern: '^(/api/file/Image/[A-Za-z0-9_]+/[A-Za-z0-9][A-Za-z0-9._-]*)?$' }) as const;
/** A switch stored as 1 (on) or 0 (off). */
const flag = <L extends string>(title: L) => ({ type: 'integer', title, enum: [0, 1] }) as const;
const choice = <L extends string, const E extends readonly (string | number)[]>(title: L, type: 'string' | 'integer', values: E) =>
  ({ type, title, enum: values }) as const;

/** The layouts of the shell (spec 000 section 3: classic, functional, plain, blend). */
export const sysConfigLayouts = ['classic', 'functional', 'plain', 'blend'] as const;
/** The theme colours of spec 000 section 9. */
export const sysConfigThemeClasses = ['blue', 'purple', 'azure', 'ocean', 'green', 'yellow', 'orange', 'red'] as const;

export const sysConfigProperties = {
  // 基本设置
  title: text('系统标题', 50, 1),
  sysName: text('系统名称', 50, 1),
  /** Shown, never changed: the server keeps the version it runs whatever a body says. */
  sysVersion: text('系统版本', 20),
  copyright: text('版权信息', 200),
  companyName: text('公司名称', 100),
  logoIcon: icon('系统图标'),
  loginIcon: icon('登录图标'),
  navigationIcon: icon('导航图标'),
  layoutType: choice('默认布局', 'string', sysConfigLayouts),
  slideClass: choice('侧边栏风格', 'string', ['dark', 'light'] as const),
  themeClass: choice('主题颜色', 'string', sysConfigThemeClasses),
  showSettings: flag('显示设置按钮'),
  tagsView: flag('显示标签栏'),
  fixedHeader: flag('固定头部'),
  sidebarLogo: flag('显示侧边栏标志'),
  showLanguage: flag('显示语言切换'),
  showSearch: flag('显示菜单搜索'),
  useCache: flag('缓存页面'),
  tagsIcon: flag('显示标签图标'),
  errorLog: flag('记录错误日志'),
  // 安全设置
  singleLogin: choice('登录方式', 'integer', [1, 2] as const),
  tokenTimeout: int('超时登出(分钟)', 5, 43_200),
  lastLoginTimeSwitch: flag('显示上次登录信息'),
  passwordErrorsNumber: int('密码错误次数', 0, 20),
  lockType: choice('锁定方式', 'integer', [1, 2] as const),
  lockTime: int('锁定时长(分钟)', 1, 1_440),
  enableVerificationCode: flag('启用验证码'),
  verificationCodeNumber: int('验证码位数', 3, 8),
  passwordStrengthLimit: flag('密码强度限制'),
  passwordLengthMin: flag('限制最短长度'),
  passwordLengthMinNumber: int('密码最短长度', 1, 32),
  containsNumbers: flag('必须包含数字'),
  includeLowercaseLetters: flag('必须包含小写字母'),
  includeUppercaseLetters: flag('必须包含大写字母'),
  containsCharacters: flag('必须包含字符'),
  mandatoryModificationOfInitialPassword: flag('强制修改初始密码'),
} as const;

export type SysConfigField = keyof typeof sysConfigProperties;

/** The whole configuration as `GET /api/system/SysConfig` answers it (typed values). */
export type SysConfigValues = { -readonly [K in SysConfigField]: SchemaValue<(typeof sysConfigProperties)[K]> };

export const sysConfigFields = Object.keys(sysConfigProperties) as SysConfigField[];

/** The icons, uploaded as images: the form holds an image list, the configuration one address. */
export const sysConfigIcons = ['logoIcon', 'loginIcon', 'navigationIcon'] as const satisfies readonly SysConfigField[];

/** An icon's address as the image upload's value (a list of one image, or none). */
export function iconImages(address: unknown): Array<{ name: string; url: string }> {
  if (typeof address !== 'string' || !address) return [];
  return [{ name: address.slice(address.lastIndexOf('/') + 1), url: address }];
}

/** The image upload's value as the icon's address (the first image's, or empty). */
export function iconAddress(images: unknown): string {
  const [first] = Array.isArray(images) ? images : [];
  const url = first && typeof first === 'object' ? (first as { url?: unknown }).url : undefined;
  return typeof url === 'string' ? url : '';
}

/** What the server keeps whatever a body says. */
export const sysConfigReadOnly: readonly SysConfigField[] = ['sysVersion'];

export const sysConfigBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: sysConfigProperties,
} as const;

function messagesOf(field: SysConfigField): FormMessages[string] {
  const schema = sysConfigProperties[field] as {
    type: string;
    title: string;
    enum?: readonly (string | number)[];
    minimum?: number;
    maximum?: number;
    minLength?: number;
    maxLength?: number;
    pattern?: string;
  };
  const label = schema.title;
  if (schema.pattern) return { type: `${label}应为文本`, maxLength: `${label}不能超过 ${schema.maxLength} 个字符`, pattern: `${label}须为上传的图片` };
  if (schema.enum) {
    const isFlag = schema.enum.length === 2 && schema.enum[0] === 0 && schema.enum[1] === 1;
    const allowed = isFlag ? '只能是 1（开）或 0（关）' : `只能是 ${schema.enum.join('、')} 之一`;
    return { enum: `${label}${allowed}`, type: `${label}${allowed}` };
  }
  if (schema.type === 'integer') {
    return {
      type: `${label}应为整数`,
      minimum: `${label}不能小于 ${schema.minimum}`,
      maximum: `${label}不能大于 ${schema.maximum}`,
    };
  }
  return {
    type: `${label}应为文本`,
    ...(schema.minLength ? { required: `${label}不能为空`, minLength: `${label}不能为空` } : {}),
    maxLength: `${label}不能超过 ${schema.maxLength} 个字符`,
  };
}

/** The Chinese message of each field's violated keyword (server/http/error-handler.ts reads them). */
export const sysConfigMessages: FormMessages = Object.fromEntries(sysConfigFields.map((field) => [field, messagesOf(field)]));

/** `PUT system/SysConfig/setAdminList`: the users marked administrator, the built-in `admin` always among them. */
export const adminListBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['adminIds'],
  properties: {
    adminIds: { type: 'array', maxItems: 200, uniqueItems: true, items: { type: 'string', minLength: 1, maxLength: 64 } },
  },
} as const;

export const adminListMessages: FormMessages = {
  adminIds: { required: '请选择超级管理员', type: '超级管理员应为用户 id 的列表', minItems: '请选择超级管理员' },
};
