/** The data source of 在线咨询 (schemas/pages/work-orders.ts `consultationPage`) over the consultation calls. */
import type { ConsultationApi } from '../../api/workorder-client';
import type { DataSource } from '../../engine/data-source';
import type { PageDataSource } from '../../engine/page';
import { consultationCalls } from '../../schemas/pages/work-orders';

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

export function createConsultationSource(api: ConsultationApi, form: DataSource): PageDataSource {
  return {
    form,
    async list(call, query) {
      if (call !== consultationCalls.list) throw new Error(`unknown list ${call}`);
      const status = query.status === 0 || query.status === 1 ? query.status : undefined;
      const page = await api.list({
        ...(text(query.keyword) ? { keyword: text(query.keyword) } : {}),
        ...(status !== undefined ? { status } : {}),
        currentPage: query.currentPage ?? 1,
        pageSize: query.pageSize ?? 20,
      });
      return { list: page.list as unknown as Record<string, unknown>[], total: page.pagination.total };
    },
    async call(call, input) {
      if (call !== consultationCalls.create) throw new Error(`unknown call ${call}`);
      const values = input.values ?? {};
      return {
        msg: await api.create({
          customerName: text(values.customerName),
          mobilePhone: text(values.mobilePhone),
          title: text(values.title),
          content: text(values.content),
        }),
      };
    },
  };
}
