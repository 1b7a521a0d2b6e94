/**
 * Users picker (`usersSelect`; spec 002 sections 2.6, 4.2, 5.4 and 6, reference 2.4): the user picker's
 * dialog, storing `<id>--<type>` entries as JNPF does: `multiple`, a list in which whole companies and
 * departments may stand beside users (`<id>--department`); single, one `<id>--user` text (only users may
 * be picked). A schema form that keeps plain user ids sets `'ui:options': { valueShape: 'id' }`.
 */
import { userPickerKind } from '../kit/user-picker/user-kind';

export const usersSelectKind = userPickerKind('usersSelect', [], 'entry');
