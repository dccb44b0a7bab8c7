export * from './codes.js';
export * from './safe-content.js';
export { Binding, BindingRule, RuleProps, RuleTerm } from './binding.js';
export { PenEvent, SetProps } from './event.js';
export {
  Anchor,
  ChartSettings,
  ConnectedLine,
  IframeSettings,
  NodeAnimationSettings,
  Pen,
  PenData,
  type PenInput,
} from './pen.js';
export * from './document.js';
export { migrateFlowDocument } from './migrations.js';
