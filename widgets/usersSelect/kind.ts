/**
 * Users picker (`usersSelect`, JNPF 3.4.7 `JNPF-usersSelect` 用户组件; spec 002 sections 2.6, 4.2, 5.4 and
 * 6, reference 2.4): the general picker, storing `<id>--<type>` entries as JNPF does. With no restriction
 * its dialog has the tabs 部门 (the lazy organisation/user tree), and in multiple mode 角色, 岗位 and 分组:
 * `multiple` stores a list in which users, whole companies and departments, roles, positions and groups
 * stand side by side; single mode stores one `<id>--user` text (only users may be picked). A schema form
 * that keeps plain user ids sets `'ui:options': { valueShape: 'id' }` (then only users, 部门 tab only).
 */
import { userPickerKind } from '../kit/user-picker/user-kind';
import { withPalette } from '../../engine/registry/settings';

export const usersSelectKind = withPalette(userPickerKind('usersSelect', [], 'entry'), { group: 'advanced', label: '用户组件' });
