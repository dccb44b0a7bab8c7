import './i18n';

export { ConfigFlowBindDialog } from './ConfigFlowBindDialog';
export { FlowFrame } from './components/FlowFrame';
export { CONFIG_FLOW_BIND_NS } from './i18n';
