import i18next from 'i18next';

const zhCN = {
  action: '配置流程',
  title: '配置流程 · {{name}}',
  placeholder: '选择已发布的流程图或大屏',
  flows: '流程图',
  screens: '组态大屏',
  bind: '绑定',
  unbind: '解除绑定',
  unbound: '已解除绑定',
  current: '当前绑定：{{name}}',
  currentMissing: '当前绑定的流程（ID {{id}}）已不存在或未发布',
  none: '暂无已发布的流程图或大屏，请先在组态管理中创建并发布',
  noChart: '暂无流程图',
  openFull: '点击全屏查看',
};

const enUS: typeof zhCN = {
  action: 'Configure flow',
  title: 'Configure flow · {{name}}',
  placeholder: 'Choose a published flow chart or screen',
  flows: 'Flow charts',
  screens: 'Large screens',
  bind: 'Bind',
  unbind: 'Unbind',
  unbound: 'Unbound',
  current: 'Bound: {{name}}',
  currentMissing: 'The bound flow (ID {{id}}) no longer exists or is not published',
  none: 'No published flow chart or screen yet: create and publish one under Visual screens first',
  noChart: 'No flow chart',
  openFull: 'Click to view full screen',
};

/** Texts of the dialog that binds a configuration flow to a device. */
export const CONFIG_FLOW_BIND_NS = 'configFlowBind';
i18next.addResourceBundle('zh-CN', CONFIG_FLOW_BIND_NS, zhCN, true, true);
i18next.addResourceBundle('en-US', CONFIG_FLOW_BIND_NS, enUS, true, true);
