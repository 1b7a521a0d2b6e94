/**
 * The two demo definitions of visual development (热用户档案, 换热站台账): their JSON is the `.bvd`
 * files of ./visual-dev/, which double as examples for designers and import as they are. Pure data:
 * the seeded menus (./menus.ts) read their ids and items here, ./visual-dev.ts writes them.
 */
import type { BvdFile, VisualDevFileDefinition } from '../../api/visual-dev';
import { columnItemsOf, formItemsOf } from '../../schemas/visual-dev-fields';
import { seedId } from '../db/ids';
import customerFile from './visual-dev/heat-customer.json';
import stationFile from './visual-dev/heat-station.json';

export interface SeedDefinition {
  id: string;
  /** The enCode of the seeded type-3 menu that shows it. */
  menu: string;
  definition: VisualDevFileDefinition;
}

const definitionOf = (file: unknown) => (file as BvdFile).definition;

export const heatCustomerDefinition: SeedDefinition = {
  id: seedId('visualDev', 'heatCustomer'),
  menu: 'heatingBiz.customer',
  definition: definitionOf(customerFile),
};

export const heatStationDefinition: SeedDefinition = {
  id: seedId('visualDev', 'heatStation'),
  menu: 'heatingBiz.station',
  definition: definitionOf(stationFile),
};

export const seedDefinitions: readonly SeedDefinition[] = [heatCustomerDefinition, heatStationDefinition];

/** The list columns and form fields of a definition: the items its menu is seeded with, as a release makes them. */
export const seededMenuItems = ({ definition }: SeedDefinition) => ({
  columns: columnItemsOf(definition.columnData),
  forms: formItemsOf(definition.formData),
});
