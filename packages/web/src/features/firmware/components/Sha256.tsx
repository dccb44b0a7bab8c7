import { Tooltip, Typography } from 'antd';

/** The first and last characters of a SHA-256, with a button that copies all of it. */
export function Sha256({ value }: { value: string }) {
  const short = value.length > 16 ? `${value.slice(0, 8)}…${value.slice(-8)}` : value;
  return (
    <Tooltip title={value}>
      <Typography.Text code copyable={{ text: value }} data-testid="firmware-sha256" data-sha256={value}>
        {short}
      </Typography.Text>
    </Tooltip>
  );
}
