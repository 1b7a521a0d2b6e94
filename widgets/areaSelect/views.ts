/** The views of the areaSelect kind: loaded when a form uses it (index.ts). */
import { pickerViews } from '../kit/unit-picker/unit-picker';
import { areaSelectSpec } from './kind';

export const areaSelectViews = pickerViews(areaSelectSpec);
