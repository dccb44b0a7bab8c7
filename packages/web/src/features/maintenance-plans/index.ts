// The screens' chunk loads their texts with them.
import './i18n';

export { MaintenancePlansPage } from './MaintenancePlansPage';
export { PlanSharesPage, SharedPlanRecords } from './PlanSharesPage';
