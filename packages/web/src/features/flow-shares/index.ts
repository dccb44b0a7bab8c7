export { FlowChartSharesPage, ScreenSharesPage } from './FlowSharesPage';
