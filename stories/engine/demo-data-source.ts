/** The in-memory data source every engine story uses: dictionaries and data interfaces of the fixtures. */
import { createMemoryDataSource } from '../../engine';

export const demoDataSource = createMemoryDataSource({
  latency: 150,
  dictionaries: {
    hobby: [
      { id: 'd1', fullName: '阅读', enCode: 'read' },
      { id: 'd2', fullName: '跑步', enCode: 'run' },
      { id: 'd3', fullName: '书法', enCode: 'calligraphy' },
    ],
    level: [
      { id: 'l1', fullName: '高', enCode: 'high' },
      { id: 'l2', fullName: '中', enCode: 'middle' },
      { id: 'l3', fullName: '低', enCode: 'low' },
    ],
  },
  interfaces: {
    'iface-estates': ({ area }) =>
      area === 'east'
        ? [
            { id: 'e1', fullName: '东湖小区' },
            { id: 'e2', fullName: '东城花园' },
          ]
        : area
          ? [{ id: 'w1', fullName: '西山小区' }]
          : [],
  },
  labels: { user: { 'u-admin': '管理员/admin' } },
});
