import type {
  Page,
  ReportDetail,
  ReportExport,
  ReportFileRecord,
  ReportRecord,
  ReportTemplateRecord,
} from '@iot/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { downloadBlob } from '../../ui/download';
import type { PageRequest, PageResult } from '../../ui/table-page/types';

/** Report calls of the report lists (`/luckyHome`, `/luckyHis`, `/tempReport`, `/luckyShareList`). */

const page =
  <T>(path: string) =>
  ({ pageNum, pageSize, param }: PageRequest): Promise<PageResult<T>> =>
    api.post<Page<T>>(path, { pageNum, pageSize, param });

export const fetchReportPage = page<ReportRecord>('/report/searchPage');
export const fetchReportFilePage = page<ReportFileRecord>('/report/history/searchPage');
export const fetchTemplatePage = page<ReportTemplateRecord>('/report/template/searchPage');

export const setReportStatus = (id: number, status: 0 | 1) => api.post(`/report/status/${id}`, { status });
export const deleteReport = (id: number) => api.delete(`/report/${id}`);
export const exportReport = (id: number) => api.get<ReportExport>(`/report/exportAuto/${id}`);
export const getReport = (id: number) => api.get<ReportDetail>(`/report/${id}`);
export const deleteReportFile = (id: number) => api.delete(`/report/history/${id}`);
export const saveAsTemplate = (reportId: number, name: string) =>
  api.post<{ id: number }>('/report/template', { reportId, name });
export const deleteTemplate = (id: number) => api.delete(`/report/template/${id}`);

/** Downloads a generated report's XLSX with the session, named for the report and its period. */
export async function downloadReportFile(file: Pick<ReportFileRecord, 'filePath' | 'reportName' | 'periodStart'>) {
  const blob = await api.file(file.filePath);
  downloadBlob(`${file.reportName} ${file.periodStart.slice(0, 10)}.xlsx`, blob);
}

/** Every report of the caller's scope, for a filter or a picker. */
export function useReportOptions() {
  return useQuery({
    queryKey: ['reports', 'options'],
    queryFn: () => fetchReportPage({ pageNum: 1, pageSize: 500, param: {} }).then((p) => p.records),
  });
}
