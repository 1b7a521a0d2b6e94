import type { ScreenBundles } from '../use-bundle-translation';

export const DATA_VIEW_NAMESPACE = 'dataView';

export const dataViewBundles: ScreenBundles = {
  zh: {
    overview: {
      title: '供热运行概览',
      districts: '供热片区',
      stations: '换热站',
      users: '平台用户',
      unread: '我的未读消息',
      billRules: '单据规则',
      byDistrict: '各片区换热站数量',
    },
    network: { title: '管网概览', stations: '{{count}} 座换热站', none: '该片区暂无换热站' },
    unknown: {
      title: '可视化视图未配置',
      message: '本平台没有编号为“{{id}}”的可视化视图。',
      hint: '类型 6 的菜单打开“可视化地址/view/模块编号”。请把菜单的模块编号设为内置视图（{{views}}），或把菜单改为类型 7 的外链，指向您的可视化服务地址。',
    },
    source: '数据来自平台的字典、用户、消息与单据规则接口',
    loading: '加载中…',
    loadFailed: '数据加载失败',
    retry: '重试',
  },
  en: {
    overview: {
      title: 'Heating Operations Overview',
      districts: 'Heating districts',
      stations: 'Exchange stations',
      users: 'Platform users',
      unread: 'My unread messages',
      billRules: 'Bill rules',
      byDistrict: 'Exchange stations per district',
    },
    network: { title: 'Pipe Network Overview', stations: '{{count}} exchange stations', none: 'No exchange station in this district' },
    unknown: {
      title: 'Visualization view not configured',
      message: 'This platform has no visualization view “{{id}}”.',
      hint: 'A type-6 menu opens “visualization address/view/module id”. Set the menu’s module id to a built-in view ({{views}}), or make the menu a type-7 link to your visualization server.',
    },
    source: 'Figures from the platform’s dictionary, user, message and bill-rule calls',
    loading: 'Loading…',
    loadFailed: 'The data could not be loaded',
    retry: 'Retry',
  },
  zhtw: {
    overview: {
      title: '供熱運行概覽',
      districts: '供熱片區',
      stations: '換熱站',
      users: '平台用戶',
      unread: '我的未讀消息',
      billRules: '單據規則',
      byDistrict: '各片區換熱站數量',
    },
    network: { title: '管網概覽', stations: '{{count}} 座換熱站', none: '該片區暫無換熱站' },
    unknown: {
      title: '可視化視圖未配置',
      message: '本平台沒有編號為「{{id}}」的可視化視圖。',
      hint: '類型 6 的菜單打開「可視化地址/view/模塊編號」。請把菜單的模塊編號設為內置視圖（{{views}}），或把菜單改為類型 7 的外鏈，指向您的可視化服務地址。',
    },
    source: '數據來自平台的字典、用戶、消息與單據規則接口',
    loading: '加載中…',
    loadFailed: '數據加載失敗',
    retry: '重試',
  },
};
