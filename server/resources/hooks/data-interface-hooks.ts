/**
 * What data interfaces do beyond the standard resource (docs/data-interfaces.md): a definition is
 * checked before it is stored (one query with declared parameters, JSON, an http(s) address), its
 * parameters are kept as JSON text and read back as a list, the picker is a tree by category, and the
 * calls that run an interface, its log, copy, export and import are server/data-interfaces/routes.ts.
 */
import type { DataInterfaceParameter } from '../../../api/data-interface';
import { definitionProblem, parseParameters } from '../../data-interfaces/interface-store';
import { dataInterfaceRoutes } from '../../data-interfaces/routes';
import { queryOne } from '../../db/database';
import { badRequest } from '../../http/api-error';
import type { ResourceHooks } from '../resource-routes';

interface PickerNode {
  id: string;
  fullName: string;
  type: 'category' | 'interface';
  enCode?: string;
  dataType?: number;
  hasChildren: boolean;
  children?: PickerNode[];
}

export const dataInterfaceHooks: ResourceHooks = {
  async beforeWrite(_db, body) {
    const parameters = (body.requestParameters ?? []) as DataInterfaceParameter[];
    const problem = definitionProblem({ dataType: body.dataType, query: body.query, requestParameters: parameters });
    if (problem) throw badRequest(problem);
    return { ...body, requestParameters: JSON.stringify(parameters) };
  },
  async afterInfo(db, row) {
    const stored = await queryOne<{ parameters: string }>(db, 'select request_parameters as parameters from data_interface where id = $1', [
      row.id,
    ]);
    return { ...row, requestParameters: parseParameters(stored?.parameters) };
  },
  // The interface picker: the enabled interfaces under their categories, both in name order.
  async selectorList(db) {
    const rows = await db.query<{ id: string; fullName: string; enCode: string; dataType: number; category: string }>(
      `select id, full_name as "fullName", en_code as "enCode", data_type::int as "dataType", category
         from data_interface where enabled_mark = 1 order by category, sort_code, full_name, id`,
    );
    const categories = new Map<string, PickerNode>();
    for (const { category, ...row } of rows) {
      let node = categories.get(category);
      if (!node) categories.set(category, (node = { id: category, fullName: category, type: 'category', hasChildren: true, children: [] }));
      node.children!.push({ ...row, type: 'interface', hasChildren: false });
    }
    return [...categories.values()];
  },
  extraRoutes: dataInterfaceRoutes,
};
