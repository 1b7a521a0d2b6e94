import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { createDataInterfaceClient } from '../../../../api/data-interface-client';
import { createHttpClient } from '../../../../api/http-client';
import type { SelectorClient } from '../../../../api/selector-client';
import { isAbortError } from '../../../../engine/data-source';
import { createFormDataSource } from '../../../../screens/common/form-data-source';
import { renderDefinition } from '../../helpers/engine';

afterEach(cleanup);

interface Sent {
  path: string;
  body: { paramList: { field: string; defaultValue: unknown; relationField?: string }[] };
}

/** The form data source over the real api/ clients; the server's answers are made up, the requests recorded. */
function formSource(answer: (sent: Sent) => { code: number; msg: string; data: unknown }) {
  const sent: Sent[] = [];
  const notify = vi.fn();
  const http = createHttpClient({
    baseUrl: '',
    getToken: () => 'bearer test',
    onSessionEnd: () => undefined,
    notify,
    fetchImpl: async (input, init) => {
      const request = { path: new URL(String(input), 'http://x').pathname, body: JSON.parse(String(init?.body)) as Sent['body'] };
      sent.push(request);
      return new Response(JSON.stringify(answer(request)), { headers: { 'content-type': 'application/json' } });
    },
  });
  const source = createFormDataSource({ dataSelector: async () => [] }, {} as SelectorClient, undefined, createDataInterfaceClient(http));
  return { source, sent, notify };
}

const stations: Record<string, { id: string; fullName: string }[]> = {
  east: [{ id: 'east01', fullName: '东一换热站' }],
  west: [
    { id: 'west01', fullName: '西一换热站' },
    { id: 'west02', fullName: '西二换热站' },
  ],
};

/** A generated form: the station select's options come from the interface, its parameter from the district field (reference 2.6). */
const fields = [
  { __vModel__: 'district', __config__: { jnpfKey: 'input', label: '片区' } },
  {
    __vModel__: 'station',
    __config__: {
      jnpfKey: 'select',
      label: '换热站',
      dataType: 'dynamic',
      propsUrl: 'heat-stations-id',
      templateJson: [{ field: 'district', relationField: 'district', defaultValue: '', jnpfKey: 'input', sourceType: 1 }],
    },
    props: { props: { label: 'fullName', value: 'id' } },
  },
];

describe('dynamic options through the form data source', () => {
  it('runs the interface with the related field as its parameter and offers its rows', async () => {
    const { source, sent } = formSource(({ body }) => ({
      code: 200,
      msg: '操作成功',
      data: stations[String(body.paramList[0]?.defaultValue)] ?? [],
    }));
    const { controller } = renderDefinition(fields, { dataSource: source });
    fireEvent.change(screen.getByLabelText('片区'), { target: { value: 'west' } });
    fireEvent.click(screen.getByRole('combobox', { name: '换热站' }));
    fireEvent.click(await screen.findByRole('option', { name: '西二换热站' }));
    expect(controller.getValues().station).toBe('west02');
    expect(screen.queryByRole('option', { name: '东一换热站' })).toBeNull();
    const last = sent.at(-1)!;
    expect(last.path).toBe('/api/system/DataInterface/heat-stations-id/Actions/Preview');
    expect(last.body.paramList).toEqual([expect.objectContaining({ field: 'district', relationField: 'district', defaultValue: 'west' })]);
  });

  it('fails silently: a refused run rejects with the message and shows no notice', async () => {
    const { source, notify } = formSource(() => ({ code: 400, msg: '数据接口已禁用', data: null }));
    await expect(source.dataInterface('heat-stations-id', [])).rejects.toThrow('数据接口已禁用');
    expect(notify).not.toHaveBeenCalled();
  });

  it('rejects at once when the field cancels the call', async () => {
    const { source } = formSource(() => ({ code: 200, msg: '', data: [] }));
    const controller = new AbortController();
    const pending = source.dataInterface('heat-stations-id', [], controller.signal);
    controller.abort();
    await expect(pending).rejects.toSatisfy(isAbortError);
  });

  it('refuses without a data-interface client, as the administration dialogs need none', async () => {
    const plain = createFormDataSource({ dataSelector: async () => [] }, {} as SelectorClient);
    await expect(plain.dataInterface('x', [])).rejects.toThrow('此表单不使用数据接口');
  });
});
