import i18next from 'i18next';

const zhCN = {
  country: '中国',
  state: { online: '在线', offline: '离线', stopped: '停机', running: '运行' },
  popup: {
    identity: '设备编号',
    state: '状态',
    viewFlow: '查看流程图',
    viewCamera: '查看监控',
    noFlowMap: '此设备未绑定流程图',
    noFlowDashboard: '请先绑定流程图',
    noCamera: '请先绑定摄像头',
  },
};

const enUS: typeof zhCN = {
  country: 'China',
  state: { online: 'Online', offline: 'Offline', stopped: 'Stopped', running: 'Running' },
  popup: {
    identity: 'Number',
    state: 'State',
    viewFlow: 'View flow chart',
    viewCamera: 'View camera',
    noFlowMap: 'This device has no flow chart bound',
    noFlowDashboard: 'Bind a flow chart first',
    noCamera: 'Bind a camera first',
  },
};

/** Texts of the maps shared by the dashboard and the device map. */
export const MAP_NS = 'map';
i18next.addResourceBundle('zh-CN', MAP_NS, zhCN, true, true);
i18next.addResourceBundle('en-US', MAP_NS, enUS, true, true);
