import { Typography } from 'antd';
import type { ReactNode } from 'react';

/** The label in front of a row of the query card; one width, so the rows line up. */
export function FieldLabel({ children }: { children: ReactNode }) {
  return (
    <Typography.Text strong style={{ width: 88, whiteSpace: 'nowrap' }}>
      {children}
    </Typography.Text>
  );
}
