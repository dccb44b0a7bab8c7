// The dialog and the shared time range load their texts with them.
import './i18n';

export type { HistoryRequest, HistorySeries, HistoryTarget } from './api';
export { useHistorySeries } from './api';
export { HistoryRangePicker, type TimeRange } from './HistoryRangePicker';
export { customDataTarget, deviceVariableTarget, isCharted } from './history-targets';
export {
  alignDown,
  alignUp,
  bucketUnit,
  HOUR_MS,
  MINUTE_MS,
  pointCount,
  quickRange,
  QUICK_RANGES,
  type HistoryWindow,
} from './history-window';
export { VARIABLE_HISTORY_NS } from './i18n';
export { LazyLineChart } from './LazyLineChart';
export { VariableHistoryButton } from './VariableHistoryButton';
export { VariableHistoryDialog } from './VariableHistoryDialog';
