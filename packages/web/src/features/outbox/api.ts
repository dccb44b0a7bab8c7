import type { OutboxRecord, Page } from '@iot/contract';
import { api } from '../../api/client';
import type { PageRequest } from '../../ui/table-page/types';

/** The outbox has no filters: only the page is sent. */
export const fetchOutbox = ({ pageNum, pageSize }: PageRequest) =>
  api.post<Page<OutboxRecord>>('/outbox/getPage', { pageNum, pageSize });
