import { sql, type RawBuilder, type SqlBool } from 'kysely';

/** Case-insensitive "contains" that works alike on SQLite and PostgreSQL; % and _ in the text match themselves. */
export function containsText(column: string, text: string): RawBuilder<SqlBool> {
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
}

export function pageWindow(paging: { pageNum: number; pageSize: number }): { limit: number; offset: number } {
  return { limit: paging.pageSize, offset: (paging.pageNum - 1) * paging.pageSize };
}
