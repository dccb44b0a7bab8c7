import { MsgType } from '@iot/contract';
import { Alert, App, Button, Checkbox, Flex, Form, List, Modal, Radio, Select, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bindingRows } from '../../../editor/flow/bindings-table';
import { replaceDevice, type ReplaceFailure } from '../../../editor/flow/device-replace';
import { DevicePickerDialog } from '../../../ui/pickers/PickerDialogs';
import type { PickedDevice } from '../../../ui/pickers/types';
import { deviceVariables } from '../api';
import type { CanvasPen, EditEngine } from '../engine/edit-engine';
import { EDITOR_NS } from '../i18n';

/** How long the summary stays (spec 9: summary notice 10 s). */
const SUMMARY_SECONDS = 10;
const ALL = 'all';

type Problem = 'replaceOldRequired' | 'replaceNewRequired' | 'replaceNoSelection' | 'replaceLoadFailed';

/** The devices the flow names, with a name to show: its bindings' devices (variables, device state), then frames'. */
function boundDevices(pens: CanvasPen[]): Map<number, string> {
  const bound = new Map<number, string>();
  for (const { binding } of bindingRows(pens)) {
    if (binding.msgType === MsgType.variable && binding.deviceId !== undefined && !bound.has(binding.deviceId)) {
      bound.set(binding.deviceId, binding.desc ?? binding.devId ?? String(binding.deviceId));
    }
  }
  for (const pen of pens) {
    const did = (pen.iotFrame as { did?: unknown } | undefined)?.did;
    for (const id of Array.isArray(did) ? did : []) {
      if (typeof id === 'number' && !bound.has(id)) bound.set(id, `#${id}`);
    }
  }
  return bound;
}

/** The failures after a replace: each can be dropped, or chosen and highlighted on the canvas (spec 4.1). */
function FailureList({ failures, engine }: { failures: ReplaceFailure[]; engine: EditEngine }) {
  const { t } = useTranslation(EDITOR_NS);
  const [left, setLeft] = useState(failures);
  const [chosen, setChosen] = useState<string[]>([]);
  const key = (f: ReplaceFailure) => `${f.penId}:${f.variable}`;
  return (
    <Flex vertical gap={8} data-testid="replace-failures">
      <Alert type="warning" showIcon title={t('replaceFailedTitle')} />
      <List
        size="small"
        dataSource={left}
        renderItem={(failure) => (
          <List.Item
            data-testid="replace-failure"
            actions={[
              <Button key="cancel" size="small" type="link" onClick={() => setLeft(left.filter((f) => f !== failure))}>
                {t('cancelFailure')}
              </Button>,
            ]}
          >
            <Checkbox
              checked={chosen.includes(key(failure))}
              onChange={(e) =>
                setChosen(e.target.checked ? [...chosen, key(failure)] : chosen.filter((k) => k !== key(failure)))
              }
            >
              {failure.name} · {t(`kind_${failure.kind}`)}
              <div className="flow-replace-reason">
                {t('replaceVariableError', { name: failure.variable })} — {t(`reason_${failure.reason}`)}
              </div>
            </Checkbox>
          </List.Item>
        )}
      />
      <Flex gap={8}>
        <Button
          size="small"
          disabled={!chosen.length}
          onClick={() => engine.select(left.filter((f) => chosen.includes(key(f))).map((f) => f.penId))}
          data-testid="replace-highlight"
        >
          {t('highlightFailures')}
        </Button>
        <Button size="small" onClick={() => setLeft([])}>
          {t('cancelAllFailures')}
        </Button>
      </Flex>
    </Flex>
  );
}

/**
 * The device replace tool (spec 4.1, 5): every binding of one bound device (or of all) in the selected
 * or all components moves to another device, optionally to its same-name variables; a summary stays 10 s.
 */
export function ReplaceDeviceDialog({
  engine,
  onChange,
  onClose,
}: {
  engine: EditEngine;
  onChange: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(EDITOR_NS);
  const { notification } = App.useApp();
  const [scope, setScope] = useState<'selected' | 'all'>('all');
  const [from, setFrom] = useState<number | typeof ALL | undefined>(undefined);
  const [to, setTo] = useState<PickedDevice | null>(null);
  const [sameName, setSameName] = useState(true);
  const [picking, setPicking] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [running, setRunning] = useState(false);
  const [failures, setFailures] = useState<ReplaceFailure[] | null>(null);

  const bound = boundDevices(engine.pens());

  const run = async () => {
    const selected = new Set(engine.selection().flatMap((p) => p.id ?? []));
    const pens = scope === 'all' ? engine.pens() : engine.pens().filter((p) => selected.has(p.id));
    const missing: Problem | null =
      from === undefined
        ? 'replaceOldRequired'
        : !to
          ? 'replaceNewRequired'
          : pens.length === 0
            ? 'replaceNoSelection'
            : null;
    setProblem(missing);
    if (missing || !to || from === undefined) return;
    setRunning(true);
    try {
      const variables = await deviceVariables(to.deviceId);
      const outcome = replaceDevice(pens, {
        from: from === ALL ? null : from,
        to: { deviceId: to.deviceId, deviceNum: to.deviceNum, deviceName: to.deviceName, variables },
        sameName,
        slaveNames: { system: t('slaveSystem'), external: t('slaveExternal') },
      });
      for (const [id, data] of outcome.changed) engine.setPenData(id, 'iotData', data);
      for (const [id, frame] of outcome.frames) engine.setPenData(id, 'iotFrame', frame);
      if (outcome.changed.size + outcome.frames.size > 0) onChange();
      notification.info({
        title: t('replaceDevice'),
        description: t('replaceSummary', outcome.summary),
        duration: SUMMARY_SECONDS,
      });
      if (outcome.failures.length > 0) setFailures(outcome.failures);
      else onClose();
    } catch {
      setProblem('replaceLoadFailed');
    } finally {
      setRunning(false);
    }
  };

  return (
    <Modal
      open
      title={t('replaceDevice')}
      width={560}
      onCancel={onClose}
      okText={failures ? t('replaceDone') : t('replaceRun')}
      cancelButtonProps={failures ? { style: { display: 'none' } } : undefined}
      onOk={() => (failures ? onClose() : void run())}
      okButtonProps={{ loading: running, id: 'replace-run' }}
      destroyOnHidden
    >
      {failures ? (
        <FailureList failures={failures} engine={engine} />
      ) : (
        <Form layout="vertical" size="small" data-testid="replace-dialog">
          <Form.Item label={t('replaceScope')}>
            <Radio.Group
              value={scope}
              onChange={(e) => setScope(e.target.value as 'selected' | 'all')}
              options={[
                { value: 'selected', label: t('scopeSelected') },
                { value: 'all', label: t('scopeAll') },
              ]}
            />
          </Form.Item>
          <Form.Item label={t('replaceOld')} required>
            <Select
              value={from}
              placeholder={t('replaceOld')}
              onChange={setFrom}
              options={[
                { value: ALL, label: t('replaceAllDevices') },
                ...[...bound].map(([id, name]) => ({ value: id, label: name })),
              ]}
              data-testid="replace-from"
            />
          </Form.Item>
          <Form.Item label={t('replaceNew')} required>
            <Flex gap={8} align="center">
              <strong data-testid="replace-to-name">{to?.name ?? '—'}</strong>
              <Button size="small" onClick={() => setPicking(true)} data-testid="replace-pick">
                {t('pickDevice')}
              </Button>
            </Flex>
          </Form.Item>
          <Form.Item label={t('replaceSameName')}>
            <Switch checked={sameName} onChange={setSameName} data-testid="replace-same-name" />
          </Form.Item>
          {problem && <Alert type="error" showIcon title={t(problem)} data-testid="replace-problem" />}
        </Form>
      )}
      {picking && (
        <DevicePickerDialog
          mode="single"
          kinds={['hardware']}
          value={to ? [to] : []}
          onClose={() => setPicking(false)}
          onOk={(devices) => {
            setTo(devices[0] ?? null);
            setProblem(null);
            setPicking(false);
          }}
        />
      )}
    </Modal>
  );
}
