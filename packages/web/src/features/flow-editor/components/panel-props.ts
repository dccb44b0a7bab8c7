import type { EditEngine } from '../engine/edit-engine';

/** What every tab of the right panel gets. */
export interface PanelProps {
  engine: EditEngine;
  /** Changes when the pens or the canvas changed, so a tab reads them again. */
  revision: number;
  onChange: () => void;
}

export interface PenPanelProps extends PanelProps {
  penId: string;
}
