/** The views of the depSelect kind: loaded when a form uses it (index.ts). */
import { pickerViews } from '../kit/unit-picker/unit-picker';
import { depSelectSpec } from './kind';

export const depSelectViews = pickerViews(depSelectSpec);
