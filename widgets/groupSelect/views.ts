/** The views of the groupSelect kind: loaded when a form uses it (index.ts). */
import { pickerViews } from '../kit/unit-picker/unit-picker';
import { groupSelectSpec } from './kind';

export const groupSelectViews = pickerViews(groupSelectSpec);
