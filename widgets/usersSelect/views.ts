/** The views of the usersSelect kind (the general picker): loaded when a form uses it (index.ts). */
export { usersPickerViews as usersSelectViews } from '../kit/user-picker/user-picker';
