/** The sign-in and session calls of spec 000 sections 3 and 7.1 (`/api/oauth`). */

export type LayoutTheme = 'classic' | 'functional' | 'plain' | 'blend';
export const layoutThemes: readonly LayoutTheme[] = ['classic', 'functional', 'plain', 'blend'];

/** Form-encoded body of `POST /api/oauth/Login` (reference section 1.3). */
export interface LoginRequest {
  account: string;
  /** Lower-case hex MD5 of the plain password. */
  password: string;
  /** Captcha text, empty when none is required. */
  code?: string;
  /** The random key the captcha image was fetched with. */
  timestamp?: string;
  origin?: string;
  jnpf_ticket?: string;
  grant_type: 'password';
}

export interface LoginResult {
  /** The full Authorization header value, scheme included (`bearer …`). */
  token: string;
  theme: LayoutTheme;
}

/** `GET /api/oauth/getConfig/{account}`. */
export interface LoginConfig {
  enableVerificationCode: 0 | 1;
  verificationCodeNumber: number;
}

/** `POST /api/oauth/LockScreen` JSON body. */
export interface LockScreenRequest {
  account: string;
  /** Lower-case hex MD5 of the plain password. */
  password: string;
}

/** A node of the menu tree (reference section 1.5). */
export interface MenuNode {
  id: string;
  parentId: string;
  systemId: string;
  enCode: string;
  fullName: string;
  /** 0 system, 1 directory, 2 page, 3 dynamic model, 4 dictionary, 5 report, 6 visualisation, 7 link, 8 portal. */
  type: MenuType;
  icon: string;
  urlAddress: string;
  linkTarget: string;
  category: string;
  /** JSON text; types 3, 4, 5, 6 and 8 carry `moduleId` and `isTree`. */
  propertyJson: string;
  sortCode: number;
  hasChildren: boolean;
  children: MenuNode[];
}

export type MenuType = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

export interface MenuProperty {
  moduleId?: string;
  isTree?: 0 | 1;
  iconBackgroundColor?: string;
}

/** One authorised item of a menu: a button, column or form field. */
export interface PermissionItem {
  id: string;
  fullName: string;
  enCode: string;
}

export interface PermissionEntry {
  modelId: string;
  moduleName: string;
  button: PermissionItem[];
  column: PermissionItem[];
  form: PermissionItem[];
  resource: PermissionItem[];
}

export interface SystemRef {
  id: string;
  enCode: string;
  name: string;
  icon: string;
  sortCode: number;
  currentSystem: boolean;
}

export interface UserInfo {
  userId: string;
  userAccount: string;
  userName: string;
  headIcon: string;
  gender: string;
  portalId: string;
  signImg: string;
  organizeId: string;
  organizeName: string;
  departmentId: string;
  departmentName: string;
  roleIds: string[];
  roleName: string;
  positionIds: { id: string; name: string }[];
  groupIds: string[];
  systemIds: SystemRef[];
  systemId: string;
  isAdministrator: boolean;
  changePasswordDate: number | null;
  loginTime: number | null;
  loginIPAddress: string;
  loginIPAddressName: string;
  /** 1 when the client shows the last-login notice. */
  prevLogin: 0 | 1;
  prevLoginTime: number | null;
  prevLoginIPAddress: string;
  prevLoginIPAddressName: string;
  mobilePhone: string;
  email: string;
}

export interface SysConfigInfo {
  title: string;
  sysName: string;
  sysVersion: string;
  copyright: string;
  companyName: string;
  logoIcon: string;
  loginIcon: string;
  navigationIcon: string;
  theme: LayoutTheme;
  layoutType: LayoutTheme;
  slideClass: 'dark' | 'light';
  themeClass: string;
  showSettings: boolean;
  tagsView: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
  showLanguage: boolean;
  showSearch: boolean;
  useCache: boolean;
  tagsIcon: boolean;
  errorLog: boolean;
  /** 1 when a user who never changed the initial password must change it. */
  mandatoryModificationOfInitialPassword: 0 | 1;
  passwordStrengthLimit: 0 | 1;
  passwordLengthMin: 0 | 1;
  passwordLengthMinNumber: number;
  containsNumbers: 0 | 1;
  includeLowercaseLetters: 0 | 1;
  includeUppercaseLetters: 0 | 1;
  containsCharacters: 0 | 1;
}

/** `GET /api/oauth/CurrentUser`. */
export interface CurrentUserResult {
  userInfo: UserInfo;
  menuList: MenuNode[];
  /** Type-0 system nodes, each with its menu children. */
  routerList: MenuNode[];
  permissionList: PermissionEntry[];
  sysConfigInfo: SysConfigInfo;
}

/** Password policy of spec 000 section 3, as the forced-password dialog needs it. */
export type PasswordPolicy = Pick<
  SysConfigInfo,
  | 'passwordStrengthLimit'
  | 'passwordLengthMin'
  | 'passwordLengthMinNumber'
  | 'containsNumbers'
  | 'includeLowercaseLetters'
  | 'includeUppercaseLetters'
  | 'containsCharacters'
  | 'mandatoryModificationOfInitialPassword'
>;

/** `GET /config/config.json`: where the front end finds the server. */
export interface ClientConfig {
  apiBase: string;
  socketBase: string;
  timeout: number;
  title: string;
  /** 系统配置's 登录图标 (an image address), shown above the sign-in form; empty when none. */
  loginIcon?: string;
  /** The telephony (OLA) server's socket address for the softphone (`CTI_URL`); absent when none is configured. */
  ctiServer?: string;
}
