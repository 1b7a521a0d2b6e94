/** The views of the organizeSelect kind: loaded when a form uses it (index.ts). */
import { pickerViews } from '../kit/unit-picker/unit-picker';
import { organizeSelectSpec } from './kind';

export const organizeSelectViews = pickerViews(organizeSelectSpec);
