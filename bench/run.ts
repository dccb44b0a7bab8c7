// `npm run bench`: every benchmark in turn; each prints its figures.
import { benchAlarmEngine } from './alarm-engine.js';
import { benchApi } from './api.js';
import { benchBundle } from './bundle.js';
import { benchDashboard } from './dashboard.js';
import { benchDevices } from './devices.js';
import { benchEditorFrames } from './editor-frame.js';
import { benchHistory } from './history.js';
import { benchIngest } from './ingest.js';
import { benchLiveLatency } from './live-latency.js';
import { benchOversizedPackets } from './mqtt-oversized.js';
import { benchReportGenerate } from './report-generate.js';
import { benchRunMode } from './run-mode.js';
import { benchTriggerEngine } from './trigger-engine.js';

benchAlarmEngine();
benchTriggerEngine();
await benchApi();
await benchBundle();
await benchDevices();
await benchDashboard();
await benchHistory();
await benchIngest();
await benchLiveLatency();
await benchOversizedPackets();
await benchReportGenerate();
await benchRunMode();
await benchEditorFrames();
