import { CloseOutlined, UpOutlined } from '@ant-design/icons';
import { Button, Radio, Tooltip } from 'antd';
import { useEffect, useMemo, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlows } from '../../api/flows';
import { tabPacer } from '../../runtime/tab-pacer';
import { FlowPicker } from './FlowPicker';
import { WALL_NS } from './i18n';
import {
  WALL_LAYOUTS,
  WALL_STORAGE_KEY,
  readWall,
  visibleCells,
  withCell,
  withLayout,
  writeWall,
  type WallState,
} from './wall-layout';
import './wall.css';

/** The bottom bar slides away this long after the page opens or the pointer leaves it (spec 2.5). */
const BAR_HIDE_MS = 1000;

function useStoredWall(): [WallState, (next: WallState) => void] {
  const [wall, setWall] = useState(() => readWall(localStorage.getItem(WALL_STORAGE_KEY)));
  const save = (next: WallState) => {
    localStorage.setItem(WALL_STORAGE_KEY, writeWall(next));
    setWall(next);
  };
  return [wall, save];
}

/** `/customMonitor`: 1, 4 or 9 live screens side by side, each a run-mode frame of a published flow. */
export function MonitorWallPage() {
  // Offered before the cells load: their screens draw in turn on the page's one pacer.
  tabPacer();
  const { t } = useTranslation(WALL_NS);
  const [wall, setWall] = useStoredWall();
  const flows = useFlows('flow', { publish: 1 });
  const records = useMemo(() => flows.data?.records ?? [], [flows.data]);
  const published = useMemo(() => new Set(records.map((f) => f.id)), [records]);
  const names = useMemo(() => new Map(records.map((f) => [f.id, f.name])), [records]);
  const cells = flows.data ? visibleCells(wall, published) : wall.cells.map(() => null);
  const [barShown, setBarShown] = useState(true);
  const [barHeld, setBarHeld] = useState(false);

  useEffect(() => {
    if (!barShown || barHeld) return undefined;
    const timer = window.setTimeout(() => setBarShown(false), BAR_HIDE_MS);
    return () => window.clearTimeout(timer);
  }, [barShown, barHeld]);

  const columns = Math.sqrt(wall.layout);
  return (
    <div className="wall" data-testid="monitor-wall">
      <div className="wall-grid" style={{ '--wall-columns': columns } as CSSProperties}>
        {cells.map((flowId, index) => (
          <section
            key={index}
            className="wall-cell"
            data-testid="wall-cell"
            aria-label={t('cellTitle', { index: index + 1 })}
          >
            {flowId === null ? (
              <div className="wall-empty">
                {flows.isPending ? (
                  <span className="wall-hint">{t('loading')}</span>
                ) : (
                  <FlowPicker flows={records} value={null} onChange={(id) => setWall(withCell(wall, index, id))} />
                )}
              </div>
            ) : (
              <>
                <iframe
                  className="wall-frame"
                  title={names.get(flowId) ?? String(flowId)}
                  src={`/workspace?isid=${flowId}`}
                  data-testid="wall-frame"
                />
                <div className="wall-cell-bar">
                  <span className="wall-cell-name" title={names.get(flowId)}>
                    {names.get(flowId)}
                  </span>
                  <FlowPicker
                    compact
                    flows={records}
                    value={flowId}
                    onChange={(id) => setWall(withCell(wall, index, id))}
                  />
                  <Tooltip title={t('clear')}>
                    <Button
                      size="small"
                      type="text"
                      icon={<CloseOutlined />}
                      aria-label={t('clear')}
                      data-testid="wall-clear"
                      onClick={() => setWall(withCell(wall, index, null))}
                    />
                  </Tooltip>
                </div>
              </>
            )}
          </section>
        ))}
      </div>
      <div
        className={barShown ? 'wall-bar wall-bar-shown' : 'wall-bar'}
        data-testid="wall-bar"
        onMouseEnter={() => setBarHeld(true)}
        onMouseLeave={() => setBarHeld(false)}
      >
        <span className="wall-bar-label">{t('layout')}</span>
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          value={wall.layout}
          onChange={(e) => setWall(withLayout(wall, e.target.value as WallState['layout']))}
          options={WALL_LAYOUTS.map((n) => ({ value: n, label: t('cells', { count: n }) }))}
        />
      </div>
      <Button
        className="wall-bar-toggle"
        shape="circle"
        size="small"
        icon={<UpOutlined rotate={barShown ? 180 : 0} />}
        aria-label={t('toggleBar')}
        data-testid="wall-bar-toggle"
        onClick={() => setBarShown(!barShown)}
      />
    </div>
  );
}
