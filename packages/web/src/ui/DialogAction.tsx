import { Button } from 'antd';
import { useState, type ReactNode } from 'react';
import { useButtonPermission } from '../app/session/useButtonPermission';

interface DialogActionProps {
  /** The list's page and the button permission that shows the action. */
  page: string;
  button: string;
  label: string;
  testId: string;
  /** A further condition on the row (one the caller may act on); default true. */
  allowed?: boolean;
  /** The dialog, mounted while open; it calls `close` when done. */
  dialog: (close: () => void) => ReactNode;
}

/** A row action, shown with a button permission, that opens a dialog. */
export function DialogAction({ page, button, label, testId, allowed = true, dialog }: DialogActionProps) {
  const permitted = useButtonPermission(page, button);
  const [open, setOpen] = useState(false);
  if (!permitted || !allowed) return null;
  return (
    <>
      <Button type="link" size="small" onClick={() => setOpen(true)} data-testid={testId}>
        {label}
      </Button>
      {open ? dialog(() => setOpen(false)) : null}
    </>
  );
}
