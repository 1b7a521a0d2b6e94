/** The data source of 在线用户: the list and the end-session call (server/routes/online-users.ts). */
import type { HttpClient } from '../../../api';
import type { DataSource } from '../../../engine/data-source';
import type { PageDataSource, PageRow } from '../../../engine/page';

export const onlineUserPath = '/api/system/OnlineUser';

export function createOnlineUsersSource(http: HttpClient, form: DataSource): PageDataSource {
  return {
    form,
    list: async (_call, query) => {
      const { keyword, currentPage, pageSize } = query;
      const answer = await http.get<{ list: PageRow[]; pagination: { total: number } }>(onlineUserPath, {
        ...(keyword ? { keyword } : {}),
        currentPage,
        pageSize,
      });
      return { list: answer.data.list, total: answer.data.pagination.total };
    },
    call: async (call, { id }) => {
      if (call !== 'onlineUser.end' || !id) throw new Error(`online users: no call ${call}`);
      return { msg: (await http.delete<null>(`${onlineUserPath}/${encodeURIComponent(id)}`)).msg };
    },
  };
}
