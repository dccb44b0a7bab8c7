import { Menu } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showError } from '../../../api/feedback';
import { hasChart } from '../../../editor/flow/chart-pen';
import { menuCommands, type MenuCommand } from '../../../editor/flow/context-menu';
import type { EditEngine } from '../engine/edit-engine';
import { EDITOR_NS } from '../i18n';
import '../i18n-panels';

interface Point {
  x: number;
  y: number;
}

/** The canvas's right-click menu: its commands follow the selection and the lock (spec 4.1). */
export function EditorContextMenu({
  engine,
  locked,
  onChange,
}: {
  engine: EditEngine;
  locked: boolean;
  onChange: () => void;
}) {
  const { t } = useTranslation(EDITOR_NS);
  const [point, setPoint] = useState<Point | null>(null);
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    engine.on('contextmenu', (event) => {
      const e = (event as { e?: { clientX: number; clientY: number } }).e;
      if (e) setPoint({ x: e.clientX, y: e.clientY });
    });
    const close = () => setPoint(null);
    // The engine copies on Ctrl+C (read on the document): charts are refused before it sees the key.
    const refuseChartCopy = (event: KeyboardEvent) => {
      const typing = event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement;
      if (typing || !(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== 'c') return;
      if (!hasChart(engine.selection())) return;
      event.stopImmediatePropagation();
      showError(t('chartUseClone'));
    };
    window.addEventListener('keydown', refuseChartCopy, true);
    window.addEventListener('click', close);
    window.addEventListener('keydown', close);
    return () => {
      window.removeEventListener('keydown', refuseChartCopy, true);
      window.removeEventListener('click', close);
      window.removeEventListener('keydown', close);
    };
  }, [engine, t]);

  if (!point) return null;
  const commands = menuCommands(engine.selection(), locked ? 1 : 0, copied);
  if (commands.length === 0) return null;
  const run: Record<MenuCommand, () => void> = {
    delete: engine.remove,
    copy: () => {
      engine.copy();
      setCopied(true);
    },
    clone: () => void engine.clone(),
    paste: engine.paste,
    lockPen: () => engine.lockPens(true),
    unlockPen: () => engine.lockPens(false),
    top: engine.top,
    bottom: engine.bottom,
    combine: engine.combine,
    uncombine: engine.uncombine,
  };
  return (
    <div className="flow-context-menu" style={{ left: point.x, top: point.y }} data-testid="editor-context-menu">
      <Menu
        selectable={false}
        items={commands.map((command) => ({ key: command, label: t(command) }))}
        onClick={({ key }) => {
          run[key as MenuCommand]();
          if (key !== 'copy') onChange();
          setPoint(null);
        }}
      />
    </div>
  );
}
