import type { Pen as EnginePenData } from '@meta2d/core';
import { useCallback, useEffect, useState, type RefObject } from 'react';
import type { EngineData } from '../../../editor/document/engine-data';
import { mountEditEngine, type EditEngine } from './edit-engine';

/** Engine events that change the flow: after one, leaving asks first. */
const CHANGES = [
  'add',
  'delete',
  'update',
  'translatePens',
  'resizePens',
  'rotatePens',
  'combine',
  'paste',
  'cut',
  'layer',
  'moveLineAnchor',
  'updateLines',
  'valueUpdate',
];
/** Events after which the panels read the selected pens again. */
const REDRAWS = ['update', 'translatePens', 'resizePens', 'rotatePens', 'valueUpdate', 'scale'];

export interface EditorState {
  engine: EditEngine | null;
  selection: EnginePenData[];
  /** Bumped when the selected pens or the zoom changed, so panels read them again. */
  revision: number;
  dirty: boolean;
  markDirty: () => void;
  markClean: () => void;
}

/**
 * Mounts the editing canvas on `host` once the box has a size (the engine draws nothing on an empty
 * box), and follows selection and changes. One engine per page (EDITOR-NOTES: the last one is global).
 */
export function useEditEngine(host: RefObject<HTMLDivElement | null>, initial: EngineData): EditorState {
  const [engine, setEngine] = useState<EditEngine | null>(null);
  const [selection, setSelection] = useState<EnginePenData[]>([]);
  const [revision, setRevision] = useState(0);
  const [dirty, setDirty] = useState(false);

  useEffect(() => {
    const element = host.current;
    if (!element) return undefined;
    let mounted: EditEngine | null = null;
    const mount = () => {
      const created = mountEditEngine(element, initial);
      const select = () => {
        setSelection([...created.selection()]);
        setRevision((r) => r + 1);
      };
      created.on('active', select);
      created.on('inactive', select);
      created.on('delete', select);
      for (const type of CHANGES) created.on(type, () => setDirty(true));
      for (const type of REDRAWS) created.on(type, () => setRevision((r) => r + 1));
      return created;
    };
    // The engine's own undo and redo keys (read on the document, not in inputs) emit nothing: they
    // change the flow all the same.
    const onKey = (event: KeyboardEvent) => {
      const key = event.key.toLowerCase();
      const typing = event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement;
      if (!typing && (event.ctrlKey || event.metaKey || event.shiftKey) && (key === 'z' || key === 'y')) {
        setDirty(true);
      }
    };
    document.addEventListener('keydown', onKey);
    const resize = new ResizeObserver(() => {
      if (mounted || element.clientWidth === 0 || element.clientHeight === 0) return;
      mounted = mount();
      setEngine(mounted);
    });
    resize.observe(element);
    return () => {
      document.removeEventListener('keydown', onKey);
      resize.disconnect();
      mounted?.destroy();
      setEngine(null);
    };
  }, [host, initial]);

  const markDirty = useCallback(() => {
    setDirty(true);
    setRevision((r) => r + 1);
  }, []);
  const markClean = useCallback(() => setDirty(false), []);
  return { engine, selection, revision, dirty, markDirty, markClean };
}
