/** What ./rjsf.ts loads as one chunk: the RJSF form and RJSF's schema utilities (the controller's defaults). */
export { RjsfForm } from './RjsfForm';
export { createSchemaUtils } from '@rjsf/utils';
