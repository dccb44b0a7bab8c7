import './i18n';

export { DashboardPage } from './DashboardPage';
