import type { CurrentUserResult, MenuNode, SysConfigInfo, SystemRef, UserInfo } from '../../api/session';
import type { SessionUser } from '../auth/sessions';
import { queryOne, type Queryable } from '../db/database';
import type { SysConfig } from '../sysconfig/defaults';
import { granteeOf, grantedModules, grantedSystems, menuTree, permissionList, type SystemRow } from './grants';

interface UserRow {
  id: string;
  account: string;
  real_name: string;
  head_icon: string;
  gender: string;
  portal_id: string;
  organize_id: string | null;
  system_id: string | null;
  is_administrator: boolean;
  change_password_date: Date | null;
  last_log_time: Date | null;
  last_log_ip: string | null;
  last_log_ip_name: string | null;
  prev_log_time: Date | null;
  prev_log_ip: string | null;
  prev_log_ip_name: string | null;
  mobile_phone: string;
  email: string;
}

interface NamedRow {
  id: string;
  full_name: string;
}

const ms = (date: Date | null) => (date ? date.getTime() : null);

/** `GET /api/oauth/CurrentUser`: user, menus, systems and permissions as the user's grants allow. */
export async function currentUserInfo(db: Queryable, session: SessionUser, sysConfig: SysConfig): Promise<CurrentUserResult> {
  const user = await queryOne<UserRow>(db, `select * from users where id = $1`, [session.userId]);
  if (!user) throw new Error(`session user ${session.userId} has no row`);
  const grantee = granteeOf(session);
  const modules = await grantedModules(db, grantee);
  const systems = await grantedSystems(db, modules);
  const current = systems.find((system) => system.id === user.system_id) ?? systems.find((system) => system.is_main) ?? systems[0];

  const routerList = systems.map((system) => systemNode(system, menuTree(modules.filter((module) => module.system_id === system.id))));
  const menuList = routerList.find((node) => node.id === current?.id)?.children ?? [];

  return {
    userInfo: await userInfo(db, user, session, systems, current?.id ?? '', sysConfig),
    menuList,
    routerList,
    permissionList: await permissionList(db, grantee, modules),
    sysConfigInfo: sysConfigInfo(sysConfig),
  };
}

function systemNode(system: SystemRow, children: MenuNode[]): MenuNode {
  return {
    id: system.id,
    parentId: '-1',
    systemId: system.id,
    enCode: system.en_code,
    fullName: system.full_name,
    type: 0,
    icon: system.icon,
    urlAddress: '',
    linkTarget: '',
    category: 'Web',
    propertyJson: '{}',
    sortCode: system.sort_code,
    hasChildren: children.length > 0,
    children,
  };
}

async function userInfo(
  db: Queryable,
  user: UserRow,
  session: SessionUser,
  systems: SystemRow[],
  currentSystemId: string,
  sysConfig: SysConfig,
): Promise<UserInfo> {
  const roles = await db.query<NamedRow>(`select id, full_name from role where id = any($1::text[]) order by sort_code`, [session.roleIds]);
  const positions = await db.query<NamedRow>(`select id, full_name from position where id = any($1::text[]) order by sort_code`, [
    session.positionIds,
  ]);
  const groups = await db.query<{ object_id: string }>(`select object_id from user_relation where user_id = $1 and object_type = 'Group'`, [user.id]);
  const { company, department } = await organizeOf(db, user.organize_id);
  const sign = await queryOne<{ sign_img: string }>(db, 'select sign_img from user_sign_img where user_id = $1 and is_default = 1 limit 1', [user.id]);
  const systemIds: SystemRef[] = systems.map((system) => ({
    id: system.id,
    enCode: system.en_code,
    name: system.full_name,
    icon: system.icon,
    sortCode: system.sort_code,
    currentSystem: system.id === currentSystemId,
  }));
  return {
    userId: user.id,
    userAccount: user.account,
    userName: user.real_name,
    headIcon: user.head_icon ? `/api/file/Image/userAvatar/${user.head_icon}` : '',
    gender: user.gender,
    portalId: user.portal_id,
    signImg: sign?.sign_img ?? '',
    organizeId: user.organize_id ?? '',
    organizeName: company?.full_name ?? '',
    departmentId: department?.id ?? '',
    departmentName: department?.full_name ?? '',
    roleIds: roles.map((role) => role.id),
    roleName: roles.map((role) => role.full_name).join(','),
    positionIds: positions.map((position) => ({ id: position.id, name: position.full_name })),
    groupIds: groups.map((group) => group.object_id),
    systemIds,
    systemId: currentSystemId,
    isAdministrator: user.is_administrator,
    changePasswordDate: ms(user.change_password_date),
    loginTime: ms(user.last_log_time),
    loginIPAddress: user.last_log_ip ?? '',
    loginIPAddressName: user.last_log_ip_name ?? '',
    prevLogin: sysConfig.lastLoginTimeSwitch === 1 ? 1 : 0,
    prevLoginTime: ms(user.prev_log_time),
    prevLoginIPAddress: user.prev_log_ip ?? '',
    prevLoginIPAddressName: user.prev_log_ip_name ?? '',
    mobilePhone: user.mobile_phone,
    email: user.email,
  };
}

/** The user's department and the company above it, read off the organisation's id path. */
async function organizeOf(db: Queryable, organizeId: string | null) {
  if (!organizeId) return { company: undefined, department: undefined };
  const own = await queryOne<{ organize_id_tree: string }>(db, `select organize_id_tree from organize where id = $1`, [organizeId]);
  const path = (own?.organize_id_tree ?? organizeId).split(',');
  const rows = await db.query<NamedRow & { category: string }>(`select id, full_name, category from organize where id = any($1::text[])`, [path]);
  const inPathOrder = path.map((id) => rows.find((row) => row.id === id)).filter((row) => row !== undefined);
  const company = inPathOrder.filter((row) => row.category === 'company').at(-1);
  const department = inPathOrder.filter((row) => row.category === 'department').at(-1);
  return { company, department };
}

const flag = (value: number) => value === 1;
const bit = (value: number): 0 | 1 => (value === 1 ? 1 : 0);

export function sysConfigInfo(config: SysConfig): SysConfigInfo {
  const layout = (['classic', 'functional', 'plain', 'blend'] as const).find((theme) => theme === config.layoutType) ?? 'classic';
  return {
    title: config.title,
    sysName: config.sysName,
    sysVersion: config.sysVersion,
    copyright: config.copyright,
    companyName: config.companyName,
    logoIcon: config.logoIcon,
    loginIcon: config.loginIcon,
    navigationIcon: config.navigationIcon,
    theme: layout,
    layoutType: layout,
    slideClass: config.slideClass === 'light' ? 'light' : 'dark',
    themeClass: config.themeClass,
    showSettings: flag(config.showSettings),
    tagsView: flag(config.tagsView),
    fixedHeader: flag(config.fixedHeader),
    sidebarLogo: flag(config.sidebarLogo),
    showLanguage: flag(config.showLanguage),
    showSearch: flag(config.showSearch),
    useCache: flag(config.useCache),
    tagsIcon: flag(config.tagsIcon),
    errorLog: flag(config.errorLog),
    mandatoryModificationOfInitialPassword: bit(config.mandatoryModificationOfInitialPassword),
    passwordStrengthLimit: bit(config.passwordStrengthLimit),
    passwordLengthMin: bit(config.passwordLengthMin),
    passwordLengthMinNumber: config.passwordLengthMinNumber,
    containsNumbers: bit(config.containsNumbers),
    includeLowercaseLetters: bit(config.includeLowercaseLetters),
    includeUppercaseLetters: bit(config.includeUppercaseLetters),
    containsCharacters: bit(config.containsCharacters),
  };
}
