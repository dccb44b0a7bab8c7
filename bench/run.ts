// `npm run bench`: every benchmark in turn; each prints its figures.
import { benchApi } from './api.js';
import { benchBundle } from './bundle.js';
import { benchHistory } from './history.js';
import { benchIngest } from './ingest.js';
import { benchLiveLatency } from './live-latency.js';

await benchApi();
await benchBundle();
await benchHistory();
await benchIngest();
await benchLiveLatency();
