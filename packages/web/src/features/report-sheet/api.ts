import type {
  CustomDataDetail,
  ReportDetail,
  ReportExport,
  ReportFileDetail,
  ReportFileRecord,
  ReportInput,
  ReportTemplateDetail,
  VariableDetail,
} from '@iot/contract';
import { API_PREFIX } from '@iot/contract';
import { useQueries, useQuery } from '@tanstack/react-query';
import i18n from 'i18next';
import { api, getToken, request } from '../../api/client';
import { downloadBlob } from '../../ui/download';

export const reportKeys = {
  report: (id: number) => ['report', id] as const,
  file: (id: number) => ['report', 'file', id] as const,
  template: (id: number) => ['report', 'template', id] as const,
};

export function useReport(id: number | null) {
  return useQuery({
    queryKey: reportKeys.report(id ?? 0),
    queryFn: () => api.get<ReportDetail>(`/report/${id}`),
    enabled: id !== null,
  });
}

/** A template of the library (`/tempReport`), in the caller's language. */
export function useReportTemplate(id: number | null) {
  return useQuery({
    queryKey: [...reportKeys.template(id ?? 0), i18n.language],
    queryFn: () => api.get<ReportTemplateDetail>(`/report/template/${id}`),
    enabled: id !== null,
  });
}

export function useReportFile(id: number | null) {
  return useQuery({
    queryKey: reportKeys.file(id ?? 0),
    queryFn: () => api.get<ReportFileDetail>(`/report/history/${id}`),
    enabled: id !== null,
  });
}

/** Saves: the caller maps a field refusal onto the form (silent: no toast of its own). */
export const createReport = (body: ReportInput) => request<{ id: number }>('POST', '/report', { body, silent: true });
export const updateReport = (body: ReportInput & { id: number }) =>
  request<null>('PUT', '/report', { body, silent: true });

/** Generates the period containing `time` (default now; a custom report its range). */
export const generateReport = (id: number, time?: string) =>
  api.post<ReportFileRecord>(`/report/generate/${id}`, time === undefined ? {} : { time });

export const exportReport = (id: number) => api.get<ReportExport>(`/report/exportAuto/${id}`);

/** Downloads a generated report's XLSX (`filePath` relative to /admin/api) with the session. */
export async function downloadReportFile(filePath: string, fileName: string): Promise<void> {
  const headers: Record<string, string> = { 'Accept-Language': i18n.language };
  const token = getToken();
  if (token) headers.Authorization = token;
  const response = await fetch(`${API_PREFIX}${filePath}`, { headers });
  if (!response.ok) throw new Error(response.statusText);
  downloadBlob(fileName, await response.blob());
}

/** What a bound source is called and, for a variable, where its live values come from. */
export interface SourceInfo {
  name: string;
  /** Variables: the device's identity and the variable's name (its live topic). */
  identity?: string;
  variable?: string;
  deviceId?: number;
  deviceName?: string;
  value?: string | number | null;
  decimalPlaces?: number;
}

const sourceKey = (source: 'variable' | 'customData', id: number) => `${source}:${id}`;

/** The bound sources' names (and live addresses), by "variable:id" / "customData:id". */
export function useSources(bindings: readonly { source: string; sourceId: number | null }[]) {
  const wanted = [
    ...new Set(
      bindings.flatMap((b) =>
        b.sourceId !== null && (b.source === 'variable' || b.source === 'customData')
          ? [sourceKey(b.source, b.sourceId)]
          : [],
      ),
    ),
  ];
  const results = useQueries({
    queries: wanted.map((key) => {
      const [source, id] = key.split(':');
      return {
        queryKey: ['report', 'source', key],
        staleTime: 60_000,
        queryFn: async (): Promise<SourceInfo> => {
          if (source === 'variable') {
            const v = await api.get<VariableDetail>(`/variable/${id}`, undefined, true);
            return {
              name: `${v.deviceName} / ${v.name}`,
              identity: v.deviceNum,
              deviceId: v.deviceId,
              deviceName: v.deviceName,
              variable: v.name,
              value: v.nowValue,
              decimalPlaces: v.decimalPlaces,
            };
          }
          const c = await api.get<CustomDataDetail>(`/customdata/${id}`, undefined, true);
          return { name: c.name, value: c.value, decimalPlaces: c.decimalPlaces };
        },
      };
    }),
  });
  const sources = new Map<string, SourceInfo>();
  wanted.forEach((key, i) => {
    const data = results[i]?.data;
    if (data) sources.set(key, data);
  });
  return sources;
}

export const sourceOf = (sources: ReadonlyMap<string, SourceInfo>, b: { source: string; sourceId: number | null }) =>
  b.sourceId === null ? undefined : sources.get(`${b.source}:${b.sourceId}`);

/** Users of the company who may receive a scheduled report's push (the share candidates of type user). */
export function useReceiverOptions(reportId: number | null) {
  return useQuery({
    queryKey: ['report', 'receivers', reportId],
    queryFn: () =>
      api.get<{ records: { id: number; name: string; note: string }[] }>(
        '/share/candidates',
        { type: 1, pageSize: 100, ...(reportId === null ? {} : { kind: 'report', thingId: reportId }) },
        true,
      ),
    select: (page) => page.records.map((u) => ({ value: u.id, label: u.note ? `${u.name} (${u.note})` : u.name })),
    retry: false,
  });
}
