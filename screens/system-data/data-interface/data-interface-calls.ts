/** The dialogs' calls over the resource client of `/api/system/DataInterface` (its `at()` reaches the log). */
import { dataInterfaceLogPath, type DataInterfaceCallParam, type DataInterfaceParameter } from '../../../api/data-interface';
import type { DataInterfaceLogPage } from '../../../api/data-interface-client';
import type { ResourceClient } from '../../../api/resource-client';

export function dataInterfaceCalls(client: ResourceClient) {
  const one = (id: string) => `/${encodeURIComponent(id)}`;
  return {
    parameters: (id: string) => client.get<DataInterfaceParameter[]>(`/GetParam${one(id)}`),
    preview: async (id: string, paramList: DataInterfaceCallParam[]) =>
      (await client.send('POST', `${one(id)}/Actions/Preview`, { paramList })).data,
    log: (id: string, query: { keyword?: string; currentPage: number; pageSize: number }) =>
      client.at(dataInterfaceLogPath).get<DataInterfaceLogPage>(one(id), query),
  };
}
