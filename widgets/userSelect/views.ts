/** The views of the userSelect kind: loaded when a form uses it (index.ts). */
export { userPickerViews as userSelectViews } from '../kit/user-picker/user-picker';
