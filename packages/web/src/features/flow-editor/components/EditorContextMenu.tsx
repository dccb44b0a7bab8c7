import { Menu } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showError } from '../../../api/feedback';
import { copiesChart, isCopyKey } from '../../../editor/flow/chart-copy';
import { menuCommands, type MenuCommand } from '../../../editor/flow/context-menu';
import type { CanvasPen, EditEngine } from '../engine/edit-engine';
import { EDITOR_NS } from '../i18n';
import '../i18n-components';
import '../i18n-panels';

interface Point {
  x: number;
  y: number;
}

/** Whether the selection holds a chart, itself or inside a group. */
const holdsChart = (engine: EditEngine) =>
  copiesChart(engine.selection() as CanvasPen[], (id) => engine.pen(id) as CanvasPen | undefined);

/** The canvas's right-click menu: its commands follow the selection and the lock (spec 4.1). */
export function EditorContextMenu({
  engine,
  locked,
  onChange,
  onSaveComponent,
}: {
  engine: EditEngine;
  locked: boolean;
  onChange: () => void;
  onSaveComponent: () => void;
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
    // The engine copies and cuts on Ctrl+C and Ctrl+X (keys read on the document) and on the browser's
    // own copy and cut events (the keys' default action, or the browser's menu): charts are refused first.
    const typing = (target: EventTarget | null) =>
      target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement;
    const refuse = (event: Event) => {
      event.stopImmediatePropagation();
      event.preventDefault();
      showError(t('chartUseClone'));
    };
    const refuseChartKey = (event: KeyboardEvent) => {
      const key = { key: event.key, ctrlKey: event.ctrlKey, metaKey: event.metaKey, typing: typing(event.target) };
      if (isCopyKey(key) && holdsChart(engine)) refuse(event);
    };
    const refuseChartClipboard = (event: ClipboardEvent) => {
      if (!typing(event.target) && holdsChart(engine)) refuse(event);
    };
    window.addEventListener('keydown', refuseChartKey, true);
    window.addEventListener('copy', refuseChartClipboard, true);
    window.addEventListener('cut', refuseChartClipboard, true);
    window.addEventListener('click', close);
    window.addEventListener('keydown', close);
    return () => {
      window.removeEventListener('keydown', refuseChartKey, true);
      window.removeEventListener('copy', refuseChartClipboard, true);
      window.removeEventListener('cut', refuseChartClipboard, true);
      window.removeEventListener('click', close);
      window.removeEventListener('keydown', close);
    };
  }, [engine, t]);

  if (!point) return null;
  const commands = menuCommands(engine.selection(), locked ? 1 : 0, copied, holdsChart(engine));
  if (commands.length === 0) return null;
  // The menu offers no copy of a chart; the guard stays here too, where the copy happens.
  const copyWith = (copy: () => void) => () => {
    if (holdsChart(engine)) {
      showError(t('chartUseClone'));
      return;
    }
    copy();
    setCopied(true);
  };
  const run: Record<MenuCommand, () => void> = {
    delete: engine.remove,
    copy: copyWith(engine.copy),
    cut: copyWith(engine.cut),
    clone: () => void engine.clone(),
    paste: engine.paste,
    lockPen: () => engine.lockPens(true),
    unlockPen: () => engine.lockPens(false),
    top: engine.top,
    bottom: engine.bottom,
    combine: engine.combine,
    uncombine: engine.uncombine,
    saveComponent: onSaveComponent,
  };
  return (
    <div className="flow-context-menu" style={{ left: point.x, top: point.y }} data-testid="editor-context-menu">
      <Menu
        selectable={false}
        items={commands.map((command) => ({ key: command, label: t(command) }))}
        onClick={({ key }) => {
          run[key as MenuCommand]();
          if (key !== 'copy' && key !== 'saveComponent') onChange();
          setPoint(null);
        }}
      />
    </div>
  );
}
