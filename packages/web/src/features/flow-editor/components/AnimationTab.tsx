import {
  ANIMATE_SPAN_MAX,
  LINE_ANIMATE_TYPES,
  NODE_ANIMATE_DURATION,
  NODE_ANIMATIONS,
  NodeAnimationSettings,
  PenType,
  type NodeAnimation,
} from '@iot/contract';
import { Button, Flex, Form, Input, InputNumber, Select, Slider, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { showError, showSuccess } from '../../../api/feedback';
import { flowCentrelines, flowLinePens } from '../../../editor/flow/flow-centreline';
import { animationFrames } from '../../../editor/flow/node-animation';
import { symbolAddress, symbolText } from '../api';
import { EDITOR_NS } from '../i18n';
import { ColorField } from './ColorField';
import type { PenPanelProps } from './panel-props';

/** The line animation panel (spec 3.6): type, colour, speed 1-20 step 1, autoplay, reverse, next. */
function LineAnimation({ engine, penId, onChange }: PenPanelProps) {
  const { t } = useTranslation(EDITOR_NS);
  const pen = engine.pen(penId);
  if (!pen) return null;
  const set = (key: string, value: unknown) => {
    engine.setPen(penId, { [key]: value });
    onChange();
  };
  return (
    <>
      <h4 className="flow-panel-title">{t('animLine')}</h4>
      <Form.Item label={t('animType')}>
        <Select
          value={typeof pen.lineAnimateType === 'number' ? pen.lineAnimateType : 0}
          options={LINE_ANIMATE_TYPES.map((type) => ({ value: type, label: t(`animType_${type}`) }))}
          onChange={(value) => set('lineAnimateType', value)}
          data-testid="anim-line-type"
        />
      </Form.Item>
      <Form.Item label={t('animColor')}>
        <ColorField
          value={typeof pen.animateColor === 'string' ? pen.animateColor : undefined}
          onChange={(color) => set('animateColor', color)}
          testId="anim-line-color"
        />
      </Form.Item>
      <Form.Item label={t('animSpan')}>
        <Slider
          min={1}
          max={ANIMATE_SPAN_MAX}
          step={1}
          value={typeof pen.animateSpan === 'number' ? pen.animateSpan : 1}
          onChange={(value) => set('animateSpan', value)}
          data-testid="anim-line-span"
        />
      </Form.Item>
      <Form.Item label={t('animPlay')}>
        <Switch checked={pen.autoPlay === true} onChange={(on) => set('autoPlay', on)} data-testid="anim-autoplay" />
      </Form.Item>
      <Form.Item label={t('animReverse')}>
        <Switch checked={pen.animateReverse === true} onChange={(on) => set('animateReverse', on)} />
      </Form.Item>
      <Form.Item label={t('animNext')}>
        <Input
          maxLength={64}
          placeholder={t('componentId')}
          value={typeof pen.nextAnimate === 'string' ? pen.nextAnimate : ''}
          onChange={(event) => set('nextAnimate', event.target.value || undefined)}
        />
      </Form.Item>
    </>
  );
}

/** A node's animation preset, its cycle and count (kept as plain data; the frames come from it). */
function NodeAnimationForm({ engine, penId, onChange }: PenPanelProps) {
  const { t } = useTranslation(EDITOR_NS);
  const pen = engine.pen(penId);
  const read = NodeAnimationSettings.safeParse(pen?.iotAnimation);
  const current = read.success ? read.data : undefined;
  const store = (next: NodeAnimationSettings | undefined) => {
    engine.setPenData(penId, 'iotAnimation', next);
    engine.setPen(penId, {
      frames: next ? animationFrames(next.kind, next.duration) : undefined,
      animateCycle: next && next.cycles > 0 ? next.cycles : undefined,
    });
    onChange();
  };
  const change = (patch: Partial<NodeAnimationSettings>) => {
    const kind: NodeAnimation = patch.kind ?? current?.kind ?? 'upDown';
    const duration = patch.duration ?? current?.duration ?? NODE_ANIMATE_DURATION.default;
    store({ kind, duration, cycles: patch.cycles ?? current?.cycles ?? 0 });
  };
  return (
    <>
      <h4 className="flow-panel-title">{t('animNode')}</h4>
      <Form.Item label={t('animKind')}>
        <Select
          value={current?.kind ?? ''}
          options={[
            { value: '', label: t('animNone') },
            ...NODE_ANIMATIONS.map((kind) => ({ value: kind, label: t(`anim_${kind}`) })),
          ]}
          onChange={(kind) => (kind === '' ? store(undefined) : change({ kind: kind as NodeAnimation }))}
          data-testid="anim-node-kind"
        />
      </Form.Item>
      {current && (
        <>
          <Form.Item label={t('animDuration')}>
            <InputNumber
              min={NODE_ANIMATE_DURATION.min}
              max={NODE_ANIMATE_DURATION.max}
              step={100}
              precision={0}
              value={current.duration}
              onChange={(duration) => duration !== null && change({ duration })}
              data-testid="anim-node-duration"
            />
          </Form.Item>
          <Form.Item label={t('animCycles')}>
            <InputNumber
              min={0}
              max={1000}
              precision={0}
              value={current.cycles}
              onChange={(cycles) => cycles !== null && change({ cycles })}
            />
          </Form.Item>
          <Form.Item label={t('animPlay')}>
            <Switch
              checked={pen?.autoPlay === true}
              onChange={(on) => {
                engine.setPen(penId, { autoPlay: on });
                onChange();
              }}
              data-testid="anim-autoplay"
            />
          </Form.Item>
        </>
      )}
    </>
  );
}

/**
 * The animation panel (spec 2.1, 3.6): a line's flow animation or a node's animation, a preview on the
 * editing canvas, and for a pipe symbol, animated lines along its `class="flow"` centrelines.
 */
export function AnimationTab(props: PenPanelProps) {
  const { t } = useTranslation(EDITOR_NS);
  const { engine, penId, onChange } = props;
  const pen = engine.pen(penId);
  if (!pen) return null;
  const symbol = symbolAddress(pen.image);
  const addFlow = async () => {
    if (!symbol) return;
    try {
      const lines = flowCentrelines(await symbolText(symbol));
      if (lines.length === 0) return showError(t('animFlowNone'));
      const rect = { x: Number(pen.x), y: Number(pen.y), width: Number(pen.width), height: Number(pen.height) };
      const added = await engine.addPens(flowLinePens(rect, lines));
      engine.animate(
        added.flatMap((p) => p.id ?? []),
        true,
      );
      onChange();
      return showSuccess(t('animFlowAdded', { count: added.length }));
    } catch {
      return showError(t('animFlowFailed'));
    }
  };
  return (
    <Form layout="horizontal" size="small" labelCol={{ span: 10 }} colon={false} className="flow-panel-form">
      {Number(pen.type) === PenType.line ? <LineAnimation {...props} /> : <NodeAnimationForm {...props} />}
      <Flex gap={8} wrap>
        <Button size="small" onClick={() => engine.animate([penId], true)} data-testid="anim-preview">
          {t('animPreview')}
        </Button>
        <Button size="small" onClick={() => engine.animate([penId], false)} data-testid="anim-stop">
          {t('animStop')}
        </Button>
      </Flex>
      {symbol && (
        <Button size="small" type="dashed" onClick={() => void addFlow()} data-testid="anim-flow">
          {t('animFlow')}
        </Button>
      )}
    </Form>
  );
}
