import { proxy } from 'valtio';

/** Whether a form has used the shared uploader yet: the floating panel loads only then. */
export const uploaderUi = proxy({ used: false });
