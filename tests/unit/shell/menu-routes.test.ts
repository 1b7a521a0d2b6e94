import { describe, expect, it } from 'vitest';
import type { MenuNode } from '../../../api';
import { decodeFrameHref } from '../../../screens/basic/frame-href';
import { dataVUrl, externalLinkUrl, type LinkContext } from '../../../shell/menu/external-links';
import { resolveView } from '../../../shell/menu/fixed-views';
import { buildMenu, navLeaves, pathOf } from '../../../shell/menu/menu-routes';

const ctx: LinkContext = { token: 'bearer abc', dataV: 'https://site.example/DataV', origin: 'https://site.example' };

let seq = 0;
function node(type: number, enCode: string, extra: Partial<MenuNode> = {}, children: MenuNode[] = []): MenuNode {
  seq += 1;
  return {
    id: `id-${enCode}`,
    parentId: '-1',
    systemId: 'sys',
    enCode,
    fullName: `名称${seq}`,
    type: type as MenuNode['type'],
    icon: 'icon-ym',
    urlAddress: '',
    linkTarget: '',
    category: 'Web',
    propertyJson: '{}',
    sortCode: seq,
    hasChildren: children.length > 0,
    children,
    ...extra,
  };
}

describe('menu to routes (spec 000 2.3, reference 1.5)', () => {
  it('type 0 adds nothing of its own; type 1 is a directory at / + enCode holding its children', () => {
    const menu = [node(0, 'system', {}, [node(1, 'permission', {}, [node(2, 'permission.user', { urlAddress: 'permission/user' })])])];
    const { routes, nav } = buildMenu(menu, ctx);
    expect(nav).toHaveLength(1);
    expect(nav[0]).toMatchObject({ enCode: 'permission', path: '/permission', target: { kind: 'group' } });
    expect(nav[0]?.children.map((c) => c.path)).toEqual(['/permission/user']);
    expect(routes.map((r) => r.path)).toEqual(['/permission/user']);
  });

  it('type 2 routes to / + urlAddress without its query; the screen key is that address; the link keeps the query', () => {
    const { routes, nav } = buildMenu([node(2, 'report.gdwgdtj', { urlAddress: 'report/gdwgdtj?type=1&x=2' })], ctx);
    expect(routes[0]).toMatchObject({ path: '/report/gdwgdtj', screen: 'report/gdwgdtj', name: 'report-gdwgdtj', modelId: 'id-report.gdwgdtj', type: 2 });
    expect(nav[0]?.target).toEqual({ kind: 'route', to: '/report/gdwgdtj?type=1&x=2' });
    expect(pathOf('/a/b/?q')).toBe('/a/b');
  });

  it('types 3, 4, 5 and 8 share one generic screen per kind, with moduleId and isTree, cached per menu item', () => {
    const menu = [
      node(3, 'biz.customer', { urlAddress: 'biz/customer', propertyJson: '{"moduleId":"vd-1","isTree":0}' }),
      node(3, 'biz.station', { urlAddress: 'biz/station', propertyJson: '{"moduleId":"vd-2","isTree":1}' }),
      node(4, 'biz.district', { urlAddress: 'biz/district', propertyJson: '{"moduleId":"heatingDistrict","isTree":1}' }),
      node(5, 'biz.report', { urlAddress: 'biz/report', propertyJson: '{"moduleId":"rp-1"}' }),
      node(8, 'biz.portal', { urlAddress: 'biz/portal', propertyJson: 'not json' }),
    ];
    const { routes } = buildMenu(menu, ctx);
    expect(routes.map((r) => [r.path, r.screen, r.relationId, r.isTree, r.cacheName])).toEqual([
      ['/biz/customer', 'basic/dynamicModel', 'vd-1', 0, 'dynamicModel-biz-customer'],
      ['/biz/station', 'basic/dynamicModel', 'vd-2', 1, 'dynamicModel-biz-station'],
      ['/biz/district', 'basic/dynamicDictionary', 'heatingDistrict', 1, 'dynamicDictionary-biz-district'],
      ['/biz/report', 'basic/dynamicDataReport', 'rp-1', 0, 'dynamicDataReport-biz-report'],
      ['/biz/portal', 'basic/dynamicPortal', '', 0, 'dynamicPortal-biz-portal'],
    ]);
  });

  it('type 6 is no route: the visualisation view with the module id and the token, in a new window', () => {
    const { routes, nav } = buildMenu([node(6, 'analysis.screen', { propertyJson: '{"moduleId":"dv-9"}', linkTarget: '_blank' })], ctx);
    expect(routes).toEqual([]);
    expect(nav[0]?.target).toEqual({ kind: 'window', url: 'https://site.example/DataV/view/dv-9?token=bearer%20abc' });
    expect(dataVUrl('dv-9', ctx)).toBe('https://site.example/DataV/view/dv-9?token=bearer%20abc');
  });

  it('type 7 substitutes ${dataV} and ${jnpfToken}; _self opens /externalLink with the Base64 address, others a new window', () => {
    const menu = [
      node(7, 'gis', { urlAddress: 'https://gis.example.com/map?token=${jnpfToken}', linkTarget: '_self' }),
      node(7, 'policy', { urlAddress: 'https://www.mohurd.gov.cn/', linkTarget: '_blank' }),
      node(7, 'screen', { urlAddress: '${dataV}/list', linkTarget: '' }),
      node(7, 'local', { urlAddress: 'static/help.html', linkTarget: '_blank' }),
    ];
    const { routes, nav } = buildMenu(menu, ctx);
    expect(routes).toEqual([]);
    const [gis, policy, screen, local] = nav.map((n) => n.target);
    expect(gis?.kind).toBe('frame');
    if (gis?.kind !== 'frame') throw new Error('frame expected');
    expect(gis.url).toBe('https://gis.example.com/map?token=bearer%20abc');
    expect(gis.to.startsWith('/externalLink?href=')).toBe(true);
    const href = new URLSearchParams(gis.to.split('?')[1]).get('href');
    expect(decodeFrameHref(href)).toBe('https://gis.example.com/map?token=bearer%20abc');
    expect(policy).toEqual({ kind: 'window', url: 'https://www.mohurd.gov.cn/' });
    expect(screen).toEqual({ kind: 'window', url: 'https://site.example/DataV/list' });
    expect(local).toEqual({ kind: 'window', url: 'https://site.example/static/help.html' });
    expect(externalLinkUrl('/a?t=${jnpfToken}', ctx)).toBe('https://site.example/a?t=bearer%20abc');
  });

  it('a frame address that is not Base64 of a web page is refused', () => {
    expect(decodeFrameHref(btoa('javascript:alert(1)'))).toBeNull();
    expect(decodeFrameHref('%%%')).toBeNull();
    expect(decodeFrameHref(null)).toBeNull();
  });

  it('keeps the first of two items with the same path and skips items without an address', () => {
    const { routes } = buildMenu([node(2, 'a', { urlAddress: 'x/y' }), node(2, 'b', { urlAddress: '/x/y/' }), node(2, 'c')], ctx);
    expect(routes.map((r) => r.enCode)).toEqual(['a']);
  });

  it('lists every entry that opens something for the search, depth first', () => {
    const menu = [node(1, 'd', {}, [node(2, 'd.p', { urlAddress: 'd/p' }), node(7, 'd.l', { urlAddress: 'https://x.example' })]), node(2, 'q', { urlAddress: 'q' })];
    expect(navLeaves(buildMenu(menu, ctx).nav).map((n) => n.enCode)).toEqual(['d.p', 'd.l', 'q']);
  });
});

describe('view resolution (spec 000 2.2)', () => {
  const { routes } = buildMenu([node(2, 'subdev.appWorkorder', { urlAddress: 'subdev/appWorkorder' }), node(3, 'biz.c', { urlAddress: 'biz/c', propertyJson: '{"moduleId":"m"}' })], ctx);

  it('finds a granted page first, then a fixed page, else nothing', () => {
    expect(resolveView('/biz/c', routes)).toMatchObject({ screen: 'basic/dynamicModel', menu: { relationId: 'm' }, affix: false });
    expect(resolveView('/subdev/appWorkorder', routes)).toMatchObject({ screen: 'subdev/appWorkorder', menu: { enCode: 'subdev.appWorkorder' } });
    expect(resolveView('/home', routes)).toMatchObject({ screen: 'home', affix: true, noCache: false });
    expect(resolveView('/previewModel', routes)).toMatchObject({ noCache: true });
    expect(resolveView('/subdev/appWorkorder/Form', routes)).toMatchObject({ screen: 'subdev/appWorkorder/Form' });
    expect(resolveView('/permission/user', routes)).toBeNull();
  });
});
