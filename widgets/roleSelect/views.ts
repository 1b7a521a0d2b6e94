/** The views of the roleSelect kind: loaded when a form uses it (index.ts). */
export { rolePickerViews as roleSelectViews } from '../kit/user-picker/role-picker';
