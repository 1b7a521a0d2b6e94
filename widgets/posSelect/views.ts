/** The views of the posSelect kind: loaded when a form uses it (index.ts). */
import { pickerViews } from '../kit/unit-picker/unit-picker';
import { posSelectSpec } from './kind';

export const posSelectViews = pickerViews(posSelectSpec);
