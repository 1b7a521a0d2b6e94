/** The views of the usersSelect kind: loaded when a form uses it (index.ts). */
export { userPickerViews as usersSelectViews } from '../kit/user-picker/user-picker';
