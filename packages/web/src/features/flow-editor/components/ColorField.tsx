import { ColorPicker } from 'antd';

/** A colour input that hands over a hex (or rgba) string once the choice is made. */
export function ColorField({
  value,
  onChange,
  testId,
}: {
  value: string | undefined;
  onChange: (color: string) => void;
  testId?: string;
}) {
  return (
    <ColorPicker
      size="small"
      showText
      allowClear
      value={value ?? null}
      onChangeComplete={(color) => onChange(color.toHexString())}
      onClear={() => onChange('')}
      data-testid={testId}
    />
  );
}
