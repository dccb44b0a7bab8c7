import './i18n';

export { ConfigFlowBindDialog } from './ConfigFlowBindDialog';
export { CONFIG_FLOW_BIND_NS } from './i18n';
